// The lesson's code view: the solve loop in pseudocode, with the line the current event ran
// marked, the lines it passed through dimmed in, and the line it returned from. The
// Propagation order's line (place every forced digit first) shows only when that order runs.

import { EventKind } from '../pkg/page.js';
import { t } from '../i18n/i18n.js';
import { card, element } from './dom.js';

/** @typedef {import('../pkg/page.js').StepEvent} StepEvent */

/**
 * The lesson's solve loop, one entry per line: its code (the same in every language), how far
 * it is indented, and the key of its comment. `id` names the lines the events run; `only`, the
 * one search order whose loop has the line.
 * @type {{ id?: string, code: string, indent: number, comment?: string, only?: string }[]}
 */
const CODE = [
  { code: 'solve():', indent: 0 },
  { id: 'deduce', code: 'while a digit is forced: place it', indent: 1, comment: 'code.deduce', only: 'propagation' },
  { id: 'pick', code: 'cell ← a blank cell', indent: 1, comment: 'code.pick' },
  { id: 'solved', code: 'if no cell: return SOLVED', indent: 1, comment: 'code.solved' },
  { id: 'used', code: 'mask ← row[r] | col[c] | box[b]', indent: 1, comment: 'code.used' },
  { id: 'cand', code: 'cand ← ~mask & 0x1FF', indent: 1, comment: 'code.cand' },
  { code: 'for m in 1..9:', indent: 1 },
  { id: 'free', code: 'if ~mask >> (m-1) & 1:', indent: 2, comment: 'code.free' },
  { id: 'place', code: 'row[r], col[c], box[b] |= 1 << (m-1)', indent: 3, comment: 'code.place' },
  { id: 'recurse', code: 'if solve() = SOLVED: return SOLVED', indent: 3, comment: 'code.recurse' },
  { id: 'takeBack', code: 'row[r], col[c], box[b] &= ~(1 << (m-1))', indent: 3, comment: 'code.takeBack' },
  { id: 'fail', code: 'return FAIL', indent: 1, comment: 'code.fail' },
  { id: 'exhausted', code: 'solve() = FAIL → NO SOLUTION', indent: 0, comment: 'code.exhausted' },
];

/** @typedef {{ current?: string, ran?: string[], returned?: string }} Lines */

/**
 * Which code lines each event runs: the one it ends on, the ones it passed through, and the
 * one it returned from.
 * @type {Record<number, Lines>}
 */
const LINES = {
  [EventKind.Choose]: { current: 'cand', ran: ['pick', 'used'] },
  [EventKind.Place]: { current: 'place', ran: ['free'] },
  [EventKind.TakeBack]: { current: 'takeBack', returned: 'fail' },
  [EventKind.Deduce]: { current: 'deduce' },
  [EventKind.Solved]: { current: 'solved' },
  [EventKind.Exhausted]: { current: 'exhausted', returned: 'fail' },
};

/** The code card. */
export class CodeView {
  /** The card, to put in the page. */
  details = card('code', 'lesson.code');
  /** @type {Map<string, HTMLLIElement>} */
  #lines = new Map();
  /** @type {{ span: HTMLElement, key: string }[]} */
  #comments = [];

  constructor() {
    const list = element('ol', 'code-lines');
    list.id = 'code-lines';
    for (const line of CODE) {
      const li = element('li', `indent-${line.indent}`);
      if (line.id) li.dataset.line = line.id;
      if (line.only) {
        li.dataset.only = line.only;
        li.hidden = true; // until a run of that order is drawn
      }
      li.append(element('code', '', line.code));
      if (line.comment) {
        const comment = element('span', 'comment');
        comment.dataset.i18nComment = line.comment;
        li.append(comment);
        this.#comments.push({ span: comment, key: line.comment });
      }
      if (line.id) this.#lines.set(line.id, li);
      list.append(li);
    }
    this.details.append(list);
  }

  /** The comments, in the current language. */
  words() {
    for (const { span, key } of this.#comments) span.textContent = `// ${t(key)}`;
  }

  /**
   * Shows the loop of search order `strategy` (null while editing: the shared lines only), and
   * marks the lines `event` ran (none before the first step).
   * @param {StepEvent | null} event
   * @param {string | null} strategy
   */
  draw(event, strategy) {
    /** @type {Lines} */
    const lines = (event && LINES[event.kind]) ?? {};
    for (const [id, li] of this.#lines) {
      li.hidden = li.dataset.only !== undefined && li.dataset.only !== strategy;
      const current = id === lines.current;
      li.classList.toggle('current', current);
      li.classList.toggle('ran', lines.ran?.includes(id) ?? false);
      li.classList.toggle('returned', id === lines.returned);
      if (current) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
    }
  }
}
