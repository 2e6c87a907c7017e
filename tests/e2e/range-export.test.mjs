// A step range as an animated GIF: the file is a GIF89a with exactly one image per step of the
// range (its blocks walked as the format lays them out), a bad range is named, and the words
// of its caption follow the page's language.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { BOJ, button, openMenu, setLanguage, status, withPage } from './helpers.mjs';

/**
 * The GIF's images, counted by walking its blocks: the header and screen descriptor (with its
 * colour table), then extensions and image descriptors (each with its colour table and its
 * data sub-blocks) up to the trailer.
 * @param {Buffer} bytes
 */
function gifImages(bytes) {
  assert.equal(bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
  let at = 13;
  const table = (flags) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  at += table(bytes[10]);
  const subBlocks = () => {
    while (bytes[at] !== 0) at += bytes[at] + 1;
    at += 1;
  };
  let images = 0;
  for (;;) {
    const block = bytes[at++];
    if (block === 0x3b) break;
    if (block === 0x21) {
      at += 1; // the extension's label
      subBlocks();
    } else if (block === 0x2c) {
      images += 1;
      const flags = bytes[at + 8];
      at += 9 + table(flags) + 1; // descriptor, local colour table, LZW minimum code size
      subBlocks();
    } else assert.fail(`a block of type ${block} at byte ${at - 1}`);
  }
  assert.equal(at, bytes.length, 'the trailer ends the file');
  return images;
}

/** Types the range and the speed, presses Download GIF, and returns the file. */
async function gif(page, from, to) {
  const menu = await openMenu(page, 'export');
  await menu.locator('#gif-from').fill(String(from));
  await menu.locator('#gif-to').fill(String(to));
  const [file] = await Promise.all([page.waitForEvent('download'), menu.locator('#download-gif').click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

test('Download GIF gives a GIF89a with one frame per step of the range', () =>
  withPage(`?puzzle=${BOJ}&mode=watch`, async (page) => {
    const file = await gif(page, 5, 20);
    assert.equal(gifImages(file.bytes), 16);
    assert.match(file.name, /^bitdoku-035469278782-step-5-20\.gif$/);
    await status(page).filter({ hasText: /^Downloaded .*: steps 5 to 20, 16 frames, \d+ KB\.$/ }).waitFor();
    // The whole lesson sample: 29 steps and the start.
    assert.equal(gifImages((await gif(page, 0, 29)).bytes), 30);
  }));

/**
 * The colour of a frame's pixel (x, y) in the first image of a GIF, as the browser decodes it.
 * @param {import('playwright-core').Page} page
 * @param {Buffer} bytes
 */
async function firstFramePixel(page, bytes, x, y) {
  return page.evaluate(
    async ({ data, x, y }) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)], { type: 'image/gif' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const g = canvas.getContext('2d');
      g.drawImage(bitmap, 0, 0);
      return Array.from(g.getImageData(x, y, 1, 1).data.subarray(0, 3));
    },
    { data: Array.from(bytes), x, y },
  );
}

/** Whether an [r, g, b] colour is light: every channel over 200. */
const light = (rgb) => rgb.every((channel) => channel > 200);

test('the GIF and the slides are in the light theme\'s colours when the page is dark', () =>
  withPage(`?puzzle=${BOJ}&mode=watch`, async (page) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const paper = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.ok(!light(paper.match(/\d+/g).slice(0, 3).map(Number)), `the page is dark: ${paper}`);
    // The board's margin, in the top left corner of the first frame.
    assert.ok(light(await firstFramePixel(page, (await gif(page, 0, 2)).bytes, 3, 3)), 'a light GIF');
    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset.printed = 'yes';
      };
    });
    await openMenu(page, 'export');
    await button(page, 'Slides (PDF)').click();
    await page.locator('body[data-printed="yes"]').waitFor({ state: 'attached' });
    const corner = await page
      .locator('#slides .slide-board')
      .first()
      .evaluate((canvas) => Array.from(/** @type {HTMLCanvasElement} */ (canvas).getContext('2d').getImageData(3, 3, 1, 1).data.subarray(0, 3)));
    assert.ok(light(corner), `a light slide: ${corner}`);
  }));

test('a range past the search, backwards or too long is named, and nothing is downloaded', () =>
  withPage(`?puzzle=${BOJ}&mode=watch`, async (page) => {
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    for (const [from, to, said] of [
      [400, 500, 'The search ends at step 29, before step 400.'],
      [9, 5, 'Write the range as two whole numbers from 0 to 10,000,000, the first no larger than the second.'],
      [0, 5000, 'A GIF holds at most 2,000 steps; this range has 5,001.'],
    ]) {
      const menu = await openMenu(page, 'export');
      await menu.locator('#gif-from').fill(String(from));
      await menu.locator('#gif-to').fill(String(to));
      await menu.locator('#download-gif').click();
      await status(page).filter({ hasText: said }).waitFor();
    }
    assert.equal(downloads, 0);
    await setLanguage(page, 'ko');
    await openMenu(page, 'export');
    assert.equal(await button(page, 'GIF 내려받기').count(), 1);
  }));

test('Slides (PDF) prints one page per step of the range, each with its narration and counters', () =>
  withPage(`?puzzle=${BOJ}&mode=teach`, async (page) => {
    // The browser's print dialog is the person's; here the page is printed to a PDF instead.
    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset.printed = 'yes';
      };
    });
    const menu = await openMenu(page, 'export');
    await menu.locator('#gif-from').fill('3');
    await menu.locator('#gif-to').fill('12');
    await button(page, 'Slides (PDF)').click();
    await page.locator('body[data-printed="yes"]').waitFor({ state: 'attached' });
    const slides = page.locator('#slides .slide');
    assert.equal(await slides.count(), 10);
    assert.equal(await slides.first().locator('h2').textContent(), 'Step 3');
    assert.equal(await slides.last().locator('h2').textContent(), 'Step 12');
    assert.match(await slides.first().locator('.slide-counters').textContent(), /^Steps 3 · placements \d+ · backtracks \d+ · depth \d+$/);
    for (const slide of [slides.first(), slides.last()]) {
      assert.ok((await slide.locator('.slide-narration').textContent()).length > 10);
    }
    const pdf = (await page.pdf({ printBackground: true })).toString('latin1');
    assert.equal(pdf.match(/\/Type\s*\/Page(?![s\w])/g)?.length, 10, 'one page per step');
    // After printing, the page is the page again.
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    assert.equal(await slides.count(), 0);
    // In Korean, the slides speak Korean.
    await setLanguage(page, 'ko');
    await page.evaluate(() => delete document.body.dataset.printed);
    await openMenu(page, 'export');
    await button(page, '슬라이드 (PDF)').click();
    await page.locator('body[data-printed="yes"]').waitFor({ state: 'attached' });
    assert.equal(await slides.first().locator('h2').textContent(), '3단계');
    assert.match(await slides.first().locator('.slide-counters').textContent(), /^단계 3 · 놓은 횟수 \d+/);
  }));
