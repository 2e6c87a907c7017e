// The race's charts: for each lane, digits placed and taken back at each depth, all on the same
// axes (the deepest depth and the largest count of any lane), so the class sees the naive
// order's bulge beside MRV's flat line. The counts come from each lane's search tree
// (Stepper.growTree, replayed in tasks of their own, as the Search tree panel's), read with
// Stepper.treeView. A finished lane keeps its Stepper until its chart has every step; then the
// race may let it go (complete()).

import { required } from '../panels/dom.js';
import { t } from '../i18n/i18n.js';
import { chartSummary } from '../i18n/tree-words.js';
import { CHART_HEIGHT, deepest, largest, paintDepthChart } from './depth-chart.js';
import { canvasPen, drawingScale, noteTextSize, onPaletteChange, palette, sizeCanvas } from './pens.js';
import { TREE_DRAW_MS, growTree } from './tree-record.js';

/** @typedef {import('../run/lane.js').Lane} Lane */
/** @typedef {{ written: ArrayLike<number>, takenBack: ArrayLike<number> }} Counts */

/**
 * The lane's Stepper while it has one that records a tree (not a finished lane's frozen copy).
 * @param {Lane} lane
 * @returns {import('../pkg/page.js').Stepper | null}
 */
function live(lane) {
  const s = lane.stepper;
  return s && 'growTree' in s ? s : null;
}

export class RaceCharts {
  /** @type {{ lane: Lane, canvas: HTMLCanvasElement }[]} */
  #lanes;
  #onComplete;
  /** @type {Map<Lane, { counts: Counts, whole: boolean }>} each lane's counts, as last read */
  #counts = new Map();
  #timer = 0;
  #drawnAt = -Infinity;
  #dirty = false;
  /** The lane that grows next: they take turns. */
  #turn = 0;
  /** @type {import('./pens.js').Palette | null} */
  #colours = null;

  /**
   * @param {{ lane: Lane, canvas: HTMLCanvasElement }[]} lanes
   * @param {(lane: Lane) => void} onComplete called once a finished lane's chart has every step
   */
  constructor(lanes, onComplete) {
    this.#lanes = lanes;
    this.#onComplete = onComplete;
    onPaletteChange(() => {
      this.#colours = null;
      this.update();
    });
  }

  /**
   * Whether `lane`'s chart has every step its search took, so its Stepper can go.
   * @param {Lane} lane
   */
  complete(lane) {
    return !live(lane) || Boolean(this.#counts.get(lane)?.whole);
  }

  /** The searches moved, started or were reset: the charts catch up in tasks of their own. */
  update() {
    for (const { lane } of this.#lanes) if (!lane.stepper) this.#counts.delete(lane);
    this.#dirty = true;
    this.#schedule();
  }

  #schedule(delay = 0) {
    if (!this.#timer) this.#timer = window.setTimeout(() => this.#tick(), delay);
  }

  /** One task: a slice of one lane's tree, or the charts drawn. */
  #tick() {
    this.#timer = 0;
    // The steppers whose trees are behind their runs.
    const behind = this.#lanes.flatMap(({ lane }) => {
      const s = live(lane);
      return s?.treeBehind ? [s] : [];
    });
    const wait = this.#drawnAt + TREE_DRAW_MS - performance.now();
    if (this.#dirty && (wait <= 0 || behind.length === 0)) {
      this.#draw();
    } else if (behind.length > 0) {
      growTree(behind[this.#turn++ % behind.length]);
      this.#dirty = true;
    }
    if (behind.length > 0 || this.#dirty) this.#schedule(behind.length > 0 ? 0 : Math.max(0, wait));
  }

  #draw() {
    for (const { lane } of this.#lanes) {
      const s = live(lane);
      if (!s) continue;
      // A view of one item is enough for the counts (none before the tree's first slice).
      const view = s.treeView(0, 1, 2);
      if (!view) continue;
      const whole = s.finished && !s.treeBehind;
      this.#counts.set(lane, { counts: { written: view.written, takenBack: view.takenBack }, whole });
      view.free();
    }
    const all = [...this.#counts.values()].map(({ counts }) => counts);
    const depths = Math.max(9, ...all.map((counts) => deepest(counts.written)));
    const most = Math.max(1, ...all.map(largest));
    this.#colours ??= palette();
    for (const { lane, canvas } of this.#lanes) {
      const scale = drawingScale(canvas);
      const width = Math.max(160, Math.floor(required(canvas.parentElement, 'around a race chart').clientWidth / scale));
      const counts = this.#counts.get(lane)?.counts;
      if (!counts) {
        sizeCanvas(canvas, width, 0);
        canvas.setAttribute('aria-label', t('tree.chart.empty'));
        continue;
      }
      const pen = canvasPen(sizeCanvas(canvas, width, CHART_HEIGHT, scale));
      paintDepthChart(pen, counts, { width, depths, most, colours: this.#colours });
      noteTextSize(canvas, pen, scale);
      canvas.setAttribute('aria-label', chartSummary(counts.takenBack));
      // The axes all the lanes share, written out for whoever reads the page (and its tests).
      canvas.dataset.depths = String(depths);
      canvas.dataset.most = String(most);
    }
    this.#drawnAt = performance.now();
    this.#dirty = false;
    for (const { lane } of this.#lanes) {
      if (lane.finished && live(lane) && this.complete(lane)) this.#onComplete(lane);
    }
  }
}
