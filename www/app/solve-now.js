// The Solve button: the solution at once, from the fast path in the worker
// (www/workers/worker-client.js), and whether it is the only one. The run's board shows it.

import { t } from '../i18n/i18n.js';

/**
 * Solves the givens and shows the answer, or says why there is none.
 * @param {object} deps
 * @param {import('./editing.js').Editing} deps.editing
 * @param {import('./messages.js').Message} deps.status
 * @param {import('../workers/worker-client.js').WorkerClient} deps.fast
 * @param {import('../run/run.js').Run} deps.run
 */
export async function solveNow({ editing, status, fast, run }) {
  editing.showGivens();
  const problem = editing.problem();
  if (problem) return status.set(problem, 'error');
  status.set(() => t('status.solving'));
  try {
    const { cells, count: solutions } = await fast.solve(editing.givens);
    if (solutions === 0) return status.set(() => t('status.noSolution'), 'error');
    run.showCells(cells);
    status.set(() => t(solutions === 1 ? 'status.unique' : 'status.several'), 'ok');
  } catch (error) {
    status.error('status.solverFailed', error);
  }
}
