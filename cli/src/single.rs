//! One puzzle in any layout, read whole from a file or standard input: the command with no
//! subcommand solves it, and `trace` follows the search on it.

use std::io::{self, IsTerminal, Read, Write};
use std::path::Path;
use std::process::ExitCode;

use bitdoku::{links, Grid, Layout};

use crate::source::{open, source_name};
use crate::Failure;

/// One puzzle of a single-grid command is at most a few hundred bytes; refuse to buffer more.
const MAX_GRID_BYTES: u64 = 64 * 1024;

/// Reads one grid from stdin, solves it, and prints the solution in the input's layout.
pub fn solve_one() -> Result<ExitCode, Failure> {
    let (grid, layout) = read_grid(None)?;
    match grid.solve() {
        Some(solution) => {
            print_or_fail(&solution.render(layout))?;
            Ok(ExitCode::SUCCESS)
        }
        None => {
            eprintln!("no solution");
            Ok(ExitCode::from(1))
        }
    }
}

/// Reads one grid in any layout from FILE or stdin, rejecting rule-breaking givens.
pub fn read_grid(path: Option<&Path>) -> Result<(Grid, Layout), Failure> {
    let mut reader = open(path)?;
    if path.is_none() && io::stdin().is_terminal() {
        eprintln!("Type or paste a puzzle (9 lines of 9 digits, 0 for blank), then press Ctrl-D.");
    }
    let mut bytes = Vec::new();
    reader
        .by_ref()
        .take(MAX_GRID_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {}: {e}", source_name(path)))?;
    if bytes.len() as u64 > MAX_GRID_BYTES {
        return Err(format!(
            "{} is larger than {} KiB; a puzzle is 9 lines of 9 digits or one line of 81",
            source_name(path),
            MAX_GRID_BYTES / 1024
        ));
    }
    let text = std::str::from_utf8(&bytes).map_err(|e| {
        format!(
            "{} is not UTF-8 text (byte {})",
            source_name(path),
            e.valid_up_to() + 1
        )
    })?;
    // Another tool's link gives its puzzle, written back as one line.
    let (grid, layout) = if links::is_link(text) {
        let (cells, _) = links::read(text).map_err(|e| e.to_string())?;
        (
            Grid::from_cells(cells).map_err(|e| e.to_string())?,
            Layout::Line,
        )
    } else {
        Grid::parse_with_layout(text).map_err(|e| e.to_string())?
    };
    grid.unit_masks().map_err(|conflict| conflict.to_string())?;
    Ok((grid, layout))
}

fn print_or_fail(text: &str) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| format!("cannot write the output: {e}"))
}
