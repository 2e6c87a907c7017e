//! Fish, which rule a digit out. Take `n` rows (the base lines; `n` = 2, 3, 4: an X-wing, a
//! swordfish, a jellyfish) whose places for a digit all lie in the same `n` columns (the cover
//! lines). Each base row needs the digit once, in a different column, so the `n` rows take the
//! digit's one place in each cover column: it leaves the rest of those columns. The same holds
//! with columns as base lines and rows as cover lines.
//!
//! A finned fish has extra places (fins) in the base lines outside the cover lines, all in one
//! box. Either a fin holds the digit, and it leaves the rest of that box, or none does and the
//! fish stands. So the digit leaves the cells that both arguments clear: the cover lines'
//! cells inside the fin box (outside the base lines). Fins that span two boxes prove nothing.
//!
//! Basic fish are tried before finned ones, smallest first, so that the techniques of one
//! family stay together in [`Technique`]'s order and the rating can name the hardest family.

use super::{first_combination, Action, Candidates, CellSet, Deduction, Fish, Technique};
use crate::masks::bit;
use crate::rules::Unit;

/// The techniques of fish of 2, 3 and 4 lines, without and with fins.
const BASIC: [Technique; 3] = [Technique::XWing, Technique::Swordfish, Technique::Jellyfish];
const FINNED: [Technique; 3] = [
    Technique::FinnedXWing,
    Technique::FinnedSwordfish,
    Technique::FinnedJellyfish,
];

/// The first fish of `size` lines (2..=4) without fins that removes a candidate: digits
/// ascending, rows as base lines before columns, then the base lines in lexicographic order.
pub(super) fn basic(board: &Candidates, size: usize) -> Option<Deduction> {
    search(board, size, size, |digit, rows, base, places| {
        let cover = cross_mask(places, rows);
        if cover.count_ones() as usize != size {
            return None;
        }
        let fish = Fish {
            rows,
            base,
            cover,
            fins: CellSet::new(),
        };
        let cover_cells = line_cells(cover, !rows);
        let losing = cover_cells
            .and(board.cells_with(digit))
            .minus(line_cells(base, rows));
        deduction(BASIC[size - 2], digit, fish, places, losing)
    })
}

/// The first fish of `size` lines (2..=4) with fins in one box that removes a candidate:
/// digits ascending, rows as base lines before columns, the base lines in lexicographic
/// order, the fin box in reading order, then the cover lines.
pub(super) fn finned(board: &Candidates, size: usize) -> Option<Deduction> {
    // A base line holds at most `size` places in the cover lines and 3 in the fin box.
    search(board, size, size + 3, |digit, rows, base, places| {
        // A fin box spans 3 cover lines at most: more than `size + 3` lines crossed leave
        // too many outside any box's band, so no box need be tried.
        let crossed = cross_mask(places, rows);
        if crossed.count_ones() as usize > size + 3 {
            return None;
        }
        let lines = line_cells(base, rows);
        let digit_cells = board.cells_with(digit);
        (0..9).find_map(|fin_box| {
            // Skip a box before trying its cover lines when it cannot give a fish: the places
            // outside its band of cover lines need more than `size` of them, or it holds no
            // fin, or no place of the digit off the base lines to clear.
            let band = 0b111 << (3 * if rows { fin_box % 3 } else { fin_box / 3 });
            if (crossed & !band).count_ones() as usize > size {
                return None;
            }
            let cells = CellSet::unit(Unit::Box(fin_box as u8));
            let clearable = cells.minus(lines).and(digit_cells);
            if places.and(cells).is_empty() || clearable.is_empty() {
                return None;
            }
            let (inside, outside) = (places.and(cells), places.minus(cells));
            // Every place outside the fin box is in a cover line.
            let needed = cross_mask(outside, rows);
            let spare = size.checked_sub(needed.count_ones() as usize)?;
            let optional: Vec<u16> = lines_of(cross_mask(inside, rows) & !needed).collect();
            first_combination(&optional, spare, |extra| {
                let cover = extra.iter().fold(needed, |mask, line| mask | line);
                let cover_cells = line_cells(cover, !rows);
                let fins = inside.minus(cover_cells);
                let fish = Fish {
                    rows,
                    base,
                    cover,
                    fins,
                };
                // Each base line keeps a place in the cover lines: else it is no fish.
                let base_covered = line_mask(places.minus(fins), rows) == base;
                if fins.is_empty() || !base_covered {
                    return None;
                }
                let losing = clearable.and(cover_cells);
                deduction(FINNED[size - 2], digit, fish, places, losing)
            })
        })
    })
}

/// Tries `try_base` on each choice of `size` base lines for each digit (ascending), rows
/// before columns, the lines in lexicographic order among those where the digit has 2 to
/// `most` places; with the digit, whether the lines are rows, the base mask and the places.
fn search(
    board: &Candidates,
    size: usize,
    most: usize,
    try_base: impl Fn(u8, bool, u16, CellSet) -> Option<Deduction>,
) -> Option<Deduction> {
    (1..=9u8).find_map(|digit| {
        [true, false].into_iter().find_map(|rows| {
            let lines: Vec<(u16, CellSet)> = (0..9u8)
                .map(|i| {
                    let unit = if rows { Unit::Row(i) } else { Unit::Column(i) };
                    (1 << i, board.places(unit, digit))
                })
                .filter(|(_, places)| (2..=most).contains(&places.len()))
                .collect();
            first_combination(&lines, size, |chosen| {
                let base = chosen.iter().fold(0, |mask, (line, _)| mask | line);
                let places = chosen.iter().fold(CellSet::new(), |all, &(_, p)| all.or(p));
                try_base(digit, rows, base, places)
            })
        })
    })
}

/// The deduction that `digit` leaves `losing`, if any cell is there.
fn deduction(
    technique: Technique,
    digit: u8,
    fish: Fish,
    places: CellSet,
    losing: CellSet,
) -> Option<Deduction> {
    (!losing.is_empty()).then_some(Deduction {
        technique,
        digits: bit(digit),
        unit: None,
        pattern: places,
        fish: Some(fish),
        pivot: None,
        chain: None,
        action: Action::Eliminate {
            cells: losing,
            digits: bit(digit),
        },
    })
}

/// The base-kind lines through `cells` (rows when `rows`), as a line mask.
fn line_mask(cells: CellSet, rows: bool) -> u16 {
    (0..9u8).fold(0, |mask, i| {
        let line = CellSet::unit(if rows { Unit::Row(i) } else { Unit::Column(i) });
        mask | u16::from(!cells.and(line).is_empty()) << i
    })
}

/// The cells of the base-kind lines of `mask` (rows when `rows`).
fn line_cells(mask: u16, rows: bool) -> CellSet {
    lines_of(mask).fold(CellSet::new(), |all, line| {
        let i = line.trailing_zeros() as u8;
        all.or(CellSet::unit(if rows {
            Unit::Row(i)
        } else {
            Unit::Column(i)
        }))
    })
}

/// The cover-kind lines through `cells`, as a line mask.
fn cross_mask(cells: CellSet, rows: bool) -> u16 {
    line_mask(cells, !rows)
}

/// Each line of `mask` as a mask of its own, in order.
fn lines_of(mask: u16) -> impl Iterator<Item = u16> {
    (0..9).map(|i| 1 << i).filter(move |line| mask & line != 0)
}

#[cfg(test)]
mod tests {
    use super::super::tests::{marks_board, only};
    use super::*;

    /// The board where 5 is open only in `cells` (and every other digit everywhere).
    fn fives(cells: &[usize]) -> Candidates {
        marks_board([0; 81], only(5, cells))
    }

    fn lines(numbers: &[u8]) -> u16 {
        numbers.iter().fold(0, |mask, n| mask | 1 << (n - 1))
    }

    #[test]
    fn an_x_wing_removes_its_digit_from_the_rest_of_its_columns() {
        // 5 in row 1 only at r1c3 and r1c8, in row 5 only at r5c3 and r5c8: rows 1 and 5 take
        // the 5 of columns 3 and 8 between them, so r3c3 and r7c8 cannot be 5.
        let found = basic(&fives(&[2, 7, 38, 43, 20, 61]), 2).unwrap();
        assert_eq!(found.technique, Technique::XWing);
        assert_eq!(found.unit, None);
        assert_eq!(found.pattern, CellSet::of([2, 7, 38, 43]));
        let fish = found.fish.unwrap();
        assert!(fish.rows);
        assert_eq!((fish.base, fish.cover), (lines(&[1, 5]), lines(&[3, 8])));
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of([20, 61]),
                digits: bit(5)
            }
        );
        assert_eq!(
            found.to_string(),
            "5 leaves r3c3 and r7c8: in rows 1 and 5, 5 can only go in columns 3 and 8 (X-wing)"
        );
        // Broken: 5 can also go in r1c5, so row 1 reaches a third column.
        assert_eq!(basic(&fives(&[2, 4, 7, 38, 43, 20, 61]), 2), None);
    }

    #[test]
    fn a_swordfish_removes_its_digit_from_the_rest_of_its_columns() {
        // Rows 1, 5 and 9 keep 5 in columns 1, 5 and 9 (r1: c1 c5, r5: c5 c9, r9: c1 c9),
        // which they take between them: r3c1 cannot be 5. No two of them make an X-wing.
        let board = fives(&[0, 4, 40, 44, 72, 80, 18]);
        assert_eq!(basic(&board, 2), None);
        let found = basic(&board, 3).unwrap();
        assert_eq!(found.technique, Technique::Swordfish);
        assert_eq!(
            found.to_string(),
            "5 leaves r3c1: in rows 1, 5 and 9, 5 can only go in columns 1, 5 and 9 (swordfish)"
        );
        // Broken: r9c2 holds 5 too, a fourth column (a fin, but no finned swordfish: box 7
        // has nothing to lose).
        let broken = fives(&[0, 4, 40, 44, 72, 73, 80, 18]);
        assert_eq!(basic(&broken, 3), None);
        assert_eq!(finned(&broken, 3), None);
    }

    #[test]
    fn a_jellyfish_on_columns_removes_its_digit_from_the_rest_of_its_rows() {
        // Columns 1, 3, 5 and 7 keep 5 in rows 2, 4, 6 and 8 (c1: r2 r4, c3: r4 r6, c5: r6
        // r8, c7: r8 r2): r2c9 cannot be 5. The rows, with r2c9, span five columns.
        let board = fives(&[9, 27, 29, 47, 49, 67, 69, 15, 17]);
        let found = basic(&board, 4).unwrap();
        assert_eq!(found.technique, Technique::Jellyfish);
        assert!(!found.fish.unwrap().rows);
        assert_eq!(
            found.to_string(),
            "5 leaves r2c9: in columns 1, 3, 5 and 7, 5 can only go in rows 2, 4, 6 and 8 \
             (jellyfish)"
        );
        // Broken: r9c7 holds 5 too, a fifth row.
        assert_eq!(
            basic(&fives(&[9, 27, 29, 47, 49, 67, 69, 15, 17, 78]), 4),
            None
        );
    }

    #[test]
    fn a_finned_x_wing_removes_its_digit_only_where_the_fins_see() {
        // The X-wing of rows 1 and 5 on columns 3 and 8, but row 5 also holds 5 at r5c1 and
        // r5c2 (the fins, in box 4). If a fin is 5, r4c3 is not (same box); if neither is,
        // the X-wing stands and r4c3 is not either. r7c8 is outside box 4: it keeps its 5.
        let board = fives(&[2, 7, 38, 43, 36, 37, 29, 61]);
        assert_eq!(basic(&board, 2), None);
        let found = finned(&board, 2).unwrap();
        assert_eq!(found.technique, Technique::FinnedXWing);
        assert_eq!(found.fish.unwrap().fins, CellSet::of([36, 37]));
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of([29]),
                digits: bit(5)
            }
        );
        assert_eq!(
            found.to_string(),
            "5 leaves r4c3: in rows 1 and 5, 5 can only go in columns 3 and 8 or the fins r5c1 \
             and r5c2 in box 4 (finned X-wing)"
        );
    }

    #[test]
    fn fins_in_two_boxes_make_no_finned_fish() {
        // As above, but the second fin is r5c5, in box 5: no cell sees both fins.
        assert_eq!(finned(&fives(&[2, 7, 38, 43, 36, 40, 29, 61]), 2), None);
    }

    #[test]
    fn a_finned_swordfish_removes_its_digit_only_where_the_fin_sees() {
        // The swordfish above with a fin at r9c2 (box 7): r8c1 loses 5, r3c1 keeps it.
        let found = finned(&fives(&[0, 4, 40, 44, 72, 73, 80, 18, 63]), 3).unwrap();
        assert_eq!(found.technique, Technique::FinnedSwordfish);
        assert_eq!(
            found.to_string(),
            "5 leaves r8c1: in rows 1, 5 and 9, 5 can only go in columns 1, 5 and 9 or the fin \
             r9c2 in box 7 (finned swordfish)"
        );
    }

    #[test]
    fn a_finned_jellyfish_removes_its_digit_only_where_the_fin_sees() {
        // The jellyfish above with a fin at r9c7 (box 9): r8c8 loses 5, r2c9 keeps it.
        let board = fives(&[9, 27, 29, 47, 49, 67, 69, 15, 17, 78, 70]);
        assert_eq!(basic(&board, 4), None);
        let found = finned(&board, 4).unwrap();
        assert_eq!(found.technique, Technique::FinnedJellyfish);
        assert_eq!(
            found.to_string(),
            "5 leaves r8c8: in columns 1, 3, 5 and 7, 5 can only go in rows 2, 4, 6 and 8 or the \
             fin r9c7 in box 9 (finned jellyfish)"
        );
    }
}
