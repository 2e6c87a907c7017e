// Starts the headless Chromium that the end-to-end tests and the bench driver use (CHROMIUM
// overrides /usr/bin/chromium), and opens the bench's fresh pages.

import { chromium } from 'playwright-core';

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
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
