// The puzzles in the Examples menu, as 81-character lines (0 or . for blank), each with a
// name in the page's language.

import { addStrings, t } from '../i18n/i18n.js';

addStrings({
  en: {
    'example.boj': 'Baekjoon 2580 sample',
    'example.textbook': 'Textbook example',
    'example.hard': 'Hard (nine compact lines)',
    'example.empty': 'Empty board',
    'example.none': 'No solution',
    'example.many': 'Many solutions',
    'example.bruteForce': 'Built against brute force',
  },
});

/** @typedef {{ id: string, puzzle: string, readonly name: string }} Example */

/**
 * An example whose `name` is always in the current language.
 * @param {string} id
 * @param {string} puzzle
 * @returns {Example}
 */
function example(id, puzzle) {
  return {
    id,
    puzzle,
    get name() {
      return t(`example.${id}`);
    },
  };
}

/** @type {readonly Example[]} */
export const EXAMPLES = [
  example('boj', '035469278782105609060278135321046897804913506596820413917652080603701952258394760'),
  example('textbook', '306508400520000000087000031003010080900863005050090600130000250000000074005206300'),
  example('hard', '800000000003600000070090200050007000000045700000100030001000068008500010090000400'),
  example('empty', '.'.repeat(81)),
  example('none', '13....2...82..5....6..78.3..2....89...4.13..6.9..2.4..........36....19.2.....4...'),
  example('many', '...........................321546897874913526596827413917652384643781952258394761'),
  // 17 givens and one solution, built against brute force: the naive order needs about
  // 69 million placements and as many backtracks. MRV needs about 45,000.
  example('bruteForce', '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9'),
];
