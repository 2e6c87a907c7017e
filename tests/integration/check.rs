//! Check (the page's button) on generated boards: a puzzle cut from a random solved grid, with
//! random entries written over its blanks, right or wrong. Whatever the verdict, it must hold
//! up against the fast path's own counts.

use bitdoku::check::{check, Verdict};
use bitdoku::Grid;
use proptest::prelude::*;
use proptest::sample::Index;

use crate::properties::cut_puzzle;

/// `puzzle` with each of `entries` written in one of its blanks: a digit 1..=9, right or not.
fn with_entries(puzzle: &Grid, entries: &[(Index, u8)]) -> Grid {
    let blanks: Vec<usize> = (0..81).filter(|&c| puzzle.get(c) == 0).collect();
    let mut cells = puzzle.cells();
    for (index, digit) in entries {
        cells[blanks[index.index(blanks.len())]] = *digit;
    }
    Grid::from_cells(cells).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn the_verdict_holds_up(
        (solution, puzzle) in cut_puzzle(30..=70),
        entries in proptest::collection::vec((any::<Index>(), 1..=9u8), 0..12),
    ) {
        let board = with_entries(&puzzle, &entries);
        let completable = board.count_solutions(1) == 1;
        match check(&puzzle, &board) {
            Verdict::Solved => prop_assert!(board.is_solved()),
            Verdict::OnTrack { empty } => {
                prop_assert!(completable);
                prop_assert_eq!(empty, 81 - board.filled());
                prop_assert!(empty > 0);
            }
            Verdict::Wrong { cells, unique } => {
                prop_assert!(!completable);
                prop_assert!(!cells.is_empty());
                prop_assert_eq!(unique, puzzle.count_solutions(2) == 1);
                let mut keep = [true; 81];
                for &cell in &cells {
                    prop_assert!(puzzle.get(cell) == 0 && board.get(cell) != 0, "only entries are blamed");
                    if unique {
                        prop_assert_ne!(board.get(cell), solution.get(cell));
                    }
                    keep[cell] = false;
                }
                prop_assert_eq!(board.keeping(&keep).count_solutions(1), 1, "without the blamed cells the board can be completed");
            }
            Verdict::PuzzleUnsolvable => prop_assert!(false, "a cut puzzle has a solution"),
        }
    }
}
