// The page: wires the board and the controls to the Rust engine. Rust decides (parsing,
// rules, search, counting); this file keeps the UI state, the animation clock and the words.

import { Board } from './board.js';
import { EXAMPLES } from './examples.js';
import { FastSolver, Kind, describe, loadEngine, unpack } from './engine.js';
import { Lesson } from './lesson.js';
import { loadSaved, save } from './saved.js';
import { UndoHistory } from './undo.js';

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
const count = new Intl.NumberFormat('en-US');

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
const board = new Board($('board'), { onEdit: edit, onSelect: (cell) => lesson?.select(cell) });

// ---------- messages ----------

function setStatus(text, tone = 'info') {
  ui.status.textContent = text;
  ui.status.dataset.tone = tone;
}

function showError(prefix, error) {
  setStatus(`${prefix}: ${error?.message ?? error}`, 'error');
}

/** At most `limit` characters of text someone else wrote, for quoting it in a message. */
function clip(text, limit = 90) {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

// Whatever escapes a handler (an error the engine throws, or a bug) still reaches the person
// in the status line, not only the console. The givens are saved on every edit, so a reload
// loses nothing.
function reportUncaught(error) {
  showError('Something went wrong (your board is saved; reloading the page is safe)', error);
}
window.addEventListener('error', (event) => reportUncaught(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reportUncaught(event.reason));

// ---------- drawing ----------

function draw() {
  let active = null;
  const event = state.event;
  if (event && (event.kind === Kind.Choose || event.kind === Kind.Place)) {
    active = { cell: event.cell, kind: 'trying' };
  } else if (event && event.kind === Kind.TakeBack) {
    active = { cell: event.cell, kind: 'backtrack', digit: event.digit };
  }
  board.draw({
    cells: state.view,
    givens: state.givens,
    active,
    conflicts: state.stepper ? new Set() : state.conflicts,
    candidates: ui.pencil.checked ? engine.candidates(state.view) : null,
  });
  drawStats();
  drawButtons();
  ui.lastStep.textContent = event ? describe(event) : '';
  const run = { stepper: state.stepper, event, view: state.view, givens: state.givens };
  for (const follower of followers) follower.update(run);
}

function drawStats() {
  const s = state.stepper;
  ui.stats.steps.textContent = count.format(s ? s.steps : 0);
  ui.stats.placements.textContent = count.format(s ? s.placements : 0);
  ui.stats.backtracks.textContent = count.format(s ? s.backtracks : 0);
  ui.stats.depth.textContent = count.format(s ? s.depth : 0);
  ui.stats.elapsed.textContent = `${(state.elapsed / 1000).toFixed(1)} s`;
}

function drawButtons() {
  const s = state.stepper;
  const finished = Boolean(s && s.finished);
  ui.play.textContent = state.playing ? 'Pause' : 'Play';
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

/** The first rule the givens break, as a message, or null. */
function givensProblem() {
  const conflict = engine.firstConflict(state.givens);
  return conflict ? `Invalid: ${conflict}` : null;
}

function readyMessage() {
  const problem = givensProblem();
  if (problem) return setStatus(problem, 'error');
  const filled = state.givens.reduce((n, d) => n + (d ? 1 : 0), 0);
  setStatus(`${filled} givens. Press Solve for the answer, or Play or Step to watch the search.`);
}

// ---------- editing ----------

/** Ends any run, keeping the givens; the board goes back to editing. */
function stopRun() {
  pause();
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
  });
}

/** Replaces the givens, remembering the old ones for Undo unless told not to. */
function setGivens(cells, { record = true } = {}) {
  stopRun();
  if (record) history.record(state.givens);
  state.givens = Uint8Array.from(cells);
  showGivens();
  persist();
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

function loadPuzzle(cells, what, options) {
  setGivens(cells, options);
  const problem = givensProblem();
  if (problem) setStatus(problem, 'error');
  else setStatus(`Loaded ${what}. Press Solve, Play or Step.`);
}

/** Undo (direction 'undo') or redo ('redo') the last change to the givens. */
function travel(direction) {
  const cells = direction === 'undo' ? history.undo(state.givens) : history.redo(state.givens);
  if (!cells) return setStatus(`Nothing to ${direction}.`);
  setGivens(cells, { record: false });
  const problem = givensProblem();
  setStatus(problem ?? (direction === 'undo' ? 'Undone.' : 'Redone.'), problem ? 'error' : 'info');
}

// ---------- the fast path ----------

async function solveNow() {
  stopRun();
  showGivens();
  const problem = givensProblem();
  if (problem) return setStatus(problem, 'error');
  setStatus('Solving…');
  const request = fast.solve(state.givens);
  try {
    const { cells, count: solutions } = await request;
    if (solutions === 0) {
      setStatus('No solution: these givens cannot be completed.', 'error');
      return;
    }
    state.view = cells;
    draw();
    setStatus(
      solutions === 1 ? 'Solved: this is the only solution.' : 'Several solutions: this is one of them.',
      'ok',
    );
  } catch (error) {
    showError('The solver failed', error);
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
    showError('Cannot start the search', error);
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
  const steps = count.format(s.steps);
  if (state.event?.kind === Kind.Exhausted) {
    setStatus(`No solution: search exhausted after ${steps} steps.`, 'error');
    return;
  }
  const solved = `Solved in ${steps} steps (${count.format(s.backtracks)} backtracks).`;
  setStatus(solved, 'ok');
  fast
    .solve(state.givens)
    .then(({ count: solutions }) => {
      if (solutions > 1 && state.stepper === s) {
        setStatus(`${solved} Several solutions: this is one of them.`, 'ok');
      }
    })
    .catch((error) => showError('Counting solutions failed', error));
}

let frameId = 0;
let lastFrame = 0;
let owed = 0;
let chunk = 256;

function rate() {
  return Math.round(MIN_RATE * (MAX_RATE / MIN_RATE) ** (ui.speed.value / 100));
}

function play({ skip = false } = {}) {
  const s = ensureStepper();
  if (!s || s.finished) return;
  state.playing = true;
  state.skipping = skip;
  owed = skip ? 0 : 1; // show the first step at once
  lastFrame = performance.now();
  setStatus(skip ? 'Skipping to the end…' : `Running the ${ui.strategy.value === 'mrv' ? 'MRV' : 'naive'} search…`);
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
  if (s && !s.finished) setStatus(`Paused at step ${count.format(s.steps)}.`);
}

/**
 * Runs up to `wanted` steps of `s`, stopping once about `budgetMs` have passed; returns how many
 * steps were asked of the engine and the last event (packed, 0 if none).
 */
function runFor(s, wanted, budgetMs) {
  const deadline = performance.now() + budgetMs;
  let ran = 0;
  let last = 0;
  while (ran < wanted && !s.finished && performance.now() < deadline) {
    const n = Math.min(wanted - ran, chunk);
    const started = performance.now();
    last = s.run(n) || last;
    const took = performance.now() - started;
    ran += n;
    // Keep one call near a millisecond, so the deadline is never overshot by much. Only a
    // call that ran a whole chunk says anything about how big a chunk may be.
    if (n === chunk && took < 0.5) chunk *= 2;
    else if (took > 2 && chunk > 1) chunk = Math.ceil(chunk / 2);
  }
  return { ran, last };
}

/**
 * One animation frame: runs the steps owed, or while skipping as many as fit in
 * SKIP_SLICE_MS, and draws the last one.
 */
function frame(now) {
  frameId = 0;
  const s = state.stepper;
  if (!state.playing || !s) return;
  const dt = Math.min(now - lastFrame, 250);
  lastFrame = now;
  state.elapsed += dt;
  let last;
  if (state.skipping) {
    last = runFor(s, Infinity, SKIP_SLICE_MS).last;
  } else {
    owed += (rate() * dt) / 1000;
    const run = runFor(s, Math.floor(owed), FRAME_BUDGET_MS);
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
  if (!s || s.finished) return;
  showStep(s.step());
  if (!s.finished) setStatus(`Step ${count.format(s.steps)}.`);
}

function stepBack() {
  pause();
  const s = state.stepper;
  if (!s || s.steps === 0) return;
  showStep(s.seek(s.steps - 1));
  setStatus(s.steps === 0 ? 'Back at the start.' : `Step ${count.format(s.steps)}.`);
}

function reset() {
  stopRun();
  showGivens();
  readyMessage();
}

function clearBoard() {
  setGivens(new Uint8Array(81));
  setStatus('Board cleared (Undo brings it back). Type a puzzle, or pick one from Examples.');
}

// ---------- sharing ----------

function showText(text) {
  ui.shareText.hidden = false;
  ui.shareText.value = text;
  ui.shareText.select();
}

async function copyText(text, what) {
  showText(text);
  try {
    await navigator.clipboard.writeText(text);
    setStatus(`Copied ${what}.`, 'ok');
  } catch {
    setStatus(`Press Ctrl+C (or ⌘C) to copy ${what}; it is selected below.`);
  }
}

function shareLink() {
  const url = new URL(window.location.href);
  url.search = '';
  url.hash = '';
  url.searchParams.set('puzzle', engine.toLine(state.givens));
  url.searchParams.set('strategy', ui.strategy.value);
  window.history.replaceState(null, '', url);
  return url.toString();
}

// ---------- start-up ----------

/**
 * Loads `?puzzle=` and `&strategy=`. Returns whether the board now holds the link's puzzle,
 * and a message naming what in the link is wrong, or null. A puzzle that does not parse is
 * not loaded, so a bad link never replaces the board saved from last time. The link is then
 * taken off the address bar: from here on the saved board is the truth, so a reload keeps
 * the edits made since (Share makes a new link).
 */
function loadFromLink() {
  const params = new URLSearchParams(window.location.search);
  const url = new URL(window.location.href);
  url.search = '';
  window.history.replaceState(null, '', url);
  const problems = [];
  const strategy = params.get('strategy');
  if (strategy !== null) {
    if (strategy === 'naive' || strategy === 'mrv') ui.strategy.value = strategy;
    else problems.push(`unknown strategy "${clip(strategy)}" (use naive or mrv)`);
  }
  const puzzle = params.get('puzzle');
  let loaded = false;
  if (puzzle !== null) {
    try {
      loadPuzzle(engine.parsePuzzle(puzzle), 'the puzzle from the link', { record: false });
      loaded = true;
    } catch (error) {
      problems.unshift(`the puzzle "${clip(puzzle)}": ${error.message}`);
    }
  }
  if (!problems.length) return { loaded, problem: null };
  const notLoaded = puzzle !== null && !loaded ? ' The puzzle in the link was not loaded.' : '';
  return { loaded, problem: `The link is not valid: ${problems.join('; ')}.${notLoaded}` };
}

/** Restores strategy, speed and pencil marks from a saved state, ignoring anything malformed. */
function restoreSettings(saved) {
  if (saved?.strategy === 'naive' || saved?.strategy === 'mrv') ui.strategy.value = saved.strategy;
  if (Number.isFinite(saved?.speed) && saved.speed >= 0 && saved.speed <= 100) ui.speed.value = String(saved.speed);
  if (typeof saved?.pencil === 'boolean') ui.pencil.checked = saved.pencil;
}

/** Restores the saved board; false when there is none or it does not parse. */
function restoreBoard(saved) {
  if (typeof saved?.puzzle !== 'string') return false;
  try {
    loadPuzzle(engine.parsePuzzle(saved.puzzle), 'your board from last time', { record: false });
    return true;
  } catch {
    return false;
  }
}

function updateSpeedLabel() {
  const label = `${count.format(rate())} steps/s`;
  ui.speedValue.textContent = label;
  ui.speed.setAttribute('aria-valuetext', label);
}

function updateStrategyHelp() {
  ui.strategyHelp.textContent =
    ui.strategy.value === 'mrv' ? 'Fewest candidates first' : 'Reading order, digits 1 to 9';
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
    loadPuzzle(engine.parsePuzzle(example.puzzle), `"${example.name}"`);
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
      ui.importError.textContent = '';
      loadPuzzle(cells, 'the pasted puzzle');
    } catch (error) {
      ui.importError.textContent = `Cannot read this puzzle: ${error.message}`;
    }
  });
  $('copy').addEventListener('click', () => copyText(engine.toLine(state.view), 'the board as 81 characters'));
  $('share').addEventListener('click', () => copyText(shareLink(), 'a link to this puzzle'));
  document.addEventListener('keydown', onShortcut);
}

async function main() {
  try {
    engine = await loadEngine();
  } catch (error) {
    showError('Could not load the solver', error);
    return;
  }
  wireControls();
  lesson = new Lesson({ root: $('lesson'), board, engine });
  followers.push(lesson);
  const saved = loadSaved();
  restoreSettings(saved);
  const link = loadFromLink();
  if (!link.loaded && !restoreBoard(saved)) {
    loadPuzzle(engine.parsePuzzle(EXAMPLES[0].puzzle), `the ${EXAMPLES[0].name}`, { record: false });
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
