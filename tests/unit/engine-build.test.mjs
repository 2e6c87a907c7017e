// www/engine-build.js: the probe tells a browser with wasm SIMD from one without, and the page
// loads the build that matches; the service worker caches that build only.

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { BUILDS, SIMD_PROBE, engineBuild, unusedBuildFiles } from '../../www/engine-build.js';

test('the probe is a valid module where wasm SIMD is, as in Node', () => {
  assert.equal(WebAssembly.validate(SIMD_PROBE), true);
  assert.equal(engineBuild(), 'simd128');
});

test('the probe is a module with one SIMD function: a byte changed in its code breaks it', () => {
  // i8x16.popcnt (0xfd 0x62) becomes i8x16.all_true (0xfd 0x63), which returns an i32.
  const broken = SIMD_PROBE.slice();
  assert.equal(broken[SIMD_PROBE.length - 2], 0x62);
  broken[SIMD_PROBE.length - 2] = 0x63;
  assert.equal(WebAssembly.validate(broken), false);
});

test('a browser that does not validate the probe gets the fallback', () => {
  const asked = [];
  const build = engineBuild((bytes) => {
    asked.push(bytes);
    return false;
  });
  assert.equal(build, 'fallback');
  assert.deepEqual(asked, [SIMD_PROBE]);
});

test('both builds are files that `cargo xtask build` writes', () => {
  assert.deepEqual(Object.keys(BUILDS).sort(), ['fallback', 'simd128']);
  for (const file of Object.values(BUILDS)) {
    assert.ok(existsSync(new URL(`../../www/pkg/${file}`, import.meta.url)), `www/pkg/${file}`);
  }
});

test('the service worker leaves out the one build a browser does not run', () => {
  assert.deepEqual(unusedBuildFiles('simd128'), ['www/pkg/bitdoku_bg.wasm']);
  assert.deepEqual(unusedBuildFiles('fallback'), ['www/pkg/bitdoku_simd_bg.wasm']);
});
