// FrameLoop (www/run/frame-loop.js): animation frames while playing, back-to-back tasks while
// skipping, and no turn after a halt or from before a switch between the two.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { FrameLoop } from '../../www/run/frame-loop.js';

/** Animation frames that run only when the test says so. */
function fakeFrames() {
  /** @type {Map<number, (now: number) => void>} */
  const waiting = new Map();
  let next = 0;
  globalThis.requestAnimationFrame = (callback) => {
    waiting.set(++next, callback);
    return next;
  };
  globalThis.cancelAnimationFrame = (id) => waiting.delete(id);
  return {
    /** Runs the frames asked for so far; returns how many there were. */
    flush() {
      const due = [...waiting.values()];
      waiting.clear();
      for (const callback of due) callback(performance.now());
      return due.length;
    },
  };
}

/**
 * A loop whose frame records its calls and stops after `turns` of them.
 * @param {number} turns
 */
function counting(turns) {
  /** @type {boolean[]} */
  const calls = [];
  const loop = new FrameLoop((dt, skipping) => {
    calls.push(skipping);
    return calls.length < turns;
  });
  return { loop, calls };
}

test('playing, one turn per animation frame', async () => {
  const frames = fakeFrames();
  const { loop, calls } = counting(3);
  loop.play(false);
  for (let i = 0; i < 5; i++) frames.flush();
  await sleep(5);
  assert.deepEqual(calls, [false, false, false], 'the frame said stop after its third turn');
  assert.equal(loop.playing, false);
  assert.equal(frames.flush(), 0);
});

test('skipping, turns follow each other as tasks, with no animation frame', async () => {
  const frames = fakeFrames();
  const { loop, calls } = counting(4);
  loop.play(true);
  await sleep(20);
  assert.deepEqual(calls, [true, true, true, true]);
  assert.equal(frames.flush(), 0);
  assert.equal(loop.playing, false);
});

test('the loop says whether it is skipping: from play(true) until a halt or play(false)', () => {
  fakeFrames();
  const { loop } = counting(100);
  assert.equal(loop.skipping, false);
  loop.play(true);
  assert.equal(loop.skipping, true);
  loop.halt();
  assert.equal(loop.skipping, false);
  loop.play(true);
  loop.play(false);
  assert.equal(loop.skipping, false);
  loop.halt();
});

test('no turn runs after a halt, even one already posted', async () => {
  fakeFrames();
  const { loop, calls } = counting(1000);
  loop.play(true);
  loop.halt();
  await sleep(10);
  assert.deepEqual(calls, []);
});

test('from skipping to playing, the posted turn goes stale: frames only', async () => {
  const frames = fakeFrames();
  const { loop, calls } = counting(1000);
  loop.play(true);
  loop.play(false);
  await sleep(10);
  assert.deepEqual(calls, [], 'the task posted while skipping did not run');
  frames.flush();
  frames.flush();
  assert.deepEqual(calls, [false, false]);
  loop.halt();
});
