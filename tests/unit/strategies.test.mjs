// The one list of strategies (www/run/strategies.js) and its validator, and the page's Strategy
// select, which is written in index.html and must match it.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { STRATEGIES, isStrategy, strategy } from '../../www/run/strategies.js';

test('the page offers naive, MRV and Propagation, in that order, each with its words', () => {
  assert.deepEqual(
    STRATEGIES.map((s) => s.id),
    ['naive', 'mrv', 'propagation'],
  );
  assert.equal(strategy('mrv').running, 'status.runningMrv');
  assert.equal(strategy('naive').help, 'strategy.naiveHelp');
  assert.equal(strategy('propagation').running, 'status.runningPropagation');
  assert.equal(strategy('propagation').help, 'strategy.propagationHelp');
});

test('isStrategy accepts exactly the listed names', () => {
  assert.ok(isStrategy('naive'));
  assert.ok(isStrategy('mrv'));
  assert.ok(isStrategy('propagation'));
  for (const bad of ['MRV', 'Naive', '', 'dlx', ' mrv', null, undefined, 1, {}, ['mrv']]) {
    assert.equal(isStrategy(bad), false, `${JSON.stringify(bad)} is not a strategy`);
  }
});

test('the list cannot be changed by a caller', () => {
  // A caller that ignores the readonly type still cannot change the list.
  assert.throws(() => /** @type {any[]} */ (STRATEGIES).push({ id: 'x' }), TypeError);
  assert.throws(() => {
    'use strict';
    STRATEGIES[0].id = 'x';
  }, TypeError);
});

test('strategy() refuses an unknown name', () => {
  assert.throws(() => strategy('dlx'), /unknown strategy: dlx/);
});

test('the Strategy select in index.html offers exactly the listed strategies, in order', () => {
  const index = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const select = /<select id="strategy"[^>]*>([\s\S]*?)<\/select>/.exec(index);
  assert.ok(select, 'index.html has the Strategy select');
  const values = [...select[1].matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(values, STRATEGIES.map((s) => s.id));
});
