//! The logic module on whole puzzles: every deduction is sound, `explain` with guessing
//! reaches the solution, the rating agrees with an independent singles solver, and a hint
//! names the wrong entry. Puzzles are generated (see `properties`) or the fixtures of
//! `common`; `sweep` checks the paths of the benchmark sets with [`check_path_keeps`].

use bitdoku::generate::{Difficulty, Generator};
use bitdoku::logic::{self, explain, hint, rate, Action, Family, Hint, Level, PathStep, Technique};
use bitdoku::masks::bit;
use bitdoku::Grid;
use proptest::prelude::*;
use proptest::sample::Index;

use crate::common::*;
use crate::properties::cut_puzzle;

/// Checks every step of `explain(puzzle, true)` against `solution`, a solution of `puzzle`
/// that the path must reach: no deduction places another digit than the solution's, or
/// removes the solution's digit from a cell; each guess is the solution's digit. And each
/// step changes the board it was made on: a digit placed in a blank cell that had it as a
/// candidate, or candidates removed from cells that each had one of them.
pub(crate) fn check_path_keeps(puzzle: &Grid, solution: &Grid) -> Result<(), String> {
    let path = explain(puzzle, true).map_err(|e| format!("{puzzle}: {e}"))?;
    let mut board = logic::Candidates::new(puzzle).map_err(|e| e.to_string())?;
    for (number, step) in path.steps.iter().enumerate() {
        let at = |cell: u8| solution.get(cell.into());
        let had = |cell: u8, digits: u16| board.get(cell.into()) & digits != 0;
        let fine = match *step {
            PathStep::Guess { cell, digit } => at(cell) == digit && had(cell, bit(digit)),
            PathStep::Deduced(deduction) => match deduction.action {
                Action::Place { cell, digit } => at(cell) == digit && had(cell, bit(digit)),
                Action::Eliminate { cells, digits } => {
                    let keeps_and_changes = |cell| digits & bit(at(cell)) == 0 && had(cell, digits);
                    !cells.is_empty() && cells.iter().all(keeps_and_changes)
                }
            },
        };
        if !fine {
            return Err(format!(
                "step {} of {puzzle} (solution {solution}): {step}",
                number + 1
            ));
        }
        match *step {
            PathStep::Guess { cell, digit } => board.place(cell.into(), digit),
            PathStep::Deduced(deduction) => board.apply(&deduction),
        }
    }
    if !path.solved || path.end != board || board.grid() != *solution {
        return Err(format!("the path of {puzzle} ends at {}", path.end.grid()));
    }
    Ok(())
}

/// True when naked and hidden singles alone solve `puzzle`. Written apart from the library:
/// candidates recomputed from the cells at every step.
fn singles_solve(puzzle: &Grid) -> bool {
    let mut cells = puzzle.cells();
    let units: Vec<Vec<usize>> = (0..9)
        .flat_map(|i| {
            [
                (0..9).map(|j| i * 9 + j).collect(),
                (0..9).map(|j| j * 9 + i).collect(),
                (0..9)
                    .map(|j| (i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3)
                    .collect::<Vec<usize>>(),
            ]
        })
        .collect();
    let free = |cells: &[u8; 81], cell: usize| -> Vec<u8> {
        let peers: Vec<&Vec<usize>> = units.iter().filter(|u| u.contains(&cell)).collect();
        (1..=9)
            .filter(|&d| peers.iter().all(|u| u.iter().all(|&p| cells[p] != d)))
            .collect()
    };
    'placing: loop {
        for cell in (0..81).filter(|&c| cells[c] == 0) {
            if let [digit] = free(&cells, cell)[..] {
                cells[cell] = digit;
                continue 'placing;
            }
        }
        for unit in &units {
            for digit in 1..=9 {
                let places: Vec<usize> = unit
                    .iter()
                    .copied()
                    .filter(|&c| cells[c] == 0 && free(&cells, c).contains(&digit))
                    .collect();
                if let [cell] = places[..] {
                    cells[cell] = digit;
                    continue 'placing;
                }
            }
        }
        return cells.iter().all(|&d| d != 0);
    }
}

/// The cells of `puzzle` with the blanks that `entries` pick filled as in `solution`, and
/// the puzzle's blanks.
fn right_entries(puzzle: &Grid, solution: &Grid, entries: &[Index]) -> ([u8; 81], Vec<usize>) {
    let blanks: Vec<usize> = (0..81).filter(|&c| puzzle.get(c) == 0).collect();
    let mut board = puzzle.cells();
    for entry in entries {
        let cell = blanks[entry.index(blanks.len())];
        board[cell] = solution.get(cell);
    }
    (board, blanks)
}

/// The generated levels whose techniques the soundness property exercises, and the family
/// each level's hardest step belongs to.
const LEVELS: [(Difficulty, Family); 4] = [
    (Difficulty::Subsets, Family::Subsets),
    (Difficulty::Fish, Family::Fish),
    (Difficulty::Wings, Family::Wings),
    (Difficulty::Chains, Family::Chains),
];

proptest! {
    // Fewer cases: each makes a puzzle of its level, and the chains' search is slow in a
    // debug build.
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Soundness where the subsets, fish, wings and chains are needed: generated puzzles of those
    /// levels (random cut puzzles seldom need them).
    #[test]
    fn every_subset_fish_wing_and_chain_keeps_the_solution(
        seed in any::<u64>(),
        which in 0..LEVELS.len(),
    ) {
        let (level, wanted) = LEVELS[which];
        let made = Generator::new().difficulty(level).generate(seed).expect("found in budget");
        let path = explain(&made.puzzle, false).unwrap();
        let family = path.hardest().map(Technique::family);
        prop_assert_eq!(family, Some(wanted), "{}", made.puzzle);
        check_path_keeps(&made.puzzle, &made.solution).map_err(TestCaseError::fail)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Soundness, on puzzles with one solution or many: the path that guesses the first
    /// solution found keeps that solution at every step and ends on it.
    #[test]
    fn every_deduction_keeps_the_solution_and_explain_reaches_it(
        (_, puzzle) in cut_puzzle(20..=64)
    ) {
        let solution = puzzle.solve().expect("a cut puzzle has a solution");
        check_path_keeps(&puzzle, &solution).map_err(TestCaseError::fail)?;
    }

    /// The rating is `singles` exactly when singles alone solve the puzzle.
    #[test]
    fn singles_is_the_rating_of_exactly_the_puzzles_singles_solve(
        (_, puzzle) in cut_puzzle(35..=60)
    ) {
        prop_assume!(puzzle.count_solutions(2) == 1);
        let rating = rate(&puzzle);
        prop_assert_eq!(
            rating.level == Level::Singles,
            singles_solve(&puzzle),
            "{} rated {:?}",
            puzzle,
            rating
        );
        prop_assert_eq!(rating.guesses == 0, rating.level != Level::Guess);
    }

    /// A board with right entries and one wrong one: the hint names exactly the wrong cell.
    #[test]
    fn a_hint_names_exactly_the_wrong_entry(
        (solution, puzzle) in cut_puzzle(30..=55),
        entries in proptest::collection::vec(any::<Index>(), 0..10),
        wrong in any::<Index>(),
        offset in 1..9u8,
    ) {
        prop_assume!(puzzle.count_solutions(2) == 1);
        let (mut board, blanks) = right_entries(&puzzle, &solution, &entries);
        let cell = blanks[wrong.index(blanks.len())];
        board[cell] = (solution.get(cell) - 1 + offset) % 9 + 1;
        let board = Grid::from_cells(board).unwrap();
        prop_assert_eq!(
            hint(&puzzle, &board),
            Hint::Wrong(logic::CellSet::of([cell])),
            "{} on {}",
            board,
            puzzle
        );
    }

    /// With right entries only, the hint is a deduction that keeps the solution, or stuck.
    #[test]
    fn a_hint_on_right_entries_is_sound(
        (solution, puzzle) in cut_puzzle(30..=60),
        entries in proptest::collection::vec(any::<Index>(), 0..10),
    ) {
        prop_assume!(puzzle.count_solutions(2) == 1);
        let board = Grid::from_cells(right_entries(&puzzle, &solution, &entries).0).unwrap();
        match hint(&puzzle, &board) {
            Hint::Deduction(deduction) => {
                let board = logic::Candidates::new(&board).unwrap();
                let expected = logic::find_with(&board, true);
                prop_assert_eq!(Some(deduction), expected);
                if let Action::Place { cell, digit } = deduction.action {
                    prop_assert_eq!(solution.get(cell.into()), digit);
                }
            }
            Hint::Stuck => {}
            other => prop_assert!(false, "{:?} for {} on {}", other, board, puzzle),
        }
    }
}

#[test]
fn the_fixtures_are_explained_soundly_to_their_solution() {
    for puzzle in [BOJ_IN, CLASSIC_IN, COMPACT_IN, BRUTE_FORCE] {
        let puzzle = grid(puzzle);
        let solution = puzzle.solve().unwrap();
        check_path_keeps(&puzzle, &solution).unwrap();
    }
}

#[test]
fn the_fixtures_are_rated() {
    let rating = rate(&grid(BOJ_IN));
    assert_eq!(rating.level, Level::Singles);
    assert_eq!(rating.guesses, 0);
    assert!(rating.hardest <= Some(Technique::NakedSingle));
    assert_eq!(rate(&grid(COMPACT_IN)).level, Level::Guess);
    assert!(rate(&grid(COMPACT_IN)).guesses > 0);
    assert_eq!(rate(&grid(NO_SOLUTION)).level, Level::NoSolution);
    assert_eq!(rate(&grid(DEAD_CELL)).level, Level::NoSolution);
    let mut cells = grid(BOJ_OUT).cells();
    cells[..27].fill(0);
    let several = rate(&Grid::from_cells(cells).unwrap());
    assert_eq!(
        (several.level, several.hardest, several.guesses),
        (Level::SeveralSolutions, None, 0)
    );
    let mut cells = [0u8; 81];
    cells[0] = 3;
    cells[80] = 3;
    cells[8] = 3;
    let invalid = rate(&Grid::from_cells(cells).unwrap());
    assert_eq!(
        invalid.level.to_string(),
        "invalid: two 3s in row 1 (r1c1 and r1c9)"
    );
}

#[test]
fn a_puzzle_is_rated_by_the_family_of_its_hardest_technique() {
    // Made by `bitdoku generate --level locked --seed 5`: pointing, and no guess.
    let pointing =
        "...4...2.59...2.4..1.....95..4....8.9........76....5..3...8......86.1..4.4..3...9";
    let rating = rate(&grid(pointing));
    assert_eq!(
        (rating.level, rating.hardest, rating.guesses),
        (Level::Locked, Some(Technique::Pointing), 0)
    );
    // And --seed 2: a hidden pair, a subset.
    let pair = ".9841.......2..861...5...7......91...15.3.7...2.1....3.7...4...9.....58.........2";
    assert_eq!(
        (rate(&grid(pair)).level, rate(&grid(pair)).hardest),
        (Level::Subsets, Some(Technique::HiddenPair))
    );
    // `generate --level fish --seed 1`: a finned X-wing.
    let fish = "97.5...8..2.8..94...3..1...7.........38.6.75.......1..6....2....9..1......2.8946.";
    assert_eq!(
        (rate(&grid(fish)).level, rate(&grid(fish)).hardest),
        (Level::Fish, Some(Technique::FinnedXWing))
    );
    // `generate --level wings --seed 1`: an XYZ-wing, then W-wings.
    let wings = "...5...7..769.4........61..8.......4..9....31.3....96.9..765.....31....251..9....";
    assert_eq!(
        (rate(&grid(wings)).level, rate(&grid(wings)).hardest),
        (Level::Wings, Some(Technique::WWing))
    );
    // `generate --level chains --seed 1`: AICs, one with a grouped node.
    let chains =
        "4......2..23...97.1...5........7.....1.2.......6.354..6..........57.83.4.....4.8.";
    assert_eq!(
        (rate(&grid(chains)).level, rate(&grid(chains)).hardest),
        (Level::Chains, Some(Technique::Aic))
    );
    // `generate --level uniqueness --seed 1`: a unique rectangle (type 1, at step 32), sound.
    let rectangle =
        "....79..2.86....17..1.........9..3.68...3.....9.....7..18643....7.........98..5..";
    let rated = rate(&grid(rectangle));
    assert_eq!(
        (rated.level, rated.hardest),
        (Level::Uniqueness, Some(Technique::UniqueRectangle))
    );
    let solution = grid(rectangle).solve().unwrap();
    check_path_keeps(&grid(rectangle), &solution).unwrap();
    // With a given taken away it has several solutions: no uniqueness step then.
    let mut cells = grid(rectangle).cells();
    cells[4] = 0;
    let several = Grid::from_cells(cells).unwrap();
    assert!(several.count_solutions(2) > 1);
    let path = explain(&several, false).unwrap();
    assert!(path.hardest() < Some(Technique::UniqueRectangle));
    assert_eq!(
        explain(&grid(pair), false).unwrap().hardest(),
        Some(Technique::HiddenPair)
    );
}

#[test]
fn a_guess_on_the_path_is_worded_with_its_cell_and_why() {
    let path = explain(&grid(COMPACT_IN), true).unwrap();
    let guess = path
        .steps
        .iter()
        .find(|step| step.technique().is_none())
        .unwrap();
    let PathStep::Guess { cell, digit } = *guess else {
        panic!("a step without a technique is a guess: {guess:?}");
    };
    let name = format!("r{}c{}", cell / 9 + 1, cell % 9 + 1);
    assert_eq!(
        guess.to_string(),
        format!(
            "{name} = {digit}: a guess (no deduction applies; {name} has the fewest candidates)"
        )
    );
    let deduced = path
        .steps
        .iter()
        .find(|step| step.technique().is_some())
        .unwrap();
    let PathStep::Deduced(deduction) = deduced else {
        panic!("a step with a technique is a deduction: {deduced:?}");
    };
    assert_eq!(deduced.to_string(), deduction.to_string());
}

#[test]
fn explain_without_guessing_stops_where_no_deduction_applies() {
    let puzzle = grid(COMPACT_IN);
    let path = explain(&puzzle, false).unwrap();
    assert!(!path.solved);
    assert_eq!(path.guesses(), 0);
    assert_eq!(logic::find(&path.end), None);
    assert_eq!(hint(&puzzle, &path.end.grid()), Hint::Stuck);
    // With no solution to guess from, guessing stops there too, and does not loop.
    let path = explain(&grid(NO_SOLUTION), true).unwrap();
    assert!(!path.solved);
    assert_eq!(path.guesses(), 0);
    assert!(explain(&Grid::EMPTY, true).unwrap().solved);
}

#[test]
fn hints_say_why_there_is_nothing_to_deduce() {
    let puzzle = grid(BOJ_IN);
    let solution = grid(BOJ_OUT);
    assert_eq!(hint(&puzzle, &solution), Hint::Solved);
    assert_eq!(
        hint(&grid(NO_SOLUTION), &grid(NO_SOLUTION)),
        Hint::NoSolution
    );
    let first = hint(&puzzle, &puzzle);
    let Hint::Deduction(deduction) = first else {
        panic!("{first:?}");
    };
    assert_eq!(deduction.technique, Technique::HiddenSingle);
    // A changed given counts as a wrong entry.
    let mut changed = puzzle.cells();
    changed[1] = 4; // r1c2 holds 3
    let changed = Grid::from_cells(changed).unwrap();
    assert_eq!(
        hint(&puzzle, &changed),
        Hint::Wrong(logic::CellSet::of([1]))
    );
}

#[test]
fn with_several_solutions_a_hint_names_clashing_entries_or_a_dead_end() {
    let mut cells = grid(BOJ_OUT).cells();
    cells[..27].fill(0); // rows 1 to 3 blank: many solutions
    let puzzle = Grid::from_cells(cells).unwrap();
    let mut board = cells;
    board[0] = 5;
    board[1] = 5;
    assert_eq!(
        hint(&puzzle, &Grid::from_cells(board).unwrap()),
        Hint::Wrong(logic::CellSet::of([0, 1]))
    );
    // Entries that break no rule but leave 1 no place in box 1 of the empty grid: a dead
    // end, with no one wrong cell to name.
    let mut board = [0u8; 81];
    for (cell, digit) in [(3, 1), (15, 1), (27, 1), (55, 1), (20, 2)] {
        board[cell] = digit; // r1c4, r2c7, r4c1, r7c2 = 1 and r3c3 = 2
    }
    let board = Grid::from_cells(board).unwrap();
    assert!(board.conflicts().is_empty());
    assert_eq!(hint(&Grid::EMPTY, &board), Hint::DeadEnd);
}
