//! `cargo xtask bench --tails [SECONDS]`: a search for grids on which bitdoku is slow beside
//! the `sudoku` crate (xtask/scratch/tails.rs), natively, started from the fuzz corpus's grids
//! and the bench's hard ones. It prints the grids it kept, worst first, for the bench's
//! `HARD` table (benches/table.rs) and the fuzz corpus (fuzz/corpus/solve/).
//!
//! As in crate_wasm.rs, the crate (AGPL-3.0) is built in a scratch crate under `target/`,
//! never as bitdoku's dependency; without the network it says so and stops.

use std::fs;
use std::path::Path;
use std::process::Command;

use anyhow::{Context, Result};
use serde::Deserialize;

use super::crate_wasm::{write_if_changed, CRATE_VERSION, RELEASE_ALONE};
use crate::commands::{run, run_capturing, say};
use crate::wasm_builds::target_dir;

/// One kept grid, from a line of the hunter's output.
#[derive(Debug, Deserialize)]
struct Kept {
    grid: String,
    count: u64,
    #[serde(rename = "bitdokuUs")]
    bitdoku_us: f64,
    #[serde(rename = "crateUs")]
    crate_us: f64,
    score: f64,
}

/// The hunter's manifest: bitdoku by path, the crate from crates.io, the hunter's source
/// where it lives in the repository.
fn manifest(root: &Path) -> String {
    format!(
        r#"[package]
name = "bitdoku-tails"
version = "0.0.0"
edition = "2021"
publish = false

[[bin]]
name = "tails"
path = {main:?}

[dependencies]
bitdoku = {{ path = {root:?} }}
sudoku = "{CRATE_VERSION}"
{RELEASE_ALONE}"#,
        main = root.join("xtask/scratch/tails.rs").display().to_string(),
        root = root.display().to_string(),
    )
}

/// The grids that start the search: the fuzz corpus's solve seeds (a count byte, then the
/// grid) and benches/table.rs's `HARD` lines, one 81-character line each.
fn seeds(root: &Path) -> Result<String> {
    let mut lines = String::new();
    let corpus = root.join("fuzz/corpus/solve");
    for entry in
        fs::read_dir(&corpus).with_context(|| format!("cannot read {}", corpus.display()))?
    {
        let bytes = fs::read(entry?.path())?;
        if bytes.len() > 81 {
            lines.push_str(&String::from_utf8_lossy(&bytes[1..82]));
            lines.push('\n');
        }
    }
    let table = fs::read_to_string(root.join("benches/table.rs"))?;
    for quoted in table.split('"').filter(|part| part.len() == 81) {
        lines.push_str(quoted);
        lines.push('\n');
    }
    Ok(lines)
}

pub fn hunt(root: &Path, seconds: u64) -> Result<()> {
    let scratch = target_dir(root).join("bitdoku-tails");
    fs::create_dir_all(&scratch).with_context(|| format!("cannot create {}", scratch.display()))?;
    write_if_changed(&scratch.join("Cargo.toml"), &manifest(root))?;
    let seeds_file = scratch.join("seeds.txt");
    fs::write(&seeds_file, seeds(root)?)?;
    say(&format!(
        "the tail hunter beside the sudoku crate {CRATE_VERSION} ({})",
        scratch.display()
    ));
    let mut build = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    build
        .current_dir(&scratch)
        .args(["build", "--release"])
        .env("CARGO_TARGET_DIR", scratch.join("target"));
    if let Err(error) = run(&mut build) {
        say(&format!(
            "no tail hunt: it did not build (is crates.io reachable?): {error:#}"
        ));
        return Ok(());
    }
    say(&format!("{seconds} s of grids, the worst kept"));
    let printed = run_capturing(
        Command::new(scratch.join("target/release/tails"))
            .arg(seconds.to_string())
            .arg(std::process::id().to_string())
            .arg(&seeds_file),
    )?;
    let kept = printed
        .lines()
        .map(|line| serde_json::from_str(line).with_context(|| format!("not a kept grid: {line}")))
        .collect::<Result<Vec<Kept>>>()?;
    println!(
        "| grid | solutions (up to 2) | bitdoku µs | crate µs | bitdoku / max(10 µs, 10 × crate) |"
    );
    println!("|---|---:|---:|---:|---:|");
    for k in &kept {
        println!(
            "| `{}` | {} | {:.2} | {:.2} | {:.2} |",
            k.grid, k.count, k.bitdoku_us, k.crate_us, k.score
        );
    }
    let over = kept.iter().filter(|k| k.score > 1.0).count();
    say(&format!(
        "{over} of these miss the goal (above 1 in the last column)"
    ));
    Ok(())
}
