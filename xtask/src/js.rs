//! The checks of the page's JavaScript, run by `cargo xtask check-js` and by `cargo xtask test`:
//! its types (`tsc` over `jsconfig.json`, against the `www/pkg/bitdoku.d.ts` that wasm-bindgen
//! writes), its lint (ESLint over `eslint.config.js`) and the node unit tests of its pure modules
//! (`tests/unit/`). tsc and ESLint come from xtask/node, at the versions its lock file pins.

use std::path::Path;
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::run::{run, say};
use crate::setup;

/// One JavaScript check, run from the repository root.
pub type Check = fn(&Path) -> Result<()>;

/// The checks in the order `check-js` runs them, each with the name it reports.
pub const CHECKS: [(&str, Check); 3] = [("js-types", types), ("js-lint", lint), ("js-unit", unit)];

/// The unit tests' folder, relative to the repository root.
const UNIT_TESTS: &str = "tests/unit";

/// `tsc --noEmit -p jsconfig.json`: every file in `www/` type-checked from its JSDoc, with the
/// engine's types from `www/pkg/bitdoku.d.ts`, which a build must have written first.
pub fn types(root: &Path) -> Result<()> {
    let declarations = root.join("www/pkg/bitdoku.d.ts");
    if !declarations.is_file() {
        bail!(
            "{} is missing: build the wasm module first (`cargo xtask build`)",
            declarations.display()
        );
    }
    let tsc = setup::ensure_build_tool(root, "typescript", "tsc")?;
    run(Command::new(tsc)
        .args(["--noEmit", "--pretty", "false", "-p", "jsconfig.json"])
        .current_dir(root))
}

/// `eslint --max-warnings 0 .`: the recommended rules over every JavaScript file that
/// `eslint.config.js` does not ignore.
pub fn lint(root: &Path) -> Result<()> {
    let eslint = setup::ensure_build_tool(root, "eslint", "eslint")?;
    run(Command::new(eslint)
        .args(["--max-warnings", "0", "."])
        .current_dir(root))
}

/// `node --test tests/unit/`: the unit tests of the page's pure modules, in node without a
/// browser. Skipped, with a message, while that folder holds no `*.test.mjs` file.
pub fn unit(root: &Path) -> Result<()> {
    let dir = root.join(UNIT_TESTS);
    let has_tests = dir.is_dir()
        && std::fs::read_dir(&dir)
            .with_context(|| format!("cannot list {}", dir.display()))?
            .filter_map(|entry| entry.ok())
            .any(|entry| entry.file_name().to_string_lossy().ends_with(".test.mjs"));
    if !has_tests {
        say(&format!(
            "no unit tests (*.test.mjs) in {UNIT_TESTS}/: skipped"
        ));
        return Ok(());
    }
    run(Command::new("node")
        .args(["--test", "--test-reporter=spec", &format!("{UNIT_TESTS}/")])
        .current_dir(root))
}
