//! Logic: the deductions a person makes on pencil marks, and what is built on them: the
//! Hint button's answer, the logical solve path of `bitdoku explain`, and the difficulty
//! rating of `bitdoku rate`.
//!
//! The board is a [`Candidates`]: the digits placed, and each blank cell's candidates as a
//! 9-bit mask, digit `d` the bit `1 << (d - 1)` as in [`crate::masks`]. A [`Deduction`] says
//! what to do (place a digit, or remove digits from cells: an [`Action`]) and why (its
//! [`Technique`], digits, unit and pattern of cells). [`find`] returns the easiest one, in
//! the order of [`Technique`] and then a fixed scan order, so a board always gives the same
//! deduction.
//!
//! Every deduction is sound: it keeps every solution of the board it was found on. So on a
//! puzzle with one solution it never places a digit the solution does not have there, and
//! never removes one it has (the property tests in `tests/integration/logic.rs` check this).
//!
//! - [`CellSet`] (`cells.rs`), [`Candidates`] (`candidates.rs`), [`Deduction`] and its words
//!   (`deduction.rs`);
//! - the techniques: singles (`singles.rs`), pointing and claiming (`locked.rs`), naked and
//!   hidden pairs (`pairs.rs`);
//! - [`hint()`] (`hint.rs`), [`explain`] (`path.rs`) and [`rate`] (`rating.rs`).
//!
//! ```
//! use bitdoku::logic::{self, Candidates, Technique};
//!
//! let grid: bitdoku::Grid = format!("12345678.{}", ".".repeat(72)).parse()?;
//! let board = Candidates::new(&grid)?;
//! let deduction = logic::find(&board).expect("r1c9 must be 9");
//! assert_eq!(deduction.technique, Technique::HiddenSingle);
//! assert_eq!(deduction.to_string(), "r1c9 = 9: the only place for 9 in row 1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod candidates;
mod cells;
mod deduction;
mod hint;
mod locked;
mod pairs;
mod path;
mod rating;
mod singles;

pub use candidates::Candidates;
pub use cells::CellSet;
pub use deduction::{Action, Deduction, Technique};
pub use hint::{hint, Hint};
pub use path::{explain, Path, PathStep};
pub use rating::{rate, Level, Rating};

/// The easiest deduction on `candidates` (Technique order, then a fixed scan order), or None.
/// Each one changes the board: it places a digit or removes at least one candidate.
pub fn find(candidates: &Candidates) -> Option<Deduction> {
    singles::hidden_single(candidates)
        .or_else(|| singles::naked_single(candidates))
        .or_else(|| locked::pointing(candidates))
        .or_else(|| locked::claiming(candidates))
        .or_else(|| pairs::naked_pair(candidates))
        .or_else(|| pairs::hidden_pair(candidates))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::Grid;

    /// The candidates of a puzzle written as 81 characters.
    pub(crate) fn board(text: &str) -> Candidates {
        let grid: Grid = text.parse().expect("a test board parses");
        Candidates::new(&grid).expect("a test board breaks no rule")
    }

    /// A board with pencil marks set by hand.
    pub(crate) fn marks_board(cells: [u8; 81], marks: [u16; 81]) -> Candidates {
        Candidates::from_marks(cells, marks)
    }

    #[test]
    fn find_takes_the_easiest_technique_first() {
        // A naked single at r9c9 and a naked pair in row 1: the single comes first.
        let mut marks = [0x1FFu16; 81];
        marks[1] = 0b11;
        marks[4] = 0b11;
        marks[80] = 0b100;
        let found = find(&marks_board([0; 81], marks)).unwrap();
        assert_eq!(found.technique, Technique::NakedSingle);
        marks[80] = 0x1FF;
        let found = find(&marks_board([0; 81], marks)).unwrap();
        assert_eq!(found.technique, Technique::NakedPair);
    }

    #[test]
    fn a_solved_board_gives_nothing() {
        let solved = board(
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642",
        );
        assert_eq!(find(&solved), None);
    }
}
