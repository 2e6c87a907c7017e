// The timer of a person's own solving: it starts with their first digit or note in a puzzle (or
// with its button, for those who time their thinking too), pauses with its button (and by itself while the page is hidden, so a tab left open does not
// count), and stops when the board is full and right. A new puzzle sets it back to 0:00. Its
// time is saved with the puzzle (www/app/persistence.js) and comes back paused after a reload.
// In classroom mode it is hidden unless the "timer in classroom mode" setting asks for it
// (www/styles/page.css reads the class that setting puts on it).

import { addStrings, onLanguageChange, t } from '../i18n/i18n.js';

addStrings({
  en: {
    'timer.start': 'Start timer',
    'timer.pause': 'Pause timer',
    'timer.resume': 'Resume timer',
    'timer.solved': 'Solved in {time}. Every digit is right: well done!',
  },
});

/** How often the shown time is brought up to date while the timer runs. */
const TICK_MS = 250;

/**
 * A time as a clock shows it: "0:07", "12:34", "1:02:03".
 * @param {number} ms
 * @returns {string}
 */
export function clockTime(ms) {
  const seconds = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

export class SolveTimer {
  #ui;
  /** Milliseconds counted before the running stretch, if any, began. */
  #banked = 0;
  /**
   * When the running stretch began (performance.now()), or null while paused or stopped.
   * @type {number | null}
   */
  #since = null;
  /** Whether the puzzle is solved: the time stands until a new puzzle. */
  #stopped = false;
  /** Whether the page's hiding paused it, so that showing the page again resumes it. */
  #pausedByHiding = false;
  #tick = 0;
  #save;

  /**
   * @param {{ box: HTMLElement, time: HTMLElement, toggle: HTMLButtonElement }} ui
   *   box: the timer's group; time: the clock; toggle: Start / Pause / Resume
   * @param {{ save: () => void }} hooks save: the time to keep changed (a pause, a reset)
   */
  constructor(ui, { save }) {
    this.#ui = ui;
    this.#save = save;
    ui.toggle.addEventListener('click', () => (this.running ? this.pause() : this.resume()));
    document.addEventListener('visibilitychange', () => {
      if (document.hidden && this.running) {
        this.pause();
        this.#pausedByHiding = true;
      } else if (!document.hidden && this.#pausedByHiding) {
        this.resume();
      }
    });
    onLanguageChange(() => this.#show());
    this.#show();
  }

  /** @returns {boolean} whether it is counting now */
  get running() {
    return this.#since !== null;
  }

  /** @returns {number} the milliseconds counted so far */
  get ms() {
    return this.#banked + (this.#since === null ? 0 : performance.now() - this.#since);
  }

  /** The person wrote something: counting goes on (or starts), unless the puzzle is solved. */
  entry() {
    if (!this.#stopped) this.resume();
  }

  resume() {
    if (this.running || this.#stopped) return;
    this.#pausedByHiding = false;
    this.#since = performance.now();
    this.#tick = window.setInterval(() => this.#show(), TICK_MS);
    this.#show();
  }

  pause() {
    if (!this.running) return;
    this.#banked = this.ms;
    this.#since = null;
    window.clearInterval(this.#tick);
    this.#show();
    this.#save();
  }

  /**
   * Back to `ms` (0:00 for a new puzzle; a saved time after a reload), paused.
   * @param {number} ms
   */
  reset(ms = 0) {
    this.pause();
    this.#banked = ms;
    this.#stopped = false;
    this.#pausedByHiding = false;
    this.#show();
    this.#save();
  }

  /**
   * The puzzle is solved: the time stands. Returns the words that say so.
   * @returns {() => string}
   */
  stop() {
    this.pause();
    this.#stopped = true;
    this.#show();
    const time = clockTime(this.ms);
    return () => t('timer.solved', { time });
  }

  #show() {
    const { box, time, toggle } = this.#ui;
    time.textContent = clockTime(this.ms);
    const state = this.#stopped ? 'stopped' : this.running ? 'running' : this.ms === 0 ? 'ready' : 'paused';
    toggle.textContent = t(state === 'ready' ? 'timer.start' : state === 'running' ? 'timer.pause' : 'timer.resume');
    toggle.disabled = this.#stopped;
    box.dataset.state = state;
  }
}
