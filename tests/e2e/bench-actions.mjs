// The longest main-thread task per kind of action, for `cargo xtask bench` (through
// bench-driver.mjs); a measurement, not a test.
//
// Each round loads the page in a fresh browser context (the "start-up" action), sets up the
// naive search on the puzzle built against brute force (its runs go on for as long as the
// bench needs them), and then does every other kind of action once, in an order drawn from a
// seeded generator, so that each kind meets the page in varied states (a run going or not,
// either language). Only DOM ids and `[data-cell]` are used.
//
// Timing: Chromium's own trace (the `devtools.timeline` categories, as the DevTools
// Performance panel records them) of each action, from the moment it starts until QUIET_MS
// after it settled, so the frames and replies it causes are counted too. The action's figure
// is the longest `RunTask` on the page's main thread (`CrRendererMain`): a task's wall time
// to the microsecond, of any length. (A `longtask` PerformanceObserver reports only tasks of
// 50 ms or more, and Performance.getMetrics only the sum of all tasks.) Wall time is what a
// person waits, but on a busy machine a task also waits for a core, so each task's CPU time
// (the trace's thread time) is reported too, and the busiest task by CPU time is the one
// broken down: that figure hardly depends on the machine's load, reported beside it. Tracing
// adds a little to each task.
//
// With BITDOKU_BENCH_TRACES=DIR, the traces also sample the JavaScript (V8's CPU profiler) and
// the busiest one of each kind is written to DIR/<action>.json, for the Performance panel of
// Chromium's DevTools ("Load profile"), to see what a long task did.

import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { freshPage } from './chromium.mjs';

/** The puzzle of the Examples entry "Built against brute force" ('.' for an empty cell). */
const BRUTE_FORCE = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
const ROUNDS = 3;
/** How long each trace goes on after its action settled. */
const QUIET_MS = 500;
/** A "Skip to end" that has not finished by then is timed up to there. */
const SKIP_LIMIT_MS = 10_000;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
/** Where to keep the worst trace of each kind of action, if anywhere. */
const TRACES_DIR = process.env.BITDOKU_BENCH_TRACES;
const PROFILER_CATEGORIES = TRACES_DIR ? ['disabled-by-default-v8.cpu_profiler'] : [];
/** How many of the longest activities inside each longest task are named. */
const INSIDE = 3;

/**
 * A small seeded generator (mulberry32): the same seed gives the same order of actions.
 * @param {number} seed
 * @returns {() => number} uniform in [0, 1)
 */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @template T
 * @param {T[]} items
 * @param {() => number} random
 * @returns {T[]} a shuffled copy (Fisher–Yates)
 */
function shuffled(items, random) {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// The page is read and waited on only with page.evaluate() and clicked only with the mouse at
// a point, as a person clicks: playwright's locators and waitFor* functions install its
// injected script in the page, whose capturing listeners on every mouse event (10 ms a
// mousemove in these traces) would be timed as the page's.

/**
 * `selector`'s element scrolled into view, and the middle of it, for the mouse.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
function target(page, selector) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`no ${selector} on the page`);
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, selector);
}

/** @param {import('playwright-core').Page} page @param {{x: number, y: number}} point */
const clickAt = (page, { x, y }) => page.mouse.click(x, y);

/** @param {import('playwright-core').Page} page @param {string} selector */
const click = async (page, selector) => clickAt(page, await target(page, selector));

/** @param {import('playwright-core').Page} page @param {string} id */
const isDisabled = (page, id) => page.evaluate((id) => document.getElementById(id).disabled, id);

/** The Steps counter. @param {import('playwright-core').Page} page */
const steps = (page) =>
  page.evaluate(() => Number(document.getElementById('stat-steps').textContent.replace(/\D/g, '')));

/**
 * Reset, from the Puzzle menu, which is then closed. @param {import('playwright-core').Page} page
 */
async function resetRun(page) {
  await click(page, '#puzzle-open');
  await click(page, '#reset');
  if (await page.evaluate(() => document.getElementById('puzzle-menu').matches(':popover-open'))) {
    await page.keyboard.press('Escape');
  }
}

/**
 * A run that is paused, with at least one step taken and not finished: Reset when the last
 * run finished, then Step (which pauses a playing run before it steps). A run can finish
 * between the two, which disables Step: then again.
 * @param {import('playwright-core').Page} page
 */
async function paused(page) {
  for (let attempt = 1; ; attempt++) {
    if (await isDisabled(page, 'step')) await resetRun(page);
    await click(page, '#step');
    if (!(await isDisabled(page, 'step'))) return;
    if (attempt === 3) throw new Error('Step stays disabled: every run finished before it could be paused');
  }
}

/** A run that is playing: its Steps counter has moved. @param {import('playwright-core').Page} page */
async function playing(page) {
  await paused(page);
  const before = await steps(page);
  await click(page, '#play');
  await page.evaluate(
    (before) =>
      new Promise((resolve) => {
        const moved = () => Number(document.getElementById('stat-steps').textContent.replace(/\D/g, '')) > before;
        const check = () => (moved() ? resolve(undefined) : setTimeout(check, 20));
        check();
      }),
    before,
  );
}

/** The cells the puzzle leaves empty, where a digit can be typed. */
const EMPTY_CELLS = [...BRUTE_FORCE].flatMap((c, i) => (c === '.' ? [i] : []));

/**
 * Arms a wait, in the page, for the element `id` to get (`present`) or lose its attribute
 * `name`, or for `data-tone` to become other than "info"; `settled(page)` then waits for it,
 * at most `limitMs`. One evaluate before the trace and one in it, rather than polling.
 * @param {import('playwright-core').Page} page
 * @param {{ id: string, attribute: string, until: 'present' | 'not info', limitMs: number }} wait
 */
function armSettled(page, wait) {
  return page.evaluate(({ id, attribute, until, limitMs }) => {
    const element = document.getElementById(id);
    const done = () =>
      until === 'present' ? element.hasAttribute(attribute) : element.getAttribute(attribute) !== 'info';
    window.benchSettled = new Promise((resolve) => {
      const observer = new MutationObserver(() => done() && finish());
      const timer = setTimeout(() => finish(), limitMs);
      const finish = () => {
        observer.disconnect();
        clearTimeout(timer);
        resolve(undefined);
      };
      observer.observe(element, { attributes: true, attributeFilter: [attribute] });
    });
  }, wait);
}

/** @param {import('playwright-core').Page} page */
const settled = (page) => page.evaluate(() => window.benchSettled);

/**
 * Typing a digit into an empty cell; `during` a run or not. The digit is taken back with
 * Undo afterwards, so the puzzle stays the same for the actions after it.
 * @param {boolean} during
 */
function typeDigit(during) {
  return {
    async prepare(page, random) {
      await (during ? playing(page) : paused(page));
      const cell = EMPTY_CELLS[Math.floor(random() * EMPTY_CELLS.length)];
      await click(page, `#board [data-cell="${cell}"]`);
      return String(1 + Math.floor(random() * 9));
    },
    act: (page, digit) => page.keyboard.press(digit),
    after: (page) => page.keyboard.press('Control+Z'), // Undo's button is Solve it's only
  };
}

/**
 * A click on the button `id` after `before` (if given) has brought the page where the click
 * makes sense.
 * @param {string} id
 * @param {(page: import('playwright-core').Page) => Promise<unknown>} [before]
 */
function clicking(id, before) {
  return {
    async prepare(page) {
      await before?.(page);
      return target(page, `#${id}`);
    },
    act: clickAt,
  };
}

/**
 * Every kind of action but start-up: `prepare(page, random)` brings the page to where the
 * action makes sense and returns what `act` needs; `act(page, prepared)` is the action and
 * waits until it has settled; `after(page)` tidies up. Only `act` (and QUIET_MS after it) is
 * traced.
 * @type {Record<string, {
 *   prepare: (page: import('playwright-core').Page, random: () => number) => Promise<any>,
 *   act: (page: import('playwright-core').Page, prepared: any) => Promise<unknown>,
 *   after?: (page: import('playwright-core').Page) => Promise<unknown>,
 * }>}
 */
const ACTIONS = {
  'type a digit (idle)': typeDigit(false),
  'type a digit (during a run)': typeDigit(true),
  Play: clicking('play', paused),
  Pause: clicking('play', playing),
  Step: clicking('step', paused),
  'Step back': clicking('step-back', async (page) => {
    await paused(page);
    await click(page, '#step');
  }),
  'Skip to end': {
    async prepare(page) {
      await paused(page);
      await armSettled(page, { id: 'skip', attribute: 'disabled', until: 'present', limitMs: SKIP_LIMIT_MS });
      return target(page, '#skip');
    },
    async act(page, point) {
      await clickAt(page, point);
      await settled(page); // finished, or timed up to the limit (the next prepare pauses it)
    },
  },
  'open the race': { ...clicking('race-open'), after: (page) => click(page, '#race-close') },
  // From Watch, where every other action is, to Teach (its lesson panels drawn), and back
  // untimed.
  'switch to Teach': {
    prepare: (page) => target(page, '#mode label:has(input[value="teach"])'),
    act: clickAt,
    after: (page) => click(page, '#mode label:has(input[value="watch"])'),
  },
  'switch language': {
    // In the Settings menu; the arrow keys change a closed <select>: down to the next
    // language, up from the last.
    async prepare(page) {
      await click(page, '#settings-open');
      return page.evaluate(() => {
        const select = /** @type {HTMLSelectElement} */ (document.getElementById('language'));
        select.focus();
        return select.selectedIndex === select.options.length - 1 ? 'ArrowUp' : 'ArrowDown';
      });
    },
    act: (page, key) => page.keyboard.press(key),
    after: (page) => page.keyboard.press('Escape'),
  },
  Solve: {
    async prepare(page) {
      // The worker answers; the status line says so with a tone other than "info".
      await armSettled(page, { id: 'status', attribute: 'data-tone', until: 'not info', limitMs: 10_000 });
      return target(page, '#solve');
    },
    async act(page, point) {
      await clickAt(page, point);
      await settled(page);
    },
  },
  'scrub the timeline': {
    async prepare(page, random) {
      await playing(page);
      await page.waitForTimeout(300);
      await click(page, '#step'); // pauses, with some steps on the timeline
      const box = await page.evaluate(() => {
        const range = document.getElementById('timeline-range');
        range.scrollIntoView({ block: 'center' });
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      });
      const y = box.y + box.height / 2;
      return [0, 1, 2, 3].map(() => ({ x: box.x + 4 + random() * (box.width - 8), y }));
    },
    async act(page, stops) {
      // Dragging the thumb as a person would: press on the track, move, let go.
      await page.mouse.move(stops[0].x, stops[0].y);
      await page.mouse.down();
      for (const { x, y } of stops.slice(1)) await page.mouse.move(x, y, { steps: 5 });
      await page.mouse.up();
    },
  },
};

/**
 * The page's main-thread tasks in a Chromium trace of that page: the longest (wall time) with
 * the CPU time its thread got (much less when the machine is busy and the thread waits for a
 * core), and the busiest (CPU time) with the activities inside it that took the most CPU time
 * of their own (not counting what they called that the trace also names); in milliseconds.
 * On a quiet machine the two are mostly the same task.
 * @param {any[]} traceEvents
 * @returns {{ longestMs: number, longestCpuMs: number, busiestCpuMs: number, inside: { what: string, ms: number }[] }}
 */
export function mainThreadTasks(traceEvents) {
  // The page's renderers: those its frames live in. Others are Chromium's own (its WebUI).
  const pageProcesses = new Set(
    traceEvents.flatMap((e) => {
      if (e.name === 'TracingStartedInBrowser') return e.args.data.frames.map((frame) => frame.processId);
      if (e.name === 'FrameCommittedInBrowser') return [e.args.data.processId];
      return [];
    }),
  );
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain')
      .filter((e) => pageProcesses.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // Complete spans: 'X' events, and 'B'/'E' pairs matched per thread.
  const spans = [];
  const open = new Map();
  for (const e of traceEvents) {
    const thread = `${e.pid}:${e.tid}`;
    if (!mainThreads.has(thread)) continue;
    if (e.ph === 'X') spans.push({ ...e, thread });
    else if (e.ph === 'B') open.set(thread, [...(open.get(thread) ?? []), e]);
    else if (e.ph === 'E') {
      const begun = open.get(thread)?.pop();
      if (!begun) continue;
      const tdur = begun.tts === undefined || e.tts === undefined ? undefined : e.tts - begun.tts;
      spans.push({ ...begun, thread, dur: e.ts - begun.ts, tdur, args: { ...begun.args, ...e.args } });
    }
  }
  const cpu = (span) => span.tdur ?? span.dur;
  const tasks = spans.filter((s) => s.name === 'RunTask');
  if (!tasks.length) return { longestMs: 0, longestCpuMs: 0, busiestCpuMs: 0, inside: [] };
  const longest = tasks.reduce((a, b) => (b.dur > a.dur ? b : a));
  const task = tasks.reduce((a, b) => (cpu(b) > cpu(a) ? b : a));
  const within = spans
    .filter((s) => s !== task && s.thread === task.thread && s.ts >= task.ts && s.ts + s.dur <= task.ts + task.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Own CPU time: each span's, less its direct children's; what is left of the task's own is
  // work the trace does not name.
  const own = new Map([[task, cpu(task)]]);
  const stack = [task];
  for (const span of within) {
    while (stack.length > 1 && stack.at(-1).ts + stack.at(-1).dur <= span.ts) stack.pop();
    const parent = stack.at(-1);
    own.set(parent, own.get(parent) - cpu(span));
    own.set(span, cpu(span));
    stack.push(span);
  }
  const byWhat = new Map();
  for (const [span, us] of own) {
    const what = span === task ? '(unnamed)' : describe(span);
    byWhat.set(what, (byWhat.get(what) ?? 0) + us);
  }
  const inside = [...byWhat]
    .map(([what, us]) => ({ what, ms: us / 1000 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, INSIDE);
  return {
    longestMs: longest.dur / 1000,
    longestCpuMs: cpu(longest) / 1000,
    busiestCpuMs: cpu(task) / 1000,
    inside,
  };
}

/** A trace event as the table names it: the event, and for script the function and file. */
function describe(span) {
  const data = span.args?.data ?? span.args?.beginData ?? {};
  const file = (data.url ?? data.fileName ?? '').split('/').pop();
  if (span.name === 'FunctionCall') {
    return `${data.functionName || '(anonymous)'} (${file}:${data.lineNumber})`; // 1-based already
  }
  if (span.name === 'EventDispatch') return `EventDispatch ${data.type}`;
  return file ? `${span.name} ${file}` : span.name;
}

/**
 * Runs `body` with the page traced and returns its main-thread tasks in that time (see
 * mainThreadTasks), and the trace.
 * @param {import('playwright-core').Browser} browser
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<unknown>} body
 */
async function traced(browser, page, body) {
  await browser.startTracing(page, { categories: [...TRACE_CATEGORIES, ...PROFILER_CATEGORIES] });
  let trace;
  try {
    await body();
    await page.waitForTimeout(QUIET_MS);
  } finally {
    trace = await browser.stopTracing();
  }
  return { ...mainThreadTasks(JSON.parse(trace.toString()).traceEvents), trace };
}

/**
 * Every kind of action ROUNDS times on the page at `baseUrl`; for each kind, how many times it
 * was done, the longest main-thread task seen (and its CPU time), and the busiest (by CPU
 * time) with what took the time in it.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {{ seed: number, log: (message: string) => void }} options
 */
export async function longestTaskPerAction(browser, baseUrl, { seed, log }) {
  const random = seededRandom(seed);
  const worst = new Map();
  const record = (action, tasks) => {
    const seen = worst.get(action) ?? { count: 0, longestMs: -1, busiestCpuMs: -1 };
    seen.count += 1;
    if (tasks.longestMs > seen.longestMs) {
      Object.assign(seen, { longestMs: tasks.longestMs, longestCpuMs: tasks.longestCpuMs });
    }
    if (tasks.busiestCpuMs > seen.busiestCpuMs) {
      Object.assign(seen, { busiestCpuMs: tasks.busiestCpuMs, inside: tasks.inside, trace: tasks.trace });
    }
    worst.set(action, seen);
  };
  const loadBefore = loadavg()[0];
  for (let round = 1; round <= ROUNDS; round++) {
    const { context, page, errors } = await freshPage(browser);
    try {
      log(`actions, round ${round} of ${ROUNDS}: start-up`);
      record(
        'start-up (load to ready)',
        await traced(browser, page, async () => {
          await page.goto(new URL(`?puzzle=${BRUTE_FORCE}`, baseUrl).toString());
          await page.evaluate(
            () =>
              new Promise((resolve) => {
                const check = () => (document.body.dataset.ready === 'true' ? resolve(undefined) : setTimeout(check, 20));
                check();
              }),
          );
        }),
      );
      await page.evaluate(() => {
        const strategy = /** @type {HTMLSelectElement} */ (document.getElementById('strategy'));
        strategy.value = 'naive';
        strategy.dispatchEvent(new Event('change'));
      });
      for (const action of shuffled(Object.keys(ACTIONS), random)) {
        log(`actions, round ${round} of ${ROUNDS}: ${action}`);
        const { prepare, act, after } = ACTIONS[action];
        const prepared = await prepare(page, random);
        record(action, await traced(browser, page, () => act(page, prepared)));
        await after?.(page);
      }
      if (errors.length) throw new Error(`the page logged errors: ${errors.join('; ')}`);
    } finally {
      await context.close();
    }
  }
  if (TRACES_DIR) {
    mkdirSync(TRACES_DIR, { recursive: true });
    for (const [action, { trace }] of worst) {
      writeFileSync(join(TRACES_DIR, `${action.replace(/[^a-z0-9]+/gi, ' ').trim().replace(/ /g, '-').toLowerCase()}.json`), trace);
    }
    log(`the busiest trace of each kind of action is in ${TRACES_DIR}`);
  }
  const rows = [...worst].map(([action, seen]) => ({
    action,
    count: seen.count,
    longestMs: seen.longestMs,
    longestCpuMs: seen.longestCpuMs,
    busiestCpuMs: seen.busiestCpuMs,
    inside: seen.inside,
  }));
  return { seed, rounds: ROUNDS, load: [loadBefore, loadavg()[0]], rows };
}
