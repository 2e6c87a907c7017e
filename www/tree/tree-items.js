// The search tree's ARIA tree: one treeitem per item shown, laid transparently over its box in
// the drawing (www/tree/icicle.js; a folded item over the widest of its gaps), so a click lands
// on it and its focus ring shows where the keyboard is. The items are flat, in the order a reader meets them, with aria-level,
// aria-posinset and aria-setsize, aria-expanded on items with others under them, and
// aria-current on the branch where the timeline stands. A view can hold thousands of items, so
// they are written a chunk per task, reusing the elements of the last view, with aria-busy on
// the tree until the last.

import { itemName } from '../i18n/tree-words.js';
import { TreeItemKind } from '../pkg/page.js';
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
  /** How many elements the current sync has written: those after still name the last view. */
  #written = 0;
  /** The item (by its index in the view) to give focus to once its element is written. */
  #focusing = -1;

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
    return at < 0 || at >= this.#written ? undefined : this.#elements[at];
  }

  /**
   * The index in the view's items of the item `el` stands for, or -1 if it stands for none yet
   * (it still holds an item of the last view, not rewritten).
   * @param {Element} el
   * @returns {number}
   */
  indexOf(el) {
    const at = this.#elements.indexOf(/** @type {HTMLElement} */ (el));
    return at < 0 || at >= this.#written ? -1 : this.#indices[at];
  }

  /**
   * Starts writing the items shown into the tree: the first chunk now, the rest in tasks of
   * their own. The item whose key is `active` holds the tab stop, and takes focus if an item
   * of the tree had it, or if `takeFocus`.
   * @param {Item[]} items
   * @param {Box[]} boxes
   * @param {boolean[]} shown
   * @param {{ collapsed: Set<string>, active: string | null, takeFocus?: boolean }} state
   */
  sync(items, boxes, shown, { collapsed, active, takeFocus = false }) {
    const generation = ++this.#generation;
    this.#written = 0;
    const order = items.map((_, i) => i).filter((i) => shown[i]);
    const focused = takeFocus || this.#root.contains(document.activeElement);
    const activeAt = Math.max(0, order.findIndex((i) => itemKey(items[i]) === active));
    this.#focusing = focused && order.length > 0 ? order[activeAt] : -1;
    /** @param {number} from the first of `order` to write */
    const write = (from) => {
      if (generation !== this.#generation) return;
      const to = Math.min(order.length, from + CHUNK);
      for (let at = from; at < to; at++) this.#write(at, items[order[at]], order[at], boxes[order[at]], collapsed, at === activeAt);
      this.#written = to;
      this.#focusPending();
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
    // Names the item across views (its kind and first step), as the panel keys it.
    set(el, 'data-key', itemKey(item));
    set(el, 'aria-level', String(item.level));
    set(el, 'aria-posinset', String(item.position));
    set(el, 'aria-setsize', String(item.siblings));
    set(el, 'aria-label', itemName(item, item.current));
    set(el, 'aria-expanded', item.under > 0 ? String(!collapsed.has(itemKey(item))) : null);
    set(el, 'aria-current', item.current ? 'step' : null);
    set(el, 'tabindex', tabStop ? '0' : '-1');
    // A folded item lies over the widest of the gaps it is drawn in.
    const { x, width } = box.pieces.reduce((a, b) => (b.width > a.width ? b : a));
    el.style.left = `${x}px`;
    el.style.top = `${box.y}px`;
    el.style.width = `${Math.max(width - 1, 2)}px`;
  }

  /**
   * Moves the tab stop and focus to item `index` (once its element is written, if it is not
   * yet: the keys go on from there).
   * @param {number} index
   */
  focus(index) {
    this.#focusing = index;
    this.#focusPending();
  }

  /** Gives focus to the item waiting for it, if its element is written. */
  #focusPending() {
    const el = this.#focusing < 0 ? undefined : this.element(this.#focusing);
    if (!el) return;
    this.#focusing = -1;
    for (const other of this.#elements) if (other !== el) set(other, 'tabindex', '-1');
    set(el, 'tabindex', '0');
    el.focus();
  }
}
