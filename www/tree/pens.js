// What the search tree and its chart are drawn with: a pen that draws on a canvas (the page,
// and the PNG download) and a pen that writes SVG (the SVG download), with the same few
// strokes, so each drawing is written once for both. A canvas draws thousands of boxes in a
// few milliseconds, where as many SVG elements would take the page's main thread for tens.
// Colours come from the page's stylesheet (palette()), so the drawings follow its theme.

import { themeColour } from '../app/colours.js';

/**
 * The colours of the drawings, read from the stylesheet's custom properties.
 * @typedef {Record<string, string>} Palette
 */

/** The custom properties the drawings use, by the name the drawings give them. */
const COLOURS = {
  ink: '--ink',
  muted: '--muted',
  paper: '--cell',
  line: '--line',
  start: '--tree-start',
  open: '--tree-open',
  openLine: '--tree-open-line',
  dead: '--tree-dead',
  deadLine: '--tree-dead-line',
  deadHatch: '--tree-dead-hatch',
  solution: '--tree-solution',
  solutionLine: '--tree-solution-line',
  folded: '--tree-folded',
  foldedDot: '--tree-folded-dot',
  current: '--trying-ring',
  placed: '--chart-placed',
};

/**
 * The colours, each as the theme shows it now.
 * @param {Element} [from] the element whose colours to read
 * @returns {Palette}
 */
export function palette(from = document.body) {
  return Object.fromEntries(Object.entries(COLOURS).map(([name, property]) => [name, themeColour(property, from)]));
}

/**
 * Calls `callback` when the palette may have changed: the page's classes (classroom mode
 * redefines the colours), the theme switch (data-theme) or the system's light or dark preference.
 * @param {() => void} callback
 */
export function onPaletteChange(callback) {
  new MutationObserver(callback).observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme'] });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', callback);
}

export const FONT = 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace';

/**
 * A fill: a colour, or a pattern of a background and marks on it, which says by shape what the
 * colour says (hatching for dead ends, dots for folded subtrees).
 * @typedef {string | { pattern: 'hatch' | 'dots', background: string, mark: string }} Fill
 */

/**
 * How a text is set.
 * @typedef {object} TextStyle
 * @property {string} colour
 * @property {number} size in pixels
 * @property {'start' | 'middle' | 'end'} [align]
 * @property {boolean} [bold]
 */

/**
 * @typedef {object} Pen
 * @property {(x: number, y: number, w: number, h: number, fill: Fill, stroke?: string, width?: number) => void} rect
 * @property {(x1: number, y1: number, x2: number, y2: number, colour: string, width?: number) => void} line
 * @property {(points: number[], colour: string) => void} polygon a filled polygon, [x, y, x, y, ...]
 * @property {(x: number, y: number, text: string, style: TextStyle) => void} text text centred on y
 */

/** @type {Record<string, CanvasTextAlign>} */
const CANVAS_ALIGN = { start: 'left', middle: 'center', end: 'right' };

/**
 * A pen that draws on `g`, and remembers the smallest text it wrote.
 * @param {CanvasRenderingContext2D} g
 * @returns {Pen & { readonly smallestText: number }}
 */
export function canvasPen(g) {
  let smallestText = Infinity;
  /** @type {Map<string, CanvasPattern>} */
  const patterns = new Map();
  /** @param {Fill} fill */
  const paint = (fill) => {
    if (typeof fill === 'string') return fill;
    const key = `${fill.pattern} ${fill.background} ${fill.mark}`;
    let pattern = patterns.get(key);
    if (!pattern) {
      const tile = document.createElement('canvas');
      tile.width = tile.height = 8;
      const t = context2d(tile);
      t.fillStyle = fill.background;
      t.fillRect(0, 0, 8, 8);
      t.fillStyle = fill.mark;
      t.strokeStyle = fill.mark;
      if (fill.pattern === 'dots') {
        t.beginPath();
        t.arc(4, 4, 1.1, 0, 2 * Math.PI);
        t.fill();
      } else {
        t.lineWidth = 1.5;
        t.beginPath();
        for (const k of [-8, 0, 8]) {
          t.moveTo(k, 8);
          t.lineTo(k + 8, 0);
        }
        t.stroke();
      }
      const made = g.createPattern(tile, 'repeat');
      // Null only for an image still loading: a canvas is drawn already.
      if (!made) throw new Error('the canvas gave no pattern for its 8×8 tile');
      pattern = made;
      patterns.set(key, pattern);
    }
    return pattern;
  };
  // Setting a context's font or style parses it, every time: thousands of boxes share a few,
  // so each is set only when it changes.
  const state = { fill: /** @type {unknown} */ (null), stroke: '', width: -1, font: '', align: '' };
  /** @param {string | CanvasPattern} style */
  const fillWith = (style) => {
    if (state.fill !== style) g.fillStyle = state.fill = style;
  };
  /**
   * @param {string} colour
   * @param {number} width
   */
  const strokeWith = (colour, width) => {
    if (state.stroke !== colour) g.strokeStyle = state.stroke = colour;
    if (state.width !== width) g.lineWidth = state.width = width;
  };
  g.textBaseline = 'middle';
  return {
    get smallestText() {
      return smallestText;
    },
    rect(x, y, w, h, fill, stroke, width = 1) {
      fillWith(paint(fill));
      g.fillRect(x, y, w, h);
      if (stroke && w > 2) {
        strokeWith(stroke, width);
        g.strokeRect(x + width / 2, y + width / 2, w - width, h - width);
      }
    },
    line(x1, y1, x2, y2, colour, width = 1) {
      strokeWith(colour, width);
      g.beginPath();
      g.moveTo(x1, y1);
      g.lineTo(x2, y2);
      g.stroke();
    },
    polygon(points, colour) {
      fillWith(colour);
      g.beginPath();
      g.moveTo(points[0], points[1]);
      for (let i = 2; i < points.length; i += 2) g.lineTo(points[i], points[i + 1]);
      g.closePath();
      g.fill();
    },
    text(x, y, text, { colour, size, align = 'start', bold = false }) {
      fillWith(colour);
      smallestText = Math.min(smallestText, size);
      const font = `${bold ? '700 ' : ''}${size}px ${FONT}`;
      if (state.font !== font) g.font = state.font = font;
      if (state.align !== align) {
        state.align = align;
        g.textAlign = CANVAS_ALIGN[align];
      }
      g.fillText(text, x, y);
    },
  };
}

/** @type {Readonly<Record<string, string>>} */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** @param {string} text */
const escape = (text) => text.replace(/[&<>"]/g, (c) => ENTITIES[c]);

/**
 * The canvas's 2D context: an Error if the browser gives none.
 * @param {HTMLCanvasElement} canvas
 * @returns {CanvasRenderingContext2D}
 */
export function context2d(canvas) {
  const g = canvas.getContext('2d');
  if (!g) throw new Error('the browser gave the canvas no 2D context');
  return g;
}

/**
 * A pen that writes SVG elements; `svg.document(width, height, background)` gives the file.
 * @returns {Pen & { document(width: number, height: number, background: string): string }}
 */
export function svgPen() {
  /** @type {string[]} */
  const parts = [];
  /** @type {Map<string, string>} pattern key -> id */
  const patterns = new Map();
  /** @type {string[]} */
  const defs = [];
  /** @param {Fill} fill */
  const paint = (fill) => {
    if (typeof fill === 'string') return escape(fill);
    const key = `${fill.pattern} ${fill.background} ${fill.mark}`;
    let id = patterns.get(key);
    if (!id) {
      id = `p${patterns.size}`;
      patterns.set(key, id);
      const mark =
        fill.pattern === 'dots'
          ? `<circle cx="4" cy="4" r="1.1" fill="${escape(fill.mark)}"/>`
          : `<path d="M-8,8 L0,0 M0,8 L8,0 M8,8 L16,0" stroke="${escape(fill.mark)}" stroke-width="1.5"/>`;
      defs.push(
        `<pattern id="${id}" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="${escape(fill.background)}"/>${mark}</pattern>`,
      );
    }
    return `url(#${id})`;
  };
  /** @param {number} value */
  const n = (value) => Math.round(value * 100) / 100;
  return {
    rect(x, y, w, h, fill, stroke, width = 1) {
      const edge = stroke && w > 2 ? ` stroke="${escape(stroke)}" stroke-width="${width}"` : '';
      const inset = stroke && w > 2 ? width / 2 : 0;
      parts.push(
        `<rect x="${n(x + inset)}" y="${n(y + inset)}" width="${n(w - 2 * inset)}" height="${n(h - 2 * inset)}" fill="${paint(fill)}"${edge}/>`,
      );
    },
    line(x1, y1, x2, y2, colour, width = 1) {
      parts.push(`<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${escape(colour)}" stroke-width="${width}"/>`);
    },
    polygon(points, colour) {
      parts.push(`<polygon points="${points.map(n).join(' ')}" fill="${escape(colour)}"/>`);
    },
    text(x, y, text, { colour, size, align = 'start', bold = false }) {
      const weight = bold ? ' font-weight="700"' : '';
      parts.push(
        `<text x="${n(x)}" y="${n(y)}" font-size="${size}" font-family="${escape(FONT)}" fill="${escape(colour)}" text-anchor="${align}" dominant-baseline="central"${weight}>${escape(text)}</text>`,
      );
    },
    document(width, height, background) {
      return (
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
        `<defs>${defs.join('')}</defs><rect width="100%" height="100%" fill="${escape(background)}"/>${parts.join('')}</svg>`
      );
    },
  };
}

/**
 * `pen`, moved `dx` right and `dy` down: one drawing placed below another in a file.
 * @template {Pen} P
 * @param {P} pen
 * @param {number} dx
 * @param {number} dy
 * @returns {Pen}
 */
export function shifted(pen, dx, dy) {
  return {
    rect: (x, y, w, h, fill, stroke, width) => pen.rect(x + dx, y + dy, w, h, fill, stroke, width),
    line: (x1, y1, x2, y2, colour, width) => pen.line(x1 + dx, y1 + dy, x2 + dx, y2 + dy, colour, width),
    polygon: (points, colour) => pen.polygon(points.map((v, i) => v + (i % 2 ? dy : dx)), colour),
    text: (x, y, text, style) => pen.text(x + dx, y + dy, text, style),
  };
}

/**
 * Writes on `canvas` the size in CSS pixels of the smallest text `pen` wrote, shown `scale`
 * times as large: `data-text-px`, which the tests read (a canvas's text has no computed style).
 * @param {HTMLCanvasElement} canvas
 * @param {{ readonly smallestText: number }} pen
 * @param {number} scale
 */
export function noteTextSize(canvas, pen, scale) {
  if (Number.isFinite(pen.smallestText)) canvas.dataset.textPx = String(pen.smallestText * scale);
}

/** The most pixels a canvas is given. */
const MAX_CANVAS_PIXELS = 16_000_000;

/**
 * How many times larger than it is laid out a drawing inside `el` is shown: the stylesheet's
 * `--drawing-scale`, which Teach raises so that the drawings' 10-12 px labels read at 18 px
 * or more from the back of a room (www/styles/classroom.css).
 * @param {Element} el
 */
export function drawingScale(el) {
  const scale = Number.parseFloat(getComputedStyle(el).getPropertyValue('--drawing-scale'));
  return scale > 0 ? scale : 1;
}

/**
 * Sizes `canvas` to `width` × `height` pixels of drawing, shown `scale` times as large in CSS
 * pixels, sharp on the screen it is on, and returns its context, set so that it draws in the
 * drawing's pixels.
 * @param {HTMLCanvasElement} canvas
 * @param {number} width
 * @param {number} height
 * @param {number} [scale]
 * @returns {CanvasRenderingContext2D}
 */
export function sizeCanvas(canvas, width, height, scale = 1) {
  // Browsers draw nothing on a canvas past about 16.7 million pixels (Safari's limit): a deep
  // tree on a sharp screen gets fewer device pixels instead.
  const wanted = (window.devicePixelRatio || 1) * scale;
  const ratio = Math.min(wanted, Math.sqrt(MAX_CANVAS_PIXELS / Math.max(width * height, 1)));
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width * scale}px`;
  canvas.style.height = `${height * scale}px`;
  const g = context2d(canvas);
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  return g;
}
