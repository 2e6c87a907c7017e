// The 9×9 board: builds the cells, draws what main.js tells it to, and turns pointer and
// keyboard input into edits and moves. It knows where the rows, columns and boxes are (to tint
// them), but nothing of Sudoku rules.

import { EventKind } from '../pkg/bitdoku.js';
import { addStrings, onLanguageChange, t } from '../i18n/i18n.js';

addStrings({
  en: { 'board.cell': 'Row {row}, column {column}' },
  ko: { 'board.cell': '{row}행 {column}열' },
});

const CLEAR_KEYS = new Set(['0', 'Backspace', 'Delete', ' ']);
const MOVES = { ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1 };

export class BoardView {
  #cells = [];
  #drawn = [];
  #selected = 0;
  #onEdit;
  #onSelect;
  /** The last state drawn, so that a change of unit highlight can redraw without main.js. */
  #state = null;
  #units = null;

  /**
   * Builds the cells inside `root`; `onEdit(cell, digit)` is called for typing (0 clears), and
   * `onSelect(cell)`, if given, whenever a cell is selected. Without `onEdit` the board is
   * read-only: it only draws (the race's boards).
   */
  constructor(root, { onEdit = null, onSelect = () => {} } = {}) {
    this.#onEdit = onEdit;
    this.#onSelect = onSelect;
    for (let r = 0; r < 9; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'board-row';
      for (let c = 0; c < 9; c++) {
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.className = 'cell';
        cell.dataset.cell = String(r * 9 + c);
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
      const cell = event.target.closest('.cell');
      if (cell) this.select(Number(cell.dataset.cell));
    });
    root.addEventListener('keydown', (event) => this.#onKey(event));
  }

  /** Gives every cell its accessible name in the page's language. */
  #name() {
    this.#cells.forEach((cell, i) => {
      cell.setAttribute('aria-label', t('board.cell', { row: Math.floor(i / 9) + 1, column: (i % 9) + 1 }));
    });
  }

  /** The selected cell, where the digit pad types. */
  get selected() {
    return this.#selected;
  }

  /** Selects a cell and, unless told otherwise, moves keyboard focus to it. */
  select(cell, focus = true) {
    this.#cells[this.#selected].tabIndex = -1;
    this.#cells[this.#selected].classList.remove('selected');
    this.#selected = cell;
    this.#cells[cell].tabIndex = 0;
    this.#cells[cell].classList.add('selected');
    if (focus) this.#cells[cell].focus();
    this.#onSelect(cell);
  }

  /**
   * Tints the row, column and box of `units.cell` and rings that cell, in `units.tone`
   * ('inspect', or 'dead-end' for a cell whose candidates ran out); null takes the tint off.
   */
  highlightUnits(units) {
    const same = units?.cell === this.#units?.cell && units?.tone === this.#units?.tone;
    if (same) return;
    this.#units = units ? { cell: units.cell, tone: units.tone } : null;
    if (this.#state) this.draw(this.#state);
  }

  #onKey(event) {
    const target = event.target.closest('.cell');
    if (!target || event.ctrlKey || event.metaKey || event.altKey) return;
    const cell = Number(target.dataset.cell);
    if (event.key >= '1' && event.key <= '9') {
      this.#onEdit(cell, Number(event.key));
    } else if (CLEAR_KEYS.has(event.key)) {
      this.#onEdit(cell, 0);
    } else if (event.key in MOVES) {
      const next = cell + MOVES[event.key];
      const sameRow = Math.floor(next / 9) === Math.floor(cell / 9);
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
   * - candidates: a mask per cell for pencil marks, or null.
   * The state is kept, so that highlightUnits can draw it again with other tints.
   */
  draw(state) {
    this.#state = state;
    const { cells, givens, active = null, conflicts = new Set(), candidates = null } = state;
    const units = this.#units;
    for (let i = 0; i < 81; i++) {
      const digit = cells[i];
      const classes = ['cell'];
      if (givens[i]) classes.push('given');
      else if (digit) classes.push('placed');
      if (conflicts.has(i)) classes.push('conflict');
      if (i === this.#selected) classes.push('selected');
      if (units && i === units.cell) classes.push(`focus-${units.tone}`);
      else if (units && sharesUnit(i, units.cell)) classes.push(`unit-${units.tone}`);
      let gone = '';
      if (active && active.cell === i) {
        classes.push(active.kind);
        if (active.kind === 'backtrack') gone = String(active.digit);
      }
      // A taken-back digit is drawn struck through where the marks would go.
      const marks = !digit && !gone && candidates ? pencilMarks(candidates[i]) : '';
      const text = digit ? String(digit) : '';
      const key = `${text}|${classes.join(' ')}|${gone}|${marks}`;
      if (key === this.#drawn[i]) continue;
      this.#drawn[i] = key;
      const el = this.#cells[i];
      el.textContent = text;
      el.className = classes.join(' ');
      setData(el, 'gone', gone);
      setData(el, 'marks', marks);
    }
  }
}

/** True when cells `a` and `b` share a row, a column or a box. */
function sharesUnit(a, b) {
  const [ra, ca, rb, cb] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
  const sameBox = Math.floor(ra / 3) === Math.floor(rb / 3) && Math.floor(ca / 3) === Math.floor(cb / 3);
  return ra === rb || ca === cb || sameBox;
}

function setData(el, name, value) {
  if (value) el.dataset[name] = value;
  else delete el.dataset[name];
}

/** A 3×3 block of candidate digits, drawn by CSS from a data attribute. */
function pencilMarks(mask) {
  let out = '';
  for (let d = 1; d <= 9; d++) {
    out += mask & (1 << (d - 1)) ? String(d) : ' ';
    if (d % 3 === 0 && d < 9) out += '\n';
  }
  return out;
}

/**
 * The cell an event highlights, as BoardView.draw takes it: `{cell, kind: 'trying'}` for a
 * choice or a placement, `{cell, kind: 'backtrack', digit}` for a take-back, null otherwise.
 */
export function activeCell(event) {
  if (event?.kind === EventKind.Choose || event?.kind === EventKind.Place) return { cell: event.cell, kind: 'trying' };
  if (event?.kind === EventKind.TakeBack) return { cell: event.cell, kind: 'backtrack', digit: event.digit };
  return null;
}
