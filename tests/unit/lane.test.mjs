// Lane (www/run/lane.js) over a stand-in Stepper: one runFor call per advance without a gate,
// one per allowed step with one, every call recorded with its budget, and freeze/free.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Lane, sliceRecordCopy } from '../../www/run/lane.js';

/**
 * A Stepper that finishes after `total` steps; runFor runs what it is asked, within reason.
 * @param {number} total
 */
function fakeStepper(total) {
  /** @type {{ wanted: number, budgetMs: number }[]} */
  const calls = [];
  const stepper = {
    steps: 0,
    placements: 0,
    backtracks: 0,
    depth: 0,
    freed: false,
    get finished() {
      return this.steps >= total;
    },
    /**
     * @param {number} wanted
     * @param {number} budgetMs
     */
    runFor(wanted, budgetMs) {
      calls.push({ wanted, budgetMs });
      const ran = Math.min(wanted, total - this.steps, 1000);
      this.steps += ran;
      const slice = { ran, last: ran ? { kind: 1, step: this.steps } : undefined, tookMs: 0.5, lastChunkMs: 0.5 };
      return { ...slice, free() {} };
    },
    cells: () => new Uint8Array(81),
    lastEvent: () => ({ kind: 3 }),
    free() {
      this.freed = true;
    },
  };
  return { stepper, calls };
}

/** @param {number} total */
function laneWith(total) {
  const { stepper, calls } = fakeStepper(total);
  const lane = new Lane('naive');
  // The fake engine's Stepper hands out the fake stepper, which has only what Lane calls.
  const engine = /** @type {any} */ ({ Stepper: function Stepper() { return stepper; }, parseStrategy: () => 0 });
  lane.start(engine, new Uint8Array(81));
  return { lane, stepper, calls };
}

test('without a gate, one runFor call asks for all wanted steps within the budget', () => {
  const { lane, calls } = laneWith(10_000);
  const before = sliceRecordCopy().count;
  const { ran, last } = lane.advance(500, 8);
  assert.equal(ran, 500);
  assert.deepEqual(last, { kind: 1, step: 500 });
  assert.equal(calls.length, 1);
  assert.equal(calls[0].wanted, 500);
  assert.ok(calls[0].budgetMs > 0 && calls[0].budgetMs <= 8, `budget ${calls[0].budgetMs}`);
  const record = sliceRecordCopy();
  assert.equal(record.count, before + 1);
  const slice = record.slices.at(-1);
  assert.ok(slice);
  assert.equal(slice.strategy, 'naive');
  assert.equal(slice.ran, 500);
  assert.equal(slice.tookMs, 0.5);
  assert.equal(slice.budgetMs, calls[0].budgetMs);
});

test('a gate that allows one step at a time gets one call per step, and 0 stops the run', () => {
  const { lane, calls } = laneWith(10_000);
  let allowed = 3;
  const gate = { allowance: () => (allowed-- > 0 ? 1 : 0) };
  const { ran } = lane.advance(100, 1000, gate);
  assert.equal(ran, 3);
  assert.deepEqual(
    calls.map((call) => call.wanted),
    [1, 1, 1],
  );
});

test('nothing runs when nothing is wanted or the search is finished', () => {
  const { lane, calls } = laneWith(5);
  assert.deepEqual(lane.advance(0, 8), { ran: 0, last: undefined });
  assert.equal(lane.advance(Infinity, 8).ran, 5);
  assert.ok(lane.finished);
  assert.equal(lane.advance(Infinity, 8).ran, 0);
  assert.equal(calls.length, 1);
});

test('freeze keeps a finished search’s counters and frees its Stepper; free empties the lane', () => {
  const { lane, stepper } = laneWith(5);
  lane.freeze();
  assert.equal(stepper.freed, false, 'a running search is not frozen');
  lane.advance(Infinity, 8);
  lane.freeze();
  assert.ok(stepper.freed);
  assert.equal(lane.steps, 5);
  assert.ok(lane.finished);
  assert.ok(lane.stepper);
  assert.deepEqual(lane.stepper.lastEvent(), { kind: 3 });
  assert.equal(lane.advance(10, 8).ran, 0, 'a frozen search does not run');
  lane.free();
  assert.equal(lane.stepper, null);
  assert.equal(lane.steps, 0);
});
