// Starts the headless Chromium that the end-to-end tests and the bench driver use (CHROMIUM
// overrides /usr/bin/chromium), and opens the bench's fresh pages.

import { chromium } from 'playwright-core';

/**
 * Headless Chromium; with `persistent` (a profile folder), a browser context that keeps its
 * profile there, which is not incognito as a new context of a launched browser is.
 * @param {{ persistent?: string }} options
 */
export function launchChromium({ persistent } = {}) {
  const options = {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
  return persistent ? chromium.launchPersistentContext(persistent, options) : chromium.launch(options);
}

/**
 * A page in a fresh browser context (nothing cached or stored from before), 1280 by 900, and
 * the errors it logs: uncaught exceptions and console errors, its workers' included.
 * @param {import('playwright-core').Browser} browser
 */
export async function freshPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return { context, page, errors };
}
