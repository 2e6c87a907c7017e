// One search on the page: a lane owns one engine Stepper from creation to free(), advances it
// in time-boxed slices (Stepper.runFor, src/slices.rs) and records every slice it ran, so that
// a test can check that none overran its budget. The main run (www/run/run.js) has one lane;
// the race (www/run/race.js) has one per strategy.

/** @typedef {import('../pkg/page.js').Stepper} Stepper */
/** @typedef {import('../pkg/page.js').StepEvent} StepEvent */

/**
 * A gate the lane consults before running steps (predict mode, www/panels/predict.js): how
 * many steps of `stepper` may run now (Infinity for no limit, 0 for none).
 * @typedef {{ allowance(stepper: Stepper): number }} Gate
 */

/**
 * What one Stepper.runFor call did, as the page recorded it.
 * @typedef {object} SliceRecord
 * @property {string} strategy the lane's strategy
 * @property {number} budgetMs the budget the call was given
 * @property {number} tookMs the wall time of the whole call, measured by Rust
 * @property {number} lastChunkMs the wall time of its final chunk
 * @property {number} ran the events it ran
 */

/** How many slices the record keeps: the newest, about a minute of frames. */
const RECORD_LIMIT = 4096;

/** Every slice the page's lanes ran, newest last (read through window.bitdokuRun, main.js). */
const record = {
  /** @type {SliceRecord[]} */
  slices: [],
  /** How many slices ran in all, including those the record no longer keeps. */
  count: 0,
};

/**
 * A copy of the slice record.
 * @returns {{ slices: SliceRecord[], count: number }}
 */
export function sliceRecordCopy() {
  return { slices: record.slices.slice(), count: record.count };
}

/**
 * A finished search's last state, copied out of its Stepper so the Stepper can be freed; it
 * answers what a lane's readers ask of a Stepper.
 * @param {Stepper} s
 */
function frozen(s) {
  const cells = s.cells();
  const event = s.lastEvent();
  const { steps, placements, deductions, backtracks, depth } = s;
  return { steps, placements, deductions, backtracks, depth, finished: true, cells: () => cells, lastEvent: () => event };
}

/** @typedef {ReturnType<typeof frozen>} FrozenStepper */

export class Lane {
  /** @type {string} */
  strategy;
  /** @type {Stepper | FrozenStepper | null} the Stepper while running, its frozen copy once finished, or null */
  stepper = null;

  /** @param {string} strategy the search order, one of www/run/strategies.js */
  constructor(strategy) {
    this.strategy = strategy;
  }

  /** @returns {boolean} */
  get finished() {
    return Boolean(this.stepper?.finished);
  }

  /** @returns {number} */
  get steps() {
    return this.stepper ? this.stepper.steps : 0;
  }

  /**
   * Starts a new search on `givens` (freeing the last); throws the engine's coded errors (a
   * board that breaks a rule, a strategy the engine has no name for).
   * @param {Pick<typeof import('../pkg/page.js'), 'Stepper' | 'parseStrategy'>} engine
   * @param {Uint8Array} givens
   * @returns {Stepper}
   */
  start(engine, givens) {
    this.free();
    const stepper = new engine.Stepper(givens, engine.parseStrategy(this.strategy));
    this.stepper = stepper;
    return stepper;
  }

  /** Frees the Stepper; the lane is empty again. */
  free() {
    if (this.stepper && 'free' in this.stepper) this.stepper.free();
    this.stepper = null;
  }

  /** Keeps the finished search's board and counters, and frees its Stepper. */
  freeze() {
    if (!this.stepper || !('free' in this.stepper) || !this.stepper.finished) return;
    const copy = frozen(this.stepper);
    this.free();
    this.stepper = copy;
  }

  /**
   * Runs up to `wanted` steps within about `budgetMs`: one Stepper.runFor call, or one per
   * step the gate allows while a gate limits it. Records each call.
   * @param {number} wanted how many steps (Infinity: as many as fit)
   * @param {number} budgetMs the time box
   * @param {Gate | null} gate
   * @returns {{ ran: number, last: StepEvent | undefined }}
   */
  advance(wanted, budgetMs, gate = null) {
    const s = this.stepper;
    let ran = 0;
    let last;
    if (!s || !('runFor' in s)) return { ran, last };
    const deadline = performance.now() + budgetMs;
    while (ran < wanted && !s.finished) {
      const left = deadline - performance.now();
      const allowed = gate ? gate.allowance(s) : Infinity;
      if (left <= 0 || allowed === 0) break;
      const slice = s.runFor(Math.min(wanted - ran, allowed), left);
      addToSliceRecord(this.strategy, slice, left);
      ran += slice.ran;
      last = slice.last ?? last;
      slice.free();
      if (allowed === Infinity) break; // one call used the whole budget or ran all it was asked
    }
    return { ran, last };
  }
}

/**
 * Adds a time-boxed slice to the record: a lane's search, the search tree's replay
 * (www/tree/tree-panel.js, recorded as strategy "tree"), or a frame of the step log's writing
 * (www/panels/scrubber.js, "log").
 * @param {string} strategy
 * @param {{ tookMs: number, lastChunkMs: number, ran: number }} slice
 * @param {number} budgetMs
 */
export function addToSliceRecord(strategy, slice, budgetMs) {
  const { tookMs, lastChunkMs, ran } = slice;
  record.slices.push({ strategy, budgetMs, tookMs, lastChunkMs, ran });
  if (record.slices.length > RECORD_LIMIT) record.slices.shift();
  record.count += 1;
}
