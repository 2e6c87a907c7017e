// Nothing lost: undo and redo of every kind of change to the givens, what survives a reload,
// and runs of the search that never touch the givens, whatever happens in the middle of them.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BASE_URL,
  boardText,
  BOJ,
  BOJ_SOLVED,
  BRUTE_FORCE,
  button,
  cell,
  chooseExample,
  closeMenus,
  FIRST_DEMO,
  frames,
  openMenu,
  pressInMenu,
  reload,
  setSpeed,
  slicesRun,
  stat,
  status,
  typeDigit,
  waitForSteps,
  withPage,
} from './helpers.mjs';

/** Asserts that no run is going and the board shows exactly `givens`. */
async function assertEditing(page, givens, message) {
  assert.equal(await boardText(page), givens, message);
  assert.equal(await stat(page, 'steps'), 0, `${message}: no run`);
  assert.equal(await button(page, 'Play').count(), 1, `${message}: nothing playing`);
}

/** Starts a full-speed run and waits until it has placed digits on the board. */
async function runAWhile(page, givens) {
  await setSpeed(page, 'max');
  await button(page, 'Play').click();
  await waitForSteps(page, { over: 1000 });
  assert.notEqual(await boardText(page), givens, 'the search has placed digits');
}

test('undo and redo take back edits, including Clear, by button and keyboard', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    const start = await boardText(page);
    assert.ok(await button(page, 'Undo').isDisabled(), 'nothing to undo after loading a link');
    const edited = await typeDigit(page, 1, 1, '1');
    await pressInMenu(page, 'puzzle', 'Clear');
    assert.equal(await boardText(page), '.'.repeat(81));
    await button(page, 'Undo').click();
    assert.equal(await boardText(page), edited, 'Undo brings back the cleared board');
    await page.locator('h1').click();
    await page.keyboard.press('Control+z');
    assert.equal(await boardText(page), start);
    await page.keyboard.press('Control+Shift+z');
    assert.equal(await boardText(page), edited);
    await page.keyboard.press('Control+y');
    assert.equal(await boardText(page), '.'.repeat(81));
    assert.ok(await button(page, 'Redo').isDisabled());
  }));

test('the board, strategy, speed, pencil marks and the panel chosen survive a reload', () =>
  withPage('', async (page) => {
    await chooseExample(page, 'Built against brute force');
    await cell(page, 1, 1).click();
    await page.keyboard.press('9');
    await page.getByLabel('Strategy').selectOption('mrv');
    await setSpeed(page, 1000);
    await openMenu(page, 'settings');
    await page.getByLabel('Candidates').check();
    await closeMenus(page);
    await page.getByRole('tab', { name: 'Solve loop' }).click();
    const board = await boardText(page);
    await reload(page);
    assert.equal(await page.getByRole('tab', { name: 'Solve loop' }).getAttribute('aria-selected'), 'true');
    assert.equal(await boardText(page), board);
    assert.equal(await page.getByLabel('Strategy').inputValue(), 'mrv');
    assert.equal(await page.locator('#speed input:checked').inputValue(), '1000');
    assert.ok(await page.getByLabel('Candidates').isChecked());
    assert.equal(await status(page).textContent(), 'Loaded your board from last time. Press Solve, Play or Step.');
  }));

test('a damaged saved state is ignored', () =>
  withPage('', async (page) => {
    await page.evaluate(() => localStorage.setItem('bitdoku:v1', '{"puzzle":"<b>x</b>","speed":"fast","strategy":7}'));
    await reload(page);
    assert.equal(await boardText(page), FIRST_DEMO.replace(/0/g, '.'), "a first visit's puzzle instead");
    assert.equal(await page.getByLabel('Strategy').inputValue(), 'naive');
  }));

test('Redo by button, and Undo of an example and of an import', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    const start = await boardText(page);
    await chooseExample(page, 'Built against brute force');
    assert.equal(await boardText(page), BRUTE_FORCE);
    await openMenu(page, 'puzzle');
    await page.getByText('Import').click();
    await page.getByLabel(/Paste a puzzle/).fill(BOJ_SOLVED);
    await button(page, 'Load puzzle').click();
    assert.equal(await boardText(page), BOJ_SOLVED);
    await button(page, 'Undo').click();
    assert.equal(await boardText(page), BRUTE_FORCE, 'Undo takes back the import');
    await button(page, 'Undo').click();
    assert.equal(await boardText(page), start, 'Undo takes back the example');
    assert.ok(await button(page, 'Undo').isDisabled());
    assert.equal(await status(page).textContent(), 'Undone.');
    await button(page, 'Redo').click();
    assert.equal(await boardText(page), BRUTE_FORCE);
    await button(page, 'Redo').click();
    assert.equal(await boardText(page), BOJ_SOLVED);
    assert.ok(await button(page, 'Redo').isDisabled());
    assert.equal(await status(page).textContent(), 'Redone.');
  }));

test('a bad link never replaces the board saved from last time', () =>
  withPage(`?puzzle=${BRUTE_FORCE}`, async (page) => {
    const mine = await typeDigit(page, 1, 1, '9');
    await page.goto(new URL('?puzzle=12345', BASE_URL).toString());
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(
      await status(page).textContent(),
      'The link is not valid: the puzzle "12345": line 1 has 5 cells, expected 81. The puzzle in the link was not loaded.',
    );
    assert.equal(await boardText(page), mine);
    await reload(page);
    assert.equal(await boardText(page), mine);
  }));

test('reloading mid-run brings back the givens, with the edits made after opening a link', () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive`, async (page) => {
    const givens = await typeDigit(page, 9, 1, '6');
    assert.notEqual(givens, BRUTE_FORCE);
    await runAWhile(page, givens);
    await reload(page);
    await assertEditing(page, givens, 'after the reload');
    assert.equal(await status(page).textContent(), 'Loaded your board from last time. Press Solve, Play or Step.');
  }));

test('Undo and Redo mid-run stop the run and move between the givens, by keyboard', () =>
  withPage(`?puzzle=${BRUTE_FORCE}`, async (page) => {
    const edited = await typeDigit(page, 9, 1, '6');
    await runAWhile(page, edited);
    await page.locator('h1').click();
    await page.keyboard.press('Control+z');
    await assertEditing(page, BRUTE_FORCE, 'Undo mid-run');
    await page.locator('h1').click();
    await page.keyboard.press('Control+y');
    await assertEditing(page, edited, 'Redo');
    await runAWhile(page, edited);
    await page.locator('h1').click();
    await page.keyboard.press('Control+z');
    await assertEditing(page, BRUTE_FORCE, 'Ctrl+Z mid-run');
    await runAWhile(page, BRUTE_FORCE);
    await page.keyboard.press('Control+Shift+z');
    await assertEditing(page, edited, 'Ctrl+Shift+Z mid-run');
  }));

test('Pause, Reset, Clear, Solve and a new strategy each end or hold a run, and the givens stay', () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive`, async (page) => {
    await runAWhile(page, BRUTE_FORCE);
    await button(page, 'Pause').click();
    const paused = await stat(page, 'steps');
    const ran = await slicesRun(page);
    await frames(page, 10); // a playing run takes a slice each frame
    assert.equal(await slicesRun(page), ran, 'no slice runs while paused');
    assert.equal(await stat(page, 'steps'), paused, 'Pause holds the run');
    await pressInMenu(page, 'puzzle', 'Reset');
    await assertEditing(page, BRUTE_FORCE, 'Reset');

    await runAWhile(page, BRUTE_FORCE);
    await page.getByLabel('Strategy').selectOption('mrv');
    await assertEditing(page, BRUTE_FORCE, 'a new strategy');

    await runAWhile(page, BRUTE_FORCE);
    await button(page, 'Solve').click();
    await status(page).filter({ hasText: 'Solved: this is the only solution.' }).waitFor();
    assert.equal(await stat(page, 'steps'), 0, 'Solve ended the run');
    await pressInMenu(page, 'puzzle', 'Reset');
    await assertEditing(page, BRUTE_FORCE, 'Reset after Solve');

    await runAWhile(page, BRUTE_FORCE);
    await pressInMenu(page, 'puzzle', 'Clear');
    await assertEditing(page, '.'.repeat(81), 'Clear');
    await page.locator('h1').click();
    await page.keyboard.press('Control+z');
    await assertEditing(page, BRUTE_FORCE, 'Undo of a Clear made mid-run');
  }));
