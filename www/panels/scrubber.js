// The scrubber under the board: a range over every step of the run so far, a live region
// that says slow runs in words (i18n/event-words.js), and downloads of the step log (written
// by Rust, src/log.rs) and of the board as a PNG. The run is not this module's: it asks the
// run to seek, and follows it through update(run), called after every draw. (Rust's
// src/timeline.rs is the run's record of steps, which seeking replays.)

import { download, downloadName } from '../app/download.js';
import { drawBoard } from '../board/board-image.js';
import { addToSliceRecord } from '../run/lane.js';
import { narrateEvent } from '../i18n/event-words.js';
import { addStrings, formatNumber, onLanguageChange, t } from '../i18n/i18n.js';

/** Runs faster than this many steps a second are not narrated: it would flood screen readers. */
const NARRATION_MAX_RATE = 5;
/** Log writing per animation frame, and per call into wasm within it. */
const LOG_SLICE_MS = 5;
const LOG_SLICE_EVENTS = 2048;
addStrings({
  en: {
    'timeline.label': 'Timeline',
    'timeline.name': 'Timeline',
    'timeline.value': 'Step {step} of {total}',
    'narration.hint': 'A screen reader reads each step out at 5 steps/s or slower.',
    'narration.ready': 'Press Play or Step: each step of the search is told here.',
    'export.format': 'Log format',
    'export.text': 'Text',
    'export.log': 'Download log',
    'export.png': 'Download PNG',
    'export.writing': 'Writing the log… {percent}%',
    'export.done': 'Downloaded {file}: {steps} steps.',
    'export.cut':
      'Downloaded {file}: the first {limit} of {steps} steps (a log holds at most {limit}). ' +
      'For every step, run: bitdoku trace --format {format} --max-steps {maxSteps} PUZZLE_FILE',
    'export.pngDone': 'Downloaded {file}.',
    'export.failed': 'The download failed: {message}',
  },
});

/** @typedef {import('./lesson-panels.js').RunView} RunView */
/**
 * What the scrubber asks of the page.
 * @typedef {object} ScrubberHooks
 * @property {(step: number) => void} seek pause, move the run to `step` and draw it
 * @property {() => void} pause
 * @property {() => boolean} isPlaying
 * @property {() => number} rate steps a second while playing
 * @property {(words: string, tone?: string) => void} setStatus
 * @property {() => string} puzzleLine the givens as 81 characters
 */

/**
 * The scrubber panel. `hooks` come from main.js:
 * - seek(step): pause, move the run to `step` and draw it;
 * - pause(), isPlaying(), rate() (steps a second while playing);
 * - setStatus(text, tone), puzzleLine() (the givens as 81 characters).
 */
export class Scrubber {
  #ui;
  #hooks;
  /** @type {RunView | null} The last run drawn. */
  #run = null;
  /**
   * The step the scrubber was dragged to and not yet shown, or null.
   * @type {number | null}
   */
  #pending = null;
  #frame = 0;
  #dragging = false;
  #exporting = false;
  /**
   * What the live region last said, for which stepper and step.
   * @type {{ stepper: import('../pkg/page.js').Stepper | null, step: number }}
   */
  #spoken = { stepper: null, step: -1 };

  /**
   * @param {HTMLElement} root the `#timeline` section, whose controls are in index.html
   * @param {ScrubberHooks} hooks
   */
  constructor(root, hooks) {
    this.#hooks = hooks;
    /** @type {(id: string) => any} */
    const $ = (id) => root.querySelector(`#${id}`);
    this.#ui = {
      range: $('timeline-range'),
      position: $('timeline-position'),
      narration: $('narration'),
      hint: $('narration-hint'),
      format: $('log-format'),
      log: $('download-log'),
      png: $('download-png'),
    };
    const { range } = this.#ui;
    range.addEventListener('pointerdown', () => {
      this.#dragging = true;
      hooks.pause();
    });
    range.addEventListener('input', () => this.#scrubTo(Number(range.value)));
    // The end of a drag (or a click on the track): show the exact step and say it.
    range.addEventListener('change', () => this.#release());
    range.addEventListener('pointerup', () => this.#release());
    range.addEventListener('keydown', (/** @type {KeyboardEvent} */ event) => this.#onKey(event));
    this.#ui.log.addEventListener('click', () => this.#downloadLog());
    this.#ui.png.addEventListener('click', () => this.#downloadPng());
    onLanguageChange(() => {
      this.#spoken.stepper = null; // say the current step again, in the new language
      if (this.#run) this.update(this.#run);
    });
  }

  /**
   * Follows the run: the scrubber's range and position, and the narration.
   * @param {RunView} run
   */
  update(run) {
    this.#run = run;
    const { range, position, log } = this.#ui;
    const s = run.stepper;
    const step = s ? s.steps : 0;
    const total = s ? s.furthest : 0;
    range.disabled = !s;
    log.disabled = !s || this.#exporting;
    const max = String(total);
    if (range.max !== max) range.max = max;
    // While a drag waits for its frame, the thumb stays where the hand put it.
    if (this.#pending === null && range.value !== String(step)) range.value = String(step);
    const numbers = { step: formatNumber(step), total: formatNumber(total) };
    const shown = `${numbers.step} / ${numbers.total}`;
    if (position.textContent !== shown) position.textContent = shown;
    const spoken = t('timeline.value', numbers);
    if (range.getAttribute('aria-valuetext') !== spoken) range.setAttribute('aria-valuetext', spoken);
    this.refresh(run);
    if (!s) {
      this.#spoken = { stepper: null, step: -1 };
      this.#say(t('narration.ready'));
    }
    else if (!this.#dragging) this.#narrateStep();
  }

  /**
   * The followers hook for a change of playing or paused: the step is always written, and read
   * aloud (a live region) only at a pace a listener can follow; the hint says so while it is not.
   * @param {RunView} run
   */
  refresh(run) {
    const fast = this.#hooks.isPlaying() && this.#hooks.rate() > NARRATION_MAX_RATE;
    const live = fast ? 'off' : 'polite';
    if (this.#ui.narration.getAttribute('aria-live') !== live) this.#ui.narration.setAttribute('aria-live', live);
    // Hidden by visibility, not taken out: the panels under it must not jump as play starts.
    this.#ui.hint.style.visibility = !fast && run.stepper ? 'hidden' : '';
  }

  /** Says the step on the board, once per step. */
  #narrateStep() {
    const run = this.#run;
    const s = run?.stepper;
    if (!run || !s || (this.#spoken.stepper === s && this.#spoken.step === s.steps)) return;
    this.#spoken = { stepper: s, step: s.steps };
    this.#say(narrateEvent(run.event));
  }

  /**
   * Puts `text` in the narration.
   * @param {string} text
   */
  #say(text) {
    if (!text) this.#spoken = { stepper: null, step: -1 };
    if (this.#ui.narration.textContent !== text) this.#ui.narration.textContent = text;
  }

  /**
   * Dragging: at most one seek per animation frame, however many input events come.
   * @param {number} step
   */
  #scrubTo(step) {
    this.#pending = step;
    if (!this.#frame) this.#frame = requestAnimationFrame(() => this.#flush());
  }

  #flush() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    const step = this.#pending;
    this.#pending = null;
    // Never past the furthest step: seeking there would run the search on, all at once.
    const furthest = this.#run?.stepper?.furthest ?? 0;
    if (step !== null) this.#hooks.seek(Math.min(step, furthest));
  }

  #release() {
    this.#dragging = false;
    this.#flush();
    this.#narrateStep();
  }

  /**
   * Arrows ±1 step, PageUp/PageDown ±1% of the run, Home/End its ends.
   * @param {KeyboardEvent} event
   */
  #onKey(event) {
    const s = this.#run?.stepper;
    if (!s || event.altKey || event.ctrlKey || event.metaKey) return;
    const total = s.furthest;
    const page = Math.max(1, Math.round(total / 100));
    /** @type {Record<string, number>} */
    const moves = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, PageDown: -page, PageUp: page };
    let step;
    if (event.key === 'Home') step = 0;
    else if (event.key === 'End') step = total;
    else if (event.key in moves) step = s.steps + moves[event.key];
    else return;
    event.preventDefault();
    this.#pending = null;
    this.#flush();
    this.#hooks.seek(Math.min(Math.max(step, 0), total));
  }

  /** The run's step log from step 0 to the current step, written by Rust a slice per frame. */
  async #downloadLog() {
    const s = this.#run?.stepper;
    if (!s || this.#exporting) return;
    const format = this.#ui.format.value;
    const steps = s.steps;
    const writer = s.stepLog(format);
    this.#exporting = true;
    this.#ui.log.disabled = true;
    const { setStatus } = this.#hooks;
    try {
      // One Blob per frame: each frame encodes its own text, so the last one has no big
      // string to encode, and a Blob of Blobs costs nothing to make.
      const parts = [];
      do {
        const began = performance.now();
        const deadline = began + LOG_SLICE_MS;
        const texts = [];
        // A chunk begins only before the deadline, at the time checked against it.
        let chunk = began;
        for (;;) {
          texts.push(writer.next(LOG_SLICE_EVENTS));
          if (writer.done) break;
          const now = performance.now();
          if (now >= deadline) break;
          chunk = now;
        }
        const now = performance.now();
        // On the page's record of time-boxed slices, which the tests read (www/run/lane.js).
        addToSliceRecord('log', { tookMs: now - began, lastChunkMs: now - chunk, ran: texts.length }, LOG_SLICE_MS);
        parts.push(new Blob(texts));
        if (!writer.done) {
          const percent = Math.floor((100 * writer.written) / writer.events);
          setStatus(t('export.writing', { percent }));
          await nextFrame();
        }
      } while (!writer.done);
      const file = downloadName(this.#hooks.puzzleLine(), steps, format === 'csv' ? 'csv' : 'txt');
      const type = format === 'csv' ? 'text/csv' : 'text/plain';
      download(new Blob(parts, { type: `${type};charset=utf-8` }), file);
      const numbers = { file, steps: formatNumber(steps), limit: formatNumber(writer.events) };
      if (writer.events < steps) setStatus(t('export.cut', { ...numbers, format, maxSteps: steps }), 'info');
      else setStatus(t('export.done', numbers), 'ok');
    } catch (error) {
      setStatus(t('export.failed', { message: error instanceof Error ? error.message : String(error) }), 'error');
    } finally {
      writer.free();
      this.#exporting = false;
      this.#ui.log.disabled = !this.#run?.stepper;
    }
  }

  /** The board as it is drawn now, as a PNG. */
  #downloadPng() {
    if (!this.#run) return;
    const file = downloadName(this.#hooks.puzzleLine(), this.#run.stepper ? this.#run.stepper.steps : 0, 'png');
    drawBoard(this.#run).toBlob((blob) => {
      if (!blob) {
        this.#hooks.setStatus(t('export.failed', { message: 'canvas.toBlob' }), 'error');
        return;
      }
      download(blob, file);
      this.#hooks.setStatus(t('export.pngDone', { file }), 'ok');
    }, 'image/png');
  }
}

/** @returns {Promise<number>} when the next frame is drawn */
function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}
