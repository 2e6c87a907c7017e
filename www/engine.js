// Loads the Rust engine (www/pkg, built by `cargo xtask serve`) and words its step events.

import init, * as wasm from './pkg/bitdoku.js';
import { EventKind } from './pkg/bitdoku.js';
import { addStrings, t } from './i18n.js';

addStrings({
  en: {
    'cell.name': 'r{row}c{column}',
    'event.choose': 'Choose {cell}: candidates {{digits}}',
    'event.place': 'Place {digit} at {cell} (depth {depth})',
    'event.takeBack': 'Take back {digit} from {cell}: backtrack',
    'event.solved': 'Solved',
    'event.exhausted': 'Exhausted: no candidate left anywhere',
  },
  ko: {
    'cell.name': '{row}행 {column}열',
    'event.choose': '{cell} 선택: 후보 {{digits}}',
    'event.place': '{cell}에 {digit} 놓기 (깊이 {depth})',
    'event.takeBack': '{cell}의 {digit} 되돌리기: 백트래킹',
    'event.solved': '풀이 완료',
    'event.exhausted': '탐색 끝: 어느 칸에도 남은 후보가 없습니다',
  },
});

let memory = null;

/** Loads the wasm module once and returns its exports. */
export async function loadEngine() {
  ({ memory } = await init());
  return wasm;
}

/**
 * The size in bytes of the wasm module's linear memory (0 before it is loaded). It only ever
 * grows, so the soak test (tests/e2e/soak.mjs) reads it to show that long runs do not leak.
 */
export function wasmMemoryBytes() {
  return memory ? memory.buffer.byteLength : 0;
}

/** A cell's name in the page's language: "r3c5" in English, "3행 5열" in Korean. */
export function cellLabel(cell) {
  return t('cell.name', { row: Math.floor(cell / 9) + 1, column: (cell % 9) + 1 });
}

/**
 * The cell an event highlights, as Board.draw takes it: `{cell, kind: 'trying'}` for a choice
 * or a placement, `{cell, kind: 'backtrack', digit}` for a take-back, null otherwise.
 */
export function activeCell(event) {
  if (event?.kind === EventKind.Choose || event?.kind === EventKind.Place) return { cell: event.cell, kind: 'trying' };
  if (event?.kind === EventKind.TakeBack) return { cell: event.cell, kind: 'backtrack', digit: event.digit };
  return null;
}

/** The digits of a candidate mask, smallest first. */
export function maskDigits(mask) {
  const digits = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) digits.push(d);
  return digits;
}

/** One readable line for an event in the page's language, or '' for none. */
export function describe(event) {
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

/**
 * The fast path in a Web Worker, so that no puzzle can freeze the page. A new request, or
 * cancel(), ends a request still running by replacing the worker.
 */
export class FastSolver {
  #worker = null;
  #pending = null;

  /** Resolves to {cells, count} (count 0, 1 or 2), or rejects with the engine's message. */
  solve(cells) {
    this.cancel();
    if (!this.#worker) this.#worker = this.#start();
    return new Promise((resolve, reject) => {
      this.#pending = { resolve, reject };
      this.#worker.postMessage({ cells: Array.from(cells) });
    });
  }

  /** Stops a request in progress; its promise never settles. */
  cancel() {
    if (this.#pending && this.#worker) {
      this.#worker.terminate();
      this.#worker = null;
    }
    this.#pending = null;
  }

  #start() {
    const worker = new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => {
      const pending = this.#pending;
      this.#pending = null;
      if (!pending) return;
      // The worker sends the error's message and its own properties (code and fields).
      if (data.error) pending.reject(Object.assign(new Error(data.error.message), data.error));
      else pending.resolve({ cells: Uint8Array.from(data.cells), count: data.count });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const pending = this.#pending;
      this.#pending = null;
      this.#worker = null;
      const reason = event.message || 'worker error';
      // Coded like the engine's errors, so that errors.js can word it in Korean.
      pending?.reject(Object.assign(new Error(`the solver stopped: ${reason}`), { code: 'worker-stopped', reason }));
    };
    return worker;
  }
}
