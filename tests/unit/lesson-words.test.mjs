// www/i18n/lesson-words.js: the plural-like choices of the why panel and the unit names.

import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import { digitList, triedWords, unitNames } from '../../www/i18n/lesson-words.js';
import { useLanguage } from './page-language.mjs';

afterEach(() => useLanguage('en'));

const mask = (/** @type {number[]} */ ...digits) => digits.reduce((m, d) => m | (1 << (d - 1)), 0);

test('one, two and more tried digits take their own sentence', () => {
  assert.equal(triedWords('r1c1', mask(2)), 'r1c1: 2 was tried and failed.');
  assert.equal(triedWords('r1c1', mask(2, 6)), 'r1c1: 2 and 6 were both tried and failed.');
  assert.equal(triedWords('r1c1', mask(6, 2, 5)), 'r1c1: 2, 5 and 6 were all tried and failed.');
});

test('Korean joins the digits with commas only', () => {
  useLanguage('ko');
  assert.equal(triedWords('1행 1열', mask(2, 5, 6)), '1행 1열: 2, 5, 6을(를) 모두 시도했지만 실패했습니다.');
});

test('a cell\'s units are named 1-based, and an empty mask is "none"', () => {
  assert.deepEqual(unitNames(80), { row: 'row 9', col: 'column 9', box: 'box 9' });
  assert.equal(digitList(mask(1, 9)), '1 9');
  assert.equal(digitList(0), 'none');
  useLanguage('ko');
  assert.deepEqual(unitNames(30), { row: '4행', col: '4열', box: '5번 박스' });
  assert.equal(digitList(0), '없음');
});
