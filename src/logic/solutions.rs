//! [`Solutions`]: what the logic needs to know of a grid's solutions. The fast path counts
//! them and the caller hands them in (`rate_with`, `hint_with`, `explain_with`), so that the
//! logic itself never counts: the page's logic module (src/wasm/logic.rs) then leaves the fast
//! path out, and its worker asks the solver module for them first.

use crate::Grid;

/// A grid's solutions, counted up to 2, with the first one found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solutions {
    /// None: the grid breaks a rule, or cannot be completed.
    None,
    /// Exactly one.
    One(Grid),
    /// Two or more; the one [`Grid::solve`] finds.
    Several(Grid),
}

impl Solutions {
    /// `grid`'s solutions, as the fast path ([`Grid::count_and_solve`]) finds them.
    pub fn of(grid: &Grid) -> Solutions {
        match grid.count_and_solve(2) {
            (1, Some(only)) => Solutions::One(only),
            (_, Some(first)) => Solutions::Several(first),
            (_, None) => Solutions::None,
        }
    }

    /// How many, counting up to 2.
    pub fn count(&self) -> usize {
        match self {
            Solutions::None => 0,
            Solutions::One(_) => 1,
            Solutions::Several(_) => 2,
        }
    }

    /// The first found, if any.
    pub fn first(&self) -> Option<&Grid> {
        match self {
            Solutions::None => None,
            Solutions::One(first) | Solutions::Several(first) => Some(first),
        }
    }

    /// Whether `solution` can be `grid`'s: every cell filled, no rule broken, and the digits
    /// of `grid` kept. A caller that hands in solutions from elsewhere (the page's worker,
    /// from the solver module) checks them with it before trusting them.
    pub fn fits(grid: &Grid, solution: &Grid) -> bool {
        solution.is_solved() && grid.is_kept_by(solution)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_of_several_is_the_one_solve_finds() {
        // explain's guesses follow `first`, and its documentation promises Grid::solve's.
        let empty: Grid = ".".repeat(81).parse().unwrap();
        let rows: Grid = format!("123456789{}", ".".repeat(72)).parse().unwrap();
        for grid in [empty, rows] {
            let solutions = Solutions::of(&grid);
            assert_eq!(solutions.count(), 2);
            assert_eq!(solutions.first().copied(), grid.solve());
            assert!(Solutions::fits(&grid, solutions.first().unwrap()));
        }
    }

    #[test]
    fn a_solution_that_drops_a_given_or_breaks_a_rule_does_not_fit() {
        let rows: Grid = format!("123456789{}", ".".repeat(72)).parse().unwrap();
        let solution = rows.solve().unwrap();
        let mut cells = solution.cells();
        cells.swap(0, 1); // the givens 1 and 2 swapped
        assert!(!Solutions::fits(&rows, &Grid::from_cells(cells).unwrap()));
        let mut cells = solution.cells();
        cells[80] = cells[79]; // a repeated digit in row 9
        assert!(!Solutions::fits(&rows, &Grid::from_cells(cells).unwrap()));
        cells[80] = 0; // a blank
        assert!(!Solutions::fits(&rows, &Grid::from_cells(cells).unwrap()));
        assert_eq!(Solutions::of(&Grid::from_cells(cells).unwrap()).count(), 1);
    }
}
