//! bitdoku's developer commands. Each one installs what it needs first (see `setup`):
//!
//! - `cargo xtask serve`: build the wasm and serve the page on http://127.0.0.1:8000/
//! - `cargo xtask build`: build the wasm into `www/pkg`, for hosting `index.html` and `www/`
//! - `cargo xtask test`: every check, in order: fmt, clippy, native tests, wasm tests in
//!   headless Chromium, end-to-end tests of the served page
//! - `cargo xtask sweep [DIR]`: solve every puzzle of the benchmark sets in DIR, in release mode

mod run;
mod serve;
mod setup;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};

use run::{run, say};

#[derive(Parser)]
#[command(about = "bitdoku's developer commands")]
struct Cli {
    #[command(subcommand)]
    command: Task,
}

#[derive(Subcommand)]
enum Task {
    /// Build everything and serve the page.
    Serve {
        #[arg(long, default_value_t = 8000)]
        port: u16,
        #[arg(long, default_value = "127.0.0.1")]
        host: std::net::IpAddr,
    },
    /// Build the wasm module into www/pkg.
    Build,
    /// Run every check: fmt, clippy, native, wasm and end-to-end tests.
    Test,
    /// Solve every puzzle of every set in DIR and check each solution (release mode).
    Sweep {
        /// The folder of puzzle sets; skipped with a message when it does not exist.
        dir: Option<PathBuf>,
    },
}

fn main() {
    let cli = Cli::parse();
    let root = repo_root();
    let result = match cli.command {
        Task::Serve { port, host } => serve(&root, SocketAddr::new(host, port)),
        Task::Build => setup::wasm_target().and_then(|()| build_web(&root)),
        Task::Test => test(&root),
        Task::Sweep { dir } => sweep(&root, dir),
    };
    if let Err(error) = result {
        eprintln!("xtask: error: {error:#}");
        std::process::exit(1);
    }
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives one folder below the repository root")
        .to_path_buf()
}

fn cargo(root: &Path) -> Command {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    command.current_dir(root);
    command
}

/// Builds the wasm module and its JS glue into `www/pkg` (git-ignored).
fn build_web(root: &Path) -> Result<()> {
    setup::wasm_bindgen_cli(root)?;
    say("building the wasm module");
    run(cargo(root).args([
        "build",
        "--release",
        "--lib",
        "-p",
        "bitdoku",
        "--target",
        "wasm32-unknown-unknown",
    ]))?;
    let target_dir =
        std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    let wasm = target_dir.join("wasm32-unknown-unknown/release/bitdoku.wasm");
    run(Command::new("wasm-bindgen")
        .args(["--target", "web", "--no-typescript", "--out-dir"])
        .arg(root.join("www/pkg"))
        .arg(&wasm))
}

fn serve(root: &Path, addr: SocketAddr) -> Result<()> {
    setup::wasm_target()?;
    build_web(root)?;
    serve::serve_forever(root, addr)
}

/// One named check and how long it took.
struct Stage {
    name: &'static str,
    took: Duration,
}

fn test(root: &Path) -> Result<()> {
    let mut done: Vec<Stage> = Vec::new();
    let mut stage = |name: &'static str, body: &mut dyn FnMut() -> Result<()>| -> Result<()> {
        say(&format!("check: {name}"));
        let started = Instant::now();
        body().with_context(|| format!("check `{name}` failed"))?;
        done.push(Stage {
            name,
            took: started.elapsed(),
        });
        Ok(())
    };
    stage("fmt", &mut || {
        run(cargo(root).args(["fmt", "--all", "--check"]))
    })?;
    stage("clippy", &mut || {
        run(cargo(root).args([
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ]))
    })?;
    stage("clippy (wasm32)", &mut || {
        setup::wasm_target()?;
        run(cargo(root).args([
            "clippy",
            "-p",
            "bitdoku",
            "--lib",
            "--tests",
            "--target",
            "wasm32-unknown-unknown",
            "--",
            "-D",
            "warnings",
        ]))
    })?;
    stage("native tests", &mut || {
        run(cargo(root).args(["test", "--workspace"]))
    })?;
    let browser = setup::browser()?;
    stage("wasm tests (headless Chromium)", &mut || {
        setup::wasm_bindgen_cli(root)?;
        run(cargo(root)
            .args([
                "test",
                "-p",
                "bitdoku",
                "--target",
                "wasm32-unknown-unknown",
                "--test",
                "wasm",
            ])
            .env("CHROMEDRIVER", &browser.chromedriver))
    })?;
    stage("end-to-end tests (headless Chromium)", &mut || {
        let e2e = root.join("tests/e2e");
        setup::npm_packages(&e2e)?;
        build_web(root)?;
        let addr = serve::serve_in_background(root)?;
        say(&format!("serving the page on http://{addr}/ for the tests"));
        run(Command::new("node")
            .args(["--test", "--test-reporter=spec", "tests/e2e/"])
            .current_dir(root)
            .env("BITDOKU_URL", format!("http://{addr}/"))
            .env("CHROMIUM", &browser.chromium))
    })?;
    println!();
    for Stage { name, took } in &done {
        println!("ok  {name:<40} {:>6.1}s", took.as_secs_f64());
    }
    println!("all checks passed");
    Ok(())
}

fn sweep(root: &Path, dir: Option<PathBuf>) -> Result<()> {
    let dir = dir.unwrap_or_else(|| root.join("../shared/puzzles"));
    if !dir.is_dir() {
        say(&format!(
            "no puzzle sets at {}: sweep skipped",
            dir.display()
        ));
        return Ok(());
    }
    let dir = dir.canonicalize()?;
    say(&format!("sweeping every puzzle set in {}", dir.display()));
    run(cargo(root)
        .args([
            "test",
            "--release",
            "-p",
            "bitdoku",
            "--test",
            "sweep",
            "--",
            "--ignored",
            "--nocapture",
            "--test-threads",
            "1",
        ])
        .env("BITDOKU_PUZZLES", dir))
}
