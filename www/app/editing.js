// Editing the puzzle: the givens, their rule breaks, the person's notes, and Undo/Redo over
// every change (an edit, a note, Clear, an example, an import, a link). Beside the givens it
// keeps the puzzle as loaded, so that a hint and Check can tell the person's entries from the
// puzzle's own digits. A change to the givens ends the run (the page's `onStop`), shows the
// givens and tells the page (`onChange`: save, and let the race know); a note changes nothing
// but the notes (`onNotes`: save and draw them).

import { errorText } from '../i18n/errors.js';
import { formatNumber, t } from '../i18n/i18n.js';
import { cellLabel } from '../board/cell.js';

/** @typedef {import('./messages.js').Words} Words */

/**
 * What editing needs from the page.
 * @typedef {object} EditingDeps
 * @property {typeof import('../pkg/page.js')} engine
 * @property {import('../run/run.js').Run} run
 * @property {import('../board/board-view.js').BoardView} board
 * @property {import('./messages.js').Message} status
 * @property {import('../board/undo.js').UndoHistory} history Undo and Redo of the givens
 * @property {() => void} onStop ends what runs on the givens (the run, predict, the fast path)
 * @property {() => void} onChange the givens changed
 * @property {() => void} onNotes the notes changed, and nothing else
 * @property {() => void} onEntry the person wrote a digit or a note: their own solving goes on
 * @property {() => void} onNewPuzzle a puzzle was loaded or the board cleared
 */

export class Editing {
  /** The digits the person entered: the puzzle. */
  givens = new Uint8Array(81);
  /**
   * The puzzle as loaded (an example, a link, a paste, the saved board): the cells of `givens`
   * beyond it are the person's entries. Typing keeps it; Clear empties it.
   */
  puzzle = new Uint8Array(81);
  /** The person's own pencil marks: a 9-bit mask per cell, bit d - 1 for digit d. */
  notes = new Uint16Array(81);
  /** Whether typing toggles notes (Notes mode) rather than writing digits. */
  notesMode = false;
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
   * Replaces the givens (and, when given, the puzzle as loaded and the notes), remembering the
   * old ones for Undo unless told not to.
   * @param {ArrayLike<number>} cells
   * @param {{ record?: boolean, puzzle?: ArrayLike<number>, notes?: ArrayLike<number> }} options
   */
  set(cells, { record = true, puzzle, notes } = {}) {
    if (record) this.#deps.history.record(this.#snapshot());
    this.givens = Uint8Array.from(cells);
    if (puzzle) this.puzzle = Uint8Array.from(puzzle);
    if (notes) this.notes = Uint16Array.from(notes);
    this.showGivens();
    this.#deps.onChange();
  }

  /**
   * Puts `digit` (0: none) in `cell`, from the board or the digit pad; in Notes mode, toggles
   * the note instead (see `note`). A digit written clears itself from the notes of its row,
   * column and box.
   * @param {number} cell
   * @param {number} digit
   */
  edit(cell, digit) {
    if (this.notesMode) return this.note(cell, digit);
    const { board, run, engine } = this.#deps;
    if (this.givens[cell] === digit && !run.stepper) return board.select(cell);
    const next = this.givens.slice();
    next[cell] = digit;
    this.set(next, { notes: engine.notesAfterEntering(this.notes, cell, digit) });
    board.select(cell);
    this.sayReady();
    this.#deps.onEntry();
  }

  /**
   * Toggles the note `digit` in `cell`, or clears the cell's notes for 0. Notes go in empty
   * cells only; the run, if any, goes on.
   * @param {number} cell
   * @param {number} digit
   */
  note(cell, digit) {
    const { board, history, status } = this.#deps;
    board.select(cell);
    if (digit && this.givens[cell]) return status.set(() => t('status.noteOnDigit', { cell: cellLabel(cell) }));
    const mask = digit ? this.notes[cell] ^ (1 << (digit - 1)) : 0;
    if (mask === this.notes[cell]) return;
    history.record(this.#snapshot());
    this.notes = this.notes.slice();
    this.notes[cell] = mask;
    this.#deps.onNotes();
    this.#deps.onEntry();
  }

  /**
   * Loads `cells` as the givens and as the puzzle as loaded, with no notes; `loaded` is the
   * words that say so. A board restored after a reload passes its `puzzle` and `notes` too;
   * the puzzle counts only if every digit of it is on the board.
   * @param {ArrayLike<number>} cells
   * @param {Words} loaded
   * @param {{ record?: boolean, puzzle?: ArrayLike<number>, notes?: ArrayLike<number> }} options
   */
  load(cells, loaded, { record = true, puzzle = cells, notes = new Uint16Array(81) } = {}) {
    const fits = Array.from(puzzle).every((digit, cell) => !digit || digit === cells[cell]);
    this.set(cells, { record, puzzle: fits ? puzzle : cells, notes });
    this.#deps.onNewPuzzle();
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
    this.set(cells.subarray(0, 81), { record: false, puzzle: cells.subarray(81, 162), notes: cells.subarray(162) });
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

  /** What Undo keeps of a change: the givens, the puzzle as loaded, then the notes (3 × 81 cells). */
  #snapshot() {
    const all = new Uint16Array(243);
    all.set(this.givens);
    all.set(this.puzzle, 81);
    all.set(this.notes, 162);
    return all;
  }

  clear() {
    this.set(new Uint8Array(81), { puzzle: new Uint8Array(81), notes: new Uint16Array(81) });
    this.#deps.onNewPuzzle();
    this.#deps.status.set(() => t('status.cleared'));
  }
}
