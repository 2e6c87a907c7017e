// www/panels/code-programs.js: each program the code view shows, in each search order's
// variant and with its comments in English and in Korean, compiles with g++ (C++) or runs in
// python3 as shown, and solves the lesson's sample, the textbook example and a puzzle with no
// solution; each line a step can mark is in each program exactly once.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { LANGUAGES, programLines, programText } from '../../www/panels/code-programs.js';
import { t } from '../../www/i18n/i18n.js';
import '../../www/i18n/lesson-words.js';
import { useLanguage } from './page-language.mjs';

const ORDERS = ['naive', 'mrv', 'propagation'];

/** Input and the output each program owes it: Baekjoon 2580's layout. */
const CASES = [
  [
    '0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n',
    '1 3 5 4 6 9 2 7 8\n7 8 2 1 3 5 6 4 9\n4 6 9 2 7 8 1 3 5\n3 2 1 5 4 6 8 9 7\n8 7 4 9 1 3 5 2 6\n5 9 6 8 2 7 4 1 3\n9 1 7 6 5 2 3 8 4\n6 4 3 7 8 1 9 5 2\n2 5 8 3 9 4 7 6 1\n',
  ],
  [
    '3 0 6 5 0 8 4 0 0\n5 2 0 0 0 0 0 0 0\n0 8 7 0 0 0 0 3 1\n0 0 3 0 1 0 0 8 0\n9 0 0 8 6 3 0 0 5\n0 5 0 0 9 0 6 0 0\n1 3 0 0 0 0 2 5 0\n0 0 0 0 0 0 0 7 4\n0 0 5 2 0 6 3 0 0\n',
    '3 1 6 5 7 8 4 9 2\n5 2 9 1 3 4 7 6 8\n4 8 7 6 2 9 5 3 1\n2 6 3 4 1 5 9 8 7\n9 7 4 8 6 3 1 2 5\n8 5 1 7 9 2 6 4 3\n1 3 8 9 4 7 2 5 6\n6 9 2 3 5 1 8 7 4\n7 4 5 2 8 6 3 1 9\n',
  ],
  // r1c9 has no candidate left.
  ['1 2 3 4 5 6 7 8 0\n0 0 0 0 0 0 0 0 9\n' + '0 0 0 0 0 0 0 0 0\n'.repeat(7), 'no solution\n'],
];

/** The ids of the pseudocode lines (www/panels/code-view.js) that a step marks. */
const MARKED = ['pick', 'solved', 'used', 'cand', 'free', 'place', 'recurse', 'takeBack', 'fail', 'exhausted'];

const scratch = mkdtempSync(join(tmpdir(), 'bitdoku-programs-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Runs `command` with `input` on standard input and returns its standard output.
 * @param {string} command
 * @param {string[]} args
 * @param {string} input
 */
function run(command, args, input) {
  return execFileSync(command, args, { input, encoding: 'utf8', timeout: 60_000 });
}

for (const language of LANGUAGES) {
  for (const strategy of ORDERS) {
    for (const words of ['en', 'ko']) {
      test(`${language}, ${strategy}, comments in ${words}: runs as shown and solves each case`, (context) => {
        useLanguage(words);
        context.after(() => useLanguage('en'));
        const text = programText(language, strategy, t);
        if (words === 'ko') assert.match(text, /[가-힣]/, 'the comments are Korean');
        const name = `${strategy}-${words}`;
        let command;
        let args;
        if (language === 'cpp') {
          const source = join(scratch, `${name}.cpp`);
          writeFileSync(source, text);
          const binary = join(scratch, name);
          execFileSync('g++', ['-std=c++17', '-O2', '-Wall', '-Werror', '-o', binary, source]);
          [command, args] = [binary, []];
        } else {
          const source = join(scratch, `${name}.py`);
          writeFileSync(source, text);
          [command, args] = ['python3', [source]];
        }
        for (const [input, expected] of CASES) assert.equal(run(command, args, input), expected);
      });
    }
    test(`${language}, ${strategy}: each line a step marks is there once`, () => {
      const ids = programLines(language, strategy, t).flatMap((line) => (line.id ? [line.id] : []));
      const wanted = strategy === 'propagation' ? ['deduce', ...MARKED] : MARKED;
      assert.deepEqual([...ids].sort(), [...wanted].sort());
    });
  }
}
