// A stand-in for a key event's target in node: an element of tag `tag` (with `type` for an
// input), inside `.cell` or not and inside `.race` or not, whose closest() understands the
// selectors www/keys uses: comma-separated tags, `input:not([type=x])...`, `.cell` and `.race`.

/**
 * @param {string} tag
 * @param {{ type?: string, inCell?: boolean, inRace?: boolean }} options
 */
export function target(tag, { type, inCell = false, inRace = false } = {}) {
  /** @param {string} selector */
  const matches = (selector) =>
    selector.split(',').some((part) => {
      const [name, ...nots] = part.trim().split(':not(');
      if (name === '.cell') return inCell;
      if (name === '.race') return inRace;
      if (name !== tag) return false;
      const excluded = nots.map((not) => /** @type {RegExpMatchArray} */ (not.match(/\[type=(\w+)\]/))[1]);
      return !excluded.includes(type ?? 'text');
    });
  return { closest: (/** @type {string} */ selector) => (matches(selector) ? {} : null) };
}
