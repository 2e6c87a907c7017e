//! Properties of the library on generated grids: the fast path's solutions and counts (against
//! the step engine and an independent reference solver), the parser and the three printed
//! forms, and the step engine against its own event stream.
//!
//! Two kinds of grid are generated:
//! - cut puzzles: the Baekjoon sample's solution moved to a random member of its symmetry
//!   class (digits relabelled, rows swapped within bands, columns within stacks, bands and
//!   stacks swapped, maybe transposed), then 0 to 81 random cells blanked. Every one has a
//!   solution, often many.
//! - altered puzzles: a cut puzzle with one given changed to another digit that breaks no
//!   rule. Most have no solution.
//! - sparse grids: each cell blank with high probability and otherwise a random digit, at most
//!   25 givens. These often break a rule, and sometimes are consistent but unsolvable.

use bitdoku::masks::{bit, digits};
use bitdoku::step::Single;
use bitdoku::{Event, Grid, Layout, ParseError, Search, Unit};
use proptest::prelude::*;
use proptest::sample::{select, Index};

use crate::common::{self, ORDERS};

const LAYOUTS: [Layout; 3] = [Layout::Spaced, Layout::Compact, Layout::Line];

/// The most givens a sparse grid has, so that no generated grid is slow to search.
const MAX_SPARSE_GIVENS: usize = 25;

/// A random order of 0..9 that keeps groups of three together: the groups are shuffled, and
/// so is each group. Used for rows (bands of three) and columns (stacks of three).
fn band_preserving_order() -> impl Strategy<Value = [usize; 9]> {
    let three = || Just(vec![0usize, 1, 2]).prop_shuffle();
    (three(), [three(), three(), three()]).prop_map(|(bands, within)| {
        let mut order = [0; 9];
        for (i, slot) in order.iter_mut().enumerate() {
            *slot = bands[i / 3] * 3 + within[i / 3][i % 3];
        }
        order
    })
}

/// A random solved grid: the Baekjoon sample's solution under a random validity-preserving
/// transform.
pub(crate) fn solved_grid() -> impl Strategy<Value = Grid> {
    let base = common::grid(common::BOJ_IN)
        .solve()
        .expect("the Baekjoon sample has a solution")
        .cells();
    (
        Just((1..=9u8).collect::<Vec<u8>>()).prop_shuffle(),
        band_preserving_order(),
        band_preserving_order(),
        any::<bool>(),
    )
        .prop_map(move |(digits, rows, columns, transpose)| {
            let mut cells = [0u8; 81];
            for (cell, out) in cells.iter_mut().enumerate() {
                let (row, column) = (rows[cell / 9], columns[cell % 9]);
                let source = if transpose {
                    column * 9 + row
                } else {
                    row * 9 + column
                };
                *out = digits[usize::from(base[source]) - 1];
            }
            Grid::from_cells(cells).expect("digits stay in 1..=9")
        })
}

/// A solved grid and a puzzle cut from it by blanking a number of random cells in `blanks`.
pub(crate) fn cut_puzzle(
    blanks: std::ops::RangeInclusive<usize>,
) -> impl Strategy<Value = (Grid, Grid)> {
    (
        solved_grid(),
        Just((0..81).collect::<Vec<usize>>()).prop_shuffle(),
        blanks,
    )
        .prop_map(|(solution, order, blanks)| {
            let mut cells = solution.cells();
            for &cell in &order[..blanks] {
                cells[cell] = 0;
            }
            (solution, Grid::from_cells(cells).unwrap())
        })
}

/// A grid whose cells are blank with probability 7/8 and otherwise a random digit, keeping at
/// most [`MAX_SPARSE_GIVENS`] givens.
fn sparse_grid() -> impl Strategy<Value = Grid> {
    let cell = prop_oneof![7 => Just(0u8), 1 => 1..=9u8];
    proptest::collection::vec(cell, 81).prop_map(|cells| {
        let mut kept = [0u8; 81];
        let givens = cells.iter().enumerate().filter(|&(_, &d)| d != 0);
        for (cell, &digit) in givens.take(MAX_SPARSE_GIVENS) {
            kept[cell] = digit;
        }
        Grid::from_cells(kept).unwrap()
    })
}

/// A cut puzzle with up to `max_blanks` blanks, often with one given changed to another digit
/// that breaks no rule: most such puzzles have no solution, some still have one or more.
fn altered_puzzle(max_blanks: usize) -> impl Strategy<Value = Grid> {
    (cut_puzzle(0..=max_blanks), any::<Index>(), 0..10u8).prop_map(|((_, puzzle), at, digit)| {
        let givens: Vec<usize> = (0..81).filter(|&c| puzzle.get(c) != 0).collect();
        if givens.is_empty() || digit == 0 {
            return puzzle;
        }
        let mut cells = puzzle.cells();
        cells[givens[at.index(givens.len())]] = digit;
        let changed = Grid::from_cells(cells).unwrap();
        if changed.conflicts().is_empty() {
            changed
        } else {
            puzzle
        }
    })
}

/// The most steps the step engine may take on one generated puzzle before the case is skipped.
const STEP_BUDGET: u64 = 2_000_000;

/// Either kind of generated grid.
fn any_grid() -> impl Strategy<Value = Grid> {
    prop_oneof![
        cut_puzzle(0..=81).prop_map(|(_, puzzle)| puzzle),
        sparse_grid()
    ]
}

/// Text close to a grid: a generated grid printed in a random layout, then edited a few times
/// (a character inserted, removed or replaced) with characters the parser must weigh.
fn grid_like_text() -> impl Strategy<Value = String> {
    let edit = (
        any::<Index>(),
        0..3u8,
        select("0123456789. \r\n\tx".chars().collect::<Vec<_>>()),
    );
    (
        any_grid(),
        select(LAYOUTS.to_vec()),
        proptest::collection::vec(edit, 0..4),
    )
        .prop_map(|(grid, layout, edits)| {
            let mut text: Vec<char> = grid.render(layout).chars().collect();
            for (at, kind, ch) in edits {
                let i = at.index(text.len() + 1);
                match kind {
                    0 => text.insert(i, ch),
                    1 if i < text.len() => {
                        text.remove(i);
                    }
                    _ if i < text.len() => text[i] = ch,
                    _ => text.push(ch),
                }
            }
            text.into_iter().collect()
        })
}

/// Asserts that `solution` is a full grid that breaks no rule and keeps every given of `puzzle`.
fn check_solves(puzzle: &Grid, solution: &Grid) -> Result<(), TestCaseError> {
    prop_assert!(solution.is_solved(), "not a valid full grid: {}", solution);
    prop_assert!(
        puzzle.is_kept_by(solution),
        "{} drops a given of {}",
        solution,
        puzzle
    );
    Ok(())
}

/// Parses `text` and checks the outcome against the text itself: a grid holds the text's
/// cells in reading order and reprints to the same grid and layout; an error is non-empty and true of the text (the line it names has that
/// character at that column, or that many cells; the text has that many non-blank lines).
fn check_parse(text: &str) -> Result<(), TestCaseError> {
    let lines: Vec<&str> = text.lines().collect();
    let filled: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| !l.trim().is_empty())
        .collect();
    let error = match Grid::parse_with_layout(text) {
        Ok((grid, layout)) => {
            prop_assert!(filled.len() == 1 || filled.len() == 9, "{:?}", text);
            let cells: Vec<u8> = text
                .chars()
                .filter(|c| !c.is_whitespace())
                .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
                .collect();
            prop_assert_eq!(&cells[..], &grid.cells()[..], "the cells of {:?}", text);
            prop_assert_eq!(
                Grid::parse_with_layout(&grid.render(layout)),
                Ok((grid, layout))
            );
            return Ok(());
        }
        Err(error) => error,
    };
    let shown = error.to_string();
    prop_assert!(!shown.is_empty(), "{:?} has an empty message", error);
    match error {
        ParseError::Empty => prop_assert!(filled.is_empty(), "{:?}", text),
        ParseError::LineCount { found } => {
            prop_assert_eq!(found, filled.len());
            prop_assert!(![0, 1, 9].contains(&found), "{:?}", text);
        }
        ParseError::CellCount {
            line,
            found,
            expected,
        } => {
            prop_assert!(shown.contains(&format!("line {line} ")), "{}", shown);
            let cells = lines[line - 1]
                .chars()
                .filter(|c| !c.is_whitespace())
                .count();
            prop_assert_eq!(found, cells, "line {} of {:?}", line, text);
            let one_line = filled.len() == 1;
            prop_assert_eq!(expected, if one_line { 81 } else { 9 });
            prop_assert_ne!(found, expected);
        }
        ParseError::InvalidChar { ch, line, column } => {
            prop_assert!(
                shown.contains(&format!("line {line}, column {column}")),
                "{}",
                shown
            );
            prop_assert_eq!(
                lines[line - 1].chars().nth(column - 1),
                Some(ch),
                "line {} of {:?}",
                line,
                text
            );
            prop_assert!(!ch.is_whitespace() && !ch.is_ascii_digit() && ch != '.');
        }
        other => prop_assert!(false, "the parser gave {:?} for {:?}", other, text),
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn transformed_solutions_are_still_solved_grids(solution in solved_grid()) {
        prop_assert!(solution.is_solved(), "{}", solution);
    }

    #[test]
    fn a_returned_solution_is_a_full_valid_grid_that_keeps_every_given(grid in any_grid()) {
        if let Some(solution) = grid.solve() {
            check_solves(&grid, &solution)?;
        }
    }

    #[test]
    fn a_cut_puzzle_is_solved_and_a_unique_one_gives_back_its_source(
        (source, puzzle) in cut_puzzle(0..=81)
    ) {
        let solution = puzzle.solve();
        prop_assert!(solution.is_some(), "no solution for {}", puzzle);
        if puzzle.count_solutions(2) == 1 {
            prop_assert_eq!(solution, Some(source));
        }
    }

    /// With `total` solutions, counting up to `n` gives `min(n, total)`: so the counts never
    /// exceed the limit, never fall as it grows, and a count below its limit is exact.
    #[test]
    fn counting_agrees_with_solving_and_stops_at_the_limit(grid in any_grid()) {
        let counts: Vec<usize> = (0..=4).map(|n| grid.count_solutions(n)).collect();
        for (limit, &count) in counts.iter().enumerate() {
            prop_assert_eq!(count, limit.min(counts[4]), "counts up to 0..=4: {:?}", counts);
            let (again, first) = grid.count_and_solve(limit);
            prop_assert_eq!(again, count, "count_and_solve({})", limit);
            match first {
                Some(first) => check_solves(&grid, &first)?,
                None => prop_assert!(count == 0, "{} solutions but none returned", count),
            }
        }
        prop_assert_eq!(counts[1] == 1, grid.solve().is_some());
        if !grid.conflicts().is_empty() {
            prop_assert_eq!(counts[4], 0, "the givens break a rule: {:?}", grid.conflicts());
        }
    }

    #[test]
    fn printing_then_parsing_gives_back_the_same_grid(grid in any_grid()) {
        prop_assert_eq!(grid.to_string().parse::<Grid>(), Ok(grid));
        for layout in LAYOUTS {
            prop_assert_eq!(Grid::parse_with_layout(&grid.render(layout)), Ok((grid, layout)));
        }
    }

    /// Every order reaches a solution on puzzles with up to 30 blanks, and replaying the events
    /// on the givens gives the search's own cells after every single step.
    #[test]
    fn the_step_engine_solves_and_its_events_replay_to_its_cells(
        (source, puzzle) in cut_puzzle(0..=30)
    ) {
        let blanks = 81 - puzzle.filled();
        let unique = puzzle.count_solutions(2) == 1;
        for order in ORDERS {
            let mut search = Search::new(&puzzle, order).expect("cut puzzles break no rule");
            let mut replay = puzzle.cells();
            let outcome = loop {
                let event = search.step();
                event.apply(&mut replay);
                prop_assert_eq!(&replay, search.cells(), "{} after {:?}", order, event);
                if event.is_final() {
                    break event;
                }
            };
            prop_assert_eq!(outcome, Event::Solved, "{} on {}", order, puzzle);
            check_solves(&puzzle, &search.grid())?;
            prop_assert_eq!(search.depth(), blanks, "{} placed one digit per blank", order);
            if unique {
                prop_assert_eq!(search.grid(), source, "{} on {}", order, puzzle);
            }
        }
    }

    /// The step engine in MRV or Propagation order, run to its end, and the fast path agree:
    /// both find a solution or neither does, and a unique solution is the same grid.
    #[test]
    fn the_fast_path_agrees_with_the_step_engine_run_to_the_end(
        puzzle in altered_puzzle(45),
        order in select(ORDERS[1..].to_vec()),
    ) {
        let mut search = Search::new(&puzzle, order).expect("no rule broken");
        let outcome = search.run(STEP_BUDGET);
        prop_assume!(outcome.is_some_and(|event| event.is_final()), "over budget: {}", puzzle);
        let (count, first) = puzzle.count_and_solve(2);
        match search.outcome() {
            Some(Event::Solved) => {
                prop_assert!(count >= 1, "the step engine solved {}", puzzle);
                check_solves(&puzzle, &search.grid())?;
                if count == 1 {
                    prop_assert_eq!(first, Some(search.grid()), "{}", puzzle);
                }
            }
            other => {
                prop_assert_eq!(other, Some(Event::Exhausted));
                prop_assert_eq!((count, first), (0, None), "the step engine found none: {}", puzzle);
            }
        }
    }

    /// The Propagation order deduces only digits that are forced when it writes them (a naked
    /// single, or a hidden single in the unit it names), chooses a dead end as soon as a digit
    /// makes one, and guesses only when nothing is forced, in a cell with the fewest
    /// candidates; on puzzles that make it guess and backtrack.
    #[test]
    fn propagation_deduces_only_forced_digits_and_guesses_only_when_none_is_left(
        puzzle in altered_puzzle(55),
    ) {
        let mut search = Search::new(&puzzle, bitdoku::Strategy::Propagation).expect("no rule broken");
        let mut placed = true; // the givens, as if just placed
        for _ in 0..20_000 {
            let (cells, masks) = (*search.cells(), *search.masks());
            let blank = |cell: usize| cells[cell] == 0;
            let candidates = |cell: usize| if blank(cell) { masks.candidates(cell) } else { 0 };
            let dead_end = (0..81).find(|&c| blank(c) && candidates(c) == 0);
            let event = search.step();
            // Right after a digit is written, a cell it left with no candidate is chosen at
            // once (the first in reading order), before anything else.
            if let (true, Some(cell)) = (placed, dead_end) {
                prop_assert_eq!(event, Event::Choose { cell: cell as u8, candidates: 0 });
            }
            placed = matches!(event, Event::Place { .. } | Event::Deduce { .. });
            match event {
                Event::Deduce { cell, digit, single, .. } => {
                    let (cell, digit_bit) = (cell as usize, bit(digit));
                    prop_assert!(blank(cell) && candidates(cell) & digit_bit != 0, "{}", event);
                    match single {
                        Single::Naked => prop_assert_eq!(candidates(cell), digit_bit, "{}", event),
                        Single::Hidden(unit) => {
                            let places = unit.cells().into_iter().filter(|&c| candidates(c) & digit_bit != 0);
                            prop_assert_eq!(places.collect::<Vec<_>>(), vec![cell], "{}", event);
                        }
                    }
                }
                Event::Choose { cell, candidates: mask } if mask != 0 => {
                    let fewest = (0..81).filter(|&c| blank(c)).map(|c| candidates(c).count_ones()).min();
                    prop_assert_eq!(fewest, Some(mask.count_ones()), "{} {}", event, cell);
                    prop_assert!(fewest > Some(1), "a guess beside a naked single: {}", event);
                    for unit in Unit::ALL {
                        let mut seen = [0; 9];
                        for c in unit.cells().into_iter() {
                            for digit in digits(candidates(c)) {
                                seen[digit as usize - 1] += 1;
                            }
                        }
                        prop_assert!(!seen.contains(&1), "a guess beside a hidden single in {}: {}", unit, event);
                    }
                }
                _ => {}
            }
            if event.is_final() {
                break;
            }
        }
    }

    /// Counting up to `limit` gives what an independent solver counts, on puzzles from many
    /// solutions (81 blanks) down to one or none.
    #[test]
    fn counts_match_an_independent_solver(
        puzzle in prop_oneof![cut_puzzle(40..=81).prop_map(|(_, p)| p), altered_puzzle(55)],
        limit in 1..40usize,
    ) {
        common::assert_agrees_with_reference(&puzzle, limit);
    }

    #[test]
    fn the_parser_never_panics_and_its_errors_are_true_of_any_string(text in any::<String>()) {
        check_parse(&text)?;
    }

    #[test]
    fn the_parser_never_panics_and_its_errors_are_true_of_grid_like_text(
        text in prop_oneof!["[0-9. \r\n\tx]{0,200}", grid_like_text()]
    ) {
        check_parse(&text)?;
    }
}
