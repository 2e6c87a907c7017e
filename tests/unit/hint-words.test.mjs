// www/i18n/hint-words.js: the Hint button's answer (a deduction in its three steps) and the
// rating line in words, in both languages; and www/panels/hint.js's marks on the board at each
// step. The hints are plain objects shaped
// like the engine's HintView (the cases are the ones tests/integration/wasm.rs checks).

import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import { andList, hintWords, ratingWords, techniqueName, unitName, unitsName } from '../../www/i18n/hint-words.js';
import { hintMarks, unitCells } from '../../www/panels/hint.js';
import { HintKind, RatingLevel, Technique, UnitKind } from '../../www/pkg/page.js';
import { useLanguage } from './page-language.mjs';

afterEach(() => useLanguage('en'));

/** @typedef {import('../../www/i18n/hint-words.js').HintLike} HintLike */

/**
 * A hint of `kind` with the fields it does not use empty.
 * @param {HintKind} kind
 * @param {Partial<HintLike>} [fields]
 */
const hint = (kind, fields = {}) =>
  /** @type {HintLike} */ ({
    kind,
    technique: undefined,
    digits: [],
    unit: undefined,
    confinedTo: undefined,
    focus: [],
    pattern: [],
    place: undefined,
    eliminate: [],
    removes: [],
    wrong: [],
    baseKind: undefined,
    base: [],
    cover: [],
    fins: [],
    pivot: undefined,
    chain: undefined,
    links: [],
    ...fields,
  });
const row = (/** @type {number} */ index) => ({ kind: UnitKind.Row, index });
const column = (/** @type {number} */ index) => ({ kind: UnitKind.Column, index });
const box = (/** @type {number} */ index) => ({ kind: UnitKind.Box, index });

const hidden = hint(HintKind.Deduction, {
  technique: Technique.HiddenSingle,
  digits: [7],
  unit: box(1),
  focus: [box(1)],
  pattern: [22],
  place: { cell: 22, digit: 7 },
});
const naked = hint(HintKind.Deduction, {
  technique: Technique.NakedSingle,
  digits: [4],
  focus: [box(8)],
  pattern: [80],
  place: { cell: 80, digit: 4 },
});
const pointing = hint(HintKind.Deduction, {
  technique: Technique.Pointing,
  digits: [7],
  unit: box(1),
  focus: [box(1)],
  confinedTo: row(2),
  pattern: [21, 22],
  eliminate: [24, 25],
  removes: [7],
});
const claiming = hint(HintKind.Deduction, {
  focus: [row(6)],
  technique: Technique.Claiming,
  digits: [7],
  unit: row(6),
  confinedTo: box(7),
  pattern: [57, 58],
  eliminate: [67, 75, 76],
  removes: [7],
});
const nakedPair = hint(HintKind.Deduction, {
  focus: [column(3)],
  technique: Technique.NakedPair,
  digits: [1, 4],
  unit: column(3),
  pattern: [3, 12],
  eliminate: [30],
  removes: [1, 4],
});
const hiddenPair = hint(HintKind.Deduction, {
  focus: [box(8)],
  technique: Technique.HiddenPair,
  digits: [1, 4],
  unit: box(8),
  pattern: [60, 80],
  eliminate: [60, 80],
  removes: [2, 6, 9],
});

const nakedTriple = hint(HintKind.Deduction, {
  focus: [row(0)],
  technique: Technique.NakedTriple,
  digits: [2, 5, 7],
  unit: row(0),
  pattern: [0, 4, 8],
  eliminate: [2],
  removes: [2, 5, 7],
});
const hiddenQuad = hint(HintKind.Deduction, {
  focus: [row(0)],
  technique: Technique.HiddenQuad,
  digits: [1, 2, 3, 4],
  unit: row(0),
  pattern: [0, 1, 2, 3],
  eliminate: [0, 1, 3],
  removes: [7, 8, 9],
});
// As src/logic/fish.rs's tests: an X-wing on rows, a finned X-wing, a jellyfish on columns.
const xWing = hint(HintKind.Deduction, {
  technique: Technique.XWing,
  digits: [5],
  focus: [row(0), row(4)],
  pattern: [2, 7, 38, 43],
  eliminate: [20, 61],
  removes: [5],
  baseKind: UnitKind.Row,
  base: [0, 4],
  cover: [2, 7],
  fins: [],
});
const finnedXWing = hint(HintKind.Deduction, {
  ...xWing,
  technique: Technique.FinnedXWing,
  pattern: [2, 7, 36, 37, 38, 43],
  eliminate: [29],
  fins: [36, 37],
});
const jellyfish = hint(HintKind.Deduction, {
  focus: [0, 2, 4, 6].map(column),
  technique: Technique.Jellyfish,
  digits: [5],
  pattern: [9, 15, 27, 29, 47, 49, 67, 69],
  eliminate: [17],
  removes: [5],
  baseKind: UnitKind.Column,
  base: [0, 2, 4, 6],
  cover: [1, 3, 5, 7],
  fins: [],
});

test('subsets and fish read as the CLI explains them', () => {
  assert.equal(
    hintWords(nakedTriple),
    '2, 5 and 7 leave r1c3: in row 1, r1c1, r1c5 and r1c9 hold only 2, 5 and 7 (naked triple)',
  );
  assert.equal(
    hintWords(hiddenQuad),
    '7, 8 and 9 leave r1c1, r1c2 and r1c4: in row 1, 1, 2, 3 and 4 can only go in r1c1, r1c2, r1c3 and r1c4 (hidden quad)',
  );
  assert.equal(
    hintWords(xWing),
    '5 leaves r3c3 and r7c8: in rows 1 and 5, 5 can only go in columns 3 and 8 (X-wing)',
  );
  assert.equal(
    hintWords(finnedXWing),
    '5 leaves r4c3: in rows 1 and 5, 5 can only go in columns 3 and 8 or the fins r5c1 and r5c2 in box 4 (finned X-wing)',
  );
  assert.equal(
    hintWords(jellyfish),
    '5 leaves r2c9: in columns 1, 3, 5 and 7, 5 can only go in rows 2, 4, 6 and 8 (jellyfish)',
  );
  useLanguage('ko');
  assert.equal(
    hintWords(nakedTriple),
    '1행 3열에서 후보 2, 5, 7 지우기: 1행의 1행 1열, 1행 5열, 1행 9열에는 2, 5, 7만 들어갈 수 있습니다 (네이키드 트리플)',
  );
  assert.equal(
    hintWords(xWing),
    '3행 3열, 7행 8열에서 후보 5 지우기: 1, 5행에서 5의 자리는 모두 3, 8열 안에 있습니다 (X-윙)',
  );
  assert.equal(
    hintWords(finnedXWing),
    '4행 3열에서 후보 5 지우기: 1, 5행에서 5의 자리는 3, 8열 안이나 4번 박스의 핀 5행 1열, 5행 2열뿐입니다 (핀드 X-윙)',
  );
});

test('every technique has a name in both languages', () => {
  const techniques = Object.values(Technique).filter((value) => typeof value === 'number');
  assert.equal(techniques.length, 25);
  for (const language of ['en', 'ko']) {
    useLanguage(language);
    const names = techniques.map(techniqueName);
    for (const [index, name] of names.entries()) assert.doesNotMatch(name, /^hint\./, `${language} ${index}`);
    assert.equal(new Set(names).size, names.length, `${language}: each name once`);
  }
});

test('a deduction reads as the CLI explains it, with its technique named', () => {
  assert.equal(hintWords(hidden), 'r3c5 = 7: the only place for 7 in box 2 (hidden single)');
  assert.equal(hintWords(naked), 'r9c9 = 4: the only digit left in r9c9 (naked single)');
  assert.equal(hintWords(pointing), '7 leaves r3c7 and r3c8: in box 2, 7 can only go in row 3 (pointing)');
  assert.equal(
    hintWords(claiming),
    '7 leaves r8c5, r9c4 and r9c5: in row 7, 7 can only go in box 8 (claiming)',
  );
  assert.equal(hintWords(nakedPair), '1 and 4 leave r4c4: in column 4, r1c4 and r2c4 hold only 1 and 4 (naked pair)');
  assert.equal(
    hintWords(hiddenPair),
    '2, 6 and 9 leave r7c7 and r9c9: in box 9, 1 and 4 can only go in r7c7 and r9c9 (hidden pair)',
  );
});

test('wrong entries, a dead end, stuck, solved and no solution each have their words', () => {
  assert.equal(hintWords(hint(HintKind.Wrong, { wrong: [0] })), 'Wrong entry: r1c1. Clear it and press Hint again.');
  assert.equal(
    hintWords(hint(HintKind.Wrong, { wrong: [0, 10] })),
    'Wrong entries: r1c1 and r2c2. Clear them and press Hint again.',
  );
  assert.match(hintWords(hint(HintKind.DeadEnd)), /no solution any more/);
  assert.equal(hintWords(hint(HintKind.Stuck)), 'No deduction of the known techniques applies: only a guess is left.');
  assert.match(hintWords(hint(HintKind.Solved)), /solved/);
  assert.match(hintWords(hint(HintKind.NoSolution)), /no solution/);
});

test('hints speak Korean', () => {
  useLanguage('ko');
  assert.equal(hintWords(hidden), '3행 5열 = 7: 2번 박스에서 7의 자리는 여기 하나뿐입니다 (히든 싱글)');
  assert.equal(hintWords(naked), '9행 9열 = 4: 9행 9열에 남은 후보는 4 하나뿐입니다 (네이키드 싱글)');
  assert.equal(
    hintWords(pointing),
    '3행 7열, 3행 8열에서 후보 7 지우기: 2번 박스에서 7의 자리는 모두 3행 안에 있습니다 (포인팅)',
  );
  assert.equal(hintWords(hint(HintKind.Wrong, { wrong: [0, 10] })), '틀린 숫자: 1행 1열, 2행 2열. 지우고 다시 [힌트]를 누르세요.');
  assert.equal(
    hintWords(hint(HintKind.Stuck)),
    '알려진 기법으로는 더 알아낼 수 있는 것이 없습니다: 이제 추측하는 수밖에 없습니다.',
  );
  assert.equal(unitName(column(8)), '9열');
  assert.equal(andList(['1', '4', '9']), '1, 4, 9');
});

// As tests/integration/wasm.rs's XY-chain: (3=9)r4c1-(9=5)r4c5-(5=8)r7c5-(8=3)r7c1 takes 3 from r2c1.
/** @typedef {ReturnType<typeof node>} ChainNode */
const node = (/** @type {number} */ digit, /** @type {number} */ cell) => ({ digit, cells: [cell] });
const xyChain = hint(HintKind.Deduction, {
  technique: Technique.XyChain,
  digits: [3],
  focus: [box(3), box(4), box(6), box(7)],
  pattern: [27, 31, 54, 58],
  eliminate: [9],
  removes: [3],
  chain: '(3=9)r4c1-(9=5)r4c5-(5=8)r7c5-(8=3)r7c1',
  links: /** @type {[ChainNode, ChainNode, boolean][]} */ ([
    [node(3, 27), node(9, 27), true],
    [node(9, 27), node(9, 31), false],
    [node(9, 31), node(5, 31), true],
    [node(5, 31), node(5, 58), false],
    [node(5, 58), node(8, 58), true],
    [node(8, 58), node(8, 54), false],
    [node(8, 54), node(3, 54), true],
  ]).map(([from, to, strong]) => ({ from, to, strong, als: [] })),
});
const xyWing = hint(HintKind.Deduction, {
  technique: Technique.XyWing,
  digits: [3],
  focus: [box(0), box(1), box(3)],
  pattern: [0, 4, 36],
  pivot: 0,
  eliminate: [40],
  removes: [3],
});

test('a deduction is told in three steps: where to look, the technique and its pattern, the result', () => {
  const steps = (/** @type {HintLike} */ found) => [1, 2, 3].map((step) => hintWords(found, step));
  /** @type {[HintLike, string, string, string][]} */
  const told = [
    [
      hidden,
      'Look at box 2: a digit has one place left',
      'Hidden single: 7 has one place left in box 2',
      'r3c5 = 7: the only place for 7 in box 2 (hidden single)',
    ],
    [
      naked,
      'Look at box 9: a cell has one candidate left',
      'Naked single: r9c9 has one candidate left',
      'r9c9 = 4: the only digit left in r9c9 (naked single)',
    ],
    [
      pointing,
      "Look at box 2: a digit's places in it all lie in one row or column",
      'Pointing: in box 2, 7 can only go in row 3',
      '7 leaves r3c7 and r3c8: in box 2, 7 can only go in row 3 (pointing)',
    ],
    [
      xWing,
      "Look at rows 1 and 5: one digit's places there line up across the board (a fish)",
      'X-wing: in rows 1 and 5, 5 can only go in columns 3 and 8',
      '5 leaves r3c3 and r7c8: in rows 1 and 5, 5 can only go in columns 3 and 8 (X-wing)',
    ],
    [
      xyWing,
      'Look at boxes 1, 2 and 4: a few cells of few candidates pin a digit down (a wing)',
      'XY-wing: pivot r1c1 with pincers r1c5 and r5c1',
      '3 leaves r5c5: pivot r1c1 with pincers r1c5 and r5c1 (XY-wing)',
    ],
    [
      xyChain,
      'Look at boxes 4, 5, 7 and 8: a chain of strong and weak links rules a candidate out',
      'XY-chain: (3=9)r4c1-(9=5)r4c5-(5=8)r7c5-(8=3)r7c1. Solid lines are strong links (one end is true), dashed lines weak ones (both cannot be true)',
      '3 leaves r2c1: (3=9)r4c1-(9=5)r4c5-(5=8)r7c5-(8=3)r7c1 (XY-chain)',
    ],
  ];
  for (const [found, ...words] of told) assert.deepEqual(steps(found), words);
  assert.equal(
    hintWords({ ...finnedXWing, focus: [row(0), row(4)] }, 1),
    "Look at rows 1 and 5: one digit's places there nearly line up across the board (a fish with fins)",
  );
  const bug = hint(HintKind.Deduction, { technique: Technique.BugPlusOne, digits: [6], pattern: [40], place: { cell: 40, digit: 6 } });
  assert.deepEqual(steps(bug).slice(0, 2), [
    'Look at the whole board: every blank cell but one holds two candidates',
    'BUG+1: r5c5 is the one blank cell with more than two candidates; the others hold two each',
  ]);
  const rectangle = hint(HintKind.Deduction, {
    technique: Technique.UniqueRectangle,
    digits: [1, 2],
    focus: [box(0), box(1)],
    pattern: [0, 4, 9, 13],
    eliminate: [13],
    removes: [1, 2],
  });
  assert.deepEqual(steps(rectangle).slice(0, 2), [
    'Look at boxes 1 and 2: the puzzle has one solution, so a rectangle must not come to allow two',
    'Unique rectangle: r1c1, r1c5, r2c1 and r2c5 must not come to hold only 1 and 2, which would give two solutions; this assumes the puzzle has one',
  ]);
  assert.equal(hintWords({ ...xyChain, focus: [] }, 1), 'Look at the whole board: a chain of strong and weak links rules a candidate out');
  assert.equal(hintWords(nakedTriple, 1), 'Look at row 1: three cells hold only three digits between them');
  assert.equal(hintWords(hiddenPair, 1), 'Look at box 9: two digits have only the same two places');
  // The first step names the area and the kind of step: no digit, no cell.
  for (const found of [hidden, naked, pointing, claiming, nakedPair, hiddenPair, nakedTriple, hiddenQuad, xWing, jellyfish, xyWing, xyChain]) {
    const [area, kind] = hintWords(found, 1).replace(/^Look at /, '').split(': ');
    assert.equal(area, unitsName(found.focus));
    assert.doesNotMatch(kind, /\d/);
  }
  useLanguage('ko');
  assert.deepEqual(steps(hidden), [
    '2번 박스을(를) 보세요: 어떤 숫자가 들어갈 자리가 한 곳만 남았습니다',
    '히든 싱글: 2번 박스에서 7의 자리는 한 곳뿐입니다',
    '3행 5열 = 7: 2번 박스에서 7의 자리는 여기 하나뿐입니다 (히든 싱글)',
  ]);
  assert.deepEqual(steps(xyChain), [
    '4, 5, 7, 8번 박스을(를) 보세요: 강한 연결과 약한 연결로 이어진 체인이 후보 하나를 지웁니다',
    'XY-체인: 체인 (3=9)r4c1-(9=5)r4c5-(5=8)r7c5-(8=3)r7c1. 실선은 강한 연결(한쪽은 참), 점선은 약한 연결(둘 다 참일 수는 없음)입니다',
    '2행 1열에서 후보 3 지우기: 체인 (3=9)r4c1-(9=5)r4c5-(5=8)r7c5-(8=3)r7c1 (XY-체인)',
  ]);
  assert.equal(hintWords(xWing, 1), '1, 5행을(를) 보세요: 한 숫자의 자리가 판을 가로질러 줄을 맞춥니다 (피시)');
  assert.equal(hintWords(hint(HintKind.Stuck), 1), '알려진 기법으로는 더 알아낼 수 있는 것이 없습니다: 이제 추측하는 수밖에 없습니다.');
});

test('the rating line names the level, the hardest technique and the guesses', () => {
  const singles = { level: RatingLevel.Singles, hardest: Technique.HiddenSingle, guesses: 0 };
  assert.equal(ratingWords(singles), 'Level: singles · hardest: hidden single · 0 guesses');
  const guess = { level: RatingLevel.Guess, hardest: Technique.Claiming, guesses: 1 };
  assert.equal(ratingWords(guess), 'Level: needs a guess · hardest: claiming · 1 guess');
  const none = { level: RatingLevel.Guess, hardest: undefined, guesses: 1200 };
  assert.equal(ratingWords(none), 'Level: needs a guess · hardest: nothing · 1,200 guesses');
  const fish = { level: RatingLevel.Fish, hardest: Technique.FinnedSwordfish, guesses: 0 };
  assert.equal(ratingWords(fish), 'Level: fish · hardest: finned swordfish · 0 guesses');
  const subsets = { level: RatingLevel.Subsets, hardest: Technique.HiddenTriple, guesses: 0 };
  assert.equal(ratingWords(subsets), 'Level: subsets (pairs, triples, quads) · hardest: hidden triple · 0 guesses');
  const empty = { hardest: undefined, guesses: 0 };
  assert.equal(ratingWords({ ...empty, level: RatingLevel.NoSolution }), 'Level: none, the puzzle has no solution');
  assert.equal(ratingWords({ ...empty, level: RatingLevel.SeveralSolutions }), 'Level: none, the puzzle has several solutions');
  const conflict = Object.assign(new Error('two 1s in row 1 (r1c1 and r1c2)'), {
    code: 'conflict',
    digit: 1,
    unit: 'row',
    unitNumber: 1,
    first: 0,
    second: 1,
  });
  const invalid = { ...empty, level: RatingLevel.Invalid, conflict };
  assert.equal(ratingWords(invalid), 'Level: none, the puzzle breaks a rule (two 1s in row 1 (r1c1 and r1c2))');
  useLanguage('ko');
  assert.equal(ratingWords(singles), '난이도: 싱글만으로 풀림 · 가장 어려운 기법: 히든 싱글 · 추측 0번');
  assert.equal(ratingWords(fish), '난이도: 피시가 필요함 · 가장 어려운 기법: 핀드 스워드피시 · 추측 0번');
  assert.equal(ratingWords(invalid), '난이도: 없음, 규칙을 어긴 퍼즐입니다 (1행에 1이 두 번 있습니다 (1행 1열, 1행 2열))');
});

test('the board marks the cell to fill, the pattern, the cells that lose a digit, wrong entries and the unit', () => {
  assert.deepEqual(unitCells(row(2)), [18, 19, 20, 21, 22, 23, 24, 25, 26]);
  assert.deepEqual(unitCells(column(8)), [8, 17, 26, 35, 44, 53, 62, 71, 80]);
  assert.deepEqual(unitCells(box(4)), [30, 31, 32, 39, 40, 41, 48, 49, 50]);
  const single = hintMarks(hidden);
  assert.deepEqual(single.get(22), { kind: 'target', badge: '?' });
  assert.deepEqual(single.get(3), { kind: 'unit', badge: '' });
  assert.equal(single.size, 9, 'box 2 and nothing else');
  const locked = hintMarks(pointing);
  assert.deepEqual(locked.get(21), { kind: 'pattern', badge: '' });
  assert.deepEqual(locked.get(24), { kind: 'clear', badge: '−7' });
  assert.deepEqual(hintMarks(hiddenPair).get(60), { kind: 'clear', badge: '−269' });
  const wrong = hintMarks(hint(HintKind.Wrong, { wrong: [0, 10] }));
  assert.deepEqual([...wrong.keys()], [0, 10]);
  assert.deepEqual(wrong.get(10), { kind: 'wrong', badge: '✗' });
});

test('each step marks more: the area, then the pattern, then the result', () => {
  const kinds = (/** @type {Map<number, { kind: string }>} */ marks) => {
    /** @type {Record<string, number[]>} */
    const out = {};
    for (const [cell, mark] of marks) (out[mark.kind] ??= []).push(cell);
    return out;
  };
  // A hidden single: box 2 at the first two steps, its cell only at the third.
  assert.deepEqual(kinds(hintMarks(hidden, 1)), { unit: unitCells(box(1)) });
  assert.deepEqual(kinds(hintMarks(hidden, 2)), { unit: unitCells(box(1)) });
  assert.equal(hintMarks(hidden, 3).get(22)?.kind, 'target');
  // Pointing: the box, then its places and the row the 7 is confined to, then the cells it leaves.
  assert.deepEqual(kinds(hintMarks(pointing, 1)), { unit: unitCells(box(1)) });
  const confined = kinds(hintMarks(pointing, 2));
  assert.deepEqual(confined.pattern, [21, 22]);
  assert.deepEqual(confined.cover, [18, 19, 20, 24, 25, 26], 'row 3 beyond box 2');
  assert.equal(confined.clear, undefined, 'no result yet');
  assert.deepEqual(kinds(hintMarks(pointing, 3)).clear, [24, 25]);
  // A finned X-wing: rows 1 and 5, then its places ringed, its fins dashed, its cover columns striped.
  const fish = kinds(hintMarks({ ...finnedXWing, focus: [row(0), row(4)] }, 2));
  assert.deepEqual(fish.fin, [36, 37]);
  assert.deepEqual(hintMarks(finnedXWing, 2).get(38), { kind: 'pattern', badge: '5' }, "a fish's places carry its digit");
  assert.deepEqual(fish.pattern, [2, 7, 38, 43]);
  assert.deepEqual(fish.unit, [0, 1, 3, 4, 5, 6, 8, 39, 40, 41, 42, 44]);
  assert.deepEqual(fish.cover, [11, 20, 29, 47, 56, 65, 74, 16, 25, 34, 52, 61, 70, 79], 'column 3, then column 8');
  assert.deepEqual(kinds(hintMarks({ ...finnedXWing, focus: [row(0), row(4)] }, 1)).unit, [...unitCells(row(0)), ...unitCells(row(4))]);
  // An XY-wing: its boxes, then the pivot and the pincers, then the cell that loses 3.
  assert.deepEqual(kinds(hintMarks(xyWing, 2)), { pivot: [0], pattern: [4, 36] });
  assert.deepEqual(hintMarks(xyWing, 3).get(40), { kind: 'clear', badge: '−3' });
  // A chain: the cells of its nodes; its links are drawn over the board (link-overlay.js).
  assert.deepEqual(kinds(hintMarks(xyChain, 1)).unit.length, 36);
  assert.deepEqual(kinds(hintMarks(xyChain, 2)), { pattern: [27, 31, 54, 58] });
});
