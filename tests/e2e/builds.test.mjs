// The engine's two wasm builds (xtask/src/wasm_builds.rs): Chromium runs wasm SIMD and gets the
// simd128 build of the page module in the page and of the solver and logic modules in its
// worker; a browser that does not (made so here by a WebAssembly.validate that refuses
// everything) gets the fallbacks, and the page works the same.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertBrowserHasWasmSimd, boardText, BOJ, BOJ_SOLVED, button, pressInMenu, reload, setSpeed, status, withPage } from './helpers.mjs';

/** The wasm files requested, by name. */
function wasmRequests(seen) {
  return seen.requests.filter((url) => url.endsWith('.wasm')).map((url) => new URL(url).pathname.split('/').pop());
}

/** Solves the puzzle with the worker (Solve), then with the page's engine (Play). */
async function solveBothWays(page) {
  await button(page, 'Solve').click();
  await status(page).filter({ hasText: /^Solved/ }).waitFor();
  assert.equal(await boardText(page), BOJ_SOLVED);
  await pressInMenu(page, 'puzzle', 'Reset');
  await setSpeed(page, 'max');
  await button(page, 'Play').click();
  await status(page).filter({ hasText: /^Solved in/ }).waitFor();
  assert.equal(await boardText(page), BOJ_SOLVED);
}

test('a browser with wasm SIMD runs the simd128 build in the page and its worker', () =>
  withPage(`?puzzle=${BOJ}`, async (page, seen) => {
    await assertBrowserHasWasmSimd(page);
    await solveBothWays(page);
    const files = wasmRequests(seen);
    for (const module of ['page', 'solver', 'logic']) {
      assert.ok(files.includes(`${module}_simd_bg.wasm`), files.join(', '));
      assert.ok(!files.includes(`${module}_bg.wasm`), `the fallback is never fetched: ${files.join(', ')}`);
    }
  }));

test('a browser without wasm SIMD runs the fallback build, and the page works the same', () =>
  withPage(`?puzzle=${BOJ}`, async (page, seen) => {
    await page.addInitScript(() => {
      WebAssembly.validate = () => false;
    });
    // The first load's worker (the rating line's) fetches its simd128 build: let it finish,
    // so that only the reload's requests are counted.
    await page.locator('#rating:not([aria-busy])').waitFor();
    seen.requests.splice(0);
    await reload(page);
    await solveBothWays(page);
    const files = wasmRequests(seen);
    // The page's and the worker's: the worker loads what the page posts it, never probing itself.
    for (const module of ['page', 'solver', 'logic']) assert.ok(files.includes(`${module}_bg.wasm`), files.join(', '));
    // Only index.html's preload of the page module, which bets on the build nearly every
    // browser runs.
    assert.ok(files.filter((f) => f === 'page_simd_bg.wasm').length <= 1, files.join(', '));
    for (const module of ['solver', 'logic']) assert.ok(!files.includes(`${module}_simd_bg.wasm`), files.join(', '));
  }));
