//! [`Bands`]: the candidates of a whole grid as 27 band boards, and the deductions on them
//! (layer 3 of the fast path, on the tables and the instruction set below it).
//!
//! For each digit and each band (three rows) a `u32` holds the 27 cells where that digit can
//! still go (layout in [`crate::fast::tables`]). Writing or striking a digit is one AND on a
//! word; the rules of a band are one table lookup; the rules across bands are a column mask.
//!
//! - this file: the representation, the givens, writing, and the packings the steps share.
//! - `givens_simd128`: the givens read in wasm with `simd128`, sixteen cells at a time.
//! - `settle`: steps 1 to 3, repeated between guesses until none applies ([`Bands::settle`]).
//! - `triads`: step 4, minirows and minicolumns that hold exactly three digits, for hard
//!   searches and the contradiction checks ([`Bands::settle_with_triads`]).
//! - `units`: Hall's condition on every unit, a check for searches that run long.
//! - `branch`: where a search branches, on a cell or on a digit's permutations.
//!
//! Every step takes the build it runs on as a generic parameter
//! ([`InstructionSet`](crate::fast::instruction_set::InstructionSet)), so that each build
//! compiles its own copy.

use crate::fast::tables::{minirows, OUTSIDE_PEERS};
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
use crate::fast::tables::{BAND, COLUMN};

mod branch;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod givens_simd128;
mod settle;
mod triads;
mod units;

#[cfg(test)]
mod tests;

/// The columns of a band that hold a cell of `cells`, folded onto row 0: bit `c` for column `c`.
#[inline]
fn columns(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & 0x1FF
}

/// `n!` for `n` = 0..=9: in how many ways `n` digits, or `n` empty lines, can be swapped
/// (a lookup: the givens' swaps are counted on every search's start).
pub const FACTORIALS: [usize; 10] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320, 362_880];

/// The 9 minirows of a band, as [`minirows`] lays them out.
const MINIROWS: u32 = 0x1FF;

/// Three bands' minirows (or minicolumns), packed as [`Bands::triads`] does: band `b` at bit
/// `9 * b`.
const ALL_BANDS: u32 = MINIROWS | MINIROWS << 9 | MINIROWS << 18;

/// Three bands' words of nine bits (minirows, or columns) packed into one, band `b` at bit
/// `9 * b`, as [`ALL_BANDS`] lays them out.
fn pack([a, b, c]: [u32; 3]) -> u32 {
    a | b << 9 | c << 18
}

/// A digit's minicolumns in stack `stack` (the packing of [`ALL_BANDS`]), laid out as
/// [`minirows`] lays out a band's minirows: bit `3 * b + j` for column `j` of the stack in
/// band `b`, the stack's columns standing for a band's rows and its boxes for a band's boxes.
/// So [`LOCKED`] and [`PERMUTATIONS`] say the same of a stack as of a band.
///
/// [`LOCKED`]: crate::fast::tables::LOCKED
/// [`PERMUTATIONS`]: crate::fast::tables::PERMUTATIONS
fn stack_minicolumns(packed: u32, stack: usize) -> usize {
    let part = packed >> (3 * stack);
    (part & 0o7 | part >> 6 & 0o70 | part >> 12 & 0o700) as usize
}

/// How many lanes the per-digit passes of step 4 and the permutation branch run in: the nine
/// digits, padded with digits that have nothing left ([`padded`]), which count for nothing. On
/// x86-64, sixteen lanes make two whole AVX2 vectors where nine leave a masked remainder; in
/// wasm, nine are faster (docs/BENCHMARKS.md, "Sixteen digit lanes on x86-64, nine in wasm").
const DIGIT_LANES: usize = if cfg!(target_arch = "x86_64") { 16 } else { 9 };

/// The nine digits' `words` padded with zeros to [`DIGIT_LANES`].
fn padded(words: [u32; 9]) -> [u32; DIGIT_LANES] {
    let mut lanes = [0; DIGIT_LANES];
    lanes[..9].copy_from_slice(&words);
    lanes
}

/// The cells of the minirows `minirows` (laid out as [`minirows`] does) on a band board.
fn cells_of_minirows(mut minirows: u32) -> u32 {
    let mut cells = 0;
    while minirows != 0 {
        let minirow = minirows.trailing_zeros();
        minirows &= minirows - 1;
        cells |= 7 << (9 * (minirow % 3) + 3 * (minirow / 3));
    }
    cells
}

/// The solver's whole state, copied at each guess (240 bytes).
#[derive(Clone, Copy)]
pub struct Bands {
    /// `boards[3 * d + b]`: the cells of band `b` where digit `d + 1` can still go.
    boards: [u32; 27],
    /// Each board as its last update left it: a board that differs has lost cells since and
    /// needs another update. Comparing is cheaper than flagging every strike that changes a
    /// board, and most strikes change nothing.
    updated: [u32; 27],
    /// The cells of each band with no digit written yet.
    unsolved: [u32; 3],
    /// The unsolved cells of each band with two candidates, as the last naked-singles pass
    /// found them: for settled bands, where that pass found nothing to write, they are
    /// current, and the guess needs no pass of its own.
    pairs: [u32; 3],
}

/// What a deduction step found. A single it writes always changes a board: its digit still
/// had another cell in its row, or the band update would have written it already.
enum Found {
    Contradiction,
    Some,
    None,
}

impl Bands {
    /// The bands of `cells` (0 for blank), not yet settled; `None` when two givens break a
    /// rule.
    pub fn new(cells: &[u8; 81]) -> Option<Bands> {
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        return Bands::new_simd128(cells);
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        Bands::new_scalar(cells)
    }

    /// [`Bands::new`] given by given.
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    fn new_scalar(cells: &[u8; 81]) -> Option<Bands> {
        let mut bands = Bands {
            boards: [BAND; 27],
            // No board has been updated yet: a value no board can take, so that each gets a
            // first update, even one the givens leave empty (a contradiction it then finds).
            updated: [!0; 27],
            unsolved: [BAND; 3],
            pairs: [0; 3],
        };
        // placed[3 * d + b]: the cells of band b given as digit d + 1.
        let mut placed = [0u32; 27];
        for (band, rows) in cells.chunks_exact(27).enumerate() {
            // The givens of the band as a mask first, then a walk over its bits: a test per
            // cell on whether it is blank would be mispredicted about once in three cells.
            let mut givens = 0u32;
            for (position, &digit) in rows.iter().enumerate() {
                givens |= u32::from(digit != 0) << position;
            }
            bands.unsolved[band] = BAND & !givens;
            while givens != 0 {
                let position = givens.trailing_zeros() as usize;
                givens &= givens - 1;
                let index = 3 * usize::from(rows[position] - 1) + band;
                // The given's digit leaves its row and box.
                bands.boards[index] &= OUTSIDE_PEERS[position];
                placed[index] |= 1 << position;
            }
        }
        let mut broken = 0;
        for (digit, placed) in placed.chunks_exact(3).enumerate() {
            for band in 0..3 {
                let index = 3 * digit + band;
                // The digit leaves the columns of its givens in the other bands, and the
                // given cells of the other digits.
                let other_bands = placed[(band + 1) % 3] | placed[(band + 2) % 3];
                let given_columns = columns(other_bands) * COLUMN[0];
                let kept = bands.boards[index] & !given_columns;
                bands.boards[index] = kept & (bands.unsolved[band] | placed[band]);
                // Two equal givens in a row, box or column each take the other's cell.
                broken |= placed[band] & !kept;
            }
        }
        (broken == 0).then_some(bands)
    }

    /// Writes `digit` (0..9) at `position` of `band`, an unsolved cell of settled bands, to
    /// be settled next. The write changes the digit's board, as [`Bands::settle`] needs: the
    /// digit has another cell in that row, or the band update would have written it already.
    pub fn write(&mut self, band: usize, position: usize, digit: usize) {
        self.boards[3 * digit + band] &= OUTSIDE_PEERS[position];
    }

    /// Keeps only `cells` of the boards of `digit` (0..9) in settled bands, band by band: one
    /// side of a [`PermutationBranch`], to be settled next (with step 4). A board changes, as
    /// settling needs: the other side's permutation has a minirow (or minicolumn) outside
    /// `cells` that holds a candidate.
    pub fn restrict(&mut self, digit: usize, cells: &[u32; 3]) {
        for (board, cells) in self.boards[3 * digit..3 * digit + 3].iter_mut().zip(cells) {
            *board &= cells;
        }
    }

    /// True when every cell has its digit.
    pub fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// How many cells have their digit: on bands fresh from [`Bands::new`], the givens.
    pub fn filled(&self) -> u32 {
        81 - self
            .unsolved
            .iter()
            .map(|cells| cells.count_ones())
            .sum::<u32>()
    }

    /// How many digits have a cell: on bands fresh from [`Bands::new`], the digits given.
    pub fn digits_filled(&self) -> u32 {
        self.boards
            .chunks_exact(3)
            .filter(|boards| (0..3).any(|band| boards[band] & !self.unsolved[band] != 0))
            .count() as u32
    }

    /// In how many ways the empty rows and columns can be swapped: the product, over the
    /// bands and the stacks, of the factorial of how many of its rows (or columns) hold no
    /// filled cell. Swapping two empty rows of one band (which share their boxes), or two empty
    /// columns of one stack, keeps every unit whole and the givens in place, and gives another
    /// solution (two rows differ in every column), so on the givens more than 1 means never
    /// exactly one solution.
    pub fn line_swaps(&self) -> usize {
        let mut filled_columns = 0;
        let mut swaps = 1;
        for &unsolved in &self.unsolved {
            let filled = !unsolved & 0o777_777_777;
            filled_columns |= columns(filled);
            let empty_rows = (0..3)
                .filter(|row| filled >> (9 * row) & 0x1FF == 0)
                .count();
            swaps *= FACTORIALS[empty_rows];
        }
        for stack in 0..3 {
            swaps *= FACTORIALS[(!filled_columns >> (3 * stack) & 0b111).count_ones() as usize];
        }
        swaps
    }

    /// How many unsolved cells of settled bands have two candidates.
    pub fn pair_cells(&self) -> u32 {
        self.pairs.iter().map(|pairs| pairs.count_ones()).sum()
    }

    /// The digits of solved bands, in reading order.
    pub fn cells(&self) -> [u8; 81] {
        let mut cells = [0; 81];
        for (index, &board) in self.boards.iter().enumerate() {
            let (digit, band) = (index / 3, index % 3);
            let mut board = board;
            while board != 0 {
                let position = board.trailing_zeros() as usize;
                board &= board - 1;
                cells[27 * band + position] = digit as u8 + 1;
            }
        }
        cells
    }

    /// Each digit's minirows (see [`minirows`]) and its minicolumns (its boards' columns,
    /// [`columns`]) in the three bands, each packed into one word ([`pack`]): step 4 and the
    /// permutation branch start from them. Board by board first, which vectorizes. Inlined in the
    /// wasm builds too, where it paid for its size (docs/BENCHMARKS.md, "`needs_update` and
    /// `minirows_and_minicolumns` inlined").
    #[inline(always)]
    fn minirows_and_minicolumns(&self) -> ([u32; 9], [u32; 9]) {
        let mut rows = [0u32; 27];
        let mut cols = [0u32; 27];
        for ((rows, cols), &board) in rows.iter_mut().zip(&mut cols).zip(&self.boards) {
            *rows = minirows(board) as u32;
            *cols = columns(board);
        }
        let of_digit = |words: &[u32; 27], digit: usize| {
            pack([words[3 * digit], words[3 * digit + 1], words[3 * digit + 2]])
        };
        (
            std::array::from_fn(|digit| of_digit(&rows, digit)),
            std::array::from_fn(|digit| of_digit(&cols, digit)),
        )
    }
}
