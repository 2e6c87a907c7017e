// The keyboard table (www/keys/keyboard.js): which action a key reaches, scope by scope, and
// the classroom legend drawn from it.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KEYMAP, keyActions, legendRows } from '../../www/keys/keyboard.js';
import { target } from './fake-target.mjs';

/**
 * A keydown of `key` on `on` (the body unless told), with modifiers.
 * @param {string} key
 */
function press(key, { on = target('body'), ctrl = false, meta = false, alt = false, shift = false } = {}) {
  return { key, ctrlKey: ctrl, metaKey: meta, altKey: alt, shiftKey: shift, target: on };
}

const closed = { raceOpen: false };
const open = { raceOpen: true };

test('Space, the arrows and Ctrl+Z/Y drive the run and the givens', () => {
  assert.deepEqual(keyActions(press(' '), closed), ['run.toggle']);
  assert.deepEqual(keyActions(press('ArrowRight'), closed), ['run.step']);
  assert.deepEqual(keyActions(press('ArrowLeft'), closed), ['run.stepBack']);
  assert.deepEqual(keyActions(press('z', { ctrl: true }), closed), ['givens.undo']);
  assert.deepEqual(keyActions(press('Z', { ctrl: true, shift: true }), closed), ['givens.redo']);
  assert.deepEqual(keyActions(press('y', { meta: true }), closed), ['givens.redo']);
  assert.deepEqual(keyActions(press('z', { ctrl: true, alt: true }), closed), []);
  assert.deepEqual(keyActions(press(' ', { ctrl: true }), closed), []);
  assert.deepEqual(keyActions(press('z'), closed), [], 'z alone is no shortcut');
  assert.deepEqual(keyActions(press('h'), closed), ['run.hint']);
  assert.deepEqual(keyActions(press('H', { on: target('div', { inCell: true }) }), closed), ['run.hint'], 'in a cell too');
  assert.deepEqual(keyActions(press('h', { on: target('input') }), closed), [], 'not while typing in a field');
});

test('the classroom keys are offered (their handlers decline outside classroom mode)', () => {
  const expected = {
    c: 'classroom.toggle',
    Escape: 'classroom.leave',
    s: 'classroom.solve',
    K: 'classroom.skip',
    r: 'classroom.reset',
    x: 'classroom.clear',
    '+': 'classroom.faster',
    '=': 'classroom.faster',
    '-': 'classroom.slower',
    t: 'classroom.strategy',
    e: 'classroom.example',
    m: 'classroom.marks',
    p: 'classroom.predict',
    v: 'classroom.race',
  };
  for (const [key, action] of Object.entries(expected)) assert.deepEqual(keyActions(press(key), closed), [action], key);
  assert.deepEqual(keyActions(press('s', { ctrl: true }), closed), [], 'Ctrl+S is the browser’s');
});

test('while the race is open it takes Space, K and Escape first', () => {
  assert.deepEqual(keyActions(press(' '), open), ['race.toggle', 'run.toggle']);
  assert.deepEqual(keyActions(press('k'), open), ['race.skip', 'classroom.skip']);
  assert.deepEqual(keyActions(press('Escape'), open), ['race.close', 'classroom.leave']);
  assert.deepEqual(keyActions(press('c'), open), ['classroom.toggle']);
});

test('Space on a button or in a cell is not the race’s', () => {
  assert.deepEqual(keyActions(press(' ', { on: target('button') }), open), ['run.toggle']);
  // The race's own buttons (Pause, after Start) are pressed by Space, not the run behind it.
  assert.deepEqual(keyActions(press(' ', { on: target('button', { inRace: true }) }), open), []);
  assert.deepEqual(keyActions(press(' ', { on: target('div', { inCell: true }) }), open), ['run.toggle']);
});

test('keys typed in fields stay there; each scope reaches through its own input types', () => {
  const text = target('input');
  for (const key of [' ', 'k', 'c', 'ArrowRight']) assert.deepEqual(keyActions(press(key, { on: text }), open), [], key);
  assert.deepEqual(keyActions(press('z', { ctrl: true, on: text }), closed), [], 'a field keeps its own undo');
  const checkbox = target('input', { type: 'checkbox' });
  assert.deepEqual(keyActions(press('k', { on: checkbox }), open), ['classroom.skip'], 'not the race’s on a checkbox');
  assert.deepEqual(keyActions(press(' ', { on: checkbox }), closed), ['run.toggle']);
  const slider = target('input', { type: 'range' });
  assert.deepEqual(keyActions(press('ArrowRight', { on: slider }), closed), [], 'the slider keeps its arrows');
  assert.deepEqual(keyActions(press('m', { on: slider }), closed), ['classroom.marks']);
  const inputButton = target('input', { type: 'button' });
  assert.deepEqual(keyActions(press(' ', { on: inputButton }), closed), ['run.toggle']);
  assert.deepEqual(keyActions(press('m', { on: inputButton }), closed), []);
});

test('the legend lists the keys in the classroom order, each with its words', () => {
  assert.deepEqual(
    legendRows().map((row) => row.keys.join(' ')),
    ['Space', '→ ←', 'H', 'N', 'S', 'K', 'R', 'X', 'Ctrl+Z Ctrl+Y', '+ −', 'T', 'E', 'M', 'P', '1–9 Enter', 'V', 'Tab', 'C Esc'],
  );
  for (const row of legendRows()) assert.match(row.text, /^classroom\.key\./);
});

test('every action the table names is one the page handles, and no key is matched twice in a scope', () => {
  const actions = KEYMAP.flatMap((row) => Object.values(row.match ?? {}));
  for (const action of actions) assert.match(action, /^(race|run|givens|classroom)\.\w+$/);
  for (const scope of ['race', 'classroom', 'run']) {
    const keys = KEYMAP.filter((row) => row.scope === scope && row.match).flatMap((row) => Object.keys(row.match ?? {}));
    assert.equal(new Set(keys).size, keys.length, `${scope}: ${keys}`);
  }
});
