//! Uniqueness, which holds only for a puzzle known to have exactly one solution: the caller
//! says so ([`super::find_with`]), and the hint says that the step assumes it.
//!
//! A **deadly pattern** is four blank cells at the corners of a rectangle, in two rows, two
//! columns and two boxes, that hold only the same two digits `a` and `b`. Whatever the rest of
//! the board, the `a`s and `b`s can be swapped in those four cells and every row, column and
//! box still holds each digit once: a board with that pattern has no solution or at least
//! two. So a puzzle with one solution never comes to it, and a **unique rectangle** rules out
//! whatever would make it:
//!
//! - **Type 1.** Three corners hold only `a` and `b`: the fourth must hold something else, so
//!   `a` and `b` leave it.
//! - **Type 2.** Two corners hold only `a` and `b`, and the other two hold `a`, `b` and the same
//!   one extra digit `x`: one of those two is `x`, so `x` leaves the cells that see both.
//! - **Type 3.** The same, but the two other corners, which share a unit, hold extra digits
//!   between them: one of them holds one of those extras, so the pair acts as one cell of
//!   those digits, and with other cells of the unit it makes a naked subset whose digits
//!   leave the rest of the unit.
//! - **Type 4.** The same, and in a unit that holds both other corners, `a` has no other
//!   place: one of them is `a`, so neither can be `b` (the other would then be `a` and the
//!   pattern deadly), and `b` leaves both.
//!
//! **BUG+1.** When every blank cell but one holds two candidates, and with one digit `d` taken
//! out of that one cell (of three) every digit would have exactly two places or none in every
//! unit, the board without `d` there would be a *bivalue universal grave*: from any solution,
//! every cell taking its other candidate gives another (each digit moves to its other place
//! in every unit), so it has no solution or two. So that cell is `d`.

use super::{first_combination, Action, Candidates, CellSet, Deduction, Technique};
use crate::masks::{bit, digits};
use crate::rules::Unit;

/// The first unique rectangle that removes a candidate: rows, then columns, in lexicographic
/// order, the digit pairs ascending, then types 1, 2, 4 and 3.
pub(super) fn unique_rectangle(board: &Candidates) -> Option<Deduction> {
    let pairs = (0..9).flat_map(|a| (a + 1..9).map(move |b| (a, b)));
    let pairs: Vec<(usize, usize)> = pairs.collect();
    pairs.iter().find_map(|&(r1, r2)| {
        pairs.iter().find_map(|&(c1, c2)| {
            // Two boxes: the rows in one band or the columns in one stack, not both.
            if (r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3) {
                return None;
            }
            let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
            let common = corners.iter().fold(0x1FF, |m, &c| m & board.get(c));
            let pair_digits: Vec<u8> = digits(common).collect();
            first_combination(&pair_digits, 2, |pair| {
                let ab = bit(pair[0]) | bit(pair[1]);
                rectangle(board, corners, ab)
            })
        })
    })
}

/// What the rectangle of `corners`, all holding the digits of `ab`, rules out, if anything.
fn rectangle(board: &Candidates, corners: [usize; 4], ab: u16) -> Option<Deduction> {
    let (floors, roofs): (Vec<usize>, Vec<usize>) =
        corners.iter().partition(|&&c| board.get(c) == ab);
    let found = |cells: CellSet, digits: u16| {
        (!cells.is_empty() && digits != 0).then(|| Deduction {
            technique: Technique::UniqueRectangle,
            digits: ab,
            unit: None,
            pattern: CellSet::of(corners),
            fish: None,
            pivot: None,
            chain: None,
            action: Action::Eliminate { cells, digits },
        })
    };
    match (floors.len(), roofs.as_slice()) {
        (3, &[roof]) => found(CellSet::of([roof]), ab),
        (2, &[p, q]) => {
            let extras = (board.get(p) | board.get(q)) & !ab;
            let both = CellSet::peers(p).and(CellSet::peers(q));
            // Type 2: the same one extra digit in both.
            if board.get(p) == board.get(q) && extras.count_ones() == 1 {
                let x = digits(extras).next()?;
                if let Some(d) = found(both.and(board.cells_with(x)), extras) {
                    return Some(d);
                }
            }
            let shared: Vec<Unit> = Unit::ALL
                .into_iter()
                .filter(|u| u.cells().contains(&p) && u.cells().contains(&q))
                .collect();
            // Type 4: one of the pair has no other place in a unit of both.
            let type_4 = shared.iter().find_map(|&unit| {
                digits(ab).find_map(|a| {
                    let b = ab & !bit(a);
                    (board.places(unit, a) == CellSet::of([p, q]))
                        .then(|| found(CellSet::of([p, q]), b))
                        .flatten()
                })
            });
            type_4.or_else(|| {
                shared
                    .iter()
                    .find_map(|&unit| type_3(board, unit, [p, q], extras, &found))
            })
        }
        _ => None,
    }
}

/// Type 3: the two roof corners `roofs`, which share `unit`, as one cell holding `extras`,
/// in a naked subset with other cells of the unit.
fn type_3(
    board: &Candidates,
    unit: Unit,
    roofs: [usize; 2],
    extras: u16,
    found: &impl Fn(CellSet, u16) -> Option<Deduction>,
) -> Option<Deduction> {
    let others: Vec<usize> = unit
        .cells()
        .into_iter()
        .filter(|c| !roofs.contains(c) && board.get(*c) != 0)
        .collect();
    (1..=3).find_map(|size| {
        first_combination(&others, size, |subset| {
            let held = subset.iter().fold(extras, |m, &c| m | board.get(c));
            if held.count_ones() as usize != size + 1 {
                return None;
            }
            let losing = others
                .iter()
                .copied()
                .filter(|c| !subset.contains(c) && board.get(*c) & held != 0);
            found(CellSet::of(losing), held)
        })
    })
}

/// BUG+1: the one cell of three candidates, all others of two, and the digit it must hold.
pub(super) fn bug_plus_one(board: &Candidates) -> Option<Deduction> {
    let blanks: Vec<usize> = (0..81).filter(|&c| board.get(c) != 0).collect();
    let mut odd = blanks.iter().filter(|&&c| board.get(c).count_ones() != 2);
    let cell = *odd.next()?;
    if odd.next().is_some() || board.get(cell).count_ones() != 3 {
        return None;
    }
    // Without `digit` in `cell`, every digit has two places or none in every unit. (Usually
    // `digit` is the one with three places in the cell's units.)
    let grave = |digit: u8| {
        Unit::ALL.into_iter().all(|unit| {
            (1..=9).all(|d| {
                let mut places = board.places(unit, d);
                if d == digit && unit.cells().contains(&cell) {
                    places = places.minus(CellSet::of([cell]));
                }
                matches!(places.len(), 0 | 2)
            })
        })
    };
    let digit = digits(board.get(cell)).find(|&d| grave(d))?;
    Some(super::singles::place(
        Technique::BugPlusOne,
        None,
        cell,
        digit,
    ))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_eliminates, marks_board, only};
    use super::*;

    /// The rectangle r1c1, r1c4, r2c1, r2c4 (rows 1 and 2, columns 1 and 4: boxes 1 and 2).
    const CORNERS: [usize; 4] = [0, 3, 9, 12];

    fn board_with(cells: &[(usize, &[u8])], base: [u16; 81]) -> Candidates {
        let mut marks = base;
        for &(cell, held) in cells {
            marks[cell] = held.iter().fold(0, |mask, &d| mask | bit(d));
        }
        marks_board([0; 81], marks)
    }

    fn eliminates(found: &Deduction, cells: &[usize], digits: u16) {
        assert_eq!(found.technique, Technique::UniqueRectangle);
        assert_eq!(found.pattern, CellSet::of(CORNERS));
        assert_eliminates(found, cells, digits);
    }

    #[test]
    fn type_1_removes_the_pair_from_the_fourth_corner() {
        // Three corners hold only 1 and 2; were r2c4 1 or 2, the four would be a deadly
        // pattern. So 1 and 2 leave r2c4.
        let board = board_with(
            &[(0, &[1, 2]), (3, &[1, 2]), (9, &[1, 2]), (12, &[1, 2, 5])],
            [0x1FF; 81],
        );
        let found = unique_rectangle(&board).unwrap();
        eliminates(&found, &[12], bit(1) | bit(2));
        assert_eq!(
            found.to_string(),
            "1 and 2 leave r2c4: r1c1, r1c4, r2c1 and r2c4 must not come to hold only 1 and 2, \
             which would give two solutions; this assumes the puzzle has one (unique rectangle)"
        );
    }

    #[test]
    fn type_2_removes_the_shared_extra_digit_where_both_roof_cells_see() {
        // r2c1 and r2c4 hold 1, 2 and 5: one of them is 5 (else deadly), so the rest of row 2
        // loses 5.
        let board = board_with(
            &[
                (0, &[1, 2]),
                (3, &[1, 2]),
                (9, &[1, 2, 5]),
                (12, &[1, 2, 5]),
            ],
            [0x1FF; 81],
        );
        eliminates(
            &unique_rectangle(&board).unwrap(),
            &[10, 11, 13, 14, 15, 16, 17],
            bit(5),
        );
    }

    #[test]
    fn type_3_makes_a_naked_subset_of_the_roof_and_other_cells() {
        // r2c1 {1,2,5} and r2c4 {1,2,6}: one of them is 5 or 6, and r2c7 holds only 5 and 6,
        // so 5 and 6 fill those places of row 2 and leave its other cells.
        let board = board_with(
            &[
                (0, &[1, 2]),
                (3, &[1, 2]),
                (9, &[1, 2, 5]),
                (12, &[1, 2, 6]),
                (15, &[5, 6]),
            ],
            [0x1FF; 81],
        );
        eliminates(
            &unique_rectangle(&board).unwrap(),
            &[10, 11, 13, 14, 16, 17],
            bit(5) | bit(6),
        );
    }

    #[test]
    fn type_4_removes_the_other_digit_when_one_is_locked_in_the_roof() {
        // In row 2, 1 goes only in r2c1 or r2c4: one of them is 1, so neither may be 2 (the
        // other would be 1: deadly). 2 leaves both.
        let row_2: Vec<usize> = (0..81)
            .filter(|c| c / 9 != 1 || [9, 12].contains(c))
            .collect();
        let board = board_with(
            &[
                (0, &[1, 2]),
                (3, &[1, 2]),
                (9, &[1, 2, 5, 6]),
                (12, &[1, 2, 7]),
            ],
            only(1, &row_2),
        );
        eliminates(&unique_rectangle(&board).unwrap(), &[9, 12], bit(2));
    }

    #[test]
    fn a_rectangle_in_one_box_or_four_is_no_deadly_pattern() {
        // r1c1, r1c2, r2c1, r2c2 lie in one box: swapping there breaks nothing else, but the
        // givens around could still fix it; no conclusion.
        let board = board_with(
            &[(0, &[1, 2]), (1, &[1, 2]), (9, &[1, 2]), (10, &[1, 2, 5])],
            [0x1FF; 81],
        );
        assert_eq!(unique_rectangle(&board), None);
    }

    #[test]
    fn bug_plus_one_places_the_digit_that_breaks_the_grave() {
        // Every other cell filled, the rectangle's corners hold 1 and 2, and r2c4 also 3.
        // Without 3 there, the board would be a grave (1 and 2 twice in each row, column and
        // box they are in): two solutions or none. So r2c4 is 3.
        let board = board_with(
            &[(0, &[1, 2]), (3, &[1, 2]), (9, &[1, 2]), (12, &[1, 2, 3])],
            [0; 81],
        );
        let found = bug_plus_one(&board).unwrap();
        assert_eq!(found.technique, Technique::BugPlusOne);
        assert_eq!(found.action, Action::Place { cell: 12, digit: 3 });
        assert!(found.to_string().starts_with("r2c4 = 3: without 3 there"));
        assert!(found
            .to_string()
            .ends_with("this assumes the puzzle has one (BUG+1)"));
        // Two cells of three candidates: no BUG+1.
        let board = board_with(
            &[
                (0, &[1, 2, 4]),
                (3, &[1, 2]),
                (9, &[1, 2]),
                (12, &[1, 2, 3]),
            ],
            [0; 81],
        );
        assert_eq!(bug_plus_one(&board), None);
    }

    #[test]
    fn uniqueness_is_used_only_when_one_solution_is_known() {
        let board = board_with(
            &[(0, &[1, 2]), (3, &[1, 2]), (9, &[1, 2]), (12, &[1, 2, 5])],
            [0x1FF; 81],
        );
        // Walk both paths to the end: only the one that knows of one solution may use it.
        for one_solution in [false, true] {
            let mut board = board.clone();
            let mut used = false;
            while let Some(deduction) = super::super::find_with(&board, one_solution) {
                used |= deduction.technique.family() == super::super::Family::Uniqueness;
                board.apply(&deduction);
            }
            assert_eq!(used, one_solution);
        }
    }
}
