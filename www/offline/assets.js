// Where the engine's wasm and its workers come from. The engine is six wasm modules
// (src/wasm/mod.rs): the page module, which the main thread loads, the solver and logic
// modules, which the engine's workers load together, and Share's three (links, qr, gif), which
// Share's worker loads, each when first used. On a hosted site they are files beside the
// scripts: each module's build of www/pkg that www/engine-build.js picks, and the workers are
// www/engine-worker.js and www/share-worker.js (under www/workers/ before bundling), which
// www/workers/worker-client.js starts. In the one-file page, dist/bitdoku-offline.html
// (written by `cargo xtask dist`, xtask/src/offline.rs), opened from file:// where nothing can
// be fetched, all eight are inside the page as data blocks the browser does not run: the
// modules as base64 (#bitdoku-page-wasm, #bitdoku-solver-wasm, #bitdoku-links-wasm and so on)
// and the workers' bundles as text (#bitdoku-engine-worker, #bitdoku-share-worker); it holds
// the fallback builds only, which every browser runs. A worker is then started from a blob.
// Either way the page posts each worker its modules (bytes or the files' addresses) as its
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

/** The blob: addresses of the workers' texts in the one-file page, each made once and kept. */
const workerUrls = /** @type {Map<string, string>} */ (new Map());

/** @typedef {import('../workers/worker-messages.js').WorkerEngines} WorkerEngines */
/** @typedef {'solver' | 'logic'} WorkerModule */

/** The workers' modules compiled once by precompileWorkerEngine, or null before. */
let compiledWorker = /** @type {{ solver: WebAssembly.Module, logic: WebAssembly.Module } | null} */ (null);

/**
 * Compiles the workers' two modules once, in the background, so that each worker started
 * afterwards instantiates them at once instead of fetching and compiling them again: every
 * worker is new (www/workers/worker-client.js ends one to cancel its request), and the first
 * Hint, Check or Solve each start one (docs/BENCHMARKS.md has what it saves). The page calls
 * it once it is up. If it fails, the workers load the modules themselves, as they do
 * before it is done.
 * @returns {Promise<void>}
 */
export async function precompileWorkerEngine() {
  try {
    const [solver, logic] = await Promise.all([compile('solver'), compile('logic')]);
    compiledWorker = { solver, logic };
  } catch {
    compiledWorker = null;
  }
}

/**
 * One of the workers' modules, compiled.
 * @param {WorkerModule} module
 * @returns {Promise<WebAssembly.Module>}
 */
async function compile(module) {
  const source = engineSource(module);
  // compile, not compileStreaming: the latter refuses a server that sends another MIME type.
  const bytes = typeof source === 'string' ? await (await fetch(source)).arrayBuffer() : source;
  return WebAssembly.compile(/** @type {BufferSource} */ (bytes));
}

/**
 * The engine's worker, posted its two modules first (compiled, once the page has compiled
 * them): started from its text in the one-file page, or from `file` on a hosted site
 * (www/workers/worker-client.js names it, so that esbuild sees the worker's entry point). A classic
 * worker in the one-file page, not a module: a page opened from file:// cannot start a module
 * worker from a blob; the text is a bundle with nothing to import.
 * @param {URL} file
 * @returns {Worker}
 */
export function startEngineWorker(file) {
  const worker = startWorker(file, 'bitdoku-engine-worker');
  /** @type {() => WorkerEngines} */
  const sources = () => ({ solver: engineSource('solver'), logic: engineSource('logic') });
  try {
    // A compiled module crosses to the worker without a copy of its code.
    worker.postMessage(engineMessage(compiledWorker ?? sources()));
  } catch {
    // A browser that cannot send a compiled module to a worker: the worker compiles its own.
    compiledWorker = null;
    worker.postMessage(engineMessage(sources()));
  }
  return worker;
}

/**
 * Share's worker (www/workers/share-worker.js), posted Share's three modules first (their
 * addresses or bytes: it loads each only when first used): started as startEngineWorker starts
 * the solver's. They are not compiled ahead: a page may never use Share.
 * @param {URL} file
 * @returns {Worker}
 */
export function startShareWorker(file) {
  const worker = startWorker(file, 'bitdoku-share-worker');
  worker.postMessage(engineMessage({ links: engineSource('links'), qr: engineSource('qr'), gif: engineSource('gif') }));
  return worker;
}

/**
 * A worker started from its data block `id` in the one-file page (a classic worker from a
 * blob), or from `file` on a hosted site (a module worker).
 * @param {URL} file
 * @param {string} id
 * @returns {Worker}
 */
function startWorker(file, id) {
  const source = dataBlock(id);
  if (source === null) return new Worker(file, { type: 'module' });
  let url = workerUrls.get(id);
  if (url === undefined) {
    url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    workerUrls.set(id, url);
  }
  return new Worker(url);
}

/**
 * The first message to a worker: the module it is to load, or Share's.
 * @param {import('../workers/worker-messages.js').EngineMessage['engine']} engine
 * @returns {import('../workers/worker-messages.js').EngineMessage}
 */
export function engineMessage(engine) {
  return { type: 'engine', engine };
}

/**
 * What a worker's `init` loads: its module (compiled, or its address or bytes) that its page
 * posts first (see startEngineWorker), in a message the worker's own handler never sees; for
 * Share's worker, Share's modules.
 * @template {import('../workers/worker-messages.js').EngineMessage['engine']} [T=import('../workers/worker-messages.js').EngineSource]
 * @returns {Promise<T>}
 */
export function workerEngine() {
  return new Promise((resolve) => {
    self.addEventListener(
      'message',
      (event) => {
        event.stopImmediatePropagation();
        const message = /** @type {import('../workers/worker-messages.js').EngineMessage} */ (event.data);
        resolve(/** @type {T} */ (message.engine));
      },
      { once: true },
    );
  });
}
