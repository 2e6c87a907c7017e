// Pieces of the page that its first load does without, made from a module imported once the
// page is up: the built site (`cargo xtask dist`) makes each such module a chunk of its own,
// which the page weight up to interactive does not count (xtask/src/bench/weight.rs). They are
// fetched in the task after the page's start-up, a person's first look at them comes later.

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
  const ready = new Promise((resolve) => setTimeout(resolve)).then(make);
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
