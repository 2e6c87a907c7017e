//! Taking givens away from a full grid while its solution stays the only one, in groups of
//! cells that keep a symmetry.

use rand_xoshiro::rand_core::RngCore;

use super::shuffle;
use crate::choice::named_choice;
use crate::Grid;

/// Where the givens of a generated puzzle may stand: each given's image is a given too.
// An enum of the page's too (src/wasm/): JS passes and reads it by value.
#[cfg_attr(
    all(
        target_arch = "wasm32",
        any(
            feature = "page",
            feature = "solver",
            feature = "logic",
            feature = "share"
        )
    ),
    wasm_bindgen::prelude::wasm_bindgen
)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// Anywhere.
    #[default]
    None,
    /// Turned half a turn about the centre (r, c and 10 - r, 10 - c).
    Rotational,
    /// Mirrored left to right (r, c and r, 10 - c).
    Mirror,
    /// Mirrored about the main diagonal, from the top left to the bottom right (r, c and c, r).
    Diagonal,
}

named_choice!(Symmetry, "symmetry", "unknown-symmetry", {
    None => "none",
    Rotational => "rotational",
    Mirror => "mirror",
    Diagonal => "diagonal",
});

impl Symmetry {
    /// The cell `cell` goes to.
    pub const fn image(self, cell: usize) -> usize {
        let (row, column) = (cell / 9, cell % 9);
        match self {
            Symmetry::None => cell,
            Symmetry::Rotational => 80 - cell,
            Symmetry::Mirror => row * 9 + (8 - column),
            Symmetry::Diagonal => column * 9 + row,
        }
    }

    /// The cells in groups that go to each other (one or two cells each), each group named by
    /// its first cell in reading order, groups in reading order.
    pub fn groups(self) -> Vec<Group> {
        (0..81)
            .filter(|&cell| self.image(cell) >= cell)
            .map(|cell| Group::of(cell, self.image(cell)))
            .collect()
    }
}

/// One or two cells that are givens together or blank together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Group {
    cells: [u8; 2],
    len: u8,
}

impl Group {
    fn of(first: usize, image: usize) -> Group {
        Group {
            cells: [first as u8, image as u8],
            len: if image == first { 1 } else { 2 },
        }
    }

    /// Its cells, first in reading order first.
    pub fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.cells[..self.len as usize].iter().map(|&c| c as usize)
    }

    /// Its topmost row.
    fn top_row(&self) -> usize {
        self.cells[0] as usize / 9
    }
}

/// The groups of `symmetry` in a random order: the order in which givens are taken away.
pub(super) fn random_order(symmetry: Symmetry, random: &mut impl RngCore) -> Vec<Group> {
    let mut groups = symmetry.groups();
    shuffle(&mut groups, random);
    groups
}

/// `order` with the groups of the top rows first, keeping the random order within each row:
/// the givens go from the top of the board first, where the naive search starts.
pub(super) fn top_first(mut order: Vec<Group>) -> Vec<Group> {
    order.sort_by_key(Group::top_row); // stable: the random order holds within a row
    order
}

/// `solution` with the groups of `order` blanked in turn, each kept only if the puzzle still has
/// one solution. `minimal`: every group is tried, so afterwards no group can go (blanking more
/// only adds solutions, so a group that could not go earlier cannot go later). Otherwise the
/// first group that cannot go ends it.
pub(super) fn take_away(solution: &Grid, order: &[Group], minimal: bool) -> Grid {
    let mut cells = solution.cells();
    for group in order {
        let kept = cells;
        for cell in group.cells() {
            cells[cell] = 0;
        }
        let unique = Grid::from_cells(cells).is_ok_and(|puzzle| puzzle.count_solutions(2) == 1);
        if !unique {
            cells = kept;
            if !minimal {
                break;
            }
        }
    }
    super::known_grid(cells, "blanking cells of a solution breaks no rule")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_symmetry_maps_a_cell_and_back() {
        for symmetry in [
            Symmetry::None,
            Symmetry::Rotational,
            Symmetry::Mirror,
            Symmetry::Diagonal,
        ] {
            for cell in 0..81 {
                assert_eq!(
                    symmetry.image(symmetry.image(cell)),
                    cell,
                    "{symmetry} {cell}"
                );
            }
        }
        assert_eq!(Symmetry::Rotational.image(0), 80);
        assert_eq!(Symmetry::Mirror.image(9), 17); // r2c1 to r2c9
        assert_eq!(Symmetry::Diagonal.image(1), 9); // r1c2 to r2c1
    }

    #[test]
    fn the_groups_cover_every_cell_once() {
        for (symmetry, count) in [
            (Symmetry::None, 81),
            (Symmetry::Rotational, 41),
            (Symmetry::Mirror, 45),
            (Symmetry::Diagonal, 45),
        ] {
            let groups = symmetry.groups();
            assert_eq!(groups.len(), count, "{symmetry}");
            let mut cells: Vec<usize> = groups.iter().flat_map(|g| g.cells()).collect();
            cells.sort();
            assert_eq!(cells, (0..81).collect::<Vec<_>>(), "{symmetry}");
        }
    }

    #[test]
    fn top_first_sorts_by_row_and_keeps_the_order_within_a_row() {
        let order: Vec<Group> = [40, 3, 1, 80, 2].map(|c| Group::of(c, c)).to_vec();
        let sorted: Vec<usize> = top_first(order)
            .iter()
            .map(|g| g.cells[0] as usize)
            .collect();
        assert_eq!(sorted, [3, 1, 2, 40, 80]);
    }
}
