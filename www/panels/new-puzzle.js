// New puzzle: a fresh puzzle with exactly one solution, at the level and with the symmetry
// chosen, made by the engine's generator (src/generate/) in the worker, so the page never waits
// on it. While it works, the panel says how many tries it has made and Cancel stops it. The
// puzzle loads as the givens, undoable like any edit, and a link with ?seed=&level=&symmetry=
// makes the same one again (`bitdoku generate --seed` too).

import { errorText } from '../i18n/errors.js';
import { addStrings, formatNumber, onLanguageChange, t } from '../i18n/i18n.js';

addStrings({
  en: {
    'new.label': 'New puzzle',
    'new.level': 'Level',
    'new.level.any': 'Any level',
    'new.level.singles': 'Singles',
    'new.level.locked': 'Locked candidates',
    'new.level.subsets': 'Subsets',
    'new.level.fish': 'Fish',
    'new.level.wings': 'Wings',
    'new.level.chains': 'Chains',
    'new.level.uniqueness': 'Uniqueness',
    'new.level.guess': 'Needs a guess',
    'new.practise': 'Practise a technique',
    'new.technique.naked_pair': 'Naked pair',
    'new.technique.hidden_pair': 'Hidden pair',
    'new.technique.naked_triple': 'Naked triple',
    'new.technique.x_wing': 'X-wing',
    'new.technique.swordfish': 'Swordfish',
    'new.technique.finned_x_wing': 'Finned X-wing',
    'new.technique.xy_wing': 'XY-wing',
    'new.technique.xyz_wing': 'XYZ-wing',
    'new.technique.w_wing': 'W-wing',
    'new.technique.simple_colouring': 'Simple colouring',
    'new.technique.x_chain': 'X-chain',
    'new.technique.xy_chain': 'XY-chain',
    'new.technique.aic': 'AIC',
    'new.symmetry': 'Symmetry',
    'new.symmetry.none': 'No symmetry',
    'new.symmetry.rotational': 'Rotational',
    'new.symmetry.mirror': 'Mirror',
    'new.symmetry.diagonal': 'Diagonal',
    'new.make': 'Make',
    'new.cancel': 'Cancel',
    'new.making': 'Making a puzzle with one solution…',
    'new.progress': '{attempts} of at most {budget} tries',
    'new.loaded': 'New puzzle (seed {seed}), {level}. Press Solve, Play or Step, or solve it yourself with Hint.',
    'new.practised': 'practice for the {technique}',
    'new.stopped': 'Stopped making a puzzle; the board is as it was.',
    'new.failed': 'No puzzle was made: {error}',
  },
});

/**
 * What New puzzle needs from the page.
 * @typedef {object} NewPuzzleDeps
 * @property {Pick<typeof import('../pkg/page.js'), 'parseLevel' | 'parseSymmetry' | 'parseTechnique'>} engine
 *   turns the names of the controls and links into the engine's values (a bad one throws its
 *   coded error, which names it)
 * @property {import('../workers/worker-client.js').WorkerClient} maker its own worker: Cancel ends it
 * @property {import('../app/messages.js').Message} status
 * @property {(cells: Uint8Array, words: () => string, options: { record: boolean }) => void} load
 *   loads the puzzle as the givens
 */

/**
 * A random seed, as decimal digits: 32 random bits, short enough to read out to a class
 * (any seed up to 2^64 - 1 works in a link).
 * @returns {string}
 */
export function randomSeed() {
  return String(crypto.getRandomValues(new Uint32Array(1))[0]);
}

/** The New puzzle controls: the level, the symmetry, the button, Cancel and the progress. */
export class NewPuzzle {
  #ui;
  #deps;
  /** Bumped by each request, so that an answer to one replaced or cancelled is dropped. */
  #request = 0;
  /** @type {(() => string) | null} the progress line, to say again in another language */
  #progress = null;

  /**
   * @param {{ level: HTMLSelectElement, symmetry: HTMLSelectElement, make: HTMLButtonElement,
   *   cancel: HTMLButtonElement, progress: HTMLElement }} ui
   * @param {NewPuzzleDeps} deps
   */
  constructor(ui, deps) {
    this.#ui = ui;
    this.#deps = deps;
    ui.make.addEventListener('click', () => this.make({ seed: randomSeed() }));
    ui.cancel.addEventListener('click', () => this.cancel());
    onLanguageChange(() => this.#showProgress(this.#progress));
  }

  /** Whether a puzzle is being made. */
  get busy() {
    return !this.#ui.cancel.hidden;
  }

  /**
   * Makes the puzzle of `seed`, with the level and symmetry of the controls unless given
   * (a link gives them), and loads it; `record` false keeps it out of Undo (a link's). A
   * link's `problem` (a bad language, say) is said once the puzzle is on the board.
   * @param {{ seed: string, level?: string, symmetry?: string, record?: boolean,
   *   problem?: (() => string) | null }} request
   */
  async make({ seed, level = this.#ui.level.value, symmetry = this.#ui.symmetry.value, record = true, problem = null }) {
    const request = ++this.#request;
    const { engine, maker, status, load } = this.#deps;
    // A link's choices show in the controls, when they are ones the controls offer.
    /** @type {[HTMLSelectElement, string][]} */
    const choices = [[this.#ui.level, level], [this.#ui.symmetry, symmetry]];
    for (const [select, value] of choices) {
      if ([...select.options].some((option) => option.value === value)) select.value = value;
    }
    this.#busy(true);
    status.set(() => t('new.making'));
    this.#showProgress(null);
    try {
      // A level of the form technique:NAME asks for a practice puzzle of that technique.
      const technique = level.startsWith('technique:') ? level.slice('technique:'.length) : undefined;
      const asked = {
        seed,
        level: engine.parseLevel(technique ? 'any' : level),
        symmetry: engine.parseSymmetry(symmetry),
        technique: technique === undefined ? undefined : engine.parseTechnique(technique),
      };
      const made = await maker.make(asked, ({ attempts, budget }) => {
        if (request === this.#request) {
          this.#showProgress(() => t('new.progress', { attempts: formatNumber(attempts), budget: formatNumber(budget) }));
        }
      });
      if (request !== this.#request) return;
      this.#done();
      const levelName = () =>
        technique ? t('new.practised', { technique: t(`new.technique.${technique}`) }) : t(`rating.level.${made.level}`);
      load(made.cells, () => t('new.loaded', { seed, level: levelName() }), { record });
      if (problem) status.set(problem, 'error');
    } catch (error) {
      if (request !== this.#request) return;
      this.#done();
      status.set(() => t('new.failed', { error: errorText(error) }), 'error');
    }
  }

  /**
   * Stops making a puzzle, if one is being made; the board stays as it is. `say` false leaves
   * the status line to whoever stopped it (an edit says what it did).
   * @param {{ say?: boolean }} [options]
   */
  cancel({ say = true } = {}) {
    if (!this.busy) return;
    this.#request++;
    this.#deps.maker.cancel();
    this.#done();
    if (say) this.#deps.status.set(() => t('new.stopped'));
  }

  #done() {
    this.#busy(false);
    this.#showProgress(null);
  }

  /** @param {boolean} on */
  #busy(on) {
    this.#ui.make.disabled = on;
    this.#ui.cancel.hidden = !on;
  }

  /** @param {(() => string) | null} words */
  #showProgress(words) {
    this.#progress = words;
    this.#ui.progress.textContent = words ? words() : '';
  }
}
