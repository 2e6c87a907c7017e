// A static server the offline tests own, so that they can shut it down: once it is stopped,
// nothing on this machine answers its address, and a page that still loads, solves and plays
// can only be working from its service worker's cache. (Playwright's `context.setOffline` is
// not enough: in Chromium 148 a service worker's own fetches still reach the network.)

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/** The MIME types of the site's files, as a static host sends them. */
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * Serves the folder that `folder()` names at the time of each request (a test may switch it
 * between versions of the site) under `subPath` (e.g. '/some/dir/') on a free port of
 * 127.0.0.1. `url` is the page's address; `stop()` closes every open connection and the port.
 * @param {() => string} folder
 * @param {string} subPath
 */
export async function serveSite(folder, subPath) {
  const server = createServer((request, response) => {
    let path;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      return void response.writeHead(400).end();
    }
    if (!path.startsWith(subPath)) return void response.writeHead(404).end();
    const root = folder();
    const relative = path.slice(subPath.length);
    const file = normalize(join(root, relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative));
    if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) return void response.writeHead(404).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test server has no port');
  const url = `http://127.0.0.1:${address.port}${subPath}`;
  let stopped = false;
  return {
    url,
    /** Stops answering: open keep-alive connections are closed too, so none can be reused. */
    async stop() {
      if (stopped) return;
      stopped = true;
      // Stop accepting first, so no connection can open between the two.
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
      server.closeAllConnections();
      await closed;
    },
  };
}

/**
 * Fails unless nothing answers `url` any more: the precondition of every offline check.
 * @param {string} url
 */
export async function assertNothingAnswers(url) {
  const answer = await fetch(url).then(
    (response) => `status ${response.status}`,
    () => 'no answer',
  );
  if (answer !== 'no answer') throw new Error(`${url} still answers (${answer}): the test is not offline`);
}
