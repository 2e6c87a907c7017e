// The page as the smoke tests see it over WebDriver: its buttons (by id, index.html), its
// board, its counters and status line. Only what every engine's driver does the same is used:
// navigation, finding elements, clicks, key actions and scripts run in the page.

/* global document */

import assert from 'node:assert/strict';
import { By, until } from 'selenium-webdriver';

export const BASE_URL = process.env.BITDOKU_URL ?? 'http://127.0.0.1:8000/';

// The puzzle and solution of tests/e2e/helpers.mjs, which cannot be imported here: it starts
// Chromium through playwright-core when loaded.
export const BOJ = '035469278782105609060278135321046897804913506596820413917652080603701952258394760';
export const BOJ_SOLVED = '135469278782135649469278135321546897874913526596827413917652384643781952258394761';
/** The puzzle as the board shows it: '.' for an empty cell. */
export const BOJ_BOARD = BOJ.replace(/0/g, '.');

/** How long to wait for the page to answer (a solve, a hint, a load). */
const TIMEOUT = 15_000;

/** Opens `url` and waits until the engine is loaded (main.js marks the body). */
export async function open(driver, url) {
  await driver.get(url);
  await driver.wait(until.elementLocated(By.css('body[data-ready="true"]')), TIMEOUT, `${url} did not get ready`);
}

/** The board as an 81-character string, '.' for an empty cell. */
export async function boardText(driver) {
  const text = await driver.executeScript(() =>
    [...document.querySelectorAll('#board [role="gridcell"]')].map((cell) => cell.textContent.trim() || '.').join(''),
  );
  assert.equal(text.length, 81, `the board has 81 cells: ${text}`);
  return text;
}

/** Clicks the button with id `id` (index.html). */
export async function click(driver, id) {
  await driver.findElement(By.id(id)).click();
}

/** The text of the element with id `id`. */
export function textOf(driver, id) {
  return driver.executeScript((which) => document.getElementById(which).textContent, id);
}

/** The Steps counter (#stat-steps), as a number. */
export async function steps(driver) {
  return Number((await textOf(driver, 'stat-steps')).replace(/,/g, ''));
}

/** Waits until the status line matches `pattern`, and returns it. */
export async function statusReads(driver, pattern) {
  let said = '';
  await driver.wait(
    async () => pattern.test((said = await textOf(driver, 'status'))),
    TIMEOUT,
    `the status line never matched ${pattern}`,
  );
  return said;
}

/** Waits until `check()` (run in node) is true; `what` names it when it never is. */
export function waitUntil(driver, check, what) {
  return driver.wait(check, TIMEOUT, `never: ${what}`);
}

/** Types `key` into the cell at `row`, `column` (1-based): a click selects it, then the key. */
export async function typeInto(driver, row, column, key) {
  const cell = (row - 1) * 9 + (column - 1);
  await driver.findElement(By.css(`#board [data-cell="${cell}"]`)).click();
  await driver.actions().sendKeys(key).perform();
}

/**
 * Picks a Speed stop (steps a second: 1, 2, 5, 10, 100, 1000 or 500000), as a click on it does.
 * The radio is drawn under its label, so the script clicks it rather than the pointer.
 */
export function setSpeed(driver, rate) {
  return driver.executeScript((to) => {
    /** @type {HTMLInputElement} */ (document.querySelector(`#speed input[value="${to}"]`)).click();
  }, rate);
}

/** Presses the button `id` inside the menu `menu` ('puzzle', 'export' or 'settings'), opening it first. */
export async function clickInMenu(driver, menu, id) {
  await driver.findElement(By.id(`${menu}-open`)).click();
  await driver.findElement(By.id(id)).click();
}

/** Whether this page's browser validates `probe` (www/engine-build.js's SIMD probe). */
export function validates(driver, probe) {
  return driver.executeScript((bytes) => WebAssembly.validate(new Uint8Array(bytes)), [...probe]);
}

/** The file names of the wasm modules the page fetched, from its resource timing entries. */
export function wasmFetched(driver) {
  return driver.executeScript(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname.split('/').pop())
      .filter((name) => name.endsWith('.wasm')),
  );
}
