//! Arbitrary grids, rule-breaking ones included, into the fast solver: `solve`,
//! `count_solutions` and `count_and_solve`. None may panic; they must agree with each other
//! and, whenever the MRV step engine finishes within a small budget, with it too.
//!
//! Input: one byte choosing the count limit (1..=4), then the grid (see `bitdoku_fuzz`).
#![no_main]

use bitdoku::{Event, Search, Strategy};
use libfuzzer_sys::fuzz_target;

/// Steps the independent MRV search may take before its verdict is left out.
const SEARCH_BUDGET: u64 = 20_000;

fuzz_target!(|data: &[u8]| {
    let Some((&limit, rest)) = data.split_first() else {
        return;
    };
    let limit = usize::from(limit % 4) + 1;
    let (grid, _) = bitdoku_fuzz::split_grid(rest);

    let solution = grid.solve();
    let count = grid.count_solutions(limit);
    let (counted, first) = grid.count_and_solve(limit);

    assert!(
        count <= limit,
        "{grid:?}: count {count} above limit {limit}"
    );
    assert_eq!(
        count, counted,
        "{grid:?}: count_solutions and count_and_solve disagree"
    );
    assert_eq!(
        count == 0,
        solution.is_none(),
        "{grid:?}: count {count}, solve {solution:?}"
    );
    assert_eq!(
        count == 0,
        first.is_none(),
        "{grid:?}: count {count}, first {first:?}"
    );
    for found in [solution, first].into_iter().flatten() {
        assert!(found.is_solved(), "{grid:?}: {found:?} is not a solution");
        assert!(grid.is_kept_by(&found), "{grid:?}: {found:?} drops a given");
    }
    if count == 1 && limit > 1 {
        assert_eq!(solution, first, "{grid:?}: two different unique solutions");
    }
    if !grid.conflicts().is_empty() {
        assert_eq!(count, 0, "{grid:?} breaks a rule yet has solutions");
        assert!(Search::new(&grid, Strategy::Mrv).is_err());
        return;
    }

    // An independent oracle: the teaching search, when it finishes quickly.
    let mut search = Search::new(&grid, Strategy::Mrv).expect("no rule is broken");
    match search.run(SEARCH_BUDGET) {
        Some(Event::Solved) => {
            assert!(
                count > 0,
                "{grid:?}: the step engine solved it, the fast path did not"
            );
            if count == 1 && limit > 1 {
                assert_eq!(solution, Some(search.grid()));
            }
        }
        Some(Event::Exhausted) => {
            assert_eq!(count, 0, "{grid:?}: the step engine found no solution")
        }
        _ => {}
    }
});
