//! The checks of `cargo xtask test` that the library stands on its own, as a crate others could
//! depend on: its documentation builds without warnings, it packages, the wasm modules built
//! from it link no CLI-only crate, and it builds with the Rust it declares as its minimum.

use std::path::Path;
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::commands::{cargo, output, run, run_capturing, say};
use crate::setup::WASM_TARGET;

/// Crates only the `bitdoku` command needs (cli/), never the library.
const CLI_ONLY: [&str; 1] = ["clap"];

/// `cargo doc` for the library alone, every rustdoc warning an error.
pub fn doc(root: &Path) -> Result<()> {
    run(cargo(root)
        .args(["doc", "--no-deps", "-p", "bitdoku"])
        .env("RUSTDOCFLAGS", "-D warnings"))
}

/// `cargo package` for the library: what would be uploaded, listed and built from the packed
/// sources alone (nothing is uploaded).
pub fn package(root: &Path) -> Result<()> {
    run(cargo(root).args(["package", "-p", "bitdoku", "--allow-dirty"]))
}

/// Fails when a CLI-only crate is among the library's normal dependencies for wasm32.
pub fn lean_dependencies(root: &Path) -> Result<()> {
    let tree = run_capturing(cargo(root).args([
        "tree",
        "-p",
        "bitdoku",
        "--target",
        WASM_TARGET,
        "-e",
        "normal",
        "--prefix",
        "none",
    ]))?;
    let linked: Vec<&str> = tree
        .lines()
        .filter(|line| {
            CLI_ONLY
                .iter()
                .any(|name| line.split(' ').next() == Some(*name))
        })
        .collect();
    if !linked.is_empty() {
        bail!("the library links CLI-only crates; they belong in cli/Cargo.toml: {linked:?}");
    }
    Ok(())
}

/// Builds the library and the CLI, with their tests and benchmarks, with the `rust-version`
/// their manifests declare. In a copy of the two crates without the tooling (xtask's own
/// dependencies need newer Rust), resolved to the newest dependencies that Rust supports, as
/// cargo's MSRV-aware resolver does for a user on it. The toolchain is installed with rustup
/// (minimal profile) when missing.
pub fn minimum_rust(root: &Path) -> Result<()> {
    let version = declared_rust_version(&root.join("Cargo.toml"))?;
    let cli = declared_rust_version(&root.join("cli/Cargo.toml"))?;
    if cli != version {
        bail!(
            "Cargo.toml declares rust-version {version} and cli/Cargo.toml {cli}: they must agree"
        );
    }
    let toolchains = output(Command::new("rustup").args(["toolchain", "list"]))
        .context("the minimum-Rust check needs rustup, and `rustup` did not run")?;
    if toolchains.lines().any(|line| {
        line.starts_with(&format!("{version}-")) || line.starts_with(&format!("{version}.0-"))
    }) {
        say(&format!("Rust {version} already installed"));
    } else {
        say(&format!(
            "installing Rust {version}, the declared minimum (rustup, minimal profile)"
        ));
        run(Command::new("rustup").args([
            "toolchain",
            "install",
            &version,
            "--profile",
            "minimal",
        ]))?;
    }
    let copy = root.join("target/minimum-rust");
    if copy.exists() {
        std::fs::remove_dir_all(&copy)
            .with_context(|| format!("cannot empty {}", copy.display()))?;
    }
    for path in [
        "Cargo.toml",
        "README.md",
        "LICENSE-MIT",
        "LICENSE-APACHE",
        "src",
        "tests",
        "benches",
        "cli/Cargo.toml",
        "cli/src",
        "cli/tests",
    ] {
        copy_path(&root.join(path), &copy.join(path))?;
    }
    let manifest = copy.join("Cargo.toml");
    let text = std::fs::read_to_string(&manifest)?;
    let members = "members = [\"cli\", \"xtask\"]";
    if !text.contains(members) {
        bail!("Cargo.toml's workspace no longer reads `{members}`: update xtask/src/library.rs");
    }
    std::fs::write(&manifest, text.replace(members, "members = [\"cli\"]"))?;
    run(cargo(&copy)
        .args(["generate-lockfile", "--quiet"])
        .env("CARGO_RESOLVER_INCOMPATIBLE_RUST_VERSIONS", "fallback"))?;
    let mut check = Command::new("cargo");
    check
        .current_dir(&copy)
        .arg(format!("+{version}"))
        .args([
            "check",
            "-p",
            "bitdoku",
            "-p",
            "bitdoku-cli",
            "--all-targets",
        ])
        .env_remove("RUSTUP_TOOLCHAIN")
        .env("CARGO_TARGET_DIR", root.join("target/minimum-rust-target"));
    run(&mut check)
}

/// The `rust-version = "…"` line of a manifest.
fn declared_rust_version(manifest: &Path) -> Result<String> {
    let text = std::fs::read_to_string(manifest)
        .with_context(|| format!("cannot read {}", manifest.display()))?;
    text.lines()
        .find_map(|line| line.strip_prefix("rust-version = \"")?.strip_suffix('"'))
        .map(str::to_owned)
        .with_context(|| format!("{} declares no rust-version", manifest.display()))
}

/// Copies a file, or a folder and everything in it.
fn copy_path(from: &Path, to: &Path) -> Result<()> {
    if from.is_dir() {
        std::fs::create_dir_all(to)?;
        for entry in std::fs::read_dir(from)? {
            let entry = entry?;
            copy_path(&entry.path(), &to.join(entry.file_name()))?;
        }
    } else {
        if let Some(parent) = to.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::copy(from, to)
            .with_context(|| format!("cannot copy {} to {}", from.display(), to.display()))?;
    }
    Ok(())
}
