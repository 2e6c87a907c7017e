// The browser half of `cargo xtask bench`; not a test (node --test runs only *.test.mjs here).
//
//   BITDOKU_URL=http://127.0.0.1:PORT/ node tests/e2e/bench-driver.mjs [--actions] [SET.txt ...]
//
// The server must serve the page at BITDOKU_URL and the puzzle sets under /puzzles/. Prints one
// JSON object on stdout: time to interactive, the naive "Skip to end" on the brute-force example
// (the median of SKIPS runs), the wasm fast path's microseconds per puzzle for each set on each
// build (sets: simd128, fallbackSets: the fallback), New puzzle's time per level (the page's
// worker asked for the puzzle of GENERATED_SEEDS seeds), and the longest main-thread task per
// kind of action (bench-actions.mjs; BITDOKU_BENCH_SEED picks the order of the actions), and
// Chrome's installability errors.
// With --actions, only the last. Progress goes to stderr.

import { longestTaskPerAction } from './bench-actions.mjs';
import { freshPage, installabilityErrors, launchChromium } from './chromium.mjs';

const BASE_URL = process.env.BITDOKU_URL ?? 'http://127.0.0.1:8000/';
/**
 * How many loads time to interactive is the median of, after one warm-up load that is not
 * counted: in five fresh browsers the first load was the slowest or second slowest of six
 * (257-320 ms, against medians of 212-246 for the loads after it), probably from starting the
 * browser's own processes (docs/BENCHMARKS.md).
 */
const LOADS = 9;
const SKIP_TIMEOUT_MS = 120_000;
/**
 * How many times Skip to end is timed: one run's time moves by up to a tenth between runs of
 * the same page on this kind of machine, more than the changes it is meant to show.
 */
const SKIPS = 3;

const log = (message) => process.stderr.write(`bench: ${message}\n`);

/** How many seeds New puzzle is timed on, per level. */
const GENERATED_SEEDS = 20;

/** A fresh context per load, so nothing is cached between loads. */
async function withPage(browser, path, body) {
  const { context, page, errors } = await freshPage(browser);
  try {
    await page.goto(new URL(path, BASE_URL).toString());
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });
    const result = await body(page);
    if (errors.length) throw new Error(`${path} logged errors: ${errors.join('; ')}`);
    return result;
  } finally {
    await context.close();
  }
}

/**
 * Navigation start to the page's 'bitdoku-ready' mark, in milliseconds: the median of LOADS
 * loads after a warm-up load (warmUpMs), each checked by typing a digit into an empty cell and
 * seeing it on the board.
 */
async function timeToInteractive(browser) {
  const times = [];
  for (let i = 0; i <= LOADS; i++) {
    times.push(
      await withPage(browser, `?puzzle=${'.'.repeat(81)}`, async (page) => {
        const ready = await page.evaluate(() => performance.getEntriesByName('bitdoku-ready')[0]?.startTime);
        if (ready === undefined) throw new Error('the page set no bitdoku-ready mark');
        // r5c5 by its index: its name gains the digit once typed.
        const cell = page.locator('#board [data-cell="40"]');
        await cell.click();
        await page.keyboard.press('7');
        const typed = (await cell.textContent()).trim();
        if (typed !== '7') throw new Error(`typed 7 into r5c5 but the board shows "${typed}"`);
        return ready;
      }),
    );
  }
  const warmUpMs = times.shift();
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)], allMs: times, warmUpMs };
}

/**
 * The naive search's "Skip to end" on the Examples entry "Built against brute force", SKIPS
 * times, each on a fresh page: the median time from the click to the "Solved" status (ms) and
 * every time (allMs), the steps it took, and the longest main-thread task of any run.
 */
async function skipToEnd(browser) {
  const runs = [];
  for (let i = 0; i < SKIPS; i++) runs.push(await skipToEndOnce(browser));
  const allMs = runs.map((run) => run.ms).sort((a, b) => a - b);
  return {
    ms: allMs[Math.floor(allMs.length / 2)],
    allMs,
    steps: runs[0].steps,
    longestTaskMs: Math.max(...runs.map((run) => run.longestTaskMs)),
  };
}

/** One Skip to end, as skipToEnd describes. */
async function skipToEndOnce(browser) {
  return withPage(browser, '', async (page) => {
    await page.locator('#puzzle-open').click();
    await page.getByLabel('Examples').selectOption({ label: 'Built against brute force' });
    await page.getByLabel('Strategy').selectOption('naive');
    return page.evaluate(
      (timeoutMs) =>
        new Promise((resolve, reject) => {
          const status = document.getElementById('status');
          let longestTaskMs = 0;
          const tasks = new PerformanceObserver((list) => {
            for (const task of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, task.duration);
          });
          tasks.observe({ type: 'longtask' });
          const timer = setTimeout(() => reject(new Error(`not solved after ${timeoutMs} ms: ${status.textContent}`)), timeoutMs);
          const started = performance.now();
          new MutationObserver((_, observer) => {
            if (!status.textContent.startsWith('Solved')) return;
            const ms = performance.now() - started;
            observer.disconnect();
            clearTimeout(timer);
            // Long tasks are reported after they end: give the last one a moment.
            setTimeout(() => {
              tasks.disconnect();
              const steps = Number(document.getElementById('stat-steps').textContent.replace(/,/g, ''));
              resolve({ ms, steps, longestTaskMs });
            }, 100);
          }).observe(status, { childList: true, characterData: true, subtree: true });
          document.getElementById('skip').click();
        }),
      SKIP_TIMEOUT_MS,
    );
  });
}

/** The wasm fast path over each set, on source/www/bench/bench.html, with the `build` given. */
async function puzzleSets(browser, names, build) {
  if (names.length === 0) return [];
  return withPage(browser, `source/www/bench/bench.html?build=${build}`, async (page) => {
    const results = [];
    for (const name of names) {
      log(`timing ${name} in Chromium, ${build} build`);
      results.push(await page.evaluate((url) => window.bitdokuBench.runUrl(url), `/puzzles/${encodeURIComponent(name)}`));
    }
    return results;
  });
}

/**
 * New puzzle's wait, per level (no symmetry): the milliseconds from asking the page's worker
 * (www/engine-worker.js, started as the page starts it) for the puzzle of seeds 1 to
 * GENERATED_SEEDS to its answer; the median and the 95th percentile (the second slowest of
 * 20). The worker is started and its engine loaded first, as on the page, where it starts with
 * the first Make.
 */
async function generation(browser) {
  return withPage(browser, '', (page) =>
    page.evaluate(async (seeds) => {
      // The page's own way to start it, posting the wasm build this browser runs: from the
      // sources, since dist/ has that module only inside its bundle.
      const assets = new URL('source/www/offline/assets.js', document.baseURI).href;
      /** @type {typeof import('../../www/offline/assets.js')} */
      const { startEngineWorker } = await import(assets);
      // The engine's enums, which a request carries (www/workers/worker-messages.js): the glue's
      // plain objects, read without loading its wasm.
      /** @type {typeof import('../../www/pkg/logic.js')} */
      const { Difficulty, Symmetry } = await import(new URL('source/www/pkg/logic.js', document.baseURI).href);
      const worker = startEngineWorker(new URL('www/engine-worker.js', document.baseURI));
      const ask = ({ seed, level }) =>
        new Promise((resolve, reject) => {
          worker.onmessage = ({ data }) => {
            if (data.type === 'error') reject(new Error(data.error.message));
            else if (data.type === 'made') resolve(data);
          };
          worker.postMessage({ type: 'make', seed, level, symmetry: Symmetry.None });
        });
      await ask({ seed: '0', level: Difficulty.Any });
      const levels = {};
      for (const [level, value] of [['singles', Difficulty.Singles], ['locked', Difficulty.Locked], ['guess', Difficulty.Guess]]) {
        const times = [];
        for (let seed = 1; seed <= seeds; seed++) {
          const started = performance.now();
          await ask({ seed: String(seed), level: value });
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        levels[level] = { medianMs: times[Math.floor(times.length / 2)], p95Ms: times[Math.ceil(0.95 * times.length) - 1] };
      }
      worker.terminate();
      return levels;
    }, GENERATED_SEEDS),
  );
}

const args = process.argv.slice(2);
const actionsOnly = args.includes('--actions');
const seed = Number(process.env.BITDOKU_BENCH_SEED ?? 11);
const browser = await launchChromium();
try {
  let figures = {};
  if (!actionsOnly) {
    log('time to interactive');
    const tti = await timeToInteractive(browser);
    log('Skip to end, naive, on the brute-force example');
    const skip = await skipToEnd(browser);
    const sets = await puzzleSets(browser, args, 'simd128');
    const fallbackSets = await puzzleSets(browser, args, 'fallback');
    log('New puzzle at each level');
    const generated = await generation(browser);
    log('installability');
    const installable = await installabilityErrors(BASE_URL);
    figures = { tti, skip, sets, fallbackSets, generated, installable };
  }
  const actions = await longestTaskPerAction(browser, BASE_URL, { seed, log });
  process.stdout.write(`${JSON.stringify({ ...figures, actions })}\n`);
} finally {
  await browser.close();
}
