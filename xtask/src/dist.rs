//! `cargo xtask dist`: the site as one self-contained folder, `dist/`, ready to copy to any
//! static host at any path (GitHub Pages, a school's web space, a USB stick). It holds
//! `index.html` and `www/` with the wasm module that `cargo xtask build` just built into
//! `www/pkg` (the benchmark page `www/bench.html` comes along: anyone can time the engine in
//! their own browser, and the end-to-end tests check it where it is hosted). Every URL in
//! the page is relative, so the folder works wherever it is put; the end-to-end tests serve
//! it from a sub-path to keep it that way.
//!
//! The scripts and stylesheets in `dist/` are minified by esbuild, file by file (no bundling:
//! the modules, their names and their imports stay as in `www/`). Their comments are most of
//! their size, and a visitor's download is what the page-weight budget counts: minifying takes
//! the whole page from about 103 KB to about 82 KB gzipped. `www/` stays the readable source
//! that `cargo xtask serve` serves.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result};

use crate::run::{run, say};
use crate::setup;

/// Builds the wasm module, then writes a fresh `dist/` under `root` and returns its path.
pub fn build(root: &Path) -> Result<PathBuf> {
    crate::build_web(root)?;
    let dist = root.join("dist");
    if dist.exists() {
        fs::remove_dir_all(&dist).with_context(|| format!("cannot empty {}", dist.display()))?;
    }
    fs::create_dir_all(&dist).with_context(|| format!("cannot create {}", dist.display()))?;
    let mut copied = Copied::default();
    copied.file(&root.join("index.html"), &dist.join("index.html"))?;
    copied.folder(&root.join("www"), &dist.join("www"))?;
    minify(root, &dist, &copied.minifiable)?;
    say(&format!(
        "wrote {} ({} files, {} KiB): copy it to any static web server, at any path",
        dist.display(),
        copied.files,
        folder_bytes(&dist)?.div_ceil(1024)
    ));
    Ok(dist)
}

/// Minifies `files` (scripts and stylesheets under `dist`) in place with esbuild.
fn minify(root: &Path, dist: &Path, files: &[PathBuf]) -> Result<()> {
    let esbuild = setup::ensure_build_tool(root, "esbuild", "esbuild")?;
    say(&format!(
        "minifying {} scripts and stylesheets in {} with esbuild",
        files.len(),
        dist.display()
    ));
    run(Command::new(esbuild)
        .args(files)
        .arg("--minify")
        .arg(format!("--outdir={}", dist.display()))
        .arg(format!("--outbase={}", dist.display()))
        .args(["--allow-overwrite", "--log-level=warning"]))
}

/// The total size of the files under `dir`.
fn folder_bytes(dir: &Path) -> Result<u64> {
    let mut total = 0;
    for entry in fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))? {
        let entry = entry.with_context(|| format!("cannot read {}", dir.display()))?;
        total += if entry.file_type()?.is_dir() {
            folder_bytes(&entry.path())?
        } else {
            entry.metadata()?.len()
        };
    }
    Ok(total)
}

/// What has been copied so far.
#[derive(Default)]
struct Copied {
    files: usize,
    /// The copied scripts and stylesheets, for esbuild.
    minifiable: Vec<PathBuf>,
}

impl Copied {
    fn file(&mut self, from: &Path, to: &Path) -> Result<()> {
        fs::copy(from, to)
            .with_context(|| format!("cannot copy {} to {}", from.display(), to.display()))?;
        self.files += 1;
        if to
            .extension()
            .is_some_and(|ext| ext == "js" || ext == "css")
        {
            self.minifiable.push(to.to_owned());
        }
        Ok(())
    }

    /// Copies the folder `from` to `to`, with everything in it.
    fn folder(&mut self, from: &Path, to: &Path) -> Result<()> {
        fs::create_dir_all(to).with_context(|| format!("cannot create {}", to.display()))?;
        let entries =
            fs::read_dir(from).with_context(|| format!("cannot read {}", from.display()))?;
        for entry in entries {
            let entry = entry.with_context(|| format!("cannot read {}", from.display()))?;
            let name = entry.file_name();
            let (source, target) = (entry.path(), to.join(&name));
            if entry.file_type()?.is_dir() {
                self.folder(&source, &target)?;
            } else if name.to_string_lossy().ends_with(".d.ts") {
                // wasm-bindgen's type declarations are for checking the page's scripts, not
                // for visitors.
                continue;
            } else {
                self.file(&source, &target)?;
            }
        }
        Ok(())
    }
}
