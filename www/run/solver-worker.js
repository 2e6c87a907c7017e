// The fast path and the rating off the main thread. Answers {cells} with {cells, count}, and
// {rate: cells} with {rating: {level, hardest, guesses, conflict}}; or, for either, {error},
// where error (and an invalid puzzle's conflict) holds the message and, for the engine's
// errors, their code and fields.

import init, { rate, solve } from '../pkg/bitdoku.js';

const ready = init();

/** An engine error as plain data: its message and its own properties (code and fields). */
const plain = (error) => ({ ...(typeof error === 'object' ? error : {}), message: String(error?.message ?? error) });

self.onmessage = async ({ data }) => {
  try {
    await ready;
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
