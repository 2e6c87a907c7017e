// www/i18n/tree-words.js: the search tree's items, box labels and chart summary in words, in
// both languages; and www/tree/icicle.js's layout: boxes along the timeline's axis, a folded
// item in the gaps its siblings leave, items hidden under a collapsed one.

import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import { boxLabel, chartSummary, itemName } from '../../www/i18n/tree-words.js';
import { BOX, ROW, STRIP, itemKey, layout, visibility } from '../../www/tree/icicle.js';
import { BranchEnd, TreeItemKind } from '../../www/pkg/page.js';
import { useLanguage } from './page-language.mjs';

afterEach(() => useLanguage('en'));

/**
 * An item with the fields it does not use at their defaults.
 * @param {Partial<import('../../www/tree/icicle.js').Item>} fields
 * @returns {import('../../www/tree/icicle.js').Item}
 */
const item = (fields) => ({
  kind: TreeItemKind.Guess,
  level: 2,
  position: 1,
  siblings: 1,
  under: 0,
  current: false,
  start: 1,
  steps: 1,
  cell: undefined,
  digit: undefined,
  chose: undefined,
  choices: 0,
  outcome: BranchEnd.Open,
  deductions: 0,
  subtrees: 0,
  deadEnds: 0,
  ...fields,
});

test('each item is named by its cell, digit, steps and end', () => {
  const r1c5 = { cell: 4, digit: 2 };
  assert.equal(itemName(item({ ...r1c5, steps: 393, outcome: BranchEnd.DeadEnd }), false), 'r1c5 = 2: 393 steps, dead end');
  assert.equal(
    itemName(item({ ...r1c5, steps: 1, chose: 8, choices: 0, outcome: BranchEnd.DeadEnd }), false),
    'r1c5 = 2: 1 step, dead end: r1c9 had no candidates',
  );
  assert.equal(
    itemName(item({ ...r1c5, steps: 1204, outcome: BranchEnd.Solution, deductions: 12 }), true),
    'r1c5 = 2: 1,204 steps, on the way to the solution, 12 digits deduced, the timeline is here',
  );
  assert.equal(itemName(item({ ...r1c5, steps: 3, deductions: 1 }), false), 'r1c5 = 2: 3 steps, being searched, 1 digit deduced');
  const start = item({ kind: TreeItemKind.Start, start: 0, steps: 2259, level: 1 });
  assert.equal(itemName(start, false), 'Start: the whole run, 2,259 steps');
  assert.equal(itemName({ ...start, outcome: BranchEnd.DeadEnd }, false), 'Start: the whole run, 2,259 steps, no solution');
  const folded = item({ kind: TreeItemKind.Folded, steps: 1_234_567, subtrees: 48, deadEnds: 47 });
  assert.equal(itemName(folded, false), '… 1,234,567 steps in 48 subtrees, 47 dead ends');
  assert.equal(itemName({ ...folded, subtrees: 1, deadEnds: 0 }, false), '… 1,234,567 steps in 1 subtree');
});

test('in Korean the names use 행 and 열 and the Korean words', () => {
  useLanguage('ko');
  assert.equal(itemName(item({ cell: 4, digit: 2, steps: 393, outcome: BranchEnd.DeadEnd }), false), '1행 5열 = 2: 393단계, 막다른 길');
  assert.equal(
    itemName(item({ kind: TreeItemKind.Start, start: 0, steps: 2259, outcome: BranchEnd.Solution }), true),
    '시작: 전체 실행, 2,259단계, 해로 가는 길, 타임라인이 여기 있음',
  );
  assert.equal(itemName(item({ kind: TreeItemKind.Folded, steps: 10, subtrees: 2 }), false), '… 하위 트리 2개, 10단계');
  assert.match(chartSummary([0, 5, 9, 2]), /^깊이별로 놓은 숫자와 되돌린 숫자 \(로그 눈금\)\. 가장 많이 되돌린 깊이는 3: 9\.$/);
});

test('a box label shrinks to the room it has, and marks dead ends and the solution by shape', () => {
  const dead = item({ cell: 20, digit: 7, steps: 1_500_000, outcome: BranchEnd.DeadEnd });
  assert.equal(boxLabel(dead, 40), 'r3c3 = 7 ✕ · 1.5M');
  assert.equal(boxLabel(dead, 10), 'r3c3 = 7 ✕');
  assert.equal(boxLabel(dead, 3), '7 ✕');
  assert.equal(boxLabel(dead, 1), '7');
  assert.equal(boxLabel(dead, 0), '');
  assert.equal(boxLabel({ ...dead, outcome: BranchEnd.Solution }, 3), '7 ★');
  assert.equal(boxLabel({ ...dead, outcome: BranchEnd.Open }, 8), 'r3c3 = 7');
  assert.equal(boxLabel(item({ kind: TreeItemKind.Folded, steps: 48_000 }), 10), '… 48K');
  assert.equal(boxLabel(item({ kind: TreeItemKind.Start, steps: 207_525_885 }), 20), 'Start · 207.5M');
});

test('the chart summary names the depth where the most digits were taken back', () => {
  assert.equal(
    chartSummary([0, 3, 64, 10]),
    'Digits placed and taken back at each depth, log scale. Most taken back at depth 3: 64.',
  );
  assert.equal(chartSummary([0, 0, 0]), 'Digits placed and taken back at each depth, log scale. Nothing taken back yet.');
});

test('boxes lie along the timeline, a folded item fills the gaps its siblings leave', () => {
  // The run's steps are 1 to 1000; a guess's run from its start.
  const items = [
    item({ kind: TreeItemKind.Start, level: 1, start: 0, steps: 1000, under: 3 }),
    item({ level: 2, start: 101, steps: 200, cell: 0, digit: 1, under: 1 }),
    item({ level: 3, start: 151, steps: 50, cell: 1, digit: 2 }),
    item({ level: 2, start: 601, steps: 100, cell: 0, digit: 5 }),
    item({ kind: TreeItemKind.Folded, level: 2, start: 0, steps: 500, subtrees: 4 }),
  ];
  const boxes = layout(items, 0, 1000);
  assert.deepEqual(
    boxes.map(({ parent, x, width, y }) => [parent, x, width, y]),
    [
      [-1, 0, 1000, STRIP],
      [0, 100, 200, ROW + STRIP],
      [1, 150, 50, 2 * ROW + STRIP],
      [0, 600, 100, ROW + STRIP],
      [0, 0, 1000, ROW + STRIP],
    ],
  );
  assert.deepEqual(boxes[4].pieces, [
    { x: 0, width: 100 },
    { x: 300, width: 300 },
    { x: 700, width: 300 },
  ]);
  // Focused on the first guess (steps 101 to 300): it takes the whole width, its ancestor above
  // it too, and its child (151 to 200) its part.
  const zoomed = layout(items.slice(0, 3), 1, 500);
  assert.deepEqual(
    zoomed.map(({ x, width }) => [x, width]),
    [
      [0, 500],
      [0, 500],
      [125, 125],
    ],
  );
  // The last step of the run ends at the right edge.
  const last = layout([items[0], item({ level: 2, start: 991, steps: 10 })], 0, 1000)[1];
  assert.equal(last.x + last.width, 1000);
  // Collapsing the first guess hides what is under it, and nothing else.
  const collapsed = new Set([itemKey(items[1])]);
  assert.deepEqual(visibility(items, boxes, collapsed), [true, true, false, true, true]);
  assert.equal(BOX + STRIP, ROW);
});
