// The tabs beside the board in Watch and Teach: one panel at a time (Stack, Inspector, Solve
// loop, Why, Search tree), so the board and the panel a person chose fit one screen. A lesson
// card (a <details> of www/panels/) is shown by opening it and closing the others, which also
// tells the lesson panels to draw only it; the Search tree is shown by showing its section,
// and draws only while on screen. Arrow keys, Home and End move between the tabs.

import { addStrings } from '../i18n/i18n.js';
import { keepFocusOnPointer } from './elements.js';

addStrings({
  en: {
    'tabs.label': 'Panels',
    'tabs.stack': 'Stack',
    'tabs.inspector': 'Inspector',
    'tabs.code': 'Solve loop',
    'tabs.why': 'Why',
    'tabs.tree': 'Search tree',
  },
});

/** @typedef {'stack' | 'inspector' | 'code' | 'why' | 'tree'} PanelName */

/** @type {readonly PanelName[]} */
export const PANELS = ['stack', 'inspector', 'code', 'why', 'tree'];

export class PanelTabs {
  #list;
  #lesson;
  #tree;
  #onChange;
  /** @type {PanelName} */
  #chosen = 'stack';

  /**
   * `list` is the tablist (its tabs carry data-panel), `lesson` the section of the lesson
   * cards, `tree` the Search tree's section; `onChange(panel)` follows a choice by the person.
   * @param {{ list: HTMLElement, lesson: HTMLElement, tree: HTMLElement }} parts
   * @param {{ onChange(panel: PanelName): void }} hooks
   */
  constructor({ list, lesson, tree }, { onChange }) {
    this.#list = list;
    this.#lesson = lesson;
    this.#tree = tree;
    this.#onChange = onChange;
    list.addEventListener('click', (event) => {
      const tab = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (event.target).closest('[role="tab"]'));
      if (tab) this.#choose(/** @type {PanelName} */ (tab.dataset.panel));
    });
    list.addEventListener('keydown', (event) => this.#onKey(event));
    keepFocusOnPointer(list);
  }

  /** @returns {PanelName} */
  get chosen() {
    return this.#chosen;
  }

  /**
   * Shows `panel` (a name from PANELS; anything else is ignored).
   * @param {unknown} panel
   */
  show(panel) {
    if (!PANELS.includes(/** @type {PanelName} */ (panel))) return;
    this.#chosen = /** @type {PanelName} */ (panel);
    for (const tab of this.#tabs) {
      const on = tab.dataset.panel === this.#chosen;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
    }
    this.#list.nextElementSibling?.setAttribute('aria-labelledby', `tab-${this.#chosen}`);
    const tree = this.#chosen === 'tree';
    this.#tree.hidden = !tree;
    this.#lesson.hidden = tree;
    for (const card of this.#lesson.querySelectorAll('details.lesson-card')) {
      const open = card.classList.contains(this.#chosen);
      /** @type {HTMLDetailsElement} */ (card).open = open;
      /** @type {HTMLElement} */ (card).hidden = !open;
    }
  }

  get #tabs() {
    return /** @type {HTMLElement[]} */ ([...this.#list.querySelectorAll('[role="tab"]')]);
  }

  /** @param {PanelName} panel */
  #choose(panel) {
    this.show(panel);
    this.#onChange(panel);
  }

  /** @param {KeyboardEvent} event */
  #onKey(event) {
    const at = PANELS.indexOf(this.#chosen);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: PANELS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = PANELS[(to + PANELS.length) % PANELS.length];
    this.#choose(next);
    this.#tabs.find((tab) => tab.dataset.panel === next)?.focus();
  }
}
