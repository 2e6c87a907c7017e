// "Predict the next move": when it is on, the run stops before every placement and asks the
// class which digit goes in the cell; a typed digit is marked right or wrong (Enter just
// reveals it), and then the placement happens and the run goes on. It is a gate the Run
// (www/run/run.js) consults before running steps: `allowance(stepper)`. The engine's `peek()`
// says what the next step will be without taking it, so the question comes before the move.

import { EventKind } from '../pkg/page.js';
import { cellLabel } from '../board/cell.js';
import { addStrings, onLanguageChange, t } from '../i18n/i18n.js';

addStrings({
  en: {
    'predict.label': 'Predict the next move',
    'predict.hint': 'Stop before each placement and guess the digit',
    'predict.idle': 'The run will stop before each placement and ask which digit goes there.',
    'predict.question': 'Which digit goes in {cell}?',
    'predict.guess': 'Your guess (1–9)',
    'predict.reveal': 'Reveal',
    'predict.keys': 'Type 1–9 to answer, or press Enter to reveal.',
    'predict.right': 'Right: {digit} goes in {cell}.',
    'predict.wrong': 'Not this time: {digit} goes in {cell}, not {guess}. The search tries the smallest candidate it has not tried yet.',
    'predict.shown': '{digit} goes in {cell}.',
    'predict.score': '{right} right out of {asked}.',
  },
});

/**
 * The `{cell}` of a message about `cell`, named in the page's language.
 * @param {number} cell
 */
function where(cell) {
  return { cell: cellLabel(cell) };
}

/**
 * The run's controls the predictor drives.
 * @typedef {{ step(): void, play(): void, pause(): void, isPlaying(): boolean }} RunControls
 */

/**
 * The predict box's elements.
 * @typedef {object} PredictUi
 * @property {HTMLInputElement} checkbox
 * @property {HTMLElement} box
 * @property {HTMLElement} question
 * @property {HTMLInputElement} guess
 * @property {HTMLButtonElement} reveal
 * @property {HTMLElement} result
 */

export class Predictor {
  #ui;
  #controls;
  /**
   * The question waiting for an answer, or null.
   * @type {{ cell: number, digit: number, step: number, resume: boolean } | null}
   */
  #pending = null;
  /** The step whose placement has been answered, so it may now run. */
  #answered = -1;
  #score = { right: 0, asked: 0 };
  /**
   * The last result line, as a key and params, so a language switch can redraw it.
   * @type {{ key: string, params: import('../i18n/i18n.js').Params, tone: string } | null}
   */
  #result = null;

  /**
   * `ui` holds the elements: checkbox, box, question, guess (a text input), reveal (a
   * button), result. `controls` are the Run's: step() takes one step, play() and pause()
   * drive the run, isPlaying() says whether it runs.
   * @param {PredictUi} ui
   * @param {RunControls} controls
   */
  constructor(ui, controls) {
    this.#ui = ui;
    this.#controls = controls;
    ui.checkbox.addEventListener('change', () => this.#toggled());
    ui.reveal.addEventListener('click', () => this.#answer(null));
    ui.guess.addEventListener('input', () => {
      const digit = Number(ui.guess.value.slice(-1));
      ui.guess.value = '';
      if (digit >= 1 && digit <= 9) this.#answer(digit);
    });
    ui.guess.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      this.#answer(null);
      event.preventDefault();
    });
    onLanguageChange(() => this.#draw());
    this.#draw();
  }

  get enabled() {
    return this.#ui.checkbox.checked;
  }

  /**
   * How many steps of `stepper` may run now: no limit when predicting is off, one at a time
   * when it is on (only the next step can be seen ahead), and none while a question waits.
   * When the next step is a placement nobody has guessed yet, this pauses the run and asks.
   * @param {import('../pkg/page.js').Stepper} stepper
   * @returns {number}
   */
  allowance(stepper) {
    if (!this.enabled) return Infinity;
    let pending = this.#pending;
    if (pending?.step !== stepper.steps) {
      this.#pending = null;
      const next = stepper.peek();
      if (next.kind !== EventKind.Place || this.#answered === stepper.steps) return 1;
      pending = { cell: next.cell, digit: next.digit, step: stepper.steps, resume: false };
      this.#pending = pending;
    }
    // Play pressed while a question waits still means "go on after the answer".
    pending.resume ||= this.#controls.isPlaying();
    this.#controls.pause();
    this.#draw();
    this.#ui.guess.focus();
    return 0;
  }

  /**
   * A follower of the run: a question about a step the run has left is dropped.
   * @param {import('../run/run.js').RunState} run
   */
  update({ stepper }) {
    if (this.#pending && this.#pending.step !== stepper?.steps) {
      this.#pending = null;
      this.#draw();
    }
  }

  /** The run ended (reset, edit, new puzzle): forget the question and the answered step. */
  cancel() {
    this.#pending = null;
    this.#answered = -1;
    this.#draw();
  }

  #toggled() {
    this.#pending = null;
    this.#score = { right: 0, asked: 0 };
    this.#result = null;
    this.#draw();
  }

  /**
   * Marks `guess` (null: just reveal), then lets the placement happen and the run go on.
   * @param {number | null} guess
   */
  #answer(guess) {
    const pending = this.#pending;
    if (!pending) return;
    // Only a wrong guess is worded; a shown answer (no guess) has none to give.
    const params = { ...where(pending.cell), digit: pending.digit, ...(guess === null ? {} : { guess }) };
    if (guess !== null) {
      this.#score.asked += 1;
      if (guess === pending.digit) this.#score.right += 1;
    }
    const key = guess === null ? 'predict.shown' : guess === pending.digit ? 'predict.right' : 'predict.wrong';
    this.#result = { key, params, tone: guess === null ? 'info' : guess === pending.digit ? 'ok' : 'error' };
    this.#pending = null;
    this.#answered = pending.step;
    this.#draw();
    this.#controls.step();
    if (pending.resume) this.#controls.play();
  }

  #draw() {
    const { box, question, guess, reveal, result } = this.#ui;
    box.hidden = !this.enabled;
    box.classList.toggle('asking', Boolean(this.#pending));
    question.textContent = this.#pending
      ? t('predict.question', where(this.#pending.cell))
      : t('predict.idle');
    guess.disabled = !this.#pending;
    reveal.disabled = !this.#pending;
    if (this.#result) {
      const score = this.#score.asked ? ` ${t('predict.score', this.#score)}` : '';
      result.textContent = t(this.#result.key, this.#result.params) + score;
      result.dataset.tone = this.#result.tone;
    } else {
      result.textContent = this.#pending ? t('predict.keys') : '';
      delete result.dataset.tone;
    }
  }
}
