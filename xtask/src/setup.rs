//! Installing what the build and the checks need. Each `ensure_*` first looks for its tool,
//! installs it only when it is missing, and says which of the two it did.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

use anyhow::{bail, Context, Result};

use crate::commands::{cargo, output, run, say};

pub const WASM_TARGET: &str = "wasm32-unknown-unknown";

/// The `wasm32-unknown-unknown` target of rustup.
pub fn ensure_wasm_target() -> Result<()> {
    let installed = output(Command::new("rustup").args(["target", "list", "--installed"]));
    if installed.is_some_and(|list| list.lines().any(|line| line.trim() == WASM_TARGET)) {
        say(&format!("Rust target {WASM_TARGET} already installed"));
        return Ok(());
    }
    say(&format!("installing the Rust target {WASM_TARGET}"));
    run(Command::new("rustup").args(["target", "add", WASM_TARGET]))
}

/// The wasm-bindgen CLI (which also provides wasm-bindgen-test-runner) at the version the root
/// Cargo.toml pins: the CLI refuses to process a module built by a different wasm-bindgen.
pub fn ensure_wasm_bindgen_cli(root: &Path) -> Result<()> {
    let pinned = pinned_wasm_bindgen(root)?;
    let installed = installed_wasm_bindgen();
    if installed.as_deref() == Some(pinned.as_str()) {
        say(&format!("wasm-bindgen-cli {pinned} already installed"));
        return Ok(());
    }
    say(&format!(
        "installing wasm-bindgen-cli {pinned} (cargo install, about 2 minutes; found: {})",
        installed.as_deref().unwrap_or("none")
    ));
    run(cargo(root).args([
        "install",
        "wasm-bindgen-cli",
        "--version",
        &format!("={pinned}"),
    ]))?;
    // An older wasm-bindgen earlier on PATH, or ~/.cargo/bin missing from it, would otherwise
    // surface later as a confusing schema-version error.
    let now = installed_wasm_bindgen();
    if now.as_deref() != Some(pinned.as_str()) {
        bail!(
            "installed wasm-bindgen-cli {pinned}, but `wasm-bindgen --version` on PATH reports {}; \
             put cargo's bin folder (usually ~/.cargo/bin) first on PATH",
            now.as_deref().unwrap_or("nothing")
        );
    }
    Ok(())
}

/// The version in the root Cargo.toml's `wasm-bindgen = "=X"` line, the one place it is kept.
pub fn pinned_wasm_bindgen(root: &Path) -> Result<String> {
    let manifest_path = root.join("Cargo.toml");
    let manifest = std::fs::read_to_string(&manifest_path)
        .with_context(|| format!("cannot read {}", manifest_path.display()))?;
    manifest
        .lines()
        .find_map(|line| line.trim().strip_prefix("wasm-bindgen = \"="))
        .and_then(|rest| rest.split('"').next())
        .map(str::to_owned)
        .context("Cargo.toml must pin wasm-bindgen exactly, as `wasm-bindgen = \"=X.Y.Z\"`")
}

/// The version printed by `wasm-bindgen --version` ("wasm-bindgen 0.2.130"), if any.
fn installed_wasm_bindgen() -> Option<String> {
    let text = output(Command::new("wasm-bindgen").arg("--version"))?;
    text.trim()
        .strip_prefix("wasm-bindgen ")
        .map(|version| version.to_owned())
}

/// Where Chromium and ChromeDriver are.
pub struct Browser {
    pub chromium: PathBuf,
    pub chromedriver: PathBuf,
}

/// Chromium and ChromeDriver: from `CHROMIUM` and `CHROMEDRIVER`, /usr/bin, or PATH; installed
/// with apt-get when missing and running as root, otherwise a message says what to install.
pub fn ensure_browser() -> Result<Browser> {
    let find = || -> Result<Option<Browser>> {
        let chromium = locate("CHROMIUM", "chromium")?;
        let chromedriver = locate("CHROMEDRIVER", "chromedriver")?;
        Ok(chromium
            .zip(chromedriver)
            .map(|(chromium, chromedriver)| Browser {
                chromium,
                chromedriver,
            }))
    };
    if let Some(found) = find()? {
        say(&format!(
            "Chromium ({}) and ChromeDriver ({}) already installed",
            found.chromium.display(),
            found.chromedriver.display()
        ));
        return Ok(found);
    }
    if !can_apt_install() {
        bail!(
            "the browser tests need Chromium and ChromeDriver: install them with \
             `sudo apt-get install chromium chromium-driver`, or set CHROMIUM and CHROMEDRIVER \
             to their paths"
        );
    }
    say("installing Chromium and ChromeDriver (apt-get)");
    apt_install(&["chromium", "chromium-driver"])?;
    find()?.context("apt-get installed chromium and chromium-driver, but found no chromium and chromedriver in /usr/bin or on PATH")
}

/// A font with Hangul, for the bench's browser figures: a Korean visitor's computer has one
/// (Apple SD Gothic Neo, Malgun Gothic, Noto Sans CJK KR, all in the page's Korean font list).
/// Without one, Chromium searches every font for each Hangul character, and a switch to Korean
/// measures that search. Installed with apt-get (fonts-noto-cjk) when missing and running as
/// root; otherwise a note says the Korean figures include the search.
pub fn ensure_korean_font() -> Result<()> {
    let has_korean = || {
        output(Command::new("fc-list").arg(":lang=ko")).is_some_and(|list| !list.trim().is_empty())
    };
    if has_korean() {
        say("a font with Hangul already installed");
        return Ok(());
    }
    if !can_apt_install() {
        say(
            "no font with Hangul (`sudo apt-get install fonts-noto-cjk` adds one): the figures \
             in Korean include Chromium's search for one",
        );
        return Ok(());
    }
    say("installing a font with Hangul, as Korean visitors have (apt-get install fonts-noto-cjk)");
    run(apt_get().args(["install", "-y", "fonts-noto-cjk"]))?;
    if !has_korean() {
        bail!("apt-get installed fonts-noto-cjk, but fc-list names no font for Korean");
    }
    Ok(())
}

/// g++ and python3, which compile and run the code view's programs in the unit tests
/// (tests/unit/code-programs.test.mjs). Installed with apt-get when missing and running as root,
/// otherwise a message says what to install.
pub fn ensure_compilers() -> Result<()> {
    let missing: Vec<&str> = [("g++", "g++"), ("python3", "python3")]
        .into_iter()
        .filter(|(command, _)| output(Command::new(command).arg("--version")).is_none())
        .map(|(_, package)| package)
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    if !can_apt_install() {
        bail!(
            "the unit tests compile the code view's C++ with g++ and run its Python with python3: \
             install {} (for example `sudo apt-get install {}`)",
            missing.join(" and "),
            missing.join(" ")
        );
    }
    say(&format!(
        "installing {} for the code view's programs (apt-get)",
        missing.join(" and ")
    ));
    apt_install(&missing)
}

/// Whether this process can install Debian packages: it runs as root and apt-get is there.
pub(crate) fn can_apt_install() -> bool {
    let is_root = output(Command::new("id").arg("-u")).is_some_and(|uid| uid.trim() == "0");
    is_root && output(Command::new("apt-get").arg("--version")).is_some()
}

/// apt-get that never stops to ask a question (CI has no stdin), and that waits up to ten
/// minutes for another apt-get or dpkg to let go of the lock instead of failing at once.
pub(crate) fn apt_get() -> Command {
    let mut command = Command::new("apt-get");
    command
        .env("DEBIAN_FRONTEND", "noninteractive")
        .args(["-o", "DPkg::Lock::Timeout=600"]);
    command
}

/// `apt-get install -y packages`, after one `apt-get update` per run of xtask (the first
/// install asks for it; later ones reuse its package lists).
pub(crate) fn apt_install(packages: &[&str]) -> Result<()> {
    static UPDATED: std::sync::Once = std::sync::Once::new();
    let mut updated = Ok(());
    UPDATED.call_once(|| updated = run(apt_get().arg("update")));
    updated?;
    run(apt_get().args(["install", "-y"]).args(packages))
}

/// The program named by the environment variable `variable` (which must exist when set), else
/// /usr/bin/`name`, else `name` on PATH.
pub(crate) fn locate(variable: &str, name: &str) -> Result<Option<PathBuf>> {
    if let Some(path) = std::env::var_os(variable) {
        let path = PathBuf::from(path);
        if !path.is_file() {
            bail!("{variable}={} does not exist", path.display());
        }
        return Ok(Some(path));
    }
    let path_dirs = std::env::var_os("PATH").unwrap_or_default();
    Ok(std::iter::once(PathBuf::from("/usr/bin"))
        .chain(std::env::split_paths(&path_dirs))
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file()))
}

/// The program `command` of the npm package `package` in xtask/node (wasm-opt from `binaryen`,
/// `esbuild`, `tsc` from `typescript`, `eslint`), at the version pinned in
/// xtask/node/package-lock.json; returns its path.
pub fn ensure_build_tool(root: &Path, package: &str, command: &str) -> Result<PathBuf> {
    let tools = root.join("xtask/node");
    ensure_npm_packages(&tools, package)?;
    let program = tools.join("node_modules/.bin").join(command);
    if !program.is_file() {
        bail!(
            "npm installed {package}, but {} is missing; delete {} and run again",
            program.display(),
            tools.join("node_modules").display()
        );
    }
    Ok(program)
}

/// The npm packages of the folder `dir` (tests/e2e, or xtask/node for the build tools): `npm ci`
/// from the lock file, or `npm install` while there is none, unless `package` (the one that
/// folder needs most) is installed since the lock last changed.
pub fn ensure_npm_packages(dir: &Path, package: &str) -> Result<()> {
    if !dir.join("package.json").is_file() {
        bail!("{} has no package.json", dir.display());
    }
    let lock = dir.join("package-lock.json");
    let has_lock = lock.is_file();
    let wanted_file = if has_lock {
        lock
    } else {
        dir.join("package.json")
    };
    let wanted = modified(&wanted_file);
    // npm writes node_modules/.package-lock.json last, on every install; the package folders
    // themselves can be older than a package-lock.json that `npm install` just wrote.
    let installed = dir
        .join("node_modules")
        .join(package)
        .is_dir()
        .then(|| modified(&dir.join("node_modules/.package-lock.json")))
        .flatten();
    let name = dir.display();
    if matches!((wanted, installed), (Some(wanted), Some(installed)) if installed >= wanted) {
        say(&format!("npm packages of {name} already installed"));
        return Ok(());
    }
    let install = if has_lock { "ci" } else { "install" };
    say(&format!(
        "installing the npm packages of {name} (npm {install}): {}",
        declared_packages(dir)
    ));
    run(Command::new("npm")
        .args([install, "--no-audit", "--no-fund"])
        .current_dir(dir))
}

/// The packages that `dir`'s package.json declares, as "name version, ...", for the line that
/// says what an install brings; "?" when package.json cannot be read as JSON.
fn declared_packages(dir: &Path) -> String {
    let manifest = std::fs::read_to_string(dir.join("package.json")).ok();
    let manifest: Option<serde_json::Value> =
        manifest.and_then(|text| serde_json::from_str(&text).ok());
    let Some(manifest) = manifest else {
        return "?".to_owned();
    };
    ["dependencies", "devDependencies"]
        .iter()
        .filter_map(|key| manifest.get(key)?.as_object())
        .flatten()
        .map(|(name, version)| format!("{name} {}", version.as_str().unwrap_or("?")))
        .collect::<Vec<_>>()
        .join(", ")
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}
