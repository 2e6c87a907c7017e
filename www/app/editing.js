// Editing the puzzle: the givens, their rule breaks, and Undo/Redo over every change (an edit,
// Clear, an example, an import, a link). Beside the givens it keeps the puzzle as loaded, so
// that a hint can tell the person's entries from the puzzle's own digits. A change ends the run (the page's `onStop`), shows the
// givens and tells the page (`onChange`: save, and let the race know).

import { errorText } from '../i18n/errors.js';
import { formatNumber, t } from '../i18n/i18n.js';

/** @typedef {import('./messages.js').Words} Words */

/**
 * What editing needs from the page.
 * @typedef {object} EditingDeps
 * @property {typeof import('../pkg/bitdoku.js')} engine
 * @property {import('../run/run.js').Run} run
 * @property {import('../board/board-view.js').BoardView} board
 * @property {import('./messages.js').Message} status
 * @property {import('../board/undo.js').UndoHistory} history Undo and Redo of the givens
 * @property {() => void} onStop ends what runs on the givens (the run, predict, the fast path)
 * @property {() => void} onChange the givens changed
 */

export class Editing {
  /** The digits the person entered: the puzzle. */
  givens = new Uint8Array(81);
  /**
   * The puzzle as loaded (an example, a link, a paste, the saved board): the cells of `givens`
   * beyond it are the person's entries. Typing keeps it; Clear empties it.
   */
  puzzle = new Uint8Array(81);
  #deps;

  /** @param {EditingDeps} deps */
  constructor(deps) {
    this.#deps = deps;
  }

  /**
   * The first rule the givens break, as words for a message, or null.
   * @returns {Words | null}
   */
  problem() {
    const conflict = this.#deps.engine.firstConflict(this.givens);
    return conflict ? () => t('status.invalid', { conflict: errorText(conflict) }) : null;
  }

  /** Says the givens are ready to solve, or which rule they break. */
  sayReady() {
    const problem = this.problem();
    if (problem) return this.#deps.status.set(problem, 'error');
    const filled = this.givens.reduce((n, d) => n + (d ? 1 : 0), 0);
    this.#deps.status.set(() => t('status.ready', { givens: formatNumber(filled) }));
  }

  /** Ends the run and shows the givens, for editing. */
  showGivens() {
    this.#deps.onStop();
    this.#deps.run.showGivens();
  }

  /**
   * Replaces the givens (and, when given, the puzzle as loaded), remembering the old ones for
   * Undo unless told not to.
   * @param {ArrayLike<number>} cells
   * @param {{ record?: boolean, puzzle?: ArrayLike<number> }} options
   */
  set(cells, { record = true, puzzle } = {}) {
    if (record) this.#deps.history.record(this.#snapshot());
    this.givens = Uint8Array.from(cells);
    if (puzzle) this.puzzle = Uint8Array.from(puzzle);
    this.showGivens();
    this.#deps.onChange();
  }

  /**
   * Puts `digit` (0: none) in `cell`, from the board or the digit pad.
   * @param {number} cell
   * @param {number} digit
   */
  edit(cell, digit) {
    const { board, run } = this.#deps;
    if (this.givens[cell] === digit && !run.stepper) return board.select(cell);
    const next = this.givens.slice();
    next[cell] = digit;
    this.set(next);
    board.select(cell);
    this.sayReady();
  }

  /**
   * Loads `cells` as the givens and as the puzzle as loaded; `loaded` is the words that say
   * so. A board restored after a reload passes its `puzzle` too, which counts only if every
   * digit of it is on the board.
   * @param {ArrayLike<number>} cells
   * @param {Words} loaded
   * @param {{ record?: boolean, puzzle?: ArrayLike<number> }} options
   */
  load(cells, loaded, { record = true, puzzle = cells } = {}) {
    const fits = Array.from(puzzle).every((digit, cell) => !digit || digit === cells[cell]);
    this.set(cells, { record, puzzle: fits ? puzzle : cells });
    const problem = this.problem();
    this.#deps.status.set(problem ?? loaded, problem ? 'error' : 'info');
  }

  /**
   * Undo (direction 'undo') or redo ('redo') the last change to the givens.
   * @param {'undo' | 'redo'} direction
   */
  travel(direction) {
    const undo = direction === 'undo';
    const { history, status } = this.#deps;
    const now = this.#snapshot();
    const cells = undo ? history.undo(now) : history.redo(now);
    if (!cells) return status.set(() => t(undo ? 'status.nothingToUndo' : 'status.nothingToRedo'));
    this.set(cells.subarray(0, 81), { record: false, puzzle: cells.subarray(81) });
    const problem = this.problem();
    status.set(problem ?? (() => t(undo ? 'status.undone' : 'status.redone')), problem ? 'error' : 'info');
  }

  /** Ends the run; the board shows the givens again. */
  reset() {
    this.showGivens();
    this.sayReady();
  }

  /**
   * Loads the import box's text, or says in `importError` why it cannot.
   * @param {string} text
   * @param {import('./messages.js').Message} importError
   */
  importText(text, importError) {
    try {
      const cells = this.#deps.engine.parsePuzzle(text);
      importError.set(() => '');
      this.load(cells, () => t('status.loadedPasted'));
    } catch (error) {
      importError.set(() => t('import.error', { error: errorText(error) }));
    }
  }

  /** What Undo keeps of a change: the givens, then the puzzle as loaded (81 + 81 cells). */
  #snapshot() {
    const both = new Uint8Array(162);
    both.set(this.givens);
    both.set(this.puzzle, 81);
    return both;
  }

  clear() {
    this.set(new Uint8Array(81), { puzzle: new Uint8Array(81) });
    this.#deps.status.set(() => t('status.cleared'));
  }
}
