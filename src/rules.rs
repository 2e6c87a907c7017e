//! The rules of Sudoku: the 27 units, and the givens that break them.

use std::fmt;

/// A row, column or box, numbered from 0 internally and from 1 when shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    /// A row, 0..9 from the top.
    Row(u8),
    /// A column, 0..9 from the left.
    Column(u8),
    /// A 3×3 box, 0..9 in reading order.
    Box(u8),
}

impl Unit {
    /// All 27 units: rows, then columns, then boxes.
    pub const ALL: [Unit; 27] = {
        let mut units = [Unit::Row(0); 27];
        let mut i = 0;
        while i < 9 {
            units[i] = Unit::Row(i as u8);
            units[9 + i] = Unit::Column(i as u8);
            units[18 + i] = Unit::Box(i as u8);
            i += 1;
        }
        units
    };

    /// The nine cells of this unit, in reading order.
    pub const fn cells(self) -> [usize; 9] {
        let mut cells = [0; 9];
        let mut i = 0;
        while i < 9 {
            cells[i] = match self {
                Unit::Row(r) => r as usize * 9 + i,
                Unit::Column(c) => i * 9 + c as usize,
                Unit::Box(b) => {
                    let top = (b as usize / 3) * 27 + (b as usize % 3) * 3;
                    top + (i / 3) * 9 + i % 3
                }
            };
            i += 1;
        }
        cells
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Unit::Row(r) => write!(f, "row {}", r + 1),
            Unit::Column(c) => write!(f, "column {}", c + 1),
            Unit::Box(b) => write!(f, "box {}", b + 1),
        }
    }
}

/// A cell shown the way puzzle people write it: `r3c7` (1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellName(pub usize);

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.0 / 9 + 1, self.0 % 9 + 1)
    }
}

/// Two cells of one unit that hold the same digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The repeated digit.
    pub digit: u8,
    /// The unit both cells are in.
    pub unit: Unit,
    /// The earlier cell in reading order.
    pub first: usize,
    /// The later cell in reading order.
    pub second: usize,
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "two {}s in {} ({} and {})",
            self.digit,
            self.unit,
            CellName(self.first),
            CellName(self.second)
        )
    }
}

impl std::error::Error for Conflict {}

/// Every pair of cells that share a unit and a digit: rows first, then columns, then boxes.
pub fn conflicts(cells: &[u8; 81]) -> Vec<Conflict> {
    let mut found = Vec::new();
    for unit in Unit::ALL {
        let members = unit.cells();
        for (i, &first) in members.iter().enumerate() {
            let digit = cells[first];
            if digit == 0 {
                continue;
            }
            for &second in &members[i + 1..] {
                if cells[second] == digit {
                    found.push(Conflict {
                        digit,
                        unit,
                        first,
                        second,
                    });
                }
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_is_in_one_row_one_column_and_one_box() {
        let mut seen = [0u8; 81];
        for unit in Unit::ALL {
            for cell in unit.cells() {
                seen[cell] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n == 3));
        assert_eq!(Unit::Box(4).cells(), [30, 31, 32, 39, 40, 41, 48, 49, 50]);
    }

    #[test]
    fn a_conflict_names_the_unit_and_both_cells() {
        let mut cells = [0u8; 81];
        cells[2 * 9 + 1] = 5;
        cells[2 * 9 + 6] = 5;
        let found = conflicts(&cells);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].to_string(), "two 5s in row 3 (r3c2 and r3c7)");
    }
}
