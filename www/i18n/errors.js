// The engine's errors in the page's language. Rust throws (or, for firstConflict, returns) JS
// Errors whose message is its English text and which carry a `code` and named fields
// (src/coded.rs lists them; workers/worker-client.js adds `worker-stopped`). In English the page shows that
// text; in Korean it words the code and fields here. An error without a code (a bug, a failed
// download) keeps its message.

import { addStrings, formatNumber, hasText, language, t } from './i18n.js';
import { cellLabel, unitName } from '../board/cell.js';

addStrings({
  ko: {
    'error.empty-input': '입력이 비어 있습니다: 숫자 9개씩 9줄, 또는 81칸 한 줄이 필요합니다',
    'error.line-count': '숫자 9개씩 9줄, 또는 81칸 한 줄이어야 하는데 {found}줄이 있습니다',
    'error.cell-count': '{line}번째 줄의 칸이 {found}개입니다 ({expected}개여야 합니다)',
    'error.invalid-char': "{line}번째 줄 {column}번째 글자에 잘못된 문자 '{char}' (0–9 숫자나 '.'만 쓸 수 있습니다)",
    'error.digit-out-of-range': '{cell} 칸의 값 {value}: 0(빈칸)부터 9까지만 쓸 수 있습니다',
    'error.conflict': '{unit}에 {digitSubject} 두 번 있습니다 ({first}, {second})',
    'error.unknown-strategy': "알 수 없는 전략 '{name}': 'naive', 'mrv', 'propagation'만 쓸 수 있습니다",
    'error.unknown-level': "알 수 없는 난이도 '{name}': 'any', 'singles', 'locked', 'subsets', 'fish', 'wings', 'chains', 'uniqueness', 'guess'만 쓸 수 있습니다",
    'error.unknown-symmetry': "알 수 없는 대칭 '{name}': 'none', 'rotational', 'mirror', 'diagonal'만 쓸 수 있습니다",
    'error.out-of-attempts': '{attempts}번 만들어 보았지만 난이도 {level}인 퍼즐이 없었습니다. 다른 시드로 해 보세요',
    'error.out-of-attempts-technique': '{attempts}번 만들어 보았지만 {technique} 기법을 쓰는 퍼즐이 없었습니다. 다른 시드로 해 보세요',
    'error.invalid-seed': "잘못된 시드 '{seed}': 0부터 18446744073709551615까지의 정수여야 합니다",
    'error.link-unknown-site': '{host}의 링크입니다: bitdoku는 SudokuWiki(?bd=), f-puzzles(?load=), SudokuPad(fpuzzles…)의 링크를 읽습니다',
    'error.link-no-puzzle': '{site} 링크에 퍼즐이 없습니다: {part}이(가) 없습니다',
    'error.link-not-a-digit': "SudokuWiki 링크의 bd= {place}번째 글자가 '{char}'입니다: 0–9 숫자여야 합니다",
    'error.link-digit-count': 'SudokuWiki 링크의 bd=에 숫자가 {found}개 있습니다: 81개여야 합니다 (잘렸나요?)',
    'error.link-too-long': '{site} 링크의 퍼즐 데이터가 {length}자로, 일반 퍼즐(최대 {max}자)보다 훨씬 깁니다',
    'error.link-not-classic': '{site} 링크는 변형 퍼즐입니다({what}): bitdoku는 일반 9×9 퍼즐만 풉니다',
    'error.link-not-compressed': '{site} 링크의 퍼즐 데이터를 풀 수 없습니다 (잘렸나요?)',
    'error.link-not-puzzle-json': '{site} 링크에 f-puzzles 퍼즐이 없습니다: {detail}',
    'error.link-size': '{site} 퍼즐은 {size}×{size}입니다: bitdoku는 9×9 퍼즐만 풉니다',
    'error.link-cell-value': '{site} 퍼즐의 {cell} 칸 값이 {value}입니다: 1부터 9까지여야 합니다',
    'error.qr-too-long': '링크가 {bytes}바이트로, QR 코드에 담을 수 있는 {max}바이트보다 깁니다',
    // Not from Rust: workers/worker-client.js gives a worker that stopped this code, with the browser's reason.
    'error.worker-stopped': '풀이를 맡은 웹 워커가 멈췄습니다: {reason}',
  },
});

/** Digits whose Korean name ends in a consonant (영, 일, 삼, 육, 칠, 팔) take 이, the rest 가. */
const TAKES_I = new Set([0, 1, 3, 6, 7, 8]);

/**
 * The params a Korean message fills its placeholders from: numbers formatted, cells named.
 * @param {Record<string, any>} error the engine's error: its `code` and named fields
 * @returns {Record<string, any>}
 */
function koreanParams(error) {
  const params = { ...error };
  for (const name of ['found', 'expected', 'line', 'column', 'attempts', 'length', 'max', 'bytes', 'place']) {
    if (typeof error[name] === 'number') params[name] = formatNumber(error[name]);
  }
  for (const name of ['cell', 'first', 'second']) {
    if (typeof error[name] === 'number') params[name] = cellLabel(error[name]);
  }
  if (error.code === 'conflict') {
    params.unit = unitName(error.unit, error.unitNumber);
    params.digitSubject = `${error.digit}${TAKES_I.has(error.digit) ? '이' : '가'}`;
  }
  return params;
}

/**
 * What went wrong, in the page's language, for an error from the engine or anything thrown.
 * @param {any} error an Error with `code` and fields, or anything thrown
 * @returns {string}
 */
export function errorText(error) {
  const english = String(error?.message ?? error);
  // A generator that looked for a technique's practice puzzle says which technique.
  const code = error?.code === 'out-of-attempts' && error?.technique ? 'out-of-attempts-technique' : error?.code;
  const key = `error.${code}`;
  if (language() === 'en' || typeof error?.code !== 'string' || !hasText(key)) return english;
  return t(key, koreanParams(error));
}
