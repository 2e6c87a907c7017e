//! Random full grids, and renaming a puzzle's digits.

use rand_xoshiro::rand_core::RngCore;

use super::shuffle;
use crate::{Grid, Unit};

/// A random full grid. The three boxes on the main diagonal share no row or column, so any
/// orders of 1..9 in them complete to a solution: they get random ones and the fast path fills
/// in the rest ([`Grid::complete`], the same from version to version). Then the rows within
/// each band, the columns within each stack, the bands and the stacks are put in random
/// orders, which keeps a solution a solution.
pub(super) fn random_grid(random: &mut impl RngCore) -> Grid {
    let mut cells = [0u8; 81];
    for square in [0, 4, 8] {
        let mut digits: [u8; 9] = std::array::from_fn(|i| i as u8 + 1);
        shuffle(&mut digits, random);
        for (cell, digit) in Unit::Box(square).cells().into_iter().zip(digits) {
            cells[cell] = digit;
        }
    }
    let filled = Grid::from_cells(cells)
        .ok()
        .and_then(|givens| givens.complete())
        .expect("three diagonal boxes always complete to a solution");
    let (rows, columns) = (band_order(random), band_order(random));
    let cells = std::array::from_fn(|cell| filled.get(rows[cell / 9] * 9 + columns[cell % 9]));
    super::known_grid(cells, "a shuffled solution is a solution")
}

/// A random order of 0..9 that keeps each group of three (a band of rows, a stack of columns)
/// together: the groups are shuffled, and so is each group.
fn band_order(random: &mut impl RngCore) -> [usize; 9] {
    let mut groups = [0, 1, 2];
    shuffle(&mut groups, random);
    let mut order = [0; 9];
    for (slot, group) in groups.into_iter().enumerate() {
        let mut within = [0, 1, 2];
        shuffle(&mut within, random);
        for (i, offset) in within.into_iter().enumerate() {
            order[slot * 3 + i] = group * 3 + offset;
        }
    }
    order
}

/// `puzzle` with its digits renamed so that the answers of its blank cells, met in reading
/// order, are 9, 8, 7 and so on: the naive search, which tries 1 first, then goes wrong at
/// length in each of the first blank cells. Renaming digits keeps every solution a solution.
pub(super) fn largest_answers_first(puzzle: &Grid, solution: &Grid) -> Grid {
    let mut rename = [0u8; 10];
    let mut next = 9;
    let blanks = (0..81).filter(|&cell| puzzle.get(cell) == 0);
    for digit in blanks.map(|cell| solution.get(cell)) {
        if rename[digit as usize] == 0 {
            rename[digit as usize] = next;
            next -= 1;
        }
    }
    // Digits with no blank cell take the names left, in order.
    for name in rename.iter_mut().skip(1).filter(|name| **name == 0) {
        *name = next;
        next -= 1;
    }
    let cells = puzzle.cells().map(|digit| rename[digit as usize]);
    super::known_grid(cells, "renamed digits are digits")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_xoshiro::rand_core::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    #[test]
    fn a_random_grid_is_a_solution_and_seeds_differ() {
        let grid = |seed| random_grid(&mut Xoshiro256PlusPlus::seed_from_u64(seed));
        for seed in 0..20 {
            assert!(grid(seed).is_solved(), "seed {seed}");
        }
        assert_ne!(grid(1), grid(2));
        assert_eq!(grid(3), grid(3));
    }

    #[test]
    fn a_band_order_keeps_groups_of_three_together() {
        let mut random = Xoshiro256PlusPlus::seed_from_u64(5);
        for _ in 0..20 {
            let order = band_order(&mut random);
            let mut seen = order;
            seen.sort();
            assert_eq!(seen, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
            for group in order.chunks(3) {
                assert!(group.iter().all(|&i| i / 3 == group[0] / 3), "{order:?}");
            }
        }
    }

    #[test]
    fn renaming_puts_the_largest_answers_first_and_keeps_the_givens_apart() {
        let solution = random_grid(&mut Xoshiro256PlusPlus::seed_from_u64(9));
        let mut cells = solution.cells();
        cells[..9].fill(0); // the first row blank
        let puzzle = Grid::from_cells(cells).unwrap();
        let renamed = largest_answers_first(&puzzle, &solution);
        let renamed_solution = renamed.solve().unwrap();
        assert_eq!(&renamed_solution.cells()[..9], &[9, 8, 7, 6, 5, 4, 3, 2, 1]);
        assert_eq!(renamed.filled(), puzzle.filled());
        assert_eq!(renamed.count_solutions(2), 1);
    }

    /// Digits with no blank cell take the names the blanks left, each its own: a renaming
    /// never gives two digits one name.
    #[test]
    fn digits_with_no_blank_cell_keep_names_of_their_own() {
        let solution = random_grid(&mut Xoshiro256PlusPlus::seed_from_u64(3));
        // The top four rows' 1 to 7 blanked: 8 and 9 have no blank cell.
        let mut cells = solution.cells();
        for cell in cells.iter_mut().take(36) {
            if *cell <= 7 {
                *cell = 0;
            }
        }
        let puzzle = Grid::from_cells(cells).unwrap();
        let renamed = largest_answers_first(&puzzle, &solution);
        for a in 0..81 {
            for b in 0..81 {
                let same = puzzle.get(a) == puzzle.get(b);
                assert_eq!(same, renamed.get(a) == renamed.get(b), "cells {a} and {b}");
            }
        }
    }
}
