//! The last step of the release build: binaryen's `wasm-opt` over the wasm-bindgen output,
//! which shrinks it by about a quarter (63 KB to 47 KB, 26 KB to 22 KB gzipped).
//!
//! `-O3` because `-Oz` and `-Os` come out within 200 bytes of it, and it is tuned for speed.

use std::path::Path;
use std::process::Command;

use anyhow::Result;

use crate::commands::{run, say};
use crate::setup;

/// The wasm features rustc 1.95 enables by default for wasm32-unknown-unknown, and so the
/// ones its output uses. wasm-opt refuses instructions of a feature it was not told about.
const FEATURES: [&str; 8] = [
    "--enable-bulk-memory",
    "--enable-bulk-memory-opt",
    "--enable-call-indirect-overlong",
    "--enable-multivalue",
    "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
    "--enable-reference-types",
    "--enable-sign-ext",
];

/// Optimizes the wasm module at `wasm` in place. `extra_features` are the target features
/// the build added to the defaults (`simd128`), which wasm-opt must be told of too.
pub fn optimize(root: &Path, wasm: &Path, extra_features: &[&str]) -> Result<()> {
    let wasm_opt = setup::ensure_build_tool(root, "binaryen", "wasm-opt")?;
    say(&format!("optimizing {} with wasm-opt -O3", wasm.display()));
    run(Command::new(wasm_opt)
        .arg("-O3")
        .args(FEATURES)
        .args(extra_features.iter().map(|feature| match *feature {
            "simd128" => "--enable-simd".to_owned(),
            other => format!("--enable-{other}"),
        }))
        .arg(wasm)
        .arg("-o")
        .arg(wasm))
}
