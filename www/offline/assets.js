// Where the engine's wasm and the solver's worker come from. The engine is two wasm modules
// (src/wasm/mod.rs): the page module, which the main thread loads, and the worker module,
// which the solver's workers load. On a hosted site they are files beside the scripts: each
// module's build of www/pkg that www/engine-build.js picks, and the worker is
// www/solver-worker.js (www/run/solver-worker.js before bundling), which www/run/engine-worker.js
// starts. In the one-file page, dist/bitdoku-offline.html (written by `cargo xtask dist`,
// xtask/src/offline.rs), opened from file:// where nothing can be fetched, all three are inside
// the page as data blocks the browser does not run: the modules as base64 (#bitdoku-page-wasm,
// #bitdoku-worker-wasm) and the worker's bundle as text (#bitdoku-solver-worker); it holds the
// fallback builds only, which every browser runs. The worker is then started from a blob.
// Either way the page posts each worker the worker module (bytes or the file's address) as its
// first message, so that the page and its workers run the same build, chosen once.

import { buildPath, engineBuild } from '../engine-build.js';

/**
 * The data block that holds `id`'s contents in the one-file page, or null on a hosted site.
 * @param {string} id
 * @returns {string | null}
 */
function dataBlock(id) {
  return globalThis.document?.getElementById(id)?.textContent ?? null;
}

/**
 * What a module's wasm-bindgen `init` loads: the module inside the one-file page, or the
 * address of the build this browser runs. The page is always index.html at the site's root, so
 * the address is taken from the page's, whatever script the bundling puts this code in.
 * @param {import('../engine-build.js').Module} module
 * @returns {Uint8Array | string}
 */
function engineSource(module) {
  const base64 = dataBlock(`bitdoku-${module}-wasm`);
  if (base64 !== null) return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new URL(buildPath(module, engineBuild()), document.baseURI).href;
}

/**
 * What the page's wasm-bindgen `init` loads: the page module.
 * @returns {Uint8Array | string}
 */
export function pageEngine() {
  return engineSource('page');
}

/** The blob: address of the worker's text in the one-file page, made once and kept. */
let workerUrl = '';

/** The worker module compiled once by precompileWorkerEngine, or null before. */
let compiledWorker = /** @type {WebAssembly.Module | null} */ (null);

/**
 * Compiles the worker module once, in the background, so that each worker started afterwards
 * instantiates it at once instead of fetching and compiling it again: every worker is new
 * (www/run/engine-worker.js ends one to cancel its request), and the first Hint, Check or Solve
 * each start one. In Chromium here that took the first Hint's answer from 25-32 ms to 21-24
 * (docs/BENCHMARKS.md); most of the rest is the worker's own start. The page calls it once it
 * is up. If it fails, the workers load the module themselves, as they do before it is done.
 * @returns {Promise<void>}
 */
export async function precompileWorkerEngine() {
  const source = engineSource('worker');
  try {
    // compile, not compileStreaming: the latter refuses a server that sends another MIME type.
    const bytes = typeof source === 'string' ? await (await fetch(source)).arrayBuffer() : source;
    compiledWorker = await WebAssembly.compile(/** @type {BufferSource} */ (bytes));
  } catch {
    compiledWorker = null;
  }
}

/**
 * The fast path's worker, posted the worker module first (compiled, once the page has compiled
 * it): started from its text in the one-file page, or from `file` on a hosted site
 * (www/run/engine-worker.js names it, so that esbuild sees the worker's entry point). A classic
 * worker in the one-file page, not a module: a page opened from file:// cannot start a module
 * worker from a blob; the text is a bundle with nothing to import.
 * @param {URL} file
 * @returns {Worker}
 */
export function startSolverWorker(file) {
  const source = dataBlock('bitdoku-solver-worker');
  let worker;
  if (source === null) {
    worker = new Worker(file, { type: 'module' });
  } else {
    workerUrl ||= URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    worker = new Worker(workerUrl);
  }
  try {
    // A compiled module crosses to the worker without a copy of its code.
    worker.postMessage(engineMessage(compiledWorker ?? engineSource('worker')));
  } catch {
    // A browser that cannot send a compiled module to a worker: the worker compiles its own.
    compiledWorker = null;
    worker.postMessage(engineMessage(engineSource('worker')));
  }
  return worker;
}

/**
 * The first message to a worker: the module it is to load.
 * @param {WebAssembly.Module | Uint8Array | string} engine
 * @returns {import('../run/worker-messages.js').EngineMessage}
 */
export function engineMessage(engine) {
  return { type: 'engine', engine };
}

/**
 * What a worker's `init` loads: the worker module (compiled, or its address or bytes) that its
 * page posts first (see startSolverWorker), in a message the worker's own handler never sees.
 * @returns {Promise<WebAssembly.Module | Uint8Array | string>}
 */
export function workerEngine() {
  return new Promise((resolve) => {
    self.addEventListener(
      'message',
      (event) => {
        event.stopImmediatePropagation();
        const message = /** @type {import('../run/worker-messages.js').EngineMessage} */ (event.data);
        resolve(message.engine);
      },
      { once: true },
    );
  });
}
