// Where the engine's wasm and the solver's worker come from. On a hosted site they are files
// beside the scripts: the wasm-bindgen glue fetches www/pkg/bitdoku_bg.wasm, and the worker is
// www/solver-worker.js (www/run/solver-worker.js before bundling), which
// www/run/fast-solver.js starts. In the one-file page,
// dist/bitdoku-offline.html (written by `cargo xtask dist`, xtask/src/offline.rs), opened from
// file:// where nothing can be fetched, both are inside the page as data blocks the browser
// does not run: the wasm as base64 (#bitdoku-wasm) and the worker's bundle as text
// (#bitdoku-solver-worker). The worker is then started from a blob, and the page posts it the
// wasm's bytes as its first message.

/** The data block that holds `id`'s contents in the one-file page, or null on a hosted site. */
function dataBlock(id) {
  return globalThis.document?.getElementById(id)?.textContent ?? null;
}

/** The wasm's bytes from the one-file page, or null on a hosted site. */
function inlineWasm() {
  const base64 = dataBlock('bitdoku-wasm');
  return base64 === null ? null : Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/**
 * What the page's wasm-bindgen `init` loads: the wasm inside the one-file page, or undefined
 * for the file beside the glue.
 * @returns {Uint8Array | undefined}
 */
export function pageEngine() {
  return inlineWasm() ?? undefined;
}

/** The blob: address of the worker's text in the one-file page, made once and kept. */
let workerUrl = '';

/**
 * The fast path's worker, started from its text in the one-file page (and posted the wasm's
 * bytes first), or null on a hosted site, where www/run/fast-solver.js starts it from its file.
 * A classic worker, not a module: a page opened from file:// cannot start a module worker from
 * a blob; the text is a bundle with nothing to import.
 * @returns {Worker | null}
 */
export function inlineSolverWorker() {
  const source = dataBlock('bitdoku-solver-worker');
  if (source === null) return null;
  workerUrl ||= URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new Worker(workerUrl);
  worker.postMessage({ engine: inlineWasm() });
  return worker;
}

/**
 * What the worker's `init` loads: in a worker started from a blob (the one-file page), the
 * bytes its page posts first, a message the worker's own handler never sees; otherwise
 * undefined, for the file beside the glue.
 * @returns {Promise<Uint8Array> | undefined}
 */
export function workerEngine() {
  if (self.location.protocol !== 'blob:') return undefined;
  return new Promise((resolve) => {
    self.addEventListener(
      'message',
      (event) => {
        event.stopImmediatePropagation();
        resolve(event.data.engine);
      },
      { once: true },
    );
  });
}
