// The animation-frame loop that drives a run (www/run/run.js) and the race (www/run/race.js):
// play, skip, halt, and one call per frame with the time since the last frame. The runs' only
// requestAnimationFrame loop (the scrubber schedules its own redraws).

import { FrameClock } from './frame-clock.js';

/**
 * The loop. `frame(dt, skipping, spentMs)` is called once per animation frame while playing,
 * with the milliseconds since the last frame and those the frame's task had already spent when
 * it was called (laying out the last frame's changes, other callbacks); it returns false to
 * stop the loop (the run finished).
 */
export class FrameLoop {
  #frame;
  #clock = new FrameClock();
  #id = 0;
  #playing = false;
  #skipping = false;

  /** @param {(dt: number, skipping: boolean, spentMs: number) => boolean} frame */
  constructor(frame) {
    this.#frame = frame;
  }

  /** @returns {boolean} */
  get playing() {
    return this.#playing;
  }

  /**
   * Starts (or restarts) the loop.
   * @param {boolean} skip run as far as the time budget allows, not at the Speed slider's pace
   */
  play(skip) {
    this.#playing = true;
    this.#skipping = skip;
    this.#clock.start(performance.now());
    cancelAnimationFrame(this.#id);
    this.#id = requestAnimationFrame((now) => this.#tick(now));
  }

  /** Stops the loop; no frame runs after this. */
  halt() {
    this.#playing = false;
    this.#skipping = false;
    cancelAnimationFrame(this.#id);
    this.#id = 0;
  }

  /** @param {number} now */
  #tick(now) {
    this.#id = 0;
    if (!this.#playing) return;
    // `now` is when the frame began: the work this task did before calling back counts too.
    const spentMs = Math.max(0, performance.now() - now);
    if (!this.#frame(this.#clock.tick(now), this.#skipping, spentMs)) this.halt();
    // The frame may have restarted the loop itself (play() asks for its own frame).
    if (this.#playing && !this.#id) this.#id = requestAnimationFrame((next) => this.#tick(next));
  }
}
