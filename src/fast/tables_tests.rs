//! Each table against a few entries worked out by hand.

use super::*;

#[test]
fn outside_peers_clear_the_row_and_box_but_keep_the_cell() {
    // Position 10: row 1, column 1, box 0. Kept: rows 0 and 2 in boxes 1 and 2, plus 10.
    let expected = (0x1F8 | 0x1F8 << 18) | 1 << 10;
    assert_eq!(OUTSIDE_PEERS[10], expected);
    assert_eq!(OUTSIDE_PEERS[26].count_ones(), 1 + 2 * 6);
}

/// A board with candidates in the given minirows (row, box) only, one cell each.
fn board_with(minirows: &[(usize, usize)]) -> u32 {
    minirows
        .iter()
        .map(|&(r, k)| 1 << (9 * r + 3 * k + 1))
        .sum()
}

#[test]
fn minirows_sets_bit_3k_plus_r_for_each_occupied_minirow() {
    assert_eq!(minirows(0), 0);
    assert_eq!(minirows(BAND), 0x1FF);
    assert_eq!(minirows(board_with(&[(0, 0)])), 1);
    assert_eq!(minirows(board_with(&[(1, 0)])), 1 << 1);
    assert_eq!(minirows(board_with(&[(2, 1)])), 1 << 5);
    assert_eq!(minirows(board_with(&[(0, 2), (2, 2)])), 1 << 6 | 1 << 8);
    assert_eq!(minirows(1 << 26), 1 << 8);
}

#[test]
fn locked_keeps_only_minirows_of_fitting_permutations() {
    assert_eq!(LOCKED[minirows(BAND)], BAND);
    // Row 0 only in box 0: boxes 1 and 2 of row 0 go, and box 0 of rows 1 and 2.
    let row_0_in_box_0 = BAND & !(0x3F << 3);
    assert_eq!(
        LOCKED[minirows(row_0_in_box_0)],
        7 | (0x3F << 12) | (0x3F << 21)
    );
    // Row 2 empty: nothing fits.
    assert_eq!(LOCKED[minirows(BAND & !ROW[2])], 0);
    // Rows 0 and 2 both only in box 0: no permutation.
    let board = board_with(&[(0, 0), (1, 0), (1, 2), (2, 0)]);
    assert_eq!(LOCKED[minirows(board)], 0);
}

#[test]
fn alone_in_box_keeps_the_single_column_of_each_box() {
    assert_eq!(ALONE_IN_BOX[0x1FF], 0);
    assert_eq!(ALONE_IN_BOX[0b011_100_010], COLUMN[1] | COLUMN[5]);
    assert_eq!(ALONE_IN_BOX[0], 0);
}
