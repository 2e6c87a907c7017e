// Links in and out: a link's ?puzzle= (or ?seed=, &level= and &symmetry= for a generated one),
// &strategy= and &lang= at start-up, Share (a link to the
// puzzle on the board, which the printed worksheet shows too) and Copy (the board as a line), both through the clipboard, with the
// text shown for copying by hand where the clipboard is blocked.

import { errorText } from '../i18n/errors.js';
import { LANGUAGES, t } from '../i18n/i18n.js';
import { isStrategy } from '../run/strategies.js';
import { isMode } from './modes.js';
import { clip } from './messages.js';

/** @typedef {import('./messages.js').Words} Words */

/**
 * The link's language, if it names one the page speaks.
 * @returns {string | null}
 */
export function linkLanguage() {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return lang !== null && LANGUAGES.includes(lang) ? lang : null;
}

/**
 * The link's mode (`?mode=solve|watch|teach`), if it names one.
 * @returns {import('./modes.js').Mode | null}
 */
export function linkMode() {
  const mode = new URLSearchParams(window.location.search).get('mode');
  return isMode(mode) ? mode : null;
}

/**
 * Loads `?puzzle=` and `&strategy=`, and checks `&lang=` (the language is set before). Returns
 * whether the board now holds the link's puzzle, words naming what in the link is wrong, or
 * null, and the generated puzzle the link asks for (`?seed=`, with `&level=` and `&symmetry=`,
 * `any` and `none` when absent), or null: the engine checks those and makes it, in the worker.
 * A link with a puzzle loads that puzzle, not a seed's. A puzzle that does not parse is not loaded, so a bad link never replaces the board
 * saved from last time. The link is then taken off the address bar: from here on the saved
 * board is the truth, so a reload keeps the edits made since (Share makes a new link).
 * @param {object} page
 * @param {typeof import('../pkg/page.js')} page.engine
 * @param {HTMLSelectElement} page.strategy the Strategy select
 * @param {(cells: Uint8Array, loaded: Words, options: { record: boolean }) => void} page.load
 * @returns {{ loaded: boolean, problem: Words | null, generate: { seed: string, level: string, symmetry: string } | null }}
 */
export function loadFromLink({ engine, strategy: select, load }) {
  const params = new URLSearchParams(window.location.search);
  const url = new URL(window.location.href);
  url.search = '';
  window.history.replaceState(null, '', url);
  /** @type {Words[]} each problem, in the current language */
  const problems = [];
  const strategy = params.get('strategy');
  if (strategy !== null) {
    if (isStrategy(strategy)) select.value = strategy;
    else problems.push(() => t('link.badStrategy', { strategy: clip(strategy) }));
  }
  const mode = params.get('mode');
  if (mode !== null && !isMode(mode)) problems.push(() => t('link.badMode', { mode: clip(mode) }));
  const lang = params.get('lang');
  if (lang !== null && !LANGUAGES.includes(lang)) {
    problems.push(() => t('link.badLanguage', { language: clip(lang) }));
  }
  const puzzle = params.get('puzzle');
  let loaded = false;
  if (puzzle !== null) {
    try {
      load(engine.parsePuzzle(puzzle), () => t('status.loadedLink'), { record: false });
      loaded = true;
    } catch (error) {
      problems.unshift(() => t('link.badPuzzle', { puzzle: clip(puzzle), error: errorText(error) }));
    }
  }
  const seed = params.get('seed');
  const generate =
    puzzle === null && seed !== null
      ? { seed, level: params.get('level') ?? 'any', symmetry: params.get('symmetry') ?? 'none' }
      : null;
  if (!problems.length) return { loaded, problem: null, generate };
  const notLoaded = puzzle !== null && !loaded;
  const problem = () => {
    const invalid = t('link.invalid', { problems: problems.map((words) => words()).join(t('link.separator')) });
    return notLoaded ? `${invalid} ${t('link.notLoaded')}` : invalid;
  };
  return { loaded, problem, generate };
}

/**
 * A link to `line` searched with `strategy`, as Share gives it and the printed worksheet shows it.
 * @param {string} line the puzzle
 * @param {string} strategy
 * @param {string | null} language the language the person chose, or null
 * @param {string | null} [mode] the mode to open in, or none
 * @returns {string}
 */
export function linkTo(line, strategy, language, mode = null) {
  const url = new URL(window.location.href);
  url.search = '';
  url.hash = '';
  url.searchParams.set('puzzle', line);
  url.searchParams.set('strategy', strategy);
  // A language the person chose travels with the link; one taken from their browser does not.
  if (language) url.searchParams.set('lang', language);
  if (mode) url.searchParams.set('mode', mode);
  return url.toString();
}

/**
 * Share's link (linkTo), which also becomes the address bar's.
 * @param {string} line the puzzle
 * @param {string} strategy
 * @param {string | null} language the language the person chose, or null
 * @param {string} mode the mode on screen
 * @returns {string}
 */
export function shareLink(line, strategy, language, mode) {
  const link = linkTo(line, strategy, language, mode);
  window.history.replaceState(null, '', link);
  return link;
}

/**
 * The `<iframe>` that puts the puzzle's search in another page (embed.html beside this page):
 * the order, the language the person chose, and the range from the step on screen to the end
 * of the search (the snippet's `from` and `to` can be edited).
 * @param {string} line the puzzle
 * @param {string} strategy
 * @param {string | null} language the language the person chose, or null
 * @param {number} from the step on screen
 * @returns {string}
 */
export function embedCode(line, strategy, language, from) {
  const url = new URL('embed.html', window.location.href);
  url.searchParams.set('puzzle', line);
  url.searchParams.set('strategy', strategy);
  if (from > 0) url.searchParams.set('from', String(from));
  if (language) url.searchParams.set('lang', language);
  const src = url.toString().replaceAll('&', '&amp;');
  return `<iframe src="${src}" width="400" height="520" title="bitdoku" loading="lazy" style="border:0"></iframe>`;
}

/**
 * Copies `text`, showing it in `box` too; `copied` and `byHand` are the keys of the messages
 * for success and failure, filled from `params`.
 * @param {HTMLTextAreaElement | HTMLInputElement} box
 * @param {import('./messages.js').Message} status
 * @param {string} text
 * @param {string} copied
 * @param {string} byHand
 * @param {import('../i18n/i18n.js').Params} [params]
 */
export async function copyText(box, status, text, copied, byHand, params = {}) {
  box.hidden = false;
  box.value = text;
  box.select();
  try {
    await navigator.clipboard.writeText(text);
    status.set(() => t(copied, params), 'ok');
  } catch {
    status.set(() => t(byHand, params));
  }
}
