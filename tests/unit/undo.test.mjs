// www/board/undo.js: the givens' undo history.

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { UndoHistory } from '../../www/board/undo.js';

const board = (/** @type {number[]} */ ...digits) => Uint16Array.from(digits);

test('undo gives back the board before each edit, newest first, and redo replays them', () => {
  const history = new UndoHistory();
  assert.equal(history.canUndo, false);
  assert.equal(history.undo(board(0)), null);
  history.record(board(0, 0));
  history.record(board(1, 0));
  // Now the board is (1, 2).
  assert.deepEqual(history.undo(board(1, 2)), board(1, 0));
  assert.deepEqual(history.undo(board(1, 0)), board(0, 0));
  assert.equal(history.canUndo, false);
  assert.equal(history.undo(board(0, 0)), null);
  assert.deepEqual(history.redo(board(0, 0)), board(1, 0));
  assert.deepEqual(history.redo(board(1, 0)), board(1, 2));
  assert.equal(history.canRedo, false);
  assert.equal(history.redo(board(1, 2)), null);
});

test('a new edit after an undo drops what could be redone', () => {
  const history = new UndoHistory();
  history.record(board(0));
  history.undo(board(5));
  assert.equal(history.canRedo, true);
  history.record(board(0));
  assert.equal(history.canRedo, false);
});

test('the history keeps copies, not the caller\'s arrays', () => {
  const history = new UndoHistory();
  const before = board(3);
  history.record(before);
  before[0] = 9;
  assert.deepEqual(history.undo(board(4)), board(3));
});

test('it keeps the last 500 boards and drops older ones', () => {
  const history = new UndoHistory();
  for (let i = 0; i < 501; i++) history.record(board(i % 256, Math.floor(i / 256)));
  let undone = 0;
  let last = null;
  for (let previous; (previous = history.undo(board(0))); undone++) last = previous;
  assert.equal(undone, 500);
  assert.deepEqual(last, board(1, 0), 'the first board recorded is the one dropped');
});
