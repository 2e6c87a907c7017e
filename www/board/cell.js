// Where a cell is and what it is called: the JavaScript side of src/masks.rs. Cells are
// numbered 0..81 in reading order (cell = 9 * row + column), boxes 0..9 in reading order too,
// and a digit d is the bit 1 << (d - 1) of a 9-bit mask. Every file in www/ that needs a
// cell's row, column, box or name, or a unit's name, asks here.

import { addStrings, t } from '../i18n/i18n.js';

addStrings({
  en: {
    'cell.name': 'r{row}c{column}',
    'unit.row': 'row {number}',
    'unit.column': 'column {number}',
    'unit.box': 'box {number}',
  },
});

/**
 * The row (0..9) of a cell.
 * @param {number} cell 0..80
 * @returns {number}
 */
export function rowOf(cell) {
  return Math.floor(cell / 9);
}

/**
 * The column (0..9) of a cell.
 * @param {number} cell 0..80
 * @returns {number}
 */
export function colOf(cell) {
  return cell % 9;
}

/**
 * The 3×3 box (0..9, reading order) of a cell.
 * @param {number} cell 0..80
 * @returns {number}
 */
export function boxOf(cell) {
  return Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3);
}

/**
 * The cell at a row and a column (both 0..9).
 * @param {number} row
 * @param {number} column
 * @returns {number}
 */
export function cellAt(row, column) {
  return row * 9 + column;
}

/**
 * Whether two cells share a row, a column or a box (a cell shares all three with itself).
 * @param {number} a
 * @param {number} b
 * @returns {boolean}
 */
export function sharesUnit(a, b) {
  return rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b);
}

/**
 * A cell's name in the page's language: "r3c5" in English, "3행 5열" in Korean (1-based).
 * @param {number} cell 0..80
 * @returns {string}
 */
export function cellLabel(cell) {
  return t('cell.name', { row: rowOf(cell) + 1, column: colOf(cell) + 1 });
}

/**
 * A row, column or box by name, numbered from 1 as people count: "row 3", "box 2".
 * @param {'row' | 'column' | 'box'} kind
 * @param {number} number 1 to 9
 * @returns {string}
 */
export function unitName(kind, number) {
  return t(`unit.${kind}`, { number });
}

/**
 * The digits of a 9-bit mask (bit d-1 for digit d), smallest first.
 * @param {number} mask
 * @returns {number[]}
 */
export function maskDigits(mask) {
  const digits = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) digits.push(d);
  return digits;
}
