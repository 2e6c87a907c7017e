// The time between the animation frames of a loop (www/run/frame-loop.js). Pure: it reads no
// clock of its own, so it can be tested with made-up timestamps.

/** The longest gap one frame may account for: a stalled tab does not owe a burst of work. */
export const MAX_FRAME_MS = 250;

/** The time between the animation frames of a loop, in milliseconds. */
export class FrameClock {
  #last = 0;

  /**
   * Starts counting from `now` (when a loop starts or resumes).
   * @param {number} now the current time, as performance.now() gives it
   */
  start(now) {
    this.#last = now;
  }

  /**
   * The milliseconds since the last frame (or `start`) for a frame at `now`. At most
   * MAX_FRAME_MS; never below 0, because a frame's timestamp can precede the
   * performance.now() that `start` took.
   * @param {number} now the frame's timestamp
   * @returns {number}
   */
  tick(now) {
    const dt = Math.max(0, Math.min(now - this.#last, MAX_FRAME_MS));
    this.#last = now;
    return dt;
  }
}
