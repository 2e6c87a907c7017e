// The code view's language switch and copy button, and the comments of its C++ and Python
// programs (www/panels/code-programs.js) that no pseudocode line has, in English and Korean;
// the other comments are the pseudocode's (code.*).

import { addStrings } from './i18n.js';

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
  ko: {
    'program.language': '풀이 반복문의 언어',
    'program.pseudo': '의사코드',
    'program.cpp': 'C++',
    'program.python': 'Python',
    'program.copy': '프로그램 복사',
    'program.copied': '복사했습니다: 백준 2580 형식으로 퍼즐을 읽고 해를 출력합니다.',
    'program.copyFailed': '브라우저가 복사를 허용하지 않았습니다: 줄을 선택해 복사하세요.',
    'program.masks': '비트 m-1이 켜지면 숫자 m이 그 행, 열, 박스에 있음',
    'program.forced': '확정된 숫자: 있으면 1과 그 자리, 없으면 0, 막다른 곳이면 -1',
    'program.deadEnd': '후보가 없는 빈칸: 막다른 곳',
    'program.forcedPython': '확정된 숫자 (r, c, m), 없으면 None, 막다른 곳이면 False',
    'program.units': '행 9개, 열 9개, 박스 9개: 자리가 하나 남은 숫자',
    'program.undo': '이 호출이 확정한 숫자를 되돌리고 실패',
    'program.done': '여기서 확정한 숫자들, 이 호출이 실패하면 되돌림',
  },
});
