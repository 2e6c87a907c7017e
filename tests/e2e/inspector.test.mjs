// The lesson panels: the bitmask inspector against masks worked out here from the board, the
// unit tints on the board, the search stack against the board, the explanation of a take-back,
// and the code line of each event.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  boardText,
  BOJ,
  BRUTE_FORCE,
  button,
  cell,
  setLanguage,
  setSpeed,
  showPanel,
  stat,
  status,
  withPage,
} from './helpers.mjs';

const rowOf = (i) => Math.floor(i / 9);
const colOf = (i) => i % 9;
const boxOf = (i) => Math.floor(rowOf(i) / 3) * 3 + Math.floor(colOf(i) / 3);
const name = (i) => `r${rowOf(i) + 1}c${colOf(i) + 1}`;
const binary = (mask) => mask.toString(2).padStart(9, '0');
const digitsOf = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1)));

/** The digits of an 81-character board ('.' blank). */
function parse(board) {
  return [...board].map((ch) => (ch === '.' || ch === '0' ? 0 : Number(ch)));
}

/**
 * The lesson's masks of `cell` on `board`, from every other filled cell:
 * `mask |= 1 << (x-1)` for each digit x in its row, column and box.
 */
function expectedMasks(board, cell) {
  const digits = parse(board);
  const masks = { row: 0, col: 0, box: 0 };
  digits.forEach((x, i) => {
    if (!x || i === cell) return;
    if (rowOf(i) === rowOf(cell)) masks.row |= 1 << (x - 1);
    if (colOf(i) === colOf(cell)) masks.col |= 1 << (x - 1);
    if (boxOf(i) === boxOf(cell)) masks.box |= 1 << (x - 1);
  });
  const used = masks.row | masks.col | masks.box;
  const candidates = ~used & 0x1ff;
  return { ...masks, used, candidates, count: digitsOf(candidates).length };
}

/** The inspector's rows as 9-character bit strings, digit 9 on the left. */
async function shownBits(page) {
  return page.$$eval('#inspector-masks tr[data-mask]', (rows) =>
    Object.fromEntries(
      rows.map((row) => [row.dataset.mask, [...row.querySelectorAll('td.bit')].map((td) => td.textContent).join('')]),
    ),
  );
}

/** Checks every mask the inspector shows for `cell` against `board`. */
async function assertInspects(page, board, cellIndex) {
  assert.equal(await page.locator('#inspector-focus').getAttribute('data-cell'), String(cellIndex));
  assert.match(await page.locator('#inspector-focus').textContent(), new RegExp(`^${name(cellIndex)}:`));
  const want = expectedMasks(board, cellIndex);
  const bits = await shownBits(page);
  assert.equal(bits.row, binary(want.row), `row mask of ${name(cellIndex)}`);
  assert.equal(bits.col, binary(want.col), `column mask of ${name(cellIndex)}`);
  assert.equal(bits.box, binary(want.box), `box mask of ${name(cellIndex)}`);
  assert.equal(bits.used, binary(want.used), 'row | col | box');
  assert.equal(bits.candidates, binary(want.candidates), '~mask & 0x1FF');
  assert.equal(bits.free, binary(want.candidates), '~mask >> (m-1) & 1, m = 9..1');
  const held = parse(board)[cellIndex];
  assert.equal(bits.place, held ? binary(1 << (held - 1)) : '·········', '1 << (x-1)');
  const list = digitsOf(want.candidates).join(' ') || 'none';
  assert.equal(
    await page.locator('#inspector-candidates').textContent(),
    `Candidates: ${list} (popcount ${want.count})`,
  );
}

/** The board cells tinted as the units of the inspected cell, and the ringed one. */
async function tinted(page, tone) {
  const units = await page.$$eval(`.cell.unit-${tone}`, (cells) => cells.map((c) => Number(c.dataset.cell)));
  const focus = await page.$$eval(`.cell.focus-${tone}`, (cells) => cells.map((c) => Number(c.dataset.cell)));
  return { units: units.sort((a, b) => a - b), focus };
}

function peers(cellIndex) {
  const all = [...Array(81).keys()];
  return all.filter(
    (i) =>
      i !== cellIndex &&
      (rowOf(i) === rowOf(cellIndex) || colOf(i) === colOf(cellIndex) || boxOf(i) === boxOf(cellIndex)),
  );
}

async function stepTimes(page, times) {
  await page.locator('h1').click(); // the page's arrows, not the board's
  for (let i = 0; i < times; i++) await page.keyboard.press('ArrowRight');
}

test('the inspector shows the masks of a selected cell of the givens, and tints its units', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    await showPanel(page, 'Inspector');
    const board = await boardText(page);
    // r2c5 is blank (its one candidate is 3); r1c2 holds 3; r9c9 is blank in a corner box.
    for (const [row, column] of [[2, 5], [1, 2], [9, 9], [5, 2]]) {
      await cell(page, row, column).click();
      const index = (row - 1) * 9 + column - 1;
      await assertInspects(page, board, index);
      assert.deepEqual(await tinted(page, 'inspect'), { units: peers(index), focus: [index] });
    }
  }));

test('during a run the inspector follows the cell being tried, and a selection until the next step', () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive`, async (page) => {
    await showPanel(page, 'Inspector');
    await stepTimes(page, 11); // step 11 is a Choose
    const chosen = (await page.locator('#last-step').textContent()).match(/^Choose (r\dc\d)/);
    assert.ok(chosen, 'step 11 chooses a cell');
    const focused = Number(await page.locator('#inspector-focus').getAttribute('data-cell'));
    assert.equal(name(focused), chosen[1]);
    await assertInspects(page, await boardText(page), focused);
    assert.deepEqual(await tinted(page, 'inspect'), { units: peers(focused), focus: [focused] });

    // A placed digit's cell: its own digit is left out of the masks, and is the x of 1 << (x-1).
    await cell(page, 1, 1).click();
    assert.match(await page.locator('#inspector-focus').textContent(), /^r1c1: the cell you selected/);
    await assertInspects(page, await boardText(page), 0);
    await button(page, 'Step').click();
    const placed = (await page.locator('#last-step').textContent()).match(/^Place \d at (r\dc\d)/);
    assert.ok(placed, 'step 12 places a digit');
    assert.match(await page.locator('#inspector-focus').textContent(), new RegExp(`^${placed[1]}: the cell the search`));
    await assertInspects(page, await boardText(page), focused);
  }));

/** The stack panel's rows, top of the stack first: [depth, cell, digit, untried]. */
async function stackRows(page) {
  return page.$$eval('#stack-table tbody tr', (rows) => rows.map((r) => [...r.cells].map((c) => c.textContent)));
}

async function assertStackMatchesBoard(page, givens) {
  const board = parse(await boardText(page));
  const rows = await stackRows(page);
  const depths = rows.map((r) => Number(r[0]));
  assert.deepEqual(depths, depths.map((_, i) => rows.length - i), 'one row per depth, the top first');
  const placed = rows.filter((r) => r[2] !== '—');
  assert.equal(placed.length, await stat(page, 'depth'), 'a digit on the board per placed frame');
  for (const [, where, digit, untried] of rows) {
    const index = [...Array(81).keys()].find((i) => name(i) === where);
    assert.equal(givens[index], 0, `${where} is not a given`);
    assert.equal(board[index], digit === '—' ? 0 : Number(digit), `the board at ${where}`);
    assert.match(untried, /^(—|[1-9]( [1-9])*)$/);
  }
  const searched = board.filter((d, i) => d && !givens[i]).length;
  assert.equal(searched, placed.length, 'every digit the search placed has its frame');
}

test('the search stack matches the board at every step, back and forth', () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive`, async (page) => {
    await showPanel(page, 'Stack');
    const start = await boardText(page);
    const givens = parse(start);
    assert.equal(await page.locator('#stack-table tbody tr').count(), 0);
    await stepTimes(page, 1);
    const first = digitsOf(expectedMasks(start, 0).candidates).join(' ');
    assert.deepEqual(await stackRows(page), [['1', 'r1c1', '—', first]]);
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('ArrowRight');
      await assertStackMatchesBoard(page, givens);
    }
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('ArrowLeft');
      await assertStackMatchesBoard(page, givens);
    }
    // Played fast, the panel follows at its own pace and catches up once the run pauses.
    await setSpeed(page, 'max');
    await button(page, 'Play').click();
    await page.waitForTimeout(400);
    await button(page, 'Pause').click();
    assert.ok((await stat(page, 'steps')) > 1000);
    await page.waitForTimeout(200);
    await assertStackMatchesBoard(page, givens);
    await page.locator('h1').click();

    // After a Choose, the top row's untried digits are that cell's candidates.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('ArrowRight');
      const last = await page.locator('#last-step').textContent();
      const choose = last.match(/^Choose (r\dc\d): candidates \{([\d, ]*)\}/);
      if (!choose) continue;
      const [top] = await stackRows(page);
      assert.deepEqual(top.slice(1), [choose[1], '—', choose[2].split(', ').join(' ') || '—']);
    }
  }));

/** Steps until the explanation panel explains a take-back that matches `pattern`. */
async function stepUntilWhy(page, pattern, limit = 3000) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('ArrowRight');
    if (pattern.test(await page.locator('#why-text').textContent())) return;
  }
  assert.fail(`no explanation matching ${pattern} within ${limit} steps`);
}

/** The board just before the take-back shown: the digit taken back put back in. */
async function beforeTakeBack(page) {
  const [, digit, where] = (await page.locator('#last-step').textContent()).match(/^Take back (\d) from (r\dc\d)/);
  const cells = [...(await boardText(page))];
  cells[[...Array(81).keys()].find((i) => name(i) === where)] = digit;
  return { board: cells.join(''), digit, where };
}

test('a take-back explains the cell that ran out of candidates, and marks it and its units', () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive`, async (page) => {
    await showPanel(page, 'Why'); // one panel at a time: each is read on its tab
    await stepTimes(page, 0);
    await stepUntilWhy(page, /has no candidates left/);
    let { board, digit, where } = await beforeTakeBack(page);
    const [deadEnd] = (await tinted(page, 'dead-end')).focus;
    assert.equal(parse(board)[deadEnd], 0, 'the dead end is a blank cell');
    const m = expectedMasks(board, deadEnd);
    assert.equal(m.candidates, 0);
    const list = (mask) => digitsOf(mask).join(' ') || 'none';
    assert.equal(
      await page.locator('#why-text').textContent(),
      `${name(deadEnd)} has no candidates left: row ${rowOf(deadEnd) + 1} has ${list(m.row)}, ` +
        `column ${colOf(deadEnd) + 1} has ${list(m.col)}, box ${boxOf(deadEnd) + 1} has ${list(m.box)}. ` +
        `So ${digit} is taken back from ${where}.`,
    );
    assert.deepEqual((await tinted(page, 'dead-end')).units, peers(deadEnd));
    await showPanel(page, 'Inspector');
    assert.equal(await page.locator('#inspector-focus').textContent(), `${name(deadEnd)}: the cell whose candidates ran out`);
    const bits = await shownBits(page);
    assert.equal(bits.row, binary(m.row));
    assert.equal(bits.used, '111111111');
    await showPanel(page, 'Solve loop');
    assert.equal(await page.locator('#code-lines li.current').getAttribute('data-line'), 'takeBack');
    assert.equal(await page.locator('#code-lines li.returned').getAttribute('data-line'), 'fail');

    // A cell whose candidates were all tried: they are exactly what its units left it.
    await showPanel(page, 'Why');
    await stepUntilWhy(page, /tried and failed/);
    ({ board, digit, where } = await beforeTakeBack(page));
    const [tried] = (await tinted(page, 'dead-end')).focus;
    const left = digitsOf(expectedMasks(board, tried).candidates);
    assert.ok(left.length > 0);
    const listed = [
      `${left[0]} was tried`,
      `${left[0]} and ${left[1]} were both tried`,
      `${left.slice(0, -1).join(', ')} and ${left.at(-1)} were all tried`,
    ][Math.min(left.length, 3) - 1];
    assert.equal(
      await page.locator('#why-text').textContent(),
      `${name(tried)}: ${listed} and failed. So ${digit} is taken back from ${where}.`,
    );

    // The next step moves on: the explanation and the red tint go.
    await page.keyboard.press('ArrowRight');
    if (!/^Take back/.test(await page.locator('#last-step').textContent())) {
      assert.equal(await page.locator('#why-text').getAttribute('data-state'), 'idle');
      assert.deepEqual(await tinted(page, 'dead-end'), { units: [], focus: [] });
    }
  }));

test('when Skip to end says solved, the tint on the board is already that of the finished run', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    // Choose r1c1, place a digit, choose the next blank cell, r2c5: the inspector follows it.
    await showPanel(page, 'Inspector');
    await stepTimes(page, 3);
    assert.deepEqual((await tinted(page, 'inspect')).focus, [13]);
    // Read in the task that writes the status, before any drawing put off for later.
    const focus = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const status = document.getElementById('status');
          new MutationObserver((_, observer) => {
            if (!status.textContent.startsWith('Solved')) return;
            observer.disconnect();
            resolve([...document.querySelectorAll('#board .cell.focus-inspect')].map((c) => Number(c.dataset.cell)));
          }).observe(status, { childList: true, characterData: true, subtree: true });
          document.getElementById('skip').click();
        }),
    );
    // A finished run inspects the board's cursor: r1c1 until the person picks a cell.
    assert.deepEqual(focus, [0]);
  }));

test('while Skip to end runs the panels wait and the board has no tint; a pause draws where it stopped', () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive`, async (page) => {
    await showPanel(page, 'Inspector');
    await stepTimes(page, 3);
    assert.equal((await tinted(page, 'inspect')).focus.length, 1);
    const before = await page.locator('#inspector-focus').textContent();
    // Skip, and in the task that draws the board past 20 million steps (its second drawing at
    // least; the skip is 207 million), read the page and pause: a pause with no new board to
    // draw, after which the panels must draw by themselves.
    const during = await page.evaluate(
      () =>
        new Promise((resolve) => {
          // The board and the inspector now, read in one task (kept for the second skip below).
          window.readLesson = () => ({
            status: document.getElementById('status').textContent,
            tinted: document.querySelectorAll('#board .cell[class*="unit-"], #board .cell[class*="focus-"]').length,
            focus: document.getElementById('inspector-focus').textContent,
          });
          const steps = document.getElementById('stat-steps');
          new MutationObserver((_, observer) => {
            if (Number(steps.textContent.replace(/,/g, '')) <= 20_000_000) return;
            observer.disconnect();
            const now = window.readLesson();
            document.getElementById('play').click();
            resolve(now);
          }).observe(steps, { childList: true, characterData: true, subtree: true });
          document.getElementById('skip').click();
        }),
    );
    assert.deepEqual(during, { status: 'Skipping to the end…', tinted: 0, focus: before });
    const drawn = () => page.waitForFunction(() => document.querySelectorAll('#board .cell[class*="focus-"]').length === 1);
    await status(page).filter({ hasText: /^Paused at step/ }).waitFor();
    await drawn();
    assert.notEqual(await page.locator('#inspector-focus').textContent(), before);

    // Skip on, and pause from a task of its own, most likely between two drawings of the board:
    // the tint comes back there too.
    await button(page, 'Skip to end').click();
    await page.waitForTimeout(100);
    assert.equal((await page.evaluate(() => window.readLesson())).tinted, 0);
    await button(page, 'Pause').click();
    await status(page).filter({ hasText: /^Paused at step/ }).waitFor();
    await drawn();
  }));

test('after Skip to end, Why says how many digits were taken back on the way, and how to see why', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    await showPanel(page, 'Why');
    await button(page, 'Skip to end').click();
    await status(page).filter({ hasText: /^Solved/ }).waitFor();
    const backtracks = await page.locator('#stat-backtracks').textContent();
    const why = await page.locator('#why-text').textContent();
    if (backtracks === '0') assert.equal(why, 'The search is solved, and it never took a digit back.');
    else assert.match(why, new RegExp(`^The search is solved, after taking back ${backtracks} digits: step back`));
  }));

test('the code view marks the line each event runs', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    await showPanel(page, 'Solve loop');
    const current = () => page.locator('#code-lines li.current').getAttribute('data-line');
    assert.equal(await page.locator('#code-lines li.current').count(), 0);
    await stepTimes(page, 1);
    assert.equal(await current(), 'cand');
    await page.keyboard.press('ArrowRight');
    assert.equal(await current(), 'place');
    await button(page, 'Skip to end').click();
    await page.waitForFunction(() => document.querySelector('#code-lines li.current')?.dataset.line === 'solved');
    assert.equal(await page.locator('#code-lines li[aria-current="step"]').getAttribute('data-line'), 'solved');
  }));

test('the code view shows the loop in C++ and Python too, marks their lines, and copies the program', () =>
  withPage(`?puzzle=${BOJ}&strategy=mrv`, async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await showPanel(page, 'Solve loop');
    const current = () => page.locator('#code-lines li.current').textContent();
    await page.getByRole('button', { name: 'C++' }).click();
    assert.equal(await page.getByRole('button', { name: 'C++' }).getAttribute('aria-pressed'), 'true');
    // MRV's variant: the pick looks for the fewest candidates.
    assert.equal(await page.locator('#code-lines li', { hasText: '__builtin_popcount' }).count(), 1);
    await stepTimes(page, 1);
    assert.match(await current(), /^ {2}int cand = ~mask & 0x1FF; {2}\/\/ its candidates$/);
    await page.keyboard.press('ArrowRight');
    assert.match(await current(), /^ {6}mark\(r, c, m\); {2}\/\//);
    await page.getByRole('button', { name: 'Copy the program' }).click();
    await page.locator('.code-copied').filter({ hasText: /^Copied/ }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(copied.startsWith('#include <cstdio>\n') && copied.includes('__builtin_popcount'), copied);
    assert.equal(copied.split('\n').length - 1, await page.locator('#code-lines li').count());
    await page.getByRole('button', { name: 'Python' }).click();
    assert.match(await current(), /^ {12}mark\(r, c, m\) {2}# /);
    // The program scrolls in its own box, which keeps the marked line in sight, the page still.
    const sight = () =>
      page.evaluate(() => {
        const box = /** @type {HTMLElement} */ (document.getElementById('code-lines'));
        const line = /** @type {HTMLElement} */ (box.querySelector('li.current')).getBoundingClientRect();
        const { top, bottom } = box.getBoundingClientRect();
        return { inBox: line.top >= top && line.bottom <= bottom, scrolls: box.scrollHeight > box.clientHeight };
      });
    assert.deepEqual(await sight(), { inBox: true, scrolls: true });
    await setLanguage(page, 'ko');
    assert.match(await current(), /^ {12}mark\(r, c, m\) {2}# m을 놓기/);
    await page.getByRole('button', { name: '의사코드' }).click();
    assert.equal(await page.locator('#code-lines li.current').getAttribute('data-line'), 'place');
  }));

test('the panels speak Korean and back, and a panel off its tab stops following', () =>
  withPage(`?puzzle=${BRUTE_FORCE}`, async (page) => {
    await showPanel(page, 'Why');
    await stepTimes(page, 40);
    const english = await page.locator('#why-text').textContent();
    await setLanguage(page, 'ko');
    assert.equal(await page.locator('#lesson .lesson-title').textContent(), '탐색 들여다보기');
    assert.match(await page.locator('#why-text').textContent(), /남은 후보가 없습니다/);
    await page.locator('#tab-inspector').click();
    // Drawn when its tab opens (the toggle event comes a moment after the click).
    await page.waitForFunction(() => document.getElementById('inspector-focus')?.textContent !== '');
    assert.match(await page.locator('#inspector-focus').textContent(), /후보가 바닥난 칸/);
    await setLanguage(page, 'en');
    await showPanel(page, 'Why');
    assert.equal(await page.locator('#why-text').textContent(), english);

    // The Stack, drawn on its tab, then left: it is not redrawn while another tab is shown.
    await showPanel(page, 'Stack');
    await showPanel(page, 'Inspector');
    const frozen = await stackRows(page);
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    assert.deepEqual(await stackRows(page), frozen, 'a panel off its tab is not redrawn');
    await page.getByRole('tab', { name: 'Stack', exact: true }).click();
    // Opening it catches up (the toggle event comes a moment after the click).
    await page.waitForFunction(
      (old) => document.querySelector('#stack-table tbody')?.textContent !== old,
      frozen.flat().join(''),
    );
  }));

test('when the search runs out of candidates everywhere, the panel says there is no solution', () =>
  withPage(`?puzzle=${'12345678.'}${'.'.repeat(8)}9${'.'.repeat(63)}&strategy=mrv`, async (page) => {
    await showPanel(page, 'Why');
    await button(page, 'Skip to end').click();
    await page.getByRole('status').filter({ hasText: /^No solution/ }).waitFor();
    // r1c9 is the only cell with no candidate: row 1 has 1 to 8, and r2c9 holds 9.
    await page.waitForFunction(() => document.getElementById('why-text').dataset.state === 'explained');
    assert.equal(
      await page.locator('#why-text').textContent(),
      'r1c9 has no candidates left: row 1 has 1 2 3 4 5 6 7 8, column 9 has 9, box 3 has 7 8 9. ' +
        'So the puzzle has no solution.',
    );
    assert.deepEqual(await tinted(page, 'dead-end'), { units: peers(8), focus: [8] });
    await showPanel(page, 'Solve loop');
    assert.equal(await page.locator('#code-lines li.current').getAttribute('data-line'), 'exhausted');
  }));
