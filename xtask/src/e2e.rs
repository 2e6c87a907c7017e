//! The end-to-end runs of the page in headless Chromium (playwright-core, `tests/e2e/`): each
//! builds `dist/`, serves it under a sub-path as a school's web space or GitHub Pages would, and
//! points the node scripts there with `BITDOKU_URL`, so they test exactly what gets hosted.

use std::net::SocketAddr;
use std::path::Path;
use std::process::Command;

use anyhow::Result;

use crate::commands::{run, say};
use crate::dist;
use crate::serve::{self, Site};
use crate::setup::{self, Browser};

/// Where the tests find the page: deep enough that an absolute URL in it would miss.
const SUB_PATH: &str = "/some/dir/";

/// Runs `node <args>` from the repository root against `dist/` served at [`SUB_PATH`], with
/// the extra environment `env`.
pub fn run_node(root: &Path, browser: &Browser, args: &[&str], env: &[(&str, &str)]) -> Result<()> {
    with_hosted_site(root, None, |_, url| {
        run(Command::new("node")
            .args(args)
            .current_dir(root)
            .envs(env.iter().copied())
            .env("BITDOKU_URL", url)
            .env("CHROMIUM", &browser.chromium))
    })
}

/// Where the tests find the readable sources of `www/`, under [`SUB_PATH`]. The bench tests
/// and `tests/e2e/bench-driver.mjs` name this folder too (`source/www/bench/bench.html`): a
/// change here is a change there.
const SOURCES: &str = "source/www/";

/// Builds `dist/`, serves it at [`SUB_PATH`] (and the folder `puzzles`, if given, at
/// `/puzzles/`), and runs `body` with the built folder and the page's URL; the server stops
/// when `body` returns. The bench page, which `dist/` leaves out, is served with the rest of the
/// repository's `www/` at [`SOURCES`] under the sub-path, module by module as `cargo xtask
/// serve` serves it: it imports modules that `dist/` only has inside its bundles. Its wasm is
/// the hosted one, since `dist/` copies `www/pkg` as the build left it. Installs the end-to-end
/// tests' npm packages first, for the node scripts `body` runs.
pub fn with_hosted_site<T>(
    root: &Path,
    puzzles: Option<&Path>,
    body: impl FnOnce(&Path, &str) -> Result<T>,
) -> Result<T> {
    setup::ensure_npm_packages(&root.join("tests/e2e"), "playwright-core")?;
    let dist = dist::build(root)?;
    let sources = format!("{SUB_PATH}{}", SOURCES.trim_end_matches('/'));
    let mut site = Site::folder_at(&dist, SUB_PATH).with_folder(&sources, &root.join("www"));
    if let Some(puzzles) = puzzles {
        site = site.with_folder("/puzzles", puzzles);
    }
    let server = serve::start(site, SocketAddr::from(([127, 0, 0, 1], 0)))?;
    say(&format!("serving dist/ at {}", server.url()));
    let result = body(&dist, &server.url());
    server.stop();
    result
}
