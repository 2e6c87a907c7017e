//! Wings, which rule a digit out of the cells that see every end of a small pattern.
//!
//! - **XY-wing.** A pivot cell holds two candidates `x` and `y` and sees two pincers, one
//!   holding `x` and `z`, the other `y` and `z`. If the pivot is `x`, the first pincer is `z`;
//!   if it is `y`, the second is. Either way a pincer is `z`, so `z` leaves every cell that
//!   sees both pincers.
//! - **XYZ-wing.** The same, but the pivot holds `x`, `y` and `z`: now the pivot itself may be
//!   the `z`, so `z` leaves only the cells that see the pivot and both pincers.
//! - **W-wing.** Two cells that do not see each other hold the same two candidates `x` and
//!   `y`, and a unit holds `y` in exactly two places, one seeing each cell (a conjugate pair,
//!   a strong link). If neither cell were `x`, both would be `y`, and the two places of the
//!   unit, each seeing one of them, would both lose `y`. So one of the cells is `x`, and `x`
//!   leaves every cell that sees both. As a chain: `(x=y)A-(y)P=(y)Q-(y=x)B`.
//!
//! Each looks at the cells in reading order and gives the first pattern that removes a
//! candidate.

use super::{Action, Candidates, CellSet, Chain, Deduction, Node, Technique};
use crate::masks::{bit, digits, lowest_digit};
use crate::rules::Unit;

/// The first XY-wing that removes a candidate: pivots in reading order, then the pincers.
pub(super) fn xy_wing(board: &Candidates) -> Option<Deduction> {
    (0..81).find_map(|pivot| {
        let held = board.get(pivot);
        if held.count_ones() != 2 {
            return None;
        }
        let pincers = bivalue_peers(board, pivot, |mask| {
            let shared = mask & held;
            shared.count_ones() == 1 && mask != held
        });
        pincers.iter().enumerate().find_map(|(i, &first)| {
            pincers[i + 1..].iter().find_map(|&second| {
                let (a, b) = (board.get(first), board.get(second));
                // One pincer takes x, the other y, and both hold the same z.
                let z = a & b & !held;
                if z.count_ones() != 1 || a & b & held != 0 {
                    return None;
                }
                let seeing = CellSet::peers(first).and(CellSet::peers(second));
                wing(board, Technique::XyWing, pivot, [first, second], z, seeing)
            })
        })
    })
}

/// The first XYZ-wing that removes a candidate: pivots in reading order, then the pincers.
pub(super) fn xyz_wing(board: &Candidates) -> Option<Deduction> {
    (0..81).find_map(|pivot| {
        let held = board.get(pivot);
        if held.count_ones() != 3 {
            return None;
        }
        let pincers = bivalue_peers(board, pivot, |mask| mask & !held == 0);
        pincers.iter().enumerate().find_map(|(i, &first)| {
            pincers[i + 1..].iter().find_map(|&second| {
                let (a, b) = (board.get(first), board.get(second));
                // Between them the pincers hold the pivot's three digits, sharing one, z.
                let z = a & b;
                if z.count_ones() != 1 || a | b != held {
                    return None;
                }
                let seeing = CellSet::peers(pivot)
                    .and(CellSet::peers(first))
                    .and(CellSet::peers(second));
                wing(board, Technique::XyzWing, pivot, [first, second], z, seeing)
            })
        })
    })
}

/// The first W-wing that removes a candidate: the two cells in reading order, the linking
/// digit ascending, then the unit of the conjugate pair in [`Unit::ALL`] order.
pub(super) fn w_wing(board: &Candidates) -> Option<Deduction> {
    let bivalue: Vec<usize> = (0..81)
        .filter(|&c| board.get(c).count_ones() == 2)
        .collect();
    bivalue.iter().enumerate().find_map(|(i, &first)| {
        let held = board.get(first);
        bivalue[i + 1..].iter().find_map(|&second| {
            if board.get(second) != held || CellSet::peers(first).contains(second) {
                return None;
            }
            let seeing = CellSet::peers(first).and(CellSet::peers(second));
            digits(held).find_map(|link| {
                let other = lowest_digit(held & !bit(link));
                let losing = seeing.and(board.cells_with(other));
                if losing.is_empty() {
                    return None;
                }
                let (near, far) = conjugate_pair_between(board, link, first, second)?;
                let mut chain = Chain::new();
                let nodes = [
                    (Node::cell(other, first), false),
                    (Node::cell(link, first), true),
                    (Node::cell(link, near), false),
                    (Node::cell(link, far), true),
                    (Node::cell(link, second), false),
                    (Node::cell(other, second), true),
                ];
                for (node, strong) in nodes {
                    chain.push(node, strong);
                }
                Some(Deduction {
                    technique: Technique::WWing,
                    digits: bit(other),
                    unit: None,
                    pattern: CellSet::of([first, second, near, far]),
                    fish: None,
                    pivot: None,
                    chain: Some(chain),
                    action: Action::Eliminate {
                        cells: losing,
                        digits: bit(other),
                    },
                })
            })
        })
    })
}

/// A unit's two places of `digit` (its only ones), neither of them `first` or `second`,
/// the one seeing `first` and the one seeing `second`: units in [`Unit::ALL`] order.
fn conjugate_pair_between(
    board: &Candidates,
    digit: u8,
    first: usize,
    second: usize,
) -> Option<(usize, usize)> {
    let ends = CellSet::of([first, second]);
    Unit::ALL.into_iter().find_map(|unit| {
        let places = board.places(unit, digit);
        if places.len() != 2 || !places.and(ends).is_empty() {
            return None;
        }
        let mut pair = places.iter().map(usize::from);
        let (p, q) = (pair.next()?, pair.next()?);
        let sees = |a: usize, b: usize| CellSet::peers(a).contains(b);
        if sees(p, first) && sees(q, second) {
            Some((p, q))
        } else if sees(q, first) && sees(p, second) {
            Some((q, p))
        } else {
            None
        }
    })
}

/// The peers of `cell` with two candidates whose mask `fits`, in reading order.
fn bivalue_peers(board: &Candidates, cell: usize, fits: impl Fn(u16) -> bool) -> Vec<usize> {
    CellSet::peers(cell)
        .iter()
        .map(usize::from)
        .filter(|&c| board.get(c).count_ones() == 2 && fits(board.get(c)))
        .collect()
}

/// The wing deduction: digit `z` leaves the cells of `seeing` that hold it, if any.
fn wing(
    board: &Candidates,
    technique: Technique,
    pivot: usize,
    pincers: [usize; 2],
    z: u16,
    seeing: CellSet,
) -> Option<Deduction> {
    let losing = seeing.and(board.cells_with(lowest_digit(z)));
    (!losing.is_empty()).then(|| Deduction {
        technique,
        digits: z,
        unit: None,
        pattern: CellSet::of([pivot, pincers[0], pincers[1]]),
        fish: None,
        pivot: Some(pivot as u8),
        chain: None,
        action: Action::Eliminate {
            cells: losing,
            digits: z,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{marks_board, only};
    use super::*;

    /// A board open to every digit everywhere but for the cells given.
    fn board_with(cells: &[(usize, &[u8])]) -> Candidates {
        let mut marks = [0x1FF; 81];
        for &(cell, held) in cells {
            marks[cell] = held.iter().fold(0, |mask, &d| mask | bit(d));
        }
        marks_board([0; 81], marks)
    }

    #[test]
    fn an_xy_wing_removes_z_where_both_pincers_see() {
        // Pivot r1c1 {1,2}; pincers r1c5 {1,3} (row 1) and r5c1 {2,3} (column 1). If r1c1 is
        // 1, r1c5 is 3; if 2, r5c1 is 3. r5c5 sees both pincers: it cannot be 3. (r1c1, the
        // only other cell that sees both, holds no 3.)
        let board = board_with(&[(0, &[1, 2]), (4, &[1, 3]), (36, &[2, 3])]);
        let found = xy_wing(&board).unwrap();
        assert_eq!(found.technique, Technique::XyWing);
        assert_eq!(found.pivot, Some(0));
        assert_eq!(found.pattern, CellSet::of([0, 4, 36]));
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of([40]),
                digits: bit(3)
            }
        );
        assert_eq!(
            found.to_string(),
            "3 leaves r5c5: pivot r1c1 with pincers r1c5 and r5c1 (XY-wing)"
        );
        // Broken: the second pincer holds 2 and 4, not 3.
        let broken = board_with(&[(0, &[1, 2]), (4, &[1, 3]), (36, &[2, 4])]);
        assert_eq!(xy_wing(&broken), None);
        // Broken: a pincer that holds the pivot's both digits is no pincer.
        let broken = board_with(&[(0, &[1, 2]), (4, &[1, 2]), (36, &[2, 3])]);
        assert_eq!(xy_wing(&broken), None);
    }

    #[test]
    fn an_xyz_wing_removes_z_where_the_pivot_and_both_pincers_see() {
        // Pivot r1c1 {1,2,3}; pincers r1c5 {1,3} and r2c2 {2,3}. One of the three is 3: the
        // cells seeing all three, r1c2 and r1c3 (row 1, box 1), cannot be 3. r2c5 sees both
        // pincers but not the pivot: it keeps its 3.
        let board = board_with(&[(0, &[1, 2, 3]), (4, &[1, 3]), (10, &[2, 3])]);
        assert_eq!(xy_wing(&board), None);
        let found = xyz_wing(&board).unwrap();
        assert_eq!(found.technique, Technique::XyzWing);
        assert_eq!(found.pivot, Some(0));
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of([1, 2]),
                digits: bit(3)
            }
        );
        assert_eq!(
            found.to_string(),
            "3 leaves r1c2 and r1c3: pivot r1c1 with pincers r1c5 and r2c2 (XYZ-wing)"
        );
        // Broken: the pincers share 3 but hold 4, which the pivot does not.
        let broken = board_with(&[(0, &[1, 2, 3]), (4, &[1, 3]), (10, &[4, 3])]);
        assert_eq!(xyz_wing(&broken), None);
    }

    #[test]
    fn a_w_wing_removes_x_where_both_cells_see() {
        // r1c1 and r3c9 hold 1 and 2 and do not see each other. In box 2, 2 goes only in r1c5
        // (which sees r1c1) or r3c4 (which sees r3c9). Were neither cell 1, both would be 2,
        // and box 2 would have no place for 2. So one of them is 1: the cells seeing both,
        // r1c7, r1c8, r1c9, r3c1, r3c2 and r3c3, cannot be 1.
        let box_2 = [3, 4, 5, 12, 13, 14, 21, 22, 23];
        let open: Vec<usize> = (0..81)
            .filter(|c| !box_2.contains(c) || [4, 21].contains(c))
            .collect();
        let mut marks = only(2, &open);
        marks[0] = bit(1) | bit(2);
        marks[26] = bit(1) | bit(2);
        let board = marks_board([0; 81], marks);
        assert_eq!(xy_wing(&board), None);
        let found = w_wing(&board).unwrap();
        assert_eq!(found.technique, Technique::WWing);
        assert_eq!(found.pattern, CellSet::of([0, 4, 21, 26]));
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of([6, 7, 8, 18, 19, 20]),
                digits: bit(1)
            }
        );
        assert_eq!(
            found.chain.unwrap().to_string(),
            "(1=2)r1c1-(2)r1c5=(2)r3c4-(2=1)r3c9"
        );
        assert_eq!(
            found.to_string(),
            "1 leaves r1c7, r1c8, r1c9, r3c1, r3c2 and r3c3: (1=2)r1c1-(2)r1c5=(2)r3c4-(2=1)r3c9 \
             (W-wing)"
        );
        // Broken: box 2 also holds 2 at r2c5, so 2 has three places there and no strong link.
        marks[13] |= bit(2);
        assert_eq!(w_wing(&marks_board([0; 81], marks)), None);
    }
}
