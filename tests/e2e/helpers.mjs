// Shared set-up for the end-to-end tests: one headless Chromium per test file, a fresh page
// per test, and a record of what the page did that fails the test that caused it: console
// errors (the page's and its worker's), uncaught exceptions, Content-Security-Policy
// violations, and any request outside the site.
//
// `cargo xtask test` builds dist/, serves it under a sub-path (like a real host) and sets
// BITDOKU_URL to it (and CHROMIUM, when Chromium is not at /usr/bin/chromium). axe-core
// (`accessibilityViolations`) checks a part of the page against WCAG 2.2 A and AA.

import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { after, before } from 'node:test';
import { SIMD_PROBE } from '../../www/engine-build.js';
import { launchChromium } from './chromium.mjs';

export const BASE_URL = process.env.BITDOKU_URL ?? 'http://127.0.0.1:8000/';
const SCREENSHOTS = new URL('./screenshots/', import.meta.url);

export const BRUTE_FORCE =
  '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
/** The puzzle of a first visit (the Textbook example): its naive search backtracks 720 times. */
export const FIRST_DEMO = '306508400520000000087000031003010080900863005050090600130000250000000074005206300';
export const BOJ = '035469278782105609060278135321046897804913506596820413917652080603701952258394760';
export const BOJ_SOLVED =
  '135469278782135649469278135321546897874913526596827413917652384643781952258394761';

let browser;

before(async () => {
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
});

/**
 * Opens `query` (e.g. '?puzzle=...') on the served page at the given viewport, waits until the
 * engine is loaded (unless `ready` is false), runs `body(page, seen)`, and then fails if the
 * page logged any error, broke its Content-Security-Policy, or asked for anything outside
 * `base` (another origin, or above the sub-path the site is served at).
 *
 * Requests whose URL matches `block` fail, as on a broken network. `locale` is the browser's
 * language (navigator.languages), English unless told otherwise; `colorScheme` the system's
 * light or dark preference, light unless told otherwise. The site's service worker is blocked
 * unless `serviceWorkers` is 'allow' (offline.test.mjs): a page it served from its cache would
 * not see `block`, and each test starts from a first visit.
 *
 * `touch` makes the browser a phone's: a touch screen, where nothing hovers.
 *
 * `base` is the site's address, BASE_URL unless a test serves the site itself (offline.test.mjs).
 * `alsoUnder` lists other addresses the page may ask for: the site, when `base` is another
 * origin's page that frames it (embed.test.mjs).
 *
 * `seen` holds what was recorded: {errors, violations, requests}. A test that provokes an
 * error on purpose checks it there and removes it (`seen.errors.splice(0)`).
 */
export async function withPage(
  query,
  body,
  {
    width = 1280,
    height = 900,
    ready = true,
    block = null,
    locale = 'en-US',
    colorScheme = 'light',
    serviceWorkers = 'block',
    base = BASE_URL,
    alsoUnder = [],
    touch = false,
  } = {},
) {
  const context = await browser.newContext({
    viewport: { width, height },
    locale,
    colorScheme,
    serviceWorkers,
    // A phone: a touch screen, where nothing hovers.
    isMobile: touch,
    hasTouch: touch,
  });
  if (block) await context.route(block, (route) => route.abort());
  const seen = { errors: [], violations: [], requests: [] };
  context.on('request', (request) => seen.requests.push(request.url()));
  // Reported through a binding rather than kept in the page, so they survive reloads.
  await context.exposeBinding('reportCspViolation', (_source, text) => seen.violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  const page = await context.newPage();
  // A developer's shortcut while fixing many tests at once: fail a missing element sooner.
  if (process.env.BITDOKU_E2E_TIMEOUT) page.setDefaultTimeout(Number(process.env.BITDOKU_E2E_TIMEOUT));
  // The page's console events include its workers' messages.
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.errors.push(`page error: ${error.message}`));
  try {
    await page.goto(new URL(query, base).toString());
    if (ready) await page.waitForSelector('body[data-ready="true"]', { timeout: 10_000 });
    await body(page, seen);
  } finally {
    await context.close();
  }
  assert.deepEqual(seen.errors, [], 'the page logged errors');
  assert.deepEqual(seen.violations, [], 'the page broke its Content-Security-Policy');
  const outside = seen.requests.filter((url) => ![base, ...alsoUnder].some((under) => url.startsWith(under)));
  assert.deepEqual(outside, [], `every request stays under ${[base, ...alsoUnder].join(' or ')}`);
}

/**
 * Fails unless the page's browser runs wasm SIMD, by the page's own probe
 * (www/engine-build.js): the tests that expect the simd128 build depend on it.
 */
export async function assertBrowserHasWasmSimd(page) {
  const simd = await page.evaluate((probe) => WebAssembly.validate(new Uint8Array(probe)), [...SIMD_PROBE]);
  assert.ok(simd, 'this browser does not run wasm SIMD, which the test expects');
}

/** Reloads the page and waits until the engine is loaded again. */
export async function reload(page) {
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
}

/** Types `digit` into the cell at `row`, `column` (1-based) and returns the board after it. */
export async function typeDigit(page, row, column, digit) {
  await cell(page, row, column).click();
  await page.keyboard.press(digit);
  return boardText(page);
}

/**
 * The main board's cell at `row`, `column` (1-based): named "Row R, column C", then ": D" if
 * filled or ", notes 1 5" if it holds the person's notes.
 */
export function cell(page, row, column) {
  return page.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${column}(: [1-9]|, notes [1-9 ]+)?$`) });
}

/**
 * Presses Solve it's Start and waits until the givens are locked: Start counts the solutions in
 * the worker first, and a digit typed before then would be one more given.
 */
export async function startSolving(page) {
  await button(page, 'Start').click();
  await page.locator('#entering').waitFor({ state: 'hidden' });
}

export function button(page, name) {
  return page.getByRole('button', { name, exact: true });
}

/**
 * Presses the Hint or Check button and waits for its answer: the button is aria-busy while its
 * worker works the answer out.
 */
export async function press(page, name) {
  const pressed = button(page, name);
  await pressed.click();
  await answered(pressed);
}

/** Waits until `pressed` (the Hint or Check button, however pressed) has its answer. */
export async function answered(pressed) {
  await pressed.and(pressed.page().locator(':not([aria-busy])')).waitFor();
}

/** The board as an 81-character string, '.' for an empty cell. */
export async function boardText(page) {
  const texts = await page.getByRole('gridcell').allTextContents();
  assert.equal(texts.length, 81);
  return texts.map((t) => t.trim() || '.').join('');
}

export function status(page) {
  return page.getByRole('status');
}

/** The number shown for a statistic, e.g. stat(page, 'steps'). */
export async function stat(page, name) {
  const text = await page.locator(`#stat-${name}`).textContent();
  return Number(text.replace(/,/g, ''));
}

/**
 * Waits until the Steps counter reads more than `over` or, with `equal`, exactly `equal`
 * (read the way `stat` reads it).
 */
export function waitForSteps(page, { over, equal }) {
  return page.waitForFunction(
    (want) => {
      const steps = Number(document.getElementById('stat-steps').textContent.replace(/,/g, ''));
      return want.equal === undefined ? steps > want.over : steps === want.equal;
    },
    { over, equal },
  );
}

/**
 * Starts recording main-thread tasks of 50 ms or more; returns a function that resolves to
 * their durations so far. It depends on the browser reporting long tasks (the Long Tasks API,
 * which Chromium has and Firefox and Safari lack), so it checks that first: an empty record
 * must mean no long task, never no reports.
 */
export async function watchLongTasks(page) {
  const types = await page.evaluate(() => PerformanceObserver.supportedEntryTypes);
  assert.ok(types.includes('longtask'), `this browser reports no long tasks (it reports ${types.join(', ')})`);
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => window.longTasks);
}

/**
 * Checks the page's own record of its time-boxed search slices (window.bitdokuRun, www/main.js;
 * each is one Stepper.runFor call, src/slices.rs) and returns how many of `strategy` it holds.
 * Asserted, for every recorded slice of `strategy`:
 * - it started no chunk after its deadline: `tookMs - lastChunkMs < budgetMs` (the time before
 *   its last chunk began is under the budget). This is what the page controls, whatever the
 *   machine's load: a busy machine makes chunks slower, not later;
 * - its budget was at most `maxBudgetMs` (the run's 8 ms a frame, or 20 ms while skipping), so
 *   no slice was allowed to near the 50 ms of a long task;
 * and at least `atLeast` slices ran, so the checks cannot pass on an empty record. How long a
 * chunk took is the machine's business: the sizing of chunks to about a millisecond is pinned
 * by src/slices.rs's own tests, on a clock of their own.
 */
export async function expectSlicesWithinBudget(page, { strategy, atLeast, maxBudgetMs = 20 }) {
  const record = await page.evaluate(() => window.bitdokuRun.slices());
  const slices = record.slices.filter((slice) => slice.strategy === strategy);
  assert.ok(slices.length >= atLeast, `${slices.length} ${strategy} slices recorded, expected at least ${atLeast}`);
  for (const slice of slices) {
    const started = slice.tookMs - slice.lastChunkMs;
    assert.ok(started < slice.budgetMs, `a chunk began ${started} ms into a ${slice.budgetMs} ms slice`);
    assert.ok(slice.budgetMs <= maxBudgetMs, `a slice was given ${slice.budgetMs} ms`);
  }
  return slices.length;
}

/**
 * Waits for `count` animation frames of the page. A playing run takes one turn per frame
 * (www/run/frame-loop.js), so a run still going would have moved in that time.
 */
export async function frames(page, count) {
  await page.evaluate(
    (n) =>
      new Promise((resolve) => {
        const next = (left) => (left === 0 ? resolve(undefined) : requestAnimationFrame(() => next(left - 1)));
        next(n);
      }),
    count,
  );
}

/** How many slices of search the page's lanes have run in all (www/run/lane.js). */
export async function slicesRun(page) {
  return page.evaluate(() => window.bitdokuRun.slices().count);
}

/**
 * Clicks `pause`, waits for `paused` to show, and checks that no slice of search ran after the
 * click was handled: the page halts its loop within the click's own task
 * (www/run/frame-loop.js), whatever the machine's speed. (The race's Pause may run a last
 * slice inside that task, to bring a lane level with the others.)
 */
export async function pauseAtOnce(page, pause, paused) {
  await page.evaluate(() => {
    window.slicesAtPause = undefined;
    // On window, bubbling: after the button's own listeners.
    const note = () => {
      window.slicesAtPause = window.bitdokuRun.slices().count;
    };
    window.addEventListener('click', note, { once: true });
  });
  await pause.click();
  await paused.waitFor();
  await frames(page, 10);
  const after = await page.evaluate(() => {
    const { slices, count } = window.bitdokuRun.slices();
    const since = window.slicesAtPause;
    return since === undefined ? undefined : slices.slice(slices.length - (count - since));
  });
  assert.ok(after, 'the click reached the page');
  // The search tree's replay catches up with a paused run in slices of its own.
  const searches = after.filter((slice) => slice.strategy !== 'tree');
  assert.deepEqual(searches, [], 'no slice of search ran after Pause was pressed');
}

/** Keeps `bytes` (a PDF, say) beside the screenshots, for a person to look at. */
export function keepFile(name, bytes) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(new URL(name, SCREENSHOTS), bytes);
}

export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, SCREENSHOTS).pathname, fullPage: true });
}

/** axe-core's script, injected into pages by `accessibilityViolations`. */
const AXE = readFileSync(new URL('./node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

/**
 * The WCAG 2.2 A and AA rules that axe-core finds broken inside `selector`, one line each
 * ("rule-id: the first elements"). The script is run through the DevTools protocol, which the
 * page's Content-Security-Policy does not apply to.
 */
export async function accessibilityViolations(page, selector) {
  await page.evaluate(AXE);
  return page.evaluate(async (include) => {
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
    const result = await window.axe.run({ include: [include] }, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

/**
 * Opens a menu of the bar ('puzzle', 'export' or 'settings') unless it is open, and returns it.
 * @param {import('playwright-core').Page} page
 * @param {'puzzle' | 'export' | 'settings'} menu
 */
export async function openMenu(page, menu) {
  const popover = page.locator(`#${menu}-menu`);
  if (await popover.evaluate((el) => el.matches(':popover-open'))) return popover;
  // Another menu open on a phone may cover the bar's buttons: a person taps it away first.
  await closeMenus(page);
  await page.locator(`#${menu}-open`).click();
  await popover.waitFor();
  return popover;
}

/** Pastes `text` into the Import box and presses its button (found by id: its name changes). */
export async function importText(page, text) {
  await openMenu(page, 'puzzle');
  const details = page.locator('details.import');
  if (!(await details.evaluate((el) => el.open))) await details.locator('summary').click();
  await page.locator('#import-text').fill(text);
  await page.locator('#import').click();
}

/** Closes whichever menu is open. */
export async function closeMenus(page) {
  await page.evaluate(() => {
    for (const menu of document.querySelectorAll('[popover]')) if (menu.matches(':popover-open')) menu.hidePopover();
  });
}

/** Loads an example by its name, from the Puzzle menu. */
export async function chooseExample(page, label) {
  await openMenu(page, 'puzzle');
  await page.getByLabel('Examples').selectOption({ label });
}

/** Presses a button of a menu ('puzzle', 'export' or 'settings') by its name. */
export async function pressInMenu(page, menu, name) {
  await openMenu(page, menu);
  await button(page, name).click();
}

/** Switches the page to a mode: 'solve', 'watch' or 'teach'. */
export async function setMode(page, mode) {
  await page.locator(`#mode input[value="${mode}"]`).check();
}

/** Picks a Speed stop: steps per second (1, 2, 5, 10, 100 or 1000), or 'max'. */
export async function setSpeed(page, rate) {
  await page.locator(`#speed input[value="${rate === 'max' ? 500000 : rate}"]`).check();
}

/** Switches the page's language from the Settings menu ('en' or 'ko'), then closes the menu. */
export async function setLanguage(page, language) {
  await openMenu(page, 'settings');
  await page.locator('select#language').selectOption(language);
  // A language's words may still be on their way (i18n.js, switchLanguage): the page speaks it
  // once <html lang> says so, and every listener has reworded its part in that same task.
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, language);
  await closeMenus(page);
}

/**
 * Shows a panel beside the board by its tab ('Stack', 'Inspector', 'Solve loop', 'Why' or
 * 'Search tree'), then gives the keys back to the page: on a tab, the arrows move between tabs.
 */
export async function showPanel(page, name) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.locator('h1').click();
}
