// A step range as slides: one page per step, the board as drawn with the step's narration and
// counters, printed through the browser's Print (its "Save as PDF" makes the file). The slides
// are written into #slides just before printing, from a search of their own (the run on screen
// is not moved), and taken away after; www/styles/print.css shows them instead of the page.

import { drawBoard } from '../board/board-image.js';
import { narrateEvent } from '../i18n/event-words.js';
import { addStrings, formatNumber, t } from '../i18n/i18n.js';
import { readStepRange } from './range-export.js';

/** The most slides a set gets: each is a page, and its board an image. */
export const MAX_SLIDES = 500;

addStrings({
  en: {
    'slides.button': 'Slides (PDF)',
    'slides.title': 'Step {step}',
    'slides.counters': 'Steps {steps} · placements {placements} · backtracks {backtracks} · depth {depth}',
    'slides.tooMany': 'A slide set holds at most {max} steps; this range has {count}.',
    'slides.printing': 'Printing {count} slides, one step a page: choose "Save as PDF" to keep them as a file.',
  },
});

/**
 * What the slides read and tell.
 * @typedef {object} SlidesDeps
 * @property {typeof import('../pkg/page.js')} engine
 * @property {() => Uint8Array} givens
 * @property {() => string} strategy the order's name
 * @property {import('./messages.js').Message} status
 * @property {HTMLElement} slides the element the slides are written into
 * @property {{ from: HTMLInputElement, to: HTMLInputElement }} ui
 */

/**
 * Writes the slides of the range in the fields and opens the browser's Print; says what is
 * wrong with a bad range instead.
 * @param {SlidesDeps} deps
 */
export function printSlides(deps) {
  const { engine, status, slides, ui } = deps;
  const range = readStepRange(ui.from.value, ui.to.value);
  if ('problem' in range) return status.set(() => t(range.problem, range.params), 'error');
  const count = range.to - range.from + 1;
  if (count > MAX_SLIDES) {
    return status.set(() => t('slides.tooMany', { max: formatNumber(MAX_SLIDES), count: formatNumber(count) }), 'error');
  }
  const givens = deps.givens();
  const stepper = new engine.Stepper(givens, engine.parseStrategy(deps.strategy()));
  try {
    stepper.seek(range.from);
    if (stepper.steps < range.from) {
      return status.set(() => t('gif.pastEnd', { steps: formatNumber(stepper.steps), from: formatNumber(range.from) }), 'error');
    }
    const pages = [];
    for (;;) {
      pages.push(slide(stepper, givens));
      if (stepper.steps >= range.to || stepper.finished) break;
      stepper.step();
    }
    slides.replaceChildren(...pages);
    status.set(() => t('slides.printing', { count: formatNumber(pages.length) }));
  } finally {
    stepper.free();
  }
  document.body.classList.add('printing-slides');
  window.addEventListener(
    'afterprint',
    () => {
      document.body.classList.remove('printing-slides');
      slides.replaceChildren();
    },
    { once: true },
  );
  window.print();
}

/**
 * One slide: the step's title, its board, its narration and its counters.
 * @param {import('../pkg/page.js').Stepper} stepper
 * @param {Uint8Array} givens
 * @returns {HTMLElement}
 */
function slide(stepper, givens) {
  const event = stepper.steps ? (stepper.lastEvent() ?? null) : null;
  const page = document.createElement('article');
  page.className = 'slide';
  const title = document.createElement('h2');
  title.textContent = t('slides.title', { step: formatNumber(stepper.steps) });
  // A canvas, not an image of it: the page's CSP loads images from the site alone.
  // In the light theme's colours, as the rest of the printed page is.
  const board = drawBoard({ view: stepper.cells(), givens, event }, undefined, 'light');
  board.className = 'slide-board';
  board.setAttribute('aria-hidden', 'true');
  const narration = document.createElement('p');
  narration.className = 'slide-narration';
  narration.textContent = narrateEvent(event);
  const counters = document.createElement('p');
  counters.className = 'slide-counters';
  counters.textContent = t('slides.counters', {
    steps: formatNumber(stepper.steps),
    placements: formatNumber(stepper.placements + stepper.deductions),
    backtracks: formatNumber(stepper.backtracks),
    depth: formatNumber(stepper.depth),
  });
  const words = document.createElement('div');
  words.className = 'slide-words';
  words.append(title, narration, counters);
  page.append(board, words);
  return page;
}
