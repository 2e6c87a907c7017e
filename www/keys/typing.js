// The one test of "is the person typing in a field", which decides whether a page shortcut may
// take a key. Text fields, text areas and selects always keep their keys; other inputs keep
// them unless the shortcut's scope reaches through that input type (a checkbox, a range slider
// or an input button has no use for a letter); each scope of the keyboard table
// (www/keys/keyboard.js) says which types it reaches through. Pure: no document access.

/**
 * The selector of the fields that keep their keys.
 * @param {readonly string[]} reachThrough input types whose keys the shortcut still takes
 * @returns {string}
 */
export function typingSelector(reachThrough) {
  const input = `input${reachThrough.map((type) => `:not([type=${type}])`).join('')}`;
  return `textarea, select, ${input}`;
}

/**
 * Whether a key pressed on `target` belongs to the field the person is typing in.
 * @param {{ closest(selector: string): unknown }} target the key event's target
 * @param {readonly string[]} reachThrough input types the shortcut still takes keys from
 * @returns {boolean}
 */
export function isTypingInField(target, reachThrough = []) {
  return Boolean(target.closest(typingSelector(reachThrough)));
}
