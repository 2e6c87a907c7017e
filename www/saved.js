// What survives a reload: the givens, the strategy, the speed, the pencil-mark switch,
// classroom mode and the language the person chose, in localStorage. A field added later
// (classroom, language) is simply missing from states saved before it: the page reads a missing
// classroom as "off" and a missing language as "follow the browser". Storage may be unavailable
// (private windows, blocked cookies); then nothing is saved and nothing breaks.

const KEY = 'bitdoku:v1';

/** The saved settings, or null. Callers validate every field before using it. */
export function loadSaved() {
  try {
    const saved = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    return saved && typeof saved === 'object' ? saved : null;
  } catch {
    return null;
  }
}

/** Saves {puzzle, strategy, speed, pencil, classroom, language}; silently does nothing where storage is blocked. */
export function save(settings) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the page works the same, it just forgets on reload.
  }
}
