//! The fast path behind [`Grid::solve`](crate::Grid::solve) and
//! [`Grid::count_solutions`](crate::Grid::count_solutions): no events, no animation, just the
//! answer as quickly as bit operations allow.
//!
//! A leaf: it takes and returns cells in reading order (`[u8; 81]`, 0 for blank) and uses no
//! other module of the crate, so `Grid` wraps it and it can change without touching the rest.
//!
//! Five layers, each using only those before it:
//! 1. `tables`: constant lookup tables, computed at compile time and kept small so that the
//!    wasm build stays small.
//! 2. `instruction_set`: what the deductions ask of the instruction set they are compiled
//!    for, and the portable build.
//! 3. `bands`: the band-board representation and every deduction made between guesses
//!    (settling, step 4, Hall's condition) and where to branch.
//! 4. `search`: the guessing search, and its policy on when to check the givens for a
//!    hidden contradiction, turn hard and start again.
//! 5. `isa`: which build runs, the portable one or the one for x86-64 with AVX2, chosen at
//!    run time.
//!
//! This file holds the public entry points. Tests sit beside what they test, in files and
//! folders of their own (`tests.rs`, `*_tests.rs`, `tests/`).

mod bands;
mod instruction_set;
mod isa;
mod search;
mod tables;

#[cfg(test)]
mod fixtures;
#[cfg(test)]
mod tests;

use isa::{count_on, Isa};
use search::policy::{ContradictionCheck, Turn, HARD_AFTER};

/// The build of the fast path that [`Grid::solve`](crate::Grid::solve) and
/// [`Grid::count_solutions`](crate::Grid::count_solutions) run in this process: `"x86-64
/// AVX2"` on x86-64 processors with AVX2, BMI2, LZCNT and POPCNT, else `"portable"`, which the
/// environment variable `BITDOKU_FAST_PATH=portable` asks for anywhere. Both give the same
/// answers; the benchmarks say which one they timed.
pub fn build_name() -> &'static str {
    Isa::detected().name()
}

/// The number of solutions of `cells` up to `limit`; 0 when the givens break a rule.
pub fn count(cells: &[u8; 81], limit: usize) -> usize {
    count_on(
        Isa::detected(),
        cells,
        limit,
        false,
        Some(ContradictionCheck::Triads),
        Turn::Auto,
    )
    .found
}

/// The number of solutions of `cells` up to `limit` and the cells of the first one found.
pub fn count_and_solve(cells: &[u8; 81], limit: usize) -> (usize, Option<[u8; 81]>) {
    let counter = count_on(
        Isa::detected(),
        cells,
        limit,
        true,
        Some(ContradictionCheck::Triads),
        Turn::Auto,
    );
    (counter.found, counter.first.map(|bands| bands.cells()))
}

/// The cells of the first solution found, if any.
pub fn solve(cells: &[u8; 81]) -> Option<[u8; 81]> {
    count_and_solve(cells, 1).1
}

/// The cells of the first solution that a search branching on cells finds, if any: one that
/// turns hard only at its [`HARD_AFTER`]th guess, whatever the givens. Which solution of
/// several comes first depends on how a search branches; the generator completes its random
/// grids with this one, so that a seed keeps giving the same puzzle from one version of the
/// fast path to the next, as the page's links to generated puzzles need.
pub fn complete(cells: &[u8; 81]) -> Option<[u8; 81]> {
    let turn = Turn::At(HARD_AFTER);
    let counter = count_on(
        Isa::detected(),
        cells,
        1,
        true,
        Some(ContradictionCheck::Triads),
        turn,
    );
    counter.first.map(|bands| bands.cells())
}
