// Makes the hosted site work offline: registers the service worker that `cargo xtask dist`
// writes at the site's root (dist/service-worker.js, from www/offline/service-worker.js) and
// names in a <meta name="bitdoku-service-worker"> it adds to dist/index.html. The page served
// module by module (`cargo xtask serve`) has no such tag, so a developer is never served stale
// files from a cache, and neither has the one-file page opened from file://, where service
// workers do not exist.

/** Registers the service worker the page names, if it names one. */
export function registerServiceWorker() {
  const meta = /** @type {HTMLMetaElement | null} */ (document.querySelector('meta[name="bitdoku-service-worker"]'));
  if (!meta || !('serviceWorker' in navigator)) return;
  // Relative to the page, so the worker's scope is the folder the site was copied to.
  navigator.serviceWorker.register(meta.content).catch((error) => {
    // Offline use is a bonus: the page works without it. Say why for whoever looks.
    console.warn(`bitdoku works online only: the service worker did not register (${error})`);
  });
}
