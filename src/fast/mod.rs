//! The fast path behind [`Grid::solve`] and [`Grid::count_solutions`]: no events, no
//! animation, just the answer as quickly as bit operations allow.
//!
//! - `tables`: constant lookup tables, computed at compile time and kept small so the wasm
//!   build stays small.
//! - `board`: the band-board representation and every deduction made between guesses.
//! - this file: the guessing search and the public entry points. A search that runs past a
//!   budget of guesses stops, checks the settled givens for a contradiction that the
//!   deductions miss, and starts again only if there is none.
//!
//! The layout follows the split between data and search: `board` knows Sudoku, this file
//! only knows how to branch and count, so either can change without the other.

mod board;
mod tables;

use crate::Grid;
use board::Board;

/// How many cells a search guesses on before it stops to look for a contradiction that the
/// deductions between guesses miss (see [`Board::units_can_be_completed`]). Far above what
/// any puzzle of the benchmark sets needs, so that they never pay for the check, and small
/// enough that a grid with such a contradiction is told apart in about a millisecond.
const GUESS_BUDGET: usize = 1 << 13;

/// Counts solutions up to `limit`, keeping the first one found.
struct Counter {
    limit: usize,
    found: usize,
    /// Whether the caller wants the first solution: a count alone does not, and keeping it
    /// is a copy of the whole board.
    keep_first: bool,
    /// Kept as a board: turning it into cells is left to the callers that want it.
    first: Option<Board>,
    /// Cells left to guess on before the search gives up.
    guesses_left: usize,
}

impl Counter {
    fn new(limit: usize, keep_first: bool, guesses_left: usize) -> Counter {
        Counter {
            limit,
            found: 0,
            keep_first,
            first: None,
            guesses_left,
        }
    }

    /// True when the search stopped because it ran out of guesses.
    fn gave_up(&self) -> bool {
        self.found < self.limit && self.guesses_left == 0
    }

    /// Explores a settled board: every digit of one guessed cell, each on its own copy but
    /// the last, which takes the board itself (nothing needs it afterwards).
    fn search(&mut self, board: &mut Board) {
        if board.is_solved() {
            if self.keep_first && self.found == 0 {
                self.first = Some(*board);
            }
            self.found += 1;
            return;
        }
        if self.guesses_left == 0 {
            return;
        }
        self.guesses_left -= 1;
        let guess = board.guess();
        let mut digits = guess.digits;
        while digits & (digits - 1) != 0 {
            let digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let mut next = *board;
            if next.try_digit(guess.band, guess.position, digit) {
                self.search(&mut next);
            }
            if self.found >= self.limit {
                return;
            }
        }
        let digit = digits.trailing_zeros() as usize;
        if board.try_digit(guess.band, guess.position, digit) {
            self.search(board);
        }
    }
}

/// Counts the solutions of `grid` up to `limit`, keeping the first one found if
/// `keep_first`, with a first search of `budget` guesses.
fn run(grid: &Grid, limit: usize, keep_first: bool, budget: usize) -> Counter {
    if limit == 0 {
        return Counter::new(limit, keep_first, 0);
    }
    let settled = || {
        // None: the givens break a rule.
        let mut board = Board::new(&grid.cells())?;
        board.settle_all().then_some(board)
    };
    let Some(mut board) = settled() else {
        return Counter::new(limit, keep_first, 0);
    };
    let mut counter = Counter::new(limit, keep_first, budget);
    counter.search(&mut board);
    if !counter.gave_up() {
        return counter;
    }
    // A long search: the grid may hide a contradiction that only shows deep down each
    // branch. The check is costly, so it runs once, on the settled givens, and then the
    // search starts again without a budget (the first one may have changed the board).
    let mut board = settled().expect("the givens settled the first time");
    let mut counter = Counter::new(limit, keep_first, usize::MAX);
    if board.units_can_be_completed() {
        counter.search(&mut board);
    }
    counter
}

/// The number of solutions up to `limit`.
pub fn count(grid: &Grid, limit: usize) -> usize {
    run(grid, limit, false, GUESS_BUDGET).found
}

/// The number of solutions up to `limit` and the first solution found.
pub fn count_and_solve(grid: &Grid, limit: usize) -> (usize, Option<Grid>) {
    let counter = run(grid, limit, true, GUESS_BUDGET);
    let first = counter.first.map(|board| Grid::from_solver(board.cells()));
    (counter.found, first)
}

/// The first solution found, if any.
pub fn solve(grid: &Grid) -> Option<Grid> {
    count_and_solve(grid, 1).1
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Grids with a contradiction that singles and locked candidates miss, found by fuzzing:
    /// 6, 7 and 8 are locked in the two free cells of row 4, box 6 (the first); five cells of
    /// box 7 share four candidates (the second).
    const HIDDEN_CONTRADICTIONS: [&str; 2] = [
        "1234...............................5678........5678..............................",
        "4.3...9....6.....2................6...7..................6.3.7.5..2.....2........",
    ];

    /// Grids with solutions: the empty one and a multi-solution one.
    fn solvable() -> [String; 2] {
        let easy =
            "8.........95.......76.........426798...571243...893165......916....3.487....1.532";
        [".".repeat(81), easy.to_string()]
    }

    fn settled(line: &str) -> Board {
        let mut board = Board::new(&Grid::parse_line(line, 1).unwrap().cells()).unwrap();
        assert!(board.settle_all(), "{line} settles");
        board
    }

    #[test]
    fn the_unit_check_finds_what_settling_misses() {
        for line in HIDDEN_CONTRADICTIONS {
            assert!(!settled(line).units_can_be_completed(), "{line}");
            let grid = Grid::parse_line(line, 1).unwrap();
            assert_eq!(count_and_solve(&grid, 2), (0, None), "{line}");
        }
    }

    #[test]
    fn the_unit_check_passes_grids_with_solutions() {
        for line in solvable() {
            assert!(settled(&line).units_can_be_completed(), "{line}");
        }
    }

    /// With a budget of one guess every search starts again after the unit check, and must
    /// count as the search that never stops.
    #[test]
    fn a_search_out_of_guesses_starts_again_and_counts_the_same() {
        for line in solvable() {
            let grid = Grid::parse_line(&line, 1).unwrap();
            for limit in [1, 2, 5] {
                let short = run(&grid, limit, true, 1);
                let long = run(&grid, limit, true, usize::MAX);
                assert!(short.found > 0, "{line} up to {limit}");
                assert_eq!(short.found, long.found, "{line} up to {limit}");
                let cells = |counter: Counter| counter.first.map(|board| board.cells());
                assert_eq!(cells(short), cells(long), "{line} up to {limit}");
            }
        }
        for line in HIDDEN_CONTRADICTIONS {
            let grid = Grid::parse_line(line, 1).unwrap();
            assert_eq!(run(&grid, 2, false, 1).found, 0, "{line}");
        }
    }
}
