// The browser half of the bench's comparison with the `sudoku` crate (xtask/src/bench/
// crate_wasm.rs); not a test (node --test runs only *.test.mjs here).
//
//   node tests/e2e/bench-crate.mjs SITE PUZZLE_DIR SET.txt ...
//
// SITE holds `beside.js` and `beside_bg.wasm`: one wasm module with `countBitdoku` and
// `countCrate`, each counting every puzzle's solutions up to 2. For each set, the first
// PUZZLES puzzles are counted by both in headless Chromium, in ROUNDS alternating rounds
// (bitdoku, the crate, bitdoku, ...) of at least ROUND_MS each, after one warm-up pass of each;
// the best round of each gives its µs per puzzle. The two must agree on every count. Prints one JSON array on stdout:
// [{ name, puzzles, bitdokuUs, crateUs }]; progress goes to stderr.

import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { freshPage, launchChromium } from './chromium.mjs';
import { serveSite } from './site-server.mjs';

const PUZZLES = 10_000;
const ROUNDS = 3;
/** The least time a round takes: a set quicker than this is counted several times a round. */
const ROUND_MS = 100;

const [site, puzzleDir, ...sets] = process.argv.slice(2);
if (!site || !puzzleDir || sets.length === 0) {
  process.stderr.write('usage: node tests/e2e/bench-crate.mjs SITE PUZZLE_DIR SET.txt ...\n');
  process.exit(2);
}

/**
 * The first PUZZLES grids of a set file: lines of 81 cells ('.' or '0' empty), others skipped.
 * @param {string} path
 */
function readSet(path) {
  const grids = readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim().slice(0, 81))
    .filter((line) => /^[0-9.]{81}$/.test(line))
    .slice(0, PUZZLES);
  return grids.map((line) => line.replace(/\./g, '0')).join('');
}

writeFileSync(join(site, 'index.html'), '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>bench</title>\n');
const server = await serveSite(() => site, '/');
const browser = await launchChromium();
const rows = [];
try {
  const { page, errors } = await freshPage(browser);
  await page.goto(server.url);
  for (const set of sets) {
    const cells = readSet(join(puzzleDir, set));
    const puzzles = cells.length / 81;
    process.stderr.write(`bench-crate: ${set}, ${puzzles} puzzles\n`);
    const timed = await page.evaluate(
      async ({ cells, rounds, ROUND_MS }) => {
        const { default: init, countBitdoku, countCrate } = await import('./beside.js');
        await init();
        const bytes = Uint8Array.from(cells, (c) => c.charCodeAt(0) - 48);
        // ms per pass over the set, timed over `passes` passes (the clock ticks in 0.1 ms
        // steps on a page that is not cross-origin isolated, so a short set is run many times).
        const time = (/** @type {(b: Uint8Array) => Uint8Array} */ count, passes = 1) => {
          const start = performance.now();
          let counts = count(bytes);
          for (let pass = 1; pass < passes; pass++) counts = count(bytes);
          return { ms: (performance.now() - start) / passes, counts };
        };
        const mine = time(countBitdoku);
        const theirs = time(countCrate);
        const differ = mine.counts.findIndex((count, i) => count !== theirs.counts[i]);
        if (differ >= 0) return { differ, mine: mine.counts[differ], theirs: theirs.counts[differ] };
        const passes = Math.ceil(ROUND_MS / Math.max(mine.ms, theirs.ms, 0.1));
        let [bitdoku, crate] = [Infinity, Infinity];
        for (let round = 0; round < rounds; round++) {
          bitdoku = Math.min(bitdoku, time(countBitdoku, passes).ms);
          crate = Math.min(crate, time(countCrate, passes).ms);
        }
        return { bitdoku, crate };
      },
      { cells, rounds: ROUNDS, ROUND_MS },
    );
    if ('differ' in timed) {
      throw new Error(`${set}: puzzle ${timed.differ + 1} counted ${timed.mine} by bitdoku, ${timed.theirs} by the crate`);
    }
    const name = basename(set, '.txt');
    rows.push({ name, puzzles, bitdokuUs: (timed.bitdoku * 1000) / puzzles, crateUs: (timed.crate * 1000) / puzzles });
  }
  if (errors.length) throw new Error(`the page logged errors: ${errors.join('; ')}`);
} finally {
  await browser.close();
  await server.stop();
}
process.stdout.write(`${JSON.stringify(rows)}\n`);
