// www/board/cell.js against src/masks.rs: cells in reading order, boxes in reading order.

import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import { boxOf, cellAt, cellLabel, colOf, maskDigits, rowOf, sharesUnit } from '../../www/board/cell.js';
import { useLanguage } from './page-language.mjs';

afterEach(() => useLanguage('en'));

test('rows, columns and boxes of the corners and the centre', () => {
  const where = (/** @type {number} */ cell) => [rowOf(cell), colOf(cell), boxOf(cell)];
  assert.deepEqual(where(0), [0, 0, 0]);
  assert.deepEqual(where(8), [0, 8, 2]);
  assert.deepEqual(where(40), [4, 4, 4]);
  assert.deepEqual(where(72), [8, 0, 6]);
  assert.deepEqual(where(80), [8, 8, 8]);
});

test('every box holds nine cells, three rows by three columns, numbered in reading order', () => {
  for (let box = 0; box < 9; box++) {
    const cells = [...Array(81).keys()].filter((cell) => boxOf(cell) === box);
    assert.equal(cells.length, 9);
    assert.deepEqual(new Set(cells.map(rowOf)).size, 3);
    assert.equal(Math.floor(rowOf(cells[0]) / 3) * 3 + Math.floor(colOf(cells[0]) / 3), box);
  }
});

test('cellAt is the inverse of rowOf and colOf', () => {
  for (let cell = 0; cell < 81; cell++) assert.equal(cellAt(rowOf(cell), colOf(cell)), cell);
});

test('a cell shares a unit with its row, column and box, and with no other cell', () => {
  const peers = [...Array(81).keys()].filter((cell) => cell !== 40 && sharesUnit(40, cell));
  assert.equal(peers.length, 20);
  assert.equal(sharesUnit(0, 20), true, 'same box');
  assert.equal(sharesUnit(0, 30), false);
});

test('a cell is named 1-based, in the page\'s language', () => {
  assert.equal(cellLabel(0), 'r1c1');
  assert.equal(cellLabel(22), 'r3c5');
  useLanguage('ko');
  assert.equal(cellLabel(22), '3행 5열');
});

test('the digits of a mask, smallest first (bit d-1 is digit d)', () => {
  assert.deepEqual(maskDigits(0), []);
  assert.deepEqual(maskDigits(0b1_0000_0101), [1, 3, 9]);
  assert.deepEqual(maskDigits(0x1ff), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
});
