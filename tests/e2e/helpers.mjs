// Shared set-up for the end-to-end tests: one headless Chromium per test file, a fresh page
// per test, and a record of console errors that fails the test that caused them.
//
// `cargo xtask test` serves the page and sets BITDOKU_URL (and CHROMIUM, when Chromium is not
// at /usr/bin/chromium).

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before } from 'node:test';
import { launchChromium } from './chromium.mjs';

export const BASE_URL = process.env.BITDOKU_URL ?? 'http://127.0.0.1:8000/';
const SCREENSHOTS = new URL('./screenshots/', import.meta.url);

export const BRUTE_FORCE =
  '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
export const BOJ = '035469278782105609060278135321046897804913506596820413917652080603701952258394760';
export const BOJ_SOLVED =
  '135469278782135649469278135321546897874913526596827413917652384643781952258394761';

let browser;

before(async () => {
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
});

/**
 * Opens `query` (e.g. '?puzzle=...') on the served page at the given viewport, waits until the
 * engine is loaded, runs `body(page)`, and then fails if the page logged any error.
 */
export async function withPage(query, body, { width = 1280, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  try {
    await page.goto(new URL(query, BASE_URL).toString());
    await page.waitForSelector('body[data-ready="true"]', { timeout: 10_000 });
    await body(page);
  } finally {
    await context.close();
  }
  assert.deepEqual(errors, [], 'the page logged errors');
}

export function cell(page, row, column) {
  return page.getByRole('gridcell', { name: `Row ${row}, column ${column}`, exact: true });
}

export function button(page, name) {
  return page.getByRole('button', { name, exact: true });
}

/** The board as an 81-character string, '.' for an empty cell. */
export async function boardText(page) {
  const texts = await page.getByRole('gridcell').allTextContents();
  assert.equal(texts.length, 81);
  return texts.map((t) => t.trim() || '.').join('');
}

export function status(page) {
  return page.getByRole('status');
}

/** The number shown for a statistic, e.g. stat(page, 'steps'). */
export async function stat(page, name) {
  const text = await page.locator(`#stat-${name}`).textContent();
  return Number(text.replace(/,/g, ''));
}

export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, SCREENSHOTS).pathname, fullPage: true });
}
