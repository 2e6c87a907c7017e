//! The fast path (`Grid::solve`, `Grid::count_solutions`, `Grid::count_and_solve`) on grids
//! written or derived here: unique puzzles, grids with many solutions, consistent givens with
//! no solution, givens that break a rule, and a limit of 0. Counts are checked against
//! [`reference_solutions`], a solver that shares no code with bitdoku. The empty grid, full
//! grids and consistent givens with no solution are in `grids`, with the step engine.

use bitdoku::Grid;

use crate::common::*;

#[test]
fn unique_puzzles_give_their_one_solution() {
    for (input, output) in SAMPLES {
        let puzzle = grid(input);
        assert_eq!(puzzle.count_and_solve(5), (1, Some(grid(output))));
        assert_agrees_with_reference(&puzzle, 5);
    }
    let hard = grid(BRUTE_FORCE);
    let (count, solution) = hard.count_and_solve(5);
    assert_eq!(count, 1);
    let solution = solution.unwrap();
    assert_solves(&hard, &solution);
    assert_eq!(&solution.to_string()[..9], "987654321");
}

#[test]
fn grids_keeping_a_few_rows_count_like_the_reference() {
    for solution in sample_solutions() {
        for kept_rows in [2, 3, 4, 5, 6] {
            let cells: Vec<usize> = (9 * kept_rows..81).collect();
            let puzzle = blank(&solution, &cells);
            assert_agrees_with_reference(&puzzle, 300);
        }
    }
}

/// Blanking a deadly rectangle (a b / b a on two rows and two columns that span only two
/// boxes) leaves exactly two solutions.
#[test]
fn a_blanked_deadly_rectangle_has_exactly_two_solutions() {
    let mut rectangles = 0;
    for solution in sample_solutions() {
        let cells = solution.cells();
        for r1 in 0..9 {
            for r2 in r1 + 1..9 {
                for c1 in 0..9 {
                    for c2 in c1 + 1..9 {
                        let corners = [9 * r1 + c1, 9 * r1 + c2, 9 * r2 + c1, 9 * r2 + c2];
                        let two_boxes = r1 / 3 == r2 / 3 || c1 / 3 == c2 / 3;
                        let [a, b, c, d] = corners.map(|cell| cells[cell]);
                        if !two_boxes || a != d || b != c {
                            continue;
                        }
                        rectangles += 1;
                        let puzzle = blank(&solution, &corners);
                        assert_eq!(puzzle.count_solutions(10), 2, "{puzzle}");
                        assert_agrees_with_reference(&puzzle, 10);
                    }
                }
            }
        }
    }
    assert!(
        rectangles > 0,
        "the sample solutions hold no deadly rectangle"
    );
}

/// Each sample puzzle with one given changed to every other digit that breaks no rule: some
/// of these have solutions, most have none, and the count must match either way.
#[test]
fn sample_puzzles_with_one_given_changed_count_like_the_reference() {
    let mut unsolvable = 0;
    for (input, _) in SAMPLES {
        let puzzle = grid(input);
        for cell in (0..81).filter(|&c| puzzle.get(c) != 0) {
            for digit in (1..=9).filter(|&d| d != puzzle.get(cell)) {
                let mut cells = puzzle.cells();
                cells[cell] = digit;
                let changed = Grid::from_cells(cells).unwrap();
                if changed.conflicts().is_empty() {
                    assert_agrees_with_reference(&changed, 3);
                    unsolvable += usize::from(changed.solve().is_none());
                }
            }
        }
    }
    assert!(unsolvable > 50, "only {unsolvable} unsolvable variants");
}

#[test]
fn givens_that_break_a_rule_have_no_solution_at_any_limit() {
    for solution in sample_solutions() {
        // Copy a digit onto a cell that sees the same digit: a row, a column and a box clash.
        for (from, to) in [(0, 8), (0, 72), (0, 20), (40, 44)] {
            let mut cells = [0; 81];
            cells[from] = solution.get(from);
            cells[to] = solution.get(from);
            let puzzle = Grid::from_cells(cells).unwrap();
            assert!(!puzzle.conflicts().is_empty(), "{puzzle}");
            for limit in 0..4 {
                assert_eq!(puzzle.count_and_solve(limit), (0, None), "{puzzle}");
            }
            assert_eq!(puzzle.solve(), None);
            assert_agrees_with_reference(&puzzle, 3);
        }
        // A full grid with two neighbours swapped: each digit now clashes in its new column.
        let mut cells = solution.cells();
        cells.swap(0, 1);
        let broken = Grid::from_cells(cells).unwrap();
        assert_eq!(broken.count_and_solve(2), (0, None), "{broken}");
    }
}

#[test]
fn a_limit_of_zero_counts_nothing() {
    for puzzle in [Grid::EMPTY, grid(BOJ_IN), grid(BOJ_OUT), grid(NO_SOLUTION)] {
        assert_eq!(puzzle.count_and_solve(0), (0, None), "{puzzle}");
        assert_eq!(puzzle.count_solutions(0), 0, "{puzzle}");
    }
}

/// Givens that lack two or more digits have no solution or several (the lacking digits swap),
/// and the fast path stops at the first solution when the swaps alone reach its limit: its
/// counts still agree with the reference at every limit, on either side of the swaps' count.
#[test]
fn givens_lacking_digits_count_like_the_reference() {
    for solution in sample_solutions() {
        let cells = solution.cells();
        for lacking in [&[9][..], &[8, 9], &[7, 8, 9]] {
            let blanked: Vec<usize> = (0..81).filter(|&c| lacking.contains(&cells[c])).collect();
            let puzzle = blank(&solution, &blanked);
            // And one more given taken away, for more solutions.
            let fewer = blank(&puzzle, &[(0..81).find(|&c| cells[c] == 1).unwrap()]);
            for limit in 1..=8 {
                assert_agrees_with_reference(&puzzle, limit);
                assert_agrees_with_reference(&fewer, limit);
            }
        }
    }
}

/// Two empty rows of a band, or two empty columns of a stack, swap in any solution too: the
/// counts agree with the reference at every limit, with two, three and four such lines.
#[test]
fn givens_with_empty_lines_count_like_the_reference() {
    for solution in sample_solutions() {
        let rows = |rows: &[usize]| -> Vec<usize> {
            rows.iter()
                .flat_map(|r| (0..9).map(move |c| 9 * r + c))
                .collect()
        };
        let columns = |columns: &[usize]| -> Vec<usize> {
            columns
                .iter()
                .flat_map(|&c| (0..9).map(move |r| 9 * r + c))
                .collect()
        };
        let lines = [
            rows(&[3, 4]),
            columns(&[6, 8]),
            rows(&[0, 1, 2]),
            [rows(&[7, 8]), columns(&[0, 2])].concat(),
        ];
        for blanked in lines {
            let puzzle = blank(&solution, &blanked);
            for limit in 1..=8 {
                assert_agrees_with_reference(&puzzle, limit);
            }
        }
    }
}
