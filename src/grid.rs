//! [`Grid`]: 81 cells in reading order, the type every part of bitdoku passes around.

use std::fmt;
use std::str::FromStr;

use crate::fast;
use crate::masks::UnitMasks;
use crate::parse::{self, Layout, ParseError};
use crate::rules::{self, Conflict};

/// A Sudoku grid: 81 cells in reading order, each 0 (blank) or a digit 1..=9.
///
/// A grid may hold givens that break a rule; [`Grid::conflicts`] lists them, and the solvers
/// treat such a grid as having no solution.
///
/// ```
/// let grid: bitdoku::Grid =
///     "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"
///         .parse()
///         .unwrap();
/// let solution = grid.solve().unwrap();
/// assert!(solution.is_solved());
/// assert_eq!(grid.count_solutions(2), 1);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; 81],
}

impl Grid {
    /// The grid with every cell blank.
    pub const EMPTY: Grid = Grid { cells: [0; 81] };

    /// A grid from cells in reading order, 0 for blank.
    pub fn from_cells(cells: [u8; 81]) -> Result<Grid, ParseError> {
        match cells.iter().position(|&d| d > 9) {
            Some(cell) => Err(ParseError::DigitOutOfRange {
                cell,
                value: cells[cell],
            }),
            None => Ok(Grid { cells }),
        }
    }

    /// A grid the solver filled: its cells are digits 1..=9 by construction.
    pub(crate) const fn from_solver(cells: [u8; 81]) -> Grid {
        Grid { cells }
    }

    /// Parses any of the three layouts and says which one it was (see [`crate::parse`]).
    pub fn parse_with_layout(text: &str) -> Result<(Grid, Layout), ParseError> {
        parse::parse(text).map(|(cells, layout)| (Grid { cells }, layout))
    }

    /// Parses one line of 81 cells from a batch file, naming it line `number` in errors.
    pub fn parse_line(line: &str, number: usize) -> Result<Grid, ParseError> {
        parse::parse_line(line, number).map(|cells| Grid { cells })
    }

    /// The cells in reading order, 0 for blank.
    pub fn cells(&self) -> [u8; 81] {
        self.cells
    }

    /// The digit in `cell` (0..81), 0 for blank.
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// How many cells hold a digit.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|&&d| d != 0).count()
    }

    /// Every pair of cells that breaks a rule (see [`rules::conflicts`]).
    pub fn conflicts(&self) -> Vec<Conflict> {
        rules::conflicts(&self.cells)
    }

    /// The unit masks of this grid, or the first rule it breaks.
    pub fn unit_masks(&self) -> Result<UnitMasks, Conflict> {
        let mut masks = UnitMasks::default();
        for (cell, &digit) in self.cells.iter().enumerate() {
            if digit != 0 {
                if masks.candidates(cell) & crate::masks::bit(digit) == 0 {
                    return Err(self.conflicts()[0]);
                }
                masks.place(cell, digit);
            }
        }
        Ok(masks)
    }

    /// This grid with only the cells that `keep` marks; the others blank.
    pub fn keeping(&self, keep: &[bool; 81]) -> Grid {
        let mut cells = self.cells;
        for (digit, &kept) in cells.iter_mut().zip(keep) {
            if !kept {
                *digit = 0;
            }
        }
        Grid { cells }
    }

    /// True when every cell is filled and no rule is broken.
    pub fn is_solved(&self) -> bool {
        self.filled() == 81 && self.unit_masks().is_ok()
    }

    /// True when every digit of `self` stands in the same cell of `other`.
    pub fn is_kept_by(&self, other: &Grid) -> bool {
        self.cells
            .iter()
            .zip(other.cells.iter())
            .all(|(&given, &d)| given == 0 || given == d)
    }

    /// A solution, or `None` when there is none or the givens break a rule.
    pub fn solve(&self) -> Option<Grid> {
        fast::solve(&self.cells).map(Grid::from_solver)
    }

    /// A solution that stays the same from one version of the fast path to the next (see
    /// `fast::complete`), or `None` when there is none or the givens break a rule: how the
    /// generator fills its grids.
    pub(crate) fn complete(&self) -> Option<Grid> {
        fast::complete(&self.cells).map(Grid::from_solver)
    }

    /// The number of solutions, counting no further than `limit`; 0 when the givens break a rule.
    pub fn count_solutions(&self, limit: usize) -> usize {
        fast::count(&self.cells, limit)
    }

    /// The number of solutions up to `limit`, with the first one found: the one
    /// [`Grid::solve`] gives, in the same search.
    pub fn count_and_solve(&self, limit: usize) -> (usize, Option<Grid>) {
        let (count, first) = fast::count_and_solve(&self.cells, limit);
        (count, first.map(Grid::from_solver))
    }

    /// The grid written in `layout`, ending with a newline.
    pub fn render(&self, layout: Layout) -> String {
        parse::render(&self.cells, layout)
    }
}

impl FromStr for Grid {
    type Err = ParseError;

    /// Accepts all three layouts; see [`crate::parse`].
    fn from_str(text: &str) -> Result<Grid, ParseError> {
        Grid::parse_with_layout(text).map(|(grid, _)| grid)
    }
}

impl fmt::Display for Grid {
    /// The 81-character form, `.` for blank.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.render(Layout::Line).trim_end())
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid(\"{self}\")")
    }
}
