// The lesson's solve loop as whole programs, in the style of the Baekjoon 2580 solutions the
// lessons teach (bitmask arrays per row, column and box, a recursive solve): C++ and Python,
// each in a variant per search order. A line may carry the id of the pseudocode line it
// matches (code-view.js), so that a step marks it as it marks that one; a comment key, worded
// in the page's language; and `only`, the search orders whose program has the line. Each
// program compiles (or runs) as shown and solves the lesson's sample: tests/unit/code-programs.test.mjs.

export { LANGUAGES } from '../i18n/program-words.js';

/** @typedef {import('../i18n/program-words.js').Language} Language */
/** @typedef {{ code: string, id?: string, comment?: string, only?: string[] }} ProgramLine */

const N = 'naive';
const M = 'mrv';
const P = 'propagation';

/** @type {Record<Language, ProgramLine[]>} */
const PROGRAMS = {
  cpp: [
    { code: '#include <cstdio>' },
    { code: '' },
    { code: 'int board[9][9];' },
    { code: 'int row[9], col[9], box[9];', comment: 'program.masks' },
    { code: '' },
    { code: 'void mark(int r, int c, int m) {' },
    { code: '  board[r][c] = m;' },
    { code: '  row[r] |= 1 << (m - 1), col[c] |= 1 << (m - 1), box[r / 3 * 3 + c / 3] |= 1 << (m - 1);' },
    { code: '}' },
    { code: '' },
    { code: 'void unmark(int r, int c, int m) {' },
    { code: '  board[r][c] = 0;' },
    { code: '  row[r] &= ~(1 << (m - 1)), col[c] &= ~(1 << (m - 1)), box[r / 3 * 3 + c / 3] &= ~(1 << (m - 1));' },
    { code: '}' },
    { code: '' },
    { code: 'int candidates(int r, int c) { return ~(row[r] | col[c] | box[r / 3 * 3 + c / 3]) & 0x1FF; }' },
    { code: '', only: [P] },
    { code: 'int forced(int &r, int &c, int &m) {', comment: 'program.forced', only: [P] },
    { code: '  for (int i = 0; i < 81; i++) {', only: [P] },
    { code: '    int cand = candidates(i / 9, i % 9);', only: [P] },
    { code: '    if (board[i / 9][i % 9]) continue;', only: [P] },
    { code: '    if (!cand) return -1;', comment: 'program.deadEnd', only: [P] },
    { code: '    if (!(cand & (cand - 1))) return r = i / 9, c = i % 9, m = __builtin_ctz(cand) + 1, 1;', only: [P] },
    { code: '  }', only: [P] },
    { code: '  for (int u = 0; u < 27; u++)', comment: 'program.units', only: [P] },
    { code: '    for (m = 1; m <= 9; m++) {', only: [P] },
    { code: '      int places = 0;', only: [P] },
    { code: '      for (int k = 0; k < 9; k++) {', only: [P] },
    { code: '        int rr = u < 9 ? u : u < 18 ? k : (u - 18) / 3 * 3 + k / 3;', only: [P] },
    { code: '        int cc = u < 9 ? k : u < 18 ? u - 9 : (u - 18) % 3 * 3 + k % 3;', only: [P] },
    { code: '        if (!board[rr][cc] && candidates(rr, cc) >> (m - 1) & 1) places++, r = rr, c = cc;', only: [P] },
    { code: '      }', only: [P] },
    { code: '      if (places == 1) return 1;', only: [P] },
    { code: '    }', only: [P] },
    { code: '  return 0;', only: [P] },
    { code: '}', only: [P] },
    { code: '', only: [P] },
    { code: 'bool undo(const int done[], int count) {', comment: 'program.undo', only: [P] },
    { code: '  while (count--) unmark(done[count] / 9, done[count] % 9, board[done[count] / 9][done[count] % 9]);', only: [P] },
    { code: '  return false;', only: [P] },
    { code: '}', only: [P] },
    { code: '' },
    { code: 'bool solve() {' },
    { code: '  int r = -1, c = -1;' },
    { code: '  int done[81], count = 0, digit, found;', comment: 'program.done', only: [P] },
    { id: 'deduce', code: '  while ((found = forced(r, c, digit)) == 1) mark(r, c, digit), done[count++] = r * 9 + c;', comment: 'code.deduce', only: [P] },
    { code: '  if (found < 0) return undo(done, count);', only: [P] },
    { code: '  r = -1;', only: [P] },
    { id: 'pick', code: '  for (int i = 0; i < 81 && r < 0; i++) if (!board[i / 9][i % 9]) r = i / 9, c = i % 9;', comment: 'code.pick', only: [N] },
    { id: 'pick', code: '  for (int i = 0, best = 10; i < 81; i++) {', comment: 'code.pick', only: [M, P] },
    { code: '    int n = __builtin_popcount(candidates(i / 9, i % 9));', only: [M, P] },
    { code: '    if (!board[i / 9][i % 9] && n < best) best = n, r = i / 9, c = i % 9;', only: [M, P] },
    { code: '  }', only: [M, P] },
    { id: 'solved', code: '  if (r < 0) return true;', comment: 'code.solved' },
    { id: 'used', code: '  int mask = row[r] | col[c] | box[r / 3 * 3 + c / 3];', comment: 'code.used' },
    { id: 'cand', code: '  int cand = ~mask & 0x1FF;', comment: 'code.cand' },
    { code: '  for (int m = 1; m <= 9; m++) {' },
    { id: 'free', code: '    if (cand >> (m - 1) & 1) {', comment: 'code.free' },
    { id: 'place', code: '      mark(r, c, m);', comment: 'code.place' },
    { id: 'recurse', code: '      if (solve()) return true;', comment: 'code.recurse' },
    { id: 'takeBack', code: '      unmark(r, c, m);', comment: 'code.takeBack' },
    { code: '    }' },
    { code: '  }' },
    { id: 'fail', code: '  return false;', comment: 'code.fail', only: [N, M] },
    { id: 'fail', code: '  return undo(done, count);', comment: 'code.fail', only: [P] },
    { code: '}' },
    { code: '' },
    { code: 'int main() {' },
    { code: '  for (int r = 0; r < 9; r++)' },
    { code: '    for (int c = 0, m; c < 9; c++)' },
    { code: '      if (scanf("%d", &m) == 1 && m) mark(r, c, m);' },
    { id: 'exhausted', code: '  if (!solve()) return puts("no solution"), 0;', comment: 'code.exhausted' },
    { code: '  for (int r = 0; r < 9; r++)' },
    { code: '    for (int c = 0; c < 9; c++) printf("%d%c", board[r][c], c == 8 ? \'\\n\' : \' \');' },
    { code: '}' },
  ],
  python: [
    { code: 'import sys' },
    { code: '' },
    { code: 'board = [[int(x) for x in sys.stdin.readline().split()] for _ in range(9)]' },
    { code: 'row, col, box = [0] * 9, [0] * 9, [0] * 9', comment: 'program.masks' },
    { code: '' },
    { code: '' },
    { code: 'def mark(r, c, m):' },
    { code: '    board[r][c] = m' },
    { code: '    row[r] |= 1 << (m - 1)' },
    { code: '    col[c] |= 1 << (m - 1)' },
    { code: '    box[r // 3 * 3 + c // 3] |= 1 << (m - 1)' },
    { code: '' },
    { code: '' },
    { code: 'def unmark(r, c, m):' },
    { code: '    board[r][c] = 0' },
    { code: '    row[r] &= ~(1 << (m - 1))' },
    { code: '    col[c] &= ~(1 << (m - 1))' },
    { code: '    box[r // 3 * 3 + c // 3] &= ~(1 << (m - 1))' },
    { code: '' },
    { code: '' },
    { code: 'def candidates(r, c):' },
    { code: '    return ~(row[r] | col[c] | box[r // 3 * 3 + c // 3]) & 0x1FF' },
    { code: '', only: [P] },
    { code: '', only: [P] },
    { code: 'def forced():', comment: 'program.forcedPython', only: [P] },
    { code: '    blanks = [(r, c) for r in range(9) for c in range(9) if not board[r][c]]', only: [P] },
    { code: '    for r, c in blanks:', only: [P] },
    { code: '        cand = candidates(r, c)', only: [P] },
    { code: '        if not cand:', comment: 'program.deadEnd', only: [P] },
    { code: '            return False', only: [P] },
    { code: '        if not cand & (cand - 1):', only: [P] },
    { code: '            return r, c, cand.bit_length()', only: [P] },
    { code: '    units = [[(u, k) for k in range(9)] for u in range(9)]', comment: 'program.units', only: [P] },
    { code: '    units += [[(k, u) for k in range(9)] for u in range(9)]', only: [P] },
    { code: '    units += [[(b // 3 * 3 + k // 3, b % 3 * 3 + k % 3) for k in range(9)] for b in range(9)]', only: [P] },
    { code: '    for unit in units:', only: [P] },
    { code: '        for m in range(1, 10):', only: [P] },
    { code: '            places = [(r, c) for r, c in unit if not board[r][c] and candidates(r, c) >> (m - 1) & 1]', only: [P] },
    { code: '            if len(places) == 1:', only: [P] },
    { code: '                return places[0][0], places[0][1], m', only: [P] },
    { code: '    return None', only: [P] },
    { code: '', only: [P] },
    { code: '', only: [P] },
    { code: 'def undo(done):', comment: 'program.undo', only: [P] },
    { code: '    for r, c, m in reversed(done):', only: [P] },
    { code: '        unmark(r, c, m)', only: [P] },
    { code: '    return False', only: [P] },
    { code: '' },
    { code: '' },
    { code: 'def solve():' },
    { code: '    done = []', comment: 'program.done', only: [P] },
    { id: 'deduce', code: '    while found := forced():', comment: 'code.deduce', only: [P] },
    { code: '        mark(*found)', only: [P] },
    { code: '        done.append(found)', only: [P] },
    { code: '    if found is False:', only: [P] },
    { code: '        return undo(done)', only: [P] },
    { code: '    blanks = [(r, c) for r in range(9) for c in range(9) if not board[r][c]]' },
    { id: 'pick', code: '    cell = blanks[0] if blanks else None', comment: 'code.pick', only: [N] },
    { id: 'pick', code: '    cell = min(blanks, key=lambda rc: bin(candidates(*rc)).count("1"), default=None)', comment: 'code.pick', only: [M, P] },
    { id: 'solved', code: '    if cell is None:', comment: 'code.solved' },
    { code: '        return True' },
    { code: '    r, c = cell' },
    { id: 'used', code: '    mask = row[r] | col[c] | box[r // 3 * 3 + c // 3]', comment: 'code.used' },
    { id: 'cand', code: '    cand = ~mask & 0x1FF', comment: 'code.cand' },
    { code: '    for m in range(1, 10):' },
    { id: 'free', code: '        if cand >> (m - 1) & 1:', comment: 'code.free' },
    { id: 'place', code: '            mark(r, c, m)', comment: 'code.place' },
    { id: 'recurse', code: '            if solve():', comment: 'code.recurse' },
    { code: '                return True' },
    { id: 'takeBack', code: '            unmark(r, c, m)', comment: 'code.takeBack' },
    { id: 'fail', code: '    return False', comment: 'code.fail', only: [N, M] },
    { id: 'fail', code: '    return undo(done)', comment: 'code.fail', only: [P] },
    { code: '' },
    { code: '' },
    { code: 'for r in range(9):' },
    { code: '    for c in range(9):' },
    { code: '        if board[r][c]:' },
    { code: '            mark(r, c, board[r][c])' },
    { id: 'exhausted', code: 'if not solve():', comment: 'code.exhausted' },
    { code: '    print("no solution")' },
    { code: 'else:' },
    { code: '    print("\\n".join(" ".join(map(str, line)) for line in board))' },
  ],
};

/**
 * The program in `language` for search order `strategy`, a line each, with its comments
 * worded by `word` (the page's `t`).
 * @param {Language} language
 * @param {string} strategy naive, mrv or propagation
 * @param {(key: string) => string} word
 * @returns {{ code: string, id?: string }[]}
 */
export function programLines(language, strategy, word) {
  const mark = language === 'cpp' ? '//' : '#';
  return PROGRAMS[language]
    .filter((line) => !line.only || line.only.includes(strategy))
    .map(({ code, id, comment }) => ({ id, code: comment ? `${code}  ${mark} ${word(comment)}` : code }));
}

/**
 * The program as a file would hold it.
 * @param {Language} language
 * @param {string} strategy
 * @param {(key: string) => string} word
 */
export function programText(language, strategy, word) {
  return `${programLines(language, strategy, word)
    .map((line) => line.code)
    .join('\n')}\n`;
}
