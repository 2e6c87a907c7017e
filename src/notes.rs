//! A person's own pencil marks (the page's Notes), kept apart from the computed candidates: one
//! 9-bit mask per cell, bit `d - 1` for digit `d`, as everywhere else. The person toggles them
//! freely; the one rule is what a digit they enter clears.

use crate::masks::{bit, box_of, col_of, row_of};

/// The notes after `digit` (1..=9) is entered in `cell`: that digit is gone from the notes of
/// every cell in the same row, column or box, the cell itself included, since no cell there can
/// hold it any more. Other digits' notes stay as the person left them, and a `digit` of 0
/// (erasing) clears nothing.
pub fn after_entering(notes: &[u16; 81], cell: usize, digit: u8) -> [u16; 81] {
    let mut after = *notes;
    if !(1..=9).contains(&digit) {
        return after;
    }
    for (other, mask) in after.iter_mut().enumerate() {
        let seen = row_of(other) == row_of(cell)
            || col_of(other) == col_of(cell)
            || box_of(other) == box_of(cell);
        if seen {
            *mask &= !bit(digit);
        }
    }
    after
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::masks::ALL_DIGITS;

    #[test]
    fn entering_a_digit_clears_it_from_its_row_column_and_box_only() {
        let notes = [ALL_DIGITS; 81];
        // r5c5 (cell 40), digit 7.
        let after = after_entering(&notes, 40, 7);
        for (cell, &mask) in after.iter().enumerate() {
            let seen = cell / 9 == 4 || cell % 9 == 4 || (cell / 27 == 1 && (cell % 9) / 3 == 1);
            let expected = if seen {
                ALL_DIGITS & !bit(7)
            } else {
                ALL_DIGITS
            };
            assert_eq!(mask, expected, "cell {cell}");
        }
        assert_eq!((0..81).filter(|&c| after[c] != ALL_DIGITS).count(), 21);
    }

    #[test]
    fn erasing_clears_nothing_and_other_digits_stay() {
        let mut notes = [0; 81];
        notes[0] = bit(3) | bit(5);
        assert_eq!(after_entering(&notes, 1, 0), notes);
        assert_eq!(after_entering(&notes, 1, 5)[0], bit(3));
        assert_eq!(after_entering(&notes, 80, 5)[0], notes[0]);
    }
}
