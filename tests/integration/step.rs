//! The step engine through its public API: every order reaches the fast path's solution, events
//! replay to the search's grid, peeking changes nothing, each order picks the cells it should
//! (Propagation deduces naked and hidden singles and takes them back one by one), and a run
//! can stop after any step.

use bitdoku::step::Single;
use bitdoku::{Event, Grid, Search, Strategy, Unit};

use crate::common::*;

#[test]
fn every_order_reaches_the_fast_path_solution() {
    for (input, _) in SAMPLES {
        let puzzle = grid(input);
        let expected = puzzle.solve().unwrap();
        for strategy in ORDERS {
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
        for strategy in ORDERS {
            let mut search = Search::new(&puzzle, strategy).unwrap();
            let mut replay = puzzle.cells();
            let (mut placements, mut deductions, mut backtracks) = (0, 0, 0);
            let (mut depth, mut deepest) = (0u8, 0u8);
            loop {
                let event = search.step();
                event.apply(&mut replay);
                assert_eq!(&replay, search.cells(), "{strategy} after {event:?}");
                match event {
                    Event::Place { depth: d, .. } | Event::Deduce { depth: d, .. } => {
                        match event {
                            Event::Place { .. } => placements += 1,
                            _ => deductions += 1,
                        }
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
            assert_eq!(counters.deductions, deductions);
            assert_eq!(counters.backtracks, backtracks);
            if strategy != Strategy::Propagation {
                assert_eq!(deductions, 0, "only Propagation deduces");
            }
            assert_eq!(counters.max_depth, deepest);
        }
    }
}

#[test]
fn peek_names_the_next_event_and_changes_nothing() {
    for (input, _) in SAMPLES {
        let puzzle = grid(input);
        for strategy in ORDERS {
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
fn running_a_budget_of_steps_is_taking_them_one_by_one() {
    let puzzles = SAMPLES
        .map(|(input, _)| input)
        .into_iter()
        .chain([NO_SOLUTION]);
    for input in puzzles {
        let puzzle = grid(input);
        for strategy in ORDERS {
            let mut whole = Search::new(&puzzle, strategy).unwrap();
            let last = run_to_end(&mut whole);
            let total = whole.counters().steps;
            let mut stepped = Search::new(&puzzle, strategy).unwrap();
            let mut run = stepped.clone();
            let mut check = |budget: u64| {
                let over = stepped.outcome().is_some();
                let mut expected = None;
                // Past the end, a step returns the final event again and changes nothing.
                for _ in 0..budget {
                    expected = Some(stepped.step());
                    if stepped.outcome().is_some() {
                        break;
                    }
                }
                let expected = if over { None } else { expected };
                assert_eq!(run.run(budget), expected, "{strategy}, budget {budget}");
                assert_eq!(run.counters(), stepped.counters(), "{strategy}, {budget}");
                assert_eq!(run.cells(), stepped.cells(), "{strategy}, budget {budget}");
                run.counters().steps
            };
            // Budgets of every size up to 7, then one that ends on the last step exactly, and
            // some after the end.
            let mut steps = 0;
            for budget in (0..8).cycle().take(40) {
                steps = check(budget);
            }
            for budget in [total - steps, 1, u64::MAX, 0] {
                check(budget);
            }
            assert_eq!(run.outcome(), Some(last), "{strategy} ran to the end");
        }
    }
}

#[test]
fn strategies_parse_by_name() {
    assert_eq!("naive".parse(), Ok(Strategy::Naive));
    assert_eq!("MRV".parse(), Ok(Strategy::Mrv));
    let err = "random".parse::<Strategy>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown strategy 'random': expected 'naive', 'mrv' or 'propagation'"
    );
    assert_eq!("Propagation".parse(), Ok(Strategy::Propagation));
    assert_eq!(Strategy::Propagation.to_string(), "propagation");
}

#[test]
fn a_search_reports_the_order_it_was_made_with() {
    for strategy in ORDERS {
        let search = Search::new(&grid(CLASSIC_IN), strategy).unwrap();
        assert_eq!(search.strategy(), strategy);
    }
}

/// The puzzle with `(row, column, digit)` (1-based) filled in and the rest blank.
fn position(filled: &[(usize, usize, u8)]) -> Grid {
    let mut cells = [0; 81];
    for &(row, column, digit) in filled {
        cells[(row - 1) * 9 + column - 1] = digit;
    }
    Grid::from_cells(cells).unwrap()
}

#[test]
fn propagation_deduces_a_naked_single_first() {
    // Row 5 holds 1..8 but for r5c5, which can only be 9; r9c9 has 8 candidates, no fewer.
    let filled: Vec<_> = [1, 2, 3, 4, 6, 7, 8, 9]
        .into_iter()
        .zip(1..=8u8)
        .map(|(column, digit)| (5, column, digit))
        .collect();
    let mut search = Search::new(&position(&filled), Strategy::Propagation).unwrap();
    let event = search.step();
    assert_eq!(
        event,
        Event::Deduce {
            cell: 40,
            digit: 9,
            depth: 1,
            single: Single::Naked
        }
    );
    assert_eq!(event.to_string(), "deduce 9 at r5c5  naked single  depth 1");
    assert_eq!(search.cells()[40], 9);
    let frame = search.stack()[0];
    assert_eq!(
        (frame.cell, frame.digit, frame.untried, frame.forced),
        (40, 9, 0, true)
    );
    assert_eq!(search.counters().deductions, 1);
    assert_eq!(search.counters().placements, 0);
    assert_eq!(search.depth(), 1);
}

/// The first event of Propagation on `filled`, which must hold no naked single.
fn first_deduction(filled: &[(usize, usize, u8)]) -> Event {
    let board = position(filled);
    let masks = board.unit_masks().unwrap();
    let blank = (0..81).filter(|&c| board.get(c) == 0);
    assert!(blank
        .map(|c| masks.candidates(c).count_ones())
        .all(|n| n > 1));
    Search::new(&board, Strategy::Propagation).unwrap().step()
}

#[test]
fn propagation_deduces_a_hidden_single_in_a_box() {
    // Box 2 has 3, 1 and 8 in r1c4, r1c6 and r3c6; the 6 of r2c9 rules out row 2 and the 6
    // of r8c5 column 5: r3c4 is the one place left for 6 in box 2, though row 3 has four
    // and column 4 seven.
    let event = first_deduction(&[(1, 4, 3), (1, 6, 1), (2, 9, 6), (3, 6, 8), (8, 5, 6)]);
    assert_eq!(
        event,
        Event::Deduce {
            cell: 21,
            digit: 6,
            depth: 1,
            single: Single::Hidden(Unit::Box(1))
        }
    );
    assert_eq!(
        event.to_string(),
        "deduce 6 at r3c4  hidden single in box 2  depth 1"
    );
}

#[test]
fn a_hidden_single_in_a_column_comes_before_the_same_one_in_its_box() {
    // The 8s of r2c8, r4c6 and r9c5 and the 5 in r1c4 leave 8 one place in column 4, r3c4,
    // which is its one place in box 2 as well: columns come before boxes.
    let event = first_deduction(&[(1, 4, 5), (2, 8, 8), (4, 6, 8), (9, 5, 8)]);
    let single = Single::Hidden(Unit::Column(3));
    assert_eq!(
        event,
        Event::Deduce {
            cell: 21,
            digit: 8,
            depth: 1,
            single
        }
    );
    assert_eq!(single.to_string(), "hidden single in column 4");
}

#[test]
fn a_hidden_single_in_a_row_comes_first() {
    // The 1s of r2c1 and r3c4 close boxes 1 and 2 to row 1, those of r4c7 and r7c8 columns 7
    // and 8: row 1's one place for a 1 is r1c9 (box 3's too).
    let event = first_deduction(&[(2, 1, 1), (3, 4, 1), (4, 7, 1), (7, 8, 1)]);
    assert_eq!(
        event,
        Event::Deduce {
            cell: 8,
            digit: 1,
            depth: 1,
            single: Single::Hidden(Unit::Row(0))
        }
    );
}

/// The Propagation order's whole run on two hard puzzles, counted: the order of its deductions
/// is part of what it promises (after each digit, the peers it leaves with one candidate join
/// the list, before the next look at the board), and a change to that order changes these.
#[test]
fn propagations_runs_on_hard_puzzles_take_these_steps() {
    for (puzzle, steps, placements, backtracks, deductions) in [
        // Arto Inkala's "hardest" and Norvig's hardest.
        (
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
            3843,
            190,
            1796,
            1666,
        ),
        (
            "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
            230,
            8,
            81,
            132,
        ),
    ] {
        let mut search = Search::new(&grid(puzzle), Strategy::Propagation).unwrap();
        assert_eq!(run_to_end(&mut search), Event::Solved);
        let counters = search.counters();
        assert_eq!(
            (
                counters.steps,
                counters.placements,
                counters.backtracks,
                counters.deductions
            ),
            (steps, placements, backtracks, deductions),
            "{puzzle}"
        );
    }
}

#[test]
fn propagation_takes_each_forced_digit_back_as_its_own_step() {
    // On this hard puzzle Propagation guesses: after a wrong guess, every digit deduced above
    // it is taken back, the last first, each as one TakeBack of its own depth.
    let puzzle =
        grid("85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.");
    let mut search = Search::new(&puzzle, Strategy::Propagation).unwrap();
    let mut placed: Vec<(u8, u8, bool)> = vec![]; // cell, digit, forced
    let mut forced_take_backs = 0;
    loop {
        let event = search.step();
        match event {
            Event::Place { cell, digit, .. } => placed.push((cell, digit, false)),
            Event::Deduce { cell, digit, .. } => placed.push((cell, digit, true)),
            Event::TakeBack { cell, digit, depth } => {
                let (top, top_digit, forced) = placed.pop().unwrap();
                assert_eq!(
                    (cell, digit, depth as usize),
                    (top, top_digit, placed.len() + 1)
                );
                let frame = search.stack()[depth as usize - 1];
                assert_eq!((frame.cell, frame.forced), (cell, forced));
                if forced {
                    forced_take_backs += 1;
                    assert_eq!(frame.untried, 0, "a forced digit has nothing else to try");
                    // The next step pops it and takes back the digit below: never a placement.
                    assert!(matches!(search.peek(), Event::TakeBack { .. }));
                }
            }
            _ => {}
        }
        if event.is_final() {
            assert_eq!(event, Event::Solved);
            break;
        }
    }
    assert!(forced_take_backs > 50, "{forced_take_backs}");
    assert_eq!(search.grid(), puzzle.solve().unwrap());
}

#[test]
fn propagation_needs_no_guess_on_the_brute_force_puzzle() {
    let puzzle = grid(BRUTE_FORCE);
    let mut search = Search::new(&puzzle, Strategy::Propagation).unwrap();
    assert_eq!(run_to_end(&mut search), Event::Solved);
    let counters = search.counters();
    let blanks = 81 - puzzle.filled() as u64;
    assert_eq!(
        (counters.steps, counters.deductions, counters.placements),
        (blanks + 1, blanks, 0)
    );
    assert_eq!(search.grid(), puzzle.solve().unwrap());
}
