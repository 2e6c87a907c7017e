//! The end-to-end runs of the page in headless Chromium (playwright-core, `tests/e2e/`): each
//! builds `dist/`, serves it under a sub-path as a school's web space or GitHub Pages would, and
//! points the node scripts there with `BITDOKU_URL`, so they test exactly what gets hosted.

use std::net::SocketAddr;
use std::path::Path;
use std::process::Command;

use anyhow::Result;

use crate::dist;
use crate::run::{run, say};
use crate::serve::{self, Site};
use crate::setup::{self, Browser};

/// Where the tests find the page: deep enough that an absolute URL in it would miss.
const SUB_PATH: &str = "/some/dir/";

/// Runs `node <args>` from the repository root against `dist/` served at [`SUB_PATH`], with
/// the extra environment `env`.
pub fn run_node(root: &Path, browser: &Browser, args: &[&str], env: &[(&str, &str)]) -> Result<()> {
    setup::ensure_npm_packages(&root.join("tests/e2e"), "playwright-core")?;
    let dist = dist::build(root)?;
    let server = serve::start(
        Site::folder_at(&dist, SUB_PATH),
        SocketAddr::from(([127, 0, 0, 1], 0)),
    )?;
    say(&format!("serving dist/ at {} for the tests", server.url()));
    let result = run(Command::new("node")
        .args(args)
        .current_dir(root)
        .envs(env.iter().copied())
        .env("BITDOKU_URL", server.url())
        .env("CHROMIUM", &browser.chromium));
    server.stop();
    result
}
