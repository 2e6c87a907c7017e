// Share's worker: it answers Share's requests of www/workers/worker-messages.js (read, links,
// qr, gifStart, gifFrame, gifFinish) with www/workers/share-work.js, or with error (the message
// and, for the engine's errors, their code and fields). A type it does not know is an error
// that names it. www/workers/worker-client.js's shareWorker() starts it, only once a person
// uses Share, and posts it Share's three modules (src/wasm/share.rs): it loads each only when
// a request first needs it, so reading a link never fetches the GIF encoder.

import initGif from '../pkg/gif.js';
import initLinks from '../pkg/links.js';
import initQr from '../pkg/qr.js';
import { workerEngine } from '../offline/assets.js';
import { plainError } from './plain-error.js';
import { shareModule, shareWork } from './share-work.js';

/** @typedef {import('./worker-messages.js').ShareRequest} ShareRequest */
/** @typedef {import('./worker-messages.js').Answer} Answer */
/** @typedef {import('./worker-messages.js').ShareEngines} ShareEngines */

/** @type {Promise<ShareEngines>} */
const engines = workerEngine();
/** Each module's wasm-bindgen `init`. @type {Record<keyof ShareEngines, (source: { module_or_path: import('./worker-messages.js').EngineSource }) => Promise<unknown>>} */
const INIT = { links: initLinks, qr: initQr, gif: initGif };
/** Each module's loading, started by the first request that needs it. */
const loading = /** @type {Map<keyof ShareEngines, Promise<unknown>>} */ (new Map());

/**
 * Loads `module` once; a module that fails to load is reported to each request that needs it.
 * @param {keyof ShareEngines} module
 */
function load(module) {
  let loaded = loading.get(module);
  if (!loaded) {
    loaded = engines.then((engine) => INIT[module]({ module_or_path: engine[module] }));
    loading.set(module, loaded);
  }
  return loaded;
}

/** @param {MessageEvent<ShareRequest>} event */
self.onmessage = async ({ data }) => {
  /** @type {Answer} */
  let answer;
  try {
    const module = shareModule(data);
    if (module) await load(module);
    answer = shareWork(data);
  } catch (error) {
    answer = { type: 'error', error: plainError(error) };
  }
  self.postMessage(answer);
};
