// www/i18n/errors.js: the engine's coded errors in English (its own message) and in Korean
// (worded from the code and fields).

import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import { errorText } from '../../www/i18n/errors.js';
import { useLanguage } from './page-language.mjs';

afterEach(() => useLanguage('en'));

/**
 * An Error with the engine's code and fields.
 * @param {string} message
 * @param {object} fields
 */
const coded = (message, fields) => Object.assign(new Error(message), fields);

test('in English the engine\'s own message is shown', () => {
  const error = coded('expected 9 lines of 9 digits, or one line of 81 cells; found 3 lines', {
    code: 'line-count',
    found: 3,
  });
  assert.equal(errorText(error), error.message);
});

test('in Korean a coded error is worded from its fields, numbers grouped and cells named', () => {
  useLanguage('ko');
  assert.equal(
    errorText(coded('…', { code: 'line-count', found: 1234 })),
    '숫자 9개씩 9줄, 또는 81칸 한 줄이어야 하는데 1,234줄이 있습니다',
  );
  assert.equal(
    errorText(coded('…', { code: 'digit-out-of-range', cell: 22, value: 12 })),
    '3행 5열 칸의 값 12: 0(빈칸)부터 9까지만 쓸 수 있습니다',
  );
});

test('a conflict names its unit and picks the particle the digit takes', () => {
  useLanguage('ko');
  const conflict = (/** @type {number} */ digit) =>
    errorText(coded('…', { code: 'conflict', unit: 'box', unitNumber: 4, digit, first: 30, second: 50 }));
  assert.equal(conflict(3), '4번 박스에 3이 두 번 있습니다 (4행 4열, 6행 6열)');
  assert.equal(conflict(2), '4번 박스에 2가 두 번 있습니다 (4행 4열, 6행 6열)');
});

test('without a known code the message stays as it is, in any language', () => {
  useLanguage('ko');
  assert.equal(errorText(new Error('fetch failed')), 'fetch failed');
  assert.equal(errorText(coded('new thing', { code: 'not-a-code' })), 'new thing');
  assert.equal(errorText('plain string'), 'plain string');
});
