// The page's words, in English and Korean. Every module registers its own strings with
// `addStrings` and looks them up with `t`; static markup names its words with data-i18n
// attributes. Switching language re-translates the markup and tells every listener, so each
// panel redraws its own text.

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
 * Switches to `language`, re-translates the markup under `root` and tells every listener.
 * An unknown language is ignored.
 * @param {string} language
 * @param {ParentNode} [root]
 */
export function setLanguage(language, root = document) {
  if (!LANGUAGES.includes(language)) return;
  current = language;
  document.documentElement.lang = language;
  translate(root);
  for (const listener of listeners) listener(language);
}

/**
 * Translates static markup: `data-i18n="key"` sets an element's text, and
 * `data-i18n-attr="aria-label:key title:key2"` sets attributes.
 * @param {ParentNode} [root]
 */
export function translate(root = document) {
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-i18n]'))) {
    // Only a change: writing the same words again makes a new text node, which the browser
    // paints anew, and which then counts as the page's largest paint, seconds after the first.
    const key = element.dataset.i18n;
    if (key === undefined) continue; // the selector matched it, so it has one
    const text = t(key);
    if (element.textContent !== text) element.textContent = text;
  }
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-i18n-attr]'))) {
    for (const pair of (element.dataset.i18nAttr ?? '').split(/\s+/).filter(Boolean)) {
      const [attribute, key] = pair.split(':');
      element.setAttribute(attribute, t(key));
    }
  }
}
