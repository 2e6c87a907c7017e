// www/engine-build.js: the probe tells a browser with wasm SIMD from one without, and the page
// loads the build that matches, of both modules; the service worker caches that build only.

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { BUILDS, MODULES, SIMD_PROBE, buildPath, engineBuild, unusedBuildFiles } from '../../www/engine-build.js';

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
  /** @type {BufferSource[]} */
  const asked = [];
  const build = engineBuild((bytes) => {
    asked.push(bytes);
    return false;
  });
  assert.equal(build, 'fallback');
  assert.deepEqual(asked, [SIMD_PROBE]);
});

test('both builds of every module are files that `cargo xtask build` writes', () => {
  assert.deepEqual([...BUILDS].sort(), ['fallback', 'simd128']);
  assert.deepEqual([...MODULES].sort(), ['gif', 'links', 'logic', 'page', 'qr', 'solver']);
  for (const module of MODULES) {
    for (const build of BUILDS) {
      const path = buildPath(module, build);
      assert.ok(existsSync(new URL(`../../${path}`, import.meta.url)), path);
    }
  }
  assert.equal(buildPath('page', 'simd128'), 'www/pkg/page_simd_bg.wasm');
  assert.equal(buildPath('logic', 'fallback'), 'www/pkg/logic_bg.wasm');
});

test('the service worker leaves out the one build a browser does not run, of every module', () => {
  assert.deepEqual(unusedBuildFiles('simd128'), [
    'www/pkg/page_bg.wasm',
    'www/pkg/solver_bg.wasm',
    'www/pkg/logic_bg.wasm',
    'www/pkg/links_bg.wasm',
    'www/pkg/qr_bg.wasm',
    'www/pkg/gif_bg.wasm',
  ]);
  assert.deepEqual(unusedBuildFiles('fallback'), [
    'www/pkg/page_simd_bg.wasm',
    'www/pkg/solver_simd_bg.wasm',
    'www/pkg/logic_simd_bg.wasm',
    'www/pkg/links_simd_bg.wasm',
    'www/pkg/qr_simd_bg.wasm',
    'www/pkg/gif_simd_bg.wasm',
  ]);
});
