// The printed worksheet: what the browser's Print gives instead of the page (www/styles/print.css
// hides everything else). Just before printing it is filled with the puzzle on the board as a
// large 9×9 grid (the person's digits, not the search's), the person's pencil notes when "Print
// my notes" is on and there are any, the rating line's words and the puzzle's link as text, so a
// sheet can be solved on paper and found again online.

import { pencilMarks } from '../board/board-view.js';
import { addStrings, t } from '../i18n/i18n.js';

addStrings({
  en: {
    'worksheet.title': 'Sudoku',
    'worksheet.grid': 'The puzzle',
    'worksheet.link': 'Online: {link}',
    'worksheet.notes': 'Print my notes',
    'worksheet.notesHelp': 'Add your pencil notes to the printed worksheet',
  },
});

/**
 * What the worksheet shows, read when it is filled.
 * @typedef {object} WorksheetSource
 * @property {() => Uint8Array} givens the digits on the board (81 cells, 0 for empty)
 * @property {() => Uint8Array} puzzle the puzzle as loaded: digits of `givens` beyond it are the person's entries
 * @property {() => ArrayLike<number> | null} notes the person's notes, a 9-bit mask per cell (bit d-1 for digit d), or null
 * @property {() => boolean} printNotes whether the person asked for the notes on paper
 * @property {() => string} level the rating line's words
 * @property {() => string} link the puzzle's link
 */

export class Worksheet {
  #element;
  #source;

  /**
   * Fills `element` before every print (and when the page is shown as printed, as a test does).
   * @param {HTMLElement} element
   * @param {WorksheetSource} source
   */
  constructor(element, source) {
    this.#element = element;
    this.#source = source;
    window.addEventListener('beforeprint', () => this.fill());
    matchMedia('print').addEventListener('change', (event) => event.matches && this.fill());
  }

  /** Writes the worksheet for the puzzle on the board now. */
  fill() {
    const { givens, puzzle, notes, printNotes, level, link } = this.#source;
    const title = document.createElement('h2');
    title.id = 'worksheet-title';
    title.textContent = t('worksheet.title');
    const [digits, loaded] = [givens(), puzzle()];
    const marks = printNotes() ? notes() : null;
    const grid = document.createElement('div');
    grid.className = 'worksheet-grid';
    grid.setAttribute('role', 'img');
    grid.setAttribute('aria-label', t('worksheet.grid'));
    for (let i = 0; i < 81; i++) {
      const cell = document.createElement('div');
      cell.className = 'worksheet-cell';
      if (digits[i]) {
        cell.textContent = String(digits[i]);
        if (!loaded[i]) cell.classList.add('entered');
      } else if (marks?.[i]) {
        cell.dataset.notes = pencilMarks(marks[i]);
      }
      grid.append(cell);
    }
    const levelLine = document.createElement('p');
    levelLine.className = 'worksheet-level';
    levelLine.textContent = level();
    const linkLine = document.createElement('p');
    linkLine.className = 'worksheet-link';
    linkLine.textContent = t('worksheet.link', { link: link() });
    this.#element.replaceChildren(title, grid, levelLine, linkLine);
  }
}
