//! Tests of the public entry points.

use super::fixtures::varied_grids;
use super::{count_and_solve, solve};

/// The solution a count keeps is the first it finds, the one that `solve` returns, however
/// many it goes on to count.
#[test]
fn a_count_keeps_the_first_solution_it_finds() {
    for grid in varied_grids() {
        assert_eq!(count_and_solve(&grid, 3).1, solve(&grid), "{grid:?}");
    }
}
