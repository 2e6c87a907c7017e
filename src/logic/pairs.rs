//! Pairs, which rule digits out: a naked pair (two cells of a unit whose only candidates are
//! the same two digits, which then leave the rest of the unit) and a hidden pair (two digits
//! whose only places in a unit are the same two cells, which then keep nothing else).

use super::{Action, Candidates, CellSet, Deduction, Technique};
use crate::masks::bit;
use crate::rules::Unit;

/// The first naked pair that removes a candidate: units in [`Unit::ALL`] order, then the
/// pair's cells in reading order.
pub(super) fn naked_pair(board: &Candidates) -> Option<Deduction> {
    Unit::ALL.into_iter().find_map(|unit| {
        let cells = unit.cells();
        cells.iter().enumerate().find_map(|(i, &first)| {
            let pair = board.get(first);
            if pair.count_ones() != 2 {
                return None;
            }
            let second = cells[i + 1..]
                .iter()
                .copied()
                .find(|&c| board.get(c) == pair)?;
            let losing = cells
                .iter()
                .copied()
                .filter(|&c| c != first && c != second && board.get(c) & pair != 0);
            let losing = CellSet::of(losing);
            (!losing.is_empty()).then_some(Deduction {
                technique: Technique::NakedPair,
                digits: pair,
                unit: Some(unit),
                pattern: CellSet::of([first, second]),
                action: Action::Eliminate {
                    cells: losing,
                    digits: pair,
                },
            })
        })
    })
}

/// The first hidden pair that removes a candidate: units in [`Unit::ALL`] order, then the
/// pair's digits ascending.
pub(super) fn hidden_pair(board: &Candidates) -> Option<Deduction> {
    Unit::ALL.into_iter().find_map(|unit| {
        let places: [CellSet; 9] = std::array::from_fn(|i| board.places(unit, i as u8 + 1));
        (1..=9u8).find_map(|low| {
            let cells = places[usize::from(low) - 1];
            if cells.len() != 2 {
                return None;
            }
            let high = (low + 1..=9).find(|&d| places[usize::from(d) - 1] == cells)?;
            let pair = bit(low) | bit(high);
            let others = cells
                .iter()
                .fold(0, |mask, cell| mask | board.get(cell.into()))
                & !pair;
            let losing = cells
                .iter()
                .map(usize::from)
                .filter(|&c| board.get(c) & others != 0);
            (others != 0).then_some(Deduction {
                technique: Technique::HiddenPair,
                digits: pair,
                unit: Some(unit),
                pattern: cells,
                action: Action::Eliminate {
                    cells: CellSet::of(losing),
                    digits: others,
                },
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::marks_board;
    use super::*;

    #[test]
    fn a_naked_pair_removes_its_digits_from_the_rest_of_the_unit() {
        // r1c2 and r1c5 hold only 1 and 4; r1c9 could hold 1, the rest of row 1 neither.
        let mut marks = [0x1FFu16; 81];
        marks[..9].fill(0x1FF & !(bit(1) | bit(4)));
        marks[1] = bit(1) | bit(4);
        marks[4] = bit(1) | bit(4);
        marks[8] = bit(1) | bit(9);
        let found = naked_pair(&marks_board([0; 81], marks)).unwrap();
        assert_eq!(found.unit, Some(Unit::Row(0)));
        assert_eq!(found.pattern, CellSet::of([1, 4]));
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of([8]),
                digits: bit(1) | bit(4)
            }
        );
        assert_eq!(
            found.to_string(),
            "1 and 4 leave r1c9: in row 1, r1c2 and r1c5 hold only 1 and 4 (naked pair)"
        );
    }

    #[test]
    fn a_naked_pair_with_nothing_to_remove_or_two_different_pairs_does_not_fire() {
        let mut marks = [0x1FFu16; 81];
        marks[1] = bit(1) | bit(4);
        marks[4] = bit(1) | bit(5);
        assert_eq!(naked_pair(&marks_board([0; 81], marks)), None);
        // A true pair, but no other cell of row 1 (nor of any unit) holds 1 or 4.
        let mut marks = [0x1FFu16 & !(bit(1) | bit(4)); 81];
        marks[1] = bit(1) | bit(4);
        marks[4] = bit(1) | bit(4);
        assert_eq!(naked_pair(&marks_board([0; 81], marks)), None);
    }

    #[test]
    fn a_hidden_pair_keeps_only_its_two_digits_in_its_cells() {
        // In row 1, 1 and 4 can only go in r1c2 and r1c5, which hold other digits too.
        let mut marks = [0x1FFu16; 81];
        marks[..9].fill(0x1FF & !(bit(1) | bit(4)));
        marks[1] = bit(1) | bit(4) | bit(6);
        marks[4] = bit(1) | bit(4) | bit(2) | bit(9);
        let found = hidden_pair(&marks_board([0; 81], marks)).unwrap();
        assert_eq!(found.unit, Some(Unit::Row(0)));
        assert_eq!(found.digits, bit(1) | bit(4));
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of([1, 4]),
                digits: bit(2) | bit(6) | bit(9)
            }
        );
        assert_eq!(
            found.to_string(),
            "2, 6 and 9 leave r1c2 and r1c5: in row 1, 1 and 4 can only go in r1c2 and r1c5 (hidden pair)"
        );
    }

    #[test]
    fn a_digit_both_cells_of_a_hidden_pair_hold_leaves_both() {
        // 1 and 4 only in r1c2 and r1c5, which both hold 7 too: the 7 goes from each.
        let mut marks = [0x1FFu16; 81];
        marks[..9].fill(0x1FF & !(bit(1) | bit(4)));
        marks[1] = bit(1) | bit(4) | bit(7);
        marks[4] = bit(1) | bit(4) | bit(7);
        let found = hidden_pair(&marks_board([0; 81], marks)).unwrap();
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of([1, 4]),
                digits: bit(7)
            }
        );
    }

    #[test]
    fn a_hidden_pair_already_bare_or_split_does_not_fire() {
        // Bare: the cells hold nothing else (a naked pair, with nothing to remove here).
        let mut marks = [0x1FFu16 & !(bit(1) | bit(4)); 81];
        marks[1] = bit(1) | bit(4);
        marks[4] = bit(1) | bit(4);
        assert_eq!(hidden_pair(&marks_board([0; 81], marks)), None);
        // Split: 1 in r1c2 and r1c5, 4 in r1c2 and r1c6.
        let mut marks = [0x1FFu16 & !(bit(1) | bit(4)); 81];
        marks[1] = bit(1) | bit(4) | bit(6);
        marks[4] = bit(1) | bit(6);
        marks[5] = bit(4) | bit(6);
        assert_eq!(hidden_pair(&marks_board([0; 81], marks)), None);
    }
}
