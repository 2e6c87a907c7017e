// Which of the engine's two wasm builds to load (xtask/src/wasm_builds.rs): the simd128 one
// where the browser can run wasm SIMD, else the fallback. The browser says by validating a tiny
// module that uses one SIMD instruction; the answer is known before anything is fetched.

/**
 * `(module (func (result v128) i32.const 0 i8x16.splat i8x16.popcnt))`: valid only where wasm
 * SIMD is, as the final spec has it (early trials lacked popcnt). The wasm-feature-detect
 * package's probe, written out rather than imported: the page has no bundler in development,
 * and the probe is 31 bytes.
 */
export const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // "\0asm", version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // types: () -> v128
  0x03, 0x02, 0x01, 0x00, // one function of type 0
  0x0a, 0x0a, 0x01, 0x08, 0x00, // code: one body of 8 bytes, no locals
  0x41, 0x00, 0xfd, 0x0f, 0xfd, 0x62, 0x0b, // i32.const 0, i8x16.splat, i8x16.popcnt, end
]);

/** The file names of the two builds in www/pkg. */
export const BUILDS = Object.freeze({ simd128: 'bitdoku_simd_bg.wasm', fallback: 'bitdoku_bg.wasm' });

/**
 * The build this browser runs: `validate` is WebAssembly.validate, passed in by the tests.
 * @param {(bytes: BufferSource) => boolean} [validate]
 * @returns {'simd128' | 'fallback'}
 */
export function engineBuild(validate = (bytes) => WebAssembly.validate(bytes)) {
  return validate(SIMD_PROBE) ? 'simd128' : 'fallback';
}

/**
 * The path of a build's wasm file from the site's root, where the page and the service worker
 * find it.
 * @param {'simd128' | 'fallback'} build
 * @returns {string}
 */
export function buildPath(build) {
  return `www/pkg/${BUILDS[build]}`;
}

/**
 * The wasm files of the site, as paths from its root, that a browser running `build` never
 * loads: the service worker leaves them out of its cache.
 * @param {'simd128' | 'fallback'} build
 * @returns {string[]}
 */
export function unusedBuildFiles(build) {
  return Object.keys(BUILDS)
    .filter((name) => name !== build)
    .map((name) => buildPath(/** @type {'simd128' | 'fallback'} */ (name)));
}
