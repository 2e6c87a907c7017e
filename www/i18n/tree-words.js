// The words of the Search tree panel (www/tree/), in the page's language: each item's
// accessible name ("r3c5 = 4: 1,204 steps, dead end"), the short labels drawn in the boxes,
// the chart's summary, and big counts in short ("1.2M", "120만"). Rust decides what the tree
// holds (a TreeView from Stepper.treeView); this module only words it. Pure: no document, no
// engine calls.

import { BranchEnd, TreeItemKind } from '../pkg/page.js';
import { cellLabel, colOf, rowOf } from '../board/cell.js';
import { addStrings, countWords, formatNumber, language, t } from './i18n.js';

/**
 * One item of the tree as this module reads it: the engine's TreeItem (www/pkg/page.d.ts
 * documents them), or a plain copy of these fields.
 * @typedef {Pick<import('../pkg/page.js').TreeItem, 'kind' | 'start' | 'steps' | 'cell' | 'digit' | 'chose'
 *   | 'choices' | 'outcome' | 'deductions' | 'subtrees' | 'deadEnds'>} TreeItemLike
 */

addStrings({
  en: {
    'tree.start': 'Start: the whole run, {steps}',
    'tree.guess': '{cell} = {digit}: {steps}',
    'tree.folded': '… {steps} in {subtrees}',
    'tree.steps1': '1 step',
    'tree.stepsN': '{count} steps',
    'tree.subtrees1': '1 subtree',
    'tree.subtreesN': '{count} subtrees',
    'tree.deadEnd': 'dead end',
    'tree.deadEndAt': 'dead end: {cell} had no candidates',
    'tree.deadEnds1': '1 dead end',
    'tree.deadEndsN': '{count} dead ends',
    'tree.solution': 'on the way to the solution',
    'tree.noSolution': 'no solution',
    'tree.searching': 'being searched',
    'tree.deduced1': '1 digit deduced',
    'tree.deducedN': '{count} digits deduced',
    'tree.current': 'the timeline is here',
    'tree.startLabel': 'Start',
    'tree.chart.summary':
      'Digits placed and taken back at each depth, log scale. Most taken back at depth {depth}: {count}.',
    'tree.chart.none': 'Digits placed and taken back at each depth, log scale. Nothing taken back yet.',
    'tree.chart.empty': 'Digits placed and taken back at each depth: no search yet.',
  },
});

/** @type {Map<string, Intl.NumberFormat>} made on first use: Intl costs start-up time */
const compactFormats = new Map();

/**
 * A count in short, the current language's way: "950", "12K", "1.2M" or "950", "1.2만".
 * @param {number} count
 * @returns {string}
 */
export function formatCompact(count) {
  const lang = language();
  let format = compactFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(lang, format);
  }
  return format.format(count);
}

/**
 * "1 step", "1,204 steps".
 * @param {number} count
 * @returns {string}
 */
export function stepsWords(count) {
  return countWords('tree.steps', count);
}

/**
 * A cell in short, as the drawing labels it in both languages: "r3c5".
 * @param {number} cell 0..80
 * @returns {string}
 */
export function shortCell(cell) {
  return `r${rowOf(cell) + 1}c${colOf(cell) + 1}`;
}

/**
 * A guess's cell and digit: every guess has both (only the root and folded items lack them).
 * @param {TreeItemLike} item a guess
 * @returns {{ cell: number, digit: number }}
 */
function guessOf(item) {
  if (item.cell === undefined || item.digit === undefined) {
    throw new Error(`tree item at step ${item.start} is a guess without its cell or digit`);
  }
  return { cell: item.cell, digit: item.digit };
}

/**
 * How an item ended, in words, or '' while it is being searched and not the root.
 * @param {TreeItemLike} item
 * @returns {string[]}
 */
function endWords(item) {
  const words = [];
  const root = item.kind === TreeItemKind.Start;
  if (item.outcome === BranchEnd.DeadEnd) {
    const chose = item.chose;
    const emptyCell = chose !== undefined && item.choices === 0;
    if (root) words.push(t('tree.noSolution'));
    else words.push(emptyCell ? t('tree.deadEndAt', { cell: cellLabel(chose) }) : t('tree.deadEnd'));
  } else if (item.outcome === BranchEnd.Solution) {
    words.push(t('tree.solution'));
  } else if (!root) {
    words.push(t('tree.searching'));
  }
  return words;
}

/**
 * The accessible name of an item: the cell, the digit, the steps under it and how it ended.
 * @param {TreeItemLike} item
 * @param {boolean} current whether the timeline stands in it
 * @returns {string}
 */
export function itemName(item, current) {
  const steps = stepsWords(item.steps);
  const parts = [];
  if (item.kind === TreeItemKind.Folded) {
    parts.push(t('tree.folded', { steps, subtrees: countWords('tree.subtrees', item.subtrees) }));
    if (item.deadEnds > 0) parts.push(countWords('tree.deadEnds', item.deadEnds));
  } else {
    if (item.kind === TreeItemKind.Start) parts.push(t('tree.start', { steps }));
    else {
      const { cell, digit } = guessOf(item);
      parts.push(t('tree.guess', { cell: cellLabel(cell), digit, steps }));
    }
    parts.push(...endWords(item));
    if (item.deductions > 0) parts.push(countWords('tree.deduced', item.deductions));
  }
  if (current) parts.push(t('tree.current'));
  return parts.join(', ');
}

/**
 * The label drawn in an item's box, as long as `room` characters allow: "r3c5 = 4" or "4"
 * for a guess (with ✕ for a dead end, ★ on the solution's path), "Start" with its steps,
 * "… 1.2M" for a folded item; '' when not even the shortest fits.
 * @param {TreeItemLike} item
 * @param {number} room characters that fit across the box
 * @returns {string}
 */
export function boxLabel(item, room) {
  if (room < 1) return '';
  const mark = item.outcome === BranchEnd.DeadEnd ? ' ✕' : item.outcome === BranchEnd.Solution ? ' ★' : '';
  let choices;
  if (item.kind === TreeItemKind.Folded) choices = [`… ${formatCompact(item.steps)}`, '…'];
  else if (item.kind === TreeItemKind.Start) choices = [`${t('tree.startLabel')} · ${formatCompact(item.steps)}`, t('tree.startLabel')];
  else {
    const { cell, digit } = guessOf(item);
    const guess = `${shortCell(cell)} = ${digit}`;
    // The steps are worded only where they may fit: most boxes are narrow.
    const long = room > guess.length + 4 ? [`${guess}${mark} · ${formatCompact(item.steps)}`] : [];
    choices = [...long, `${guess}${mark}`, `${digit}${mark}`, String(digit)];
  }
  return choices.find((label) => [...label].length <= room) ?? '';
}

/**
 * The chart's summary for its accessible name: where the most digits were taken back.
 * @param {ArrayLike<number>} takenBack by depth, from depth 1
 * @returns {string}
 */
export function chartSummary(takenBack) {
  let depth = 0;
  for (let d = 0; d < takenBack.length; d++) if (takenBack[d] > (takenBack[depth - 1] ?? 0)) depth = d + 1;
  if (depth === 0) return t('tree.chart.none');
  return t('tree.chart.summary', { depth, count: formatNumber(takenBack[depth - 1]) });
}

// The panel's own words: its title, buttons, help and the note under the title.
addStrings({
  en: {
    'tree.title': 'Search tree',
    'tree.whole': 'Whole run',
    'tree.svg': 'Download tree (SVG)',
    'tree.png': 'Download tree (PNG)',
    'tree.help':
      'Each box is a digit the search guessed, as wide as the steps spent under it; the strip above a row names the cell. ✕ dead end, ★ the way to the solution, … subtrees folded to fit. Click a box to go there on the timeline.',
    'tree.empty': 'Press Play or Step: the tree of the search grows here.',
    'tree.recording': 'Recording the tree: {recorded} of {steps} steps.',
    'tree.recorded': '{steps}, {guesses}.',
    'tree.guesses1': '1 branch',
    'tree.guessesN': '{count} branches',
    'tree.thinned': 'Subtrees under {threshold} steps are kept only as sums until you open them.',
    'tree.detailing': 'Recording this branch in full: {recorded} of {steps} steps.',
    'tree.chart.title': 'Digits at each depth (log scale)',
    'tree.chart.placed': 'placed',
    'tree.chart.takenBack': 'taken back',
    'tree.chart.depth': 'depth',
    'tree.exported': 'Saved {file}.',
    'tree.exportFailed': 'The download failed: {message}',
  },
});

/**
 * What the note under the title says: how far the tree is recorded and how much it holds.
 * @typedef {object} TreeNote
 * @property {number} steps the furthest step of the run
 * @property {number} recorded the steps the tree holds
 * @property {number} threshold the fewest steps of a subtree kept whole
 * @property {number} guesses
 * @property {{ recorded: number, steps: number }} detail the branch in view being recorded in
 *   full (steps 0: none is)
 */

/**
 * The note under the panel's title: how far the tree is recorded, and how much it holds.
 * @param {TreeNote} note
 */
export function noteWords({ steps, recorded, threshold, guesses, detail }) {
  if (detail.steps > 0) return t('tree.detailing', { recorded: formatNumber(detail.recorded), steps: formatNumber(detail.steps) });
  if (recorded < steps) return t('tree.recording', { recorded: formatNumber(recorded), steps: formatNumber(steps) });
  const thinned = threshold > 1 ? ` ${t('tree.thinned', { threshold: formatNumber(threshold) })}` : '';
  return t('tree.recorded', { steps: stepsWords(steps), guesses: countWords('tree.guesses', guesses) }) + thinned;
}
