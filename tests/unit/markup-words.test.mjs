// Every word index.html names with data-i18n or data-i18n-attr has its English registered by a
// module of the page (www/i18n/i18n.js translates a key no module has registered yet with the
// markup's own English, so a typo in a key would otherwise go unseen), and the markup is written
// in that English, so that the page's first paint, before a module imported later has
// registered its words, says what the page says after.

import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const INDEX = readFileSync(path.join(ROOT, 'index.html'), 'utf8');

/** The English of every key the modules register, read from their sources (not www/i18n/ko*). */
function englishWords() {
  /** @type {Map<string, string>} */
  const words = new Map();
  const files = readdirSync(path.join(ROOT, 'www'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && !file.startsWith('i18n/ko') && !file.startsWith('pkg/'));
  for (const file of files) {
    const source = readFileSync(path.join(ROOT, 'www', file), 'utf8');
    for (const [, key, single, double] of source.matchAll(/^\s*'([\w.-]+)':\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"),?$/gm)) {
      words.set(key, (single ?? double).replace(/\\(.)/g, '$1'));
    }
  }
  return words;
}

/** Markup entities as the browser reads them. @param {string} html */
const decode = (html) =>
  html.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

/**
 * Every key of index.html with what the markup writes for it: an element's text (if it is text
 * only) or an attribute's value.
 * @returns {[string, string | null][]}
 */
function markupKeys() {
  /** @type {[string, string | null][]} */
  const keys = [];
  for (const [tag] of INDEX.matchAll(/<[a-z][^>]*\bdata-i18n(?:-attr)?="[^"]*"[^>]*>/g)) {
    const text = new RegExp(`${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^<]*)<`).exec(INDEX);
    const own = /\bdata-i18n="([^"]+)"/.exec(tag);
    if (own) keys.push([own[1], text ? decode(text[1]) : null]);
    const attrs = /\bdata-i18n-attr="([^"]+)"/.exec(tag);
    for (const pair of attrs ? attrs[1].split(/\s+/) : []) {
      const [attribute, key] = pair.split(':');
      const value = new RegExp(`\\s${attribute}="([^"]*)"`).exec(tag);
      keys.push([key, value ? decode(value[1]) : null]);
    }
  }
  return keys;
}

test('index.html names its words with data-i18n', () => {
  assert.ok(markupKeys().length > 100);
});

test('every key index.html names has its English in a module of the page', () => {
  const english = englishWords();
  const missing = markupKeys().filter(([key]) => !english.has(key)).map(([key]) => key);
  assert.deepEqual(missing, []);
});

test('index.html writes each key in the English its module registers', () => {
  const english = englishWords();
  const unlike = markupKeys()
    .filter(([key, written]) => english.has(key) && written !== null && written.trim() !== '' && written.trim() !== english.get(key))
    .map(([key, written]) => `${key}: "${written?.trim()}" is "${english.get(key)}"`);
  assert.deepEqual(unlike, []);
});
