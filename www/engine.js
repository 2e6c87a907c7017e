// Loads the Rust engine (www/pkg, built by `cargo xtask build`) and reports the size of its
// memory. Its step events are typed (EventKind, StepEvent in www/pkg/bitdoku.d.ts).

import init, * as wasm from './pkg/bitdoku.js';

/** @type {WebAssembly.Memory | null} */
let memory = null;

/**
 * Loads the wasm module once and returns its exports.
 * @returns {Promise<typeof wasm>}
 */
export async function loadEngine() {
  ({ memory } = await init());
  return wasm;
}

/**
 * The size in bytes of the wasm module's linear memory (0 before it is loaded). It only ever
 * grows, so the soak test (tests/e2e/soak.mjs) reads it to show that long runs do not leak.
 * @returns {number}
 */
export function wasmMemoryBytes() {
  return memory ? memory.buffer.byteLength : 0;
}
