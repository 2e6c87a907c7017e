// FrameClock (www/run/frame-clock.js): the time between frames, capped and never negative.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FrameClock, MAX_FRAME_MS } from '../../www/run/frame-clock.js';

test('tick gives the time since start, then since the last tick', () => {
  const clock = new FrameClock();
  clock.start(1000);
  assert.equal(clock.tick(1016), 16);
  assert.equal(clock.tick(1050), 34);
});

test('a stalled tab owes at most MAX_FRAME_MS', () => {
  const clock = new FrameClock();
  clock.start(0);
  assert.equal(MAX_FRAME_MS, 250);
  assert.equal(clock.tick(10_000), MAX_FRAME_MS);
  assert.equal(clock.tick(10_016), 16, 'counting goes on from the stalled frame');
});

test('a frame stamped before start counts as no time, and counting goes on from it', () => {
  const clock = new FrameClock();
  clock.start(500);
  assert.equal(clock.tick(495), 0);
  assert.equal(clock.tick(511), 16);
});

test('start restarts the count (a resumed loop owes nothing for the pause)', () => {
  const clock = new FrameClock();
  clock.start(0);
  clock.tick(16);
  clock.start(5000);
  assert.equal(clock.tick(5010), 10);
});
