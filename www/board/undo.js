// Undo and redo for the givens: every edit, Clear, example and import can be taken back.

/** The most boards kept; older ones are dropped. */
const LIMIT = 500;

export class UndoHistory {
  /** @type {Uint8Array[]} */
  #past = [];
  /** @type {Uint8Array[]} */
  #future = [];

  /**
   * Remembers `before`, the givens an edit is about to replace.
   * @param {Uint8Array} before
   */
  record(before) {
    this.#past.push(before.slice());
    if (this.#past.length > LIMIT) this.#past.shift();
    this.#future = [];
  }

  /**
   * The givens before the last edit, or null; `current` becomes redoable.
   * @param {Uint8Array} current
   * @returns {Uint8Array | null}
   */
  undo(current) {
    const previous = this.#past.pop();
    if (!previous) return null;
    this.#future.push(current.slice());
    return previous;
  }

  /**
   * The givens the last undo replaced, or null; `current` becomes undoable.
   * @param {Uint8Array} current
   * @returns {Uint8Array | null}
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
