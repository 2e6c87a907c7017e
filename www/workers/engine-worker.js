// The engine's worker: the fast path, the rating, the generator, Hint and Check off the main
// thread. It loads the engine's two modules for it (src/wasm/mod.rs): the solver counts
// solutions and makes the generator's drafts, and the logic, which cannot count, is handed
// them: a rating or a hint asks the solver first. It answers each request of www/workers/worker-messages.js by its `type`: solve with
// solved, rate with rated, hint with hinted (the engine's HintView as plain data), check with
// checked, make with progress now and then and at last made; any of them with error, which
// holds the message and, for the engine's errors, their code and fields. A type it does not
// know (Share's among them: www/workers/share-worker.js answers those) is an error that names it.
// A request is stopped by ending the worker.

import initLogic, { PuzzleMaker, hint, rate } from '../pkg/logic.js';
import initSolver, { PuzzleDrafts, checkBoard, solutions, solve } from '../pkg/solver.js';
import { workerEngine } from '../offline/assets.js';
import { plainError as plain } from './plain-error.js';

/** @typedef {import('./worker-messages.js').Request} Request */
/** @typedef {import('./worker-messages.js').Answer} Answer */

/** How often a search for a new puzzle says how far it has got. */
const PROGRESS_MS = 100;
/** Attempts between two looks at the clock: each is well under a millisecond. */
const ATTEMPTS_PER_LOOK = 4;
/** The requests that need the logic module too; Solve and Check need the solver alone. */
const LOGIC_REQUESTS = new Set(['rate', 'hint', 'make']);

/** @type {Promise<import('./worker-messages.js').WorkerEngines>} */
const engines = workerEngine();
const solverReady = engines.then((engine) => initSolver({ module_or_path: engine.solver }));
const logicReady = engines.then((engine) => initLogic({ module_or_path: engine.logic }));
// A module that fails to load is reported to the request that waits for it (as an error);
// until a request comes, the rejection is not an uncaught error of the worker's own.
solverReady.catch(() => {});
logicReady.catch(() => {});

/** @param {Answer} answer */
const answer = (answer) => self.postMessage(answer);

/** @param {MessageEvent<Request>} event */
self.onmessage = async ({ data }) => {
  try {
    await solverReady;
    if (LOGIC_REQUESTS.has(data.type)) await logicReady;
    answer(work(data));
  } catch (error) {
    answer({ type: 'error', error: plain(error) });
  }
};

/**
 * Does what `request` asks; its answer, or (make's progress aside) throws.
 * @param {Request} request
 * @returns {Answer}
 */
function work(request) {
  switch (request.type) {
    case 'solve': {
      const solution = solve(Uint8Array.from(request.cells));
      const solved = { type: /** @type {const} */ ('solved'), cells: Array.from(solution.cells), count: solution.count };
      solution.free();
      return solved;
    }
    case 'rate': {
      const cells = Uint8Array.from(request.cells);
      const found = solutionsOf(cells);
      const rating = rate(cells, found.count, found.cells);
      const { level, hardest, guesses, conflict } = rating;
      rating.free();
      return { type: 'rated', rating: { level, hardest, guesses, conflict: conflict && plain(conflict) } };
    }
    case 'hint': {
      const [puzzle, board] = [Uint8Array.from(request.puzzle), Uint8Array.from(request.board)];
      const found = solutionsOf(puzzle);
      const view = hint(puzzle, board, found.count, found.cells, solutionsOf(board).count);
      const hinted = { type: /** @type {const} */ ('hinted'), hint: plainHint(view) };
      view.free();
      return hinted;
    }
    case 'check': {
      const report = checkBoard(Uint8Array.from(request.puzzle), Uint8Array.from(request.board));
      const { kind, cells, empty, unique } = report;
      report.free();
      return { type: 'checked', check: { kind, cells: Array.from(cells), empty, unique } };
    }
    case 'make':
      return make(request);
    default: {
      // Not a request of worker-messages.js: never taken for another one.
      const unknown = /** @type {{ type?: unknown }} */ (request).type;
      throw new Error(`the worker has no request of type '${String(unknown)}'`);
    }
  }
}

/**
 * The solver's solutions of `cells` as plain values, counted up to 2: how many, and the first
 * one's cells (none when there is none). The engine's object is freed at once.
 * @param {Uint8Array} cells
 * @returns {{ count: number, cells: Uint8Array }}
 */
function solutionsOf(cells) {
  const found = solutions(cells);
  const plain = { count: found.count, cells: found.cells };
  found.free();
  return plain;
}

/**
 * The fields of the engine's HintView as plain data, which a message can carry; the engine's
 * objects read from it (units, the placement, the chain's links and nodes) are freed.
 * @param {import('../pkg/logic.js').HintView} view
 * @returns {import('./worker-messages.js').HintLike}
 */
function plainHint(view) {
  const place = view.place;
  const plain = {
    kind: view.kind,
    technique: view.technique,
    digits: Array.from(view.digits),
    unit: plainUnit(view.unit),
    confinedTo: plainUnit(view.confinedTo),
    focus: view.focus.map((unit) => /** @type {UnitRef} */ (plainUnit(unit))),
    pattern: Array.from(view.pattern),
    place: place && { cell: place.cell, digit: place.digit },
    eliminate: Array.from(view.eliminate),
    removes: Array.from(view.removes),
    baseKind: view.baseKind,
    base: Array.from(view.base),
    cover: Array.from(view.cover),
    fins: Array.from(view.fins),
    pivot: view.pivot,
    chain: view.chain,
    links: view.links.map((link) => {
      const plainLink = { from: plainNode(link.from), to: plainNode(link.to), strong: link.strong, als: Array.from(link.als) };
      link.free();
      return plainLink;
    }),
    wrong: Array.from(view.wrong),
  };
  place?.free();
  return plain;
}

/** @typedef {import('./worker-messages.js').UnitLike} UnitRef */

/**
 * A unit of the engine's as plain data; the engine's object is freed.
 * @param {import('../pkg/logic.js').UnitRef | undefined} unit
 * @returns {UnitRef | undefined}
 */
function plainUnit(unit) {
  if (!unit) return undefined;
  const plain = { kind: unit.kind, index: unit.index };
  unit.free();
  return plain;
}

/**
 * A chain's node as plain data; the engine's object is freed.
 * @param {import('../pkg/logic.js').ChainNode} node
 * @returns {{ digit: number, cells: number[] }}
 */
function plainNode(node) {
  const plain = { digit: node.digit, cells: Array.from(node.cells) };
  node.free();
  return plain;
}

/**
 * Makes the puzzle of a seed, level and symmetry, saying how far it has got every
 * PROGRESS_MS; the engine throws when its attempts run out.
 * @param {import('./worker-messages.js').MakeRequest} request a technique asks for a practice
 *   puzzle of it, at any level
 * @returns {Answer}
 */
function make({ seed, level, symmetry, technique }) {
  const drafts = new PuzzleDrafts(seed, symmetry);
  const maker = technique === undefined ? new PuzzleMaker(level) : PuzzleMaker.withTechnique(technique);
  try {
    let said = performance.now();
    for (;;) {
      const made = makeAttempts(drafts, maker);
      if (made) {
        const done = { type: /** @type {const} */ ('made'), cells: Array.from(made.cells), level: made.level, attempt: made.attempt };
        made.free();
        return done;
      }
      if (performance.now() - said >= PROGRESS_MS) {
        said = performance.now();
        answer({ type: 'progress', attempts: maker.attempts, budget: maker.budget });
      }
    }
  } finally {
    maker.free();
    drafts.free();
  }
}

/**
 * Up to ATTEMPTS_PER_LOOK attempts: the solver's draft of each, which the logic rates. The
 * puzzle, once one has the level; the logic throws once the attempts run out.
 * @param {PuzzleDrafts} drafts
 * @param {PuzzleMaker} maker
 */
function makeAttempts(drafts, maker) {
  for (let i = 0; i < ATTEMPTS_PER_LOOK; i++) {
    const draft = drafts.draft(maker.nextAttempt());
    const made = maker.consider(draft.attempt, draft.puzzle, draft.solution);
    draft.free();
    if (made) return made;
  }
  return undefined;
}
