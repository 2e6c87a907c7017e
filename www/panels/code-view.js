// The lesson's code view: the solve loop in pseudocode, C++ or Python, with the line the
// current event ran marked, the lines it passed through dimmed in, and the line it returned
// from. The Propagation order's lines (place every forced digit first) show only when that
// order runs; the programs (code-programs.js) are the variant of the order that runs, and a
// person can copy one and run it.

import { EventKind } from '../pkg/page.js';
import { t } from '../i18n/i18n.js';
import { LANGUAGES } from '../i18n/program-words.js';
import { card, element } from './dom.js';

/** @type {typeof import('./code-programs.js') | null} the C++ and Python programs, once loaded */
let programs = null;
/** @type {Promise<typeof import('./code-programs.js')> | null} */
let loading = null;
/** Loads the programs, once: after the page is up (see CodeView), or when a person asks first. */
const loadPrograms = () => (loading ??= import('./code-programs.js').then((module) => (programs = module)));

/** @typedef {import('../pkg/page.js').StepEvent} StepEvent */

/**
 * The lesson's solve loop, one entry per line: its code (the same in every language), how far
 * it is indented, and the key of its comment. `id` names the lines the events run; `only`, the
 * one search order whose loop has the line.
 * @type {{ id?: string, code: string, indent: number, comment?: string, only?: string }[]}
 */
const CODE = [
  { code: 'solve():', indent: 0 },
  { id: 'deduce', code: 'while a digit is forced: place it', indent: 1, comment: 'code.deduce', only: 'propagation' },
  { id: 'pick', code: 'cell ← a blank cell', indent: 1, comment: 'code.pick' },
  { id: 'solved', code: 'if no cell: return SOLVED', indent: 1, comment: 'code.solved' },
  { id: 'used', code: 'mask ← row[r] | col[c] | box[b]', indent: 1, comment: 'code.used' },
  { id: 'cand', code: 'cand ← ~mask & 0x1FF', indent: 1, comment: 'code.cand' },
  { code: 'for m in 1..9:', indent: 1 },
  { id: 'free', code: 'if cand >> (m-1) & 1:', indent: 2, comment: 'code.free' },
  { id: 'place', code: 'row[r], col[c], box[b] |= 1 << (m-1)', indent: 3, comment: 'code.place' },
  { id: 'recurse', code: 'if solve() = SOLVED: return SOLVED', indent: 3, comment: 'code.recurse' },
  { id: 'takeBack', code: 'row[r], col[c], box[b] &= ~(1 << (m-1))', indent: 3, comment: 'code.takeBack' },
  { id: 'fail', code: 'return FAIL', indent: 1, comment: 'code.fail' },
  { id: 'exhausted', code: 'solve() = FAIL → NO SOLUTION', indent: 0, comment: 'code.exhausted' },
];

/** @typedef {{ current?: string, ran?: string[], returned?: string }} Lines */

/**
 * Which code lines each event runs: the one it ends on, the ones it passed through, and the
 * one it returned from.
 * @type {Record<number, Lines>}
 */
const LINES = {
  [EventKind.Choose]: { current: 'cand', ran: ['pick', 'used'] },
  [EventKind.Place]: { current: 'place', ran: ['free'] },
  [EventKind.TakeBack]: { current: 'takeBack', returned: 'fail' },
  [EventKind.Deduce]: { current: 'deduce' },
  [EventKind.Solved]: { current: 'solved' },
  [EventKind.Exhausted]: { current: 'exhausted', returned: 'fail' },
};

/** @typedef {'pseudo' | import('../i18n/program-words.js').Language} CodeLanguage */

/** The code card. */
export class CodeView {
  /** The card, to put in the page. */
  details = card('code', 'lesson.code');
  /** @type {CodeLanguage} */
  #language = 'pseudo';
  /** The search order whose loop is drawn (null while editing: the shared lines only). */
  #strategy = /** @type {string | null} */ (null);
  /** The order of the program shown: the running search's, or the one chosen for the next. */
  #chosen = 'naive';
  /** @type {StepEvent | null} */
  #event = null;
  #list = element('ol', 'code-lines');
  /** @type {Map<HTMLButtonElement, CodeLanguage>} */
  #choices = new Map();
  #copy = element('button', 'code-copy');
  #copied = element('span', 'code-copied');
  /** @type {HTMLElement} */
  #group;

  constructor() {
    this.#list.id = 'code-lines';
    const bar = element('div', 'code-bar');
    const group = element('div', 'code-languages');
    group.setAttribute('role', 'group');
    this.#group = group;
    for (const language of /** @type {CodeLanguage[]} */ (['pseudo', ...LANGUAGES])) {
      const button = element('button');
      button.type = 'button';
      button.addEventListener('click', () => this.#choose(language));
      this.#choices.set(button, language);
      group.append(button);
    }
    this.#copy.type = 'button';
    this.#copy.addEventListener('click', () => this.#copyProgram());
    this.#copied.setAttribute('aria-live', 'polite');
    bar.append(group, this.#copy, this.#copied);
    this.details.append(bar, this.#list);
    this.#render();
    // The programs are a chunk of their own in the built site: fetched once the page is up.
    setTimeout(() => loadPrograms().catch(() => {}));
  }

  /** The comments and labels, in the current language. */
  words() {
    this.#render();
  }

  /**
   * Shows the loop of search order `strategy` (null while editing: the pseudocode's shared
   * lines only, and the program of the order `chosen` for the next run), and marks the lines
   * `event` ran (none before the first step).
   * @param {StepEvent | null} event
   * @param {string | null} strategy
   * @param {string} chosen
   */
  draw(event, strategy, chosen) {
    this.#event = event;
    if (strategy !== this.#strategy || chosen !== this.#chosen) {
      this.#strategy = strategy;
      this.#chosen = chosen;
      this.#render();
    } else this.#mark();
  }

  /** @param {CodeLanguage} language */
  #choose(language) {
    this.#language = language;
    this.#copied.textContent = '';
    this.#render();
  }

  /** Draws the lines of the chosen language for the order that runs, then marks them. */
  #render() {
    this.#group.setAttribute('aria-label', t('program.language'));
    for (const [button, language] of this.#choices) {
      button.textContent = t(`program.${language}`);
      button.setAttribute('aria-pressed', String(language === this.#language));
    }
    this.#copy.textContent = t('program.copy');
    this.#copy.hidden = this.#language === 'pseudo';
    this.#list.classList.toggle('program', this.#language !== 'pseudo');
    /** @type {HTMLLIElement[]} */
    const items = [];
    if (this.#language === 'pseudo') {
      for (const line of CODE) {
        if (line.only && line.only !== this.#strategy) continue;
        const li = element('li', `indent-${line.indent}`);
        if (line.id) li.dataset.line = line.id;
        li.append(element('code', '', line.code));
        if (line.comment) li.append(element('span', 'comment', `// ${t(line.comment)}`));
        items.push(li);
      }
    } else if (!programs) {
      // Asked for before they came: drawn when they do.
      loadPrograms().then(() => this.#render(), () => {});
    } else {
      for (const line of programs.programLines(this.#language, this.#chosen, t)) {
        const li = element('li');
        if (line.id) li.dataset.line = line.id;
        li.append(element('code', '', line.code || ' '));
        items.push(li);
      }
    }
    this.#list.replaceChildren(...items);
    this.#mark();
  }

  /** Marks the lines the last event ran, and keeps a program's marked line in its box. */
  #mark() {
    /** @type {Lines} */
    const lines = (this.#event && LINES[this.#event.kind]) ?? {};
    /** @type {HTMLLIElement | null} */
    let marked = null;
    for (const li of this.#list.children) {
      if (!(li instanceof HTMLLIElement)) continue;
      const id = li.dataset.line;
      const current = id !== undefined && id === lines.current;
      li.classList.toggle('current', current);
      li.classList.toggle('ran', id !== undefined && (lines.ran?.includes(id) ?? false));
      li.classList.toggle('returned', id !== undefined && id === lines.returned);
      if (current) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
      if (current) marked = li;
    }
    if (marked && this.#list.classList.contains('program')) this.#reveal(marked);
  }

  /**
   * Scrolls the program's box (never the page) so that `li` is in the middle of it, when it is
   * out of sight: a program is some 60 lines, and its box shows about 20.
   * @param {HTMLLIElement} li
   */
  #reveal(li) {
    const box = this.#list.getBoundingClientRect();
    const line = li.getBoundingClientRect();
    if (box.height === 0 || (line.top >= box.top && line.bottom <= box.bottom)) return;
    this.#list.scrollTop += line.top - box.top - (box.height - line.height) / 2;
  }

  /** Copies the program shown, as a file would hold it, and says so. */
  async #copyProgram() {
    if (this.#language === 'pseudo' || !programs) return;
    const text = programs.programText(this.#language, this.#chosen, t);
    try {
      await navigator.clipboard.writeText(text);
      this.#copied.textContent = t('program.copied');
    } catch {
      this.#copied.textContent = t('program.copyFailed');
    }
  }
}
