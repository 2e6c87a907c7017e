// The run's settings on the page: the Speed stops (steps per second a person can follow, and
// as fast as it goes) and the Strategy select, with the words beside them. Watch and Teach
// each keep their own speed: 10 steps/s in Watch and 5 in Teach unless the person chose another.

import { addStrings, formatNumber, t } from '../i18n/i18n.js';
import { strategy } from '../run/strategies.js';
import { keepFocusOnPointer } from './elements.js';

addStrings({
  en: { 'speed.max': 'Max', 'speed.maxName': 'As fast as it goes' },
});

/** The stops, in steps per second; the last is "as fast as it goes". */
export const SPEED_STOPS = Object.freeze([1, 2, 5, 10, 100, 1000, 500_000]);
/**
 * Each mode's speed until the person picks another (Teach reads aloud: 5 steps/s at most).
 * @type {Readonly<{ watch: number, teach: number }>}
 */
const DEFAULT_SPEED = Object.freeze({ watch: 10, teach: 5 });

/**
 * The settings' elements.
 * @typedef {object} SettingsUi
 * @property {HTMLElement} speed the radio group the stops are made in
 * @property {HTMLElement} speedValue
 * @property {HTMLSelectElement} strategy
 * @property {HTMLElement} strategyHelp
 */

export class Settings {
  #ui;
  /** @type {HTMLInputElement[]} */
  #stops = [];
  /**
   * The speed of each mode that has one, as steps per second.
   * @type {{ watch: number, teach: number }}
   */
  #speeds = { ...DEFAULT_SPEED };
  /** @type {'watch' | 'teach'} */
  #mode = 'watch';

  /**
   * Makes the stops in `ui.speed`; `onSpeed()` follows a stop the person picked.
   * @param {SettingsUi} ui
   * @param {{ onSpeed(): void }} hooks
   */
  constructor(ui, { onSpeed }) {
    this.#ui = ui;
    for (const rate of SPEED_STOPS) {
      const label = document.createElement('label');
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'speed';
      radio.value = String(rate);
      const text = document.createElement('span');
      label.append(radio, text);
      ui.speed.append(label);
      this.#stops.push(radio);
    }
    keepFocusOnPointer(ui.speed);
    ui.speed.addEventListener('change', () => {
      const chosen = this.#stops.find((stop) => stop.checked);
      if (chosen) this.#speeds[this.#mode] = Number(chosen.value);
      this.reword();
      onSpeed();
    });
    this.#check();
  }

  /**
   * Steps per second the Speed stops ask for.
   * @returns {number}
   */
  rate() {
    return this.#speeds[this.#mode];
  }

  /** The speed of each mode, to save. */
  get speeds() {
    return { ...this.#speeds };
  }

  /**
   * Takes saved speeds; anything but a stop is left at its default.
   * @param {unknown} saved
   */
  restore(saved) {
    if (!saved || typeof saved !== 'object') return;
    for (const mode of /** @type {const} */ (['watch', 'teach'])) {
      const rate = /** @type {Record<string, unknown>} */ (saved)[mode];
      if (SPEED_STOPS.includes(/** @type {number} */ (rate))) this.#speeds[mode] = /** @type {number} */ (rate);
    }
    this.#check();
  }

  /**
   * Follows the page's mode: Solve it runs no search, so it keeps Watch's speed.
   * @param {'solve' | 'watch' | 'teach'} mode
   */
  useMode(mode) {
    this.#mode = mode === 'teach' ? 'teach' : 'watch';
    this.#check();
    this.reword();
  }

  #check() {
    for (const stop of this.#stops) stop.checked = Number(stop.value) === this.rate();
  }

  /** Words the speed and the strategy's help in the current language. */
  reword() {
    const max = SPEED_STOPS.at(-1);
    for (const stop of this.#stops) {
      const rate = Number(stop.value);
      /** @type {HTMLElement} */ (stop.nextElementSibling).textContent = rate === max ? t('speed.max') : formatNumber(rate);
      if (rate === max) stop.setAttribute('aria-label', t('speed.maxName'));
    }
    this.#ui.speedValue.textContent = t('settings.speedValue', { rate: formatNumber(this.rate()) });
    this.#ui.strategyHelp.textContent = t(strategy(this.#ui.strategy.value).help);
  }
}
