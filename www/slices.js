// Runs the step engine in time slices, so that no task blocks the page. The engine's
// `Stepper.runFor` sizes its own chunks and stops at the slice's budget (src/slices.rs); this
// module only lets a gate (predict mode) hold the run back. FrameClock measures the time
// between the frames those slices run in.

/**
 * Runs up to `wanted` steps of `s` in about `budgetMs`; returns how many ran and the last
 * event (undefined if none). A `gate` (predict mode) may limit how many steps run at a time:
 * its allowance(s) of 0 stops there.
 */
export function runSlice(s, wanted, budgetMs, gate = null) {
  if (!gate) {
    const slice = s.runFor(wanted, budgetMs);
    return { ran: slice.ran, last: slice.last };
  }
  const deadline = performance.now() + budgetMs;
  let ran = 0;
  let last;
  while (ran < wanted && !s.finished) {
    const n = Math.min(wanted - ran, gate.allowance(s));
    const left = deadline - performance.now();
    if (n === 0 || left <= 0) break;
    const slice = s.runFor(n, left);
    ran += slice.ran;
    last = slice.last ?? last;
  }
  return { ran, last };
}

/** The time between the animation frames of a loop, in milliseconds. */
export class FrameClock {
  #last = 0;

  /** Starts counting from now (when a loop starts or resumes). */
  start() {
    this.#last = performance.now();
  }

  /**
   * The milliseconds since the last frame (or `start`) for a frame at `now`. At most 250, so a
   * stalled tab does not owe a burst of work; never below 0, because a frame's timestamp can
   * precede the performance.now() that `start` took.
   */
  tick(now) {
    const dt = Math.max(0, Math.min(now - this.#last, 250));
    this.#last = now;
    return dt;
  }
}
