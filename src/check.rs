//! The page's Check button: whether a person's board can still be completed, and if not, which
//! of their digits are to blame. It judges and never fills anything in.
//!
//! A board is the puzzle as loaded (its clues) plus the digits the person entered. A clue the
//! person erased or overwrote is no longer a clue: it counts as theirs. Then:
//!
//! - the clues that remain break a rule or have no solution: the puzzle itself is at fault
//!   ([`Verdict::PuzzleUnsolvable`]) and nothing of the person's is blamed;
//! - the whole board can be completed: [`Verdict::Solved`] when it is full, else
//!   [`Verdict::OnTrack`];
//! - otherwise [`Verdict::Wrong`] names the entries to blame. When the clues have one
//!   solution, these are the entries that differ from it. When they have several, no entry
//!   differs from "the" solution, so the blame goes to the entries that make the board
//!   unsolvable: taken in reading order, each entry is kept if the clues and the entries kept
//!   so far can still be completed with it, and blamed if not. Without the blamed entries the
//!   board can be completed, and each blamed one, added back alone, breaks it.

use crate::Grid;

/// What Check says about a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every cell is filled and the board is a solution of the puzzle.
    Solved,
    /// The board can still be completed; `empty` cells are left.
    OnTrack {
        /// How many cells are still blank.
        empty: usize,
    },
    /// The board cannot be completed; `cells` are the person's entries to blame, in reading
    /// order (never empty).
    Wrong {
        /// The blamed cells, 0..81.
        cells: Vec<usize>,
        /// Whether the clues have one solution, so the blamed cells are those that differ
        /// from it (otherwise they are those that make the board unsolvable).
        unique: bool,
    },
    /// The puzzle's own clues break a rule or have no solution.
    PuzzleUnsolvable,
}

/// Checks `board` (the clues plus the person's entries) against `puzzle` (the clues as
/// loaded). See the module documentation for what is blamed.
pub fn check(puzzle: &Grid, board: &Grid) -> Verdict {
    // The cells each verdict keeps of the board: the clues still standing, then the entries
    // that pass.
    let mut keep = [false; 81];
    let mut entries = Vec::new();
    for cell in (0..81).filter(|&cell| board.get(cell) != 0) {
        if puzzle.get(cell) == board.get(cell) {
            keep[cell] = true;
        } else {
            entries.push(cell);
        }
    }
    let (count, solution) = board.keeping(&keep).count_and_solve(2);
    let Some(solution) = solution else {
        return Verdict::PuzzleUnsolvable;
    };
    if board.count_solutions(1) == 1 {
        return match 81 - board.filled() {
            0 => Verdict::Solved,
            empty => Verdict::OnTrack { empty },
        };
    }
    let unique = count == 1;
    let cells = entries
        .into_iter()
        .filter(|&cell| {
            if unique {
                return board.get(cell) != solution.get(cell);
            }
            keep[cell] = true;
            let blamed = board.keeping(&keep).count_solutions(1) == 0;
            keep[cell] = !blamed;
            blamed
        })
        .collect();
    Verdict::Wrong { cells, unique }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Baekjoon sample's solution, row by row.
    const SOLUTION: &str = "\
        135469278\
        782135649\
        469278135\
        321546897\
        874913526\
        596827413\
        917652384\
        643781952\
        258394761";

    fn grid(text: &str) -> Grid {
        Grid::parse_line(text, 1).unwrap()
    }

    /// The solution with the cells of `blank` emptied.
    fn without(blank: &[usize]) -> Grid {
        let mut cells = grid(SOLUTION).cells();
        for &cell in blank {
            cells[cell] = 0;
        }
        Grid::from_cells(cells).unwrap()
    }

    /// `board` with `digit` written in `cell`.
    fn with(board: &Grid, cell: usize, digit: u8) -> Grid {
        let mut cells = board.cells();
        cells[cell] = digit;
        Grid::from_cells(cells).unwrap()
    }

    #[test]
    fn a_full_right_board_is_solved_and_a_partial_one_on_track() {
        let puzzle = without(&(0..81).filter(|c| c % 2 == 0).collect::<Vec<_>>());
        assert_eq!(check(&puzzle, &grid(SOLUTION)), Verdict::Solved);
        let board = with(&puzzle, 0, 1);
        assert_eq!(check(&puzzle, &board), Verdict::OnTrack { empty: 40 });
        assert_eq!(check(&puzzle, &puzzle), Verdict::OnTrack { empty: 41 });
    }

    #[test]
    fn with_one_solution_the_entries_that_differ_from_it_are_blamed() {
        let puzzle = grid(
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        );
        let solution = puzzle.solve().unwrap();
        let blank: Vec<usize> = (0..81).filter(|&c| puzzle.get(c) == 0).collect();
        // Two wrong entries that break no rule by themselves, and one right one.
        let (a, b, right) = (blank[0], blank[5], blank[9]);
        let wrong = |cell: usize| {
            (1..=9)
                .find(|&d| {
                    d != solution.get(cell) && crate::masks::bit(d) & candidates(&puzzle, cell) != 0
                })
                .unwrap()
        };
        let mut board = with(&puzzle, a, wrong(a));
        board = with(&board, b, wrong(b));
        board = with(&board, right, solution.get(right));
        assert_eq!(
            check(&puzzle, &board),
            Verdict::Wrong {
                cells: vec![a, b],
                unique: true
            }
        );
    }

    #[test]
    fn with_several_solutions_the_entries_that_break_the_board_are_blamed() {
        // An empty puzzle has every grid as a solution; the second 1 of row 1 is blamed.
        let puzzle = Grid::EMPTY;
        let mut board = with(&puzzle, 0, 1);
        board = with(&board, 8, 1);
        board = with(&board, 40, 5);
        assert_eq!(
            check(&puzzle, &board),
            Verdict::Wrong {
                cells: vec![8],
                unique: false
            }
        );
    }

    #[test]
    fn several_solutions_blame_the_entry_that_leaves_a_digit_no_place() {
        // No two entries share a digit in a unit, yet 1 has no place left in row 1: r1c4..r1c9
        // hold 2..7, and the 1 in r2c3 keeps it out of r1c1..r1c3 (box 1).
        let mut board = Grid::EMPTY;
        for (i, digit) in (2..=7).enumerate() {
            board = with(&board, 3 + i, digit);
        }
        board = with(&board, 11, 1);
        assert!(board.conflicts().is_empty());
        assert_eq!(
            check(&Grid::EMPTY, &board),
            Verdict::Wrong {
                cells: vec![11],
                unique: false
            }
        );
        assert_eq!(
            with(&board, 11, 0).count_solutions(1),
            1,
            "without it the board can be completed"
        );
    }

    #[test]
    fn a_puzzle_whose_clues_break_a_rule_or_have_no_solution_is_at_fault() {
        let broken = with(&Grid::EMPTY, 0, 1);
        let broken = with(&broken, 1, 1);
        assert_eq!(check(&broken, &broken), Verdict::PuzzleUnsolvable);
        let impossible = grid(
            ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........",
        );
        assert_eq!(check(&impossible, &impossible), Verdict::PuzzleUnsolvable);
    }

    #[test]
    fn an_erased_or_overwritten_clue_counts_as_the_persons() {
        let puzzle = without(&[0, 1, 2]);
        // r1c4 is a clue (4); the person overwrites it with 9: blamed, not a clue.
        let board = with(&puzzle, 3, 9);
        assert_eq!(
            check(&puzzle, &board),
            Verdict::Wrong {
                cells: vec![3],
                unique: true
            }
        );
        let erased = with(&puzzle, 3, 0);
        assert_eq!(check(&puzzle, &erased), Verdict::OnTrack { empty: 4 });
    }

    fn candidates(grid: &Grid, cell: usize) -> u16 {
        grid.unit_masks().unwrap().candidates(cell)
    }
}
