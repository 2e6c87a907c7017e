//! [`hint`]: what the page's Hint button shows for a board a person is filling in: the
//! easiest deduction, or which of their entries is wrong, or why there is nothing to say.

use super::{find_with, Candidates, CellSet, Deduction};
use crate::Grid;

/// What the Hint button shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// A deduction holds its chain inline, so that it stays `Copy`; a hint or a step is made once
// per step, so the size of the other variants matters little.
#[allow(clippy::large_enum_variant)]
pub enum Hint {
    /// The easiest deduction on the board as it stands.
    Deduction(Deduction),
    /// Entries (cells filled on `board` but blank in `puzzle`) that break a rule or differ from
    /// the puzzle's unique solution. Never empty.
    Wrong(CellSet),
    /// The board has no solution, but which entry is wrong cannot be said (the puzzle has
    /// several solutions).
    DeadEnd,
    /// No known technique applies: only a guess is left.
    Stuck,
    /// Every cell is filled and no rule is broken.
    Solved,
    /// The puzzle itself (its givens) breaks a rule or has no solution.
    NoSolution,
}

/// The hint for `board`, the person's entries written over `puzzle`, the givens as loaded.
/// An entry is a cell filled on `board` that is blank in `puzzle`, or holds another digit
/// there. In this order: the puzzle has no solution; entries are wrong (when the puzzle has
/// one solution, those that differ from it; otherwise those that break a rule with another
/// digit on the board); the board has no solution; it is solved; the easiest deduction;
/// stuck.
pub fn hint(puzzle: &Grid, board: &Grid) -> Hint {
    let (count, solution) = puzzle.count_and_solve(2);
    if count == 0 {
        return Hint::NoSolution; // the givens break a rule too
    }
    let entries = (0..81).filter(|&c| board.get(c) != 0 && board.get(c) != puzzle.get(c));
    let wrong = match (count, solution) {
        // Two right digits never break a rule, so this names every entry that does, and
        // only the wrong one of a right and a wrong entry that clash.
        (1, Some(solution)) => CellSet::of(entries.filter(|&c| board.get(c) != solution.get(c))),
        _ => {
            let entries = CellSet::of(entries);
            let clashing = board
                .conflicts()
                .into_iter()
                .flat_map(|c| [c.first, c.second]);
            CellSet::of(clashing.filter(|&cell| entries.contains(cell)))
        }
    };
    if !wrong.is_empty() {
        return Hint::Wrong(wrong);
    }
    if board.count_solutions(1) == 0 {
        return Hint::DeadEnd;
    }
    if board.is_solved() {
        return Hint::Solved;
    }
    // Here the board breaks no rule: the givens break none, and no entry clashes.
    // The uniqueness techniques only when the puzzle has one solution: then the right
    // entries leave the board that one solution too.
    let one_solution = count == 1;
    let found = Candidates::new(board)
        .ok()
        .and_then(|candidates| find_with(&candidates, one_solution));
    match found {
        Some(deduction) => Hint::Deduction(deduction),
        None => Hint::Stuck,
    }
}
