// The theme switch in the title row: System (the browser's light or dark preference), Light or
// Dark. A select with three choices rather than a toggle, because a toggle could only flip
// between light and dark and never go back to following the system. The choice is set on the
// root as data-theme, from which www/styles/theme.css picks every colour (and the canvases,
// www/tree/pens.js, redraw); it is saved with the page's other settings.

import { addStrings } from '../i18n/i18n.js';

addStrings({
  en: {
    'theme.label': 'Theme',
    'theme.system': 'System',
    'theme.light': 'Light',
    'theme.dark': 'Dark',
  },
});

/** The themes a person can choose; anything else follows the system. */
const THEMES = Object.freeze(['light', 'dark']);

/**
 * @param {unknown} value
 * @returns {value is 'light' | 'dark'}
 */
const isTheme = (value) => THEMES.includes(/** @type {string} */ (value));

export class ThemeSwitch {
  #select;

  /**
   * `select` offers system, light and dark; `onChange` is called after every choice the
   * person makes (to save it).
   * @param {HTMLSelectElement} select
   * @param {{ onChange(): void }} options
   */
  constructor(select, { onChange }) {
    this.#select = select;
    select.addEventListener('change', () => {
      this.set(select.value);
      onChange();
    });
  }

  /**
   * The theme the person chose, or null to follow the system.
   * @returns {'light' | 'dark' | null}
   */
  get chosen() {
    const value = this.#select.value;
    return isTheme(value) ? value : null;
  }

  /**
   * Shows `theme`: 'light' or 'dark', anything else (a missing or damaged saved value) the
   * system's.
   * @param {unknown} theme
   */
  set(theme) {
    const root = document.documentElement;
    if (isTheme(theme)) root.dataset.theme = theme;
    else delete root.dataset.theme;
    this.#select.value = isTheme(theme) ? theme : 'system';
  }
}
