// The words of the Hint button's answer and of the rating line, in the page's language. Rust
// decides (a hint from engine.hint and a rating from engine.rate, in workers); this module
// only words what it is given. A deduction is told in three steps: where to look and what kind
// of step it is ("Look at box 2: a digit has one place left"), the technique and its pattern
// ("Hidden single: 7 has one place left in box 2"), and the result with its reason ("r3c5 = 7:
// the only place for 7 in box 2 (hidden single)"); and the rating line: "Level: singles ·
// hardest: hidden single · 0 guesses". Pure: no document, no engine calls.

import { HintKind, RatingLevel, Technique, UnitKind } from '../pkg/page.js';
import { cellLabel } from '../board/cell.js';
import { errorText } from './errors.js';
import './hint-strings.js';
import { countWords, t } from './i18n.js';

/** @typedef {import('../workers/worker-messages.js').UnitLike} UnitRef a unit as the engine's UnitRef gives it, 0-based */
/** @typedef {import('../workers/worker-messages.js').HintLike} HintLike a hint: the engine's HintView, as the worker sends it */
/** @typedef {import('../workers/worker-messages.js').ChainLinkLike} ChainLinkLike a link of a hint's chain */

/** The steps of a deduction's hint: 1 where to look, 2 the technique and its pattern, 3 the result. */
export const HINT_STEPS = 3;

/** @typedef {import('../workers/worker-messages.js').RatingLike} RatingLike a rating as the worker sends it */

/**
 * Items listed the way a sentence lists them: "7", "1 and 4", "2, 6 and 9" (Korean: "2, 6, 9").
 * @param {string[]} items
 * @returns {string}
 */
export function andList(items) {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')}${t('hint.and')}${items[items.length - 1]}`;
}

/** @param {ArrayLike<number>} cells */
export const cellList = (cells) => andList(Array.from(cells, cellLabel));
/** @param {ArrayLike<number>} digits */
const digitList = (digits) => andList(Array.from(digits, String));

/**
 * A unit's name: "row 3", "box 2" ("3행", "2번 박스"), from the engine's 0-based UnitRef.
 * @param {UnitRef} unit
 * @returns {string}
 */
export function unitName(unit) {
  return t(`hint.unit.${unit.kind}`, { number: unit.index + 1 });
}

/**
 * A technique's name: "hidden single" ("히든 싱글").
 * @param {Technique} technique
 * @returns {string}
 */
export function techniqueName(technique) {
  return t(`hint.technique.${technique}`);
}

/**
 * The technique of a hint of kind Deduction, which always has one.
 * @param {HintLike} hint
 * @returns {Technique}
 */
function techniqueOf(hint) {
  if (hint.technique === undefined) throw new Error('a deduction without a technique');
  return hint.technique;
}

/**
 * Units named together: "row 4", "rows 1 and 5", "boxes 1, 2 and 4" ("1, 5행"), each kind once.
 * @param {UnitRef[]} units
 * @returns {string}
 */
export function unitsName(units) {
  const kinds = [UnitKind.Row, UnitKind.Column, UnitKind.Box].map((kind) => units.filter((unit) => unit.kind === kind));
  const named = kinds
    .filter((same) => same.length > 0)
    .map((same) =>
      same.length === 1
        ? unitName(same[0])
        : t(`hint.lines.${same[0].kind}`, { numbers: andList(same.map((unit) => String(unit.index + 1))) }),
    );
  return andList(named);
}

/**
 * What kind of step a deduction is, without its digit or cells: "a digit has one place left".
 * @param {HintLike} hint a hint of kind Deduction
 * @returns {string}
 */
function kindWords(hint) {
  const size = hint.digits.length;
  /** @type {Partial<Record<Technique, string>>} the techniques with words of their own */
  const keys = {
    [Technique.HiddenSingle]: 'hiddenSingle',
    [Technique.NakedSingle]: 'nakedSingle',
    [Technique.Pointing]: 'pointing',
    [Technique.Claiming]: 'claiming',
    [Technique.NakedPair]: `naked${size}`,
    [Technique.NakedTriple]: `naked${size}`,
    [Technique.NakedQuad]: `naked${size}`,
    [Technique.HiddenPair]: `hidden${size}`,
    [Technique.HiddenTriple]: `hidden${size}`,
    [Technique.HiddenQuad]: `hidden${size}`,
    [Technique.UniqueRectangle]: 'rectangle',
    [Technique.BugPlusOne]: 'bug',
  };
  const key = hint.technique === undefined ? undefined : keys[hint.technique];
  if (key) return t(`hint.kind.${key}`);
  if (hint.baseKind !== undefined) return t(Array.from(hint.fins ?? []).length ? 'hint.kind.finnedFish' : 'hint.kind.fish');
  if (hint.pivot !== undefined || hint.technique === Technique.WWing) return t('hint.kind.wing');
  return t('hint.kind.chain');
}

/**
 * A deduction's reason, without what it does: "in box 2, 7 can only go in row 3", with the
 * words the two later steps put around it.
 * @param {HintLike} hint a hint of kind Deduction that removes candidates
 * @returns {string}
 */
function whyWords(hint) {
  const digits = digitList(hint.digits);
  const unit = hint.unit ? unitName(hint.unit) : '';
  const pattern = cellList(hint.pattern);
  if (hint.chain) return t('hint.why.chain', { chain: hint.chain });
  if (hint.technique === Technique.UniqueRectangle) return t('hint.why.rectangle', { pattern, digits });
  if (hint.pivot !== undefined) {
    const pincers = cellList(Array.from(hint.pattern).filter((cell) => cell !== hint.pivot));
    return t('hint.why.wing', { pivot: cellLabel(hint.pivot), pincers });
  }
  switch (hint.technique) {
    case Technique.NakedPair:
    case Technique.NakedTriple:
    case Technique.NakedQuad:
      return t('hint.why.nakedSubset', { unit, pattern, digits });
    case Technique.HiddenPair:
    case Technique.HiddenTriple:
    case Technique.HiddenQuad:
      return t('hint.why.hiddenSubset', { unit, pattern, digits });
    case Technique.Pointing:
    case Technique.Claiming: {
      const confined = hint.confinedTo ? unitName(hint.confinedTo) : '';
      return t('hint.why.confined', { unit, digits, confined });
    }
    default:
      return fishWords(hint, digits);
  }
}

/**
 * A fish's reason: its base and cover lines, and its fins if any.
 * @param {HintLike} hint
 * @param {string} digits its digit
 * @returns {string}
 */
function fishWords(hint, digits) {
  const rows = hint.baseKind === UnitKind.Row;
  /** @param {ArrayLike<number> | undefined} lines @param {boolean} asRows */
  const lineWords = (lines, asRows) =>
    t(`hint.lines.${asRows ? 0 : 1}`, { numbers: andList(Array.from(lines ?? [], (line) => String(line + 1))) });
  const base = lineWords(hint.base, rows);
  const cover = lineWords(hint.cover, !rows);
  const fins = Array.from(hint.fins ?? []);
  if (fins.length === 0) return t('hint.why.fish', { base, cover, digits });
  const box = unitName({ kind: UnitKind.Box, index: Math.floor(fins[0] / 27) * 3 + Math.floor((fins[0] % 9) / 3) });
  const finWords = t(fins.length === 1 ? 'hint.fins1' : 'hint.finsN', { cells: cellList(fins) });
  return t('hint.why.finnedFish', { base, cover, fins: finWords, box, digits });
}

/**
 * Step 1: where to look and what kind of step it is. Names no digit and no cell it changes.
 * @param {HintLike} hint a hint of kind Deduction
 * @returns {string}
 */
function lookWords(hint) {
  const focus = hint.focus ?? [];
  const area = focus.length ? unitsName(focus) : t('hint.board');
  return t('hint.look', { area, kind: kindWords(hint) });
}

/**
 * Step 2: the technique and its pattern, not yet what it does: "Hidden single: 7 has one place
 * left in box 2", "X-wing: in rows 1 and 5, 5 can only go in columns 2 and 7".
 * @param {HintLike} hint a hint of kind Deduction
 * @returns {string}
 */
function namedWords(hint) {
  const name = techniqueName(techniqueOf(hint));
  const technique = name.charAt(0).toUpperCase() + name.slice(1);
  const cell = cellLabel(hint.pattern[0] ?? 0);
  const unit = hint.unit ? unitName(hint.unit) : '';
  const digit = digitList(hint.digits);
  let why;
  if (hint.technique === Technique.HiddenSingle) why = t('hint.why.hiddenSingle', { digit, unit });
  else if (hint.technique === Technique.NakedSingle) why = t('hint.why.nakedSingle', { cell });
  else if (hint.technique === Technique.BugPlusOne) why = t('hint.why.bug', { cell });
  else if (hint.chain && hint.links?.length) why = t('hint.links', { chain: t('hint.why.chain', { chain: hint.chain }) });
  else why = whyWords(hint);
  return t('hint.named', { technique, why });
}

/**
 * Step 3: the result and its reason: "r3c5 = 7: the only place for 7 in box 2 (hidden single)",
 * "7 leaves r3c7 and r3c8: in box 2, 7 can only go in row 3 (pointing)".
 * @param {HintLike} hint a hint of kind Deduction
 * @returns {string}
 */
function resultWords(hint) {
  const technique = techniqueName(techniqueOf(hint));
  if (hint.place) {
    const { cell, digit } = hint.place;
    const unit = hint.unit ? unitName(hint.unit) : '';
    const key =
      hint.technique === Technique.HiddenSingle
        ? 'hint.hiddenSingle'
        : hint.technique === Technique.BugPlusOne
          ? 'hint.bug'
          : 'hint.nakedSingle';
    return t(key, { cell: cellLabel(cell), digit, unit, technique });
  }
  const leaves = t(hint.removes.length === 1 ? 'hint.leaves1' : 'hint.leavesN', {
    removes: digitList(hint.removes),
    cells: cellList(hint.eliminate),
  });
  return t('hint.result', { leaves, why: whyWords(hint), technique });
}

/**
 * The Hint button's answer in words: a deduction at one of its three steps (the last unless
 * told), or what else the hint found.
 * @param {HintLike} hint
 * @param {number} [step] 1 where to look, 2 the technique and its pattern, 3 the result
 * @returns {string}
 */
export function hintWords(hint, step = HINT_STEPS) {
  switch (hint.kind) {
    case HintKind.Deduction:
      return [lookWords, namedWords, resultWords][Math.min(Math.max(step, 1), HINT_STEPS) - 1](hint);
    case HintKind.Wrong:
      return t(hint.wrong.length === 1 ? 'hint.wrong' : 'hint.wrongN', { cells: cellList(hint.wrong) });
    case HintKind.DeadEnd:
      return t('hint.deadEnd');
    case HintKind.Stuck:
      return t('hint.stuck');
    case HintKind.Solved:
      return t('hint.solved');
    default:
      return t('hint.noSolution');
  }
}

/**
 * The rating line: "Level: singles · hardest: hidden single · 0 guesses", or why the puzzle has
 * no level.
 * @param {RatingLike} rating
 * @returns {string}
 */
export function ratingWords(rating) {
  switch (rating.level) {
    case RatingLevel.NoSolution:
      return t('rating.noSolution');
    case RatingLevel.SeveralSolutions:
      return t('rating.several');
    case RatingLevel.Invalid:
      return t('rating.invalid', { conflict: errorText(rating.conflict) });
    default: {
      const count = rating.guesses;
      return t('rating.line', {
        level: t(`rating.level.${rating.level}`),
        technique: rating.hardest === undefined ? t('rating.none') : techniqueName(rating.hardest),
        guesses: countWords('rating.guesses', count),
      });
    }
  }
}
