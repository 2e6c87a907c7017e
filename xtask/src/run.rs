//! Running other programs: echo the command, stream its output, and fail with its name.

use std::process::{Command, Stdio};

use anyhow::{bail, Context, Result};

/// Prints a step heading, as every set-up and check step does.
pub fn say(message: &str) {
    println!("==> {message}");
}

/// Runs `command` with inherited output (and no stdin, so nothing can wait on a prompt) and
/// fails, naming the command, when it does not succeed.
pub fn run(command: &mut Command) -> Result<()> {
    let shown = describe(command);
    println!("$ {shown}");
    let status = command
        .stdin(Stdio::null())
        .status()
        .with_context(|| format!("cannot start `{shown}`"))?;
    if !status.success() {
        bail!("`{shown}` failed ({status})");
    }
    Ok(())
}

/// Runs `command` quietly and returns its standard output, or `None` if it cannot start or
/// fails: for questions like "which version is installed?".
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

fn describe(command: &Command) -> String {
    let mut parts = vec![command.get_program().to_string_lossy().into_owned()];
    parts.extend(command.get_args().map(|a| a.to_string_lossy().into_owned()));
    parts.join(" ")
}
