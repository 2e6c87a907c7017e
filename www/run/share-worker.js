// The worker that answers Share's requests (www/run/share-work.js): reading other tools' links,
// writing them, QR codes and GIFs. Every Share feature asks through shareWorker(), so that the
// page never holds the code that does it.

import { EngineWorker } from './engine-worker.js';

/**
 * A worker for Share's requests (readPuzzle, links, qr, gifStart, gifFrame, gifFinish).
 * @param {{ busy?: HTMLElement }} [options] as EngineWorker's
 * @returns {EngineWorker}
 */
export function shareWorker(options) {
  return new EngineWorker(options);
}
