// The words of the Hint button's answer and of the rating line, in the page's language. Rust
// decides (a hint from engine.hint and a rating from engine.rate, in workers); this module
// only words what it is given. A deduction is told in three steps: where to look and what kind
// of step it is ("Look at box 2: a digit has one place left"), the technique and its pattern
// ("Hidden single: 7 has one place left in box 2"), and the result with its reason ("r3c5 = 7:
// the only place for 7 in box 2 (hidden single)"); and the rating line: "Level: singles ·
// hardest: hidden single · 0 guesses". Pure: no document, no engine calls.

import { HintKind, RatingLevel, Technique, UnitKind } from '../pkg/page.js';
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
 * @property {import('../pkg/page.js').UnitKind | undefined} [baseKind] a fish's base lines: rows or columns
 * @property {ArrayLike<number>} [base] a fish's base lines, 0-based
 * @property {ArrayLike<number>} [cover] a fish's cover lines (the other kind), 0-based
 * @property {ArrayLike<number>} [fins] a finned fish's fins
 * @property {number | undefined} [pivot] an XY- or XYZ-wing's pivot (the other pattern cells are its pincers)
 * @property {string | undefined} [chain] a chain (W-wing and the chains) in Eureka notation
 * @property {UnitRef[]} [focus] where the first step says to look: a unit, a fish's base lines, or the boxes of a wing's, chain's or rectangle's cells; empty for the whole board
 * @property {ChainLinkLike[]} [links] a chain's links, in order, to draw
 * @property {ArrayLike<number>} pattern
 * @property {{ cell: number, digit: number } | undefined} place
 * @property {ArrayLike<number>} eliminate cells that lose candidates
 * @property {ArrayLike<number>} removes the digits they lose
 * @property {ArrayLike<number>} wrong
 */

/**
 * A link of a hint's chain, as the worker sends it: between two nodes (a digit in one cell, or
 * in each of a few for a grouped node), strong or weak, maybe through an almost locked set.
 * @typedef {object} ChainLinkLike
 * @property {{ digit: number, cells: number[] }} from
 * @property {{ digit: number, cells: number[] }} to
 * @property {boolean} strong
 * @property {number[]} als the almost locked set's cells, or none
 */

/** The steps of a deduction's hint: 1 where to look, 2 the technique and its pattern, 3 the result. */
export const HINT_STEPS = 3;

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
    'hint.technique.6': 'naked triple',
    'hint.technique.7': 'hidden triple',
    'hint.technique.8': 'naked quad',
    'hint.technique.9': 'hidden quad',
    'hint.technique.10': 'X-wing',
    'hint.technique.11': 'swordfish',
    'hint.technique.12': 'jellyfish',
    'hint.technique.13': 'finned X-wing',
    'hint.technique.14': 'finned swordfish',
    'hint.technique.15': 'finned jellyfish',
    'hint.technique.16': 'XY-wing',
    'hint.technique.17': 'XYZ-wing',
    'hint.technique.18': 'W-wing',
    'hint.technique.19': 'simple colouring',
    'hint.technique.20': 'X-chain',
    'hint.technique.21': 'XY-chain',
    'hint.technique.22': 'AIC',
    'hint.technique.23': 'unique rectangle',
    'hint.technique.24': 'BUG+1',
    'hint.unit.0': 'row {number}',
    'hint.unit.1': 'column {number}',
    'hint.unit.2': 'box {number}',
    'hint.and': ' and ',
    'hint.look': 'Look at {area}: {kind}',
    'hint.board': 'the whole board',
    'hint.kind.hiddenSingle': 'a digit has one place left',
    'hint.kind.nakedSingle': 'a cell has one candidate left',
    'hint.kind.pointing': "a digit's places in it all lie in one row or column",
    'hint.kind.claiming': "a digit's places in it all lie in one box",
    'hint.kind.naked2': 'two cells hold only the same two digits',
    'hint.kind.naked3': 'three cells hold only three digits between them',
    'hint.kind.naked4': 'four cells hold only four digits between them',
    'hint.kind.hidden2': 'two digits have only the same two places',
    'hint.kind.hidden3': 'three digits have only three places between them',
    'hint.kind.hidden4': 'four digits have only four places between them',
    'hint.kind.fish': "one digit's places there line up across the board (a fish)",
    'hint.kind.finnedFish': "one digit's places there nearly line up across the board (a fish with fins)",
    'hint.kind.wing': 'a few cells of few candidates pin a digit down (a wing)',
    'hint.kind.chain': 'a chain of strong and weak links rules a candidate out',
    'hint.kind.rectangle': 'the puzzle has one solution, so a rectangle must not come to allow two',
    'hint.kind.bug': 'every blank cell but one holds two candidates',
    'hint.named': '{technique}: {why}',
    'hint.why.hiddenSingle': '{digit} has one place left in {unit}',
    'hint.why.nakedSingle': '{cell} has one candidate left',
    'hint.why.bug': '{cell} is the one blank cell with more than two candidates; the others hold two each',
    'hint.links': '{chain}. Solid lines are strong links (one end is true), dashed lines weak ones (both cannot be true)',
    'hint.hiddenSingle': '{cell} = {digit}: the only place for {digit} in {unit} ({technique})',
    'hint.nakedSingle': '{cell} = {digit}: the only digit left in {cell} ({technique})',
    'hint.leaves1': '{removes} leaves {cells}',
    'hint.leavesN': '{removes} leave {cells}',
    'hint.result': '{leaves}: {why} ({technique})',
    'hint.why.confined': 'in {unit}, {digits} can only go in {confined}',
    'hint.why.nakedSubset': 'in {unit}, {pattern} hold only {digits}',
    'hint.why.hiddenSubset': 'in {unit}, {digits} can only go in {pattern}',
    'hint.lines.0': 'rows {numbers}',
    'hint.lines.1': 'columns {numbers}',
    'hint.lines.2': 'boxes {numbers}',
    'hint.why.fish': 'in {base}, {digits} can only go in {cover}',
    'hint.why.finnedFish': 'in {base}, {digits} can only go in {cover} or the {fins} in {box}',
    'hint.why.wing': 'pivot {pivot} with pincers {pincers}',
    'hint.why.chain': '{chain}',
    'hint.why.rectangle': '{pattern} must not come to hold only {digits}, which would give two solutions; this assumes the puzzle has one',
    'hint.bug': '{cell} = {digit}: without {digit} there, every blank cell would hold two candidates, each digit twice in every unit or not at all, which gives no solution or two; this assumes the puzzle has one ({technique})',
    'hint.fins1': 'fin {cells}',
    'hint.finsN': 'fins {cells}',
    'hint.wrong': 'Wrong entry: {cells}. Clear it and press Hint again.',
    'hint.wrongN': 'Wrong entries: {cells}. Clear them and press Hint again.',
    'hint.deadEnd': 'This board has no solution any more: one of your entries is wrong, though which one cannot be said.',
    'hint.stuck': 'No deduction of the known techniques applies: only a guess is left.',
    'hint.solved': 'The board is solved: there is nothing left to hint.',
    'hint.noSolution': 'This puzzle has no solution, so there is no hint to give.',
    'rating.line': 'Level: {level} · hardest: {technique} · {guesses}',
    'rating.level.0': 'singles',
    'rating.level.1': 'locked candidates',
    'rating.level.2': 'subsets (pairs, triples, quads)',
    'rating.level.3': 'fish',
    'rating.level.4': 'wings',
    'rating.level.5': 'chains',
    'rating.level.6': 'uniqueness (assumes one solution)',
    'rating.level.7': 'needs a guess',
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
    'hint.technique.6': '네이키드 트리플',
    'hint.technique.7': '히든 트리플',
    'hint.technique.8': '네이키드 쿼드',
    'hint.technique.9': '히든 쿼드',
    'hint.technique.10': 'X-윙',
    'hint.technique.11': '스워드피시',
    'hint.technique.12': '젤리피시',
    'hint.technique.13': '핀드 X-윙',
    'hint.technique.14': '핀드 스워드피시',
    'hint.technique.15': '핀드 젤리피시',
    'hint.technique.16': 'XY-윙',
    'hint.technique.17': 'XYZ-윙',
    'hint.technique.18': 'W-윙',
    'hint.technique.19': '단순 색칠',
    'hint.technique.20': 'X-체인',
    'hint.technique.21': 'XY-체인',
    'hint.technique.22': 'AIC',
    'hint.technique.23': '유일 사각형',
    'hint.technique.24': 'BUG+1',
    'hint.unit.0': '{number}행',
    'hint.unit.1': '{number}열',
    'hint.unit.2': '{number}번 박스',
    'hint.and': ', ',
    'hint.look': '{area}을(를) 보세요: {kind}',
    'hint.board': '판 전체',
    'hint.kind.hiddenSingle': '어떤 숫자가 들어갈 자리가 한 곳만 남았습니다',
    'hint.kind.nakedSingle': '후보가 하나만 남은 칸이 있습니다',
    'hint.kind.pointing': '어떤 숫자의 자리가 모두 한 행이나 한 열에 있습니다',
    'hint.kind.claiming': '어떤 숫자의 자리가 모두 한 박스 안에 있습니다',
    'hint.kind.naked2': '두 칸에 같은 두 숫자만 들어갈 수 있습니다',
    'hint.kind.naked3': '세 칸에 세 숫자만 들어갈 수 있습니다',
    'hint.kind.naked4': '네 칸에 네 숫자만 들어갈 수 있습니다',
    'hint.kind.hidden2': '두 숫자의 자리가 같은 두 칸뿐입니다',
    'hint.kind.hidden3': '세 숫자의 자리가 세 칸뿐입니다',
    'hint.kind.hidden4': '네 숫자의 자리가 네 칸뿐입니다',
    'hint.kind.fish': '한 숫자의 자리가 판을 가로질러 줄을 맞춥니다 (피시)',
    'hint.kind.finnedFish': '한 숫자의 자리가 판을 가로질러 거의 줄을 맞춥니다 (핀이 있는 피시)',
    'hint.kind.wing': '후보가 적은 몇 칸이 한 숫자를 묶어 둡니다 (윙)',
    'hint.kind.chain': '강한 연결과 약한 연결로 이어진 체인이 후보 하나를 지웁니다',
    'hint.kind.rectangle': '퍼즐의 해가 하나이므로, 해가 두 개가 되는 사각형이 생기면 안 됩니다',
    'hint.kind.bug': '빈칸 하나를 빼고 모든 빈칸에 후보가 두 개씩 있습니다',
    'hint.named': '{technique}: {why}',
    'hint.why.hiddenSingle': '{unit}에서 {digit}의 자리는 한 곳뿐입니다',
    'hint.why.nakedSingle': '{cell}에 남은 후보는 하나뿐입니다',
    'hint.why.bug': '후보가 두 개보다 많은 빈칸은 {cell} 하나뿐이고, 나머지는 모두 두 개씩입니다',
    'hint.links': '{chain}. 실선은 강한 연결(한쪽은 참), 점선은 약한 연결(둘 다 참일 수는 없음)입니다',
    'hint.hiddenSingle': '{cell} = {digit}: {unit}에서 {digit}의 자리는 여기 하나뿐입니다 ({technique})',
    'hint.nakedSingle': '{cell} = {digit}: {cell}에 남은 후보는 {digit} 하나뿐입니다 ({technique})',
    'hint.leaves1': '{cells}에서 후보 {removes} 지우기',
    'hint.leavesN': '{cells}에서 후보 {removes} 지우기',
    'hint.result': '{leaves}: {why} ({technique})',
    'hint.why.confined': '{unit}에서 {digits}의 자리는 모두 {confined} 안에 있습니다',
    'hint.why.nakedSubset': '{unit}의 {pattern}에는 {digits}만 들어갈 수 있습니다',
    'hint.why.hiddenSubset': '{unit}에서 {digits}의 자리는 {pattern}뿐입니다',
    'hint.lines.0': '{numbers}행',
    'hint.lines.1': '{numbers}열',
    'hint.lines.2': '{numbers}번 박스',
    'hint.why.fish': '{base}에서 {digits}의 자리는 모두 {cover} 안에 있습니다',
    'hint.why.finnedFish': '{base}에서 {digits}의 자리는 {cover} 안이나 {box}의 {fins}뿐입니다',
    'hint.why.wing': '피벗 {pivot}, 집게 {pincers}',
    'hint.why.chain': '체인 {chain}',
    'hint.why.rectangle': '{pattern}에 {digits}만 남으면 해가 두 개가 되므로 그렇게 될 수 없습니다. 이 단계는 퍼즐의 해가 하나라고 가정합니다',
    'hint.bug': '{cell} = {digit}: 여기서 {digit}을(를) 빼면 모든 빈칸에 후보가 두 개씩, 모든 단위에 각 숫자가 두 번씩 또는 한 번도 남지 않아 해가 없거나 두 개가 됩니다. 이 단계는 퍼즐의 해가 하나라고 가정합니다 ({technique})',
    'hint.fins1': '핀 {cells}',
    'hint.finsN': '핀 {cells}',
    'hint.wrong': '틀린 숫자: {cells}. 지우고 다시 [힌트]를 누르세요.',
    'hint.wrongN': '틀린 숫자: {cells}. 지우고 다시 [힌트]를 누르세요.',
    'hint.deadEnd': '이 판은 더 이상 해가 없습니다: 입력한 숫자 중 틀린 것이 있지만, 어느 것인지는 말할 수 없습니다.',
    'hint.stuck': '알려진 기법으로는 더 알아낼 수 있는 것이 없습니다: 이제 추측하는 수밖에 없습니다.',
    'hint.solved': '판을 다 풀었습니다: 더 알려 줄 것이 없습니다.',
    'hint.noSolution': '이 퍼즐은 해가 없어서 힌트를 줄 수 없습니다.',
    'rating.line': '난이도: {level} · 가장 어려운 기법: {technique} · {guesses}',
    'rating.level.0': '싱글만으로 풀림',
    'rating.level.1': '잠긴 후보가 필요함',
    'rating.level.2': '서브셋(페어, 트리플, 쿼드)이 필요함',
    'rating.level.3': '피시가 필요함',
    'rating.level.4': '윙이 필요함',
    'rating.level.5': '체인이 필요함',
    'rating.level.6': '유일해 기법이 필요함(해가 하나라고 가정)',
    'rating.level.7': '추측이 필요함',
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
 * Units named together: "row 4", "rows 1 and 5", "boxes 1, 2 and 4" ("1, 5행"), each kind once.
 * @param {UnitRef[]} units
 * @returns {string}
 */
export function unitsName(units) {
  const kinds = [UnitKind.Row, UnitKind.Column, UnitKind.Box].map((kind) => units.filter((unit) => unit.kind === kind));
  const named = kinds
    .filter((same) => same.length > 0)
    .map((same) =>
      same.length === 1
        ? unitName(same[0])
        : t(`hint.lines.${same[0].kind}`, { numbers: andList(same.map((unit) => String(unit.index + 1))) }),
    );
  return andList(named);
}

/**
 * What kind of step a deduction is, without its digit or cells: "a digit has one place left".
 * @param {HintLike} hint a hint of kind Deduction
 * @returns {string}
 */
function kindWords(hint) {
  const size = hint.digits.length;
  const key = {
    [Technique.HiddenSingle]: 'hiddenSingle',
    [Technique.NakedSingle]: 'nakedSingle',
    [Technique.Pointing]: 'pointing',
    [Technique.Claiming]: 'claiming',
    [Technique.NakedPair]: `naked${size}`,
    [Technique.NakedTriple]: `naked${size}`,
    [Technique.NakedQuad]: `naked${size}`,
    [Technique.HiddenPair]: `hidden${size}`,
    [Technique.HiddenTriple]: `hidden${size}`,
    [Technique.HiddenQuad]: `hidden${size}`,
    [Technique.UniqueRectangle]: 'rectangle',
    [Technique.BugPlusOne]: 'bug',
  }[hint.technique];
  if (key) return t(`hint.kind.${key}`);
  if (hint.baseKind !== undefined) return t(Array.from(hint.fins ?? []).length ? 'hint.kind.finnedFish' : 'hint.kind.fish');
  if (hint.pivot !== undefined || hint.technique === Technique.WWing) return t('hint.kind.wing');
  return t('hint.kind.chain');
}

/**
 * A deduction's reason, without what it does: "in box 2, 7 can only go in row 3", with the
 * words the two later steps put around it.
 * @param {HintLike} hint a hint of kind Deduction that removes candidates
 * @returns {string}
 */
function whyWords(hint) {
  const digits = digitList(hint.digits);
  const unit = hint.unit ? unitName(hint.unit) : '';
  const pattern = cellList(hint.pattern);
  if (hint.chain) return t('hint.why.chain', { chain: hint.chain });
  if (hint.technique === Technique.UniqueRectangle) return t('hint.why.rectangle', { pattern, digits });
  if (hint.pivot !== undefined) {
    const pincers = cellList(Array.from(hint.pattern).filter((cell) => cell !== hint.pivot));
    return t('hint.why.wing', { pivot: cellLabel(hint.pivot), pincers });
  }
  switch (hint.technique) {
    case Technique.NakedPair:
    case Technique.NakedTriple:
    case Technique.NakedQuad:
      return t('hint.why.nakedSubset', { unit, pattern, digits });
    case Technique.HiddenPair:
    case Technique.HiddenTriple:
    case Technique.HiddenQuad:
      return t('hint.why.hiddenSubset', { unit, pattern, digits });
    case Technique.Pointing:
    case Technique.Claiming: {
      const confined = hint.confinedTo ? unitName(hint.confinedTo) : '';
      return t('hint.why.confined', { unit, digits, confined });
    }
    default:
      return fishWords(hint, digits);
  }
}

/**
 * A fish's reason: its base and cover lines, and its fins if any.
 * @param {HintLike} hint
 * @param {string} digits its digit
 * @returns {string}
 */
function fishWords(hint, digits) {
  const rows = hint.baseKind === UnitKind.Row;
  /** @param {ArrayLike<number> | undefined} lines @param {boolean} asRows */
  const lineWords = (lines, asRows) =>
    t(`hint.lines.${asRows ? 0 : 1}`, { numbers: andList(Array.from(lines ?? [], (line) => String(line + 1))) });
  const base = lineWords(hint.base, rows);
  const cover = lineWords(hint.cover, !rows);
  const fins = Array.from(hint.fins ?? []);
  if (fins.length === 0) return t('hint.why.fish', { base, cover, digits });
  const box = unitName({ kind: UnitKind.Box, index: Math.floor(fins[0] / 27) * 3 + Math.floor((fins[0] % 9) / 3) });
  const finWords = t(fins.length === 1 ? 'hint.fins1' : 'hint.finsN', { cells: cellList(fins) });
  return t('hint.why.finnedFish', { base, cover, fins: finWords, box, digits });
}

/**
 * Step 1: where to look and what kind of step it is. Names no digit and no cell it changes.
 * @param {HintLike} hint a hint of kind Deduction
 * @returns {string}
 */
function lookWords(hint) {
  const focus = hint.focus ?? [];
  const area = focus.length ? unitsName(focus) : t('hint.board');
  return t('hint.look', { area, kind: kindWords(hint) });
}

/**
 * Step 2: the technique and its pattern, not yet what it does: "Hidden single: 7 has one place
 * left in box 2", "X-wing: in rows 1 and 5, 5 can only go in columns 2 and 7".
 * @param {HintLike} hint a hint of kind Deduction
 * @returns {string}
 */
function namedWords(hint) {
  const name = techniqueName(hint.technique);
  const technique = name.charAt(0).toUpperCase() + name.slice(1);
  const cell = cellLabel(hint.pattern[0] ?? 0);
  const unit = hint.unit ? unitName(hint.unit) : '';
  const digit = digitList(hint.digits);
  let why;
  if (hint.technique === Technique.HiddenSingle) why = t('hint.why.hiddenSingle', { digit, unit });
  else if (hint.technique === Technique.NakedSingle) why = t('hint.why.nakedSingle', { cell });
  else if (hint.technique === Technique.BugPlusOne) why = t('hint.why.bug', { cell });
  else if (hint.chain && hint.links?.length) why = t('hint.links', { chain: t('hint.why.chain', { chain: hint.chain }) });
  else why = whyWords(hint);
  return t('hint.named', { technique, why });
}

/**
 * Step 3: the result and its reason: "r3c5 = 7: the only place for 7 in box 2 (hidden single)",
 * "7 leaves r3c7 and r3c8: in box 2, 7 can only go in row 3 (pointing)".
 * @param {HintLike} hint a hint of kind Deduction
 * @returns {string}
 */
function resultWords(hint) {
  const technique = techniqueName(hint.technique);
  if (hint.place) {
    const { cell, digit } = hint.place;
    const unit = hint.unit ? unitName(hint.unit) : '';
    const key =
      hint.technique === Technique.HiddenSingle
        ? 'hint.hiddenSingle'
        : hint.technique === Technique.BugPlusOne
          ? 'hint.bug'
          : 'hint.nakedSingle';
    return t(key, { cell: cellLabel(cell), digit, unit, technique });
  }
  const leaves = t(hint.removes.length === 1 ? 'hint.leaves1' : 'hint.leavesN', {
    removes: digitList(hint.removes),
    cells: cellList(hint.eliminate),
  });
  return t('hint.result', { leaves, why: whyWords(hint), technique });
}

/**
 * The Hint button's answer in words: a deduction at one of its three steps (the last unless
 * told), or what else the hint found.
 * @param {HintLike} hint
 * @param {number} [step] 1 where to look, 2 the technique and its pattern, 3 the result
 * @returns {string}
 */
export function hintWords(hint, step = HINT_STEPS) {
  switch (hint.kind) {
    case HintKind.Deduction:
      return [lookWords, namedWords, resultWords][Math.min(Math.max(step, 1), HINT_STEPS) - 1](hint);
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
