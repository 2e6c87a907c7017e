//! Tests of the search and its policy: the contradiction checks, the turn to a hard search,
//! and the restart, each against a search without it.

use super::*;
use crate::fast::fixtures::{cells, solvable, varied_grids, CROWDED_BOX, LOCKED_MINIROW, NORVIG};
use crate::fast::instruction_set::Portable;
use crate::fast::isa::{count_on, Isa};

/// The solutions of `grid` up to 2 on the portable build, in a search hard from its start.
fn count_hard(grid: &[u8; 81]) -> Counting {
    count_on(
        Isa::Portable,
        grid,
        2,
        false,
        Some(ContradictionCheck::Triads),
        Turn::At(0),
    )
}

/// Found by fuzzing: 1 to 7 in three rows of a band and a stack, so that 8 and 9 run out
/// of places: they are all that three cells of column 9 have left. Step 4 misses it, and Hall's
/// condition sees it, as does the pair check. A search on cells proves it in one guess, but
/// its few cells of two candidates start the search hard, which would take 32,647 guesses
/// without the checks (256 with the unit check alone, 33 with the pair check).
const EIGHT_AND_NINE: &str =
    "1234567...5.7.............1234567.......................234567...................";

/// Found by fuzzing: 12 givens that settle to few cells of two candidates. A search hard
/// from the start took 5,380 guesses to find two solutions under the branch on
/// the band or stack of fewest minirows left, and takes 36 under today's.
const FEW_GIVENS: &str =
    "..............3..............3..5..1.........5.7......8.......5..1.2.......5.7...";

/// Found by fuzzing: 1 to 7 in three rows, so that 8 and 9 have few places; several
/// solutions. Its cells of two candidates start it hard, and a hard search without the pair
/// check took 87,036 guesses to find two solutions, in subtrees where 8 and 9 are all that
/// three cells of column 1 have left; one on cells takes 18 (issue 43).
const EIGHT_AND_NINE_TRAP: &str =
    "..234567...................1234567...5.7.................234567..................";

/// [`EIGHT_AND_NINE`] with the 3 of row 7 taken out: several solutions, and subtrees without
/// one that neither step 4, the pair check nor Hall's condition sees near their tops. A hard
/// search takes 1,044 guesses to find two (1,338 without the pair check), one on cells 22: the
/// restart's case (found by a scratch search of sparse grids for issue 43).
const EIGHT_AND_NINE_TAIL: &str =
    "1234567...5.7.............1234567.......................2.4567...................";

/// Found by `cargo xtask bench --tails`: runs of 1 to 7 again, with a 9, so eight digits.
/// Several solutions; a hard search takes 1,242 guesses to find two, one on cells 15. Rows 5
/// and 6 are empty, so they swap in any solution: the public count starts it on cells.
const HUNTED_TAIL: &str =
    "1.3.5.7...5.7.........9...1234567.......................2645.7........4..........";

/// [`HUNTED_TAIL`] with a 7 at r5c9, so that no two empty rows or columns swap: the same
/// trap for a hard search, and the restart's case.
const RESTART_TAIL: &str =
    "1.3.5.7...5.7.........9...1234567...........7...........2645.7........4..........";

/// [`RESTART_TAIL`] with an 8 at r3c8: nine digits, so it does not alternate
/// ([`ONE_ABSENT_PROBE`]), and the same trap for a hard search: the restart's case.
const RESTART_TAIL_NINE: &str =
    "1.3.5.7...5.7.........98..1234567...........7...........2645.7........4..........";

/// Found by `cargo xtask bench --tails`: eight digits (no 8, one 9) and no solution. A hard
/// search takes 588 guesses to prove it, 1,409 of the 1,428 nodes of its tree are refuted by
/// one guess on the cell a search on cells takes (a pair of 8 and 9), and a search on cells
/// proves it in one guess: the case of [`ONE_ABSENT_PROBE`].
const NO_SOLUTION_EIGHT: &str =
    ".234567...5.7...........53123456...........57...........2645.7.69................";

/// Found by fuzzing: 14 givens, several solutions. A search on cells takes 3,024 guesses
/// to find two when it turns hard at [`HARD_AFTER`] (21,660 when it never does), a hard one
/// 37.
const FEW_GIVENS_TRAP: &str =
    "4.....8.5.3..........3.......2.1....5...4......6.8.2..1...5......................";

/// Whether `check` passes the givens `cells`, which settle.
fn passes(check: ContradictionCheck, cells: &[u8; 81]) -> bool {
    let mut settled = Bands::new(cells).unwrap();
    assert!(settled.settle(Portable));
    check.passes(&settled)
}

#[test]
fn settling_between_guesses_misses_the_hidden_contradictions() {
    for line in [NORVIG, LOCKED_MINIROW, CROWDED_BOX] {
        let mut bands = Bands::new(&cells(line)).unwrap();
        assert!(bands.settle(Portable), "{line}");
    }
}

#[test]
fn each_check_catches_what_it_is_for() {
    let [norvig, minirow, crowded] = [NORVIG, LOCKED_MINIROW, CROWDED_BOX].map(cells);
    // Step 4 sees the bound minirow in the grid, Norvig's in its columns, and the crowded
    // box too.
    assert!(!passes(ContradictionCheck::Triads, &minirow));
    assert!(!passes(ContradictionCheck::Triads, &norvig));
    assert!(!passes(ContradictionCheck::Triads, &crowded));
    // Hall's condition sees all three, at a cost of about 14,000 unions each, and one
    // that step 4 misses.
    let eight_and_nine = cells(EIGHT_AND_NINE);
    assert!(passes(ContradictionCheck::Triads, &eight_and_nine));
    for grid in [norvig, minirow, crowded, eight_and_nine] {
        assert!(!passes(ContradictionCheck::Units, &grid));
    }
}

/// A count up to 2 of `grid` on the portable build, as the public entry points run it,
/// keeping the first solution.
fn public_count(grid: &[u8; 81]) -> Counting {
    public_count_to(grid, 2)
}

/// [`public_count`] up to `limit`.
fn public_count_to(grid: &[u8; 81], limit: usize) -> Counting {
    count_on(
        Isa::Portable,
        grid,
        limit,
        true,
        Some(ContradictionCheck::Triads),
        Turn::Auto,
    )
}

/// Whether `grid` has `solution` for a solution.
fn solves(grid: &[u8; 81], solution: &Bands) -> bool {
    let solution = crate::Grid::from_cells(solution.cells()).expect("digits 1 to 9");
    let givens = crate::Grid::from_cells(*grid).expect("digits 0 to 9");
    solution.is_solved() && givens.is_kept_by(&solution)
}

/// A search whose start the givens decided, trapped the way it started, starts again the
/// other way after [`RESTART_AFTER`] guesses (a hard one sooner, where the pair check ends a
/// branch: [`PAIR_CHECK_AFTER`]) and finds its two solutions soon after; the first it keeps is
/// a solution of the grid.
#[test]
fn a_search_started_the_wrong_way_starts_again_the_other_way() {
    // (grid, whether the givens start it hard)
    for (line, starts_hard) in [(RESTART_TAIL_NINE, true), (FEW_GIVENS_TRAP, false)] {
        let grid = cells(line);
        // As the public entry points ran it before there was a restart.
        let wrong_way = Turn::At(if starts_hard { 0 } else { HARD_AFTER });
        let trapped = count_on(Isa::Portable, &grid, 2, false, None, wrong_way);
        assert!(
            trapped.guessed > RESTART_AFTER,
            "{line}: {}",
            trapped.guessed
        );
        let counter = public_count(&grid);
        assert_eq!(counter.found, 2, "{line}");
        assert_eq!(counter.hard, !starts_hard, "{line}: the other way");
        // A hard start starts again sooner, where the pair check ends a branch.
        let range = if starts_hard {
            0..RESTART_AFTER
        } else {
            RESTART_AFTER..RESTART_AFTER + 64
        };
        assert!(
            range.contains(&counter.guessed),
            "{line}: {} guesses",
            counter.guessed
        );
        assert!(solves(&grid, &counter.first.expect("a solution")), "{line}");
        assert_eq!(counter.restart, Restart::Never, "{line}: started again");
    }
}

/// A restart changes no count, whenever it comes: searches that start again after 1, 2, 5
/// or 20 guesses count as ones that never do, keep a solution of the grid, and keep the
/// one that `solve` (a count up to 1) keeps under the same restart.
#[test]
fn a_restart_changes_no_count() {
    let mut restarted = 0;
    for grid in varied_grids() {
        for limit in [1, 2, 3] {
            let count = |restart_after: usize, limit: usize| {
                let mut counter =
                    Counting::new(limit, true, Some(ContradictionCheck::Triads), Turn::Auto);
                counter.restart_after = restart_after;
                if let Some(mut bands) = Bands::new(&grid) {
                    counter.start(Portable, &mut bands);
                }
                counter
            };
            let unrestarted = count(usize::MAX, limit);
            for after in [1, 2, 5, 20] {
                let counter = count(after, limit);
                let context = format!("limit {limit}, restart after {after}: {grid:?}");
                assert_eq!(counter.found, unrestarted.found, "{context}");
                if let Some(first) = &counter.first {
                    assert!(solves(&grid, first), "{context}");
                    let solved = count(after, 1).first.map(|bands| bands.cells());
                    assert_eq!(Some(first.cells()), solved, "{context}");
                }
                let pending = unrestarted.restart != Restart::Never;
                restarted += usize::from(pending && counter.restart == Restart::Never);
            }
        }
    }
    assert!(restarted >= 20, "{restarted} searches started again");
}

/// A grid that step 4 misses, and that Hall's condition proves has no solution, ends a hard
/// count before the unit check's budget, not thousands of guesses later: the pair check at
/// the top of the search proves it first. (Hard from the start, the step 4 check and its
/// budget are skipped.) Its givens lack 8 and 9, so the public count searches it on cells,
/// which proves it at once.
#[test]
fn a_hidden_contradiction_ends_a_count_within_the_unit_check_budget() {
    let grid = cells(EIGHT_AND_NINE);
    let (pairs, _) = settled_pairs(&grid).expect("no contradiction in settling");
    assert!(
        pairs < FEW_PAIRS,
        "{pairs} pairs: a search that starts hard"
    );
    let public = public_count(&grid);
    assert_eq!((public.found, public.hard), (0, false));
    assert!(public.guessed <= 2, "{} guesses", public.guessed);
    let counter = count_hard(&grid);
    assert_eq!(counter.found, 0);
    assert!(counter.hard);
    assert!(
        counter.guessed <= 3 * PAIR_CHECK_AFTER,
        "{} guesses",
        counter.guessed
    );
    assert_eq!(
        counter.check,
        Some(ContradictionCheck::Units),
        "the unit check not made yet"
    );
}

/// Pair check: three cells of a unit with the same two candidates. It sees
/// [`EIGHT_AND_NINE`] in its settled givens, not [`EIGHT_AND_NINE_TRAP`] (whose contradiction
/// is in its subtrees), and never passes bands that Hall's condition passes.
#[test]
fn the_pair_check_sees_two_digits_left_to_three_cells() {
    let settled = |line: &str| {
        let mut bands = Bands::new(&cells(line)).unwrap();
        assert!(bands.settle(Portable), "{line}");
        bands
    };
    assert!(settled(EIGHT_AND_NINE).pair_overloaded());
    assert!(!settled(EIGHT_AND_NINE_TRAP).pair_overloaded());
    for grid in varied_grids() {
        let Some(mut bands) = Bands::new(&grid) else {
            continue;
        };
        if !bands.settle(Portable) {
            continue;
        }
        if bands.pair_overloaded() {
            assert!(!bands.units_can_be_completed(), "{grid:?}");
        }
    }
    for grid in solvable() {
        let mut bands = Bands::new(&grid).unwrap();
        assert!(bands.settle(Portable));
        assert!(!bands.pair_overloaded());
    }
}

/// The mechanism of issue 43's tails, pinned by counts: a hard search of
/// [`EIGHT_AND_NINE_TRAP`] meets 8 and 9 left to three cells of column 1 near the top of
/// subtrees without a solution, which it searched to their ends (87,036 guesses). With the
/// pair check each such branch point ends after [`PAIR_CHECK_AFTER`] guesses below it. (Its
/// givens lack 8 and 9, so the public count searches it on cells and stops at its first
/// solution: [`a_grid_of_fewer_than_eight_digits_is_searched_on_cells`].)
#[test]
fn the_pair_check_ends_subtrees_without_a_solution() {
    let grid = cells(EIGHT_AND_NINE_TRAP);
    let hard = count_hard(&grid);
    assert_eq!(hard.found, 2);
    assert!(
        hard.guessed <= 6 * PAIR_CHECK_AFTER,
        "{} guesses",
        hard.guessed
    );
}

#[test]
fn the_checks_pass_grids_with_solutions() {
    for grid in solvable() {
        assert!(passes(ContradictionCheck::Triads, &grid));
        assert!(passes(ContradictionCheck::Units, &grid));
    }
}

/// A search on the portable build that keeps the first solution and never turns hard,
/// with the checks from `first_check` on. (Keeping the first solution changes no count.)
fn easy_search(
    cells: &[u8; 81],
    limit: usize,
    first_check: Option<ContradictionCheck>,
) -> Counting {
    count_on(
        Isa::Portable,
        cells,
        limit,
        true,
        first_check,
        Turn::At(usize::MAX),
    )
}

/// A search that runs out of guesses makes the next check and stops at once if it fails.
#[test]
fn a_failed_check_ends_the_search_with_no_solution() {
    let norvig = cells(NORVIG);
    let checked = easy_search(&norvig, 2, Some(ContradictionCheck::Triads));
    assert_eq!(checked.found, 0);
    assert!(checked.first.is_none());
    assert_eq!(
        (checked.check, checked.guesses_left),
        (Some(ContradictionCheck::Triads), 0)
    );
    // From the unit check on, the search stops only after that check's budget: the
    // deductions between guesses alone do not end it sooner.
    let units_only = easy_search(&norvig, 2, Some(ContradictionCheck::Units));
    assert_eq!(units_only.found, 0);
    assert_eq!(
        (units_only.check, units_only.guesses_left),
        (Some(ContradictionCheck::Units), 0)
    );
}

/// Checks that pass leave the search to go on where it was: the counts and the first
/// solution are those of a search without checks.
#[test]
fn passed_checks_change_no_count() {
    for grid in solvable() {
        for limit in [1, 2, 5, 30_000] {
            let checked = easy_search(&grid, limit, Some(ContradictionCheck::Triads));
            let unchecked = easy_search(&grid, limit, None);
            assert_eq!(checked.found, unchecked.found, "up to {limit}");
            let first = |counter: &Counting| counter.first.map(|bands| bands.cells());
            assert_eq!(first(&checked), first(&unchecked), "up to {limit}");
        }
    }
    // A first row of 1 to 8 up to 30,000 solutions takes both checks. (The empty grid would
    // stop at its first: its digits can be swapped in 9! ways.)
    let mut row = [0; 81];
    row[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    let row = easy_search(&row, 30_000, Some(ContradictionCheck::Triads));
    assert_eq!((row.found, row.check), (30_000, None));
}

/// A search that turns hard from the start, after a few guesses (settling the bands it is
/// at again, with step 4), or as the public entry points have it turn, counts as one that
/// never does, and the first solution it keeps is a solution of the grid: the same one
/// where there is only one.
#[test]
fn hard_searches_count_as_easy_ones() {
    for grid in varied_grids() {
        let givens = crate::Grid::from_cells(grid).ok();
        let unique = easy_search(&grid, 2, Some(ContradictionCheck::Triads)).found == 1;
        for limit in [1, 2, 3] {
            let easy = easy_search(&grid, limit, Some(ContradictionCheck::Triads));
            let turns = [0, 1, 2, 5, HARD_AFTER].map(Turn::At);
            for turn in turns.into_iter().chain([Turn::Auto]) {
                let hard = count_on(
                    Isa::Portable,
                    &grid,
                    limit,
                    true,
                    Some(ContradictionCheck::Triads),
                    turn,
                );
                let context = format!("up to {limit}, {turn:?}: {grid:?}");
                assert_eq!(hard.found, easy.found, "{context}");
                let first = hard.first.map(|bands| bands.cells());
                if let Some(solution) = first {
                    let solution = crate::Grid::from_cells(solution).expect("digits 1 to 9");
                    assert!(solution.is_solved(), "{context}");
                    assert!(
                        givens.as_ref().is_some_and(|g| g.is_kept_by(&solution)),
                        "{context}"
                    );
                }
                if unique {
                    assert_eq!(first, easy.first.map(|bands| bands.cells()), "{context}");
                }
            }
        }
    }
}

/// Cells of two candidates in `cells`' givens once settled (steps 1 and 2), and whether
/// they are solved then; None when they break a rule or settle to a contradiction.
fn settled_pairs(cells: &[u8; 81]) -> Option<(u32, bool)> {
    let mut bands = Bands::new(cells)?;
    bands
        .settle(Portable)
        .then(|| (bands.pair_cells(), bands.is_solved()))
}

/// As the public entry points run it, a search is hard from the start exactly when its
/// settled givens are unsolved and leave fewer than [`FEW_PAIRS`] cells of two candidates,
/// and there are at least [`FEWEST_GIVENS_OF_ONE_SOLUTION`] givens of at least
/// [`FEWEST_DIGITS_OF_ONE_SOLUTION`] digits. The grids include some on each side of the
/// threshold and some right at it, and some of fewer givens or digits.
#[test]
fn a_search_starts_hard_when_its_givens_leave_few_pairs() {
    let mut seen = [false; 5];
    for grid in varied_grids() {
        let Some((pairs, solved)) = settled_pairs(&grid) else {
            continue;
        };
        let mut counter = Counting::new(2, false, Some(ContradictionCheck::Triads), Turn::Auto);
        // Only the start may turn this one hard, not its HARD_AFTERth guess.
        counter.hard_after = usize::MAX;
        counter.restart_after = usize::MAX;
        let mut bands = Bands::new(&grid).expect("settled above");
        counter.start(Portable, &mut bands);
        let digits = (1..=9).filter(|digit| grid.contains(digit)).count();
        let few_givens = grid.iter().filter(|&&digit| digit != 0).count()
            < FEWEST_GIVENS_OF_ONE_SOLUTION as usize
            || digits < FEWEST_DIGITS_OF_ONE_SOLUTION as usize;
        let few_pairs = !solved && pairs < FEW_PAIRS;
        let expected = few_pairs && !few_givens;
        assert_eq!(
            counter.hard, expected,
            "{pairs} pairs, solved {solved}: {grid:?}"
        );
        seen[usize::from(expected)] = true;
        seen[2] |= solved;
        seen[3] |= pairs == FEW_PAIRS;
        seen[4] |= few_pairs && few_givens;
    }
    assert_eq!(
        seen, [true; 5],
        "easy, hard, solved, at the threshold, and few pairs of few givens"
    );
}

/// A search of fewer than [`FEWEST_GIVENS_OF_ONE_SOLUTION`] givens is not hard from the
/// start, however few cells of two candidates they leave: it settles with step 4 once (so
/// that it skips [`ContradictionCheck::Triads`]) and branches on cells. On [`FEW_GIVENS`] it
/// finds two solutions in 28 guesses, where a hard search takes 36.
#[test]
fn a_grid_of_too_few_givens_for_one_solution_is_searched_on_cells() {
    let grid = cells(FEW_GIVENS);
    let (pairs, solved) = settled_pairs(&grid).expect("no contradiction in settling");
    assert!(
        !solved && pairs < FEW_PAIRS,
        "{pairs} pairs: the pairs alone would start hard"
    );
    let counter = public_count(&grid);
    assert_eq!(counter.found, 2);
    assert!(!counter.hard);
    assert_eq!(
        counter.check,
        ContradictionCheck::Triads.next(),
        "settled with step 4 at the start"
    );
    assert!(counter.guessed <= 64, "{} guesses", counter.guessed);
    let hard = count_hard(&grid);
    assert_eq!(hard.found, 2);
    // Hard, each node costs about twice as much, and there are more of them (36 against
    // 28 with today's branch; over 1,000 with the band or stack of fewest minirows left).
    assert!(
        hard.guessed > counter.guessed,
        "{} guesses hard, {} on cells",
        hard.guessed,
        counter.guessed
    );
}

/// A search turns hard at its turn's guess and not before, and one hard from the start
/// skips [`ContradictionCheck::Triads`], which settling with step 4 has made already.
#[test]
fn a_search_turns_hard_at_its_turn() {
    let mut seen = [false; 3];
    for grid in varied_grids() {
        for at in [0, 1, 3] {
            let counter = count_on(
                Isa::Portable,
                &grid,
                2,
                false,
                Some(ContradictionCheck::Triads),
                Turn::At(at),
            );
            let context = format!("turn at {at}, {} guesses: {grid:?}", counter.guessed);
            assert_eq!(counter.hard, counter.guessed >= at, "{context}");
            seen[usize::from(counter.hard)] = true;
            if at == 0 && (1..ContradictionCheck::Units.budget()).contains(&counter.guessed) {
                assert_eq!(counter.check, Some(ContradictionCheck::Units), "{context}");
                seen[2] = true;
            }
        }
    }
    assert_eq!(
        seen, [true; 3],
        "easy, hard, and hard from the start with guesses"
    );
}

/// Givens of fewer than [`FEWEST_DIGITS_OF_ONE_SOLUTION`] digits never leave one solution:
/// the public count starts them on cells and, when two digits can be swapped, stops at the
/// first solution. Grids of 1 to 7 that started hard took 700 to 1,040 guesses each (the
/// `sudoku` crate: 1 to 5 µs); each now takes a few dozen at most.
#[test]
fn a_grid_of_fewer_than_eight_digits_is_searched_on_cells() {
    let several = [
        EIGHT_AND_NINE_TRAP,
        EIGHT_AND_NINE_TAIL,
        "1..45.7...5.7...........531234.67......3...5............2645.7...............3...",
    ];
    for line in several {
        let grid = cells(line);
        let hard = count_hard(&grid);
        let counter = public_count(&grid);
        assert_eq!((counter.found, counter.hard), (2, false), "{line}");
        assert!(
            counter.guessed < 2 * PAIR_CHECK_AFTER && counter.guessed * 4 < hard.guessed,
            "{line}: {} guesses, {} hard",
            counter.guessed,
            hard.guessed
        );
        assert!(solves(&grid, &counter.first.expect("a solution")), "{line}");
    }
    let none =
        cells(".234567...5.7..4..........1.34567.......................234567.......3...........");
    let counter = public_count(&none);
    assert_eq!(counter.found, 0);
    assert!(counter.guessed <= 2, "{} guesses", counter.guessed);
    assert!(count_hard(&none).guessed > 64);
}

/// Two empty rows of a band, or two empty columns of a stack, swap in any solution, so such
/// givens never leave exactly one: the public count searches them on cells and stops at its
/// first solution, which counts for two. [`HUNTED_TAIL`] took 1,039 guesses before
/// (trapped hard until the restart).
#[test]
fn givens_with_empty_lines_that_swap_are_searched_on_cells() {
    let grid = cells(HUNTED_TAIL);
    assert!(count_hard(&grid).guessed > RESTART_AFTER);
    // As given, and turned a quarter: its empty rows are then columns 4 and 5 (a stack).
    let turned: [u8; 81] = std::array::from_fn(|i| grid[(8 - i % 9) * 9 + i / 9]);
    for grid in [grid, turned] {
        assert_eq!(Bands::new(&grid).unwrap().line_swaps(), 2);
        let counter = public_count(&grid);
        assert_eq!((counter.found, counter.hard), (2, false));
        assert!(
            counter.guessed < 2 * PAIR_CHECK_AFTER,
            "{}",
            counter.guessed
        );
        assert!(solves(&grid, &counter.first.expect("a solution")));
        // It stopped at its first solution: as many guesses as a count up to 1.
        let check = Some(ContradictionCheck::Triads);
        let first = count_on(Isa::Portable, &grid, 1, true, check, Turn::Auto);
        assert_eq!(counter.guessed, first.guessed);
    }
}

/// Givens of eight digits that few cells of two candidates would start hard alternate: one
/// guess on cells, which proves [`NO_SOLUTION_EIGHT`] has no solution, then hard for
/// [`ONE_ABSENT_HARD`] guesses, then on cells, where [`RESTART_TAIL`] finds its two. Hard from
/// the start, both run past [`RESTART_AFTER`]. Alternating changes no count, and the first
/// solution kept is one of the grid.
#[test]
fn a_search_on_eight_digits_alternates() {
    for (line, found, most) in [
        (NO_SOLUTION_EIGHT, 0, ONE_ABSENT_PROBE),
        (
            RESTART_TAIL,
            2,
            ONE_ABSENT_PROBE + ONE_ABSENT_HARD + PAIR_CHECK_AFTER,
        ),
    ] {
        let grid = cells(line);
        let (pairs, _) = settled_pairs(&grid).expect("no contradiction in settling");
        assert!(pairs < FEW_PAIRS, "{line}: {pairs} pairs");
        assert!(count_hard(&grid).guessed > RESTART_AFTER, "{line}");
        let counter = public_count(&grid);
        assert_eq!(counter.found, found, "{line}");
        assert!(
            counter.guessed <= most,
            "{line}: {} guesses",
            counter.guessed
        );
        if let Some(first) = &counter.first {
            assert!(solves(&grid, first), "{line}");
        }
    }
    let never_hard = |grid: &[u8; 81], limit| {
        let turn = Turn::At(usize::MAX);
        count_on(Isa::Portable, grid, limit, false, None, turn).found
    };
    // The tail grids and the hunted ones, rows, columns and digits swapped about.
    for line in [NO_SOLUTION_EIGHT, RESTART_TAIL, HUNTED_TAIL]
        .into_iter()
        .chain(EIGHT_DIGIT_TAILS)
    {
        let grid = cells(line);
        for limit in [1, 2, 3] {
            let counter = public_count_to(&grid, limit);
            assert_eq!(
                counter.found,
                never_hard(&grid, limit),
                "{line}, limit {limit}"
            );
            if let Some(first) = &counter.first {
                assert!(solves(&grid, first), "{line}");
            }
        }
    }
}

/// Nine-digit tails, several solutions each, some digits given once: found by `cargo xtask
/// bench --tails` (`tails_restart_nine` in benches/table.rs: 6 and 8 once, 9 twice) and by a
/// scratch hunt for issue 43 (1 and 8 once; 8 and 9 once; 8 once). A hard start branches on
/// the many-given digits' permutations above small subtrees that the pair check ends, and took
/// 496, 519, 445 and 517 guesses to find two; on cells, 15, 7, 8 and 5.
const NINE_DIGIT_TAILS: [&str; 4] = [
    ".2345.....5..........893..1234.67.....1.....7...9......12.45.7....1..............",
    ".23.5.....5....4.....89...123456.......32...7...9.......264..7......9...........5",
    "..3.567...5..7.......8..531234567.....1...6.7...9...4..12645.7.............7.....",
    "1.3456....5..........89...1234567.....1..46.7...9.......2645.7....1..............",
];

/// A hard search with nothing found starts again on cells once the pair check, made sooner
/// ([`TRAP_CHECK_AFTER`]), has ended [`TRAP_ENDS`] branches: [`NINE_DIGIT_TAILS`] find their
/// two solutions soon after, far before [`RESTART_AFTER`], with the count of a search that
/// never turns hard at each limit, and keep a solution of the grid; and [`NO_SOLUTION_NINE`]
/// is proved to have none well before it too.
#[test]
fn a_hard_search_that_the_pair_check_keeps_ending_starts_again_on_cells() {
    for line in NINE_DIGIT_TAILS {
        let grid = cells(line);
        let (pairs, _) = settled_pairs(&grid).expect("no contradiction in settling");
        assert!(pairs < FEW_PAIRS, "{line}: {pairs} pairs");
        let hard = count_hard(&grid);
        assert!(
            hard.guessed > HARD_AFTER,
            "{line}: {} guesses",
            hard.guessed
        );
        let counter = public_count(&grid);
        assert_eq!(counter.found, 2, "{line}");
        assert!(!counter.hard, "{line}: started again on cells");
        assert!(counter.pair_ends >= TRAP_ENDS, "{line}");
        assert!(
            counter.guessed <= 4 * PAIR_CHECK_AFTER,
            "{line}: {} guesses",
            counter.guessed
        );
        for limit in [1, 2, 3] {
            let counter = public_count_to(&grid, limit);
            let turn = Turn::At(usize::MAX);
            let never_hard = count_on(Isa::Portable, &grid, limit, false, None, turn);
            assert_eq!(counter.found, never_hard.found, "{line}: limit {limit}");
            let first = counter.first.expect("a solution");
            assert!(solves(&grid, &first), "{line}: limit {limit}");
        }
    }
    let grid = cells(NO_SOLUTION_NINE);
    assert!(count_hard(&grid).guessed > RESTART_AFTER);
    let counter = public_count(&grid);
    assert_eq!(counter.found, 0);
    assert!(counter.pair_ends >= TRAP_ENDS);
    assert!(
        counter.guessed < RESTART_AFTER / 2,
        "{} guesses",
        counter.guessed
    );
}

/// Found by a scratch hunt for issue 43: nine digits, each given two to four times, no
/// solution. A hard start takes 536 guesses to prove it, under subtrees that the pair check
/// ends; on cells, one guess.
const NO_SOLUTION_NINE: &str =
    "......7..8.9.....6..389..21.34....1..5..3.267...92......2.4517.......6...........";

/// [`NO_SOLUTION_EIGHT`] and [`RESTART_TAIL`] with rows, columns and digits swapped about and
/// transposed, as a scratch search for issue 43 made them: two with no solution (which one
/// guess on cells does not prove), two with several.
const EIGHT_DIGIT_TAILS: [&str; 4] = [
    "352.......6..82459....5...6..6..8594............41.......829.456.5...............",
    "3..1..8.7.8.9..1..5..8......5.7..9.2.7....5...9.5..7......2..6..2..7..1.......27.",
    ".4.................6.459.3......................596342....6...9..71.....6..9..72.",
    ".1..3.......2....46.41...3..........7..9813........9..........3967813............",
];
