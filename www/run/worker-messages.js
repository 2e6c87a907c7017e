// What the page and its engine worker (www/run/solver-worker.js) say to each other: one tagged
// union for the requests and one for the answers, each told apart by its `type`. Both sides
// import these types (and nothing else: this module has no code), so that tsc checks the
// sender (www/run/engine-worker.js) and the worker against the same list. The worker answers an
// unknown `type` with {type: 'error'} naming it; it never guesses a request.
//
// The choices of a request are the engine's enums by value (the generated www/pkg/worker.d.ts),
// not their names: names become values at the edge (links, saved settings, the selects) with
// the engine's parseLevel, parseSymmetry and parseTechnique.

/** @typedef {import('../pkg/worker.js').Difficulty} Difficulty */
/** @typedef {import('../pkg/worker.js').Symmetry} Symmetry */
/** @typedef {import('../pkg/worker.js').Technique} Technique */
/** @typedef {import('../pkg/worker.js').RatingLevel} RatingLevel */
/** @typedef {import('../i18n/hint-words.js').RatingLike} RatingLike */
/** @typedef {import('../i18n/hint-words.js').HintLike} HintLike */

/**
 * Check's verdict on a board: the engine's CheckReport as plain data, its cells (the person's
 * entries to blame) as an array.
 * @typedef {Pick<import('../pkg/worker.js').CheckReport, 'kind' | 'empty' | 'unique'> & { cells: number[] }} CheckLike
 */

/**
 * The first message to a worker: the worker module to load (see www/offline/assets.js).
 * @typedef {{ type: 'engine', engine: WebAssembly.Module | Uint8Array | string }} EngineMessage
 */

/**
 * A board's cells (81, 0 for blank) as a message carries them.
 * @typedef {number[]} CellList
 */

/**
 * A request: solve the givens (the fast path), rate them, find the easiest deduction on a board
 * (Hint), judge a board (Check), or make a new puzzle of a seed.
 * @typedef {{ type: 'solve', cells: CellList }
 *   | { type: 'rate', cells: CellList }
 *   | { type: 'hint', puzzle: CellList, board: CellList }
 *   | { type: 'check', puzzle: CellList, board: CellList }
 *   | MakeRequest} Request
 */

/**
 * New puzzle's request: a technique asks for a practice puzzle of it (at any level).
 * @typedef {{ type: 'make', seed: string, level: Difficulty, symmetry: Symmetry, technique?: Technique }} MakeRequest
 */

/**
 * An error as plain data: the message, and for the engine's errors their code and fields.
 * @typedef {{ message: string, code?: string, [field: string]: unknown }} PlainError
 */

/**
 * An answer: one type per request, and `progress` (New puzzle's attempts so far, now and
 * then before `made`) and `error` for any request (a thrown error, or an unknown type).
 * @typedef {{ type: 'solved', cells: CellList, count: number }
 *   | { type: 'rated', rating: RatingLike }
 *   | { type: 'hinted', hint: HintLike }
 *   | { type: 'checked', check: CheckLike }
 *   | { type: 'made', cells: CellList, level: RatingLevel, attempt: number }
 *   | { type: 'progress', attempts: number, budget: number }
 *   | { type: 'error', error: PlainError }} Answer
 */

/**
 * The answer a request of type `T` settles with (progress and error aside).
 * @template {Request['type']} T
 * @typedef {Extract<Answer, { type: AnswerTo[T] }>} AnswerOf
 */

/**
 * Each request's type and its answer's.
 * @typedef {{ solve: 'solved', rate: 'rated', hint: 'hinted', check: 'checked', make: 'made' }} AnswerTo
 */

export {};
