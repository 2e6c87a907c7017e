//! `bitdoku rate`: each puzzle of a batch file rated (see `bitdoku::logic::rate`), one
//! tab-separated line per puzzle: the level, the hardest technique, the guesses, and the
//! naive and MRV step counts of the teaching search.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use bitdoku::logic::{rate, Level};
use bitdoku::{Grid, Search, Strategy};

use crate::batch::{batch, Status};
use crate::Failure;

/// The most steps each search order takes on a puzzle before its count is shown as `>CAP`.
const STEP_CAP: u64 = 10_000_000;

/// What follows the level on a line without a rating: a puzzle with no solution, several, or
/// that is invalid.
const NO_RATING: &str = "\t-\t-\t-\t-";

/// `bitdoku rate`: `LEVEL\tHARDEST\tGUESSES\tNAIVE_STEPS\tMRV_STEPS` for each puzzle.
pub fn rate_each(path: Option<&Path>, threads: usize) -> Result<ExitCode, Failure> {
    batch(path, threads, NO_RATING, |grid, out| {
        let rating = rate(grid);
        let (status, rest) = match rating.level {
            Level::NoSolution => (Status::NoSolution, NO_RATING.to_owned()),
            Level::Invalid(_) => (Status::Invalid, NO_RATING.to_owned()),
            Level::SeveralSolutions => (Status::Solved, NO_RATING.to_owned()),
            Level::Singles
            | Level::Locked
            | Level::Subsets
            | Level::Fish
            | Level::Wings
            | Level::Chains
            | Level::Uniqueness
            | Level::Guess => {
                let hardest = match (rating.guesses, rating.hardest) {
                    (0, Some(technique)) => technique.name(),
                    (0, None) => "-",
                    _ => "guess",
                };
                let naive = steps(grid, Strategy::Naive);
                let mrv = steps(grid, Strategy::Mrv);
                let rest = format!("\t{hardest}\t{}\t{naive}\t{mrv}", rating.guesses);
                (Status::Solved, rest)
            }
        };
        // Writing into a Vec cannot fail.
        let _ = writeln!(out, "{}{rest}", rating.level);
        status
    })
}

/// The steps the teaching search in `strategy` order takes to the end on `grid`, or
/// `>STEP_CAP` when it has not ended by then.
fn steps(grid: &Grid, strategy: Strategy) -> String {
    let Ok(mut search) = Search::new(grid, strategy) else {
        return "-".to_owned(); // a rated puzzle breaks no rule
    };
    search.run(STEP_CAP);
    match search.outcome() {
        Some(_) => search.counters().steps.to_string(),
        None => format!(">{STEP_CAP}"),
    }
}
