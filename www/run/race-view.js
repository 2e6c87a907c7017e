// What the race shows: its words, and one lane's board, counters, result line and chart. The
// race's logic is www/run/race.js.

import { BoardView, activeCell } from '../board/board-view.js';
import { EventKind } from '../pkg/page.js';
import { addStrings, formatNumber, t } from '../i18n/i18n.js';
import { required } from '../panels/dom.js';

/** @typedef {import('./lane.js').Lane} Lane */

addStrings({
  en: {
    'race.button': 'Race',
    'race.title': 'Race: Naive, MRV and Propagation',
    'race.controls': 'Race controls',
    'race.start': 'Start',
    'race.pause': 'Pause',
    'race.skip': 'Skip to end',
    'race.close': 'Close',
    'race.naive': 'Naive',
    'race.mrv': 'MRV',
    'race.naive.mid': 'naive',
    'race.mrv.mid': 'MRV',
    'race.propagation': 'Propagation',
    'race.propagation.mid': 'propagation',
    'race.board': '{name} search board',
    'race.stats': '{name} search statistics',
    'race.steps': 'Steps',
    'race.placements': 'Placements',
    'race.backtracks': 'Backtracks',
    'race.depth': 'Depth',
    'race.ready': 'Every search starts from the puzzle on the board and takes the same number of steps per second (Speed: {rate} steps/s). Press Start.',
    'race.running': 'Racing at {rate} steps/s…',
    'race.skipping': 'Skipping to the end…',
    'race.paused': 'Paused at step {steps}.',
    'race.invalid': 'The race cannot start: {problem}',
    'race.changed': 'The puzzle changed, so the race stopped. Press Start to race on the new puzzle.',
    'race.first': '{name} finished first, in {steps} steps; the others are still searching.',
    'race.next': '{name} finished next, in {steps} steps; still searching: {others}.',
    'race.together': '{list} finished; still searching: {others}.',
    'race.nameSteps': '{name} in {steps} steps',
    'race.done': 'Every search finished.',
    'race.verdict': '{list}: {fast} took {ratio}× fewer steps than {slow}',
    'race.laneSteps': '{name} {steps} steps',
    'race.laneStepsNext': '{name} {steps}',
    'race.verdict.same': 'Every search took {steps} steps.',
    'lane.ready': 'Ready',
    'lane.searching': 'Searching…',
    'lane.solved': 'Solved in {steps} steps',
    'lane.exhausted': 'No solution: exhausted after {steps} steps',
    'race.keys': 'In the race: Space starts or pauses it, K skips to the end, Escape closes it.',
  },
});

const STATS = /** @type {const} */ (['steps', 'placements', 'backtracks', 'depth']);

/**
 * A counter's figure: Placements counts every digit placed, the forced ones of the Propagation
 * order (its deductions) as well as the guessed ones, as the page's own counters do.
 * @param {{ deductions: number } & Record<typeof STATS[number], number>} s
 * @param {typeof STATS[number]} name
 */
function placed(s, name) {
  return name === 'placements' ? s.placements + s.deductions : s[name];
}

/**
 * One side of the race on screen: a small read-only board, its counters, its result, and the
 * canvas of its chart of digits by depth (drawn by www/tree/race-charts.js).
 */
export class LaneView {
  /** @type {HTMLCanvasElement} */
  chart;
  #lane;
  #board;
  /** @type {Record<string, HTMLElement>} */
  #stats = {};
  #result;
  #root;

  /**
   * @param {HTMLElement} root the lane's element, filled here
   * @param {Lane} lane the search it shows
   */
  constructor(root, lane) {
    this.#lane = lane;
    this.#root = root;
    const { strategy } = lane;
    root.className = 'lane';
    root.dataset.lane = strategy;
    const title = document.createElement('h3');
    title.dataset.i18n = `race.${strategy}`;
    const board = document.createElement('div');
    board.className = 'race-board';
    board.setAttribute('role', 'grid');
    const stats = document.createElement('dl');
    stats.className = 'stats race-stats';
    for (const name of STATS) {
      const item = document.createElement('div');
      const term = document.createElement('dt');
      term.dataset.i18n = `race.${name}`;
      const value = document.createElement('dd');
      value.dataset.stat = name;
      value.textContent = '0';
      item.append(term, value);
      stats.append(item);
      this.#stats[name] = value;
    }
    this.#result = document.createElement('p');
    this.#result.className = 'lane-result';
    const caption = document.createElement('p');
    caption.className = 'lane-chart-title';
    caption.dataset.i18n = 'tree.chart.title';
    this.chart = document.createElement('canvas');
    this.chart.className = 'lane-chart';
    this.chart.setAttribute('role', 'img');
    // Named from the start: www/tree/race-charts.js names it after what it draws.
    this.chart.setAttribute('aria-label', t('tree.chart.empty'));
    root.append(title, board, stats, this.#result, caption, this.chart);
    this.#board = new BoardView(board);
  }

  /** The accessible names, which carry the strategy's name in the current language. */
  labels() {
    const name = t(`race.${this.#lane.strategy}`);
    required(this.#root.querySelector('.race-board'), '.race-board').setAttribute('aria-label', t('race.board', { name }));
    required(this.#root.querySelector('dl'), 'dl').setAttribute('aria-label', t('race.stats', { name }));
  }

  /**
   * Draws the board and counters: the search's, or the givens before a run.
   * @param {Uint8Array} givens
   */
  draw(givens) {
    const s = this.#lane.stepper;
    const event = s ? (s.lastEvent() ?? null) : null;
    this.#board.draw({ cells: s ? s.cells() : givens, givens, active: activeCell(event) });
    for (const name of STATS) this.#stats[name].textContent = formatNumber(s ? placed(s, name) : 0);
    this.#root.classList.toggle('finished', this.#lane.finished);
    this.#result.textContent = this.#resultText(event);
  }

  /** @param {import('../pkg/page.js').StepEvent | null} event the search's last event */
  #resultText(event) {
    const s = this.#lane.stepper;
    if (!s) return t('lane.ready');
    if (!s.finished) return t('lane.searching');
    const steps = formatNumber(s.steps);
    return event?.kind === EventKind.Exhausted ? t('lane.exhausted', { steps }) : t('lane.solved', { steps });
  }
}
