// Editing and solving: typing with the keyboard and the pad, rule breaks, messages, links.
// (Undo, redo and what survives a reload are in keep.test.mjs.)

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BOJ,
  BOJ_SOLVED,
  boardText,
  button,
  cell,
  screenshot,
  status,
  withPage,
} from './helpers.mjs';

test('typing a puzzle cell by cell, then Solve, fills every cell correctly', () =>
  withPage('', async (page) => {
    await button(page, 'Clear').click();
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
    await page.getByLabel('Examples').selectOption({ label: 'No solution' });
    await button(page, 'Solve').click();
    await assert.doesNotReject(status(page).filter({ hasText: 'No solution: these givens cannot be completed.' }).waitFor());

    await page.getByLabel('Speed').fill('100');
    await button(page, 'Play').click();
    await assert.doesNotReject(
      status(page).filter({ hasText: /^No solution: search exhausted after [\d,]+ steps\.$/ }).waitFor(),
    );

    await page.getByLabel('Examples').selectOption({ label: 'Many solutions' });
    await button(page, 'Solve').click();
    await assert.doesNotReject(status(page).filter({ hasText: 'Several solutions: this is one of them.' }).waitFor());
    assert.doesNotMatch(await boardText(page), /\./, 'one of the solutions fills the board');

    await button(page, 'Reset').click();
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
    assert.equal(await boardText(page), BOJ.replace(/0/g, '.'), 'the first example, as on a first visit');
    assert.equal(await page.getByLabel('Strategy').inputValue(), 'mrv');
  }));

test('Import reads any layout and names the line and column of a mistake', () =>
  withPage('', async (page) => {
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
    assert.equal(await page.getByRole('alert').textContent(), '');
    assert.equal(await boardText(page), BOJ.replace(/0/g, '.'));
  }));

test('Copy gives the 81-character string and Share gives a link that loads the puzzle', () =>
  withPage(`?puzzle=${BOJ}&strategy=mrv`, async (page) => {
    await button(page, 'Copy').click();
    assert.equal(await page.getByLabel('Puzzle text to copy').inputValue(), BOJ.replace(/0/g, '.'));
    await button(page, 'Share').click();
    const link = await page.getByLabel('Puzzle text to copy').inputValue();
    assert.match(link, /\?puzzle=[.1-9]{81}&strategy=mrv$/);
    await page.goto(link);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await boardText(page), BOJ.replace(/0/g, '.'));
  }));

test('the controls have the names the tests and screen readers rely on', () =>
  withPage('', async (page) => {
    for (const name of ['Solve', 'Play', 'Step', 'Step back', 'Reset', 'Clear']) {
      assert.equal(await button(page, name).count(), 1, name);
    }
    assert.equal(await page.getByLabel('Speed').getAttribute('type'), 'range');
    const options = await page.getByLabel('Strategy').locator('option').allTextContents();
    assert.deepEqual(options, ['Naive', 'MRV', 'Propagation']);
    assert.equal(await page.getByRole('gridcell').count(), 81);
    await cell(page, 5, 7).focus();
    assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^Row 5, column 7(: [1-9])?$/);
  }));

/** The boxes of the page's pieces, in the order the markup has them (and so a keyboard and a screen reader). */
async function pieces(page) {
  const order = ['h1', '#board', '#status', '#solve', '#pad', '#timeline', '.settings'];
  const inMarkup = await page.evaluate((selectors) => {
    const elements = selectors.map((s) => document.querySelector(s));
    return elements.every((el, i) => i === 0 || elements[i - 1].compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, order);
  assert.ok(inMarkup, `the markup has ${order.join(', ')} in this order`);
  const boxes = {};
  for (const selector of order) boxes[selector] = await page.locator(selector).boundingBox();
  return boxes;
}

test('on a phone the title, the board, the status line and the main controls come first, then the pad and the rest', () =>
  withPage(
    `?puzzle=${BOJ}`,
    async (page) => {
      const boxes = await pieces(page);
      const tops = Object.entries(boxes).map(([selector, box]) => [selector, box.y]);
      for (const [i, [selector, top]] of tops.entries()) {
        if (i) assert.ok(top > tops[i - 1][1], `${selector} is below ${tops[i - 1][0]}: ${top} > ${tops[i - 1][1]}`);
      }
      assert.ok(boxes['#solve'].y + boxes['#solve'].height <= 812, 'Solve is on the first screen, without scrolling');
      assert.ok(boxes['#status'].y - (boxes['#board'].y + boxes['#board'].height) < 30, 'the status line is right under the board');
    },
    { width: 375, height: 812 },
  ));

test('on a wide screen the board and the pad are on the left with the timeline under them, the title and the controls on the right', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    const boxes = await pieces(page);
    const [board, pad, timeline] = [boxes['#board'], boxes['#pad'], boxes['#timeline']];
    const right = (box) => box.x + box.width;
    assert.ok(pad.x > right(board) && Math.abs(pad.y - board.y) < 1, 'the pad beside the board, level with it');
    assert.equal(Math.round(pad.height), Math.round(board.height), 'as tall as the board');
    assert.ok(timeline.y > board.y + board.height && Math.abs(timeline.x - board.x) < 1, 'the timeline under the board');
    assert.ok(Math.abs(right(timeline) - right(pad)) < 1, 'across the board and the pad');
    for (const selector of ['h1', '#status', '#solve', '.settings']) {
      assert.ok(boxes[selector].x > right(pad), `${selector} is in the column on the right`);
    }
    assert.ok(boxes.h1.y < board.y + 50, 'the title at the top of it');
    const play = await page.locator('.play').boundingBox();
    const gap = boxes['.settings'].y - (play.y + play.height);
    assert.ok(gap >= 0 && gap < 40, `the settings follow the controls, no gap: ${gap} px`);
  }));

for (const [name, width, height] of [['phone', 375, 812], ['projector', 1920, 1080]]) {
  test(`the layout fits a ${name} (${width}×${height})`, () =>
    withPage(`?puzzle=${BOJ}`, async (page) => {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= width, `no sideways scrolling: ${scrollWidth}px wide`);
      const box = await page.locator('#board').boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= width, 'the board is on screen');
      if (name === 'projector') assert.ok(box.height >= 0.9 * height, `board fills the height: ${box.height}px`);
      else assert.ok(box.width >= 0.9 * width, `board fills the width: ${box.width}px`);
      await button(page, 'Step').click();
      await screenshot(page, name);
    }, { width, height }));
}
