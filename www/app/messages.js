// The page's own messages: the status line and the import box's error. Each shows words kept
// as a function, so that a language switch says them again in the new language. Whatever
// escapes a handler also reaches the status line (reportUncaught).

import { errorText } from '../i18n/errors.js';
import { t } from '../i18n/i18n.js';

/** @typedef {() => string} Words */

/** An element that shows one message at a time, in the current language. */
export class Message {
  #element;
  #toned;
  /** @type {Words} */
  #words = () => '';

  /**
   * @param {HTMLElement} element
   * @param {{ toned?: boolean, words?: Words }} options toned: messages carry a tone (data-tone)
   */
  constructor(element, { toned = false, words = () => '' } = {}) {
    this.#element = element;
    this.#toned = toned;
    this.#words = words;
  }

  /**
   * Shows `words` (a function returning the text in the current language, or a text).
   * @param {Words | string} words
   * @param {string} tone 'info', 'ok' or 'error' (a toned message only)
   */
  set(words, tone = 'info') {
    this.#words = typeof words === 'function' ? words : () => words;
    this.#element.textContent = this.#words();
    if (this.#toned) this.#element.dataset.tone = tone;
  }

  /**
   * Shows the message `key` with `{error}` filled from `error`, in the current language.
   * @param {string} key
   * @param {unknown} error
   */
  error(key, error) {
    this.set(() => t(key, { error: errorText(error) }), 'error');
  }

  /** Says the message again, in the language just chosen. */
  reword() {
    this.#element.textContent = this.#words();
  }
}

/**
 * At most `limit` characters of text someone else wrote, for quoting it in a message.
 * @param {string} text
 * @param {number} limit
 * @returns {string}
 */
export function clip(text, limit = 90) {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/**
 * Shows whatever escapes a handler (an error the engine throws, or a bug) in `status`, not only
 * in the console. The givens are saved on every edit, so a reload loses nothing.
 * @param {Message} status
 */
export function reportUncaught(status) {
  /** @param {unknown} error */
  const report = (error) => status.error('status.uncaught', error);
  window.addEventListener('error', (event) => report(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => report(event.reason));
}
