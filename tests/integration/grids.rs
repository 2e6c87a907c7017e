//! Special grids through both engines, the fast path and the step engine: givens that break a
//! rule, consistent givens with no solution, many solutions, the empty grid and full grids.

use bitdoku::{Event, Grid, Search, Strategy};

use crate::common::*;

fn with(cells: &[(usize, usize, u8)]) -> Grid {
    let mut grid = [0u8; 81];
    for &(row, col, digit) in cells {
        grid[(row - 1) * 9 + (col - 1)] = digit;
    }
    Grid::from_cells(grid).unwrap()
}

#[test]
fn rule_breaking_givens_name_the_unit_and_both_cells() {
    let cases = [
        (
            with(&[(3, 2, 5), (3, 7, 5)]),
            "two 5s in row 3 (r3c2 and r3c7)",
        ),
        (
            with(&[(2, 4, 9), (8, 4, 9)]),
            "two 9s in column 4 (r2c4 and r8c4)",
        ),
        (
            with(&[(4, 7, 1), (6, 9, 1)]),
            "two 1s in box 6 (r4c7 and r6c9)",
        ),
    ];
    for (grid, message) in cases {
        assert_eq!(grid.unit_masks().unwrap_err().to_string(), message);
        assert_eq!(grid.conflicts().len(), 1);
        assert_eq!(grid.solve(), None);
        assert_eq!(grid.count_solutions(5), 0);
        assert_eq!(
            Search::new(&grid, Strategy::Naive).unwrap_err().to_string(),
            message
        );
    }
}

#[test]
fn consistent_givens_with_no_solution() {
    for text in [NO_SOLUTION, DEAD_CELL] {
        let puzzle = grid(text);
        assert!(
            puzzle.conflicts().is_empty(),
            "givens must be consistent: {text}"
        );
        assert_eq!(puzzle.solve(), None);
        assert_eq!(puzzle.count_solutions(2), 0);
        assert_eq!(puzzle.count_and_solve(3), (0, None));
        assert_agrees_with_reference(&puzzle, 3);
        for strategy in ORDERS {
            let mut search = Search::new(&puzzle, strategy).unwrap();
            assert_eq!(run_to_end(&mut search), Event::Exhausted, "{strategy}");
        }
    }
}

#[test]
fn many_solutions_are_counted_up_to_the_limit() {
    // The BOJ sample with its first three rows blanked out, keeping only rows 4 to 9.
    let rows: Vec<&str> = BOJ_OUT.lines().collect();
    let text = format!(
        "{}{}",
        "0 0 0 0 0 0 0 0 0\n".repeat(3),
        rows[3..].join("\n")
    );
    let puzzle = grid(&text);
    let all = puzzle.count_solutions(usize::MAX);
    assert!(all > 2, "expected several solutions, got {all}");
    assert_eq!(puzzle.count_solutions(2), 2);
    assert_eq!(puzzle.count_solutions(all + 10), all);
    let (count, first) = puzzle.count_and_solve(2);
    assert_eq!(count, 2);
    assert_solves(&puzzle, &first.unwrap());
}

#[test]
fn the_empty_grid_has_solutions_counted_exactly_up_to_any_limit() {
    let solution = Grid::EMPTY.solve().unwrap();
    assert_solves(&Grid::EMPTY, &solution);
    assert_eq!(Grid::EMPTY.count_solutions(3), 3);
    for limit in [1, 2, 3, 50, 1000] {
        let (count, first) = Grid::EMPTY.count_and_solve(limit);
        assert_eq!(count, limit);
        assert_solves(&Grid::EMPTY, &first.unwrap());
    }
    assert_agrees_with_reference(&Grid::EMPTY, 200);
    let mut search = Search::new(&Grid::EMPTY, Strategy::Naive).unwrap();
    assert_eq!(run_to_end(&mut search), Event::Solved);
    assert_solves(&Grid::EMPTY, &search.grid());
}

#[test]
fn full_grids_are_their_own_single_solution() {
    for solution in sample_solutions() {
        assert_eq!(solution.solve(), Some(solution));
        assert_eq!(solution.count_solutions(2), 1);
        assert_eq!(solution.count_and_solve(3), (1, Some(solution)));
        // One blank is forced back to the same digit.
        let one_blank = blank(&solution, &[40]);
        assert_eq!(one_blank.count_and_solve(3), (1, Some(solution)));
        let mut search = Search::new(&solution, Strategy::Mrv).unwrap();
        assert_eq!(search.step(), Event::Solved);
        assert_eq!(
            search.step(),
            Event::Solved,
            "a finished search repeats its outcome"
        );
        assert_eq!(search.counters().steps, 1);
    }
}

#[test]
fn only_a_full_grid_that_breaks_no_rule_is_solved() {
    assert!(!Grid::EMPTY.is_solved());
    for solution in sample_solutions() {
        assert!(solution.is_solved(), "{solution}");
        let one_blank = blank(&solution, &[40]);
        assert!(!one_blank.is_solved(), "{one_blank}");
        // Full, but two neighbours swapped: each digit now clashes in its new column.
        let mut cells = solution.cells();
        cells.swap(0, 1);
        let broken = Grid::from_cells(cells).unwrap();
        assert_eq!(broken.filled(), 81);
        assert!(!broken.is_solved(), "{broken}");
    }
}

#[test]
fn a_grid_is_kept_by_another_only_if_every_digit_stands_there_too() {
    for (input, output) in SAMPLES {
        let (puzzle, solution) = (grid(input), grid(output));
        assert!(puzzle.is_kept_by(&solution));
        assert!(Grid::EMPTY.is_kept_by(&puzzle));
        assert!(!solution.is_kept_by(&puzzle), "blanks do not keep digits");
        // The solution with 1s and 2s exchanged: the givens 1 and 2 are no longer kept.
        let cells = solution.cells().map(|d| match d {
            1 => 2,
            2 => 1,
            d => d,
        });
        let relabelled = Grid::from_cells(cells).unwrap();
        assert!(relabelled.is_solved());
        assert!(!puzzle.is_kept_by(&relabelled), "{puzzle}");
    }
}

#[test]
fn a_grid_debugs_as_its_line() {
    let puzzle = grid(CLASSIC_IN);
    let line = puzzle.to_string();
    assert_eq!(line.len(), 81);
    assert_eq!(format!("{puzzle:?}"), format!("Grid(\"{line}\")"));
}
