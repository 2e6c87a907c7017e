// Editing the puzzle: the givens, their rule breaks, the person's notes, and Undo/Redo over
// every change (an edit, a note, Clear, an example, an import, a link). Beside the givens it
// keeps the puzzle as loaded, so that a hint and Check can tell the person's entries from the
// puzzle's own digits. A change to the givens ends the run (the page's `onStop`), shows the
// givens and tells the page (`onChange`: save, and let the race know); a note changes nothing
// but the notes (`onNotes`: save and draw them).

import { errorText } from '../i18n/errors.js';
import { formatNumber, t } from '../i18n/i18n.js';
import { cellLabel } from '../board/cell.js';

/** How many of `cells` hold a digit. @param {ArrayLike<number>} cells */
const count = (cells) => Array.from(cells).reduce((n, d) => n + (d ? 1 : 0), 0);

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
 * @property {(givens: Uint8Array) => Promise<number>} countSolutions 0, 1 or 2 (the fast path)
 * @property {() => boolean} teaching whether the page is in Teach
 * @property {() => boolean} solving whether the person is solving (Solve it): their digits are
 *   entries, and the puzzle's digits are locked unless they are entering the puzzle
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
  /**
   * Whether the person is entering a puzzle to solve (Solve it, after Clear, "Type your own" or
   * "Edit the givens", until Start): what they type is the puzzle. Outside Solve it, typing
   * always writes the puzzle: the search's board is the puzzle it is given.
   */
  entering = false;
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
    if (!this.#deps.solving()) {
      // Teach has no Solve button: its words name what is on screen.
      const words = this.#deps.teaching() ? 'status.readyTeach' : 'status.ready';
      return this.#deps.status.set(() => t(words, { givens: formatNumber(count(this.givens)) }));
    }
    if (this.entering) return this.#deps.status.set(() => t('status.entering', { givens: formatNumber(count(this.givens)) }));
    const [filled, entered] = [count(this.givens), count(this.givens) - count(this.puzzle)];
    this.#deps.status.set(() => t('status.filled', { filled: formatNumber(filled), entered: formatNumber(entered) }));
  }

  /** Whether typing writes the puzzle itself rather than the person's entries. */
  get writesPuzzle() {
    return this.entering || !this.#deps.solving();
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
   * column and box. While a puzzle is entered in Solve it, a digit moves on to the next cell.
   * @param {number} cell
   * @param {number} digit
   */
  edit(cell, digit) {
    const { board, run, engine, status } = this.#deps;
    if (cell < 0) return status.set(() => t('status.chooseCell'));
    if (!this.writesPuzzle && this.puzzle[cell]) {
      board.select(cell);
      return status.set(() => t('status.givenLocked', { cell: cellLabel(cell), digit: this.puzzle[cell] }));
    }
    if (this.notesMode) return this.note(cell, digit);
    // Entering a puzzle in Solve it, a digit moves on to the next cell, as a puzzle is read off
    // a page (the arrows skip a blank). Watch's board keeps the selection, for the arrows.
    const then = this.entering && this.#deps.solving() && digit !== 0 ? Math.min(cell + 1, 80) : cell;
    if (this.givens[cell] === digit && !run.stepper) return board.select(then);
    const next = this.givens.slice();
    next[cell] = digit;
    let puzzle;
    if (this.writesPuzzle) {
      puzzle = this.puzzle.slice();
      puzzle[cell] = digit;
    }
    this.set(next, { puzzle, notes: engine.notesAfterEntering(this.notes, cell, digit) });
    board.select(then);
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
    this.entering = false;
    this.set(cells, { record, puzzle: fits ? puzzle : cells, notes });
    this.#deps.onNewPuzzle();
    const problem = this.problem();
    const givens = formatNumber(count(this.puzzle));
    const words = this.#deps.solving() ? () => t('status.solveReady', { givens }) : loaded;
    this.#deps.status.set(problem ?? words, problem ? 'error' : 'info');
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
   * @returns {boolean} whether it loaded
   */
  importText(text, importError) {
    try {
      const cells = this.#deps.engine.parsePuzzle(text);
      importError.set(() => '');
      this.load(cells, () => t('status.loadedPasted'));
      return true;
    } catch (error) {
      importError.set(() => t('import.error', { error: errorText(error) }));
      return false;
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

  /** Empties the board, for a puzzle of the person's own: in Solve it, they enter it first. */
  clear() {
    this.entering = true;
    this.set(new Uint8Array(81), { puzzle: new Uint8Array(81), notes: new Uint16Array(81) });
    this.#deps.onNewPuzzle();
    this.#deps.status.set(() => t(this.#deps.solving() ? 'status.clearedEnter' : 'status.cleared'));
  }

  /**
   * Edit the givens (Solve it): the board goes back to the puzzle, for typing, until Start.
   * The person's entries and notes are put aside in the history: Undo brings them back.
   */
  editGivens() {
    this.entering = true;
    this.set(this.puzzle, { puzzle: this.puzzle, notes: new Uint16Array(81) });
    this.#deps.status.set(() => t('status.editGivens'));
  }

  /**
   * Start (Solve it): the digits on the board become the puzzle, locked while the person
   * solves. A board that breaks a rule, or has no solution, is not started: the status says
   * why. One with several solutions starts, and the status says that Check and Hint can then
   * judge the person's digits only by the rules.
   * @returns {Promise<boolean>} whether it started
   */
  async start() {
    const problem = this.problem();
    if (problem) {
      this.#deps.status.set(problem, 'error');
      return false;
    }
    const givens = this.givens.slice();
    let solutions;
    try {
      solutions = await this.#deps.countSolutions(givens);
    } catch (error) {
      this.#deps.status.error('status.solverFailed', error);
      return false;
    }
    // The board may have changed while the solutions were counted: Start again decides.
    if (!this.entering || this.givens.some((digit, cell) => digit !== givens[cell])) return false;
    if (solutions === 0) {
      this.#deps.status.set(() => t('status.startNoSolution'), 'error');
      return false;
    }
    this.entering = false;
    this.puzzle = this.givens.slice();
    this.#deps.onChange();
    this.#deps.onNewPuzzle();
    this.#deps.run.showGivens();
    const words = solutions > 1 ? 'status.startedSeveral' : 'status.started';
    this.#deps.status.set(() => t(words, { givens: formatNumber(count(givens)) }), 'ok');
    return true;
  }
}
