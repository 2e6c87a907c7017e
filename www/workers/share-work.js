// Share's requests, answered in Share's worker (www/workers/share-worker.js): a puzzle read from
// pasted text (another tool's link or a grid), the links of other tools to the givens, a QR
// code, and an animated GIF made a frame at a time. Share's modules do the work
// (src/wasm/share.rs): links, qr and gif, which share-worker.js loads before a request that
// needs one; this file turns their objects into plain answers and keeps the one GIF being made
// between its messages.

import { GifEncoder } from '../pkg/gif.js';
import { linkSites, puzzleLink, readPuzzle, siteTitle } from '../pkg/links.js';
import { qrCode } from '../pkg/qr.js';

/** @typedef {import('./worker-messages.js').ShareRequest} ShareRequest */
/** @typedef {import('./worker-messages.js').Answer} Answer */

/** The GIF being made, from its start to its finish. @type {GifEncoder | null} */
let gif = null;

/**
 * Which of Share's modules a request needs, or null for a type Share does not know.
 * @param {ShareRequest} request
 * @returns {'links' | 'qr' | 'gif' | null}
 */
export function shareModule(request) {
  switch (request.type) {
    case 'read':
    case 'links':
      return 'links';
    case 'qr':
      return 'qr';
    case 'gifStart':
    case 'gifFrame':
    case 'gifFinish':
      return 'gif';
    default:
      return null;
  }
}

/**
 * Does what a Share request asks, once shareModule's module is loaded; its answer, or throws (the engine's coded errors as they are).
 * @param {ShareRequest} request
 * @returns {Answer}
 */
export function shareWork(request) {
  switch (request.type) {
    case 'read': {
      const read = readPuzzle(request.text);
      const site = read.site;
      const answer = {
        type: /** @type {const} */ ('puzzleRead'),
        cells: Array.from(read.cells),
        site: site === undefined ? undefined : { site, title: siteTitle(site) },
      };
      read.free();
      return answer;
    }
    case 'links': {
      const cells = Uint8Array.from(request.cells);
      const links = linkSites().map((site) => ({ site, title: siteTitle(site), url: puzzleLink(cells, site) }));
      return { type: 'linked', links };
    }
    case 'qr': {
      const qr = qrCode(request.text);
      const answer = { type: /** @type {const} */ ('qrMade'), size: qr.size, modules: Array.from(qr.modules) };
      qr.free();
      return answer;
    }
    case 'gifStart':
      gif?.free();
      gif = null;
      gif = new GifEncoder(request.width, request.height, request.delayCs, request.sample);
      return { type: 'gifStarted' };
    case 'gifFrame':
      if (!gif) throw new Error('a GIF frame came before the GIF was started');
      gif.addFrame(request.rgba);
      return { type: 'gifAdded', frames: gif.frames };
    case 'gifFinish': {
      if (!gif) throw new Error('the GIF was finished before it was started');
      const finished = gif;
      gif = null;
      try {
        return { type: 'gifMade', bytes: finished.finish() };
      } finally {
        finished.free();
      }
    }
    default: {
      // Not a request of Share's: never taken for another one.
      const unknown = /** @type {{ type?: unknown }} */ (request).type;
      throw new Error(`Share's worker has no request of type '${String(unknown)}'`);
    }
  }
}
