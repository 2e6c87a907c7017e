// Cells by number (0..80, row by row), named in the page's language.

import { addStrings, t } from '../i18n/i18n.js';

addStrings({
  en: { 'cell.name': 'r{row}c{column}' },
  ko: { 'cell.name': '{row}행 {column}열' },
});

/** A cell's name in the page's language: "r3c5" in English, "3행 5열" in Korean. */
export function cellLabel(cell) {
  return t('cell.name', { row: Math.floor(cell / 9) + 1, column: (cell % 9) + 1 });
}

/** The digits of a candidate mask, smallest first. */
export function maskDigits(mask) {
  const digits = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) digits.push(d);
  return digits;
}
