// Switches the page's language in node, where there is no document: setLanguage sets
// <html lang> and translates the markup, so the unit tests give it an empty page.

import { setLanguage } from '../../www/i18n/i18n.js';
// The Korean words, which the page loads only when it first speaks Korean: here from the start.
import '../../www/i18n/ko.js';

/** An empty page: no markup to translate. */
const EMPTY_PAGE = { documentElement: { lang: '' }, querySelectorAll: () => [] };

/**
 * Switches to `language` on an empty page.
 * @param {string} language
 */
export function useLanguage(language) {
  globalThis.document ??= /** @type {any} */ (EMPTY_PAGE);
  setLanguage(language);
}
