// bench.html: hands puzzle sets to bench-worker.js, which times the wasm fast path, and shows
// the figures. `cargo xtask bench` calls window.bitdokuBench.runUrl for each set in its folder,
// on each build (bench.html?build=simd128 or ?build=fallback; without it, the one the page
// would load here, www/engine-build.js).

import { buildPath, engineBuild } from '../engine-build.js';
import { engineMessage } from '../offline/assets.js';

/** Repeat a small set until it has run this long, as benches/table.rs does natively. */
const MIN_MS = 500;

/**
 * The element with `id`: an Error names it if bench.html has none.
 * @param {string} id
 * @returns {HTMLElement}
 */
const $ = (id) => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`bench.html has no element #${id}`);
  return el;
};
const requested = new URLSearchParams(location.search).get('build');
/** @type {'simd128' | 'fallback' | null} The build timed, or null when `requested` names none. */
const build = requested === null ? engineBuild() : requested === 'simd128' || requested === 'fallback' ? requested : null;
const worker = new Worker(new URL('./bench-worker.js', import.meta.url), { type: 'module' });
if (build) worker.postMessage(engineMessage(new URL(`../../${buildPath('solver', build)}`, import.meta.url).href));
const micro = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * One request at a time: the worker answers in order.
 * @type {Promise<unknown>}
 */
let queue = Promise.resolve();

/**
 * What timing one set gives.
 * @typedef {{ name: string, puzzles: number, counted: number, solved: number, countUs: number,
 *   solveUs: number, build: 'simd128' | 'fallback' }} BenchResult
 */

/**
 * Times count_solutions(2) and solve() over the puzzles in `text` (named `name`). Resolves to
 * {name, puzzles, counted, solved, countUs, solveUs, build}: counted is the sum of the counts (0, 1 or
 * 2 each), solved how many have a solution. Rejects with the engine's message.
 * @param {string} name
 * @param {string} text
 * @param {{ minMs?: number }} [options]
 * @returns {Promise<BenchResult>}
 */
function runText(name, text, { minMs = MIN_MS } = {}) {
  if (!build) return Promise.reject(new Error(`${name}: no build named "${requested}": ?build= takes simd128 or fallback`));
  /** @type {Promise<BenchResult>} */
  const result = queue.then(
    () =>
      new Promise((resolve, reject) => {
        /** @param {MessageEvent<import('./bench-worker.js').BenchAnswer>} event */
        worker.onmessage = ({ data }) =>
          data.type === 'error' ? reject(new Error(`${name}: ${data.error}`)) : resolve({ ...data, build });
        worker.onerror = (event) => reject(new Error(`${name}: ${event.message || 'the worker stopped'}`));
        /** @type {import('./bench-worker.js').BenchRequest} */
        const request = { type: 'time', name, text, minMs };
        worker.postMessage(request);
      }),
  );
  queue = result.catch(() => {});
  return result.then(show, (error) => {
    $('status').textContent = error.message;
    throw error;
  });
}

/**
 * Fetches the set at `url` (e.g. '/puzzles/norvig_top95.txt') and times it.
 * @param {string} url
 * @param {{ minMs?: number }} [options]
 * @returns {Promise<BenchResult>}
 */
async function runUrl(url, options) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot fetch ${url}: HTTP ${response.status}`);
  const name = decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)).replace(/\.txt$/, '');
  return runText(name, await response.text(), options);
}

/**
 * Adds `result`'s row to the table.
 * @param {BenchResult} result
 * @returns {BenchResult}
 */
function show(result) {
  const row = document.createElement('tr');
  for (const text of [result.name, result.puzzles, micro.format(result.countUs), micro.format(result.solveUs)]) {
    row.append(Object.assign(document.createElement('td'), { textContent: String(text) }));
  }
  $('results').append(row);
  $('status').textContent = `Timed ${result.name}.`;
  return result;
}

$('sets').addEventListener('change', async (event) => {
  for (const file of /** @type {HTMLInputElement} */ (event.target).files ?? []) {
    $('status').textContent = `Timing ${file.name}…`;
    try {
      await runText(file.name.replace(/\.txt$/, ''), await file.text());
    } catch {
      // runText has shown the message.
    }
  }
});

/** @type {any} */ (window).bitdokuBench = { runText, runUrl, build };
$('build').textContent = build ?? `none: ?build= takes simd128 or fallback, not "${requested}"`;
$('status').textContent = build ? 'Pick one or more puzzle set files.' : 'No build to time.';
document.body.dataset.ready = 'true';
