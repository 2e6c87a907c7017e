// The opt-in soak test: the naive search on "Built against brute force" (about 207 million
// steps) left at full speed for BITDOKU_SOAK_MINUTES minutes (default 10), started again
// whenever it finishes. It checks that the page stays responsive (no main-thread task of
// 50 ms or more; Pause handled within one frame, and no search after it) and that memory
// stays flat (the JS heap after garbage collection, and the wasm module's linear memory).
//
// Not part of `cargo xtask test` (node --test only picks up *.test.mjs). Run it with
// `cargo xtask soak [--minutes N]`, which serves dist/ and sets BITDOKU_URL, or by hand:
// BITDOKU_URL=http://127.0.0.1:8000/ node tests/e2e/soak.mjs

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { test } from 'node:test';
import { BRUTE_FORCE, button, pressInMenu, setSpeed, stat, withPage } from './helpers.mjs';

const MINUTES = Number(process.env.BITDOKU_SOAK_MINUTES ?? 10);
assert.ok(MINUTES > 0, `BITDOKU_SOAK_MINUTES must be a number of minutes above 0, not "${process.env.BITDOKU_SOAK_MINUTES}"`);
/** One frame at 60 Hz. */
const FRAME_MS = 1000 / 60;
/** Memory is compared from the end of this warm-up on, when the step engine's snapshot store
 * (bounded by design, see src/timeline.rs) has had time to fill. */
const WARM_UP_MS = Math.min(60_000, (MINUTES * 60_000) / 4);
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(2)} MiB`;
const number = new Intl.NumberFormat('en-US');

/** The page-clock intervals [start, end] in which the test itself forced a garbage collection. */
const forcedCollections = [];

/** JS heap after a full garbage collection, and the wasm linear memory, in bytes. */
async function memory(page, cdp) {
  const start = await page.evaluate(() => performance.now());
  await cdp.send('HeapProfiler.collectGarbage');
  forcedCollections.push([start, await page.evaluate(() => performance.now())]);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize').value;
  const wasm = await page.evaluate(async () => {
    // The glue module the page loaded (same URL, same module): its init returns the wasm
    // already instantiated, with its memory.
    const glue = await import(new URL('www/pkg/page.js', document.baseURI));
    return (await glue.default()).memory.buffer.byteLength;
  });
  return { heap, wasm };
}

/**
 * Seconds the main thread of the busiest renderer (the page's) has run on a core and has
 * waited, ready, for one (Linux's /proc/PID/schedstat; null elsewhere). A long task whose
 * thread waited for a core is the machine's doing, not the page's: this tells them apart.
 */
async function rendererSchedule(page) {
  const cdp = await page.context().browser().newBrowserCDPSession();
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  await cdp.detach();
  const renderer = processInfo
    .filter((p) => p.type === 'renderer')
    .reduce((busiest, p) => (!busiest || p.cpuTime > busiest.cpuTime ? p : busiest), null);
  try {
    const [running, waiting] = readFileSync(`/proc/${renderer.id}/schedstat`, 'utf8').split(' ').map(Number);
    return { running: running / 1e9, waiting: waiting / 1e9 };
  } catch {
    return null;
  }
}

/**
 * Clicks Pause and reports how long after the click the page handled it, whether it paused,
 * and whether any search step ran in the two frames after it.
 */
async function probePause(page) {
  await page.evaluate(() => {
    const play = document.getElementById('play');
    window.pauseProbe = new Promise((resolve) => {
      play.addEventListener(
        'click',
        (event) => {
          const delay = performance.now() - event.timeStamp;
          const steps = document.getElementById('stat-steps').textContent;
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve({
                delay,
                paused: play.textContent === 'Play',
                stepsAfter: document.getElementById('stat-steps').textContent !== steps,
              }),
            ),
          );
        },
        { once: true, capture: true },
      );
    });
  });
  await button(page, 'Pause').click();
  return page.evaluate(() => window.pauseProbe);
}

/** Keeps the run going: starts it again from step 0 when it has finished. Returns true then. */
async function keepRunning(page) {
  // The button reads Pause while the run goes, and Play, disabled, once it has finished.
  if (!(await page.locator('#play').isDisabled())) return false;
  await pressInMenu(page, 'puzzle', 'Reset');
  await button(page, 'Play').click();
  return true;
}

test(`a naive run at full speed for ${MINUTES} minutes keeps the page responsive and its memory flat`, () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive`, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const atLoad = await memory(page, cdp);
    await page.evaluate(() => {
      window.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask' });
    });
    await setSpeed(page, 'max');
    const runStart = await page.evaluate(() => performance.now());
    await button(page, 'Play').click();

    // A long task is measured in wall-clock time, so a machine busy with other work (the load
    // average counts the processes waiting for a core) can stretch a short one: reported.
    const loadAtStart = loadavg()[0];
    const scheduleAtStart = await rendererSchedule(page);
    const started = Date.now();
    const deadline = started + MINUTES * 60_000;
    let warm = null;
    let runs = 1;
    let steps = 0;
    const pauses = [];
    let nextReport = started + 60_000;
    while (Date.now() < deadline) {
      await page.waitForTimeout(Math.min(5_000, deadline - Date.now()));
      if (await keepRunning(page)) runs += 1;
      steps = Math.max(steps, await stat(page, 'steps'));
      if (!warm && Date.now() - started >= WARM_UP_MS) warm = await memory(page, cdp);
      if (Date.now() >= nextReport) {
        nextReport += 60_000;
        // A pause and a resume each minute: Pause must answer at any point of a long run.
        pauses.push(await probePause(page));
        await button(page, 'Play').click();
        const longTasks = await page.evaluate(() => window.longTasks.length);
        const minute = Math.round((Date.now() - started) / 60_000);
        console.log(
          `minute ${minute}: run ${runs}, step ${number.format(await stat(page, 'steps'))}, ` +
            `${longTasks} long tasks, last Pause handled ${pauses.at(-1).delay.toFixed(1)} ms after the click`,
        );
      }
    }
    pauses.push(await probePause(page));
    // A long task during a garbage collection the test forced (to measure the heap) is the
    // test's own; every other one counts.
    const forced = ([start, duration]) =>
      forcedCollections.some(([from, to]) => start < to && start + duration > from);
    const allLongTasks = await page.evaluate(() => window.longTasks);
    const describeTask = ([start, ms]) => `${Math.round(ms)} ms at ${((start - runStart) / 1000).toFixed(1)} s`;
    const longTasks = allLongTasks.filter((task) => !forced(task)).map(describeTask);
    const forcedLongTasks = allLongTasks.filter(forced).map(describeTask);
    const atEnd = await memory(page, cdp);
    const scheduleAtEnd = await rendererSchedule(page);
    const seconds = (key) => (scheduleAtEnd[key] - scheduleAtStart[key]).toFixed(1);

    const report = {
      minutes: MINUTES,
      runs,
      'load average (1 min) at start / end, cores': [loadAtStart, loadavg()[0]].map((l) => l.toFixed(2)).concat(availableParallelism()),
      "the page's main thread, seconds on a core / waiting for one": scheduleAtStart
        ? [seconds('running'), seconds('waiting')]
        : 'not measured (no /proc/PID/schedstat)',
      'most steps in one run': number.format(steps),
      'long tasks': longTasks,
      'long tasks during the forced garbage collections': forcedLongTasks,
      'Pause handled after the click (ms)': pauses.map((p) => Number(p.delay.toFixed(1))),
      'Pauses that stopped the run at once': `${pauses.filter((p) => p.paused && !p.stepsAfter).length} of ${pauses.length}`,
      'JS heap at load / after warm-up / at end': [atLoad, warm, atEnd].map((m) => mib(m.heap)),
      'wasm memory at load / after warm-up / at end': [atLoad, warm, atEnd].map((m) => mib(m.wasm)),
    };
    console.log(JSON.stringify(report, null, 2));

    for (const [index, pause] of pauses.entries()) {
      assert.ok(pause.paused && !pause.stepsAfter, `Pause ${index + 1} stopped the run at once`);
      assert.ok(pause.delay < FRAME_MS, `Pause ${index + 1} handled within a frame: ${pause.delay.toFixed(1)} ms`);
    }
    // Linear memory grows in 64 KiB pages and never shrinks: any leak in the engine shows here.
    assert.equal(atEnd.wasm, warm.wasm, 'the wasm memory did not grow after the warm-up');
    assert.ok(atEnd.heap <= warm.heap * 1.1, `the JS heap stayed flat: ${mib(warm.heap)} to ${mib(atEnd.heap)}`);
    // Last, so that a machine too busy to keep tasks short still gets the checks above.
    assert.deepEqual(longTasks, [], 'no main-thread task took 50 ms or more');
  }));
