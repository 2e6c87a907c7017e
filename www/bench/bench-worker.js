// The timing half of bench.html, off the main thread: first receives {type: 'engine'}, the
// build to load, then {type: 'time', name, text, minMs}, answered with {type: 'timed', name,
// puzzles, counted, solved, countUs, solveUs} or {type: 'error', name, error}; a request of
// another type is an error that names it. Each set is counted untimed for minMs before it is
// timed.

import init, { PuzzleSet } from '../pkg/solver.js';
import { workerEngine } from '../offline/assets.js';

/**
 * What bench.js asks: to time the puzzles of `text`, named `name`.
 * @typedef {{ type: 'time', name: string, text: string, minMs: number }} BenchRequest
 */

/**
 * What the worker answers: the figures, or an error's message.
 * @typedef {{ type: 'timed', name: string, puzzles: number, counted: number, solved: number,
 *   countUs: number, solveUs: number } | { type: 'error', name: string, error: string }} BenchAnswer
 */

/** @param {BenchAnswer} answer */
const answer = (answer) => self.postMessage(answer);

const ready = workerEngine().then((engine) => init({ module_or_path: engine }));

/**
 * Microseconds per puzzle of `run` over the whole set, repeated until `minMs` have passed.
 * @template T
 * @param {PuzzleSet} set
 * @param {(set: PuzzleSet) => T} run
 * @param {number} minMs
 * @returns {{ us: number, answer: T }}
 */
function perPuzzle(set, run, minMs) {
  const started = performance.now();
  let puzzles = 0;
  let answer;
  do {
    answer = run(set);
    puzzles += set.length;
  } while (performance.now() - started < minMs);
  return { us: ((performance.now() - started) * 1000) / puzzles, answer };
}

/** @param {MessageEvent<BenchRequest>} event */
self.onmessage = async ({ data }) => {
  const { name, text, minMs } = data;
  let set;
  try {
    if (data.type !== 'time') throw new Error(`the bench worker has no request of type '${String(data.type)}'`);
    await ready;
    set = new PuzzleSet(text);
    // Counted untimed first, for as long as the count is then timed (solve is timed after
    // the count, and starts warm): V8 runs a module's functions on its baseline compiler
    // until they prove hot, and swaps in its optimizing compiler's code only then. In a page
    // that times sets as this one does, the first set took 18% longer than the same set timed
    // right after it (the first 10,000 17-clue puzzles: 1.80 against 1.52 µs a puzzle,
    // docs/BENCHMARKS.md), a figure about the order of the sets rather than the engine.
    // Native code has no such start.
    perPuzzle(set, (s) => s.countSolutions(), minMs);
    const count = perPuzzle(set, (s) => s.countSolutions(), minMs);
    const solve = perPuzzle(set, (s) => s.solveAll(), minMs);
    answer({
      type: 'timed',
      name,
      puzzles: set.length,
      counted: count.answer,
      solved: solve.answer,
      countUs: count.us,
      solveUs: solve.us,
    });
  } catch (error) {
    const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
    answer({ type: 'error', name, error: String(message ?? error) });
  } finally {
    set?.free();
  }
};
