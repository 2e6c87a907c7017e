//! Where a search branches in settled, unsolved bands: on a cell ([`Bands::guess`]), or, once
//! it has turned hard, on one digit's permutations in a band or a stack
//! ([`Bands::permutation_branch`]). A digit's placement in a band is one of six
//! permutations ([`PERMUTATIONS`]), so the second kind of branch splits a digit's ways at
//! once rather than one cell's candidates.
//!
//! [`PERMUTATIONS`]: crate::fast::tables::PERMUTATIONS

use super::{padded, stack_minicolumns, Bands, DIGIT_LANES, MINIROWS};
use crate::fast::tables::{FITTING, SIDE_CELLS};

/// The most that the digits of a band or stack may weigh in all, at twice the logarithm of
/// their permutations left plus three each ([`Bands::permutation_branch`]), for the search to
/// take it as nearly settled and branch in the tightest such unit before it looks at the digits
/// left to place: 27 for nine placed digits, and 19 more at twice the logarithm alone (eight
/// digits of two permutations each and one placed weigh 16 more). 19 was measured, not
/// derived: lower, the worst 17-clue puzzles take more guesses; higher, the gain on the hardest
/// sets goes (docs/BENCHMARKS.md, "Where it branches, and `TIGHT` = 27 + 19").
const TIGHT: u32 = 27 + 19;

/// The first three bits of each 9-bit field of [`ALL_BANDS`](super::ALL_BANDS)'s packing: a
/// field's first 3-bit group.
const GROUP_0: u32 = 0o007_007_007;

/// The lowest bit of each 9-bit field of [`ALL_BANDS`](super::ALL_BANDS)'s packing.
const FIELD_BASES: u32 = 1 | 1 << 9 | 1 << 18;

/// Each 3-bit group of `word` (bits `3 * g` to `3 * g + 2`) replaced by how many of its bits
/// are set: a group's value `a + 2b + 4c`, less `b + 2c` and less `c`, leaves `a + b + c`, and
/// no group borrows from the next.
fn group_counts(word: u32) -> u32 {
    word - (word >> 1 & 0o333_333_333) - (word >> 2 & 0o111_111_111)
}

/// A branch on the placement of one digit in one band or one stack, which has two or more
/// permutations left: each side keeps the cells of some of them ([`Bands::restrict`]), and
/// each permutation is on exactly one side.
pub struct PermutationBranch {
    /// The digit, 0..9.
    pub digit: usize,
    /// The unit: bands 0..3, stacks 3..6.
    unit: usize,
    /// The permutations left to the digit there: bit `i` for permutation `i` of
    /// [`PERMUTATIONS`](crate::fast::tables::PERMUTATIONS).
    fitting: u32,
    /// Whether the second side takes every permutation after the first, rather than one.
    rest_together: bool,
}

impl PermutationBranch {
    /// The cells each side keeps on each of the digit's boards (band 0, 1, 2), the first
    /// permutation's first, built from [`SIDE_CELLS`] as the iterator is stepped rather than
    /// kept in the branch.
    pub fn sides(&self) -> impl Iterator<Item = [u32; 3]> + use<> {
        let (unit, rest_together) = (self.unit, self.rest_together);
        let mut left = self.fitting;
        let mut first = true;
        std::iter::from_fn(move || {
            if left == 0 {
                return None;
            }
            let mut side = if rest_together && !first {
                left
            } else {
                left & left.wrapping_neg()
            };
            first = false;
            left ^= side;
            let mut cells = [0; 3];
            while side != 0 {
                let kept = &SIDE_CELLS[unit][side.trailing_zeros() as usize];
                side &= side - 1;
                for (cells, kept) in cells.iter_mut().zip(kept) {
                    *cells |= kept;
                }
            }
            Some(cells)
        })
    }
}

/// Where to guess: a cell and the digits it can still take.
pub struct Guess {
    /// The band (0..3) of the cell.
    pub band: usize,
    /// The cell's position in its band (0..27).
    pub position: usize,
    /// Bit `d` for each digit `d + 1` the cell can take.
    pub digits: u16,
}

impl Bands {
    /// The cell to guess on in settled, unsolved bands: a cell with two candidates if there
    /// is one, taken from the band with the most such cells (where a guess tends to set off the
    /// longest chain of singles), or else a cell with the fewest candidates.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub fn guess(&self) -> Guess {
        let mut chosen: Option<(u32, usize, u32)> = None;
        for (band, &pairs) in self.pairs.iter().enumerate() {
            if pairs != 0 && chosen.is_none_or(|(n, _, _)| pairs.count_ones() > n) {
                chosen = Some((pairs.count_ones(), band, pairs));
            }
        }
        if let Some((_, band, pairs)) = chosen {
            return self.guess_at(band, pairs.trailing_zeros() as usize);
        }
        let mut best: Option<Guess> = None;
        for band in 0..3 {
            let mut unsolved = self.unsolved[band];
            while unsolved != 0 {
                let position = unsolved.trailing_zeros() as usize;
                unsolved &= unsolved - 1;
                let guess = self.guess_at(band, position);
                if best
                    .as_ref()
                    .is_none_or(|b| guess.digits.count_ones() < b.digits.count_ones())
                {
                    best = Some(guess);
                }
            }
        }
        best.expect("unsolved bands have an unsolved cell")
    }

    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn guess_at(&self, band: usize, position: usize) -> Guess {
        let mut digits = 0;
        for digit in 0..9 {
            digits |= ((self.boards[3 * digit + band] >> position & 1) as u16) << digit;
        }
        Guess {
            band,
            position,
            digits,
        }
    }

    /// Where a hard search branches in settled, unsolved bands: on one digit's permutations (see
    /// [`PERMUTATIONS`]) in one band or stack; `None` when every digit has one permutation left
    /// everywhere.
    ///
    /// A digit's minirows in a band (minicolumns in a stack, settled with step 4) tell its
    /// permutations left: 3 minirows hold one, 5 or 6 two, 7 three, 8 four, 9 all six. The unit:
    /// the tightest whose digits weigh [`TIGHT`] or less (each about twice the logarithm of its
    /// permutations, plus three), else the one with the fewest digits left to place (4 each, 5
    /// with four or more permutations, 3 more for each free digit past the third); the first on a
    /// tie, bands before stacks. The rule was measured, not derived (docs/BENCHMARKS.md, "Where it
    /// branches, and `TIGHT` = 27 + 19"). The digit: the unit's first with two permutations, one
    /// side each; else with three, the first against the other two (which never hold all its
    /// minirows); else the first with more, one side each.
    ///
    /// The counts run in 9-bit fields, a digit to a lane, without a branch; the branch keeps only
    /// the set of permutations, whose sides come from tables as the search steps through them.
    ///
    /// [`PERMUTATIONS`]: crate::fast::tables::PERMUTATIONS
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub fn permutation_branch(&self) -> Option<PermutationBranch> {
        let (rows, cols) = self.minirows_and_minicolumns();
        let (padded_rows, padded_cols) = (padded(rows), padded(cols));
        // Per digit lane: its minirows in each band and its minicolumns in each stack, counted
        // in 9-bit fields (band or stack `k` at bit `9 * k`).
        let at_least = |counts: u32, n: u32| (counts + (16 - n) * FIELD_BASES) >> 4 & FIELD_BASES;
        let mut counts = [[0u32; DIGIT_LANES]; 2];
        for digit in 0..DIGIT_LANES {
            let rows = group_counts(padded_rows[digit]);
            let band_counts = (rows & GROUP_0) + (rows >> 3 & GROUP_0) + (rows >> 6 & GROUP_0);
            let cols = group_counts(padded_cols[digit]);
            let stack = |s: usize| {
                let groups = cols >> (3 * s) & GROUP_0;
                (groups + (groups >> 9) + (groups >> 18)) & 0xF
            };
            let stack_counts = stack(0) | stack(1) << 9 | stack(2) << 18;
            counts[0][digit] = band_counts;
            counts[1][digit] = stack_counts;
        }
        // Per unit, its digits' weights plus three each: a digit's count less one if six or
        // more.
        let mut totals = [0u32; 2];
        for kind in 0..2 {
            for &counts in &counts[kind] {
                totals[kind] += counts - at_least(counts, 6);
            }
        }
        // A unit's field of per-unit sums: bands first, then stacks.
        let field = |sums: &[u32; 2], unit: usize| sums[unit / 3] >> (9 * (unit % 3)) & MINIROWS;
        let ways = |unit: usize| field(&totals, unit);
        // The unit of least weight among `weights`, as the weight (shifted past the unit's
        // number) and the unit: the first on a tie, a comparison of keys that compiles without
        // a branch. Of units left to branch on only: 27 is every digit placed (3 minirows each).
        let least = |weights: [u32; 6]| {
            (0..6)
                .map(|unit| {
                    if ways(unit) > 27 {
                        weights[unit] << 3 | unit as u32
                    } else {
                        u32::MAX
                    }
                })
                .min()
                .unwrap_or(u32::MAX)
        };
        let tightest = least(std::array::from_fn(ways));
        if tightest == u32::MAX {
            return None;
        }
        let unit = if tightest >> 3 <= TIGHT {
            tightest & 7
        } else {
            // Per unit, 4 for each digit left to place and 1 more for each with four or more
            // permutations (8 or 9 minirows); and its free digits (all six permutations, 9
            // minirows), of which each past the third weighs 3 more.
            let (mut lefts, mut free) = ([0u32; 2], [0u32; 2]);
            for kind in 0..2 {
                for &counts in &counts[kind] {
                    lefts[kind] += 4 * at_least(counts, 4) + at_least(counts, 8);
                    free[kind] += at_least(counts, 9);
                }
            }
            least(std::array::from_fn(|unit| {
                let left = field(&lefts, unit);
                (left + 3 * field(&free, unit).saturating_sub(3)) << 6 | left
            })) & 7
        } as usize;
        let (mut two, mut three, mut more) = (0u32, 0u32, 0u32);
        for (digit, counted) in counts[unit / 3][..9].iter().enumerate() {
            let count = counted >> (9 * (unit % 3)) & 0xF;
            two |= u32::from(count == 5 || count == 6) << digit;
            three |= u32::from(count == 7) << digit;
            more |= u32::from(count >= 8) << digit;
        }
        let (digits, rest_together) = if two != 0 {
            (two, false)
        } else if three != 0 {
            (three, true)
        } else {
            (more, false)
        };
        // Settled bands leave every unit that weighs more than nothing a digit of two or more
        // permutations; were one ever left without, the search guesses on a cell instead.
        debug_assert!(
            digits != 0,
            "a unit left to branch on has no digit to branch on"
        );
        if digits == 0 {
            return None;
        }
        let digit = digits.trailing_zeros() as usize;
        let placed = if unit < 3 {
            (rows[digit] >> (9 * unit) & MINIROWS) as usize
        } else {
            stack_minicolumns(cols[digit], unit - 3)
        };
        Some(PermutationBranch {
            digit,
            unit,
            fitting: FITTING[placed].into(),
            rest_together,
        })
    }
}
