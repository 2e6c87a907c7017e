// The race: the search orders run side by side on the puzzle on the board, each in its own
// Lane (www/run/lane.js) on its own small board (www/run/race-view.js), all chasing one target
// step that grows at the page's Speed slider pace, so the class sees how many more steps the
// naive order needs. Every strategy of www/run/strategies.js races: a third one added there
// gets a lane (given its `race.<id>` words in race-view.js). main.js opens it and tells
// it when the puzzle changes; the keyboard dispatcher (www/keys/keyboard.js) gives it Space,
// K and Escape while it is open.

import { formatNumber, onLanguageChange, t, translate } from '../i18n/i18n.js';
import { RaceCharts } from '../tree/race-charts.js';
import { FrameLoop } from './frame-loop.js';
import { Lane } from './lane.js';
import { LaneView } from './race-view.js';
import { FRAME_BUDGET_MS, SKIP_SLICE_MS } from './run.js';
import { STRATEGIES } from './strategies.js';
import { required } from '../panels/dom.js';

/** The lanes, in the order they are drawn: every strategy, the slowest first. */
const RACERS = STRATEGIES.map((strategy) => strategy.id);
/**
 * While skipping, the searches run to the same step in strides of this many steps (about half
 * a millisecond of naive search), so none gets far ahead of the others within a frame.
 */
const SKIP_STRIDE = 65_536;

/**
 * How many times fewer steps the faster search took: whole above 10, one decimal below.
 * @param {number} slow
 * @param {number} fast
 */
function ratioText(slow, fast) {
  const ratio = slow / Math.max(fast, 1);
  return ratio >= 10 ? formatNumber(Math.round(ratio)) : ratio.toFixed(1);
}

/**
 * What the race needs from the page.
 * @typedef {object} RaceDeps
 * @property {typeof import('../pkg/page.js')} engine
 * @property {() => Uint8Array} givens the puzzle now
 * @property {() => string | null} problem the first rule the givens break, as a message, or null
 * @property {() => number} rate steps per second from the Speed slider
 * @property {() => void} onOpen called when the race opens (the main run pauses)
 */

/**
 * The race section, with main.js's `deps` (see RaceDeps).
 */
export class Race {
  #root;
  #deps;
  /** @type {{ lane: Lane, view: LaneView }[]} */
  #lanes;
  #ui;
  /** @type {HTMLElement | null} */
  #opener = null;
  #loop = new FrameLoop((dt, skipping) => this.#frame(dt, skipping));
  /** All searches run up to this step; while playing it grows by rate() per second. */
  #target = 0;
  /** @type {[string, Record<string, string>]} the status line's key and params, for a language switch */
  #message = ['race.ready', {}];
  /** Each lane's chart of digits by depth; it says when a finished lane's Stepper may go. */
  #charts;

  /**
   * @param {HTMLElement} root the race section
   * @param {HTMLElement} opener the Race button that opens it (and gets focus back on Close)
   * @param {RaceDeps} deps
   */
  constructor(root, opener, deps) {
    this.#root = root;
    this.#deps = deps;
    opener.addEventListener('click', () => (this.isOpen ? this.close() : this.open(opener)));
    this.#ui = {
      start: /** @type {HTMLButtonElement} */ (root.querySelector('#race-start')),
      skip: /** @type {HTMLButtonElement} */ (root.querySelector('#race-skip')),
      close: /** @type {HTMLButtonElement} */ (root.querySelector('#race-close')),
      status: /** @type {HTMLElement} */ (root.querySelector('#race-status')),
      verdict: /** @type {HTMLElement} */ (root.querySelector('#race-verdict')),
    };
    const lanes = required(root.querySelector('.race-lanes'), '.race-lanes');
    this.#lanes = RACERS.map((strategy) => {
      const element = document.createElement('div');
      lanes.append(element);
      const lane = new Lane(strategy);
      return { lane, view: new LaneView(element, lane) };
    });
    this.#charts = new RaceCharts(
      this.#lanes.map(({ lane, view }) => ({ lane, canvas: view.chart })),
      (lane) => lane.freeze(),
    );
    const words = () => {
      translate(root);
      opener.textContent = t('race.button');
      for (const { view } of this.#lanes) view.labels();
    };
    words();
    this.#ui.start.addEventListener('click', () => this.toggle());
    this.#ui.skip.addEventListener('click', () => this.play({ skip: true }));
    this.#ui.close.addEventListener('click', () => this.close());
    onLanguageChange(() => {
      words();
      this.draw();
    });
  }

  /** @returns {boolean} */
  get isOpen() {
    return !this.#root.hidden;
  }

  /**
   * Shows the race on the current puzzle, ready to start.
   * @param {HTMLElement | null} opener gets focus back on Close
   */
  open(opener = null) {
    this.#opener = opener;
    this.#deps.onOpen();
    this.#root.hidden = false;
    this.#reset(['race.ready', {}]);
    this.#ui.start.focus({ preventScroll: true });
    // Scrolling to it needs the page laid out: in the next frame, which lays it out anyway,
    // so that this click's task does not do it a second time.
    requestAnimationFrame(() => this.#root.scrollIntoView({ block: 'start' }));
  }

  close() {
    if (!this.isOpen) return;
    this.#stop();
    this.#root.hidden = true;
    this.#opener?.focus();
  }

  /** The puzzle on the board changed: an open race stops and shows the new puzzle. */
  puzzleChanged() {
    if (this.isOpen && (this.#started || this.#loop.playing)) this.#reset(['race.changed', {}]);
    else if (this.isOpen) this.#reset(['race.ready', {}]);
  }

  toggle() {
    if (this.#loop.playing) this.pause();
    else this.play();
  }

  /** @param {{ skip?: boolean }} options skip: run to the end, drawing once a frame */
  play({ skip = false } = {}) {
    if (!this.#started && !this.#begin()) return;
    if (this.#lanes.every(({ lane }) => lane.finished)) return;
    // From where all are now (a paused skip may have left the target far ahead); when
    // playing, the first step comes at once.
    this.#target = this.#slowest() + (skip ? 0 : 1);
    this.#loop.play(skip);
    this.#say([skip ? 'race.skipping' : 'race.running', {}]);
    this.draw();
  }

  pause() {
    if (!this.#loop.playing) return;
    this.#loop.halt();
    this.#level();
    this.#say(['race.paused', { steps: formatNumber(this.#slowest()) }]);
    this.draw();
  }

  draw() {
    const givens = this.#deps.givens();
    for (const { view } of this.#lanes) view.draw(givens);
    const done = this.#started && this.#lanes.every(({ lane }) => lane.finished);
    this.#ui.start.textContent = t(this.#loop.playing ? 'race.pause' : 'race.start');
    this.#ui.start.disabled = done;
    this.#ui.skip.disabled = done;
    const [key, params] = this.#message;
    // The rate is read at every draw: the Speed slider may move during the race. Any message
    // may name it (the ready and running ones do).
    this.#ui.status.textContent = t(key, { rate: formatNumber(this.#deps.rate()), ...params });
    this.#ui.verdict.textContent = done ? this.#verdict() : '';
    this.#charts.update();
  }

  /** @returns {boolean} whether the searches have started (and not been reset since) */
  get #started() {
    return Boolean(this.#lanes[0].lane.stepper);
  }

  /** Starts every search on the current givens; false (and says why) if they break a rule. */
  #begin() {
    const problem = this.#deps.problem();
    if (problem) {
      this.#say(['race.invalid', { problem }]);
      this.draw();
      return false;
    }
    const givens = this.#deps.givens();
    for (const { lane } of this.#lanes) lane.start(this.#deps.engine, givens);
    this.#target = 0;
    return true;
  }

  /**
   * Stops and frees every search and shows the puzzle with `message`.
   * @param {[string, Record<string, string>]} message
   */
  #reset(message) {
    this.#stop();
    this.#say(message);
    this.draw();
  }

  #stop() {
    this.#loop.halt();
    for (const { lane } of this.#lanes) lane.free();
  }

  /** @param {[string, Record<string, string>]} message */
  #say(message) {
    this.#message = message;
  }

  /**
   * Brings a search that fell behind in the last frame (a busy machine can cut a frame short
   * between lanes) level with the leader, so a paused race shows all at the same step. The gap
   * is at most one frame's steps; it is still run in a bounded slice.
   */
  #level() {
    const leader = Math.max(...this.#lanes.map(({ lane }) => lane.steps));
    for (const { lane } of this.#lanes) {
      if (!lane.finished && lane.steps < leader) lane.advance(leader - lane.steps, SKIP_SLICE_MS);
    }
    this.#freezeFinished();
  }

  /** Lets the finished searches' Steppers go, once their charts have every step. */
  #freezeFinished() {
    for (const { lane } of this.#lanes) if (lane.finished && this.#charts.complete(lane)) lane.freeze();
  }

  /** The fewest steps among the searches still running (or all, once all are done). */
  #slowest() {
    const running = this.#lanes.filter(({ lane }) => !lane.finished);
    return Math.min(...(running.length ? running : this.#lanes).map(({ lane }) => lane.steps));
  }

  /**
   * One turn of the loop. All searches run up to the same step, `#target`: while playing it
   * grows by the Speed slider's rate; while skipping, by strides until the slice is used up.
   * A search that cannot keep up holds the target back, so they stay level. Returns whether
   * the race goes on.
   * @param {number} dt
   * @param {boolean} skipping
   */
  #frame(dt, skipping) {
    const unfinished = this.#lanes.filter(({ lane }) => !lane.finished);
    const deadline = performance.now() + (skipping ? SKIP_SLICE_MS : FRAME_BUDGET_MS);
    const advance = () => {
      for (const { lane } of this.#lanes) {
        const wanted = Math.floor(this.#target) - lane.steps;
        const left = deadline - performance.now();
        if (!lane.finished && wanted > 0 && left > 0) lane.advance(wanted, left);
      }
    };
    if (skipping) {
      while (performance.now() < deadline && !this.#lanes.every(({ lane }) => lane.finished)) {
        this.#target = this.#slowest() + SKIP_STRIDE;
        advance();
      }
    } else {
      this.#target += (this.#deps.rate() * dt) / 1000;
      advance();
      this.#target = Math.min(this.#target, this.#slowest() + 1); // a backlog is dropped
    }
    const finished = this.#lanes.filter(({ lane }) => lane.finished);
    this.#freezeFinished();
    const going = finished.length < this.#lanes.length;
    const now = unfinished.filter(({ lane }) => lane.finished).map(({ lane }) => lane);
    if (!going) {
      this.#loop.halt();
      this.#say(['race.done', {}]);
    } else if (now.length > 0) {
      this.#say(this.#finishedNow(now, finished.length === now.length));
    }
    this.draw();
    return going;
  }

  /**
   * What to announce when `now` (lanes that finished this turn) finished while others search
   * on: each by name with its steps, and who is still searching.
   * @param {Lane[]} now
   * @param {boolean} first none finished before
   * @returns {[string, Record<string, string>]}
   */
  #finishedNow(now, first) {
    const searching = this.#lanes.filter(({ lane }) => !lane.finished);
    const others = searching.map(({ lane }) => t(`race.${lane.strategy}.mid`)).join(', ');
    if (now.length > 1) {
      const list = now
        .sort((a, b) => a.steps - b.steps)
        .map((lane) => t('race.nameSteps', { name: t(`race.${lane.strategy}`), steps: formatNumber(lane.steps) }))
        .join(', ');
      return ['race.together', { list, others }];
    }
    const [lane] = now;
    const fields = { name: t(`race.${lane.strategy}`), steps: formatNumber(lane.steps), others };
    return [first ? 'race.first' : 'race.next', fields];
  }

  /** The steps each search took, fewest first, and the fastest against the slowest. */
  #verdict() {
    const bySteps = this.#lanes.map(({ lane }) => lane).sort((a, b) => a.steps - b.steps);
    const fast = bySteps[0];
    const slow = bySteps[bySteps.length - 1];
    if (fast.steps === slow.steps) return t('race.verdict.same', { steps: formatNumber(fast.steps) });
    const list = bySteps
      .map((lane, i) =>
        t(i === 0 ? 'race.laneSteps' : 'race.laneStepsNext', {
          name: t(i === 0 ? `race.${lane.strategy}` : `race.${lane.strategy}.mid`),
          steps: formatNumber(lane.steps),
        }),
      )
      .join(', ');
    return t('race.verdict', {
      list,
      fast: t(`race.${fast.strategy}.mid`),
      slow: t(`race.${slow.strategy}.mid`),
      ratio: ratioText(slow.steps, fast.steps),
    });
  }
}
