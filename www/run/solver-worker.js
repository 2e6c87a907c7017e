// The fast path off the main thread: answers {cells} with {cells, count} or {error}, where
// error holds the message and, for the engine's errors, their code and fields.

import init, { solve } from '../pkg/bitdoku.js';

const ready = init();

self.onmessage = async ({ data }) => {
  try {
    await ready;
    const solution = solve(Uint8Array.from(data.cells));
    self.postMessage({ cells: Array.from(solution.cells), count: solution.count });
    solution.free();
  } catch (error) {
    self.postMessage({ error: { ...(typeof error === 'object' ? error : {}), message: String(error?.message ?? error) } });
  }
};
