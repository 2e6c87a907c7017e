//! [`Candidates`]: the pencil marks a person keeps, the digits each blank cell may still hold.
//! They start as the lesson's `!(row | col | box) & 0x1FF` and then lose digits to
//! eliminations, which the unit masks alone cannot express.

use std::fmt;

use super::{Action, CellSet, Deduction};
use crate::masks::{bit, box_of, col_of, digits, row_of};
use crate::rules::{CellName, Conflict, Unit};
use crate::Grid;

/// Pencil marks: the digits each blank cell may still hold, after eliminations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidates {
    /// The digits placed, 0 for blank.
    cells: [u8; 81],
    /// Each blank cell's candidates as a digit mask; 0 for a filled cell.
    marks: [u16; 81],
    /// `places[d - 1]`: the cells where `d` is a candidate, the same marks seen by digit, so
    /// that a unit's places for a digit are one `and`.
    places: [CellSet; 9],
}

impl Candidates {
    /// The candidates of every blank cell of `grid` from its unit masks, or the first rule its
    /// digits break.
    pub fn new(grid: &Grid) -> Result<Candidates, Conflict> {
        let masks = grid.unit_masks()?;
        let cells = grid.cells();
        let marks = std::array::from_fn(|cell| match cells[cell] {
            0 => masks.candidates(cell),
            _ => 0,
        });
        Ok(Candidates::with_marks(cells, marks))
    }

    /// The candidates `marks` with the digits `cells` placed, and the places of each digit.
    fn with_marks(cells: [u8; 81], marks: [u16; 81]) -> Candidates {
        let places = std::array::from_fn(|d| {
            CellSet::of((0..81).filter(|&cell| marks[cell] & bit(d as u8 + 1) != 0))
        });
        Candidates {
            cells,
            marks,
            places,
        }
    }

    /// The digits placed, in reading order, 0 for blank.
    pub fn cells(&self) -> &[u8; 81] {
        &self.cells
    }

    /// The board as a grid.
    pub fn grid(&self) -> Grid {
        Grid::from_solver(self.cells)
    }

    /// The candidates of `cell` as a digit mask: 0 for a filled cell (and for a blank cell
    /// left with none, a dead end).
    pub fn get(&self, cell: usize) -> u16 {
        self.marks[cell]
    }

    /// The cells of `unit` where `digit` is still a candidate.
    pub fn places(&self, unit: Unit, digit: u8) -> CellSet {
        self.cells_with(digit).and(CellSet::unit(unit))
    }

    /// Every cell where `digit` is still a candidate.
    pub fn cells_with(&self, digit: u8) -> CellSet {
        match digit {
            1..=9 => self.places[usize::from(digit) - 1],
            _ => CellSet::new(),
        }
    }

    /// Carries out what `deduction` says: places its digit, or removes its digits.
    pub fn apply(&mut self, deduction: &Deduction) {
        match deduction.action {
            Action::Place { cell, digit } => self.place(cell.into(), digit),
            Action::Eliminate { cells, digits } => {
                for cell in cells.iter() {
                    self.marks[usize::from(cell)] &= !digits;
                }
                for digit in crate::masks::digits(digits & 0x1FF) {
                    let places = &mut self.places[usize::from(digit) - 1];
                    *places = places.minus(cells);
                }
            }
        }
    }

    /// Writes `digit` (1..=9) into `cell` and removes it from the candidates of the cell's row,
    /// column and box. Also how a guess is made. A cell outside 0..81 or a digit outside
    /// 1..=9 changes nothing.
    pub fn place(&mut self, cell: usize, digit: u8) {
        if cell >= 81 || !(1..=9).contains(&digit) {
            return;
        }
        self.cells[cell] = digit;
        for d in crate::masks::digits(self.marks[cell]) {
            let places = &mut self.places[usize::from(d) - 1];
            *places = places.minus(CellSet::of([cell]));
        }
        self.marks[cell] = 0;
        let places = &mut self.places[usize::from(digit) - 1];
        *places = places.minus(CellSet::peers(cell));
        let units = [
            Unit::Row(row_of(cell) as u8),
            Unit::Column(col_of(cell) as u8),
            Unit::Box(box_of(cell) as u8),
        ];
        for unit in units {
            for peer in unit.cells() {
                self.marks[peer] &= !bit(digit);
            }
        }
    }

    /// True when every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.cells.iter().all(|&digit| digit != 0)
    }

    /// The blank cell with the fewest candidates, the first in reading order among equals: the
    /// cell the MRV order would choose. `None` when every cell is filled.
    pub fn fewest(&self) -> Option<usize> {
        (0..81)
            .filter(|&cell| self.cells[cell] == 0)
            .min_by_key(|&cell| self.marks[cell].count_ones())
    }

    /// Pencil marks set by hand, for the tests of each technique.
    #[cfg(test)]
    pub(crate) fn from_marks(cells: [u8; 81], marks: [u16; 81]) -> Candidates {
        Candidates::with_marks(cells, marks)
    }
}

/// A digit mask written as a set, `{1,4,7}`.
pub(crate) struct DigitSet(pub u16);

impl fmt::Display for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, digit) in digits(self.0).enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{digit}")?;
        }
        f.write_str("}")
    }
}

impl fmt::Display for Candidates {
    /// The candidates left: one line per row that has a blank cell, each blank cell as
    /// `r1c2 {1,4,7}`, two spaces apart.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..9 {
            let blanks: Vec<usize> = (row * 9..row * 9 + 9)
                .filter(|&cell| self.cells[cell] == 0)
                .collect();
            for (i, &cell) in blanks.iter().enumerate() {
                let gap = if i == 0 { "" } else { "  " };
                write!(f, "{gap}{} {}", CellName(cell), DigitSet(self.marks[cell]))?;
            }
            if !blanks.is_empty() {
                writeln!(f)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_digit_set_is_written_in_braces_with_commas() {
        assert_eq!(DigitSet(bit(1) | bit(4) | bit(7)).to_string(), "{1,4,7}");
        assert_eq!(DigitSet(bit(9)).to_string(), "{9}");
        assert_eq!(DigitSet(0).to_string(), "{}");
    }

    #[test]
    fn candidates_start_from_the_unit_masks_and_placing_clears_the_peers() {
        let mut cells = [0u8; 81];
        cells[0] = 1; // r1c1
        cells[13] = 2; // r2c5
        let grid = Grid::from_cells(cells).unwrap();
        let mut board = Candidates::new(&grid).unwrap();
        assert_eq!(board.get(0), 0);
        assert_eq!(board.get(1), 0x1FF & !bit(1)); // r2c5's 2 is not in r1c2's units
        assert_eq!(board.get(9), 0x1FF & !bit(1) & !bit(2));
        board.place(80, 9);
        assert_eq!(board.cells()[80], 9);
        assert_eq!(board.get(80), 0);
        assert_eq!(board.get(8) & bit(9), 0, "column 9");
        assert_eq!(board.get(72) & bit(9), 0, "row 9");
        assert_eq!(board.get(60) & bit(9), 0, "box 9");
        assert_ne!(board.get(59) & bit(9), 0, "r7c6 is in none of them");
        assert!(!board.is_solved());
        let before = board.clone();
        board.place(81, 1);
        board.place(3, 0);
        board.place(3, 10);
        assert_eq!(board, before, "nothing placed out of range");
    }

    #[test]
    fn each_digits_places_follow_the_marks() {
        let grid: Grid = format!("12345678.{}", ".".repeat(72)).parse().unwrap();
        let mut board = Candidates::new(&grid).unwrap();
        board.place(40, 5);
        board.apply(&Deduction {
            technique: crate::logic::Technique::NakedPair,
            digits: bit(3) | bit(7),
            unit: None,
            pattern: CellSet::new(),
            fish: None,
            pivot: None,
            chain: None,
            action: Action::Eliminate {
                cells: CellSet::of([9, 10, 80]),
                digits: bit(3) | bit(7),
            },
        });
        for digit in 1..=9 {
            let marked = (0..81).filter(|&cell| board.get(cell) & bit(digit) != 0);
            assert_eq!(
                board.cells_with(digit),
                CellSet::of(marked),
                "digit {digit}"
            );
        }
        assert_eq!(board.places(Unit::Row(4), 5), CellSet::new());
        assert_eq!(board.places(Unit::Row(0), 9), CellSet::of([8]));
    }

    #[test]
    fn a_rule_broken_is_the_error() {
        let mut cells = [0u8; 81];
        cells[0] = 5;
        cells[80] = 5;
        cells[8] = 5;
        let conflict = Candidates::new(&Grid::from_cells(cells).unwrap()).unwrap_err();
        assert_eq!(conflict.to_string(), "two 5s in row 1 (r1c1 and r1c9)");
    }

    #[test]
    fn the_fewest_candidates_cell_is_the_first_among_equals() {
        let solution: Grid =
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
                .parse()
                .unwrap();
        let blanked = |cells: &[usize]| {
            let mut out = solution.cells();
            for &cell in cells {
                out[cell] = 0;
            }
            Candidates::new(&Grid::from_cells(out).unwrap()).unwrap()
        };
        // Rows 1 and 2 blank: two or three candidates each; r5c5 and r9c9 one each.
        let rows: Vec<usize> = (0..18).chain([40, 80]).collect();
        let board = blanked(&rows);
        assert_eq!(board.get(0), bit(1) | bit(4));
        assert_eq!(board.fewest(), Some(40));
        let board = blanked(&[0, 1, 40]);
        assert_eq!(board.to_string(), "r1c1 {1}  r1c2 {2}\nr5c5 {9}\n");
        assert_eq!(Candidates::new(&solution).unwrap().fewest(), None);
        assert!(Candidates::new(&solution).unwrap().is_solved());
    }
}
