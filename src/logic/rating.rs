//! [`rate`]: how hard a puzzle is for a person, from the techniques its solve path needs.

use std::fmt;

use super::path::walk;
use super::{Candidates, Family, Solutions, Technique};
use crate::rules::Conflict;
use crate::Grid;

/// A puzzle's difficulty, or why it has none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Naked and hidden singles alone solve it.
    Singles,
    /// It also needs pointing or claiming (locked candidates), but nothing harder and no
    /// guess.
    Locked,
    /// It also needs naked or hidden subsets (pairs, triples, quads), but no fish and no
    /// guess.
    Subsets,
    /// It also needs a fish (X-wing, swordfish, jellyfish, finned or not), but no guess.
    Fish,
    /// It also needs a wing (XY-wing, XYZ-wing, W-wing), but no guess.
    Wings,
    /// It also needs a chain (simple colouring, X-chain, XY-chain, AIC), but no guess.
    Chains,
    /// It also needs a unique rectangle or BUG+1, which assume its one solution, but no guess.
    Uniqueness,
    /// It needs at least one guess.
    Guess,
    /// Its givens break no rule, but it has no solution.
    NoSolution,
    /// It has more than one solution.
    SeveralSolutions,
    /// Its givens break this rule.
    Invalid(Conflict),
}

impl fmt::Display for Level {
    /// `singles`, `locked`, `subsets`, `fish`, `wings`, `chains`, `uniqueness`, `guess`, `no solution`, `several
    /// solutions` or `invalid: REASON`, as `bitdoku rate` prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Level::Singles => f.write_str("singles"),
            Level::Locked => f.write_str("locked"),
            Level::Subsets => f.write_str("subsets"),
            Level::Fish => f.write_str("fish"),
            Level::Wings => f.write_str("wings"),
            Level::Chains => f.write_str("chains"),
            Level::Uniqueness => f.write_str("uniqueness"),
            Level::Guess => f.write_str("guess"),
            Level::NoSolution => f.write_str("no solution"),
            Level::SeveralSolutions => f.write_str("several solutions"),
            Level::Invalid(conflict) => write!(f, "invalid: {conflict}"),
        }
    }
}

/// A puzzle's rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The difficulty.
    pub level: Level,
    /// The hardest technique its path uses; `None` when it uses none (or has no path).
    pub hardest: Option<Technique>,
    /// The guesses `explain` with guessing makes on it; 0 without a path.
    pub guesses: u32,
}

impl Rating {
    /// The rating of a puzzle that has no path to rate.
    fn without_path(level: Level) -> Rating {
        Rating {
            level,
            hardest: None,
            guesses: 0,
        }
    }
}

/// Rates `grid` by its solve path with guessing ([`super::explain`]): `Guess` when it makes
/// a guess, else the [`Family`] of the hardest technique it uses (`Singles` for a puzzle
/// already solved). Only a puzzle with one solution has a path to rate.
pub fn rate(grid: &Grid) -> Rating {
    rate_with(grid, &Solutions::of(grid))
}

/// [`rate`] with `grid`'s solutions as [`Solutions::of`] finds them, handed in.
pub fn rate_with(grid: &Grid, solutions: &Solutions) -> Rating {
    let board = match Candidates::new(grid) {
        Ok(board) => board,
        Err(conflict) => return Rating::without_path(Level::Invalid(conflict)),
    };
    let solution = match solutions {
        Solutions::None => return Rating::without_path(Level::NoSolution),
        Solutions::One(solution) => solution,
        Solutions::Several(_) => return Rating::without_path(Level::SeveralSolutions),
    };
    let path = walk(board, Some(solution), true);
    let (hardest, guesses) = (path.hardest(), path.guesses());
    let level = match hardest.map_or(Family::Singles, Technique::family) {
        _ if guesses > 0 => Level::Guess,
        Family::Singles => Level::Singles,
        Family::Locked => Level::Locked,
        Family::Subsets => Level::Subsets,
        Family::Fish => Level::Fish,
        Family::Wings => Level::Wings,
        Family::Chains => Level::Chains,
        Family::Uniqueness => Level::Uniqueness,
    };
    Rating {
        level,
        hardest,
        guesses,
    }
}
