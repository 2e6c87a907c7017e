// Offline use (www/offline/, xtask/src/offline.rs): the hosted site works with no network after
// the first visit, through its service worker, picks up a new version without mixing it with
// the old, and is installable; dist/bitdoku-offline.html, the whole page in one file, solves
// and plays opened from file://.
//
// "No network" is made for real: each test serves the site from a server of its own
// (site-server.mjs) and shuts it down after the first visit, then checks that nothing answers
// its address before it goes on. Whatever the page does then comes from its cache.

import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { installabilityErrors, launchChromium } from './chromium.mjs';
import {
  assertBrowserHasWasmSimd,
  BASE_URL,
  boardText,
  BOJ,
  BOJ_SOLVED,
  button,
  openMenu,
  pressInMenu,
  reload,
  withPage,
} from './helpers.mjs';
import { assertNothingAnswers, serveSite } from './site-server.mjs';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Solves the puzzle on the board, then plays the search from the start for a moment. */
async function solveAndPlay(page) {
  await button(page, 'Solve').click();
  await page.locator('#status').filter({ hasText: /^Solved/ }).waitFor();
  assert.equal(await boardText(page), BOJ_SOLVED);
  await pressInMenu(page, 'puzzle', 'Reset');
  await button(page, 'Play').click();
  await page.waitForFunction(() => Number(document.getElementById('stat-steps').textContent) >= 3);
}

/** Waits until the site's service worker controls the page. */
function controlled(page) {
  return page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

/** The wasm files in the service worker's cache, by name. */
function cachedWasm(page) {
  return page.evaluate(async () => {
    const cache = await caches.open((await caches.keys())[0]);
    return (await cache.keys()).map((request) => request.url.split('/').pop()).filter((name) => name.endsWith('.wasm')).sort();
  });
}

/**
 * Serves dist/ from a server of its own at a sub-path, opens `query` there with the service
 * worker allowed, and runs `body(page, seen, goOffline)`: `goOffline()` shuts the server down
 * and checks that nothing answers its address any more.
 */
async function withOwnSite(query, body) {
  const site = await serveSite(() => DIST, '/some/dir/');
  const goOffline = async () => {
    await site.stop();
    await assertNothingAnswers(site.url);
  };
  try {
    await withPage(query, (page, seen) => body(page, seen, goOffline), { serviceWorkers: 'allow', base: site.url });
  } finally {
    await site.stop();
  }
}

test('after one visit the hosted site loads, solves and plays with no network', () =>
  withOwnSite(`?puzzle=${BOJ}`, async (page, seen, goOffline) => {
    await controlled(page);
    // Of the two wasm builds, the cache holds the one this browser runs (Chromium has wasm
    // SIMD), of every module, and the page then works offline with it alone.
    await assertBrowserHasWasmSimd(page);
    assert.deepEqual(await cachedWasm(page), [
      'gif_simd_bg.wasm',
      'links_simd_bg.wasm',
      'logic_simd_bg.wasm',
      'page_simd_bg.wasm',
      'qr_simd_bg.wasm',
      'solver_simd_bg.wasm',
    ]);
    await goOffline();
    await reload(page);
    assert.equal(await boardText(page), BOJ.replace(/0/g, '.'), 'the puzzle of the link, from the cache');
    await solveAndPlay(page);
    // Share's worker and its QR module, which the first visit never used, come from the cache
    // too.
    await openMenu(page, 'export');
    await page.getByRole('button', { name: 'QR code' }).click();
    await page.locator('#qr-canvas[data-link]').waitFor();
    // A file the site does not have is not made up from the cache: the network is asked, and
    // fails (the browser logs that failure, the one error here).
    const missing = await page.evaluate(() => fetch('no-such-file.txt').then(() => 'fetched', () => 'failed'));
    assert.equal(missing, 'failed');
    assert.deepEqual(seen.errors, ['console: Failed to load resource: net::ERR_FAILED']);
    seen.errors.splice(0);
  }));

test('a browser that loses wasm SIMD after the install gets the fallback cached on its next visit, and works offline', () =>
  withOwnSite(`?puzzle=${BOJ}`, async (page, _seen, goOffline) => {
    await controlled(page);
    await page.addInitScript(() => {
      WebAssembly.validate = () => false;
    });
    await reload(page);
    // The workers' modules' fallbacks come with the first worker: the rating line's, once the
    // page is up. Its answer says the worker has loaded it.
    await page.locator('#rating:not([aria-busy])').waitFor();
    // Share's fallback comes when Share is first used, not before.
    assert.deepEqual(await cachedWasm(page), [
      'gif_simd_bg.wasm',
      'links_simd_bg.wasm',
      'logic_bg.wasm',
      'logic_simd_bg.wasm',
      'page_bg.wasm',
      'page_simd_bg.wasm',
      'qr_simd_bg.wasm',
      'solver_bg.wasm',
      'solver_simd_bg.wasm',
    ]);
    await goOffline();
    await reload(page);
    await solveAndPlay(page);
  }));

test('a browser that gains wasm SIMD after installing the fallback is served the fallback offline', () =>
  withOwnSite(`?puzzle=${BOJ}`, async (page, _seen, goOffline) => {
    await controlled(page);
    // The page asks for the simd128 build, which only a browser with wasm SIMD does.
    await assertBrowserHasWasmSimd(page);
    // The cache as a browser without SIMD left it: the fallback build alone, of every module.
    await page.evaluate(async () => {
      const cache = await caches.open((await caches.keys())[0]);
      for (const module of ['page', 'solver', 'logic', 'links', 'qr', 'gif']) {
        const fallback = new URL(`www/pkg/${module}_bg.wasm`, document.baseURI).href;
        await cache.put(fallback, await fetch(fallback, { cache: 'reload' }));
        await cache.delete(new URL(`www/pkg/${module}_simd_bg.wasm`, document.baseURI).href);
      }
    });
    assert.deepEqual(await cachedWasm(page), ['gif_bg.wasm', 'links_bg.wasm', 'logic_bg.wasm', 'page_bg.wasm', 'qr_bg.wasm', 'solver_bg.wasm']);
    // Nor in the browser's HTTP cache, which a host that lets it keep files would fill.
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    await goOffline();
    await reload(page);
    await solveAndPlay(page);
  }));

test('the hosted site is installable: a manifest Chrome accepts, with relative start and scope', async () => {
  assert.deepEqual(await installabilityErrors(BASE_URL), []);
  const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.scope, './');
  assert.ok(manifest.icons.some((icon) => icon.sizes === '512x512' && icon.type === 'image/png'));
});

/** Two versions of the site, A and B: copies of dist/ whose page, script and styles say which. */
function versions() {
  const folder = mkdtempSync(join(tmpdir(), 'bitdoku-versions-'));
  for (const name of ['A', 'B']) {
    const site = join(folder, name);
    cpSync(DIST, site, { recursive: true });
    const edit = (file, change) => writeFileSync(join(site, file), change(readFileSync(join(site, file), 'utf8')));
    edit('index.html', (html) => html.replace('<head>', `<head><meta name="bitdoku-build" content="${name}">`));
    edit('www/main.js', (js) => `${js}\nglobalThis.bitdokuBuild = '${name}';\n`);
    edit('www/styles.css', (css) => `${css}\n:root { --bitdoku-build: "${name}"; }\n`);
    edit('service-worker.js', (js) => js.replace(/^var VERSION = .*$/m, `var VERSION = '${name}';`));
  }
  return folder;
}

let folder;
let served = 'A';
let site;
before(async () => {
  folder = versions();
  site = await serveSite(() => join(folder, served), '/site/');
});
after(async () => {
  await site?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Which version the page's markup, its script and its styles came from. */
function builds(page) {
  return page.evaluate(() => [
    document.querySelector('meta[name="bitdoku-build"]').content,
    globalThis.bitdokuBuild,
    getComputedStyle(document.documentElement).getPropertyValue('--bitdoku-build').replace(/"/g, '').trim(),
  ]);
}

test('a new version of the site is picked up on a later visit, never mixed with the old', async () => {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    served = 'A';
    await page.goto(`${site.url}?puzzle=${BOJ}`);
    await page.waitForSelector('body[data-ready="true"]');
    await controlled(page);
    assert.deepEqual(await builds(page), ['A', 'A', 'A']);

    served = 'B';
    // The visit that finds version B is still served all of A, by A's worker, while B installs.
    await reload(page);
    assert.deepEqual(await builds(page), ['A', 'A', 'A'], 'the visit that finds B');
    await page.waitForFunction(() => {
      navigator.serviceWorker.getRegistration().then((r) => (globalThis.bitdokuWaiting = Boolean(r?.waiting)));
      return globalThis.bitdokuWaiting;
    }, null, { timeout: 20_000, polling: 100 });
    // The next visit: A's worker hands over before answering, so all of it is B.
    await reload(page);
    assert.deepEqual(await builds(page), ['B', 'B', 'B'], 'the next visit');
    await site.stop();
    await assertNothingAnswers(site.url);
    await reload(page);
    assert.deepEqual(await builds(page), ['B', 'B', 'B'], 'offline, from B’s cache');
    const caches = await page.evaluate(() => caches.keys());
    assert.deepEqual(caches, ['bitdoku-B'], "A's cache is gone");
    await solveAndPlay(page);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('dist/bitdoku-offline.html, opened from file://, solves and plays with no console error', async () => {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const requests = [];
    page.on('request', (request) => requests.push(request.url()));
    const file = pathToFileURL(join(DIST, 'bitdoku-offline.html')).href;
    await page.goto(`${file}?puzzle=${BOJ}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForFunction(() => /^Level: singles/.test(document.getElementById('rating').textContent));
    await solveAndPlay(page);
    // What else reaches outside the page: Copy, Share, a download, and storage over a reload.
    await button(page, 'Pause').click();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    for (const [name, said] of [
      ['Copy', 'Copied the board as 81 characters.'],
      ['Share', 'Copied a link to this puzzle.'],
    ]) {
      await openMenu(page, 'export');
      await button(page, name).click();
      await page.locator('#status').filter({ hasText: said }).waitFor();
    }
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    assert.equal(link.href.split('?')[0], file, 'a link to the file itself');
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Download PNG').click()]);
    assert.match(download.suggestedFilename(), /\.png$/);
    await page.goto(file);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await boardText(page), BOJ.replace(/0/g, '.'), 'the puzzle was saved');
    assert.deepEqual(errors, []);
    assert.deepEqual(
      requests.filter((url) => !url.startsWith(file) && !url.startsWith('data:') && !url.startsWith('blob:')),
      [],
      'it asks for nothing outside itself',
    );
  } finally {
    await browser.close();
  }
});
