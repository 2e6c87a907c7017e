//! Lighthouse's audit of the hosted page, a section of `cargo xtask bench`: the scores of its
//! performance, accessibility, best-practices and SEO categories (a phone on a simulated slow
//! network, Lighthouse's default) with the audits that cost points, and whether Chrome finds the
//! site installable (its own installability errors, read by tests/e2e/bench-driver.mjs:
//! Lighthouse 12 no longer checks that). A measurement, not a test.
//!
//! Lighthouse is installed into xtask/lighthouse on first use, apart from the test tools, so
//! that `cargo xtask test` never waits for it; xtask/lighthouse/audit.mjs runs it on the system
//! Chromium.

use std::path::Path;
use std::process::Command;

use anyhow::{Context, Result};
use serde_json::Value;

use crate::commands::{run_capturing, say};
use crate::setup;

/// Lighthouse's JSON summary of the page at `url` (see audit.mjs).
pub fn audit(root: &Path, browser: &setup::Browser, url: &str) -> Result<Value> {
    let dir = root.join("xtask/lighthouse");
    setup::ensure_npm_packages(&dir, "lighthouse")?;
    say(&format!("Lighthouse's audit of {url}"));
    let printed = run_capturing(
        Command::new("node")
            .arg(dir.join("audit.mjs"))
            .arg(url)
            .env("CHROME_PATH", &browser.chromium),
    )?;
    serde_json::from_str(printed.trim())
        .context("xtask/lighthouse/audit.mjs did not print one JSON object")
}

/// The audit as a table, with Chrome's installability errors (`installable`, from the bench
/// driver) in its last row.
pub fn print(audit: &Value, installable: &Value) -> Result<()> {
    println!(
        "Lighthouse {} on the hosted dist/ (a phone, simulated slow 4G): {}",
        audit["version"].as_str().context("no version")?,
        [
            "first-contentful-paint",
            "largest-contentful-paint",
            "total-blocking-time"
        ]
        .iter()
        .map(|metric| format!(
            "{metric} {}",
            audit["metrics"][metric].as_str().unwrap_or("?")
        ))
        .collect::<Vec<_>>()
        .join(", ")
    );
    println!();
    println!("| category | score | what cost points |");
    println!("|---|---:|---|");
    for category in ["performance", "accessibility", "best-practices", "seo"] {
        let lost: Vec<&str> = audit["lost"][category]
            .as_array()
            .with_context(|| format!("no audits for {category}"))?
            .iter()
            .filter_map(Value::as_str)
            .collect();
        println!(
            "| {category} | {} | {} |",
            audit["scores"][category].as_f64().context("no score")?,
            lost.join(", ")
        );
    }
    let errors = installable
        .as_array()
        .context("no installability errors list")?;
    let verdict = if errors.is_empty() {
        "yes".to_owned()
    } else {
        errors
            .iter()
            .map(|e| e["errorId"].to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    println!("| installable (Chrome's installability errors) | {verdict} | |");
    Ok(())
}
