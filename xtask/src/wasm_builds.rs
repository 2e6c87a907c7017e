//! The engine's wasm, written into `www/pkg` by `cargo xtask build`: six modules, each in two
//! builds.
//!
//! The modules ([`Module`]) are the crate built with one feature each (src/wasm/mod.rs says
//! which exports each holds): `page`, for the page's main thread, which leaves out the fast
//! path; the workers' two, `solver`, which holds it, and `logic` (Hint, the rating, the
//! generator's choice), which the solver's answers are handed to and which is built for size
//! ([`Module::profile`]); and Share's three, `links` (other tools' links), `qr` (the QR code)
//! and `gif` (the GIF), which Share's worker loads only when a person first uses each. Each
//! split was made when one module was over the page's budget of 48 KB gzipped a module
//! (docs/BENCHMARKS.md has the sizes).
//!
//! The builds ([`Build`]) of each module:
//!
//! - `<module>_simd_bg.wasm`, compiled with `simd128`, which lets LLVM use 128-bit vector
//!   instructions in the fast path (about 5% faster on the hard sets in Node);
//! - `<module>_bg.wasm`, the fallback, for a browser without wasm SIMD.
//!
//! The page picks one build before loading anything (www/engine-build.js), and loads both
//! modules in it. The two builds of a module come from the same source, so wasm-bindgen writes
//! the same glue (`<module>.js`) for both; the build checks that it did. Each build has a target
//! folder of its own, so that neither rebuilds the other's crates; the two modules of a build
//! share it, as they share every crate but this one.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::{bail, Context, Result};

use crate::commands::{cargo, run, say};
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

    /// The folder cargo writes this build's wasm into with `profile`.
    fn out_dir(self, root: &Path, profile: &str) -> PathBuf {
        let dir = match self {
            Build::Fallback => target_dir(root),
            Build::Simd128 => target_dir(root).join(self.name()),
        };
        dir.join(format!("{WASM_TARGET}/{profile}"))
    }
}

/// One of the wasm modules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Module {
    Page,
    Solver,
    Logic,
    Links,
    Qr,
    Gif,
}

impl Module {
    pub const ALL: [Module; 6] = [
        Module::Page,
        Module::Solver,
        Module::Logic,
        Module::Links,
        Module::Qr,
        Module::Gif,
    ];

    /// Share's modules, which Share's worker loads, each when first used.
    pub const SHARE: [Module; 3] = [Module::Links, Module::Qr, Module::Gif];

    /// The module's name: its cargo feature, and the stem of its files in `www/pkg`.
    pub fn name(self) -> &'static str {
        match self {
            Module::Page => "page",
            Module::Solver => "solver",
            Module::Logic => "logic",
            Module::Links => "links",
            Module::Qr => "qr",
            Module::Gif => "gif",
        }
    }

    /// What the module does, in a bench row's words.
    pub fn title(self) -> &'static str {
        match self {
            Module::Page => "page",
            Module::Solver => "workers' solver",
            Module::Logic => "workers' logic",
            Module::Links => "other tools' links",
            Module::Qr => "QR code",
            Module::Gif => "GIF",
        }
    }

    /// The workers' two modules, which the engine's worker loads together.
    pub const WORKERS: [Module; 2] = [Module::Solver, Module::Logic];

    /// The cargo profile it is built with (Cargo.toml): the logic's is optimised for size.
    pub fn profile(self) -> &'static str {
        match self {
            Module::Logic => "wasm-small",
            _ => "release",
        }
    }

    /// The module's wasm file in `www/pkg` in `build`. The fallback keeps the name
    /// wasm-bindgen gives.
    pub fn file(self, build: Build) -> String {
        match build {
            Build::Fallback => format!("{}_bg.wasm", self.name()),
            Build::Simd128 => format!("{}_simd_bg.wasm", self.name()),
        }
    }

    /// The module's glue script in `www/pkg`, and its TypeScript declarations.
    pub fn glue(self) -> [String; 2] {
        [
            format!("{}.js", self.name()),
            format!("{}.d.ts", self.name()),
        ]
    }
}

/// Cargo's target folder: CARGO_TARGET_DIR, which cargo resolves against its working folder
/// (the root) when relative, or `target`.
pub fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), |dir| root.join(dir))
}

/// Builds every wasm module in both builds, their JS glue and the glue's TypeScript
/// declarations (`page.d.ts`, `solver.d.ts`, `links.d.ts` and so on, which `check-js` types the page
/// against) into
/// `www/pkg` (git-ignored), each optimized by wasm-opt. Once per xtask process: `test` builds
/// them, then its e2e and smoke checks build `dist/` from them, and nothing changes between.
pub fn build_web(root: &Path) -> Result<()> {
    static BUILT: AtomicBool = AtomicBool::new(false);
    if BUILT.load(Ordering::Relaxed) {
        say("the wasm modules in www/pkg are this run's own: not built again");
        return Ok(());
    }
    build_all(root)?;
    BUILT.store(true, Ordering::Relaxed);
    Ok(())
}

fn build_all(root: &Path) -> Result<()> {
    setup::ensure_wasm_target()?;
    setup::ensure_wasm_bindgen_cli(root)?;
    let pkg = root.join("www/pkg");
    // Written afresh, so that no file of an older build (one that named its files otherwise)
    // is left for dist/ to copy.
    if pkg.exists() {
        std::fs::remove_dir_all(&pkg).with_context(|| format!("cannot empty {}", pkg.display()))?;
    }
    for module in Module::ALL {
        let mut glue: Option<String> = None;
        for build in Build::ALL {
            say(&format!(
                "building the {} build of the {} wasm module into www/pkg",
                build.name(),
                module.name()
            ));
            run(build.cargo(root).args([
                "build",
                "--profile",
                module.profile(),
                "--lib",
                "--target",
                WASM_TARGET,
                "--features",
                module.name(),
            ]))?;
            let out = target_dir(root)
                .join("wasm-bindgen")
                .join(module.name())
                .join(build.name());
            run(Command::new("wasm-bindgen")
                .args(["--target", "web", "--out-name", module.name(), "--out-dir"])
                .arg(&out)
                .arg(build.out_dir(root, module.profile()).join("bitdoku.wasm")))?;
            let [script, _] = module.glue();
            let this_glue = std::fs::read_to_string(out.join(&script))
                .with_context(|| format!("cannot read {}", out.join(&script).display()))?;
            match &glue {
                None => copy_glue(&out, &pkg)?,
                Some(first) if *first != this_glue => bail!(
                    "wasm-bindgen wrote different glue for the {} build of the {} module: \
                     the page loads both builds with one glue, so they must export the same",
                    build.name(),
                    module.name()
                ),
                Some(_) => {}
            }
            glue = Some(this_glue);
            let wasm = pkg.join(module.file(build));
            std::fs::copy(out.join(format!("{}_bg.wasm", module.name())), &wasm)
                .with_context(|| format!("cannot write {}", wasm.display()))?;
            wasm_opt::optimize(root, &wasm, build.features())?;
        }
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
