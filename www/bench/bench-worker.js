// The timing half of bench.html, off the main thread: first receives {engine}, the build to
// load, then {name, text, minMs}, answered with {name, puzzles, counted, solved, countUs,
// solveUs} or {name, error}. Each set is counted untimed for minMs before it is timed.

import init, { PuzzleSet } from '../pkg/worker.js';
import { workerEngine } from '../offline/assets.js';

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

self.onmessage = async ({ data: { name, text, minMs } }) => {
  let set;
  try {
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
    self.postMessage({
      name,
      puzzles: set.length,
      counted: count.answer,
      solved: solve.answer,
      countUs: count.us,
      solveUs: solve.us,
    });
  } catch (error) {
    const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
    self.postMessage({ name, error: String(message ?? error) });
  } finally {
    set?.free();
  }
};
