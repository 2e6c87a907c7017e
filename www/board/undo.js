// Undo and redo for the givens: every edit, Clear, example and import can be taken back.

/** The most boards kept; older ones are dropped. */
const LIMIT = 500;

export class UndoHistory {
  #past = [];
  #future = [];

  /** Remembers `before`, the givens an edit is about to replace. */
  record(before) {
    this.#past.push(before.slice());
    if (this.#past.length > LIMIT) this.#past.shift();
    this.#future = [];
  }

  /** The givens before the last edit, or null; `current` becomes redoable. */
  undo(current) {
    const previous = this.#past.pop();
    if (!previous) return null;
    this.#future.push(current.slice());
    return previous;
  }

  /** The givens the last undo replaced, or null; `current` becomes undoable. */
  redo(current) {
    const next = this.#future.pop();
    if (!next) return null;
    this.#past.push(current.slice());
    return next;
  }

  get canUndo() {
    return this.#past.length > 0;
  }

  get canRedo() {
    return this.#future.length > 0;
  }
}
