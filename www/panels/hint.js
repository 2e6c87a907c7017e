// The Hint button (and the H key): for a person solving, the easiest deduction on the board as
// it stands, their own entries included, from the engine's hint(puzzle, board), asked of a
// worker of its own (www/run/fast-solver.js) since it counts solutions. It stops a run
// first (as typing does), marks the pattern, the unit and the cells that lose candidates on
// the board, and says the technique and the reason in words, without writing anything. A
// second press (or Show) writes a single's digit in as the person's own entry, through the
// normal edit path, so Undo takes it back; eliminations are shown, never applied. Wrong
// entries are named and marked. The hint goes away when the board changes or a run starts.

import { HintKind } from '../pkg/page.js';
import { boxOf, colOf, rowOf } from '../board/cell.js';
import { hintWords } from '../i18n/hint-words.js';
import { onLanguageChange } from '../i18n/i18n.js';
import { showsRunOrSolution } from '../run/run.js';

/** @typedef {import('../i18n/hint-words.js').HintLike} HintLike */
/** @typedef {import('../board/board-view.js').CellMark} CellMark */
/** @typedef {import('../i18n/hint-words.js').UnitRef} UnitRef */

/**
 * What the hint needs from the page.
 * @typedef {object} HintDeps
 * @property {import('../run/fast-solver.js').FastSolver} judge the hint's own worker: an edit or a
 *   run cancels a hint still being worked out
 * @property {() => void} clearCheck Check's marks, and a verdict on its way, make way for a hint
 * @property {import('../board/board-view.js').BoardView} board
 * @property {import('../app/editing.js').Editing} editing the puzzle as loaded, the board now,
 *   showGivens (ends a run, as typing does), sayReady (the status line for the board as it
 *   stands) and edit (writes a digit as the person's entry)
 */

/** @param {string} id */
const byId = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * The cells of a unit, in reading order.
 * @param {UnitRef} unit
 * @returns {number[]}
 */
export function unitCells(unit) {
  const at = [rowOf, colOf, boxOf][unit.kind];
  return Array.from({ length: 81 }, (_, cell) => cell).filter((cell) => at(cell) === unit.index);
}

/**
 * How the board marks a hint: the unit tinted, the pattern ringed, the cell to fill with a
 * "?", the cells that lose candidates with "−" and the digits, wrong entries with "✗". One mark
 * a cell, the more telling first.
 * @param {HintLike} hint
 * @returns {Map<number, CellMark>}
 */
export function hintMarks(hint) {
  /** @type {Map<number, CellMark>} */
  const marks = new Map();
  const put = (/** @type {number} */ cell, /** @type {CellMark} */ mark) => {
    if (!marks.has(cell)) marks.set(cell, mark);
  };
  for (const cell of Array.from(hint.wrong)) put(cell, { kind: 'wrong', badge: '✗' });
  if (hint.place) put(hint.place.cell, { kind: 'target', badge: '?' });
  const lost = `−${Array.from(hint.removes).join('')}`;
  for (const cell of Array.from(hint.eliminate)) put(cell, { kind: 'clear', badge: lost });
  for (const cell of Array.from(hint.pattern)) put(cell, { kind: 'pattern', badge: '' });
  for (const cell of hint.unit ? unitCells(hint.unit) : []) put(cell, { kind: 'unit', badge: '' });
  return marks;
}

export class HintPanel {
  #deps;
  #box;
  #text;
  #show;
  /** @type {HintLike | null} the hint on show, or null */
  #hint = null;

  /**
   * Wires the Hint button (#hint) and the hint's box (#hint-box, #hint-text, #hint-show).
   * @param {HintDeps} deps
   */
  constructor(deps) {
    this.#deps = deps;
    this.#box = byId('hint-box');
    this.#text = byId('hint-text');
    this.#show = byId('hint-show');
    byId('hint').addEventListener('click', () => this.press());
    this.#show.addEventListener('click', () => this.place());
    onLanguageChange(() => this.#say());
  }

  /**
   * The Hint button: a hint, or, when a single is on show, its digit written in. Resolves once
   * the hint is on show; never, if the board changed or a run started before it came. A press
   * while a hint is being worked out does nothing: the answer is on its way.
   */
  async press() {
    if (this.#hint?.place) return this.place();
    const { editing, judge, clearCheck } = this.#deps;
    if (judge.busy) return;
    editing.showGivens();
    editing.sayReady(); // the status line spoke of the run just ended
    clearCheck(); // Check's marks, or its verdict on its way, make way for the hint
    const hint = await judge.hint(editing.puzzle, editing.givens);
    this.#hint = hint;
    // The inspector's tint of the selected cell's units would blur the hint's own marks.
    this.#deps.board.highlightUnits(null);
    this.#deps.board.mark(hintMarks(hint));
    this.#box.dataset.kind = hint.kind === HintKind.Wrong ? 'wrong' : 'info';
    this.#show.hidden = !hint.place;
    this.#box.hidden = false;
    this.#say();
  }

  /** Writes the single on show into its cell, as the person's own entry. */
  place() {
    const place = this.#hint?.place;
    if (!place) return;
    this.clear();
    this.#deps.editing.edit(place.cell, place.digit);
  }

  /** Takes the hint off the board and out of the panel, or drops the one being worked out. */
  clear() {
    this.#deps.judge.cancel();
    if (!this.#hint) return;
    this.#hint = null;
    this.#deps.board.mark(new Map());
    this.#box.hidden = true;
    this.#text.textContent = '';
  }

  /**
   * Follows the run: a run starting, or a solution shown, takes the hint away.
   * @param {import('../run/run.js').RunState} run
   */
  update(run) {
    if (showsRunOrSolution(run)) this.clear();
  }

  /**
   * As update: a run that starts draws its first board a frame later (or, while the class
   * predicts, only once it has answered), but says so here at once.
   * @param {import('../run/run.js').RunState} run
   */
  refresh(run) {
    this.update(run);
  }

  #say() {
    if (this.#hint) this.#text.textContent = hintWords(this.#hint);
  }
}
