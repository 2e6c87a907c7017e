//! The engine's two wasm builds, written side by side into `www/pkg` by `cargo xtask build`:
//!
//! - `bitdoku_simd_bg.wasm`, compiled with `simd128`, which lets LLVM use 128-bit vector
//!   instructions in the fast path (about 5% faster on the hard sets in Node);
//! - `bitdoku_bg.wasm`, the fallback, for a browser without wasm SIMD.
//!
//! The page picks one before loading it (www/engine-build.js). Both come from the same source,
//! so wasm-bindgen writes the same glue (`bitdoku.js`) for both; the build checks that it did.
//! Each build has a target folder of its own, so that neither rebuilds the other's crates.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::run::{cargo, run, say};
use crate::setup::{self, WASM_TARGET};
use crate::wasm_opt;

/// One of the two builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Build {
    Fallback,
    Simd128,
}

impl Build {
    pub const ALL: [Build; 2] = [Build::Simd128, Build::Fallback];

    /// The build's name in messages and folders.
    pub fn name(self) -> &'static str {
        match self {
            Build::Fallback => "fallback",
            Build::Simd128 => "simd128",
        }
    }

    /// The build's wasm file in `www/pkg`. The fallback keeps the name wasm-bindgen gives.
    pub fn file(self) -> &'static str {
        match self {
            Build::Fallback => "bitdoku_bg.wasm",
            Build::Simd128 => "bitdoku_simd_bg.wasm",
        }
    }

    /// The target features the build adds to wasm32's defaults.
    pub fn features(self) -> &'static [&'static str] {
        match self {
            Build::Fallback => &[],
            Build::Simd128 => &["simd128"],
        }
    }

    /// A cargo command for this build: its target folder and its `RUSTFLAGS` (kept after any
    /// the caller set, which cargo would otherwise replace).
    pub fn cargo(self, root: &Path) -> Command {
        let mut command = cargo(root);
        if self != Build::Fallback {
            command.env("CARGO_TARGET_DIR", target_dir(root).join(self.name()));
            let mut flags = std::env::var("RUSTFLAGS").unwrap_or_default();
            for feature in self.features() {
                flags += &format!(" -C target-feature=+{feature}");
            }
            command.env("RUSTFLAGS", flags.trim_start());
        }
        command
    }

    /// The folder cargo writes this build's release wasm into.
    fn release_dir(self, root: &Path) -> PathBuf {
        let dir = match self {
            Build::Fallback => target_dir(root),
            Build::Simd128 => target_dir(root).join(self.name()),
        };
        dir.join(format!("{WASM_TARGET}/release"))
    }
}

/// Cargo's target folder: CARGO_TARGET_DIR, which cargo resolves against its working folder
/// (the root) when relative, or `target`.
fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), |dir| root.join(dir))
}

/// Builds both wasm modules, their JS glue and the glue's TypeScript declarations
/// (`bitdoku.d.ts`, which `check-js` types the page against) into `www/pkg` (git-ignored),
/// each optimized by wasm-opt.
pub fn build_web(root: &Path) -> Result<()> {
    setup::ensure_wasm_target()?;
    setup::ensure_wasm_bindgen_cli(root)?;
    let pkg = root.join("www/pkg");
    let mut glue: Option<String> = None;
    for build in Build::ALL {
        say(&format!(
            "building the {} wasm module into www/pkg",
            build.name()
        ));
        run(build
            .cargo(root)
            .args(["build", "--release", "--lib", "--target", WASM_TARGET]))?;
        let out = target_dir(root).join("wasm-bindgen").join(build.name());
        run(Command::new("wasm-bindgen")
            .args(["--target", "web", "--out-dir"])
            .arg(&out)
            .arg(build.release_dir(root).join("bitdoku.wasm")))?;
        let this_glue = std::fs::read_to_string(out.join("bitdoku.js"))
            .with_context(|| format!("cannot read {}", out.join("bitdoku.js").display()))?;
        match &glue {
            None => copy_glue(&out, &pkg)?,
            Some(first) if *first != this_glue => bail!(
                "wasm-bindgen wrote different glue for the {} build: \
                 the page loads both builds with one glue, so they must export the same",
                build.name()
            ),
            Some(_) => {}
        }
        glue = Some(this_glue);
        let wasm = pkg.join(build.file());
        std::fs::copy(out.join("bitdoku_bg.wasm"), &wasm)
            .with_context(|| format!("cannot write {}", wasm.display()))?;
        wasm_opt::optimize(root, &wasm, build.features())?;
    }
    Ok(())
}

/// Copies wasm-bindgen's files but the wasm from `from` into `to`, which it creates.
fn copy_glue(from: &Path, to: &Path) -> Result<()> {
    std::fs::create_dir_all(to).with_context(|| format!("cannot create {}", to.display()))?;
    for entry in
        std::fs::read_dir(from).with_context(|| format!("cannot read {}", from.display()))?
    {
        let path = entry?.path();
        if path
            .extension()
            .is_some_and(|extension| extension == "wasm")
        {
            continue;
        }
        let copy = to.join(path.file_name().expect("a file name"));
        std::fs::copy(&path, &copy).with_context(|| format!("cannot write {}", copy.display()))?;
    }
    Ok(())
}
