// The 9×9 board view: builds the cells, draws what it is told to, and turns pointer and
// keyboard input into edits and moves. It knows where the rows, columns and boxes are (from
// cell.js, to tint them), but nothing of Sudoku rules. (Rust's src/fast/bands/ is another
// thing: the fast solver's bitboards.)

import { EventKind } from '../pkg/page.js';
import { addStrings, onLanguageChange, t } from '../i18n/i18n.js';
import { cellAt, colOf, maskDigits, rowOf, sharesUnit } from './cell.js';
import { drawChain } from './link-overlay.js';

/** @typedef {import('../pkg/page.js').StepEvent} StepEvent */
/** @typedef {{ cell: number, kind: 'trying' | 'deduced' | 'backtrack', digit?: number }} ActiveCell */
/** @typedef {{ cell: number, tone: string }} UnitTint */
/** @typedef {{ kind: string, badge: string }} CellMark a hint's mark: class `hint-<kind>`, a corner badge */
/**
 * @typedef {object} BoardState
 * @property {ArrayLike<number>} cells the digits shown (0 for blank)
 * @property {ArrayLike<number>} givens the digits the person entered
 * @property {ActiveCell | null} [active] the cell an event highlights
 * @property {Set<number>} [conflicts] cells that break a rule
 * @property {ArrayLike<number> | null} [candidates] a mask per cell for pencil marks
 * @property {ArrayLike<number> | null} [puzzle] the puzzle as loaded: givens beyond it are the person's entries
 * @property {ArrayLike<number> | null} [notes] the person's own notes, a mask per cell
 */

// A filled cell's name ends with its digit, so that the name holds what the cell shows (WCAG's
// "label in name"), and a cell with notes names them; every name starts with the row and
// column, which screen readers and the tests rely on.
addStrings({
  en: {
    'board.cell': 'Row {row}, column {column}',
    'board.cellDigit': 'Row {row}, column {column}: {digit}',
    'board.cellNotes': 'Row {row}, column {column}, notes {digits}',
  },
});

const CLEAR_KEYS = new Set(['0', 'Backspace', 'Delete', ' ']);
/** @type {Record<string, number>} */
const MOVES = { ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1 };

export class BoardView {
  /** @type {HTMLElement[]} */
  #cells = [];
  /** @type {string[]} what each cell was last drawn with, to skip the unchanged */
  #drawn = [];
  /** The digit each cell shows (0 for none), which its name ends with. */
  #digits = new Uint8Array(81);
  /** The notes each blank cell shows (a mask, 0 for none), which its name lists. */
  #notes = new Uint16Array(81);
  #selected = 0;
  /** Whether a cell was selected at all: none is drawn selected until the person picks one. */
  #chosen = false;
  #onEdit;
  #onSelect;
  /** @type {UnitTint | null} */
  #units = null;
  /** @type {Map<number, CellMark>} */
  #marks = new Map();
  #root;
  /** @type {SVGSVGElement | null} the hint's chain, drawn over the cells, once there was one */
  #overlay = null;
  /** @type {import('../i18n/hint-words.js').ChainLinkLike[]} */
  #links = [];

  /**
   * Builds the cells inside `root`; `onEdit(cell, digit)` is called for typing (0 clears), and
   * `onSelect(cell)`, if given, whenever a cell is selected. Without `onEdit` the board is
   * read-only: it only draws (the race's boards).
   * @param {HTMLElement} root
   * @param {{ onEdit?: ((cell: number, digit: number) => void) | null, onSelect?: (cell: number) => void }} [hooks]
   */
  constructor(root, { onEdit = null, onSelect = () => {} } = {}) {
    this.#onEdit = onEdit;
    this.#onSelect = onSelect;
    this.#root = root;
    for (let r = 0; r < 9; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'board-row';
      for (let c = 0; c < 9; c++) {
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.className = 'cell';
        cell.dataset.cell = String(cellAt(r, c));
        cell.tabIndex = -1;
        row.append(cell);
        this.#cells.push(cell);
        this.#drawn.push('');
      }
      root.append(row);
    }
    if (!onEdit) {
      this.#selected = -1;
      root.setAttribute('aria-readonly', 'true');
      return;
    }
    this.#cells[0].tabIndex = 0;
    this.#name();
    onLanguageChange(() => this.#name());
    root.addEventListener('pointerdown', (event) => {
      const cell = cellElement(event);
      if (cell) this.select(Number(cell.dataset.cell));
    });
    root.addEventListener('keydown', (event) => this.#onKey(event));
    // A cell reached with Tab is selected too, so the pad and the panels follow the keyboard.
    root.addEventListener('focusin', (event) => {
      const cell = cellElement(event);
      if (cell && !cell.classList.contains('selected')) this.select(Number(cell.dataset.cell), false);
    });
  }

  /** Whether the person has selected a cell yet (none is, until they touch or Tab to one). */
  get hasSelection() {
    return this.#chosen;
  }

  /** Gives every cell its accessible name in the page's language. */
  #name() {
    for (let i = 0; i < 81; i++) this.#nameCell(i);
  }

  /**
   * Names cell `i`: its row and column, and its digit or notes if it shows them.
   * @param {number} i
   */
  #nameCell(i) {
    const place = { row: rowOf(i) + 1, column: colOf(i) + 1 };
    const [digit, notes] = [this.#digits[i], this.#notes[i]];
    let name = t('board.cell', place);
    if (digit) name = t('board.cellDigit', { ...place, digit });
    else if (notes) name = t('board.cellNotes', { ...place, digits: maskDigits(notes).join(' ') });
    this.#cells[i].setAttribute('aria-label', name);
  }

  /**
   * The selected cell, where the digit pad types.
   * @returns {number}
   */
  get selected() {
    return this.#selected;
  }

  /**
   * Selects a cell and, unless told otherwise, moves keyboard focus to it.
   * @param {number} cell
   * @param {boolean} [focus]
   */
  select(cell, focus = true) {
    this.#cells[this.#selected].tabIndex = -1;
    this.#cells[this.#selected].classList.remove('selected');
    this.#selected = cell;
    this.#chosen = true;
    this.#cells[cell].tabIndex = 0;
    this.#cells[cell].classList.add('selected');
    if (focus) this.#cells[cell].focus();
    this.#onSelect(cell);
  }

  /**
   * Tints the row, column and box of `units.cell` and rings that cell, in `units.tone`
   * ('inspect', or 'dead-end' for a cell whose candidates ran out); null takes the tint off.
   * Only the cells whose tint changes are touched: the board is not drawn again.
   * @param {UnitTint | null} units
   */
  highlightUnits(units) {
    const same = units?.cell === this.#units?.cell && units?.tone === this.#units?.tone;
    if (same) return;
    const before = this.#units;
    this.#units = units ? { cell: units.cell, tone: units.tone } : null;
    for (let i = 0; i < 81; i++) {
      const [was, now] = [tintOf(i, before), tintOf(i, this.#units)];
      if (was === now) continue;
      if (was) this.#cells[i].classList.remove(was);
      if (now) this.#cells[i].classList.add(now);
    }
  }

  /**
   * Marks cells for a hint (www/panels/hint.js): the class `hint-<kind>` and a badge in the
   * corner (data-badge), over whatever else the cell shows; an empty Map takes the marks off.
   * Only the cells whose mark changes are touched.
   * @param {Map<number, CellMark>} marks
   */
  mark(marks) {
    for (let i = 0; i < 81; i++) {
      const [was, now] = [this.#marks.get(i), marks.get(i)];
      if (was?.kind === now?.kind && was?.badge === now?.badge) continue;
      if (was) this.#cells[i].classList.remove(`hint-${was.kind}`);
      if (now) this.#cells[i].classList.add(`hint-${now.kind}`);
      setData(this.#cells[i], 'badge', now?.badge ?? '');
    }
    this.#marks = new Map(marks);
  }

  /**
   * Draws a hint's chain over the cells (www/board/link-overlay.js): its nodes where their
   * pencil marks sit, strong links solid, weak ones dashed; none takes the drawing off. Drawn
   * again whenever the board changes size.
   * @param {import('../i18n/hint-words.js').ChainLinkLike[]} links
   */
  drawLinks(links) {
    this.#links = links;
    if (!this.#overlay) {
      if (!links.length) return;
      this.#overlay = /** @type {SVGSVGElement} */ (document.createElementNS('http://www.w3.org/2000/svg', 'svg'));
      this.#overlay.classList.add('hint-links');
      this.#overlay.setAttribute('aria-hidden', 'true');
      this.#root.append(this.#overlay);
      new ResizeObserver(() => this.#drawOverlay()).observe(this.#root);
    }
    this.#drawOverlay();
  }

  #drawOverlay() {
    const overlay = /** @type {SVGSVGElement} */ (this.#overlay);
    overlay.toggleAttribute('hidden', !this.#links.length);
    if (!this.#links.length) return overlay.replaceChildren();
    const root = this.#root.getBoundingClientRect();
    const [left, top] = [root.left + this.#root.clientLeft, root.top + this.#root.clientTop];
    const placeOf = (/** @type {number} */ i) => {
      const cell = this.#cells[i];
      const box = cell.getBoundingClientRect();
      return {
        x: box.left - left + cell.clientLeft + cell.clientWidth / 2,
        y: box.top - top + cell.clientTop + cell.clientHeight / 2,
        // The pencil marks' font: 0.2 of a cell to the digit's 0.58 (www/styles/page.css), even
        // where the cell shows no marks and its ::before has no font of its own.
        mark: (parseFloat(getComputedStyle(cell).fontSize) * 0.2) / 0.58,
      };
    };
    drawChain(overlay, this.#links, placeOf, { width: this.#root.clientWidth, height: this.#root.clientHeight });
  }

  /** @param {KeyboardEvent} event */
  #onKey(event) {
    const target = cellElement(event);
    if (!target || !this.#onEdit || event.ctrlKey || event.metaKey || event.altKey) return;
    const cell = Number(target.dataset.cell);
    if (event.key >= '1' && event.key <= '9') {
      this.#onEdit(cell, Number(event.key));
    } else if (CLEAR_KEYS.has(event.key)) {
      this.#onEdit(cell, 0);
    } else if (event.key in MOVES) {
      const next = cell + MOVES[event.key];
      const sameRow = rowOf(next) === rowOf(cell);
      const horizontal = Math.abs(MOVES[event.key]) === 1;
      if (next >= 0 && next < 81 && (!horizontal || sameRow)) this.select(next);
    } else {
      return;
    }
    // Handled here: keep the page's shortcuts (Space, arrows) from seeing it too.
    event.preventDefault();
    event.stopPropagation();
  }

  /**
   * Draws a board state:
   * - cells: the digits shown; givens: the digits the person entered;
   * - active: {cell, kind} with kind 'trying' or 'backtrack' and, for a backtrack, the digit
   *   taken back;
   * - conflicts: a Set of cells that break a rule;
   * - candidates: a mask per cell for pencil marks, or null;
   * - puzzle: the puzzle as loaded, so that the person's entries (class `entered`) stand apart
   *   from its clues, or null;
   * - notes: the person's own notes, a mask per cell, drawn in blank cells instead of the
   *   candidates, or null.
   * The unit tint (highlightUnits) stays as it is.
   * @param {BoardState} state
   */
  draw(state) {
    const { cells, givens, active = null, conflicts = new Set(), candidates = null, puzzle = null, notes = null } = state;
    for (let i = 0; i < 81; i++) {
      const digit = cells[i];
      const classes = ['cell'];
      if (givens[i]) classes.push('given');
      else if (digit) classes.push('placed');
      if (givens[i] && puzzle && puzzle[i] !== givens[i]) classes.push('entered');
      if (conflicts.has(i)) classes.push('conflict');
      if (i === this.#selected && this.#chosen) classes.push('selected');
      let gone = '';
      if (active && active.cell === i) {
        classes.push(active.kind);
        if (active.kind === 'backtrack') gone = String(active.digit);
      }
      // A taken-back digit is drawn struck through where the marks would go; the person's
      // notes take a cell's place from the computed candidates.
      const blank = !digit && !gone;
      const noted = blank && notes ? notes[i] : 0;
      const marks = blank && !noted && candidates ? pencilMarks(candidates[i]) : '';
      const noteMarks = noted ? pencilMarks(noted) : '';
      const text = digit ? String(digit) : '';
      const key = `${text}|${classes.join(' ')}|${gone}|${marks}|${noteMarks}`;
      if (key === this.#drawn[i]) continue;
      this.#drawn[i] = key;
      const el = this.#cells[i];
      el.textContent = text;
      if (this.#onEdit && (this.#digits[i] !== digit || this.#notes[i] !== noted)) {
        this.#digits[i] = digit;
        this.#notes[i] = noted;
        this.#nameCell(i);
      }
      const tint = tintOf(i, this.#units);
      if (tint) classes.push(tint);
      const mark = this.#marks.get(i);
      if (mark) classes.push(`hint-${mark.kind}`);
      el.className = classes.join(' ');
      setData(el, 'gone', gone);
      setData(el, 'marks', marks);
      setData(el, 'notes', noteMarks);
    }
  }
}

/**
 * The cell an event highlights, as BoardView.draw takes it: `{cell, kind: 'trying'}` for a
 * choice or a placement, `{cell, kind: 'deduced'}` for a forced digit (the Propagation order),
 * `{cell, kind: 'backtrack', digit}` for a take-back, null otherwise.
 * @param {StepEvent | null | undefined} event
 * @returns {ActiveCell | null}
 */
export function activeCell(event) {
  if (event?.kind === EventKind.Choose || event?.kind === EventKind.Place) return { cell: event.cell, kind: 'trying' };
  if (event?.kind === EventKind.Deduce) return { cell: event.cell, kind: 'deduced' };
  if (event?.kind === EventKind.TakeBack) return { cell: event.cell, kind: 'backtrack', digit: event.digit };
  return null;
}

/**
 * The tint class of cell `i` under `units`: its ring, its units' tint, or '' for none.
 * @param {number} i
 * @param {UnitTint | null} units
 * @returns {string}
 */
function tintOf(i, units) {
  if (!units) return '';
  if (i === units.cell) return `focus-${units.tone}`;
  return sharesUnit(i, units.cell) ? `unit-${units.tone}` : '';
}

/**
 * The board cell an input event happened in, or null.
 * @param {Event} event
 * @returns {HTMLElement | null}
 */
function cellElement(event) {
  return event.target instanceof Element ? event.target.closest('.cell') : null;
}

/**
 * Sets `data-NAME` to `value`, or removes it for an empty value.
 * @param {HTMLElement} el
 * @param {string} name
 * @param {string} value
 */
function setData(el, name, value) {
  if (value) el.dataset[name] = value;
  else delete el.dataset[name];
}

/**
 * A 3×3 block of the digits of a mask (candidates, or a person's notes), drawn by CSS from a data
 * attribute; the printed worksheet (www/app/worksheet.js) writes notes with it too.
 * @param {number} mask
 * @returns {string}
 */
export function pencilMarks(mask) {
  let out = '';
  for (let d = 1; d <= 9; d++) {
    out += mask & (1 << (d - 1)) ? String(d) : ' ';
    if (d % 3 === 0 && d < 9) out += '\n';
  }
  return out;
}
