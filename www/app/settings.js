// The run's settings on the page: the Speed slider (a log scale of steps per second) and the
// Strategy select, with the words beside them.

import { formatNumber, t } from '../i18n/i18n.js';
import { strategy } from '../run/strategies.js';

/** The speed slider runs from 2 to 500,000 steps per second on a log scale. */
const MIN_RATE = 2;
const MAX_RATE = 500_000;

/**
 * The settings' elements.
 * @typedef {object} SettingsUi
 * @property {HTMLInputElement} speed a range from 0 to 100
 * @property {HTMLElement} speedValue
 * @property {HTMLSelectElement} strategy
 * @property {HTMLElement} strategyHelp
 */

export class Settings {
  #ui;

  /** @param {SettingsUi} ui */
  constructor(ui) {
    this.#ui = ui;
  }

  /**
   * Steps per second the Speed slider asks for.
   * @returns {number}
   */
  rate() {
    return Math.round(MIN_RATE * (MAX_RATE / MIN_RATE) ** (Number(this.#ui.speed.value) / 100));
  }

  /** Words the speed and the strategy's help in the current language. */
  reword() {
    const label = t('settings.speedValue', { rate: formatNumber(this.rate()) });
    this.#ui.speedValue.textContent = label;
    this.#ui.speed.setAttribute('aria-valuetext', label);
    this.#ui.strategyHelp.textContent = t(strategy(this.#ui.strategy.value).help);
  }
}
