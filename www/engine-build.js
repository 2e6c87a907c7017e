// Which of the engine's two wasm builds to load (xtask/src/wasm_builds.rs): the simd128 one
// where the browser can run wasm SIMD, else the fallback. The browser says by validating a tiny
// module that uses one SIMD instruction; the answer is known before anything is fetched. The
// engine is six wasm modules (src/wasm/mod.rs), each in both builds: `page`, which the page's
// main thread loads, `solver` and `logic`, which its engine workers load, and Share's `links`,
// `qr` and `gif`, which Share's worker loads. A browser runs them all in one build.

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

/** @typedef {'simd128' | 'fallback'} Build */
/** @typedef {'page' | 'solver' | 'logic' | 'links' | 'qr' | 'gif'} Module */

/** The two builds of each module. */
export const BUILDS = /** @type {readonly Build[]} */ (Object.freeze(['simd128', 'fallback']));
/** The six modules: the main thread's, the engine workers' two and Share's worker's three. */
export const MODULES = /** @type {readonly Module[]} */ (Object.freeze(['page', 'solver', 'logic', 'links', 'qr', 'gif']));

/**
 * The build this browser runs: `validate` is WebAssembly.validate, passed in by the tests.
 * @param {(bytes: BufferSource) => boolean} [validate]
 * @returns {Build}
 */
export function engineBuild(validate = (bytes) => WebAssembly.validate(bytes)) {
  return validate(SIMD_PROBE) ? 'simd128' : 'fallback';
}

/**
 * The path of a module's wasm file in a build from the site's root, where the page, its
 * workers and the service worker find it. The fallback keeps the name wasm-bindgen gives.
 * @param {Module} module
 * @param {Build} build
 * @returns {string}
 */
export function buildPath(module, build) {
  return `www/pkg/${module}${build === 'simd128' ? '_simd' : ''}_bg.wasm`;
}

/**
 * The wasm files of the site, as paths from its root, that a browser running `build` never
 * loads: the service worker leaves them out of its cache.
 * @param {Build} build
 * @returns {string[]}
 */
export function unusedBuildFiles(build) {
  return MODULES.flatMap((module) => BUILDS.filter((other) => other !== build).map((other) => buildPath(module, other)));
}
