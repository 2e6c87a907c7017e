// The Propagation order on the page: chosen by a link, each forced digit a step of its own,
// worded with its reason and drawn in its own look; its line of the solve loop; forced frames
// in the stack; backtracking over forced digits, and stepping back over them exactly.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardText, BRUTE_FORCE, button, cell, showPanel, status, withPage } from './helpers.mjs';

/** The Examples menu's "Hard" puzzle: Propagation has to guess, and backtracks. */
const HARD = '800000000003600000070090200050007000000045700000100030001000068008500010090000400';

const lastStep = (page) => page.locator('#last-step');

test('a link picks Propagation; a forced digit is its own step, worded and drawn as forced', () =>
  withPage(`?strategy=propagation&puzzle=${BRUTE_FORCE}`, async (page) => {
    assert.equal(await page.getByLabel('Strategy').inputValue(), 'propagation');
    assert.match(await page.locator('#strategy-help').textContent(), /MRV, after placing every forced digit/);
    await showPanel(page, 'Solve loop');
    await button(page, 'Step').click();
    // The first deduction: 1 has one place left in row 2 (`bitdoku trace --strategy propagation`).
    assert.equal(await lastStep(page).textContent(), 'r2c4 = 1: the only place for 1 in row 2');
    assert.equal(await page.locator('#narration').textContent(), 'Row 2, column 4: 1 is forced');
    const forced = cell(page, 2, 4);
    assert.equal((await forced.textContent()).trim(), '1');
    assert.match(await forced.getAttribute('class'), /\bdeduced\b/);
    // Not by colour alone: a double underline.
    assert.equal(await forced.evaluate((el) => getComputedStyle(el).textDecorationStyle), 'double');
    // The solve loop shows the propagation line, current.
    assert.equal(await page.locator('#code-lines li.current').getAttribute('data-line'), 'deduce');
    assert.equal(await page.locator('#code-lines li[data-line="deduce"]').isVisible(), true);
    await button(page, 'Skip to end').click();
    await status(page).filter({ hasText: 'Solved in 65 steps' }).waitFor();
  }));

test('the other orders do not show the propagation line', () =>
  withPage(`?strategy=mrv&puzzle=${BRUTE_FORCE}`, async (page) => {
    await showPanel(page, 'Solve loop');
    await button(page, 'Step').click();
    assert.equal(await page.locator('#code-lines li.current').count(), 1, 'the solve loop is on screen');
    assert.equal(await page.locator('#code-lines li[data-line="deduce"]').isVisible(), false);
  }));

test('in Korean, a forced digit is worded with its unit', () =>
  withPage(
    `?strategy=propagation&puzzle=${BRUTE_FORCE}`,
    async (page) => {
      await page.locator('#step').click();
      assert.equal(await lastStep(page).textContent(), '2행 4열 = 1: 2행에서 1의 자리는 여기뿐');
      assert.equal(await page.locator('#narration').textContent(), '2행 4열: 1 확정');
    },
    { locale: 'ko-KR' },
  ));

test('a backtrack takes back forced digits one step each, and stepping back is exact', () =>
  withPage(`?strategy=propagation&puzzle=${HARD}`, async (page) => {
    await showPanel(page, 'Stack');
    let sawForcedTakeBack = false;
    for (let i = 0; i < 400 && !sawForcedTakeBack; i++) {
      await page.keyboard.press('ArrowRight');
      const words = await lastStep(page).textContent();
      if (!words.startsWith('Take back')) continue;
      // The stack's top frame, right after a take-back, is the one whose digit went: forced
      // frames say so in the stack.
      const forcedRows = await page.locator('#stack-table tbody tr.forced').count();
      if (forcedRows > 0) sawForcedTakeBack = true;
    }
    assert.ok(sawForcedTakeBack, 'a take-back with forced digits on the stack within 400 steps');
    const before = await boardText(page);
    const words = await lastStep(page).textContent();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await boardText(page), before, 'a step forward and back returns the board');
    assert.equal(await lastStep(page).textContent(), words);
    await button(page, 'Skip to end').click();
    await status(page).filter({ hasText: /^Solved in/ }).waitFor();
    await button(page, 'Solve').click();
    await status(page).filter({ hasText: 'Solved: this is the only solution.' }).waitFor();
  }));
