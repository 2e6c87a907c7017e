//! `cargo xtask dist`: the site as one self-contained folder, `dist/`, ready to copy to any
//! static host at any path (GitHub Pages, a school's web space, a USB stick). It holds
//! `index.html` and `www/` with the wasm modules that `cargo xtask build` just built into
//! `www/pkg`, but not the benchmark page `www/bench/`: it is a developer's tool, not part of
//! the page a visitor downloads (`cargo xtask serve` serves it from the repository, and the
//! end-to-end tests serve it with the rest of `www/`'s sources beside `dist/`: see e2e.rs).
//! Every URL in the page is relative, so the folder works wherever it is put; the end-to-end
//! tests serve it from a sub-path to keep it that way.
//!
//! The page's scripts in `dist/` are bundled and minified by esbuild (the service worker,
//! which offline.rs writes, is bundled but not minified): the page's ES modules become
//! one script per entry point, `www/main.js` (what `index.html` loads),
//! `www/engine-worker.js` (the fast path's worker), `www/share-worker.js` (Share's) and
//! `www/embed.js`, with wasm-bindgen's glue of the three wasm modules in `www/pkg/` left as it
//! is. `www/` has over forty modules, and a visitor's browser
//! fetched them all before the page could start: two files load faster than forty (time to
//! interactive, measured with `cargo xtask bench`). What the pages load later with `import()`
//! (the Korean words, the Search tree, …) becomes chunks beside them, fetched when asked for,
//! and so does the code the two pages share: `index.html` preloads the chunks `main.js` needs
//! at once. `cargo xtask dist` ends by printing what the first load of `index.html` weighs.
//! The stylesheets are minified and joined into one, in the page's order, so that one request,
//! not nine, holds up the first paint. Comments are most of the sources' size, and a visitor's
//! download is what the page-weight budget counts. `www/` stays the readable source that
//! `cargo xtask serve` serves, module by module.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::commands::{run, say};
use crate::setup;
use crate::wasm_builds::Module;

/// The folders of `www/` that stay out of `dist/`: the benchmark page.
pub const NOT_HOSTED: &[&str] = &["bench"];

/// The web app manifest, at the site's root beside `index.html`.
const MANIFEST: &str = "manifest.webmanifest";

/// The folder of wasm-bindgen's output under `www/`: its glue script is copied, not bundled.
const GLUE: &str = "pkg";

/// The scripts esbuild bundles, from `www/`, and where each goes in `dist/www/`. The workers'
/// bundles sit beside the main one because `workers/worker-client.js` starts them with
/// `new URL('./engine-worker.js', import.meta.url)` (and `./share-worker.js`), and in the
/// bundle `import.meta.url` is `www/main.js`, or a chunk of it beside it (see [`PAGE_SCRIPTS`]).
const ENTRY_POINTS: &[(&str, &str)] = &[
    ("main.js", "main"),
    ("embed/embed.js", "embed"),
    ("workers/engine-worker.js", "engine-worker"),
    ("workers/share-worker.js", "share-worker"),
];

/// How many of [`ENTRY_POINTS`], from the first, are the pages' scripts, which esbuild splits,
/// each in a run of its own: what a page imports with `import()` (the Korean words, the Search
/// tree, the solve loop's programs…) becomes a chunk that it fetches only when it asks for it,
/// and the code the page shares with those a chunk that both import. Not one run for both
/// pages: their shared code would be one more chunk for `index.html` to fetch, and each chunk
/// is gzipped on its own, which costs more than the one script. The chunks are written beside
/// the bundles, never in a folder of their own, so that `import.meta.url` means the same in
/// all of them. The workers are bundled whole, in one more run: a worker imports nothing.
const PAGE_SCRIPTS: usize = 2;

/// The site's pages, each with the one stylesheet its stylesheets are joined into
/// ([`join_stylesheets`]): the page, and the player a lesson page embeds (`embed.html`, which
/// loads the `embed` bundle).
const PAGES: &[(&str, &str)] = &[
    ("index.html", "www/styles.css"),
    ("embed.html", "www/embed-styles.css"),
];

/// Builds the wasm modules, then writes a fresh `dist/` under `root` and returns its path.
pub fn build(root: &Path) -> Result<PathBuf> {
    crate::build_web(root)?;
    let dist = root.join("dist");
    if dist.exists() {
        fs::remove_dir_all(&dist).with_context(|| format!("cannot empty {}", dist.display()))?;
    }
    fs::create_dir_all(&dist).with_context(|| format!("cannot create {}", dist.display()))?;
    let mut copied = Copied::default();
    let index = fs::read_to_string(root.join("index.html")).context("cannot read index.html")?;
    fs::write(dist.join("index.html"), without_module_preloads(&index))
        .context("cannot write dist/index.html")?;
    let embed = fs::read_to_string(root.join("embed.html")).context("cannot read embed.html")?;
    let script = "src=\"www/embed/embed.js\"";
    if !embed.contains(script) {
        bail!("embed.html no longer loads www/embed/embed.js ({script}): update xtask/src/dist.rs");
    }
    fs::write(
        dist.join("embed.html"),
        embed.replace(script, "src=\"www/embed.js\""),
    )
    .context("cannot write dist/embed.html")?;
    copied.files += 2;
    copied.folder(&root.join("www"), &dist.join("www"), NOT_HOSTED)?;
    let bundled = bundle(root, &dist.join("www"), &copied.modules)?;
    preload_chunks(&dist)?;
    // The modules were counted as they were copied; the bundles and their chunks replace them.
    copied.files = copied.files + bundled - copied.modules.len();
    // The glue too: it is copied, not bundled (the main bundle imports the page module's, the
    // engine's worker the solver's and the logic's), and most of it is comments and long names.
    let glue = Module::ALL.map(|module| {
        let [script, _] = module.glue();
        dist.join("www").join(GLUE).join(script)
    });
    minify(
        root,
        &dist,
        &[copied.stylesheets.as_slice(), &glue].concat(),
    )?;
    join_stylesheets(&dist)?;
    copied.files = copied.files + PAGES.len() - copied.stylesheets.len();
    fs::copy(root.join(MANIFEST), dist.join(MANIFEST))
        .with_context(|| format!("cannot copy {MANIFEST}"))?;
    copied.files += 1;
    crate::offline::write(root, &dist)?;
    copied.files += 2;
    say(&format!(
        "wrote {} ({} files, {} KiB): copy it to any static web server, at any path",
        dist.display(),
        copied.files,
        folder_bytes(&dist)?.div_ceil(1024)
    ));
    let weight = crate::bench::weight::PageWeight::measure(&dist)?;
    let files: Vec<String> = weight
        .page_files
        .iter()
        .map(|(file, bytes)| format!("{file} {:.1}", *bytes as f64 / 1000.0))
        .collect();
    say(&format!(
        "the page up to interactive weighs {:.1} KB gzipped: {} (the embedded player {:.1} KB)",
        weight.page as f64 / 1000.0,
        files.join(", "),
        weight.embed as f64 / 1000.0
    ));
    Ok(dist)
}

/// `index.html` without the `modulepreload` links of the modules the bundle holds: only the
/// glue's stays (the wasm's `preload` is not a module preload and stays too).
fn without_module_preloads(index: &str) -> String {
    let bundled = "<link rel=\"modulepreload\" href=\"www/";
    let glue = format!("{bundled}{GLUE}/");
    index
        .lines()
        .filter(|line| {
            let line = line.trim_start();
            !line.starts_with(bundled) || line.starts_with(&glue)
        })
        .map(|line| format!("{line}\n"))
        .collect()
}

/// Bundles each of [`ENTRY_POINTS`] of the copied `www` into it with esbuild, minified, the
/// glue left outside as an import, the pages' scripts split into chunks ([`PAGE_SCRIPTS`]),
/// then removes the copied `modules` and the folders they leave empty: only the bundles and
/// their chunks remain. Returns how many files esbuild wrote.
fn bundle(root: &Path, www: &Path, modules: &[PathBuf]) -> Result<usize> {
    let esbuild = setup::ensure_build_tool(root, "esbuild", "esbuild")?;
    say(&format!(
        "bundling the {} modules of {} into {} scripts and their chunks with esbuild",
        modules.len(),
        www.display(),
        ENTRY_POINTS.len()
    ));
    let (pages, workers) = ENTRY_POINTS.split_at(PAGE_SCRIPTS);
    let before: Vec<PathBuf> = scripts_in(www)?;
    let runs = pages.chunks(1).map(|page| (page, true));
    for (entries, split) in runs.chain([(workers, false)]) {
        run(Command::new(&esbuild)
            .args(
                entries
                    .iter()
                    .map(|(from, to)| format!("{to}={}", www.join(from).display())),
            )
            .args(["--bundle", "--format=esm", "--minify"])
            // A module script is read as UTF-8 whatever the server says: the Korean stays three
            // bytes a letter rather than a six-character escape.
            .args(split.then_some("--charset=utf8"))
            .args(split.then_some("--splitting"))
            .args(split.then_some("--chunk-names=[name]-[hash]"))
            .arg(format!("--external:{}/*", www.join(GLUE).display()))
            .arg(format!("--outdir={}", www.display()))
            .args(["--allow-overwrite", "--log-level=warning"]))?;
    }
    let written = scripts_in(www)?
        .into_iter()
        .filter(|script| !before.contains(script))
        .count()
        + ENTRY_POINTS.len();
    let bundles: Vec<PathBuf> = ENTRY_POINTS
        .iter()
        .map(|(_, to)| www.join(format!("{to}.js")))
        .collect();
    for module in modules.iter().filter(|m| !bundles.contains(m)) {
        fs::remove_file(module).with_context(|| format!("cannot remove {}", module.display()))?;
        let mut folder = module.parent();
        while let Some(dir) = folder.filter(|dir| *dir != www) {
            if fs::read_dir(dir)?.next().is_some() {
                break;
            }
            fs::remove_dir(dir).with_context(|| format!("cannot remove {}", dir.display()))?;
            folder = dir.parent();
        }
    }
    Ok(written)
}

/// The scripts directly in `folder` (the bundles' folder), sorted.
fn scripts_in(folder: &Path) -> Result<Vec<PathBuf>> {
    let mut scripts = Vec::new();
    for entry in
        fs::read_dir(folder).with_context(|| format!("cannot read {}", folder.display()))?
    {
        let path = entry?.path();
        if path.extension().is_some_and(|ext| ext == "js") {
            scripts.push(path);
        }
    }
    scripts.sort();
    Ok(scripts)
}

/// `dist/index.html` with a `modulepreload` link for each chunk that `www/main.js` imports
/// statically, after the one of its script: fetched with it rather than once it has been read,
/// one round trip later.
fn preload_chunks(dist: &Path) -> Result<()> {
    let path = dist.join("index.html");
    let index = fs::read_to_string(&path).context("cannot read dist/index.html")?;
    let script = "<script type=\"module\" src=\"www/main.js\"></script>";
    if !index.contains(script) {
        bail!("index.html no longer loads www/main.js ({script}): update xtask/src/dist.rs");
    }
    let mut chunks: Vec<String> = crate::bench::weight::first_load(dist, "index.html")?
        .into_iter()
        .filter_map(|file| {
            let name = file
                .strip_prefix(dist.join("www"))
                .ok()?
                .to_str()?
                .to_owned();
            let chunk = name.ends_with(".js") && name != "main.js" && !name.starts_with(GLUE);
            chunk.then_some(name)
        })
        .collect();
    chunks.sort();
    let links: String = chunks
        .iter()
        .map(|chunk| format!("\n  <link rel=\"modulepreload\" href=\"www/{chunk}\">"))
        .collect();
    fs::write(
        &path,
        index.replacen(script, &format!("{script}{links}"), 1),
    )
    .context("cannot write dist/index.html")
}

/// Joins the stylesheets that each of [`PAGES`] links, in its order, into its one stylesheet
/// and links that instead: one request that blocks the first paint, not nine (Lighthouse's
/// "render-blocking resources" on a phone's slow network). The stylesheets hold no `@import`
/// or `@charset`, so one after the other means what they meant apart. The joined ones are
/// removed once every page has its own.
fn join_stylesheets(dist: &Path) -> Result<()> {
    let start = "<link rel=\"stylesheet\" href=\"";
    let mut used = Vec::new();
    for (page, stylesheet) in PAGES {
        let page_path = dist.join(page);
        let text =
            fs::read_to_string(&page_path).with_context(|| format!("cannot read dist/{page}"))?;
        let mut joined = String::new();
        let mut html = Vec::new();
        for line in text.lines() {
            let Some(href) = line
                .trim_start()
                .strip_prefix(start)
                .and_then(|rest| rest.split('"').next())
            else {
                html.push(line.to_owned());
                continue;
            };
            let path = dist.join(href);
            let css =
                fs::read_to_string(&path).with_context(|| format!("cannot read dist/{href}"))?;
            if css.contains("@import") || css.contains("@charset") {
                bail!(
                    "dist/{href} has an @import or @charset, which cannot be joined to the others"
                );
            }
            joined += &css;
            used.push(path);
            if html.iter().all(|line: &String| !line.contains(stylesheet)) {
                html.push(format!("  {start}{stylesheet}\">"));
            }
        }
        if joined.is_empty() {
            bail!("dist/{page} links no stylesheet");
        }
        fs::write(dist.join(stylesheet), joined)
            .with_context(|| format!("cannot write dist/{stylesheet}"))?;
        fs::write(&page_path, html.join("\n") + "\n")
            .with_context(|| format!("cannot write dist/{page}"))?;
    }
    used.sort();
    used.dedup();
    for path in &used {
        fs::remove_file(path).with_context(|| format!("cannot remove {}", path.display()))?;
    }
    let styles = dist.join("www/styles");
    if styles.is_dir() && fs::read_dir(&styles)?.next().is_none() {
        fs::remove_dir(&styles).context("cannot remove dist/www/styles")?;
    }
    Ok(())
}

/// Minifies `files` (stylesheets and scripts under `dist`; a script keeps its imports and
/// exports) in place with esbuild.
fn minify(root: &Path, dist: &Path, files: &[PathBuf]) -> Result<()> {
    let esbuild = setup::ensure_build_tool(root, "esbuild", "esbuild")?;
    say(&format!(
        "minifying {} files in {} with esbuild",
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
    /// The copied stylesheets, for esbuild to minify.
    stylesheets: Vec<PathBuf>,
    /// The copied page modules (every script but the glue's), for esbuild to bundle.
    modules: Vec<PathBuf>,
}

impl Copied {
    fn file(&mut self, from: &Path, to: &Path) -> Result<()> {
        fs::copy(from, to)
            .with_context(|| format!("cannot copy {} to {}", from.display(), to.display()))?;
        self.files += 1;
        match to.extension().and_then(|ext| ext.to_str()) {
            Some("css") => self.stylesheets.push(to.to_owned()),
            Some("js") if from.parent().and_then(Path::file_name) != Some(GLUE.as_ref()) => {
                self.modules.push(to.to_owned());
            }
            _ => {}
        }
        Ok(())
    }

    /// Copies the folder `from` to `to`, with everything in it but the entries of `from`
    /// named in `skip`.
    fn folder(&mut self, from: &Path, to: &Path, skip: &[&str]) -> Result<()> {
        fs::create_dir_all(to).with_context(|| format!("cannot create {}", to.display()))?;
        let entries =
            fs::read_dir(from).with_context(|| format!("cannot read {}", from.display()))?;
        for entry in entries {
            let entry = entry.with_context(|| format!("cannot read {}", from.display()))?;
            let name = entry.file_name();
            if skip.iter().any(|skipped| name == *skipped) {
                continue;
            }
            let (source, target) = (entry.path(), to.join(&name));
            if entry.file_type()?.is_dir() {
                self.folder(&source, &target, &[])?;
            } else if [".d.ts", ".md"]
                .iter()
                .any(|ext| name.to_string_lossy().ends_with(ext))
            {
                // wasm-bindgen's type declarations are for checking the page's scripts, and
                // www/README.md for its developers, not for visitors.
                continue;
            } else {
                self.file(&source, &target)?;
            }
        }
        Ok(())
    }
}
