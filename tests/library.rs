//! The library through its public API: samples, parse errors, rule-breaking givens, special
//! grids, and the step engine against the fast path.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use bitdoku::{Event, Grid, Layout, ParseError, Search, Strategy};
use common::*;

#[test]
fn samples_solve_to_the_expected_output_in_the_same_layout() {
    for (input, expected) in SAMPLES {
        let (puzzle, layout) = Grid::parse_with_layout(input).unwrap();
        let solution = puzzle.solve().expect("each sample has a solution");
        assert_eq!(solution.render(layout), expected, "puzzle:\n{input}");
        assert_eq!(puzzle.count_solutions(2), 1);
    }
}

#[test]
fn the_three_layouts_are_recognised() {
    assert_eq!(Grid::parse_with_layout(BOJ_IN).unwrap().1, Layout::Spaced);
    assert_eq!(
        Grid::parse_with_layout(COMPACT_IN).unwrap().1,
        Layout::Compact
    );
    assert_eq!(
        Grid::parse_with_layout(BRUTE_FORCE).unwrap().1,
        Layout::Line
    );
    let zeros = BRUTE_FORCE.replace('.', "0");
    assert_eq!(grid(&zeros), grid(BRUTE_FORCE));
}

#[test]
fn crlf_trailing_whitespace_and_blank_lines_are_tolerated() {
    let messy = format!("\r\n\n{}\n\n", BOJ_IN.replace('\n', "  \t\r\n"));
    assert_eq!(grid(&messy), grid(BOJ_IN));
    assert_eq!(grid(&format!("{BRUTE_FORCE}  \r\n")), grid(BRUTE_FORCE));
}

fn parse_error(text: &str) -> ParseError {
    text.parse::<Grid>().expect_err("should not parse")
}

#[test]
fn empty_input_is_an_error() {
    let err = parse_error(" \n\r\n\t");
    assert_eq!(err, ParseError::Empty);
    assert!(err.to_string().contains("empty input"), "{err}");
}

#[test]
fn wrong_line_count_names_how_many_lines() {
    let eight: String = BOJ_IN.lines().take(8).map(|l| format!("{l}\n")).collect();
    let err = parse_error(&eight);
    assert_eq!(err, ParseError::LineCount { found: 8 });
    assert!(err.to_string().contains("found 8 lines"), "{err}");
}

#[test]
fn wrong_cell_count_names_the_line() {
    let short_row = BOJ_IN.replacen("5 9 6 8 2 0 4 1 3", "5 9 6 8 2 0 4 1", 1);
    let err = parse_error(&short_row);
    assert_eq!(
        err,
        ParseError::CellCount {
            line: 6,
            found: 8,
            expected: 9
        }
    );
    assert_eq!(err.to_string(), "line 6 has 8 cells, expected 9");

    let long_line = format!("{BRUTE_FORCE}1");
    let err = parse_error(&long_line);
    assert_eq!(
        err,
        ParseError::CellCount {
            line: 1,
            found: 82,
            expected: 81
        }
    );
    assert!(err.to_string().contains("82 cells, expected 81"), "{err}");
    let short_line = &BRUTE_FORCE[..80];
    assert!(parse_error(short_line)
        .to_string()
        .contains("80 cells, expected 81"));
}

#[test]
fn invalid_character_names_line_and_column() {
    let bad = COMPACT_IN.replacen("070090200", "0700x0200", 1);
    let err = parse_error(&bad);
    assert_eq!(
        err,
        ParseError::InvalidChar {
            ch: 'x',
            line: 3,
            column: 5
        }
    );
    assert_eq!(
        err.to_string(),
        "invalid character 'x' at line 3, column 5 (expected a digit 0-9 or '.')"
    );
    // Columns count characters, not bytes, and blank lines before the grid still count.
    let err = parse_error(&format!("\n{}é", &BRUTE_FORCE[..40]));
    assert_eq!(
        err,
        ParseError::InvalidChar {
            ch: 'é',
            line: 2,
            column: 41
        }
    );
}

#[test]
fn out_of_range_cells_are_refused() {
    let mut cells = [0u8; 81];
    cells[10] = 12;
    let err = Grid::from_cells(cells).unwrap_err();
    assert_eq!(
        err.to_string(),
        "cell r2c2 holds 12, expected 0 (blank) to 9"
    );
}

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
        for strategy in [Strategy::Naive, Strategy::Mrv] {
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
fn the_empty_grid_has_solutions() {
    let solution = Grid::EMPTY.solve().unwrap();
    assert_solves(&Grid::EMPTY, &solution);
    assert_eq!(Grid::EMPTY.count_solutions(3), 3);
    assert_eq!(Grid::EMPTY.count_solutions(0), 0);
    let mut search = Search::new(&Grid::EMPTY, Strategy::Naive).unwrap();
    assert_eq!(run_to_end(&mut search), Event::Solved);
    assert_solves(&Grid::EMPTY, &search.grid());
}

#[test]
fn a_full_grid_is_its_own_solution() {
    let full = grid(BOJ_OUT);
    assert_eq!(full.solve(), Some(full));
    assert_eq!(full.count_solutions(2), 1);
    let mut search = Search::new(&full, Strategy::Mrv).unwrap();
    assert_eq!(search.step(), Event::Solved);
    assert_eq!(
        search.step(),
        Event::Solved,
        "a finished search repeats its outcome"
    );
    assert_eq!(search.counters().steps, 1);
}

fn run_to_end(search: &mut Search) -> Event {
    loop {
        let event = search.step();
        if event.is_final() {
            return event;
        }
    }
}

#[test]
fn both_orders_reach_the_fast_path_solution() {
    for (input, _) in SAMPLES {
        let puzzle = grid(input);
        let expected = puzzle.solve().unwrap();
        for strategy in [Strategy::Naive, Strategy::Mrv] {
            let mut search = Search::new(&puzzle, strategy).unwrap();
            assert_eq!(run_to_end(&mut search), Event::Solved);
            assert_eq!(search.grid(), expected, "{strategy} on\n{input}");
        }
    }
}

#[test]
fn replaying_events_reproduces_the_grid_at_every_step() {
    for (input, _) in SAMPLES {
        let puzzle = grid(input);
        for strategy in [Strategy::Naive, Strategy::Mrv] {
            let mut search = Search::new(&puzzle, strategy).unwrap();
            let mut replay = puzzle.cells();
            let (mut placements, mut backtracks, mut depth, mut deepest) = (0, 0, 0u8, 0u8);
            loop {
                let event = search.step();
                event.apply(&mut replay);
                assert_eq!(&replay, search.cells(), "{strategy} after {event:?}");
                match event {
                    Event::Place { depth: d, .. } => {
                        placements += 1;
                        depth += 1;
                        assert_eq!(d, depth, "a placement is one deeper");
                        deepest = deepest.max(depth);
                    }
                    Event::TakeBack { depth: d, .. } => {
                        backtracks += 1;
                        assert_eq!(d, depth, "a take-back undoes the deepest digit");
                        depth -= 1;
                    }
                    _ => {}
                }
                assert_eq!(search.depth(), depth as usize);
                if event.is_final() {
                    break;
                }
            }
            let counters = search.counters();
            assert_eq!(counters.placements, placements);
            assert_eq!(counters.backtracks, backtracks);
            assert_eq!(counters.max_depth, deepest);
        }
    }
}

#[test]
fn peek_names_the_next_event_and_changes_nothing() {
    for (input, _) in SAMPLES {
        let puzzle = grid(input);
        for strategy in [Strategy::Naive, Strategy::Mrv] {
            let mut search = Search::new(&puzzle, strategy).unwrap();
            loop {
                let (cells, counters) = (*search.cells(), search.counters());
                let peeked = search.peek();
                assert_eq!(
                    search.cells(),
                    &cells,
                    "{strategy}: peek left the cells alone"
                );
                assert_eq!(search.counters(), counters, "{strategy}: and the counters");
                let event = search.step();
                assert_eq!(peeked, event, "{strategy} at step {}", counters.steps);
                if event.is_final() {
                    break;
                }
            }
            assert_eq!(search.peek(), search.outcome().unwrap(), "the end repeats");
        }
    }
}

#[test]
fn naive_fills_cells_in_reading_order_trying_digits_upward() {
    let puzzle = grid(COMPACT_IN);
    let mut search = Search::new(&puzzle, Strategy::Naive).unwrap();
    // r1c1 holds the given 8, so the first blank is r1c2.
    // Its column holds 7, 5, 9 and its box 8, 3, leaving {1, 2, 4, 6}.
    assert_eq!(
        search.step(),
        Event::Choose {
            cell: 1,
            candidates: 0b0_0010_1011
        }
    );
    assert_eq!(
        search.step(),
        Event::Place {
            cell: 1,
            digit: 1,
            depth: 1
        }
    );
    // r1c3: the row has 8, 1; the column 3, 1, 8; the box 8, 1, 3, 7: {2, 4, 5, 6, 9} left.
    assert_eq!(
        search.step(),
        Event::Choose {
            cell: 2,
            candidates: 0b1_0011_1010
        }
    );
}

#[test]
fn mrv_picks_the_first_cell_with_fewest_candidates() {
    let puzzle = grid(BOJ_IN);
    let masks = puzzle.unit_masks().unwrap();
    let fewest = (0..81)
        .filter(|&c| puzzle.get(c) == 0)
        .map(|c| masks.candidates(c).count_ones())
        .min()
        .unwrap();
    let expected = (0..81)
        .find(|&c| puzzle.get(c) == 0 && masks.candidates(c).count_ones() == fewest)
        .unwrap();
    let mut search = Search::new(&puzzle, Strategy::Mrv).unwrap();
    match search.step() {
        Event::Choose { cell, candidates } => {
            assert_eq!(cell as usize, expected);
            assert_eq!(candidates, masks.candidates(expected));
        }
        other => panic!("expected a choice, got {other:?}"),
    }
}

/// Steps a search to its end and returns how many steps it took and the grid it ended on.
fn steps_to_solve(puzzle: &Grid, strategy: Strategy) -> (u64, Grid) {
    let mut search = Search::new(puzzle, strategy).unwrap();
    assert_eq!(run_to_end(&mut search), Event::Solved, "{strategy}");
    (search.counters().steps, search.grid())
}

#[test]
fn mrv_takes_far_fewer_steps_than_naive_on_hard_puzzles() {
    let puzzle = grid(COMPACT_IN);
    let (naive, naive_grid) = steps_to_solve(&puzzle, Strategy::Naive);
    let (mrv, mrv_grid) = steps_to_solve(&puzzle, Strategy::Mrv);
    assert_eq!(naive_grid, mrv_grid);
    assert!(4 * mrv < naive, "MRV took {mrv} steps, naive {naive}");

    // Naive needs 207 million steps on the brute-force puzzle, too many for a debug build:
    // here it is enough that naive has not finished after 100 times MRV's whole run. The
    // release-mode sweep (`cargo xtask sweep`) runs it to the end.
    let puzzle = grid(BRUTE_FORCE);
    let (mrv, _) = steps_to_solve(&puzzle, Strategy::Mrv);
    let mut naive = Search::new(&puzzle, Strategy::Naive).unwrap();
    naive.run(100 * mrv);
    assert_eq!(
        naive.outcome(),
        None,
        "naive finished within 100x MRV's {mrv} steps"
    );
}

#[test]
fn a_run_can_stop_after_any_step_and_go_on() {
    let puzzle = grid(CLASSIC_IN);
    let mut whole = Search::new(&puzzle, Strategy::Naive).unwrap();
    let mut sliced = whole.clone();
    run_to_end(&mut whole);
    let mut last = None;
    while sliced.outcome().is_none() {
        last = sliced.run(7);
    }
    assert_eq!(last, Some(Event::Solved));
    assert_eq!(sliced.counters(), whole.counters());
    assert_eq!(sliced.run(5), None, "nothing runs after the end");
}

#[test]
fn strategies_parse_by_name() {
    assert_eq!("naive".parse(), Ok(Strategy::Naive));
    assert_eq!("MRV".parse(), Ok(Strategy::Mrv));
    let err = "random".parse::<Strategy>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown strategy 'random': expected 'naive' or 'mrv'"
    );
}
