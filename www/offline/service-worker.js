/// <reference lib="webworker" />
// The service worker of the hosted site: after the first visit the page works with no network.
// `cargo xtask dist` writes it to the site's root as dist/service-worker.js (a worker controls
// only its own folder and those under it), with VERSION and FILES below filled in: a hash of
// every file of the site and their paths. Each version has a cache of its own,
// `bitdoku-<VERSION>`, filled whole at install or not at all.
//
// A new version never mixes with an old one. The browser finds a new service-worker.js on a
// visit and installs it beside the old, which goes on serving that visit from its own cache.
// On the next visit the old worker sees the new one waiting, asks it to take over and for its
// cache, and from then on answers from that cache: the new page and everything it loads are
// the new version, whether the old worker or (once it has taken over, when the page has been
// answered) the new one serves them. A worker cannot wait for its successor to take over while
// it answers a page load: the successor waits for that answer first.
//
// Of the engine's two wasm builds (of each of its two modules) it caches only the one this
// browser runs: the page picks its build with the same probe (www/engine-build.js, bundled into
// the worker by `cargo xtask dist`), so the other is not asked for unless the browser's answer
// changes after the install (an update that brings wasm SIMD, a setting that takes it away).
// Then `file` below keeps the other build once it is fetched, and offline it answers a request
// for a module's simd128 build with its fallback, which the same glue loads and every browser
// runs.

import { MODULES, buildPath, engineBuild, unusedBuildFiles } from '../engine-build.js';

const VERSION = 'dev';
/** @type {string[]} the site's files, relative to this script; './' is the page */
const FILES = [];

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const CACHE = `bitdoku-${VERSION}`;
/** The absolute address of each of the site's files. */
const LISTED = new Set(FILES.map((file) => new URL(file, sw.registration.scope).href));
/** Each module's simd128 build's address, and its fallback's, which offline stands in for it. */
const FALLBACKS = new Map(
  MODULES.map((module) => [
    new URL(buildPath(module, 'simd128'), sw.registration.scope).href,
    new URL(buildPath(module, 'fallback'), sw.registration.scope).href,
  ]),
);

sw.addEventListener('install', (event) => {
  // 'reload': from the server, not from the browser's HTTP cache, which may hold older files.
  const unused = unusedBuildFiles(engineBuild());
  const requests = FILES.filter((file) => !unused.includes(file)).map((file) => new Request(file, { cache: 'reload' }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('bitdoku-') && name !== CACHE) await caches.delete(name);
      }
      // The page of the first visit is controlled at once, so it works offline from then on.
      await sw.clients.claim();
    })(),
  );
});

// Asked by the version before (see handOver): say which cache is ours, then take over.
sw.addEventListener('message', (event) => {
  if (event.data !== 'take over') return;
  event.ports[0]?.postMessage(CACHE);
  sw.skipWaiting();
});

/** The cache this worker answers from: its own until it hands over to a new version. */
let serving = CACHE;

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  event.respondWith(request.mode === 'navigate' ? page(request) : file(request));
});

/**
 * A page load: the new version's page if one is waiting (after handing over to it), else this
 * version's. Only the site's own page comes from the cache (any query: ?puzzle= links), as
 * './'; other addresses go to the network.
 * @param {Request} request
 */
async function page(request) {
  const url = new URL(request.url);
  const root = new URL('./', sw.registration.scope);
  if (url.pathname !== root.pathname && url.pathname !== `${root.pathname}index.html`) return fetch(request);
  const waiting = sw.registration.waiting;
  if (waiting) serving = await handOver(waiting);
  return (await (await caches.open(serving)).match(root.href)) ?? fetch(request);
}

/** How long a page load waits for the waiting worker's answer before it is served as before. */
const HAND_OVER_MS = 3000;

/**
 * Asks the waiting worker to take over and returns the name of its cache; this worker's own if
 * no answer comes in time (a worker that was replaced meanwhile), so a load never hangs.
 * @param {ServiceWorker} waiting
 * @returns {Promise<string>}
 */
function handOver(waiting) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = ({ data }) => resolve(data);
    setTimeout(() => resolve(serving), HAND_OVER_MS);
    waiting.postMessage('take over', [channel.port2]);
  });
}

/**
 * A file of the page: from the cache, else from the network. A file of the site that the cache
 * lacks (the wasm build the install left out) is kept once fetched; offline, the simd128 build
 * is answered with the fallback if that is cached.
 * @param {Request} request
 */
async function file(request) {
  const cache = await caches.open(serving);
  const cached = await cache.match(request);
  if (cached) return cached;
  try {
    const response = await fetch(request);
    if (response.ok && LISTED.has(request.url)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const standIn = FALLBACKS.get(request.url);
    const fallback = standIn ? await cache.match(standIn) : undefined;
    if (fallback) return fallback;
    throw error;
  }
}
