// The Hint button and the rating line: a hint tells the easiest deduction on the board as it
// stands in three presses, and marks it without writing anything: where to look (the area
// tinted, no digit, no cell), the technique with its pattern (a fish's lines, a wing's cells, a
// chain's links drawn over the board), then the result; Show (or a fourth press) writes a single
// in as the person's entry, which Undo takes back; changing the board starts again at the first
// step; a wrong entry is named at once; a board where only a guess is left says so; the rating
// line rates the puzzle on the board in the worker; in English and Korean.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  accessibilityViolations,
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
// Positions on the way through generated puzzles (`bitdoku generate --level chains`, their
// singles written in) whose easiest deduction, as `bitdoku explain --format csv` gives it, is:
/** an AIC, (9)r1c3=(9)r1c2-(9)r8c2=(9-2)r8c7=(2-4)r2c7=(4)r2c3, which takes 4 from r1c3; */
const AIC = '000728005070395001253614798000562109521839647900471002400250016005180004002940003';
/** an X-wing of 7 in columns 4 and 9, which takes 7 from r4c7, r8c6 and r8c7; */
const X_WING = '783005296659372418020689375032006000900520063000803042307050000090030000210960034';
/** an XY-wing, pivot r4c4 with pincers r1c4 and r6c6, which takes 2 from r1c6. */
const XY_WING = '754000613983165247126007589039074120041903760078510394495001876817050032362700051';

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

/** Presses Hint (or H, with `key`), in any language, and returns the hint's words once they are on show. */
async function hintStep(page, key = false) {
  const hint = page.locator('#hint');
  if (key) {
    await page.locator('h1').click();
    await page.keyboard.press('h');
  } else {
    await hint.click();
  }
  await answered(hint);
  return hintText(page).textContent();
}

/** The cells the hint marks with `kind` ('unit', 'pattern', 'cover', ...), in reading order. */
async function marked(page, kind) {
  const all = await marks(page);
  return Object.keys(all)
    .filter((cell) => all[cell][0] === `hint-${kind}`)
    .map(Number);
}

/** The cells of rows, columns or boxes (1-based), in reading order. */
function cellsOf(kind, ...numbers) {
  const at = { row: (c) => Math.floor(c / 9), column: (c) => c % 9, box: (c) => Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3) }[kind];
  return [...Array(81).keys()].filter((c) => numbers.includes(at(c) + 1));
}

/** The chain drawn over the board: its links' kinds, in order, and its nodes (digit@cells). */
function drawnChain(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('#board svg.hint-links');
    if (!svg || svg.hasAttribute('hidden')) return null;
    return {
      links: [...svg.querySelectorAll('path.link')].map((path) => (path.classList.contains('strong') ? 'strong' : 'weak')),
      nodes: [...svg.querySelectorAll('g.node')].map((node) => node.dataset.node),
      hidden: svg.getAttribute('aria-hidden'),
    };
  });
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

test('a hint comes in three steps: where to look, the technique, the result; Show writes it in, and Undo takes it back', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    assert.ok(await page.locator('#hint-box').isHidden(), 'no hint before asking');
    assert.equal(await hintText(page).getAttribute('aria-live'), 'polite');
    // 1: the row, and neither the digit nor the cell.
    assert.equal(await hintStep(page), 'Look at row 1: a digit has one place left');
    assert.equal(await boardText(page), BOJ_BOARD, 'nothing is written yet');
    assert.deepEqual(await marked(page, 'unit'), cellsOf('row', 1));
    assert.equal(Object.keys(await marks(page)).length, 9, 'row 1 and nothing else');
    assert.ok(await button(page, 'Show').isHidden(), 'nothing to write in yet');
    // 2: the technique and the digit, still not the cell.
    assert.equal(await hintStep(page), 'Hidden single: 1 has one place left in row 1');
    assert.deepEqual(await marked(page, 'unit'), cellsOf('row', 1));
    assert.ok(await button(page, 'Show').isHidden());
    // 3: the result.
    assert.equal(await hintStep(page), 'r1c1 = 1: the only place for 1 in row 1 (hidden single)');
    const marked3 = await marks(page);
    assert.deepEqual(marked3[0], ['hint-target', '?']);
    assert.deepEqual(marked3[8], ['hint-unit', ''], 'row 1 is marked');
    assert.equal(Object.keys(marked3).length, 9, 'row 1 and nothing else');
    assert.equal(await boardText(page), BOJ_BOARD, 'nothing is written yet');
    await button(page, 'Show').click();
    assert.equal(await boardText(page), `1${BOJ_BOARD.slice(1)}`);
    assert.ok(await page.locator('#hint-box').isHidden(), 'the hint goes once the board changes');
    assert.deepEqual(await marks(page), {});
    await button(page, 'Undo').click();
    assert.equal(await boardText(page), BOJ_BOARD, 'Undo takes the hinted digit back');
    // The H key, four times: the three steps, then the digit written in.
    assert.match(await hintStep(page, true), /^Look at row 1/);
    assert.match(await hintStep(page, true), /^Hidden single/);
    assert.match(await hintStep(page, true), /^r1c1 = 1/);
    await hintStep(page, true);
    assert.equal(await boardText(page), `1${BOJ_BOARD.slice(1)}`);
    assert.equal(await hintStep(page, true), 'Look at row 2: a digit has one place left');
  }));

test('changing the board takes the hint away, and the next press starts again at the first step', () =>
  withPage(`?puzzle=${BOJ}&mode=solve`, async (page) => {
    await hintStep(page);
    assert.equal(await hintStep(page), 'Hidden single: 1 has one place left in row 1');
    await typeDigit(page, 2, 5, '3'); // right, and not the hinted cell
    assert.ok(await page.locator('#hint-box').isHidden(), 'an entry takes the hint away');
    assert.deepEqual(await marks(page), {});
    assert.equal(await hintStep(page), 'Look at row 1: a digit has one place left');
    await hintStep(page);
    await hintStep(page);
    await button(page, 'Undo').click();
    assert.ok(await page.locator('#hint-box').isHidden(), 'so does Undo');
    assert.equal(await hintStep(page), 'Look at row 1: a digit has one place left');
  }));

test('a chain: its boxes, then the AIC drawn over the board, strong links solid and weak ones dashed, then what it removes', () =>
  withPage(`?puzzle=${AIC}&mode=solve`, async (page) => {
    const eureka = '(9)r1c3=(9)r1c2-(9)r8c2=(9-2)r8c7=(2-4)r2c7=(4)r2c3';
    assert.equal(await hintStep(page), 'Look at boxes 1, 3, 7 and 9: a chain of strong and weak links rules a candidate out');
    assert.deepEqual(await marked(page, 'unit'), cellsOf('box', 1, 3, 7, 9));
    assert.equal(await drawnChain(page), null, 'no chain drawn yet');
    assert.equal(
      await hintStep(page),
      `AIC: ${eureka}. Solid lines are strong links (one end is true), dashed lines weak ones (both cannot be true)`,
    );
    // The nodes' cells ringed: r1c2, r1c3, r2c3, r2c7, r8c2, r8c7.
    assert.deepEqual(await marked(page, 'pattern'), [1, 2, 11, 15, 64, 69]);
    assert.deepEqual(await marked(page, 'clear'), [], 'not yet what it removes');
    assert.deepEqual(await drawnChain(page), {
      links: ['strong', 'weak', 'strong', 'weak', 'strong', 'weak', 'strong'],
      nodes: ['9@2', '9@1', '9@64', '9@69', '2@69', '2@15', '4@15', '4@11'],
      hidden: 'true',
    });
    // The links are drawn on the board, over the cells they join.
    const [board, path] = await Promise.all([
      page.locator('#board').boundingBox(),
      page.locator('#board svg.hint-links path.link').first().boundingBox(),
    ]);
    assert.ok(path.x >= board.x && path.y >= board.y && path.y < board.y + board.height / 9, 'the first link lies in row 1');
    assert.deepEqual(await accessibilityViolations(page, 'body'), [], 'the drawing keeps the page accessible');
    assert.equal(await hintStep(page), `4 leaves r1c3: ${eureka} (AIC)`);
    assert.deepEqual((await marks(page))[2], ['hint-clear', '−4']);
    assert.ok((await drawnChain(page)).links.length === 7, 'the chain stays drawn with the result');
    assert.ok(await button(page, 'Show').isHidden(), 'an elimination is shown, not applied');
    await typeDigit(page, 1, 1, '6');
    assert.equal(await drawnChain(page), null, 'an entry takes the drawing away');
  }));

test('a fish: its base columns, then the X-wing with its cover rows, then what it removes', () =>
  withPage(`?puzzle=${X_WING}&mode=solve`, async (page) => {
    assert.equal(await hintStep(page), "Look at columns 4 and 9: one digit's places there line up across the board (a fish)");
    assert.deepEqual(await marked(page, 'unit'), cellsOf('column', 4, 9));
    assert.equal(await hintStep(page), 'X-wing: in columns 4 and 9, 7 can only go in rows 4 and 8');
    // 7's places r4c4, r4c9, r8c4 and r8c9 ringed, the rest of the columns dotted, the rows striped.
    assert.deepEqual(await marked(page, 'pattern'), [30, 35, 66, 71]);
    assert.deepEqual((await marks(page))[30], ['hint-pattern', '7'], 'each place carries the digit');
    assert.deepEqual(await marked(page, 'unit'), cellsOf('column', 4, 9).filter((c) => ![30, 35, 66, 71].includes(c)));
    assert.deepEqual(await marked(page, 'cover'), cellsOf('row', 4, 8).filter((c) => ![30, 35, 66, 71].includes(c)));
    assert.equal(await drawnChain(page), null, 'a fish has no chain');
    assert.equal(await hintStep(page), '7 leaves r4c7, r8c6 and r8c7: in columns 4 and 9, 7 can only go in rows 4 and 8 (X-wing)');
    assert.deepEqual(await marked(page, 'clear'), [33, 68, 69]);
  }));

test('a wing in Korean: its boxes, then the XY-wing with its pivot and pincers, then what it removes', () =>
  withPage(`?lang=ko&puzzle=${XY_WING}&mode=solve`, async (page) => {
    assert.equal(await hintStep(page), '2, 5번 박스을(를) 보세요: 후보가 적은 몇 칸이 한 숫자를 묶어 둡니다 (윙)');
    assert.deepEqual(await marked(page, 'unit'), cellsOf('box', 2, 5));
    assert.equal(await hintStep(page), 'XY-윙: 피벗 4행 4열, 집게 1행 4열, 6행 6열');
    assert.deepEqual(await marked(page, 'pivot'), [30]);
    assert.deepEqual(await marked(page, 'pattern'), [3, 50]);
    assert.equal(await hintStep(page), '1행 6열에서 후보 2 지우기: 피벗 4행 4열, 집게 1행 4열, 6행 6열 (XY-윙)');
    assert.deepEqual((await marks(page))[5], ['hint-clear', '−2']);
    await setLanguage(page, 'en');
    assert.equal(await hintText(page).textContent(), '2 leaves r1c6: pivot r4c4 with pincers r1c4 and r6c6 (XY-wing)');
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
    assert.match(await hintText(page).textContent(), /^Look at row 1/);
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
    assert.equal(await hintText(page).textContent(), 'Look at row 1: a digit has one place left');
    assert.doesNotMatch(await status(page).textContent(), /^Check/, 'no verdict was said');
    assert.deepEqual((await marks(page))[0], ['hint-unit', ''], "the hint's mark is on row 1");
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

test('a chain in Korean and the dark theme, its Eureka notation kept', () =>
  withPage(`?lang=ko&puzzle=${AIC}&mode=solve`, async (page) => {
    const eureka = '(9)r1c3=(9)r1c2-(9)r8c2=(9-2)r8c7=(2-4)r2c7=(4)r2c3';
    assert.equal(await hintStep(page), '1, 3, 7, 9번 박스을(를) 보세요: 강한 연결과 약한 연결로 이어진 체인이 후보 하나를 지웁니다');
    assert.equal(
      await hintStep(page),
      `AIC: 체인 ${eureka}. 실선은 강한 연결(한쪽은 참), 점선은 약한 연결(둘 다 참일 수는 없음)입니다`,
    );
    assert.equal((await drawnChain(page)).links.length, 7);
    assert.equal(await hintStep(page), `1행 3열에서 후보 4 지우기: 체인 ${eureka} (AIC)`);
    assert.deepEqual(await accessibilityViolations(page, 'body'), [], 'and in the dark theme');
  }, { colorScheme: 'dark' }));

test('the hint and the rating speak Korean', () =>
  withPage(`?lang=ko&puzzle=${BOJ}&mode=solve`, async (page) => {
    await ratingReads(page, '난이도: 싱글만으로 풀림 · 가장 어려운 기법: 히든 싱글 · 추측 0번');
    const step = async () => {
      await page.locator('#hint').click();
      await answered(page.locator('#hint'));
      return hintText(page).textContent();
    };
    assert.equal(await page.locator('#hint').textContent(), '힌트');
    assert.equal(await step(), '1행을(를) 보세요: 어떤 숫자가 들어갈 자리가 한 곳만 남았습니다');
    assert.equal(await step(), '히든 싱글: 1행에서 1의 자리는 한 곳뿐입니다');
    await setLanguage(page, 'en');
    assert.equal(await hintText(page).textContent(), 'Hidden single: 1 has one place left in row 1', 'the step is said again');
    await setLanguage(page, 'ko');
    assert.equal(await step(), '1행 1열 = 1: 1행에서 1의 자리는 여기 하나뿐입니다 (히든 싱글)');
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
