//! Arbitrary grids and step budgets into the step engine (`Search`) and the `Timeline` that
//! seeks back and forth. Replaying the events onto the givens must give the engine's grid
//! after every step, and seeking to step k must give exactly a fresh search run k steps.
//!
//! Input: the grid (see `bitdoku_fuzz`), then one byte for the strategy (its remainder by 3:
//! naive, MRV, Propagation), two for the budget (at most `MAX_STEPS`), then pairs of bytes,
//! each a step to seek to.
#![no_main]

use bitdoku::{Event, Grid, Search, Strategy, Timeline};
use libfuzzer_sys::fuzz_target;

/// The most steps one input may run, so each input stays fast.
const MAX_STEPS: u64 = 20_000;
/// The most seeks one input may ask for.
const MAX_SEEKS: usize = 16;

fuzz_target!(|data: &[u8]| {
    let (grid, rest) = bitdoku_fuzz::split_grid(data);
    let orders = [Strategy::Naive, Strategy::Mrv, Strategy::Propagation];
    let (strategy, rest) = match rest.split_first() {
        Some((&byte, rest)) => (orders[usize::from(byte % 3)], rest),
        None => (Strategy::Naive, rest),
    };
    let mut pairs = rest
        .chunks_exact(2)
        .map(|pair| u64::from(u16::from_le_bytes([pair[0], pair[1]])));
    let budget = pairs.next().unwrap_or(0) % (MAX_STEPS + 1);
    let seeks: Vec<u64> = pairs.take(MAX_SEEKS).map(|t| t % (budget + 2)).collect();

    let Ok(mut search) = Search::new(&grid, strategy) else {
        assert!(
            !grid.conflicts().is_empty(),
            "{grid:?}: refused without a conflict"
        );
        return;
    };
    assert!(
        grid.conflicts().is_empty(),
        "{grid:?}: started despite a conflict"
    );

    // Step by step, replaying each event onto the givens.
    let mut replayed = grid.cells();
    let mut events = Vec::new();
    for _ in 0..budget {
        if search.outcome().is_some() {
            break; // a finished run repeats its final event without counting a step
        }
        let event = search.step();
        event.apply(&mut replayed);
        events.push(event);
        check_state(&grid, &search, &replayed);
    }
    let steps = events.len() as u64;
    assert_eq!(search.counters().steps, steps);
    check_outcome(&grid, &search);

    // The same run through a timeline, then seeks back and forth.
    let mut timeline = Timeline::new(Search::new(&grid, strategy).expect("checked above"));
    assert_eq!(timeline.run(budget), events.last().copied());
    assert_eq!(timeline.position(), steps);
    for target in seeks {
        let event = timeline.seek(target);
        // A seek past the furthest step runs on, stopping only where the run ends.
        let reached = match search.outcome() {
            Some(_) => target.min(steps),
            None => target,
        };
        assert_eq!(timeline.position(), reached, "seek to {target}");
        let mut fresh = Search::new(&grid, strategy).expect("checked above");
        assert_eq!(event, fresh.run(reached), "event leading to step {reached}");
        if let Some(recorded) = reached.checked_sub(1).and_then(|i| events.get(i as usize)) {
            assert_eq!(event, Some(*recorded), "event leading to step {reached}");
        }
        let at = timeline.search();
        assert_eq!(at.cells(), fresh.cells(), "cells at step {reached}");
        assert_eq!(at.masks(), fresh.masks(), "masks at step {reached}");
        assert_eq!(
            at.counters(),
            fresh.counters(),
            "counters at step {reached}"
        );
        assert_eq!(at.stack(), fresh.stack(), "stack at step {reached}");
        assert_eq!(at.outcome(), fresh.outcome(), "outcome at step {reached}");
    }
});

/// The engine's grid is the replayed one, its masks are that grid's, its counters add up.
fn check_state(givens: &Grid, search: &Search, replayed: &[u8; 81]) {
    assert_eq!(search.cells(), replayed, "{givens:?}: replay diverged");
    assert_eq!(
        search.grid().unit_masks(),
        Ok(*search.masks()),
        "{givens:?}: masks"
    );
    assert!(
        givens.is_kept_by(&search.grid()),
        "{givens:?}: a given was overwritten"
    );
    let counters = search.counters();
    assert_eq!(
        counters.placements + counters.deductions - counters.backtracks,
        search.depth() as u64,
        "{givens:?}: placements + deductions - backtracks is not the depth"
    );
    assert_eq!(search.grid().filled(), givens.filled() + search.depth());
}

/// A finished run agrees with the fast solver.
fn check_outcome(givens: &Grid, search: &Search) {
    match search.outcome() {
        Some(Event::Solved) => {
            assert!(
                search.grid().is_solved(),
                "{givens:?}: 'solved' but not solved"
            );
            assert!(
                givens.count_solutions(1) == 1,
                "{givens:?}: the fast path found none"
            );
        }
        Some(Event::Exhausted) => {
            assert_eq!(
                givens.count_solutions(1),
                0,
                "{givens:?}: exhausted, yet solvable"
            )
        }
        Some(other) => panic!("{givens:?}: a run ended on {other:?}"),
        None => {}
    }
}
