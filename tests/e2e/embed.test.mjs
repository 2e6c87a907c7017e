// The player a lesson page embeds (embed.html): framed by a page of another origin, it plays
// exactly the steps of its link's range, fits a small frame, speaks Korean, and names what is
// wrong with a bad link.

import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { BASE_URL, BOJ, button, openMenu, withPage } from './helpers.mjs';

/**
 * A page of another origin (another port) that frames `src` at `width`×`height`.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
async function framingPage(src, width, height) {
  const html = `<!doctype html><title>A lesson</title><h1>A lesson</h1>
<iframe src="${src}" width="${width}" height="${height}" title="bitdoku"></iframe>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** Runs `body` on a page of another origin that frames the embed with `query`. */
async function inFrame(query, body, { width = 400, height = 520, lang = 'en-US' } = {}) {
  const src = new URL(`embed.html${query}`, BASE_URL).toString();
  assert.notEqual(new URL(src).origin, 'null');
  const outer = await framingPage(src, width, height);
  assert.notEqual(new URL(outer.url).origin, new URL(src).origin, 'the framing page is of another origin');
  try {
    await withPage(
      '/',
      async (page) => {
        const frame = page.frameLocator('iframe');
        await frame.locator('body[data-ready]').waitFor({ state: 'attached' });
        await body(page, frame);
      },
      { base: outer.url, ready: false, alsoUnder: [BASE_URL], locale: lang },
    );
  } finally {
    await outer.close();
  }
}

test('framed by another origin, the embed plays exactly steps 5 to 9, and steps back to 5', () =>
  inFrame(`?puzzle=${BOJ}&strategy=naive&from=5&to=9&lang=en`, async (_page, frame) => {
    const count = frame.locator('#embed-count');
    const narration = frame.locator('#narration');
    await frame.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
    assert.equal(await count.textContent(), 'step 5 (steps 5–9)');
    assert.equal(await frame.locator('#embed-order').textContent(), 'Naive order');
    assert.equal(await narration.textContent(), 'Row 2, column 8: candidates 4');
    assert.ok(await frame.getByRole('button', { name: 'Step back' }).isDisabled(), 'nothing before the range');
    await frame.getByRole('button', { name: 'Play' }).click();
    await count.filter({ hasText: 'step 9 (steps 5–9)' }).waitFor();
    assert.equal(await narration.textContent(), 'Row 3, column 3: candidates 9');
    // The end of the range: nothing plays on.
    await frame.getByRole('button', { name: 'Play' }).waitFor();
    assert.ok(await frame.getByRole('button', { name: 'Step', exact: true }).isDisabled());
    assert.ok(await frame.getByRole('button', { name: 'Play' }).isDisabled());
    await frame.getByRole('button', { name: 'Step back' }).click();
    assert.equal(await count.textContent(), 'step 8 (steps 5–9)');
    assert.equal(await narration.textContent(), 'Row 3, column 1: trying 4');
    assert.equal(await frame.locator('.cell.trying').textContent(), '4');
    await frame.getByRole('button', { name: 'From the start' }).click();
    assert.equal(await count.textContent(), 'step 5 (steps 5–9)');
    // The link to the whole page keeps the puzzle and the order.
    const open = new URL(String(await frame.getByRole('link', { name: 'Open in bitdoku' }).getAttribute('href')));
    assert.equal(open.searchParams.get('strategy'), 'naive');
    assert.equal(open.searchParams.get('puzzle')?.replaceAll('.', '0'), BOJ);
  }));

for (const [width, height] of [
  [320, 420],
  [400, 520],
  [960, 720],
]) {
  test(`in a ${width}×${height} frame, the board, the narration and the playback bar all fit`, () =>
    inFrame(
      `?puzzle=${BOJ}&strategy=mrv`,
      async (page, frame) => {
        await frame.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
        const box = await page.locator('iframe').boundingBox();
        assert.ok(box);
        for (const selector of ['#board', '#narration', '.embed-bar', '#embed-open']) {
          const inner = await frame.locator(selector).boundingBox();
          assert.ok(inner, selector);
          assert.ok(
            inner.x >= box.x && inner.y >= box.y && inner.x + inner.width <= box.x + box.width + 0.5 && inner.y + inner.height <= box.y + box.height + 0.5,
            `${selector} ${JSON.stringify(inner)} inside the frame ${JSON.stringify(box)}`,
          );
        }
        const board = await frame.locator('#board').boundingBox();
        assert.ok(board && board.width >= Math.min(width, height) * 0.55, `the board is large: ${board?.width}`);
      },
      { width, height },
    ));
}

test('in Korean, the embed counts and narrates in Korean', () =>
  inFrame(`?puzzle=${BOJ}&from=2&to=4&lang=ko`, async (_page, frame) => {
    await frame.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
    assert.equal(await frame.locator('#embed-count').textContent(), '2단계 (2–4단계)');
    assert.equal(await frame.locator('html').getAttribute('lang'), 'ko');
    await frame.getByRole('button', { name: '한 단계', exact: true }).click();
    assert.equal(await frame.locator('#embed-count').textContent(), '3단계 (2–4단계)');
  }));

test('a lang= the player does not speak plays in the reader’s language, and says so', () =>
  inFrame(`?puzzle=${BOJ}&from=2&to=4&lang=kr`, async (_page, frame) => {
    await frame.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
    assert.equal(await frame.locator('html').getAttribute('lang'), 'en');
    assert.equal(
      await frame.locator('#embed-lang').textContent(),
      'lang=kr in the link is not a language of this player (en, ko)',
    );
  }));

test('a bad link says what is wrong with it', async () => {
  for (const [query, said] of [
    ['?strategy=mrv', 'This player needs a puzzle: add ?puzzle= and its 81 cells to the link.'],
    [`?puzzle=${BOJ}&from=9&to=5`, 'The link plays from step 9 to step 5: from must not come after to.'],
    [`?puzzle=${BOJ}&from=five`, 'from=five in the link is not a step number: write a whole number from 0 to 10,000,000.'],
    [`?puzzle=${BOJ}&to=1000000000000`, 'to=1000000000000 in the link is not a step number: write a whole number from 0 to 10,000,000.'],
    [`?puzzle=${BOJ}&from=400`, 'The search ends at step 29, before step 400 where the link starts.'],
    [`?puzzle=${BOJ}&strategy=dfs`, /^This link cannot be played: unknown strategy 'dfs'/],
    ['?puzzle=12345', 'This link cannot be played: line 1 has 5 cells, expected 81.'],
  ]) {
    await inFrame(query, async (_page, frame) => {
      await frame.locator('body[data-ready="error"]').waitFor({ state: 'attached' });
      const text = String(await frame.locator('#narration').textContent());
      if (typeof said === 'string') assert.equal(text, said, query);
      else assert.match(text, said, query);
      assert.equal(await frame.getByRole('button', { name: 'Play' }).count(), 0, `${query}: no control that cannot work`);
    });
  }
});

test('Share, Copy embed code: gives an iframe of the puzzle, the order and the step on screen, which plays from there', async () => {
  let code = '';
  await withPage(`?puzzle=${BOJ}&strategy=mrv&mode=watch`, async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    for (let i = 0; i < 3; i++) await button(page, 'Step').click();
    const menu = await openMenu(page, 'export');
    await menu.getByRole('button', { name: 'Copy embed code' }).click();
    await page.locator('#status').filter({ hasText: /^Copied the code/ }).waitFor();
    code = await page.evaluate(() => navigator.clipboard.readText());
  });
  const src = /^<iframe src="([^"]+)" width="400" height="520" title="bitdoku" loading="lazy" style="border:0"><\/iframe>$/.exec(code)?.[1];
  assert.ok(src, code);
  const url = new URL(src.replaceAll('&amp;', '&'));
  assert.equal(url.pathname, new URL('embed.html', BASE_URL).pathname);
  assert.deepEqual(Object.fromEntries(url.searchParams), { puzzle: BOJ.replaceAll('0', '.'), strategy: 'mrv', from: '3' });
  await inFrame(url.search, async (_page, frame) => {
    await frame.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
    assert.equal(await frame.locator('#embed-count').textContent(), 'step 3 (from step 3)');
  });
});
