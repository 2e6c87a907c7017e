// The page's words, in English and Korean. Every module registers its own strings with
// `addStrings` and looks them up with `t`; static markup names its words with data-i18n
// attributes. Switching language re-translates the markup and tells every listener, so each
// panel redraws its own text.

/** The languages the page speaks, in the order the switch offers them. */
export const LANGUAGES = Object.freeze(['en', 'ko']);

const dictionaries = { en: new Map(), ko: new Map() };
const listeners = [];
let current = 'en';

/**
 * Registers strings: `{ en: { key: 'text' }, ko: { key: '텍스트' } }`. Text may hold
 * `{name}` placeholders, filled from `t`'s params. A key missing in Korean falls back to English.
 */
export function addStrings(strings) {
  for (const language of LANGUAGES) {
    for (const [key, text] of Object.entries(strings[language] ?? {})) {
      dictionaries[language].set(key, text);
    }
  }
}

/** The text for `key` in the current language, with `{name}` filled from `params`. */
export function t(key, params = {}) {
  const text = dictionaries[current].get(key) ?? dictionaries.en.get(key);
  if (text === undefined) throw new Error(`no text for "${key}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** Whether `key` has a text in the current language (or in English, which Korean falls back to). */
export function hasText(key) {
  return dictionaries[current].has(key) || dictionaries.en.has(key);
}

/** The current language: 'en' or 'ko'. */
export function language() {
  return current;
}

const numberFormats = { en: new Intl.NumberFormat('en-US'), ko: new Intl.NumberFormat('ko-KR') };

/** A number written the current language's way, with grouped thousands ("1,234"). */
export function formatNumber(number) {
  return numberFormats[current].format(number);
}

/** The browser's preferred language among ours: Korean for any ko-*, else English. */
export function browserLanguage() {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en'];
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

/** Calls `listener(language)` after every switch. */
export function onLanguageChange(listener) {
  listeners.push(listener);
}

/**
 * Switches to `language`, re-translates the markup under `root` and tells every listener.
 * An unknown language is ignored.
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
 */
export function translate(root = document) {
  for (const element of root.querySelectorAll('[data-i18n]')) {
    element.textContent = t(element.dataset.i18n);
  }
  for (const element of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of element.dataset.i18nAttr.split(/\s+/).filter(Boolean)) {
      const [attribute, key] = pair.split(':');
      element.setAttribute(attribute, t(key));
    }
  }
}
