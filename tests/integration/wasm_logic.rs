//! The workers' logic module's exports (src/wasm/logic.rs: Hint, the rating, the generator's
//! choice), called as the engine's worker calls them (www/workers/engine-worker.js): each
//! handed the solutions and drafts of the solver module (src/wasm/solver.rs), in headless
//! Chromium.

use bitdoku::wasm::{
    hint, level_names, parse_level, parse_symmetry, parse_technique, rate, solutions,
    strategy_names, symmetry_names, technique_names, Difficulty, HintKind, HintView, NewPuzzle,
    PageError, Placement, PuzzleDrafts, PuzzleMaker, RatingLevel, RatingView, Symmetry, Technique,
    UnitKind, UnitRef,
};
use bitdoku::Grid;
use wasm_bindgen_test::*;

use super::wasm::{cells, message, properties, BOJ, BOJ_SOLVED};

wasm_bindgen_test_configure!(run_in_browser);

/// The "hard" example: no single at the start, five guesses on its path.
const HARD: &str =
    "800000000003600000070090200050007000000045700000100030001000068008500010090000400";
/// HARD with the first nine digits of its path written in (its guesses included): the easiest
/// deduction is then claiming 7 in row 7.
const HARD_CLAIMING: &str =
    "800000000003600000070090200050007000000045700000100030501000368008500910090000400";

/// The logic module's hint, handed the solver module's solutions as the engine's worker hands
/// them (www/workers/engine-worker.js).
fn hint_of(puzzle: &[u8], board: &[u8]) -> Result<HintView, PageError> {
    let (found, on_board) = (solutions(puzzle)?, solutions(board)?);
    hint(
        puzzle,
        board,
        found.count(),
        &found.cells(),
        on_board.count(),
    )
}

/// The logic module's rating, handed the solver module's solutions as the worker hands them.
fn rate_of(cells: &[u8]) -> Result<RatingView, PageError> {
    let found = solutions(cells)?;
    rate(cells, found.count(), &found.cells())
}

/// Up to `count` attempts of the worker's New puzzle: the solver's drafts, which the logic
/// rates (www/workers/engine-worker.js).
fn make(drafts: &PuzzleDrafts, maker: &mut PuzzleMaker, count: u32) -> Option<NewPuzzle> {
    for _ in 0..count {
        let draft = drafts.draft(maker.next_attempt().unwrap());
        if let Some(made) = maker
            .consider(draft.attempt, &draft.puzzle, &draft.solution)
            .unwrap()
        {
            return Some(made);
        }
    }
    None
}

#[wasm_bindgen_test]
fn hint_names_a_hidden_single_with_its_unit_and_place() {
    let view = hint_of(&cells(BOJ), &cells(BOJ)).unwrap();
    assert_eq!(view.kind(), HintKind::Deduction);
    assert_eq!(view.technique(), Some(Technique::HiddenSingle));
    assert_eq!(view.digits(), [1]);
    assert_eq!(
        view.unit(),
        Some(UnitRef {
            kind: UnitKind::Row,
            index: 0
        })
    );
    assert_eq!(view.place(), Some(Placement { cell: 0, digit: 1 }));
    assert_eq!(view.pattern(), [0]);
    assert!(view.eliminate().is_empty() && view.removes().is_empty() && view.wrong().is_empty());
    assert_eq!(view.confined_to(), None);
}

#[wasm_bindgen_test]
fn hint_names_the_cells_an_elimination_clears_and_where_the_digit_is_confined() {
    let view = hint_of(&cells(HARD), &cells(HARD_CLAIMING)).unwrap();
    assert_eq!(view.kind(), HintKind::Deduction);
    assert_eq!(view.technique(), Some(Technique::Claiming));
    assert_eq!(view.digits(), [7]);
    let row_7 = UnitRef {
        kind: UnitKind::Row,
        index: 6,
    };
    assert_eq!(view.unit(), Some(row_7));
    let box_8 = UnitRef {
        kind: UnitKind::Box,
        index: 7,
    };
    assert_eq!(view.confined_to(), Some(box_8));
    assert_eq!(view.place(), None);
    assert_eq!(view.eliminate(), [67, 75, 76]);
    assert_eq!(view.removes(), [7]);
    assert!(view.pattern().iter().all(|&c| c / 9 == 6));
}

/// A position on the way through a generated chains puzzle whose easiest deduction is the
/// XY-chain `(3=9)r4c1-(9=5)r4c5-(5=8)r7c5-(8=3)r7c1`, which takes 3 from r2c1.
const XY_CHAIN: &str =
    "546739281...562479297841635...1.4768.7.628.13681.7..42.694..1277....6854.5.2.7396";

#[wasm_bindgen_test]
fn hint_gives_where_to_look_and_a_chains_links() {
    let view = hint_of(&cells(BOJ), &cells(BOJ)).unwrap();
    let row_1 = UnitRef {
        kind: UnitKind::Row,
        index: 0,
    };
    assert_eq!(view.focus(), [row_1]);
    assert!(view.links().is_empty());
    let view = hint_of(&cells(XY_CHAIN), &cells(XY_CHAIN)).unwrap();
    assert_eq!(view.technique(), Some(Technique::XyChain));
    assert_eq!(
        view.chain().as_deref(),
        Some("(3=9)r4c1-(9=5)r4c5-(5=8)r7c5-(8=3)r7c1")
    );
    let boxes = [3, 4, 6, 7].map(|index| UnitRef {
        kind: UnitKind::Box,
        index,
    });
    assert_eq!(view.focus(), boxes);
    // Each link as digit@cells, = for strong or - for weak, digit@cells.
    let links: Vec<String> = view
        .links()
        .iter()
        .map(|link| {
            let (from, to) = (link.from_node(), link.to_node());
            assert!(link.als().is_empty());
            let symbol = if link.strong() { '=' } else { '-' };
            let (a, b) = (from.cells(), to.cells());
            format!("{}@{a:?}{symbol}{}@{b:?}", from.digit(), to.digit())
        })
        .collect();
    assert_eq!(
        links,
        [
            "3@[27]=9@[27]",
            "9@[27]-9@[31]",
            "9@[31]=5@[31]",
            "5@[31]-5@[58]",
            "5@[58]=8@[58]",
            "8@[58]-8@[54]",
            "8@[54]=3@[54]",
        ]
    );
    assert_eq!((view.eliminate(), view.removes()), (vec![9], vec![3]));
}

#[wasm_bindgen_test]
fn hint_names_wrong_entries_and_each_kind_without_a_deduction() {
    let mut board = cells(BOJ);
    board[0] = 2; // the solution has 1 there
    let view = hint_of(&cells(BOJ), &board).unwrap();
    assert_eq!(view.kind(), HintKind::Wrong);
    assert_eq!(view.wrong(), [0]);
    assert_eq!((view.technique(), view.place()), (None, None));
    let kind = |puzzle: &str, board: &str| hint_of(&cells(puzzle), &cells(board)).unwrap().kind();
    assert_eq!(kind(HARD, HARD), HintKind::Stuck);
    assert_eq!(kind(BOJ, BOJ_SOLVED), HintKind::Solved);
    let two_ones = format!("11{}", ".".repeat(79));
    assert_eq!(kind(&two_ones, &two_ones), HintKind::NoSolution);
    // Several solutions: a right-looking entry can still leave no solution.
    let empty = ".".repeat(81);
    let dead = format!("12345678.........9{}", ".".repeat(63));
    assert_eq!(kind(&empty, &dead), HintKind::DeadEnd);
    let error = hint_of(&cells(BOJ), &[0; 80]).err().unwrap();
    assert_eq!(message(error.into()), "a board has 81 cells, not 80");
}

#[wasm_bindgen_test]
fn rate_gives_the_level_the_hardest_technique_and_the_guesses() {
    let singles = rate_of(&cells(BOJ)).unwrap();
    assert_eq!(singles.level(), RatingLevel::Singles);
    assert_eq!(singles.hardest(), Some(Technique::HiddenSingle));
    assert_eq!(singles.guesses(), 0);
    assert!(singles.conflict().is_none());
    let hard = rate_of(&cells(HARD)).unwrap();
    assert_eq!((hard.level(), hard.guesses()), (RatingLevel::Guess, 3));
    let empty = rate_of(&[0; 81]).unwrap();
    assert_eq!(empty.level(), RatingLevel::SeveralSolutions);
    assert_eq!((empty.hardest(), empty.guesses()), (None, 0));
    let none = "13....2...82..5....6..78.3..2....89...4.13..6.9..2.4..........36....19.2.....4...";
    assert_eq!(
        rate_of(&cells(none)).unwrap().level(),
        RatingLevel::NoSolution
    );
    let invalid = rate_of(&cells(&format!("11{}", ".".repeat(79)))).unwrap();
    assert_eq!(invalid.level(), RatingLevel::Invalid);
    let conflict = invalid.conflict().unwrap();
    assert_eq!(
        message(conflict.clone().into()),
        "two 1s in row 1 (r1c1 and r1c2)"
    );
    assert!(properties(conflict.into()).contains(&"code=conflict".to_string()));
}

#[wasm_bindgen_test]
fn the_logic_checks_the_solutions_it_is_handed() {
    // The solver counts a board that breaks a rule as having none, and the rating says why.
    let two_ones = cells(&format!("11{}", ".".repeat(79)));
    let found = solutions(&two_ones).unwrap();
    assert_eq!((found.count(), found.cells().len()), (0, 0));
    // A solution that is not the puzzle's is refused, not rated or hinted on.
    let wrong = cells(BOJ); // not even full
    let refused = |error: PageError| message(error.into());
    let expected = "the solution handed in does not solve the grid";
    assert_eq!(
        refused(rate(&cells(BOJ), 1, &wrong).err().unwrap()),
        expected
    );
    let mut swapped = cells(BOJ_SOLVED);
    swapped.swap(0, 1); // a given of the puzzle changed
    assert_eq!(
        refused(rate(&cells(BOJ), 1, &swapped).err().unwrap()),
        expected
    );
    let error = hint(&cells(BOJ), &cells(BOJ), 2, &swapped, 1)
        .err()
        .unwrap();
    assert_eq!(refused(error), expected);
    let mut maker = PuzzleMaker::new(Difficulty::Any);
    let error = maker.consider(0, &cells(BOJ), &swapped).err().unwrap();
    assert_eq!(refused(error), expected);
    assert_eq!(maker.attempts(), 0, "a refused draft is not counted");
    let draft = PuzzleDrafts::new("7", Symmetry::None).unwrap().draft(1);
    let error = maker.consider(draft.attempt, &draft.puzzle, &draft.solution);
    assert_eq!(
        refused(error.err().unwrap()),
        "the draft of attempt 1 came where attempt 0 was due"
    );
    let short = rate(&cells(BOJ), 1, &[0; 80]).err().unwrap();
    assert_eq!(refused(short), "a board has 81 cells, not 80");
}

#[wasm_bindgen_test]
fn a_puzzle_maker_gives_the_seeds_puzzle_as_natively() {
    // The same line as tests/integration/generate.rs pins natively: one seed, one puzzle,
    // everywhere.
    let drafts = PuzzleDrafts::new("42", Symmetry::None).unwrap();
    let mut maker = PuzzleMaker::new(Difficulty::Any);
    let made = make(&drafts, &mut maker, 10).unwrap();
    assert_eq!(
        Grid::from_cells(made.cells().try_into().unwrap())
            .unwrap()
            .to_string(),
        "....3.87.4...52...........18..9...5.....74......31.......78.1...5...9....2...5..7"
    );
    assert_eq!((made.attempt(), made.level()), (0, RatingLevel::Singles));
    assert_eq!((maker.attempts(), maker.budget()), (1, 1_000));
    // A level asked for: a few attempts a call, until one has it.
    let drafts = PuzzleDrafts::new("18446744073709551615", Symmetry::Rotational).unwrap();
    let mut maker = PuzzleMaker::new(Difficulty::Guess);
    let made = loop {
        if let Some(made) = make(&drafts, &mut maker, 2) {
            break made;
        }
    };
    assert_eq!(made.level(), RatingLevel::Guess);
    assert_eq!(maker.attempts(), made.attempt() + 1);
    let refused = |error: bitdoku::wasm::PageError| properties(error.into());
    assert_eq!(
        refused(parse_level("hard").err().unwrap()),
        ["code=unknown-level", "name=hard"]
    );
    assert_eq!(
        refused(parse_symmetry("spiral").err().unwrap()),
        ["code=unknown-symmetry", "name=spiral"]
    );
    assert_eq!(
        refused(parse_technique("y_wing").err().unwrap()),
        ["code=unknown-technique", "name=y_wing"]
    );
    assert_eq!(
        refused(PuzzleDrafts::new("1e3", Symmetry::None).err().unwrap()),
        ["code=invalid-seed", "seed=1e3"]
    );
    // The names are the engine's, in its order: the page's selects and links use them.
    assert_eq!(strategy_names(), ["naive", "mrv", "propagation"]);
    assert_eq!(parse_level("GUESS").unwrap(), Difficulty::Guess);
    assert_eq!(level_names().first().map(String::as_str), Some("any"));
    assert_eq!(symmetry_names().len(), 4);
    assert_eq!(parse_technique("x_wing").unwrap(), Technique::XWing);
    assert_eq!(technique_names().len(), 25);
}
