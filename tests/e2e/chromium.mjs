// Starts the headless Chromium that the end-to-end tests and the bench driver use (CHROMIUM
// overrides /usr/bin/chromium), and opens the bench's fresh pages.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * Chrome's reasons not to offer to install the site at `url` (none: installable), once its
 * service worker controls the page; in a profile of its own, as Chrome installs nothing from an
 * incognito window, which a new context of a launched browser is.
 * @param {string} url
 */
export async function installabilityErrors(url) {
  const profile = mkdtempSync(join(tmpdir(), 'bitdoku-profile-'));
  const context = await launchChromium({ persistent: profile });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    return (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
