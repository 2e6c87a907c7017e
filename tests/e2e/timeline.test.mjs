// The timeline under the board: scrubbing (pointer-style fills and keys) back and forth to
// the exact board, counters and highlight of each step, narration in words, and the step log
// and PNG downloads. What the page shows is checked against a replay computed here, by a
// separate small implementation of the lesson's naive search (the order src/step/ documents).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  boardText,
  BOJ,
  BRUTE_FORCE,
  button,
  closeMenus,
  expectSlicesWithinBudget,
  openMenu,
  setLanguage,
  setSpeed,
  stat,
  status,
  waitForSteps,
  withPage,
} from './helpers.mjs';

// ---------- the replay ----------

/** The candidates of `cell` on `cells`, as a 9-bit mask: digits not in its row, column or box. */
function candidates(cells, cell) {
  const row = Math.floor(cell / 9);
  const column = cell % 9;
  const box = Math.floor(row / 3) * 27 + Math.floor(column / 3) * 3;
  let used = 0;
  for (let k = 0; k < 9; k++) {
    for (const other of [row * 9 + k, k * 9 + column, box + Math.floor(k / 3) * 9 + (k % 3)]) {
      if (cells[other]) used |= 1 << (cells[other] - 1);
    }
  }
  return ~used & 0x1ff;
}

/**
 * The naive search's events, in order: the lesson's recursion (first blank cell in reading
 * order, digits 1 to 9), reporting each choice, placement and take-back.
 */
function* naiveEvents(puzzle) {
  const cells = [...puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
  function* fill(depth) {
    const cell = cells.indexOf(0);
    if (cell < 0) {
      yield { kind: 'solved' };
      return true;
    }
    const mask = candidates(cells, cell);
    yield { kind: 'choose', cell, candidates: mask };
    for (let digit = 1; digit <= 9; digit++) {
      if (!(mask & (1 << (digit - 1)))) continue;
      cells[cell] = digit;
      yield { kind: 'place', cell, digit, depth };
      if (yield* fill(depth + 1)) return true;
      cells[cell] = 0;
      yield { kind: 'take back', cell, digit, depth };
    }
    return false;
  }
  if (!(yield* fill(1))) yield { kind: 'exhausted' };
}

/** The first `steps` events of the naive search, and the board and counters after each. */
function replay(puzzle, steps) {
  const board = [...puzzle];
  const states = [{ board: puzzle, event: null, placements: 0, backtracks: 0, depth: 0 }];
  let placements = 0;
  let backtracks = 0;
  let depth = 0;
  for (const event of naiveEvents(puzzle)) {
    if (states.length > steps) break;
    if (event.kind === 'place') {
      board[event.cell] = String(event.digit);
      placements++;
      depth++;
    } else if (event.kind === 'take back') {
      board[event.cell] = '.';
      backtracks++;
      depth--;
    }
    states.push({ board: board.join(''), event, placements, backtracks, depth });
  }
  return states;
}

const format = (n) => n.toLocaleString('en-US');

/** The page's narration for a replayed event (null: step 0). */
function narration(event) {
  if (!event) return 'Step 0: the givens';
  const at = `Row ${Math.floor(event.cell / 9) + 1}, column ${(event.cell % 9) + 1}`;
  switch (event.kind) {
    case 'choose': {
      const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => event.candidates & (1 << (d - 1)));
      return digits.length ? `${at}: candidates ${digits.join(', ')}` : `${at}: no candidates left, going back`;
    }
    case 'place':
      return `${at}: trying ${event.digit}`;
    case 'take back':
      return `${at}: taking back ${event.digit}`;
    default:
      return event.kind === 'solved' ? 'Solved' : 'No solution: every candidate has been tried';
  }
}

/** A replayed event as the CSV row the page must write for it. */
function csvRow(step, event) {
  const cell = 'cell' in event ? `${Math.floor(event.cell / 9) + 1},${(event.cell % 9) + 1}` : ',';
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => event.candidates & (1 << (d - 1))).join('');
  switch (event.kind) {
    case 'choose':
      return `${step},choose,${cell},,,${digits}`;
    case 'place':
    case 'take back':
      return `${step},${event.kind},${cell},${event.digit},${event.depth},`;
    default:
      return `${step},${event.kind},,,,,`;
  }
}

// ---------- the page ----------

const timeline = (page) => page.getByRole('slider', { name: 'Timeline', exact: true });

/** Checks that the page shows `states[step]`: board, counters, highlighted cell, position. */
async function assertShows(page, states, step, total) {
  const want = states[step];
  assert.equal(await boardText(page), want.board, `board at step ${step}`);
  assert.equal(await stat(page, 'steps'), step);
  assert.equal(await stat(page, 'placements'), want.placements, `placements at step ${step}`);
  assert.equal(await stat(page, 'backtracks'), want.backtracks, `backtracks at step ${step}`);
  assert.equal(await stat(page, 'depth'), want.depth, `depth at step ${step}`);
  const marked = await page
    .locator('.cell.trying, .cell.backtrack')
    .evaluateAll((cells) => cells.map((c) => `${c.dataset.cell} ${c.classList.contains('backtrack') ? 'backtrack' : 'trying'}`));
  const event = want.event;
  const expected = event && 'cell' in event ? [`${event.cell} ${event.kind === 'take back' ? 'backtrack' : 'trying'}`] : [];
  assert.deepEqual(marked, expected, `highlighted cell at step ${step}`);
  assert.equal(await page.locator('#timeline-position').textContent(), `${format(step)} / ${format(total)}`);
  assert.equal(await timeline(page).inputValue(), String(step));
}

/** Plays the naive search on BRUTE_FORCE until a few thousand steps, then pauses. */
async function playSomeSteps(page) {
  await setSpeed(page, 1000);
  await button(page, 'Play').click();
  await waitForSteps(page, { over: 3000 });
  await button(page, 'Pause').click();
  return stat(page, 'steps');
}

test('scrubbing back and forth shows each step exactly as a replay has it', () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive`, async (page) => {
    assert.ok(await timeline(page).isDisabled(), 'no run while editing: nothing to scrub');
    const total = await playSomeSteps(page);
    assert.equal(await timeline(page).getAttribute('max'), String(total));
    const states = replay(BRUTE_FORCE, total + 50);
    await assertShows(page, states, total, total);

    // As a pointer drag ends on each position: far back, the end, and places in between.
    for (const step of [0, total, Math.floor(total / 2), 1, total - 1, 37, 2000, 1999]) {
      await timeline(page).fill(String(step));
      await waitForSteps(page, { equal: step });
      await assertShows(page, states, step, total);
      assert.equal(await page.locator('#narration').textContent(), narration(states[step].event));
    }

    // Keys: Home, arrows, End, PageDown/PageUp (1% of the run).
    const page1 = Math.round(total / 100);
    await timeline(page).focus();
    for (const [key, step] of [
      ['Home', 0],
      ['ArrowRight', 1],
      ['ArrowUp', 2],
      ['ArrowRight', 3],
      ['ArrowLeft', 2],
      ['End', total],
      ['PageDown', total - page1],
      ['PageDown', total - 2 * page1],
      ['ArrowDown', total - 2 * page1 - 1],
      ['PageUp', total - page1 - 1],
    ]) {
      await page.keyboard.press(key);
      await waitForSteps(page, { equal: step });
      await assertShows(page, states, step, total);
    }
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await assertShows(page, states, total, total); // nothing past the furthest step

    // Step goes on from the scrubbed point, through the same events, keeping the range.
    await timeline(page).fill('120');
    await waitForSteps(page, { equal: 120 });
    for (let step = 121; step <= 124; step++) {
      await button(page, 'Step').click();
      await assertShows(page, states, step, total);
    }
    await button(page, 'Step back').click();
    await assertShows(page, states, 123, total);
  }));

test('the timeline follows a playing run, and scrubbing pauses it', () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive`, async (page) => {
    const first = await playSomeSteps(page);
    await timeline(page).fill('100');
    await waitForSteps(page, { equal: 100 });
    await button(page, 'Play').click();
    // From step 100 the run replays the same events and then goes past where it had been.
    await page.waitForFunction(
      (beyond) => Number(document.getElementById('timeline-range').max) > beyond,
      first + 500,
    );
    const [thumb, shown] = await page.evaluate(() => [
      document.getElementById('timeline-range').value,
      document.getElementById('stat-steps').textContent.replace(/,/g, ''),
    ]);
    assert.equal(thumb, shown, 'the thumb is at the step on the board while playing');
    await timeline(page).fill('50');
    await waitForSteps(page, { equal: 50 });
    assert.equal(await button(page, 'Play').count(), 1, 'scrubbing paused the run');
    await page.waitForTimeout(200);
    assert.equal(await stat(page, 'steps'), 50, 'and it stays paused');
    const total = Number(await timeline(page).getAttribute('max'));
    const states = replay(BRUTE_FORCE, total);
    await assertShows(page, states, 50, total);

    // A burst of drag events in one task is shown as its last position.
    await page.evaluate(() => {
      const range = document.getElementById('timeline-range');
      for (let step = 1; step <= 200; step++) {
        range.value = String(step * 7);
        range.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    await waitForSteps(page, { equal: 1400 });
    await assertShows(page, states, 1400, total);
  }));

test('narration says each single step in words, and is not read aloud at fast speeds', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    const narrated = page.locator('#narration');
    assert.equal(await narrated.getAttribute('aria-live'), 'polite');
    const states = replay(BOJ, 6);
    for (let step = 1; step <= 4; step++) {
      await button(page, 'Step').click();
      assert.equal(await narrated.textContent(), narration(states[step].event));
    }
    assert.equal(await narrated.textContent(), 'Row 2, column 5: trying 3');
    await button(page, 'Step back').click();
    assert.equal(await narrated.textContent(), 'Row 2, column 5: candidates 3');
    await setSpeed(page, 10); // the 29 steps take 3 s
    await button(page, 'Play').click();
    assert.equal(await narrated.getAttribute('aria-live'), 'off', 'not read aloud at 10 steps/s');
    assert.ok(await page.locator('#narration-hint').isVisible(), 'and the hint says when it is');
    await setSpeed(page, 'max');
    await status(page).filter({ hasText: /^Solved in/ }).waitFor();
    assert.equal(await narrated.getAttribute('aria-live'), 'polite', 'a finished run is read again');
    assert.equal(await narrated.textContent(), 'Solved', 'the last step is written');
    await timeline(page).fill('0');
    await waitForSteps(page, { equal: 0 });
    assert.equal(await narrated.textContent(), 'Step 0: the givens');
  }));

test('a dead end and a take-back are narrated as such', () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive`, async (page) => {
    const states = replay(BRUTE_FORCE, 5000);
    const deadEnd = states.findIndex((s) => s.event?.kind === 'choose' && s.event.candidates === 0);
    assert.ok(deadEnd > 0, 'the replay meets a cell with no candidates');
    await playSomeSteps(page);
    for (const step of [deadEnd, deadEnd + 1]) {
      await timeline(page).fill(String(step));
      await waitForSteps(page, { equal: step });
      assert.equal(await page.locator('#narration').textContent(), narration(states[step].event));
    }
    assert.match(await page.locator('#narration').textContent(), /^Row \d, column \d: taking back \d$/);
    assert.match(narration(states[deadEnd].event), /no candidates left, going back$/);
  }));

/** Clicks `name` and returns the download's suggested name and contents. */
async function download(page, name) {
  await openMenu(page, 'export');
  const [file] = await Promise.all([page.waitForEvent('download'), button(page, name).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

test('the step log downloads as CSV and text, matching the replay up to the current step', () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive`, async (page) => {
    await openMenu(page, 'export');
    assert.ok(await button(page, 'Download log').isDisabled(), 'no run, no log');
    await closeMenus(page);
    const total = await playSomeSteps(page);
    const step = Math.floor(total / 2);
    await timeline(page).fill(String(step));
    await waitForSteps(page, { equal: step });
    const states = replay(BRUTE_FORCE, step);

    await openMenu(page, 'export');
    await page.getByLabel('Log format').selectOption('csv');
    const csv = await download(page, 'Download log');
    assert.equal(csv.name, `bitdoku-000000000000-step-${step}.csv`);
    const rows = csv.bytes.toString('utf8').trimEnd().split('\n');
    assert.equal(rows[0], 'step,event,row,column,digit,depth,candidates');
    assert.equal(rows.length, step + 1, 'one row per step up to the current one');
    for (let i = 1; i <= step; i++) assert.equal(rows[i], csvRow(i, states[i].event), `row ${i}`);
    assert.equal(await status(page).textContent(), `Downloaded ${csv.name}: ${format(step)} steps.`);

    await page.getByLabel('Log format').selectOption('text');
    const text = await download(page, 'Download log');
    assert.equal(text.name, `bitdoku-000000000000-step-${step}.txt`);
    const lines = text.bytes.toString('utf8').trimEnd().split('\n');
    assert.equal(lines[0], `naive search on ${BRUTE_FORCE}`);
    assert.equal(lines.length, step + 1);
    assert.match(lines[1], /^ {7}1 {2}choose r1c1 {2}candidates \{[\d,]+\} {2}mask [01]{9}$/);
    assert.match(lines[step], new RegExp(`^ *${step}  `));
  }));

test('a log of a very long run is cut at 1,000,000 steps without freezing the page', () =>
  withPage(`?puzzle=${BRUTE_FORCE}&strategy=naive`, async (page) => {
    await button(page, 'Skip to end').click();
    await waitForSteps(page, { over: 1_200_000 });
    await button(page, 'Pause').click();
    const steps = await stat(page, 'steps');
    await openMenu(page, 'export');
    await page.getByLabel('Log format').selectOption('csv');
    const csv = await download(page, 'Download log');
    const text = csv.bytes.toString('utf8');
    const lastRow = text.slice(text.lastIndexOf('\n', text.length - 2) + 1).trimEnd();
    assert.equal(text.split('\n').length - 1, 1 + 1_000_000, 'the header and 1,000,000 rows');
    assert.match(lastRow, /^1000000,/);
    assert.equal(
      await status(page).textContent(),
      `Downloaded ${csv.name}: the first 1,000,000 of ${format(steps)} steps (a log holds at most 1,000,000). ` +
        `For every step, run: bitdoku trace --format csv --max-steps ${steps} PUZZLE_FILE`,
    );
    // Written a slice per frame: no slice began a chunk after its 5 ms, whatever the machine.
    await expectSlicesWithinBudget(page, { strategy: 'log', atLeast: 20, maxBudgetMs: 5 });
  }));

test('the board downloads as a PNG of the expected size, the current cell highlighted', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    for (let i = 0; i < 3; i++) await button(page, 'Step').click(); // choose r2c5
    const png = await download(page, 'Download PNG');
    assert.equal(png.name, `bitdoku-${BOJ.slice(0, 12)}-step-3.png`);
    assert.deepEqual([...png.bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Decoded by the browser; pixels read near the top-left corner inside three cells.
    const decoded = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(image.width, image.height);
      const g = canvas.getContext('2d');
      g.drawImage(image, 0, 0);
      const at = (row, column) => [...g.getImageData(12 + column * 80 + 14, 12 + row * 80 + 14, 1, 1).data.slice(0, 3)];
      return { width: image.width, height: image.height, current: at(1, 4), given: at(0, 1), blank: at(0, 0) };
    }, png.bytes.toString('base64'));
    assert.equal(decoded.width, 744);
    assert.equal(decoded.height, 744);
    assert.deepEqual(decoded.current, [0xfd, 0xe6, 0x8a], 'r2c5, being tried, is amber');
    assert.deepEqual(decoded.given, [0xe8, 0xe6, 0xdf], 'a given is grey');
    assert.deepEqual(decoded.blank, [0xff, 0xff, 0xff], 'r1c1 (placed by the search) is white');
  }));

test("the timeline's words follow the language, and its English name stays Timeline", () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    for (let i = 0; i < 4; i++) await button(page, 'Step').click();
    await setLanguage(page, 'ko');
    assert.equal(await page.locator('#narration').textContent(), '2행 5열: 3 시도');
    assert.equal(await page.getByRole('slider', { name: '타임라인', exact: true }).getAttribute('aria-valuetext'), '4단계 중 4단계');
    await openMenu(page, 'export');
    assert.equal(await page.getByRole('button', { name: '기록 내려받기', exact: true }).count(), 1);
    await closeMenus(page);
    // In Korean the button is named in Korean: find it by id.
    await page.locator('#step-back').click();
    assert.equal(await page.locator('#narration').textContent(), '2행 5열: 후보 3');
    await setLanguage(page, 'en');
    assert.equal(await page.locator('#narration').textContent(), 'Row 2, column 5: candidates 3');
    assert.equal(await timeline(page).getAttribute('aria-valuetext'), 'Step 3 of 4');
    await openMenu(page, 'export');
    assert.equal(await button(page, 'Download log').count(), 1);
  }));

test('on a phone the Timeline keeps room to drag beside the count of a run of hundreds of millions of steps', () =>
  withPage(
    `?puzzle=${BOJ}`,
    async (page) => {
      // The count as a long naive run leaves it (BRUTE_FORCE's), without the minutes of running.
      await page.locator('#timeline-position').evaluate((element) => (element.textContent = '207,525,885 / 207,525,885'));
      const width = await page.locator('#timeline-range').evaluate((element) => element.getBoundingClientRect().width);
      assert.ok(width >= 160, `the slider is ${width} px wide`);
    },
    { width: 390, height: 844 },
  ));
