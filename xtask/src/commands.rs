//! Running other programs: announce each step, echo each command, stream its output, and fail
//! with an error that names the command.

use std::ffi::OsStr;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};

use anyhow::{bail, Context, Result};

/// Prints a step heading, as every set-up and check step does.
pub fn say(message: &str) {
    println!("==> {message}");
}

/// The cargo that runs this xtask (cargo sets `CARGO`), so nested builds use the same
/// toolchain, run from the repository root as the workspace expects.
pub fn cargo(root: &Path) -> Command {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    command.current_dir(root);
    command
}

/// Runs `command` with inherited output and no stdin (so nothing can sit waiting on a prompt in
/// CI), and fails, naming the command, when it cannot start or does not succeed.
pub fn run(command: &mut Command) -> Result<()> {
    let shown = announce(command);
    let status = command.stdin(Stdio::null()).status();
    check(command, &shown, status)
}

/// Like [`run`], but returns the command's standard output instead of showing it (its errors
/// and progress on stderr still show).
pub fn run_capturing(command: &mut Command) -> Result<String> {
    let shown = announce(command);
    let out = command
        .stdin(Stdio::null())
        .stderr(Stdio::inherit())
        .output();
    let stdout = out
        .as_ref()
        .map(|out| out.stdout.clone())
        .unwrap_or_default();
    check(command, &shown, out.map(|out| out.status))?;
    String::from_utf8(stdout).with_context(|| format!("`{shown}` printed something not UTF-8"))
}

/// Echoes `command` as a shell line and returns that line.
fn announce(command: &Command) -> String {
    let shown = describe(command);
    println!("$ {shown}");
    shown
}

/// Fails, naming the command, when it could not start or did not succeed.
fn check(command: &Command, shown: &str, status: std::io::Result<ExitStatus>) -> Result<()> {
    let status = status.with_context(|| {
        format!(
            "cannot start `{shown}`: is `{}` installed and on PATH?",
            command.get_program().to_string_lossy()
        )
    })?;
    if !status.success() {
        bail!("`{shown}` failed ({status})");
    }
    Ok(())
}

/// Runs `command` quietly and returns its standard output, or `None` if it cannot start or
/// fails: for questions like "which version is installed?", where "not at all" is an answer.
pub fn output(command: &mut Command) -> Option<String> {
    let out = command
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The command as a shell line, with the variables it sets and the folder it runs in when that
/// is not ours, so a failing step can be rerun by hand.
fn describe(command: &Command) -> String {
    let lossy = |s: &OsStr| s.to_string_lossy().into_owned();
    let mut parts: Vec<String> = command
        .get_envs()
        .filter_map(|(key, value)| Some(format!("{}={}", lossy(key), lossy(value?))))
        .collect();
    parts.push(lossy(command.get_program()));
    parts.extend(command.get_args().map(lossy));
    let line = parts.join(" ");
    match command.get_current_dir() {
        Some(dir) if std::env::current_dir().ok().as_deref() != Some(dir) => {
            format!("{line}   (in {})", dir.display())
        }
        _ => line,
    }
}
