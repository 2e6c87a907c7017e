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
    fn the_empty_set_holds_nothing() {
        assert!(CellSet::new().is_empty());
        assert_eq!(CellSet::empty(), CellSet::default());
        assert_eq!(CellSet::new().first(), None);
    }
}
