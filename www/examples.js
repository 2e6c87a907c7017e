// The puzzles in the Examples menu, as 81-character lines (0 or . for blank).

export const EXAMPLES = [
  {
    name: 'Baekjoon 2580 sample',
    puzzle: '035469278782105609060278135321046897804913506596820413917652080603701952258394760',
  },
  {
    name: 'Textbook example',
    puzzle: '306508400520000000087000031003010080900863005050090600130000250000000074005206300',
  },
  {
    name: 'Hard (nine compact lines)',
    puzzle: '800000000003600000070090200050007000000045700000100030001000068008500010090000400',
  },
  { name: 'Empty board', puzzle: '.'.repeat(81) },
  {
    name: 'No solution',
    puzzle: '13....2...82..5....6..78.3..2....89...4.13..6.9..2.4..........36....19.2.....4...',
  },
  {
    name: 'Many solutions',
    puzzle: '...........................321546897874913526596827413917652384643781952258394761',
  },
  {
    // 17 givens and one solution, built against brute force: the naive order needs about
    // 69 million placements and as many backtracks. MRV needs about 45,000.
    name: 'Built against brute force',
    puzzle: '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9',
  },
];
