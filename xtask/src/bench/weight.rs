//! The page's weight: the files a visitor downloads from the hosted site (`dist/`), gzipped as
//! a server would send them.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use flate2::{write::GzEncoder, Compression};

use crate::wasm_builds::{Build, Module};

/// Gzipped sizes, in bytes, of what a visitor downloads.
pub struct PageWeight {
    /// Each module's wasm in each build.
    pub wasm: Vec<(Module, Build, usize)>,
    /// What the page's first load fetches before it is up: [`first_load`] of `index.html`.
    pub page: usize,
    /// The files of [`PageWeight::page`], each with its gzipped size, from the site's root.
    pub page_files: Vec<(String, usize)>,
    /// What a page that embeds the player fetches before it is up: [`first_load`] of
    /// `embed.html`. Counted apart: the main page never loads it.
    pub embed: usize,
    /// What the page's workers fetch once it is up: the worker's script, and the glue and
    /// simd128 wasm of the workers' two modules (the solver and the logic).
    pub workers: usize,
    /// What Share's worker fetches when a person first uses one part of Share (other tools'
    /// links, the QR code, the GIF), for each part's module: the worker's script, the glue of
    /// Share's modules (the script imports all three) and the part's simd128 wasm.
    pub share: Vec<(Module, usize)>,
}

impl PageWeight {
    /// Weighs the built site `dist` (which leaves the bench page out). The page is what its
    /// first load fetches before it is up: index.html, what it links that the browser fetches
    /// at once (the stylesheet, the icon, the main script, the page module's glue and its
    /// simd128 wasm, which it preloads) and every module those scripts import statically (the
    /// chunks of code the main script shares with the parts it loads later). The parts it
    /// imports with `import()` are left out: they are fetched once a person needs them, or
    /// after the page is up (the Korean words, the Search tree, the solve loop's programs; see
    /// www/README.md). So are Share's worker's files and the workers' files: they are fetched
    /// once the page is up, when it compiles the workers' modules
    /// (www/offline/assets.js), and the first worker starts when the rating line asks, 300 ms
    /// later (www/app/rating.js). Nor are the fallback builds counted, which a browser that
    /// runs the simd128 ones never fetches (they weigh about as much), the app's icons
    /// (www/icons), the manifest and the service worker, which are fetched after the page is
    /// up or when it is installed, the one-file page, a download of its own, or the embedded
    /// player's files (`embed.html` and what it loads), which are weighed apart.
    pub fn measure(dist: &Path) -> Result<PageWeight> {
        let www = dist.join("www");
        let pkg = www.join("pkg");
        let mut wasm = Vec::new();
        for module in Module::ALL {
            for build in Build::ALL {
                wasm.push((module, build, gzipped_size(&pkg.join(module.file(build)))?));
            }
        }
        let mut workers_files = vec![www.join("engine-worker.js")];
        for module in Module::WORKERS {
            let [glue, _] = module.glue();
            workers_files.push(pkg.join(glue));
            workers_files.push(pkg.join(module.file(Build::Simd128)));
        }
        let mut share_files = vec![www.join("share-worker.js")];
        for module in Module::SHARE {
            let [glue, _] = module.glue();
            share_files.push(pkg.join(glue));
        }
        let mut page_files = Vec::new();
        for path in first_load(dist, "index.html")? {
            let name = path.strip_prefix(dist).unwrap_or(&path);
            page_files.push((name.display().to_string(), gzipped_size(&path)?));
        }
        let mut embed = 0;
        for path in first_load(dist, "embed.html")? {
            embed += gzipped_size(&path)?;
        }
        let sum = |files: &[PathBuf]| -> Result<usize> {
            files.iter().map(|path| gzipped_size(path)).sum()
        };
        Ok(PageWeight {
            wasm,
            page: page_files.iter().map(|(_, bytes)| bytes).sum(),
            page_files,
            embed,
            workers: sum(&workers_files)?,
            share: (Module::SHARE.iter())
                .map(|&module| {
                    let wasm = gzipped_size(&pkg.join(module.file(Build::Simd128)))?;
                    Ok((module, sum(&share_files)? + wasm))
                })
                .collect::<Result<_>>()?,
        })
    }
}

/// What loading `page` (an HTML file at the root of `dist`) fetches before it is up: the page,
/// the files its `<link rel="stylesheet" | "icon" | "modulepreload" | "preload">` and
/// `<script src>` name, and every module the scripts among them import statically, as far as
/// those imports go (`import … from "./x.js"`, `import "./x.js"`; not `import("./x.js")`, which
/// waits until it is called, nor `new URL("./x.js", …)`, a worker's script).
pub fn first_load(dist: &Path, page: &str) -> Result<BTreeSet<PathBuf>> {
    let page_path = dist.join(page);
    let html = std::fs::read_to_string(&page_path)
        .with_context(|| format!("cannot read {}", page_path.display()))?;
    let mut found = BTreeSet::from([page_path]);
    let mut scripts = Vec::new();
    for tag in html.split('<').skip(1) {
        let tag = tag.split('>').next().unwrap_or_default();
        let fetched = if tag.starts_with("script") {
            attribute(tag, "src")
        } else if tag.starts_with("link ") {
            let rel = attribute(tag, "rel").unwrap_or_default();
            ["stylesheet", "icon", "modulepreload", "preload"]
                .contains(&rel)
                .then(|| attribute(tag, "href"))
                .flatten()
        } else {
            None
        };
        let Some(href) = fetched.filter(|href| !href.contains(':')) else {
            continue;
        };
        let path = dist.join(href);
        if href.ends_with(".js") {
            scripts.push(path.clone());
        }
        found.insert(path);
    }
    while let Some(script) = scripts.pop() {
        let text = std::fs::read_to_string(&script)
            .with_context(|| format!("cannot read {}", script.display()))?;
        let folder = script.parent().unwrap_or(dist);
        for specifier in static_imports(&text) {
            let path = normalize(&folder.join(specifier));
            if found.insert(path.clone()) {
                scripts.push(path);
            }
        }
    }
    Ok(found)
}

/// The value of the attribute `name` in `tag` (the inside of an HTML tag), double-quoted.
fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    tag[start..].split('"').next()
}

/// The relative specifiers a script imports statically: `from"./x.js"` and `import"./x.js"`,
/// with or without spaces and in either quotes, as esbuild or a person writes them.
fn static_imports(script: &str) -> Vec<&str> {
    let mut found = Vec::new();
    for keyword in ["from", "import"] {
        for (at, _) in script.match_indices(keyword) {
            let rest = script[at + keyword.len()..].trim_start();
            let Some(quote) = rest.chars().next().filter(|c| *c == '"' || *c == '\'') else {
                continue;
            };
            let Some(specifier) = rest[1..].split(quote).next() else {
                continue;
            };
            if specifier.starts_with("./") || specifier.starts_with("../") {
                found.push(specifier);
            }
        }
    }
    found
}

/// `path` without its `.` and `..` parts.
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            std::path::Component::CurDir => {}
            std::path::Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

/// The size of `path` after `gzip -9`.
fn gzipped_size(path: &Path) -> Result<usize> {
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder.write_all(&bytes)?;
    Ok(encoder.finish()?.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn static_imports_are_followed_and_dynamic_ones_are_not() {
        let script = r#"import{a as b}from"./chunk-A.js";import"./chunk-B.js";export{c} from '../c.js';const k=()=>import("./ko-C.js");"#;
        assert_eq!(
            static_imports(script),
            ["./chunk-A.js", "../c.js", "./chunk-B.js"]
        );
    }

    #[test]
    fn a_tag_s_attribute_is_read_only_as_a_whole_name() {
        let tag = r#"link rel="modulepreload" data-href="x" href="www/a.js""#;
        assert_eq!(attribute(tag, "href"), Some("www/a.js"));
        assert_eq!(attribute(tag, "rel"), Some("modulepreload"));
        assert_eq!(attribute(tag, "src"), None);
    }
}
