//! Subsets, which rule digits out. A naked subset is `n` cells of a unit (`n` = 2, 3, 4: a
//! pair, triple, quad) whose candidates are `n` digits between them: those digits must fill
//! those cells, one each, so they leave the rest of the unit. A hidden subset is `n` digits
//! whose places in a unit are `n` cells between them: those cells must take those digits,
//! one each, so every other digit leaves them. (A naked subset of `n` cells in a unit of `k`
//! blank cells is a hidden subset of `k - n` digits in the other cells; the smaller is found
//! first.)

use super::{first_combination, Action, Candidates, CellSet, Deduction, Technique};
use crate::masks::bit;
use crate::rules::Unit;

/// The techniques of subsets of 2, 3 and 4, naked and hidden.
const NAKED: [Technique; 3] = [
    Technique::NakedPair,
    Technique::NakedTriple,
    Technique::NakedQuad,
];
const HIDDEN: [Technique; 3] = [
    Technique::HiddenPair,
    Technique::HiddenTriple,
    Technique::HiddenQuad,
];

/// The first naked subset of `size` cells (2..=4) that removes a candidate: units in
/// [`Unit::ALL`] order, then the cells' positions in the unit in lexicographic order.
pub(super) fn naked(board: &Candidates, size: usize) -> Option<Deduction> {
    Unit::ALL.into_iter().find_map(|unit| {
        let cells = unit.cells();
        // Only a blank cell with 2..=size candidates can be in the subset.
        let open: Vec<usize> = cells
            .into_iter()
            .filter(|&c| (2..=size as u32).contains(&board.get(c).count_ones()))
            .collect();
        first_combination(&open, size, |subset| {
            let held = subset.iter().fold(0, |mask, &c| mask | board.get(c));
            if held.count_ones() as usize != size {
                return None;
            }
            let losing = cells
                .iter()
                .copied()
                .filter(|&c| !subset.contains(&c) && board.get(c) & held != 0);
            let losing = CellSet::of(losing);
            (!losing.is_empty()).then(|| Deduction {
                technique: NAKED[size - 2],
                digits: held,
                unit: Some(unit),
                pattern: CellSet::of(subset.iter().copied()),
                fish: None,
                pivot: None,
                chain: None,
                action: Action::Eliminate {
                    cells: losing,
                    digits: held,
                },
            })
        })
    })
}

/// The first hidden subset of `size` digits (2..=4) that removes a candidate: units in
/// [`Unit::ALL`] order, then the digits in lexicographic order.
pub(super) fn hidden(board: &Candidates, size: usize) -> Option<Deduction> {
    Unit::ALL.into_iter().find_map(|unit| {
        let places: [CellSet; 9] = std::array::from_fn(|i| board.places(unit, i as u8 + 1));
        // Only a digit with 2..=size places can be in the subset.
        let open: Vec<u8> = (1..=9u8)
            .filter(|&d| (2..=size).contains(&places[usize::from(d) - 1].len()))
            .collect();
        first_combination(&open, size, |subset| {
            let cells = CellSet::of(
                subset
                    .iter()
                    .flat_map(|&d| places[usize::from(d) - 1].iter().map(usize::from)),
            );
            if cells.len() != size {
                return None;
            }
            let kept = subset.iter().fold(0, |mask, &d| mask | bit(d));
            let others = cells
                .iter()
                .fold(0, |mask, cell| mask | board.get(cell.into()))
                & !kept;
            let losing = cells
                .iter()
                .map(usize::from)
                .filter(|&c| board.get(c) & others != 0);
            (others != 0).then(|| Deduction {
                technique: HIDDEN[size - 2],
                digits: kept,
                unit: Some(unit),
                pattern: cells,
                fish: None,
                pivot: None,
                chain: None,
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
        let found = naked(&marks_board([0; 81], marks), 2).unwrap();
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
        assert_eq!(naked(&marks_board([0; 81], marks), 2), None);
        // A true pair, but no other cell of row 1 (nor of any unit) holds 1 or 4.
        let mut marks = [0x1FFu16 & !(bit(1) | bit(4)); 81];
        marks[1] = bit(1) | bit(4);
        marks[4] = bit(1) | bit(4);
        assert_eq!(naked(&marks_board([0; 81], marks), 2), None);
    }

    #[test]
    fn a_hidden_pair_keeps_only_its_two_digits_in_its_cells() {
        // In row 1, 1 and 4 can only go in r1c2 and r1c5, which hold other digits too.
        let mut marks = [0x1FFu16; 81];
        marks[..9].fill(0x1FF & !(bit(1) | bit(4)));
        marks[1] = bit(1) | bit(4) | bit(6);
        marks[4] = bit(1) | bit(4) | bit(2) | bit(9);
        let found = hidden(&marks_board([0; 81], marks), 2).unwrap();
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
        let found = hidden(&marks_board([0; 81], marks), 2).unwrap();
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
        assert_eq!(hidden(&marks_board([0; 81], marks), 2), None);
        // Split: 1 in r1c2 and r1c5, 4 in r1c2 and r1c6.
        let mut marks = [0x1FFu16 & !(bit(1) | bit(4)); 81];
        marks[1] = bit(1) | bit(4) | bit(6);
        marks[4] = bit(1) | bit(6);
        marks[5] = bit(4) | bit(6);
        assert_eq!(hidden(&marks_board([0; 81], marks), 2), None);
    }

    /// Row 1 with `cells` set as given and every other cell of it open to every digit but
    /// those of `kept`; the rest of the board open to everything.
    fn row_one(kept: u16, cells: &[(usize, u16)]) -> Candidates {
        let mut marks = [0x1FFu16; 81];
        marks[..9].fill(0x1FF & !kept);
        for &(cell, mask) in cells {
            marks[cell] = mask;
        }
        marks_board([0; 81], marks)
    }

    fn digits_of(list: &[u8]) -> u16 {
        list.iter().fold(0, |mask, &d| mask | bit(d))
    }

    #[test]
    fn a_naked_triple_removes_its_digits_from_the_rest_of_the_unit() {
        // r1c1, r1c5 and r1c9 hold only 2, 5 and 7 between them ({2,5}, {5,7}, {2,7}): those
        // three cells take those three digits, so r1c3 cannot be 2 (the sentence names all three
        // digits, as a pair's does).
        let cells = [
            (0, digits_of(&[2, 5])),
            (4, digits_of(&[5, 7])),
            (8, digits_of(&[2, 7])),
        ];
        let mut with_r1c3 = cells.to_vec();
        with_r1c3.push((2, digits_of(&[2, 3])));
        let found = naked(&row_one(digits_of(&[2, 5, 7]), &with_r1c3), 3).unwrap();
        assert_eq!(found.technique, Technique::NakedTriple);
        assert_eq!(found.pattern, CellSet::of([0, 4, 8]));
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of([2]),
                digits: digits_of(&[2, 5, 7])
            }
        );
        assert_eq!(
            found.to_string(),
            "2, 5 and 7 leave r1c3: in row 1, r1c1, r1c5 and r1c9 hold only 2, 5 and 7 (naked triple)"
        );
        // Broken: r1c9 holds 8 too, so the three cells hold four digits.
        let mut broken = with_r1c3.clone();
        broken[2] = (8, digits_of(&[2, 7, 8]));
        assert_eq!(naked(&row_one(digits_of(&[2, 5, 7]), &broken), 3), None);
    }

    #[test]
    fn a_hidden_triple_keeps_only_its_digits_in_its_cells() {
        // In row 1, 2, 5 and 7 can only go in r1c1, r1c5 and r1c9 (2 in c1 and c5, 5 in c5
        // and c9, 7 in c1 and c9): those cells take them, so 1, 3, 4 and 6 leave them.
        let cells = [
            (0, digits_of(&[1, 2, 3, 7])),
            (4, digits_of(&[2, 4, 5])),
            (8, digits_of(&[5, 6, 7])),
        ];
        let found = hidden(&row_one(digits_of(&[2, 5, 7]), &cells), 3).unwrap();
        assert_eq!(found.technique, Technique::HiddenTriple);
        assert_eq!(found.digits, digits_of(&[2, 5, 7]));
        assert_eq!(
            found.to_string(),
            "1, 3, 4 and 6 leave r1c1, r1c5 and r1c9: in row 1, 2, 5 and 7 can only go in \
             r1c1, r1c5 and r1c9 (hidden triple)"
        );
        // Broken: 7 can also go in r1c3, so the three digits have four places.
        let mut broken = cells.to_vec();
        broken.push((2, digits_of(&[7, 8])));
        assert_eq!(hidden(&row_one(digits_of(&[2, 5, 7]), &broken), 3), None);
    }

    #[test]
    fn a_naked_quad_removes_its_digits_from_the_rest_of_the_unit() {
        // r1c1 to r1c4 hold only 1 to 4 ({1,2}, {2,3}, {3,4}, {1,4}): r1c9 cannot be 1.
        let quad = [
            (0, digits_of(&[1, 2])),
            (1, digits_of(&[2, 3])),
            (2, digits_of(&[3, 4])),
            (3, digits_of(&[1, 4])),
            (8, digits_of(&[1, 9])),
        ];
        let found = naked(&row_one(digits_of(&[1, 2, 3, 4]), &quad), 4).unwrap();
        assert_eq!(found.technique, Technique::NakedQuad);
        assert_eq!(
            found.to_string(),
            "1, 2, 3 and 4 leave r1c9: in row 1, r1c1, r1c2, r1c3 and r1c4 hold only 1, 2, 3 and 4 \
             (naked quad)"
        );
        // Broken: r1c4 holds 5 too.
        let mut broken = quad;
        broken[3] = (3, digits_of(&[1, 4, 5]));
        assert_eq!(naked(&row_one(digits_of(&[1, 2, 3, 4]), &broken), 4), None);
    }

    #[test]
    fn a_hidden_quad_keeps_only_its_digits_in_its_cells() {
        // In row 1, 1 to 4 can only go in r1c1 to r1c4: 7, 8 and 9 leave those cells.
        let quad = [
            (0, digits_of(&[1, 2, 9])),
            (1, digits_of(&[2, 3, 8])),
            (2, digits_of(&[3, 4])),
            (3, digits_of(&[1, 4, 7])),
        ];
        let found = hidden(&row_one(digits_of(&[1, 2, 3, 4]), &quad), 4).unwrap();
        assert_eq!(found.technique, Technique::HiddenQuad);
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of([0, 1, 3]),
                digits: digits_of(&[7, 8, 9])
            }
        );
        // Broken: 4 can also go in r1c9.
        let mut broken = quad.to_vec();
        broken.push((8, digits_of(&[4, 6])));
        assert_eq!(hidden(&row_one(digits_of(&[1, 2, 3, 4]), &broken), 4), None);
    }

    #[test]
    fn find_tries_the_smaller_subsets_first() {
        // A naked triple in row 1 (as above) and a naked pair in row 2 (r2c1, r2c2 = {1,4})
        // both remove something: the pair comes first, though row 1 is scanned first.
        let mut marks = [0x1FFu16; 81];
        marks[..9].fill(0x1FF & !digits_of(&[2, 5, 7]));
        marks[0] = digits_of(&[2, 5]);
        marks[4] = digits_of(&[5, 7]);
        marks[8] = digits_of(&[2, 7]);
        marks[2] = digits_of(&[2, 3, 6]);
        marks[9] = digits_of(&[1, 4]);
        marks[10] = digits_of(&[1, 4]);
        let found = super::super::find(&marks_board([0; 81], marks)).unwrap();
        assert_eq!(found.technique, Technique::NakedPair);
        assert_eq!(found.unit, Some(Unit::Row(1)));
    }
}
