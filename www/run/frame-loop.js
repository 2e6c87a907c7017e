// The loop that drives a run (www/run/run.js) and the race (www/run/race.js): play, skip, halt,
// and one call per turn with the time since the last. Playing, a turn is an animation frame:
// the runs' only requestAnimationFrame loop (the scrubber schedules its own redraws). Skipping
// to the end, a turn is a task of its own, posted on a MessageChannel as soon as the last one
// ends, so the search does not wait for the next frame: the browser lays out and paints
// between two such tasks, at its own frame rate.

import { FrameClock } from './frame-clock.js';

/**
 * The loop. `frame(dt, skipping)` is called once per turn while playing, with the milliseconds
 * since the last turn; it returns false to stop the loop (the run finished).
 */
export class FrameLoop {
  #frame;
  #clock = new FrameClock();
  #id = 0;
  /** The number of the turn asked for last; a turn that finds another number is stale. */
  #turn = 0;
  /** Whether the turn numbered #turn is asked for and has not run yet. */
  #asked = false;
  /** @type {MessageChannel | null} open only while skipping */
  #channel = null;
  #playing = false;
  #skipping = false;

  /** @param {(dt: number, skipping: boolean) => boolean} frame */
  constructor(frame) {
    this.#frame = frame;
  }

  /** @returns {boolean} */
  get playing() {
    return this.#playing;
  }

  /** @returns {boolean} whether the loop is playing as fast as it can (Skip to end) */
  get skipping() {
    return this.#skipping;
  }

  /**
   * Starts (or restarts) the loop.
   * @param {boolean} skip run as far as the time budget allows, not at the Speed slider's pace
   */
  play(skip) {
    this.#playing = true;
    this.#skipping = skip;
    this.#clock.start(performance.now());
    this.#cancel();
    this.#ask();
  }

  /** Stops the loop; no turn runs after this. */
  halt() {
    this.#playing = false;
    this.#skipping = false;
    this.#cancel();
  }

  /**
   * @param {number} now when the turn began
   * @param {number} turn its number
   */
  #tick(now, turn) {
    if (turn !== this.#turn || !this.#playing) return;
    this.#asked = false;
    if (!this.#frame(this.#clock.tick(now), this.#skipping)) this.halt();
    // The frame may have restarted the loop itself (play() asks for its own turn).
    if (this.#playing && !this.#asked) this.#ask();
  }

  /** Asks for the next turn: the next animation frame, or while skipping the next task. */
  #ask() {
    const turn = ++this.#turn;
    this.#asked = true;
    if (this.#skipping) {
      if (!this.#channel) {
        this.#channel = new MessageChannel();
        this.#channel.port1.onmessage = (message) => this.#tick(performance.now(), message.data);
      }
      this.#channel.port2.postMessage(turn);
    } else this.#id = requestAnimationFrame((now) => this.#tick(now, turn));
  }

  /** Forgets the turn asked for, if any, and closes the channel: a posted turn never arrives. */
  #cancel() {
    cancelAnimationFrame(this.#id);
    this.#channel?.port1.close();
    this.#channel = null;
    this.#turn++;
    this.#asked = false;
  }
}
