// Editing and solving: typing with the keyboard and the pad, rule breaks, messages, links.
// (Undo, redo and what survives a reload are in keep.test.mjs.)

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  boardText,
  BOJ,
  BOJ_SOLVED,
  button,
  cell,
  chooseExample,
  closeMenus,
  FIRST_DEMO,
  openMenu,
  pressInMenu,
  screenshot,
  setMode,
  setSpeed,
  status,
  withPage,
} from './helpers.mjs';

test('typing a puzzle cell by cell, then Solve, fills every cell correctly', () =>
  withPage('', async (page) => {
    await pressInMenu(page, 'puzzle', 'Clear');
    assert.equal(await boardText(page), '.'.repeat(81));
    for (let row = 0; row < 9; row++) {
      await cell(page, row + 1, 1).click();
      for (let col = 0; col < 9; col++) {
        await page.keyboard.press(BOJ[row * 9 + col]);
        if (col < 8) await page.keyboard.press('ArrowRight');
      }
    }
    assert.equal(await boardText(page), BOJ.replace(/0/g, '.'));
    await button(page, 'Solve').click();
    await assert.doesNotReject(
      page.getByRole('status').filter({ hasText: 'Solved: this is the only solution.' }).waitFor(),
    );
    assert.equal(await boardText(page), BOJ_SOLVED);
  }));

test('Backspace, Delete, Space and 0 clear a cell; the pad types into the selected cell', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    const first = cell(page, 1, 2);
    for (const key of ['Backspace', 'Delete', 'Space', '0']) {
      await first.click();
      await page.keyboard.press('7');
      await assert.doesNotReject(first.filter({ hasText: '7' }).waitFor());
      await page.keyboard.press(key);
      assert.equal(await first.textContent(), '', `${key} clears`);
    }
    await setMode(page, 'solve'); // the pad is Solve it's
    await cell(page, 1, 1).click();
    await page.getByRole('button', { name: '1', exact: true }).click();
    assert.equal(await cell(page, 1, 1).textContent(), '1');
    await page.getByRole('button', { name: 'Erase' }).click();
    assert.equal(await cell(page, 1, 1).textContent(), '');
  }));

test('a rule-breaking entry is marked and named in the status line', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    await cell(page, 1, 1).click();
    await page.keyboard.press('3'); // row 1 already has a 3 at r1c2
    await assert.doesNotReject(status(page).filter({ hasText: 'Invalid: two 3s in row 1 (r1c1 and r1c2)' }).waitFor());
    assert.match(await cell(page, 1, 1).getAttribute('class'), /conflict/);
    assert.match(await cell(page, 1, 2).getAttribute('class'), /conflict/);
    await button(page, 'Solve').click();
    assert.match(await status(page).textContent(), /^Invalid: two 3s in row 1/);
    await cell(page, 1, 1).click();
    await page.keyboard.press('1');
    assert.doesNotMatch(await cell(page, 1, 1).getAttribute('class'), /conflict/);
  }));

test('no solution and many solutions get their own messages', () =>
  withPage('', async (page) => {
    await chooseExample(page, 'No solution');
    await button(page, 'Solve').click();
    await assert.doesNotReject(status(page).filter({ hasText: 'No solution: these givens cannot be completed.' }).waitFor());

    await setSpeed(page, 'max');
    await button(page, 'Play').click();
    await assert.doesNotReject(
      status(page).filter({ hasText: /^No solution: search exhausted after [\d,]+ steps\.$/ }).waitFor(),
    );

    await chooseExample(page, 'Many solutions');
    await button(page, 'Solve').click();
    await assert.doesNotReject(status(page).filter({ hasText: 'Several solutions: this is one of them.' }).waitFor());
    assert.doesNotMatch(await boardText(page), /\./, 'one of the solutions fills the board');

    await pressInMenu(page, 'puzzle', 'Reset');
    await button(page, 'Play').click();
    await assert.doesNotReject(
      status(page).filter({ hasText: /^Solved in [\d,]+ steps \([\d,]+ backtracks\)\. Several solutions: this is one of them\.$/ }).waitFor(),
    );
  }));

test('a bad ?puzzle= gets a message quoting it, and is not loaded', () =>
  withPage(`?puzzle=${BOJ.slice(0, 80)}&strategy=mrv`, async (page) => {
    assert.equal(
      await status(page).textContent(),
      `The link is not valid: the puzzle "${BOJ.slice(0, 80)}": line 1 has 80 cells, expected 81. The puzzle in the link was not loaded.`,
    );
    assert.equal(await boardText(page), FIRST_DEMO.replace(/0/g, '.'), 'the puzzle of a first visit');
    assert.equal(await page.getByLabel('Strategy').inputValue(), 'mrv');
  }));

test('Import reads any layout and names the line and column of a mistake', () =>
  withPage('', async (page) => {
    await openMenu(page, 'puzzle');
    await page.getByText('Import').click();
    const spaced = BOJ.match(/.{9}/g).map((row) => row.split('').join(' ')).join('\n');
    await page.getByLabel(/Paste a puzzle/).fill(spaced.replace('7 8 2', '7 x 2'));
    await button(page, 'Load puzzle').click();
    assert.equal(
      await page.getByRole('alert').textContent(),
      "Cannot read this puzzle: invalid character 'x' at line 2, column 3 (expected a digit 0-9 or '.')",
    );
    await page.getByLabel(/Paste a puzzle/).fill(spaced);
    await button(page, 'Load puzzle').click();
    assert.equal(await page.locator('#import-error').textContent(), '');
    assert.equal(await page.locator('#puzzle-menu').isVisible(), false, 'the menu closes on a puzzle loaded');
    assert.equal(await boardText(page), BOJ.replace(/0/g, '.'));
  }));

test('Copy gives the 81-character string and Share gives a link that loads the puzzle', () =>
  withPage(`?puzzle=${BOJ}&strategy=mrv`, async (page) => {
    await openMenu(page, 'export');
    await button(page, 'Copy').click();
    assert.equal(await page.getByLabel('Puzzle text to copy').inputValue(), BOJ.replace(/0/g, '.'));
    await button(page, 'Share').click();
    const link = await page.getByLabel('Puzzle text to copy').inputValue();
    assert.match(link, /\?puzzle=[.1-9]{81}&strategy=mrv&mode=watch$/);
    await page.goto(link);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await boardText(page), BOJ.replace(/0/g, '.'));
  }));

test('the controls have the names the tests and screen readers rely on', () =>
  withPage('', async (page) => {
    for (const name of ['Solve', 'Play', 'Step', 'Step back', 'Skip to end', 'Race']) {
      assert.equal(await button(page, name).count(), 1, name);
    }
    assert.equal(await page.getByRole('radiogroup', { name: 'Speed' }).getByRole('radio').count(), 7);
    assert.equal(await page.getByRole('slider', { name: 'Timeline' }).count(), 1);
    assert.equal(await page.getByRole('region', { name: 'Narration' }).count(), 1);
    const options = await page.getByLabel('Strategy').locator('option').allTextContents();
    assert.deepEqual(options, ['Naive', 'MRV', 'Propagation']);
    await openMenu(page, 'puzzle');
    for (const name of ['Reset', 'Clear', 'Type your own']) assert.equal(await button(page, name).count(), 1, name);
    await closeMenus(page);
    await setMode(page, 'solve');
    for (const name of ['Hint', 'Check', 'Notes', 'Undo', 'Redo', 'Show me from here']) {
      assert.equal(await button(page, name).count(), 1, name);
    }
    assert.equal(await page.getByRole('gridcell').count(), 81);
    await cell(page, 5, 7).focus();
    assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^Row 5, column 7(: [1-9])?$/);
  }));

/** Whether `box` lies inside a window `width` × `height`. */
const onScreen = (box, width, height) => box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5;

test('on a phone, Watch has the board and the playback bar on the first screen, then the status line', () =>
  withPage(
    `?puzzle=${BOJ}`,
    async (page) => {
      const [board, playback, status] = await Promise.all(['#board', '.playback', '#status'].map((s) => page.locator(s).boundingBox()));
      assert.ok(onScreen(board, 375, 812) && onScreen(playback, 375, 812), 'the board and the playback bar on one screen');
      assert.ok(playback.y > board.y + board.height - 1, 'the playback bar under the board');
      assert.ok(status.y > playback.y, 'the status line after them');
    },
    { width: 375, height: 812 },
  ));

test('on a wide screen the playback bar is under the board, and the column beside it holds the status and the panels', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    const boxes = {};
    for (const selector of ['h1', '#board', '.playback', '#status', '#panel-tabs']) boxes[selector] = await page.locator(selector).boundingBox();
    const board = boxes['#board'];
    const right = (box) => box.x + box.width;
    assert.ok(boxes.h1.y < board.y, 'the bar on top');
    assert.ok(boxes['.playback'].y >= board.y + board.height - 1 && Math.abs(boxes['.playback'].x - board.x) < 1, 'the playback bar under the board');
    for (const selector of ['#status', '#panel-tabs']) assert.ok(boxes[selector].x > right(board), `${selector} beside the board`);
    assert.ok(onScreen(boxes['.playback'], 1280, 900), 'the playback bar is on screen');
  }));

for (const [name, width, height] of [['phone', 375, 812], ['projector', 1920, 1080]]) {
  test(`the layout fits a ${name} (${width}×${height})`, () =>
    withPage(`?puzzle=${BOJ}`, async (page) => {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= width, `no sideways scrolling: ${scrollWidth}px wide`);
      const box = await page.locator('#board').boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= width, 'the board is on screen');
      if (name === 'projector') assert.ok(box.height >= 0.75 * height, `the board fills the height with the playback bar: ${box.height}px`);
      else assert.ok(box.width >= 0.9 * width, `board fills the width: ${box.width}px`);
      await button(page, 'Step').click();
      await screenshot(page, name);
    }, { width, height }));
}
