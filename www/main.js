// The page's wiring: it finds the elements, makes the pieces (the Run, editing, the panels,
// the race), connects the controls and keys to them, and starts up. Rust decides (parsing,
// rules, search, counting); the pieces in run/, app/, board/ and panels/ draw and ask.

import './i18n/strings.js';
import { EXAMPLES } from './board/examples.js';
import { BoardView } from './board/board-view.js';
import { UndoHistory } from './board/undo.js';
import { loadEngine } from './engine.js';
import { LANGUAGES, browserLanguage, formatNumber, language, onLanguageChange, startIn, switchLanguage, t } from './i18n/i18n.js';
import { Editing } from './app/editing.js';
import { installKeys, wireControls } from './app/controls.js';
import { $, findElements } from './app/elements.js';
import { raceLater } from './app/later.js';
import { makePanels } from './app/panels.js';
import { linkLanguage, linkMode, loadFromLink } from './app/links.js';
import { Message, reportUncaught } from './app/messages.js';
import { ModeSwitch, isMode } from './app/modes.js';
import { PageView } from './app/page-view.js';
import { RatingLine } from './app/rating.js';
import { Settings } from './app/settings.js';
import { SolveTimer } from './app/solve-timer.js';
import { loadSaved, restoreBoard, restoreSettings, restoreTimer, save } from './app/persistence.js';
import { ThemeSwitch } from './app/theme.js';
import { precompileWorkerEngine } from './offline/assets.js';
import { registerServiceWorker } from './offline/register.js';
import { Classroom } from './panels/classroom.js';
import { Predictor } from './panels/predict.js';
import { WorkerClient } from './workers/worker-client.js';
import { sliceRecordCopy } from './run/lane.js';
import { Run } from './run/run.js';

const ui = findElements();

const status = new Message(ui.status, { toned: true, words: () => t('status.loading') });
const importError = new Message(ui.importError);
reportUncaught(status);

/** @type {string | null} the language the person chose (with the switch or a link), or null to follow the browser */
let chosenLanguage = null;
/** @type {typeof import('./pkg/page.js') | null} */
let engine = null;
/** @type {Run | null} the pieces from here on need the engine: made once it has loaded */
let run = null;
/** @type {[Editing | null, import('./app/later.js').RaceLater | null]} */
let [editing, race] = [null, null];
/** @type {ReturnType<typeof makePanels> | null} the panels, made once the engine has loaded */
let panels = null;

const fast = new WorkerClient();
const rating = new RatingLine($('rating'), new WorkerClient()); // its own worker: Solve never cancels it
const maker = new WorkerClient(); // New puzzle's own worker, which its Cancel ends
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
  onSelect: (cell) => panels?.lesson.select(cell),
});
const pageView = new PageView(ui, { engine: () => engine, run: () => run, editing: () => editing, board, history });
const classroom = new Classroom($('classroom-keys'), { onToggle: (on) => modes.set(on ? 'teach' : 'watch') });
const modes = new ModeSwitch($('mode'), { onChange: (mode, from) => modeChanged(mode, from) });
// Saving needs the engine (it writes the puzzle as a line): a switch before it loads is kept
// with the next save.
const theme = new ThemeSwitch($('theme'), { onChange: () => editing && persist() });
const predictIds = { checkbox: 'predict', box: 'predict-box', question: 'predict-question', guess: 'predict-guess', reveal: 'predict-reveal', result: 'predict-result' };
const predictor = new Predictor(
  /** @type {any} */ (Object.fromEntries(Object.entries(predictIds).map(([name, id]) => [name, $(id)]))),
  { step: () => run?.step(), play: () => run?.play(), pause: () => run?.pause(), isPlaying: () => Boolean(run?.playing) },
);

// Read-only, for the e2e tests: every time-boxed slice the searches ran, with its budget.
Object.defineProperty(window, 'bitdokuRun', { value: Object.freeze({ slices: sliceRecordCopy }) });

/** Saves what should survive a reload (once the engine, which writes the puzzle, has loaded). */
function persist() {
  if (!engine || !editing) return;
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
    panel: panels?.tabs.chosen,
    language: chosenLanguage ?? undefined,
    theme: theme.chosen ?? undefined,
    printNotes: ui.printNotes.checked,
  });
}

installKeys(() => (engine && run && editing && race && panels ? controlled() : null), modes, classroom.keyHandlers());

/**
 * Turns Notes mode on or off: the button's state, the pad's look and a word on the status line.
 * @param {boolean} on
 */
function setNotesMode(on, { say = true } = {}) {
  if (!editing) return;
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
    race?.close();
    editing.showGivens();
  } else if (from === 'solve') {
    setNotesMode(false, { say: false });
  }
  shellChanged();
  // A run going on between Watch and Teach keeps its own words on the status line.
  if (!run?.stepper) editing.sayReady();
  persist();
}

/** What follows the mode and the puzzle: the entering box, and the rating of the puzzle. */
function shellChanged() {
  if (!editing) return;
  const entering = modes.mode === 'solve' && editing.entering;
  $('entering').hidden = !entering;
  $('edit-puzzle').hidden = entering;
  // While a puzzle is typed in, it has no level yet: "several solutions" would only alarm.
  $('rating').hidden = entering;
  // A person solving is rated on the puzzle, never on their own digits: a wrong one must not
  // tell them so before they ask.
  rating.update(modes.mode === 'solve' ? editing.puzzle : editing.givens);
}

/** Show me from here: Watch, and the animated search from the person's board as it stands. */
function showFromHere() {
  if (!editing || !run) return;
  modes.set('watch');
  editing.showGivens();
  run.play();
  const kept = editing.givens.reduce((n, d) => n + (d ? 1 : 0), 0);
  if (run.playing) status.set(() => t('status.fromHere', { givens: formatNumber(kept) }));
}

/**
 * What the controls and keys ask of the page, once the engine and the pieces are made.
 * @returns {import('./app/controls.js').Controlled & { race: import('./app/later.js').RaceLater, hint: import('./panels/hint.js').HintPanel }}
 */
function controlled() {
  if (!engine || !run || !editing || !race || !panels) throw new Error('the page is not up yet');
  return {
    ui, engine, run, editing, board, status, importError, fast, race, settings, modes,
    check: panels.check, hint: panels.hint, persist, setNotesMode, showFromHere,
    chosenLanguage: () => chosenLanguage,
    chooseLanguage: (choice) => {
      chosenLanguage = choice;
      persist();
      switchLanguage(choice).catch(() => (ui.language.value = language())); // its words could not come
    },
  };
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
 * the first paint on (i18n.js, startIn): the markup is translated before the engine has loaded.
 * @param {import('./app/persistence.js').Saved | null} saved
 */
function startLanguage(saved) {
  chosenLanguage = [linkLanguage(), saved?.language].find((choice) => typeof choice === 'string' && LANGUAGES.includes(choice)) ?? null;
  onLanguageChange(reword);
  return startIn(chosenLanguage ?? browserLanguage());
}

async function main() {
  const saved = loadSaved();
  const speaking = startLanguage(saved);
  theme.set(saved?.theme);
  /** @type {typeof import('./pkg/page.js')} */
  let e;
  try {
    e = engine = await loadEngine();
  } catch (error) {
    status.error('status.loadFailed', error);
    return;
  }
  await speaking; // the pieces are made in the page's language
  // The pieces, as constants here: the callbacks below run once all of them are made.
  const r = new Run({
    engine: e,
    strategy: () => ui.strategy.value,
    givens: () => ed.givens,
    problem: () => ed.problem(),
    rate,
    say: (words, tone) => status.set(words, tone),
    sayError: (key, error) => status.error(key, error),
    countSolutions,
  });
  r.setGate(predictor);
  const ed = new Editing({
    engine: e,
    run: r,
    board,
    status,
    history,
    onStop: () => {
      r.stop();
      predictor.cancel();
      fast.cancel();
    },
    onChange: () => {
      persist();
      race?.puzzleChanged();
      panels?.hint.clear();
      panels?.newPuzzle.cancel({ say: false }); // an edit wins over a puzzle still being made
      shellChanged();
      panels?.check.clear();
    },
    onNotes: () => {
      persist();
      r.draw();
    },
    onEntry: () => {
      if (ed.entering) return; // the puzzle is being entered: nobody is solving yet
      timer.entry();
      if (panels?.check.solved()) status.set(timer.stop(), 'ok');
    },
    onNewPuzzle: () => timer.reset(),
    solving: () => modes.mode === 'solve',
    teaching: () => modes.mode === 'teach',
    countSolutions,
  });
  [run, editing] = [r, ed];
  race = raceLater($('race'), $('race-open'), {
    engine: e,
    givens: () => ed.givens,
    problem: () => ed.problem()?.() ?? null,
    rate,
    onOpen: () => r.pause(),
  }, (error) => status.error('status.laterFailed', error));
  const p = (panels = makePanels({ engine: e, run: r, editing: ed, board, status, ui, rate, maker, rating, chosenLanguage: () => chosenLanguage, persist }));
  wireControls(controlled());
  const { scrubber, lesson, tabs, hint, check, tree } = p;
  tabs.show(saved?.panel ?? 'stack');
  if (tabs.chosen !== saved?.panel) tabs.show('stack');
  for (const follower of [pageView, predictor, scrubber, lesson, hint, check, tree]) r.follow(follower);
  restoreSettings(saved, ui);
  settings.restore(saved?.speeds);
  const savedMode = isMode(saved?.mode) ? saved.mode : saved?.classroom === true ? 'teach' : null;
  modes.set(linkMode() ?? savedMode ?? 'watch');
  const link = loadFromLink({ engine: e, strategy: ui.strategy, load: (cells, words, options) => ed.load(cells, words, options) });
  if (!link.loaded && restoreBoard(saved, e, ed)) {
    restoreTimer(saved, timer);
    ed.entering = saved?.entering === true;
  } else if (!link.loaded) {
    // The first visit: a puzzle whose search backtracks hundreds of times, paused in Watch.
    const first = EXAMPLES.find((example) => example.id === 'textbook') ?? EXAMPLES[0];
    ed.load(e.parsePuzzle(first.puzzle), () => t('status.loadedFirst', { name: first.name }), { record: false });
  }
  shellChanged();
  if (link.generate) p.newPuzzle.make({ ...link.generate, record: false, problem: link.problem });
  else if (link.problem) status.set(link.problem, 'error');
  settings.reword();
  document.body.dataset.ready = 'true';
  // The board takes input from here on: `cargo xtask bench` reads this mark as the time to
  // interactive.
  performance.mark('bitdoku-ready');
  // After the page is up: the service worker's first install fetches every file of the site,
  // and the workers' two modules are compiled for the workers to come.
  registerServiceWorker();
  precompileWorkerEngine();
}

main();
