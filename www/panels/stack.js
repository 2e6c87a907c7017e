// The lesson's search stack: one row per cell the search has chosen, the top (deepest) first,
// with the digit it holds and the digits still to try, or "forced" for a digit the Propagation
// order deduced (nothing else to try there). Rust keeps the stack (Stepper.stack).

import { cellLabel, maskDigits } from '../board/cell.js';
import { t } from '../i18n/i18n.js';
import { card, element, setText } from './dom.js';

/** @typedef {import('../pkg/page.js').Stepper} Stepper */

/** The stack card. */
export class StackPanel {
  /** The card, to put in the page. */
  details = card('stack', 'lesson.stack');
  #caption = element('caption', 'hint');
  #body = element('tbody');
  /** @type {{ tr: HTMLTableRowElement, cells: HTMLTableCellElement[] }[]} */
  #rows = [];
  #scroll = element('div', 'stack-scroll');
  #empty = element('p', 'hint');

  constructor() {
    const table = element('table', 'stack-table');
    table.id = 'stack-table';
    const head = element('tr');
    for (const key of ['stack.depth', 'stack.cell', 'stack.digit', 'stack.untried']) {
      const th = element('th');
      th.scope = 'col';
      th.dataset.i18n = key;
      head.append(th);
    }
    const thead = element('thead');
    thead.append(head);
    table.append(this.#caption, thead, this.#body);
    this.#empty.dataset.i18n = 'stack.empty';
    this.#scroll.tabIndex = 0; // a scrolling region must be reachable by keyboard
    this.#scroll.append(table);
    this.details.append(this.#scroll, this.#empty);
  }

  /** The words not marked with data-i18n, in the current language. */
  words() {
    this.#caption.textContent = t('stack.caption');
  }

  /**
   * Shows the stepper's stack (empty while editing).
   * @param {Stepper | null} stepper
   */
  draw(stepper) {
    const frames = stepper ? stepper.stack() : [];
    const depth = frames.length;
    while (this.#rows.length < depth) {
      const tr = element('tr');
      const cells = [0, 1, 2, 3].map(() => element('td'));
      tr.append(...cells);
      this.#rows.push({ tr, cells });
    }
    // The top of the stack (the deepest frame) first, so it is always in view.
    for (let i = 0; i < this.#rows.length; i++) {
      const row = this.#rows[i];
      if (i >= depth) {
        row.tr.remove();
        continue;
      }
      const level = depth - 1 - i;
      const { cell, digit, untried, forced } = frames[level];
      setText(row.cells[0], String(level + 1));
      setText(row.cells[1], cellLabel(cell));
      setText(row.cells[2], digit ? String(digit) : '—');
      setText(row.cells[3], forced ? t('stack.forced') : untried ? maskDigits(untried).join(' ') : '—');
      row.tr.classList.toggle('top', i === 0);
      row.tr.classList.toggle('forced', forced);
      if (row.tr.parentNode !== this.#body || this.#body.children[i] !== row.tr) {
        this.#body.insertBefore(row.tr, this.#body.children[i] ?? null);
      }
    }
    for (const frame of frames) frame.free();
    this.#scroll.hidden = depth === 0;
    this.#empty.hidden = depth !== 0;
  }
}
