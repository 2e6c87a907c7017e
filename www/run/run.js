// The Run: the one controller of the step-by-step search on the main board. It owns one
// engine Stepper (through its Lane) from creation to free(), plays it on the frame loop at the
// Speed slider's pace or skips to the end in time-boxed slices, steps, steps back and seeks,
// consults a gate (predict mode) before running steps, says what it does in the status line,
// and tells the views that follow it after every change. main.js wires it; the scrubber's
// seek is Run.seek.

import { EventKind } from '../pkg/page.js';
import { formatNumber, t } from '../i18n/i18n.js';
import { FrameLoop } from './frame-loop.js';
import { Lane } from './lane.js';
import { strategy } from './strategies.js';

/** @typedef {import('../pkg/page.js').Stepper} Stepper */
/** @typedef {import('../pkg/page.js').StepEvent} StepEvent */
/** @typedef {import('./lane.js').Gate} Gate */
/** @typedef {() => string} Words a message, as a function so a language switch can say it again */

/** Search work per animation frame: far below the 50 ms that makes a task "long". */
export const FRAME_BUDGET_MS = 8;
/**
 * Search work per turn while skipping to the end. The turns are tasks that follow each other
 * (FrameLoop), and the browser lays out and paints between them, so the whole slice is the
 * search's, and still well under 50 ms.
 */
export const SKIP_SLICE_MS = 20;
/**
 * While skipping, the board and the views that follow it are drawn at most this often. Each
 * drawing makes the browser lay out and paint before the next turn: drawn after every 20 ms
 * turn that took about a third of Skip to end's time, and ten times a second still about 5%
 * (docs/BENCHMARKS.md). Five times a second still shows the search moving and the counters
 * climbing.
 */
export const SKIP_DRAW_MS = 200;

/**
 * What a follower is told after every change: `stepper` and `event` are null while editing.
 * @typedef {object} RunState
 * @property {Stepper | null} stepper
 * @property {StepEvent | null} event the event that led to the board shown, or null
 * @property {Uint8Array} view the digits on the board
 * @property {Uint8Array} givens the puzzle
 * @property {boolean} skipping whether the run is skipping to the end and not there yet: a view
 *   that explains one step can wait until it stops, as nobody reads a step among millions a
 *   second (false in the drawing of the end)
 * @property {string} strategy the search order of the current search, or the one chosen for the next
 */

/**
 * Whether the board shows something other than the person's own board: a run, or a solution
 * shown. What Hint and Check say is about the person's board, and goes then.
 * @param {RunState} run
 * @returns {boolean}
 */
export function showsRunOrSolution(run) {
  return run.stepper !== null || run.view.some((digit, cell) => digit !== run.givens[cell]);
}

/**
 * A view that follows the run: `update(run)` after every new board; `refresh(run)`, if it has
 * one, after a change of the counters or of playing/paused alone.
 * @typedef {{ update(run: RunState): void, refresh?(run: RunState): void }} Follower
 */

/**
 * What the Run needs from the page.
 * @typedef {object} RunDeps
 * @property {typeof import('../pkg/page.js')} engine
 * @property {() => string} strategy the strategy chosen now
 * @property {() => Uint8Array} givens the puzzle now
 * @property {() => Words | null} problem the first rule the givens break, or null
 * @property {() => number} rate steps per second from the Speed slider
 * @property {(words: Words, tone?: string) => void} say shows words in the status line
 * @property {(key: string, error: unknown) => void} sayError shows message `key` about `error`
 * @property {(givens: Uint8Array) => Promise<number>} countSolutions 0, 1 or 2 (the fast path)
 */

export class Run {
  /** @type {Follower[]} */
  #followers = [];
  #deps;
  #lane;
  #loop;
  /** @type {Gate | null} */
  #gate = null;
  /** @type {StepEvent | null} */
  #event = null;
  /** @type {Uint8Array} */
  #view = new Uint8Array(81);
  /** When the run last drew the board while skipping (performance.now()). */
  #drawnAt = -Infinity;
  /** Whether steps have run since the board was last drawn (skipping draws now and then). */
  #undrawn = false;
  /** Milliseconds the current run has spent playing. */
  #elapsed = 0;
  /** Steps owed to the Speed slider's pace and not yet run (at most one carries over). */
  #owed = 0;

  /** @param {RunDeps} deps */
  constructor(deps) {
    this.#deps = deps;
    this.#lane = new Lane(deps.strategy());
    this.#loop = new FrameLoop((dt, skipping) => this.#frame(dt, skipping));
  }

  /** @param {Follower} follower a view to tell after every change, in the order added */
  follow(follower) {
    this.#followers.push(follower);
  }

  /** @param {Gate} gate consulted before steps run (predict mode) */
  setGate(gate) {
    this.#gate = gate;
  }

  /** @returns {string} the search order of the current search, or the one chosen for the next */
  get strategy() {
    return this.#lane.stepper ? this.#lane.strategy : this.#deps.strategy();
  }

  /** @returns {Stepper | null} the current search, null while editing */
  get stepper() {
    const s = this.#lane.stepper;
    return s && 'runFor' in s ? s : null;
  }

  /** @returns {boolean} */
  get playing() {
    return this.#loop.playing;
  }

  /** @returns {number} milliseconds the current search has spent playing */
  get elapsed() {
    return this.#elapsed;
  }

  /** @returns {RunState} */
  get state() {
    const skipping = this.#loop.skipping && !this.stepper?.finished;
    const { stepper, strategy } = this;
    return { stepper, event: this.#event, view: this.#view, givens: this.#deps.givens(), skipping, strategy };
  }

  /** Ends any search, freeing its Stepper; the board shows the givens, for editing. */
  showGivens() {
    this.stop();
    this.#view = this.#deps.givens().slice();
    this.#event = null;
    this.draw();
  }

  /**
   * Shows `cells` (the fast path's solution) with no search behind them.
   * @param {Uint8Array} cells
   */
  showCells(cells) {
    this.stop();
    this.#view = cells;
    this.#event = null;
    this.draw();
  }

  /** Ends any search, freeing its Stepper. */
  stop() {
    this.pause();
    this.#lane.free();
    this.#elapsed = 0;
  }

  /** Tells every follower about the board now. */
  draw() {
    const state = this.state;
    for (const follower of this.#followers) follower.update(state);
  }

  /** @param {{ skip?: boolean }} options skip: run to the end, drawing every SKIP_DRAW_MS */
  play({ skip = false } = {}) {
    const s = this.#ensureStepper();
    if (!s || s.finished) return;
    this.#owed = skip ? 0 : 1; // show the first step at once
    this.#loop.play(skip);
    const running = strategy(this.#lane.strategy).running;
    this.#deps.say(() => t(skip ? 'status.skipping' : running));
    this.#refresh();
  }

  pause() {
    if (!this.#loop.playing) return;
    this.#loop.halt();
    if (this.#undrawn) {
      // A skip paused between two drawings: show where it stopped.
      this.#undrawn = false;
      this.#show(this.stepper?.lastEvent());
    }
    this.#refresh();
    const s = this.stepper;
    if (s && !s.finished) this.#sayStep('status.paused', s.steps);
  }

  toggle() {
    if (this.#loop.playing) this.pause();
    else this.play();
  }

  /** One step forward, if the gate allows it. */
  step() {
    this.pause();
    const s = this.#ensureStepper();
    if (!s || s.finished || (this.#gate && !this.#gate.allowance(s))) return;
    this.#show(s.step());
    if (!s.finished) this.#sayStep('status.step', s.steps);
  }

  stepBack() {
    this.pause();
    const s = this.stepper;
    if (s && s.steps > 0) this.seek(s.steps - 1);
  }

  /**
   * Moves the search to step `step`, back or forward (the scrubber, Step back).
   * @param {number} step
   */
  seek(step) {
    this.pause();
    const s = this.stepper;
    if (!s) return;
    this.#show(s.seek(step));
    if (s.finished) return;
    if (s.steps === 0) this.#deps.say(() => t('status.atStart'));
    else this.#sayStep('status.step', s.steps);
  }

  /** The current search, starting one from the givens if there is none; null if it cannot. */
  #ensureStepper() {
    const current = this.stepper;
    if (current) return current;
    this.showGivens();
    const problem = this.#deps.problem();
    if (problem) {
      this.#deps.say(problem, 'error');
      return null;
    }
    this.#lane.strategy = this.#deps.strategy();
    try {
      return this.#lane.start(this.#deps.engine, this.#deps.givens());
    } catch (error) {
      this.#deps.sayError('status.cannotStart', error);
      return null;
    }
  }

  /**
   * Shows the board after `event`, the event that led there.
   * @param {StepEvent | undefined} event
   */
  #show(event) {
    const s = this.stepper;
    if (!s) return;
    this.#event = event ?? null;
    this.#view = s.cells();
    this.draw();
    if (s.finished) this.#finish(s);
  }

  /** @param {Stepper} s */
  #finish(s) {
    this.pause();
    const { steps, backtracks } = s;
    if (this.#event?.kind === EventKind.Exhausted) {
      this.#deps.say(() => t('status.exhausted', { steps: formatNumber(steps) }), 'error');
      return;
    }
    /** @param {string} key */
    const solved = (key) => () => t(key, { steps: formatNumber(steps), backtracks: formatNumber(backtracks) });
    this.#deps.say(solved('status.solvedIn'), 'ok');
    this.#deps
      .countSolutions(this.#deps.givens())
      .then((solutions) => {
        if (solutions > 1 && this.stepper === s) this.#deps.say(solved('status.solvedInSeveral'), 'ok');
      })
      .catch((error) => this.#deps.sayError('status.countFailed', error));
  }

  /**
   * Says `key` ("Step 12.", "Paused at step 12.") about step `step`.
   * @param {string} key
   * @param {number} step
   */
  #sayStep(key, step) {
    this.#deps.say(() => t(key, { step: formatNumber(step) }));
  }

  #refresh() {
    const state = this.state;
    for (const follower of this.#followers) follower.refresh?.(state);
  }

  /**
   * One turn of the loop: runs the steps owed, or while skipping as many as fit in
   * SKIP_SLICE_MS, and shows the last one. Returns whether the loop goes on.
   * @param {number} dt
   * @param {boolean} skipping
   */
  #frame(dt, skipping) {
    const s = this.stepper;
    if (!s) return false;
    const began = performance.now();
    this.#elapsed += dt;
    let last;
    if (skipping) {
      last = this.#lane.advance(Infinity, SKIP_SLICE_MS).last;
      const now = performance.now();
      this.#undrawn = !s.finished && now - this.#drawnAt < SKIP_DRAW_MS;
      if (this.#undrawn) return true;
      this.#drawnAt = now;
    } else {
      this.#owed += (this.#deps.rate() * dt) / 1000;
      const ran = this.#lane.advance(Math.floor(this.#owed), FRAME_BUDGET_MS, this.#gate);
      this.#owed = Math.min(this.#owed - ran.ran, 1); // a backlog we could not run is dropped
      last = ran.last;
    }
    // The last turn's own work, which no next turn's dt counts: all of a short skip's time.
    if (s.finished) this.#elapsed += performance.now() - began;
    if (last) this.#show(last);
    else this.#refresh();
    return !s.finished;
  }
}
