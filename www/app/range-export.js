// A step range as an animated GIF, for a lesson's slide or a message: each frame is the board
// as drawn (www/board/board-image.js) with the step's narration beneath it, in the page's
// language. The frames are drawn here one at a time from a search of their own (the run on
// screen is not moved), and Share's worker encodes them (src/gif.rs, image-rs's gif crate), so
// a long range never holds all its frames and the page never waits on the encoder.

import { drawBoard, PNG_SIZE } from '../board/board-image.js';
import { narrateEvent } from '../i18n/event-words.js';
import { addStrings, formatNumber, t } from '../i18n/i18n.js';
import { shareWorker } from '../workers/worker-client.js';
import { context2d } from '../tree/pens.js';
import { themeColour } from './colours.js';
import { download, downloadName } from './download.js';

/** The most frames a GIF gets: 2,000 steps is 17 minutes at 2 a second, and some 10 MB. */
export const MAX_FRAMES = 2000;
/** The furthest step a range may reach: the search seeks there on the main thread. */
const MAX_STEP = 10_000_000;
/** The frame: the board this wide, and the caption's band beneath it. */
const BOARD_PX = 480;
const CAPTION_PX = 84;

addStrings({
  en: {
    'gif.steps': 'Steps',
    'gif.to': 'to',
    'gif.speed': 'GIF speed',
    'gif.speedValue': '{rate} steps/s',
    'gif.download': 'Download GIF',
    'gif.cancel': 'Cancel GIF',
    'gif.badStep': 'Write the range as two whole numbers from 0 to 10,000,000, the first no larger than the second.',
    'gif.tooMany': 'A GIF holds at most {max} steps; this range has {count}.',
    'gif.pastEnd': 'The search ends at step {steps}, before step {from}.',
    'gif.making': 'Making the GIF: {done} of {total} frames…',
    'gif.done': 'Downloaded {file}: steps {from} to {to}, {frames} frames, {size} KB.',
    'gif.cancelled': 'The GIF was cancelled.',
    'gif.failed': 'The GIF could not be made: {message}',
    'gif.caption': 'Step {step}. {narration}',
  },
});

/**
 * The range typed in the two fields, or the words of what is wrong with it.
 * @param {string} fromText
 * @param {string} toText
 * @returns {{ from: number, to: number } | { problem: string, params?: import('../i18n/i18n.js').Params }}
 */
export function readStepRange(fromText, toText) {
  const whole = (/** @type {string} */ text) => (/^\s*\d{1,8}\s*$/.test(text) ? Number(text) : null);
  const from = whole(fromText);
  const to = whole(toText);
  if (from === null || to === null || from > to || to > MAX_STEP) return { problem: 'gif.badStep' };
  const count = to - from + 1;
  if (count > MAX_FRAMES) return { problem: 'gif.tooMany', params: { max: formatNumber(MAX_FRAMES), count: formatNumber(count) } };
  return { from, to };
}

/**
 * What the GIF export reads and tells.
 * @typedef {object} RangeDeps
 * @property {typeof import('../pkg/page.js')} engine
 * @property {() => Uint8Array} givens
 * @property {() => string} strategy the order's name
 * @property {() => string} puzzleLine
 * @property {import('./messages.js').Message} status
 * @property {{ from: HTMLInputElement, to: HTMLInputElement, speed: HTMLSelectElement, button: HTMLButtonElement }} ui
 */

export class RangeExport {
  #deps;
  /** @type {import('../workers/worker-client.js').WorkerClient | null} */
  #worker = null;
  #making = false;
  #cancelled = false;

  /** @param {RangeDeps} deps */
  constructor(deps) {
    this.#deps = deps;
  }

  /** The GIF button: makes the GIF, or cancels the one being made. */
  press() {
    if (this.#making) this.#cancel();
    else this.make();
  }

  /** Makes the GIF of the range in the fields and downloads it, saying how far it has got. */
  async make() {
    const { engine, status, ui } = this.#deps;
    const range = readStepRange(ui.from.value, ui.to.value);
    if ('problem' in range) return status.set(() => t(range.problem, range.params), 'error');
    const givens = this.#deps.givens();
    const stepper = new engine.Stepper(givens, engine.parseStrategy(this.#deps.strategy()));
    this.#making = true;
    this.#cancelled = false;
    ui.button.textContent = t('gif.cancel');
    try {
      stepper.seek(range.to);
      const to = stepper.steps;
      if (to < range.from) return status.set(() => t('gif.pastEnd', { steps: formatNumber(to), from: formatNumber(range.from) }), 'error');
      const { from } = range;
      const canvas = document.createElement('canvas');
      const frame = () =>
        drawFrame(canvas, { view: stepper.cells(), givens, event: stepper.steps ? (stepper.lastEvent() ?? null) : null }, stepper.steps);
      const frameAt = (/** @type {number} */ step) => {
        stepper.seek(step);
        return frame();
      };
      const sample = [from, Math.floor((from + to) / 2), to].map(frameAt);
      const joined = new Uint8Array(sample.reduce((n, s) => n + s.length, 0));
      sample.reduce((at, s) => (joined.set(s, at), at + s.length), 0);
      this.#worker ??= shareWorker();
      const delayCs = Math.round(100 / Number(ui.speed.value));
      await this.#worker.gifStart({ width: canvas.width, height: canvas.height, delayCs, sample: joined });
      const total = to - from + 1;
      stepper.seek(from);
      for (let step = from; step <= to; step++) {
        if (this.#cancelled) return;
        if (step > from) stepper.step();
        await this.#worker.gifFrame(frame());
        const done = step - from + 1;
        if (done % 10 === 0 || done === total) {
          status.set(() => t('gif.making', { done: formatNumber(done), total: formatNumber(total) }));
        }
      }
      const bytes = await this.#worker.gifFinish();
      const file = downloadName(this.#deps.puzzleLine(), `${from}-${to}`, 'gif');
      download(new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (bytes)], { type: 'image/gif' }), file);
      const size = formatNumber(Math.ceil(bytes.length / 1024));
      status.set(() => t('gif.done', { file, from: formatNumber(from), to: formatNumber(to), frames: formatNumber(total), size }), 'ok');
    } catch (error) {
      if (!this.#cancelled) status.set(() => t('gif.failed', { message: error instanceof Error ? error.message : String(error) }), 'error');
    } finally {
      stepper.free();
      this.#making = false;
      ui.button.textContent = t('gif.download');
    }
  }

  /** Stops the GIF being made: its worker ends, and nothing is downloaded. */
  #cancel() {
    this.#cancelled = true;
    this.#worker?.cancel();
    this.#worker = null;
    this.#deps.status.set(() => t('gif.cancelled'));
  }
}

/**
 * Draws one frame, the board and its caption in the light theme's colours (as print is,
 * whatever the page shows), and returns its RGBA pixels.
 * @param {HTMLCanvasElement} canvas
 * @param {Parameters<typeof drawBoard>[0]} run
 * @param {number} step
 * @returns {Uint8Array}
 */
function drawFrame(canvas, run, step) {
  const board = drawBoard(run, undefined, 'light');
  canvas.width = BOARD_PX;
  canvas.height = BOARD_PX + CAPTION_PX;
  const g = context2d(canvas);
  g.fillStyle = themeColour('--cell', document.body, 'light');
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.drawImage(board, 0, 0, PNG_SIZE, PNG_SIZE, 0, 0, BOARD_PX, BOARD_PX);
  g.fillStyle = themeColour('--ink', document.body, 'light');
  const font = getComputedStyle(document.body).fontFamily || 'sans-serif';
  g.font = `600 20px ${font}`;
  g.textBaseline = 'top';
  const caption = t('gif.caption', { step: formatNumber(step), narration: narrateEvent(run.event) });
  wrap(g, caption, BOARD_PX - 24).slice(0, 3).forEach((line, i) => g.fillText(line, 12, BOARD_PX + 8 + i * 25));
  return new Uint8Array(g.getImageData(0, 0, canvas.width, canvas.height).data.buffer);
}

/**
 * `text` in lines no wider than `width`, broken at spaces (Korean has them between words too).
 * @param {CanvasRenderingContext2D} g
 * @param {string} text
 * @param {number} width
 * @returns {string[]}
 */
function wrap(g, text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const longer = line ? `${line} ${word}` : word;
    if (line && g.measureText(longer).width > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  if (line) lines.push(line);
  return lines;
}
