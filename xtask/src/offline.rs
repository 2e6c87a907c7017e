//! The two ways `dist/` works with no network, written by `cargo xtask dist` after the site:
//!
//! - **The service worker** (`dist/service-worker.js`, from `www/offline/service-worker.js`):
//!   at the site's root, so that it controls the whole site, with the site's version (a hash
//!   of every file) and its list of files written in. `dist/index.html` names it in a
//!   `<meta name="bitdoku-service-worker">` that `www/offline/register.js` looks for: only the
//!   built site registers it, never the page served module by module.
//! - **The one-file page** (`dist/bitdoku-offline.html`): the page, its styles, its scripts
//!   (bundled again with the wasm-bindgen glue inside), the solver's and Share's workers as text
//!   and the fallback build of the six wasm modules as base64, in one HTML file that works opened from
//!   `file://`, e.g. from an email.
//!   `www/offline/assets.js` finds the worker and the wasm in it. Its CSP allows its one inline
//!   script and its one inline style by their SHA-256 hashes, and workers from `blob:`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};
use base64::prelude::{Engine, BASE64_STANDARD};
use sha2::{Digest, Sha256};

use crate::commands::{run, say};
use crate::setup;
use crate::wasm_builds::{Build, Module};

/// The service worker's name at the site's root.
pub const SERVICE_WORKER: &str = "service-worker.js";
/// The one-file page's name in `dist/`.
pub const ONE_FILE: &str = "bitdoku-offline.html";

/// The tag in the built `index.html` that names the service worker for `register.js`.
fn service_worker_tag() -> String {
    format!("<meta name=\"bitdoku-service-worker\" content=\"{SERVICE_WORKER}\">")
}

/// Writes `dist/bitdoku-offline.html`, then the service worker, and names the worker in
/// `dist/index.html`. The one-file page is not among the worker's files: a visitor of the site
/// does not need it, and it is large.
pub fn write(root: &Path, dist: &Path) -> Result<()> {
    let index_path = dist.join("index.html");
    let index = fs::read_to_string(&index_path).context("cannot read dist/index.html")?;
    one_file(root, dist, &index)?;
    fs::write(&index_path, with_service_worker(&index)?).context("cannot write dist/index.html")?;
    service_worker(root, dist)
}

/// `index` with the service worker's tag after its Content-Security-Policy.
fn with_service_worker(index: &str) -> Result<String> {
    let csp = csp_line(index)?;
    Ok(index.replacen(csp, &format!("{csp}\n  {}", service_worker_tag()), 1))
}

/// The line of `index` that holds its Content-Security-Policy.
fn csp_line(index: &str) -> Result<&str> {
    index
        .lines()
        .find(|line| line.contains("http-equiv=\"Content-Security-Policy\""))
        .context("index.html has no Content-Security-Policy <meta>")
}

/// Writes `dist/service-worker.js`: www/offline/service-worker.js bundled with what it
/// imports, with the site's version and files in place of its `VERSION` and `FILES`.
fn service_worker(root: &Path, dist: &Path) -> Result<()> {
    let mut files = Vec::new();
    list(dist, dist, &mut files)?;
    files.retain(|file| file != SERVICE_WORKER && file != ONE_FILE);
    files.sort();
    // Bundled, for the probe it imports, but not minified, so that its two top-level
    // declarations stay a line each (esbuild writes them with `var`; replace_line fails the
    // build if they do not), and as a plain script with nothing left to import or export,
    // since the page registers it as a classic worker.
    let script = bundle(
        root,
        &work_dir(root)?,
        "www/offline/service-worker.js",
        "service-worker",
        "esm",
        false,
    )?;
    // The worker's own code is part of the version: a deploy that changes only the worker
    // still gets a cache of its own, and the old one is deleted.
    let mut hash = Sha256::new();
    hash.update(script.as_bytes());
    for file in &files {
        hash.update(file.as_bytes());
        hash.update([0]);
        hash.update(fs::read(dist.join(file)).with_context(|| format!("cannot read {file}"))?);
    }
    let version: String = hash.finalize()[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    // The page itself is cached as the folder's address, the one its links use.
    let urls: Vec<String> = files
        .iter()
        .map(|file| match file.as_str() {
            "index.html" => "./".to_owned(),
            _ => file.clone(),
        })
        .collect();
    let script = replace_line(
        &script,
        "var VERSION = ",
        &format!("var VERSION = '{version}';"),
    )?;
    let script = replace_line(
        &script,
        "var FILES = ",
        &format!("var FILES = {};", serde_json::to_string(&urls)?),
    )?;
    fs::write(dist.join(SERVICE_WORKER), script)
        .with_context(|| format!("cannot write dist/{SERVICE_WORKER}"))?;
    say(&format!(
        "wrote dist/{SERVICE_WORKER}: version {version}, {} files listed for offline use \
         (a browser caches all but the wasm build it does not run)",
        urls.len()
    ));
    Ok(())
}

/// `text` with its one line that starts with `start` replaced by `line`.
fn replace_line(text: &str, start: &str, line: &str) -> Result<String> {
    if text.lines().filter(|l| l.starts_with(start)).count() != 1 {
        bail!(
            "expected one line starting with `{start}` in the service worker's bundle \
             (target/offline/service-worker.js)"
        );
    }
    Ok(text
        .lines()
        .map(|l| if l.starts_with(start) { line } else { l })
        .map(|l| format!("{l}\n"))
        .collect())
}

/// Every file under `dir`, as paths relative to `base` with `/` between folders.
fn list(base: &Path, dir: &Path, out: &mut Vec<String>) -> Result<()> {
    for entry in fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))? {
        let path = entry?.path();
        if path.is_dir() {
            list(base, &path, out)?;
        } else {
            let relative = path.strip_prefix(base).expect("under base");
            out.push(relative.to_string_lossy().replace('\\', "/"));
        }
    }
    Ok(())
}

/// Writes `dist/bitdoku-offline.html` from the built `index` and the built stylesheets.
fn one_file(root: &Path, dist: &Path, index: &str) -> Result<()> {
    let work = work_dir(root)?;
    let page = bundle(root, &work, "www/main.js", "page", "esm", true)?;
    // A classic script (www/offline/assets.js says why): the glue's `import.meta.url`, which it
    // reads only when it is not handed the wasm, has no meaning there.
    let worker = bundle(
        root,
        &work,
        "www/workers/engine-worker.js",
        "worker",
        "iife",
        true,
    )?;
    let share_worker = bundle(
        root,
        &work,
        "www/workers/share-worker.js",
        "share-worker",
        "iife",
        true,
    )?;
    let mut wasm = Vec::new();
    for module in Module::ALL {
        let path = root.join("www/pkg").join(module.file(Build::Fallback));
        let bytes = fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
        wasm.push((module, bytes));
    }
    let icon = fs::read(root.join("www/icon.svg")).context("cannot read www/icon.svg")?;

    let mut style = String::new();
    let mut html = Vec::new();
    for line in index.lines() {
        let tag = line.trim_start();
        if let Some(href) = attribute(tag, "<link rel=\"stylesheet\" href=\"") {
            style += &fs::read_to_string(dist.join(href))
                .with_context(|| format!("cannot read dist/{href}"))?;
            continue;
        }
        let fetched = [
            "<link rel=\"modulepreload\"",
            "<link rel=\"preload\"",
            "<link rel=\"manifest\"",
            "<link rel=\"apple-touch-icon\"",
            "<script type=\"module\" src=",
        ];
        if fetched.iter().any(|start| tag.starts_with(start)) {
            continue;
        }
        if tag.starts_with("<link rel=\"icon\"") {
            html.push(format!(
                "  <link rel=\"icon\" href=\"data:image/svg+xml;base64,{}\">",
                BASE64_STANDARD.encode(&icon)
            ));
            html.push("  <style>STYLE</style>".to_owned());
            continue;
        }
        if tag == "</body>" {
            for (module, bytes) in &wasm {
                html.push(format!(
                    "  <script type=\"application/octet-stream\" id=\"bitdoku-{}-wasm\">{}</script>",
                    module.name(),
                    BASE64_STANDARD.encode(bytes)
                ));
            }
            html.push(format!(
                "  <script type=\"text/plain\" id=\"bitdoku-engine-worker\">{}</script>",
                inline_script(&worker, "worker")?
            ));
            html.push(format!(
                "  <script type=\"text/plain\" id=\"bitdoku-share-worker\">{}</script>",
                inline_script(&share_worker, "share-worker")?
            ));
            html.push("  <script type=\"module\">SCRIPT</script>".to_owned());
        }
        html.push(line.to_owned());
    }
    let script = inline_script(&page, "page")?;
    let style = style.replace("</style", "<\\/style");
    let csp = format!(
        "default-src 'none'; script-src 'sha256-{}' 'wasm-unsafe-eval'; worker-src blob:; \
         style-src 'sha256-{}'; img-src data: blob:; object-src 'none'; base-uri 'none'; \
         form-action 'none'",
        BASE64_STANDARD.encode(Sha256::digest(script.as_bytes())),
        BASE64_STANDARD.encode(Sha256::digest(style.as_bytes())),
    );
    let html = html.join("\n") + "\n";
    let old_csp = csp_line(index)?;
    let html = html
        .replacen(
            old_csp,
            &format!("  <meta http-equiv=\"Content-Security-Policy\" content=\"{csp}\">"),
            1,
        )
        .replacen(
            "<style>STYLE</style>",
            &format!("<style>{style}</style>"),
            1,
        )
        .replacen(
            "<script type=\"module\">SCRIPT</script>",
            &format!("<script type=\"module\">{script}</script>"),
            1,
        );
    let path = dist.join(ONE_FILE);
    fs::write(&path, &html).with_context(|| format!("cannot write {}", path.display()))?;
    say(&format!(
        "wrote {} ({} KiB): the whole page in one file, to open from file:// with no server",
        path.display(),
        html.len().div_ceil(1024)
    ));
    Ok(())
}

/// The value of the attribute that `tag` starts with `start` (up to its closing quote).
fn attribute<'a>(tag: &'a str, start: &str) -> Option<&'a str> {
    let rest = tag.strip_prefix(start)?;
    rest.split('"').next()
}

/// `script` made safe inside a `<script>` element: no `</script` ends it early (a `\/` in a
/// string or a regular expression means the same `/`). A `<!--` or a `<script` would put the
/// HTML parser in a state where the element's own end tag no longer ends it; the bundles have
/// none, and a change that brings one in is stopped here rather than shipping a broken page.
fn inline_script(script: &str, name: &str) -> Result<String> {
    let lower = script.to_ascii_lowercase();
    if let Some(found) = ["<!--", "<script"].iter().find(|tag| lower.contains(*tag)) {
        bail!("the {name} bundle holds `{found}`, which cannot be inlined in dist/{ONE_FILE} as it is");
    }
    Ok(script.trim_end().replace("</script", "<\\/script"))
}

/// The folder the bundles are written to before they go into `dist/`, created if need be.
fn work_dir(root: &Path) -> Result<PathBuf> {
    let work = root.join("target/offline");
    fs::create_dir_all(&work).with_context(|| format!("cannot create {}", work.display()))?;
    Ok(work)
}

/// The esbuild bundle of `entry` with everything inside it, the wasm-bindgen glue included, in
/// the `format` given ("esm" for a module, "iife" for a classic script), minified if `minify`.
fn bundle(
    root: &Path,
    work: &Path,
    entry: &str,
    name: &str,
    format: &str,
    minify: bool,
) -> Result<String> {
    let esbuild = setup::ensure_build_tool(root, "esbuild", "esbuild")?;
    let out: PathBuf = work.join(format!("{name}.js"));
    // From the root, so that the comments an unminified bundle keeps name the same paths
    // wherever `cargo xtask` is run from.
    run(Command::new(esbuild)
        .current_dir(root)
        .arg(entry)
        .args(["--bundle", &format!("--format={format}")])
        .args(minify.then_some("--minify"))
        .args((format == "iife").then_some("--define:import.meta.url=undefined"))
        .arg(format!("--outfile={}", out.display()))
        .args(["--allow-overwrite", "--log-level=warning"]))?;
    fs::read_to_string(&out).with_context(|| format!("cannot read {}", out.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_inlined_script_cannot_end_its_element_early() {
        let script = "const a = '</script>'; const b = /<\\/b>/;\n";
        let inlined = inline_script(script, "page").unwrap();
        assert_eq!(inlined, "const a = '<\\/script>'; const b = /<\\/b>/;");
        assert!(!inlined.contains("</script"));
    }

    #[test]
    fn a_script_the_html_parser_would_misread_is_refused() {
        for script in ["s = '<!-- x'", "s = '<SCRIPT>'"] {
            let error = inline_script(script, "worker").unwrap_err().to_string();
            assert!(error.contains("worker bundle holds"), "{error}");
        }
    }

    #[test]
    fn the_service_worker_gets_its_version_and_files_in_place_of_the_placeholders() {
        // As esbuild bundles them: `var`, one declaration a line.
        let bundle = "var VERSION = \"dev\";\nvar FILES = [];\nuse(VERSION, FILES);\n";
        let written = replace_line(bundle, "var VERSION = ", "var VERSION = 'abc';").unwrap();
        assert_eq!(
            written,
            "var VERSION = 'abc';\nvar FILES = [];\nuse(VERSION, FILES);\n"
        );
        assert!(replace_line(bundle, "var MISSING = ", "x").is_err());
        assert!(replace_line("var A = 1;\nvar A = 2;\n", "var A = ", "x").is_err());
    }

    #[test]
    fn the_built_page_names_the_service_worker_after_its_policy() {
        let index = "<head>\n  <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'\">\n</head>\n";
        let stamped = with_service_worker(index).unwrap();
        assert!(stamped.contains(&format!("'self'\">\n  {}\n</head>", service_worker_tag())));
        assert!(with_service_worker("<head></head>").is_err());
    }
}
