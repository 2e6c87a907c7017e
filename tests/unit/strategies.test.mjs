// The names of the page's choices are the engine's: Rust maps each name to its enum
// (src/wasm/mod.rs: strategyNames, parseLevel, ...), and nothing else does. The page's words for
// each strategy (www/run/strategies.js) and the selects written in index.html must name exactly
// what the engine's lists hold, which these tests read from the built page module.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { STRATEGIES, isStrategy, strategy } from '../../www/run/strategies.js';
import { initSync, levelNames, strategyNames, symmetryNames, techniqueNames } from '../../www/pkg/page.js';

initSync({ module: readFileSync(new URL('../../www/pkg/page_bg.wasm', import.meta.url)) });

const index = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

/**
 * The option values of index.html's select `id`.
 * @param {string} id
 * @returns {string[]}
 */
function optionValues(id) {
  const select = new RegExp(`<select id="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(index);
  assert.ok(select, `index.html has the select #${id}`);
  return [...select[1].matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
}

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

test("the page's strategies and the Strategy select are the engine's, in its order", () => {
  assert.deepEqual(
    STRATEGIES.map((s) => s.id),
    strategyNames(),
  );
  assert.deepEqual(optionValues('strategy'), strategyNames());
});

test("New puzzle's selects offer only names the engine takes", () => {
  const levels = optionValues('new-level');
  const techniques = levels.filter((value) => value.startsWith('technique:')).map((value) => value.slice('technique:'.length));
  assert.deepEqual(
    levels.filter((value) => !value.startsWith('technique:')),
    levelNames(),
  );
  assert.ok(techniques.length > 0);
  for (const technique of techniques) assert.ok(techniqueNames().includes(technique), technique);
  assert.deepEqual(optionValues('new-symmetry'), symmetryNames());
});
