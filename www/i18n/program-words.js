// The code view's language switch and copy button, and the comments of its C++ and Python
// programs (www/panels/code-programs.js) that no pseudocode line has, in English (the Korean
// is in ko/words.js); the other comments are the pseudocode's (code.*).

import { addStrings } from './i18n.js';

/** @typedef {'cpp' | 'python'} Language */

/** The languages the code view offers beside the pseudocode, in its order: here, with their
 * names, rather than with the programs, which the page loads only once it is up. */
export const LANGUAGES = /** @type {const} */ (['cpp', 'python']);

addStrings({
  en: {
    'program.language': 'Language of the solve loop',
    'program.pseudo': 'Pseudocode',
    'program.cpp': 'C++',
    'program.python': 'Python',
    'program.copy': 'Copy the program',
    'program.copied': 'Copied: it reads a puzzle in Baekjoon 2580\'s layout and prints the solution.',
    'program.copyFailed': 'The browser did not allow copying: select the lines and copy them.',
    'program.masks': 'bit m-1 set: digit m is used in that row, column or box',
    'program.forced': 'a forced digit: 1 and its place, 0 if none, -1 at a dead end',
    'program.deadEnd': 'a blank with no candidate: a dead end',
    'program.forcedPython': 'a forced digit (r, c, m); None if none, False at a dead end',
    'program.units': 'the 9 rows, 9 columns and 9 boxes: a digit with one place left',
    'program.undo': 'takes back the digits a call deduced, and fails',
    'program.done': 'the digits deduced here, taken back if this call fails',
  },
});
