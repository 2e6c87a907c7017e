// The Check button: for a person solving, whether their board can still be completed, from
// the engine's checkBoard(puzzle, board), asked of a worker of its own (www/workers/worker-client.js)
// since it counts solutions. It never fills anything in: it ends a run (as typing
// does, so the board shows the person's own digits), says the verdict on the status line and
// marks the entries to blame with ✗, the way a hint marks wrong entries. The marks go when the
// board changes. The engine's rules tell the page when a board the person filled is right: a
// full board that breaks no rule is a solution, which is what Check would say of it.

import { CheckKind } from '../pkg/page.js';
import { cellList } from '../i18n/hint-words.js';
import { addStrings, countWords, t } from '../i18n/i18n.js';
import { showsRunOrSolution } from '../run/run.js';

addStrings({
  en: {
    'check.solved': 'Check: solved, every digit is right.',
    'check.onTrack1': 'Check: so far so good. 1 cell to go.',
    'check.onTrackN': 'Check: so far so good. {count} cells to go.',
    'check.wrongUnique': 'Check: this cannot be completed. Not in the solution: {cells}.',
    'check.wrongSeveral': 'Check: this cannot be completed. The puzzle has several solutions, and these of your digits leave none: {cells}.',
    'check.puzzle': 'Check: the puzzle itself has no solution, so none of your digits is to blame.',
  },
});

/**
 * What Check needs from the page.
 * @typedef {object} CheckDeps
 * @property {typeof import('../pkg/page.js')} engine the rules, for solved()
 * @property {import('../workers/worker-client.js').WorkerClient} judge Check's own worker: an edit
 *   cancels a verdict still being worked out
 * @property {import('../board/board-view.js').BoardView} board
 * @property {import('../app/editing.js').Editing} editing the puzzle as loaded and the board now
 * @property {import('../app/messages.js').Message} status
 * @property {() => void} clearHint a hint's marks make way for Check's
 */

export class CheckPanel {
  #deps;
  #marked = false;

  /** @param {CheckDeps} deps */
  constructor(deps) {
    this.#deps = deps;
  }

  /**
   * The Check button: judges the board as it stands and says so. Resolves once it has; never,
   * if the board changed, a run started or a hint was asked for before the verdict came. A
   * press while the verdict is on its way does nothing.
   */
  async press() {
    const { board, editing, status, clearHint, judge } = this.#deps;
    if (judge.busy) return; // the verdict is on its way
    editing.showGivens();
    clearHint();
    const { kind, cells, empty, unique } = await judge.check(editing.puzzle, editing.givens);
    board.mark(new Map(Array.from(cells, (cell) => [cell, { kind: 'wrong', badge: '✗' }])));
    this.#marked = cells.length > 0;
    switch (kind) {
      case CheckKind.Solved:
        return status.set(() => t('check.solved'), 'ok');
      case CheckKind.OnTrack:
        return status.set(() => countWords('check.onTrack', empty), 'ok');
      case CheckKind.Wrong:
        return status.set(() => t(unique ? 'check.wrongUnique' : 'check.wrongSeveral', { cells: cellList(cells) }), 'error');
      default:
        return status.set(() => t('check.puzzle'), 'error');
    }
  }

  /**
   * Whether the board is full and right: the puzzle solved by the person.
   * @returns {boolean}
   */
  solved() {
    const { engine, editing } = this.#deps;
    return !editing.givens.includes(0) && engine.firstConflict(editing.givens) === undefined;
  }

  /**
   * Follows the run: a run starting, or a solution shown, takes the marks and a verdict on its
   * way away, as it does a hint's.
   * @param {import('../run/run.js').RunState} run
   */
  update(run) {
    if (showsRunOrSolution(run)) this.clear();
  }

  /**
   * As update: a run that starts draws its first board a frame later (or, while the class
   * predicts, only once it has answered), but says so here at once.
   * @param {import('../run/run.js').RunState} run
   */
  refresh(run) {
    this.update(run);
  }

  /** Takes Check's marks off the board, and drops a verdict still being worked out: it changed. */
  clear() {
    this.#deps.judge.cancel();
    if (!this.#marked) return;
    this.#marked = false;
    this.#deps.board.mark(new Map());
  }
}
