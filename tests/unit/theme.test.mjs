// www/styles/theme.css: in the light theme, the dark one and classroom mode's versions of both,
// the text colours meet WCAG AA (4.5:1) on the backgrounds they are drawn on, the rings, lines and
// marks that carry a state meet 3:1 against what is under them, and the states stay apart from
// each other. Read from the stylesheet itself, so a colour changed there is checked here.
// (axe-core checks the text it finds on the page in tests/e2e/accessibility.test.mjs; this covers
// the states a page in one moment does not show at once.)

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const CSS = readFileSync(new URL('../../www/styles/theme.css', import.meta.url), 'utf8');

/**
 * The custom properties of the rule for `selector`, each as [light, dark].
 * @param {string} selector
 * @returns {Map<string, [string, string]>}
 */
function properties(selector) {
  const start = CSS.indexOf(`${selector} {`);
  assert.ok(start >= 0, `theme.css has a rule for ${selector}`);
  const body = CSS.slice(start, CSS.indexOf('\n}', start));
  const found = new Map();
  for (const [, name, value] of body.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
    const pair = value.match(/^light-dark\((#[0-9a-f]{6}|rgba\([^)]*\)),\s*(#[0-9a-f]{6}|rgba\([^)]*\))\)$/i);
    found.set(name, pair ? [pair[1], pair[2]] : [value, value]);
  }
  return found;
}

const BASE = properties(':root');
const CLASSROOM = properties(':root.classroom');

/** The four palettes: each theme, outside and inside classroom mode. */
const PALETTES = [false, true].flatMap((classroom) =>
  ['light', 'dark'].map((theme, side) => {
    const colours = new Map([...BASE, ...(classroom ? CLASSROOM : [])].map(([name, pair]) => [name, pair[side]]));
    return { name: `${theme}${classroom ? ', classroom' : ''}`, colours };
  }),
);

/** @param {string} hex '#rrggbb' */
const rgb = (hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** The linear light of each channel of an sRGB colour. */
const linear = (/** @type {string} */ hex) =>
  rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });

/**
 * WCAG 2's relative luminance.
 * @param {string} hex
 */
function luminance(hex) {
  const [r, g, b] = linear(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * CIELAB (D65) coordinates, in which a distance is how different two colours look.
 * @param {string} hex
 */
function lab(hex) {
  const [r, g, b] = linear(hex);
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ];
  const [fx, fy, fz] = xyz.map((t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116));
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** The CIE76 colour difference: about 2 is just noticeable; the light theme's givens differ from an empty cell by 9.5. */
const difference = (/** @type {string} */ a, /** @type {string} */ b) => Math.hypot(...lab(a).map((v, k) => v - lab(b)[k]));

/**
 * WCAG 2's contrast ratio of two opaque colours.
 * @param {string} a
 * @param {string} b
 */
function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** Text, and the background it is drawn on: 4.5:1. */
const TEXT = [
  ...['--paper', '--surface', '--cell', '--given-bg', '--trying-bg', '--deduced-bg', '--ran-bg', '--asking-bg'].map((bg) => ['--ink', bg]),
  ...['--paper', '--surface', '--cell', '--trying-bg', '--deduced-bg'].map((bg) => ['--muted', bg]), // pencil marks too
  ...['--cell', '--trying-bg', '--deduced-bg'].map((bg) => ['--placed', bg]),
  ['--entered-ink', '--cell'],
  ['--notes-ink', '--cell'],
  ['--backtrack-ink', '--backtrack-bg'],
  ['--backtrack-ink', '--surface'],
  ['--conflict-ink', '--conflict-bg'],
  ['--conflict-ink', '--surface'],
  ['--conflict-ink', '--paper'],
  ['--hint-ink', '--cell'],
  ['--ok', '--surface'],
  ['--ok', '--paper'],
  ['--on-primary', '--primary-bg'],
  ['--on-primary', '--primary-hover'],
  ['--on-pressed', '--pressed-bg'],
  ['--on-pressed', '--pressed-hover'],
  ['--bit-on', '--bit-on-bg'],
  ['--bit-on', '--surface'],
  ['--bit-off', '--surface'],
  ['--free-on', '--free-on-bg'],
  ['--free-on', '--surface'],
];

/** Rings, lines and marks that carry a state, and what they are drawn over: 3:1. */
const MARKS = [
  ['--trying-ring', '--trying-bg'],
  ['--deduced-ring', '--deduced-bg'],
  ['--backtrack-ink', '--backtrack-bg'],
  ['--focus', '--cell'],
  ['--focus', '--paper'],
  ['--focus', '--trying-bg'],
  ['--hint-ink', '--cell'],
  ['--box-line', '--cell'],
  ['--control-line', '--surface'],
  ['--control-line', '--paper'],
  ['--tree-open-line', '--tree-open'],
  ['--tree-dead-line', '--tree-dead'],
  ['--tree-solution-line', '--tree-solution'],
  ['--tree-folded-dot', '--tree-folded'],
  ['--chart-placed', '--cell'],
];

/** Colours that must not be mistaken for each other: the cells' states, and the kinds of digit and mark. */
const APART = [
  ['--cell', '--given-bg', '--trying-bg', '--deduced-bg', '--backtrack-bg', '--conflict-bg'],
  ['--ink', '--placed', '--entered-ink', '--conflict-ink'],
  ['--muted', '--notes-ink'],
  ['--trying-ring', '--deduced-ring', '--backtrack-ink', '--focus', '--hint-ink'],
];

for (const { name, colours } of PALETTES) {
  /** @param {string} property */
  const colour = (property) => {
    const value = colours.get(property);
    assert.match(value ?? '', /^#[0-9a-f]{6}$/i, `${property} is an opaque colour in the ${name} theme`);
    return /** @type {string} */ (value);
  };

  test(`${name} theme: text meets 4.5:1 on its backgrounds`, () => {
    for (const [ink, background] of TEXT) {
      const ratio = contrast(colour(ink), colour(background));
      assert.ok(ratio >= 4.5, `${ink} on ${background}: ${ratio.toFixed(2)}:1`);
    }
  });

  test(`${name} theme: the marks of a state meet 3:1 against what is under them`, () => {
    for (const [mark, background] of MARKS) {
      const ratio = contrast(colour(mark), colour(background));
      assert.ok(ratio >= 3, `${mark} on ${background}: ${ratio.toFixed(2)}:1`);
    }
  });

  test(`${name} theme: the states stay apart`, () => {
    for (const group of APART) {
      for (const [i, a] of group.entries()) {
        for (const b of group.slice(i + 1)) {
          const apart = difference(colour(a), colour(b));
          assert.ok(apart >= 9, `${a} and ${b} look alike: ${colour(a)} and ${colour(b)}, ΔE ${apart.toFixed(1)}`);
        }
      }
    }
  });
}

test("the measures are WCAG 2's contrast ratio and CIE76's colour difference", () => {
  assert.equal(contrast('#000000', '#ffffff').toFixed(1), '21.0');
  assert.equal(contrast('#767676', '#ffffff').toFixed(2), '4.54');
  assert.equal(contrast('#1d4ed8', '#1d4ed8'), 1);
  assert.equal(difference('#000000', '#ffffff').toFixed(1), '100.0');
  assert.equal(difference('#ff0000', '#ff0000'), 0);
});

test('the dark theme differs from the light one in every colour of the board', () => {
  /** @param {string} property */
  const pair = (property) => {
    const both = BASE.get(property);
    assert.ok(both, `:root sets ${property}`);
    return both;
  };
  for (const property of ['--ink', '--paper', '--cell', '--given-bg', '--placed', '--trying-bg', '--conflict-bg']) {
    const [light, dark] = pair(property);
    assert.ok(luminance(light) !== luminance(dark), `${property} is ${light} in both`);
  }
  assert.ok(luminance(pair('--paper')[1]) < luminance(pair('--ink')[1]), 'dark: light text on a dark page');
});
