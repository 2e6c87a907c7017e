// The fast path (the engine's solve), the rating (its rate), Hint and Check (its hint and
// checkBoard) and the generator (its PuzzleMaker) in a Web Worker (www/run/solver-worker.js), so
// that no puzzle can freeze the page.

import { startSolverWorker } from '../offline/assets.js';

/** @typedef {import('../i18n/hint-words.js').RatingLike} RatingLike */
/** @typedef {import('../i18n/hint-words.js').HintLike} HintLike */

/**
 * Check's verdict on a board: the engine's CheckReport as the worker sends it, plain data with
 * its cells (the person's entries to blame) as an array.
 * @typedef {Pick<import('../pkg/worker.js').CheckReport, 'kind' | 'empty' | 'unique'> & { cells: number[] }} CheckLike
 */

/**
 * A request the worker is answering.
 * @typedef {{ resolve(answer: any): void, reject(error: Error): void, progress?: (data: any) => void }} Pending
 */

/**
 * The solver. A new request, or cancel(), ends a request still running by replacing the worker:
 * the latest request wins. The page keeps one for Solve, one for the rating line, one each for
 * Hint and Check, and one for New puzzle.
 */
export class FastSolver {
  /** @type {Worker | null} */
  #worker = null;
  /** @type {Pending | null} */
  #pending = null;
  /** @type {HTMLElement | null} */
  #busy;

  /**
   * @param {{ busy?: HTMLElement }} [options] busy: an element marked aria-busy while a
   *   request is running (the button that asked), so that assistive technology and the tests
   *   know an answer is on its way
   */
  constructor({ busy } = {}) {
    this.#busy = busy ?? null;
  }

  /**
   * Resolves to {cells, count} (count 0, 1 or 2), or rejects with the engine's message.
   * @param {Uint8Array} cells the givens
   * @returns {Promise<{ cells: Uint8Array, count: number }>}
   */
  solve(cells) {
    return this.#ask({ cells: Array.from(cells) }).then((data) => ({ cells: Uint8Array.from(data.cells), count: data.count }));
  }

  /**
   * Resolves to the puzzle's rating (an invalid puzzle is a level, not an error).
   * @param {Uint8Array} cells the givens
   * @returns {Promise<RatingLike>}
   */
  rate(cells) {
    return this.#ask({ rate: Array.from(cells) }).then((data) => data.rating);
  }

  /**
   * Resolves to the easiest deduction on `board` (the puzzle's clues and the person's entries),
   * or what is wrong with it: the engine's hint(puzzle, board).
   * @param {Uint8Array} puzzle the puzzle as loaded
   * @param {Uint8Array} board the board now
   * @returns {Promise<HintLike>}
   */
  hint(puzzle, board) {
    return this.#ask({ hint: { puzzle: Array.from(puzzle), board: Array.from(board) } }).then((data) => data.hint);
  }

  /**
   * Resolves to Check's verdict on `board`: the engine's checkBoard(puzzle, board).
   * @param {Uint8Array} puzzle the puzzle as loaded
   * @param {Uint8Array} board the board now
   * @returns {Promise<CheckLike>}
   */
  check(puzzle, board) {
    return this.#ask({ check: { puzzle: Array.from(puzzle), board: Array.from(board) } }).then((data) => data.check);
  }

  /** Whether a request is running: its answer has not come yet. */
  get busy() {
    return this.#pending !== null;
  }

  /**
   * The request running, if any, which ends now (answered, failed or cancelled).
   * @returns {Pending | null}
   */
  #end() {
    const pending = this.#pending;
    this.#pending = null;
    this.#busy?.removeAttribute('aria-busy');
    return pending;
  }

  /**
   * Resolves to the puzzle of `seed` with the level and symmetry asked for, or rejects with the
   * engine's coded error (a bad name or seed, or no puzzle of the level within its attempts).
   * `onProgress` hears how many attempts it has made, now and then.
   * @param {{ seed: string, level: string, symmetry: string, technique?: string }} request
   * @param {(progress: { attempts: number, budget: number }) => void} onProgress
   * @returns {Promise<{ cells: Uint8Array, level: number, attempt: number }>}
   */
  make(request, onProgress) {
    return this.#ask({ make: request }, onProgress).then(({ made }) => ({ ...made, cells: Uint8Array.from(made.cells) }));
  }

  /**
   * Sends `message` to the worker, ending any request still running.
   * @param {object} message
   * @param {(data: any) => void} [progress] hears the worker's {progress} messages
   * @returns {Promise<any>}
   */
  #ask(message, progress) {
    this.cancel();
    const worker = this.#worker ?? this.#start();
    this.#worker = worker;
    return new Promise((resolve, reject) => {
      this.#pending = { resolve, reject, progress };
      this.#busy?.setAttribute('aria-busy', 'true');
      worker.postMessage(message);
    });
  }

  /** Stops a request in progress; its promise never settles. */
  cancel() {
    if (this.#pending && this.#worker) {
      this.#worker.terminate();
      this.#worker = null;
    }
    this.#end();
  }

  #start() {
    const worker = startSolverWorker(new URL('./solver-worker.js', import.meta.url));
    worker.onmessage = ({ data }) => {
      // A message a worker sent before it was ended belongs to no request of now.
      if (worker !== this.#worker) return;
      if (data.progress) return this.#pending?.progress?.(data.progress);
      const pending = this.#end();
      if (!pending) return;
      // The worker sends the error's message and its own properties (code and fields).
      if (data.error) pending.reject(Object.assign(new Error(data.error.message), data.error));
      else pending.resolve(data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      if (worker !== this.#worker) return;
      const pending = this.#end();
      this.#worker = null;
      const reason = event.message || 'worker error';
      // Coded like the engine's errors, so that i18n/errors.js can word it in Korean.
      pending?.reject(Object.assign(new Error(`the solver stopped: ${reason}`), { code: 'worker-stopped', reason }));
    };
    return worker;
  }
}
