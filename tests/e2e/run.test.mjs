// Watching the search: Play, Pause, Step, Step back, keyboard shortcuts, and a page that
// stays responsive through a run of hundreds of millions of steps.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  boardText,
  BOJ,
  BRUTE_FORCE,
  button,
  cell,
  expectSlicesWithinBudget,
  frames,
  pauseAtOnce,
  pressInMenu,
  setSpeed,
  slicesRun,
  stat,
  status,
  waitForSteps,
  withPage,
} from './helpers.mjs';

test('Play changes cells and counts steps; Pause, Step and Step back return the board exactly', () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive`, async (page) => {
    const givens = await boardText(page);
    await setSpeed(page, 1000);
    await button(page, 'Play').click();
    await waitForSteps(page, { over: 50 });
    await button(page, 'Pause').click();
    const paused = await boardText(page);
    const steps = await stat(page, 'steps');
    assert.notEqual(paused, givens, 'the search placed digits');
    assert.ok(steps > 50);
    const ran = await slicesRun(page);
    await frames(page, 10); // a playing run takes a slice each frame
    assert.equal(await slicesRun(page), ran, 'no slice runs while paused');
    assert.equal(await stat(page, 'steps'), steps, 'nothing runs while paused');
    assert.match(await status(page).textContent(), /^Paused at step [\d,]+\.$/);

    await button(page, 'Step').click();
    assert.equal(await stat(page, 'steps'), steps + 1);
    await button(page, 'Step back').click();
    assert.equal(await stat(page, 'steps'), steps);
    assert.equal(await boardText(page), paused, 'step back undoes exactly one event');

    // All the way back to the start, one event at a time, then forward again.
    const trail = [paused];
    for (let i = 0; i < 40; i++) {
      await button(page, 'Step back').click();
      trail.push(await boardText(page));
    }
    assert.equal(await stat(page, 'steps'), steps - 40);
    for (let i = 39; i >= 0; i--) {
      await button(page, 'Step').click();
      assert.equal(await boardText(page), trail[i], `forward again to step ${steps - i}`);
    }
    await pressInMenu(page, 'puzzle', 'Reset');
    assert.equal(await boardText(page), givens);
    assert.equal(await stat(page, 'steps'), 0);
  }));

test('stepping back reaches the start of the run', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    const givens = await boardText(page);
    for (let i = 0; i < 5; i++) await button(page, 'Step').click();
    assert.equal(await stat(page, 'steps'), 5);
    for (let i = 0; i < 5; i++) await button(page, 'Step back').click();
    assert.equal(await stat(page, 'steps'), 0);
    assert.equal(await boardText(page), givens);
    assert.ok(await button(page, 'Step back').isDisabled(), 'nothing before the start');
    assert.equal(await status(page).textContent(), 'Back at the start.');
  }));

test('the current cell and a backtrack look different, and not by colour alone', () =>
  withPage(`?puzzle=${BRUTE_FORCE}`, async (page) => {
    // The naive order's first take-back comes within a few hundred steps.
    let kind = '';
    for (let i = 0; i < 400 && !kind.includes('backtrack'); i++) {
      await page.keyboard.press('ArrowRight');
      kind = await page.locator('.cell.trying, .cell.backtrack').first().getAttribute('class');
    }
    assert.match(kind, /backtrack/);
    const flashed = page.locator('.cell.backtrack');
    assert.equal(await flashed.textContent(), '', 'the cell is empty again');
    assert.match(await flashed.getAttribute('data-gone'), /^[1-9]$/, 'the taken-back digit is shown struck through');
    assert.match(await page.locator('#last-step').textContent(), /^Take back \d from r\dc\d: backtrack$/);
  }));

test('keyboard: Space plays and pauses, arrows step and step back', () =>
  withPage(`?puzzle=${BRUTE_FORCE}`, async (page) => {
    await page.locator('h1').click(); // focus on the page, not a control
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await stat(page, 'steps'), 2);
    await page.keyboard.press('ArrowLeft');
    assert.equal(await stat(page, 'steps'), 1);
    await page.keyboard.press('Space');
    assert.equal(await button(page, 'Pause').count(), 1, 'Space started the run');
    await waitForSteps(page, { over: 2 });
    await page.keyboard.press('Space');
    assert.equal(await button(page, 'Play').count(), 1, 'Space paused it');
    // In a cell, arrows move instead of stepping.
    const steps = await stat(page, 'steps');
    await cell(page, 1, 1).click();
    await page.keyboard.press('ArrowRight');
    assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^Row 1, column 2(: [1-9])?$/);
    assert.equal(await stat(page, 'steps'), steps);
  }));

// The promise is that no task is long: the page keeps every slice of search within its budget
// (checked here, whatever the machine's load); the wall-clock longest task is measured by
// `cargo xtask bench` and the soak (tests/e2e/soak.mjs).
test('a long naive run keeps every slice of search within its time budget, and Pause answers at once', () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive`, async (page) => {
    // Full speed, then "skip to end" (no per-step drawing), each paused while still running:
    // the brute-force puzzle takes 207 million naive steps, which full speed (500,000 a second)
    // is far from, and Skip to end takes 1 to 2 s over, so it is paused after half a second.
    await setSpeed(page, 'max');
    for (const [start, seconds] of [['Play', 2000], ['Skip to end', 500]]) {
      const before = await stat(page, 'steps');
      await button(page, start).click();
      await page.waitForTimeout(seconds);
      await pauseAtOnce(page, button(page, 'Pause'), status(page).filter({ hasText: /^Paused at step/ }));
      const steps = await stat(page, 'steps');
      assert.ok(steps > before + 100_000, `${start} ran: ${before} to ${steps} steps`);
      await frames(page, 10);
      assert.equal(await stat(page, 'steps'), steps, 'the run stopped');
    }
    // 2.5 s of frames: over a hundred slices even on a slow machine.
    await expectSlicesWithinBudget(page, { strategy: 'naive', atLeast: 100 });
  }));

test('editing during a run stops it, and solving again gives the right answer', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    await setSpeed(page, 5);
    await button(page, 'Play').click();
    await cell(page, 9, 9).click();
    await page.keyboard.press('1'); // the right digit for r9c9, typed as a given
    assert.equal(await button(page, 'Play').count(), 1, 'the run stopped');
    assert.equal(await stat(page, 'steps'), 0);
    await page.getByLabel('Strategy').selectOption('mrv');
    await setSpeed(page, 'max');
    await button(page, 'Play').click();
    await status(page).filter({ hasText: /^Solved in/ }).waitFor();
    assert.equal(
      await boardText(page),
      '135469278782135649469278135321546897874913526596827413917652384643781952258394761',
    );
  }));
