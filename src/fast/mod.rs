//! The fast path behind [`Grid::solve`] and [`Grid::count_solutions`]: no events, no
//! animation, just the answer as quickly as bit operations allow.
//!
//! - `tables`: constant lookup tables, computed at compile time and kept small so the wasm
//!   build stays small.
//! - `board`: the band-board representation and every deduction made between guesses.
//! - this file: the guessing search and the public entry points.
//!
//! The layout follows the split between data and search: `board` knows Sudoku, this file
//! only knows how to branch and count, so either can change without the other.

mod board;
mod tables;

use crate::Grid;
use board::Board;

/// Counts solutions up to `limit`, keeping the first one found.
struct Counter {
    limit: usize,
    found: usize,
    first: Option<[u8; 81]>,
}

impl Counter {
    /// Explores a settled board: every digit of one guessed cell, each on its own copy.
    fn search(&mut self, board: Board) {
        if board.is_solved() {
            self.found += 1;
            self.first.get_or_insert_with(|| board.cells());
            return;
        }
        let guess = board.guess();
        let mut digits = guess.digits;
        while digits != 0 {
            if self.found >= self.limit {
                return;
            }
            let digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let mut next = board;
            if next.try_digit(guess.band, guess.position, digit) {
                self.search(next);
            }
        }
    }
}

/// The number of solutions up to `limit` and the first solution found.
pub fn count(grid: &Grid, limit: usize) -> (usize, Option<Grid>) {
    if limit == 0 {
        return (0, None);
    }
    // None: the givens break a rule.
    let Some(mut board) = Board::new(&grid.cells()) else {
        return (0, None);
    };
    if !board.settle_all() {
        return (0, None);
    }
    let mut counter = Counter {
        limit,
        found: 0,
        first: None,
    };
    counter.search(board);
    (counter.found, counter.first.map(Grid::from_solver))
}

/// The first solution found, if any.
pub fn solve(grid: &Grid) -> Option<Grid> {
    count(grid, 1).1
}
