//! `cargo xtask dist`: the site as one self-contained folder, `dist/`, ready to copy to any
//! static host at any path (GitHub Pages, a school's web space, a USB stick). It holds
//! `index.html` and `www/` with the wasm module that `cargo xtask build` just built into
//! `www/pkg` (the benchmark page `www/bench.html` comes along: anyone can time the engine in
//! their own browser, and the end-to-end tests check it where it is hosted). Every URL in
//! the page is relative, so the folder works wherever it is put; the end-to-end tests serve
//! it from a sub-path to keep it that way.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use crate::run::say;

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
    say(&format!(
        "wrote {} ({} files, {} KiB): copy it to any static web server, at any path",
        dist.display(),
        copied.files,
        copied.bytes.div_ceil(1024)
    ));
    Ok(dist)
}

/// How much has been copied so far.
#[derive(Default)]
struct Copied {
    files: usize,
    bytes: u64,
}

impl Copied {
    fn file(&mut self, from: &Path, to: &Path) -> Result<()> {
        let bytes = fs::copy(from, to)
            .with_context(|| format!("cannot copy {} to {}", from.display(), to.display()))?;
        self.files += 1;
        self.bytes += bytes;
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
            } else {
                self.file(&source, &target)?;
            }
        }
        Ok(())
    }
}
