// The lesson's "why it backtracked": when the search takes a digit back (or gives up), says
// in words which cell ran out of candidates and why: its units hold every digit, or every
// digit it had was tried. Rust finds the dead end (Stepper.deadEnd); this only words it.

import { EventKind } from '../pkg/page.js';
import { cellLabel } from '../board/cell.js';
import { formatNumber, t } from '../i18n/i18n.js';
import { card, element, setText } from './dom.js';
import { digitList, triedWords, unitNames } from '../i18n/lesson-words.js';

/** @typedef {import('../pkg/page.js').CellMasks} CellMasks */
/** @typedef {import('../pkg/page.js').StepEvent} StepEvent */

/** The why card. */
export class WhyPanel {
  /** The card, to put in the page. */
  details = card('why', 'lesson.why');
  #text = element('p', 'why-text');

  constructor() {
    this.#text.id = 'why-text';
    this.details.append(this.#text);
  }

  /**
   * Explains `deadEnd`, the cell whose candidates ran out at `event` (a take-back or the end
   * of a search without solution); null: nothing to explain. At the solution (after Skip to
   * end, say), it says how many digits the search took back on the way, `backtracks`.
   * @param {StepEvent | null} event
   * @param {CellMasks | null} deadEnd
   * @param {number} backtracks
   */
  draw(event, deadEnd, backtracks) {
    const text = this.#text;
    text.dataset.state = deadEnd ? 'explained' : 'idle';
    if (!deadEnd && event?.kind === EventKind.Solved) {
      const count = formatNumber(backtracks);
      return setText(text, backtracks ? t('why.solvedAfter', { backtracks: count }) : t('why.solvedClean'));
    }
    if (!deadEnd || !event) return setText(text, t('why.idle'));
    const cell = cellLabel(deadEnd.cell);
    let reason;
    if (deadEnd.candidates === 0) {
      reason = t('why.empty', {
        cell,
        ...unitNames(deadEnd.cell),
        rowDigits: digitList(deadEnd.row),
        colDigits: digitList(deadEnd.column),
        boxDigits: digitList(deadEnd.box),
      });
    } else {
      reason = triedWords(cell, deadEnd.candidates);
    }
    const then =
      event.kind === EventKind.TakeBack
        ? t('why.takeBack', { digit: event.digit, cell: cellLabel(event.cell) })
        : t('why.exhausted');
    setText(text, `${reason} ${then}`);
  }
}
