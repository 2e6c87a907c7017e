// Solving it yourself: Notes (typed, cleared by a placement in the cell's row, column or box,
// saved over a reload, undone), Check (on a board that can still be completed, a wrong one,
// one a puzzle with several solutions cannot complete, and a puzzle with no solution at all),
// Show me from here, and the timer with the completion message; in English and Korean.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  boardText,
  BOJ,
  BOJ_SOLVED,
  button,
  cell,
  closeMenus,
  openMenu,
  press,
  pressInMenu,
  reload,
  setMode,
  startSolving,
  stat,
  status,
  typeDigit,
  waitForSteps,
  withPage,
} from './helpers.mjs';

const BOJ_BOARD = BOJ.replace(/0/g, '.');

/** The notes drawn in each cell that has some: cell number -> the digits, e.g. '15'. */
function notes(page) {
  return page.evaluate(() => {
    const drawn = {};
    for (const el of document.querySelectorAll('#board .cell[data-notes]')) drawn[el.dataset.cell] = el.dataset.notes.replace(/\s/g, '');
    return drawn;
  });
}

/** The cells Check marked as wrong. */
function blamed(page) {
  return page.evaluate(() => [...document.querySelectorAll('#board .cell.hint-wrong')].map((el) => Number(el.dataset.cell)));
}

const timerTime = (page) => page.locator('#timer-time');

test('notes: toggled in Notes mode, cleared by a placement that sees them, kept over a reload, undone', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    const notesButton = button(page, 'Notes');
    assert.equal(await notesButton.getAttribute('aria-pressed'), 'false');
    await notesButton.click();
    assert.equal(await notesButton.getAttribute('aria-pressed'), 'true');
    assert.match(await status(page).textContent(), /^Notes on/);
    // r1c1 (blank) gets notes 1 and 4; r3c1 (blank, same column and box) gets 1 and 9.
    await cell(page, 1, 1).click();
    await page.keyboard.press('1');
    await page.keyboard.press('4');
    await cell(page, 3, 1).click();
    await page.keyboard.press('1');
    await page.keyboard.press('9');
    await page.keyboard.press('9'); // a second press takes a note away
    assert.deepEqual(await notes(page), { 0: '14', 18: '1' });
    assert.equal(await boardText(page), BOJ_BOARD, 'notes are not digits');
    assert.equal(await cell(page, 1, 1).getAttribute('aria-label'), 'Row 1, column 1, notes 1 4');
    // The digit pad writes notes too.
    await cell(page, 3, 3).click();
    await page.locator('#pad button[data-digit="9"]').click();
    assert.deepEqual(await notes(page), { 0: '14', 18: '1', 20: '9' });
    // A note in a filled cell is refused, with a word why.
    await cell(page, 1, 2).click();
    await page.keyboard.press('5');
    assert.equal(
      await status(page).textContent(),
      'r1c2 is a given (3): it stays while you solve. To change the puzzle, press Edit the givens.',
    );

    // N turns Notes off; a 1 written in r1c1 clears the 1s its column and box see.
    await page.keyboard.press('n');
    assert.equal(await notesButton.getAttribute('aria-pressed'), 'false');
    assert.equal(await typeDigit(page, 1, 1, '1'), `1${BOJ_BOARD.slice(1)}`);
    assert.deepEqual(await notes(page), { 20: '9' }, "r1c1's own note 4 hides under its digit; r3c1's 1 is gone");
    assert.ok(await cell(page, 1, 1).evaluate((el) => el.classList.contains('entered')), "the person's digit is drawn as theirs");

    await button(page, 'Undo').click();
    assert.equal(await boardText(page), BOJ_BOARD);
    assert.deepEqual(await notes(page), { 0: '14', 18: '1', 20: '9' }, 'Undo brings the cleared notes back with the digit gone');
    await button(page, 'Undo').click();
    assert.deepEqual(await notes(page), { 0: '14', 18: '1' }, 'Undo takes a note back');
    await button(page, 'Redo').click();
    assert.deepEqual(await notes(page), { 0: '14', 18: '1', 20: '9' });
    await reload(page);
    assert.deepEqual(await notes(page), { 0: '14', 18: '1', 20: '9' }, 'notes survive a reload');
    assert.equal(await boardText(page), BOJ_BOARD);
    // Erasing in Notes mode clears the cell's notes.
    await button(page, 'Notes').click();
    await cell(page, 1, 1).click();
    await page.keyboard.press('Backspace');
    assert.deepEqual(await notes(page), { 18: '1', 20: '9' });
  }));

test('on a phone, Notes tapped off looks off: a tapped button keeps no hover tint', () =>
  withPage(
    `?puzzle=${BOJ}&mode=solve`,
    async (page) => {
      const notesButton = button(page, 'Notes');
      const background = () => notesButton.evaluate((element) => getComputedStyle(element).backgroundColor);
      const off = await background();
      await notesButton.tap();
      assert.notEqual(await background(), off, 'on, it is coloured');
      await notesButton.tap();
      assert.equal(await notesButton.getAttribute('aria-pressed'), 'false');
      assert.equal(await background(), off, 'off, it looks as it did before');
    },
    { width: 390, height: 844, touch: true },
  ));

test('notes are drawn apart from the computed candidates, which they take the place of', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    await openMenu(page, 'settings');
    await page.getByLabel('Candidates').check();
    await closeMenus(page);
    await button(page, 'Notes').click();
    await cell(page, 1, 1).click();
    await page.keyboard.press('7');
    const [own, computed] = await page.evaluate(() => {
      const [a, b] = [document.querySelector('[data-cell="0"]'), document.querySelector('[data-cell="13"]')];
      return [
        { notes: a.dataset.notes, marks: a.dataset.marks ?? null, color: getComputedStyle(a, '::before').color },
        { marks: b.dataset.marks, color: getComputedStyle(b, '::before').color },
      ];
    });
    assert.equal(own.notes.replace(/\s/g, ''), '7');
    assert.equal(own.marks, null, "the person's notes replace the candidates in their cell");
    assert.equal(computed.marks.replace(/\s/g, ''), '3', 'r2c5 still shows its candidate');
    assert.notEqual(own.color, computed.color, 'notes and candidates are drawn in different colours');
  }));

test('Check: a board that can still be completed, a wrong one, and a puzzle with no solution', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    await typeDigit(page, 1, 1, '1');
    await press(page, 'Check');
    assert.equal(await status(page).textContent(), 'Check: so far so good. 13 cells to go.');
    assert.deepEqual(await blamed(page), []);
    // r2c5 is 3 in the solution, r2c8 is 4: 4 and 3 there break no rule but are wrong.
    await typeDigit(page, 2, 5, '4');
    await typeDigit(page, 2, 8, '3');
    await press(page, 'Check');
    assert.equal(await status(page).textContent(), 'Check: this cannot be completed. Not in the solution: r2c5 and r2c8.');
    assert.deepEqual(await blamed(page), [13, 16]);
    const entered = [...BOJ_BOARD];
    [entered[0], entered[13], entered[16]] = ['1', '4', '3'];
    assert.equal(await boardText(page), entered.join(''), 'Check fills nothing in');
    // Any change takes the marks away.
    await typeDigit(page, 2, 5, '0');
    assert.deepEqual(await blamed(page), []);

    // A puzzle whose own clues leave r1c9 no digit: nothing of the person's is to blame.
    await openMenu(page, 'puzzle');
    await page.locator('details.import summary').click();
    await page.locator('#import-text').fill('12345678.........9' + '.'.repeat(63));
    await button(page, 'Load puzzle').click();
    await press(page, 'Check');
    assert.equal(await status(page).textContent(), 'Check: the puzzle itself has no solution, so none of your digits is to blame.');
  }));

test('Check on a puzzle with several solutions blames the digits that leave none', () =>
  withPage('?mode=solve', async (page) => {
    await pressInMenu(page, 'puzzle', 'Clear');
    await startSolving(page); // an empty puzzle: every digit from here on is the person's
    // Row 1: 2..7 in r1c4..r1c9, then a 1 in r2c3 leaves 1 no place in row 1.
    for (const [i, digit] of ['2', '3', '4', '5', '6', '7'].entries()) await typeDigit(page, 1, 4 + i, digit);
    await press(page, 'Check');
    assert.equal(await status(page).textContent(), 'Check: so far so good. 75 cells to go.');
    await typeDigit(page, 2, 3, '1');
    await press(page, 'Check');
    assert.equal(
      await status(page).textContent(),
      'Check: this cannot be completed. The puzzle has several solutions, and these of your digits leave none: r2c3.',
    );
    assert.deepEqual(await blamed(page), [11]);
  }));

test('Show me from here: the search goes on from the board as it stands, the person\'s digits kept', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    await typeDigit(page, 1, 1, '1');
    await button(page, 'Show me from here').click();
    assert.equal(await status(page).textContent(), 'The search goes on from your board as it stands: 68 digits kept.');
    await waitForSteps(page, { over: 0 });
    assert.equal(await button(page, 'Pause').count(), 1, 'the search is playing');
    assert.ok(await cell(page, 1, 1).evaluate((el) => el.classList.contains('entered')), "the person's digit stays theirs");
    await button(page, 'Skip to end').click();
    await page.waitForFunction(() => document.getElementById('status').dataset.tone === 'ok');
    assert.equal(await boardText(page), BOJ_SOLVED);
    assert.ok(await stat(page, 'placements') > 0);
    // From a board that breaks no rule but cannot be completed, the search finds no way on:
    // 2..7 in r1c4..r1c9 and a 1 in r2c3 leave 1 no place in row 1.
    await setMode(page, 'solve');
    await pressInMenu(page, 'puzzle', 'Clear');
    await startSolving(page);
    for (const [i, digit] of ['2', '3', '4', '5', '6', '7'].entries()) await typeDigit(page, 1, 4 + i, digit);
    await typeDigit(page, 2, 3, '1');
    await button(page, 'Show me from here').click();
    await page.waitForFunction(() => document.getElementById('status').dataset.tone === 'error', null, { timeout: 20_000 });
    assert.match(await status(page).textContent(), /no solution/i);
  }));

test('the timer starts with the first entry, pauses, and stops with a message when the board is full and right', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    const toggle = page.locator('#timer-toggle');
    assert.equal(await timerTime(page).textContent(), '0:00');
    assert.equal(await page.locator('#solve-timer').getAttribute('data-state'), 'ready');
    assert.equal(await toggle.textContent(), 'Start timer', 'before the first entry it can be started by hand');
    await typeDigit(page, 1, 1, '1');
    assert.equal(await page.locator('#solve-timer').getAttribute('data-state'), 'running');
    await page.waitForFunction(() => document.getElementById('timer-time').textContent !== '0:00');
    await toggle.click();
    assert.equal(await page.locator('#solve-timer').getAttribute('data-state'), 'paused');
    assert.equal(await toggle.textContent(), 'Resume timer');
    const paused = await timerTime(page).textContent();
    await page.waitForTimeout(1_200);
    assert.equal(await timerTime(page).textContent(), paused, 'a paused timer stands still');
    await reload(page);
    assert.equal(await timerTime(page).textContent(), paused, 'the time so far survives a reload');
    assert.equal(await page.locator('#solve-timer').getAttribute('data-state'), 'paused');
    // An entry resumes it; the last right digit stops it.
    const blanks = [...BOJ].flatMap((digit, index) => (digit === '0' && index > 0 ? [index] : []));
    for (const index of blanks) await typeDigit(page, Math.floor(index / 9) + 1, (index % 9) + 1, BOJ_SOLVED[index]);
    assert.equal(await boardText(page), BOJ_SOLVED);
    assert.match(await status(page).textContent(), /^Solved in \d+:\d\d\. Every digit is right: well done!$/);
    assert.equal(await page.locator('#solve-timer').getAttribute('data-state'), 'stopped');
    assert.ok(await toggle.isDisabled());
    // A new puzzle starts from 0:00.
    await openMenu(page, 'puzzle');
    await page.locator('#examples').selectOption({ index: 1 });
    assert.equal(await timerTime(page).textContent(), '0:00');
    assert.equal(await page.locator('#solve-timer').getAttribute('data-state'), 'ready');
    await toggle.click();
    assert.equal(await page.locator('#solve-timer').getAttribute('data-state'), 'running', 'started by hand');
    assert.equal(await toggle.textContent(), 'Pause timer');
  }));

test('the timer is Solve it’s alone, and speaks Korean', () =>
  withPage(`?puzzle=${BOJ}&lang=ko&mode=solve`, async (page) => {
    assert.ok(await page.locator('#solve-timer').isVisible());
    await setMode(page, 'teach');
    assert.ok(await page.locator('#solve-timer').isHidden(), 'not in Teach');
    await setMode(page, 'solve');
    assert.ok(await page.locator('#solve-timer').isVisible());
    await page.getByRole('button', { name: '메모', exact: true }).click();
    assert.match(await status(page).textContent(), /^메모 켜짐/);
  }));
