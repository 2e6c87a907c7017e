//! Hall's condition on every row, column and box: the unit check that a search which runs
//! long makes once on its settled givens (`ContradictionCheck::Units` in the search's policy).
//! It sees contradictions that settling, even with step 4, misses.

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
