// The fast path, the rating and the generator off the main thread. Answers {cells} with
// {cells, count}; {rate: cells} with {rating: {level, hardest, guesses, conflict}};
// {make: {seed, level, symmetry}} with {progress: {attempts, budget}} now and then and at last
// {made: {cells, level, attempt}}; or, for any, {error}, where error (and an invalid puzzle's
// conflict) holds the message and, for the engine's errors, their code and fields. A request is
// stopped by ending the worker.

import init, { PuzzleMaker, rate, solve } from '../pkg/bitdoku.js';
import { workerEngine } from '../offline/assets.js';

/** How often a search for a new puzzle says how far it has got. */
const PROGRESS_MS = 100;
/** Attempts per call into the engine: each is well under a millisecond. */
const ATTEMPTS_PER_CALL = 4;

const ready = workerEngine().then((engine) => init({ module_or_path: engine }));
// A module that fails to load is reported to the request that waits for it (as {error});
// until a request comes, the rejection is not an uncaught error of the worker's own.
ready.catch(() => {});

/** An engine error as plain data: its message and its own properties (code and fields). */
const plain = (error) => ({ ...(typeof error === 'object' ? error : {}), message: String(error?.message ?? error) });

self.onmessage = async ({ data }) => {
  try {
    await ready;
    if (data.make) {
      make(data.make);
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
 * Makes the puzzle of a seed, level and symmetry, saying how far it has got every
 * PROGRESS_MS; the engine throws when its attempts run out.
 * @param {{ seed: string, level: string, symmetry: string }} request
 */
function make({ seed, level, symmetry }) {
  const maker = new PuzzleMaker(seed, level, symmetry);
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
