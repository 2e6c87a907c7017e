// What survives a reload: the givens (and the puzzle as loaded under them), the person's notes
// and solving time, the strategy, each mode's speed, the pencil-mark switch, the mode (and
// whether the person was entering a puzzle, the panel chosen), the language and the theme the person chose, and "Print my
// notes", in localStorage. A field added later (classroom, language, loaded, notes, timer,
// theme, printNotes) is simply missing from states saved before it: the page reads a missing
// classroom as "off", a missing language or theme as "follow the browser", a missing puzzle as
// loaded as the givens themselves, missing notes or time as none and a missing printNotes as
// "off". Storage may be unavailable
// (private windows, blocked cookies); then nothing is saved and nothing breaks.

import { t } from '../i18n/i18n.js';
import { isStrategy } from '../run/strategies.js';

const KEY = 'bitdoku:v1';

/**
 * What is saved; every field is validated before use, since storage is anyone's to edit.
 * @typedef {object} Saved
 * @property {string} [puzzle] the givens as a line
 * @property {string} [loaded] the puzzle as loaded, as a line: the givens without the person's entries
 * @property {number[]} [notes] the person's notes: 81 masks, bit d - 1 for digit d
 * @property {number} [timer] the milliseconds of the person's own solving so far
 * @property {string} [strategy]
 * @property {{ watch?: number, teach?: number }} [speeds] each mode's Speed stop, in steps per second
 * @property {boolean} [pencil]
 * @property {boolean} [classroom] from before the modes: Teach was classroom mode
 * @property {string} [mode] the mode: 'solve', 'watch' or 'teach'
 * @property {boolean} [entering] whether the person was entering a puzzle in Solve it
 * @property {string} [panel] the panel chosen beside the board in Watch and Teach
 * @property {string} [language] the language the person chose, absent to follow the browser
 * @property {string} [theme] 'light' or 'dark' as the person chose, absent to follow the system
 * @property {boolean} [printNotes] whether the printed worksheet shows the person's notes
 */

/**
 * The saved settings, or null. Callers validate every field before using it.
 * @returns {Saved | null}
 */
export function loadSaved() {
  try {
    const saved = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    return saved && typeof saved === 'object' ? saved : null;
  } catch {
    return null;
  }
}

/**
 * Saves the settings; silently does nothing where storage is blocked.
 * @param {Saved} settings
 */
export function save(settings) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the page works the same, it just forgets on reload.
  }
}

/**
 * The form controls the settings live in.
 * @typedef {object} SettingControls
 * @property {HTMLSelectElement} strategy
 * @property {HTMLInputElement} pencil
 * @property {HTMLInputElement} printNotes
 */

/**
 * Restores strategy, pencil marks and "Print my notes" from `saved`,
 * ignoring anything malformed. (The speeds are Settings', the mode main.js's.)
 * @param {Saved | null} saved
 * @param {SettingControls} ui
 */
export function restoreSettings(saved, ui) {
  if (isStrategy(saved?.strategy)) ui.strategy.value = saved.strategy;
  if (typeof saved?.pencil === 'boolean') ui.pencil.checked = saved.pencil;
  if (typeof saved?.printNotes === 'boolean') ui.printNotes.checked = saved.printNotes;
}

/**
 * Restores the saved board; false when there is none or it does not parse.
 * @param {Saved | null} saved
 * @param {typeof import('../pkg/page.js')} engine
 * @param {import('./editing.js').Editing} editing
 * @returns {boolean}
 */
export function restoreBoard(saved, engine, editing) {
  if (typeof saved?.puzzle !== 'string') return false;
  try {
    const cells = engine.parsePuzzle(saved.puzzle);
    let puzzle = cells;
    try {
      if (typeof saved.loaded === 'string') puzzle = engine.parsePuzzle(saved.loaded);
    } catch {
      // A damaged puzzle as loaded: the board itself is the puzzle.
    }
    editing.load(cells, () => t('status.loadedSaved'), { record: false, puzzle, notes: savedNotes(saved.notes) });
    return true;
  } catch {
    return false;
  }
}

/**
 * The saved notes if they are 81 masks of nine bits, else none.
 * @param {unknown} notes
 * @returns {Uint16Array}
 */
function savedNotes(notes) {
  const fine = Array.isArray(notes) && notes.length === 81 && notes.every((mask) => Number.isInteger(mask) && mask >= 0 && mask <= 0x1ff);
  return fine ? Uint16Array.from(notes) : new Uint16Array(81);
}

/**
 * Restores the solving time saved with the board (paused: it goes on with the next entry).
 * @param {Saved | null} saved
 * @param {import('./solve-timer.js').SolveTimer} timer
 */
export function restoreTimer(saved, timer) {
  const ms = saved?.timer;
  if (ms !== undefined && Number.isFinite(ms) && ms > 0) timer.reset(ms);
}
