//! Tests of settling ([`Bands::settle`], and step 3 of [`Bands::settle_with_triads`]).

use super::*;
use crate::fast::tables::COLUMN;

/// Settling runs the band update to its end: every board is as its last update left it,
/// with or without step 4, so nothing is left for a sweep to update.
#[test]
fn settled_bands_have_every_board_updated() {
    let mut next = xorshift(0x5851_F42D_4C95_7F2D);
    let mut checked = 0;
    while checked < 500 {
        let givens = 8 + next(24);
        let with_triads = next(2) == 1;
        let settle = |bands: &mut Bands| {
            if with_triads {
                bands.settle_with_triads(Portable)
            } else {
                bands.settle(Portable)
            }
        };
        let Some((cells, bands)) = random_settled(&mut next, givens, settle) else {
            continue;
        };
        assert_eq!(
            bands.boards, bands.updated,
            "{cells:?}, step 4: {with_triads}"
        );
        checked += 1;
    }
}

#[test]
fn step_3_writes_the_last_cell_of_a_digit_in_a_column() {
    // Column 1 holds 2 to 7 in boxes 1 and 7, and rows 4 and 6 have a 1 elsewhere, so 1
    // has only r5c1 left in column 1. But r5c1 could still be 8 or 9, and row 5 and box 4
    // both have three cells left for 1 (the same three): only the column says where 1 goes.
    let cells = grid(&[
        (0, 0, 2),
        (1, 0, 3),
        (2, 0, 4),
        (6, 0, 5),
        (7, 0, 6),
        (8, 0, 7),
        (3, 4, 1),
        (5, 7, 1),
    ]);
    let mut bands = Bands::new(&cells).unwrap();
    assert!(bands.settle(Portable));
    assert!(!written(&bands, 4, 0, 1));
    assert!(matches!(bands.column_singles(), Found::Some));
    assert!(bands.settle(Portable));
    assert!(written(&bands, 4, 0, 1));
}

#[test]
fn a_digit_with_no_cell_left_in_a_column_is_a_contradiction() {
    // Such a column leaves three boxes of a stack two columns for the digit, which the
    // band updates often see first; step 3 sees it whatever the rest of the grid is.
    let mut bands = Bands::new(&[0; 81]).unwrap();
    assert!(matches!(bands.column_singles(), Found::None));
    for band in 0..3 {
        bands.boards[band] &= !COLUMN[4];
    }
    assert!(matches!(bands.column_singles(), Found::Contradiction));
    // Steps 1 and 2 see nothing wrong, nor does step 4: only a hard settle, which runs
    // step 3, finds it.
    assert!(bands.clone().settle(Portable));
    assert!(!bands.clone().settle_with_triads(Portable));
}
