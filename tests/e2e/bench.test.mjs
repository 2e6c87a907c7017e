// The benchmark page must not rot: it loads, and its wasm export gives the right answers on a
// tiny set written here (correctness only; `cargo xtask bench` does the timing).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BOJ, BOJ_SOLVED, withPage } from './helpers.mjs';

/** Row 1 holds 1 to 8 and column 9 already has a 9 (at r2c9): r1c9 has no candidate. */
const NO_SOLUTION = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;
/** The Baekjoon solution with its first row emptied: still exactly one solution. */
const ONE_ROW_EMPTY = '.'.repeat(9) + BOJ_SOLVED.slice(9);

test('the bench page counts and solves every puzzle of a set', () =>
  withPage('source/www/bench/bench.html', async (page) => {
    // One solution, no solution, many (the empty board), one; a blank line is skipped.
    const text = [BOJ, NO_SOLUTION, '', '.'.repeat(81), ONE_ROW_EMPTY].join('\n');
    const result = await page.evaluate((t) => window.bitdokuBench.runText('tiny', t, { minMs: 0 }), text);
    assert.equal(result.puzzles, 4);
    assert.equal(result.counted, 1 + 0 + 2 + 1, 'the sum of the solution counts, each capped at 2');
    assert.equal(result.solved, 3, 'every puzzle but the one with no solution');
    // Timings are reported, not judged: a tiny set can take less than the clock's resolution.
    assert.ok(Number.isFinite(result.countUs) && result.countUs >= 0);
    assert.ok(Number.isFinite(result.solveUs) && result.solveUs >= 0);
    await page.getByRole('cell', { name: 'tiny', exact: true }).waitFor();
  }));

test('the bench page names the line of a puzzle it cannot read', () =>
  withPage('source/www/bench/bench.html', async (page) => {
    const message = await page.evaluate((t) => window.bitdokuBench.runText('bad', t).then(() => 'no error', (e) => e.message), `${BOJ}\n${BOJ.replace('3', 'x')}`);
    assert.match(message, /^bad: .*line 2/);
    assert.match(await page.getByRole('status').textContent(), /line 2/);
  }));
