// A chain's links drawn over the board, for the hint's second and third steps (www/panels/hint.js
// hands BoardView the links the engine gave): an SVG laid over the cells, hidden from assistive
// technology (the hint's words say the same, in Eureka notation) and from the pointer. Each node
// is its digit in a ring where the cell's pencil mark for that digit sits (a grouped node, its
// digit in each of its cells inside one outline), and each link a line from node to node, solid
// for a strong link and dashed for a weak one, bowed a little when it crosses cells so that it
// passes beside the nodes in between rather than through them. Geometry only: which links, and
// which are strong, is the engine's.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The pencil marks' layout (www/styles/page.css, `.cell[data-marks]::before`): in ems of their font. */
const MARK_ADVANCE = 0.85; // a monospace digit (0.6em) and its letter-spacing (0.25em)
const MARK_LINE = 1.15; // the line height
const MARK_SHIFT = -0.125; // the block is centred with the last letter-spacing in it
/** A node's ring, in ems of the pencil marks' font: wide enough to cover the mark under it. */
const NODE_RADIUS = 0.75;
/** The smallest ring, in pixels, so that its digit stays legible on a phone's board. */
const NODE_RADIUS_MIN = 6.5;

/**
 * A cell's place on the board, in the overlay's pixels: its content's centre, and the font
 * size of its pencil marks.
 * @typedef {{ x: number, y: number, mark: number }} CellPlace
 */

/** @typedef {import('../i18n/hint-words.js').ChainLinkLike} ChainLinkLike */
/** @typedef {import('../workers/worker-messages.js').ChainNodeLike} ChainNodeLike */
/**
 * @typedef {{ links: { d: string, strong: boolean }[], nodes: { key: string, digit: number,
 *   points: { x: number, y: number }[], radius: number,
 *   outline: { x: number, y: number, width: number, height: number } | null }[] }} ChainShapes
 */

/**
 * Where a digit's pencil mark sits: its cell's centre moved to the digit's place in the 3×3
 * block of marks.
 * @param {CellPlace} place
 * @param {number} digit 1..9
 * @returns {{ x: number, y: number }}
 */
export function markPoint(place, digit) {
  const column = (digit - 1) % 3;
  const row = Math.floor((digit - 1) / 3);
  return {
    x: place.x + ((column - 1) * MARK_ADVANCE + MARK_SHIFT) * place.mark,
    y: place.y + (row - 1) * MARK_LINE * place.mark,
  };
}

/**
 * A node's points (its digit's mark in each of its cells) and its centre.
 * @param {ChainNodeLike} node
 * @param {(cell: number) => CellPlace} placeOf
 */
function nodePoints(node, placeOf) {
  const points = node.cells.map((cell) => markPoint(placeOf(cell), node.digit));
  const centre = {
    x: points.reduce((sum, point) => sum + point.x, 0) / points.length,
    y: points.reduce((sum, point) => sum + point.y, 0) / points.length,
  };
  return { points, centre };
}

/**
 * The shapes of a chain over the board: each link's path (`d`) and kind, then each node once,
 * with its rings and, for a grouped node, its outline. Pure, for the unit tests.
 * @param {ChainLinkLike[]} links
 * @param {(cell: number) => CellPlace} placeOf
 * @returns {ChainShapes}
 */
export function chainShapes(links, placeOf) {
  const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;
  /** @type {ChainShapes} */
  const shapes = { links: [], nodes: [] };
  const seen = new Set();
  const addNode = (/** @type {ChainNodeLike} */ node) => {
    const key = `${node.digit}@${node.cells.join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const { points } = nodePoints(node, placeOf);
    const radius = Math.max(NODE_RADIUS * placeOf(node.cells[0]).mark, NODE_RADIUS_MIN);
    const xs = points.map((point) => point.x);
    const ys = points.map((point) => point.y);
    const outline =
      points.length > 1
        ? {
            x: round(Math.min(...xs) - radius * 1.3),
            y: round(Math.min(...ys) - radius * 1.3),
            width: round(Math.max(...xs) - Math.min(...xs) + radius * 2.6),
            height: round(Math.max(...ys) - Math.min(...ys) + radius * 2.6),
          }
        : null;
    shapes.nodes.push({ key, digit: node.digit, points, radius: round(radius), outline });
  };
  for (const link of links) {
    const [from, to] = [nodePoints(link.from, placeOf).centre, nodePoints(link.to, placeOf).centre];
    const sameCell = link.from.cells.length === 1 && link.to.cells.join() === link.from.cells.join();
    const [dx, dy] = [to.x - from.x, to.y - from.y];
    // Bowed to the left of its way by a sixth of its length, at most half a cell.
    const cell = placeOf(link.from.cells[0]).mark / 0.2;
    const bow = sameCell ? 0 : Math.min(Math.hypot(dx, dy) / 6, cell / 2) / (Math.hypot(dx, dy) || 1);
    const control = { x: (from.x + to.x) / 2 + dy * bow, y: (from.y + to.y) / 2 - dx * bow };
    const d = `M${round(from.x)} ${round(from.y)} Q${round(control.x)} ${round(control.y)} ${round(to.x)} ${round(to.y)}`;
    shapes.links.push({ d, strong: link.strong });
    addNode(link.from);
    addNode(link.to);
  }
  return shapes;
}

/**
 * Draws `links` into `svg` (emptied first), sized `width` × `height` pixels.
 * @param {SVGSVGElement} svg
 * @param {ChainLinkLike[]} links
 * @param {(cell: number) => CellPlace} placeOf
 * @param {{ width: number, height: number }} size
 */
export function drawChain(svg, links, placeOf, { width, height }) {
  svg.replaceChildren();
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const shapes = chainShapes(links, placeOf);
  const make = (/** @type {string} */ name, /** @type {Record<string, string | number>} */ attributes) => {
    const element = document.createElementNS(SVG_NS, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
    return element;
  };
  const mark = links.length ? placeOf(links[0].from.cells[0]).mark : 0;
  svg.style.setProperty('--link-width', `${Math.max(2, mark * 0.3)}px`);
  for (const link of shapes.links) svg.append(make('path', { class: `link ${link.strong ? 'strong' : 'weak'}`, d: link.d }));
  for (const node of shapes.nodes) {
    const group = make('g', { class: 'node', 'data-node': node.key });
    if (node.outline) group.append(make('rect', { class: 'group', rx: node.radius, ...node.outline }));
    for (const point of node.points) {
      group.append(make('circle', { cx: point.x, cy: point.y, r: node.radius }));
      const text = make('text', { x: point.x, y: point.y, 'font-size': node.radius * 1.6 });
      text.textContent = String(node.digit);
      group.append(text);
    }
    svg.append(group);
  }
}
