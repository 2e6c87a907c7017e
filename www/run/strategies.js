// The search orders the page offers, by the engine's names for them (its strategyNames; the
// engine's parseStrategy turns a name into the value a Stepper takes): the list the Strategy
// select, links (?strategy=), saved settings and the race read. Each names the message keys
// that word it. tests/unit/strategies.test.mjs checks it and the select against the engine's
// own list.

/**
 * @typedef {object} Strategy
 * @property {string} id the name the engine, links and saved settings use
 * @property {string} running the status message while a run plays
 * @property {string} help the help text under the Strategy select
 */

/** @type {readonly Strategy[]} */
export const STRATEGIES = Object.freeze([
  Object.freeze({ id: 'naive', running: 'status.runningNaive', help: 'strategy.naiveHelp' }),
  Object.freeze({ id: 'mrv', running: 'status.runningMrv', help: 'strategy.mrvHelp' }),
  Object.freeze({
    id: 'propagation',
    running: 'status.runningPropagation',
    help: 'strategy.propagationHelp',
  }),
]);

/**
 * Whether `value` names one of STRATEGIES (links and saved settings are checked with this).
 * @param {unknown} value
 * @returns {value is string}
 */
export function isStrategy(value) {
  return STRATEGIES.some((strategy) => strategy.id === value);
}

/**
 * The strategy named `id`.
 * @param {string} id one of STRATEGIES' ids
 * @returns {Strategy}
 */
export function strategy(id) {
  const found = STRATEGIES.find((s) => s.id === id);
  if (!found) throw new Error(`unknown strategy: ${id}`);
  return found;
}
