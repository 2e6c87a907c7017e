// The page: wires the board and the controls to the Rust engine. Rust decides (parsing,
// rules, search, counting); this file keeps the UI state, the animation clock and the words.

import './i18n/strings.js';
import { BoardView, activeCell } from './board/board-view.js';
import { Classroom } from './panels/classroom.js';
import { EXAMPLES } from './board/examples.js';
import { FastSolver, Kind, loadEngine, unpack } from './engine.js';
import { describeEvent } from './i18n/event-words.js';
import { errorText } from './i18n/errors.js';
import { LANGUAGES, browserLanguage, formatNumber, language, onLanguageChange, setLanguage, t } from './i18n/i18n.js';
import { Lesson } from './panels/lesson.js';
import { Predictor } from './panels/predict.js';
import { Race } from './race.js';
import { loadSaved, save } from './saved.js';
import { FrameClock, Slices } from './slices.js';
import { Timeline } from './panels/scrubber.js';
import { UndoHistory } from './board/undo.js';

/** Search work per animation frame: far below the 50 ms that makes a task "long". */
const FRAME_BUDGET_MS = 8;
/**
 * Search work per frame while skipping to the end: about two frames' worth, so that the search
 * is rarely idle waiting for the next frame, and still well under 50 ms.
 */
const SKIP_SLICE_MS = 20;
/** The speed slider runs from 2 to 500,000 steps per second on a log scale. */
const MIN_RATE = 2;
const MAX_RATE = 500_000;

const $ = (id) => document.getElementById(id);

const ui = {
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

const state = {
  /** The digits the person entered: the puzzle. */
  givens: new Uint8Array(81),
  /** The digits on the board now. */
  view: new Uint8Array(81),
  /** Cells of the givens that break a rule. */
  conflicts: new Set(),
  /** The current run of the step engine, or null while editing. */
  stepper: null,
  /** The event shown on the board, or null. */
  event: null,
  playing: false,
  skipping: false,
  /** Milliseconds the current run has spent playing. */
  elapsed: 0,
  /** The language the person chose (with the switch or a link), or null to follow the browser. */
  chosenLanguage: null,
};

let engine = null;
const fast = new FastSolver();
/**
 * Panels that follow the run (inspector, stack, timeline, narration, ...): each has
 * `update(run)`, called after every draw with `run = { stepper, event, view, givens }`
 * (`stepper` and `event` are null while editing). Panels only read; main.js owns the run.
 */
const followers = [];
const history = new UndoHistory();
let lesson = null;
const board = new BoardView($('board'), { onEdit: edit, onSelect: (cell) => lesson?.select(cell) });
// Saving needs the engine (it writes the puzzle as a line): a switch before it loads is kept
// with the next save.
const classroom = new Classroom($('classroom'), $('classroom-keys'), { onChange: () => engine && persist() });
const predictor = new Predictor(
  {
    checkbox: $('predict'),
    box: $('predict-box'),
    question: $('predict-question'),
    guess: $('predict-guess'),
    reveal: $('predict-reveal'),
    result: $('predict-result'),
  },
  { step: stepOnce, play: () => play(), pause, isPlaying: () => state.playing },
);
followers.push(predictor);
/** The race of Naive against MRV (www/race.js), made once the engine is loaded. */
let race = null;

// ---------- messages ----------

/** Words the status line shows: a function, so that a language switch can say them again. */
let statusWords = () => t('status.loading');
/** Words the import box's error shows, likewise. */
let importWords = () => '';

/** Shows `words` (a function returning the text in the current language, or a text). */
function setStatus(words, tone = 'info') {
  statusWords = typeof words === 'function' ? words : () => words;
  ui.status.textContent = statusWords();
  ui.status.dataset.tone = tone;
}

/** Shows the message `key` with `{error}` filled from `error`, in the current language. */
function showError(key, error) {
  setStatus(() => t(key, { error: errorText(error) }), 'error');
}

function setImportError(words) {
  importWords = words;
  ui.importError.textContent = importWords();
}

/** At most `limit` characters of text someone else wrote, for quoting it in a message. */
function clip(text, limit = 90) {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

// Whatever escapes a handler (an error the engine throws, or a bug) still reaches the person
// in the status line, not only the console. The givens are saved on every edit, so a reload
// loses nothing.
function reportUncaught(error) {
  showError('status.uncaught', error);
}
window.addEventListener('error', (event) => reportUncaught(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reportUncaught(event.reason));

// ---------- drawing ----------

function draw() {
  const event = state.event;
  board.draw({
    cells: state.view,
    givens: state.givens,
    active: activeCell(event),
    conflicts: state.stepper ? new Set() : state.conflicts,
    candidates: ui.pencil.checked ? engine.candidates(state.view) : null,
  });
  drawStats();
  drawButtons();
  ui.lastStep.textContent = event ? describeEvent(event) : '';
  const run = { stepper: state.stepper, event, view: state.view, givens: state.givens };
  for (const follower of followers) follower.update(run);
}

function drawStats() {
  const s = state.stepper;
  ui.stats.steps.textContent = formatNumber(s ? s.steps : 0);
  ui.stats.placements.textContent = formatNumber(s ? s.placements : 0);
  ui.stats.backtracks.textContent = formatNumber(s ? s.backtracks : 0);
  ui.stats.depth.textContent = formatNumber(s ? s.depth : 0);
  ui.stats.elapsed.textContent = t('stats.seconds', { seconds: (state.elapsed / 1000).toFixed(1) });
}

function drawButtons() {
  const s = state.stepper;
  const finished = Boolean(s && s.finished);
  ui.play.textContent = t(state.playing ? 'button.pause' : 'button.play');
  ui.play.disabled = finished;
  ui.step.disabled = finished;
  ui.skip.disabled = finished;
  ui.stepBack.disabled = !s || s.steps === 0;
  ui.undo.disabled = !history.canUndo;
  ui.redo.disabled = !history.canRedo;
}

/** The board shows the givens: editing mode, with rule breaks marked. */
function showGivens() {
  state.view = state.givens.slice();
  state.event = null;
  state.conflicts = new Set(engine.conflictCells(state.givens));
  draw();
}

/** The first rule the givens break, as words for setStatus, or null. */
function givensProblem() {
  const conflict = engine.firstConflict(state.givens);
  return conflict ? () => t('status.invalid', { conflict: errorText(conflict) }) : null;
}

function readyMessage() {
  const problem = givensProblem();
  if (problem) return setStatus(problem, 'error');
  const filled = state.givens.reduce((n, d) => n + (d ? 1 : 0), 0);
  setStatus(() => t('status.ready', { givens: formatNumber(filled) }));
}

// ---------- editing ----------

/** Ends any run, keeping the givens; the board goes back to editing. */
function stopRun() {
  pause();
  predictor.cancel();
  fast.cancel();
  state.stepper?.free();
  state.stepper = null;
  state.elapsed = 0;
}

/** Saves what should survive a reload. */
function persist() {
  save({
    puzzle: engine.toLine(state.givens),
    strategy: ui.strategy.value,
    speed: Number(ui.speed.value),
    pencil: ui.pencil.checked,
    classroom: classroom.on,
    language: state.chosenLanguage ?? undefined,
  });
}

/** Replaces the givens, remembering the old ones for Undo unless told not to. */
function setGivens(cells, { record = true } = {}) {
  stopRun();
  if (record) history.record(state.givens);
  state.givens = Uint8Array.from(cells);
  showGivens();
  persist();
  race?.puzzleChanged();
}

function edit(cell, digit) {
  if (!engine) return;
  if (state.givens[cell] === digit && !state.stepper) return board.select(cell);
  const next = state.givens.slice();
  next[cell] = digit;
  setGivens(next);
  board.select(cell);
  readyMessage();
}

/** Loads `cells` as the givens; `loaded` is the words that say so, for setStatus. */
function loadPuzzle(cells, loaded, options) {
  setGivens(cells, options);
  const problem = givensProblem();
  if (problem) setStatus(problem, 'error');
  else setStatus(loaded);
}

/** Undo (direction 'undo') or redo ('redo') the last change to the givens. */
function travel(direction) {
  const cells = direction === 'undo' ? history.undo(state.givens) : history.redo(state.givens);
  const undo = direction === 'undo';
  if (!cells) return setStatus(() => t(undo ? 'status.nothingToUndo' : 'status.nothingToRedo'));
  setGivens(cells, { record: false });
  const problem = givensProblem();
  setStatus(problem ?? (() => t(undo ? 'status.undone' : 'status.redone')), problem ? 'error' : 'info');
}

// ---------- the fast path ----------

async function solveNow() {
  stopRun();
  showGivens();
  const problem = givensProblem();
  if (problem) return setStatus(problem, 'error');
  setStatus(() => t('status.solving'));
  const request = fast.solve(state.givens);
  try {
    const { cells, count: solutions } = await request;
    if (solutions === 0) {
      setStatus(() => t('status.noSolution'), 'error');
      return;
    }
    state.view = cells;
    draw();
    setStatus(() => t(solutions === 1 ? 'status.unique' : 'status.several'), 'ok');
  } catch (error) {
    showError('status.solverFailed', error);
  }
}

// ---------- the step engine ----------

/** The current run, starting one from the givens if there is none; null if they break a rule. */
function ensureStepper() {
  if (state.stepper) return state.stepper;
  showGivens();
  const problem = givensProblem();
  if (problem) {
    setStatus(problem, 'error');
    return null;
  }
  try {
    state.stepper = new engine.Stepper(state.givens, ui.strategy.value);
  } catch (error) {
    showError('status.cannotStart', error);
    return null;
  }
  return state.stepper;
}

/** Shows the stepper's board after `packed`, the event that led there. */
function showStep(packed) {
  const event = unpack(packed);
  state.event = event.kind === Kind.None ? null : event;
  state.view = state.stepper.cells();
  draw();
  if (state.stepper.finished) finishRun();
}

function finishRun() {
  pause();
  const s = state.stepper;
  const { steps, backtracks } = s;
  if (state.event?.kind === Kind.Exhausted) {
    setStatus(() => t('status.exhausted', { steps: formatNumber(steps) }), 'error');
    return;
  }
  const solved = (key) => () => t(key, { steps: formatNumber(steps), backtracks: formatNumber(backtracks) });
  setStatus(solved('status.solvedIn'), 'ok');
  fast
    .solve(state.givens)
    .then(({ count: solutions }) => {
      if (solutions > 1 && state.stepper === s) setStatus(solved('status.solvedInSeveral'), 'ok');
    })
    .catch((error) => showError('status.countFailed', error));
}

let frameId = 0;
/** The main run's clock between animation frames. */
const clock = new FrameClock();
let owed = 0;
/** The main run's time slices (www/slices.js). */
const slices = new Slices();

function rate() {
  return Math.round(MIN_RATE * (MAX_RATE / MIN_RATE) ** (ui.speed.value / 100));
}

function play({ skip = false } = {}) {
  const s = ensureStepper();
  if (!s || s.finished) return;
  state.playing = true;
  state.skipping = skip;
  owed = skip ? 0 : 1; // show the first step at once
  clock.start();
  const running = ui.strategy.value === 'mrv' ? 'status.runningMrv' : 'status.runningNaive';
  setStatus(() => t(skip ? 'status.skipping' : running));
  cancelAnimationFrame(frameId);
  frameId = requestAnimationFrame(frame);
  drawButtons();
}

function pause() {
  if (!state.playing) return;
  state.playing = false;
  state.skipping = false;
  cancelAnimationFrame(frameId);
  frameId = 0;
  drawButtons();
  const s = state.stepper;
  if (s && !s.finished) showStepNumber('status.paused', s.steps);
}

/**
 * One animation frame: runs the steps owed, or while skipping as many as fit in
 * SKIP_SLICE_MS, and draws the last one.
 */
function frame(now) {
  frameId = 0;
  const s = state.stepper;
  if (!state.playing || !s) return;
  const dt = clock.tick(now);
  state.elapsed += dt;
  let last;
  if (state.skipping) {
    last = slices.run(s, Infinity, SKIP_SLICE_MS).last;
  } else {
    owed += (rate() * dt) / 1000;
    const run = slices.run(s, Math.floor(owed), FRAME_BUDGET_MS, predictor);
    owed = Math.min(owed - run.ran, 1); // a backlog we could not run is dropped
    last = run.last;
  }
  if (last) showStep(last);
  else drawStats();
  if (state.playing) frameId = requestAnimationFrame(frame);
}

function togglePlay() {
  if (state.playing) pause();
  else play();
}

function stepOnce() {
  pause();
  const s = ensureStepper();
  if (!s || s.finished || !predictor.allowance(s)) return;
  showStep(s.step());
  if (!s.finished) showStepNumber('status.step', s.steps);
}

/** Says `key` ("Step 12.", "Paused at step 12.") about step `step`. */
function showStepNumber(key, step) {
  setStatus(() => t(key, { step: formatNumber(step) }));
}

function stepBack() {
  pause();
  const s = state.stepper;
  if (!s || s.steps === 0) return;
  seekTo(s.steps - 1);
}

/** Moves the run to `step`, back or forward (the timeline and Step back). */
function seekTo(step) {
  pause();
  const s = state.stepper;
  if (!s) return;
  showStep(s.seek(step));
  if (s.finished) return;
  if (s.steps === 0) setStatus(() => t('status.atStart'));
  else showStepNumber('status.step', s.steps);
}

function reset() {
  stopRun();
  showGivens();
  readyMessage();
}

function clearBoard() {
  setGivens(new Uint8Array(81));
  setStatus(() => t('status.cleared'));
}

// ---------- sharing ----------

function showText(text) {
  ui.shareText.hidden = false;
  ui.shareText.value = text;
  ui.shareText.select();
}

/** Copies `text`; `copied` and `byHand` are the keys of the messages for success and failure. */
async function copyText(text, copied, byHand) {
  showText(text);
  try {
    await navigator.clipboard.writeText(text);
    setStatus(() => t(copied), 'ok');
  } catch {
    setStatus(() => t(byHand));
  }
}

function shareLink() {
  const url = new URL(window.location.href);
  url.search = '';
  url.hash = '';
  url.searchParams.set('puzzle', engine.toLine(state.givens));
  url.searchParams.set('strategy', ui.strategy.value);
  // A language the person chose travels with the link; one taken from their browser does not.
  if (state.chosenLanguage) url.searchParams.set('lang', state.chosenLanguage);
  window.history.replaceState(null, '', url);
  return url.toString();
}

// ---------- start-up ----------

/**
 * Loads `?puzzle=` and `&strategy=`, and checks `&lang=` (startLanguage has used it). Returns
 * whether the board now holds the link's puzzle, and words naming what in the link is wrong,
 * or null. A puzzle that does not parse is
 * not loaded, so a bad link never replaces the board saved from last time. The link is then
 * taken off the address bar: from here on the saved board is the truth, so a reload keeps
 * the edits made since (Share makes a new link).
 */
function loadFromLink() {
  const params = new URLSearchParams(window.location.search);
  const url = new URL(window.location.href);
  url.search = '';
  window.history.replaceState(null, '', url);
  // Each problem is a function giving its words in the current language.
  const problems = [];
  const strategy = params.get('strategy');
  if (strategy !== null) {
    if (strategy === 'naive' || strategy === 'mrv') ui.strategy.value = strategy;
    else problems.push(() => t('link.badStrategy', { strategy: clip(strategy) }));
  }
  const lang = params.get('lang');
  if (lang !== null && !LANGUAGES.includes(lang)) {
    problems.push(() => t('link.badLanguage', { language: clip(lang) }));
  }
  const puzzle = params.get('puzzle');
  let loaded = false;
  if (puzzle !== null) {
    try {
      loadPuzzle(engine.parsePuzzle(puzzle), () => t('status.loadedLink'), { record: false });
      loaded = true;
    } catch (error) {
      problems.unshift(() => t('link.badPuzzle', { puzzle: clip(puzzle), error: errorText(error) }));
    }
  }
  if (!problems.length) return { loaded, problem: null };
  const notLoaded = puzzle !== null && !loaded;
  const problem = () => {
    const invalid = t('link.invalid', { problems: problems.map((words) => words()).join(t('link.separator')) });
    return notLoaded ? `${invalid} ${t('link.notLoaded')}` : invalid;
  };
  return { loaded, problem };
}

/** Restores strategy, speed and pencil marks from a saved state, ignoring anything malformed. */
function restoreSettings(saved) {
  if (saved?.strategy === 'naive' || saved?.strategy === 'mrv') ui.strategy.value = saved.strategy;
  if (Number.isFinite(saved?.speed) && saved.speed >= 0 && saved.speed <= 100) ui.speed.value = String(saved.speed);
  if (typeof saved?.pencil === 'boolean') ui.pencil.checked = saved.pencil;
  if (typeof saved?.classroom === 'boolean') classroom.set(saved.classroom, { remember: false });
}

/** Restores the saved board; false when there is none or it does not parse. */
function restoreBoard(saved) {
  if (typeof saved?.puzzle !== 'string') return false;
  try {
    loadPuzzle(engine.parsePuzzle(saved.puzzle), () => t('status.loadedSaved'), { record: false });
    return true;
  } catch {
    return false;
  }
}

function updateSpeedLabel() {
  const label = t('settings.speedValue', { rate: formatNumber(rate()) });
  ui.speedValue.textContent = label;
  ui.speed.setAttribute('aria-valuetext', label);
}

function updateStrategyHelp() {
  ui.strategyHelp.textContent = t(ui.strategy.value === 'mrv' ? 'strategy.mrvHelp' : 'strategy.naiveHelp');
}

function isTextEntry(el) {
  return el.closest('textarea, select, input:not([type=button]):not([type=checkbox])');
}

function onShortcut(event) {
  if (isTextEntry(event.target)) return; // text fields keep their own undo and arrows
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && !event.altKey && (key === 'z' || key === 'y')) {
    travel(key === 'y' || event.shiftKey ? 'redo' : 'undo');
    event.preventDefault();
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key === ' ') togglePlay();
  else if (event.key === 'ArrowRight') stepOnce();
  else if (event.key === 'ArrowLeft') stepBack();
  else return;
  event.preventDefault();
}

function wireControls() {
  $('solve').addEventListener('click', solveNow);
  ui.play.addEventListener('click', togglePlay);
  ui.step.addEventListener('click', stepOnce);
  ui.stepBack.addEventListener('click', stepBack);
  ui.skip.addEventListener('click', () => play({ skip: true }));
  $('reset').addEventListener('click', reset);
  $('clear').addEventListener('click', clearBoard);
  ui.undo.addEventListener('click', () => travel('undo'));
  ui.redo.addEventListener('click', () => travel('redo'));
  ui.speed.addEventListener('input', () => {
    updateSpeedLabel();
    persist();
  });
  ui.strategy.addEventListener('change', () => {
    updateStrategyHelp();
    persist();
    if (state.stepper) reset();
  });
  ui.pencil.addEventListener('change', () => {
    persist();
    draw();
  });
  for (const [index, example] of EXAMPLES.entries()) {
    ui.examples.add(new Option(example.name, String(index)));
  }
  ui.examples.addEventListener('change', () => {
    const example = EXAMPLES[Number(ui.examples.value)];
    if (!example) return;
    loadPuzzle(engine.parsePuzzle(example.puzzle), () => t('status.loadedExample', { name: example.name }));
  });
  $('pad').addEventListener('click', (event) => {
    const button = event.target.closest('button[data-digit]');
    if (button) edit(board.selected, Number(button.dataset.digit));
  });
  // Buttons must not take focus from the board on pointer press, so the pad types where the
  // person is looking.
  $('pad').addEventListener('pointerdown', (event) => event.preventDefault());
  $('import').addEventListener('click', () => {
    try {
      const cells = engine.parsePuzzle(ui.importText.value);
      setImportError(() => '');
      loadPuzzle(cells, () => t('status.loadedPasted'));
    } catch (error) {
      setImportError(() => t('import.error', { error: errorText(error) }));
    }
  });
  $('copy').addEventListener('click', () =>
    copyText(engine.toLine(state.view), 'status.copiedBoard', 'status.copyBoardByHand'),
  );
  $('share').addEventListener('click', () => copyText(shareLink(), 'status.copiedLink', 'status.copyLinkByHand'));
  ui.language.addEventListener('change', () => {
    state.chosenLanguage = ui.language.value;
    setLanguage(ui.language.value);
    persist();
  });
  document.addEventListener('keydown', onShortcut);
  followers.push(
    new Timeline($('timeline'), {
      seek: seekTo,
      pause,
      isPlaying: () => state.playing,
      rate,
      setStatus,
      puzzleLine: () => engine.toLine(state.givens),
    }),
  );
}

/** Says everything main.js wrote again, in the language just chosen; the run goes on. */
function reword() {
  ui.language.value = language();
  ui.status.textContent = statusWords();
  ui.importError.textContent = importWords();
  for (const option of [...ui.examples.options].slice(1)) option.text = EXAMPLES[Number(option.value)].name;
  updateSpeedLabel();
  updateStrategyHelp();
  if (engine) draw();
  else drawButtons();
}

/**
 * Speaks the language of `?lang=`, else the one saved from last time, else the browser's, from
 * the first paint on: the markup is translated before the engine has loaded.
 */
function startLanguage(saved) {
  const fromLink = new URLSearchParams(window.location.search).get('lang');
  state.chosenLanguage = [fromLink, saved?.language].find((choice) => LANGUAGES.includes(choice)) ?? null;
  onLanguageChange(reword);
  setLanguage(state.chosenLanguage ?? browserLanguage());
}

async function main() {
  const saved = loadSaved();
  startLanguage(saved);
  try {
    engine = await loadEngine();
  } catch (error) {
    showError('status.loadFailed', error);
    return;
  }
  race = new Race($('race'), $('race-open'), {
    engine,
    givens: () => state.givens,
    problem: () => givensProblem()?.() ?? null,
    rate,
    frameBudgetMs: FRAME_BUDGET_MS,
    skipSliceMs: SKIP_SLICE_MS,
    onOpen: pause,
  });
  wireControls();
  lesson = new Lesson({ root: $('lesson'), board, engine });
  followers.push(lesson);
  restoreSettings(saved);
  const link = loadFromLink();
  if (!link.loaded && !restoreBoard(saved)) {
    const first = EXAMPLES[0];
    loadPuzzle(engine.parsePuzzle(first.puzzle), () => t('status.loadedFirst', { name: first.name }), { record: false });
  }
  if (link.problem) setStatus(link.problem, 'error');
  updateSpeedLabel();
  updateStrategyHelp();
  board.select(0, false);
  document.body.dataset.ready = 'true';
  // The board takes input from here on: `cargo xtask bench` reads this mark as the time to
  // interactive.
  performance.mark('bitdoku-ready');
}

main();
