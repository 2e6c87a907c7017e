// The words for one step event, in the page's language.

import { EventKind } from '../pkg/bitdoku.js';
import { cellLabel, maskDigits } from '../board/cell.js';
import { addStrings, t } from './i18n.js';

addStrings({
  en: {
    'event.choose': 'Choose {cell}: candidates {{digits}}',
    'event.place': 'Place {digit} at {cell} (depth {depth})',
    'event.takeBack': 'Take back {digit} from {cell}: backtrack',
    'event.solved': 'Solved',
    'event.exhausted': 'Exhausted: no candidate left anywhere',
  },
  ko: {
    'event.choose': '{cell} 선택: 후보 {{digits}}',
    'event.place': '{cell}에 {digit} 놓기 (깊이 {depth})',
    'event.takeBack': '{cell}의 {digit} 되돌리기: 백트래킹',
    'event.solved': '풀이 완료',
    'event.exhausted': '탐색 끝: 어느 칸에도 남은 후보가 없습니다',
  },
});

/** One readable line for an event in the page's language, or '' for none. */
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
    case EventKind.Solved:
      return t('event.solved');
    case EventKind.Exhausted:
      return t('event.exhausted');
    default:
      return '';
  }
}
