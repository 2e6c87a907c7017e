// The page's keyboard: the one document-level keydown listener, and the one table that says
// which key goes where. Elements keep the keys that are theirs (digits, arrows and Backspace
// in a board cell, arrows on the scrubber, digits and Enter in the predict box, arrows, Home,
// End, Enter and Space in the search tree; they stop the key there), and whatever reaches the
// document is matched against KEYMAP: the first row of the first scope that is active and
// matches takes the key. Scopes, in that order:
//
// | scope     | active when           | reaches through inputs of type | keys                          |
// |-----------|-----------------------|--------------------------------|-------------------------------|
// | race      | the race is open      | (none)                         | Space, K, Escape              |
// | classroom | always (its handlers decline all but C outside classroom mode) | checkbox, range | C, Esc, S K R X + − T E M P V |
// | run       | always                | button, checkbox               | Space, → ←, H, N, Ctrl+Z, Ctrl+Y |
//
// Rows with `text` make the classroom legend (www/panels/classroom.js), in table order; rows
// without `match` are documentation only: keys an element or the browser handles. Pure: the
// table and `keyAction` touch no document; `installKeyboard` adds the listener when called.

import { isTypingInField } from './typing.js';

/**
 * @typedef {'race' | 'classroom' | 'run' | 'board' | 'predict' | 'timeline' | 'tree' | 'browser'} Scope
 */

/**
 * One row of the table.
 * @typedef {object} KeyRow
 * @property {Scope} scope who takes the keys
 * @property {readonly string[]} keys the keys as the legend prints them
 * @property {string} [text] the legend's message key; rows without one stay off the legend
 * @property {Readonly<Record<string, string>>} [match] key name (see keyName) -> action name
 * @property {boolean} [ctrl] matched with Ctrl (or Cmd) held and Alt not; otherwise with no modifier
 * @property {string} [notOn] a selector: keys pressed on matching elements are not taken
 */

/** @type {Readonly<Record<string, { active: string, reachThrough: readonly string[] }>>} */
const SCOPES = Object.freeze({
  race: { active: 'raceOpen', reachThrough: [] },
  classroom: { active: 'always', reachThrough: ['checkbox', 'range'] },
  run: { active: 'always', reachThrough: ['button', 'checkbox'] },
});

/** @type {KeyRow[]} */
const ROWS = [
  // Space keeps its own meaning on a button (press it) and in a cell (clear it).
  { scope: 'race', keys: ['Space'], match: { ' ': 'race.toggle' }, notOn: 'button, .cell' },
  { scope: 'race', keys: ['K'], match: { k: 'race.skip' } },
  { scope: 'race', keys: ['Esc'], match: { escape: 'race.close' } },
  // Not inside the race: there Space on a button presses it (Pause), not the run behind.
  { scope: 'run', keys: ['Space'], text: 'classroom.key.play', match: { ' ': 'run.toggle' }, notOn: '.race' },
  {
    scope: 'run',
    keys: ['→', '←'],
    text: 'classroom.key.step',
    match: { arrowright: 'run.step', arrowleft: 'run.stepBack' },
  },
  { scope: 'run', keys: ['H'], text: 'classroom.key.hint', match: { h: 'run.hint' } },
  { scope: 'run', keys: ['N'], text: 'classroom.key.notes', match: { n: 'run.notes' } },
  { scope: 'classroom', keys: ['S'], text: 'classroom.key.solve', match: { s: 'classroom.solve' } },
  { scope: 'classroom', keys: ['K'], text: 'classroom.key.skip', match: { k: 'classroom.skip' } },
  { scope: 'classroom', keys: ['R'], text: 'classroom.key.reset', match: { r: 'classroom.reset' } },
  { scope: 'classroom', keys: ['X'], text: 'classroom.key.clear', match: { x: 'classroom.clear' } },
  {
    scope: 'run',
    keys: ['Ctrl+Z', 'Ctrl+Y'],
    text: 'classroom.key.undo',
    ctrl: true,
    match: { z: 'givens.undo', 'shift+z': 'givens.redo', y: 'givens.redo', 'shift+y': 'givens.redo' },
  },
  {
    scope: 'classroom',
    keys: ['+', '−'],
    text: 'classroom.key.speed',
    match: { '+': 'classroom.faster', '=': 'classroom.faster', '-': 'classroom.slower' },
  },
  { scope: 'classroom', keys: ['T'], text: 'classroom.key.strategy', match: { t: 'classroom.strategy' } },
  { scope: 'classroom', keys: ['E'], text: 'classroom.key.example', match: { e: 'classroom.example' } },
  { scope: 'classroom', keys: ['M'], text: 'classroom.key.marks', match: { m: 'classroom.marks' } },
  { scope: 'classroom', keys: ['P'], text: 'classroom.key.predict', match: { p: 'classroom.predict' } },
  { scope: 'predict', keys: ['1–9', 'Enter'], text: 'classroom.key.guess' },
  { scope: 'classroom', keys: ['V'], text: 'classroom.key.race', match: { v: 'classroom.race' } },
  { scope: 'browser', keys: ['Tab'], text: 'classroom.key.tab' },
  {
    scope: 'classroom',
    keys: ['C', 'Esc'],
    text: 'classroom.key.leave',
    match: { c: 'classroom.toggle', escape: 'classroom.leave' },
  },
  { scope: 'board', keys: ['1–9', '0', 'Backspace', 'Delete', 'Space', '↑ ↓ ← →'] },
  { scope: 'timeline', keys: ['← → ↑ ↓', 'Home', 'End', 'PgUp', 'PgDn'] },
  { scope: 'tree', keys: ['↑ ↓ ← →', 'Home', 'End', 'Enter', 'Space'] },
];

/** @type {readonly KeyRow[]} */
export const KEYMAP = Object.freeze(ROWS);

/**
 * The name a key has in KEYMAP's `match`: `event.key` in lower case, with "shift+" before it
 * for a Ctrl row pressed with Shift.
 * @param {{ key: string, shiftKey: boolean }} event
 * @param {boolean} ctrl whether the row is a Ctrl row
 * @returns {string}
 */
function keyName(event, ctrl) {
  const key = event.key.toLowerCase();
  return ctrl && event.shiftKey ? `shift+${key}` : key;
}

/**
 * The key events keyAction reads.
 * @typedef {object} KeyLike
 * @property {string} key
 * @property {boolean} ctrlKey
 * @property {boolean} metaKey
 * @property {boolean} altKey
 * @property {boolean} shiftKey
 * @property {{ closest(selector: string): unknown }} target
 */

/**
 * The actions KEYMAP offers `event`, in the order to try them: each row of an active scope
 * that matches it. The dispatcher runs the first whose handler does not decline.
 * @param {KeyLike} event
 * @param {{ raceOpen: boolean }} page what is open now
 * @returns {string[]} action names
 */
export function keyActions(event, page) {
  const modified = event.ctrlKey || event.metaKey || event.altKey;
  const ctrlOnly = (event.ctrlKey || event.metaKey) && !event.altKey;
  const actions = [];
  for (const [scope, { active, reachThrough }] of Object.entries(SCOPES)) {
    if (active === 'raceOpen' && !page.raceOpen) continue;
    if (isTypingInField(event.target, reachThrough)) continue;
    for (const row of KEYMAP) {
      if (row.scope !== scope || !row.match) continue;
      if (row.ctrl ? !ctrlOnly : modified) continue;
      if (row.notOn && event.target.closest(row.notOn)) continue;
      const action = row.match[keyName(event, Boolean(row.ctrl))];
      if (action) actions.push(action);
    }
  }
  return actions;
}

/**
 * What the page does for each action: returns false to decline the key (it then goes on to
 * the next match, or to the browser).
 * @typedef {Readonly<Record<string, () => boolean | void>>} KeyHandlers
 */

/**
 * Adds the page's one document-level keydown listener.
 * @param {KeyHandlers} handlers every action KEYMAP names
 * @param {() => { raceOpen: boolean }} page what is open now
 */
export function installKeyboard(handlers, page) {
  document.addEventListener('keydown', (event) => {
    for (const action of keyActions(/** @type {KeyLike} */ (/** @type {unknown} */ (event)), page())) {
      if (handlers[action]() === false) continue;
      event.preventDefault();
      return;
    }
  });
}

/**
 * The rows the classroom legend lists, in order.
 * @returns {(KeyRow & { text: string })[]}
 */
export function legendRows() {
  return KEYMAP.filter(onLegend);
}

/**
 * Whether the legend lists `row`: it has a message key.
 * @param {KeyRow} row
 * @returns {row is KeyRow & { text: string }}
 */
function onLegend(row) {
  return Boolean(row.text);
}
