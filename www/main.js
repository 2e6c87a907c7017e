// The page's wiring: it finds the elements, makes the pieces (the Run, editing, the panels,
// the race), connects the controls and keys to them, and starts up. Rust decides (parsing,
// rules, search, counting); the pieces in run/, app/, board/ and panels/ draw and ask.

import './i18n/strings.js';
import { EXAMPLES } from './board/examples.js';
import { BoardView } from './board/board-view.js';
import { UndoHistory } from './board/undo.js';
import { loadEngine } from './engine.js';
import { LANGUAGES, browserLanguage, formatNumber, language, onLanguageChange, setLanguage, t } from './i18n/i18n.js';
import { Editing } from './app/editing.js';
import { copyText, linkLanguage, linkMode, linkTo, loadFromLink, shareLink } from './app/links.js';
import { Message, reportUncaught } from './app/messages.js';
import { ModeSwitch, isMode } from './app/modes.js';
import { PanelTabs } from './app/panel-tabs.js';
import { PageView } from './app/page-view.js';
import { RatingLine } from './app/rating.js';
import { Settings } from './app/settings.js';
import { solveNow } from './app/solve-now.js';
import { SolveTimer } from './app/solve-timer.js';
import { loadSaved, restoreBoard, restoreSettings, restoreTimer, save } from './app/persistence.js';
import { ThemeSwitch } from './app/theme.js';
import { Worksheet } from './app/worksheet.js';
import { installKeyboard } from './keys/keyboard.js';
import { precompileWorkerEngine } from './offline/assets.js';
import { registerServiceWorker } from './offline/register.js';
import { CheckPanel } from './panels/check.js';
import { Classroom } from './panels/classroom.js';
import { HintPanel } from './panels/hint.js';
import { Lesson } from './panels/lesson-panels.js';
import { NewPuzzle } from './panels/new-puzzle.js';
import { Predictor } from './panels/predict.js';
import { Scrubber } from './panels/scrubber.js';
import { FastSolver } from './run/fast-solver.js';
import { sliceRecord } from './run/lane.js';
import { Race } from './run/race.js';
import { Run } from './run/run.js';
import { SearchTreePanel } from './tree/tree-panel.js';

/** @param {string} id */
const $ = (id) => /** @type {any} */ (document.getElementById(id));
/** Closes the menu (a popover) `id` if it is open. @param {string} id */
const closeMenu = (id) => $(id).matches(':popover-open') && $(id).hidePopover();

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

const status = new Message(ui.status, { toned: true, words: () => t('status.loading') });
const importError = new Message(ui.importError);
reportUncaught(status);

/** The language the person chose (with the switch or a link), or null to follow the browser. */
let chosenLanguage = null;
/** @type {typeof import('./pkg/page.js') | null} */
let engine = null;
/** @type {Run | null} the pieces from here on need the engine: made once it has loaded */
let run = null;
/** @type {Editing | null} */
let editing = null;
/** @type {Race | null} */
let race = null;
/** @type {Lesson | null} */
let lesson = null;
/** @type {HintPanel | null} */
let hint = null;
/** @type {NewPuzzle | null} */
let newPuzzle = null;
/** @type {CheckPanel | null} */
let check = null;

const fast = new FastSolver();
const rating = new RatingLine($('rating'), new FastSolver()); // its own worker: Solve never cancels it
const maker = new FastSolver(); // New puzzle's own worker, which its Cancel ends
/** @param {Uint8Array} givens */
const countSolutions = (givens) => fast.solve(givens).then(({ count }) => count);
const settings = new Settings(ui, { onSpeed: () => editing && persist() });
const rate = () => settings.rate();
const history = new UndoHistory();
// A pause (its button, or the page hidden or left) or a reset saves the time.
const timer = new SolveTimer(
  { box: $('solve-timer'), time: $('timer-time'), toggle: $('timer-toggle') },
  { save: () => editing && persist() },
);
const board = new BoardView($('board'), {
  onEdit: (cell, digit) => editing?.edit(cell, digit),
  onSelect: (cell) => lesson?.select(cell),
});
const pageView = new PageView(ui, { engine: () => engine, run: () => run, editing: () => editing, board, history });
// Saving needs the engine (it writes the puzzle as a line): a switch before it loads is kept
// with the next save.
const classroom = new Classroom($('classroom-keys'), { onToggle: (on) => modes.set(on ? 'teach' : 'watch') });
const modes = new ModeSwitch($('mode'), { onChange: (mode, from) => modeChanged(mode, from) });
/** @type {PanelTabs | null} */
let tabs = null;
const theme = new ThemeSwitch($('theme'), { onChange: () => editing && persist() });
const predictor = new Predictor(
  {
    checkbox: $('predict'),
    box: $('predict-box'),
    question: $('predict-question'),
    guess: $('predict-guess'),
    reveal: $('predict-reveal'),
    result: $('predict-result'),
  },
  { step: () => run?.step(), play: () => run?.play(), pause: () => run?.pause(), isPlaying: () => Boolean(run?.playing) },
);

// Read-only, for the tests (tests/e2e/run.test.mjs and race.test.mjs): every time-boxed slice the searches ran,
// with its budget, so a test can check that none overran it.
Object.defineProperty(window, 'bitdokuRun', { value: Object.freeze({ slices: sliceRecord }) });

/** Saves what should survive a reload. */
function persist() {
  save({
    puzzle: engine.toLine(editing.givens),
    loaded: engine.toLine(editing.puzzle),
    notes: Array.from(editing.notes),
    timer: Math.round(timer.ms),
    strategy: ui.strategy.value,
    speeds: settings.speeds,
    pencil: ui.pencil.checked,
    mode: modes.mode,
    entering: editing.entering,
    panel: tabs?.chosen,
    language: chosenLanguage ?? undefined,
    theme: theme.chosen ?? undefined,
    printNotes: ui.printNotes.checked,
  });
}

/**
 * `action`, once the engine has loaded; before, the key is declined (left to the browser).
 * @param {() => void} action
 */
const loaded = (action) => () => (engine ? action() : false);

/**
 * `action`, in the modes named only; in the others the key is declined.
 * @param {string} names the modes, separated by spaces
 * @param {() => void} action
 */
const inModes = (names, action) => loaded(() => (names.split(' ').includes(modes.mode) ? action() : false));

installKeyboard(
  {
    'race.toggle': () => race.toggle(),
    'race.skip': () => race.play({ skip: true }),
    'race.close': () => race.close(),
    'run.toggle': inModes('watch teach', () => run.toggle()),
    'run.step': inModes('watch teach', () => run.step()),
    'run.stepBack': inModes('watch teach', () => run.stepBack()),
    'run.hint': inModes('solve', () => hint.press()),
    'run.notes': inModes('solve', () => setNotesMode(!editing.notesMode)),
    'givens.undo': loaded(() => editing.travel('undo')),
    'givens.redo': loaded(() => editing.travel('redo')),
    ...classroom.keyHandlers(),
  },
  () => ({ raceOpen: Boolean(race?.isOpen) }),
);

/**
 * Turns Notes mode on or off: the button's state, the pad's look and a word on the status line.
 * @param {boolean} on
 */
function setNotesMode(on, { say = true } = {}) {
  editing.notesMode = on;
  $('notes').setAttribute('aria-pressed', String(on));
  $('pad').classList.toggle('notes-mode', on);
  if (say) status.set(() => t(on ? 'status.notesOn' : 'status.notesOff'));
}

/**
 * Follows a switch of mode: Teach's projector look and its speed; Solve it ends the search and
 * shows the person's board; the rating follows what the mode calls the puzzle.
 * @param {import('./app/modes.js').Mode} mode
 * @param {import('./app/modes.js').Mode} from
 */
function modeChanged(mode, from) {
  classroom.set(mode === 'teach');
  settings.useMode(mode);
  if (!editing) return;
  if (mode === 'solve') {
    race.close();
    editing.showGivens();
  } else if (from === 'solve') {
    setNotesMode(false, { say: false });
  }
  shellChanged();
  editing.sayReady();
  persist();
}

/** What follows the mode and the puzzle: the entering box, and the rating of the puzzle. */
function shellChanged() {
  const entering = modes.mode === 'solve' && editing.entering;
  $('entering').hidden = !entering;
  $('edit-puzzle').hidden = entering;
  // A person solving is rated on the puzzle, never on their own digits: a wrong one must not
  // tell them so before they ask.
  rating.update(modes.mode === 'solve' ? editing.puzzle : editing.givens);
}

/** Show me from here: Watch, and the animated search from the person's board as it stands. */
function showFromHere() {
  modes.set('watch');
  editing.showGivens();
  run.play();
  const kept = editing.givens.reduce((n, d) => n + (d ? 1 : 0), 0);
  if (run.playing) status.set(() => t('status.fromHere', { givens: formatNumber(kept) }));
}

function wireControls() {
  $('solve').addEventListener('click', () => solveNow({ editing, status, fast, run }));
  ui.play.addEventListener('click', () => run.toggle());
  ui.step.addEventListener('click', () => run.step());
  ui.stepBack.addEventListener('click', () => run.stepBack());
  ui.skip.addEventListener('click', () => run.play({ skip: true }));
  $('reset').addEventListener('click', () => {
    closeMenu('puzzle-menu');
    editing.reset();
  });
  $('notes').addEventListener('click', () => setNotesMode(!editing.notesMode));
  $('check').addEventListener('click', () => check.press());
  $('from-here').addEventListener('click', showFromHere);
  $('clear').addEventListener('click', () => {
    closeMenu('puzzle-menu');
    editing.clear();
  });
  ui.undo.addEventListener('click', () => editing.travel('undo'));
  ui.redo.addEventListener('click', () => editing.travel('redo'));
  ui.strategy.addEventListener('change', () => {
    settings.reword();
    persist();
    if (run.stepper) editing.reset();
  });
  ui.pencil.addEventListener('change', () => {
    persist();
    run.draw();
  });
  ui.printNotes.addEventListener('change', persist);
  for (const [index, example] of EXAMPLES.entries()) ui.examples.add(new Option(example.name, String(index)));
  ui.examples.addEventListener('change', () => {
    const example = EXAMPLES[Number(ui.examples.value)];
    if (!example) return;
    editing.load(engine.parsePuzzle(example.puzzle), () => t('status.loadedExample', { name: example.name }));
    closeMenu('puzzle-menu');
  });
  $('type-own').addEventListener('click', () => {
    closeMenu('puzzle-menu');
    editing.clear();
    board.select(0);
  });
  $('edit-puzzle').addEventListener('click', () => editing.editGivens());
  $('enter-start').addEventListener('click', () => editing.start());
  $('print').addEventListener('click', () => {
    closeMenu('export-menu');
    window.print();
  });
  $('pad').addEventListener('click', (event) => {
    const button = event.target.closest('button[data-digit]');
    if (button) editing.edit(board.hasSelection ? board.selected : -1, Number(button.dataset.digit));
  });
  // Buttons must not take focus from the board on pointer press, so the pad types where the
  // person is looking.
  $('pad').addEventListener('pointerdown', (event) => event.preventDefault());
  $('import').addEventListener('click', () => {
    if (editing.importText(ui.importText.value, importError)) closeMenu('puzzle-menu');
  });
  $('copy').addEventListener('click', () =>
    copyText(ui.shareText, status, engine.toLine(run.state.view), 'status.copiedBoard', 'status.copyBoardByHand'),
  );
  $('share').addEventListener('click', () => {
    const link = shareLink(engine.toLine(editing.givens), ui.strategy.value, chosenLanguage, modes.mode);
    copyText(ui.shareText, status, link, 'status.copiedLink', 'status.copyLinkByHand');
  });
  ui.language.addEventListener('change', () => {
    chosenLanguage = ui.language.value;
    setLanguage(ui.language.value);
    persist();
  });
}

/** Says everything main.js wrote again, in the language just chosen; the run goes on. */
function reword() {
  ui.language.value = language();
  status.reword();
  importError.reword();
  for (const option of [...ui.examples.options].slice(1)) option.text = EXAMPLES[Number(option.value)].name;
  settings.reword();
  if (run) run.draw();
  else pageView.buttons(null);
}

/**
 * Speaks the language of `?lang=`, else the one saved from last time, else the browser's, from
 * the first paint on: the markup is translated before the engine has loaded.
 * @param {import('./app/persistence.js').Saved | null} saved
 */
function startLanguage(saved) {
  chosenLanguage = [linkLanguage(), saved?.language].find((choice) => LANGUAGES.includes(choice)) ?? null;
  onLanguageChange(reword);
  setLanguage(chosenLanguage ?? browserLanguage());
}

async function main() {
  const saved = loadSaved();
  startLanguage(saved);
  theme.set(saved?.theme);
  try {
    engine = await loadEngine();
  } catch (error) {
    status.error('status.loadFailed', error);
    return;
  }
  run = new Run({
    engine,
    strategy: () => ui.strategy.value,
    givens: () => editing.givens,
    problem: () => editing.problem(),
    rate,
    say: (words, tone) => status.set(words, tone),
    sayError: (key, error) => status.error(key, error),
    countSolutions,
  });
  run.setGate(predictor);
  editing = new Editing({
    engine,
    run,
    board,
    status,
    history,
    onStop: () => {
      run.stop();
      predictor.cancel();
      fast.cancel();
    },
    onChange: () => {
      persist();
      race?.puzzleChanged();
      hint?.clear();
      newPuzzle?.cancel({ say: false }); // an edit wins over a puzzle still being made
      shellChanged();
      check?.clear();
    },
    onNotes: () => {
      persist();
      run.draw();
    },
    onEntry: () => {
      if (editing.entering) return; // the puzzle is being entered: nobody is solving yet
      timer.entry();
      if (check.solved()) status.set(timer.stop(), 'ok');
    },
    onNewPuzzle: () => timer.reset(),
    solving: () => modes.mode === 'solve',
    countSolutions,
  });
  race = new Race($('race'), $('race-open'), {
    engine,
    givens: () => editing.givens,
    problem: () => editing.problem()?.() ?? null,
    rate,
    onOpen: () => run.pause(),
  });
  wireControls();
  const scrubber = new Scrubber(document.body, {
    seek: (step) => run.seek(step),
    pause: () => run.pause(),
    isPlaying: () => run.playing,
    rate,
    setStatus: (words, tone) => status.set(words, tone),
    puzzleLine: () => engine.toLine(editing.givens),
  });
  lesson = new Lesson({ root: $('lesson'), board, engine });
  tabs = new PanelTabs({ list: $('panel-tabs'), lesson: $('lesson'), tree: $('search-tree') }, { onChange: () => persist() });
  tabs.show(saved?.panel ?? 'stack');
  if (tabs.chosen !== saved?.panel) tabs.show('stack');
  // Each with its own worker and busy mark: pressing one drops the other's answer on its way
  // (clearCheck, clearHint) and never its own.
  hint = new HintPanel({ judge: new FastSolver({ busy: $('hint') }), board, editing, clearCheck: () => check.clear() });
  check = new CheckPanel({
    engine,
    judge: new FastSolver({ busy: $('check') }),
    board,
    editing,
    status,
    clearHint: () => hint.clear(),
  });
  newPuzzle = new NewPuzzle(
    { level: $('new-level'), symmetry: $('new-symmetry'), make: $('new-make'), cancel: $('new-cancel'), progress: $('new-progress') },
    {
      maker,
      status,
      load: (cells, words, options) => {
        closeMenu('puzzle-menu');
        editing.load(cells, words, options);
      },
    },
  );
  const tree = new SearchTreePanel(
    {
      section: $('search-tree'),
      scroll: $('tree-scroll'),
      drawing: /** @type {HTMLCanvasElement} */ ($('tree-drawing')),
      items: $('tree-items'),
      chart: /** @type {HTMLCanvasElement} */ ($('tree-chart')),
      note: $('tree-note'),
      whole: /** @type {HTMLButtonElement} */ ($('tree-whole')),
      svg: /** @type {HTMLButtonElement} */ ($('tree-svg')),
      png: /** @type {HTMLButtonElement} */ ($('tree-png')),
    },
    {
      stepper: () => run.stepper,
      seek: (step) => run.seek(step),
      puzzleLine: () => engine.toLine(editing.givens),
      setStatus: (words, tone) => status.set(words, tone),
    },
  );
  new Worksheet($('worksheet'), {
    givens: () => editing.givens,
    puzzle: () => editing.puzzle,
    notes: () => editing.notes,
    printNotes: () => ui.printNotes.checked,
    level: () => rating.text,
    link: () => linkTo(engine.toLine(editing.givens), ui.strategy.value, chosenLanguage),
  });
  for (const follower of [pageView, predictor, scrubber, lesson, hint, check, tree]) run.follow(follower);
  restoreSettings(saved, ui);
  settings.restore(saved?.speeds);
  const savedMode = isMode(saved?.mode) ? saved.mode : saved?.classroom === true ? 'teach' : null;
  modes.set(linkMode() ?? savedMode ?? 'watch');
  const link = loadFromLink({ engine, strategy: ui.strategy, load: (cells, words, options) => editing.load(cells, words, options) });
  if (!link.loaded && restoreBoard(saved, engine, editing)) {
    restoreTimer(saved, timer);
    editing.entering = saved?.entering === true;
  } else if (!link.loaded) {
    // The first visit: a puzzle whose search backtracks hundreds of times, paused in Watch.
    const first = EXAMPLES.find((example) => example.id === 'textbook');
    editing.load(engine.parsePuzzle(first.puzzle), () => t('status.loadedFirst', { name: first.name }), { record: false });
  }
  shellChanged();
  if (link.generate) newPuzzle.make({ ...link.generate, record: false, problem: link.problem });
  else if (link.problem) status.set(link.problem, 'error');
  settings.reword();
  document.body.dataset.ready = 'true';
  // The board takes input from here on: `cargo xtask bench` reads this mark as the time to
  // interactive.
  performance.mark('bitdoku-ready');
  // After the page is up: the service worker's first install fetches every file of the site,
  // and the workers' module is compiled for the workers to come.
  registerServiceWorker();
  precompileWorkerEngine();
}

main();
