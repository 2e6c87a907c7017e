// The smoke suite: the page's main paths in three browser engines, Chromium, Firefox and
// WebKitGTK, each driven over W3C WebDriver by its own driver (engines.mjs). Every test is
// written once and run in each engine, in one browser session per engine; the test of the
// fallback build opens a second session, with wasm SIMD switched off in the browser itself
// (Chromium's V8 told the CPU lacks SSE4.1; JavaScriptCore's option): it first checks, with the
// page's own probe, that the switch took. Firefox 153 has no such switch: there a WebDriver
// BiDi preload script makes WebAssembly.validate refuse the probe, and the test says so.
//
// `cargo xtask test` runs it (check "smoke") against dist/ served under a sub-path, with
// BITDOKU_URL, BITDOKU_DIST (for dist/bitdoku-offline.html) and the programs' paths set
// (xtask/src/engines.rs); `node --test tests/smoke/` runs it against BITDOKU_URL, else
// http://127.0.0.1:8000/, and the repository's dist/.

/* global document */

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { SIMD_PROBE } from '../../www/engine-build.js';
import { engines, startSession, stopXServer } from './engines.mjs';
import {
  BASE_URL,
  BOJ,
  BOJ_BOARD,
  BOJ_SOLVED,
  boardText,
  click,
  clickInMenu,
  open,
  setSpeed,
  statusReads,
  steps,
  textOf,
  typeInto,
  validates,
  waitUntil,
  wasmFetched,
} from './page.mjs';

// In English whatever the machine's language, since the tests read the page's words.
const PUZZLE_LINK = new URL(`?puzzle=${BOJ}&lang=en&mode=watch`, BASE_URL).href;
/** The same in Solve it, where the person's tools are (Undo, Hint). */
const SOLVE_LINK = new URL(`?puzzle=${BOJ}&lang=en&mode=solve`, BASE_URL).href;
const DIST = process.env.BITDOKU_DIST ?? fileURLToPath(new URL('../../dist/', import.meta.url));
const OFFLINE_FILE = `${pathToFileURL(join(DIST, 'bitdoku-offline.html')).href}?puzzle=${BOJ}&lang=en&mode=watch`;
/** The smallest wasm module: valid wherever there is wasm at all. */
const EMPTY_MODULE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
/** What a test may take, a session's start included. */
const LIMIT = { timeout: 90_000 };

/** Waits until the board reads `want`. */
function boardReads(driver, want, what) {
  return waitUntil(driver, async () => (await boardText(driver)) === want, `the board ${what}`);
}

/** Waits until the Steps counter reads `want`. */
function stepsRead(driver, want) {
  return waitUntil(driver, async () => (await steps(driver)) === want, `Steps reads ${want}`);
}

/** Solve (the worker's engine), Reset, then Skip to end (the page's engine): both solve. */
async function solveBothWays(driver) {
  await click(driver, 'solve');
  await statusReads(driver, /^Solved/);
  assert.equal(await boardText(driver), BOJ_SOLVED);
  await clickInMenu(driver, 'puzzle', 'reset');
  await boardReads(driver, BOJ_BOARD, 'is back to the puzzle after Reset');
  await click(driver, 'skip');
  await statusReads(driver, /^Solved in/);
  assert.equal(await boardText(driver), BOJ_SOLVED);
}

after(stopXServer);

for (const { engine, run } of engines()) {
  const skip = !run && `${engine.name} is not in BITDOKU_SMOKE_ENGINES=${process.env.BITDOKU_SMOKE_ENGINES}`;
  describe(engine.name, { skip }, () => {
    /** @type {Awaited<ReturnType<typeof startSession>>} */
    let session;
    before(async () => {
      session = await startSession(engine);
    });
    after(() => session?.stop());

    test('the browser starts and names its version', (t) => {
      t.diagnostic(`engine: ${engine.name}, ${session.version}`);
    });

    test('a puzzle link loads its puzzle; a typed digit shows, and Undo takes it back', LIMIT, async () => {
      const { driver } = session;
      await open(driver, SOLVE_LINK);
      assert.equal(await boardText(driver), BOJ_BOARD);
      await typeInto(driver, 1, 1, '1');
      await boardReads(driver, `1${BOJ_BOARD.slice(1)}`, 'shows the typed 1 in r1c1');
      await click(driver, 'undo');
      await boardReads(driver, BOJ_BOARD, 'is back to the puzzle after Undo');
    });

    test('Solve, Reset, Play and Pause, Step and Step back, Skip to end', LIMIT, async () => {
      const { driver } = session;
      await open(driver, PUZZLE_LINK);
      assert.equal(await validates(driver, SIMD_PROBE), true, 'this browser runs wasm SIMD');
      await click(driver, 'solve');
      await statusReads(driver, /^Solved/);
      assert.equal(await boardText(driver), BOJ_SOLVED);
      const fetched = await wasmFetched(driver);
      for (const file of ['page_simd_bg.wasm', 'solver_simd_bg.wasm', 'logic_simd_bg.wasm']) assert.ok(fetched.includes(file), `${file} in ${fetched}`);

      await clickInMenu(driver, 'puzzle', 'reset');
      await boardReads(driver, BOJ_BOARD, 'is back to the puzzle after Reset');
      assert.equal(await steps(driver), 0);
      // 2 steps a second: the run is still going when Pause comes.
      await setSpeed(driver, 2);
      await click(driver, 'play');
      await waitUntil(driver, async () => (await steps(driver)) >= 1, 'Play took a step');
      assert.equal(await textOf(driver, 'play'), 'Pause');
      await click(driver, 'play');
      await statusReads(driver, /^Paused at step \d+\.$/);
      const paused = await steps(driver);
      await driver.sleep(600);
      assert.equal(await steps(driver), paused, 'nothing runs while paused');

      await click(driver, 'step');
      await stepsRead(driver, paused + 1);
      await click(driver, 'step-back');
      await stepsRead(driver, paused);
      await click(driver, 'skip');
      await statusReads(driver, /^Solved in/);
      assert.equal(await boardText(driver), BOJ_SOLVED);
    });

    test('Hint names the hidden single in r1c1 in three steps, writing nothing', LIMIT, async () => {
      const { driver } = session;
      await open(driver, SOLVE_LINK);
      for (const said of [
        'Look at row 1: a digit has one place left',
        'Hidden single: 1 has one place left in row 1',
        'r1c1 = 1: the only place for 1 in row 1 (hidden single)',
      ]) {
        await click(driver, 'hint');
        await waitUntil(driver, async () => (await textOf(driver, 'hint-text')) === said, `the hint reads "${said}"`);
      }
      assert.equal(await driver.executeScript(() => document.getElementById('hint-box').hidden), false);
      assert.equal(await boardText(driver), BOJ_BOARD, 'nothing is written');
    });

    test('dist/bitdoku-offline.html, opened from file://, loads its puzzle and solves', LIMIT, async () => {
      const { driver } = session;
      await open(driver, OFFLINE_FILE);
      assert.equal(await boardText(driver), BOJ_BOARD);
      await solveBothWays(driver);
      assert.deepEqual(await wasmFetched(driver), [], 'its wasm is inside it');
    });

    test('without wasm SIMD, the fallback build loads in the page and its worker, and solves', LIMIT, async (t) => {
      const plain = await startSession(engine, { simd: false });
      try {
        const { driver } = plain;
        await open(driver, PUZZLE_LINK);
        assert.equal(await validates(driver, EMPTY_MODULE), true, 'the browser runs wasm');
        t.diagnostic(`wasm SIMD off in ${plain.version} by ${engine.noSimd.how}`);
        // A stand-in lives in the page's own scripts, which Firefox's WebDriver scripts do not
        // see (they get the browser's WebAssembly): there the files fetched below tell.
        if (!engine.withoutSimd) {
          const simd = await validates(driver, SIMD_PROBE);
          assert.equal(simd, false, `${engine.noSimd.how} switches wasm SIMD off in ${plain.version}`);
        }
        await solveBothWays(driver);
        const fetched = await wasmFetched(driver);
        for (const file of ['page_bg.wasm', 'solver_bg.wasm', 'logic_bg.wasm']) assert.ok(fetched.includes(file), `${file} in ${fetched}`);
        for (const file of ['solver_simd_bg.wasm', 'logic_simd_bg.wasm']) assert.ok(!fetched.includes(file), `the workers' simd128 builds are never fetched: ${fetched}`);
      } finally {
        await plain.stop();
      }
    });
  });
}
