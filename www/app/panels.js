// Makes the panels that follow a run or answer a button once the engine has loaded: the
// scrubber, the lesson panels and their tabs, Hint, Check, New puzzle, the search tree and the
// printed worksheet. Each is a piece of its own; this file gives each what it asks of the rest.

import { CheckPanel } from '../panels/check.js';
import { HintPanel } from '../panels/hint.js';
import { Lesson } from '../panels/lesson-panels.js';
import { NewPuzzle } from '../panels/new-puzzle.js';
import { Scrubber } from '../panels/scrubber.js';
import { WorkerClient } from '../workers/worker-client.js';
import { $, closeMenu } from './elements.js';
import { laterModules, madeLater } from './later.js';
import { linkTo } from './links.js';
import { PanelTabs } from './panel-tabs.js';
import { Worksheet } from './worksheet.js';

/**
 * What the panels need.
 * @typedef {object} PanelDeps
 * @property {typeof import('../pkg/page.js')} engine
 * @property {import('../run/run.js').Run} run
 * @property {import('./editing.js').Editing} editing
 * @property {import('../board/board-view.js').BoardView} board
 * @property {import('./messages.js').Message} status
 * @property {import('./elements.js').Elements} ui
 * @property {() => number} rate the speed, in steps a second
 * @property {import('../workers/worker-client.js').WorkerClient} maker New puzzle's worker
 * @property {import('./rating.js').RatingLine} rating
 * @property {() => string | null} chosenLanguage
 * @property {() => void} persist
 */

/**
 * Makes the panels. Each follows the run it is given to (`run.follow`) in main.js.
 * @param {PanelDeps} d
 */
export function makePanels(d) {
  const { engine, run, editing, board, status, ui } = d;
  const puzzleLine = () => engine.toLine(editing.givens);
  /** @type {(words: import('./messages.js').Words | string, tone?: string) => void} */
  const setStatus = (words, tone) => status.set(words, tone);
  const scrubber = new Scrubber(document.body, {
    seek: (step) => run.seek(step),
    pause: () => run.pause(),
    isPlaying: () => run.playing,
    rate: d.rate,
    setStatus,
    puzzleLine,
  });
  const lesson = new Lesson({ root: $('lesson'), board, engine });
  const tabs = new PanelTabs({ list: $('panel-tabs'), lesson: $('lesson'), tree: $('search-tree') }, { onChange: d.persist });
  // Each with its own worker and busy mark: pressing one drops the other's answer on its way
  // (clearCheck, clearHint) and never its own.
  /** @type {CheckPanel | null} */
  let check = null;
  const hint = new HintPanel({ judge: new WorkerClient({ busy: $('hint') }), board, editing, clearCheck: () => check?.clear() });
  check = new CheckPanel({ engine, judge: new WorkerClient({ busy: $('check') }), board, editing, status, clearHint: () => hint.clear() });
  const newPuzzle = new NewPuzzle(
    { level: $('new-level'), symmetry: $('new-symmetry'), make: $('new-make'), cancel: $('new-cancel'), progress: $('new-progress') },
    {
      engine,
      maker: d.maker,
      status,
      load: (cells, words, options) => {
        closeMenu('puzzle-menu');
        editing.load(cells, words, options);
      },
    },
  );
  // The Search tree (its drawing, its keys, its downloads) comes once the page is up: it draws
  // only while on screen, and its tab is not the first.
  const tree = madeLater(() =>
    laterModules().then(
      ({ SearchTreePanel }) =>
        new SearchTreePanel(
          {
            section: $('search-tree'),
            scroll: $('tree-scroll'),
            drawing: $('tree-drawing'),
            items: $('tree-items'),
            chart: $('tree-chart'),
            note: $('tree-note'),
            whole: $('tree-whole'),
            svg: $('tree-svg'),
            png: $('tree-png'),
          },
          { stepper: () => run.stepper, seek: (step) => run.seek(step), puzzleLine, setStatus },
        ),
    ),
  );
  new Worksheet($('worksheet'), {
    givens: () => editing.givens,
    puzzle: () => editing.puzzle,
    notes: () => editing.notes,
    printNotes: () => ui.printNotes.checked,
    level: () => d.rating.text,
    link: () => linkTo(puzzleLine(), ui.strategy.value, d.chosenLanguage()),
  });
  return { scrubber, lesson, tabs, hint, check, newPuzzle, tree };
}
