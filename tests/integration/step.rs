//! The step engine through its public API: both orders reach the fast path's solution, events
//! replay to the search's grid, peeking changes nothing, each order picks the cells it should,
//! and a run can stop after any step.

use bitdoku::{Event, Grid, Search, Strategy};

use crate::common::*;

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

#[test]
fn a_search_reports_the_order_it_was_made_with() {
    for strategy in [Strategy::Naive, Strategy::Mrv] {
        let search = Search::new(&grid(CLASSIC_IN), strategy).unwrap();
        assert_eq!(search.strategy(), strategy);
    }
}
