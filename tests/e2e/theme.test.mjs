// The light and dark themes (www/styles/theme.css, www/app/theme.js): the system's preference by
// default, the switch in the title row overriding it either way and remembered across a reload,
// form controls following (color-scheme), the search tree's canvas redrawn in the new colours,
// and a state saved before the switch existed still loading. (axe-core checks the dark theme's
// contrast in accessibility.test.mjs; tests/unit/theme.test.mjs the colours of every state.)

import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { test } from 'node:test';
import {
  BOJ,
  button,
  closeMenus,
  openMenu,
  reload,
  withPage,
} from './helpers.mjs';

/** The relative luminance (0 black to 1 white) of a computed colour such as "rgb(18, 20, 24)". */
function luminance(colour) {
  const [r, g, b] = colour.match(/\d+(\.\d+)?/g).slice(0, 3).map((c) => {
    const s = Number(c) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The page's background, text and an empty cell's colour, and the scheme its form controls use. */
function look(page) {
  return page.evaluate(() => {
    const style = (selector) => getComputedStyle(document.querySelector(selector));
    return {
      page: style('body').backgroundColor,
      text: style('body').color,
      cell: style('#board .cell:not(.given)').backgroundColor,
      controls: style('#strategy').colorScheme,
    };
  });
}

function themeSwitch(page) {
  return page.getByLabel('Theme');
}

/** Chooses a theme in the Settings menu, then closes it. */
async function chooseTheme(page, theme) {
  await openMenu(page, 'settings');
  await themeSwitch(page).selectOption(theme);
  await closeMenus(page);
}

async function expectDark(page, why) {
  const now = await look(page);
  assert.ok(luminance(now.page) < 0.05, `${why}: a dark page (${now.page})`);
  assert.ok(luminance(now.text) > 0.6, `${why}: light text (${now.text})`);
  assert.ok(luminance(now.cell) < 0.05, `${why}: dark cells (${now.cell})`);
}

async function expectLight(page, why) {
  const now = await look(page);
  assert.ok(luminance(now.page) > 0.8, `${why}: a light page (${now.page})`);
  assert.ok(luminance(now.text) < 0.05, `${why}: dark text (${now.text})`);
  assert.ok(luminance(now.cell) > 0.9, `${why}: white cells (${now.cell})`);
}

test('the page follows the system: light by default, dark when the system prefers it', async () => {
  await withPage(`?puzzle=${BOJ}`, async (page) => {
    assert.equal(await themeSwitch(page).inputValue(), 'system');
    await expectLight(page, 'a light system');
  });
  await withPage(
    `?puzzle=${BOJ}`,
    async (page) => {
      assert.equal(await themeSwitch(page).inputValue(), 'system');
      await expectDark(page, 'a dark system');
      await page.emulateMedia({ colorScheme: 'light' });
      await expectLight(page, 'the system turned light while the page was open');
    },
    { colorScheme: 'dark' },
  );
});

test('the switch overrides the system either way, form controls follow, and the choice survives a reload', () =>
  withPage(`?puzzle=${BOJ}`, async (page) => {
    await chooseTheme(page, 'dark');
    await expectDark(page, 'Dark chosen on a light system');
    assert.equal((await look(page)).controls, 'dark', 'the selects and checkboxes are drawn dark too');
    await reload(page);
    assert.equal(await themeSwitch(page).inputValue(), 'dark', 'remembered');
    await expectDark(page, 'after a reload');

    await page.emulateMedia({ colorScheme: 'dark' });
    await chooseTheme(page, 'light');
    await expectLight(page, 'Light chosen on a dark system');
    assert.equal((await look(page)).controls, 'light');
    await chooseTheme(page, 'system');
    await expectDark(page, 'System again on a dark system');
    await reload(page);
    assert.equal(await themeSwitch(page).inputValue(), 'system', '"follow the system" is remembered too');
  }));

test('the switch speaks Korean', () =>
  withPage('?lang=ko', async (page) => {
    const options = await page.locator('#theme option').allTextContents();
    assert.deepEqual(options, ['시스템 설정', '밝게', '어둡게']);
    assert.equal(await page.locator('label[for="theme"]').textContent(), '화면 테마');
  }));

/**
 * The colour of the page's pixel at `x`, `y`, as the screen shows it (a 1×1 screenshot, whose PNG
 * holds one row: a filter byte, then the pixel's red, green and blue whatever the filter).
 */
async function pixel(page, x, y) {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  const chunks = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const [, r, g, b] = inflateSync(Buffer.concat(chunks));
  return `rgb(${r}, ${g}, ${b})`;
}

test('the search tree is redrawn in the theme chosen', () =>
  withPage(`?puzzle=${BOJ}&strategy=naive`, async (page) => {
    for (let i = 0; i < 3; i++) await button(page, 'Step').click();
    await page.getByRole('tab', { name: 'Search tree' }).click();
    const tree = page.locator('#tree-drawing');
    await tree.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.getElementById('tree-drawing').width > 0);
    // Inside the first box, "Start", at the top left of the drawing.
    const box = await tree.boundingBox();
    const start = () => pixel(page, box.x + 3, box.y + 3);
    const light = await start();
    assert.ok(luminance(light) > 0.6, `the tree is drawn in light colours (${light})`);
    await chooseTheme(page, 'dark');
    // The panel redraws in tasks of its own: wait up to 5 s for it.
    let dark = await start();
    for (let tries = 0; luminance(dark) >= 0.05 && tries < 50; tries++) {
      await page.waitForTimeout(100);
      dark = await start();
    }
    assert.ok(luminance(dark) < 0.05, `and then in the dark theme's (${dark})`);
  }));

test('a state saved before the theme switch existed still loads, following the system', () =>
  withPage(
    '',
    async (page) => {
      const old = { puzzle: BOJ.replace(/0/g, '.'), strategy: 'mrv', speed: 40, pencil: true, classroom: false, language: 'en' };
      await page.evaluate((saved) => localStorage.setItem('bitdoku:v1', JSON.stringify(saved)), old);
      await reload(page);
      assert.equal(await page.getByLabel('Strategy').inputValue(), 'mrv');
      assert.equal(await page.locator('#board .cell').nth(1).textContent(), '3', 'the saved board is back');
      assert.equal(await themeSwitch(page).inputValue(), 'system');
      assert.equal(await page.getByLabel('Print my notes').isChecked(), false);
      await expectDark(page, 'no saved theme on a dark system');
    },
    { colorScheme: 'dark' },
  ));

test('a damaged saved theme is ignored', () =>
  withPage('', async (page) => {
    await page.evaluate(() => localStorage.setItem('bitdoku:v1', JSON.stringify({ theme: 'neon', printNotes: 'yes' })));
    await reload(page);
    assert.equal(await themeSwitch(page).inputValue(), 'system');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme ?? null), null);
    assert.equal(await page.getByLabel('Print my notes').isChecked(), false);
    await expectLight(page, 'a damaged theme on a light system');
  }));
