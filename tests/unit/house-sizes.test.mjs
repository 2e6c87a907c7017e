// The house's size limits (issue 41): a file past its limit is doing more than one job, and a
// doc past its limit has become a diary. This test names every file over, with its length.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Folders that hold no code of ours: builds, installed packages, generated bindings. */
const NOT_OURS = new Set(['target', 'node_modules', 'pkg', 'dist', '.git', 'corpus', 'artifacts']);

/**
 * Every file under `dir` whose name ends with `ending`, as paths from the root.
 * @param {string} dir
 * @param {string} ending
 * @returns {string[]}
 */
function filesUnder(dir, ending) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NOT_OURS.has(entry.name) ? [] : filesUnder(path, ending);
    return entry.name.endsWith(ending) ? [path] : [];
  });
}

/** @param {string} path */
function lineCount(path) {
  return readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1;
}

/**
 * The files of `paths` longer than `limit` lines, as "path: lines".
 * @param {string[]} paths
 * @param {number} limit
 */
function over(paths, limit) {
  return paths.map((path) => [path, lineCount(path)]).filter(([, lines]) => Number(lines) > limit).map(([path, lines]) => `${path}: ${lines}`);
}

test('no Rust file is over 800 lines, tests included', () => {
  const rust = ['src', 'cli', 'xtask', 'benches', 'tests', 'fuzz'].flatMap((dir) => filesUnder(dir, '.rs'));
  assert.ok(rust.length > 50, `found only ${rust.length} Rust files`);
  assert.deepEqual(over(rust, 800), []);
});

test('no script of the page is over 400 lines, and main.js is at most 300', () => {
  const scripts = filesUnder('www', '.js');
  assert.ok(scripts.includes(join('www', 'main.js')), 'www/main.js is found');
  assert.deepEqual(over(scripts, 400), []);
  assert.deepEqual(over([join('www', 'main.js')], 300), []);
});

test('the README is a front door and BENCHMARKS.md a manual, not a diary', () => {
  assert.deepEqual(over(['README.md'], 250), []);
  assert.deepEqual(over([join('docs', 'BENCHMARKS.md')], 300), []);
});
