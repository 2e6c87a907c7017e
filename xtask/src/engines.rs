//! The three browser engines of the smoke suite (`tests/smoke/`), each driven over W3C
//! WebDriver by its own driver: Chromium with ChromeDriver (`setup::ensure_browser`), Firefox
//! ESR with geckodriver (`ensure_firefox`), and WebKitGTK's MiniBrowser with
//! WebKitWebDriver (`ensure_webkit`), under an X server the suite starts itself (Xvfb), since
//! MiniBrowser has no headless mode. Each `ensure_*` finds its programs, installs them when
//! missing, and says which of the two it did.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::commands::{cargo, output, run, say};
use crate::e2e;
use crate::setup::{self, Browser};

/// Where Firefox and geckodriver, its WebDriver server, are.
pub struct Firefox {
    pub firefox: PathBuf,
    pub geckodriver: PathBuf,
}

/// Firefox (`FIREFOX`, else firefox-esr in /usr/bin or on PATH; apt-get install firefox-esr
/// when missing and running as root) and geckodriver (`GECKODRIVER`, else in /usr/bin, on PATH
/// or in cargo's bin folder; `cargo install geckodriver` when missing: Mozilla publishes it as
/// a crate).
pub fn ensure_firefox(root: &Path) -> Result<Firefox> {
    let firefox = match setup::locate("FIREFOX", "firefox-esr")? {
        Some(found) => {
            say(&format!("Firefox ({}) already installed", found.display()));
            found
        }
        None => {
            if !setup::can_apt_install() {
                bail!(
                    "the browser tests need Firefox: install it with `sudo apt-get install \
                     firefox-esr`, or set FIREFOX to its path"
                );
            }
            say("installing Firefox ESR (apt-get install firefox-esr)");
            setup::apt_install(&["firefox-esr"])?;
            setup::locate("FIREFOX", "firefox-esr")?.context(
                "apt-get installed firefox-esr, but found no firefox-esr in /usr/bin or on PATH",
            )?
        }
    };
    let cargo_bin = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")))
        .unwrap_or_default()
        .join("bin");
    let find_geckodriver = || -> Result<Option<PathBuf>> {
        Ok(setup::locate("GECKODRIVER", "geckodriver")?.or_else(|| {
            let installed = cargo_bin.join("geckodriver");
            installed.is_file().then_some(installed)
        }))
    };
    let geckodriver = match find_geckodriver()? {
        Some(found) => {
            say(&format!(
                "geckodriver ({}) already installed",
                found.display()
            ));
            found
        }
        None => {
            say("installing geckodriver, Firefox's WebDriver server (cargo install geckodriver, about 2 minutes)");
            run(cargo(root).args(["install", "geckodriver"]))?;
            find_geckodriver()?.with_context(|| {
                format!(
                    "cargo installed geckodriver, but found it neither on PATH nor in {}",
                    cargo_bin.display()
                )
            })?
        }
    };
    Ok(Firefox {
        firefox,
        geckodriver,
    })
}

/// WebKitGTK's MiniBrowser, WebKitWebDriver, and the X server MiniBrowser runs on.
pub struct WebKit {
    pub minibrowser: PathBuf,
    pub driver: PathBuf,
    pub xvfb: PathBuf,
}

/// The engines the smoke suite needs beside Chromium.
pub struct Engines {
    pub firefox: Firefox,
    pub webkit: WebKit,
}

/// Firefox ESR and geckodriver, then WebKitGTK.
pub fn ensure_engines(root: &Path) -> Result<Engines> {
    Ok(Engines {
        firefox: ensure_firefox(root)?,
        webkit: ensure_webkit()?,
    })
}

/// WebKitWebDriver (`WEBKIT_DRIVER`, else on PATH), MiniBrowser (`MINIBROWSER`, else where
/// libwebkit2gtk-4.1-0 put it) and Xvfb (`XVFB`, else on PATH): apt-get install
/// webkit2gtk-driver xvfb when missing (the driver brings the WebKitGTK library, and with it
/// MiniBrowser).
pub fn ensure_webkit() -> Result<WebKit> {
    let find = || -> Result<Option<WebKit>> {
        let driver = setup::locate("WEBKIT_DRIVER", "WebKitWebDriver")?;
        let xvfb = setup::locate("XVFB", "Xvfb")?;
        let minibrowser = locate_minibrowser()?;
        Ok(match (minibrowser, driver, xvfb) {
            (Some(minibrowser), Some(driver), Some(xvfb)) => Some(WebKit {
                minibrowser,
                driver,
                xvfb,
            }),
            _ => None,
        })
    };
    if let Some(found) = find()? {
        say(&format!(
            "WebKitGTK's MiniBrowser ({}), WebKitWebDriver ({}) and Xvfb ({}) already installed",
            found.minibrowser.display(),
            found.driver.display(),
            found.xvfb.display()
        ));
        return Ok(found);
    }
    if !setup::can_apt_install() {
        bail!(
            "the smoke tests need WebKitGTK's MiniBrowser and WebKitWebDriver, and Xvfb: install \
             them with `sudo apt-get install webkit2gtk-driver xvfb`, or set MINIBROWSER, \
             WEBKIT_DRIVER and XVFB to their paths"
        );
    }
    say("installing WebKitGTK's WebDriver (with its MiniBrowser) and Xvfb (apt-get install webkit2gtk-driver xvfb)");
    setup::apt_install(&["webkit2gtk-driver", "xvfb"])?;
    find()?.context(
        "apt-get installed webkit2gtk-driver and xvfb, but WebKitWebDriver, Xvfb or MiniBrowser \
         is still missing",
    )
}

/// The Debian package whose files include MiniBrowser (WebKitGTK for GTK 3, API 4.1).
const WEBKIT_PACKAGE: &str = "libwebkit2gtk-4.1-0";

/// MiniBrowser: `MINIBROWSER` (which must exist when set), else among the files of
/// [`WEBKIT_PACKAGE`], else where Debian or Fedora put it.
fn locate_minibrowser() -> Result<Option<PathBuf>> {
    if let Some(path) = std::env::var_os("MINIBROWSER") {
        let path = PathBuf::from(path);
        if !path.is_file() {
            bail!("MINIBROWSER={} does not exist", path.display());
        }
        return Ok(Some(path));
    }
    let packaged = output(Command::new("dpkg").args(["-L", WEBKIT_PACKAGE])).and_then(|files| {
        files
            .lines()
            .map(PathBuf::from)
            .find(|file| file.ends_with("MiniBrowser") && file.is_file())
    });
    let known = [
        "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
        "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
        "/usr/libexec/webkit2gtk-4.1/MiniBrowser",
    ];
    Ok(packaged.or_else(|| known.iter().map(PathBuf::from).find(|path| path.is_file())))
}

/// Each engine's name and version, one line each, for the start of the browser tests' output:
/// from `chromium --version`, `firefox-esr --version`, and the WebKitGTK package's version
/// (MiniBrowser prints its own only with an X display).
pub fn versions(browser: &Browser, engines: &Engines) -> Vec<String> {
    let said = |program: &Path| {
        output(Command::new(program).arg("--version"))
            .and_then(|text| text.lines().next().map(str::to_owned))
    };
    let chromium = said(&browser.chromium).map(|line| {
        line.split(" built on")
            .next()
            .unwrap_or(&line)
            .trim()
            .to_owned()
    });
    let firefox = said(&engines.firefox.firefox).map(|line| line.trim().to_owned());
    let webkit =
        output(Command::new("dpkg-query").args(["-W", "-f", "${Version}", WEBKIT_PACKAGE]))
            .map(|version| format!("WebKitGTK {}", version.trim()));
    [
        (chromium, &browser.chromium),
        (firefox, &engines.firefox.firefox),
        (webkit, &engines.webkit.minibrowser),
    ]
    .into_iter()
    .map(|(version, program)| {
        version.unwrap_or_else(|| format!("{} (version unknown)", program.display()))
    })
    .collect()
}

/// Runs the smoke suite (`node --test tests/smoke/`) in all three engines against `dist/`
/// served under a sub-path (`e2e::with_hosted_site`), with every program's path set, so that
/// none of them is looked for, and none left out: a missing one fails the suite.
pub fn run_smoke(root: &Path, browser: &Browser, engines: &Engines) -> Result<()> {
    setup::ensure_npm_packages(&root.join("tests/smoke"), "selenium-webdriver")?;
    e2e::with_hosted_site(root, None, |dist, url| {
        run(Command::new("node")
            .args(["--test", "--test-reporter=spec", "tests/smoke/"])
            .current_dir(root)
            .env_remove("BITDOKU_SMOKE_ENGINES")
            .env("BITDOKU_URL", url)
            .env("BITDOKU_DIST", dist)
            .env("CHROMIUM", &browser.chromium)
            .env("CHROMEDRIVER", &browser.chromedriver)
            .env("FIREFOX", &engines.firefox.firefox)
            .env("GECKODRIVER", &engines.firefox.geckodriver)
            .env("MINIBROWSER", &engines.webkit.minibrowser)
            .env("WEBKIT_DRIVER", &engines.webkit.driver)
            .env("XVFB", &engines.webkit.xvfb))
    })
}
