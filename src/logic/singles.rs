//! The singles, which place a digit: a hidden single (a digit with one place left in a unit)
//! and a naked single (a cell with one candidate left).

use super::{Action, Candidates, CellSet, Deduction, Technique};
use crate::masks::{bit, lowest_digit};
use crate::rules::Unit;

/// The first digit with one place left in a unit: units in [`Unit::ALL`] order (rows,
/// columns, boxes), digits ascending.
pub(super) fn hidden_single(board: &Candidates) -> Option<Deduction> {
    Unit::ALL.into_iter().find_map(|unit| {
        let cells = unit.cells();
        // A digit seen once and never twice among the unit's candidates has one place.
        let (mut once, mut twice) = (0u16, 0u16);
        for &cell in &cells {
            twice |= once & board.get(cell);
            once |= board.get(cell);
        }
        let single = once & !twice;
        if single == 0 {
            return None;
        }
        let digit = lowest_digit(single);
        let cell = cells
            .into_iter()
            .find(|&cell| board.get(cell) & bit(digit) != 0)?;
        Some(place(Technique::HiddenSingle, Some(unit), cell, digit))
    })
}

/// The first cell in reading order with exactly one candidate.
pub(super) fn naked_single(board: &Candidates) -> Option<Deduction> {
    let cell = (0..81).find(|&cell| board.get(cell).count_ones() == 1)?;
    Some(place(
        Technique::NakedSingle,
        None,
        cell,
        lowest_digit(board.get(cell)),
    ))
}

/// The deduction that `digit` goes in `cell`, for `technique` (BUG+1 uses it too).
pub(super) fn place(technique: Technique, unit: Option<Unit>, cell: usize, digit: u8) -> Deduction {
    Deduction {
        technique,
        digits: bit(digit),
        unit,
        pattern: CellSet::of([cell]),
        fish: None,
        pivot: None,
        chain: None,
        action: Action::Place {
            cell: cell as u8,
            digit,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{board, marks_board};
    use super::*;

    #[test]
    fn a_hidden_single_names_its_unit_and_comes_before_a_naked_one() {
        // Row 1 holds 1..8 but r1c9, which must be 9: also a naked single.
        let grid = board(&format!("12345678.{}", ".".repeat(72)));
        let found = hidden_single(&grid).unwrap();
        assert_eq!(found.action, Action::Place { cell: 8, digit: 9 });
        assert_eq!(found.unit, Some(Unit::Row(0)));
        assert_eq!(super::super::find(&grid), Some(found));
    }

    #[test]
    fn a_digit_with_one_place_in_a_box_is_a_hidden_single_there() {
        // 7s in rows 1 and 2 and column 1 leave r3c2 and r3c3 for 7 in box 1; a 7 in column 3
        // leaves r3c2 alone. No row or column has a hidden single first.
        let mut marks = [0x1FFu16; 81];
        let cells = [0u8; 81];
        for cell in [0, 1, 2, 9, 10, 11, 18, 20] {
            marks[cell] &= !bit(7);
        }
        let found = hidden_single(&marks_board(cells, marks)).unwrap();
        assert_eq!(found.unit, Some(Unit::Box(0)));
        assert_eq!(found.action, Action::Place { cell: 19, digit: 7 });
        assert_eq!(found.to_string(), "r3c2 = 7: the only place for 7 in box 1");
    }

    #[test]
    fn no_single_on_an_open_board() {
        let empty = board(&".".repeat(81));
        assert_eq!(hidden_single(&empty), None);
        assert_eq!(naked_single(&empty), None);
    }

    #[test]
    fn a_naked_single_is_the_first_cell_with_one_candidate() {
        let mut marks = [0x1FFu16; 81];
        marks[40] = bit(3);
        marks[50] = bit(4);
        let found = naked_single(&marks_board([0; 81], marks)).unwrap();
        assert_eq!(found.action, Action::Place { cell: 40, digit: 3 });
        assert_eq!(found.unit, None);
        assert_eq!(found.pattern, CellSet::of([40]));
        // Two candidates is not a single.
        marks[40] = bit(3) | bit(5);
        marks[50] = bit(4) | bit(5);
        assert_eq!(naked_single(&marks_board([0; 81], marks)), None);
    }
}
