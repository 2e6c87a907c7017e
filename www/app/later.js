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
 * A follower of the run (run/run.js) that stands in for the one `make` gives, from a module it
 * imports once the page is up: until then it keeps the run's last view, and hands it to the
 * piece as soon as it is made.
 * @template {{ update(view: any): void, refresh?(view: any): void }} Piece
 * @param {() => Promise<Piece>} make
 * @returns {{ update(view: any): void, refresh(view: any): void, ready: Promise<Piece> }}
 */
export function madeLater(make) {
  /** @type {Piece | null} */
  let piece = null;
  /** @type {any} */
  let last = null;
  const ready = afterStart(make);
  ready.then((made) => {
    piece = made;
    if (last) made.update(last);
  });
  return {
    update(view) {
      last = view;
      piece?.update(view);
    },
    refresh(view) {
      last = view;
      piece?.refresh?.(view);
    },
    ready,
  };
}

/** @typedef {import('../run/race.js').Race} Race */

/**
 * The race (run/race.js) as main.js and the keys ask it: the module comes, and makes the race
 * in `root` with `deps`, once the page is up. Until then the race is closed, so its keys do
 * nothing, and a press of the Race button (`opener`, which the race listens to itself from then
 * on) opens it as soon as it comes.
 * @param {HTMLElement} root
 * @param {HTMLElement} opener
 * @param {import('../run/race.js').RaceDeps} deps
 */
export function raceLater(root, opener, deps) {
  /** @type {Race | null} */
  let race = null;
  const ready = afterStart(() => import('./later-modules.js').then(({ Race }) => new Race(root, opener, deps)));
  ready.then((made) => (race = made));
  opener.addEventListener('click', () => {
    if (!race) ready.then((made) => made.isOpen || made.open(opener));
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
    ready,
  };
}

/** @typedef {ReturnType<typeof raceLater>} RaceLater */
