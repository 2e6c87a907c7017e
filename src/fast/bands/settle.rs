//! Settling: the deductions a search makes between guesses, repeated until none applies.
//!
//! [`Bands::settle`] runs steps 1 and 2:
//! 1. Band update, for each board that lost cells since its last update: [`LOCKED`] (looked
//!    up as each build does it fastest, [`InstructionSet::locked`]) keeps only the minirows
//!    that can still hold the digit; a box left with one column takes that column from the
//!    other two bands ([`ALONE_IN_BOX`]); and a row left with one cell writes the digit there,
//!    so the cell leaves the other eight digits' boards.
//! 2. Naked singles: across the nine boards of a band, cells with at least one candidate and
//!    cells with at least two are two bit planes; an unsolved cell outside the first has no
//!    candidate left, and one outside the second has exactly one.
//!
//! [`Bands::settle_with_triads`], for hard searches and the contradiction checks, adds:
//! 3. Hidden singles in columns, which no band sees alone ([`Bands::column_singles`]).
//! 4. Step 4 (triads.rs), which looks at the grid's columns as the band update looks at its
//!    rows.
//!
//! [`LOCKED`]: crate::fast::tables::LOCKED

use super::{columns, Bands, Found};
use crate::fast::instruction_set::InstructionSet;
use crate::fast::tables::{ALONE_IN_BOX, COLUMN, OUTSIDE_PEERS, ROW};

/// `*board &= keep`, with the board read from memory right here.
///
/// Later updates of a sweep read and strike the boards an update strikes. With plain reads,
/// LLVM carried the values it stored from update to update, dozens of them live across the
/// unrolled sweep, and V8 spilled them at each of its 27 branches. A volatile read (a plain
/// load in the machine code) keeps each strike a load, an AND and a store, which lowered every
/// set's instructions in wasm and natively (docs/BENCHMARKS.md, "The band update's strikes
/// read their board afresh").
#[inline(always)]
fn strike(board: &mut u32, keep: u32) {
    // SAFETY: `board` is a reference, so valid and aligned for a read.
    *board = unsafe { std::ptr::read_volatile(board) } & keep;
}

/// Whether [`Bands::any_changed`] tells if another sweep is needed (wasm with `simd128`): then
/// a sweep reports [`Found::Some`] without tracking whether it updated a board, a constant
/// that V8 set on both sides of each of its 27 branches.
const CHECKS_CHANGED: bool = cfg!(all(target_arch = "wasm32", target_feature = "simd128"));

impl Bands {
    /// Runs steps 1 and 2 until neither applies, on bands fresh from [`Bands::new`] or
    /// after [`Bands::write`]. False on a contradiction. Each build of the search (isa/)
    /// compiles its own copy.
    ///
    /// Inlined on x86-64 into each of the builds that isa/ compiles (with their own target
    /// features); elsewhere there is one build, and inlining would only grow the wasm.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub fn settle(&mut self, build: impl InstructionSet) -> bool {
        self.settle_with::<false>(build)
    }

    /// Settles bands with steps 3 and 4 as well, fresh from [`Bands::new`], after
    /// [`Bands::write`] or [`Bands::restrict`], or already settled without them. False on a
    /// contradiction. Inlined on x86-64 as [`Bands::settle`] is. (Settling "with step 4", as
    /// the search's docs put it, is this: step 3 comes with it.)
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub fn settle_with_triads(&mut self, build: impl InstructionSet) -> bool {
        self.settle_with::<true>(build)
    }

    /// Runs the deductions until none applies, steps 3 and 4 only if `TRIADS`. False on a
    /// contradiction.
    ///
    /// Starts with a sweep, which finds nothing to do on bands that are already settled: so
    /// it may be called on any bands, changed since their last update or not.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn settle_with<const TRIADS: bool>(&mut self, build: impl InstructionSet) -> bool {
        loop {
            loop {
                match self.sweep(build) {
                    Found::Contradiction => return false,
                    Found::Some if self.any_changed() => {}
                    Found::Some | Found::None => break,
                }
            }
            match self.naked_singles() {
                Found::Contradiction => return false,
                Found::Some => continue,
                Found::None if !TRIADS => return true,
                Found::None => {}
            }
            match self.column_singles() {
                Found::Contradiction => return false,
                Found::Some => {}
                Found::None => match self.triads() {
                    Found::Contradiction => return false,
                    Found::Some => {}
                    Found::None => return true,
                },
            }
        }
    }

    /// Step 1 once on every board changed since its last update, in a fixed order, each
    /// update compiled for its own board so that the band, the digit and the other boards
    /// are constants.
    ///
    /// The order steps to the next digit and the next band at once (board `3 * d + b`, for
    /// `d` = 0..9 and `b` = `(d + s) % 3`, in three strides `s`): an update strikes only
    /// boards of its own band or its own digit, so the next board never waits on the stores
    /// of the update before it. Any order reaches the same settled board.
    ///
    /// [`Found::Some`] when it updated a board: its strikes may have changed a board it had
    /// passed already, so [`Bands::settle_with`] sweeps again until a sweep finds nothing to
    /// update. That last sweep costs less than one vector compare of all 27 boards: wide loads
    /// right after the sweep's narrow stores wait for those stores (docs/BENCHMARKS.md, "A
    /// sweep reports whether it updated a board"). In wasm with `simd128`, where V8 runs the
    /// 27 compares and the tracking of [`Found::Some`] at a greater cost, a vector compare
    /// ([`Bands::any_changed`]) decides instead ([`CHECKS_CHANGED`]).
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn sweep(&mut self, build: impl InstructionSet) -> Found {
        let mut found = Found::None;
        macro_rules! update_changed {
            ($($index:literal)*) => {$(
                if self.boards[$index] != self.updated[$index] {
                    if !CHECKS_CHANGED {
                        found = Found::Some;
                    }
                    if !self.update::<$index>(build) {
                        return Found::Contradiction;
                    }
                }
            )*};
        }
        update_changed!(0 4 8 9 13 17 18 22 26 1 5 6 10 14 15 19 23 24 2 3 7 11 12 16 20 21 25);
        if CHECKS_CHANGED {
            Found::Some
        } else {
            found
        }
    }

    /// Whether a board differs from its last update: in wasm with `simd128`, six vector
    /// compares and one of the last three boards, cheaper in Ir than a sweep's 27 compares
    /// that find nothing. Elsewhere, true: the next sweep finds out.
    #[inline(always)]
    fn any_changed(&self) -> bool {
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        {
            use std::arch::wasm32::{v128, v128_any_true, v128_load, v128_or, v128_xor};
            let (boards, updated) = (self.boards.as_ptr(), self.updated.as_ptr());
            // SAFETY: boards 4k..4k+4 for k < 6, and 23..27, are in both arrays; wasm loads
            // need no alignment.
            let load =
                |words: *const u32, at: usize| unsafe { v128_load(words.add(at).cast::<v128>()) };
            let differs = |at: usize| v128_xor(load(boards, at), load(updated, at));
            let any = [4, 8, 12, 16, 20, 23]
                .into_iter()
                .fold(differs(0), |any, at| v128_or(any, differs(at)));
            v128_any_true(any)
        }
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        true
    }

    /// Step 1 on board `INDEX`: box/line reduction, pointing, then writes the rows left with
    /// one cell. Its strikes on other boards go through [`strike`].
    #[inline(always)]
    fn update<const INDEX: usize>(&mut self, build: impl InstructionSet) -> bool {
        let band = INDEX % 3;
        let first_of_digit = INDEX - band;
        let board = self.boards[INDEX];
        let board = board & build.locked(board);
        if board == 0 {
            return false;
        }
        self.boards[INDEX] = board;
        self.updated[INDEX] = board;
        // A box of this band left with one column holds the digit in that column (this
        // covers every cell written below): the other bands lose that column.
        let pointing = !ALONE_IN_BOX[columns(board) as usize];
        strike(&mut self.boards[first_of_digit + (band + 1) % 3], pointing);
        strike(&mut self.boards[first_of_digit + (band + 2) % 3], pointing);
        let mut written = 0;
        for row in ROW {
            let cells = board & row;
            if cells & (cells - 1) == 0 {
                written |= cells;
            }
        }
        // Rows solved before are in `written` again: striking their cells changes nothing,
        // as the other digits lost them when they were written, and costs less than a mask.
        // Branch-free even when nothing new is written (about half the time): a branch on
        // that is mispredicted so often that it costs more than eight strikes that change
        // nothing.
        self.unsolved[band] &= !written;
        for digit in 0..9 {
            let other = 3 * digit + band;
            if other != INDEX {
                strike(&mut self.boards[other], !written);
            }
        }
        true
    }

    /// Step 2: finds dead cells and writes naked singles.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn naked_singles(&mut self) -> Found {
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        return self.naked_singles_simd128();
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        self.naked_singles_scalar()
    }

    /// Step 2 in wasm with `simd128`: the bit planes of the three bands at once, one band to a
    /// lane (a digit's three boards are adjacent), then a write pass only in bands with a
    /// single, which most passes have none of. In scalar code V8 kept the nine boards of a band
    /// live and spilled them. Native builds keep the scalar pass, which this layout slowed
    /// (docs/BENCHMARKS.md, "wasm `simd128`: naked singles a band to a lane").
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    fn naked_singles_simd128(&mut self) -> Found {
        use std::arch::wasm32::{
            i32x4_shuffle, u32x4, u32x4_extract_lane, v128, v128_and, v128_andnot, v128_any_true,
            v128_load, v128_or,
        };
        let boards = self.boards.as_ptr();
        let (mut once, mut twice, mut thrice) =
            (u32x4(0, 0, 0, 0), u32x4(0, 0, 0, 0), u32x4(0, 0, 0, 0));
        for digit in 0..9 {
            // Boards 3d..3d+3 in lanes 0..3; the last digit's load starts a board early so as
            // to stay in the array. Lane 3 holds another board, which `unsolved` masks out.
            let board = if digit < 8 {
                // SAFETY: boards 3d..3d+4 are in the array for d < 8; wasm loads need no
                // alignment.
                unsafe { v128_load(boards.add(3 * digit).cast::<v128>()) }
            } else {
                // SAFETY: boards 23..27 are in the array.
                let last = unsafe { v128_load(boards.add(23).cast::<v128>()) };
                i32x4_shuffle::<1, 2, 3, 3>(last, last)
            };
            thrice = v128_or(thrice, v128_and(twice, board));
            twice = v128_or(twice, v128_and(once, board));
            once = v128_or(once, board);
        }
        let [u0, u1, u2] = self.unsolved;
        let unsolved = u32x4(u0, u1, u2, 0);
        if v128_any_true(v128_andnot(unsolved, once)) {
            return Found::Contradiction;
        }
        let pairs = v128_andnot(v128_and(unsolved, twice), thrice);
        self.pairs = [
            u32x4_extract_lane::<0>(pairs),
            u32x4_extract_lane::<1>(pairs),
            u32x4_extract_lane::<2>(pairs),
        ];
        let singles = v128_andnot(unsolved, twice);
        if !v128_any_true(singles) {
            return Found::None;
        }
        let singles = [
            u32x4_extract_lane::<0>(singles),
            u32x4_extract_lane::<1>(singles),
            u32x4_extract_lane::<2>(singles),
        ];
        for (band, singles) in singles.into_iter().enumerate() {
            self.write_singles(band, singles);
        }
        Found::Some
    }

    /// Writes the naked singles `singles` of band `band` (the scalar pass writes its own).
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    #[inline(always)]
    fn write_singles(&mut self, band: usize, mut singles: u32) {
        while singles != 0 {
            let position = singles.trailing_zeros() as usize;
            singles &= singles - 1;
            // The digit whose board holds the cell takes it, the others keep theirs: no
            // search for that digit, whose end would be mispredicted about once a single.
            // An earlier single may have taken this cell's last digit; the next pass sees it.
            for digit in 0..9 {
                let board = &mut self.boards[3 * digit + band];
                *board &= OUTSIDE_PEERS[position] | (*board >> position & 1).wrapping_sub(1);
            }
        }
    }

    /// Step 2, band by band.
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn naked_singles_scalar(&mut self) -> Found {
        let mut found = Found::None;
        for band in 0..3 {
            let (mut once, mut twice, mut thrice) = (0, 0, 0);
            for digit in 0..9 {
                let board = self.boards[3 * digit + band];
                thrice |= twice & board;
                twice |= once & board;
                once |= board;
            }
            let unsolved = self.unsolved[band];
            if unsolved & !once != 0 {
                return Found::Contradiction;
            }
            self.pairs[band] = unsolved & twice & !thrice;
            let mut singles = unsolved & !twice;
            if singles != 0 {
                found = Found::Some;
            }
            // Written here rather than through `write_singles`: natively the call, for the
            // same instructions, was far slower on the hard sets (docs/BENCHMARKS.md, "wasm
            // `simd128`: naked singles a band to a lane").
            while singles != 0 {
                let position = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                for digit in 0..9 {
                    let board = &mut self.boards[3 * digit + band];
                    *board &= OUTSIDE_PEERS[position] | (*board >> position & 1).wrapping_sub(1);
                }
            }
        }
        found
    }

    /// Step 3: hidden singles in columns. A digit's column is spread over three boards, so
    /// no band update sees that it has one cell left: per digit, each board's rows folded
    /// into the columns with a cell and those with two or more say which columns have a
    /// single cell in the whole grid, and a column with none is a contradiction. Only in hard
    /// settles: there it saves guesses, while a search on cells, with many cells of two
    /// candidates, almost never finds anything with it (docs/BENCHMARKS.md, "Step 3 (hidden
    /// singles in columns) only in hard settles").
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn column_singles(&mut self) -> Found {
        // Element-wise passes over the 27 boards, which vectorize, and no branch that depends
        // on them until the end: most settles end here with nothing found.
        let mut once = [0u32; 27];
        let mut twice = [0u32; 27];
        for ((board, once), twice) in self.boards.iter().zip(&mut once).zip(&mut twice) {
            let (r0, r1, r2) = (board & 0x1FF, board >> 9 & 0x1FF, board >> 18);
            *once = r0 | r1 | r2;
            *twice = r0 & r1 | r2 & (r0 | r1);
        }
        let mut missing = 0;
        let mut alone = [0u32; 27];
        for digit in 0..9 {
            let [a, b, c] = [once[3 * digit], once[3 * digit + 1], once[3 * digit + 2]];
            missing |= !(a | b | c);
            let shared = a & b
                | c & (a | b)
                | twice[3 * digit]
                | twice[3 * digit + 1]
                | twice[3 * digit + 2];
            alone[3 * digit] = !shared;
            alone[3 * digit + 1] = !shared;
            alone[3 * digit + 2] = !shared;
        }
        if missing & 0x1FF != 0 {
            return Found::Contradiction;
        }
        let mut any = 0;
        let mut singles = [0u32; 27];
        for (index, single) in singles.iter_mut().enumerate() {
            // The column bits on row 0 times COLUMN[0]: the columns' cells in all three rows.
            let cells = (once[index] & alone[index]) * COLUMN[0];
            *single = self.boards[index] & cells & self.unsolved[index % 3];
            any |= *single;
        }
        if any == 0 {
            return Found::None;
        }
        for (board, mut cells) in self.boards.iter_mut().zip(singles) {
            while cells != 0 {
                let position = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                *board &= OUTSIDE_PEERS[position];
            }
        }
        Found::Some
    }
}
