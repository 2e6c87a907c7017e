// The search tree and its chart as files: a title, the tree as drawn now, and the chart below
// it, written by the same drawing code as the page (www/tree/icicle.js, depth-chart.js) with
// the SVG pen, or with the canvas pen at twice the size for a PNG.

import { download, downloadName } from '../app/download.js';
import { t } from '../i18n/i18n.js';
import { CHART_HEIGHT, paintDepthChart } from './depth-chart.js';
import { icicleHeight, paintIcicle } from './icicle.js';
import { FONT, canvasPen, context2d, shifted, svgPen } from './pens.js';

const TITLE = 36;
const GAP = 16;

/**
 * What goes into the file: the drawings' inputs as the page last drew them.
 * @typedef {object} Picture
 * @property {string} title
 * @property {number} width
 * @property {import('./pens.js').Palette} colours
 * @property {import('./icicle.js').Item[]} items
 * @property {import('./icicle.js').Box[]} boxes
 * @property {boolean[]} shown
 * @property {Set<string>} collapsed
 * @property {{ written: ArrayLike<number>, takenBack: ArrayLike<number> }} counts
 * @property {number} depths
 */

/**
 * Draws the picture with `pen`: the title, the tree under it, the chart under that.
 * @param {import('./pens.js').Pen} pen
 * @param {Picture} p
 */
function paint(pen, p) {
  pen.text(8, TITLE / 2, p.title, { colour: p.colours.ink, size: 16, bold: true });
  paintIcicle(shifted(pen, 0, TITLE), p.items, p.boxes, p.shown, { collapsed: p.collapsed, colours: p.colours });
  const chartTop = TITLE + icicleHeight(p.items, p.shown) + GAP;
  paintDepthChart(shifted(pen, 0, chartTop), p.counts, { width: p.width, depths: p.depths, colours: p.colours });
}

/**
 * The picture's height.
 * @param {Picture} p
 * @returns {number}
 */
function height(p) {
  return TITLE + icicleHeight(p.items, p.shown) + GAP + CHART_HEIGHT;
}

/**
 * The picture as an SVG file.
 * @param {Picture} p
 * @returns {Blob}
 */
export function exportSvg(p) {
  const pen = svgPen();
  paint(pen, p);
  return new Blob([pen.document(p.width, height(p), p.colours.paper)], { type: 'image/svg+xml' });
}

/**
 * The picture as a PNG file, at twice the size.
 * @param {Picture} p
 * @returns {Promise<Blob>}
 */
export function exportPng(p) {
  const canvas = document.createElement('canvas');
  canvas.width = p.width * 2;
  canvas.height = height(p) * 2;
  const g = context2d(canvas);
  g.scale(2, 2);
  g.fillStyle = p.colours.paper;
  g.fillRect(0, 0, p.width, height(p));
  g.font = `12px ${FONT}`;
  paint(canvasPen(g), p);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob'))), 'image/png'),
  );
}

/**
 * Downloads the tree as drawn, as SVG or PNG, named after the puzzle and the step, and says so
 * (or why not) on the status line.
 * @param {Picture} picture
 * @param {'svg' | 'png'} format
 * @param {{ steps: number, puzzleLine: () => string, setStatus: (words: string, tone?: string) => void }} how
 */
export async function saveTree(picture, format, { steps, puzzleLine, setStatus }) {
  try {
    const file = downloadName(puzzleLine(), steps, format, 'tree');
    download(format === 'svg' ? exportSvg(picture) : await exportPng(picture), file);
    setStatus(t('tree.exported', { file }), 'ok');
  } catch (error) {
    setStatus(t('tree.exportFailed', { message: error instanceof Error ? error.message : String(error) }), 'error');
  }
}
