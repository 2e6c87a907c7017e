// The lesson panels under the board, together: the bitmask inspector, why the search
// backtracked, the search stack and the solve loop in pseudocode (one file each). Rust works
// out every mask, dead end and stack frame (src/lesson.rs, through src/wasm/page/stepper.rs);
// this module decides which cell they are about, tints its units on the board, and follows the
// run (it is one of the run's followers). It redraws only when the step, the selection, the
// language or an open panel changes, and skips closed panels.

import { EventKind } from '../pkg/page.js';
import { onLanguageChange, translate } from '../i18n/i18n.js';
import { CodeView } from './code-view.js';
import { element } from './dom.js';
import { Inspector } from './inspector.js';
import { StackPanel } from './stack.js';
import { WhyPanel } from './why.js';

/** @typedef {import('../pkg/page.js').CellMasks} CellMasks */
/** @typedef {import('../pkg/page.js').Stepper} Stepper */
/** @typedef {import('../pkg/page.js').StepEvent} StepEvent */
/** @typedef {import('../board/board-view.js').BoardView} BoardView */
/** @typedef {import('./inspector.js').FocusMode} FocusMode */
/**
 * What a follower of the run is given after every draw.
 * @typedef {object} RunView
 * @property {Stepper | null} stepper the run's stepper, null while editing
 * @property {StepEvent | null} event the event that led to the step shown
 * @property {ArrayLike<number>} view the digits on the board
 * @property {Uint8Array} givens the digits the person entered
 * @property {boolean} skipping whether the run is skipping to the end and not there yet
 * @property {string} strategy the running search's order, or while editing the one chosen for the next
 */
/** @typedef {{ mode: FocusMode, tone: 'inspect' | 'dead-end', masks: CellMasks }} Focus */

/** How often the panels follow a run that moves many steps per frame: 5 times a second. */
const JUMP_INTERVAL_MS = 200;

/**
 * Whether `event` ends in a dead end: a take-back, or the end of a search without solution.
 * @param {StepEvent | null} event
 * @returns {boolean}
 */
function isDeadEnd(event) {
  return event?.kind === EventKind.TakeBack || event?.kind === EventKind.Exhausted;
}

export class Lesson {
  #board;
  #engine;
  /** @type {RunView | null} */
  #run = null;
  /**
   * What the panels show now; they redraw when it changes.
   * @type {string | null}
   */
  #key = null;
  /**
   * A cell the person selected during a run, and the step it was selected at.
   * @type {{ cell: number, stepper: Stepper | null, steps: number | undefined } | null}
   */
  #pinned = null;
  /**
   * The stepper and step the panels last drew, and when.
   * @type {Stepper | null}
   */
  #stepper = null;
  #steps = 0;
  #drawnAt = -Infinity;
  /** A draw put off during a jump, and whether it is running now. */
  #later = 0;
  #due = false;
  /** Whether the panels wait for a skip to the end to stop (see update). */
  #waiting = false;
  #inspector = new Inspector();
  #why = new WhyPanel();
  #stack = new StackPanel();
  #code = new CodeView();

  /**
   * Builds the panels in `root` (the `#lesson` section); `engine` is the loaded wasm module.
   * @param {{ root: HTMLElement, board: BoardView, engine: typeof import('../pkg/page.js') }} parts
   */
  constructor({ root, board, engine }) {
    this.#board = board;
    this.#engine = engine;
    const title = element('h2', 'lesson-title');
    title.id = 'lesson-title';
    title.dataset.i18n = 'lesson.title';
    root.setAttribute('aria-labelledby', 'lesson-title');
    const grid = element('div', 'lesson-grid');
    grid.append(...this.#cards);
    root.append(title, grid);
    for (const details of this.#cards) details.addEventListener('toggle', () => this.#redraw());
    // Built after the page was translated: translate these once. On a switch, setLanguage
    // translates the whole page; the panels then redo only the words it does not know of.
    translate(root);
    this.#words();
    onLanguageChange(() => {
      this.#words();
      this.#redraw();
    });
  }

  /**
   * The person selected `cell` on the board: inspect it until the run moves on.
   * @param {number} cell
   */
  select(cell) {
    const stepper = this.#run?.stepper ?? null;
    this.#pinned = { cell, stepper, steps: stepper?.steps };
    this.#redraw();
  }

  /**
   * The followers hook: called after every draw of the board. A single step (or none) is
   * drawn at once. A jump of many steps (fast play, seeking, a paused skip) is drawn in a task
   * of its own, outside the animation frame that ran the search, at most every
   * JUMP_INTERVAL_MS and once more when it stops: nobody can read faster, and drawing in the
   * frame would push it past the 50 ms that feels like a freeze. A jump that ends the run is
   * drawn at once, so that the tint on the board is the finished run's when the run says it is
   * over, not a dead end drawn during the jump.
   *
   * While the run skips to the end, the panels wait until it stops or ends, and the board
   * shows no unit tint: a step among millions a second is nobody's lesson, and drawing the
   * panels five times a second took about 3% of Skip to end's time (docs/BENCHMARKS.md).
   * @param {RunView} run
   */
  update(run) {
    this.#run = run;
    const s = run.stepper;
    if (run.skipping) {
      if (!this.#waiting) {
        this.#waiting = true;
        clearTimeout(this.#later);
        this.#board.highlightUnits(null);
      }
      return;
    }
    if (this.#waiting) {
      // The tint was taken off the board: draw again, even if the skip stopped at the step
      // the panels showed before it began.
      this.#waiting = false;
      this.#key = null;
    }
    const open = this.#cards.map((c) => (c.open ? 1 : 0)).join('');
    const where = s ? `${s.steps}:${this.#pinnedCell(run) ?? ''}` : `${this.#board.selected}:${run.givens}`;
    const key = `${open}|${where}`;
    if (key === this.#key && s === this.#stepper) return;
    const jump = s && s === this.#stepper && !s.finished && Math.abs(s.steps - this.#steps) > 1;
    clearTimeout(this.#later);
    if (jump && !this.#due) {
      const wait = Math.max(0, this.#drawnAt + JUMP_INTERVAL_MS - performance.now());
      this.#later = setTimeout(() => {
        this.#due = true;
        this.#redraw();
        this.#due = false;
      }, wait);
      return;
    }
    this.#key = key;
    this.#stepper = s;
    this.#steps = s?.steps ?? 0;
    this.#drawnAt = performance.now();
    this.#draw(run);
  }

  /**
   * The followers hook for a change of playing or paused: a skip that starts makes the panels
   * wait at once (a draw put off for later must not come during it), and one that stops
   * without a new board to draw makes them draw the step it stopped at.
   * @param {RunView} run
   */
  refresh(run) {
    if (run.skipping !== this.#waiting) this.update(run);
  }

  get #cards() {
    return [this.#inspector.details, this.#why.details, this.#stack.details, this.#code.details];
  }

  /** The words the panels set themselves (not by data-i18n), in the current language. */
  #words() {
    this.#inspector.words();
    this.#stack.words();
    this.#code.words();
  }

  #redraw() {
    this.#key = null;
    if (this.#run) this.update(this.#run);
  }

  /**
   * The selected cell while it still applies: until the run takes another step.
   * @param {RunView} run
   * @returns {number | null}
   */
  #pinnedCell(run) {
    const p = this.#pinned;
    const current = p && p.stepper === run.stepper && p.steps === run.stepper?.steps;
    return current ? p.cell : null;
  }

  /** @param {RunView} run */
  #draw(run) {
    const focus = this.#focus(run);
    const [inspector, why] = [this.#inspector.details.open, this.#why.details.open];
    // A dead end's units are the why panel's lesson too; any other tint is the inspector's.
    const tinted = focus.tone === 'dead-end' ? inspector || why : inspector;
    this.#board.highlightUnits(tinted ? { cell: focus.masks.cell, tone: focus.tone } : null);
    if (inspector) {
      // A dead end's cell is blank; otherwise the run's board (or the givens, while editing)
      // says what the cell holds.
      const held = focus.mode === 'deadEnd' ? 0 : (run.stepper ? run.view : run.givens)[focus.masks.cell];
      this.#inspector.draw(focus.mode, focus.masks, held);
    }
    if (why) {
      // The dead end of the current event, also when the inspector shows another cell.
      const other = focus.mode !== 'deadEnd' && run.stepper && isDeadEnd(run.event) ? run.stepper.deadEnd() : null;
      this.#why.draw(run.event, focus.mode === 'deadEnd' ? focus.masks : (other ?? null), run.stepper?.backtracks ?? 0);
      other?.free();
    }
    if (this.#stack.details.open) this.#stack.draw(run.stepper);
    if (this.#code.details.open) this.#code.draw(run.event, run.stepper?.strategy ?? null, run.strategy);
    focus.masks.free();
  }

  /**
   * The cell to inspect and its masks from Rust: a cell the person selected (until the run
   * moves on), else the cell whose candidates ran out on a take-back, else the event's cell,
   * else the selected cell. While editing, the masks are the givens'.
   * @param {RunView} run
   * @returns {Focus}
   */
  #focus(run) {
    const s = run.stepper;
    if (!s) {
      const cell = this.#board.selected;
      return { mode: 'editing', tone: 'inspect', masks: this.#engine.cellMasks(run.givens, cell) };
    }
    const pinned = this.#pinnedCell(run);
    if (pinned !== null) return { mode: 'selected', tone: 'inspect', masks: s.cellMasks(pinned) };
    const event = run.event;
    if (isDeadEnd(event)) {
      const masks = s.deadEnd();
      if (masks) return { mode: 'deadEnd', tone: 'dead-end', masks };
    }
    if (event?.kind === EventKind.Choose || event?.kind === EventKind.Place) {
      return { mode: 'trying', tone: 'inspect', masks: s.cellMasks(event.cell) };
    }
    // Before the first step, and once the run is over: the selected cell.
    return { mode: 'idle', tone: 'inspect', masks: s.cellMasks(this.#board.selected) };
  }
}
