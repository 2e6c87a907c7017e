// The page's elements, found once by id: `$` for one, and `findElements` for those the
// pieces share (the playback bar, the settings, the import box, the counters); and
// `keepFocusOnPointer`, for the groups a pointer uses without taking the keyboard's focus.

/**
 * The element with `id`. Typed loosely: each caller knows which element it asked for.
 * @param {string} id
 * @returns {any}
 */
export const $ = (id) => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`index.html has no element #${id}`);
  return el;
};

/** Closes the menu (a popover) `id` if it is open. @param {string} id */
export const closeMenu = (id) => $(id).matches(':popover-open') && $(id).hidePopover();

/** The elements the pieces share. */
export function findElements() {
  return {
    status: $('status'),
    play: $('play'),
    stepBack: $('step-back'),
    step: $('step'),
    undo: $('undo'),
    redo: $('redo'),
    skip: $('skip'),
    speed: $('speed'),
    speedValue: $('speed-value'),
    strategy: $('strategy'),
    strategyHelp: $('strategy-help'),
    examples: $('examples'),
    pencil: $('pencil'),
    printNotes: $('print-notes'),
    lastStep: $('last-step'),
    shareText: $('share-text'),
    importText: $('import-text'),
    importError: $('import-error'),
    language: $('language'),
    stats: {
      steps: $('stat-steps'),
      placements: $('stat-placements'),
      backtracks: $('stat-backtracks'),
      depth: $('stat-depth'),
      elapsed: $('stat-elapsed'),
    },
  };
}

/** @typedef {ReturnType<typeof findElements>} Elements */

/**
 * A press with the pointer on `group` (a radio group, a tab list, the digit pad) acts without
 * taking the focus: the page's keys (Space, the arrows, + and −, digits) go on acting where the
 * person is looking, not moving within the group. The keyboard still reaches it with Tab.
 * @param {HTMLElement} group
 */
export function keepFocusOnPointer(group) {
  group.addEventListener('pointerdown', (event) => event.preventDefault());
}
