// The engine's workers' modules at work off the main thread: the fast path (the solver's solve),
// the rating (the logic's rate), Hint and Check (hint and checkBoard) and the generator
// (PuzzleDrafts and PuzzleMaker), in a Web Worker (www/workers/engine-worker.js), so that no puzzle can freeze the
// page. What the two say to each other is www/workers/worker-messages.js.

import { startShareWorker, startEngineWorker } from '../offline/assets.js';

/** @typedef {import('./worker-messages.js').Request} Request */
/** @typedef {import('./worker-messages.js').Answer} Answer */
/** @typedef {import('./worker-messages.js').MakeRequest} MakeRequest */
/** @typedef {import('./worker-messages.js').RatingLike} RatingLike */
/** @typedef {import('./worker-messages.js').HintLike} HintLike */
/** @typedef {import('./worker-messages.js').CheckLike} CheckLike */
/**
 * @template {Request['type']} T
 * @typedef {import('./worker-messages.js').AnswerOf<T>} AnswerOf
 */

/**
 * A request the worker is answering: the answer type it waits for, and who hears progress.
 * @typedef {{ answer: Answer['type'], resolve(answer: Answer): void, reject(error: Error): void,
 *   progress?: (progress: { attempts: number, budget: number }) => void }} Pending
 */

/**
 * The page's side of an engine worker: it asks for the fast path's solve, the rating, Hint,
 * Check or a new puzzle. A new request, or cancel(), ends a request still running by replacing
 * the worker: the latest request wins. The page keeps one for Solve, one for the rating line, one each for
 * Hint and Check, and one for New puzzle.
 */
export class WorkerClient {
  /** @type {Worker | null} */
  #worker = null;
  /** @type {Pending | null} */
  #pending = null;
  /** @type {HTMLElement | null} */
  #busy;
  /** Which worker answers: the engine's (the solver and logic modules) or Share's (Share's modules). */
  #kind;

  /**
   * @param {{ busy?: HTMLElement, kind?: 'solver' | 'share' }} [options] busy: an element
   *   marked aria-busy while a request is running (the button that asked), so that assistive
   *   technology and the tests know an answer is on its way; kind: the solver's worker (the
   *   default), or Share's (see shareWorker)
   */
  constructor({ busy, kind = 'solver' } = {}) {
    this.#busy = busy ?? null;
    this.#kind = kind;
  }

  /**
   * Resolves to {cells, count} (count 0, 1 or 2), or rejects with the engine's message.
   * @param {Uint8Array} cells the givens
   * @returns {Promise<{ cells: Uint8Array, count: number }>}
   */
  solve(cells) {
    return this.#ask({ type: 'solve', cells: Array.from(cells) }, 'solved').then((answer) => ({
      cells: Uint8Array.from(answer.cells),
      count: answer.count,
    }));
  }

  /**
   * Resolves to the puzzle's rating (an invalid puzzle is a level, not an error).
   * @param {Uint8Array} cells the givens
   * @returns {Promise<RatingLike>}
   */
  rate(cells) {
    return this.#ask({ type: 'rate', cells: Array.from(cells) }, 'rated').then((answer) => answer.rating);
  }

  /**
   * Resolves to the easiest deduction on `board` (the puzzle's clues and the person's entries),
   * or what is wrong with it: the engine's hint(puzzle, board).
   * @param {Uint8Array} puzzle the puzzle as loaded
   * @param {Uint8Array} board the board now
   * @returns {Promise<HintLike>}
   */
  hint(puzzle, board) {
    return this.#ask({ type: 'hint', puzzle: Array.from(puzzle), board: Array.from(board) }, 'hinted').then((answer) => answer.hint);
  }

  /**
   * Resolves to Check's verdict on `board`: the engine's checkBoard(puzzle, board).
   * @param {Uint8Array} puzzle the puzzle as loaded
   * @param {Uint8Array} board the board now
   * @returns {Promise<CheckLike>}
   */
  check(puzzle, board) {
    return this.#ask({ type: 'check', puzzle: Array.from(puzzle), board: Array.from(board) }, 'checked').then((answer) => answer.check);
  }

  /**
   * Resolves to the puzzle in pasted text (another tool's link or a grid in any layout) and the
   * site of its link with its title, or rejects with the engine's coded error naming what is
   * wrong.
   * @param {string} text
   * @returns {Promise<{ cells: Uint8Array, site?: { site: import('../pkg/links.js').Site, title: string } }>}
   */
  readPuzzle(text) {
    return this.#ask({ type: 'read', text }, 'puzzleRead').then(({ cells, site }) => ({ cells: Uint8Array.from(cells), site }));
  }

  /**
   * Resolves to the links of other tools (SudokuWiki, f-puzzles, SudokuPad) that open the givens.
   * @param {Uint8Array} cells the givens
   * @returns {Promise<import('./worker-messages.js').SiteLink[]>}
   */
  links(cells) {
    return this.#ask({ type: 'links', cells: Array.from(cells) }, 'linked').then((answer) => answer.links);
  }

  /**
   * Resolves to the QR code of `text`: `size` × `size` modules row by row, 1 for dark, without
   * the quiet zone; rejects with `qr-too-long` when it cannot hold the text.
   * @param {string} text
   * @returns {Promise<{ size: number, modules: number[] }>}
   */
  qr(text) {
    return this.#ask({ type: 'qr', text }, 'qrMade').then(({ size, modules }) => ({ size, modules }));
  }

  /**
   * Starts an animated GIF of `width × height` frames, each shown `delayCs` hundredths of a
   * second, its colours learnt from `sample` (RGBA pixels of a few frames). Then gifFrame for
   * each frame and gifFinish, in order: a GIF is one request after another on this worker.
   * @param {{ width: number, height: number, delayCs: number, sample: Uint8Array }} start
   * @returns {Promise<void>}
   */
  gifStart(start) {
    return this.#ask({ type: 'gifStart', ...start }, 'gifStarted').then(() => undefined);
  }

  /**
   * Adds a frame of RGBA pixels to the GIF; resolves to the frames so far.
   * @param {Uint8Array} rgba
   * @returns {Promise<number>}
   */
  gifFrame(rgba) {
    return this.#ask({ type: 'gifFrame', rgba }, 'gifAdded').then((answer) => answer.frames);
  }

  /**
   * Resolves to the GIF file's bytes.
   * @returns {Promise<Uint8Array>}
   */
  gifFinish() {
    return this.#ask({ type: 'gifFinish' }, 'gifMade').then((answer) => answer.bytes);
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
   * engine's coded error (a bad seed, or no puzzle of the level within its attempts).
   * `onProgress` hears how many attempts it has made, now and then.
   * @param {Omit<MakeRequest, 'type'>} request
   * @param {(progress: { attempts: number, budget: number }) => void} onProgress
   * @returns {Promise<{ cells: Uint8Array, level: import('../pkg/logic.js').RatingLevel, attempt: number }>}
   */
  make(request, onProgress) {
    return this.#ask({ ...request, type: 'make' }, 'made', onProgress).then(({ cells, level, attempt }) => ({
      cells: Uint8Array.from(cells),
      level,
      attempt,
    }));
  }

  /**
   * Sends `request` to the worker, ending any request still running; resolves to its answer,
   * which has type `answer`.
   * @template {Request['type']} T
   * @param {Request & { type: T }} request
   * @param {AnswerOf<T>['type']} answer the type of the answer to `request`
   * @param {Pending['progress']} [progress] hears the worker's progress answers
   * @returns {Promise<AnswerOf<T>>}
   */
  #ask(request, answer, progress) {
    this.cancel();
    const worker = this.#worker ?? this.#start();
    this.#worker = worker;
    return new Promise((resolve, reject) => {
      this.#pending = { answer, resolve: (data) => resolve(/** @type {AnswerOf<T>} */ (data)), reject, progress };
      this.#busy?.setAttribute('aria-busy', 'true');
      worker.postMessage(request);
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
    const worker =
      this.#kind === 'share'
        ? startShareWorker(new URL('./share-worker.js', import.meta.url))
        : startEngineWorker(new URL('./engine-worker.js', import.meta.url));
    /** @param {MessageEvent<Answer>} event */
    worker.onmessage = ({ data }) => {
      // A message a worker sent before it was ended belongs to no request of now.
      if (worker !== this.#worker) return;
      if (data.type === 'progress') return this.#pending?.progress?.({ attempts: data.attempts, budget: data.budget });
      const pending = this.#end();
      if (!pending) return;
      // The worker sends the error's message and its own properties (code and fields).
      if (data.type === 'error') pending.reject(Object.assign(new Error(data.error.message), data.error));
      else if (data.type === pending.answer) pending.resolve(data);
      else pending.reject(new Error(`the worker answered '${data.type}' to a request for '${pending.answer}'`));
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

/**
 * A worker for Share's requests (readPuzzle, links, qr and the GIF's gifStart, gifFrame and
 * gifFinish), which loads Share's modules: the page never holds the code that does them.
 * @param {{ busy?: HTMLElement }} [options] as WorkerClient's
 * @returns {WorkerClient}
 */
export function shareWorker(options = {}) {
  return new WorkerClient({ ...options, kind: 'share' });
}
