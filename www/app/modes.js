// The page's three modes, one per person who comes to it: Solve it (a person solving, with the
// givens locked), Watch (the search animated) and Teach (Watch at presentation scale). The
// Mode radio group picks one; `<html data-mode>` says which, and www/styles/shell.css shows
// only the pieces marked for it (`data-modes="watch teach"`), so a control hidden in a mode is
// out of sight, out of the tab order and out of the accessibility tree alike.

import { addStrings } from '../i18n/i18n.js';
import { keepFocusOnPointer } from './elements.js';

addStrings({
  en: {
    'mode.label': 'Mode',
    'mode.solve': 'Solve it',
    'mode.watch': 'Watch',
    'mode.teach': 'Teach',
    'link.badMode': 'unknown mode "{mode}" (use solve, watch or teach)',
  },
});

/** @typedef {'solve' | 'watch' | 'teach'} Mode */

/** @type {readonly Mode[]} */
export const MODES = ['solve', 'watch', 'teach'];

/**
 * Whether `value` names a mode.
 * @param {unknown} value
 * @returns {value is Mode}
 */
export function isMode(value) {
  return MODES.includes(/** @type {Mode} */ (value));
}

export class ModeSwitch {
  #group;
  #onChange;
  /** @type {Mode} */
  #mode = 'watch';

  /**
   * `group` holds the three radios (name "mode"); `onChange(mode, from)` is called after every
   * switch, by the person or by `set`.
   * @param {HTMLElement} group
   * @param {{ onChange(mode: Mode, from: Mode): void }} hooks
   */
  constructor(group, { onChange }) {
    this.#group = group;
    this.#onChange = onChange;
    group.addEventListener('change', (event) => {
      const value = /** @type {HTMLInputElement} */ (event.target).value;
      if (isMode(value)) this.set(value);
    });
    keepFocusOnPointer(group);
    this.#show();
  }

  /** @returns {Mode} */
  get mode() {
    return this.#mode;
  }

  /**
   * Switches to `mode` (nothing happens for the mode already on).
   * @param {Mode} mode
   */
  set(mode) {
    const from = this.#mode;
    this.#mode = mode;
    this.#show();
    if (mode !== from) this.#onChange(mode, from);
  }

  #show() {
    document.documentElement.dataset.mode = this.#mode;
    for (const radio of this.#group.querySelectorAll('input[name="mode"]')) {
      /** @type {HTMLInputElement} */ (radio).checked = /** @type {HTMLInputElement} */ (radio).value === this.#mode;
    }
  }
}
