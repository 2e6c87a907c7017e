// The timer's clock face (www/app/solve-timer.js): minutes and seconds, hours only when needed.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clockTime } from '../../www/app/solve-timer.js';

test('a time reads as a clock: m:ss under an hour, h:mm:ss from an hour on', () => {
  assert.equal(clockTime(0), '0:00');
  assert.equal(clockTime(999), '0:00', 'a second counts once it is whole');
  assert.equal(clockTime(7_000), '0:07');
  assert.equal(clockTime(754_000), '12:34');
  assert.equal(clockTime(3_599_999), '59:59');
  assert.equal(clockTime(3_723_000), '1:02:03');
});
