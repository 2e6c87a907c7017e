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
//!   hidden pairs, triples and quads (`subsets.rs`), X-wing, swordfish and jellyfish, with
//!   and without fins (`fish.rs`); XY-wing, XYZ-wing and W-wing (`wings.rs`); simple
//!   colouring, X-chains, XY-chains and alternating inference chains, with grouped nodes and
//!   almost locked sets (`chains.rs`), written in Eureka notation by [`Chain`] (`eureka.rs`);
//!   unique rectangles and BUG+1, only for a puzzle known to have one solution ([`find_with`],
//!   `uniqueness.rs`);
//! - [`hint()`] (`hint.rs`), [`explain`] (`path.rs`) and [`rate`] (`rating.rs`), each with a
//!   `_with` form that takes the grid's [`Solutions`] instead of counting them (`solutions.rs`).
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
mod chains;
mod deduction;
mod eureka;
mod fish;
mod hint;
mod locked;
mod path;
mod rating;
mod singles;
mod solutions;
mod subsets;
mod uniqueness;
mod wings;

pub use candidates::Candidates;
pub use cells::CellSet;
pub use deduction::{Action, Deduction, Family, Fish, Technique};
pub use eureka::{Cells, Chain, Link, Node, MAX_ALS, MAX_NODES, MAX_NODE_CELLS};
pub use hint::{hint, hint_with, Hint, MOST_FOCUS_BOXES};
pub use path::{explain, explain_with, Path, PathStep};
pub use rating::{rate, rate_with, Level, Rating};
pub use solutions::Solutions;

/// The easiest deduction on `candidates` (Technique order, then a fixed scan order), or None,
/// without the uniqueness techniques, which hold only for a puzzle known to have one
/// solution. Each one changes the board: it places a digit or removes at least one
/// candidate.
pub fn find(candidates: &Candidates) -> Option<Deduction> {
    find_with(candidates, false)
}

/// As [`find`], and with `one_solution` (the caller knows that the board has exactly one
/// solution, as [`crate::Grid::count_solutions`] counts them) the unique rectangles and BUG+1
/// too, after every other technique.
pub fn find_with(candidates: &Candidates, one_solution: bool) -> Option<Deduction> {
    singles::hidden_single(candidates)
        .or_else(|| singles::naked_single(candidates))
        .or_else(|| locked::pointing(candidates))
        .or_else(|| locked::claiming(candidates))
        .or_else(|| {
            (2..=4).find_map(|size| {
                subsets::naked(candidates, size).or_else(|| subsets::hidden(candidates, size))
            })
        })
        .or_else(|| (2..=4).find_map(|size| fish::basic(candidates, size)))
        .or_else(|| (2..=4).find_map(|size| fish::finned(candidates, size)))
        .or_else(|| wings::xy_wing(candidates))
        .or_else(|| wings::xyz_wing(candidates))
        .or_else(|| wings::w_wing(candidates))
        .or_else(|| chains::simple_colouring(candidates))
        .or_else(|| chains::x_chain(candidates))
        .or_else(|| chains::xy_chain(candidates))
        .or_else(|| chains::aic(candidates))
        .or_else(|| chains::aic_with_als(candidates))
        .or_else(|| {
            one_solution
                .then(|| {
                    uniqueness::unique_rectangle(candidates)
                        .or_else(|| uniqueness::bug_plus_one(candidates))
                })
                .flatten()
        })
}

/// The most items [`first_combination`] chooses: the cells of the largest almost locked set.
const MOST_CHOSEN: usize = MAX_NODE_CELLS;

/// `f` of the first `size`-element choice from `items` (their positions in lexicographic
/// order: 0 1 2, 0 1 3, ...) for which it gives Some. A size of 0 is one empty choice; a size
/// above `items.len()` (or above [`MOST_CHOSEN`]) none.
fn first_combination<T: Copy, R>(
    items: &[T],
    size: usize,
    mut f: impl FnMut(&[T]) -> Option<R>,
) -> Option<R> {
    let count = items.len();
    if size > count.min(MOST_CHOSEN) {
        return None;
    }
    let mut index: [usize; MOST_CHOSEN] = std::array::from_fn(|i| i);
    // The choice on the stack: no allocation for the many small searches of a step.
    let Some(&first) = items.first() else {
        return f(&[]);
    };
    let mut picked = [first; MOST_CHOSEN];
    loop {
        for (slot, &i) in picked.iter_mut().zip(&index[..size]) {
            *slot = items[i];
        }
        if let Some(found) = f(&picked[..size]) {
            return Some(found);
        }
        // The next choice: the last position that can move moves on, and those after it
        // follow it.
        let movable = (0..size).rev().find(|&k| index[k] < count - size + k)?;
        index[movable] += 1;
        for k in movable + 1..size {
            index[k] = index[k - 1] + 1;
        }
    }
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

    /// Asserts that `found` removes `digits` from `cells`.
    pub(crate) fn assert_eliminates(found: &Deduction, cells: &[usize], digits: u16) {
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of(cells.iter().copied()),
                digits
            }
        );
    }

    /// Every cell open to every digit but `digit`, which is open only in `cells`.
    pub(crate) fn only(digit: u8, cells: &[usize]) -> [u16; 81] {
        std::array::from_fn(|cell| {
            if cells.contains(&cell) {
                0x1FF
            } else {
                0x1FF & !crate::masks::bit(digit)
            }
        })
    }

    #[test]
    fn combinations_come_in_lexicographic_order() {
        let mut seen = Vec::new();
        let none: Option<()> = first_combination(&[1, 2, 3, 4], 2, |chosen| {
            seen.push(chosen.to_vec());
            None
        });
        assert_eq!(none, None);
        let pairs = [[1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]];
        assert_eq!(seen, pairs.map(|pair| pair.to_vec()));
        assert_eq!(
            first_combination(&[7, 8], 0, |chosen| Some(chosen.len())),
            Some(0)
        );
        assert_eq!(first_combination(&[7, 8], 3, |_| Some(())), None);
        let found = first_combination(&[1, 2, 3, 4, 5], 3, |c| (c[2] == 5).then(|| c.to_vec()));
        assert_eq!(found, Some(vec![1, 2, 5]));
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
