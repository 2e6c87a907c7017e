// www/board/link-overlay.js: where a hint's chain is drawn over the board. Each node sits on its
// digit's pencil mark, each link runs from node to node (bowed between cells, straight inside
// one), strong or weak as the engine said, and a node shared by two links is drawn once.

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { chainShapes, markPoint } from '../../www/board/link-overlay.js';

/** A board of 45-pixel cells with 9-pixel pencil marks: cell i's centre. */
const placeOf = (/** @type {number} */ cell) => ({ x: (cell % 9) * 45 + 22.5, y: Math.floor(cell / 9) * 45 + 22.5, mark: 9 });

test("a digit's mark sits where the 3×3 block of pencil marks has it", () => {
  const centre = placeOf(0);
  const [one, five, nine] = [1, 5, 9].map((digit) => markPoint(centre, digit));
  assert.ok(one.x < five.x && five.x < nine.x, 'left to right');
  assert.ok(one.y < five.y && five.y < nine.y, 'top to bottom');
  assert.equal(five.y, centre.y, 'the middle row at the centre');
  assert.ok(Math.abs(five.x - centre.x) < 2, 'the middle column near the centre');
  assert.equal(markPoint(centre, 3).y, one.y);
  assert.equal(markPoint(centre, 7).x, one.x);
});

test('links join their nodes, strong or weak, and each node is drawn once', () => {
  const node = (/** @type {number} */ digit, /** @type {number[]} */ ...cells) => ({ digit, cells });
  // (1=2)r1c1-(2)r1c5=(2)r3c4-(2=1)r3c9, a W-wing, and a grouped node (5)r5c12.
  const links = [
    { from: node(1, 0), to: node(2, 0), strong: true, als: [] },
    { from: node(2, 0), to: node(2, 4), strong: false, als: [] },
    { from: node(2, 4), to: node(5, 36, 37), strong: true, als: [] },
  ];
  const shapes = chainShapes(links, placeOf);
  assert.deepEqual(
    shapes.links.map((link) => link.strong),
    [true, false, true],
  );
  assert.deepEqual(
    shapes.nodes.map((n) => n.key),
    ['1@0', '2@0', '2@4', '5@36,37'],
  );
  /** The numbers of a path's `d`. */
  const numbers = (/** @type {string} */ d) => {
    const found = d.match(/-?[\d.]+/g);
    assert.ok(found, d);
    return found.map(Number);
  };
  // Inside r1c1, from the 1's mark to the 2's, straight.
  const one = markPoint(placeOf(0), 1);
  const two = markPoint(placeOf(0), 2);
  const inside = numbers(shapes.links[0].d);
  assert.deepEqual([inside[0], inside[1], inside[4], inside[5]], [one.x, one.y, two.x, two.y].map((v) => Math.round(v * 10) / 10));
  assert.equal(inside[3], inside[1], 'the control point on the line: no bow inside a cell');
  // From r1c1 to r1c5, along row 1: bowed off the row.
  const across = numbers(shapes.links[1].d);
  assert.notEqual(across[3], across[1], 'bowed');
  // The grouped node: its digit in both cells, inside one outline round both.
  const group = shapes.nodes[3];
  assert.equal(group.points.length, 2);
  assert.ok(group.outline && group.outline.width > 45, 'one outline over both cells');
  assert.equal(shapes.nodes[0].outline, null);
  assert.deepEqual(chainShapes([], placeOf), { links: [], nodes: [] });
});
