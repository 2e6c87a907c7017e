//! What the fuzz targets share: how raw fuzzer bytes become a grid.
//!
//! Bytes `'1'..='9'` are that digit and every other byte is a blank, so a seed file can be a
//! readable 81-character puzzle, and random bytes give sparse grids that the fuzzer then fills
//! with digits, rule-breaking ones included.

use bitdoku::Grid;

/// The number of input bytes a grid takes.
pub const GRID_BYTES: usize = 81;

/// The grid spelled by the first [`GRID_BYTES`] bytes (missing bytes are blanks), and the rest.
pub fn split_grid(data: &[u8]) -> (Grid, &[u8]) {
    let (head, rest) = data.split_at(data.len().min(GRID_BYTES));
    let mut cells = [0u8; 81];
    for (cell, &byte) in cells.iter_mut().zip(head) {
        if byte.is_ascii_digit() {
            *cell = byte - b'0';
        }
    }
    let grid = Grid::from_cells(cells).expect("every cell is 0..=9 by construction");
    (grid, rest)
}
