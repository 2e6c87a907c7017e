// Teach (the projector layout, driven from the keyboard by the classroom keys) and "predict the
// next move".

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BOJ,
  BOJ_SOLVED,
  BRUTE_FORCE,
  button,
  closeMenus,
  frames,
  openMenu,
  pressInMenu,
  reload,
  setMode,
  setSpeed,
  slicesRun,
  stat,
  withPage,
} from './helpers.mjs';

/** The page's mode: 'solve', 'watch' or 'teach'. */
const mode = (page) => page.evaluate(() => document.documentElement.dataset.mode);
const checkedSpeed = async (page) => Number(await page.locator('#speed input:checked').inputValue());

test('Teach: the Mode control and the C key switch it on, it is remembered over a reload, and Escape leaves it', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    assert.equal(await mode(page), 'watch');
    await setMode(page, 'teach');
    assert.equal(await mode(page), 'teach');
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('classroom')), 'the projector look');
    assert.equal(await page.locator('#pad').isVisible(), false, 'keyboard only: no digit pad');
    await openMenu(page, 'settings');
    assert.ok(await page.locator('#classroom-keys').isVisible(), 'the keys are listed behind Settings');
    assert.match(await page.locator('#classroom-keys').textContent(), /Esc.*leave Teach/);
    assert.equal(await page.locator('details.keys').isVisible(), false, 'and only they: not the general Keyboard list too');
    await closeMenus(page);

    await reload(page);
    assert.equal(await mode(page), 'teach', 'remembered across a reload');

    // Escape closes an open menu first, as the browser closes any popover, and Teach stays.
    for (const menu of ['settings', 'export', 'puzzle']) {
      const popover = await openMenu(page, menu);
      await page.keyboard.press('Escape');
      assert.equal(await popover.evaluate((el) => el.matches(':popover-open')), false, `Escape closes ${menu}`);
      assert.equal(await mode(page), 'teach', `Escape with ${menu} open stays in Teach`);
    }
    await page.locator('h1').click();
    await page.keyboard.press('Escape');
    assert.equal(await mode(page), 'watch', 'Escape leaves it');
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('classroom')), false);
    await page.keyboard.press('c');
    assert.equal(await mode(page), 'teach', 'C turns it on');
    await page.keyboard.press('c');
    assert.equal(await mode(page), 'watch', 'and off');
    await reload(page);
    assert.equal(await mode(page), 'watch', 'off is remembered too');
  }));

test('a state saved before the modes existed still loads: classroom mode becomes Teach', () =>
  withPage('', async (page) => {
    const old = { puzzle: BOJ.replace(/0/g, '.'), strategy: 'mrv', speed: 40, pencil: true, classroom: true };
    await page.evaluate((saved) => localStorage.setItem('bitdoku:v1', JSON.stringify(saved)), old);
    await reload(page);
    assert.equal(await page.getByLabel('Strategy').inputValue(), 'mrv');
    assert.equal(await page.locator('#board .cell').first().textContent(), '', 'the saved board is back');
    assert.equal(await page.locator('#board .cell').nth(1).textContent(), '3');
    assert.equal(await mode(page), 'teach');
    assert.equal(await checkedSpeed(page), 5, "the old slider's speed is not a stop: Teach's own");
  }));

test('in Teach every action has a key', () =>
  withPage(`?puzzle=${BOJ}&strategy=naive&mode=teach`, async (page) => {
    await page.locator('h1').click(); // the keyboard from here on
    assert.equal(await checkedSpeed(page), 5);
    await page.keyboard.press('+');
    assert.equal(await checkedSpeed(page), 10, '+ is the next stop');
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    assert.equal(await checkedSpeed(page), 2, '- the one before');
    await page.keyboard.press('t');
    assert.equal(await page.getByLabel('Strategy').inputValue(), 'mrv');
    await page.keyboard.press('m');
    assert.ok(await page.locator('#pencil').isChecked());
    await page.keyboard.press('ArrowRight');
    assert.equal(await stat(page, 'steps'), 1);
    await page.keyboard.press('r');
    assert.equal(await stat(page, 'steps'), 0);
    await page.keyboard.press('k');
    await page.locator('#status').filter({ hasText: /^Solved in/ }).waitFor();
    await page.keyboard.press('s');
    await page.locator('#status').filter({ hasText: 'Solved: this is the only solution.' }).waitFor();
    const cells = await page.locator('#board .cell').allTextContents();
    assert.equal(cells.join(''), BOJ_SOLVED);
    await page.keyboard.press('v');
    assert.ok(await page.locator('#race').isVisible(), 'V opens the race');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('#race').isVisible(), false, 'Escape closes the race first');
    assert.equal(await mode(page), 'teach');
    await page.keyboard.press('e');
    assert.match(await page.locator('#status').textContent(), /^Loaded "Baekjoon 2580 sample"/);
    await page.keyboard.press('x');
    assert.match(await page.locator('#status').textContent(), /^Board cleared/);
    await page.keyboard.press('Control+z');
    assert.match(await page.locator('#status').textContent(), /^Undone/);
    await page.keyboard.press('p');
    assert.ok(await page.getByLabel('Predict the next move').isChecked());
  }));

/** The question asked, as {cell, row, column}, once one is shown. */
async function question(page) {
  const box = page.locator('#predict-box.asking');
  await box.waitFor();
  const text = await page.locator('#predict-question').textContent();
  const match = text.match(/^Which digit goes in r(\d)c(\d)\?$/);
  assert.ok(match, `a question: "${text}"`);
  const [row, column] = [Number(match[1]), Number(match[2])];
  return { name: `r${row}c${column}`, index: (row - 1) * 9 + column - 1 };
}

test('predict the next move: the run stops before each placement, marks the guess, then places the digit', () =>
  withPage(`?puzzle=${BOJ}&strategy=naive&mode=teach`, async (page) => {
    await page.getByLabel('Predict the next move').check();
    await button(page, 'Step').click(); // choose r1c1: not a placement, no question
    assert.equal(await stat(page, 'steps'), 1);
    assert.equal(await page.locator('#predict-box.asking').count(), 0);
    await button(page, 'Step').click(); // the next step places a digit: the question comes first
    const first = await question(page);
    assert.equal(first.name, 'r1c1');
    assert.equal(await stat(page, 'steps'), 1, 'nothing placed yet');
    assert.equal(await page.locator('#board .cell').nth(first.index).textContent(), '');
    assert.ok(await page.getByLabel('Your guess (1–9)').evaluate((el) => el === document.activeElement));
    // Play does not get past a question; it goes on once the question is answered.
    await setSpeed(page, 1000);
    await button(page, 'Play').click();
    await frames(page, 10); // a playing run takes a slice each frame
    assert.equal(await stat(page, 'steps'), 1, 'still waiting for the guess');
    assert.equal(await button(page, 'Play').count(), 1, 'the run is paused');
    await page.getByLabel('Your guess (1–9)').focus();
    // The Baekjoon sample never backtracks, so each placement is the solution's digit.
    const right = BOJ_SOLVED[first.index];
    const wrong = right === '9' ? '8' : '9';
    await page.keyboard.press(wrong);
    assert.equal(
      await page.locator('#predict-result').textContent(),
      `Not this time: ${right} goes in r1c1, not ${wrong}. The search tries the smallest candidate it has not tried yet. 0 right out of 1.`,
    );
    assert.equal(await page.locator('#board .cell').nth(first.index).textContent(), right, 'then it is placed');

    // The run went on to the next placement, and pauses there, however long the class takes.
    const second = await question(page);
    const steps = await stat(page, 'steps');
    assert.equal(await button(page, 'Play').count(), 1, 'the run paused');
    const ran = await slicesRun(page);
    await frames(page, 10); // a playing run takes a slice each frame
    assert.equal(await slicesRun(page), ran, 'no slice runs while the class thinks');
    assert.equal(await stat(page, 'steps'), steps, 'and waits for the class');
    await page.keyboard.press(BOJ_SOLVED[second.index]);
    assert.match(await page.locator('#predict-result').textContent(), new RegExp(`^Right: ${BOJ_SOLVED[second.index]} goes in ${second.name}\\. 1 right out of 2\\.$`));
    assert.equal(await page.locator('#board .cell').nth(second.index).textContent(), BOJ_SOLVED[second.index]);
    // The run went on by itself, up to the next question; Enter reveals that one.
    const third = await question(page);
    await page.keyboard.press('Enter');
    assert.match(await page.locator('#predict-result').textContent(), new RegExp(`^${BOJ_SOLVED[third.index]} goes in ${third.name}\\.`));
    assert.equal(await page.locator('#board .cell').nth(third.index).textContent(), BOJ_SOLVED[third.index]);
    await question(page);
    await page.getByLabel('Predict the next move').uncheck();
    await button(page, 'Play').click();
    await page.locator('#status').filter({ hasText: /^Solved in/ }).waitFor();
  }));

test('predict mode asks about a placement after a backtrack too, and Reset drops the question', () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive&mode=teach`, async (page) => {
    await page.getByLabel('Predict the next move').check();
    await setSpeed(page, 'max');
    await button(page, 'Play').click();
    // Reveal every question until one follows a take-back (the last step shown).
    for (let i = 0; i < 200; i++) {
      await question(page);
      if (/^Take back/.test(await page.locator('#last-step').textContent())) break;
      await page.keyboard.press('Enter');
    }
    assert.match(await page.locator('#last-step').textContent(), /^Take back \d from (r\dc\d)/);
    const asked = await question(page);
    const gone = (await page.locator('#last-step').textContent()).match(/from (r\dc\d)/)[1];
    assert.equal(asked.name, gone, 'the next digit goes where the last one was taken back');
    await pressInMenu(page, 'puzzle', 'Reset');
    assert.equal(await page.locator('#predict-box.asking').count(), 0, 'the question is gone');
    assert.equal(await stat(page, 'steps'), 0);
  }));
