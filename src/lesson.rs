//! What the page's lesson panels explain, worked out from the search itself: the masks one
//! cell sees (the bitmask inspector) and why the search took a digit back (the dead end).
//!
//! Why a take-back happens, from [`crate::step`]: after a digit is placed the search chooses
//! the next blank cell and pushes a frame for it. When that frame has no untried candidate
//! left, either because the cell had none when it was chosen or because every one it had was
//! placed and later taken back, the frame is popped and the digit of the frame below is taken
//! back, in the same step. So every [`Event::TakeBack`] is explained by the frame popped just
//! before it: a [`DeadEnd`]. The final [`Event::Exhausted`] is the same pop with no frame left
//! below.
//!
//! The Propagation order adds forced frames (a deduced digit, nothing else to try). A dead end
//! above them unwinds them one take-back at a time, so the frame popped just before such a
//! take-back may be a forced one: the dead end is then the first frame above it that is not
//! forced. The popped frames still lie above the top of the stack, as they were, until the
//! search pushes new ones.

use crate::masks::{box_of, col_of, row_of, UnitMasks, ALL_DIGITS};
use crate::step::{Event, Search};

/// The masks of one cell's three units, which the lesson combines into its candidates:
/// `used = row | col | box`, `candidates = !used & 0x1FF`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellMasks {
    /// The cell, 0..81 in reading order.
    pub cell: u8,
    /// The digits used in the cell's row: bit `d - 1` for digit `d`.
    pub row_mask: u16,
    /// The digits used in the cell's column.
    pub col_mask: u16,
    /// The digits used in the cell's box.
    pub box_mask: u16,
}

impl CellMasks {
    /// The masks `masks` holds for the units of `cell`.
    pub fn of(masks: &UnitMasks, cell: usize) -> CellMasks {
        CellMasks {
            cell: cell as u8,
            row_mask: masks.rows[row_of(cell)],
            col_mask: masks.cols[col_of(cell)],
            box_mask: masks.boxes[box_of(cell)],
        }
    }

    /// The masks the other filled cells of `cells` give `cell`. A filled cell's own digit is
    /// left out, so the masks say which digits it could hold; digits that break a rule count,
    /// as a person sees them on the board.
    pub fn on_board(cells: &[u8; 81], cell: usize) -> CellMasks {
        CellMasks::of(&UnitMasks::of_cells_except(cells, Some(cell)), cell)
    }

    /// `row | col | box`: the digits the cell cannot take.
    pub fn used(&self) -> u16 {
        self.row_mask | self.col_mask | self.box_mask
    }

    /// `!used & 0x1FF`: the digits the cell can take.
    pub fn candidates(&self) -> u16 {
        !self.used() & ALL_DIGITS
    }
}

impl Search {
    /// The masks the search has now for the units of `cell`, leaving out the cell's own digit
    /// if it holds one (as [`CellMasks::on_board`] does). A search's board breaks no rule, so
    /// that digit is in none of the cell's units but through the cell itself.
    pub fn cell_masks(&self, cell: usize) -> CellMasks {
        let mut masks = *self.masks();
        let digit = self.cells()[cell];
        if digit != 0 {
            masks.remove(cell, digit);
        }
        CellMasks::of(&masks, cell)
    }
}

/// Why the search took a digit back, or gave up: the cell whose candidates ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeadEnd {
    /// The cell's unit masks when its candidates ran out, the digit then taken back included.
    pub masks: CellMasks,
    /// The candidates the cell had when the search chose it: every one was placed and failed.
    /// 0 when it had none: its units already used all nine digits.
    pub tried: u16,
}

impl DeadEnd {
    /// The dead end behind `event`, the event that led to `search`'s current state: `Some` for
    /// [`Event::TakeBack`] and [`Event::Exhausted`], `None` for any other event or an event
    /// that does not match the search's stack.
    pub fn behind(search: &Search, event: Event) -> Option<DeadEnd> {
        let mut masks = *search.masks();
        let below = match event {
            // The digit was placed when the cell above it ran out: put it back in the masks.
            Event::TakeBack { cell, digit, depth } => {
                masks.place(cell as usize, digit);
                depth as usize
            }
            Event::Exhausted => 0,
            _ => return None,
        };
        if search.stack().len() != below {
            return None;
        }
        // Forced digits taken back already were on the board at the dead end: put them back too.
        let mut popped = search.frames_above_top();
        let dead_end = loop {
            let frame = popped.next()?;
            if !frame.forced {
                break frame;
            }
            masks.place(frame.cell as usize, frame.deduced);
        };
        let masks = CellMasks::of(&masks, dead_end.cell as usize);
        Some(DeadEnd {
            masks,
            tried: masks.candidates(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Grid, Strategy};

    const BOJ: &str =
        "035469278782105609060278135321046897804913506596820413917652080603701952258394760";
    const BRUTE_FORCE: &str =
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

    fn cells(line: &str) -> [u8; 81] {
        line.parse::<Grid>().unwrap().cells()
    }

    /// The puzzle with `(row, column, digit)` (1-based) filled in and the rest blank.
    fn position(filled: &[(usize, usize, u8)]) -> Grid {
        let mut cells = [0; 81];
        for &(row, col, digit) in filled {
            cells[(row - 1) * 9 + col - 1] = digit;
        }
        Grid::from_cells(cells).unwrap()
    }

    #[test]
    fn a_blank_cell_sees_its_units_masks() {
        // r2c5 of the Baekjoon sample: row 2 is 782105609, column 5 is 6.7412590, box 2 is
        // 469 105 278.
        let masks = CellMasks::on_board(&cells(BOJ), 13);
        assert_eq!(
            masks,
            CellMasks {
                cell: 13,
                row_mask: 0b111_110_011,
                col_mask: 0b101_111_011,
                box_mask: 0b111_111_011,
            }
        );
        assert_eq!(masks.used(), 0b111_111_011);
        assert_eq!(masks.candidates(), 0b000_000_100);
    }

    #[test]
    fn a_filled_cell_leaves_its_own_digit_out() {
        // r1c2 holds 3, the only digit its row, column and box leave it.
        let masks = CellMasks::on_board(&cells(BOJ), 1);
        assert_eq!(masks.row_mask, 0b111_111_010);
        assert_eq!(masks.col_mask, 0b110_110_011);
        assert_eq!(masks.box_mask, 0b011_110_010);
        assert_eq!(masks.candidates(), 0b000_000_100);
    }

    #[test]
    fn digits_that_break_a_rule_still_count_on_the_board() {
        let mut board = [0; 81];
        board[0] = 5;
        board[4] = 5; // the same row
        assert_eq!(CellMasks::on_board(&board, 0).row_mask, 0b10000);
        assert_eq!(CellMasks::on_board(&board, 8).row_mask, 0b10000);
    }

    #[test]
    fn a_search_sees_the_same_masks_as_its_board() {
        for strategy in [Strategy::Naive, Strategy::Mrv] {
            let mut search = Search::new(&BRUTE_FORCE.parse().unwrap(), strategy).unwrap();
            for _ in 0..3000 {
                search.step();
                for cell in 0..81 {
                    let on_board = CellMasks::on_board(search.cells(), cell);
                    assert_eq!(search.cell_masks(cell), on_board, "{strategy} cell {cell}");
                }
            }
        }
    }

    /// Row 1 is `_ _ _ 4 5 6 7 8 9`, r7c1 is 3, and r5c3, r6c3 are 3 and 2: r1c3 can only
    /// be 1, so with r1c1 = 1 both candidates of r1c2 (2 and 3) run into an empty r1c3.
    fn three_blanks() -> Search {
        let mut filled = vec![(7, 1, 3), (5, 3, 3), (6, 3, 2)];
        filled.extend((4..=9).map(|d| (1, d as usize, d)));
        Search::new(&position(&filled), Strategy::Naive).unwrap()
    }

    #[test]
    fn a_take_back_after_an_empty_cell_names_its_units() {
        let mut search = three_blanks();
        let events: Vec<Event> = (0..6).map(|_| search.step()).collect();
        assert_eq!(
            events[3..],
            [
                Event::Place {
                    cell: 1,
                    digit: 2,
                    depth: 2
                },
                Event::Choose {
                    cell: 2,
                    candidates: 0
                },
                Event::TakeBack {
                    cell: 1,
                    digit: 2,
                    depth: 2
                },
            ]
        );
        let dead_end = DeadEnd::behind(&search, events[5]).unwrap();
        assert_eq!(
            dead_end,
            DeadEnd {
                // r1c3: row 1 has 1 2 4 5 6 7 8 9, column 3 has 2 3, box 1 has 1 2.
                masks: CellMasks {
                    cell: 2,
                    row_mask: 0b111_111_011,
                    col_mask: 0b000_000_110,
                    box_mask: 0b000_000_011,
                },
                tried: 0,
            }
        );
        assert_eq!(dead_end.masks.used(), ALL_DIGITS);
    }

    #[test]
    fn a_take_back_after_every_candidate_failed_names_them() {
        let mut search = three_blanks();
        let events: Vec<Event> = (0..10).map(|_| search.step()).collect();
        assert_eq!(
            events[2],
            Event::Choose {
                cell: 1,
                candidates: 0b110
            }
        );
        assert_eq!(
            events[9],
            Event::TakeBack {
                cell: 0,
                digit: 1,
                depth: 1
            }
        );
        assert_eq!(
            DeadEnd::behind(&search, events[9]),
            Some(DeadEnd {
                // r1c2 with r1c1 = 1: row 1 has 1 4 5 6 7 8 9, column 2 nothing, box 1 has 1.
                masks: CellMasks {
                    cell: 1,
                    row_mask: 0b111_111_001,
                    col_mask: 0,
                    box_mask: 0b000_000_001,
                },
                tried: 0b110, // 2 and 3
            })
        );
    }

    #[test]
    fn exhaustion_names_the_first_cell() {
        // r1c1 has no candidate at all: row 1 has 2..9 and column 1 has 1.
        let mut filled = vec![(5, 1, 1)];
        filled.extend((2..=9).map(|d| (1, d as usize, d)));
        let mut search = Search::new(&position(&filled), Strategy::Mrv).unwrap();
        assert_eq!(
            search.step(),
            Event::Choose {
                cell: 0,
                candidates: 0
            }
        );
        assert_eq!(search.step(), Event::Exhausted);
        let dead_end = DeadEnd::behind(&search, Event::Exhausted).unwrap();
        assert_eq!(dead_end.masks.cell, 0);
        assert_eq!(dead_end.masks.row_mask, 0b111_111_110);
        assert_eq!(dead_end.masks.col_mask, 0b1);
        assert_eq!(dead_end.tried, 0);
    }

    #[test]
    fn other_events_have_no_dead_end() {
        let mut search = three_blanks();
        let choose = search.step();
        assert_eq!(DeadEnd::behind(&search, choose), None);
        let place = search.step();
        assert_eq!(DeadEnd::behind(&search, place), None);
        // A take-back that is not the search's last event does not match its stack.
        let stale = Event::TakeBack {
            cell: 0,
            digit: 1,
            depth: 0,
        };
        assert_eq!(DeadEnd::behind(&search, stale), None);
    }

    /// Hard puzzles on which the Propagation order still guesses and backtracks (Norvig's
    /// hardest and a forum's hardest).
    const GUESSING: [&str; 3] = [
        "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
        "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    ];

    /// A frame as the events tell it: the cell, whether it was forced, and for a chosen cell
    /// its candidates and the board it was chosen on.
    struct Kept {
        cell: u8,
        forced: bool,
        candidates: u16,
        board: [u8; 81],
    }

    /// Every take-back and the end of Propagation runs, against frames kept beside them from
    /// the events: the dead end is the first chosen (not forced) frame above the digit taken
    /// back, its masks are those of the board it was chosen on, they leave it only the
    /// candidates it was chosen with, and none of them is left untried.
    #[test]
    fn a_dead_end_behind_forced_digits_is_the_chosen_cell_above_them() {
        let mut forced_take_backs = 0;
        for puzzle in GUESSING {
            let mut search = Search::new(&puzzle.parse().unwrap(), Strategy::Propagation).unwrap();
            let mut kept: Vec<Kept> = vec![];
            let mut top = 0;
            let push = |kept: &mut Vec<Kept>, top: &mut usize, frame| {
                kept.truncate(*top);
                kept.push(frame);
                *top += 1;
            };
            loop {
                let board = *search.cells();
                let event = search.step();
                match event {
                    Event::Choose { cell, candidates } => {
                        let frame = Kept {
                            cell,
                            forced: false,
                            candidates,
                            board,
                        };
                        push(&mut kept, &mut top, frame);
                    }
                    Event::Deduce { cell, .. } => {
                        let frame = Kept {
                            cell,
                            forced: true,
                            candidates: 0,
                            board,
                        };
                        push(&mut kept, &mut top, frame);
                    }
                    Event::TakeBack { .. } | Event::Exhausted => {
                        let below = match event {
                            Event::TakeBack { depth, .. } => depth as usize,
                            _ => 0,
                        };
                        if kept[below].forced {
                            forced_take_backs += 1;
                        }
                        top = below;
                        let chosen = kept[below..].iter().find(|f| !f.forced).unwrap();
                        let dead_end = DeadEnd::behind(&search, event).unwrap();
                        let cell = chosen.cell as usize;
                        assert_eq!(dead_end.masks, CellMasks::on_board(&chosen.board, cell));
                        assert_eq!(dead_end.tried, chosen.candidates, "{puzzle}");
                        // And the search's own frame for it has nothing left to try.
                        let mut above = search.frames_above_top();
                        let frame = above.find(|f| f.cell == chosen.cell).unwrap();
                        assert_eq!((frame.digit, frame.untried, frame.forced), (0, 0, false));
                    }
                    _ => assert_eq!(DeadEnd::behind(&search, event), None),
                }
                if event.is_final() {
                    break;
                }
            }
            assert_eq!(search.outcome(), Some(Event::Solved), "{puzzle}");
        }
        assert!(
            forced_take_backs > 100,
            "{forced_take_backs} take-backs after a forced frame"
        );
    }

    /// Every take-back of long runs, against a stack of the Choose events kept beside them:
    /// the dead end is the cell chosen just above the digit taken back, with the candidates
    /// it was chosen with.
    #[test]
    fn every_dead_end_is_the_frame_chosen_above_the_take_back() {
        for strategy in [Strategy::Naive, Strategy::Mrv] {
            let mut search = Search::new(&BRUTE_FORCE.parse().unwrap(), strategy).unwrap();
            let mut chosen: Vec<(u8, u16)> = vec![];
            let mut take_backs = 0;
            for _ in 0..20_000 {
                let event = search.step();
                match event {
                    Event::Choose { cell, candidates } => chosen.push((cell, candidates)),
                    Event::TakeBack { depth, .. } => {
                        let (cell, candidates) = chosen[depth as usize];
                        let dead_end = DeadEnd::behind(&search, event).unwrap();
                        assert_eq!(dead_end.masks.cell, cell);
                        assert_eq!(dead_end.tried, candidates);
                        chosen.truncate(depth as usize);
                        take_backs += 1;
                    }
                    _ => assert_eq!(DeadEnd::behind(&search, event), None),
                }
            }
            assert!(take_backs > 1000, "{strategy}: {take_backs} take-backs");
        }
    }
}
