//! The fast path behind [`Grid::solve`](crate::Grid::solve) and
//! [`Grid::count_solutions`](crate::Grid::count_solutions): no events, no animation, just the
//! answer as quickly as bit operations allow.
//!
//! A leaf: it takes and returns cells in reading order (`[u8; 81]`, 0 for blank) and uses no
//! other module of the crate, so `Grid` wraps it and it can change without touching the rest.
//!
//! - `tables`: constant lookup tables, computed at compile time and kept small so the wasm
//!   build stays small.
//! - `bands`: the band-board representation and every deduction made between guesses.
//! - this file: the guessing search and the public entry points. A search that runs past a
//!   budget of guesses stops, checks the settled givens for a contradiction that the
//!   deductions miss, and starts again only if there is none.
//!
//! The layout follows the split between data and search: `bands` knows Sudoku, this file
//! only knows how to branch and count, so either can change without the other.

mod bands;
mod tables;

use bands::Bands;

/// How many cells a search guesses on before it stops to look for a contradiction that the
/// deductions between guesses miss (see [`Bands::units_can_be_completed`]). Far above what
/// any puzzle of the benchmark sets needs, so that they never pay for the check, and small
/// enough that a grid with such a contradiction is told apart in about a millisecond.
const GUESS_BUDGET: usize = 1 << 13;

/// Counts solutions up to `limit`, keeping the first one found.
struct Counter {
    limit: usize,
    found: usize,
    /// Whether the caller wants the first solution: a count alone does not, and keeping it
    /// is a copy of all the bands.
    keep_first: bool,
    /// Kept as bands: turning them into cells is left to the callers that want it.
    first: Option<Bands>,
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

    /// Explores settled bands: every digit of one guessed cell, each on its own copy but the
    /// last, which takes the bands themselves (nothing needs them afterwards).
    fn search(&mut self, bands: &mut Bands) {
        if bands.is_solved() {
            if self.keep_first && self.found == 0 {
                self.first = Some(*bands);
            }
            self.found += 1;
            return;
        }
        if self.guesses_left == 0 {
            return;
        }
        self.guesses_left -= 1;
        let guess = bands.guess();
        let mut digits = guess.digits;
        while digits & (digits - 1) != 0 {
            let digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let mut next = *bands;
            if next.try_digit(guess.band, guess.position, digit) {
                self.search(&mut next);
            }
            if self.found >= self.limit {
                return;
            }
        }
        let digit = digits.trailing_zeros() as usize;
        if bands.try_digit(guess.band, guess.position, digit) {
            self.search(bands);
        }
    }
}

/// Counts the solutions of `cells` up to `limit`, keeping the first one found if
/// `keep_first`, with a first search of `budget` guesses.
fn run(cells: &[u8; 81], limit: usize, keep_first: bool, budget: usize) -> Counter {
    if limit == 0 {
        return Counter::new(limit, keep_first, 0);
    }
    let settled = || {
        // None: the givens break a rule.
        let mut bands = Bands::new(cells)?;
        bands.settle_all().then_some(bands)
    };
    let Some(mut bands) = settled() else {
        return Counter::new(limit, keep_first, 0);
    };
    let mut counter = Counter::new(limit, keep_first, budget);
    counter.search(&mut bands);
    if !counter.gave_up() {
        return counter;
    }
    // A long search: the grid may hide a contradiction that only shows deep down each
    // branch. The check is costly, so it runs once, on the settled givens, and then the
    // search starts again without a budget (the first one may have changed them).
    let mut bands = settled().expect("the givens settled the first time");
    let mut counter = Counter::new(limit, keep_first, usize::MAX);
    if bands.units_can_be_completed() {
        counter.search(&mut bands);
    }
    counter
}

/// The number of solutions of `cells` up to `limit`; 0 when the givens break a rule.
pub fn count(cells: &[u8; 81], limit: usize) -> usize {
    run(cells, limit, false, GUESS_BUDGET).found
}

/// The number of solutions of `cells` up to `limit` and the cells of the first one found.
pub fn count_and_solve(cells: &[u8; 81], limit: usize) -> (usize, Option<[u8; 81]>) {
    let counter = run(cells, limit, true, GUESS_BUDGET);
    (counter.found, counter.first.map(|bands| bands.cells()))
}

/// The cells of the first solution found, if any.
pub fn solve(cells: &[u8; 81]) -> Option<[u8; 81]> {
    count_and_solve(cells, 1).1
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

    /// The cells of an 81-character line, `.` for blank.
    fn cells(line: &str) -> [u8; 81] {
        let digits: Vec<u8> = line
            .bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect();
        digits.try_into().expect("81 cells")
    }

    fn settled(line: &str) -> Bands {
        let mut bands = Bands::new(&cells(line)).unwrap();
        assert!(bands.settle_all(), "{line} settles");
        bands
    }

    #[test]
    fn the_unit_check_finds_what_settling_misses() {
        for line in HIDDEN_CONTRADICTIONS {
            assert!(!settled(line).units_can_be_completed(), "{line}");
            assert_eq!(count_and_solve(&cells(line), 2), (0, None), "{line}");
        }
    }

    #[test]
    fn the_unit_check_passes_grids_with_solutions() {
        for line in solvable() {
            assert!(settled(&line).units_can_be_completed(), "{line}");
        }
    }

    /// A search gives up only when it runs out of guesses before reaching its limit, and the
    /// budget is large enough that the grids of the tests never run out of it.
    #[test]
    fn a_search_gives_up_only_when_its_guesses_run_out() {
        for line in solvable() {
            let search = |limit, budget| {
                let mut counter = Counter::new(limit, false, budget);
                counter.search(&mut settled(&line));
                counter
            };
            // Both grids have more than one solution, so neither is solved by settling.
            let short = search(5, 1);
            assert!(short.found < 5 && short.gave_up(), "{line}");
            let long = search(5, GUESS_BUDGET);
            assert!(!long.gave_up(), "{line}: {} found", long.found);
            assert!(long.first.is_none(), "a count alone keeps no solution");
            // Reaching the limit with no guess left is not giving up.
            let reached = search(1, usize::MAX);
            let exact = search(1, usize::MAX - reached.guesses_left);
            assert_eq!((exact.found, exact.guesses_left), (1, 0), "{line}");
            assert!(!exact.gave_up(), "{line}");
        }
    }

    /// With a budget of one guess every search starts again after the unit check, and must
    /// count as the search that never stops.
    #[test]
    fn a_search_out_of_guesses_starts_again_and_counts_the_same() {
        for line in solvable() {
            let grid = cells(&line);
            for limit in [1, 2, 5] {
                let short = run(&grid, limit, true, 1);
                let long = run(&grid, limit, true, usize::MAX);
                assert!(short.found > 0, "{line} up to {limit}");
                assert_eq!(short.found, long.found, "{line} up to {limit}");
                let first = |counter: Counter| counter.first.map(|bands| bands.cells());
                assert_eq!(first(short), first(long), "{line} up to {limit}");
            }
        }
        for line in HIDDEN_CONTRADICTIONS {
            assert_eq!(run(&cells(line), 2, false, 1).found, 0, "{line}");
        }
    }
}
