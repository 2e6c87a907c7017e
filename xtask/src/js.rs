//! The checks of the page's JavaScript, run by `cargo xtask check-js` and by `cargo xtask test`:
//! its types (`tsc` over `jsconfig.json`, against the `www/pkg/page.d.ts` and
//! `www/pkg/solver.d.ts` and the others that wasm-bindgen writes), its lint (ESLint over `eslint.config.js`)
//! and the node unit tests of its pure modules (`tests/unit/`). tsc and ESLint come from
//! xtask/node, at the versions its lock file pins.

use std::path::Path;
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::commands::{run, say};
use crate::setup;
use crate::wasm_builds::Module;

/// One JavaScript check, run from the repository root.
pub type Check = fn(&Path) -> Result<()>;

/// The checks in the order `check-js` runs them, each with the name it reports.
pub const CHECKS: [(&str, Check); 3] = [("js-types", types), ("js-lint", lint), ("js-unit", unit)];

/// The unit tests' folder, relative to the repository root.
const UNIT_TESTS: &str = "tests/unit";

/// `tsc --noEmit -p jsconfig.json`: every file in `www/` type-checked from its JSDoc, with the
/// engine's types from `www/pkg/page.d.ts`, `www/pkg/solver.d.ts` and the rest (one for
/// each wasm module), which a build must have written first; then, once
/// there are unit tests, `tsc --noEmit -p tests/unit/jsconfig.json`: the tests too, with node's
/// types (`@types/node`, pinned beside tsc) added to the browser's.
pub fn types(root: &Path) -> Result<()> {
    for module in Module::ALL {
        let [_, declarations] = module.glue();
        let declarations = root.join("www/pkg").join(declarations);
        if !declarations.is_file() {
            bail!(
                "{} is missing: build the wasm modules first (`cargo xtask build`)",
                declarations.display()
            );
        }
    }
    let tsc = setup::ensure_build_tool(root, "typescript", "tsc")?;
    let check = |project: &str| {
        run(Command::new(&tsc)
            .args(["--noEmit", "--pretty", "false", "-p", project])
            .current_dir(root))
    };
    let page = check("jsconfig.json");
    if unit_test_files(root)?.is_empty() {
        say(&format!(
            "no unit tests (*.test.mjs) in {UNIT_TESTS}/ to type-check"
        ));
        return page;
    }
    // Both, so that one run shows the errors of each.
    let tests = check(&format!("{UNIT_TESTS}/jsconfig.json"));
    page.and(tests)
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
    if unit_test_files(root)?.is_empty() {
        say(&format!(
            "no unit tests (*.test.mjs) in {UNIT_TESTS}/: skipped"
        ));
        return Ok(());
    }
    // The code view's C++ and Python programs are compiled and run on the lesson's sample.
    setup::ensure_compilers()?;
    run(Command::new("node")
        .args(["--test", "--test-reporter=spec", &format!("{UNIT_TESTS}/")])
        .current_dir(root))
}

/// The names of the `*.test.mjs` files in the unit tests' folder (none if it does not exist).
fn unit_test_files(root: &Path) -> Result<Vec<String>> {
    let dir = root.join(UNIT_TESTS);
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    let entries =
        std::fs::read_dir(&dir).with_context(|| format!("cannot list {}", dir.display()))?;
    Ok(entries
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".test.mjs"))
        .collect())
}
