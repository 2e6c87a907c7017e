// The Hint button and the rating line: a hint names the easiest deduction on the board as it
// stands (here a hidden single) and marks it without writing anything; Show (or a second press)
// writes it in as the person's entry, which Undo takes back; a wrong entry is named; a board
// where only a guess is left says so; the rating line rates the puzzle on the board in the
// worker; in English and Korean.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  answered,
  BASE_URL,
  boardText,
  BOJ,
  button,
  cell,
  chooseExample,
  press,
  pressInMenu,
  reload,
  setLanguage,
  setMode,
  setSpeed,
  stat,
  status,
  typeDigit,
  waitForSteps,
  withPage,
} from './helpers.mjs';

/** The "hard" example: no single at the start, three guesses on its path. */
const HARD = '800000000003600000070090200050007000000045700000100030001000068008500010090000400';
const BOJ_BOARD = BOJ.replace(/0/g, '.');

const hintText = (page) => page.locator('#hint-text');
const rating = (page) => page.locator('#rating');

/** Waits until the rating line reads `text` (a string or a pattern), and returns it. */
async function ratingReads(page, text) {
  await page.waitForFunction(
    ([source, flags]) => {
      const line = document.getElementById('rating');
      return !line.hasAttribute('aria-busy') && new RegExp(source, flags).test(line.textContent);
    },
    typeof text === 'string' ? [`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, ''] : [text.source, text.flags],
  );
  return rating(page).textContent();
}

/** The hint marks on the board: cell number -> [class, badge]. */
function marks(page) {
  return page.evaluate(() => {
    const marked = {};
    for (const cell of document.querySelectorAll('#board .cell')) {
      const kind = [...cell.classList].find((name) => name.startsWith('hint-'));
      if (kind) marked[cell.dataset.cell] = [kind, cell.dataset.badge ?? ''];
    }
    return marked;
  });
}

test('a hint names a hidden single and marks it; Show writes it in, and Undo takes it back', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    assert.ok(await page.locator('#hint-box').isHidden(), 'no hint before asking');
    await press(page, 'Hint');
    assert.equal(await hintText(page).textContent(), 'r1c1 = 1: the only place for 1 in row 1 (hidden single)');
    assert.equal(await boardText(page), BOJ_BOARD, 'nothing is written yet');
    const marked = await marks(page);
    assert.deepEqual(marked[0], ['hint-target', '?']);
    assert.deepEqual(marked[8], ['hint-unit', ''], 'row 1 is marked');
    assert.equal(Object.keys(marked).length, 9, 'row 1 and nothing else');
    await button(page, 'Show').click();
    assert.equal(await boardText(page), `1${BOJ_BOARD.slice(1)}`);
    assert.ok(await page.locator('#hint-box').isHidden(), 'the hint goes once the board changes');
    assert.deepEqual(await marks(page), {});
    await button(page, 'Undo').click();
    assert.equal(await boardText(page), BOJ_BOARD, 'Undo takes the hinted digit back');
    // The H key, twice: the hint, then the digit written in.
    await page.locator('h1').click();
    await page.keyboard.press('h');
    await answered(button(page, 'Hint'));
    assert.match(await hintText(page).textContent(), /^r1c1 = 1/);
    await page.keyboard.press('h');
    await answered(button(page, 'Hint'));
    assert.equal(await boardText(page), `1${BOJ_BOARD.slice(1)}`);
    await page.keyboard.press('h');
    await answered(button(page, 'Hint'));
    assert.equal(await hintText(page).textContent(), 'r2c5 = 3: the only place for 3 in row 2 (hidden single)');
  }));

test('Solve it ends a run first, and a run starting takes the hint away', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    await setMode(page, 'watch');
    await button(page, 'Step').click();
    await button(page, 'Step').click();
    assert.equal(await stat(page, 'steps'), 2);
    await setMode(page, 'solve');
    assert.equal(await stat(page, 'steps'), 0, 'the run is over');
    await press(page, 'Hint');
    assert.match(await status(page).textContent(), /^\d+ of 81 cells filled/, 'the status line no longer speaks of the run');
    assert.equal(await boardText(page), BOJ_BOARD);
    assert.match(await hintText(page).textContent(), /^r1c1 = 1/);
    await setMode(page, 'watch');
    await setSpeed(page, 'max');
    await button(page, 'Play').click();
    await waitForSteps(page, { over: 0 });
    assert.notEqual(await page.locator('#hint-box').getAttribute('hidden'), null, 'the hint is gone');
  }));

test('an edit drops a hint or a verdict still being worked out in its worker', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    // Pressed, then r1c1 (selected first) typed in the same task: the worker's answer cannot
    // have come in between.
    await cell(page, 1, 1).click();
    const pressThenType = (id, digit) =>
      page.evaluate(
        ([id, digit]) => {
          document.getElementById(id).click();
          const busy = document.getElementById(id).getAttribute('aria-busy');
          document.querySelector(`#pad button[data-digit="${digit}"]`).click();
          return busy;
        },
        [id, digit],
      );
    assert.equal(await pressThenType('hint', '1'), 'true', 'the hint is asked of the worker');
    assert.equal(await page.locator('#hint').getAttribute('aria-busy'), null, 'and dropped by the edit');
    assert.equal(await pressThenType('check', '0'), 'true', 'the verdict is asked of the worker');
    assert.equal(await page.locator('#check').getAttribute('aria-busy'), null, 'and dropped by the edit');
    // The rating line's answer, asked 300 ms after the last edit, comes from a worker round
    // trip of its own: long after a dropped answer would have come.
    await ratingReads(page, 'Level: singles · hardest: hidden single · 0 guesses');
    assert.ok(await page.locator('#hint-box').isHidden(), 'no hint was shown');
    assert.doesNotMatch(await status(page).textContent(), /^Check/, 'no verdict was said');
    assert.deepEqual(await marks(page), {}, 'nothing was marked');
  }));

test('a run or a hint drops a verdict on its way; a second press while one is on its way still gets it', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    // Pressed twice in one task: the second press is no new request (no second worker is
    // started for it), and the answer comes.
    await page.addInitScript(() => {
      const Started = window.Worker;
      window.workersStarted = 0;
      window.Worker = class extends Started {
        constructor(...args) {
          super(...args);
          window.workersStarted += 1;
        }
      };
    });
    await reload(page);
    const started = await page.evaluate(() => {
      const before = window.workersStarted;
      document.getElementById('check').click();
      document.getElementById('check').click();
      return window.workersStarted - before;
    });
    assert.equal(started, 1, 'one worker for the two presses');
    await answered(button(page, 'Check'));
    assert.equal(await status(page).textContent(), 'Check: so far so good. 14 cells to go.');
    // Check, then Step in the same task: the run takes the verdict away.
    const busy = await page.evaluate(() => {
      document.getElementById('check').click();
      const asked = document.getElementById('check').getAttribute('aria-busy');
      document.getElementById('step').click();
      return [asked, document.getElementById('check').getAttribute('aria-busy')];
    });
    assert.deepEqual(busy, ['true', null]);
    // Check, then Play: the run takes the verdict away as it starts, before it draws.
    const playing = await page.evaluate(() => {
      document.getElementById('check').click();
      document.getElementById('play').click();
      return document.getElementById('check').getAttribute('aria-busy');
    });
    assert.equal(playing, null);
    // Check, then Hint: the hint's marks stay, not the verdict's.
    await page.evaluate(() => {
      document.getElementById('check').click();
      document.getElementById('hint').click();
    });
    await answered(button(page, 'Hint'));
    assert.equal(await page.locator('#check').getAttribute('aria-busy'), null);
    // The check's worker was ended, so its verdict can never come.
    assert.equal(await hintText(page).textContent(), 'r1c1 = 1: the only place for 1 in row 1 (hidden single)');
    assert.doesNotMatch(await status(page).textContent(), /^Check/, 'no verdict was said');
    assert.deepEqual((await marks(page))[0], ['hint-target', '?'], "the hint's mark is on r1c1");
  }));

test('a wrong entry is named and marked, and kept as the person’s entry across a reload', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    await typeDigit(page, 1, 1, '2'); // the solution has 1 there
    await press(page, 'Hint');
    assert.equal(await hintText(page).textContent(), 'Wrong entry: r1c1. Clear it and press Hint again.');
    assert.deepEqual(await marks(page), { 0: ['hint-wrong', '✗'] });
    assert.ok(await button(page, 'Show').isHidden(), 'nothing to write in');
    await cell(page, 1, 1).click();
    await page.keyboard.press('Backspace');
    assert.ok(await page.locator('#hint-box').isHidden(), 'typing takes the hint away');
    await typeDigit(page, 1, 1, '2');
    await reload(page);
    await press(page, 'Hint');
    assert.equal(await hintText(page).textContent(), 'Wrong entry: r1c1. Clear it and press Hint again.');
  }));

test('where only a guess is left, the hint says so; the rating line rates singles and guess puzzles', () =>
  withPage(`?puzzle=${HARD}&mode=solve`, async (page) => {
    await press(page, 'Hint');
    assert.equal(await hintText(page).textContent(), 'No deduction of the known techniques applies: only a guess is left.');
    assert.deepEqual(await marks(page), {});
    assert.match(await ratingReads(page, /guesses$/), /^Level: needs a guess · hardest: [A-Za-z -]+ · 3 guesses$/);
    await chooseExample(page, 'Baekjoon 2580 sample');
    await ratingReads(page, 'Level: singles · hardest: hidden single · 0 guesses');
    await typeDigit(page, 1, 1, '3'); // 3 is already in row 1
    // Watch rates the board the search gets; a person solving is rated on the puzzle, not on
    // their digits, so back in Solve it the line says nothing of the wrong digit.
    await setMode(page, 'watch');
    await ratingReads(page, 'Level: none, the puzzle breaks a rule (two 3s in row 1 (r1c1 and r1c2))');
    await setMode(page, 'solve');
    await ratingReads(page, 'Level: singles · hardest: hidden single · 0 guesses');
    await setMode(page, 'watch');
    await ratingReads(page, 'Level: none, the puzzle breaks a rule (two 3s in row 1 (r1c1 and r1c2))');
    await pressInMenu(page, 'puzzle', 'Clear');
    await ratingReads(page, 'Level: none, the puzzle has several solutions');
  }));

test('the hint and the rating speak Korean', () =>
  withPage(`?lang=ko&puzzle=${BOJ}&mode=solve`, async (page) => {
    await ratingReads(page, '난이도: 싱글만으로 풀림 · 가장 어려운 기법: 히든 싱글 · 추측 0번');
    await page.locator('#hint').click();
    await answered(page.locator('#hint'));
    assert.equal(await page.locator('#hint').textContent(), '힌트');
    assert.equal(await hintText(page).textContent(), '1행 1열 = 1: 1행에서 1의 자리는 여기 하나뿐입니다 (히든 싱글)');
    assert.equal(await page.locator('#hint-show').textContent(), '채우기');
    await setLanguage(page, 'en');
    assert.equal(await hintText(page).textContent(), 'r1c1 = 1: the only place for 1 in row 1 (hidden single)');
    await ratingReads(page, 'Level: singles · hardest: hidden single · 0 guesses');
    await setLanguage(page, 'ko');
    await page.goto(new URL(`?lang=ko&puzzle=${HARD}`, BASE_URL).toString());
    await page.waitForSelector('body[data-ready="true"]');
    await page.locator('#hint').click();
    await answered(page.locator('#hint'));
    assert.equal(
      await hintText(page).textContent(),
      '알려진 기법으로는 더 알아낼 수 있는 것이 없습니다: 이제 추측하는 수밖에 없습니다.',
    );
    await ratingReads(page, /^난이도: 추측이 필요함 · 가장 어려운 기법: .+ · 추측 3번$/);
  }));
