//! The fast path: solve and count solutions, with no events and no animation.
//!
//! Same masks as the teaching search (see [`crate::masks`]), but before each guess it fills
//! every forced cell: naked singles (a cell with one candidate) and hidden singles (a digit
//! with one place left in a unit). It then guesses on the cell with the fewest candidates.
//! That turns thousands of guesses per hard puzzle into a handful.

use crate::masks::{bit, digits, lowest_digit, UnitMasks, ALL_DIGITS};
use crate::rules::Unit;
use crate::Grid;

/// The cells of each of the 27 units, computed once at compile time.
const UNIT_CELLS: [[usize; 9]; 27] = {
    let mut table = [[0; 9]; 27];
    let mut i = 0;
    while i < 27 {
        table[i] = Unit::ALL[i].cells();
        i += 1;
    }
    table
};

/// A search position: the cells and the unit masks that go with them.
#[derive(Clone, Copy)]
struct Position {
    cells: [u8; 81],
    masks: UnitMasks,
}

impl Position {
    fn place(&mut self, cell: usize, digit: u8) {
        self.cells[cell] = digit;
        self.masks.place(cell, digit);
    }

    /// Fills forced cells until none is left. Returns false on a contradiction: a cell with
    /// no candidate, or a digit with no place in some unit.
    fn propagate(&mut self) -> bool {
        loop {
            let mut progress = false;
            for cell in 0..81 {
                if self.cells[cell] != 0 {
                    continue;
                }
                let cands = self.masks.candidates(cell);
                if cands == 0 {
                    return false;
                }
                if cands & (cands - 1) == 0 {
                    self.place(cell, lowest_digit(cands));
                    progress = true;
                }
            }
            for unit in &UNIT_CELLS {
                // once: digits possible in at least one blank cell; twice: in two or more.
                let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
                for &cell in unit {
                    match self.cells[cell] {
                        0 => {
                            let cands = self.masks.candidates(cell);
                            twice |= once & cands;
                            once |= cands;
                        }
                        digit => placed |= bit(digit),
                    }
                }
                if once | placed != ALL_DIGITS {
                    return false;
                }
                for digit in digits(once & !twice) {
                    let Some(&cell) = unit.iter().find(|&&c| {
                        self.cells[c] == 0 && self.masks.candidates(c) & bit(digit) != 0
                    }) else {
                        // Placing an earlier hidden single took this digit's only place.
                        return false;
                    };
                    self.place(cell, digit);
                    progress = true;
                }
            }
            if !progress {
                return true;
            }
        }
    }

    /// The blank cell with the fewest candidates, or `None` when the grid is full.
    fn best_guess(&self) -> Option<(usize, u16)> {
        let mut best: Option<(usize, u16)> = None;
        for cell in (0..81).filter(|&c| self.cells[c] == 0) {
            let cands = self.masks.candidates(cell);
            if best.is_none_or(|(_, b)| cands.count_ones() < b.count_ones()) {
                best = Some((cell, cands));
                if cands.count_ones() <= 2 {
                    break;
                }
            }
        }
        best
    }
}

/// Counts solutions up to `limit`, keeping the first one found.
struct Counter {
    limit: usize,
    found: usize,
    first: Option<[u8; 81]>,
}

impl Counter {
    fn search(&mut self, mut position: Position) {
        if !position.propagate() {
            return;
        }
        let Some((cell, cands)) = position.best_guess() else {
            self.found += 1;
            self.first.get_or_insert(position.cells);
            return;
        };
        for digit in digits(cands) {
            if self.found >= self.limit {
                return;
            }
            let mut next = position;
            next.place(cell, digit);
            self.search(next);
        }
    }
}

/// The number of solutions up to `limit` and the first solution found.
pub fn count(grid: &Grid, limit: usize) -> (usize, Option<Grid>) {
    let Ok(masks) = grid.unit_masks() else {
        return (0, None);
    };
    if limit == 0 {
        return (0, None);
    }
    let mut counter = Counter {
        limit,
        found: 0,
        first: None,
    };
    counter.search(Position {
        cells: grid.cells(),
        masks,
    });
    (counter.found, counter.first.map(Grid::from_solver))
}

/// The first solution found, if any.
pub fn solve(grid: &Grid) -> Option<Grid> {
    count(grid, 1).1
}
