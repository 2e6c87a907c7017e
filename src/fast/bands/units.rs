//! Hall's condition on every row, column and box: the unit check that a search which runs
//! long makes once on its settled givens (`ContradictionCheck::Units` in the search's policy).
//! It sees contradictions that settling, even with step 4, misses. Its cheapest case, three
//! cells of a unit left with the same two candidates, has a check of its own that a search
//! can afford at many more nodes ([`Bands::pair_overloaded`]).

use super::Bands;

impl Bands {
    /// True when each row, column and box can still take its missing digits, one to a cell:
    /// no set of its unsolved cells has fewer candidates between them than it has cells
    /// (Hall's condition for a matching of cells to digits). This catches contradictions that
    /// [`Bands::settle`] misses, such as three digits locked in a minirow with two free cells,
    /// which a search may otherwise only meet deep down every branch. It takes about 14,000
    /// unions of candidate sets, so it is kept for searches that run long.
    pub fn units_can_be_completed(&self) -> bool {
        let mut candidates = [0u16; 81];
        for (index, &board) in self.boards.iter().enumerate() {
            let (digit, band) = (index / 3, index % 3);
            let mut cells = board & self.unsolved[band];
            while cells != 0 {
                let position = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                candidates[27 * band + position] |= 1 << digit;
            }
        }
        let unsolved = |cell: usize| self.unsolved[cell / 27] >> (cell % 27) & 1 != 0;
        (0..27).all(|unit| {
            let mut masks = [0u16; 9];
            let mut count = 0;
            for i in 0..9 {
                let cell = match unit {
                    0..9 => 9 * unit + i,
                    9..18 => 9 * i + unit - 9,
                    _ => 27 * ((unit - 18) / 3) + 3 * ((unit - 18) % 3) + 9 * (i / 3) + i % 3,
                };
                if unsolved(cell) {
                    masks[count] = candidates[cell];
                    count += 1;
                }
            }
            // unions[s]: the candidates of the cells in subset s, each from a smaller one.
            let mut unions = [0u16; 512];
            (1..1usize << count).all(|subset| {
                let union = unions[subset & (subset - 1)] | masks[subset.trailing_zeros() as usize];
                unions[subset] = union;
                union.count_ones() >= subset.count_ones()
            })
        })
    }
}

impl Bands {
    /// True when three unsolved cells of one row, column or box have the same two candidates
    /// and no other: two digits cannot fill three cells. The smallest case of Hall's
    /// condition ([`Bands::units_can_be_completed`]), which settling, even with step 4, misses:
    /// a pair of digits left to three cells of a column, as 8 and 9 in grids of 1 to 7 in a
    /// few rows (issue 43). It looks only at the digits that three or more cells of two
    /// candidates share, from the settled bands' [`pairs`](Bands::pair_cells), so that most
    /// calls are 27 intersections and counts.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub fn pair_overloaded(&self) -> bool {
        // held[d]: the cells of two candidates where digit d + 1 is one, band by band.
        let mut held = [[0u32; 3]; 9];
        let mut digits = 0u32;
        for (digit, held) in held.iter_mut().enumerate() {
            for (band, cells) in held.iter_mut().enumerate() {
                *cells = self.pairs[band] & self.boards[3 * digit + band];
            }
            let count: u32 = held.iter().map(|cells| cells.count_ones()).sum();
            digits |= u32::from(count >= 3) << digit;
        }
        let mut rest = digits;
        while rest != 0 {
            let first = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut others = rest;
            while others != 0 {
                let second = others.trailing_zeros() as usize;
                others &= others - 1;
                // Cells of two candidates holding both digits have those two and no other.
                let both: [u32; 3] =
                    std::array::from_fn(|band| held[first][band] & held[second][band]);
                let count: u32 = both.iter().map(|cells| cells.count_ones()).sum();
                if count >= 3 && three_in_a_unit(&both) {
                    return true;
                }
            }
        }
        false
    }
}

/// Whether one row, column or box holds three or more of `cells` (a word a band).
fn three_in_a_unit(cells: &[u32; 3]) -> bool {
    // A column of a band, and a box of it: its first column's cells, three columns wide.
    const COLUMN: u32 = 1 | 1 << 9 | 1 << 18;
    const BOX: u32 = 7 * COLUMN;
    const ROW: u32 = 0x1FF;
    let in_band = cells.iter().any(|&band| {
        (0..3).any(|i| {
            (band >> (9 * i) & ROW).count_ones() >= 3 || (band & BOX << (3 * i)).count_ones() >= 3
        })
    });
    in_band
        || (0..9).any(|column| {
            let count: u32 = cells
                .iter()
                .map(|band| (band & COLUMN << column).count_ones())
                .sum();
            count >= 3
        })
}
