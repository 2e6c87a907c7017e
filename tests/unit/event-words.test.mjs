// www/i18n/event-words.js: one event, worded for the status line and for the narration, in
// both languages. The events are plain objects shaped like the engine's StepEvent.

import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import { describeEvent, narrateEvent, unitWords } from '../../www/i18n/event-words.js';
import { EventKind, UnitKind } from '../../www/pkg/page.js';
import { useLanguage } from './page-language.mjs';

afterEach(() => useLanguage('en'));

/**
 * A stand-in for the engine's StepEvent: its fields without its wasm handle.
 * @param {import('../../www/pkg/page.js').EventKind} kind
 * @param {object} [fields]
 * @returns {import('../../www/pkg/page.js').StepEvent}
 */
const event = (kind, fields = {}) =>
  /** @type {any} */ ({ kind, cell: 0, digit: 0, depth: 0, candidates: 0, ...fields });
const choose = event(EventKind.Choose, { cell: 22, candidates: 0b1_0000_0101 });
const deadEnd = event(EventKind.Choose, { cell: 22 });
const place = event(EventKind.Place, { cell: 22, digit: 4, depth: 7 });
const takeBack = event(EventKind.TakeBack, { cell: 80, digit: 9, depth: 3 });
const solved = event(EventKind.Solved);
const exhausted = event(EventKind.Exhausted);

test('the status line names the cell, the digits and the depth', () => {
  assert.equal(describeEvent(choose), 'Choose r3c5: candidates {1, 3, 9}');
  assert.equal(describeEvent(deadEnd), 'Choose r3c5: candidates {}');
  assert.equal(describeEvent(place), 'Place 4 at r3c5 (depth 7)');
  assert.equal(describeEvent(takeBack), 'Take back 9 from r9c9: backtrack');
  assert.equal(describeEvent(solved), 'Solved');
  assert.equal(describeEvent(exhausted), 'Exhausted: no candidate left anywhere');
  assert.equal(describeEvent(null), '', 'no event, no words');
});

test('the narration says where in words, and a choice with no candidates as a dead end', () => {
  assert.equal(narrateEvent(null), 'Step 0: the givens');
  assert.equal(narrateEvent(choose), 'Row 3, column 5: candidates 1, 3, 9');
  assert.equal(narrateEvent(deadEnd), 'Row 3, column 5: no candidates left, going back');
  assert.equal(narrateEvent(place), 'Row 3, column 5: trying 4');
  assert.equal(narrateEvent(takeBack), 'Row 9, column 9: taking back 9');
  assert.equal(narrateEvent(solved), 'Solved');
  assert.equal(narrateEvent(exhausted), 'No solution: every candidate has been tried');
});

test('both speak Korean', () => {
  useLanguage('ko');
  assert.equal(describeEvent(place), '3행 5열에 4 놓기 (깊이 7)');
  assert.equal(describeEvent(choose), '3행 5열 선택: 후보 {1, 3, 9}');
  assert.equal(narrateEvent(takeBack), '9행 9열: 9 되돌리기');
  assert.equal(narrateEvent(null), '0단계: 처음 주어진 숫자');
});

/**
 * A stand-in for the engine's UnitRef.
 * @param {import('../../www/pkg/page.js').UnitKind} kind
 * @param {number} index
 * @returns {import('../../www/pkg/page.js').UnitRef}
 */
const unit = (kind, index) => /** @type {any} */ ({ kind, index });
const hidden = event(EventKind.Deduce, { cell: 22, digit: 7, depth: 2, unit: unit(UnitKind.Box, 1) });
const naked = event(EventKind.Deduce, { cell: 0, digit: 4, depth: 1, unit: undefined });

test('a forced digit says why: the only place in its unit, or the only digit left', () => {
  assert.equal(describeEvent(hidden), 'r3c5 = 7: the only place for 7 in box 2');
  assert.equal(describeEvent(naked), 'r1c1 = 4: the only digit left in r1c1');
  assert.equal(narrateEvent(hidden), 'Row 3, column 5: 7 is forced');
  useLanguage('ko');
  assert.equal(describeEvent(hidden), '3행 5열 = 7: 2번 박스에서 7의 자리는 여기뿐');
  assert.equal(describeEvent(naked), '1행 1열 = 4: 1행 1열에 남은 후보는 4뿐');
  assert.equal(narrateEvent(hidden), '3행 5열: 7 확정');
});

test('units are numbered from 1, as people count', () => {
  assert.equal(unitWords(unit(UnitKind.Row, 0)), 'row 1');
  assert.equal(unitWords(unit(UnitKind.Column, 8)), 'column 9');
  assert.equal(unitWords(unit(UnitKind.Box, 4)), 'box 5');
});
