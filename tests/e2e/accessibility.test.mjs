// axe-core over the whole page in each of its main states, against the WCAG 2.2 A and AA
// rules: fresh, a puzzle loaded on a phone, a run paused with candidates shown, the race,
// classroom mode, Korean, notes mode with Check's marks, givens that break a rule, and the dark
// theme (a paused run with candidates, on a phone, in classroom mode, in notes mode, chosen with
// the switch). (The Search tree panel has its own checks in tree.test.mjs.)

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BOJ, accessibilityViolations, button, cell, press, withPage } from './helpers.mjs';

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
      await page.getByLabel('Candidates').check();
      for (let i = 0; i < 5; i++) await button(page, 'Step').click();
    },
  ],
  ['the race', `?puzzle=${BOJ}`, {}, async (page) => button(page, 'Race').click()],
  ['classroom mode', '', { width: 1920, height: 1080 }, async (page) => button(page, 'Classroom mode').click()],
  ['Korean', '?lang=ko', {}, async () => {}],
  ['notes mode, with notes, an entry and a wrong cell marked by Check', `?puzzle=${CLASSIC}`, {}, notesAndCheck],
  ['the dark theme in notes mode, with Check\'s marks', `?puzzle=${CLASSIC}`, { colorScheme: 'dark' }, notesAndCheck],
  [
    'the dark theme: a run paused with candidates shown',
    `?puzzle=${CLASSIC}&strategy=naive`,
    { colorScheme: 'dark' },
    async (page) => {
      await page.getByLabel('Candidates').check();
      for (let i = 0; i < 5; i++) await button(page, 'Step').click();
    },
  ],
  ['the dark theme on a phone', `?puzzle=${CLASSIC}`, { width: 375, height: 812, colorScheme: 'dark' }, async () => {}],
  [
    'the dark theme in classroom mode',
    '',
    { width: 1920, height: 1080, colorScheme: 'dark' },
    async (page) => button(page, 'Classroom mode').click(),
  ],
  [
    'the dark theme chosen with the switch, givens that break a rule',
    `?puzzle=${BOJ}`,
    {},
    async (page) => {
      await page.getByLabel('Theme').selectOption('dark');
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
