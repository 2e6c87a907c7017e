// The classroom keys and the projector look of Teach (www/app/modes.js): a large board, large
// type and high contrast, driven from the keyboard alone. Every action has a key; the keys are
// listed on screen in Teach, drawn from the keyboard table (www/keys/keyboard.js), which also
// routes the keys here. The keys act through the page's own controls (clicking a button,
// changing a select), so they do exactly what the controls do. C switches Teach on or off,
// Escape leaves it.

import { addStrings, onLanguageChange, t } from '../i18n/i18n.js';
import { legendRows } from '../keys/keyboard.js';
import { STRATEGIES } from '../run/strategies.js';

addStrings({
  en: {
    'classroom.keys': 'Keys',
    'classroom.key.play': 'play or pause',
    'classroom.key.step': 'step, step back',
    'classroom.key.solve': 'solve',
    'classroom.key.skip': 'skip to end',
    'classroom.key.reset': 'reset the run',
    'classroom.key.clear': 'clear the board',
    'classroom.key.undo': 'undo, redo',
    'classroom.key.speed': 'faster, slower',
    'classroom.key.strategy': 'switch Naive / MRV',
    'classroom.key.example': 'next example',
    'classroom.key.marks': 'candidates on / off',
    'classroom.key.predict': 'predict the next move on / off',
    'classroom.key.guess': 'guess the digit, Enter reveals it',
    'classroom.key.race': 'open or close the race',
    'classroom.key.tab': 'every other control, and the board',
    'classroom.key.leave': 'leave Teach',
  },
});

/** @param {string} id */
const byId = (id) => /** @type {HTMLInputElement} */ (document.getElementById(id));
/** @param {string} id */
const click = (id) => () => byId(id).click();

/**
 * Sets a form control's value and tells the page, as if the person had changed it.
 * @param {string} id
 * @param {string | number} value
 * @param {string} type the event to send
 */
function change(id, value, type = 'change') {
  const control = byId(id);
  control.value = String(value);
  control.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * Moves the Speed stops `by` stops (+1 faster, -1 slower), as a click on the stop would.
 * @param {number} by
 */
function nudgeSpeed(by) {
  const stops = /** @type {HTMLInputElement[]} */ ([...document.querySelectorAll('#speed input[type="radio"]')]);
  const at = stops.findIndex((stop) => stop.checked);
  stops[Math.max(0, Math.min(stops.length - 1, at + by))]?.click();
}

function nextExample() {
  const examples = /** @type {HTMLSelectElement} */ (/** @type {unknown} */ (byId('examples')));
  // Option 0 is "Choose a puzzle…"; cycle through the rest.
  const next = (examples.selectedIndex % (examples.options.length - 1)) + 1;
  change('examples', examples.options[next].value);
}

/** The next strategy in the list, after the last the first. */
function switchStrategy() {
  const ids = STRATEGIES.map((strategy) => strategy.id);
  change('strategy', ids[(ids.indexOf(byId('strategy').value) + 1) % ids.length]);
}

/** What the classroom keys do, by the action names of the keyboard table, once the mode is on. */
const ACTIONS = {
  'classroom.solve': click('solve'),
  'classroom.skip': click('skip'),
  'classroom.reset': click('reset'),
  'classroom.clear': click('clear'),
  'classroom.faster': () => nudgeSpeed(1),
  'classroom.slower': () => nudgeSpeed(-1),
  'classroom.strategy': switchStrategy,
  'classroom.example': nextExample,
  'classroom.marks': click('pencil'),
  'classroom.predict': click('predict'),
  'classroom.race': click('race-open'),
};

export class Classroom {
  #legend;
  #onToggle;

  /**
   * `legend` is the element that lists the keys in Teach; `onToggle(on)` is asked to switch
   * Teach on or off (the C and Escape keys), which then calls `set`.
   * @param {HTMLElement} legend
   * @param {{ onToggle(on: boolean): void }} options
   */
  constructor(legend, { onToggle }) {
    this.#legend = legend;
    this.#onToggle = onToggle;
    this.#words();
    onLanguageChange(() => this.#words());
  }

  get on() {
    return document.documentElement.classList.contains('classroom');
  }

  /**
   * Puts on or takes off the projector look and the keys' legend.
   * @param {boolean} on
   */
  set(on) {
    document.documentElement.classList.toggle('classroom', on);
    this.#legend.hidden = !on;
  }

  /**
   * The keyboard table's classroom actions: C toggles the mode; the rest decline (return
   * false) while the mode is off, so the key goes on to the rest of the page.
   * @returns {Record<string, () => boolean | void>}
   */
  keyHandlers() {
    /** @type {Record<string, () => boolean | void>} */
    const handlers = {
      'classroom.toggle': () => this.#onToggle(!this.on),
      // Escape closes an open menu first (the browser's own for a popover): it declines then.
      'classroom.leave': () => (this.on && !document.querySelector(':popover-open') ? this.#onToggle(false) : false),
    };
    for (const [name, run] of Object.entries(ACTIONS)) handlers[name] = () => (this.on ? run() : false);
    return handlers;
  }

  #words() {
    const title = document.createElement('h2');
    title.textContent = t('classroom.keys');
    const list = document.createElement('dl');
    for (const entry of legendRows()) {
      const item = document.createElement('div');
      const keys = document.createElement('dt');
      for (const name of entry.keys) {
        const kbd = document.createElement('kbd');
        kbd.textContent = name;
        keys.append(kbd, ' ');
      }
      const text = document.createElement('dd');
      text.textContent = t(entry.text);
      item.append(keys, text);
      list.append(item);
    }
    this.#legend.replaceChildren(title, list);
  }
}
