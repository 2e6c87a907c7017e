// index.html names every module of the page in a modulepreload link (so the browser fetches
// them all at once rather than one import level at a time) and every stylesheet in www/styles/.
// Those lists are kept by hand; this test keeps them true: a module added to the import graph
// without its preload, or a preload left behind by a removed module, fails here.

import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const INDEX = readFileSync(path.join(ROOT, 'index.html'), 'utf8');

/** `import x from './a.js'`, `import './a.js'`, `export { x } from './a.js'`: the specifier. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/**
 * Every module reachable from `entry` by static imports, as paths from the repository root.
 * Dynamic imports and workers are not followed (the page does not preload them), nor is the
 * built www/pkg/, whose glue imports nothing.
 * @param {string} entry
 */
function staticImports(entry) {
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.startsWith('www/pkg/')) return;
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      assert.ok(specifier.startsWith('.'), `${file} imports "${specifier}": the page has no bundler`);
      visit(path.posix.join(path.posix.dirname(file), specifier));
    }
  };
  visit(entry);
  return seen;
}

/**
 * The href of every `<link rel="REL" ...>` in index.html.
 * @param {string} rel
 */
function links(rel) {
  /** @type {string[]} */
  const hrefs = [];
  for (const [tag] of INDEX.matchAll(/<link\b[^>]*>/g)) {
    if (!new RegExp(`\\brel="${rel}"`).test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag);
    assert.ok(href, `${tag} has an href`);
    hrefs.push(href[1]);
  }
  return hrefs;
}

const sorted = (/** @type {Iterable<string>} */ items) => [...items].sort();

test('the entry module is the one index.html loads', () => {
  assert.match(INDEX, /<script type="module" src="www\/main\.js"><\/script>/);
});

test('every module main.js imports, directly or not, is preloaded, and nothing else', () => {
  const preloads = links('modulepreload');
  assert.equal(new Set(preloads).size, preloads.length, 'a module is preloaded twice');
  const graph = staticImports('www/main.js');
  graph.delete('www/main.js'); // the script tag loads it
  assert.deepEqual(sorted(preloads), sorted(graph));
});

test('every stylesheet in www/styles/ is linked by the page or the embed, and only those', () => {
  const sheets = readdirSync(path.join(ROOT, 'www/styles')).filter((name) => name.endsWith('.css'));
  const embed = readFileSync(path.join(ROOT, 'embed.html'), 'utf8');
  const embedSheets = [...embed.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]);
  // The embed's own sheet is the embed's alone; the others it shares with the page.
  assert.deepEqual(embedSheets, ['www/styles/theme.css', 'www/styles/page.css', 'www/styles/embed.css']);
  const linked = new Set([...links('stylesheet'), ...embedSheets]);
  assert.deepEqual(sorted([...linked]), sorted(sheets.map((name) => `www/styles/${name}`)));
  assert.ok(!links('stylesheet').includes('www/styles/embed.css'), 'the page does not load the embed\'s sheet');
});

test('the import reader sees every form of static import', () => {
  const source = [
    "import a from './a.js';",
    "import './b.js';",
    "import {\n  c,\n  d,\n} from '../c.js';",
    "export { e } from './e.js';",
    "const f = await import('./f.js');",
    "new Worker(new URL('./g.js', import.meta.url));",
  ].join('\n');
  assert.deepEqual(
    [...source.matchAll(STATIC_IMPORT)].map((m) => m[1]),
    ['./a.js', './b.js', '../c.js', './e.js'],
  );
});
