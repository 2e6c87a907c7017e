//! The library's integration tests: one test binary with a module per topic, so that they
//! build and link once. The fixtures (sample puzzles, the brute-force puzzle, the reference
//! solver) are in `common`, defined once for every module and for the CLI's tests.
//!
//! Natively, `cargo test` runs them all but `sweep`, which is ignored by default and run by
//! `cargo xtask sweep` in release mode. On wasm32 the binary is the `wasm` modules alone: the
//! wasm modules' exports in headless Chromium (`cargo xtask test` runs it with wasm-bindgen-test).

#[cfg(not(target_arch = "wasm32"))]
mod check;
#[cfg(not(target_arch = "wasm32"))]
mod common;
#[cfg(not(target_arch = "wasm32"))]
mod fast;
#[cfg(not(target_arch = "wasm32"))]
mod generate;
#[cfg(not(target_arch = "wasm32"))]
mod grids;
#[cfg(not(target_arch = "wasm32"))]
mod logic;
#[cfg(not(target_arch = "wasm32"))]
mod parse;
#[cfg(not(target_arch = "wasm32"))]
mod properties;
#[cfg(not(target_arch = "wasm32"))]
mod step;
#[cfg(not(target_arch = "wasm32"))]
mod sweep;
#[cfg(not(target_arch = "wasm32"))]
mod tree;
#[cfg(not(target_arch = "wasm32"))]
mod tree_limits;
#[cfg(target_arch = "wasm32")]
mod wasm;
#[cfg(target_arch = "wasm32")]
mod wasm_logic;
#[cfg(target_arch = "wasm32")]
mod wasm_share;
