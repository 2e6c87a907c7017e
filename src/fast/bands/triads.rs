//! Step 4 of settling, for hard searches and the contradiction checks: a minirow (a box's
//! three cells in a row) holds exactly three digits, and so does a minicolumn (its three
//! cells in a column). [`Bands::triads`] counts, for every minirow and minicolumn of the
//! grid at once, the digits that can go there and those bound to it, and strikes what the
//! counts rule out.

use super::{cells_of_minirows, pack, padded, Bands, Found, ALL_BANDS, DIGIT_LANES, MINIROWS};
use crate::fast::tables::COLUMN;

/// The first three of each band's nine bits in the packing of [`ALL_BANDS`]: box 0's
/// minirows, or stack 0's minicolumns (those of another box or stack once shifted down).
const FIRST_THREE: u32 = 0b111 | 0b111 << 9 | 0b111 << 18;

/// The minirows of each row of a band: bit `3 * k + r` for row `r`.
const MINIROWS_OF_ROW: [u32; 3] = [0b001_001_001, 0b010_010_010, 0b100_100_100];

/// The minirows that share a row or a box with minirow `packed` (bit `packed` in the packing
/// of [`ALL_BANDS`], minirows laid out as [`minirows`] does), itself included: those a digit
/// bound to it leaves.
pub(super) fn row_and_box_of(packed: u32) -> u32 {
    let (band, minirow) = (packed / 9, packed % 9);
    let (k, r) = (minirow / 3, minirow % 3);
    (MINIROWS_OF_ROW[r as usize] | 0b111 << (3 * k)) << (9 * band)
}

/// The minicolumns that share a column or a box with minicolumn `packed` (bit `packed` in
/// the packing of [`ALL_BANDS`]: column `c` of band `b` at bit `9 * b + c`), itself included:
/// those a digit bound to it leaves.
pub(super) fn column_and_box_of(packed: u32) -> u32 {
    /// A column's minicolumn in each band, for column 0.
    const SAME_COLUMN: u32 = 1 | 1 << 9 | 1 << 18;
    let (band, column) = (packed / 9, packed % 9);
    SAME_COLUMN << column | 0b111 << (3 * (column / 3) + 9 * band)
}

/// What step 4 strikes of a digit's minirows (or minicolumns), packed as
/// [`Bands::triads`] packs them: of the `possible` ones not `bound` to it, those in `full`
/// (which three other digits are bound to) and, for each in `exact` (which it is bound to now),
/// the others `around` it: its row and box, or its column and box.
#[inline(always)]
fn struck_by_step_4(
    (possible, bound): (u32, u32),
    full: u32,
    exact: u32,
    around: impl Fn(u32) -> u32,
) -> u32 {
    let free = possible & !bound;
    let mut struck = free & full;
    let mut binding = free & exact;
    while binding != 0 {
        let packed = binding.trailing_zeros();
        binding &= binding - 1;
        struck |= around(packed) & !(1 << packed);
    }
    struck & possible
}

/// For each bit, whether at least three and whether at least four of the first nine `words`
/// hold it: a tree of full adders (a carry-save sum of the nine), about half the operations
/// of counting the words one by one into saturating bit planes.
fn at_least_three_and_four(words: &[u32; DIGIT_LANES]) -> (u32, u32) {
    // Three bits of equal weight into a sum bit of that weight and a carry of twice it.
    let add = |a: u32, b: u32, c: u32| (a ^ b ^ c, a & b | c & (a ^ b));
    let (ones_0, twos_0) = add(words[0], words[1], words[2]);
    let (ones_1, twos_1) = add(words[3], words[4], words[5]);
    let (ones_2, twos_2) = add(words[6], words[7], words[8]);
    let (ones, twos_3) = add(ones_0, ones_1, ones_2);
    let (twos_partial, fours_0) = add(twos_0, twos_1, twos_2);
    let (twos, fours_1) = (twos_partial ^ twos_3, twos_partial & twos_3);
    // The count is ones + 2 twos + 4 (fours_0 + fours_1).
    let four = fours_0 | fours_1;
    (four | twos & ones, four)
}

impl Bands {
    /// Step 4, in rows and in columns: a minirow (a box's three cells in a row) holds exactly
    /// three digits, and so does a minicolumn (its three cells in a column).
    ///
    /// In rows: in a settled band each digit's minirows (see [`minirows`]) are those of the
    /// permutations left to it, and it is bound to a minirow left alone in its row. A minirow
    /// with fewer than three digits that can go there, or more than three bound to it, is a
    /// contradiction; one with three bound digits takes no other; one with exactly three that
    /// can go there binds them, so each leaves the other minirows of its row and box.
    ///
    /// In columns alike, with minicolumns: a digit's minicolumns in a band are its board's
    /// columns folded onto one row ([`columns`]), and it is bound to a minicolumn left alone
    /// in its column. One thing more: where it is bound, its box takes it in that column only
    /// (claiming). With the band update's pointing ([`ALONE_IN_BOX`]), that leaves each digit's
    /// minicolumns in a stack those of the permutations left to it there, as [`LOCKED`] leaves
    /// its minirows in a band, so that [`Bands::permutation_branch`] tells a digit's
    /// permutations in a stack from its count of minicolumns (without it, five or six
    /// minicolumns might hold only one).
    ///
    /// A digit's minirows in the three bands are packed into one word, band `b` at bit `9 * b`,
    /// and its minicolumns into another, so that a tree of full adders over the nine digits'
    /// words ([`at_least_three_and_four`]) counts the digits of every minirow and minicolumn of
    /// the grid, with no branch until the end: most calls find nothing.
    ///
    /// [`LOCKED`]: crate::fast::tables::LOCKED
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn triads(&mut self) -> Found {
        /// The first column of each box in the packing of minicolumns: bits `3 * k`.
        const FIRST_OF_BOX: u32 = 0o111_111_111;
        let (rows, cols) = self.minirows_and_minicolumns();
        let (rows, cols) = (padded(rows), padded(cols));
        // Element-wise over the digits first, which vectorizes: the minirows and minicolumns
        // each digit is bound to, and where its box claims it.
        let mut minirows_bound = [0u32; DIGIT_LANES];
        let mut minicolumns_bound = [0u32; DIGIT_LANES];
        let mut minicolumns_left = [0u32; DIGIT_LANES];
        let mut claimed = [0u32; DIGIT_LANES];
        for digit in 0..DIGIT_LANES {
            let packed = rows[digit];
            // Each box's minirows moved onto box 0's: bit r of each is row r.
            let boxes = [packed, packed >> 3, packed >> 6].map(|part| part & FIRST_THREE);
            let one = (boxes[0] ^ boxes[1] ^ boxes[2]) & !(boxes[0] & boxes[1] & boxes[2]);
            minirows_bound[digit] = boxes[0] & one | (boxes[1] & one) << 3 | (boxes[2] & one) << 6;

            let packed = cols[digit];
            let [a, b, c] = [packed & MINIROWS, packed >> 9 & MINIROWS, packed >> 18];
            let one = (a ^ b ^ c) & !(a & b & c);
            let alone = pack([a & one, b & one, c & one]);
            let claim =
                (((alone | alone >> 1 | alone >> 2) & FIRST_OF_BOX) * 0b111) & !alone & packed;
            minicolumns_left[digit] = packed & !claim;
            claimed[digit] = claim;
            minicolumns_bound[digit] = alone;
        }
        // For each minirow and minicolumn, whether at least three and whether at least four
        // digits can go there (`can`), and are bound to it (`must`).
        let [(can_three, can_four), (must_three, must_four)] = [
            [&rows, &minicolumns_left],
            [&minirows_bound, &minicolumns_bound],
        ]
        .map(|kinds| {
            let [rows, columns] = kinds.map(at_least_three_and_four);
            ([rows.0, columns.0], [rows.1, columns.1])
        });
        if can_three[0] & can_three[1] != ALL_BANDS || must_four[0] | must_four[1] != 0 {
            return Found::Contradiction;
        }
        let full = must_three;
        let exact = [0, 1].map(|kind| can_three[kind] & !can_four[kind] & !full[kind]);
        let claimed_any = claimed.iter().fold(0, |any, &claim| any | claim);
        if full[0] | exact[0] | full[1] | exact[1] | claimed_any == 0 {
            return Found::None;
        }
        let mut found = Found::None;
        for digit in 0..9 {
            let minirows_struck = struck_by_step_4(
                (rows[digit], minirows_bound[digit]),
                full[0],
                exact[0],
                row_and_box_of,
            );
            let minicolumns_struck = struck_by_step_4(
                (minicolumns_left[digit], minicolumns_bound[digit]),
                full[1],
                exact[1],
                column_and_box_of,
            ) | claimed[digit];

            if minirows_struck | minicolumns_struck != 0 {
                found = Found::Some;
                for band in 0..3 {
                    let unpack = |packed: u32| packed >> (9 * band) & MINIROWS;
                    self.boards[3 * digit + band] &= !(cells_of_minirows(unpack(minirows_struck))
                        | (unpack(minicolumns_struck) * COLUMN[0]));
                }
            }
        }
        found
    }
}
