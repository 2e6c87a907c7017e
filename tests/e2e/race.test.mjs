// The race of Naive, MRV and Propagation: its final counters equal separate runs of the main
// page with each strategy; the lanes advance level; it pauses, closes, refuses givens that break a
// rule, stops when the board is edited, and never blocks the page while skipping.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  accessibilityViolations,
  BOJ,
  BRUTE_FORCE,
  button,
  expectSlicesWithinBudget,
  frames,
  pauseAtOnce,
  reload,
  setSpeed,
  slicesRun,
  stat,
  status,
  withPage,
} from './helpers.mjs';

/** The Examples menu's "Hard" puzzle: naive needs over 100,000 steps, both end in milliseconds. */
const HARD = '800000000003600000070090200050007000000045700000100030001000068008500010090000400';
/** The textbook example: naive needs a few thousand steps, MRV a few hundred. */
const TEXTBOOK = '306508400520000000087000031003010080900863005050090600130000250000000074005206300';

const COUNTERS = ['steps', 'placements', 'backtracks'];
const format = new Intl.NumberFormat('en-US');

function race(page) {
  return page.locator('#race');
}

function raceButton(page, name) {
  return race(page).getByRole('button', { name, exact: true });
}

/** The number a lane ('naive' or 'mrv') shows for a counter. */
async function laneStat(page, lane, name) {
  const text = await race(page).locator(`[data-lane="${lane}"] [data-stat="${name}"]`).textContent();
  return Number(text.replace(/,/g, ''));
}

async function laneCounters(page, lane) {
  const out = {};
  for (const name of COUNTERS) out[name] = await laneStat(page, lane, name);
  return out;
}

/** The counters of a whole run of the main page with `strategy`, by Skip to end. */
async function singleRun(page, strategy) {
  await page.getByLabel('Strategy').selectOption(strategy);
  await button(page, 'Skip to end').click();
  await status(page).filter({ hasText: /^Solved in/ }).waitFor({ timeout: 20_000 });
  const out = {};
  for (const name of COUNTERS) out[name] = await stat(page, name);
  return out;
}

async function waitForVerdict(page) {
  await race(page).locator('#race-verdict').filter({ hasText: /\S/ }).waitFor({ timeout: 20_000 });
  return race(page).locator('#race-verdict').textContent();
}

const NAMES = { naive: 'Naive', mrv: 'MRV', propagation: 'Propagation' };
const MID = { naive: 'naive', mrv: 'MRV', propagation: 'propagation' };

/**
 * "Propagation 61 steps, MRV 1,234, naive 5,678: propagation took 93× fewer steps than naive",
 * computed here from each strategy's step count.
 * @param {Record<string, number>} steps
 */
function expectedVerdict(steps) {
  const order = Object.keys(steps).sort((a, b) => steps[a] - steps[b]);
  const [fast, slow] = [order[0], order[order.length - 1]];
  const ratio = steps[slow] / steps[fast];
  const times = ratio >= 10 ? format.format(Math.round(ratio)) : ratio.toFixed(1);
  const list = order
    .map((id, i) => (i === 0 ? `${NAMES[id]} ${format.format(steps[id])} steps` : `${MID[id]} ${format.format(steps[id])}`))
    .join(', ');
  return `${list}: ${MID[fast]} took ${times}× fewer steps than ${MID[slow]}`;
}

test('Skip to end in the race gives the counters of separate single runs, and the verdict', () =>
  withPage(`?puzzle=${HARD}`, async (page) => {
    const naive = await singleRun(page, 'naive');
    const mrv = await singleRun(page, 'mrv');
    const propagation = await singleRun(page, 'propagation');
    assert.ok(naive.steps >= 10_000, `naive took ${naive.steps} steps`);
    await button(page, 'Race').click();
    assert.ok(await race(page).isVisible(), 'the race opened');
    assert.equal(await laneStat(page, 'naive', 'steps'), 0);
    await raceButton(page, 'Skip to end').click();
    const verdict = await waitForVerdict(page);
    assert.deepEqual(await laneCounters(page, 'naive'), naive);
    assert.deepEqual(await laneCounters(page, 'mrv'), mrv);
    assert.deepEqual(await laneCounters(page, 'propagation'), propagation);
    assert.equal(verdict, expectedVerdict({ naive: naive.steps, mrv: mrv.steps, propagation: propagation.steps }));
    const results = await race(page).locator('.lane-result').allTextContents();
    assert.deepEqual(
      results,
      [naive, mrv, propagation].map((run) => `Solved in ${format.format(run.steps)} steps`),
    );
    assert.equal(await race(page).locator('#race-status').textContent(), 'Every search finished.');
    assert.ok(await raceButton(page, 'Start').isDisabled(), 'a finished race cannot start again');
    // Both boards show the same solution as the main page's run.
    const solved = await page.locator('#board .cell').allTextContents();
    for (const lane of ['naive', 'mrv', 'propagation']) {
      assert.deepEqual(await race(page).locator(`[data-lane="${lane}"] .cell`).allTextContents(), solved, lane);
    }
  }));

test('played at the Speed, both sides take the same steps, and pause together', () =>
  withPage(`?puzzle=${HARD}`, async (page) => {
    await setSpeed(page, 1000); // MRV needs 30,000 steps
    await button(page, 'Race').click();
    await raceButton(page, 'Start').click();
    await page.waitForFunction(() => Number(document.querySelector('[data-lane="mrv"] [data-stat="steps"]').textContent.replace(/,/g, '')) > 20);
    await pauseAtOnce(page, raceButton(page, 'Pause'), race(page).locator('#race-status').filter({ hasText: /^Paused at step [\d,]+\.$/ }));
    const paused = await laneStat(page, 'naive', 'steps');
    assert.equal(await laneStat(page, 'mrv', 'steps'), paused, 'both took the same number of steps');
    await frames(page, 10);
    assert.equal(await laneStat(page, 'naive', 'steps'), paused, 'nothing runs while paused');
    assert.equal(await laneStat(page, 'mrv', 'steps'), paused);
    await raceButton(page, 'Start').click();
    await page.waitForFunction((before) => Number(document.querySelector('[data-lane="naive"] [data-stat="steps"]').textContent.replace(/,/g, '')) > before, paused);
    // Space with Pause focused (as it is after Start) presses Pause; the run behind stays put.
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Pause');
    await page.keyboard.press('Space');
    await race(page).locator('#race-status').filter({ hasText: /^Paused at step/ }).waitFor();
    assert.equal(await page.locator('#status').textContent().then((text) => text.startsWith('Playing')), false);
  }));

test('the faster side says when it has finished while the other goes on, to the same counters as single runs', () =>
  withPage(`?puzzle=${TEXTBOOK}`, async (page) => {
    const naive = await singleRun(page, 'naive');
    const mrv = await singleRun(page, 'mrv');
    const propagation = await singleRun(page, 'propagation');
    assert.ok(propagation.steps < mrv.steps, `propagation ${propagation.steps} steps, MRV ${mrv.steps}`);
    await setSpeed(page, 100); // slow enough to see each side finish
    await button(page, 'Race').click();
    await raceButton(page, 'Start').click();
    const first = `Propagation finished first, in ${format.format(propagation.steps)} steps; the others are still searching.`;
    await race(page).locator('#race-status').filter({ hasText: first }).waitFor();
    assert.equal(await race(page).locator('[data-lane="naive"] .lane-result').textContent(), 'Searching…');
    assert.equal(
      await race(page).locator('[data-lane="propagation"] .lane-result').textContent(),
      `Solved in ${format.format(propagation.steps)} steps`,
    );
    assert.ok((await laneStat(page, 'naive', 'steps')) < naive.steps);
    const next = `MRV finished next, in ${format.format(mrv.steps)} steps; still searching: naive.`;
    await race(page).locator('#race-status').filter({ hasText: next }).waitFor();
    await setSpeed(page, 'max'); // naive's 2,259 steps would take 22 s at 100 a second: the race plays at the Speed under it
    assert.equal(
      await waitForVerdict(page),
      expectedVerdict({ naive: naive.steps, mrv: mrv.steps, propagation: propagation.steps }),
    );
    assert.deepEqual(await laneCounters(page, 'naive'), naive);
    assert.deepEqual(await laneCounters(page, 'mrv'), mrv);
    assert.deepEqual(await laneCounters(page, 'propagation'), propagation);
  }));

test('the Race button opens the race as soon as the page is up, its module still on the way or not', () =>
  withPage(`?puzzle=${TEXTBOOK}`, async (page) => {
    // In the task the page is up in: the race's module (www/app/later.js) comes after it.
    await page.evaluate(() => document.getElementById('race-open')?.click());
    await race(page).waitFor({ state: 'visible' });
    await page.waitForFunction(() => document.activeElement?.id === 'race-start');
    assert.equal(await raceButton(page, 'Start').count(), 1);
  }));

test('when the race module fails to come, Race says so, and the next press after it is back opens it', () =>
  withPage(`?puzzle=${TEXTBOOK}`, async (page, seen) => {
    // From the start of a load: the page's own import of the later modules (app/later.js) fails.
    let blocked = true;
    /** @type {() => void} */
    let refused = () => {};
    const refusedOnce = new Promise((resolve) => (refused = () => resolve(undefined)));
    await page.context().route(/later-modules[^/]*\.js$/, (route) => {
      if (!blocked) return route.continue();
      refused();
      return route.abort();
    });
    await reload(page);
    // Once the import has failed, and its rejection has had frames to reach the status line:
    // nobody asked for the race yet, so no error shows (the generic one did, before).
    await refusedOnce;
    await frames(page, 3);
    assert.doesNotMatch(await status(page).textContent(), /could not be loaded|Something went wrong/, 'nobody asked for it yet');
    await button(page, 'Race').click();
    await status(page).filter({ hasText: /^This part of the page could not be loaded \(.+\)\. Check the connection/ }).waitFor();
    assert.equal(await race(page).isVisible(), false);
    blocked = false;
    await button(page, 'Race').click();
    await race(page).waitFor({ state: 'visible' });
    assert.equal(await raceButton(page, 'Start').count(), 1);
    assert.ok(seen.errors.every((e) => /Failed to load resource/.test(e)), seen.errors.join('\n'));
    seen.errors.splice(0);
  }));

test('Close hides the race and gives the focus back; it opens again from the start', () =>
  withPage(`?puzzle=${TEXTBOOK}`, async (page) => {
    await setSpeed(page, 100);
    await button(page, 'Race').click();
    await raceButton(page, 'Start').click();
    await page.waitForFunction(() => document.querySelector('[data-lane="mrv"] [data-stat="steps"]').textContent !== '0');
    await raceButton(page, 'Close').click();
    assert.equal(await race(page).isVisible(), false);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'race-open');
    await button(page, 'Race').click();
    assert.equal(await laneStat(page, 'naive', 'steps'), 0, 'a fresh race');
    assert.equal(await raceButton(page, 'Start').count(), 1);
    // Escape closes it too, and Space (off the buttons) starts and pauses it.
    await race(page).locator('h2').click();
    await page.keyboard.press('Space');
    assert.equal(await raceButton(page, 'Pause').count(), 1, 'Space started the race');
    assert.equal(await page.locator('#play').textContent(), 'Play', 'and not the main run');
    await page.keyboard.press('Space');
    assert.equal(await raceButton(page, 'Start').count(), 1, 'Space paused it');
    await page.keyboard.press('Escape');
    assert.equal(await race(page).isVisible(), false);
  }));

test('a change of the puzzle stops the race; givens that break a rule do not start it', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    // r1c2 holds a given 3; a second 3 in row 1 breaks a rule. Typed, then undone: Redo (by
    // key, as the board is out of sight during the race) brings it back mid-race.
    await page.locator('#board').getByRole('gridcell', { name: /^Row 1, column 1(: [1-9])?$/ }).click();
    await page.keyboard.press('3');
    await page.locator('h1').click();
    await page.keyboard.press('Control+z');
    await setSpeed(page, 100);
    await button(page, 'Race').click();
    await raceButton(page, 'Start').click();
    await page.waitForFunction(() => document.querySelector('[data-lane="naive"] [data-stat="steps"]').textContent !== '0');
    await race(page).locator('h2').click();
    await page.keyboard.press('Control+y');
    assert.equal(
      await race(page).locator('#race-status').textContent(),
      'The puzzle changed, so the race stopped. Press Start to race on the new puzzle.',
    );
    assert.equal(await laneStat(page, 'naive', 'steps'), 0);
    assert.equal(await laneStat(page, 'mrv', 'steps'), 0);
    const ran = await slicesRun(page);
    await frames(page, 10);
    assert.equal(await slicesRun(page), ran, 'the race stays stopped');
    assert.equal(await laneStat(page, 'naive', 'steps'), 0);
    const firstCells = await race(page).locator('[data-lane="naive"] .cell').first().textContent();
    assert.equal(firstCells, '3', 'the race boards show the new givens');

    await raceButton(page, 'Start').click();
    assert.equal(
      await race(page).locator('#race-status').textContent(),
      'The race cannot start: Invalid: two 3s in row 1 (r1c1 and r1c2)',
    );
    assert.equal(await raceButton(page, 'Start').count(), 1, 'nothing runs');
    assert.equal(await laneStat(page, 'naive', 'steps'), 0);
  }));

test('skipping a race of 200 million naive steps keeps every slice within its budget, and Pause answers', () =>
  withPage(`?puzzle=${BRUTE_FORCE}`, async (page) => {
    await button(page, 'Race').click();
    await raceButton(page, 'Skip to end').click();
    await page.waitForTimeout(700);
    await pauseAtOnce(page, raceButton(page, 'Pause'), race(page).locator('#race-status').filter({ hasText: /^Paused at step/ }));
    const naive = await laneStat(page, 'naive', 'steps');
    assert.ok(naive > 1_000_000, `the race ran: ${naive} naive steps`);
    // 0.7 s of skipping: the naive lane runs in every frame (MRV finishes within the first).
    await expectSlicesWithinBudget(page, { strategy: 'naive', atLeast: 20 });
    await expectSlicesWithinBudget(page, { strategy: 'mrv', atLeast: 1 });
    // Start after a skip plays on at the Speed's pace (2 steps a second), with no burst.
    await setSpeed(page, 2);
    await raceButton(page, 'Start').click();
    await page.waitForTimeout(600);
    await raceButton(page, 'Pause').click();
    const more = (await laneStat(page, 'naive', 'steps')) - naive;
    assert.ok(more >= 1 && more <= 4, `${more} steps in 0.6 s at 2 steps a second`);
  }));

test('on a phone (390×844) each lane fills the screen, and a swipe brings the next', () =>
  withPage(
    `?puzzle=${TEXTBOOK}`,
    async (page) => {
      await button(page, 'Race').click();
      await raceButton(page, 'Skip to end').click();
      await waitForVerdict(page);
      const naive = await race(page).locator('[data-lane="naive"] .race-board').boundingBox();
      const mrv = await race(page).locator('[data-lane="mrv"] .race-board').boundingBox();
      const propagation = await race(page).locator('[data-lane="propagation"] .race-board').boundingBox();
      assert.ok(naive.x >= 0 && naive.x + naive.width <= 390 && naive.width >= 300, `Naive on screen: ${JSON.stringify(naive)}`);
      assert.ok(mrv.x >= naive.x + naive.width && mrv.x > 360 && Math.abs(mrv.y - naive.y) < 1, `MRV beside it, off screen: ${JSON.stringify(mrv)}`);
      assert.ok(propagation.x >= mrv.x + mrv.width, 'then Propagation');
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'the page never scrolls sideways');
      // A swipe scrolls the lanes, one lane at a time (scroll snapping).
      await race(page).locator('.race-lanes').evaluate((lanes) => lanes.scrollBy({ left: lanes.clientWidth * 0.7, behavior: 'instant' }));
      await page.waitForFunction(() => {
        const box = document.querySelector('[data-lane="mrv"] .race-board').getBoundingClientRect();
        return box.left >= 0 && box.right <= innerWidth;
      });
    },
    { width: 390, height: 844 },
  ));

for (const [width, height] of [
  [1024, 768],
  [1280, 900],
  [1920, 1080],
]) {
  test(`at ${width}×${height} the three boards stand side by side, each inside its lane`, () =>
    withPage(
      `?puzzle=${TEXTBOOK}`,
      async (page) => {
        await button(page, 'Race').click();
        const boxes = [];
        for (const name of ['naive', 'mrv', 'propagation']) {
          const lane = await race(page).locator(`[data-lane="${name}"]`).boundingBox();
          const board = await race(page).locator(`[data-lane="${name}"] .race-board`).boundingBox();
          assert.ok(board.x >= lane.x - 0.5 && board.x + board.width <= lane.x + lane.width + 0.5, `${name}: board ${JSON.stringify(board)} inside lane ${JSON.stringify(lane)}`);
          assert.ok(board.width >= 200, `${name}: a board still readable, ${board.width} px wide`);
          boxes.push(board);
        }
        for (let i = 1; i < boxes.length; i++) {
          assert.ok(boxes[i].x >= boxes[i - 1].x + boxes[i - 1].width, 'side by side, no overlap');
          assert.equal(Math.round(boxes[i].y), Math.round(boxes[0].y), 'on one line');
        }
      },
      { width, height },
    ));
}

test('each lane charts its digits by depth on the same axes, the naive bulge beside the others', () =>
  withPage(`?puzzle=${TEXTBOOK}`, async (page) => {
    await button(page, 'Race').click();
    await page.locator('#race').getByRole('button', { name: 'Skip to end' }).click();
    await page.locator('#race-verdict').filter({ hasText: /fewer steps than naive/ }).waitFor();
    const charts = page.locator('#race').getByRole('img', { name: /^Digits placed and taken back at each depth/ });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.lane-chart')].every((c) => /Most taken back|Nothing taken back/.test(c.getAttribute('aria-label') ?? '')),
    );
    assert.equal(await charts.count(), 3);
    const names = await charts.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    // The naive order takes 720 digits back, most of them at depth 9; Propagation none.
    assert.match(names[0], /Most taken back at depth 9: 64\.$/);
    assert.match(names[2], /Nothing taken back yet\.$/);
    const axes = await charts.evaluateAll((els) => els.map((el) => `${el.dataset.depths} ${el.dataset.most}`));
    // Naive's 720 take-backs reach a count MRV's and Propagation's charts share.
    assert.deepEqual(axes, Array(3).fill(axes[0]), 'one pair of axes for all');
    assert.match(axes[0], /^49 \d+$/, 'depths to the 49 blanks');
    assert.deepEqual(await accessibilityViolations(page, '#race'), [], 'axe-core, WCAG 2.2 A and AA');
  }));
