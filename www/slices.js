// Runs the step engine in time slices, so that no task blocks the page: each call into the
// engine takes a chunk of steps sized to last about a millisecond, and a slice stops at its
// deadline. FrameClock measures the time between the frames those slices run in. Each stepper wants its own Slices: a naive step is far cheaper than an MRV step,
// so a chunk sized for one would overshoot the deadline by many times for the other.

export class Slices {
  /** Steps per call into the engine, adapted to how long the last calls took. */
  #chunk = 256;

  /**
   * Runs up to `wanted` steps of `s`, stopping once about `budgetMs` have passed; returns how
   * many steps were asked of the engine and the last event (packed, 0 if none). A `gate`
   * (predict mode) may limit how many steps run at a time: its allowance(s) of 0 stops there.
   */
  run(s, wanted, budgetMs, gate = null) {
    const deadline = performance.now() + budgetMs;
    let ran = 0;
    let last = 0;
    while (ran < wanted && !s.finished && performance.now() < deadline) {
      const n = Math.min(wanted - ran, this.#chunk, gate ? gate.allowance(s) : Infinity);
      if (n === 0) break;
      const started = performance.now();
      last = s.run(n) || last;
      const took = performance.now() - started;
      ran += n;
      // Keep one call near a millisecond, so the deadline is never overshot by much. Only a
      // call that ran a whole chunk says anything about how big a chunk may be.
      if (n === this.#chunk && took < 0.5) this.#chunk *= 2;
      else if (took > 2 && this.#chunk > 1) this.#chunk = Math.ceil(this.#chunk / 2);
    }
    return { ran, last };
  }
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
