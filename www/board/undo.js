// Undo and redo for the board: every edit, note, Clear, example and import can be taken back.
// What a change replaced is kept as a snapshot that www/app/editing.js writes and reads.

/** The most boards kept; older ones are dropped. */
const LIMIT = 500;

export class UndoHistory {
  /** @type {Uint16Array[]} */
  #past = [];
  /** @type {Uint16Array[]} */
  #future = [];

  /**
   * Remembers `before`, the snapshot of the board an edit is about to replace.
   * @param {Uint16Array} before
   */
  record(before) {
    this.#past.push(before.slice());
    if (this.#past.length > LIMIT) this.#past.shift();
    this.#future = [];
  }

  /**
   * The snapshot before the last edit, or null; `current` becomes redoable.
   * @param {Uint16Array} current
   * @returns {Uint16Array | null}
   */
  undo(current) {
    const previous = this.#past.pop();
    if (!previous) return null;
    this.#future.push(current.slice());
    return previous;
  }

  /**
   * The snapshot the last undo replaced, or null; `current` becomes undoable.
   * @param {Uint16Array} current
   * @returns {Uint16Array | null}
   */
  redo(current) {
    const next = this.#future.pop();
    if (!next) return null;
    this.#past.push(current.slice());
    return next;
  }

  /** @returns {boolean} whether there is an edit to undo */
  get canUndo() {
    return this.#past.length > 0;
  }

  /** @returns {boolean} whether there is an undo to redo */
  get canRedo() {
    return this.#future.length > 0;
  }
}
