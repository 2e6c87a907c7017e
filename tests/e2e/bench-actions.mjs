// The longest main-thread task per kind of action, for `cargo xtask bench` (through
// bench-driver.mjs); a measurement, not a test.
//
// Each round loads the page in a fresh browser context (the "start-up" action), sets up the
// naive search on the puzzle built against brute force (its runs go on for as long as the
// bench needs them), and then does every other kind of action once, in an order drawn from a
// seeded generator, so that each kind meets the page in varied states (a run going or not,
// classroom mode on or off, either language). Only DOM ids, roles and `[data-cell]` are used.
//
// Timing: Chromium's own trace (the `devtools.timeline` categories, as the DevTools
// Performance panel records them) of each action, from the moment it starts until QUIET_MS
// after it settled, so the frames and replies it causes are counted too. The action's figure
// is the longest `RunTask` on the page's main thread (`CrRendererMain`): a task's wall time
// to the microsecond, of any length. (A `longtask` PerformanceObserver reports only tasks of
// 50 ms or more, and Performance.getMetrics only the sum of all tasks.) Tracing adds a little
// to each task; the figures are rough on a busy machine, so the load average is reported too.

import { loadavg } from 'node:os';
import { errors } from 'playwright-core';

/** The puzzle of the Examples entry "Built against brute force" ('.' for an empty cell). */
const BRUTE_FORCE = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
const ROUNDS = 3;
/** How long each trace goes on after its action settled. */
const QUIET_MS = 500;
/** A "Skip to end" that has not finished by then is timed up to there. */
const SKIP_LIMIT_MS = 10_000;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
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

/** @param {import('playwright-core').Page} page */
const byId = (page, id) => page.locator(`#${id}`);

/** @param {import('playwright-core').Page} page */
async function steps(page) {
  return Number((await byId(page, 'stat-steps').textContent()).replace(/\D/g, ''));
}

/**
 * A run that is paused, with at least one step taken and not finished: Reset when the last
 * run finished, then Step (which pauses a playing run before it steps). A run can finish
 * between the two, which disables Step: then again.
 * @param {import('playwright-core').Page} page
 */
async function paused(page) {
  for (let attempt = 1; ; attempt++) {
    if (await byId(page, 'step').isDisabled()) await byId(page, 'reset').click();
    try {
      await byId(page, 'step').click({ timeout: 2_000 });
      return;
    } catch (error) {
      if (!(error instanceof errors.TimeoutError) || attempt === 3) throw error;
    }
  }
}

/** A run that is playing. @param {import('playwright-core').Page} page */
async function playing(page) {
  await paused(page);
  await byId(page, 'play').click();
  const before = await steps(page);
  await page.waitForFunction(
    (was) => Number(document.getElementById('stat-steps').textContent.replace(/\D/g, '')) > was,
    before,
  );
}

/** @param {import('playwright-core').Page} page @param {number} cell */
const boardCell = (page, cell) => page.locator(`#board [data-cell="${cell}"]`);

/** The cells the puzzle leaves empty, where a digit can be typed. */
const EMPTY_CELLS = [...BRUTE_FORCE].flatMap((c, i) => (c === '.' ? [i] : []));

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
      await boardCell(page, cell).click();
      return String(1 + Math.floor(random() * 9));
    },
    act: (page, digit) => page.keyboard.press(digit),
    after: (page) => byId(page, 'undo').click(),
  };
}

/**
 * Every kind of action but start-up: `prepare(page, random)` brings the page to where the
 * action makes sense and returns what `act` needs; `act(page, prepared)` is the action and
 * waits until it has settled; `after(page)` tidies up. Only `act` (and QUIET_MS after it) is
 * traced.
 * @type {Record<string, {
 *   prepare?: (page: import('playwright-core').Page, random: () => number) => Promise<any>,
 *   act: (page: import('playwright-core').Page, prepared: any) => Promise<unknown>,
 *   after?: (page: import('playwright-core').Page) => Promise<unknown>,
 * }>}
 */
const ACTIONS = {
  'type a digit (idle)': typeDigit(false),
  'type a digit (during a run)': typeDigit(true),
  Play: { prepare: paused, act: (page) => byId(page, 'play').click() },
  Pause: { prepare: playing, act: (page) => byId(page, 'play').click() },
  Step: { prepare: paused, act: (page) => byId(page, 'step').click() },
  'Step back': {
    prepare: async (page) => {
      await paused(page);
      await byId(page, 'step').click();
    },
    act: (page) => byId(page, 'step-back').click(),
  },
  'Skip to end': {
    prepare: paused,
    async act(page) {
      await byId(page, 'skip').click();
      await page
        .waitForFunction(() => document.getElementById('skip').disabled, null, { timeout: SKIP_LIMIT_MS })
        .catch(() => {}); // timed up to the limit; the next action's prepare pauses it
    },
  },
  'open the race': {
    act: (page) => byId(page, 'race-open').click(),
    after: (page) => byId(page, 'race-close').click(),
  },
  'classroom mode on or off': { act: (page) => byId(page, 'classroom').click() },
  'switch language': {
    prepare: (page) =>
      byId(page, 'language').evaluate((select) => {
        const other = [...select.options].find((option) => !option.selected);
        return other.value;
      }),
    act: (page, other) => byId(page, 'language').selectOption(other),
  },
  Solve: {
    async act(page) {
      await byId(page, 'solve').click();
      // The worker answers; the status line says so with a tone other than "info".
      await page.waitForFunction(() => document.getElementById('status').dataset.tone !== 'info');
    },
  },
  'scrub the timeline': {
    async prepare(page, random) {
      await playing(page);
      await page.waitForTimeout(300);
      await byId(page, 'step').click(); // pauses, with some steps on the timeline
      return [0, 1, 2, 3].map(() => random());
    },
    async act(page, stops) {
      // Dragging the thumb as a person would: press on the track, move, let go.
      const box = await byId(page, 'timeline-range').boundingBox();
      const y = box.y + box.height / 2;
      const x = (fraction) => box.x + 4 + fraction * (box.width - 8);
      await page.mouse.move(x(stops[0]), y);
      await page.mouse.down();
      for (const stop of stops.slice(1)) await page.mouse.move(x(stop), y, { steps: 5 });
      await page.mouse.up();
    },
  },
};

/**
 * The longest task on the page's main thread in a Chromium trace: its wall time and the CPU
 * time its thread got (less than the wall time when the machine is busy), in milliseconds, and
 * the activities inside it that took the most CPU time of their own (not counting what they
 * called that the trace also names).
 * @param {any[]} traceEvents
 * @returns {{ ms: number, cpuMs: number, inside: { what: string, ms: number }[] }}
 */
export function longestTask(traceEvents) {
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain')
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
  const task = spans.filter((s) => s.name === 'RunTask').reduce((a, b) => (b.dur > (a?.dur ?? -1) ? b : a), null);
  if (!task) return { ms: 0, cpuMs: 0, inside: [] };
  const within = spans
    .filter((s) => s !== task && s.thread === task.thread && s.ts >= task.ts && s.ts + s.dur <= task.ts + task.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Own CPU time: each span's, less its direct children's; what is left of the task's own is
  // work the trace does not name.
  const cpu = (span) => span.tdur ?? span.dur;
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
  return { ms: task.dur / 1000, cpuMs: cpu(task) / 1000, inside };
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
 * Runs `body` with the page traced and returns the longest main-thread task in that time.
 * @param {import('playwright-core').Browser} browser
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<unknown>} body
 */
async function traced(browser, page, body) {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let trace;
  try {
    await body();
    await page.waitForTimeout(QUIET_MS);
  } finally {
    trace = await browser.stopTracing();
  }
  return longestTask(JSON.parse(trace.toString()).traceEvents);
}

/**
 * Every kind of action ROUNDS times on the page at `baseUrl`; for each kind, the longest
 * main-thread task seen, how many times it was done, and what took the time in that task.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {{ seed: number, log: (message: string) => void }} options
 */
export async function longestTaskPerAction(browser, baseUrl, { seed, log }) {
  const random = seededRandom(seed);
  const worst = new Map();
  const record = (action, task) => {
    const seen = worst.get(action) ?? { count: 0, ms: -1, cpuMs: 0, inside: [] };
    seen.count += 1;
    if (task.ms > seen.ms) Object.assign(seen, task);
    worst.set(action, seen);
  };
  const loadBefore = loadavg()[0];
  for (let round = 1; round <= ROUNDS; round++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    try {
      log(`actions, round ${round} of ${ROUNDS}: start-up`);
      record(
        'start-up (load to ready)',
        await traced(browser, page, async () => {
          await page.goto(new URL(`?puzzle=${BRUTE_FORCE}`, baseUrl).toString());
          await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });
        }),
      );
      await byId(page, 'strategy').selectOption('naive');
      for (const action of shuffled(Object.keys(ACTIONS), random)) {
        log(`actions, round ${round} of ${ROUNDS}: ${action}`);
        const { prepare, act, after } = ACTIONS[action];
        const prepared = await prepare?.(page, random);
        record(action, await traced(browser, page, () => act(page, prepared)));
        await after?.(page);
      }
      if (errors.length) throw new Error(`the page logged errors: ${errors.join('; ')}`);
    } finally {
      await context.close();
    }
  }
  const rows = [...worst].map(([action, { ms, cpuMs, count, inside }]) => ({
    action,
    longestMs: ms,
    cpuMs,
    count,
    inside,
  }));
  return { seed, rounds: ROUNDS, load: [loadBefore, loadavg()[0]], rows };
}
