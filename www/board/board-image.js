// The board as an image: the PNG download's, in the page's colours (www/panels/scrubber.js),
// and each frame of a step range's GIF and slides, in the light theme's (www/app/range-export.js,
// range-slides.js).

import { themeColour } from '../app/colours.js';
import { activeCell } from './board-view.js';
import { colOf, rowOf } from './cell.js';
import { context2d } from '../tree/pens.js';

/** The board: 9 cells of this many pixels, inside a margin. */
const PNG_CELL = 80;
const PNG_MARGIN = 12;
export const PNG_SIZE = 9 * PNG_CELL + 2 * PNG_MARGIN;

/**
 * Draws `run`'s board on a new canvas in the page's colours: givens bold on grey, the
 * search's digits blue, the current cell amber with a ring, a take-back red with its digit
 * struck through.
 * @param {{ view: ArrayLike<number>, givens: ArrayLike<number>, event: import('../pkg/page.js').StepEvent | null }} run
 * @param {HTMLCanvasElement} [canvas] drawn on (a new one when absent)
 * @param {'light' | 'dark'} [scheme] the theme's colours to draw in (absent: the page's)
 * @returns {HTMLCanvasElement}
 */
export function drawBoard({ view, givens, event }, canvas = document.createElement('canvas'), scheme) {
  const colour = (/** @type {string} */ name) => themeColour(name, document.body, scheme);
  canvas.width = PNG_SIZE;
  canvas.height = PNG_SIZE;
  const g = context2d(canvas);
  g.fillStyle = colour('--cell');
  g.fillRect(0, 0, PNG_SIZE, PNG_SIZE);
  const active = activeCell(event);
  const font = getComputedStyle(document.body).fontFamily || 'sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (let i = 0; i < 81; i++) {
    const x = PNG_MARGIN + colOf(i) * PNG_CELL;
    const y = PNG_MARGIN + rowOf(i) * PNG_CELL;
    const backtrack = active?.cell === i && active.kind === 'backtrack';
    if (active?.cell === i) {
      g.fillStyle = colour(backtrack ? '--backtrack-bg' : '--trying-bg');
      g.fillRect(x, y, PNG_CELL, PNG_CELL);
      g.strokeStyle = colour(backtrack ? '--backtrack-ink' : '--trying-ring');
      g.lineWidth = 6;
      if (backtrack) g.setLineDash([8, 5]);
      g.strokeRect(x + 6, y + 6, PNG_CELL - 12, PNG_CELL - 12);
      g.setLineDash([]);
    } else if (givens[i]) {
      g.fillStyle = colour('--given-bg');
      g.fillRect(x, y, PNG_CELL, PNG_CELL);
    }
    const digit = view[i] || (backtrack ? active.digit : 0);
    if (!digit) continue;
    g.font = `${givens[i] ? 700 : 400} ${Math.round(PNG_CELL * 0.58)}px ${font}`;
    g.fillStyle = colour(backtrack ? '--backtrack-ink' : givens[i] ? '--ink' : '--placed');
    g.fillText(String(digit), x + PNG_CELL / 2, y + PNG_CELL / 2 + 2);
    if (backtrack) {
      g.fillRect(x + PNG_CELL * 0.3, y + PNG_CELL / 2, PNG_CELL * 0.4, 4);
    }
  }
  for (let k = 0; k <= 9; k++) {
    const at = PNG_MARGIN + k * PNG_CELL;
    g.strokeStyle = colour(k % 3 === 0 ? '--box-line' : '--line');
    g.lineWidth = k % 3 === 0 ? 4 : 1;
    g.beginPath();
    g.moveTo(at, PNG_MARGIN);
    g.lineTo(at, PNG_SIZE - PNG_MARGIN);
    g.moveTo(PNG_MARGIN, at);
    g.lineTo(PNG_SIZE - PNG_MARGIN, at);
    g.stroke();
  }
  return canvas;
}
