// Pieces of the page that its first load does without, made from a module imported once the
// page is up: the built site (`cargo xtask dist`) makes each such module a chunk of its own,
// which the page weight up to interactive does not count (xtask/src/bench/weight.rs). They are
// fetched in the task after the page's start-up, a person's first look at them comes later.

/**
 * What `make` gives, made in the task after this one: after the page's start-up, when it is
 * called from there.
 * @template T
 * @param {() => Promise<T>} make
 * @returns {Promise<T>}
 */
export function afterStart(make) {
  return new Promise((resolve) => setTimeout(resolve)).then(make);
}

/**
 * The modules of later-modules.js, imported once the page is up, for every piece made from them:
 * one import, shared. If it fails (the network went away, or a new version of the site replaced
 * the chunk meanwhile), the next call tries again.
 * @returns {Promise<typeof import('./later-modules.js')>}
 */
export function laterModules() {
  const current = (modules ??= afterStart(() => import('./later-modules.js')));
  current.catch(() => {
    if (modules === current) modules = null;
  });
  return current;
}

/** @type {Promise<typeof import('./later-modules.js')> | null} */
let modules = null;

/**
 * What `make` gives, made once the page is up, as a function that hands it out: when making it
 * failed, each call tries again, so that a press after the network is back works, and the press
 * says why it does nothing otherwise. A failure nobody asked for yet goes unreported.
 * @template T
 * @param {() => Promise<T>} make
 * @returns {() => Promise<T>}
 */
export function retrying(make) {
  let made = afterStart(make);
  made.catch(() => {});
  return () => (made = made.catch(make));
}

/**
 * A follower of the run (run/run.js) that stands in for the one `make` gives, from a module it
 * imports once the page is up: until then it keeps the run's last view, and hands it to the
 * piece as soon as it is made. If the module fails to come, each refresh tries again.
 * @template {{ update(view: any): void, refresh?(view: any): void }} Piece
 * @param {() => Promise<Piece>} make
 * @returns {{ update(view: any): void, refresh(view: any): void }}
 */
export function madeLater(make) {
  /** @type {Piece | null} */
  let piece = null;
  /** @type {any} */
  let last = null;
  const made = retrying(make);
  const take = () =>
    made().then((taken) => {
      if (piece) return;
      piece = taken;
      if (last) taken.update(last);
    });
  take().catch(() => {});
  return {
    update(view) {
      last = view;
      piece?.update(view);
    },
    refresh(view) {
      last = view;
      if (piece) piece.refresh?.(view);
      else take().catch(() => {}); // its module failed to come: try again
    },
  };
}

/** @typedef {import('../run/race.js').Race} Race */

/**
 * The race (run/race.js) as main.js and the keys ask it: the module comes, and makes the race
 * in `root` with `deps`, once the page is up. Until then the race is closed, so its keys do
 * nothing, and a press of the Race button (`opener`, which the race listens to itself from then
 * on) opens it as soon as it comes, or says through `failed` why it cannot.
 * @param {HTMLElement} root
 * @param {HTMLElement} opener
 * @param {import('../run/race.js').RaceDeps} deps
 * @param {(error: unknown) => void} failed
 */
export function raceLater(root, opener, deps, failed) {
  /** @type {Race | null} */
  let race = null;
  const made = retrying(() => laterModules().then(({ Race }) => new Race(root, opener, deps)));
  made().then((taken) => (race = taken), () => {});
  opener.addEventListener('click', () => {
    if (race) return;
    made().then((taken) => {
      race = taken;
      if (!taken.isOpen) taken.open(opener);
    }, failed);
  });
  return {
    get isOpen() {
      return race?.isOpen ?? false;
    },
    close: () => race?.close(),
    puzzleChanged: () => race?.puzzleChanged(),
    toggle: () => race?.toggle(),
    /** @param {{ skip?: boolean }} [options] */
    play: (options) => race?.play(options),
  };
}

/** @typedef {ReturnType<typeof raceLater>} RaceLater */
