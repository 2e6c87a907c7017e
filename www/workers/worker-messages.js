// What the page and its engine workers (www/workers/engine-worker.js, and www/workers/share-worker.js
// for Share's requests) say to each other: one tagged
// union for the requests and one for the answers, each told apart by its `type`. Both sides
// import these types (and nothing else: this module has no code), so that tsc checks the
// sender (www/workers/worker-client.js) and the worker against the same list. The worker answers an
// unknown `type` with {type: 'error'} naming it; it never guesses a request.
//
// The choices of a request are the engine's enums by value (the generated www/pkg/logic.d.ts
// and solver.d.ts),
// not their names: names become values at the edge (links, saved settings, the selects) with
// the engine's parseLevel, parseSymmetry and parseTechnique.

/** @typedef {import('../pkg/logic.js').Difficulty} Difficulty */
/** @typedef {import('../pkg/solver.js').Symmetry} Symmetry */
/** @typedef {import('../pkg/logic.js').Technique} Technique */

/**
 * An engine object as plain data, which a message carries: the fields the generated
 * www/pkg/logic.d.ts or solver.d.ts declares for it (its named keys whose values are not functions: not
 * free() or the dispose symbol), its byte arrays as arrays and the engine objects among its
 * fields plain too. Anything else is itself.
 * @template T
 * @typedef {T extends { free(): void } ? { readonly [K in FieldName<T>]: Plain<T[K]> }
 *   : T extends Uint8Array ? number[]
 *   : T extends readonly (infer E)[] ? Plain<E>[]
 *   : T} Plain
 */

/**
 * The names of an engine object's fields.
 * @template T
 * @typedef {{ [K in keyof T]: K extends string ? (string extends K ? never : T[K] extends Function ? never : K) : never }[keyof T]} FieldName
 */

/** @typedef {Plain<import('../pkg/logic.js').HintView>} HintLike a hint: the engine's HintView as plain data */
/** @typedef {Plain<import('../pkg/logic.js').UnitRef>} UnitLike a unit: the engine's UnitRef as plain data */
/** @typedef {Plain<import('../pkg/logic.js').ChainLink>} ChainLinkLike a link of a hint's chain as plain data */
/** @typedef {Plain<import('../pkg/logic.js').ChainNode>} ChainNodeLike a node of a hint's chain as plain data */
/** @typedef {Plain<import('../pkg/solver.js').CheckReport>} CheckLike Check's verdict: the engine's CheckReport as plain data */

/**
 * The engine's RatingView as plain data; the rule an invalid puzzle breaks (an error with code
 * `conflict`) as a plain error.
 * @typedef {Omit<Plain<import('../pkg/logic.js').RatingView>, 'conflict'> & { conflict?: PlainError }} RatingLike
 */

/**
 * A module to load: compiled, or its address or bytes.
 * @typedef {WebAssembly.Module | Uint8Array | string} EngineSource
 */

/**
 * Share's three modules, each loaded by Share's worker when first used (src/wasm/share.rs).
 * @typedef {{ links: EngineSource, qr: EngineSource, gif: EngineSource }} ShareEngines
 */

/**
 * The engine's worker's two modules, which it loads together (src/wasm/mod.rs).
 * @typedef {{ solver: EngineSource, logic: EngineSource }} WorkerEngines
 */

/**
 * The first message to a worker: its modules (see www/offline/assets.js); the bench page's
 * worker is sent the solver module alone.
 * @typedef {{ type: 'engine', engine: EngineSource | WorkerEngines | ShareEngines }} EngineMessage
 */

/**
 * A board's cells (81, 0 for blank) as a message carries them.
 * @typedef {number[]} CellList
 */

/**
 * A request: solve the givens (the fast path), rate them, find the easiest deduction on a board
 * (Hint), judge a board (Check), or make a new puzzle of a seed; or one of Share's (see
 * ShareRequest).
 * @typedef {{ type: 'solve', cells: CellList }
 *   | { type: 'rate', cells: CellList }
 *   | { type: 'hint', puzzle: CellList, board: CellList }
 *   | { type: 'check', puzzle: CellList, board: CellList }
 *   | MakeRequest
 *   | ShareRequest} Request
 */

/**
 * Share's requests: read a puzzle from pasted text (another tool's link or a grid), write the
 * links of other tools to the givens, draw a QR code of a text, and make an animated GIF a
 * frame at a time (start, a frame per step, finish: the worker keeps the one GIF being made,
 * and a new start drops it). Frames and samples are RGBA pixels.
 * @typedef {{ type: 'read', text: string }
 *   | { type: 'links', cells: CellList }
 *   | { type: 'qr', text: string }
 *   | { type: 'gifStart', width: number, height: number, delayCs: number, sample: Uint8Array }
 *   | { type: 'gifFrame', rgba: Uint8Array }
 *   | { type: 'gifFinish' }} ShareRequest
 */

/**
 * A link to the givens in another tool: the engine's Site, its title, and the link.
 * @typedef {{ site: import('../pkg/links.js').Site, title: string, url: string }} SiteLink
 */

/**
 * New puzzle's request: a technique asks for a practice puzzle of it (at any level).
 * @typedef {{ type: 'make', seed: string, level: Difficulty, symmetry: Symmetry, technique?: Technique }} MakeRequest
 */

/**
 * An error as plain data: the message, and for the engine's errors their code and fields (the
 * fields as www/i18n/errors.js reads them).
 * @typedef {{ message: string, code?: string }} PlainError
 */

/**
 * An answer: one type per request, and `progress` (New puzzle's attempts so far, now and
 * then before `made`) and `error` for any request (a thrown error, or an unknown type). The
 * fast path's Solution and the generator's NewPuzzle come as their plain fields.
 * @typedef {{ type: 'solved' } & Plain<import('../pkg/solver.js').Solution>
 *   | { type: 'rated', rating: RatingLike }
 *   | { type: 'hinted', hint: HintLike }
 *   | { type: 'checked', check: CheckLike }
 *   | { type: 'made' } & Plain<import('../pkg/logic.js').NewPuzzle>
 *   | { type: 'progress', attempts: number, budget: number }
 *   | { type: 'puzzleRead', cells: CellList, site?: { site: import('../pkg/links.js').Site, title: string } }
 *   | { type: 'linked', links: SiteLink[] }
 *   | { type: 'qrMade', size: number, modules: number[] }
 *   | { type: 'gifStarted' }
 *   | { type: 'gifAdded', frames: number }
 *   | { type: 'gifMade', bytes: Uint8Array }
 *   | { type: 'error', error: PlainError }} Answer
 */

/**
 * The answer a request of type `T` settles with (progress and error aside).
 * @template {Request['type']} T
 * @typedef {Extract<Answer, { type: AnswerTo[T] }>} AnswerOf
 */

/**
 * Each request's type and its answer's.
 * @typedef {{ solve: 'solved', rate: 'rated', hint: 'hinted', check: 'checked', make: 'made',
 *   read: 'puzzleRead', links: 'linked', qr: 'qrMade', gifStart: 'gifStarted', gifFrame: 'gifAdded',
 *   gifFinish: 'gifMade' }} AnswerTo
 */

export {};
