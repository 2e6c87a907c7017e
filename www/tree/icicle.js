// The search tree drawn as an icicle: one row per level of guesses, each guess a box as
// wide as the steps spent under it, so x is the timeline's own axis (a box starts at the step
// that placed its digit) and the naive order's wide, deep tree and MRV's narrow one differ at a
// glance. Above each row of guesses a thin strip names the cell they were tried in. Dead ends
// are hatched and marked ✕, the way to the solution outlined and marked ★, folded subtrees
// dotted and marked …, the current branch ringed with a marker above it: shape as well as
// colour. Drawn with a pen (www/tree/pens.js): on the page's canvas, or into an SVG file. The
// ARIA tree over it is www/tree/tree-items.js.

import { BranchEnd, TreeItemKind } from '../pkg/page.js';
import { boxLabel, shortCell } from '../i18n/tree-words.js';
/** The height of one level: a strip naming the chosen cell, then the row of guesses. */
export const STRIP = 13;
export const BOX = 22;
export const ROW = STRIP + BOX;
/** About how wide a character of the box labels is, in pixels (12 px text). */
const CHAR = 7;

/**
 * An item of the view, read out of the engine's TreeItem once.
 * @typedef {import('../i18n/tree-words.js').TreeItemLike
 *   & Pick<import('../pkg/page.js').TreeItem, 'level' | 'position' | 'siblings' | 'under' | 'current'>} Item
 */

/**
 * Where an item is drawn.
 * @typedef {object} Box
 * @property {number} index its index in the items
 * @property {number} parent the index of the item it is under (-1 for the first)
 * @property {number} x
 * @property {number} width
 * @property {{ x: number, width: number }[]} pieces what is drawn: the box, or for a folded
 *   item the parts of its parent's box that no guess beside it covers
 * @property {number} y the top of its box (below its level's strip)
 */

/**
 * Lays the items out across `width` pixels: the focus (items[focus]) and everything under it
 * by their steps, its ancestors full width above it, a folded item in the gaps its sibling
 * guesses leave in its parent's box (it comes after them: Rust lists it last).
 * @param {Item[]} items
 * @param {number} focus
 * @param {number} width
 * @returns {Box[]}
 */
export function layout(items, focus, width) {
  // A guess's steps begin at its start; the run's at step 1, after step 0.
  const from = items[focus].kind === TreeItemKind.Start ? 1 : items[focus].start;
  const scale = width / Math.max(items[focus].steps, 1);
  /** @type {Box[]} */
  const boxes = [];
  /** @type {number[]} The last box seen at each level: the parent of the next item one level deeper. */
  const lastAt = [];
  /** @type {Map<number, Box[]>} the boxes under each parent so far */
  const under = new Map();
  items.forEach((item, index) => {
    const parent = lastAt[item.level - 1] ?? -1;
    let x = 0;
    let w = width;
    if (item.kind === TreeItemKind.Folded) {
      ({ x, width: w } = boxes[parent]);
    } else if (index > focus) {
      x = (item.start - from) * scale;
      w = Math.max(item.steps * scale, 1);
    }
    const siblings = under.get(parent) ?? [];
    const pieces = item.kind === TreeItemKind.Folded ? gaps({ x, width: w }, siblings) : [{ x, width: w }];
    const box = { index, parent, x, width: w, pieces, y: (item.level - 1) * ROW + STRIP };
    boxes.push(box);
    under.set(parent, [...siblings, box]);
    lastAt[item.level] = index;
  });
  return boxes;
}

/**
 * The parts of `span` that none of `boxes` (in order along x) covers, or if they are all
 * slivers, a sliver at its end, so a folded item can always be seen and clicked.
 * @param {{ x: number, width: number }} span
 * @param {Box[]} boxes
 * @returns {{ x: number, width: number }[]}
 */
function gaps(span, boxes) {
  const pieces = [];
  let from = span.x;
  for (const box of [...boxes, { x: span.x + span.width, width: 0 }]) {
    if (box.x - from >= 1) pieces.push({ x: from, width: box.x - from });
    from = Math.max(from, box.x + box.width);
  }
  return pieces.length ? pieces : [{ x: span.x + span.width - 3, width: 3 }];
}

/**
 * The items not hidden under a collapsed one.
 * @param {Item[]} items
 * @param {Box[]} boxes
 * @param {Set<string>} collapsed keys of the collapsed items
 * @returns {boolean[]}
 */
export function visibility(items, boxes, collapsed) {
  /** @type {boolean[]} */
  const shown = [];
  for (const box of boxes) {
    const parent = box.parent;
    shown.push(parent < 0 || (shown[parent] && !collapsed.has(itemKey(items[parent]))));
  }
  return shown;
}

/**
 * A key that names an item across views: its kind and the step it began at.
 * @param {Item} item
 * @returns {string}
 */
export function itemKey(item) {
  return `${item.kind}:${item.start}`;
}

/**
 * The height of the drawing of the items shown.
 * @param {Item[]} items
 * @param {boolean[]} shown
 * @returns {number}
 */
export function icicleHeight(items, shown) {
  let levels = 1;
  items.forEach((item, i) => {
    if (shown[i]) levels = Math.max(levels, item.level);
  });
  return levels * ROW + 2;
}

/**
 * How an item's box is filled and edged: what it is and how it ended.
 * @param {Item} item
 * @param {import('./pens.js').Palette} c
 * @returns {{ fill: import('./pens.js').Fill, stroke: string, width: number }}
 */
function boxStyle(item, c) {
  if (item.kind === TreeItemKind.Folded) return { fill: { pattern: 'dots', background: c.folded, mark: c.foldedDot }, stroke: c.foldedDot, width: 1 };
  if (item.current) {
    const { fill } = boxStyle({ ...item, current: false }, c);
    return { fill, stroke: c.current, width: 3 };
  }
  if (item.kind === TreeItemKind.Start && item.outcome === BranchEnd.Open) return { fill: c.start, stroke: c.ink, width: 1 };
  if (item.outcome === BranchEnd.DeadEnd) return { fill: { pattern: 'hatch', background: c.dead, mark: c.deadHatch }, stroke: c.deadLine, width: 1 };
  if (item.outcome === BranchEnd.Solution) return { fill: c.solution, stroke: c.solutionLine, width: 3 };
  return { fill: c.open, stroke: c.openLine, width: 1 };
}

/**
 * Draws the items shown with `pen`, from item `from` on, until `deadline` (a performance.now()
 * time) has passed; returns the index of the first item not drawn (items.length when done), so
 * that a big view can be drawn over several tasks.
 * @param {import('./pens.js').Pen} pen
 * @param {Item[]} items
 * @param {Box[]} boxes
 * @param {boolean[]} shown
 * @param {{ collapsed: Set<string>, colours: import('./pens.js').Palette }} how
 * @param {{ from?: number, deadline?: number }} [part]
 * @returns {number}
 */
export function paintIcicle(pen, items, boxes, shown, { collapsed, colours }, { from = 0, deadline = Infinity } = {}) {
  const label = { colour: colours.ink, size: 12 };
  const strip = { colour: colours.muted, size: 10 };
  for (let i = from; i < items.length; i++) {
    // The clock is read every 64 items: reading it costs more than drawing a sliver.
    if (i % 64 === 0 && i > from && performance.now() > deadline) return i;
    if (!shown[i]) continue;
    const item = items[i];
    const box = boxes[i];
    const { fill, stroke, width } = boxStyle(item, colours);
    for (const piece of box.pieces) pen.rect(piece.x, box.y, Math.max(piece.width - 1, 1), BOX, fill, stroke, width);
    const widest = box.pieces.reduce((a, b) => (b.width > a.width ? b : a));
    const text = boxLabel(item, Math.floor((widest.width - 8) / CHAR));
    if (text) pen.text(widest.x + 4, box.y + BOX / 2, text, label);
    if (item.current) {
      // At the right end: the strip's cell names start at the left.
      const mx = box.x + Math.max(box.width - 9, Math.min(box.width / 2, 5));
      pen.polygon([mx - 5, box.y - 7, mx + 5, box.y - 7, mx, box.y - 1], colours.current);
    }
    // The strip above the row under this item names the cell its guesses were tried in.
    if (item.chose !== undefined && item.under > 0 && !collapsed.has(itemKey(item)) && box.width > 4 * CHAR) {
      pen.text(box.x + 3, box.y + BOX + STRIP / 2, shortCell(item.chose), strip);
    }
  }
  return items.length;
}
