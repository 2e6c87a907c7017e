// The words for one step of the search, in the page's language, for both places that say it:
// the status line under the controls (describeEvent: "Place 4 at r1c1 (depth 1)") and the
// timeline's live region, read aloud by screen readers (narrateEvent: "Row 1, column 1:
// trying 4"). Rust decides what happened (a StepEvent, with the unit of a hidden single);
// this module only words it.

import { EventKind, UnitKind } from '../pkg/page.js';
import { cellLabel, colOf, maskDigits, rowOf, unitName } from '../board/cell.js';
import { addStrings, t } from './i18n.js';

/** @typedef {import('../pkg/page.js').StepEvent} StepEvent */

addStrings({
  en: {
    'event.choose': 'Choose {cell}: candidates {{digits}}',
    'event.place': 'Place {digit} at {cell} (depth {depth})',
    'event.takeBack': 'Take back {digit} from {cell}: backtrack',
    'event.deduceHidden': '{cell} = {digit}: the only place for {digit} in {unit}',
    'event.deduceNaked': '{cell} = {digit}: the only digit left in {cell}',
    'event.solved': 'Solved',
    'event.exhausted': 'Exhausted: no candidate left anywhere',
    'narrate.start': 'Step 0: the givens',
    'narrate.choose': 'Row {row}, column {column}: candidates {digits}',
    'narrate.deadEnd': 'Row {row}, column {column}: no candidates left, going back',
    'narrate.place': 'Row {row}, column {column}: trying {digit}',
    'narrate.takeBack': 'Row {row}, column {column}: taking back {digit}',
    'narrate.deduce': 'Row {row}, column {column}: {digit} is forced',
    'narrate.solved': 'Solved',
    'narrate.exhausted': 'No solution: every candidate has been tried',
  },
});

/**
 * The status line's words for an event ("Place 4 at r1c1 (depth 1)"), or '' for none.
 * @param {StepEvent | null | undefined} event
 * @returns {string}
 */
export function describeEvent(event) {
  if (!event) return '';
  const cell = cellLabel(event.cell);
  switch (event.kind) {
    case EventKind.Choose:
      return t('event.choose', { cell, digits: maskDigits(event.candidates).join(', ') });
    case EventKind.Place:
      return t('event.place', { cell, digit: event.digit, depth: event.depth });
    case EventKind.TakeBack:
      return t('event.takeBack', { cell, digit: event.digit });
    case EventKind.Deduce: {
      const unit = event.unit; // a wasm object of its own, freed once worded
      if (!unit) return t('event.deduceNaked', { cell, digit: event.digit });
      const words = t('event.deduceHidden', { cell, digit: event.digit, unit: unitWords(unit) });
      unit.free?.();
      return words;
    }
    case EventKind.Solved:
      return t('event.solved');
    case EventKind.Exhausted:
      return t('event.exhausted');
    default:
      return '';
  }
}

/**
 * The narration's words for the step an event led to; no event is step 0, the givens.
 * @param {StepEvent | null | undefined} event
 * @returns {string}
 */
export function narrateEvent(event) {
  if (!event) return t('narrate.start');
  const place = { row: rowOf(event.cell) + 1, column: colOf(event.cell) + 1 };
  switch (event.kind) {
    case EventKind.Choose:
      if (!event.candidates) return t('narrate.deadEnd', place);
      return t('narrate.choose', { ...place, digits: maskDigits(event.candidates).join(', ') });
    case EventKind.Place:
      return t('narrate.place', { ...place, digit: event.digit });
    case EventKind.TakeBack:
      return t('narrate.takeBack', { ...place, digit: event.digit });
    case EventKind.Deduce:
      return t('narrate.deduce', { ...place, digit: event.digit });
    case EventKind.Solved:
      return t('narrate.solved');
    default:
      return t('narrate.exhausted');
  }
}

/**
 * A unit in words, numbered from 1 as people count: "row 3", "column 5", "box 2".
 * @param {import('../pkg/page.js').UnitRef} unit
 * @returns {string}
 */
export function unitWords(unit) {
  const kind = /** @type {const} */ ({ [UnitKind.Row]: 'row', [UnitKind.Column]: 'column', [UnitKind.Box]: 'box' })[unit.kind];
  return unitName(kind, unit.index + 1);
}
