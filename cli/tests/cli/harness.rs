//! Running the binary and checking what it gave: exit status, output, no panic; scratch files.

use std::fmt;
use std::io::Write;
use std::path::Path;
use std::path::PathBuf;
use std::process::Command;
use std::process::Output;
use std::process::Stdio;

use bitdoku::Grid;
use bitdoku::Layout;

use crate::common::*;

/// What one run of the binary gave.
pub(crate) struct Run {
    pub(crate) code: i32,
    pub(crate) stdout: String,
    pub(crate) stderr: String,
}

impl fmt::Debug for Run {
    /// All three parts, so that any failing assertion shows the whole run.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "exit status {}\n--- stdout\n{}\n--- stderr\n{}\n---",
            self.code, self.stdout, self.stderr
        )
    }
}

/// Runs `bitdoku ARGS` with `stdin` as its standard input, and checks that it did not panic.
pub(crate) fn bitdoku(args: &[&str], stdin: impl AsRef<[u8]>) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bitdoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the bitdoku binary starts");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let input = stdin.as_ref().to_vec();
    // Feed stdin from another thread: the binary may answer, or refuse, before reading it all,
    // and a full stdout pipe must not deadlock against a full stdin pipe.
    let writer = std::thread::spawn(move || {
        // A refused input closes the pipe early; that broken pipe is not the test's concern.
        let _ = pipe.write_all(&input);
    });
    let output = child.wait_with_output().expect("the binary runs");
    writer.join().expect("the stdin writer does not panic");
    finished(args, &output)
}

/// The run that gave `output`, checked not to have panicked or been killed.
pub(crate) fn finished(args: &[&str], output: &Output) -> Run {
    let run = Run {
        code: output.status.code().unwrap_or_else(|| {
            panic!(
                "bitdoku {args:?} was killed by a signal: {:?}",
                output.status
            )
        }),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    };
    assert!(
        !run.stderr.contains("panicked"),
        "bitdoku {args:?} panicked: {run:?}"
    );
    run
}

/// Asserts the exact exit status, standard output and standard error of a run.
#[track_caller]
pub(crate) fn assert_run(run: &Run, code: i32, stdout: &str, stderr: &str) {
    assert_eq!(
        (run.code, run.stdout.as_str(), run.stderr.as_str()),
        (code, stdout, stderr),
        "(exit status, stdout, stderr) differ"
    );
}

/// Asserts a refusal by bitdoku itself: exit status 2, nothing on standard output, and exactly
/// the one line `bitdoku: MESSAGE` on standard error.
#[track_caller]
pub(crate) fn assert_refused(run: &Run, message: &str) {
    assert_run(run, 2, "", &format!("bitdoku: {message}\n"));
}

/// Asserts a refusal by the argument parser: exit status 2, nothing on standard output, and
/// an error on standard error that mentions each of `mentions`.
#[track_caller]
pub(crate) fn assert_bad_arguments(run: &Run, mentions: &[&str]) {
    assert_eq!((run.code, run.stdout.as_str()), (2, ""), "{run:?}");
    for text in mentions {
        assert!(
            run.stderr.contains(text),
            "stderr should mention {text:?}: {run:?}"
        );
    }
}

/// A scratch directory for one test, removed when the test ends.
pub(crate) struct Scratch(pub(crate) PathBuf);

impl Scratch {
    pub(crate) fn new(test: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("bitdoku-cli-{}-{test}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("the scratch directory can be made");
        Scratch(dir)
    }

    /// Writes `contents` to `name` in the scratch directory and returns its path.
    pub(crate) fn file(&self, name: &str, contents: impl AsRef<[u8]>) -> PathBuf {
        let path = self.0.join(name);
        std::fs::write(&path, contents).expect("the scratch file can be written");
        path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub(crate) fn path_arg(path: &Path) -> &str {
    path.to_str().expect("scratch paths are UTF-8")
}

/// A puzzle written as nine lines of space-separated digits, as Baekjoon 2580 does.
pub(crate) fn nine_lines(puzzle: &str) -> String {
    grid(puzzle).render(Layout::Spaced)
}

/// The solution of Baekjoon's sample with rows 1 to 3 blanked: it has many solutions.
pub(crate) fn many_solutions() -> Grid {
    let mut cells = grid(BOJ_OUT).cells();
    cells[..27].fill(0);
    Grid::from_cells(cells).unwrap()
}
