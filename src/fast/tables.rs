//! Small lookup tables for the band boards, all computed at compile time (about 5 KB, and 2 KB
//! more on x86-64 for the AVX2 build's [`LOCKED_BY_ROWS`]).
//!
//! A band board holds one digit's candidates in one band: bit `9 * r + c` is row `r` (0..3)
//! of the band, column `c` (0..9). A *minirow* is the three cells where row `r` of the band
//! meets box `k` = `c / 3` of the band.

/// The 27 cells of a band board.
pub const BAND: u32 = (1 << 27) - 1;

/// `COLUMN[c]`: column `c` in all three rows of a band.
pub const COLUMN: [u32; 9] = {
    let mut table = [0; 9];
    let mut c = 0;
    while c < 9 {
        table[c] = 0x40201 << c;
        c += 1;
    }
    table
};

/// `ROW[r]`: row `r` (0..3) of a band.
pub const ROW: [u32; 3] = [0x1FF, 0x1FF << 9, 0x1FF << 18];

/// `BOX[k]`: box `k` (0..3) of a band, its columns `3 * k` to `3 * k + 2` in all three rows.
pub const BOX: [u32; 3] = [0x1C0E07, 0x1C0E07 << 3, 0x1C0E07 << 6];

/// `OUTSIDE_PEERS[p]`: the band board with the row and box of position `p` cleared, except
/// `p` itself. Writing a digit at `p` keeps only these cells for it in that band.
pub const OUTSIDE_PEERS: [u32; 27] = {
    let mut table = [0; 27];
    let mut p = 0;
    while p < 27 {
        let (row, column) = (p / 9, p % 9);
        table[p] = (BAND & !ROW[row] & !BOX[column / 3]) | 1 << p;
        p += 1;
    }
    table
};

/// The minirows of a band board that hold a candidate, as 9 bits: bit `3 * k + r` for row `r`
/// and box `k`. The key of [`LOCKED`], computed with a few shifts and no table: `any` marks the
/// first cell of each non-empty minirow, then one multiplication interleaves the rows: it adds
/// copies of `any` moved up 0, 8 and 16 bits, so row 0 lands at bits 16.. with the 16-bit copy,
/// row 1 with the 8-bit one and row 2 with itself. The 23 copied bits all land on distinct
/// positions, so the sum never carries, and the other copies fall outside bits 16..25.
#[inline]
pub const fn minirows(board: u32) -> usize {
    let any = (board | board >> 1 | board >> 2) & FIRST_OF_MINIROWS;
    (any.wrapping_mul(1 | 1 << 8 | 1 << 16) >> 16 & 0x1FF) as usize
}

/// The first cell of each minirow of a band board: bit `9 * r + 3 * k` for row `r` and box `k`.
pub const FIRST_OF_MINIROWS: u32 = 0x124_9249;

/// [`LOCKED`] keyed by a board's minirows row by row: bit `3 * r + k` for row `r` and box
/// `k`, where [`minirows`] has bit `3 * k + r`. BMI2's `pext` gathers the first cells of a
/// board's minirows ([`FIRST_OF_MINIROWS`]) into that key in one instruction, so the AVX2
/// build's band update gets it with a shorter chain of instructions to wait on than the
/// multiplication of [`minirows`] (docs/BENCHMARKS.md, "The band update's key by BMI2 `pext`
/// on x86-64").
#[cfg(target_arch = "x86_64")]
pub const LOCKED_BY_ROWS: [u32; 512] = {
    let mut table = [0; 512];
    let mut key = 0;
    while key < 512 {
        // The key's minirows as cells of a board: the first cell of each.
        let mut board = 0;
        let mut bit = 0;
        while bit < 9 {
            if key >> bit & 1 != 0 {
                board |= 1 << (9 * (bit / 3) + 3 * (bit % 3));
            }
            bit += 1;
        }
        table[key] = LOCKED[minirows(board)];
        key += 1;
    }
    table
};

/// `ALONE_IN_BOX[columns]`: for the columns of a band (9 bits, `1 << c`), the band's cells in
/// those that are the only one of their box. A digit whose box in this band has one column
/// left must go in that column here, so it leaves that column in the other two bands
/// (pointing). Whole cells rather than columns: spreading columns over the rows would lengthen
/// the chain of operations that every band update waits on.
pub const ALONE_IN_BOX: [u32; 512] = {
    let mut table = [0; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut k = 0;
        while k < 3 {
            let group = columns >> (3 * k) & 7;
            if group != 0 && group & (group - 1) == 0 {
                table[columns] |= ((group << (3 * k)) as u32) * COLUMN[0];
            }
            k += 1;
        }
        columns += 1;
    }
    table
};

/// The six ways a digit can take one cell in each row and one in each box of a band:
/// `PERMUTATIONS[i][r]` is the box of row `r`.
pub const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The minirows of permutation `i` of [`PERMUTATIONS`], as [`minirows`] lays them out.
pub const fn permutation_minirows(i: usize) -> usize {
    let boxes = PERMUTATIONS[i];
    1 << (3 * boxes[0]) | 1 << (3 * boxes[1] + 1) | 1 << (3 * boxes[2] + 2)
}

/// The cells of a band board in the minirows of permutation `i` of [`PERMUTATIONS`].
pub const fn permutation_cells(i: usize) -> u32 {
    let boxes = PERMUTATIONS[i];
    7 << (3 * boxes[0]) | 7 << (9 + 3 * boxes[1]) | 7 << (18 + 3 * boxes[2])
}

/// The cells of each band board of a digit (band 0, 1, 2) that permutation `i` of
/// [`PERMUTATIONS`] keeps when it places the digit in stack `stack`: the stack's columns are
/// its rows and the stack's boxes, one in each band, its boxes, so that row `r` in box
/// `PERMUTATIONS[i][r]` means column `3 * stack + r` in band `PERMUTATIONS[i][r]`. Cells
/// outside the stack are all kept.
pub const fn permutation_columns(i: usize, stack: usize) -> [u32; 3] {
    let bands = PERMUTATIONS[i];
    let mut cells = [BAND & !BOX[stack]; 3];
    let mut r = 0;
    while r < 3 {
        cells[bands[r]] |= COLUMN[3 * stack + r];
        r += 1;
    }
    cells
}

/// `FITTING[minirows]`: the permutations that fit in `minirows` (see [`minirows`]), as bits
/// `1 << i` for permutation `i` of [`PERMUTATIONS`]. A stack's minicolumns laid out as
/// minirows key it alike.
pub const FITTING: [u8; 512] = {
    let mut table = [0; 512];
    let mut key = 0;
    while key < 512 {
        let mut i = 0;
        while i < 6 {
            let needed = permutation_minirows(i);
            if key & needed == needed {
                table[key] |= 1 << i;
            }
            i += 1;
        }
        key += 1;
    }
    table
};

/// `SIDE_CELLS[unit][i]`: the cells of a digit's three band boards that permutation `i` of
/// [`PERMUTATIONS`] keeps when it places the digit in unit `unit`: band `unit` for 0..3
/// ([`permutation_cells`], every cell of the other bands kept), stack `unit - 3` for 3..6
/// ([`permutation_columns`]).
pub const SIDE_CELLS: [[[u32; 3]; 6]; 6] = {
    let mut table = [[[0; 3]; 6]; 6];
    let mut unit = 0;
    while unit < 6 {
        let mut i = 0;
        while i < 6 {
            table[unit][i] = if unit < 3 {
                let mut cells = [BAND; 3];
                cells[unit] = permutation_cells(i);
                cells
            } else {
                permutation_columns(i, unit - 3)
            };
            i += 1;
        }
        unit += 1;
    }
    table
};

/// `LOCKED[minirows(board)]`: the cells a digit can still use in a band whose non-empty
/// minirows are those of `board` (see [`minirows`]).
///
/// In a band a digit takes one cell in each row and one in each box, so its three minirows
/// form one of the six 3×3 permutations. A minirow in no permutation that fits inside
/// `minirows` ([`FITTING`]) cannot hold the digit: this is pointing and claiming (box/line
/// reduction) for the whole band in one lookup, and it finds every row and box hidden single
/// too. 0 means no permutation fits: a contradiction.
pub const LOCKED: [u32; 512] = {
    let mut table = [0; 512];
    let mut minirows = 0;
    while minirows < 512 {
        let mut i = 0;
        while i < 6 {
            if FITTING[minirows] >> i & 1 != 0 {
                table[minirows] |= permutation_cells(i);
            }
            i += 1;
        }
        minirows += 1;
    }
    table
};

#[cfg(test)]
#[path = "tables_tests.rs"]
mod tests;
