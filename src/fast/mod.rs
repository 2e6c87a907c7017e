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
    /// Kept as a board: turning it into cells is left to the callers that want it.
    first: Option<Board>,
}

impl Counter {
    /// Explores a settled board: every digit of one guessed cell, each on its own copy but
    /// the last, which takes the board itself (nothing needs it afterwards).
    fn search(&mut self, board: &mut Board) {
        if board.is_solved() {
            self.found += 1;
            self.first.get_or_insert(*board);
            return;
        }
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

/// Counts the solutions of `grid` up to `limit`, keeping the first one found.
fn run(grid: &Grid, limit: usize) -> Counter {
    let mut counter = Counter {
        limit,
        found: 0,
        first: None,
    };
    if limit == 0 {
        return counter;
    }
    // None: the givens break a rule.
    let Some(mut board) = Board::new(&grid.cells()) else {
        return counter;
    };
    if board.settle_all() {
        counter.search(&mut board);
    }
    counter
}

/// The number of solutions up to `limit`.
pub fn count(grid: &Grid, limit: usize) -> usize {
    run(grid, limit).found
}

/// The number of solutions up to `limit` and the first solution found.
pub fn count_and_solve(grid: &Grid, limit: usize) -> (usize, Option<Grid>) {
    let counter = run(grid, limit);
    let first = counter.first.map(|board| Grid::from_solver(board.cells()));
    (counter.found, first)
}

/// The first solution found, if any.
pub fn solve(grid: &Grid) -> Option<Grid> {
    count_and_solve(grid, 1).1
}
