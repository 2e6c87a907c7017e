// The printed page (www/styles/print.css, www/app/worksheet.js): printing shows the worksheet
// alone, the person's digits in a large grid with the rating line's words and the puzzle's link,
// and none of the controls, panels, tree, race or timeline; in the light theme's colours even
// when the screen is dark; and "Print my notes" is remembered.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BOJ,
  button,
  cell,
  keepFile,
  openMenu,
  reload,
  setLanguage,
  setMode,
  withPage,
} from './helpers.mjs';

/** What a printer would get: the page as print media, after the browser's beforeprint. */
async function printView(page) {
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  // The worksheet is written again when the print media query starts to match, which the
  // browser reports at its next rendering update. Two frames later that has happened, so a
  // test reads the worksheet that stays, not cells about to be replaced (a cell replaced
  // between Playwright's query and its evaluation has no computed style).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The worksheet's grid as an 81-character line, '.' for an empty cell. */
function worksheetLine(page) {
  return page.locator('.worksheet-cell').evaluateAll((cells) => cells.map((c) => c.textContent || '.').join(''));
}

test('printing shows the worksheet: the givens, the level and the link, and none of the controls', () =>
  withPage(`?puzzle=${BOJ}&strategy=mrv`, async (page) => {
    await page.waitForFunction(() => /^Level:/.test(document.getElementById('rating').textContent));
    const level = await page.locator('#rating').textContent();
    assert.equal(await page.locator('#worksheet').isVisible(), false, 'on screen the worksheet is not shown');

    await printView(page);
    for (const selector of ['#board', '#pad', '.top-bar', '#solve', '#status', '#timeline', '.side', '#search-tree', '#lesson']) {
      assert.equal(await page.locator(selector).isVisible(), false, `${selector} does not print`);
    }
    assert.ok(await page.locator('#worksheet').isVisible(), 'the worksheet prints');
    assert.equal(await worksheetLine(page), BOJ.replace(/0/g, '.'));
    assert.equal(await page.locator('.worksheet-level').textContent(), level, 'the rating line, word for word');
    const link = (await page.locator('.worksheet-link').textContent()).replace(/^Online: /, '');
    const url = new URL(link);
    assert.equal(url.searchParams.get('puzzle'), BOJ.replace(/0/g, '.'), 'a link to the puzzle');
    assert.equal(url.searchParams.get('strategy'), 'mrv');
    assert.equal(url.origin + url.pathname, new URL('./', page.url()).toString(), 'on this site');
    assert.equal(new URL(page.url()).search, '', 'printing does not change the address bar, as Share does');

    const grid = await page.locator('.worksheet-grid').boundingBox();
    const sheet = await page.evaluate(() => document.documentElement.clientWidth);
    assert.ok(grid.width >= 500, `the grid is large: ${grid.width} px`);
    assert.ok(Math.abs(grid.x + grid.width / 2 - sheet / 2) < 2, 'and centred');
  }));

test('the worksheet holds the board as the person has it, not the search: entries lighter than the givens', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    await cell(page, 1, 1).click();
    await page.keyboard.press('1');
    await setMode(page, 'watch');
    for (let i = 0; i < 5; i++) await button(page, 'Step').click();
    await printView(page);
    const line = await worksheetLine(page);
    assert.equal(line, `1${BOJ.slice(1).replace(/0/g, '.')}`, "the person's entry is there, the search's placements are not");
    const weights = await page
      .locator('.worksheet-cell')
      .evaluateAll((cells) => [cells[0], cells[1]].map((c) => getComputedStyle(c).fontWeight));
    assert.deepEqual(weights, ['400', '700'], 'the entry in r1c1 is lighter than the given in r1c2');
  }));

test('the worksheet prints in the light colours when the screen is dark', () =>
  withPage(
    `?puzzle=${BOJ}`,
    async (page) => {
      await printView(page);
      const [ink, line] = await page.evaluate(() => {
        const style = getComputedStyle(document.querySelector('.worksheet-cell'));
        return [style.color, getComputedStyle(document.querySelector('.worksheet-grid')).borderTopColor];
      });
      assert.equal(ink, 'rgb(22, 24, 29)', 'dark digits');
      assert.equal(line, 'rgb(22, 24, 29)', 'dark lines');
    },
    { colorScheme: 'dark' },
  ));

test('"Print my notes" is remembered, in both languages', () =>
  withPage('', async (page) => {
    const box = page.getByLabel('Print my notes');
    assert.equal(await box.isChecked(), false, 'off at first');
    await openMenu(page, 'settings');
    await box.check();
    await reload(page);
    assert.equal(await box.isChecked(), true, 'remembered');
    await setLanguage(page, 'ko');
    assert.equal(await page.locator('label[for="print-notes"]').textContent(), '내 메모 인쇄');
  }));

test("the person's notes print only when asked for, as pencil marks in their cells", () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    await button(page, 'Notes').click();
    await cell(page, 1, 1).click();
    for (const digit of ['1', '4']) await page.keyboard.press(digit);
    const notes = () => page.locator('.worksheet-cell').evaluateAll((cells) => cells.map((c) => c.dataset.notes ?? ''));

    await printView(page);
    assert.deepEqual((await notes()).filter(Boolean), [], 'off: no notes on paper');

    await page.emulateMedia({ media: 'screen' });
    await openMenu(page, 'settings');
    await page.getByLabel('Print my notes').check();
    await printView(page);
    const printed = await notes();
    assert.equal(printed[0], '1  \n4  \n   ', 'r1c1 holds the notes 1 and 4, laid out as on the board');
    assert.equal(printed.filter(Boolean).length, 1, 'and no other cell has any');
    assert.equal(await worksheetLine(page), BOJ.replace(/0/g, '.'), 'notes are not digits');
  }));

test('page.pdf() gives one sheet with the worksheet on it', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    await page.waitForFunction(() => /^Level:/.test(document.getElementById('rating').textContent));
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    const pdf = await page.pdf({ format: 'A4' });
    const text = pdf.toString('latin1');
    assert.match(text.slice(0, 8), /^%PDF-/);
    assert.equal(text.match(/\/Type\s*\/Page\b/g)?.length, 1, 'the worksheet fits on one page');
    keepFile('worksheet.pdf', pdf);
  }));
