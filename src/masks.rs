//! The bitmask representation that the whole solver stands on.
//!
//! A digit `d` (1..=9) is the bit `1 << (d - 1)` of a 9-bit mask. The search keeps one mask
//! per row, one per column and one per 3×3 box, each holding the digits already used in that
//! unit. A cell's candidates are the digits used in none of its three units, and how many there
//! are is a popcount:
//!
//! ```text
//! used       = row[r] | col[c] | box[b]
//! candidates = !used & 0x1FF            // 0x1FF: all nine digits
//! count      = candidates.count_ones()  // popcount
//! ```
//!
//! This is the lesson's `mask |= 1 << (x - 1)` to place a digit and `~mask >> (x - 1) & 1` to
//! ask whether `x` is still free. Cells are numbered 0..81 in reading order: `cell = 9 * row +
//! col`, and boxes 0..9 in reading order too.

/// The mask with all nine digits set.
pub const ALL_DIGITS: u16 = 0x1FF;

/// The bit that stands for `digit` (1..=9).
#[inline]
pub const fn bit(digit: u8) -> u16 {
    1 << (digit - 1)
}

/// The row (0..9) of a cell.
#[inline]
pub const fn row_of(cell: usize) -> usize {
    UNITS_OF[cell][0] as usize
}

/// The column (0..9) of a cell.
#[inline]
pub const fn col_of(cell: usize) -> usize {
    UNITS_OF[cell][1] as usize
}

/// The 3×3 box (0..9, reading order) of a cell.
#[inline]
pub const fn box_of(cell: usize) -> usize {
    UNITS_OF[cell][2] as usize
}

/// The row, column and box of each cell: a load in place of the divisions, on the search's
/// hottest path (every placement, take-back and candidate mask).
const UNITS_OF: [[u8; 3]; 81] = {
    let mut table = [[0; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        table[cell] = [
            (cell / 9) as u8,
            (cell % 9) as u8,
            ((cell / 27) * 3 + (cell % 9) / 3) as u8,
        ];
        cell += 1;
    }
    table
};

/// The smallest digit in a non-empty mask.
#[inline]
pub const fn lowest_digit(mask: u16) -> u8 {
    mask.trailing_zeros() as u8 + 1
}

/// The digits of a mask, smallest first.
pub fn digits(mut mask: u16) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let digit = lowest_digit(mask);
        mask &= mask - 1; // clear the lowest set bit
        Some(digit)
    })
}

/// The digits used in each row, column and box.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UnitMasks {
    /// `rows[r]` has bit `d - 1` set when digit `d` is in row `r`.
    pub rows: [u16; 9],
    /// `cols[c]` has bit `d - 1` set when digit `d` is in column `c`.
    pub cols: [u16; 9],
    /// `boxes[b]` has bit `d - 1` set when digit `d` is in box `b`.
    pub boxes: [u16; 9],
}

impl UnitMasks {
    /// The masks of every filled cell of `cells` but `skip` (if any). Digits that break a rule
    /// count too, so the masks match what a person sees on the board.
    pub fn of_cells_except(cells: &[u8; 81], skip: Option<usize>) -> UnitMasks {
        let mut masks = UnitMasks::default();
        for (cell, &digit) in cells.iter().enumerate() {
            if digit != 0 && Some(cell) != skip {
                masks.place(cell, digit);
            }
        }
        masks
    }

    /// The digits that `cell` could still take: those used in none of its units.
    #[inline]
    pub fn candidates(&self, cell: usize) -> u16 {
        let used = self.rows[row_of(cell)] | self.cols[col_of(cell)] | self.boxes[box_of(cell)];
        !used & ALL_DIGITS
    }

    /// Marks `digit` as used in the three units of `cell`.
    #[inline]
    pub fn place(&mut self, cell: usize, digit: u8) {
        let b = bit(digit);
        self.rows[row_of(cell)] |= b;
        self.cols[col_of(cell)] |= b;
        self.boxes[box_of(cell)] |= b;
    }

    /// Marks `digit` as free again in the three units of `cell`.
    #[inline]
    pub fn remove(&mut self, cell: usize, digit: u8) {
        let b = !bit(digit);
        self.rows[row_of(cell)] &= b;
        self.cols[col_of(cell)] &= b;
        self.boxes[box_of(cell)] &= b;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_are_numbered_in_reading_order() {
        assert_eq!(box_of(0), 0);
        assert_eq!(box_of(8), 2);
        assert_eq!(box_of(30), 4);
        assert_eq!(box_of(80), 8);
        assert_eq!(box_of(9 * 6 + 2), 6);
    }

    #[test]
    fn candidates_exclude_every_unit() {
        let mut masks = UnitMasks::default();
        masks.place(0, 1); // row 0, column 0, box 0
        masks.place(13, 2); // row 1, column 4, box 1
        masks.place(72, 3); // row 8, column 0, box 6
        masks.place(20, 4); // row 2, column 2, box 0
        let cands = masks.candidates(9); // row 1, column 0, box 0
        assert_eq!(digits(cands).collect::<Vec<_>>(), vec![5, 6, 7, 8, 9]);
        assert_eq!(cands.count_ones(), 5);
        masks.remove(72, 3);
        assert_eq!(
            digits(masks.candidates(9)).collect::<Vec<_>>(),
            vec![3, 5, 6, 7, 8, 9]
        );
    }
}
