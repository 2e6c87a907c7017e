// The Search tree panel: the whole search of the current run as an icicle (www/tree/icicle.js,
// drawn on a canvas, with its ARIA tree over it, www/tree/tree-items.js) and a chart of
// digits placed and taken back by depth (www/tree/depth-chart.js), linked to the timeline. It follows the run (update/refresh, like the other followers), but does its
// work in tasks of its own, and only while it is on screen: each task either records a slice
// of the tree (Stepper.growTree, about TREE_SLICE_MS of replay in Rust, src/tree/) or draws
// what Rust says fits (Stepper.treeView, at most TREE_BUDGET items, none narrower than
// MIN_BOX_PX), at most every TREE_DRAW_MS while the tree grows or the run plays. Clicking or
// pressing Enter on a branch moves the timeline to the step that placed its digit; on a folded
// item it focuses the drawing on the branch above it, so its subtrees get the whole width (or,
// under the branch in focus already, lists them however narrow).

import { download, downloadName } from '../app/download.js';
import { addStrings, countWords, formatNumber, onLanguageChange, t } from '../i18n/i18n.js';
import { chartSummary, stepsWords } from '../i18n/tree-words.js';
import { recordSlice } from '../run/lane.js';
import { TreeItemKind } from '../pkg/page.js';
import { CHART_HEIGHT, deepest, paintDepthChart } from './depth-chart.js';
import { exportPng, exportSvg } from './export.js';
import { icicleHeight, itemKey, layout, paintIcicle, visibility } from './icicle.js';
import { canvasPen, drawingScale, noteTextSize, onPaletteChange, palette, sizeCanvas } from './pens.js';
import { TreeItems } from './tree-items.js';

/** Replay per task: the search's own frame budget, far below a 50 ms long task. */
const TREE_SLICE_MS = 8;
/** While the tree grows or the run plays, it is drawn at most this often. */
export const TREE_DRAW_MS = 200;
/** Painting per task: big views are painted over several. */
const PAINT_SLICE_MS = 6;
/** The most items drawn at once. */
const TREE_BUDGET = 5000;
/** The narrowest box drawn, in pixels: narrower subtrees are folded. */
const MIN_BOX_PX = 3;

addStrings({
  en: {
    'tree.title': 'Search tree',
    'tree.whole': 'Whole run',
    'tree.svg': 'Download tree (SVG)',
    'tree.png': 'Download tree (PNG)',
    'tree.help':
      'Each box is a digit the search guessed, as wide as the steps spent under it; the strip above a row names the cell. ✕ dead end, ★ the way to the solution, … subtrees folded to fit. Click a box to go there on the timeline.',
    'tree.empty': 'Press Play or Step: the tree of the search grows here.',
    'tree.recording': 'Recording the tree: {recorded} of {steps} steps.',
    'tree.recorded': '{steps}, {guesses}.',
    'tree.guesses1': '1 branch',
    'tree.guessesN': '{count} branches',
    'tree.thinned': 'Subtrees under {threshold} steps are kept only as sums until you open them.',
    'tree.detailing': 'Recording this branch in full: {recorded} of {steps} steps.',
    'tree.chart.title': 'Digits at each depth (log scale)',
    'tree.chart.placed': 'placed',
    'tree.chart.takenBack': 'taken back',
    'tree.chart.depth': 'depth',
    'tree.exported': 'Saved {file}.',
    'tree.exportFailed': 'The download failed: {message}',
  },
  ko: {
    'tree.title': '탐색 트리',
    'tree.whole': '전체 실행',
    'tree.svg': '트리 내려받기 (SVG)',
    'tree.png': '트리 내려받기 (PNG)',
    'tree.help':
      '상자 하나는 탐색이 추측한 숫자 하나이고, 너비는 그 아래에서 쓴 단계 수입니다. 줄 위의 띠는 칸 이름입니다. ✕ 막다른 길, ★ 해로 가는 길, … 접어 둔 하위 트리. 상자를 누르면 타임라인이 그 단계로 갑니다.',
    'tree.empty': '[재생]이나 [한 단계]를 누르면 여기에 탐색 트리가 자랍니다.',
    'tree.recording': '트리 기록 중: {steps}단계 중 {recorded}단계.',
    'tree.recorded': '{steps}, {guesses}.',
    'tree.guesses1': '가지 1개',
    'tree.guessesN': '가지 {count}개',
    'tree.thinned': '{threshold}단계보다 작은 하위 트리는 열기 전까지 합계만 남깁니다.',
    'tree.detailing': '이 가지를 자세히 기록하는 중: {steps}단계 중 {recorded}단계.',
    'tree.chart.title': '깊이별 숫자 (로그 눈금)',
    'tree.chart.placed': '놓음',
    'tree.chart.takenBack': '되돌림',
    'tree.chart.depth': '깊이',
    'tree.exported': '{file} 파일을 저장했습니다.',
    'tree.exportFailed': '내려받지 못했습니다: {message}',
  },
});

/** @typedef {import('../pkg/page.js').Stepper} Stepper */
/** @typedef {import('./icicle.js').Item} Item */

/**
 * A drawing being painted, a slice per task, on a canvas of its own.
 * @typedef {object} Painting
 * @property {import('./export.js').Picture} picture
 * @property {HTMLCanvasElement} canvas
 * @property {ReturnType<typeof canvasPen>} pen
 * @property {number} height
 * @property {number} scale how many times larger it is shown
 * @property {number} next the first item not painted yet
 * @property {Note} note
 */

/**
 * What the note under the title says: how far the tree is recorded and how much it holds.
 * @typedef {object} Note
 * @property {number} steps the furthest step of the run
 * @property {number} recorded the steps the tree holds
 * @property {number} threshold the fewest steps of a subtree kept whole
 * @property {number} guesses
 * @property {{ recorded: number, steps: number }} detail the branch in view being recorded in
 *   full (steps 0: none is)
 */

/**
 * What the panel needs from the page.
 * @typedef {object} TreeHooks
 * @property {() => Stepper | null} stepper the run's Stepper now (null once freed)
 * @property {(step: number) => void} seek moves the run to a step, as the scrubber does
 * @property {() => string} puzzleLine the puzzle, for file names
 * @property {(words: string, tone?: string) => void} setStatus
 */

/**
 * Records a slice of `s`'s search tree (TREE_SLICE_MS), and puts it on the page's record of
 * time-boxed slices as strategy "tree", as the panel and the race's charts both do.
 * @param {Stepper} s
 */
export function growTree(s) {
  const slice = s.growTree(TREE_SLICE_MS);
  recordSlice('tree', slice, TREE_SLICE_MS);
  slice.free();
}

/**
 * The engine's TreeItem, read once into a plain object, and freed.
 * @param {import('../pkg/page.js').TreeItem} item
 * @returns {Item}
 */
function read(item) {
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
  /** The drawings' widths in their own pixels, as the browser last laid them out, and how many
   * times larger they are shown (see drawingScale). */
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
      const chartWidth = Math.floor(ui.chart.parentElement.clientWidth / scale);
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
      // The button is disabled once the whole run is in view: the keyboard goes to the tree.
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
    for (const button of [this.#ui.whole, this.#ui.svg, this.#ui.png]) button.disabled = true;
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
    const items = view.items.map(read);
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
   * @param {{ items: Item[], focus: number, counts: import('./export.js').Picture['counts'], note: Note, width: number }} view
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
    this.#ui.whole.disabled = this.#focus === 0;
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
   * @param {Note} tree
   */
  #note({ steps, recorded, threshold, guesses, detail }) {
    if (detail.steps > 0) {
      const numbers = { recorded: formatNumber(detail.recorded), steps: formatNumber(detail.steps) };
      this.#ui.note.textContent = t('tree.detailing', numbers);
      return;
    }
    if (recorded < steps) {
      this.#ui.note.textContent = t('tree.recording', { recorded: formatNumber(recorded), steps: formatNumber(steps) });
      return;
    }
    const thinned = threshold > 1 ? ` ${t('tree.thinned', { threshold: formatNumber(threshold) })}` : '';
    const words = { steps: stepsWords(steps), guesses: countWords('tree.guesses', guesses) };
    this.#ui.note.textContent = t('tree.recorded', words) + thinned;
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
   * The ARIA tree's keys on the focused item.
   * @param {KeyboardEvent} event
   */
  #key(event) {
    const g = /** @type {Element} */ (event.target).closest('[role="treeitem"]');
    if (!g || event.ctrlKey || event.metaKey || event.altKey) return;
    // From the item the keys were last on: while the items are being written, the element
    // that has focus may already stand for another.
    const active = this.#items.findIndex((candidate) => itemKey(candidate) === this.#active);
    const index = active >= 0 ? active : this.#treeItems.indexOf(g);
    const item = this.#items[index];
    if (!item) return;
    const { shown } = this.#picture;
    const visible = this.#items.map((_, i) => i).filter((i) => shown[i]);
    const at = visible.indexOf(index);
    const expanded = item.under > 0 && !this.#collapsed.has(itemKey(item));
    /** @type {number | undefined} */
    let move;
    switch (event.key) {
      case 'ArrowDown':
        move = visible[at + 1];
        break;
      case 'ArrowUp':
        move = visible[at - 1];
        break;
      case 'Home':
        move = visible[0];
        break;
      case 'End':
        move = visible.at(-1);
        break;
      case 'ArrowRight':
        if (item.under > 0 && !expanded) this.#toggle(item);
        else if (expanded) move = visible[at + 1];
        break;
      case 'ArrowLeft':
        if (expanded) this.#toggle(item);
        else move = this.#parentOf(index);
        break;
      case 'Enter':
      case ' ':
        this.#activate(index);
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (move === undefined) return;
    this.#active = itemKey(this.#items[move]);
    this.#treeItems.focus(move);
  }

  /** @param {Item} item collapses or expands it */
  #toggle(item) {
    const key = itemKey(item);
    if (!this.#collapsed.delete(key)) this.#collapsed.add(key);
    this.#ask();
  }

  /**
   * @param {number} index
   * @returns {number | undefined} the index of the item it is under
   */
  #parentOf(index) {
    const level = this.#items[index].level;
    for (let i = index - 1; i >= 0; i--) if (this.#items[i].level === level - 1) return i;
    return undefined;
  }

  /** @param {'svg' | 'png'} format */
  async #export(format) {
    const s = this.#hooks.stepper();
    const picture = this.#picture;
    // The picture is of this run only while its Stepper is the run's.
    if (!s || s !== this.#stepper || !picture || this.#exporting) return;
    this.#exporting = true;
    try {
      const file = downloadName(this.#hooks.puzzleLine(), s.steps, format, 'tree');
      download(format === 'svg' ? exportSvg(picture) : await exportPng(picture), file);
      this.#hooks.setStatus(t('tree.exported', { file }), 'ok');
    } catch (error) {
      this.#hooks.setStatus(t('tree.exportFailed', { message: error?.message ?? error }), 'error');
    } finally {
      this.#exporting = false;
    }
  }
}
