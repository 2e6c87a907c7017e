// The Hint button (and the H key): for a person solving, the easiest deduction on the board as
// it stands, their own entries included, from the engine's hint(puzzle, board), asked of a
// worker of its own (www/workers/worker-client.js) since it counts solutions. It stops a run
// first (as typing does), and tells a deduction in three presses, as HoDoKu and SudokuWiki
// do: where to look and what kind of step it is (the area tinted, no digit, no cell it
// changes), then the technique with its pattern marked on the board (a chain's links drawn
// over it), then the result, with the cell to fill or the cells that lose candidates marked.
// Nothing is written until the person asks: at the third step Show (or a fourth press) writes
// a single's digit in as the person's own entry, through the normal edit path, so Undo takes
// it back; eliminations are shown, never applied. Wrong entries are named and marked at once.
// The hint goes away, and the next press starts again at the first step, when the board
// changes or a run starts.

import { HintKind, UnitKind } from '../pkg/page.js';
import { boxOf, colOf, rowOf } from '../board/cell.js';
import { HINT_STEPS, hintWords } from '../i18n/hint-words.js';
import { onLanguageChange } from '../i18n/i18n.js';
import { showsRunOrSolution } from '../run/run.js';

/** @typedef {import('../i18n/hint-words.js').HintLike} HintLike */
/** @typedef {import('../board/board-view.js').CellMark} CellMark */
/** @typedef {import('../i18n/hint-words.js').UnitRef} UnitRef */

/**
 * What the hint needs from the page.
 * @typedef {object} HintDeps
 * @property {import('../workers/worker-client.js').WorkerClient} judge the hint's own worker: an edit or a
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
 * The lines of a fish's mask as units: its base lines (`base`) or its cover lines.
 * @param {HintLike} hint
 * @param {'base' | 'cover'} which
 * @returns {UnitRef[]}
 */
function fishLines(hint, which) {
  if (hint.baseKind === undefined) return [];
  const rows = hint.baseKind === UnitKind.Row;
  const kind = rows === (which === 'base') ? UnitKind.Row : UnitKind.Column;
  return Array.from(hint[which] ?? [], (index) => ({ kind, index }));
}

/**
 * How the board marks a hint at a step: at the first, the area to look at tinted; at the
 * second, the technique's pattern: its cells ringed (a wing's pivot and a fish's fins each in
 * a way of their own, a fish's places and fins with its digit), the unit or a fish's base
 * lines tinted, the line or box a digit is confined to and a fish's cover lines striped (a
 * hidden single's cell stays unmarked: which one it is, is the third step's); at the third,
 * also the cell to fill with a "?" and the cells that lose candidates with "−" and the
 * digits. Wrong entries with "✗". One mark a cell, the more telling first.
 * @param {HintLike} hint
 * @param {number} [step] 1, 2 or 3 (HINT_STEPS): how much of a deduction is on show
 * @returns {Map<number, CellMark>}
 */
export function hintMarks(hint, step = HINT_STEPS) {
  /** @type {Map<number, CellMark>} */
  const marks = new Map();
  const put = (/** @type {number} */ cell, /** @type {CellMark} */ mark) => {
    if (!marks.has(cell)) marks.set(cell, mark);
  };
  /** @param {UnitRef[]} units @param {string} kind */
  const tint = (units, kind) => {
    for (const unit of units) for (const cell of unitCells(unit)) put(cell, { kind, badge: '' });
  };
  for (const cell of Array.from(hint.wrong)) put(cell, { kind: 'wrong', badge: '✗' });
  if (hint.kind === HintKind.Deduction && step < 2) {
    tint(hint.focus ?? [], 'unit');
    return marks;
  }
  if (step >= 3) {
    if (hint.place) put(hint.place.cell, { kind: 'target', badge: '?' });
    const lost = `−${Array.from(hint.removes).join('')}`;
    for (const cell of Array.from(hint.eliminate)) put(cell, { kind: 'clear', badge: lost });
  }
  // A fish's places and fins carry its digit, which the board may not show as a candidate.
  const digit = hint.baseKind === undefined ? '' : Array.from(hint.digits).join('');
  for (const cell of Array.from(hint.fins ?? [])) put(cell, { kind: 'fin', badge: digit });
  if (hint.pivot !== undefined) put(hint.pivot, { kind: 'pivot', badge: '' });
  const hidden = hint.place && hint.unit && step < 3; // a hidden single's cell is the result
  if (!hidden) for (const cell of Array.from(hint.pattern)) put(cell, { kind: 'pattern', badge: digit });
  tint(hint.unit ? [hint.unit] : fishLines(hint, 'base'), 'unit');
  tint(hint.confinedTo ? [hint.confinedTo] : fishLines(hint, 'cover'), 'cover');
  return marks;
}

export class HintPanel {
  #deps;
  #box;
  #text;
  #showButton;
  /** @type {HintLike | null} the hint on show, or null */
  #hint = null;
  /** The step of a deduction on show: 1 where to look, 2 the technique, 3 the result. */
  #step = HINT_STEPS;

  /**
   * Wires the Hint button (#hint) and the hint's box (#hint-box, #hint-text, #hint-show).
   * @param {HintDeps} deps
   */
  constructor(deps) {
    this.#deps = deps;
    this.#box = byId('hint-box');
    this.#text = byId('hint-text');
    this.#showButton = byId('hint-show');
    byId('hint').addEventListener('click', () => this.press());
    this.#showButton.addEventListener('click', () => this.place());
    onLanguageChange(() => this.#say());
  }

  /**
   * The Hint button: a hint's next step; at the last step of a single, its digit written in;
   * else a new hint, at its first step. Resolves once the hint is on show; never, if the board
   * changed or a run started before it came. A press while a hint is being worked out does
   * nothing: the answer is on its way.
   */
  async press() {
    if (this.#hint?.kind === HintKind.Deduction && this.#step < HINT_STEPS) return this.#show(this.#step + 1);
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
    this.#box.dataset.kind = hint.kind === HintKind.Wrong ? 'wrong' : 'info';
    this.#box.hidden = false;
    this.#show(hint.kind === HintKind.Deduction ? 1 : HINT_STEPS);
  }

  /**
   * Shows the hint on show at `step`: its marks, its chain's links from the second step, its
   * words, and Show at the last step of a single.
   * @param {number} step
   */
  #show(step) {
    const hint = /** @type {HintLike} */ (this.#hint);
    this.#step = step;
    this.#box.dataset.step = String(step);
    this.#deps.board.mark(hintMarks(hint, step));
    this.#deps.board.drawLinks(step >= 2 ? (hint.links ?? []) : []);
    this.#showButton.hidden = !(hint.place && step === HINT_STEPS);
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
    this.#deps.board.drawLinks([]);
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
    if (this.#hint) this.#text.textContent = hintWords(this.#hint, this.#step);
  }
}
