// Connects the page's buttons, menus and keys to the pieces main.js made: what each control
// does, in one place. The pieces decide; this file only says which one a control asks.

import { EXAMPLES } from '../board/examples.js';
import { LANGUAGES, loadLanguage, t } from '../i18n/i18n.js';
import { installKeyboard } from '../keys/keyboard.js';
import { $, closeMenu, keepFocusOnPointer } from './elements.js';
import { copyText, embedCode, shareLink } from './links.js';
import { laterModules, retrying } from './later.js';
import { SharePanel, isLink } from './share-panel.js';
import { solveNow } from './solve-now.js';

/**
 * What the controls ask: the pieces, and the page's own actions (main.js).
 * @typedef {object} Controlled
 * @property {import('./elements.js').Elements} ui
 * @property {typeof import('../pkg/page.js')} engine
 * @property {import('../run/run.js').Run} run
 * @property {import('./editing.js').Editing} editing
 * @property {import('../board/board-view.js').BoardView} board
 * @property {import('./messages.js').Message} status
 * @property {import('./messages.js').Message} importError
 * @property {import('../workers/worker-client.js').WorkerClient} fast
 * @property {import('../panels/check.js').CheckPanel} check
 * @property {import('./settings.js').Settings} settings
 * @property {import('./modes.js').ModeSwitch} modes
 * @property {() => void} persist saves what should survive a reload
 * @property {(on: boolean) => void} setNotesMode
 * @property {() => void} showFromHere
 * @property {() => string | null} chosenLanguage the language the person chose, if any
 * @property {(language: string) => void} chooseLanguage
 */

/**
 * Connects the buttons, menus and fields to the pieces.
 * @param {Controlled} c
 */
export function wireControls(c) {
  const { ui, engine, run, editing, board, status, fast, check, settings } = c;
  $('solve').addEventListener('click', () => solveNow({ editing, status, fast, run }));
  ui.play.addEventListener('click', () => run.toggle());
  ui.step.addEventListener('click', () => run.step());
  ui.stepBack.addEventListener('click', () => run.stepBack());
  ui.skip.addEventListener('click', () => run.play({ skip: true }));
  /** A button of a menu: the menu closes, then `action`. @param {string} id @param {string} menu @param {() => void} action */
  const inMenu = (id, menu, action) =>
    $(id).addEventListener('click', () => {
      closeMenu(menu);
      action();
    });
  inMenu('reset', 'puzzle-menu', () => editing.reset());
  inMenu('clear', 'puzzle-menu', () => editing.clear());
  inMenu('type-own', 'puzzle-menu', () => {
    editing.clear();
    board.select(0);
  });
  inMenu('print', 'export-menu', () => window.print());
  $('notes').addEventListener('click', () => c.setNotesMode(!editing.notesMode));
  $('check').addEventListener('click', () => check.press());
  $('from-here').addEventListener('click', () => c.showFromHere());
  ui.undo.addEventListener('click', () => editing.travel('undo'));
  ui.redo.addEventListener('click', () => editing.travel('redo'));
  ui.strategy.addEventListener('change', () => {
    settings.reword();
    c.persist();
    if (run.stepper) editing.reset();
  });
  ui.pencil.addEventListener('change', () => {
    c.persist();
    run.draw();
  });
  ui.printNotes.addEventListener('change', () => c.persist());
  for (const [index, example] of EXAMPLES.entries()) ui.examples.add(new Option(example.name, String(index)));
  ui.examples.addEventListener('change', () => {
    const example = EXAMPLES[Number(ui.examples.value)];
    if (!example) return;
    editing.load(engine.parsePuzzle(example.puzzle), () => t('status.loadedExample', { name: example.name }));
    closeMenu('puzzle-menu');
  });
  $('edit-puzzle').addEventListener('click', () => editing.editGivens());
  $('enter-start').addEventListener('click', () => editing.start());
  $('pad').addEventListener('click', (/** @type {MouseEvent} */ event) => {
    const button = /** @type {Element} */ (event.target).closest('button[data-digit]');
    if (button instanceof HTMLElement) editing.edit(board.hasSelection ? board.selected : -1, Number(button.dataset.digit));
  });
  // The pad's keys must not take focus from the board, so that it types where the person looks.
  keepFocusOnPointer($('pad'));
  /** The Share link of the puzzle, which becomes the address bar's too. */
  const link = () => shareLink(engine.toLine(editing.givens), ui.strategy.value, c.chosenLanguage(), c.modes.mode);
  const share = new SharePanel(
    { editing, status, importError: c.importError, shareText: ui.shareText, shareLink: link },
    /** @type {HTMLDialogElement} */ ($('qr-dialog')),
  );
  $('import').addEventListener('click', async () => {
    const text = ui.importText.value;
    const loaded = isLink(text) ? await share.importLink(text) : editing.importText(text, c.importError);
    if (loaded) closeMenu('puzzle-menu');
  });
  const range = {
    from: /** @type {HTMLInputElement} */ ($('gif-from')),
    to: /** @type {HTMLInputElement} */ ($('gif-to')),
  };
  const givens = () => editing.givens;
  const strategy = () => ui.strategy.value;
  // The GIF and the slides come once the page is up (app/later.js): a press before then waits,
  // and says so if their module failed to come.
  /** @param {unknown} error */
  const failed = (error) => status.error('status.laterFailed', error);
  const gif = retrying(() =>
    laterModules().then(
      ({ RangeExport }) =>
        new RangeExport({
          engine,
          givens,
          strategy,
          puzzleLine: () => engine.toLine(editing.givens),
          status,
          ui: { ...range, speed: /** @type {HTMLSelectElement} */ ($('gif-speed')), button: /** @type {HTMLButtonElement} */ ($('download-gif')) },
        }),
    ),
  );
  $('download-gif').addEventListener('click', () => gif().then((made) => made.press(), failed));
  inMenu('print-slides', 'export-menu', () =>
    laterModules().then(({ printSlides }) => printSlides({ engine, givens, strategy, status, slides: $('slides'), ui: range }), failed),
  );
  $('copy-site-link').addEventListener('click', () => share.copySiteLink(/** @type {HTMLSelectElement} */ ($('link-site')).value));
  // Opened from a file, the Share link is the file's address, which no phone can open.
  $('show-qr').hidden = window.location.protocol === 'file:';
  $('show-qr').addEventListener('click', () => {
    closeMenu('export-menu');
    share.showQr();
  });
  $('copy').addEventListener('click', () =>
    copyText(ui.shareText, status, engine.toLine(run.state.view), 'status.copiedBoard', 'status.copyBoardByHand'),
  );
  // Opened from a file (the one-file page), there is no embed.html beside it to frame.
  $('copy-embed').hidden = window.location.protocol === 'file:';
  $('copy-embed').addEventListener('click', () => {
    const code = embedCode(engine.toLine(editing.givens), ui.strategy.value, c.chosenLanguage(), run.stepper?.steps ?? 0);
    copyText(ui.shareText, status, code, 'status.copiedEmbed', 'status.copyEmbedByHand');
  });
  $('share').addEventListener('click', () => copyText(ui.shareText, status, link(), 'status.copiedLink', 'status.copyLinkByHand'));
  ui.language.addEventListener('change', () => c.chooseLanguage(ui.language.value));
  // The language switch is in the Settings menu: its opening fetches the other languages' words,
  // so that a switch finds them in.
  $('settings-menu').addEventListener('toggle', () => {
    for (const language of LANGUAGES) loadLanguage(language).catch(() => {});
  });
}

/**
 * Installs the page's keys (www/keys/keyboard.js has the table of which key is which). Until
 * the engine has loaded (`controlled()` gives null), and in a mode a key does not belong to,
 * the key is declined: left to the browser.
 * @param {() => (Controlled & { race: import('./later.js').RaceLater, hint: import('../panels/hint.js').HintPanel }) | null} controlled
 * @param {import('./modes.js').ModeSwitch} modes
 * @param {import('../keys/keyboard.js').KeyHandlers} more the classroom's keys
 */
export function installKeys(controlled, modes, more) {
  /**
   * `action` on the pieces, in the modes named only (all, when none are).
   * @param {string} names the modes, separated by spaces
   * @param {(c: NonNullable<ReturnType<typeof controlled>>) => boolean | void} action
   */
  const when = (names, action) => () => {
    const c = controlled();
    return c && (!names || names.split(' ').includes(modes.mode)) ? action(c) : false;
  };
  installKeyboard(
    {
      'race.toggle': when('', (c) => c.race.toggle()),
      'race.skip': when('', (c) => c.race.play({ skip: true })),
      'race.close': when('', (c) => c.race.close()),
      'run.toggle': when('watch teach', (c) => c.run.toggle()),
      'run.step': when('watch teach', (c) => c.run.step()),
      'run.stepBack': when('watch teach', (c) => c.run.stepBack()),
      'run.hint': when('solve', (c) => {
        c.hint.press();
      }),
      'run.notes': when('solve', (c) => c.setNotesMode(!c.editing.notesMode)),
      'givens.undo': when('', (c) => c.editing.travel('undo')),
      'givens.redo': when('', (c) => c.editing.travel('redo')),
      ...more,
    },
    () => ({ raceOpen: Boolean(controlled()?.race.isOpen) }),
  );
}
