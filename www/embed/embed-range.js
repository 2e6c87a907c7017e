// The embed's range of steps, `from` and `to` of its link: whole numbers, `from` at most `to`.
// What is wrong with a bad one is said with a key of embed-words.js and its params.

/** The largest step a link may name: more than any search the page would play. */
const MAX_STEP = 1e12;

/**
 * The range a link's `from` and `to` name (absent: the start, and the end of the search), or
 * what is wrong with them.
 * @param {string | null} fromText
 * @param {string | null} toText
 * @returns {{ from: number, to: number } | { problem: string, params: Record<string, string> }}
 */
export function readRange(fromText, toText) {
  const from = fromText === null ? 0 : stepNumber(fromText);
  if (from === null) return { problem: 'embed.badStep', params: { name: 'from', value: String(fromText) } };
  const to = toText === null ? Infinity : stepNumber(toText);
  if (to === null) return { problem: 'embed.badStep', params: { name: 'to', value: String(toText) } };
  if (from > to) return { problem: 'embed.backwards', params: { from: String(from), to: String(to) } };
  return { from, to };
}

/**
 * A step number written in decimal digits, or null.
 * @param {string} text
 */
function stepNumber(text) {
  if (!/^\d{1,13}$/.test(text)) return null;
  const number = Number(text);
  return number <= MAX_STEP ? number : null;
}
