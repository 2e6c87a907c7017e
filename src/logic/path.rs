//! [`explain`]: the logical solve path of a puzzle, as `bitdoku explain` prints it: the
//! easiest deduction again and again until the board is solved or none applies, and, when
//! asked, a guess there to go on.

use std::fmt;

use super::{find_with, Candidates, Deduction, Solutions, Technique};
use crate::rules::{CellName, Conflict};
use crate::Grid;

/// One step of a solve path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// A deduction holds its chain inline, so that it stays `Copy`; a hint or a step is made once
// per step, so the size of the other variants matters little.
#[allow(clippy::large_enum_variant)]
pub enum PathStep {
    /// A deduction, carried out.
    Deduced(Deduction),
    /// A placement no deduction forced: the cell the MRV order would choose, and the digit the
    /// solution has there.
    Guess {
        /// The cell, 0..81.
        cell: u8,
        /// The digit, 1..=9.
        digit: u8,
    },
}

impl PathStep {
    /// The technique of a deduction; `None` for a guess.
    pub fn technique(&self) -> Option<Technique> {
        match self {
            PathStep::Deduced(deduction) => Some(deduction.technique),
            PathStep::Guess { .. } => None,
        }
    }
}

impl fmt::Display for PathStep {
    /// The deduction's sentence, or for a guess `r1c2 = 4: a guess (no deduction applies; r1c2
    /// has the fewest candidates)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PathStep::Deduced(deduction) => deduction.fmt(f),
            PathStep::Guess { cell, digit } => {
                let cell = CellName(cell.into());
                write!(
                    f,
                    "{cell} = {digit}: a guess (no deduction applies; {cell} has the fewest candidates)"
                )
            }
        }
    }
}

/// A logical solve path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Path {
    /// The steps, in order.
    pub steps: Vec<PathStep>,
    /// The board where the path stopped: solved, or stuck with these candidates left.
    pub end: Candidates,
    /// True when every cell was filled.
    pub solved: bool,
}

impl Path {
    /// How many guesses the path made.
    pub fn guesses(&self) -> u32 {
        let guesses = self.steps.iter().filter(|s| s.technique().is_none());
        guesses.count() as u32
    }

    /// The hardest technique the path used; `None` when it used none.
    pub fn hardest(&self) -> Option<Technique> {
        self.steps.iter().filter_map(PathStep::technique).max()
    }
}

/// The logical solve path of `grid`: the easiest deduction ([`super::find`]) until the board is
/// solved or none applies. With `guess`, a stuck board goes on by a [`PathStep::Guess`] at the
/// cell with the fewest candidates (the first in reading order among equals), with the digit
/// of the solution that [`Grid::solve`] finds for `grid`; so the path always reaches that
/// solution. A grid with no solution stops where no deduction applies, unsolved. The error
/// is the first rule the grid breaks. The uniqueness techniques ([`super::find_with`]) are
/// used only when the grid has exactly one solution ([`Grid::count_solutions`]).
///
/// The path always ends: each step fills a cell or removes a candidate.
pub fn explain(grid: &Grid, guess: bool) -> Result<Path, Conflict> {
    explain_with(grid, guess, &Solutions::of(grid))
}

/// [`explain`] with `grid`'s solutions as [`Solutions::of`] finds them, handed in.
pub fn explain_with(grid: &Grid, guess: bool, solutions: &Solutions) -> Result<Path, Conflict> {
    let board = Candidates::new(grid)?;
    let solution = if guess { solutions.first() } else { None };
    Ok(walk(board, solution, solutions.count() == 1))
}

/// The path from `board`, guessing the digits of `solution` when stuck, if given. The
/// solution must be one of the board's, so that each guessed digit is a candidate and the
/// deductions keep it. With `one_solution`, the board is known to have exactly one solution,
/// and the uniqueness techniques may be used.
pub(super) fn walk(mut board: Candidates, solution: Option<&Grid>, one_solution: bool) -> Path {
    let mut steps = Vec::new();
    while !board.is_solved() {
        if let Some(deduction) = find_with(&board, one_solution) {
            board.apply(&deduction);
            steps.push(PathStep::Deduced(deduction));
            continue;
        }
        let (Some(solution), Some(cell)) = (solution, board.fewest()) else {
            break; // stuck, with no guess to make
        };
        let digit = solution.get(cell);
        board.place(cell, digit);
        steps.push(PathStep::Guess {
            cell: cell as u8,
            digit,
        });
    }
    let solved = board.is_solved();
    Path {
        steps,
        end: board,
        solved,
    }
}
