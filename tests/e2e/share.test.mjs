// Puzzles that travel: Import reads SudokuWiki, f-puzzles and SudokuPad links (made here with
// npm's lz-string, not the page's own encoder) and says what is wrong with a bad one, Export's
// "Link for" gives links that Import reads back, and the QR code decodes (with jsQR, a decoder
// of its own) to the Share link, which opens the same puzzle.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import jsQR from 'jsqr';
import LZString from 'lz-string';
import { BOJ, FIRST_DEMO, boardText, button, importText, openMenu, setLanguage, status, withPage } from './helpers.mjs';

/** The Baekjoon sample as the board shows it, '.' for a blank. */
const BOJ_BOARD = BOJ.replaceAll('0', '.');

/** f-puzzles' JSON of a classic puzzle: a given cell holds its value, a blank is {}. */
function fpuzzlesData(line) {
  const grid = line.match(/.{9}/g).map((row) => [...row].map((d) => (d === '0' ? {} : { value: Number(d), given: true })));
  return LZString.compressToBase64(JSON.stringify({ size: 9, grid }));
}

const LINKS = {
  SudokuWiki: `https://www.sudokuwiki.org/sudoku.htm?bd=${BOJ}`,
  'f-puzzles': `https://www.f-puzzles.com/?load=${fpuzzlesData(BOJ)}`,
  SudokuPad: `https://sudokupad.app/fpuzzles${fpuzzlesData(BOJ)}`,
};

/** Imports `link` after another puzzle, and checks that the board now holds the sample. */
async function importsTheSample(page, site, link) {
  await importText(page, FIRST_DEMO);
  assert.equal(await boardText(page), FIRST_DEMO.replaceAll('0', '.'));
  await importText(page, link);
  await status(page).filter({ hasText: `Loaded the puzzle of the ${site} link.` }).waitFor();
  assert.equal(await boardText(page), BOJ_BOARD, site);
}

test('Import reads SudokuWiki, f-puzzles and SudokuPad links', () =>
  withPage('', async (page) => {
    for (const [site, link] of Object.entries(LINKS)) await importsTheSample(page, site, link);
  }));

test('a link that cannot be read says what is wrong with it, and the board stays', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    for (const [link, said] of [
      ['https://example.org/?bd=1', /^Cannot read this puzzle: a link to example\.org: bitdoku reads links of SudokuWiki/],
      [`https://www.sudokuwiki.org/sudoku.htm?bd=${BOJ.slice(0, 70)}`, /bd= holds 70 digits, expected 81 \(was it cut short\?\)$/],
      [`https://www.f-puzzles.com/?load=${fpuzzlesData(BOJ).slice(0, 40)}`, /f-puzzles link's puzzle data cannot be decompressed/],
    ]) {
      await importText(page, link);
      await page.locator('#import-error').filter({ hasText: said }).waitFor();
      assert.equal(await boardText(page), BOJ_BOARD, link);
    }
    await setLanguage(page, 'ko');
    await importText(page, 'https://example.org/?bd=1');
    await page.locator('#import-error').filter({ hasText: /^이 퍼즐을 읽을 수 없습니다: example\.org의 링크입니다/ }).waitFor();
  }));

test('Export gives each site’s link, and Import reads it back as the same puzzle', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const copied = {};
    for (const site of Object.keys(LINKS)) {
      const menu = await openMenu(page, 'export');
      await menu.getByLabel('Link for').selectOption(site);
      await menu.getByRole('button', { name: 'Copy link' }).click();
      await status(page).filter({ hasText: `Copied a link that opens this puzzle in ${site}.` }).waitFor();
      copied[site] = await page.evaluate(() => navigator.clipboard.readText());
    }
    assert.equal(copied.SudokuWiki, LINKS.SudokuWiki);
    assert.match(copied['f-puzzles'], /^https:\/\/www\.f-puzzles\.com\/\?load=/);
    assert.match(copied.SudokuPad, /^https:\/\/sudokupad\.app\/fpuzzles/);
    // What f-puzzles would read: the same givens, by npm's lz-string.
    const data = copied['f-puzzles'].split('load=')[1];
    const grid = JSON.parse(LZString.decompressFromBase64(decodeURIComponent(data))).grid;
    assert.equal(grid.flat().map((c) => (c.given ? c.value : 0)).join(''), BOJ);
    for (const [site, link] of Object.entries(copied)) await importsTheSample(page, site, link);
  }));

test('the QR code decodes to the Share link, which opens the same puzzle', () =>
  withPage(`?puzzle=${BOJ}&strategy=mrv`, async (page) => {
    await openMenu(page, 'export');
    await button(page, 'QR code').click();
    const dialog = page.getByRole('dialog', { name: 'Scan to open this puzzle' });
    await dialog.locator('#qr-canvas[data-link]').waitFor();
    const { width, height, pixels, shown } = await page.evaluate(() => {
      const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('qr-canvas'));
      const image = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      return { width: image.width, height: image.height, pixels: Array.from(image.data), shown: document.getElementById('qr-link').textContent };
    });
    const decoded = jsQR(Uint8ClampedArray.from(pixels), width, height);
    assert.ok(decoded, 'jsQR found a QR code');
    assert.equal(decoded.data, shown, 'the text beside it is the link');
    const url = new URL(decoded.data);
    assert.equal(url.searchParams.get('puzzle'), BOJ_BOARD);
    assert.equal(url.searchParams.get('strategy'), 'mrv');
    // The dialog closes, and the link opens the puzzle.
    await dialog.getByRole('button', { name: 'Close' }).click();
    assert.equal(await dialog.isVisible(), false);
    await page.goto(decoded.data);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await boardText(page), BOJ_BOARD);
  }));
