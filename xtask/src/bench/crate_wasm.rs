//! bitdoku beside the `sudoku` crate in the browser: both compiled into one wasm module
//! (release, LTO, simd128, as the page's simd128 build) and timed in headless Chromium by
//! tests/e2e/bench-crate.mjs, `count_solutions(2)` against `solutions_count_up_to(2)` on the
//! same puzzles, in alternating rounds.
//!
//! The crate is AGPL-3.0, so it is never a dependency of bitdoku: the module is built from a
//! scratch crate that this file writes under `target/`, outside every crate of the workspace,
//! fetched by cargo at bench time. Without the network the table says so and goes on.

use std::fs;
use std::path::Path;
use std::process::Command;

use anyhow::{Context, Result};
use serde::Deserialize;

use crate::commands::{run, run_capturing, say};
use crate::setup;
use crate::wasm_builds::target_dir;

/// The crate's version compared; its API (`Sudoku::from_bytes`, `solutions_count_up_to`) is
/// 0.8's.
pub(super) const CRATE_VERSION: &str = "=0.8.0";

/// One set's figures: µs per puzzle, each the best of the driver's rounds.
#[derive(Debug, Deserialize)]
pub struct CrateRow {
    pub name: String,
    pub puzzles: usize,
    #[serde(rename = "bitdokuUs")]
    pub bitdoku_us: f64,
    #[serde(rename = "crateUs")]
    pub crate_us: f64,
}

/// The scratch crate's manifest: its own workspace, bitdoku by path, the crate from crates.io,
/// and getrandom's `js` feature, which the crate's rand needs on wasm32-unknown-unknown.
fn manifest(root: &Path, wasm_bindgen: &str) -> String {
    format!(
        r#"[package]
name = "bitdoku-beside-sudoku"
version = "0.0.0"
edition = "2021"
publish = false

[lib]
crate-type = ["cdylib"]
path = "lib.rs"

[dependencies]
bitdoku = {{ path = {root:?} }}
sudoku = "{CRATE_VERSION}"
getrandom = {{ version = "0.2", features = ["js"] }}
wasm-bindgen = "{wasm_bindgen}"
{RELEASE_ALONE}"#,
        root = root.display().to_string(),
    )
}

/// The end of a scratch crate's manifest: release as bitdoku's own (LTO, one codegen unit),
/// and a workspace of its own, outside bitdoku's.
pub(super) const RELEASE_ALONE: &str = r#"
[profile.release]
lto = true
codegen-units = 1
panic = "abort"

[workspace]
"#;

/// The module's two exports: each puzzle's count up to 2 (255 for givens the crate refuses),
/// one byte a puzzle, for 81-byte puzzles back to back.
const LIB: &str = r#"use wasm_bindgen::prelude::*;

#[wasm_bindgen(js_name = countBitdoku)]
pub fn count_bitdoku(cells: &[u8]) -> Vec<u8> {
    cells
        .chunks_exact(81)
        .map(|p| match bitdoku::Grid::from_cells(p.try_into().unwrap()) {
            Ok(grid) => grid.count_solutions(2) as u8,
            Err(_) => 255,
        })
        .collect()
}

#[wasm_bindgen(js_name = countCrate)]
pub fn count_crate(cells: &[u8]) -> Vec<u8> {
    cells
        .chunks_exact(81)
        .map(|p| match sudoku::Sudoku::from_bytes(p.try_into().unwrap()) {
            Ok(sudoku) => sudoku.solutions_count_up_to(2) as u8,
            Err(_) => 255,
        })
        .collect()
}
"#;

/// Builds the module and times both in Chromium on `sets` (file names in `dir`). None, with
/// the reason said, when the crate cannot be fetched or built.
pub fn compare(
    root: &Path,
    dir: &Path,
    sets: &[String],
    browser: &setup::Browser,
) -> Result<Option<Vec<CrateRow>>> {
    if sets.is_empty() {
        return Ok(None);
    }
    let scratch = target_dir(root).join("bitdoku-beside-sudoku");
    let site = scratch.join("site");
    fs::create_dir_all(&site).with_context(|| format!("cannot create {}", site.display()))?;
    let wasm_bindgen = setup::pinned_wasm_bindgen(root)?;
    write_if_changed(
        &scratch.join("Cargo.toml"),
        &manifest(root, &format!("={wasm_bindgen}")),
    )?;
    write_if_changed(&scratch.join("lib.rs"), LIB)?;
    say(&format!(
        "the sudoku crate {CRATE_VERSION} beside bitdoku in one wasm module ({})",
        scratch.display()
    ));
    let mut build = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    build
        .current_dir(&scratch)
        .args(["build", "--release", "--target", "wasm32-unknown-unknown"])
        .env("CARGO_TARGET_DIR", scratch.join("target"))
        .env("RUSTFLAGS", "-C target-feature=+simd128");
    if let Err(error) = run(&mut build) {
        say(&format!(
            "no sudoku crate column: its module did not build (is crates.io reachable?): {error:#}"
        ));
        return Ok(None);
    }
    let wasm = scratch.join("target/wasm32-unknown-unknown/release/bitdoku_beside_sudoku.wasm");
    run(Command::new("wasm-bindgen")
        .args(["--target", "web", "--out-name", "beside", "--out-dir"])
        .arg(&site)
        .arg(&wasm))?;
    let printed = run_capturing(
        Command::new("node")
            .arg(root.join("tests/e2e/bench-crate.mjs"))
            .arg(&site)
            .arg(dir)
            .args(sets)
            .env("CHROMIUM", &browser.chromium),
    )?;
    let rows: Vec<CrateRow> = serde_json::from_str(printed.trim())
        .context("tests/e2e/bench-crate.mjs did not print one JSON array")?;
    Ok(Some(rows))
}

/// Prints the comparison as a Markdown table.
pub fn print(rows: &[CrateRow]) {
    println!(
        "| set (first puzzles) | bitdoku µs/puzzle | sudoku crate µs/puzzle | bitdoku / crate |"
    );
    println!("|---|---:|---:|---:|");
    for row in rows {
        println!(
            "| {} ({}) | {:.2} | {:.2} | {:.2} |",
            row.name,
            row.puzzles,
            row.bitdoku_us,
            row.crate_us,
            row.bitdoku_us / row.crate_us
        );
    }
}

/// Writes `text` unless the file holds it already, so that cargo keeps its build.
pub(super) fn write_if_changed(path: &Path, text: &str) -> Result<()> {
    if fs::read_to_string(path).ok().as_deref() == Some(text) {
        return Ok(());
    }
    fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}
