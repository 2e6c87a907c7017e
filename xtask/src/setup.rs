//! Installing what the build and the checks need, each only when it is missing, saying what
//! is installed and what is skipped.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::run::{output, run, say};

const WASM_TARGET: &str = "wasm32-unknown-unknown";

/// The `wasm32-unknown-unknown` target of rustup.
pub fn wasm_target() -> Result<()> {
    let installed = output(Command::new("rustup").args(["target", "list", "--installed"]));
    if installed.is_some_and(|list| list.lines().any(|l| l.trim() == WASM_TARGET)) {
        say(&format!("Rust target {WASM_TARGET} already installed"));
        return Ok(());
    }
    say(&format!("installing the Rust target {WASM_TARGET}"));
    run(Command::new("rustup").args(["target", "add", WASM_TARGET]))
}

/// The wasm-bindgen version that Cargo.toml pins (`wasm-bindgen = "=X"`).
pub fn pinned_wasm_bindgen(root: &Path) -> Result<String> {
    let manifest =
        std::fs::read_to_string(root.join("Cargo.toml")).context("cannot read Cargo.toml")?;
    manifest
        .lines()
        .find_map(|line| line.trim().strip_prefix("wasm-bindgen = \"="))
        .and_then(|rest| rest.split('"').next())
        .map(str::to_owned)
        .context("Cargo.toml must pin wasm-bindgen exactly, as `wasm-bindgen = \"=X.Y.Z\"`")
}

/// The wasm-bindgen CLI (with wasm-bindgen-test-runner) at the pinned version.
pub fn wasm_bindgen_cli(root: &Path) -> Result<()> {
    let version = pinned_wasm_bindgen(root)?;
    let installed = output(Command::new("wasm-bindgen").arg("--version"));
    if installed.as_deref().map(str::trim) == Some(&format!("wasm-bindgen {version}")) {
        say(&format!("wasm-bindgen-cli {version} already installed"));
        return Ok(());
    }
    say(&format!(
        "installing wasm-bindgen-cli {version} with cargo install (about 2 minutes; found: {})",
        installed.as_deref().map_or("none", str::trim)
    ));
    run(Command::new("cargo").args([
        "install",
        "wasm-bindgen-cli",
        "--version",
        &format!("={version}"),
    ]))
}

/// Where Chromium and ChromeDriver are.
pub struct Browser {
    pub chromium: PathBuf,
    pub chromedriver: PathBuf,
}

/// Chromium and ChromeDriver: from $CHROMIUM and $CHROMEDRIVER, the usual places, or PATH;
/// installed with apt-get when missing and running as root.
pub fn browser() -> Result<Browser> {
    let find = || -> Option<Browser> {
        Some(Browser {
            chromium: locate("CHROMIUM", &["chromium", "chromium-browser"])?,
            chromedriver: locate("CHROMEDRIVER", &["chromedriver"])?,
        })
    };
    if let Some(found) = find() {
        say(&format!(
            "Chromium at {} and ChromeDriver at {} already installed",
            found.chromium.display(),
            found.chromedriver.display()
        ));
        return Ok(found);
    }
    let is_root = output(Command::new("id").arg("-u")).is_some_and(|uid| uid.trim() == "0");
    let has_apt = output(Command::new("apt-get").arg("--version")).is_some();
    if !(is_root && has_apt) {
        bail!(
            "the browser tests need Chromium and ChromeDriver. Install them with \
             `sudo apt-get install chromium chromium-driver`, or set CHROMIUM and CHROMEDRIVER \
             to their paths"
        );
    }
    say("installing Chromium and ChromeDriver with apt-get");
    run(Command::new("apt-get")
        .arg("update")
        .env("DEBIAN_FRONTEND", "noninteractive"))?;
    run(Command::new("apt-get")
        .args([
            "install",
            "-y",
            "--no-install-recommends",
            "chromium",
            "chromium-driver",
        ])
        .env("DEBIAN_FRONTEND", "noninteractive"))?;
    find().context("apt-get installed chromium and chromium-driver, but they are not on PATH")
}

fn locate(variable: &str, names: &[&str]) -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(variable) {
        return Some(PathBuf::from(path)).filter(|p| p.is_file());
    }
    let path = std::env::var_os("PATH")?;
    names
        .iter()
        .flat_map(|name| std::env::split_paths(&path).map(move |dir| dir.join(name)))
        .find(|candidate| candidate.is_file())
}

/// The end-to-end tests' npm packages (`npm ci` in tests/e2e), unless installed since the
/// lock file last changed.
pub fn npm_packages(e2e: &Path) -> Result<()> {
    if output(Command::new("npm").arg("--version")).is_none() {
        bail!("the browser tests need Node.js 20 or newer with npm; install Node.js and run again");
    }
    let modified = |path: PathBuf| std::fs::metadata(path).and_then(|m| m.modified()).ok();
    let lock = modified(e2e.join("package-lock.json"));
    let installed = modified(e2e.join("node_modules/.package-lock.json"));
    if matches!((lock, installed), (Some(lock), Some(installed)) if installed >= lock) {
        say("npm packages of tests/e2e already installed");
        return Ok(());
    }
    say("installing the npm packages of tests/e2e (npm ci)");
    run(Command::new("npm")
        .args(["ci", "--no-audit", "--no-fund"])
        .current_dir(e2e))
}
