// The chart beside the search tree: digits placed and digits taken back at each depth, on a
// log scale. For the naive order on a hard puzzle the taken-back bars bulge in the middle
// depths, where hundreds of millions of steps go; for MRV they stay low. Taken-back bars are
// hatched, placed ones solid: shape as well as colour. Drawn with a pen (www/tree/pens.js).

import { formatCompact } from '../i18n/tree-words.js';

export const CHART_HEIGHT = 170;
const LEFT = 44;
const BOTTOM = 22;
const TOP = 8;
const RIGHT = 6;

/**
 * The deepest depth with any digit written, at least 1.
 * @param {ArrayLike<number>} written by depth, from depth 1
 * @returns {number}
 */
export function deepest(written) {
  let depth = 1;
  for (let d = 0; d < written.length; d++) if (written[d] > 0) depth = d + 1;
  return depth;
}

/**
 * The largest count of `counts`, at least 1.
 * @param {{ written: ArrayLike<number>, takenBack: ArrayLike<number> }} counts
 * @returns {number}
 */
export function largest({ written, takenBack }) {
  return Math.max(1, ...Array.from(written), ...Array.from(takenBack));
}

/**
 * Draws the chart, `width` pixels wide and CHART_HEIGHT high, with depths up to `depths`
 * across and a log scale up to the next power of ten over `most` (charts to compare share
 * both).
 * @param {import('./pens.js').Pen} pen
 * @param {{ written: ArrayLike<number>, takenBack: ArrayLike<number> }} counts by depth, from 1
 * @param {{ width: number, depths: number, most?: number, colours: import('./pens.js').Palette }} how
 *   most: the largest count on the scale (the largest of `counts` if not given)
 */
export function paintDepthChart(pen, counts, { width, depths, most = largest(counts), colours: c }) {
  const { written, takenBack } = counts;
  const decades = Math.max(1, Math.ceil(Math.log10(most + 1)));
  const plotHeight = CHART_HEIGHT - TOP - BOTTOM;
  const right = width - RIGHT;
  /** @param {number} count */
  const y = (count) => TOP + plotHeight * (1 - Math.log10(count + 1) / decades);
  const slot = (right - LEFT) / depths;
  const tick = { colour: c.muted, size: 11 };
  pen.rect(0, 0, width, CHART_HEIGHT, c.paper);
  for (let decade = 0; decade <= decades; decade++) {
    const at = decade === 0 ? y(0) : y(10 ** decade - 1);
    pen.line(LEFT, at, right, at, c.line, 0.5);
    pen.text(LEFT - 4, at, decade === 0 ? '0' : formatCompact(10 ** decade), { ...tick, align: 'end' });
  }
  const bar = Math.max(1, slot / 2 - 0.5);
  const hatched = { pattern: /** @type {const} */ ('hatch'), background: c.dead, mark: c.deadLine };
  for (let d = 0; d < depths; d++) {
    const x = LEFT + d * slot;
    if (written[d] > 0) pen.rect(x, y(written[d]), bar, TOP + plotHeight - y(written[d]), c.placed);
    if (takenBack[d] > 0) pen.rect(x + bar, y(takenBack[d]), bar, TOP + plotHeight - y(takenBack[d]), hatched, c.deadLine, 0.5);
    if (depths <= 20 || (d + 1) % 5 === 0 || d === 0) pen.text(x + slot / 2, CHART_HEIGHT - 9, String(d + 1), { ...tick, align: 'middle' });
  }
  pen.line(LEFT, TOP + plotHeight, right, TOP + plotHeight, c.ink, 1);
}
