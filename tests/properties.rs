//! Properties of the solver, the counter, the parser and the step engine on generated grids:
//! puzzles cut from random transforms of a solved grid (one or many solutions), and random
//! sparse grids that often break a rule.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use bitdoku::{Event, Grid, Layout, Search, Strategy as Order};
use common::*;
use proptest::prelude::*;

/// A solved grid in reading order, 1..=9.
type Cells = [u8; 81];

/// A random member of the solved grid's symmetry class: relabelled digits, rows permuted
/// within bands and bands permuted, the same for columns, and maybe transposed.
fn solved_grid() -> impl Strategy<Value = Cells> {
    let base = grid(BOJ_OUT).cells();
    let perm3 = || Just([0usize, 1, 2]).prop_shuffle();
    (
        Just((1..=9u8).collect::<Vec<_>>()).prop_shuffle(),
        [perm3(), perm3(), perm3(), perm3()],
        [perm3(), perm3(), perm3(), perm3()],
        any::<bool>(),
    )
        .prop_map(move |(digits, rows, cols, transpose)| {
            // rows[0] orders the bands, rows[1..4] the rows inside each band; likewise cols.
            let line = |p: &[[usize; 3]; 4], i: usize| p[0][i / 3] * 3 + p[1 + i / 3][i % 3];
            let mut out = [0u8; 81];
            for r in 0..9 {
                for c in 0..9 {
                    let (sr, sc) = (line(&rows, r), line(&cols, c));
                    let (sr, sc) = if transpose { (sc, sr) } else { (sr, sc) };
                    out[r * 9 + c] = digits[base[sr * 9 + sc] as usize - 1];
                }
            }
            out
        })
}

/// A puzzle cut from a random solved grid, with `blanks` cells emptied.
fn puzzle(blanks: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Grid> {
    (
        solved_grid(),
        Just((0..81).collect::<Vec<usize>>()).prop_shuffle(),
        blanks,
    )
        .prop_map(|(mut cells, order, blanks)| {
            for &cell in &order[..blanks] {
                cells[cell] = 0;
            }
            Grid::from_cells(cells).unwrap()
        })
}

/// A sparse grid of random givens (at most 25), which often breaks a rule.
fn random_givens() -> impl Strategy<Value = Grid> {
    proptest::collection::vec((0..81usize, 1..=9u8), 0..=25).prop_map(|givens| {
        let mut cells = [0u8; 81];
        for (cell, digit) in givens {
            cells[cell] = digit;
        }
        Grid::from_cells(cells).unwrap()
    })
}

fn any_grid() -> impl Strategy<Value = Grid> {
    prop_oneof![puzzle(0..=81), random_givens()]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn a_transformed_solution_is_still_a_solution(cells in solved_grid()) {
        prop_assert!(Grid::from_cells(cells).unwrap().is_solved());
    }

    #[test]
    fn any_solution_is_valid_and_keeps_the_givens(grid in any_grid()) {
        if let Some(solution) = grid.solve() {
            prop_assert!(solution.is_solved(), "{solution}");
            prop_assert!(grid.is_kept_by(&solution));
        }
    }

    #[test]
    fn count_agrees_with_solve_and_respects_the_limit(grid in any_grid()) {
        let one = grid.count_solutions(1);
        prop_assert_eq!(one == 1, grid.solve().is_some());
        let counts: Vec<usize> = (0..=4).map(|n| grid.count_solutions(n)).collect();
        for (limit, &count) in counts.iter().enumerate() {
            prop_assert!(count <= limit, "count {} over limit {}", count, limit);
        }
        prop_assert!(counts.windows(2).all(|w| w[0] <= w[1]), "{:?}", counts);
        if !grid.conflicts().is_empty() {
            prop_assert_eq!(counts[4], 0);
        }
    }

    #[test]
    fn cut_puzzles_are_solvable(grid in puzzle(0..=81)) {
        prop_assert!(grid.count_solutions(1) == 1);
    }

    #[test]
    fn parsing_the_printed_form_gives_the_same_grid(grid in any_grid()) {
        prop_assert_eq!(grid.to_string().parse::<Grid>().unwrap(), grid);
        for layout in [Layout::Spaced, Layout::Compact, Layout::Line] {
            let text = grid.render(layout);
            prop_assert_eq!(Grid::parse_with_layout(&text).unwrap(), (grid, layout));
        }
    }

    #[test]
    fn the_step_engine_solves_and_its_events_replay(grid in puzzle(0..=30), mrv in any::<bool>()) {
        let strategy = if mrv { Order::Mrv } else { Order::Naive };
        let mut search = Search::new(&grid, strategy).unwrap();
        let mut replay = grid.cells();
        loop {
            let event = search.step();
            event.apply(&mut replay);
            prop_assert_eq!(&replay, search.cells());
            if event.is_final() {
                prop_assert_eq!(event, Event::Solved);
                break;
            }
        }
        prop_assert!(search.grid().is_solved());
        prop_assert!(grid.is_kept_by(&search.grid()));
    }

    #[test]
    fn the_parser_never_panics(text in any::<String>()) {
        if let Err(error) = text.parse::<Grid>() {
            prop_assert!(!error.to_string().is_empty());
        }
    }

    #[test]
    fn the_parser_never_panics_on_near_misses(text in "[0-9. \r\n\tx]{0,200}") {
        if let Err(error) = text.parse::<Grid>() {
            prop_assert!(!error.to_string().is_empty());
        }
    }
}
