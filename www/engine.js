// Loads the Rust engine (www/pkg, built by `cargo xtask build`). Its step events are typed
// (EventKind, StepEvent in www/pkg/page.d.ts).

import init, * as wasm from './pkg/page.js';
import { pageEngine } from './offline/assets.js';

/**
 * Loads the wasm module once and returns its exports.
 * @returns {Promise<typeof wasm>}
 */
export async function loadEngine() {
  await init({ module_or_path: pageEngine() });
  return wasm;
}
