// The fast path, the rating, the generator, Hint and Check off the main thread. Answers
// {cells} with {cells, count}; {rate: cells} with {rating: {level, hardest, guesses, conflict}};
// {hint: {puzzle, board}} with {hint}, the engine's HintView as plain data (HintLike);
// {check: {puzzle, board}} with {check: {kind, cells, empty, unique}} (CheckLike);
// {make: {seed, level, symmetry, technique?}} with {progress: {attempts, budget}} now and then and at last
// {made: {cells, level, attempt}}; or, for any, {error}, where error (and an invalid puzzle's
// conflict) holds the message and, for the engine's errors, their code and fields. A request is
// stopped by ending the worker.

import init, { PuzzleMaker, checkBoard, hint, rate, solve } from '../pkg/worker.js';
import { workerEngine } from '../offline/assets.js';

/** How often a search for a new puzzle says how far it has got. */
const PROGRESS_MS = 100;
/** Attempts per call into the engine: each is well under a millisecond. */
const ATTEMPTS_PER_CALL = 4;

const ready = workerEngine().then((engine) => init({ module_or_path: engine }));
// A module that fails to load is reported to the request that waits for it (as {error});
// until a request comes, the rejection is not an uncaught error of the worker's own.
ready.catch(() => {});

/**
 * An engine error as plain data: its message and its own properties (code and fields).
 * @param {unknown} error anything thrown
 * @returns {{ message: string }}
 */
const plain = (error) => {
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return { ...(typeof error === 'object' ? error : {}), message: String(message ?? error) };
};

self.onmessage = async ({ data }) => {
  try {
    await ready;
    if (data.make) {
      make(data.make);
      return;
    }
    if (data.hint) {
      const view = hint(Uint8Array.from(data.hint.puzzle), Uint8Array.from(data.hint.board));
      self.postMessage({ hint: plainHint(view) });
      view.free();
      return;
    }
    if (data.check) {
      const report = checkBoard(Uint8Array.from(data.check.puzzle), Uint8Array.from(data.check.board));
      const { kind, cells, empty, unique } = report;
      report.free();
      self.postMessage({ check: { kind, cells: Array.from(cells), empty, unique } });
      return;
    }
    if (data.rate) {
      const rating = rate(Uint8Array.from(data.rate));
      const { level, hardest, guesses, conflict } = rating;
      rating.free();
      self.postMessage({ rating: { level, hardest, guesses, conflict: conflict && plain(conflict) } });
      return;
    }
    const solution = solve(Uint8Array.from(data.cells));
    self.postMessage({ cells: Array.from(solution.cells), count: solution.count });
    solution.free();
  } catch (error) {
    self.postMessage({ error: plain(error) });
  }
};

/**
 * The fields of the engine's HintView as plain data, which a message can carry; the engine's
 * objects read from it (units, the placement, the chain's links and nodes) are freed.
 * @param {import('../pkg/worker.js').HintView} view
 * @returns {import('../i18n/hint-words.js').HintLike}
 */
function plainHint(view) {
  const place = view.place;
  const plain = {
    kind: view.kind,
    technique: view.technique,
    digits: view.digits,
    unit: plainUnit(view.unit),
    confinedTo: plainUnit(view.confinedTo),
    focus: view.focus.map((unit) => /** @type {UnitRef} */ (plainUnit(unit))),
    pattern: view.pattern,
    place: place && { cell: place.cell, digit: place.digit },
    eliminate: view.eliminate,
    removes: view.removes,
    baseKind: view.baseKind,
    base: view.base,
    cover: view.cover,
    fins: view.fins,
    pivot: view.pivot,
    chain: view.chain,
    links: view.links.map((link) => {
      const plainLink = { from: plainNode(link.from), to: plainNode(link.to), strong: link.strong, als: Array.from(link.als) };
      link.free();
      return plainLink;
    }),
    wrong: view.wrong,
  };
  place?.free();
  return plain;
}

/** @typedef {import('../i18n/hint-words.js').UnitRef} UnitRef */

/**
 * A unit of the engine's as plain data; the engine's object is freed.
 * @param {import('../pkg/worker.js').UnitRef | undefined} unit
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
 * @param {import('../pkg/worker.js').ChainNode} node
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
 * @param {{ seed: string, level: string, symmetry: string, technique?: string }} request a
 *   technique (the explain csv's name) asks for a practice puzzle of it, at any level
 */
function make({ seed, level, symmetry, technique }) {
  const maker = technique ? PuzzleMaker.withTechnique(seed, technique, symmetry) : new PuzzleMaker(seed, level, symmetry);
  try {
    let said = performance.now();
    for (;;) {
      const made = maker.makeAttempts(ATTEMPTS_PER_CALL);
      if (made) {
        self.postMessage({ made: { cells: Array.from(made.cells), level: made.level, attempt: made.attempt } });
        made.free();
        return;
      }
      if (performance.now() - said >= PROGRESS_MS) {
        said = performance.now();
        self.postMessage({ progress: { attempts: maker.attempts, budget: maker.budget } });
      }
    }
  } finally {
    maker.free();
  }
}
