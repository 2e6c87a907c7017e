// The Search tree panel: tree items after a few steps, a branch clicked moves the timeline and
// the board to the step that placed its digit, the ARIA tree's keys, dead ends named, folded
// subtrees opened, a long naive run with the panel open, the downloads, Korean, and screenshots
// at 375 and 1920 px.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  accessibilityViolations,
  boardText,
  BRUTE_FORCE,
  button,
  expectSlicesWithinBudget,
  openMenu,
  pauseAtOnce,
  screenshot,
  setLanguage,
  stat,
  status,
  withPage,
} from './helpers.mjs';

/** The textbook example: the naive order guesses and backtracks, 2,259 steps in all. */
const CLASSIC = '3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..';

const tree = (page) => page.getByRole('tree', { name: 'Search tree' });
const items = (page) => tree(page).getByRole('treeitem');

/** The number of tree items, once the panel has written them all (it writes a chunk per task). */
async function count(page) {
  await page.locator('#tree-items:not([aria-busy])').waitFor();
  return items(page).count();
}

/** Brings the panel on screen, by its tab: it records and draws only while it is seen. */
async function showPanel(page) {
  await page.locator('#tab-tree').click();
  await page.locator('#search-tree').scrollIntoViewIfNeeded();
}

/** Waits until the tree has recorded the whole run so far. */
const caughtUp = (page) =>
  page.locator('#tree-note').filter({ hasText: /steps, [\d,]+ branches\./ }).waitFor({ timeout: 30_000 });

/** Runs the classic puzzle to its end in the naive order and waits for the whole tree. */
async function classicRun(page) {
  await button(page, 'Skip to end').click();
  await status(page).filter({ hasText: /^Solved in/ }).waitFor();
  await showPanel(page);
  await caughtUp(page);
}

test('the Search tree region shows tree items after a few steps', () =>
  withPage(`?puzzle=${CLASSIC}&strategy=naive`, async (page) => {
    await showPanel(page);
    const region = page.getByRole('region', { name: 'Search tree' });
    await region.waitFor();
    await showPanel(page);
    for (let i = 0; i < 6; i++) await button(page, 'Step').click();
    await showPanel(page);
    await items(page).first().waitFor();
    await tree(page).getByRole('treeitem', { name: /^Start: the whole run, 6 steps/ }).waitFor();
    // Six steps: choose r1c2, place 1, choose r1c5, place 2, choose r1c8, place 9.
    const names = await items(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    assert.deepEqual(names, [
      'Start: the whole run, 6 steps',
      'r1c2 = 1: 5 steps, being searched',
      'r1c5 = 2: 3 steps, being searched',
      'r1c8 = 9: 1 step, being searched, the timeline is here',
    ]);
    const levels = await items(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-level')));
    assert.deepEqual(levels, ['1', '2', '3', '4']);
    assert.equal(await page.locator('#tree-note').textContent(), '6 steps, 3 branches.');
  }));

test('clicking a dead end moves the timeline and the board to the step that placed its digit', () =>
  withPage(`?puzzle=${CLASSIC}&strategy=naive`, async (page) => {
    await classicRun(page);
    const dead = tree(page).getByRole('treeitem', { name: /^r1c5 = 2: 393 steps, dead end$/ });
    await dead.click();
    await status(page).filter({ hasText: /^Step \d+\.$/ }).waitFor();
    const step = await stat(page, 'steps');
    // The step that placed 2 in r1c5: the second placement of the run.
    assert.equal(step, 4);
    assert.equal((await boardText(page))[4], '2');
    assert.match(await page.locator('#timeline-position').textContent(), /^4 \/ 2,259$/);
    await tree(page).getByRole('treeitem', { name: /^r1c5 = 2: 393 steps, dead end, the timeline is here$/ }).waitFor();
    // One step back, the digit is not placed yet.
    await button(page, 'Step back').click();
    assert.equal((await boardText(page))[4], '.');
    // The root goes back to step 0.
    await tree(page).getByRole('treeitem', { name: /^Start: the whole run, 2,259 steps/ }).click();
    await status(page).filter({ hasText: 'Back at the start.' }).waitFor();
    assert.equal(await stat(page, 'steps'), 0);
  }));

test('the tree is navigable with the ARIA tree keys, and Enter moves the timeline', () =>
  withPage(`?puzzle=${CLASSIC}&strategy=naive`, async (page) => {
    await classicRun(page);
    const focused = () => page.evaluate(() => document.activeElement.getAttribute('aria-label'));
    const start = tree(page).getByRole('treeitem', { name: /^Start/ });
    await start.focus();
    assert.match(await focused(), /^Start: the whole run/);
    await page.keyboard.press('ArrowRight'); // expanded: to the first child
    assert.match(await focused(), /^r1c2 = 1: 2,258 steps, on the way to the solution/);
    await page.keyboard.press('ArrowDown');
    assert.match(await focused(), /^r1c5 = 2: 393 steps, dead end$/);
    const before = await count(page);
    await page.keyboard.press('ArrowLeft'); // collapse r1c5 = 2
    await page.locator('[aria-label^="r1c5 = 2"][aria-expanded="false"]').waitFor();
    const collapsed = await count(page);
    assert.ok(collapsed < before, `${collapsed} items after collapsing, ${before} before`);
    assert.match(await focused(), /^r1c5 = 2/);
    await page.keyboard.press('ArrowRight'); // expand again
    await page.locator('[aria-label^="r1c5 = 2"][aria-expanded="true"]').waitFor();
    assert.equal(await count(page), before);
    await page.keyboard.press('ArrowLeft'); // collapse,
    // The items are written again after a collapse, a chunk per task: the keys wait for them.
    await page.locator('[aria-label^="r1c5 = 2"][aria-expanded="false"]').waitFor();
    await page.locator('#tree-items:not([aria-busy])').waitFor();
    await page.keyboard.press('ArrowLeft'); // then to the parent
    assert.match(await focused(), /^r1c2 = 1/);
    await page.keyboard.press('Home');
    assert.match(await focused(), /^Start/);
    await page.keyboard.press('End');
    const last = await focused();
    assert.ok(last && !last.startsWith('Start'), `End went to ${last}`);
    // Enter on r1c2 = 1: the first step, and Space does not start the run.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await status(page).filter({ hasText: /^Step 2\.$/ }).waitFor();
    await page.keyboard.press(' ');
    await page.waitForTimeout(200);
    assert.equal(await stat(page, 'steps'), 2, 'Space in the tree activates the item, not Play');
    assert.equal(await button(page, 'Play').count(), 1);
  }));

/**
 * A folded item under a dead end (a finished branch, and not the root, so in the whole run's
 * view not under the focus), and that branch's key (data-key: its kind and first step, the
 * same in every view).
 */
async function foldedUnderABranch(page) {
  await page.locator('#tree-items:not([aria-busy])').waitFor();
  const { key, parent } = await tree(page).evaluate((root) => {
    for (const el of root.querySelectorAll('[aria-label^="… "]')) {
      const level = Number(el.getAttribute('aria-level')) - 1;
      let at = el.previousElementSibling;
      while (at && Number(at.getAttribute('aria-level')) !== level) at = at.previousElementSibling;
      if (at && /, dead end$/.test(at.getAttribute('aria-label'))) {
        return { key: el.getAttribute('data-key'), parent: at.getAttribute('data-key') };
      }
    }
    throw new Error('no folded item under a dead end');
  });
  return { folded: tree(page).locator(`[data-key="${key}"]`), parent };
}

/** The tree item whose key is `key`. */
const byKey = (page, key) => tree(page).locator(`[data-key="${key}"]`);

/** The width in pixels of the tree item whose key is `key`. */
const widthOf = (page, key) => byKey(page, key).evaluate((el) => el.getBoundingClientRect().width);

test('a folded item opens its branch across the whole width, and Whole run goes back', () =>
  withPage(`?puzzle=${CLASSIC}&strategy=naive`, async (page) => {
    await classicRun(page);
    const { folded, parent } = await foldedUnderABranch(page);
    assert.match(await folded.getAttribute('aria-label'), /^… [\d,]+ steps? in [\d,]+ subtrees?/);
    const whole = await widthOf(page, (await items(page).first().getAttribute('data-key')) ?? '');
    assert.ok((await widthOf(page, parent)) < whole / 2, `${parent} is narrow in the whole run`);
    await folded.click();
    await page.getByRole('button', { name: 'Whole run' }).waitFor();
    await page.locator('#tree-items:not([aria-busy])').waitFor();
    assert.ok(Math.abs((await widthOf(page, parent)) - whole) <= 2, `${parent} now takes the whole width`);
    await button(page, 'Whole run').click();
    await page.locator('#tree-whole').waitFor({ state: 'hidden' });
    // The button it was on is disabled now: the keyboard is in the tree.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'treeitem');
  }));

test('a naive run of millions of steps stays responsive with the panel open, and its tree is bounded', () =>
  withPage(
    `?puzzle=${BRUTE_FORCE}&strategy=naive`,
    async (page) => {
      await showPanel(page);
      await button(page, 'Skip to end').click();
      // Pause a tenth of the way through (the run has about 208 million steps), whatever the
      // machine's speed: a fixed wait would find a fast machine already at the end.
      await page.waitForFunction(
        () => Number(document.getElementById('stat-steps')?.textContent?.replace(/\D/g, '')) >= 20_000_000,
      );
      await pauseAtOnce(page, button(page, 'Pause'), status(page).filter({ hasText: /^Paused at step/ }));
      await caughtUp(page);
      const note = await page.locator('#tree-note').textContent();
      assert.match(note, /Subtrees under [\d,]+ steps are kept only as sums until you open them\./);
      const drawn = await count(page);
      assert.ok(drawn > 100 && drawn <= 5000, `${drawn} items drawn`);
      await tree(page).getByRole('treeitem', { name: /the timeline is here$/ }).first().waitFor();
      // The chart names where the most digits were taken back.
      assert.match(
        await page.locator('#tree-chart').getAttribute('aria-label'),
        /Most taken back at depth \d+: [\d,]+\./,
      );
      // A folded item under a finished branch: opening it records that branch again in full.
      const { folded, parent } = await foldedUnderABranch(page);
      await page.evaluate(() => {
        window.treeNotes = [];
        const note = document.getElementById('tree-note');
        new MutationObserver(() => window.treeNotes.push(note.textContent)).observe(note, { childList: true });
      });
      await folded.click();
      // The note says so while it records (however briefly), then how much the tree holds.
      await page.waitForFunction(() =>
        window.treeNotes.some((text) => /^Recording this branch in full: [\d,]+ of [\d,]+ steps\.$/.test(text)),
      );
      await page.waitForFunction(() => /branches\./.test(window.treeNotes.at(-1)));
      await byKey(page, parent).waitFor();
      const under = await count(page);
      assert.ok(under > 20, `${under} items once the branch is recorded in full`);
      await expectSlicesWithinBudget(page, { strategy: 'tree', atLeast: 20 });
    },
    { width: 1280, height: 2200 },
  ));

/** Clicks `name` and returns the download's suggested name and contents. */
async function download(page, name) {
  await openMenu(page, 'export');
  const [file] = await Promise.all([page.waitForEvent('download'), button(page, name).click()]);
  return { name: file.suggestedFilename(), data: await (await import('node:fs/promises')).readFile(await file.path()) };
}

test('the tree and the chart download as SVG and PNG, named like the other downloads', () =>
  withPage(`?puzzle=${CLASSIC}&strategy=naive`, async (page) => {
    await classicRun(page);
    const svg = await download(page, 'Download tree (SVG)');
    assert.equal(svg.name, 'bitdoku-306508400520-step-2259-tree.svg');
    const text = svg.data.toString('utf8');
    assert.match(text, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/);
    assert.ok(text.includes('>Search tree</text>') && text.includes('r1c2 = 1'), 'the title and a branch');
    await status(page).filter({ hasText: 'Saved bitdoku-306508400520-step-2259-tree.svg.' }).waitFor();
    const png = await download(page, 'Download tree (PNG)');
    assert.equal(png.name, 'bitdoku-306508400520-step-2259-tree.png');
    assert.deepEqual([...png.data.subarray(1, 4)], [0x50, 0x4e, 0x47], 'a PNG');
    const width = png.data.readUInt32BE(16);
    const svgWidth = Number(text.match(/width="(\d+)"/)[1]);
    assert.equal(width, svgWidth * 2, 'twice the drawing');
  }));

test('in Korean the panel, its items and the chart speak Korean', () =>
  withPage(`?puzzle=${CLASSIC}&strategy=naive&lang=ko`, async (page) => {
    await button(page, '끝까지').click();
    await status(page).filter({ hasText: /단계 만에 풀었습니다/ }).waitFor();
    await showPanel(page);
    await page.getByRole('region', { name: '탐색 트리' }).waitFor();
    const korean = page.getByRole('tree', { name: '탐색 트리' });
    await korean.getByRole('treeitem', { name: '시작: 전체 실행, 2,259단계, 해로 가는 길' }).waitFor();
    await korean.getByRole('treeitem', { name: /^1행 5열 = 2: 393단계, 막다른 길$/ }).waitFor();
    assert.match(await page.locator('#tree-chart').getAttribute('aria-label'), /^깊이별로 놓은 숫자와 되돌린 숫자/);
    await openMenu(page, 'export');
    await button(page, '트리 내려받기 (SVG)').waitFor();
  }));

test('the panel passes axe-core (WCAG 2.2 A and AA) before a run, with a whole tree, and in Korean', () =>
  withPage(`?puzzle=${CLASSIC}&strategy=naive`, async (page) => {
    await showPanel(page);
    assert.deepEqual(await accessibilityViolations(page, '#search-tree'), [], 'before a run');
    await classicRun(page);
    await page.locator('#tree-items:not([aria-busy])').waitFor();
    assert.deepEqual(await accessibilityViolations(page, '#search-tree'), [], 'the whole tree');
    await setLanguage(page, 'ko');
    await page.getByRole('tree', { name: '탐색 트리' }).getByRole('treeitem').first().waitFor();
    await page.locator('#tree-items:not([aria-busy])').waitFor();
    assert.deepEqual(await accessibilityViolations(page, '#search-tree'), [], 'in Korean');
  }));

for (const width of [375, 1920]) {
  test(`screenshot of the tree at ${width} px`, () =>
    withPage(
      `?puzzle=${CLASSIC}&strategy=naive`,
      async (page) => {
        await button(page, 'Skip to end').click();
        await status(page).filter({ hasText: /^Solved in/ }).waitFor();
        await showPanel(page);
        await caughtUp(page);
        await tree(page).getByRole('treeitem', { name: /^r1c5 = 2: 393 steps/ }).click();
        await showPanel(page);
        await tree(page).getByRole('treeitem', { name: /the timeline is here$/ }).first().waitFor();
        // Nothing of the panel is wider than the window.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page is ${overflow} px wider than the window`);
        await screenshot(page, `tree-${width}`);
      },
      { width, height: width < 500 ? 800 : 1080 },
    ));
}
