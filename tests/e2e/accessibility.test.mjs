// axe-core over the whole page in each of its main states, against the WCAG 2.2 A and AA
// rules: fresh, a puzzle loaded on a phone, a run paused with candidates shown, the race,
// Teach (also in Korean), Solve it (on a phone, entering a puzzle), each menu open, Korean,
// notes mode with Check's marks, givens that break a rule, and the dark theme (a paused run
// with candidates, on a phone, in Teach, in Solve it, in notes mode, chosen with the switch). (The Search tree panel has its own checks in tree.test.mjs.)

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BOJ, accessibilityViolations, button, cell, closeMenus, openMenu, press, pressInMenu, withPage } from './helpers.mjs';

/** The textbook example: the naive order guesses and backtracks. */
const CLASSIC = '3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..';

/** Notes mode on, notes in r1c5, a wrong entry in r1c2 and Check's verdict on it. */
async function notesAndCheck(page) {
  await cell(page, 1, 2).click();
  await page.keyboard.press('9'); // wrong: r1c2 is 1
  await button(page, 'Notes').click();
  await cell(page, 1, 5).click();
  for (const digit of ['1', '2', '7']) await page.keyboard.press(digit);
  await press(page, 'Check');
}

const STATES = [
  ['fresh', '', {}, async () => {}],
  ['a puzzle loaded on a phone', `?puzzle=${CLASSIC}`, { width: 375, height: 812 }, async () => {}],
  [
    'a run paused with candidates shown',
    `?puzzle=${CLASSIC}&strategy=naive`,
    {},
    async (page) => {
      await openMenu(page, 'settings');
      await page.getByLabel('Candidates').check();
      await closeMenus(page);
      for (let i = 0; i < 5; i++) await button(page, 'Step').click();
    },
  ],
  ['the race', `?puzzle=${BOJ}`, {}, async (page) => button(page, 'Race').click()],
  ['Teach', '?mode=teach', { width: 1920, height: 1080 }, async () => {}],
  ['Teach at 1280×720, in Korean', '?mode=teach&lang=ko', { width: 1280, height: 720 }, async () => {}],
  ['Solve it on a phone', `?puzzle=${CLASSIC}&mode=solve`, { width: 390, height: 844 }, async () => {}],
  ['Solve it, entering a puzzle', `?mode=solve`, {}, async (page) => pressInMenu(page, 'puzzle', 'Type your own')],
  ['the Puzzle menu open', '', {}, async (page) => openMenu(page, 'puzzle')],
  ['the Export menu open', '', {}, async (page) => openMenu(page, 'export')],
  ['the Settings menu open, in Teach', '?mode=teach', {}, async (page) => openMenu(page, 'settings')],
  ['Korean', '?lang=ko', {}, async () => {}],
  ['notes mode, with notes, an entry and a wrong cell marked by Check', `?puzzle=${CLASSIC}&mode=solve`, {}, notesAndCheck],
  ['the dark theme in notes mode, with Check\'s marks', `?puzzle=${CLASSIC}&mode=solve`, { colorScheme: 'dark' }, notesAndCheck],
  [
    'the dark theme: a run paused with candidates shown',
    `?puzzle=${CLASSIC}&strategy=naive`,
    { colorScheme: 'dark' },
    async (page) => {
      await openMenu(page, 'settings');
      await page.getByLabel('Candidates').check();
      await closeMenus(page);
      for (let i = 0; i < 5; i++) await button(page, 'Step').click();
    },
  ],
  ['the dark theme on a phone', `?puzzle=${CLASSIC}`, { width: 375, height: 812, colorScheme: 'dark' }, async () => {}],
  ['the dark theme in Teach', '?mode=teach', { width: 1920, height: 1080, colorScheme: 'dark' }, async () => {}],
  ['the dark theme in Solve it on a phone', `?puzzle=${CLASSIC}&mode=solve`, { width: 390, height: 844, colorScheme: 'dark' }, async () => {}],
  [
    'the dark theme chosen with the switch, givens that break a rule',
    `?puzzle=${BOJ}`,
    {},
    async (page) => {
      await openMenu(page, 'settings');
      await page.getByLabel('Theme').selectOption('dark');
      await closeMenus(page);
      await cell(page, 1, 1).click();
      await page.keyboard.press('3');
    },
  ],
  [
    'givens that break a rule',
    `?puzzle=${BOJ}`,
    {},
    async (page) => {
      await cell(page, 1, 1).click();
      await page.keyboard.press('3');
    },
  ],
];

for (const [state, query, size, reach] of STATES) {
  test(`axe-core finds no WCAG 2.2 A or AA violation: ${state}`, () =>
    withPage(
      query,
      async (page) => {
        await reach(page);
        assert.deepEqual(await accessibilityViolations(page, 'body'), []);
      },
      size,
    ));
}
