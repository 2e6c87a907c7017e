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
