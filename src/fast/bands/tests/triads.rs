//! Tests of step 4 ([`Bands::triads`]): each deduction in rows and in columns, and one pass
//! against a cell-by-cell reading of its description.

use super::*;
use crate::fast::bands::triads::{column_and_box_of, row_and_box_of};
use crate::fast::tables::{BOX, COLUMN, ROW};

/// relabelled into band 2 (bands moved down two and rows within each band down one, and
/// the same for stacks and columns, a grid of the same kind); and both of those mirrored on
/// the main diagonal, where a deduction in the rows becomes one in the columns.
const LAYOUTS: [(bool, bool); 4] = [(false, false), (true, false), (false, true), (true, true)];

/// Where `(row, column)` goes in `layout`, one of [`LAYOUTS`]: (moved, mirrored).
fn place((moved, mirrored): (bool, bool), (row, column): (usize, usize)) -> (usize, usize) {
    let relabel = |line: usize| 3 * ((line / 3 + 2) % 3) + (line % 3 + 1) % 3;
    let (row, column) = if mirrored {
        (column, row)
    } else {
        (row, column)
    };
    if moved {
        (relabel(row), relabel(column))
    } else {
        (row, column)
    }
}

/// Settles `bands` with steps 1 to 3, as a hard settle does before it tries step 4. False
/// on a contradiction.
fn settle_through_step_3(bands: &mut Bands) -> bool {
    loop {
        if !bands.settle(Portable) {
            return false;
        }
        match bands.column_singles() {
            Found::Contradiction => return false,
            Found::Some => {}
            Found::None => return true,
        }
    }
}

/// The grid of `givens` (row, column, digit) laid out as `layout`, settled by steps 1 to 3
/// (which must not see a contradiction).
fn settled_without_step_4(layout: (bool, bool), givens: &[(usize, usize, u8)]) -> Bands {
    let placed: Vec<_> = givens
        .iter()
        .map(|&(row, column, digit)| {
            let (row, column) = place(layout, (row, column));
            (row, column, digit)
        })
        .collect();
    let mut bands = Bands::new(&grid(&placed)).unwrap();
    assert!(settle_through_step_3(&mut bands), "{layout:?}: {givens:?}");
    bands
}

/// Checks a deduction of step 4 on the grid of `givens` in each of [`LAYOUTS`]: none of
/// `digits` can still go in any of `cells` after one pass of step 4 on what steps 1 to 3
/// left, which leave each some. One pass, so that the rows cannot stand in for the columns
/// or the other way round.
fn step_4_strikes(givens: &[(usize, usize, u8)], digits: &[usize], cells: &[(usize, usize)]) {
    for layout in LAYOUTS {
        // How many of `cells` `digit` can still go in.
        let left = |bands: &Bands, digit: usize| {
            cells
                .iter()
                .map(|&cell| place(layout, cell))
                .filter(|&(row, column)| {
                    bands.boards[3 * (digit - 1) + row / 3] >> (9 * (row % 3) + column) & 1 != 0
                })
                .count()
        };
        let mut bands = settled_without_step_4(layout, givens);
        for &digit in digits {
            assert_ne!(left(&bands, digit), 0, "digit {digit}, {layout:?}");
        }
        assert!(matches!(bands.triads(), Found::Some));
        for &digit in digits {
            assert_eq!(left(&bands, digit), 0, "digit {digit}, {layout:?}");
        }
    }
}

/// Step 4 seeing, in one pass, a minirow that more than three digits are bound to, which
/// steps 1 to 3 miss, in each of [`LAYOUTS`] (mirrored: a minicolumn).
#[test]
fn step_4_sees_more_than_three_digits_bound_to_a_minirow() {
    // 1 to 4 stand in rows 1 and 2 of boxes 1 and 2, so each is bound to row 0's minirow
    // in box 0: four digits for three cells.
    let givens = [
        (1, 3, 1),
        (1, 4, 2),
        (1, 5, 3),
        (2, 3, 4),
        (1, 6, 4),
        (2, 6, 1),
        (2, 7, 2),
        (2, 8, 3),
    ];
    for layout in LAYOUTS {
        let mut bands = settled_without_step_4(layout, &givens);
        assert!(matches!(bands.triads(), Found::Contradiction), "{layout:?}");
    }
    // Four digits bound to row 0's minirow in box 0 and four others to column 0's
    // minicolumn in band 0, at once: the two lie in the same place of their packings, so
    // that the rows' count and the columns' must both be seen.
    let mut bands = Bands::new(&[0; 81]).unwrap();
    for digit in 0..4 {
        bands.boards[3 * digit] &= !(ROW[0] & !BOX[0]);
        bands.boards[3 * (digit + 4) + 1] &= !COLUMN[0];
        bands.boards[3 * (digit + 4) + 2] &= !COLUMN[0];
    }
    assert!(settle_through_step_3(&mut bands));
    assert!(matches!(bands.triads(), Found::Contradiction));
}

/// Step 4 seeing a minirow, or a minicolumn, that fewer than three digits can fill: here
/// only 1 and 2 are left in the three cells, each of which still has both, so that steps 1
/// to 3 see nothing wrong.
#[test]
fn step_4_sees_a_minirow_or_minicolumn_that_too_few_digits_can_fill() {
    // Row 0 of box 0, and column 0 of box 0.
    for cells in [0b111, COLUMN[0] & BOX[0]] {
        let mut bands = Bands::new(&[0; 81]).unwrap();
        for digit in 2..9 {
            bands.boards[3 * digit] &= !cells;
        }
        assert!(settle_through_step_3(&mut bands), "{cells:027b}");
        assert!(
            matches!(bands.triads(), Found::Contradiction),
            "{cells:027b}"
        );
    }
}

/// Step 4 binding digits to a minirow that only they can fill. Its contradictions are
/// tested above, and with the checks that use them (mod.rs): Norvig's "impossible" grid
/// has one in its columns that steps 1 to 3 miss.
#[test]
fn step_4_binds_three_digits_to_the_only_minirow_that_can_take_them() {
    // Row 0, box 0: 9 in column 0, and columns 1 and 2 can take only 7 and 8 (1 to 4 stand
    // in box 0 below, 5 and 6 in both columns further down): a naked pair that steps 1 to
    // 3 do not see. The minirow can hold only 7, 8 and 9, so 7 and 8 go there and leave
    // rows 1 and 2 of box 0 and boxes 1 and 2 of row 0.
    let givens = [
        (0, 0, 9),
        (1, 1, 1),
        (1, 2, 2),
        (2, 1, 3),
        (2, 2, 4),
        (3, 1, 5),
        (6, 2, 5),
        (4, 2, 6),
        (7, 1, 6),
    ];
    let elsewhere: Vec<(usize, usize)> = (0..3)
        .flat_map(|row| (0..9).map(move |column| (row, column)))
        .filter(|&(row, column)| (row == 0) != (column < 3))
        .collect();
    step_4_strikes(&givens, &[7, 8], &elsewhere);
}

/// What a digit bound to a minirow or a minicolumn leaves, against the cells: every other
/// minirow of the same band that shares a row or a box with it, and every other
/// minicolumn that shares its column (in any band) or its box.
#[test]
fn a_bound_digit_leaves_the_rest_of_its_row_or_column_and_its_box() {
    // The rows, or the boxes, of a band board that hold some of `cells`.
    let touched = |units: &[u32; 3], cells: u32| {
        units
            .iter()
            .filter(|&&unit| cells & unit != 0)
            .fold(0, |all, &unit| all | unit)
    };
    let rows_of = |cells: u32| touched(&ROW, cells);
    let boxes_of = |cells: u32| touched(&BOX, cells);
    for p in 0..27 {
        let cells = cells_of_minirows(1 << (p % 9));
        let columns = COLUMN[(p % 9) as usize];
        let (mut minirows, mut minicolumns) = (0, 0);
        for q in 0..27 {
            let same_band = p / 9 == q / 9;
            let other = cells_of_minirows(1 << (q % 9));
            if same_band && other & (rows_of(cells) | boxes_of(cells)) != 0 {
                minirows |= 1 << q;
            }
            let other = COLUMN[(q % 9) as usize];
            if other == columns || same_band && other & boxes_of(columns) != 0 {
                minicolumns |= 1 << q;
            }
        }
        assert_eq!(row_and_box_of(p), minirows, "minirow {p}");
        assert_eq!(column_and_box_of(p), minicolumns, "minicolumn {p}");
    }
}

/// Step 4 keeping other digits out of a minirow that three digits are bound to.
#[test]
fn step_4_fills_a_minirow_with_the_three_digits_bound_to_it() {
    // 1, 2 and 3 stand in rows 1 and 2 of boxes 1 and 2, so in row 0 each can only go in
    // box 0: a hidden triple in row 0, box 0 that steps 1 to 3 do not see. The minirow
    // holds them, so 4 to 9 leave its three cells.
    let givens = [
        (1, 3, 1),
        (1, 4, 3),
        (1, 6, 2),
        (2, 3, 2),
        (2, 6, 1),
        (2, 7, 3),
    ];
    step_4_strikes(&givens, &[4, 5, 6, 7, 8, 9], &[(0, 0), (0, 1), (0, 2)]);
}

/// One pass of step 4 as [`Bands::triads`] describes it, worked out cell by cell with none
/// of its packing: the boards after the pass, or `None` on a contradiction.
fn step_4_by_the_book(boards: &[u32; 27]) -> Option<[u32; 27]> {
    // Whether digit `d` (0..9) can still go in cell `row`, `column` (0..9 each).
    let has = |d: usize, row: usize, column: usize| {
        boards[3 * d + row / 3] >> (9 * (row % 3) + column) & 1 != 0
    };
    // A minirow is (band, box, row in the band); a minicolumn is (band, column).
    let in_minirow =
        |d: usize, (b, k, r): (usize, usize, usize)| (0..3).any(|j| has(d, 3 * b + r, 3 * k + j));
    let in_minicolumn = |d: usize, (b, c): (usize, usize)| (0..3).any(|i| has(d, 3 * b + i, c));
    let minirows: Vec<_> = (0..27).map(|m| (m / 9, m / 3 % 3, m % 3)).collect();
    let minicolumns: Vec<_> = (0..27).map(|m| (m / 9, m % 9)).collect();
    // Bound: the digit's only minirow of its row, or its only minicolumn of its column.
    let row_bound = |d: usize, (b, k, r): (usize, usize, usize)| {
        in_minirow(d, (b, k, r)) && (0..3).all(|o| o == k || !in_minirow(d, (b, o, r)))
    };
    let column_bound = |d: usize, (b, c): (usize, usize)| {
        in_minicolumn(d, (b, c)) && (0..3).all(|o| o == b || !in_minicolumn(d, (o, c)))
    };
    // Claiming: a digit bound to a minicolumn leaves the other minicolumns of its box.
    let claimed = |d: usize, (b, c): (usize, usize)| {
        in_minicolumn(d, (b, c))
            && !column_bound(d, (b, c))
            && (0..3).any(|j| column_bound(d, (b, c / 3 * 3 + j)))
    };
    let column_can = |d: usize, m: (usize, usize)| in_minicolumn(d, m) && !claimed(d, m);
    // For each minirow, then each minicolumn: the digits that can go there, and those
    // bound to it.
    let mut minirow_counts = Vec::new();
    for &m in &minirows {
        let can = (0..9).filter(|&d| in_minirow(d, m)).count();
        minirow_counts.push((can, (0..9).filter(|&d| row_bound(d, m)).count()));
    }
    let mut minicolumn_counts = Vec::new();
    for &m in &minicolumns {
        let can = (0..9).filter(|&d| column_can(d, m)).count();
        minicolumn_counts.push((can, (0..9).filter(|&d| column_bound(d, m)).count()));
    }
    if minirow_counts
        .iter()
        .chain(&minicolumn_counts)
        .any(|&(can, bound)| can < 3 || bound > 3)
    {
        return None;
    }
    let mut after = *boards;
    let mut strike = |d: usize, band: usize, cells: u32| after[3 * d + band] &= !cells;
    for d in 0..9 {
        for (i, &m) in minirows.iter().enumerate() {
            let (can, bound) = minirow_counts[i];
            if !in_minirow(d, m) || row_bound(d, m) {
                continue;
            }
            let (b, k, r) = m;
            if bound == 3 {
                strike(d, b, cells_of_minirows(1 << (3 * k + r)));
            } else if can == 3 {
                // Bound to it now: the rest of its row and of its box.
                for (o, s) in (0..3).flat_map(|o| (0..3).map(move |s| (o, s))) {
                    if (o == k) != (s == r) {
                        strike(d, b, cells_of_minirows(1 << (3 * o + s)));
                    }
                }
            }
        }
        for (i, &m) in minicolumns.iter().enumerate() {
            let (b, c) = m;
            if claimed(d, m) {
                strike(d, b, COLUMN[c]);
            }
            let (can, bound) = minicolumn_counts[i];
            if !column_can(d, m) || column_bound(d, m) {
                continue;
            }
            if bound == 3 {
                strike(d, b, COLUMN[c]);
            } else if can == 3 {
                // Bound to it now: its column in the other bands, the rest of its box.
                for o in (0..3).filter(|&o| o != b) {
                    strike(d, o, COLUMN[c]);
                }
                for j in (0..3).map(|j| c / 3 * 3 + j).filter(|&j| j != c) {
                    strike(d, b, COLUMN[j]);
                }
            }
        }
    }
    Some(after)
}

/// One pass of step 4 on bands of every kind the random grids below give (settled, or
/// settled and then struck at random, so that bound, full and exact minirows and
/// minicolumns come up in many places) strikes exactly what [`step_4_by_the_book`] does,
/// and says so: a contradiction, something found, or nothing. The step 4 tests above each
/// pin one deduction; this pins how much one pass finds.
#[test]
fn step_4_finds_in_one_pass_what_its_description_says() {
    let mut next = xorshift(0x9E37_79B9_7F4A_7C15);
    let (mut contradictions, mut found, mut none) = (0, 0, 0);
    while contradictions + found + none < 3000 {
        let givens = 8 + next(20);
        let Some((cells, mut bands)) = random_settled(&mut next, givens, settle_through_step_3)
        else {
            continue;
        };
        // Cells, minirows and minicolumns struck at random from one digit or from
        // several, a few times or many.
        for _ in 0..next(4) * next(6) {
            let cells = match next(3) {
                0 => 1 << next(27),
                1 => cells_of_minirows(1 << next(9)),
                _ => COLUMN[next(9) as usize],
            };
            let band = next(3) as usize;
            for _ in 0..1 + next(2) * next(8) {
                bands.boards[3 * next(9) as usize + band] &= !cells;
            }
        }
        let expected = step_4_by_the_book(&bands.boards);
        let before = bands.boards;
        let context = format!("{cells:?}, boards {before:?}");
        match (bands.triads(), expected) {
            (Found::Contradiction, None) => contradictions += 1,
            (Found::Some, Some(after)) if after != before => {
                assert_eq!(bands.boards, after, "{context}");
                found += 1;
            }
            (Found::None, Some(after)) if after == before => {
                assert_eq!(bands.boards, before, "{context}");
                none += 1;
            }
            (_, expected) => panic!("{context}: step 4 disagrees, expected {expected:?}"),
        }
    }
    // Each outcome often enough that the comparison means something.
    for (outcome, count) in [
        ("contradiction", contradictions),
        ("found", found),
        ("none", none),
    ] {
        assert!(count >= 300, "{outcome}: {count} of 3000");
    }
}
