//! [`Bands::new`] in wasm with `simd128`: the givens of each digit found sixteen cells at a
//! time (a byte compare and a bitmask), then the strikes of every board computed from its
//! givens with masks, four digits to a vector, rather than given by given. In scalar code V8
//! ran a table lookup, a bounds check and a read-modify-write of two boards for each given.

use super::Bands;
use crate::fast::tables::{BAND, BOX, COLUMN, ROW};
use std::arch::wasm32::{
    i16x8_extadd_pairwise_u8x16, i32x4_extadd_pairwise_u16x8, i32x4_mul, i8x16_add, i8x16_bitmask,
    i8x16_eq, i8x16_popcnt, u32x4, u32x4_extract_lane, u32x4_shl, u32x4_shr, u32x4_splat,
    u8x16_splat, v128, v128_and, v128_andnot, v128_load, v128_or,
};

/// The lowest bit of each row of a band board.
const ROW_BASES: u32 = 1 | 1 << 9 | 1 << 18;

/// The lowest bit of each box's columns in a band's columns (bits 0..9).
const BOX_BASES: u32 = 1 | 1 << 3 | 1 << 6;

impl Bands {
    /// [`Bands::new`], with the same result: `None` when two givens break a rule.
    pub(super) fn new_simd128(cells: &[u8; 81]) -> Option<Bands> {
        let at = cells.as_ptr();
        // SAFETY: bytes 0..80 are in the array, the last load ends at byte 80; wasm loads need
        // no alignment.
        let load = |offset: usize| unsafe { v128_load(at.add(offset).cast::<v128>()) };
        let chunks = [load(0), load(16), load(32), load(48), load(64), load(65)];
        // words[d][b]: the cells of band b given as digit d + 1 (cells hold 0..=9).
        let words: [[u32; 3]; 9] = std::array::from_fn(|digit| {
            let digit = u8x16_splat(digit as u8 + 1);
            let m = chunks.map(|chunk| u32::from(i8x16_bitmask(i8x16_eq(chunk, digit))));
            [
                (m[0] | m[1] << 16) & BAND,
                (m[1] >> 11 | m[2] << 5 | m[3] << 21) & BAND,
                m[3] >> 6 | m[4] << 10 | m[5] << 11,
            ]
        });
        let given: [u32; 3] =
            std::array::from_fn(|band| words.iter().fold(0, |given, words| given | words[band]));
        let unsolved = given.map(|given| BAND & !given);
        // Four digits to a vector: digits 4g..4g+4 of band b, the lanes past digit 9 empty.
        let word = |digit: usize, band: usize| words.get(digit).map_or(0, |words| words[band]);
        let lanes = |band: usize, group: usize| {
            let digit = 4 * group;
            u32x4(
                word(digit, band),
                word(digit + 1, band),
                word(digit + 2, band),
                word(digit + 3, band),
            )
        };
        let splat = u32x4_splat;
        // vectors[g][b]: the boards of digits 4g..4g+4 in band b.
        let mut vectors = [[u32x4(0, 0, 0, 0); 3]; 3];
        // Bytes that count, over all boards, the rows and the boxes that hold a given of
        // their digit, and over all digits the columns: each is the number of givens unless
        // two givens of a digit share a row, a box or a column.
        let mut counted = u8x16_splat(0);
        for (group, vectors) in vectors.iter_mut().enumerate() {
            let givens: [v128; 3] = std::array::from_fn(|band| lanes(band, group));
            let columns = givens.map(|p| {
                v128_and(
                    v128_or(p, v128_or(u32x4_shr(p, 9), u32x4_shr(p, 18))),
                    splat(0x1FF),
                )
            });
            for band in 0..3 {
                let p = givens[band];
                // Bit 3m: whether minirow m holds a given.
                let minirows = v128_or(p, v128_or(u32x4_shr(p, 1), u32x4_shr(p, 2)));
                let rows = v128_and(
                    v128_or(
                        minirows,
                        v128_or(u32x4_shr(minirows, 3), u32x4_shr(minirows, 6)),
                    ),
                    splat(ROW_BASES),
                );
                let boxes = v128_and(
                    v128_or(
                        minirows,
                        v128_or(u32x4_shr(minirows, 9), u32x4_shr(minirows, 18)),
                    ),
                    splat(BOX_BASES),
                );
                // The rows and boxes of the givens, and the columns of those in other bands.
                let struck = v128_or(
                    v128_or(
                        i32x4_mul(rows, splat(ROW[0])),
                        i32x4_mul(boxes, splat(BOX[0])),
                    ),
                    i32x4_mul(
                        v128_or(columns[(band + 1) % 3], columns[(band + 2) % 3]),
                        splat(COLUMN[0]),
                    ),
                );
                let board = v128_or(v128_andnot(splat(unsolved[band]), struck), p);
                vectors[band] = board;
                let mut bits = v128_or(rows, u32x4_shl(boxes, 1));
                if band == 0 {
                    let all = v128_or(columns[0], v128_or(columns[1], columns[2]));
                    bits = v128_or(bits, u32x4_shl(all, 19));
                }
                counted = i8x16_add(counted, i8x16_popcnt(bits));
            }
        }
        let sums = i32x4_extadd_pairwise_u16x8(i16x8_extadd_pairwise_u8x16(counted));
        let counted = u32x4_extract_lane::<0>(sums)
            + u32x4_extract_lane::<1>(sums)
            + u32x4_extract_lane::<2>(sums)
            + u32x4_extract_lane::<3>(sums);
        let givens: u32 = given.iter().map(|cells| cells.count_ones()).sum();
        if counted != 3 * givens {
            return None;
        }
        // SAFETY: a vector is four u32 lanes, lane i at bytes 4i..4i+4.
        let lanes = unsafe { std::mem::transmute::<[[v128; 3]; 3], [[[u32; 4]; 3]; 3]>(vectors) };
        let mut boards = [0; 27];
        for digit in 0..9 {
            for band in 0..3 {
                boards[3 * digit + band] = lanes[digit / 4][band][digit % 4];
            }
        }
        Some(Bands {
            boards,
            // As in `Bands::new`: every board gets a first update.
            updated: [!0; 27],
            unsolved,
            pairs: [0; 3],
        })
    }
}
