//! Locked candidates, which rule a digit out: pointing (a digit's places in a box all lie in
//! one row or column, so it leaves the rest of that line) and claiming (a digit's places in a
//! row or column all lie in one box, so it leaves the rest of that box).

use super::{Action, Candidates, CellSet, Deduction, Technique};
use crate::masks::{bit, box_of, col_of, row_of};
use crate::rules::Unit;

/// The first pointing that removes a candidate: boxes in reading order, digits ascending,
/// the row before the column.
pub(super) fn pointing(board: &Candidates) -> Option<Deduction> {
    (0..9u8).find_map(|b| {
        let block = Unit::Box(b);
        (1..=9).find_map(|digit| {
            let places = board.places(block, digit);
            lines_through(places)
                .into_iter()
                .flatten()
                .find_map(|line| {
                    let outside = |cell: usize| box_of(cell) != usize::from(b);
                    locked(
                        board,
                        Technique::Pointing,
                        block,
                        line,
                        places,
                        digit,
                        outside,
                    )
                })
        })
    })
}

/// The first claiming that removes a candidate: rows, then columns, digits ascending.
pub(super) fn claiming(board: &Candidates) -> Option<Deduction> {
    Unit::ALL[..18].iter().find_map(|&line| {
        (1..=9).find_map(|digit| {
            let places = board.places(line, digit);
            let first = usize::from(places.first()?);
            let block = box_of(first);
            if places.iter().any(|cell| box_of(cell.into()) != block) {
                return None;
            }
            let outside = |cell: usize| !line.cells().contains(&cell);
            let target = Unit::Box(block as u8);
            locked(
                board,
                Technique::Claiming,
                line,
                target,
                places,
                digit,
                outside,
            )
        })
    })
}

/// The row and the column through every cell of `places`, where they hold all of them; none
/// for an empty set.
fn lines_through(places: CellSet) -> [Option<Unit>; 2] {
    let Some(first) = places.first().map(usize::from) else {
        return [None, None];
    };
    let all = |same: fn(usize) -> usize| places.iter().all(|c| same(c.into()) == same(first));
    [
        all(row_of).then_some(Unit::Row(row_of(first) as u8)),
        all(col_of).then_some(Unit::Column(col_of(first) as u8)),
    ]
}

/// The deduction that `digit`, locked to `places` of `unit`, leaves the cells of `target`
/// for which `outside` holds; `None` when none of them has it.
fn locked(
    board: &Candidates,
    technique: Technique,
    unit: Unit,
    target: Unit,
    places: CellSet,
    digit: u8,
    outside: impl Fn(usize) -> bool,
) -> Option<Deduction> {
    let cells = CellSet::of(
        board
            .places(target, digit)
            .iter()
            .map(usize::from)
            .filter(|&cell| outside(cell)),
    );
    (!cells.is_empty()).then_some(Deduction {
        technique,
        digits: bit(digit),
        unit: Some(unit),
        pattern: places,
        fish: None,
        pivot: None,
        chain: None,
        action: Action::Eliminate {
            cells,
            digits: bit(digit),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{marks_board, only};
    use super::*;

    #[test]
    fn pointing_in_a_row_removes_the_digit_from_the_rest_of_the_row() {
        // In box 2, 7 is open only in r3c5 and r3c6; row 3 also has it in r3c8. Boxes 1 and
        // 3 have it in two rows and two columns.
        let marks = only(7, &[0, 10, 22, 23, 15, 25]);
        let found = pointing(&marks_board([0; 81], marks)).unwrap();
        assert_eq!(found.unit, Some(Unit::Box(1)));
        assert_eq!(found.pattern, CellSet::of([22, 23]));
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of([25]),
                digits: bit(7)
            }
        );
        assert_eq!(
            found.to_string(),
            "7 leaves r3c8: in box 2, 7 can only go in row 3 (pointing)"
        );
    }

    #[test]
    fn pointing_in_a_column() {
        // In box 9, 3 is open only in r7c9 and r9c9; column 9 has it in r1c9 too, which box 3
        // shares with r1c7.
        let found = pointing(&marks_board([0; 81], only(3, &[6, 8, 62, 80]))).unwrap();
        assert_eq!(found.pointing_line(), Some(Unit::Column(8)));
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of([8]),
                digits: bit(3)
            }
        );
    }

    #[test]
    fn pointing_does_not_fire_when_the_line_has_nothing_to_lose_or_the_box_two_lines() {
        // Box 2's places for 7 are in row 3 and nowhere else in the row: nothing to remove.
        // Box 5's are in two rows and two columns.
        let marks = only(7, &[22, 23, 30, 41, 60]);
        assert_eq!(pointing(&marks_board([0; 81], marks)), None);
    }

    #[test]
    fn claiming_removes_the_digit_from_the_rest_of_the_box() {
        // In row 1, 4 is open only in r1c1 and r1c2 (box 1), which also has it in r2c3.
        let marks = only(4, &[0, 1, 11]);
        let board = marks_board([0; 81], marks);
        let found = claiming(&board).unwrap();
        assert_eq!(found.unit, Some(Unit::Row(0)));
        assert_eq!(found.pattern, CellSet::of([0, 1]));
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of([11]),
                digits: bit(4)
            }
        );
        assert_eq!(
            found.to_string(),
            "4 leaves r2c3: in row 1, 4 can only go in box 1 (claiming)"
        );
    }

    #[test]
    fn claiming_does_not_fire_when_the_box_has_nothing_to_lose() {
        // 4 is open in r1c1, r1c4, r2c1 and r2c4: each row's places span two boxes, each
        // column's lie in one box that has it nowhere else, and each box's lie in a column
        // that has it nowhere else.
        let board = marks_board([0; 81], only(4, &[0, 3, 9, 12]));
        assert_eq!(claiming(&board), None);
        assert_eq!(pointing(&board), None);
    }
}
