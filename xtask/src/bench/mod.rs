//! `cargo xtask bench [DIR]`: one table of every speed and size figure, native beside wasm in
//! headless Chromium. Benchmarks, not tests: nothing here is asserted, and `cargo xtask test`
//! never runs it (tests/e2e/bench.test.mjs checks that the bench page still gives right answers).
//!
//! - native: `cargo bench --bench table -- DIR` (benches/table.rs), µs per puzzle for
//!   `count_solutions(2)` and `solve()`, for the logic module's `explain` (with guessing) and
//!   `rate` on the 17-clue set, `rate`'s median and slowest puzzle on norvig_top95 and
//!   magictour_top1465 (each puzzle timed alone), and the step engine's events per second and steps in each
//!   search order;
//! - browser: tests/e2e/bench-driver.mjs drives www/bench/bench.html (the same two calls in
//!   wasm, in a worker), the page's "Skip to end", and the time to its `bitdoku-ready` mark;
//! - page weight: the files a visitor downloads from the hosted site (`dist/`), gzipped as a
//!   server would send them;
//! - actions: the longest main-thread task per kind of action on the page (start-up, typing,
//!   Play, ..., tests/e2e/bench-actions.mjs), in a second table; `--actions` measures only
//!   these;
//! - Lighthouse's scores and whether Chrome finds the site installable, in a third
//!   (lighthouse.rs);
//! - bitdoku beside the `sudoku` crate, both in one wasm module in Chromium, per set
//!   (crate_wasm.rs), in a fourth.
//!
//! `--tails` alone searches for grids on which bitdoku is slow beside the crate (tails.rs).
//!
//! The browser figures are taken with a font for Hangul installed, as a Korean visitor has one
//! (`setup::ensure_korean_font`). They come from `dist/` too, served under a sub-path as a host
//! would (the bench page, which `dist/` leaves out, is served beside it: see e2e.rs).

mod crate_wasm;
mod native;
mod print;
pub mod tails;
pub mod weight;

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result};
use serde_json::Value;

use crate::commands::{run_capturing, say};
use crate::e2e;
use crate::setup;
use crate::tdoku;
use native::parse_native;
use print::{print_actions, print_table};
use weight::PageWeight;

/// The environment variable that makes bitdoku's fast path run its portable build, and the
/// name that build goes by (bitdoku's src/fast/isa/).
const FAST_PATH_VARIABLE: &str = "BITDOKU_FAST_PATH";
const PORTABLE: &str = "portable";

pub fn bench(
    root: &Path,
    dir: Option<PathBuf>,
    actions_only: bool,
    crate_only: bool,
) -> Result<()> {
    if actions_only {
        let browser = setup::ensure_browser()?;
        setup::ensure_korean_font()?;
        let driven = e2e::with_hosted_site(root, None, |_, url| {
            say("the longest main-thread task per kind of action");
            drive(root, &browser, url, &["--actions".to_owned()])
        })?;
        println!();
        return print_actions(&driven["actions"]);
    }
    let dir = crate::puzzle_dir(root, dir)?;
    if crate_only {
        let sets = set_files(&dir)?;
        let browser = setup::ensure_browser()?;
        match crate_wasm::compare(root, &dir, &sets, &browser)? {
            Some(rows) => crate_wasm::print(&rows),
            None => say("no sets measured beside the sudoku crate"),
        }
        return Ok(());
    }
    let tdoku_drivers = tdoku::drivers()?;
    say("native figures (benches/table.rs)");
    let table = || {
        let mut command = crate::commands::cargo(root);
        command
            .args(["bench", "-p", "bitdoku", "--bench", "table", "--"])
            .arg(&dir);
        command
    };
    let native = parse_native(&run_capturing(&mut table())?, false)?;
    // The fallback build too, where the process picked another (bitdoku's src/fast/isa/).
    let portable = if native.build == PORTABLE {
        None
    } else {
        say("the portable build of the fast path on each set's first puzzles");
        let mut command = table();
        command
            .arg("--first-only")
            .env(FAST_PATH_VARIABLE, PORTABLE);
        Some(parse_native(&run_capturing(&mut command)?, true)?)
    };
    // Right after bitdoku's own run, so that both see the machine as alike as it can be.
    let compared = match &tdoku_drivers {
        Some(drivers) => {
            if drivers.first_solution.is_none() {
                say(&format!(
                    "no solve() beside tdoku: set {} to a tdoku driver built with a limit of 1 \
                     (docs/BENCHMARKS.md)",
                    tdoku::SOLVE_VARIABLE
                ));
            }
            Some(tdoku::compare(drivers, &dir, &native.firsts, &native.hard)?)
        }
        None => {
            say(&format!(
                "no tdoku column: set {} to a tdoku driver (docs/BENCHMARKS.md)",
                tdoku::VARIABLE
            ));
            None
        }
    };
    // benches/table.rs found the sets (the *.txt files of DIR) and named each by its stem.
    let sets: Vec<String> = native
        .sets
        .iter()
        .map(|set| format!("{}.txt", set.name))
        .collect();
    if sets.is_empty() {
        say(&format!(
            "no puzzle sets (*.txt) at {}: the table has no per-set rows; pass DIR to measure some",
            dir.display()
        ));
    }

    let browser = setup::ensure_browser()?;
    setup::ensure_korean_font()?;
    let (weight, driven, audit) = e2e::with_hosted_site(root, Some(&dir), |dist, url| {
        let weight = PageWeight::measure(dist)?;
        say(&format!(
            "browser figures, with {} at /puzzles/",
            dir.display()
        ));
        let driven = drive(root, &browser, url, &sets)?;
        Ok((
            weight,
            driven,
            crate::lighthouse::audit(root, &browser, url)?,
        ))
    })?;

    // After the page's figures, alone: two browsers at once spoil each other's times.
    let beside_crate = crate_wasm::compare(root, &dir, &sets, &browser)?;

    println!();
    print_table(&native, portable.as_ref(), &driven, &weight)?;
    if let Some(compared) = compared {
        println!();
        print!("{compared}");
    }
    if let Some(rows) = beside_crate {
        println!();
        crate_wasm::print(&rows);
    }
    println!();
    print_actions(&driven["actions"])?;
    println!();
    crate::lighthouse::print(&audit, &driven["installable"])
}

/// Runs tests/e2e/bench-driver.mjs with `args` against the page at `url` and returns the one
/// JSON object it prints.
fn drive(root: &Path, browser: &setup::Browser, url: &str, args: &[String]) -> Result<Value> {
    let driven = run_capturing(
        Command::new("node")
            .arg(root.join("tests/e2e/bench-driver.mjs"))
            .args(args)
            .env("BITDOKU_URL", url)
            .env("CHROMIUM", &browser.chromium),
    )?;
    serde_json::from_str(driven.trim())
        .context("tests/e2e/bench-driver.mjs did not print one JSON object")
}

/// The puzzle sets of `dir`: its `*.txt` files, by name, sorted.
fn set_files(dir: &Path) -> Result<Vec<String>> {
    let mut sets = Vec::new();
    for entry in std::fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if name.ends_with(".txt") {
            sets.push(name);
        }
    }
    sets.sort();
    Ok(sets)
}
