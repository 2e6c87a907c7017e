//! Tests of the band boards and their deductions, a file for each of `settle`, `triads` and
//! `branch`; this one holds the helpers they share.

use super::*;
use crate::fast::instruction_set::Portable;

mod branch;
mod settle;
mod triads;

/// Whether settled `bands` have `digit` (1..=9) written at `row`, `column`.
fn written(bands: &Bands, row: usize, column: usize, digit: usize) -> bool {
    let (band, position) = (row / 3, 9 * (row % 3) + column);
    let board = bands.boards[3 * (digit - 1) + band];
    bands.unsolved[band] >> position & 1 == 0 && board >> position & 1 == 1
}

/// The grid with the givens `(row, column, digit)`, row and column 0-based.
fn grid(givens: &[(usize, usize, u8)]) -> [u8; 81] {
    let mut cells = [0; 81];
    for &(row, column, digit) in givens {
        cells[9 * row + column] = digit;
    }
    cells
}

/// The settled bands of `cells`, with step 4.
fn settled_with_triads(cells: &[u8; 81]) -> Bands {
    let mut bands = Bands::new(cells).unwrap();
    assert!(bands.settle_with_triads(Portable));
    bands
}

/// Numbers below a bound, from a xorshift generator seeded with `state`: the same every run.
fn xorshift(mut state: u64) -> impl FnMut(u64) -> u64 {
    move |below| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % below
    }
}

/// A grid of `givens` digits at places drawn with `next` (a place may be drawn twice, and
/// the givens may break a rule) and its bands settled by `settle`, or `None` when the
/// givens break a rule or settling finds a contradiction.
fn random_settled(
    next: &mut impl FnMut(u64) -> u64,
    givens: u64,
    settle: impl Fn(&mut Bands) -> bool,
) -> Option<([u8; 81], Bands)> {
    let mut cells = [0u8; 81];
    for _ in 0..givens {
        cells[next(81) as usize] = 1 + next(9) as u8;
    }
    let mut bands = Bands::new(&cells)?;
    settle(&mut bands).then_some((cells, bands))
}

/// The empty lines that swap: each band's empty rows and each stack's empty columns, the
/// factorial of each count multiplied.
#[test]
fn line_swaps_multiply_the_empty_rows_of_each_band_and_columns_of_each_stack() {
    let swaps = |givens: &[(usize, usize, u8)]| Bands::new(&grid(givens)).unwrap().line_swaps();
    assert!((1..10).all(|n| FACTORIALS[n] == n * FACTORIALS[n - 1]) && FACTORIALS[0] == 1);
    assert_eq!(swaps(&[]), 6usize.pow(6));
    // Band 1 and stack 1 lose an empty line each: 2 * 6 * 6 for the rows, as many for the
    // columns.
    assert_eq!(swaps(&[(0, 0, 1)]), 72 * 72);
    // No two empty rows in any band, two empty columns in stack 3 only.
    let rows: Vec<(usize, usize, u8)> = (0..9).map(|r| (r, r % 7, 1 + r as u8)).collect();
    assert_eq!(swaps(&rows), 2);
    // One given in every row and every column: nothing swaps.
    let diagonal: Vec<(usize, usize, u8)> = (0..9).map(|r| (r, r, 1 + r as u8)).collect();
    assert_eq!(swaps(&diagonal), 1);
}
