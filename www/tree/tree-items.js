// The search tree's ARIA tree: one treeitem per item shown, laid transparently over its box in
// the drawing (www/tree/icicle.js), so a click lands on it and its focus ring shows where the
// keyboard is. The items are flat, in the order a reader meets them, with aria-level,
// aria-posinset and aria-setsize, aria-expanded on items with others under them, and
// aria-current on the branch where the timeline stands. A view can hold thousands of items, so
// they are written a chunk per task, reusing the elements of the last view, with aria-busy on
// the tree until the last.

import { itemName } from '../i18n/tree-words.js';
import { TreeItemKind } from '../pkg/bitdoku.js';
import { BOX, itemKey } from './icicle.js';

/** Items written per task: a few milliseconds of work. */
const CHUNK = 200;

/** @typedef {import('./icicle.js').Item} Item */
/** @typedef {import('./icicle.js').Box} Box */

/**
 * Sets an attribute only when it changes: most items of a view are as they were.
 * @param {Element} el
 * @param {string} name
 * @param {string | null} value null removes it
 */
function set(el, name, value) {
  if (value === null) el.removeAttribute(name);
  else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

export class TreeItems {
  #root;
  /** @type {HTMLElement[]} the elements, the i-th for the i-th item shown */
  #elements = [];
  /** @type {number[]} the index in the view's items of each element's item */
  #indices = [];
  /** Bumped by each sync, so that the chunks of an older one stop. */
  #generation = 0;

  /** @param {HTMLElement} root the element with role="tree" */
  constructor(root) {
    this.#root = root;
  }

  /**
   * The element of item `index` of the view, if it has been written.
   * @param {number} index
   * @returns {HTMLElement | undefined}
   */
  element(index) {
    const at = this.#indices.indexOf(index);
    return at < 0 ? undefined : this.#elements[at];
  }

  /**
   * Starts writing the items shown into the tree: the first chunk now, the rest in tasks of
   * their own. The item whose key is `active` holds the tab stop, and takes focus if an item
   * of the tree had it.
   * @param {Item[]} items
   * @param {Box[]} boxes
   * @param {boolean[]} shown
   * @param {{ collapsed: Set<string>, active: string | null }} state
   */
  sync(items, boxes, shown, { collapsed, active }) {
    const generation = ++this.#generation;
    const order = items.map((_, i) => i).filter((i) => shown[i]);
    const focused = this.#root.contains(document.activeElement);
    const activeAt = Math.max(0, order.findIndex((i) => itemKey(items[i]) === active));
    const write = (from) => {
      if (generation !== this.#generation) return;
      const to = Math.min(order.length, from + CHUNK);
      for (let at = from; at < to; at++) this.#write(at, items[order[at]], order[at], boxes[order[at]], collapsed, at === activeAt);
      if (focused && activeAt >= from && activeAt < to) this.#elements[activeAt].focus({ preventScroll: true });
      if (to < order.length) {
        setTimeout(() => write(to), 0);
        return;
      }
      for (const el of this.#elements.splice(order.length)) el.remove();
      this.#indices.length = order.length;
      this.#root.removeAttribute('aria-busy');
    };
    // Busy until the last chunk: assistive technology waits rather than read a tree half new.
    this.#root.setAttribute('aria-busy', 'true');
    write(0);
  }

  /**
   * @param {number} at its place among the items shown
   * @param {Item} item
   * @param {number} index its index in the view's items
   * @param {Box} box
   * @param {Set<string>} collapsed
   * @param {boolean} tabStop
   */
  #write(at, item, index, box, collapsed, tabStop) {
    let el = this.#elements[at];
    if (!el) {
      el = document.createElement('div');
      el.setAttribute('role', 'treeitem');
      el.style.height = `${BOX}px`;
      this.#root.append(el);
      this.#elements[at] = el;
    }
    this.#indices[at] = index;
    set(el, 'class', item.kind === TreeItemKind.Folded ? 'tree-item folded' : 'tree-item');
    set(el, 'data-index', String(index));
    set(el, 'aria-level', String(item.level));
    set(el, 'aria-posinset', String(item.position));
    set(el, 'aria-setsize', String(item.siblings));
    set(el, 'aria-label', itemName(item, item.current));
    set(el, 'aria-expanded', item.under > 0 ? String(!collapsed.has(itemKey(item))) : null);
    set(el, 'aria-current', item.current ? 'step' : null);
    set(el, 'tabindex', tabStop ? '0' : '-1');
    el.style.left = `${box.x}px`;
    el.style.top = `${box.y}px`;
    el.style.width = `${Math.max(box.width - 1, 2)}px`;
  }

  /**
   * Moves the tab stop and focus to item `index`.
   * @param {number} index
   */
  focus(index) {
    const el = this.element(index);
    if (!el) return;
    for (const other of this.#elements) if (other !== el) set(other, 'tabindex', '-1');
    set(el, 'tabindex', '0');
    el.focus();
  }
}
