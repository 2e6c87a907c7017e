// Reading the search tree Rust records (src/tree/): a slice of recording, put on the page's
// record of time-boxed slices, and a view's items copied out of the engine once. The Search
// tree panel and the race's charts both grow their trees here.

import { addToSliceRecord } from '../run/lane.js';

/** @typedef {import('../pkg/page.js').Stepper} Stepper */
/** @typedef {import('./icicle.js').Item} Item */

/** Replay per task: the search's own frame budget, far below a 50 ms long task. */
const TREE_SLICE_MS = 8;
/** While the tree grows or the run plays, it is drawn at most this often. */
export const TREE_DRAW_MS = 200;

/**
 * Records a slice of `s`'s search tree (TREE_SLICE_MS), and puts it on the page's record of
 * time-boxed slices as strategy "tree", as the panel and the race's charts both do.
 * @param {Stepper} s
 */
export function growTree(s) {
  const slice = s.growTree(TREE_SLICE_MS);
  addToSliceRecord('tree', slice, TREE_SLICE_MS);
  slice.free();
}

/**
 * The engine's TreeItem, read once into a plain object, and freed.
 * @param {import('../pkg/page.js').TreeItem} item
 * @returns {Item}
 */
export function readItem(item) {
  const copy = {
    kind: item.kind,
    level: item.level,
    position: item.position,
    siblings: item.siblings,
    under: item.under,
    current: item.current,
    start: item.start,
    steps: item.steps,
    cell: item.cell,
    digit: item.digit,
    chose: item.chose,
    choices: item.choices,
    outcome: item.outcome,
    deductions: item.deductions,
    subtrees: item.subtrees,
    deadEnds: item.deadEnds,
  };
  item.free();
  return copy;
}
