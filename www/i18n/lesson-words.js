// The words of the lesson panels (inspector.js, why.js, stack.js, code-view.js), in English
// and Korean, and the wording helpers more than one of them uses.

import { boxOf, colOf, maskDigits, rowOf } from '../board/cell.js';
import { addStrings, t } from './i18n.js';

addStrings({
  en: {
    'lesson.title': 'Inside the search',
    'lesson.inspector': 'Bitmask inspector',
    'lesson.why': 'Why it backtracked',
    'lesson.stack': 'Search stack',
    'lesson.code': 'The solve loop',

    'inspector.trying': '{cell}: the cell the search is working on',
    'inspector.selected': '{cell}: the cell you selected (the next step goes back to the search)',
    'inspector.editing': '{cell}: the cell you selected, seen from the givens',
    'inspector.idle': '{cell}: the cell you selected',
    'inspector.deadEnd': '{cell}: the cell whose candidates ran out',
    'inspector.holds': 'It holds {digit}: the masks leave its own digit out.',
    'inspector.hint': 'Click or tap any cell (or move with the arrow keys) to inspect it.',
    'inspector.mask': 'Mask',
    'inspector.digits': 'Digits',
    'inspector.row': 'row {n}',
    'inspector.col': 'column {n}',
    'inspector.box': 'box {n}',
    'inspector.used': 'OR: the digits used',
    'inspector.complement': 'complement',
    'inspector.place': 'x = {digit}: the bit it sets',
    'inspector.blank': 'a blank cell: no x',
    'inspector.free': '1 = m is free',
    'inspector.candidates': 'Candidates: {digits} (popcount {count})',
    'inspector.table': 'The masks of {cell}, digit 9 on the left',
    none: 'none',

    'why.idle': 'When the search takes a digit back, this says why.',
    'why.solvedClean': 'The search is solved, and it never took a digit back.',
    'why.solvedAfter': 'The search is solved, after taking back {backtracks} digits: step back (←) to a take-back, and this says why it happened.',
    'why.empty': '{cell} has no candidates left: {row} has {rowDigits}, {col} has {colDigits}, {box} has {boxDigits}.',
    'why.triedOne': '{cell}: {digits} was tried and failed.',
    'why.triedTwo': '{cell}: {digits} were both tried and failed.',
    'why.triedMany': '{cell}: {digits} were all tried and failed.',
    'why.takeBack': 'So {digit} is taken back from {cell}.',
    'why.exhausted': 'So the puzzle has no solution.',
    'why.and': ' and ',

    'stack.depth': 'Depth',
    'stack.cell': 'Cell',
    'stack.digit': 'Digit',
    'stack.untried': 'Still to try',
    'stack.forced': 'forced: nothing else to try',
    'stack.empty': 'Empty: the search has not chosen a cell yet.',
    'stack.caption': 'One row per chosen cell, the top of the stack first',

    'code.deduce': 'propagation: a cell with one candidate, or a digit with one place in a unit',
    'code.pick': 'naive: the next in reading order; MRV: the fewest candidates',
    'code.solved': 'every cell is filled',
    'code.used': 'the digits its row, column and box hold',
    'code.cand': 'its candidates',
    'code.free': 'digit m is still free',
    'code.place': 'place m: set its bit in the three unit masks',
    'code.recurse': 'go one cell deeper',
    'code.takeBack': 'take m back: backtrack',
    'code.fail': 'no digit fits: back up to the caller',
    'code.exhausted': 'the first cell failed too: no solution',
  },
});

/**
 * A mask's digits for a sentence or a table cell: "1 4 7", or "none".
 * @param {number} mask
 * @returns {string}
 */
export function digitList(mask) {
  const digits = maskDigits(mask);
  return digits.length ? digits.join(' ') : t('none');
}

/**
 * Names of the row, column and box of a cell, 1-based, in the current language.
 * @param {number} cell
 * @returns {{ row: string, col: string, box: string }}
 */
export function unitNames(cell) {
  return {
    row: t('inspector.row', { n: rowOf(cell) + 1 }),
    col: t('inspector.col', { n: colOf(cell) + 1 }),
    box: t('inspector.box', { n: boxOf(cell) + 1 }),
  };
}

/**
 * The sentence for a cell whose every candidate was tried: "r1c1: 2 was tried and failed.",
 * "…: 2 and 6 were both tried…", "…: 2, 5 and 6 were all tried…" (Korean joins with commas).
 * @param {string} cell the cell's name
 * @param {number} tried a non-empty mask of the digits tried
 * @returns {string}
 */
export function triedWords(cell, tried) {
  const digits = maskDigits(tried);
  const key = ['why.triedOne', 'why.triedTwo'][digits.length - 1] ?? 'why.triedMany';
  const last = digits.pop();
  const joined = digits.length ? `${digits.join(', ')}${t('why.and')}${last}` : String(last);
  return t(key, { cell, digits: joined });
}
