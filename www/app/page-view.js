// The main board and what stands around it: the counters, the run's buttons and the last
// step's description. A follower of the Run (www/run/run.js): it draws what the run says.

import { activeCell } from '../board/board-view.js';
import { describeEvent } from '../i18n/event-words.js';
import { formatNumber, t } from '../i18n/i18n.js';
import { setText } from '../panels/dom.js';

/** @typedef {import('../run/run.js').RunState} RunState */

/**
 * The elements it draws into.
 * @typedef {object} PageUi
 * @property {HTMLButtonElement} play
 * @property {HTMLButtonElement} stepBack
 * @property {HTMLButtonElement} step
 * @property {HTMLButtonElement} skip
 * @property {HTMLButtonElement} undo
 * @property {HTMLButtonElement} redo
 * @property {HTMLInputElement} pencil
 * @property {HTMLElement} lastStep
 * @property {Record<'steps' | 'placements' | 'backtracks' | 'depth' | 'elapsed', HTMLElement>} stats
 */

export class PageView {
  #ui;
  #deps;

  /**
   * @param {PageUi} ui
   * @param {object} deps
   * @param {() => typeof import('../pkg/page.js') | null} deps.engine the engine, once loaded
   * @param {() => import('../run/run.js').Run | null} deps.run the run, once the engine is loaded
   * @param {() => import('./editing.js').Editing | null} deps.editing the puzzle as loaded and the notes, once loaded
   * @param {import('../board/board-view.js').BoardView} deps.board
   * @param {import('../board/undo.js').UndoHistory} deps.history
   */
  constructor(ui, deps) {
    this.#ui = ui;
    this.#deps = deps;
  }

  /** @param {RunState} run */
  update(run) {
    const { board } = this.#deps;
    const engine = this.#deps.engine();
    // A run only exists once the engine has loaded.
    if (!engine) throw new Error('PageView.update: the engine has not loaded');
    const { stepper, event, view, givens } = run;
    board.draw({
      cells: view,
      givens,
      active: activeCell(event),
      // Rule breaks are marked while editing; a run only starts on givens that break none.
      conflicts: new Set(stepper ? [] : engine.conflictCells(givens)),
      candidates: this.#ui.pencil.checked ? engine.candidates(view) : null,
      puzzle: this.#deps.editing()?.puzzle,
      notes: this.#deps.editing()?.notes,
    });
    this.refresh(run);
    this.#ui.lastStep.textContent = describeEvent(event);
  }

  /** The counters and buttons only. @param {RunState} run */
  refresh({ stepper: s }) {
    const { stats } = this.#ui;
    // Written only when they change: this runs every frame of a run, and WebKit drops a click
    // whose button's text was replaced between the press and the release (Pause did nothing).
    setText(stats.steps, formatNumber(s ? s.steps : 0));
    // Every digit placed: the Propagation order's forced digits (deductions) as well as guesses.
    setText(stats.placements, formatNumber(s ? s.placements + s.deductions : 0));
    setText(stats.backtracks, formatNumber(s ? s.backtracks : 0));
    setText(stats.depth, formatNumber(s ? s.depth : 0));
    const elapsed = this.#deps.run()?.elapsed ?? 0;
    // Under a second in milliseconds: a short run skipped to its end is not "0.0 s".
    setText(
      stats.elapsed,
      elapsed < 1000 ? t('stats.milliseconds', { ms: Math.round(elapsed) }) : t('stats.seconds', { seconds: (elapsed / 1000).toFixed(1) }),
    );
    this.buttons(s);
  }

  /**
   * The run's buttons, and Undo and Redo.
   * @param {import('../pkg/page.js').Stepper | null} s the run's search, if any
   */
  buttons(s) {
    const { play, step, skip, stepBack, undo, redo } = this.#ui;
    const finished = Boolean(s && s.finished);
    setText(play, t(this.#deps.run()?.playing ? 'button.pause' : 'button.play'));
    play.disabled = finished;
    step.disabled = finished;
    skip.disabled = finished;
    stepBack.disabled = !s || s.steps === 0;
    undo.disabled = !this.#deps.history.canUndo;
    redo.disabled = !this.#deps.history.canRedo;
  }
}
