// The lesson's bitmask inspector: a cell's row, column and box masks bit by bit, the digits
// they use, its candidates (the complement) and their popcount, as src/masks.rs computes them.
// Rust works out the masks (CellMasks); this lays them out, digit 9 on the left.

import { cellLabel } from '../board/cell.js';
import { t } from '../i18n/i18n.js';
import { card, element, setText } from './dom.js';
import { digitList, unitNames } from '../i18n/lesson-words.js';

/** @typedef {import('../pkg/page.js').CellMasks} CellMasks */
/** @typedef {'editing' | 'selected' | 'deadEnd' | 'trying' | 'idle'} FocusMode */

/** Digits from the left of a 9-bit mask: 9 first, as `mask |= 1 << (x-1)` lays them out. */
const BIT_DIGITS = [9, 8, 7, 6, 5, 4, 3, 2, 1];

/** The table's rows: a name and the code that computes the mask. */
const ROWS = [
  ['row', 'row[r]'],
  ['col', 'col[c]'],
  ['box', 'box[b]'],
  ['used', 'mask = row | col | box'],
  ['candidates', '~mask & 0x1FF'],
  ['place', 'mask |= 1 << (x-1)'],
  ['free', '~mask >> (m-1) & 1'],
];

/**
 * @typedef {object} MaskRow
 * @property {HTMLTableRowElement} tr
 * @property {HTMLSpanElement} label
 * @property {HTMLTableCellElement[]} bits
 * @property {HTMLTableCellElement} digits
 */

/** The inspector card. */
export class Inspector {
  /** The card, to put in the page. */
  details = card('inspector', 'lesson.inspector');
  #focus = element('p', 'inspector-focus');
  #holds = element('p', 'hint');
  #caption = element('caption', 'visually-hidden');
  #maskHead = element('th');
  #digitsHead = element('th');
  #candidates = element('p', 'inspector-candidates');
  /** @type {Record<string, MaskRow>} */
  #rows = {};

  constructor() {
    this.#focus.id = 'inspector-focus';
    const table = element('table', 'masks');
    table.id = 'inspector-masks';
    const head = element('tr');
    this.#maskHead.scope = 'col';
    head.append(this.#maskHead);
    for (const digit of BIT_DIGITS) {
      const th = element('th', 'bit', String(digit));
      th.scope = 'col';
      head.append(th);
    }
    this.#digitsHead.scope = 'col';
    head.append(this.#digitsHead);
    const thead = element('thead');
    thead.append(head);
    const body = element('tbody');
    for (const [name, code] of ROWS) {
      const tr = element('tr', `mask-${name}`);
      tr.dataset.mask = name;
      const th = element('th');
      th.scope = 'row';
      const label = element('span', 'mask-name');
      th.append(element('code', '', code), label);
      tr.append(th);
      const bits = BIT_DIGITS.map(() => element('td', 'bit'));
      const digits = element('td', 'mask-digits');
      tr.append(...bits, digits);
      body.append(tr);
      this.#rows[name] = { tr, label, bits, digits };
    }
    table.append(this.#caption, thead, body);
    this.#candidates.id = 'inspector-candidates';
    const hint = element('p', 'hint');
    hint.dataset.i18n = 'inspector.hint';
    const scroller = element('div', 'masks-scroll');
    scroller.append(table);
    this.details.append(this.#focus, scroller, this.#candidates, this.#holds, hint);
  }

  /** The words not marked with data-i18n, in the current language. */
  words() {
    this.#maskHead.textContent = t('inspector.mask');
    this.#digitsHead.textContent = t('inspector.digits');
    this.#rows.used.label.textContent = t('inspector.used');
    this.#rows.candidates.label.textContent = t('inspector.complement');
    this.#rows.free.label.textContent = t('inspector.free');
  }

  /**
   * Shows the masks of one cell. `mode` says why this cell (see inspector.* strings), and
   * `held` is the digit the cell holds (0 for blank).
   * @param {FocusMode} mode
   * @param {CellMasks} masks
   * @param {number} held
   */
  draw(mode, masks, held) {
    const cell = masks.cell;
    const name = cellLabel(cell);
    setText(this.#focus, t(`inspector.${mode}`, { cell: name }));
    this.#focus.dataset.mode = mode;
    this.#focus.dataset.cell = String(cell);
    setText(this.#caption, t('inspector.table', { cell: name }));
    const units = unitNames(cell);
    setText(this.#rows.row.label, units.row);
    setText(this.#rows.col.label, units.col);
    setText(this.#rows.box.label, units.box);
    /** @type {Record<string, number>} */
    const shown = {
      row: masks.row,
      col: masks.column,
      box: masks.box,
      used: masks.used,
      candidates: masks.candidates,
      place: held ? 1 << (held - 1) : 0,
      free: masks.candidates,
    };
    for (const [name, row] of Object.entries(this.#rows)) {
      const mask = shown[name];
      row.bits.forEach((td, i) => {
        const on = (mask >> (BIT_DIGITS[i] - 1)) & 1;
        setText(td, name === 'place' && !held ? '·' : String(on));
        td.classList.toggle('on', on === 1);
      });
      if (name === 'place') {
        setText(row.label, held ? t('inspector.place', { digit: held }) : t('inspector.blank'));
        setText(row.digits, held ? String(held) : '');
      } else if (name !== 'free') {
        setText(row.digits, digitList(mask));
      }
    }
    setText(this.#candidates, t('inspector.candidates', { digits: digitList(masks.candidates), count: masks.count }));
    setText(this.#holds, held ? t('inspector.holds', { digit: held }) : '');
    this.#holds.hidden = !held;
  }
}
