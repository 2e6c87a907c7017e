// The keys of the Search tree's ARIA tree, as the WAI-ARIA tree pattern has them: ↑ ↓ move,
// → opens a branch or goes into it, ← closes it or goes up, Home and End jump, Enter or Space
// moves the timeline there. Pure: the panel (www/tree/tree-panel.js) does what it says.

import { itemKey } from './icicle.js';

/** @typedef {import('./icicle.js').Item} Item */

/**
 * What `key` does on item `index`: the item to move to, the item to open or close, or Enter's
 * activation; null for a key the tree does not take.
 * @param {string} key
 * @param {{ items: Item[], shown: boolean[], collapsed: Set<string>, index: number }} tree
 * @returns {{ move?: number, toggle?: Item, activate?: boolean } | null}
 */
export function treeKey(key, { items, shown, collapsed, index }) {
  const item = items[index];
  const visible = items.map((_, i) => i).filter((i) => shown[i]);
  const at = visible.indexOf(index);
  const expanded = item.under > 0 && !collapsed.has(itemKey(item));
  switch (key) {
    case 'ArrowDown':
      return { move: visible[at + 1] };
    case 'ArrowUp':
      return { move: visible[at - 1] };
    case 'Home':
      return { move: visible[0] };
    case 'End':
      return { move: visible.at(-1) };
    case 'ArrowRight':
      if (item.under > 0 && !expanded) return { toggle: item };
      return expanded ? { move: visible[at + 1] } : {};
    case 'ArrowLeft':
      return expanded ? { toggle: item } : { move: parentOf(items, index) };
    case 'Enter':
    case ' ':
      return { activate: true };
    default:
      return null;
  }
}

/**
 * @param {Item[]} items
 * @param {number} index
 * @returns {number | undefined} the index of the item it is under
 */
function parentOf(items, index) {
  const level = items[index].level;
  for (let i = index - 1; i >= 0; i--) if (items[i].level === level - 1) return i;
  return undefined;
}
