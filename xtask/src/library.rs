//! The checks of `cargo xtask test` that the library stands on its own, as a crate others could
//! depend on: its documentation builds without warnings, it packages, and the wasm modules built
//! from it links no CLI-only crate.

use std::path::Path;

use anyhow::{bail, Result};

use crate::run::{cargo, run, run_capturing};
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
