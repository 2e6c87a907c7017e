// The player a lesson page embeds (embed.html in an <iframe>): one puzzle's search in one
// order, played between two steps, `?puzzle=…&strategy=…&from=…&to=…&lang=…`, with only the
// board, a playback bar and the narration. The engine decides (parsePuzzle, parseStrategy and
// the Stepper); this module reads the link, draws and keeps time.

import { activeCell, BoardView } from '../board/board-view.js';
import { loadEngine } from '../engine.js';
import { errorText } from '../i18n/errors.js';
import { narrateEvent } from '../i18n/event-words.js';
import { browserLanguage, formatNumber, LANGUAGES, switchLanguage, t } from '../i18n/i18n.js';
import { clip } from '../app/messages.js';
import { setText } from '../panels/dom.js';
import { readRange } from './embed-range.js';
import './embed-words.js';

/** Playing, a step every this many milliseconds: two a second, slow enough to read. */
const STEP_MS = 500;

/**
 * The element with `id`, which embed.html has.
 * @param {string} id
 */
function byId(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`embed.html has no #${id}`);
  return found;
}

const params = new URLSearchParams(window.location.search);
const lang = params.get('lang');
/** A `lang=` the player does not speak: it plays in the reader's language, and says so. */
const badLang = lang !== null && !LANGUAGES.includes(lang) ? lang : null;
// Korean's words are fetched while the engine loads; if they cannot be, the player speaks English.
const speaking = switchLanguage(badLang === null && lang !== null ? lang : browserLanguage()).catch(() => undefined);

const ui = {
  board: byId('board'),
  narration: byId('narration'),
  first: /** @type {HTMLButtonElement} */ (byId('embed-first')),
  back: /** @type {HTMLButtonElement} */ (byId('embed-back')),
  play: /** @type {HTMLButtonElement} */ (byId('embed-play')),
  step: /** @type {HTMLButtonElement} */ (byId('embed-step')),
  count: byId('embed-count'),
  bar: byId('embed-bar'),
  foot: byId('embed-foot'),
  order: byId('embed-order'),
  open: /** @type {HTMLAnchorElement} */ (byId('embed-open')),
};
const board = new BoardView(ui.board);

/** Says what is wrong in place of the narration; no control is left that could not work. */
function fail(/** @type {string} */ message) {
  ui.narration.textContent = message;
  ui.narration.classList.add('embed-error');
  for (const button of [ui.first, ui.back, ui.play, ui.step]) button.disabled = true;
  ui.bar.hidden = true;
  ui.foot.hidden = true;
  document.body.dataset.ready = 'error';
}

try {
  const [engine] = await Promise.all([loadEngine(), speaking]);
  await start(engine);
} catch (error) {
  // The engine's errors name what is wrong in the puzzle or the order; say it is the link's.
  fail(t('embed.badLink', { problem: errorText(error).replace(/\.$/, '') }));
}

/** @param {Awaited<ReturnType<typeof loadEngine>>} engine */
async function start(engine) {
  const text = params.get('puzzle');
  if (!text) return fail(t('embed.noPuzzle'));
  const givens = Uint8Array.from(engine.parsePuzzle(text));
  const strategyName = params.get('strategy') ?? 'naive';
  const strategy = engine.parseStrategy(strategyName);
  const range = readRange(params.get('from'), params.get('to'));
  if ('problem' in range) return fail(t(range.problem, { ...range.params, value: clip(range.params.value ?? '') }));
  const { from, to } = range;
  const stepper = new engine.Stepper(givens, strategy);
  stepper.seek(from);
  if (stepper.steps < from) {
    return fail(t('embed.endsBefore', { steps: formatNumber(stepper.steps), from: formatNumber(from) }));
  }
  const line = Array.from(givens, (digit) => (digit ? String(digit) : '.')).join('');
  const open = new URL('./', window.location.href);
  open.search = new URLSearchParams({ puzzle: line, strategy: strategyName, lang: document.documentElement.lang }).toString();
  ui.open.href = open.href;
  ui.order.textContent = t(`embed.order.${strategyName.toLowerCase()}`);

  let timer = 0;
  const atEnd = () => stepper.finished || stepper.steps >= to;
  const draw = () => {
    const event = stepper.steps === 0 ? null : (stepper.lastEvent() ?? null);
    board.draw({ cells: stepper.cells(), givens, active: activeCell(event) });
    // Text written only when it changes: WebKit drops a click on Pause whose text was replaced
    // between the press and the release (www/app/page-view.js).
    setText(ui.narration, narrateEvent(event));
    setText(
      ui.count,
      Number.isFinite(to)
        ? t('embed.count', { step: formatNumber(stepper.steps), from: formatNumber(from), to: formatNumber(to) })
        : t('embed.countOpen', { step: formatNumber(stepper.steps), from: formatNumber(from) }),
    );
    ui.first.disabled = ui.back.disabled = stepper.steps <= from;
    ui.step.disabled = atEnd();
    ui.play.disabled = atEnd() && !timer;
    setText(ui.play, t(timer ? 'embed.pause' : 'embed.play'));
  };
  const pause = () => {
    clearTimeout(timer);
    timer = 0;
  };
  const tick = () => {
    if (!atEnd()) stepper.step();
    timer = atEnd() ? 0 : window.setTimeout(tick, STEP_MS);
    draw();
  };
  ui.play.addEventListener('click', () => {
    if (timer) pause();
    else tick();
    draw();
  });
  ui.step.addEventListener('click', () => {
    pause();
    if (!atEnd()) stepper.step();
    draw();
  });
  ui.back.addEventListener('click', () => {
    pause();
    if (stepper.steps > from) stepper.seek(stepper.steps - 1);
    draw();
  });
  ui.first.addEventListener('click', () => {
    pause();
    stepper.seek(from);
    draw();
  });
  draw();
  if (badLang !== null) {
    const note = document.createElement('span');
    note.id = 'embed-lang';
    note.textContent = t('embed.badLanguage', { lang: clip(badLang), languages: LANGUAGES.join(', ') });
    ui.foot.append(' · ', note);
  }
  document.body.dataset.ready = 'true';
}
