// The page in English and Korean: the switch in both directions (markup, buttons, status
// messages and the engine's errors, reworded at once without losing the run), the default from
// the browser's language, the choice kept across reloads, ?lang= links, and Korean text that
// fits on a phone and on a projector.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BOJ,
  boardText,
  button,
  closeMenus,
  importText,
  openMenu,
  reload,
  screenshot,
  setLanguage,
  setMode,
  stat,
  status,
  withPage,
} from './helpers.mjs';

const ENGLISH_TITLE = 'bitdoku: watch backtracking solve a Sudoku';
const KOREAN_TITLE = 'bitdoku: 백트래킹이 스도쿠를 푸는 과정 보기';

/** The text of the page's controls, by id, so the same call reads either language. */
async function words(page) {
  return page.evaluate(() => {
    const attribute = (selector, name) => document.querySelector(selector).getAttribute(name);
    const texts = {
      solve: '#solve',
      play: '#play',
      step: '#step',
      undo: '#undo',
      speed: '#speed-value',
      stepsLabel: 'dt',
      elapsed: '#stat-elapsed',
      lastStep: '#last-step',
      status: '#status',
      importError: '#import-error',
    };
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: attribute('meta[name="description"]', 'content'),
      switchValue: document.getElementById('language').value,
      switchName: document.querySelector('label[for="language"]').textContent,
      firstCell: attribute('[role="gridcell"]', 'aria-label'),
      ...Object.fromEntries(
        Object.entries(texts).map(([name, selector]) => [name, document.querySelector(selector).textContent]),
      ),
    };
  });
}

/** The Baekjoon sample in nine lines, with an 'x' at line 2, column 3. */
const BAD_IMPORT = BOJ.match(/.{9}/g)
  .map((row, i) => (i === 1 ? `${row.slice(0, 2)}x${row.slice(3)}` : row))
  .join('\n');

test('the switch turns the whole page Korean and back, keeping the board and the run', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    await importText(page, BAD_IMPORT);
    await closeMenus(page);
    for (let i = 0; i < 3; i++) await button(page, 'Step').click();
    const board = await boardText(page);
    let seen = await words(page);
    assert.deepEqual(
      {
        lang: seen.lang,
        title: seen.title,
        switchName: seen.switchName,
        solve: seen.solve,
        play: seen.play,
        step: seen.step,
        status: seen.status,
        importError: seen.importError,
        firstCell: seen.firstCell,
      },
      {
        lang: 'en',
        title: ENGLISH_TITLE,
        switchName: 'Language',
        solve: 'Solve',
        play: 'Play',
        step: 'Step',
        status: 'Step 3.',
        importError:
          "Cannot read this puzzle: invalid character 'x' at line 2, column 3 (expected a digit 0-9 or '.')",
        // The search placed 1 there at step 2: the name ends with the digit shown.
        firstCell: 'Row 1, column 1: 1',
      },
    );

    await openMenu(page, 'settings');
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ko');
    await closeMenus(page);
    seen = await words(page);
    assert.equal(seen.lang, 'ko');
    assert.equal(seen.title, KOREAN_TITLE);
    assert.match(seen.description, /비트마스크 백트래킹/);
    assert.equal(seen.switchValue, 'ko');
    assert.equal(seen.switchName, '언어 (Language)');
    assert.deepEqual([seen.solve, seen.play, seen.step, seen.undo], ['풀기', '재생', '한 단계', '되돌리기']);
    assert.equal(seen.stepsLabel, '단계');
    assert.match(seen.speed, /^초당 [\d,]+단계$/);
    assert.equal(seen.elapsed, '0ms');
    assert.equal(seen.firstCell, '1행 1열: 1');
    assert.equal(seen.status, '3번째 단계.', 'the status line is reworded at once');
    assert.equal(
      seen.importError,
      "이 퍼즐을 읽을 수 없습니다: 2번째 줄 3번째 글자에 잘못된 문자 'x' (0–9 숫자나 '.'만 쓸 수 있습니다)",
      "the engine's error, worded in Korean from its code and fields",
    );
    assert.match(seen.lastStep, /^\d행 \d열 선택: 후보 \{[\d, ]+\}$/);
    assert.equal(await boardText(page), board, 'the board is untouched');
    assert.equal(await stat(page, 'steps'), 3, 'the run goes on');
    // A filled cell's name ends with its digit, in Korean too.
    assert.equal(await page.getByRole('gridcell', { name: '1행 2열: 3', exact: true }).textContent(), '3');

    // The run continues in Korean, and a rule break reads in Korean.
    await page.locator('#step').click();
    assert.equal(await status(page).textContent(), '4번째 단계.');
    await page.locator('#play').click();
    assert.equal(await page.locator('#play').textContent(), '일시정지');
    await page.locator('#play').click();
    assert.match(await status(page).textContent(), /^[\d,]+단계에서 일시정지했습니다\.$/);
    await page.getByRole('gridcell', { name: /^1행 1열(: \d)?$/ }).click();
    await page.keyboard.press('3');
    assert.equal(
      await status(page).textContent(),
      '규칙 위반: 1행에 3이 두 번 있습니다 (1행 1열, 1행 2열)',
      'the conflict from Rust, in Korean',
    );

    await setLanguage(page, 'en');
    seen = await words(page);
    assert.deepEqual(
      [seen.lang, seen.title, seen.switchName, seen.solve, seen.play, seen.step, seen.firstCell],
      ['en', ENGLISH_TITLE, 'Language', 'Solve', 'Play', 'Step', 'Row 1, column 1: 3'],
    );
    assert.equal(seen.status, 'Invalid: two 3s in row 1 (r1c1 and r1c2)');
    assert.match(seen.importError, /^Cannot read this puzzle: invalid character 'x' at line 2, column 3/);
    assert.match(seen.speed, /^[\d,]+ steps\/s$/);
  }));

test('an import error shows in the language chosen when it happened, and after a switch', () =>
  withPage('', async (page) => {
    await setLanguage(page, 'ko');
    await importText(page, '1 2 3\n4 5 6');
    assert.equal(
      await page.locator('#import-error').textContent(),
      '이 퍼즐을 읽을 수 없습니다: 숫자 9개씩 9줄, 또는 81칸 한 줄이어야 하는데 2줄이 있습니다',
    );
    await setLanguage(page, 'en');
    assert.equal(
      await page.locator('#import-error').textContent(),
      'Cannot read this puzzle: expected 9 lines of 9 digits, or one line of 81 cells, but found 2 lines',
    );
  }));

test("the page starts in the browser's language: Korean for ko-KR, English for en-US", async () => {
  await withPage(
    '',
    async (page) => {
      const seen = await words(page);
      assert.deepEqual([seen.lang, seen.title, seen.switchValue, seen.solve], ['ko', KOREAN_TITLE, 'ko', '풀기']);
      assert.equal(seen.status, '불러온 퍼즐: 교재 예제. [재생]을 누르면 탐색을 보고, [한 단계]를 누르면 한 단계씩 갑니다.');
      const options = await page.locator('#examples option').allTextContents();
      assert.equal(options[0], '퍼즐 고르기…');
      assert.ok(options.includes('백준 2580 예제'), options.join(' | '));
      await openMenu(page, 'export');
      await page.locator('#share').click();
      const link = new URL(await page.locator('#share-text').inputValue());
      assert.equal(link.searchParams.get('lang'), null, "the browser's language is not put in links");
    },
    { locale: 'ko-KR' },
  );
  await withPage(
    '',
    async (page) => {
      const seen = await words(page);
      assert.deepEqual([seen.lang, seen.title, seen.switchValue, seen.solve], ['en', ENGLISH_TITLE, 'en', 'Solve']);
      assert.equal(seen.status, 'Loaded the Textbook example. Press Play to watch its search, or Step to go one step at a time.');
    },
    { locale: 'en-US' },
  );
});

test('the chosen language survives a reload, and states saved before the switch existed still load', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    await setLanguage(page, 'ko');
    await reload(page);
    let seen = await words(page);
    assert.deepEqual([seen.lang, seen.switchValue, seen.solve], ['ko', 'ko', '풀기']);
    assert.equal(seen.status, '지난번 판을 불러왔습니다. [풀기], [재생], [한 단계] 중 하나를 누르세요.');
    assert.equal(await boardText(page), BOJ.replace(/0/g, '.'));

    // A state saved by the page before it had a language switch: no language field.
    await page.evaluate(
      (puzzle) => localStorage.setItem('bitdoku:v1', JSON.stringify({ puzzle, strategy: 'mrv', speed: 30, pencil: false })),
      BOJ,
    );
    await reload(page);
    seen = await words(page);
    assert.equal(seen.lang, 'en', "without a saved choice the browser's language wins");
    assert.equal(seen.status, 'Loaded your board from last time. Press Solve, Play or Step.');
    assert.equal(await page.locator('#strategy').inputValue(), 'mrv');
    assert.equal(await boardText(page), BOJ.replace(/0/g, '.'));
  }));

test('?lang= in a link picks the language, Share keeps it, and a bad one is named', async () => {
  await withPage(`?puzzle=${BOJ}&lang=ko`, async (page) => {
    assert.equal((await words(page)).lang, 'ko');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openMenu(page, 'export');
    await page.locator('#share').click();
    // Copied, or selected for Ctrl+C where the clipboard is refused: either way, in Korean.
    await status(page).filter({ hasText: '이 퍼즐의 링크를' }).waitFor();
    const link = new URL(await page.locator('#share-text').inputValue());
    assert.equal(link.searchParams.get('lang'), 'ko');
    assert.equal(link.searchParams.get('puzzle'), BOJ.replace(/0/g, '.'));
  });
  await withPage(`?puzzle=${BOJ}&lang=en`, async (page) => assert.equal((await words(page)).lang, 'en'), {
    locale: 'ko-KR',
  });
  await withPage(`?puzzle=${BOJ}&lang=fr`, async (page) => {
    const seen = await words(page);
    assert.equal(seen.lang, 'en');
    assert.equal(seen.status, 'The link is not valid: unknown language "fr" (use en or ko).');
    await setLanguage(page, 'ko');
    assert.equal(await status(page).textContent(), '링크가 올바르지 않습니다: 알 수 없는 언어 "fr" (en이나 ko를 쓰세요).');
  });
});

test('a bad puzzle in a link is explained in Korean', () =>
  withPage(
    '?puzzle=12345',
    async (page) => {
      assert.equal(
        await status(page).textContent(),
        '링크가 올바르지 않습니다: 퍼즐 "12345": 1번째 줄의 칸이 5개입니다 (81개여야 합니다). 링크의 퍼즐은 불러오지 않았습니다.',
      );
    },
    { locale: 'ko-KR' },
  ));

/** Controls and text boxes whose content is wider than the box: what a long word would cut off. */
function overflowing(page) {
  return page.evaluate(() => {
    const selectors = 'button, .stats div, .status, .settings > *, summary, h1, .hint, select, [role="tab"], .mode-switch label, .speed-stops label';
    const cut = [...document.querySelectorAll(selectors)]
      .filter((el) => el.getClientRects().length && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.id || el.className || el.tagName}: "${el.textContent.trim().slice(0, 30)}"`);
    if (document.documentElement.scrollWidth > window.innerWidth) cut.push('the page scrolls sideways');
    return cut;
  });
}

for (const [width, height] of [
  [390, 844],
  [1280, 900],
]) {
  test(`Korean fits at ${width}×${height}: no button, counter or message is cut off`, () =>
    withPage(
      `?puzzle=${BOJ}`,
      async (page) => {
        await page.locator('#skip').click();
        await status(page).filter({ hasText: /단계 만에 풀었습니다/ }).waitFor();
        assert.deepEqual(await overflowing(page), [], 'Watch');
        await importText(page, BAD_IMPORT);
        assert.deepEqual(await overflowing(page), [], 'the Puzzle menu, with an import error');
        await openMenu(page, 'settings');
        await page.locator('details.keys summary').click();
        await page.locator('#pencil').check();
        assert.deepEqual(await overflowing(page), [], 'the Settings menu');
        await openMenu(page, 'export');
        assert.deepEqual(await overflowing(page), [], 'the Export menu');
        await closeMenus(page);
        for (const mode of ['solve', 'teach']) {
          await setMode(page, mode);
          assert.deepEqual(await overflowing(page), [], mode);
        }
        await setMode(page, 'watch');
        await screenshot(page, `korean-${width}x${height}`);
      },
      { width, height, locale: 'ko-KR' },
    ));
}
