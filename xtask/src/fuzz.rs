//! The fuzz check of `cargo xtask test`: the fuzz crate's formatting, then each cargo-fuzz target in `fuzz/` (a workspace of
//! its own, built with nightly) runs a few thousand inputs grown from its committed seeds, with
//! a fixed seed so that every run tries the same inputs. Long runs are by hand, in `fuzz/`:
//! `cargo +nightly fuzz run TARGET`.

use std::path::Path;
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::commands::{cargo, output, run, say};

/// The targets in `fuzz/fuzz_targets/`, each with its seeds in `fuzz/corpus/TARGET/`.
const TARGETS: [&str; 3] = ["parse", "solve", "step"];

/// libFuzzer options: a fixed number of inputs from a fixed seed, capped in time so that a
/// slow machine still finishes quickly, and a timeout that reports a hang as a failure.
const LIBFUZZER_OPTIONS: [&str; 4] = ["-runs=3000", "-seed=1", "-max_total_time=30", "-timeout=10"];

/// Runs every fuzz target briefly. Needs a nightly toolchain; installs cargo-fuzz if missing.
pub fn check(root: &Path) -> Result<()> {
    ensure_nightly()?;
    ensure_cargo_fuzz(root)?;
    let fuzz = root.join("fuzz");
    // Its own workspace, so `cargo fmt --all` at the root does not reach it.
    run(cargo(root).args(["fmt", "--manifest-path", "fuzz/Cargo.toml", "--check"]))?;
    for target in TARGETS {
        // New inputs go to a scratch folder, emptied first: the committed seeds never grow,
        // and every run starts from the same corpus.
        let scratch = root.join("target/fuzz-corpus").join(target);
        if scratch.exists() {
            std::fs::remove_dir_all(&scratch)
                .with_context(|| format!("cannot empty {}", scratch.display()))?;
        }
        std::fs::create_dir_all(&scratch)
            .with_context(|| format!("cannot create {}", scratch.display()))?;
        say(&format!("fuzzing `{target}` briefly"));
        run(rustup_cargo("nightly")
            .current_dir(&fuzz)
            .args(["fuzz", "run", target])
            .arg(&scratch)
            .arg(fuzz.join("corpus").join(target))
            .arg("--")
            .args(LIBFUZZER_OPTIONS))?;
    }
    Ok(())
}

/// `cargo +TOOLCHAIN` through rustup's proxy: the `CARGO` that runs xtask is a particular
/// toolchain's cargo, which does not understand `+nightly`.
fn rustup_cargo(toolchain: &str) -> Command {
    let mut command = Command::new("cargo");
    command.arg(format!("+{toolchain}"));
    // Let `+nightly` decide, not the toolchain rustup chose for the cargo running xtask.
    command.env_remove("RUSTUP_TOOLCHAIN");
    command
}

/// cargo-fuzz builds with sanitizer flags that only nightly Rust accepts: installed with rustup
/// when missing.
fn ensure_nightly() -> Result<()> {
    let toolchains = output(Command::new("rustup").args(["toolchain", "list"]));
    let Some(toolchains) = toolchains else {
        bail!("the fuzz check needs rustup and a nightly toolchain, and `rustup` did not run");
    };
    if toolchains.lines().any(|line| line.starts_with("nightly")) {
        say("nightly toolchain already installed");
        return Ok(());
    }
    say("installing the nightly toolchain for cargo-fuzz (rustup, minimal profile)");
    run(Command::new("rustup").args(["toolchain", "install", "nightly", "--profile", "minimal"]))
        .context("the fuzz check needs a nightly toolchain, and rustup could not install one")
}

/// The cargo-fuzz subcommand, installed with the stable cargo when missing.
fn ensure_cargo_fuzz(root: &Path) -> Result<()> {
    if let Some(version) = output(rustup_cargo("nightly").args(["fuzz", "--version"])) {
        say(&format!("{} already installed", version.trim()));
        return Ok(());
    }
    say("installing cargo-fuzz (cargo install, about 2 minutes)");
    run(cargo(root).args(["install", "cargo-fuzz", "--locked"]))
}
