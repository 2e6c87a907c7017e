// The embed's range of steps, `from` and `to` of its link: whole numbers, `from` at most `to`.
// What is wrong with a bad one is said with a key of embed-words.js and its params.

/** The largest step a link may name: reaching it takes the engine a tenth of a second, so a
 * link can never freeze the frame (seeking runs on the main thread). */
export const MAX_STEP = 10_000_000;

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
  if (!/^\d{1,8}$/.test(text)) return null;
  const number = Number(text);
  return number <= MAX_STEP ? number : null;
}
