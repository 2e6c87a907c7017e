// The words of the Hint button's answer and of the rating line, in the page's language. Rust
// decides (a hint from engine.hint and a rating from engine.rate, in workers); this module
// only words what it is given: "r3c5 = 7: the only place for 7 in box 2 (hidden single)",
// "Level: singles · hardest: hidden single · 0 guesses". Pure: no document, no engine calls.

import { HintKind, RatingLevel, Technique } from '../pkg/page.js';
import { cellLabel } from '../board/cell.js';
import { errorText } from './errors.js';
import { addStrings, countWords, t } from './i18n.js';

/** @typedef {{ kind: import('../pkg/page.js').UnitKind, index: number }} UnitRef a unit as the engine's UnitRef gives it, 0-based */

/**
 * A hint as this module reads it: the engine's HintView, or a plain object with its fields.
 * @typedef {object} HintLike
 * @property {HintKind} kind
 * @property {Technique | undefined} technique
 * @property {ArrayLike<number>} digits the digits the reason is about
 * @property {UnitRef | undefined} unit
 * @property {UnitRef | undefined} confinedTo pointing's line, claiming's box
 * @property {ArrayLike<number>} pattern
 * @property {{ cell: number, digit: number } | undefined} place
 * @property {ArrayLike<number>} eliminate cells that lose candidates
 * @property {ArrayLike<number>} removes the digits they lose
 * @property {ArrayLike<number>} wrong
 */

/**
 * A rating as the worker sends it (www/run/solver-worker.js).
 * @typedef {object} RatingLike
 * @property {RatingLevel} level
 * @property {Technique | undefined} hardest
 * @property {number} guesses
 * @property {unknown} [conflict] the rule an invalid puzzle breaks: an error with code `conflict`
 */

addStrings({
  en: {
    'hint.technique.0': 'hidden single',
    'hint.technique.1': 'naked single',
    'hint.technique.2': 'pointing',
    'hint.technique.3': 'claiming',
    'hint.technique.4': 'naked pair',
    'hint.technique.5': 'hidden pair',
    'hint.unit.0': 'row {number}',
    'hint.unit.1': 'column {number}',
    'hint.unit.2': 'box {number}',
    'hint.and': ' and ',
    'hint.hiddenSingle': '{cell} = {digit}: the only place for {digit} in {unit} ({technique})',
    'hint.nakedSingle': '{cell} = {digit}: the only digit left in {cell} ({technique})',
    'hint.leaves1': '{removes} leaves {cells}',
    'hint.leavesN': '{removes} leave {cells}',
    'hint.confined': '{leaves}: in {unit}, {digits} can only go in {confined} ({technique})',
    'hint.nakedPair': '{leaves}: in {unit}, {pattern} hold only {digits} ({technique})',
    'hint.hiddenPair': '{leaves}: in {unit}, {digits} can only go in {pattern} ({technique})',
    'hint.wrong': 'Wrong entry: {cells}. Clear it and press Hint again.',
    'hint.wrongN': 'Wrong entries: {cells}. Clear them and press Hint again.',
    'hint.deadEnd': 'This board has no solution any more: one of your entries is wrong, though which one cannot be said.',
    'hint.stuck': 'No deduction of the known techniques applies: only a guess is left.',
    'hint.solved': 'The board is solved: there is nothing left to hint.',
    'hint.noSolution': 'This puzzle has no solution, so there is no hint to give.',
    'rating.line': 'Level: {level} · hardest: {technique} · {guesses}',
    'rating.level.0': 'singles',
    'rating.level.1': 'locked candidates and pairs',
    'rating.level.2': 'needs a guess',
    'rating.none': 'nothing',
    'rating.guesses1': '1 guess',
    'rating.guessesN': '{count} guesses',
    'rating.noSolution': 'Level: none, the puzzle has no solution',
    'rating.several': 'Level: none, the puzzle has several solutions',
    'rating.invalid': 'Level: none, the puzzle breaks a rule ({conflict})',
  },
  ko: {
    'hint.technique.0': '히든 싱글',
    'hint.technique.1': '네이키드 싱글',
    'hint.technique.2': '포인팅',
    'hint.technique.3': '클레이밍',
    'hint.technique.4': '네이키드 페어',
    'hint.technique.5': '히든 페어',
    'hint.unit.0': '{number}행',
    'hint.unit.1': '{number}열',
    'hint.unit.2': '{number}번 박스',
    'hint.and': ', ',
    'hint.hiddenSingle': '{cell} = {digit}: {unit}에서 {digit}의 자리는 여기 하나뿐입니다 ({technique})',
    'hint.nakedSingle': '{cell} = {digit}: {cell}에 남은 후보는 {digit} 하나뿐입니다 ({technique})',
    'hint.leaves1': '{cells}에서 후보 {removes} 지우기',
    'hint.leavesN': '{cells}에서 후보 {removes} 지우기',
    'hint.confined': '{leaves}: {unit}에서 {digits}의 자리는 모두 {confined} 안에 있습니다 ({technique})',
    'hint.nakedPair': '{leaves}: {unit}의 {pattern}에는 {digits}만 들어갈 수 있습니다 ({technique})',
    'hint.hiddenPair': '{leaves}: {unit}에서 {digits}의 자리는 {pattern}뿐입니다 ({technique})',
    'hint.wrong': '틀린 숫자: {cells}. 지우고 다시 [힌트]를 누르세요.',
    'hint.wrongN': '틀린 숫자: {cells}. 지우고 다시 [힌트]를 누르세요.',
    'hint.deadEnd': '이 판은 더 이상 해가 없습니다: 입력한 숫자 중 틀린 것이 있지만, 어느 것인지는 말할 수 없습니다.',
    'hint.stuck': '알려진 기법으로는 더 알아낼 수 있는 것이 없습니다: 이제 추측하는 수밖에 없습니다.',
    'hint.solved': '판을 다 풀었습니다: 더 알려 줄 것이 없습니다.',
    'hint.noSolution': '이 퍼즐은 해가 없어서 힌트를 줄 수 없습니다.',
    'rating.line': '난이도: {level} · 가장 어려운 기법: {technique} · {guesses}',
    'rating.level.0': '싱글만으로 풀림',
    'rating.level.1': '잠긴 후보와 페어가 필요함',
    'rating.level.2': '추측이 필요함',
    'rating.none': '없음',
    'rating.guesses1': '추측 1번',
    'rating.guessesN': '추측 {count}번',
    'rating.noSolution': '난이도: 없음, 해가 없는 퍼즐입니다',
    'rating.several': '난이도: 없음, 해가 여러 개인 퍼즐입니다',
    'rating.invalid': '난이도: 없음, 규칙을 어긴 퍼즐입니다 ({conflict})',
  },
});

/**
 * Items listed the way a sentence lists them: "7", "1 and 4", "2, 6 and 9" (Korean: "2, 6, 9").
 * @param {string[]} items
 * @returns {string}
 */
export function andList(items) {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')}${t('hint.and')}${items[items.length - 1]}`;
}

/** @param {ArrayLike<number>} cells */
export const cellList = (cells) => andList(Array.from(cells, cellLabel));
/** @param {ArrayLike<number>} digits */
const digitList = (digits) => andList(Array.from(digits, String));

/**
 * A unit's name: "row 3", "box 2" ("3행", "2번 박스"), from the engine's 0-based UnitRef.
 * @param {UnitRef} unit
 * @returns {string}
 */
export function unitName(unit) {
  return t(`hint.unit.${unit.kind}`, { number: unit.index + 1 });
}

/**
 * A technique's name: "hidden single" ("히든 싱글").
 * @param {Technique} technique
 * @returns {string}
 */
export function techniqueName(technique) {
  return t(`hint.technique.${technique}`);
}

/**
 * A deduction in words.
 * @param {HintLike} hint a hint of kind Deduction
 * @returns {string}
 */
function deductionWords(hint) {
  const technique = techniqueName(hint.technique);
  const digits = digitList(hint.digits);
  const unit = hint.unit ? unitName(hint.unit) : '';
  if (hint.place) {
    const { cell, digit } = hint.place;
    const key = hint.technique === Technique.HiddenSingle ? 'hint.hiddenSingle' : 'hint.nakedSingle';
    return t(key, { cell: cellLabel(cell), digit, unit, technique });
  }
  const leaves = t(hint.removes.length === 1 ? 'hint.leaves1' : 'hint.leavesN', {
    removes: digitList(hint.removes),
    cells: cellList(hint.eliminate),
  });
  const pattern = cellList(hint.pattern);
  switch (hint.technique) {
    case Technique.NakedPair:
      return t('hint.nakedPair', { leaves, unit, pattern, digits, technique });
    case Technique.HiddenPair:
      return t('hint.hiddenPair', { leaves, unit, pattern, digits, technique });
    default: {
      const confined = hint.confinedTo ? unitName(hint.confinedTo) : '';
      return t('hint.confined', { leaves, unit, digits, confined, technique });
    }
  }
}

/**
 * The Hint button's answer in words.
 * @param {HintLike} hint
 * @returns {string}
 */
export function hintWords(hint) {
  switch (hint.kind) {
    case HintKind.Deduction:
      return deductionWords(hint);
    case HintKind.Wrong:
      return t(hint.wrong.length === 1 ? 'hint.wrong' : 'hint.wrongN', { cells: cellList(hint.wrong) });
    case HintKind.DeadEnd:
      return t('hint.deadEnd');
    case HintKind.Stuck:
      return t('hint.stuck');
    case HintKind.Solved:
      return t('hint.solved');
    default:
      return t('hint.noSolution');
  }
}

/**
 * The rating line: "Level: singles · hardest: hidden single · 0 guesses", or why the puzzle has
 * no level.
 * @param {RatingLike} rating
 * @returns {string}
 */
export function ratingWords(rating) {
  switch (rating.level) {
    case RatingLevel.NoSolution:
      return t('rating.noSolution');
    case RatingLevel.SeveralSolutions:
      return t('rating.several');
    case RatingLevel.Invalid:
      return t('rating.invalid', { conflict: errorText(rating.conflict) });
    default: {
      const count = rating.guesses;
      return t('rating.line', {
        level: t(`rating.level.${rating.level}`),
        technique: rating.hardest === undefined ? t('rating.none') : techniqueName(rating.hardest),
        guesses: countWords('rating.guesses', count),
      });
    }
  }
}
