//! `bitdoku trace`: prints the teaching search's events on one puzzle, one line each (see
//! `bitdoku::log`). As text, the totals and the solution follow; as CSV, only the table, so
//! that it stays one.

use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;

use bitdoku::{Event, LogFormat, Search, StepLog, Strategy};

use crate::single::read_grid;
use crate::Failure;

/// Traces the search on the puzzle in `path` (or standard input) for at most `max_steps`.
pub fn trace(
    path: Option<&Path>,
    strategy: Strategy,
    format: LogFormat,
    max_steps: u64,
) -> Result<ExitCode, Failure> {
    let (grid, layout) = read_grid(path)?;
    let search = Search::new(&grid, strategy).map_err(|conflict| conflict.to_string())?;
    let mut log = StepLog::new(search, format, max_steps);
    let mut out = BufWriter::new(io::stdout().lock());
    let write_failed = |e: io::Error| format!("cannot write the output: {e}");
    log.write(u64::MAX, &mut out).map_err(write_failed)?;
    let search = log.search();
    let c = search.counters();
    // Only the Propagation order deduces: the other orders' totals say nothing of it.
    let deductions = match strategy {
        Strategy::Propagation => format!(", {} deductions", c.deductions),
        Strategy::Naive | Strategy::Mrv => String::new(),
    };
    let totals = format!(
        "{} steps, {} placements{deductions}, {} backtracks, deepest depth {}",
        c.steps, c.placements, c.backtracks, c.max_depth
    );
    let (code, summary) = match search.outcome() {
        Some(Event::Solved) => (
            ExitCode::SUCCESS,
            format!(
                "solved: {totals}\n{}",
                search.grid().render(layout).trim_end()
            ),
        ),
        Some(_) => (ExitCode::from(1), format!("no solution: {totals}")),
        None => (
            ExitCode::SUCCESS,
            format!("stopped after --max-steps {max_steps}: {totals}"),
        ),
    };
    if format == LogFormat::Text {
        writeln!(out, "{summary}").map_err(write_failed)?;
    }
    out.flush().map_err(write_failed)?;
    Ok(code)
}
