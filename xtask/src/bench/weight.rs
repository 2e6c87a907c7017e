//! The page's weight: the files a visitor downloads from the hosted site (`dist/`), gzipped as
//! a server would send them.

use std::io::Write;
use std::path::Path;

use anyhow::{Context, Result};
use flate2::{write::GzEncoder, Compression};

use crate::wasm_builds::{Build, Module};

/// Gzipped sizes, in bytes, of what a visitor downloads.
pub struct PageWeight {
    /// Each module's wasm in each build.
    pub wasm: Vec<(Module, Build, usize)>,
    /// What the first load fetches before the page is up.
    pub page: usize,
    /// What the page's workers fetch once it is up: the worker's script, the worker module's
    /// glue and its simd128 wasm.
    pub workers: usize,
    /// What Share's worker fetches when a person first uses Share: its script, the share
    /// module's glue and its simd128 wasm.
    pub share: usize,
}

impl PageWeight {
    /// The page is what its first load fetches from the built site `dist` (which leaves the
    /// bench page out) before it is up: index.html, the stylesheets, the icon, the main script,
    /// and the page module (src/wasm/) in its simd128 build with its glue. Share's worker's files
    /// are counted apart, and so are the workers' files: they are fetched once the page is up, when it compiles the worker
    /// module for its workers (www/offline/assets.js), and the first worker starts when the
    /// rating line asks, 300 ms later (www/app/rating.js). Neither counts the fallback builds,
    /// which a browser that runs the simd128 ones never fetches (they weigh about as much), the
    /// app's icons (www/icons), the manifest and the service worker, which are fetched after the
    /// page is up or when it is installed, nor the one-file page, a download of its own.
    pub fn measure(dist: &Path) -> Result<PageWeight> {
        let www = dist.join("www");
        let pkg = www.join("pkg");
        let mut wasm = Vec::new();
        for module in Module::ALL {
            for build in Build::ALL {
                wasm.push((module, build, gzipped_size(&pkg.join(module.file(build)))?));
            }
        }
        let fallbacks = Module::ALL.map(|module| pkg.join(module.file(Build::Fallback)));
        let [worker_glue, _] = Module::Worker.glue();
        let workers_files = [
            www.join("engine-worker.js"),
            pkg.join(worker_glue),
            pkg.join(Module::Worker.file(Build::Simd128)),
        ];
        let [share_glue, _] = Module::Share.glue();
        let share_files = [
            www.join("share-worker.js"),
            pkg.join(share_glue),
            pkg.join(Module::Share.file(Build::Simd128)),
        ];
        let mut weight = PageWeight {
            wasm,
            page: gzipped_size(&dist.join("index.html"))?,
            workers: 0,
            share: 0,
        };
        let mut folders = vec![www.clone()];
        while let Some(folder) = folders.pop() {
            let entries = std::fs::read_dir(&folder)
                .with_context(|| format!("cannot list {}", folder.display()))?;
            for entry in entries {
                let entry = entry?;
                let path = entry.path();
                if entry.file_type()?.is_dir() {
                    if path != www.join("icons") {
                        folders.push(path);
                    }
                } else if workers_files.contains(&path) {
                    weight.workers += gzipped_size(&path)?;
                } else if share_files.contains(&path) {
                    weight.share += gzipped_size(&path)?;
                } else if !fallbacks.contains(&path) {
                    weight.page += gzipped_size(&path)?;
                }
            }
        }
        Ok(weight)
    }
}

/// The size of `path` after `gzip -9`.
fn gzipped_size(path: &Path) -> Result<usize> {
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder.write_all(&bytes)?;
    Ok(encoder.finish()?.len())
}
