// Share's worker: it loads the share module (src/wasm/share.rs) and answers Share's requests of
// www/workers/worker-messages.js (read, links, qr, gifStart, gifFrame, gifFinish) with
// www/workers/share-work.js, or with error (the message and, for the engine's errors, their code and
// fields). A type it does not know is an error that names it. www/workers/worker-client.js's
// shareWorker() starts it, only once a person uses Share.

import init from '../pkg/share.js';
import { workerEngine } from '../offline/assets.js';
import { plainError } from './plain-error.js';
import { shareWork } from './share-work.js';

/** @typedef {import('./worker-messages.js').ShareRequest} ShareRequest */
/** @typedef {import('./worker-messages.js').Answer} Answer */

const ready = workerEngine().then((engine) => init({ module_or_path: engine }));
// A module that fails to load is reported to the request that waits for it.
ready.catch(() => {});

/** @param {MessageEvent<ShareRequest>} event */
self.onmessage = async ({ data }) => {
  /** @type {Answer} */
  let answer;
  try {
    await ready;
    answer = shareWork(data);
  } catch (error) {
    answer = { type: 'error', error: plainError(error) };
  }
  self.postMessage(answer);
};
