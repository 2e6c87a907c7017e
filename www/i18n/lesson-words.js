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
  ko: {
    'lesson.title': '탐색 들여다보기',
    'lesson.inspector': '비트마스크 검사기',
    'lesson.why': '되돌린 이유',
    'lesson.stack': '탐색 스택',
    'lesson.code': '풀이 반복문',

    'inspector.trying': '{cell}: 탐색이 지금 다루는 칸',
    'inspector.selected': '{cell}: 선택한 칸 (다음 단계에서 탐색 중인 칸으로 돌아갑니다)',
    'inspector.editing': '{cell}: 선택한 칸, 주어진 숫자 기준',
    'inspector.idle': '{cell}: 선택한 칸',
    'inspector.deadEnd': '{cell}: 후보가 바닥난 칸',
    'inspector.holds': '이 칸에는 {digit}이(가) 있습니다. 마스크에서는 이 칸의 숫자를 뺍니다.',
    'inspector.hint': '아무 칸이나 누르거나 화살표 키로 옮겨서 살펴보세요.',
    'inspector.mask': '마스크',
    'inspector.digits': '숫자들',
    'inspector.row': '{n}행',
    'inspector.col': '{n}열',
    'inspector.box': '{n}번 박스',
    'inspector.used': 'OR: 이미 쓰인 숫자',
    'inspector.complement': '보수(반전)',
    'inspector.place': 'x = {digit}: 켜지는 비트',
    'inspector.blank': '빈 칸: x 없음',
    'inspector.free': '1 = m 사용 가능',
    'inspector.candidates': '후보: {digits} (popcount {count})',
    'inspector.table': '{cell}의 마스크, 왼쪽이 숫자 9',
    none: '없음',

    'why.idle': '탐색이 숫자를 되돌리면 여기에서 이유를 알려 줍니다.',
    'why.solvedClean': '탐색이 풀렸고, 숫자를 한 번도 되돌리지 않았습니다.',
    'why.solvedAfter': '탐색이 숫자 {backtracks}개를 되돌린 끝에 풀렸습니다. 되돌린 단계로 돌아가면(←) 여기에서 그 이유를 알려 줍니다.',
    'why.empty': '{cell}에 남은 후보가 없습니다. 이미 쓰인 숫자: {row} {rowDigits}, {col} {colDigits}, {box} {boxDigits}.',
    'why.triedOne': '{cell}: {digits}을(를) 시도했지만 실패했습니다.',
    'why.triedTwo': '{cell}: {digits}을(를) 모두 시도했지만 실패했습니다.',
    'why.triedMany': '{cell}: {digits}을(를) 모두 시도했지만 실패했습니다.',
    'why.takeBack': '그래서 {cell}의 {digit}을(를) 되돌립니다.',
    'why.exhausted': '그래서 이 퍼즐에는 해가 없습니다.',
    'why.and': ', ',

    'stack.depth': '깊이',
    'stack.cell': '칸',
    'stack.digit': '숫자',
    'stack.untried': '남은 후보',
    'stack.forced': '확정: 다른 후보 없음',
    'stack.empty': '비어 있음: 탐색이 아직 칸을 고르지 않았습니다.',
    'stack.caption': '고른 칸마다 한 줄, 스택의 맨 위가 먼저',

    'code.deduce': '확정: 후보가 하나인 칸, 또는 한 단위에서 자리가 하나인 숫자',
    'code.pick': '단순: 읽는 순서로 다음 칸, MRV: 후보가 가장 적은 칸',
    'code.solved': '모든 칸이 채워짐',
    'code.used': '행, 열, 박스에 이미 있는 숫자',
    'code.cand': '이 칸의 후보',
    'code.free': '숫자 m을 아직 쓸 수 있음',
    'code.place': 'm을 놓기: 세 마스크에 비트를 켬',
    'code.recurse': '한 칸 더 깊이',
    'code.takeBack': 'm을 되돌리기: 백트래킹',
    'code.fail': '맞는 숫자가 없음: 부른 곳으로 돌아감',
    'code.exhausted': '첫 칸도 실패: 해가 없음',
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
