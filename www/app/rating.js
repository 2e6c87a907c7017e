// The rating line under the board: how hard the puzzle on the board is for a person ("Level:
// singles · hardest: hidden single · 0 guesses"), computed by the engine's rate in the worker
// (www/workers/worker-client.js), never on the main thread. Asked again ~300 ms after the last edit;
// the latest request wins.

import { errorText } from '../i18n/errors.js';
import { ratingWords } from '../i18n/hint-words.js';
import { onLanguageChange, t } from '../i18n/i18n.js';

/** How long the board must stay unchanged before it is rated again. */
export const RATING_DELAY_MS = 300;

export class RatingLine {
  #element;
  #rater;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #timer;
  /** @type {() => string} */
  #words = () => '';
  /** Bumped by every request, so that only the latest answer is shown. */
  #asked = 0;

  /**
   * @param {HTMLElement} element the line
   * @param {{ rate(cells: Uint8Array): Promise<import('../i18n/hint-words.js').RatingLike> }} rater
   */
  constructor(element, rater) {
    this.#element = element;
    this.#rater = rater;
    onLanguageChange(() => this.#show(this.#words));
  }

  /** The line's words as shown (the printed worksheet repeats them). */
  get text() {
    return this.#words();
  }

  /**
   * Rates `cells` after RATING_DELAY_MS, unless another board comes first.
   * @param {Uint8Array} cells the puzzle on the board
   */
  update(cells) {
    clearTimeout(this.#timer);
    const board = cells.slice();
    this.#element.setAttribute('aria-busy', 'true');
    this.#timer = setTimeout(() => this.#rate(board), RATING_DELAY_MS);
  }

  /** @param {Uint8Array} cells */
  async #rate(cells) {
    const asked = ++this.#asked;
    try {
      const rating = await this.#rater.rate(cells);
      if (asked === this.#asked) this.#show(() => ratingWords(rating));
    } catch (error) {
      if (asked === this.#asked) this.#show(() => t('rating.failed', { error: errorText(error) }));
    }
  }

  /** @param {() => string} words */
  #show(words) {
    this.#words = words;
    this.#element.textContent = words();
    this.#element.removeAttribute('aria-busy');
  }
}
