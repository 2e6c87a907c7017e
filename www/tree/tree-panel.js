// The Search tree panel: the run's search as an icicle (icicle.js, on a canvas, with its ARIA
// tree over it, tree-items.js) and a chart of digits by depth (depth-chart.js), linked to the
// timeline. It follows the run, but works in tasks of its own and only while on screen: each
// records a slice of the tree (tree-record.js) or draws what Rust says fits (Stepper.treeView:
// at most TREE_BUDGET items, none narrower than MIN_BOX_PX), at most every TREE_DRAW_MS.
// Enter or a click on a branch moves the timeline to the step that placed its digit (on a
// folded item: gives that branch the whole width).

import { required } from '../panels/dom.js';
import { onLanguageChange, t } from '../i18n/i18n.js';
import { chartSummary, noteWords } from '../i18n/tree-words.js';
import { TreeItemKind } from '../pkg/page.js';
import { CHART_HEIGHT, deepest, paintDepthChart } from './depth-chart.js';
import { saveTree } from './export.js';
import { icicleHeight, itemKey, layout, paintIcicle, visibility } from './icicle.js';
import { canvasPen, drawingScale, noteTextSize, onPaletteChange, palette, sizeCanvas } from './pens.js';
import { TREE_DRAW_MS, growTree, readItem } from './tree-record.js';
import { treeKey } from './tree-keys.js';
import { TreeItems } from './tree-items.js';

/** Painting per task (big views are painted over several); the most items drawn at once; the
 * narrowest box drawn, in pixels (narrower subtrees are folded). */
const [PAINT_SLICE_MS, TREE_BUDGET, MIN_BOX_PX] = [6, 5000, 3];

/** @typedef {import('../pkg/page.js').Stepper} Stepper @typedef {import('./icicle.js').Item} Item */
/**
 * A drawing being painted, a slice per task, on a canvas of its own.
 * @typedef {object} Painting
 * @property {import('./export.js').Picture} picture
 * @property {HTMLCanvasElement} canvas
 * @property {ReturnType<typeof canvasPen>} pen
 * @property {number} height
 * @property {number} scale how many times larger it is shown
 * @property {number} next the first item not painted yet
 * @property {import('../i18n/tree-words.js').TreeNote} note
 */

/**
 * What the panel needs from the page.
 * @typedef {object} TreeHooks
 * @property {() => Stepper | null} stepper the run's Stepper now (null once freed)
 * @property {(step: number) => void} seek moves the run to a step, as the scrubber does
 * @property {() => string} puzzleLine the puzzle, for file names
 * @property {(words: string, tone?: string) => void} setStatus
 */

export class SearchTreePanel {
  #ui;
  #hooks;
  /** @type {Stepper | null} the Stepper the drawing is of */
  #stepper = null;
  #visible = false;
  #timer = 0;
  #drawnAt = -Infinity;
  /** Whether what is drawn may be out of date. */
  #dirty = true;
  /** Draw at the next task, not TREE_DRAW_MS after the last drawing: the person asked. */
  #urgent = false;
  /** The step the focused branch began at: 0 for the whole run. */
  #focus = 0;
  /** @type {number | null} the branch, by its first step, whose folded subtrees were opened */
  #unfold = null;
  /** Whether the tree takes the keyboard's focus when next drawn (after Whole run). */
  #takeFocus = false;
  /** @type {Set<string>} keys of the items collapsed with ← */
  #collapsed = new Set();
  /** @type {string | null} the key of the item that holds the tab stop */
  #active = null;
  /** @type {import('./export.js').Picture | null} what is drawn now: its items, the downloads' */
  #picture = null;
  #treeItems;
  /** @type {(() => void) | null} the next stage of a drawing under way, for the next task */
  #next = null;
  /** @type {HTMLCanvasElement | null} where drawings are painted before they are shown */
  #offscreen = null;
  /** @type {import('./pens.js').Palette | null} the stylesheet's colours for the drawings */
  #colours = null;
  #exporting = false;
  // The drawings' widths in their own pixels, as last laid out, and their drawingScale.
  #width = 0;
  #chartWidth = 0;
  #scale = 1;

  /**
   * @param {{ section: HTMLElement, scroll: HTMLElement, drawing: HTMLCanvasElement, items: HTMLElement,
   *   chart: HTMLCanvasElement, note: HTMLElement, whole: HTMLButtonElement, svg: HTMLButtonElement,
   *   png: HTMLButtonElement }} ui
   * @param {TreeHooks} hooks
   */
  constructor(ui, hooks) {
    this.#ui = ui;
    this.#hooks = hooks;
    this.#treeItems = new TreeItems(ui.items);
    new IntersectionObserver((entries) => {
      this.#visible = entries.some((entry) => entry.isIntersecting);
      this.#schedule();
    }).observe(ui.section);
    // The widths are read here, where the browser has laid out already, not while drawing.
    new ResizeObserver(() => {
      const scale = drawingScale(ui.section);
      const width = Math.floor(ui.scroll.clientWidth / scale);
      const chartWidth = Math.floor(required(ui.chart.parentElement, "around the tree's chart").clientWidth / scale);
      if (width === this.#width && chartWidth === this.#chartWidth && scale === this.#scale) return;
      this.#width = width;
      this.#chartWidth = chartWidth;
      this.#scale = scale;
      this.#ask();
    }).observe(ui.section);
    ui.items.addEventListener('click', (event) => {
      const item = /** @type {Element} */ (event.target).closest('[role="treeitem"]');
      if (item) this.#activate(this.#treeItems.indexOf(item));
    });
    ui.items.addEventListener('keydown', (event) => this.#key(event));
    ui.items.addEventListener('focusin', (event) => {
      const item = /** @type {Element} */ (event.target).closest('[role="treeitem"]');
      const index = item ? this.#treeItems.indexOf(item) : -1;
      if (index >= 0) this.#active = itemKey(this.#items[index]);
    });
    ui.whole.addEventListener('click', () => {
      // The button is hidden once the whole run is in view: the keyboard goes to the tree.
      this.#takeFocus = true;
      this.#focusOn(0);
    });
    onPaletteChange(() => {
      this.#colours = null;
      this.#ask();
    });
    ui.svg.addEventListener('click', () => this.#export('svg'));
    ui.png.addEventListener('click', () => this.#export('png'));
    onLanguageChange(() => {
      // Now, even while the panel is off screen and draws nothing.
      this.#labelChart();
      this.#ask();
    });
    this.#labelChart();
  }

  /** @returns {Item[]} the items drawn now */
  get #items() {
    return this.#picture?.items ?? [];
  }

  /** A new board: the run moved, started or ended. */
  update() {
    this.#dirty = true;
    this.#schedule();
  }

  /** The counters or playing/paused changed. */
  refresh() {
    this.#schedule();
  }

  /** Draws at the next task, whatever was drawn last. */
  #ask() {
    this.#dirty = true;
    this.#urgent = true;
    this.#schedule();
  }

  /** @param {number} [delay] */
  #schedule(delay = 0) {
    if (this.#timer || !this.#visible) return;
    this.#timer = window.setTimeout(() => this.#tick(), delay);
  }

  /** One task: record a slice of the tree, or draw it, then ask for the next if needed. */
  #tick() {
    this.#timer = 0;
    if (!this.#visible) return;
    const s = this.#hooks.stepper();
    if (s !== this.#stepper) this.#restart(s);
    if (!s) {
      if (this.#dirty) this.#drawEmpty();
      return;
    }
    const behind = s.treeBehind;
    const wait = this.#urgent ? 0 : this.#drawnAt + TREE_DRAW_MS - performance.now();
    const started = s.treeSteps > 0;
    if (this.#next) {
      const stage = this.#next;
      this.#next = null;
      stage();
    } else if (this.#dirty && wait <= 0 && (started || !behind)) {
      this.#draw(s);
    } else if (behind) {
      growTree(s);
      this.#dirty = true;
    }
    if (this.#next || s.treeBehind) this.#schedule();
    else if (this.#dirty) this.#schedule(Math.max(0, this.#drawnAt + TREE_DRAW_MS - performance.now()));
  }

  /** @param {Stepper | null} s a new run, or none */
  #restart(s) {
    this.#stepper = s;
    this.#unfold = null;
    this.#takeFocus = false;
    this.#next = null;
    this.#focus = 0;
    this.#collapsed.clear();
    this.#active = null;
    this.#dirty = true;
    this.#urgent = true;
  }

  #drawEmpty() {
    this.#next = null;
    this.#picture = null;
    this.#treeItems.sync([], [], [], { collapsed: this.#collapsed, active: null });
    for (const canvas of [this.#ui.drawing, this.#ui.chart]) sizeCanvas(canvas, 0, 0);
    this.#labelChart();
    this.#ui.note.textContent = t('tree.empty');
    this.#ui.whole.hidden = true;
    for (const button of [this.#ui.svg, this.#ui.png]) button.disabled = true;
    this.#dirty = false;
    this.#urgent = false;
  }

  /**
   * Starts a drawing of the view as Rust gives it now. Each stage is a task of its own, a few
   * milliseconds each: the view read out of Rust (here), laid out (#lay), painted on a canvas
   * of its own a slice at a time (#paintSome), put on the page with the chart (#show), and its
   * ARIA tree written (TreeItems.sync, itself a chunk per task).
   * @param {Stepper} s
   */
  #draw(s) {
    const width = Math.max(240, this.#width - 2);
    const view = s.treeView(this.#focus, Math.floor(width / MIN_BOX_PX), TREE_BUDGET, this.#unfold ?? undefined);
    if (!view) {
      // Step 0 of a run: nothing to record yet.
      this.#drawEmpty();
      return;
    }
    const items = view.items.map(readItem);
    const focus = view.focus;
    const counts = { written: view.written, takenBack: view.takenBack };
    const note = {
      steps: s.furthest,
      recorded: view.recorded,
      threshold: view.threshold,
      guesses: view.guesses,
      detail: { recorded: view.detailRecorded, steps: view.detailSteps },
    };
    view.free();
    this.#focus = items[focus].start;
    this.#dirty = false;
    this.#urgent = false;
    this.#next = () => this.#lay({ items, focus, counts, note, width });
  }

  /**
   * Lays a view out and starts painting it.
   * @param {{ items: Item[], focus: number, counts: import('./export.js').Picture['counts'], note: import('../i18n/tree-words.js').TreeNote, width: number }} view
   */
  #lay({ items, focus, counts, note, width }) {
    const boxes = layout(items, focus, width);
    const shown = visibility(items, boxes, this.#collapsed);
    // Read again only when they change: reading computed style makes the browser bring its
    // styles up to date.
    this.#colours ??= palette();
    const colours = this.#colours;
    const depths = Math.max(deepest(counts.written), 9);
    const collapsed = new Set(this.#collapsed);
    const picture = { title: t('tree.title'), width, colours, items, boxes, shown, collapsed, counts, depths };
    // One canvas painted on, kept from drawing to drawing: a new one costs milliseconds.
    this.#offscreen ??= document.createElement('canvas');
    const canvas = this.#offscreen;
    const height = icicleHeight(items, shown);
    const scale = this.#scale;
    const painting = { picture, canvas, pen: canvasPen(sizeCanvas(canvas, width, height, scale)), height, scale, next: 0, note };
    this.#next = () => this.#paintSome(painting);
  }

  /**
   * Paints a drawing for about PAINT_SLICE_MS, then again in the next task, until it is whole.
   * @param {Painting} painting
   */
  #paintSome(painting) {
    const { picture } = painting;
    const deadline = performance.now() + PAINT_SLICE_MS;
    const how = { collapsed: picture.collapsed, colours: picture.colours };
    painting.next = paintIcicle(painting.pen, picture.items, picture.boxes, picture.shown, how, { from: painting.next, deadline });
    this.#next = painting.next < picture.items.length ? () => this.#paintSome(painting) : () => this.#show(painting);
  }

  /**
   * Puts a finished drawing on the page, with the chart and the note; its ARIA tree follows.
   * @param {Painting} painting
   */
  #show({ picture, canvas, pen, height, scale, note }) {
    const { items, boxes, shown, width, counts, depths, colours } = picture;
    this.#picture = picture;
    sizeCanvas(this.#ui.drawing, width, height, scale).drawImage(canvas, 0, 0, width, height);
    // The items lie over the boxes in the drawing's pixels, zoomed as the drawing is.
    this.#ui.items.style.height = `${height}px`;
    this.#ui.items.style.zoom = String(scale);
    noteTextSize(this.#ui.drawing, pen, scale);
    if (!this.#active || !items.some((item) => itemKey(item) === this.#active)) {
      this.#active = itemKey(items.find((item) => item.current) ?? items[0]);
    }
    const chartWidth = this.#chartWidth;
    const chartPen = canvasPen(sizeCanvas(this.#ui.chart, chartWidth, CHART_HEIGHT, scale));
    paintDepthChart(chartPen, counts, { width: chartWidth, depths, colours });
    noteTextSize(this.#ui.chart, chartPen, scale);
    this.#labelChart();
    this.#note(note);
    // Shown only where it leads somewhere: inside a branch opened across the width.
    this.#ui.whole.hidden = this.#focus === 0;
    this.#ui.svg.disabled = this.#ui.png.disabled = false;
    this.#drawnAt = performance.now();
    this.#next = () => {
      const takeFocus = this.#takeFocus;
      this.#takeFocus = false;
      this.#treeItems.sync(items, boxes, shown, { collapsed: picture.collapsed, active: this.#active, takeFocus });
    };
  }

  /** Names the chart after what it shows: where the most digits were taken back, or nothing. */
  #labelChart() {
    const counts = this.#picture?.counts;
    this.#ui.chart.setAttribute('aria-label', counts ? chartSummary(counts.takenBack) : t('tree.chart.empty'));
  }

  /**
   * Says how far the tree is recorded, and how much it holds.
   * @param {import('../i18n/tree-words.js').TreeNote} note
   */
  #note(note) {
    this.#ui.note.textContent = noteWords(note);
  }

  /**
   * A click or Enter on item `index`.
   * @param {number} index
   */
  #activate(index) {
    const item = this.#items[index];
    if (!item) return;
    this.#active = itemKey(item);
    if (item.kind === TreeItemKind.Folded) {
      // Under another branch: that branch across the whole width (and, if the tree folded its
      // subtrees, recorded again in full). Under the focus already: its subtrees listed
      // however narrow.
      if (item.start !== this.#focus) this.#focusOn(item.start);
      else {
        this.#unfold = item.start;
        this.#ask();
      }
      return;
    }
    this.#hooks.seek(item.kind === TreeItemKind.Start ? 0 : item.start);
    this.#ask();
  }

  /** @param {number} start the step the branch to focus on began at */
  #focusOn(start) {
    this.#focus = start;
    this.#unfold = null;
    this.#collapsed.clear();
    this.#ask();
  }

  /**
   * The ARIA tree's keys on the focused item (www/tree/tree-keys.js says what each does).
   * @param {KeyboardEvent} event
   */
  #key(event) {
    const g = /** @type {Element} */ (event.target).closest('[role="treeitem"]');
    if (!g || event.ctrlKey || event.metaKey || event.altKey || !this.#picture) return;
    // From the item the keys were last on: while the items are being written, the element
    // that has focus may already stand for another.
    const active = this.#items.findIndex((candidate) => itemKey(candidate) === this.#active);
    const index = active >= 0 ? active : this.#treeItems.indexOf(g);
    if (!this.#items[index]) return;
    const action = treeKey(event.key, { items: this.#items, shown: this.#picture.shown, collapsed: this.#collapsed, index });
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action.toggle) {
      const key = itemKey(action.toggle);
      if (!this.#collapsed.delete(key)) this.#collapsed.add(key);
      this.#ask();
    }
    if (action.activate) this.#activate(index);
    if (action.move === undefined) return;
    this.#active = itemKey(this.#items[action.move]);
    this.#treeItems.focus(action.move);
  }

  /** @param {'svg' | 'png'} format */
  async #export(format) {
    const s = this.#hooks.stepper();
    // The picture is of this run only while its Stepper is the run's.
    if (!s || s !== this.#stepper || !this.#picture || this.#exporting) return;
    this.#exporting = true;
    await saveTree(this.#picture, format, { steps: s.steps, ...this.#hooks }).finally(() => (this.#exporting = false));
  }

}
