// Loads the Rust engine (www/pkg, built by `cargo xtask serve`) and unpacks its step events.
// The packing is documented in src/wasm.rs.

import init, * as wasm from './pkg/bitdoku.js';

export const Kind = Object.freeze({
  None: 0,
  Choose: 1,
  Place: 2,
  TakeBack: 3,
  Solved: 4,
  Exhausted: 5,
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

/** Unpacks an event returned by Stepper.step/run/seek. */
export function unpack(packed) {
  return {
    kind: packed & 7,
    cell: (packed >>> 3) & 127,
    digit: (packed >>> 10) & 15,
    depth: (packed >>> 14) & 127,
    candidates: (packed >>> 21) & 511,
  };
}

/** "r3c5", 1-based, as puzzle people write it. */
export function cellName(cell) {
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
}

/** The digits of a candidate mask, smallest first. */
export function maskDigits(mask) {
  const digits = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) digits.push(d);
  return digits;
}

/** One readable line for an event, or '' for none. */
export function describe(event) {
  switch (event.kind) {
    case Kind.Choose:
      return `Choose ${cellName(event.cell)}: candidates {${maskDigits(event.candidates).join(', ')}}`;
    case Kind.Place:
      return `Place ${event.digit} at ${cellName(event.cell)} (depth ${event.depth})`;
    case Kind.TakeBack:
      return `Take back ${event.digit} from ${cellName(event.cell)}: backtrack`;
    case Kind.Solved:
      return 'Solved';
    case Kind.Exhausted:
      return 'Exhausted: no candidate left anywhere';
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
      if (data.error) pending.reject(new Error(data.error));
      else pending.resolve({ cells: Uint8Array.from(data.cells), count: data.count });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const pending = this.#pending;
      this.#pending = null;
      this.#worker = null;
      pending?.reject(new Error(`the solver stopped: ${event.message || 'worker error'}`));
    };
    return worker;
  }
}
