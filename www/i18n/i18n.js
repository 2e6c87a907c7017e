// The page's words, in English and Korean. Every module registers its English with
// `addStrings` beside its code and looks words up with `t`; static markup names its words with
// data-i18n attributes. The Korean is in www/i18n/ko/, which `loadLanguage` imports the first
// time the page speaks it: a visitor reading English never downloads it. Switching language
// (once its words are loaded) re-translates the markup and tells every listener, so each panel
// redraws its own text.

/** The languages the page speaks, in the order the switch offers them. */
export const LANGUAGES = Object.freeze(['en', 'ko']);

/** @typedef {Record<string, Record<string, string>>} Strings */
/** @typedef {Record<string, string | number>} Params */

/** @type {Record<string, Map<string, string>>} */
const dictionaries = { en: new Map(), ko: new Map() };
/** @type {((language: string) => void)[]} */
const listeners = [];
let current = 'en';

/**
 * The words of each language but English, as a module that registers them, loaded at its first
 * use: what `loadLanguage` imports.
 * @type {Record<string, () => Promise<unknown>>}
 */
const MODULES = { ko: () => import('./ko.js') };
/** @type {Map<string, Promise<void>>} each language's words, loading or loaded */
const loading = new Map();
/** The language of the latest `switchLanguage`: an earlier one whose words come later loses. */
let wanted = 'en';

/**
 * Registers strings: `{ en: { key: 'text' }, ko: { key: '텍스트' } }`. Text may hold
 * `{name}` placeholders, filled from `t`'s params. A key missing in Korean falls back to English.
 * @param {Strings} strings
 */
export function addStrings(strings) {
  for (const language of LANGUAGES) {
    for (const [key, text] of Object.entries(strings[language] ?? {})) {
      dictionaries[language].set(key, text);
    }
  }
}

/**
 * The text for `key` in the current language, with `{name}` filled from `params` (a
 * placeholder without a param stays as written). A key with no text at all throws.
 * @param {string} key
 * @param {Params} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  const text = dictionaries[current].get(key) ?? dictionaries.en.get(key);
  if (text === undefined) throw new Error(`no text for "${key}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * Whether `key` has a text in the current language (or in English, which Korean falls back to).
 * @param {string} key
 * @returns {boolean}
 */
export function hasText(key) {
  return dictionaries[current].has(key) || dictionaries.en.has(key);
}

/**
 * The current language: 'en' or 'ko'.
 * @returns {string}
 */
export function language() {
  return current;
}

/**
 * A whole number written the current language's way, with grouped thousands ("1,234"). English
 * and Korean both group by three digits with a comma, so this needs no `Intl.NumberFormat`,
 * whose first use costs a renderer 13 to 22 ms of start-up.
 * @param {number} number a whole number (steps, counts, steps per second)
 * @returns {string}
 */
export function formatNumber(number) {
  return String(number).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * A count with its noun: the message `<key>1` for one ("1 step"), else `<key>N` with the count
 * grouped ("1,204 steps"). Korean has one form; its two messages can say the same.
 * @param {string} key the messages' common start, e.g. 'tree.steps'
 * @param {number} count
 * @returns {string}
 */
export function countWords(key, count) {
  return count === 1 ? t(`${key}1`) : t(`${key}N`, { count: formatNumber(count) });
}

/**
 * The browser's preferred language among ours: Korean for any ko-*, else English.
 * @returns {string}
 */
export function browserLanguage() {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en'];
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

/**
 * Calls `listener(language)` after every switch.
 * @param {(language: string) => void} listener
 */
export function onLanguageChange(listener) {
  listeners.push(listener);
}

/**
 * Loads the words of `language` (English is always there), once: after this, `setLanguage`
 * speaks it. Fails if its module cannot be fetched.
 * @param {string} language
 * @returns {Promise<void>}
 */
export function loadLanguage(language) {
  const load = MODULES[language];
  if (!load) return Promise.resolve();
  let promise = loading.get(language);
  if (!promise) {
    promise = load().then(() => undefined);
    // A failed fetch may be tried again (the network came back).
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}

/**
 * Loads the words of `language`, then switches to it, unless another switch was asked for in
 * the meantime. If its words cannot be loaded, the page stays in the language it speaks and the
 * promise fails.
 * @param {string} language
 * @param {ParentNode} [root]
 * @returns {Promise<void>}
 */
export async function switchLanguage(language, root = document) {
  wanted = language;
  await loadLanguage(language);
  if (wanted === language) setLanguage(language, root);
}

/**
 * Speaks `language` from the page's first paint on. English is there at once; another
 * language's words are fetched first, and the page is kept out of sight until they are in
 * (`:root.translating`, www/styles/shell.css), so that no English flashes before them. If they
 * cannot be fetched, the page speaks English.
 * @param {string} language
 * @returns {Promise<void>} once the page speaks it (or English)
 */
export async function startIn(language) {
  if (!MODULES[language]) return setLanguage(language);
  const root = document.documentElement;
  root.classList.add('translating');
  await switchLanguage(language).catch(() => setLanguage('en'));
  root.classList.remove('translating');
}

/**
 * Switches to `language`, re-translates the markup under `root` and tells every listener.
 * An unknown language is ignored. Its words must have been loaded (`loadLanguage`), or the
 * page speaks English under its name: `switchLanguage` loads them first.
 * @param {string} language
 * @param {ParentNode} [root]
 */
export function setLanguage(language, root = document) {
  if (!LANGUAGES.includes(language)) return;
  current = wanted = language;
  document.documentElement.lang = language;
  translate(root);
  for (const listener of listeners) listener(language);
}

/**
 * The English that index.html itself writes for a markup key whose module has not registered
 * its words yet (the race, the GIF export: modules the page imports once it is up). Read from
 * the markup the first time `translate` meets the key, before anything has changed it; a module
 * that registers such words translates its own part of the page then.
 * @type {Map<string, string>}
 */
const markupEnglish = new Map();

/**
 * The text of a markup key: the current language's, else English, else the English the markup
 * was written with (`written`, kept the first time), or null if there is none of these.
 * @param {string} key
 * @param {string | null} written the element's text or attribute as it stands
 * @returns {string | null}
 */
function markupText(key, written) {
  if (!dictionaries.en.has(key) && !markupEnglish.has(key) && written) markupEnglish.set(key, written);
  return hasText(key) ? t(key) : markupEnglish.get(key) ?? null;
}

/**
 * Translates static markup: `data-i18n="key"` sets an element's text, and
 * `data-i18n-attr="aria-label:key title:key2"` sets attributes. A key no module has registered
 * yet keeps the markup's English (tests/unit/markup-words.test.mjs checks that every key of
 * index.html is registered by some module).
 * @param {ParentNode} [root]
 */
export function translate(root = document) {
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-i18n]'))) {
    // Only a change: writing the same words again makes a new text node, which the browser
    // paints anew, and which then counts as the page's largest paint, seconds after the first.
    const key = element.dataset.i18n;
    if (key === undefined) continue; // the selector matched it, so it has one
    const text = markupText(key, element.textContent);
    if (text !== null && element.textContent !== text) element.textContent = text;
  }
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-i18n-attr]'))) {
    for (const pair of (element.dataset.i18nAttr ?? '').split(/\s+/).filter(Boolean)) {
      const [attribute, key] = pair.split(':');
      const text = markupText(key, element.getAttribute(attribute));
      if (text !== null) element.setAttribute(attribute, text);
    }
  }
}
