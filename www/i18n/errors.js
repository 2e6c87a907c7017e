// The engine's errors in the page's language. Rust throws (or, for firstConflict, returns) JS
// Errors whose message is its English text and which carry a `code` and named fields
// (src/coded.rs lists them; workers/worker-client.js adds `worker-stopped`). In English the
// page shows that text; in Korean it words the code and fields here, with the words of
// ko/words.js. An error without a code (a bug, a failed download) keeps its message.

import { formatNumber, hasText, language, t } from './i18n.js';
import { cellLabel, unitName } from '../board/cell.js';

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
