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
//!   (lighthouse.rs).
//!
//! The browser figures are taken with a font for Hangul installed, as a Korean visitor has one
//! (`setup::ensure_korean_font`). They come from `dist/` too, served under a sub-path as a host
//! would (the bench page, which `dist/` leaves out, is served beside it: see e2e.rs).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};
use flate2::{write::GzEncoder, Compression};
use serde_json::Value;

use crate::e2e;
use crate::run::{run_capturing, say};
use crate::setup;
use crate::tdoku;
use crate::wasm_builds::{Build, Module};

/// One set's native figures, from a `set NAME PUZZLES COUNT_US SOLVE_US` line of benches/table.rs.
#[derive(Debug)]
struct NativeSet {
    name: String,
    puzzles: u64,
    count_us: f64,
    solve_us: f64,
}

/// A set's slowest puzzle, from a `slowest NAME LINE COUNT2_US` line of benches/table.rs.
#[derive(Debug)]
struct Slowest {
    name: String,
    line: u64,
    count_us: f64,
}

/// The logic module's figures on one set, from a `logic NAME PUZZLES EXPLAIN_US RATE_US` line.
#[derive(Debug)]
struct LogicSet {
    name: String,
    puzzles: u64,
    explain_us: f64,
    rate_us: f64,
}

/// `logic::rate` timed on each puzzle of a set alone, from a
/// `rates NAME PUZZLES MEDIAN_US SLOWEST_US LINE` line of benches/table.rs.
#[derive(Debug)]
struct RatesSet {
    name: String,
    puzzles: u64,
    median_us: f64,
    slowest_us: f64,
    slowest_line: u64,
}

/// One search order's run on the brute-force puzzle, from an `events ORDER PER_SECOND STEPS`
/// line of benches/table.rs.
#[derive(Debug)]
struct NativeEvents {
    order: String,
    per_second: f64,
    steps: u64,
}

/// One search order run to the end on every puzzle of a set, from an
/// `orders NAME ORDER PER_SECOND STEPS` line of benches/table.rs.
#[derive(Debug)]
struct OrderOnSet {
    set: String,
    order: String,
    per_second: f64,
    steps: u64,
}

/// The naive run on the brute-force puzzle recorded as a search tree, from a
/// `tree ORDER PER_SECOND STEPS KEPT` line of benches/table.rs.
#[derive(Debug)]
struct TreeRecording {
    order: String,
    per_second: f64,
    steps: u64,
    kept: u64,
}

/// The fuzz corpus's grids timed as a set, from a `corpus PATH GRIDS MEAN_US SLOWEST_US GRID`
/// line of benches/table.rs.
#[derive(Debug)]
struct Corpus {
    path: String,
    grids: u64,
    mean_us: f64,
    slowest_us: f64,
    slowest: String,
}

/// Everything benches/table.rs printed.
#[derive(Debug, Default)]
struct Native {
    /// The fast path's build that ran (`bitdoku::fast_path_build`), from a `build NAME` line.
    build: String,
    sets: Vec<NativeSet>,
    /// Each set's first 10,000 puzzles, for the comparison with tdoku.
    firsts: Vec<tdoku::First>,
    slowest: Vec<Slowest>,
    /// Grids timed alone, beside tdoku too.
    hard: Vec<tdoku::Hard>,
    /// The fuzz corpus, when there is one.
    corpus: Option<Corpus>,
    logic: Vec<LogicSet>,
    /// `logic::rate` puzzle by puzzle on the hard sets.
    rates: Vec<RatesSet>,
    orders: Vec<OrderOnSet>,
    /// Naive first: its events per second stand beside the page's Skip to end.
    events: Vec<NativeEvents>,
    trees: Vec<TreeRecording>,
    /// Minimal unique puzzles `Grid::generate` makes a second, from a `generate PER_SECOND`
    /// line.
    generated_per_second: f64,
}

pub fn bench(root: &Path, dir: Option<PathBuf>, actions_only: bool) -> Result<()> {
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
    let tdoku_drivers = tdoku::drivers()?;
    say("native figures (benches/table.rs)");
    let table = || {
        let mut command = crate::run::cargo(root);
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

    println!();
    print_table(&native, portable.as_ref(), &driven, &weight)?;
    if let Some(compared) = compared {
        println!();
        print!("{compared}");
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

/// Reads what benches/table.rs printed; with `first_only`, what it printed when asked for
/// only the `first` lines.
fn parse_native(text: &str, first_only: bool) -> Result<Native> {
    let mut sets = Vec::new();
    let mut build = None;
    let mut firsts = Vec::new();
    let mut slowest = Vec::new();
    let mut hard = Vec::new();
    let mut corpus = None;
    let mut logic = Vec::new();
    let mut rates = Vec::new();
    let mut orders = Vec::new();
    let mut events = Vec::new();
    let mut trees = Vec::new();
    let mut generated_per_second = None;
    for line in text.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        let number = |i: usize| -> Result<f64> {
            fields
                .get(i)
                .and_then(|field| field.parse().ok())
                .with_context(|| format!("benches/table.rs printed an unexpected line: {line:?}"))
        };
        match fields[0] {
            "build" if fields.len() == 2 => build = Some(fields[1].to_owned()),
            "set" if fields.len() == 5 => sets.push(NativeSet {
                name: fields[1].to_owned(),
                puzzles: number(2)? as u64,
                count_us: number(3)?,
                solve_us: number(4)?,
            }),
            "first" if fields.len() == 5 => firsts.push(tdoku::First {
                name: fields[1].to_owned(),
                puzzles: number(2)? as u64,
                count_us: number(3)?,
                solve_us: number(4)?,
            }),
            "slowest" if fields.len() == 4 => slowest.push(Slowest {
                name: fields[1].to_owned(),
                line: number(2)? as u64,
                count_us: number(3)?,
            }),
            "hard" if fields.len() == 4 => hard.push(tdoku::Hard {
                label: fields[1].to_owned(),
                grid: fields[2].to_owned(),
                count_us: number(3)?,
            }),
            "corpus" if fields.len() == 6 => {
                corpus = Some(Corpus {
                    path: fields[1].to_owned(),
                    grids: number(2)? as u64,
                    mean_us: number(3)?,
                    slowest_us: number(4)?,
                    slowest: fields[5].to_owned(),
                })
            }
            "logic" if fields.len() == 5 => logic.push(LogicSet {
                name: fields[1].to_owned(),
                puzzles: number(2)? as u64,
                explain_us: number(3)?,
                rate_us: number(4)?,
            }),
            "rates" if fields.len() == 6 => rates.push(RatesSet {
                name: fields[1].to_owned(),
                puzzles: number(2)? as u64,
                median_us: number(3)?,
                slowest_us: number(4)?,
                slowest_line: number(5)? as u64,
            }),
            "orders" if fields.len() == 5 => orders.push(OrderOnSet {
                set: fields[1].to_owned(),
                order: fields[2].to_owned(),
                per_second: number(3)?,
                steps: number(4)? as u64,
            }),
            "generate" if fields.len() == 2 => generated_per_second = Some(number(1)?),
            "events" if fields.len() == 4 => events.push(NativeEvents {
                order: fields[1].to_owned(),
                per_second: number(2)?,
                steps: number(3)? as u64,
            }),
            "tree" if fields.len() == 5 => trees.push(TreeRecording {
                order: fields[1].to_owned(),
                per_second: number(2)?,
                steps: number(3)? as u64,
                kept: number(4)? as u64,
            }),
            _ => bail!("benches/table.rs printed an unexpected line: {line:?}"),
        }
    }
    let build = build.context("benches/table.rs printed no build line")?;
    if first_only {
        return Ok(Native {
            build,
            firsts,
            ..Native::default()
        });
    }
    if events.first().is_none_or(|e| e.order != "naive") {
        bail!("benches/table.rs printed no events line for the naive order first");
    }
    Ok(Native {
        build,
        sets,
        firsts,
        slowest,
        hard,
        corpus,
        logic,
        rates,
        orders,
        events,
        trees,
        generated_per_second: generated_per_second
            .context("benches/table.rs printed no generate line")?,
    })
}

/// Gzipped sizes, in bytes, of what a visitor downloads.
struct PageWeight {
    /// Each module's wasm in each build.
    wasm: Vec<(Module, Build, usize)>,
    /// What the first load fetches before the page is up.
    page: usize,
    /// What the page's workers fetch once it is up: the worker's script, the worker module's
    /// glue and its simd128 wasm.
    workers: usize,
}

impl PageWeight {
    /// The page is what its first load fetches from the built site `dist` (which leaves the
    /// bench page out) before it is up: index.html, the stylesheets, the icon, the main script,
    /// and the page module (src/wasm/) in its simd128 build with its glue. The workers' files
    /// are counted apart: they are fetched once the page is up, when it compiles the worker
    /// module for its workers (www/offline/assets.js), and the first worker starts when the
    /// rating line asks, 300 ms later (www/app/rating.js). Neither counts the fallback builds,
    /// which a browser that runs the simd128 ones never fetches (they weigh about as much), the
    /// app's icons (www/icons), the manifest and the service worker, which are fetched after the
    /// page is up or when it is installed, nor the one-file page, a download of its own.
    fn measure(dist: &Path) -> Result<PageWeight> {
        let www = dist.join("www");
        let pkg = www.join("pkg");
        let mut wasm = Vec::new();
        for module in Module::ALL {
            for build in Build::ALL {
                wasm.push((module, build, gzipped_size(&pkg.join(module.file(build)))?));
            }
        }
        let fallbacks = Module::ALL.map(|module| pkg.join(module.file(Build::Fallback)));
        let [worker_glue, _] = Module::Worker.glue();
        let workers_files = [
            www.join("solver-worker.js"),
            pkg.join(worker_glue),
            pkg.join(Module::Worker.file(Build::Simd128)),
        ];
        let mut weight = PageWeight {
            wasm,
            page: gzipped_size(&dist.join("index.html"))?,
            workers: 0,
        };
        let mut folders = vec![www.clone()];
        while let Some(folder) = folders.pop() {
            let entries = std::fs::read_dir(&folder)
                .with_context(|| format!("cannot list {}", folder.display()))?;
            for entry in entries {
                let entry = entry?;
                let path = entry.path();
                if entry.file_type()?.is_dir() {
                    if path != www.join("icons") {
                        folders.push(path);
                    }
                } else if workers_files.contains(&path) {
                    weight.workers += gzipped_size(&path)?;
                } else if !fallbacks.contains(&path) {
                    weight.page += gzipped_size(&path)?;
                }
            }
        }
        Ok(weight)
    }
}

/// The size of `path` after `gzip -9`.
fn gzipped_size(path: &Path) -> Result<usize> {
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder.write_all(&bytes)?;
    Ok(encoder.finish()?.len())
}

/// The environment variable that makes bitdoku's fast path run its portable build, and the
/// name that build goes by (bitdoku's src/fast/isa/).
const FAST_PATH_VARIABLE: &str = "BITDOKU_FAST_PATH";
const PORTABLE: &str = "portable";

fn print_table(
    native: &Native,
    portable: Option<&Native>,
    driven: &Value,
    weight: &PageWeight,
) -> Result<()> {
    let number = |value: &Value, key: &str| -> Result<f64> {
        value[key]
            .as_f64()
            .with_context(|| format!("the bench driver gave no number for {key:?}: {value}"))
    };
    println!(
        "| measurement | native ({} build) | wasm in Chromium | wasm / native |",
        native.build
    );
    println!("|---|---:|---:|---:|");
    let empty = Vec::new();
    let browser_sets = |build: &str| driven[build].as_array().unwrap_or(&empty);
    for set in &native.sets {
        let wasm = |build| {
            browser_sets(build)
                .iter()
                .find(|s| s["name"].as_str() == Some(set.name.as_str()))
        };
        let label = format!("{} ({} puzzles)", set.name, thousands(set.puzzles as f64));
        for (call, native_us, key, build) in [
            ("count_solutions(2)", set.count_us, "countUs", "sets"),
            ("solve()", set.solve_us, "solveUs", "sets"),
            (
                "count_solutions(2), fallback build",
                set.count_us,
                "countUs",
                "fallbackSets",
            ),
        ] {
            let wasm_us = wasm(build).map(|w| number(w, key)).transpose()?;
            println!(
                "| {label}: {call}, µs/puzzle | {native_us:.2} | {} | {} |",
                wasm_us.map_or("-".into(), |us| format!("{us:.2}")),
                wasm_us.map_or("-".into(), |us| format!("{:.2}", us / native_us)),
            );
        }
        let firsts = |of: &Native| {
            of.firsts
                .iter()
                .find(|f| f.name == set.name)
                .map(|f| (f.puzzles, f.count_us))
        };
        if let (Some((puzzles, fast)), Some((_, fallback))) =
            (firsts(native), portable.and_then(firsts))
        {
            println!(
                "| {label}: count_solutions(2) on the first {} puzzles, {} build / portable build, µs/puzzle | {fast:.2} / {fallback:.2} ({:.2}) | | |",
                thousands(puzzles as f64),
                native.build,
                fast / fallback
            );
        }
        if let Some(slowest) = native.slowest.iter().find(|s| s.name == set.name) {
            println!(
                "| {label}: slowest puzzle (line {}), count_solutions(2), µs (times the mean) | {:.2} ({:.0}×) | | |",
                thousands(slowest.line as f64),
                slowest.count_us,
                slowest.count_us / set.count_us
            );
        }
    }
    for grid in &native.hard {
        println!(
            "| {} `{}`: count_solutions(2), µs | {:.2} | | |",
            grid.label, grid.grid, grid.count_us
        );
    }
    if let Some(corpus) = &native.corpus {
        println!(
            "| fuzz corpus {} ({} grids): count_solutions(2), µs/grid | {:.2} | | |",
            corpus.path,
            thousands(corpus.grids as f64),
            corpus.mean_us
        );
        println!(
            "| fuzz corpus: slowest grid `{}`, count_solutions(2), µs (times the mean) | {:.2} ({:.0}×) | | |",
            corpus.slowest,
            corpus.slowest_us,
            corpus.slowest_us / corpus.mean_us
        );
    }
    for set in &native.logic {
        let label = format!("{} ({} puzzles)", set.name, thousands(set.puzzles as f64));
        for (call, native_us) in [
            ("logic::explain(guess), µs/puzzle", set.explain_us),
            ("logic::rate, µs/puzzle", set.rate_us),
        ] {
            println!("| {label}: {call} | {native_us:.2} | - | - |");
        }
    }
    for set in &native.rates {
        let label = format!("{} ({} puzzles)", set.name, thousands(set.puzzles as f64));
        println!(
            "| {label}: logic::rate, median µs/puzzle (each alone) | {:.2} | - | - |",
            set.median_us
        );
        println!(
            "| {label}: logic::rate, slowest puzzle (line {}), µs | {:.2} | - | - |",
            thousands(set.slowest_line as f64),
            set.slowest_us
        );
    }
    let skip = &driven["skip"];
    let (skip_ms, steps) = (number(skip, "ms")?, number(skip, "steps")?);
    let skips: Vec<f64> = skip["allMs"].as_array().map_or(Vec::new(), |all| {
        all.iter().filter_map(Value::as_f64).collect()
    });
    let wasm_events = steps / (skip_ms / 1000.0);
    let naive = &native.events[0];
    println!(
        "| step engine, naive order, events/s (wasm: during Skip to end, the median run) | {} | {} | {:.2} |",
        millions(naive.per_second),
        millions(wasm_events),
        naive.per_second / wasm_events
    );
    for order in &native.events[1..] {
        println!(
            "| step engine, {} order, events/s (\"Built against brute force\", {} steps) | {} | | |",
            order.order,
            thousands(order.steps as f64),
            millions(order.per_second)
        );
    }
    for tree in &native.trees {
        println!(
            "| search tree recorded, {} order, events/s (\"Built against brute force\", {} steps, {} branches kept) | {} | | |",
            tree.order,
            thousands(tree.steps as f64),
            thousands(tree.kept as f64),
            millions(tree.per_second)
        );
    }
    for run in &native.orders {
        println!(
            "| step engine, {} order, events/s ({}, every puzzle, {} steps) | {} | | |",
            run.order,
            run.set,
            thousands(run.steps as f64),
            millions(run.per_second)
        );
    }
    // Chromium reports only tasks of 50 ms or more.
    let longest_task = match number(skip, "longestTaskMs")? {
        ms if ms > 0.0 => format!("longest task {ms:.0} ms"),
        _ => "no task of 50 ms or more".to_owned(),
    };
    let runs = skips
        .iter()
        .map(|ms| format!("{:.2}", ms / 1000.0))
        .collect::<Vec<_>>()
        .join(", ");
    println!(
        "| Skip to end, naive, \"Built against brute force\", median of {} runs ({runs} s; {} steps; {longest_task}) | | {:.2} s | |",
        skips.len(),
        thousands(steps),
        skip_ms / 1000.0
    );
    for (module, build, bytes) in &weight.wasm {
        println!(
            "| page weight: wasm, {} module, {} build, gzipped | | {} | |",
            module.name(),
            build.name(),
            kilobytes(*bytes)
        );
    }
    println!(
        "| page weight: whole page up to interactive (index.html, css, main script, page module), gzipped | | {} | |",
        kilobytes(weight.page)
    );
    println!(
        "| page weight: the workers' files, fetched once the page is up (their script, the worker module), gzipped | | {} | |",
        kilobytes(weight.workers)
    );
    let tti = &driven["tti"];
    println!(
        "| time to interactive, median of {} loads after a warm-up load ({:.0} ms) | | {:.0} ms | |",
        tti["allMs"].as_array().map_or(0, Vec::len),
        number(tti, "warmUpMs")?,
        number(tti, "medianMs")?
    );
    println!(
        "| generator: minimal unique puzzles a second (no symmetry, any level; `Grid::generate`) | {:.0} | | |",
        native.generated_per_second
    );
    for level in ["singles", "locked", "guess"] {
        let times = &driven["generated"][level];
        println!(
            "| New puzzle, level {level}: median / 95th percentile of 20 seeds (the page's worker) | | {:.1} / {:.1} ms | |",
            number(times, "medianMs")?,
            number(times, "p95Ms")?
        );
    }
    Ok(())
}

/// The table of tests/e2e/bench-actions.mjs: for each kind of action, how many times it was
/// done, the longest task on the page's main thread (wall time, and the CPU time it got), the
/// most CPU time one task took, and what took it.
fn print_actions(actions: &Value) -> Result<()> {
    let number = |value: &Value, key: &str| -> Result<f64> {
        value[key]
            .as_f64()
            .with_context(|| format!("the bench driver gave no number for {key:?}: {value}"))
    };
    let load = |i: usize| -> Result<f64> {
        actions["load"][i]
            .as_f64()
            .with_context(|| format!("the bench driver gave no load average: {actions}"))
    };
    println!(
        "Longest main-thread task per kind of action: {} rounds, seed {}; 1-minute load average \
         {:.1} at the start, {:.1} at the end",
        number(actions, "rounds")?,
        number(actions, "seed")?,
        load(0)?,
        load(1)?,
    );
    println!();
    println!(
        "| action | count | longest task, ms | its CPU time, ms | busiest task's CPU time, ms \
         | inside the busiest task: own CPU time, ms |"
    );
    println!("|---|---:|---:|---:|---:|---|");
    for row in actions["rows"].as_array().context("no rows")? {
        let inside: Vec<String> = row["inside"]
            .as_array()
            .context("no inside")?
            .iter()
            .map(|part| -> Result<String> {
                Ok(format!(
                    "{} {:.1}",
                    part["what"].as_str().unwrap_or("?"),
                    number(part, "ms")?
                ))
            })
            .collect::<Result<_>>()?;
        println!(
            "| {} | {} | {:.1} | {:.1} | {:.1} | {} |",
            row["action"].as_str().unwrap_or("?"),
            number(row, "count")?,
            number(row, "longestMs")?,
            number(row, "longestCpuMs")?,
            number(row, "busiestCpuMs")?,
            inside.join(", ")
        );
    }
    Ok(())
}

fn thousands(n: f64) -> String {
    let digits = format!("{n:.0}");
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn millions(n: f64) -> String {
    format!("{:.1} M", n / 1e6)
}

fn kilobytes(bytes: usize) -> String {
    format!(
        "{:.1} KB ({} B)",
        bytes as f64 / 1000.0,
        thousands(bytes as f64)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_lines_of_benches_table() {
        let native = parse_native(
            "build\tx86-64 AVX2\n\
             set\tnorvig_top95\t95\t277.91\t174.53\n\
             slowest\tnorvig_top95\t63\t20.5\n\
             hard\tnorvig_impossible\t.....5.8.\t4.25\n\
             corpus\ttarget/fuzz-corpus/solve\t300\t5.5\t40.25\t..3..\n\
             events\tnaive\t116000000\t207525885\n\
             events\tmrv\t15000000\t135738\n\
             orders\tmagictour_top1465\tpropagation\t18000000\t1673442\n\
             tree\tnaive\t169000000\t207525885\t14245\n\
             generate\t9000\n",
            false,
        )
        .unwrap();
        assert_eq!(native.build, "x86-64 AVX2");
        assert_eq!(native.generated_per_second, 9000.0);
        let corpus = native.corpus.as_ref().expect("a corpus line");
        assert_eq!(corpus.path, "target/fuzz-corpus/solve");
        assert_eq!((corpus.grids, corpus.mean_us), (300, 5.5));
        assert_eq!(
            (corpus.slowest_us, corpus.slowest.as_str()),
            (40.25, "..3..")
        );
        assert_eq!(native.trees.len(), 1);
        assert_eq!(native.trees[0].order, "naive");
        assert_eq!(native.trees[0].per_second, 169e6);
        assert_eq!(native.trees[0].steps, 207_525_885);
        assert_eq!(native.trees[0].kept, 14_245);
        assert_eq!(native.orders.len(), 1);
        assert_eq!(native.orders[0].set, "magictour_top1465");
        assert_eq!(native.orders[0].order, "propagation");
        assert_eq!(native.orders[0].per_second, 18e6);
        assert_eq!(native.orders[0].steps, 1_673_442);
        assert_eq!(native.sets.len(), 1);
        assert_eq!(native.sets[0].name, "norvig_top95");
        assert_eq!(native.sets[0].puzzles, 95);
        assert_eq!(native.sets[0].count_us, 277.91);
        assert_eq!(native.sets[0].solve_us, 174.53);
        assert_eq!(native.slowest[0].name, "norvig_top95");
        assert_eq!(native.slowest[0].line, 63);
        assert_eq!(native.slowest[0].count_us, 20.5);
        assert_eq!(native.hard[0].label, "norvig_impossible");
        assert_eq!(native.hard[0].grid, ".....5.8.");
        assert_eq!(native.hard[0].count_us, 4.25);
        assert_eq!(native.events[0].per_second, 116e6);
        assert_eq!(native.events[0].steps, 207_525_885);
        assert_eq!(native.events[1].order, "mrv");
        assert_eq!(native.events[1].steps, 135_738);
        assert!(native.logic.is_empty());
        let native = parse_native(
            "build\tportable\nlogic\t17_clue_49158\t49158\t41.5\t52.25\n\
             rates\tnorvig_top95\t95\t850.5\t90000.25\t7\nevents\tnaive\t1\t2\ngenerate\t1\n",
            false,
        )
        .unwrap();
        assert_eq!(native.rates.len(), 1);
        assert_eq!(native.rates[0].name, "norvig_top95");
        assert_eq!(native.rates[0].puzzles, 95);
        assert_eq!(native.rates[0].median_us, 850.5);
        assert_eq!(native.rates[0].slowest_us, 90000.25);
        assert_eq!(native.rates[0].slowest_line, 7);
        assert_eq!(native.logic.len(), 1);
        assert_eq!(native.logic[0].name, "17_clue_49158");
        assert_eq!(native.logic[0].puzzles, 49158);
        assert_eq!(native.logic[0].explain_us, 41.5);
        assert_eq!(native.logic[0].rate_us, 52.25);
    }

    #[test]
    fn names_a_line_it_does_not_understand() {
        let error = parse_native(
            "build\tportable\nset\tx\t95\tfast\t1\nevents\tnaive\t1\t1\ngenerate\t1\n",
            false,
        )
        .unwrap_err();
        assert!(
            error.to_string().contains("\"set\\tx\\t95\\tfast\\t1\""),
            "{error}"
        );
        let error = parse_native("build\tportable\nset\tx\t95\t1\t1\n", false).unwrap_err();
        assert_eq!(
            error.to_string(),
            "benches/table.rs printed no events line for the naive order first"
        );
        let error = parse_native("set\tx\t95\t1\t1\n", true).unwrap_err();
        assert_eq!(error.to_string(), "benches/table.rs printed no build line");
    }

    #[test]
    fn reads_the_first_lines_alone() {
        let native =
            parse_native("build\tportable\nfirst\tserg\t10000\t1.75\t1.5\n", true).unwrap();
        assert_eq!(native.build, "portable");
        assert_eq!(native.firsts.len(), 1);
        assert_eq!(native.firsts[0].name, "serg");
        assert_eq!(native.firsts[0].puzzles, 10_000);
        assert_eq!(native.firsts[0].count_us, 1.75);
        assert_eq!(native.firsts[0].solve_us, 1.5);
    }

    #[test]
    fn reads_the_table_of_the_actions() {
        let actions = serde_json::json!({
            "seed": 11, "rounds": 3, "load": [1.5, 1.25],
            "rows": [{
                "action": "Play", "count": 3, "longestMs": 12.5, "longestCpuMs": 11.0,
                "busiestCpuMs": 11.5, "inside": [{ "what": "Layout", "ms": 4.25 }]
            }]
        });
        print_actions(&actions).unwrap();
        let mut missing = actions.clone();
        missing["rows"][0]
            .as_object_mut()
            .unwrap()
            .remove("busiestCpuMs");
        let error = print_actions(&missing).unwrap_err();
        assert!(error.to_string().contains("\"busiestCpuMs\""), "{error}");
    }

    #[test]
    fn groups_thousands() {
        assert_eq!(thousands(7.0), "7");
        assert_eq!(thousands(1465.0), "1,465");
        assert_eq!(thousands(207_525_885.0), "207,525,885");
    }
}
