// The three modes (www/app/modes.js, www/styles/shell.css): each shows only its own controls,
// at most 14 in view on first load (a radio group or a tab list counts as one; the cells and
// the digit pad do not count); the first visit opens Watch, paused, on a puzzle whose search
// backtracks, with no cell selected; each mode's default speed; Solve it locks the givens and
// keeps the board and the pad on a phone's screen; Teach's sizes on a projector; the mode in
// a link, in Share and over a reload. At 390×844, 1280×720 and 1920×1080, in English and Korean.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BOJ, FIRST_DEMO, boardText, cell, reload, setMode, setSpeed, showPanel, status, waitForSteps, withPage } from './helpers.mjs';

/** A cell by row and column (1-based), in either language. */
const at = (page, row, column) => page.locator(`#board .cell[data-cell="${(row - 1) * 9 + column - 1}"]`);

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];
const LANGS = ['en', 'ko'];

/** The page's controls in view, besides the cells and the pad: a group of options counts once. */
function controlsInView(page) {
  return page.evaluate(() => {
    const inView = (el) => {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    };
    const names = new Set();
    const selector = 'button, select, input, textarea, summary, a[href], [role="tab"]';
    for (const el of document.querySelectorAll(selector)) {
      if (el.closest('#board, #pad, [popover]')) continue;
      const group = el.closest('[role="radiogroup"], [role="tablist"]');
      // A radio is drawn over its label (opacity 0): the label's box is the one to look at.
      const shown = el.matches('input[type="radio"]') ? el.closest('label') : el;
      if (!inView(shown)) continue;
      names.add(group ? `group:${group.getAttribute('aria-label')}` : `${el.tagName}#${el.id || el.textContent.trim()}`);
    }
    return [...names];
  });
}

/** Whether the element's box lies wholly inside the window. */
function wholeInView(locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight + 0.5 && box.right <= innerWidth + 0.5;
  });
}

const mode = (page) => page.evaluate(() => document.documentElement.dataset.mode);
const checkedSpeed = (page) => page.locator('#speed input:checked').inputValue();

for (const lang of LANGS) {
  for (const { width, height } of SIZES) {
    const size = `${width}×${height}`;
    const options = { width, height, locale: lang === 'ko' ? 'ko-KR' : 'en-US' };

    test(`${size} ${lang}: the first visit opens Watch, paused, on a puzzle that backtracks, with at most 14 controls`, () =>
      withPage(
        '',
        async (page) => {
          assert.equal(await mode(page), 'watch');
          assert.equal(await page.locator('#mode input[value="watch"]').isChecked(), true);
          assert.equal(await page.locator('#board .cell.selected').count(), 0, 'no cell is selected');
          assert.equal(await page.locator('#play').textContent(), lang === 'ko' ? '재생' : 'Play');
          assert.equal(await checkedSpeed(page), '10', "Watch's default speed is 10 steps/s");
          assert.ok(await wholeInView(page.locator('#board')), 'the board is on screen');
          assert.ok(await wholeInView(page.locator('.playback')), 'the playback bar is on screen with it');
          const controls = await controlsInView(page);
          assert.ok(controls.length <= 14, `${controls.length} controls in view: ${controls.join(', ')}`);
          // The search on this puzzle goes back hundreds of times: skip to its end and count.
          await page.locator('#skip').click();
          await page.locator('#play:disabled').waitFor();
          const backtracks = Number((await page.locator('#stat-backtracks').textContent()).replace(/\D/g, ''));
          assert.ok(backtracks >= 100, `the first demo backtracks ${backtracks} times`);
        },
        options,
      ));

    test(`${size} ${lang}: Solve it shows the board and the pad together, locks the givens, and tapping a key never scrolls`, () =>
      withPage(
        `?mode=solve&puzzle=${BOJ}`,
        async (page) => {
          assert.equal(await mode(page), 'solve');
          assert.ok(await wholeInView(page.locator('#board')), 'the board is on screen');
          assert.ok(await wholeInView(page.locator('#pad')), 'the pad is on screen with it');
          for (const key of await page.locator('#pad button').all()) {
            const box = await key.boundingBox();
            assert.ok(box.width >= 44 && box.height >= 44, `a pad key is ${box.width}×${box.height}`);
          }
          const controls = await controlsInView(page);
          assert.ok(controls.length <= 14, `${controls.length} controls in view: ${controls.join(', ')}`);
          for (const hidden of ['#play', '#solve', '#strategy', '#race-open', '#timeline-range']) {
            assert.equal(await page.locator(hidden).isVisible(), false, `${hidden} is not Solve it's`);
          }
          // r1c2 holds the given 3: a digit typed on it changes nothing and says why.
          const before = await boardText(page);
          await at(page, 1, 2).click();
          const scrolled = await page.evaluate(() => scrollY);
          await page.locator('#pad button[data-digit="9"]').click();
          assert.equal(await boardText(page), before, 'the given stays');
          assert.match(await status(page).textContent(), lang === 'ko' ? /주어진 숫자\(3\)/ : /r1c2 is a given \(3\)/);
          // A blank cell takes the person's digit, which is never called a given.
          await at(page, 1, 1).click();
          await page.locator('#pad button[data-digit="1"]').click();
          assert.equal((await boardText(page))[0], '1');
          assert.equal(await page.evaluate(() => scrollY), scrolled, 'tapping a key never scrolls');
          const said = await status(page).textContent();
          assert.doesNotMatch(said, /givens|주어진/, `the person's digit is not a given: ${said}`);
        },
        options,
      ));

    test(`${size} ${lang}: Teach is Watch at presentation scale, at 5 steps/s, with no text under 18 px and no scrolling`, () =>
      withPage(
        `?mode=teach&puzzle=${BOJ}`,
        async (page) => {
          assert.equal(await mode(page), 'teach');
          assert.equal(await checkedSpeed(page), '5', "Teach's default speed is 5 steps/s");
          const controls = await controlsInView(page);
          assert.ok(controls.length <= 14, `${controls.length} controls in view: ${controls.join(', ')}`);
          await page.locator('#step').click();
          await page.locator('#step').click();
          if (width < 1280) return; // a phone is not a projector
          assert.ok(await wholeInView(page.locator('#board')), 'the board is on screen');
          assert.ok(await wholeInView(page.locator('.playback')), 'the playback bar is on screen');
          assert.ok(await wholeInView(page.locator('#panel-tabs')), 'the panel tabs are on screen beside it');
          assert.ok(
            await page.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight),
            'the page does not scroll',
          );
          const narration = await page.locator('#narration').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
          assert.ok(narration >= 28, `the narration is ${narration} px`);
          const small = await page.evaluate(() => {
            const found = [];
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const el = node.parentElement;
              if (!node.textContent.trim() || !el.checkVisibility()) continue;
              const box = el.getBoundingClientRect();
              if (box.bottom <= 0 || box.top >= innerHeight || box.width === 0) continue;
              const px = parseFloat(getComputedStyle(el).fontSize);
              if (px < 18) found.push(`${px}px "${node.textContent.trim().slice(0, 30)}"`);
            }
            return found;
          });
          assert.deepEqual(small, [], 'no text in view under 18 px');
        },
        options,
      ));
  }
}

/** The smallest text a drawing wrote, in CSS pixels (www/tree/pens.js noteTextSize). */
async function drawnTextPx(page, selector) {
  const drawn = page.locator(`${selector}[data-text-px]`);
  await drawn.first().waitFor({ state: 'attached' });
  return Math.min(...(await drawn.evaluateAll((els) => els.map((el) => Number(el.dataset.textPx)))));
}

for (const { width, height } of SIZES.slice(1)) {
  test(`${width}×${height}: Teach draws the search tree, its chart and the race's charts with labels of 18 px or more`, () =>
    withPage(
      `?mode=watch&puzzle=${FIRST_DEMO}`,
      async (page) => {
        await setSpeed(page, 'max');
        await page.locator('#skip').click();
        await status(page).filter({ hasText: /^Solved/ }).waitFor();
        await showPanel(page, 'Search tree');
        // Watch draws at the layout's own sizes: the strip's cell names are 10 px.
        assert.equal(await drawnTextPx(page, '#tree-drawing'), 10);
        await setMode(page, 'teach');
        await page.locator('#tree-drawing[data-text-px="18"]').waitFor();
        assert.ok(await drawnTextPx(page, '#tree-chart') >= 18, "the tree's chart");
        const box = await page.locator('#tree-drawing').boundingBox();
        const scroll = await page.locator('#tree-scroll').boundingBox();
        assert.ok(box.width <= scroll.width + 0.5, 'the larger drawing still fits its panel across');
        await page.locator('#race-open').click();
        await page.locator('#race-skip').click();
        await page.locator('#race-verdict').filter({ hasText: /\S/ }).waitFor({ timeout: 60_000 });
        assert.ok(await drawnTextPx(page, '#race canvas') >= 18, "the race's charts");
        assert.ok(
          await page.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight),
          'the race fits the screen: its lanes scroll inside it, not the page',
        );
      },
      { width, height },
    ));
}

test('a mode, a speed stop or a tab chosen with the pointer leaves the keys to the search', () =>
  withPage(`?puzzle=${BOJ}&mode=watch`, async (page) => {
    // A click on a radio or a tab would focus it, and the arrows would then move the choice.
    await page.locator('#mode label', { hasText: 'Teach' }).click();
    await page.keyboard.press('ArrowRight');
    assert.equal(await mode(page), 'teach', 'the arrow stepped, it did not move the mode');
    await waitForSteps(page, { equal: 1 });
    await page.locator('#speed label', { hasText: /^10$/ }).click();
    await page.keyboard.press('ArrowRight');
    assert.equal(await checkedSpeed(page), '10');
    await waitForSteps(page, { equal: 2 });
    await page.getByRole('tab', { name: 'Inspector' }).click();
    await page.keyboard.press('ArrowRight');
    await waitForSteps(page, { equal: 3 });
    assert.equal(await page.getByRole('tab', { name: 'Inspector' }).getAttribute('aria-selected'), 'true');
  }));

test('switching between Watch and Teach during a run keeps the run’s words on the status line', () =>
  withPage(`?puzzle=${BOJ}&mode=watch`, async (page) => {
    await setSpeed(page, 1);
    await page.locator('#play').click();
    await status(page).filter({ hasText: /^Running the naive search/ }).waitFor();
    await setMode(page, 'teach');
    assert.match(await status(page).textContent(), /^Running the naive search/);
    await setMode(page, 'watch');
    assert.match(await status(page).textContent(), /^Running the naive search/);
  }));

test('the mode is remembered, taken from a link, carried by Share, and a bad one is named', () =>
  withPage(`?puzzle=${BOJ}&mode=teach`, async (page, seen) => {
    assert.equal(await mode(page), 'teach');
    await page.getByRole('radiogroup', { name: 'Mode' }).getByRole('radio', { name: 'Solve it' }).check();
    assert.equal(await mode(page), 'solve');
    await reload(page);
    assert.equal(await mode(page), 'solve', 'the mode survives a reload');
    await page.locator('#export-open').click();
    await page.locator('#share').click();
    assert.match(await page.locator('#share-text').inputValue(), /[?&]mode=solve(&|$)/);
    await page.goto(`${page.url().split('?')[0]}?puzzle=${BOJ}&mode=race`);
    await page.locator('body[data-ready]').waitFor();
    assert.match(await status(page).textContent(), /unknown mode "race" \(use solve, watch or teach\)/);
    seen.errors.splice(0);
  }));

test('Solve it: entering a puzzle is a step of its own, and editing the givens again is deliberate', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    await page.locator('#puzzle-open').click();
    await page.getByRole('button', { name: 'Type your own' }).click();
    assert.equal(await boardText(page), '.'.repeat(81));
    assert.equal(await page.locator('#entering').isVisible(), true);
    // A digit typed moves on to the next cell, as a puzzle is read off a page.
    for (const key of '12345678') await page.keyboard.press(key);
    assert.equal(await boardText(page), `12345678${'.'.repeat(73)}`);
    await at(page, 2, 9).click();
    await page.keyboard.press('9');
    // r1c9 has no digit left: no rule is broken, but there is no solution, and Start says so.
    await page.getByRole('button', { name: 'Start' }).click();
    await status(page).filter({ hasText: /^Not started: these givens have no solution/ }).waitFor();
    assert.equal(await page.locator('#entering').isVisible(), true);
    for (const [row, column] of [[2, 9], [1, 8], [1, 7], [1, 6], [1, 5], [1, 4], [1, 3], [1, 2]]) {
      await at(page, row, column).click();
      await page.keyboard.press('Backspace');
    }
    assert.equal(await boardText(page), `1${'.'.repeat(80)}`);
    await at(page, 1, 1).click();
    await page.keyboard.press('5');
    assert.equal((await boardText(page))[0], '5');
    // One given leaves many solutions: Start locks it, and says Check and Hint judge by the rules.
    await page.getByRole('button', { name: 'Start' }).click();
    await status(page).filter({ hasText: /^1 givens, locked\. This puzzle has more than one solution/ }).waitFor();
    assert.equal(await page.locator('#entering').isVisible(), false);
    // The 5 is a given now: typing on it is refused.
    await cell(page, 1, 1).click();
    await page.keyboard.press('7');
    assert.equal((await boardText(page))[0], '5');
    assert.match(await status(page).textContent(), /r1c1 is a given \(5\)/);
    await page.getByRole('button', { name: 'Edit the givens' }).click();
    await cell(page, 1, 1).click();
    await page.keyboard.press('7');
    assert.equal((await boardText(page))[0], '7');
  }));

test('Show me from here leaves Solve it for Watch with the person’s board', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    await cell(page, 1, 1).click();
    await page.keyboard.press('1');
    await page.getByRole('button', { name: 'Show me from here' }).click();
    assert.equal(await mode(page), 'watch');
    assert.equal(await page.locator('#play').textContent(), 'Pause');
  }));
