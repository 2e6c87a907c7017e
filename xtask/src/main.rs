//! bitdoku's developer commands, run as `cargo xtask <command>` from anywhere in the repository.
//! Each one first installs what it needs (see `setup`), skipping what is already there.
//!
//! - `serve`: build the wasm modules and serve the page on http://127.0.0.1:8000/; until the
//!   build is done, a page opened says it is building and other requests wait, so nothing gets
//!   a missing or stale `www/pkg` (see `serve`)
//! - `build`: build the wasm modules into `www/pkg`, for hosting `index.html` and `www/`
//! - `dist`: build, then write `dist/`, the folder to copy to any static host (see `dist`)
//! - `test`: every check, in order: fmt, clippy (native and wasm32), native tests, the
//!   library standing alone (no clap among its wasm32 dependencies, `cargo doc` without
//!   warnings, `cargo package`), the page's JavaScript (types, lint, node unit tests), a short
//!   fuzz run of each target in `fuzz/`, wasm tests in headless Chromium and Firefox,
//!   end-to-end tests of `dist/` served under a sub-path (in Chromium), and the smoke suite of
//!   its main paths in Chromium, Firefox and WebKitGTK (see `engines`)
//! - `check-js`: build the wasm modules, then check the page's JavaScript: types (tsc), lint
//!   (ESLint) and node unit tests (see `js`)
//! - `soak [--minutes N]`: the opt-in long-run test of the page (tests/e2e/soak.mjs)
//! - `sweep [DIR]`: solve every puzzle of the benchmark sets in DIR, in release mode
//! - `bench [DIR] [--actions | --crate]`: one table of speed and size figures, native and in
//!   Chromium, one of the longest main-thread task per kind of action on the page, and bitdoku
//!   beside the `sudoku` crate in wasm (see `bench`)

mod bench;
mod commands;
mod dist;
mod e2e;
mod engines;
mod fuzz;
mod js;
mod library;
mod lighthouse;
mod offline;
mod serve;
mod setup;
mod tdoku;
mod wasm_builds;
mod wasm_opt;
mod wasm_tests;

use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand};

use commands::{cargo, run, say};
use setup::WASM_TARGET;
use wasm_builds::{build_web, Build, Module};
use wasm_tests::Driver;

#[derive(Parser)]
#[command(about = "bitdoku's developer commands")]
struct Cli {
    #[command(subcommand)]
    task: Task,
}

#[derive(Subcommand)]
enum Task {
    /// Build the wasm modules and serve the page until Ctrl-C.
    Serve {
        #[arg(long, default_value_t = 8000)]
        port: u16,
        #[arg(long, default_value = "127.0.0.1")]
        host: IpAddr,
    },
    /// Build the wasm modules into www/pkg.
    Build,
    /// Build, then write dist/: the whole site, to copy to any static web server at any path.
    Dist,
    /// Run every check: fmt, clippy, native tests, the library's docs, package and minimum
    /// Rust, the JavaScript's types, lint and unit tests, fuzzing, wasm and end-to-end tests.
    Test,
    /// Build the wasm modules, then check the page's JavaScript: tsc against the generated
    /// page.d.ts, solver.d.ts and logic.d.ts, ESLint with zero warnings, and the node unit tests in
    /// tests/unit.
    CheckJs,
    /// Build the library and the CLI with the Rust version their manifests declare as the
    /// minimum (`rust-version`), installing that toolchain if missing: one check of `test`.
    CheckMinimumRust,
    /// Leave a naive run going at full speed in headless Chromium and check that the page
    /// stays responsive and its memory flat (opt-in: not part of `test`).
    Soak {
        #[arg(long, default_value_t = 10)]
        minutes: u32,
    },
    /// Solve every puzzle of every set in DIR and check each solution (release mode).
    Sweep {
        /// The folder of puzzle sets [default: ../shared/puzzles, beside the repository];
        /// skipped with a message when it does not exist.
        dir: Option<PathBuf>,
    },
    /// Print one table of speed and size figures: native, wasm in headless Chromium, page weight,
    /// time to interactive. Builds in release first. Not a test: `test` never runs it.
    Bench {
        /// The folder of puzzle sets [default: ../shared/puzzles, beside the repository].
        dir: Option<PathBuf>,
        /// Only the longest main-thread task per kind of action on the page (no puzzle sets
        /// needed, no release build of the native bench).
        #[arg(long, conflicts_with = "crate_only")]
        actions: bool,
        /// Only bitdoku beside the `sudoku` crate, both in one wasm module in Chromium, on the
        /// sets of DIR.
        #[arg(long = "crate", conflicts_with = "tails")]
        crate_only: bool,
        /// Only a search, for SECONDS (default 60), for grids on which bitdoku is slow beside
        /// the `sudoku` crate natively; prints the worst it finds.
        #[arg(long, value_name = "SECONDS", num_args = 0..=1, default_missing_value = "60",
              conflicts_with_all = ["actions", "dir"])]
        tails: Option<u64>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let root = repo_root();
    let result = match cli.task {
        Task::Serve { port, host } => serve(&root, SocketAddr::new(host, port)),
        Task::Build => build_web(&root),
        Task::Dist => dist::build(&root).map(drop),
        Task::Test => test(&root),
        Task::CheckJs => check_js(&root),
        Task::CheckMinimumRust => library::minimum_rust(&root),
        Task::Soak { minutes } => soak(&root, minutes),
        Task::Sweep { dir } => sweep(&root, dir),
        Task::Bench {
            tails: Some(seconds),
            ..
        } => bench::tails::hunt(&root, seconds),
        Task::Bench {
            dir,
            actions,
            crate_only,
            tails: None,
        } => bench::bench(&root, dir, actions, crate_only),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("xtask: error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives one folder below the repository root")
        .to_path_buf()
}

fn serve(root: &Path, addr: SocketAddr) -> Result<()> {
    // Bind first, so a taken port fails at once rather than after a build; the gate keeps the
    // site, and its missing or stale www/pkg, from being served until the build is done.
    let (server, gate) = serve::start_gated(serve::Site::repository(root), addr)?;
    println!(
        "bitdoku will be at {} once it is built (a page opened now says it is building)",
        server.url()
    );
    build_web(root)?;
    gate.open();
    println!("bitdoku is running at {}", server.url());
    println!("(Ctrl-C stops it)");
    server.run_until_ctrl_c()
}

fn test(root: &Path) -> Result<()> {
    let mut checks = Checks::default();
    checks.run("fmt", || run(cargo(root).args(["fmt", "--all", "--check"])))?;
    checks.run("clippy", || {
        run(cargo(root)
            .args(["clippy", "--workspace", "--all-targets"])
            .args(DENY_WARNINGS))
    })?;
    checks.run("clippy-wasm", || {
        setup::ensure_wasm_target()?;
        // Each module's exports alone (code that only another module uses must not warn),
        // then all of them with the wasm tests, which call every export; in both builds, since
        // the simd128 one compiles code of its own (src/fast/bands/givens_simd128.rs).
        for build in Build::ALL {
            for module in Module::ALL {
                run(build
                    .cargo(root)
                    .args(["clippy", "--lib", "--target", WASM_TARGET, "-p", "bitdoku"])
                    .args(["--features", module.name()])
                    .args(DENY_WARNINGS))?;
            }
            run(build
                .cargo(root)
                .args([
                    "clippy",
                    "--lib",
                    "--tests",
                    "--target",
                    WASM_TARGET,
                    "-p",
                    "bitdoku",
                ])
                .args(["--features", ALL_MODULES])
                .args(DENY_WARNINGS))?;
        }
        Ok(())
    })?;
    // The ci profile (Cargo.toml): debug checks on, the crate's own code optimised. The long
    // runs (the search tree over 200 million steps) are ignored by a plain `cargo test`.
    checks.run("native-tests", || {
        run(cargo(root).args(["test", "--workspace", "--profile", "ci"]))
    })?;
    checks.run("long-runs", || {
        run(cargo(root)
            .args([
                "test",
                "--workspace",
                "--profile",
                "ci",
                "--test",
                "integration",
            ])
            .args(["--", "--ignored", "long_run"]))
    })?;
    checks.run("lean-deps", || library::lean_dependencies(root))?;
    checks.run("doc", || library::doc(root))?;
    checks.run("package", || library::package(root))?;
    checks.run("minimum-rust", || library::minimum_rust(root))?;
    // The type check reads the page.d.ts, solver.d.ts and logic.d.ts that a build writes.
    checks.run("build", || build_web(root))?;
    for (name, check) in js::CHECKS {
        checks.run(name, || check(root))?;
    }
    checks.run("fuzz", || fuzz::check(root))?;
    let (browser, engines) = checks.run("wasm-tests", || {
        setup::ensure_wasm_bindgen_cli(root)?;
        let browser = setup::ensure_browser()?;
        let engines = engines::ensure_engines(root)?;
        let drivers = [
            Driver::chromium(&browser.chromium, &browser.chromedriver),
            Driver::firefox(&engines.firefox.firefox, &engines.firefox.geckodriver),
        ];
        // On both builds the page may load (wasm_builds.rs), in two engines.
        for driver in &drivers {
            for build in Build::ALL {
                wasm_tests::run_in(root, build, ALL_MODULES, driver)?;
            }
        }
        Ok((browser, engines))
    })?;
    // Which browsers the page is tested in, by their own words, before any of their tests.
    for version in engines::versions(&browser, &engines) {
        say(&format!("browser engine: {version}"));
    }
    checks.run("e2e", || {
        let tests = ["--test", "--test-reporter=spec", "tests/e2e/"];
        e2e::run_node(root, &browser, &tests, &[])
    })?;
    // The page's main paths in Chromium, Firefox and WebKitGTK over WebDriver (tests/smoke/).
    checks.run("smoke", || engines::run_smoke(root, &browser, &engines))?;
    checks.print_summary(None);
    println!("all checks passed");
    Ok(())
}

/// Builds the wasm modules (for their `.d.ts`), then runs all three JavaScript checks, even
/// after one fails, so that one run shows every type error, lint warning and failing test.
fn check_js(root: &Path) -> Result<()> {
    build_web(root)?;
    let mut failed = Vec::new();
    for (name, check) in js::CHECKS {
        say(&format!("check {name}"));
        if let Err(error) = check(root) {
            eprintln!("xtask: {name}: {error:#}");
            failed.push(name);
        }
    }
    if !failed.is_empty() {
        bail!("JavaScript checks failed: {}", failed.join(", "));
    }
    println!("the JavaScript checks passed");
    Ok(())
}

const DENY_WARNINGS: [&str; 3] = ["--", "-D", "warnings"];

/// The features of every wasm module (wasm_builds.rs), for the wasm tests, which call every
/// export.
const ALL_MODULES: &str = "page,solver,logic,links,qr,gif";

/// The checks of `cargo xtask test` that have passed, and how long each took.
#[derive(Default)]
struct Checks {
    passed: Vec<(&'static str, Duration)>,
}

impl Checks {
    /// Runs one named check; on failure prints the summary so far and names the check.
    fn run<T>(&mut self, name: &'static str, check: impl FnOnce() -> Result<T>) -> Result<T> {
        say(&format!("check {name}"));
        let started = Instant::now();
        let result = check();
        let took = started.elapsed();
        match result {
            Ok(value) => {
                self.passed.push((name, took));
                Ok(value)
            }
            Err(error) => {
                self.print_summary(Some((name, took)));
                Err(error.context(format!("check `{name}` failed")))
            }
        }
    }

    fn print_summary(&self, failed: Option<(&str, Duration)>) {
        println!();
        let line = |status: &str, name: &str, took: Duration| {
            println!("{status:<5}{name:<14}{:>7.1}s", took.as_secs_f64());
        };
        for &(name, took) in &self.passed {
            line("ok", name, took);
        }
        if let Some((name, took)) = failed {
            line("FAIL", name, took);
        }
    }
}

fn soak(root: &Path, minutes: u32) -> Result<()> {
    let browser = setup::ensure_browser()?;
    let minutes = minutes.to_string();
    let env = [("BITDOKU_SOAK_MINUTES", minutes.as_str())];
    e2e::run_node(root, &browser, &["tests/e2e/soak.mjs"], &env)
}

/// The folder of puzzle sets that `sweep` and `bench` read: `dir`, or `../shared/puzzles`
/// beside the repository. Made absolute when it exists, because the commands they run work in
/// the repository root, wherever xtask was started.
fn puzzle_dir(root: &Path, dir: Option<PathBuf>) -> Result<PathBuf> {
    let dir = dir.unwrap_or_else(|| root.join("../shared/puzzles"));
    if !dir.is_dir() {
        return Ok(dir);
    }
    dir.canonicalize()
        .with_context(|| format!("cannot resolve {}", dir.display()))
}

fn sweep(root: &Path, dir: Option<PathBuf>) -> Result<()> {
    let dir = puzzle_dir(root, dir)?;
    if !dir.is_dir() {
        say(&format!(
            "no puzzle sets at {}: sweep skipped",
            dir.display()
        ));
        return Ok(());
    }
    // Each build of the fast path (bitdoku's src/fast/isa/): the one the processor runs, with
    // every sweep, then the portable fallback, which the environment variable asks for, with
    // the one sweep that runs the fast path on every set (the logic's and the lesson examples'
    // do not depend on it, and the logic's is most of the sweep's time).
    for (fast_path, filter) in [
        ("fastest", "sweep"),
        (
            "portable",
            "sweep::every_puzzle_of_every_set_is_solved_and_counted",
        ),
    ] {
        say(&format!(
            "sweeping every puzzle set in {} on the {fast_path} build of the fast path",
            dir.display()
        ));
        let mut command = cargo(root);
        command
            .args(["test", "--release", "-p", "bitdoku", "-p", "bitdoku-cli"])
            .args(["--test", "integration", "--test", "cli"])
            // The ignored tests whose names say sweep: the library's `sweep` module and the CLI's.
            .args([
                "--",
                "--ignored",
                "--nocapture",
                "--test-threads",
                "1",
                filter,
            ])
            .env("BITDOKU_PUZZLES", &dir);
        if fast_path == "portable" {
            command.env("BITDOKU_FAST_PATH", fast_path);
        }
        run(&mut command)?;
    }
    Ok(())
}
