//! [`CellSet`]: a set of cells 0..81 as the bits of one `u128`, bit `cell` for `cell`, so that
//! the cells of a pattern or of an elimination travel as one value and come out in reading
//! order.

/// A set of cells 0..81 as a bitset.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CellSet(u128);

impl CellSet {
    /// The empty set.
    pub const fn new() -> CellSet {
        CellSet(0)
    }

    /// The empty set (the same as [`CellSet::new`]).
    pub const fn empty() -> CellSet {
        CellSet(0)
    }

    /// The set of the cells in `cells`; a number of 81 or more is left out.
    pub fn of(cells: impl IntoIterator<Item = usize>) -> CellSet {
        let mut set = CellSet::new();
        for cell in cells {
            set.insert(cell);
        }
        set
    }

    /// Adds `cell` (0..81); a number of 81 or more is left out.
    pub fn insert(&mut self, cell: usize) {
        if cell < 81 {
            self.0 |= 1 << cell;
        }
    }

    /// True when `cell` is in the set.
    pub fn contains(&self, cell: usize) -> bool {
        cell < 81 && self.0 >> cell & 1 != 0
    }

    /// How many cells the set holds.
    pub fn len(&self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when the set holds no cell.
    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// The smallest cell of the set, if any.
    pub fn first(&self) -> Option<u8> {
        self.iter().next()
    }

    /// The cells both sets hold.
    pub const fn and(self, other: CellSet) -> CellSet {
        CellSet(self.0 & other.0)
    }

    /// The cells either set holds.
    pub const fn or(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }

    /// The cells of this set that `other` does not hold.
    pub const fn minus(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }

    /// The 20 peers of `cell` (0..81): the other cells of its row, column and box, the cells
    /// that may not hold the same digit.
    pub fn peers(cell: usize) -> CellSet {
        PEERS[cell]
    }

    /// The nine cells of `unit`.
    pub fn unit(unit: crate::rules::Unit) -> CellSet {
        use crate::rules::Unit;
        UNITS[match unit {
            Unit::Row(r) => usize::from(r),
            Unit::Column(c) => 9 + usize::from(c),
            Unit::Box(b) => 18 + usize::from(b),
        }]
    }

    /// The cells, smallest first.
    pub fn iter(&self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let cell = bits.trailing_zeros() as u8;
            bits &= bits - 1; // clear the lowest set bit
            Some(cell)
        })
    }
}

/// Each cell's peers, built once at compile time.
static PEERS: [CellSet; 81] = {
    let mut table = [CellSet(0); 81];
    let mut cell = 0;
    while cell < 81 {
        let mut other = 0;
        let mut bits = 0u128;
        while other < 81 {
            let same_row = cell / 9 == other / 9;
            let same_col = cell % 9 == other % 9;
            let same_box = cell / 27 == other / 27 && cell % 9 / 3 == other % 9 / 3;
            if other != cell && (same_row || same_col || same_box) {
                bits |= 1 << other;
            }
            other += 1;
        }
        table[cell] = CellSet(bits);
        cell += 1;
    }
    table
};

/// Each unit's cells, in [`crate::rules::Unit::ALL`] order, built once at compile time.
static UNITS: [CellSet; 27] = {
    let mut table = [CellSet(0); 27];
    let mut u = 0;
    while u < 27 {
        let cells = crate::rules::Unit::ALL[u].cells();
        let (mut i, mut bits) = (0, 0u128);
        while i < 9 {
            bits |= 1 << cells[i];
            i += 1;
        }
        table[u] = CellSet(bits);
        u += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_come_out_in_reading_order_once_each() {
        let set = CellSet::of([80, 3, 64, 3, 0, 81, 200]);
        assert_eq!(set.iter().collect::<Vec<_>>(), [0, 3, 64, 80]);
        assert_eq!(set.len(), 4);
        assert!(set.contains(64) && !set.contains(63) && !set.contains(81));
        assert_eq!(set.first(), Some(0));
    }

    #[test]
    fn a_cell_has_twenty_peers_in_its_row_column_and_box() {
        let peers = CellSet::peers(40); // r5c5
        assert_eq!(peers.len(), 20);
        assert!(peers.contains(36) && peers.contains(4) && peers.contains(30));
        assert!(!peers.contains(40) && !peers.contains(0));
        let both = CellSet::peers(0).and(CellSet::peers(80));
        assert_eq!(both.iter().collect::<Vec<_>>(), [8, 72]);
        assert_eq!(CellSet::of([1, 2]).or(CellSet::of([2, 3])).len(), 3);
        let unit = crate::rules::Unit::Box(4);
        assert_eq!(CellSet::unit(unit), CellSet::of(unit.cells()));
        assert_eq!(
            CellSet::of([1, 2]).minus(CellSet::of([2])),
            CellSet::of([1])
        );
    }

    #[test]
    fn the_empty_set_holds_nothing() {
        assert!(CellSet::new().is_empty());
        assert_eq!(CellSet::empty(), CellSet::default());
        assert_eq!(CellSet::new().first(), None);
    }
}
