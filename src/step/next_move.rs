//! How the search finds its next move without rescanning the board: the Propagation order's
//! list of forced digits ([`Round`]), MRV's running pick of the fewest candidates ([`Fewest`]),
//! a walk over the blank cells with their candidates ([`each_blank`]), and the naive order's
//! blanks in reading order.

use std::ops::ControlFlow;

use super::Single;
use crate::masks::{box_of, col_of, row_of, UnitMasks, ALL_DIGITS};
use crate::rules::Unit;

/// A digit the Propagation order found forced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Forced {
    pub(super) cell: u8,
    pub(super) digit: u8,
    pub(super) single: Single,
}

/// The Propagation order's list of forced digits still to deduce, in the order found: by the
/// last look at the whole board, then by the checks of each new digit's peers. A look costs
/// about as much as a dozen deductions, so one serves many: an entry stays forced as long as
/// its cell is blank and its digit a candidate there, as placing digits only takes candidates
/// away. A round runs from one look to the next.
#[derive(Clone, Debug)]
pub(super) struct Round {
    pub(super) forced: [Forced; 81],
    /// Entries `next..len` are still to deduce.
    pub(super) next: u8,
    pub(super) len: u8,
    /// The cells listed in this round, so that each is listed once.
    pub(super) listed: u128,
}

impl Round {
    pub(super) const EMPTY: Round = Round {
        forced: [Forced {
            cell: 0,
            digit: 0,
            single: Single::Naked,
        }; 81],
        next: 0,
        len: 0,
        listed: 0,
    };

    pub(super) fn is_over(&self) -> bool {
        self.next == self.len
    }

    pub(super) fn clear(&mut self) {
        (self.next, self.len, self.listed) = (0, 0, 0);
    }

    /// Lists `forced`, unless its cell is listed already.
    pub(super) fn push(&mut self, forced: Forced) {
        let cell = 1 << forced.cell;
        if self.listed & cell == 0 {
            self.listed |= cell;
            self.forced[self.len as usize] = forced;
            self.len += 1;
        }
    }

    pub(super) fn pop(&mut self) -> Option<Forced> {
        (!self.is_over()).then(|| {
            self.next += 1;
            self.forced[self.next as usize - 1]
        })
    }
}

/// The cells of each unit of [`Unit::ALL`], in the same order.
pub(super) const UNIT_CELLS: [[u8; 9]; 27] = {
    let mut table = [[0; 9]; 27];
    let mut unit = 0;
    while unit < 27 {
        let cells = Unit::ALL[unit].cells();
        let mut i = 0;
        while i < 9 {
            table[unit][i] = cells[i] as u8;
            i += 1;
        }
        unit += 1;
    }
    table
};

/// The 20 peers of each cell (the other cells of its row, column and box), in reading order.
pub(super) const PEERS: [[u8; 20]; 81] = {
    let mut table = [[0; 20]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (mut peer, mut n) = (0, 0);
        while peer < 81 {
            let shares_a_unit = row_of(peer) == row_of(cell)
                || col_of(peer) == col_of(cell)
                || box_of(peer) == box_of(cell);
            if peer != cell && shares_a_unit {
                table[cell][n] = peer as u8;
                n += 1;
            }
            peer += 1;
        }
        cell += 1;
    }
    table
};

/// MRV's pick among the blank cells seen so far: the first with the fewest candidates.
pub(super) struct Fewest {
    pub(super) cell: usize,
    pub(super) count: u32,
}

impl Fewest {
    /// No blank cell seen yet.
    pub(super) const NONE: Fewest = Fewest {
        cell: 81,
        count: u32::MAX,
    };

    #[inline(always)]
    pub(super) fn see(&mut self, cell: usize, count: u32) {
        if count < self.count {
            (self.cell, self.count) = (cell, count);
        }
    }

    /// The pick, or `None` when no blank cell was seen: the grid is full.
    pub(super) fn cell(&self) -> Option<usize> {
        (self.cell < 81).then_some(self.cell)
    }
}

/// A blank cell, where [`each_blank`] found it.
pub(super) struct Blank {
    pub(super) cell: usize,
    pub(super) row: usize,
    pub(super) column: usize,
    /// Its box, 0..9 in reading order.
    pub(super) square: usize,
    pub(super) candidates: u16,
}

/// Visits each blank cell of `cells` in reading order, with its candidates under `masks`, until
/// `visit` breaks. Walking the board by band, row, stack and column keeps every unit's index a
/// loop counter, with no division, and loads each row's mask once.
#[inline(always)]
pub(super) fn each_blank<B>(
    cells: &[u8; 81],
    masks: &UnitMasks,
    mut visit: impl FnMut(Blank) -> ControlFlow<B>,
) -> ControlFlow<B> {
    for band in 0..3 {
        for row in 3 * band..3 * band + 3 {
            let in_row = masks.rows[row];
            for stack in 0..3 {
                let square = 3 * band + stack;
                let in_row_and_box = in_row | masks.boxes[square];
                for column in 3 * stack..3 * stack + 3 {
                    let cell = 9 * row + column;
                    if cells[cell] == 0 {
                        let candidates = !(in_row_and_box | masks.cols[column]) & ALL_DIGITS;
                        visit(Blank {
                            cell,
                            row,
                            column,
                            square,
                            candidates,
                        })?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The blank cells of `cells` in reading order, then 81s to fill the 82 places (one more
/// than a search can be deep, so that a full board reads an 81 too).
pub(super) fn blanks_in_reading_order(cells: &[u8; 81]) -> [u8; 82] {
    let mut blanks = [81; 82];
    let mut count = 0;
    for (cell, &digit) in cells.iter().enumerate() {
        if digit == 0 {
            blanks[count] = cell as u8;
            count += 1;
        }
    }
    blanks
}
