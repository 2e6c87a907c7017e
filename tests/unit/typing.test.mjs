// isTypingInField (www/keys/typing.js): the one "is the person typing in a field" test, as each
// scope of the keyboard table uses it.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isTypingInField, typingSelector } from '../../www/keys/typing.js';
import { target } from './fake-target.mjs';

test('the selector names text areas, selects and the inputs not reached through', () => {
  assert.equal(typingSelector([]), 'textarea, select, input');
  assert.equal(typingSelector(['checkbox', 'range']), 'textarea, select, input:not([type=checkbox]):not([type=range])');
});

test('text fields, text areas and selects are always typing', () => {
  for (const reach of [[], ['button', 'checkbox'], ['checkbox', 'range']]) {
    assert.ok(isTypingInField(target('input'), reach));
    assert.ok(isTypingInField(target('input', { type: 'text' }), reach));
    assert.ok(isTypingInField(target('textarea'), reach));
    assert.ok(isTypingInField(target('select'), reach));
    assert.equal(isTypingInField(target('button'), reach), false);
    assert.equal(isTypingInField(target('div', { inCell: true }), reach), false);
  }
});

test("each scope's inputs: the run reaches buttons and checkboxes, the classroom checkboxes and sliders, the race none", () => {
  const run = ['button', 'checkbox'];
  const classroom = ['checkbox', 'range'];
  /** @type {string[]} */
  const race = [];
  const input = (/** @type {string} */ type) => target('input', { type });
  assert.equal(isTypingInField(input('checkbox'), run), false);
  assert.equal(isTypingInField(input('button'), run), false);
  assert.ok(isTypingInField(input('range'), run), 'the slider keeps its arrows from the run');
  assert.equal(isTypingInField(input('checkbox'), classroom), false);
  assert.equal(isTypingInField(input('range'), classroom), false);
  assert.ok(isTypingInField(input('button'), classroom));
  for (const type of ['checkbox', 'range', 'button']) assert.ok(isTypingInField(input(type), race));
});
