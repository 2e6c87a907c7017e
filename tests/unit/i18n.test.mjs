// www/i18n/i18n.js: lookup with placeholders, the English fallback, numbers, and the switch.

import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import {
  addStrings,
  formatNumber,
  hasText,
  language,
  onLanguageChange,
  setLanguage,
  t,
  translate,
} from '../../www/i18n/i18n.js';
import { useLanguage } from './page-language.mjs';

addStrings({
  en: { 'test.greeting': 'Hello {name}, {count} steps', 'test.onlyEnglish': 'English only', 'test.braces': '{{digits}}' },
  ko: { 'test.greeting': '{name}님, {count}단계' },
});

afterEach(() => useLanguage('en'));

test('fills placeholders from the params, and leaves unknown ones as written', () => {
  assert.equal(t('test.greeting', { name: 'Ann', count: 3 }), 'Hello Ann, 3 steps');
  assert.equal(t('test.greeting', { name: 'Ann' }), 'Hello Ann, {count} steps');
  assert.equal(t('test.braces', { digits: '1, 2' }), '{1, 2}');
});

test('speaks Korean after a switch, and falls back to English for a missing key', () => {
  useLanguage('ko');
  assert.equal(language(), 'ko');
  assert.equal(t('test.greeting', { name: '민수', count: 3 }), '민수님, 3단계');
  assert.equal(t('test.onlyEnglish'), 'English only');
  assert.equal(globalThis.document.documentElement.lang, 'ko');
});

test('a key with no text at all is a bug, not a blank', () => {
  assert.equal(hasText('test.nowhere'), false);
  assert.throws(() => t('test.nowhere'), /no text for "test.nowhere"/);
  assert.equal(hasText('test.onlyEnglish'), true);
});

/**
 * A page of one element with `data-i18n="key"` and the text `text`, as translate reads it.
 * @param {string} key
 * @param {string} text
 */
function pageOf(key, text) {
  const element = { dataset: { i18n: key }, textContent: text };
  const root = /** @type {any} */ ({ querySelectorAll: (/** @type {string} */ s) => (s === '[data-i18n]' ? [element] : []) });
  return { element, root };
}

test('markup whose words come with a module loaded later keeps its own English until then', () => {
  const { element, root } = pageOf('test.later', 'Later');
  useLanguage('ko');
  addStrings({ ko: { 'test.later': '나중' } }); // Korean's chunk has it, the module not yet
  translate(root);
  assert.equal(element.textContent, '나중');
  useLanguage('en');
  translate(root);
  assert.equal(element.textContent, 'Later', 'the English the markup was written with');
  addStrings({ en: { 'test.later': 'Later on' } }); // the module came and registered its words
  translate(root);
  assert.equal(element.textContent, 'Later on');
  const unknown = pageOf('test.neverRegistered', 'As written');
  translate(unknown.root);
  assert.equal(unknown.element.textContent, 'As written');
});

test('an unknown language is ignored', () => {
  useLanguage('ko');
  setLanguage('xx');
  assert.equal(language(), 'ko');
});

test('listeners hear every switch, after the language has changed', () => {
  /** @type {[string, string][]} */
  const heard = [];
  onLanguageChange((code) => heard.push([code, t('test.greeting', { name: 'A', count: 1 })]));
  useLanguage('ko');
  useLanguage('en');
  assert.deepEqual(heard, [
    ['ko', 'A님, 1단계'],
    ['en', 'Hello A, 1 steps'],
  ]);
});

test('numbers are grouped the language\'s way', () => {
  assert.equal(formatNumber(1234567), '1,234,567');
  useLanguage('ko');
  assert.equal(formatNumber(1234567), '1,234,567');
});
