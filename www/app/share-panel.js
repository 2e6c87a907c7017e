// Puzzles that travel: other tools' links in (Import) and out (Export → Link for), and the QR
// code of the Share link for a class to scan off the projector. Share's worker does the work
// (www/workers/share-worker.js, Share's modules), started the first time a person uses one of
// these: the page holds none of its code. This file asks it and draws the answers.

import { errorText } from '../i18n/errors.js';
import { t } from '../i18n/i18n.js';
import { shareWorker } from '../workers/worker-client.js';
import { copyText } from './links.js';

/** A link rather than a grid: it starts with a scheme, as src/links/mod.rs's is_link says. */
const LINK = /^\s*[a-z][a-z0-9+.-]*:\/\//i;

/** Pixels a QR module is drawn with; the canvas is then scaled by CSS, kept crisp. */
const MODULE_PX = 8;
/** The light margin around a QR code, in modules, which scanners need. */
const QUIET = 4;

/**
 * Whether pasted text is another tool's link (read by Share's worker) rather than a grid.
 * @param {string} text
 */
export function isLink(text) {
  return LINK.test(text);
}

/**
 * The pieces Share's features use.
 * @typedef {object} ShareDeps
 * @property {import('./editing.js').Editing} editing loads a read puzzle; its givens are shared
 * @property {import('./messages.js').Message} status
 * @property {import('./messages.js').Message} importError
 * @property {HTMLInputElement} shareText the box that shows what was copied
 * @property {() => string} shareLink the Share link of the puzzle on the board
 */

export class SharePanel {
  #deps;
  /** @type {import('../workers/worker-client.js').WorkerClient | null} */
  #worker = null;
  /** @type {HTMLDialogElement} */
  #dialog;

  /**
   * @param {ShareDeps} deps
   * @param {HTMLDialogElement} dialog the QR code's dialog
   */
  constructor(deps, dialog) {
    this.#deps = deps;
    this.#dialog = dialog;
  }

  /** Share's worker, started on first use. */
  get #share() {
    this.#worker ??= shareWorker();
    return this.#worker;
  }

  /**
   * Loads the puzzle of another tool's link, or says in the import box what is wrong with it;
   * the board stays as it was then.
   * @param {string} link
   * @returns {Promise<boolean>} whether it loaded
   */
  async importLink(link) {
    const { editing, importError } = this.#deps;
    importError.set(() => t('import.reading'));
    try {
      const { cells, site: read } = await this.#share.readPuzzle(link);
      const site = read?.title ?? '';
      importError.set(() => '');
      editing.load(cells, () => t('status.loadedSiteLink', { site }));
      return true;
    } catch (error) {
      importError.set(() => t('import.error', { error: errorText(error) }));
      return false;
    }
  }

  /**
   * Copies the link that opens the givens in `site` (SudokuWiki, f-puzzles or SudokuPad).
   * @param {string} site the title, as the select offers it
   */
  async copySiteLink(site) {
    const { editing, status, shareText } = this.#deps;
    try {
      const links = await this.#share.links(editing.givens);
      const link = links.find((l) => l.title === site);
      if (!link) throw new Error(`no link for ${site}`);
      await copyText(shareText, status, link.url, 'status.copiedSiteLink', 'status.copySiteLinkByHand', { site });
    } catch (error) {
      status.set(() => t('status.siteLinkFailed', { site, error: errorText(error) }), 'error');
    }
  }

  /** Opens the QR code of the Share link, with the link as text for whoever cannot scan. */
  async showQr() {
    const link = this.#deps.shareLink();
    const canvas = /** @type {HTMLCanvasElement} */ (this.#dialog.querySelector('#qr-canvas'));
    const text = /** @type {HTMLElement} */ (this.#dialog.querySelector('#qr-link'));
    const problem = /** @type {HTMLElement} */ (this.#dialog.querySelector('#qr-error'));
    text.textContent = link;
    problem.textContent = '';
    canvas.hidden = true;
    if (!this.#dialog.open) this.#dialog.showModal();
    try {
      drawQr(canvas, await this.#share.qr(link));
      canvas.hidden = false;
      canvas.dataset.link = link;
    } catch (error) {
      problem.textContent = errorText(error);
    }
  }
}

/**
 * Draws a QR code's modules, dark on white, with its quiet zone.
 * @param {HTMLCanvasElement} canvas
 * @param {{ size: number, modules: number[] }} qr
 */
function drawQr(canvas, { size, modules }) {
  const side = (size + 2 * QUIET) * MODULE_PX;
  canvas.width = canvas.height = side;
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.fillStyle = '#000';
  for (let i = 0; i < modules.length; i++) {
    if (!modules[i]) continue;
    const x = (QUIET + (i % size)) * MODULE_PX;
    const y = (QUIET + Math.floor(i / size)) * MODULE_PX;
    context.fillRect(x, y, MODULE_PX, MODULE_PX);
  }
}
