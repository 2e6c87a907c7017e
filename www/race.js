// The race: the naive order and MRV run side by side on the puzzle on the board, each on its
// own small read-only board with its own counters, advancing the same number of steps per
// second (the page's Speed slider), so that the class sees how many more steps the naive
// order needs. main.js only opens it and tells it when the puzzle changes.

import { BoardView, activeCell } from './board/board-view.js';
import { Kind, unpack } from './engine.js';
import { addStrings, formatNumber, onLanguageChange, t, translate } from './i18n/i18n.js';
import { FrameClock, Slices } from './slices.js';

addStrings({
  en: {
    'race.button': 'Race',
    'race.title': 'Race: Naive vs MRV',
    'race.controls': 'Race controls',
    'race.start': 'Start',
    'race.pause': 'Pause',
    'race.skip': 'Skip to end',
    'race.close': 'Close',
    'race.naive': 'Naive',
    'race.mrv': 'MRV',
    'race.naive.mid': 'naive',
    'race.mrv.mid': 'MRV',
    'race.board': '{name} search board',
    'race.stats': '{name} search statistics',
    'race.steps': 'Steps',
    'race.placements': 'Placements',
    'race.backtracks': 'Backtracks',
    'race.depth': 'Depth',
    'race.ready': 'Both searches start from the puzzle on the board and take the same number of steps per second (Speed: {rate} steps/s). Press Start.',
    'race.running': 'Racing at {rate} steps/s…',
    'race.skipping': 'Skipping to the end…',
    'race.paused': 'Paused at step {steps}.',
    'race.invalid': 'The race cannot start: {problem}',
    'race.changed': 'The puzzle changed, so the race stopped. Press Start to race on the new puzzle.',
    'race.first': '{name} finished first, in {steps} steps; {other} is still searching.',
    'race.done': 'Both searches finished.',
    'race.verdict': '{fast} took {fastSteps} steps, {slow} {slowSteps}: {ratio}× fewer',
    'race.verdict.same': 'Both took {steps} steps.',
    'lane.ready': 'Ready',
    'lane.searching': 'Searching…',
    'lane.solved': 'Solved in {steps} steps',
    'lane.exhausted': 'No solution: exhausted after {steps} steps',
    'race.keys': 'In the race: Space starts or pauses it, K skips to the end, Escape closes it.',
  },
  ko: {
    'race.button': '경주',
    'race.title': '경주: 단순 탐색 대 MRV',
    'race.controls': '경주 조작',
    'race.start': '시작',
    'race.pause': '일시정지',
    'race.skip': '끝까지 건너뛰기',
    'race.close': '닫기',
    'race.naive': '단순 탐색',
    'race.mrv': 'MRV',
    'race.naive.mid': '단순 탐색',
    'race.mrv.mid': 'MRV',
    'race.board': '{name} 탐색 보드',
    'race.stats': '{name} 탐색 통계',
    'race.steps': '단계',
    'race.placements': '배치',
    'race.backtracks': '백트래킹',
    'race.depth': '깊이',
    'race.ready': '두 탐색 모두 보드의 퍼즐에서 시작하여 초당 같은 수의 단계를 진행합니다 (속도: 초당 {rate}단계). 시작을 누르세요.',
    'race.running': '초당 {rate}단계로 경주 중…',
    'race.skipping': '끝까지 건너뛰는 중…',
    'race.paused': '{steps}단계에서 일시정지했습니다.',
    'race.invalid': '경주를 시작할 수 없습니다: {problem}',
    'race.changed': '퍼즐이 바뀌어 경주를 멈췄습니다. 새 퍼즐로 경주하려면 시작을 누르세요.',
    'race.first': '{name}이(가) {steps}단계 만에 먼저 끝났습니다. {other}은(는) 아직 탐색 중입니다.',
    'race.done': '두 탐색이 모두 끝났습니다.',
    'race.verdict': '{fast} {fastSteps}단계, {slow} {slowSteps}단계: {ratio}배 적습니다',
    'race.verdict.same': '둘 다 {steps}단계가 걸렸습니다.',
    'lane.ready': '준비',
    'lane.searching': '탐색 중…',
    'lane.solved': '{steps}단계 만에 풀었습니다',
    'lane.exhausted': '해 없음: {steps}단계 후 모든 후보를 소진했습니다',
    'race.keys': '경주 중: Space는 시작/일시정지, K는 끝까지 건너뛰기, Escape는 닫기입니다.',
  },
});

const STRATEGIES = ['naive', 'mrv'];
/**
 * While skipping, both searches run to the same step in strides of this many steps (about half
 * a millisecond of naive search), so neither gets far ahead of the other within a frame.
 */
const SKIP_STRIDE = 65_536;
const STATS = ['steps', 'placements', 'backtracks', 'depth'];

/** How many times fewer steps the faster search took: whole above 10, one decimal below. */
function ratioText(slow, fast) {
  const ratio = slow / Math.max(fast, 1);
  return ratio >= 10 ? formatNumber(Math.round(ratio)) : ratio.toFixed(1);
}

/**
 * A finished search's last state, copied out of its Stepper so the Stepper can be freed; it
 * answers the same questions Lane asks of a Stepper.
 */
function frozen(s) {
  const cells = s.cells();
  const event = s.lastEvent();
  const { steps, placements, backtracks, depth } = s;
  return { steps, placements, backtracks, depth, finished: true, cells: () => cells, lastEvent: () => event };
}

/** One side of the race: a board, its counters and its own Stepper. */
class Lane {
  strategy;
  /** The engine's Stepper while running, its frozen copy once finished, or null. */
  stepper = null;
  /** This lane's time slices: its chunk size fits its own strategy's cost per step. */
  slices = new Slices();
  #board;
  #stats = {};
  #result;
  #root;

  constructor(root, strategy) {
    this.strategy = strategy;
    this.#root = root;
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
    root.append(title, board, stats, this.#result);
    this.#board = new BoardView(board);
  }

  /** The accessible names, which carry the strategy's name in the current language. */
  labels() {
    const name = t(`race.${this.strategy}`);
    this.#root.querySelector('.race-board').setAttribute('aria-label', t('race.board', { name }));
    this.#root.querySelector('dl').setAttribute('aria-label', t('race.stats', { name }));
  }

  get finished() {
    return Boolean(this.stepper?.finished);
  }

  get steps() {
    return this.stepper ? this.stepper.steps : 0;
  }

  start(engine, givens) {
    this.free();
    this.stepper = new engine.Stepper(givens, this.strategy);
  }

  free() {
    this.stepper?.free?.();
    this.stepper = null;
  }

  /** Keeps the finished search's board and counters and frees its Stepper. */
  freeze() {
    if (!this.stepper?.free) return;
    const copy = frozen(this.stepper);
    this.free();
    this.stepper = copy;
  }

  /** Draws the board and counters: the stepper's, or the givens before a run. */
  draw(givens) {
    const s = this.stepper;
    const event = s ? unpack(s.lastEvent()) : null;
    this.#board.draw({ cells: s ? s.cells() : givens, givens, active: activeCell(event) });
    for (const name of STATS) this.#stats[name].textContent = formatNumber(s ? s[name] : 0);
    this.#root.classList.toggle('finished', this.finished);
    this.#result.textContent = this.result();
  }

  result() {
    const s = this.stepper;
    if (!s) return t('lane.ready');
    if (!s.finished) return t('lane.searching');
    const steps = formatNumber(s.steps);
    return Kind.Exhausted === unpack(s.lastEvent()).kind ? t('lane.exhausted', { steps }) : t('lane.solved', { steps });
  }
}

/**
 * The race section. `deps` are main.js's: `engine`, `givens()` (the puzzle now), `problem()`
 * (the first rule the givens break, as a message, or null), `rate()` (steps per second from
 * the Speed slider), `frameBudgetMs` and `skipSliceMs` (the main run's slice lengths), and
 * `onOpen()` (pause the main run).
 */
export class Race {
  #root;
  #deps;
  #lanes;
  #ui;
  #opener = null;
  #playing = false;
  #skipping = false;
  #frameId = 0;
  #clock = new FrameClock();
  /** Both searches run up to this step; while playing it grows by rate() per second. */
  #target = 0;
  /** The status line's text, as a key and params, so a language switch can redraw it. */
  #message = ['race.ready', {}];

  /** `root` is the race section, `opener` the Race button that opens it. */
  constructor(root, opener, deps) {
    this.#root = root;
    this.#deps = deps;
    opener.addEventListener('click', () => (this.isOpen ? this.close() : this.open(opener)));
    this.#ui = {
      start: root.querySelector('#race-start'),
      skip: root.querySelector('#race-skip'),
      close: root.querySelector('#race-close'),
      status: root.querySelector('#race-status'),
      verdict: root.querySelector('#race-verdict'),
    };
    const lanes = root.querySelector('.race-lanes');
    this.#lanes = STRATEGIES.map((strategy) => {
      const element = document.createElement('div');
      lanes.append(element);
      return new Lane(element, strategy);
    });
    const words = () => {
      translate(root);
      opener.textContent = t('race.button');
      for (const lane of this.#lanes) lane.labels();
    };
    words();
    this.#ui.start.addEventListener('click', () => this.toggle());
    this.#ui.skip.addEventListener('click', () => this.play({ skip: true }));
    this.#ui.close.addEventListener('click', () => this.close());
    // While the race is open, Space and K belong to it, not to the main run, and Escape
    // closes it (before it can leave classroom mode).
    document.addEventListener('keydown', (event) => this.#onKey(event), { capture: true });
    onLanguageChange(() => {
      words();
      this.draw();
    });
  }

  get isOpen() {
    return !this.#root.hidden;
  }

  /** Shows the race on the current puzzle, ready to start; `opener` gets focus back on Close. */
  open(opener = null) {
    this.#opener = opener;
    this.#deps.onOpen();
    this.#root.hidden = false;
    this.#reset(['race.ready', {}]);
    this.#root.scrollIntoView({ block: 'start' });
    this.#ui.start.focus({ preventScroll: true });
  }

  close() {
    if (!this.isOpen) return;
    this.#stop();
    this.#root.hidden = true;
    this.#opener?.focus();
  }

  /** The puzzle on the board changed: an open race stops and shows the new puzzle. */
  puzzleChanged() {
    if (this.isOpen && (this.#lanes[0].stepper || this.#playing)) this.#reset(['race.changed', {}]);
    else if (this.isOpen) this.#reset(['race.ready', {}]);
  }

  toggle() {
    if (this.#playing) this.pause();
    else this.play();
  }

  play({ skip = false } = {}) {
    if (!this.#lanes[0].stepper && !this.#begin()) return;
    if (this.#lanes.every((lane) => lane.finished)) return;
    this.#playing = true;
    this.#skipping = skip;
    this.#clock.start();
    // From where both are now (a paused skip may have left the target far ahead); when
    // playing, the first step comes at once.
    this.#target = this.#slowest() + (skip ? 0 : 1);
    this.#say([skip ? 'race.skipping' : 'race.running', {}]);
    cancelAnimationFrame(this.#frameId);
    this.#frameId = requestAnimationFrame((now) => this.#frame(now));
    this.draw();
  }

  pause() {
    if (!this.#playing) return;
    this.#halt();
    this.#level();
    this.#say(['race.paused', { steps: formatNumber(this.#slowest()) }]);
    this.draw();
  }

  draw() {
    const givens = this.#deps.givens();
    for (const lane of this.#lanes) lane.draw(givens);
    const started = Boolean(this.#lanes[0].stepper);
    const done = started && this.#lanes.every((lane) => lane.finished);
    this.#ui.start.textContent = t(this.#playing ? 'race.pause' : 'race.start');
    this.#ui.start.disabled = done;
    this.#ui.skip.disabled = done;
    const [key, params] = this.#message;
    // The rate is read at every draw: the Speed slider may move during the race. Any message
    // may name it (the ready and running ones do).
    this.#ui.status.textContent = t(key, { rate: formatNumber(this.#deps.rate()), ...params });
    this.#ui.verdict.textContent = done ? this.#verdict() : '';
  }

  /** Starts both searches on the current givens; false (and says why) if they break a rule. */
  #begin() {
    const problem = this.#deps.problem();
    if (problem) {
      this.#say(['race.invalid', { problem }]);
      this.draw();
      return false;
    }
    const givens = this.#deps.givens();
    for (const lane of this.#lanes) lane.start(this.#deps.engine, givens);
    this.#target = 0;
    return true;
  }

  /** Stops and frees both searches and shows the puzzle with `message`. */
  #reset(message) {
    this.#stop();
    this.#say(message);
    this.draw();
  }

  #stop() {
    this.#halt();
    for (const lane of this.#lanes) lane.free();
  }

  #halt() {
    this.#playing = false;
    this.#skipping = false;
    cancelAnimationFrame(this.#frameId);
    this.#frameId = 0;
  }

  #say(message) {
    this.#message = message;
  }

  /**
   * Brings a search that fell behind in the last frame (a busy machine can cut a frame short
   * between the two) level with the other, so a paused race shows both at the same step. The
   * gap is at most one frame's steps; it is still run in a bounded slice.
   */
  #level() {
    const leader = Math.max(...this.#lanes.map((lane) => lane.steps));
    for (const lane of this.#lanes) {
      if (!lane.finished && lane.steps < leader) {
        lane.slices.run(lane.stepper, leader - lane.steps, this.#deps.skipSliceMs);
      }
    }
    for (const lane of this.#lanes) if (lane.finished) lane.freeze();
  }

  /** The fewest steps among the searches still running (or all, once both are done). */
  #slowest() {
    const running = this.#lanes.filter((lane) => !lane.finished);
    return Math.min(...(running.length ? running : this.#lanes).map((lane) => lane.steps));
  }

  /**
   * One animation frame. Both searches run up to the same step, `#target`: while playing it
   * grows by the Speed slider's rate; while skipping, by strides until the slice is used up.
   * A search that cannot keep up holds the target back, so the two stay level.
   */
  #frame(now) {
    this.#frameId = 0;
    if (!this.#playing) return;
    const dt = this.#clock.tick(now);
    const finishedBefore = this.#lanes.filter((lane) => lane.finished).length;
    const { frameBudgetMs, skipSliceMs, rate } = this.#deps;
    const deadline = performance.now() + (this.#skipping ? skipSliceMs : frameBudgetMs);
    const advance = () => {
      for (const lane of this.#lanes) {
        const wanted = Math.floor(this.#target) - lane.steps;
        const left = deadline - performance.now();
        if (!lane.finished && wanted > 0 && left > 0) lane.slices.run(lane.stepper, wanted, left);
      }
    };
    if (this.#skipping) {
      while (performance.now() < deadline && !this.#lanes.every((lane) => lane.finished)) {
        this.#target = this.#slowest() + SKIP_STRIDE;
        advance();
      }
    } else {
      this.#target += (rate() * dt) / 1000;
      advance();
      this.#target = Math.min(this.#target, this.#slowest() + 1); // a backlog is dropped
    }
    const finished = this.#lanes.filter((lane) => lane.finished);
    for (const lane of finished) lane.freeze();
    if (finished.length === this.#lanes.length) {
      this.#halt();
      this.#say(['race.done', {}]);
    } else if (finished.length === 1 && finishedBefore === 0) {
      const [first] = finished;
      const other = this.#lanes.find((lane) => lane !== first);
      this.#say([
        'race.first',
        { name: t(`race.${first.strategy}`), other: t(`race.${other.strategy}.mid`), steps: formatNumber(first.steps) },
      ]);
    }
    this.draw();
    if (this.#playing) this.#frameId = requestAnimationFrame((next) => this.#frame(next));
  }

  #verdict() {
    const [naive, mrv] = this.#lanes.map((lane) => lane.steps);
    if (naive === mrv) return t('race.verdict.same', { steps: formatNumber(naive) });
    const [fast, slow] = mrv < naive ? ['mrv', 'naive'] : ['naive', 'mrv'];
    const steps = { naive, mrv };
    return t('race.verdict', {
      fast: t(`race.${fast}`),
      slow: t(`race.${slow}.mid`),
      fastSteps: formatNumber(steps[fast]),
      slowSteps: formatNumber(steps[slow]),
      ratio: ratioText(steps[slow], steps[fast]),
    });
  }

  #onKey(event) {
    if (!this.isOpen || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target.closest('textarea, select, input')) return;
    // Space keeps its own meaning on a button (press it) and in a cell (clear it).
    if (event.key === ' ' && !event.target.closest('button, .cell')) this.toggle();
    else if (event.key === 'k' || event.key === 'K') this.play({ skip: true });
    else if (event.key === 'Escape') this.close();
    else return;
    event.preventDefault();
    event.stopPropagation();
  }
}
