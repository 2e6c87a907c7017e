//! The library's wasm tests (`tests/integration`, built for `wasm32-unknown-unknown`), run by
//! wasm-bindgen-test-runner in a headless browser over WebDriver: each build of the engine
//! (wasm_builds.rs) in Chromium through ChromeDriver and in Firefox through geckodriver.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use crate::commands::{run, say};
use crate::setup::WASM_TARGET;
use crate::wasm_builds::Build;

/// A browser and the WebDriver server that drives it, as wasm-bindgen-test-runner is told of
/// them: the driver in an environment variable, the browser in a webdriver.json of
/// capabilities (without it each driver starts whichever browser it finds itself).
pub struct Driver {
    /// The browser's name in messages and in the capabilities file's name.
    pub browser: &'static str,
    /// The environment variable that names the driver to the runner.
    variable: &'static str,
    path: PathBuf,
    capabilities: serde_json::Value,
}

/// The variables by which wasm-bindgen-test-runner finds a driver, in the order it tries them:
/// each run removes all but its own, so that one set in the caller's environment cannot win.
const DRIVER_VARIABLES: [&str; 8] = [
    "GECKODRIVER_REMOTE",
    "SAFARIDRIVER_REMOTE",
    "CHROMEDRIVER_REMOTE",
    "MSEDGEDRIVER_REMOTE",
    "GECKODRIVER",
    "SAFARIDRIVER",
    "CHROMEDRIVER",
    "MSEDGEDRIVER",
];

impl Driver {
    /// Chromium through ChromeDriver. (The runner adds `headless`, `no-sandbox` and
    /// `disable-dev-shm-usage`, which running as root needs.)
    pub fn chromium(chromium: &Path, chromedriver: &Path) -> Driver {
        Driver {
            browser: "chromium",
            variable: "CHROMEDRIVER",
            path: chromedriver.to_owned(),
            capabilities: serde_json::json!({
                "goog:chromeOptions": { "binary": chromium.to_string_lossy() }
            }),
        }
    }

    /// Firefox through geckodriver. (The runner adds `-headless`.)
    pub fn firefox(firefox: &Path, geckodriver: &Path) -> Driver {
        Driver {
            browser: "firefox",
            variable: "GECKODRIVER",
            path: geckodriver.to_owned(),
            capabilities: serde_json::json!({
                "moz:firefoxOptions": { "binary": firefox.to_string_lossy() }
            }),
        }
    }

    /// Writes the capabilities to a file of their own and returns its path.
    fn write_capabilities(&self) -> Result<PathBuf> {
        let path =
            std::env::temp_dir().join(format!("bitdoku-xtask-webdriver-{}.json", self.browser));
        std::fs::write(&path, self.capabilities.to_string())
            .with_context(|| format!("cannot write {}", path.display()))?;
        Ok(path)
    }
}

/// Runs the wasm tests of `build`, with the features `modules`, in the browser of `driver`.
pub fn run_in(root: &Path, build: Build, modules: &str, driver: &Driver) -> Result<()> {
    say(&format!(
        "wasm tests of the {} build in {}",
        build.name(),
        driver.browser
    ));
    let mut command = build.cargo(root);
    command
        .args(["test", "-p", "bitdoku", "--target", WASM_TARGET])
        .args(["--test", "integration", "--features", modules]);
    for variable in DRIVER_VARIABLES {
        command.env_remove(variable);
    }
    command.env(driver.variable, &driver.path).env(
        "WASM_BINDGEN_TEST_WEBDRIVER_JSON",
        driver.write_capabilities()?,
    );
    run(&mut command)
}
