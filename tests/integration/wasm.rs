//! Every `#[wasm_bindgen]` export of the page module and the workers' solver module, called as
//! the page calls it, in headless Chromium (the workers' logic module's are in wasm_logic.rs,
//! Share's modules' in wasm_share.rs). Run with `cargo xtask test`, or `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown
//! --test integration --features page,solver,logic,links,qr,gif` (the exports of every wasm
//! module, src/wasm/).

use bitdoku::wasm::{
    candidates, cell_masks, check_board, conflict_cells, first_conflict, notes_after_entering,
    parse_puzzle, parse_strategy, solutions, solve, start, to_line, BranchEnd, CellMasks,
    CheckKind, EventKind, StepEvent, Stepper, Strategy, Technique, TreeItem, TreeItemKind,
    UnitKind, UnitRef,
};
use bitdoku::Grid;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

pub(crate) const BOJ: &str =
    "035469278782105609060278135321046897804913506596820413917652080603701952258394760";
pub(crate) const BOJ_SOLVED: &str =
    "135469278782135649469278135321546897874913526596827413917652384643781952258394761";

pub(crate) fn cells(line: &str) -> Vec<u8> {
    line.bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect()
}

/// The message of a thrown JS error.
pub(crate) fn message(error: wasm_bindgen::JsValue) -> String {
    js_sys::Error::from(error).message().into()
}

/// The properties an error carries for the page: `code` and its fields, as `name=value` text.
pub(crate) fn properties(error: wasm_bindgen::JsValue) -> Vec<String> {
    js_sys::Object::entries(&error.into())
        .iter()
        .map(|entry| {
            let pair = js_sys::Array::from(&entry);
            let value = pair.get(1);
            let value = value
                .as_string()
                .or(value.as_f64().map(|n| n.to_string()))
                .unwrap_or_default();
            format!("{}={value}", pair.get(0).as_string().unwrap_or_default())
        })
        .collect()
}

#[wasm_bindgen_test]
fn start_installs_the_panic_hook_and_can_run_twice() {
    // A hook of the test's own in place of the runner's, told apart by its address: it holds
    // a pointer, so it is not a zero-sized box (console_error_panic_hook's `hook` is a plain
    // function, which is).
    let runner = std::panic::take_hook();
    let tag = Box::new(7u8);
    let marker: Box<dyn Fn(&std::panic::PanicHookInfo<'_>) + Sync + Send> =
        Box::new(move |_| assert_eq!(*tag, 7));
    let marker_at = &*marker as *const _ as *const ();
    std::panic::set_hook(marker);
    start();
    start();
    let installed = std::panic::take_hook();
    let replaced = !std::ptr::addr_eq(&*installed as *const _, marker_at);
    let zero_sized = std::mem::size_of_val(&*installed) == 0;
    std::panic::set_hook(runner);
    assert!(replaced, "start() left the hook it found in place");
    assert!(
        zero_sized,
        "the hook start() installs is console_error_panic_hook's function"
    );
}

#[wasm_bindgen_test]
fn parse_puzzle_reads_every_layout_and_names_bad_places() {
    assert_eq!(parse_puzzle(BOJ).unwrap(), cells(BOJ));
    let spaced: String = BOJ
        .as_bytes()
        .chunks(9)
        .map(|row| {
            row.iter()
                .map(|&b| char::from(b).to_string())
                .collect::<Vec<_>>()
                .join(" ")
                + "\r\n"
        })
        .collect();
    assert_eq!(parse_puzzle(&spaced).unwrap(), cells(BOJ));
    let bad = parse_puzzle(&BOJ.replacen('7', "x", 1)).unwrap_err();
    let bad: wasm_bindgen::JsValue = bad.into();
    assert_eq!(
        message(bad.clone()),
        "invalid character 'x' at line 1, column 8 (expected a digit 0-9 or '.')"
    );
    assert_eq!(
        properties(bad),
        ["code=invalid-char", "char=x", "line=1", "column=8"]
    );
    let short = parse_puzzle("123\n456").unwrap_err();
    assert_eq!(properties(short.into()), ["code=line-count", "found=2"]);
}

#[wasm_bindgen_test]
fn to_line_writes_81_characters() {
    assert_eq!(to_line(&cells(BOJ)).unwrap(), BOJ.replace('0', "."));
    assert_eq!(
        message(to_line(&[0; 80]).unwrap_err().into()),
        "a board has 81 cells, not 80"
    );
}

#[wasm_bindgen_test]
fn conflicts_are_named_and_marked() {
    let mut board = cells(BOJ);
    assert!(first_conflict(&board).unwrap().is_none());
    assert!(conflict_cells(&board).unwrap().is_empty());
    board[0] = 3; // r1c1 = 3 clashes with r1c2 = 3 (row 1) and r4c1 = 3 (column 1)
    let conflict: wasm_bindgen::JsValue = first_conflict(&board).unwrap().unwrap().into();
    assert_eq!(message(conflict.clone()), "two 3s in row 1 (r1c1 and r1c2)");
    assert_eq!(
        properties(conflict),
        [
            "code=conflict",
            "digit=3",
            "unit=row",
            "unitNumber=1",
            "first=0",
            "second=1"
        ]
    );
    assert_eq!(conflict_cells(&board).unwrap(), vec![0, 1, 27]);
    board[5] = 12;
    let out_of_range: wasm_bindgen::JsValue = first_conflict(&board).unwrap_err().into();
    assert_eq!(
        message(out_of_range.clone()),
        "cell r1c6 holds 12, expected 0 (blank) to 9"
    );
    assert_eq!(
        properties(out_of_range),
        ["code=digit-out-of-range", "cell=5", "value=12"]
    );
}

#[wasm_bindgen_test]
fn candidates_come_from_the_unit_masks() {
    let marks = candidates(&cells(BOJ)).unwrap();
    assert_eq!(marks.len(), 81);
    assert_eq!(marks[0], 1 << 0, "r1c1 can only be 1");
    assert_eq!(marks[1], 0, "a filled cell has no marks");
    // r3c3: row 3 lacks 4 and 9, but column 3 already holds a 4.
    assert_eq!(marks[20], 1 << 8, "r3c3 can only be 9");
    let empty = candidates(&[0; 81]).unwrap();
    assert!(
        empty.iter().all(|&m| m == 0x1FF),
        "an empty board allows every digit"
    );
}

#[wasm_bindgen_test]
fn check_board_judges_the_persons_entries_and_fills_nothing() {
    let puzzle = cells(BOJ);
    let solved = check_board(&puzzle, &cells(BOJ_SOLVED)).unwrap();
    assert_eq!(solved.kind(), CheckKind::Solved);
    let mut board = puzzle.clone();
    board[0] = 1;
    let on_track = check_board(&puzzle, &board).unwrap();
    assert_eq!(
        (on_track.kind(), on_track.empty()),
        (CheckKind::OnTrack, 13)
    );
    board[13] = 4; // r2c5 is 3 in the solution
    let wrong = check_board(&puzzle, &board).unwrap();
    assert_eq!(
        (wrong.kind(), wrong.cells(), wrong.unique()),
        (CheckKind::Wrong, vec![13], true)
    );
    let unsolvable = check_board(&r1c9_has_no_candidate(), &r1c9_has_no_candidate()).unwrap();
    assert_eq!(unsolvable.kind(), CheckKind::PuzzleUnsolvable);
    assert!(message(check_board(&puzzle, &[0; 80]).err().unwrap().into()).contains("81 cells"));
}

#[wasm_bindgen_test]
fn notes_after_entering_clears_the_digit_where_the_cell_sees() {
    let notes = vec![0x1FF_u16; 81];
    let after = notes_after_entering(&notes, 0, 1).unwrap();
    assert_eq!(after.iter().filter(|&&mask| mask == 0x1FE).count(), 21);
    assert_eq!(after[80], 0x1FF);
    assert_eq!(notes_after_entering(&notes, 0, 0).unwrap(), notes);
    assert!(notes_after_entering(&notes, 81, 1).is_err());
    assert!(notes_after_entering(&notes[..80], 0, 1).is_err());
}

#[wasm_bindgen_test]
fn solve_returns_the_solution_and_counts_to_two() {
    let unique = solve(&cells(BOJ)).unwrap();
    assert_eq!(unique.cells(), cells(BOJ_SOLVED));
    assert_eq!(unique.count(), 1);
    let many = solve(&[0; 81]).unwrap();
    assert_eq!(many.count(), 2);
    assert_eq!(many.cells().len(), 81);
    let none = solve(&r1c9_has_no_candidate()).unwrap();
    assert_eq!((none.count(), none.cells().len()), (0, 0));
    let mut broken = cells(BOJ);
    broken[0] = 3;
    assert_eq!(
        message(solve(&broken).err().unwrap().into()),
        "two 3s in row 1 (r1c1 and r1c2)"
    );
}

/// The fast path reads the givens its own way in each build (in the simd128 one, sixteen cells
/// at a time: src/fast/bands/givens_simd128.rs), so here, in both builds, it is held to the
/// rules' reading and a plain count: some givens of a solution have as many solutions as plain
/// backtracking finds (up to 2), the first keeping them; one digit more that repeats a given
/// in its row, column or box, none.
#[wasm_bindgen_test]
fn the_fast_path_reads_the_givens_as_the_rules_do() {
    let solution = cells(BOJ_SOLVED);
    let mut state = 0x9E37_79B9_7F4A_7C15_u64;
    let mut below = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    for _ in 0..300 {
        let mut givens = [0u8; 81];
        for _ in 0..10 + below(60) {
            let cell = below(81);
            givens[cell] = solution[cell];
        }
        let found = solutions(&givens).unwrap();
        let first = Grid::from_cells(found.cells().try_into().unwrap()).unwrap();
        let grid = Grid::from_cells(givens).unwrap();
        assert!(first.is_solved() && grid.is_kept_by(&first), "{grid}");
        assert_eq!(
            found.count() as usize,
            count_plainly(&mut givens.clone(), 2),
            "{grid}"
        );
        let given = (0..81)
            .cycle()
            .skip(below(81))
            .find(|&c| givens[c] != 0)
            .unwrap();
        let (row, column, box_) = (given / 9, given % 9, given / 27 * 3 + given % 9 / 3);
        let peer = match below(3) {
            0 => row * 9 + below(9),
            1 => below(9) * 9 + column,
            _ => (box_ / 3 * 3 + below(3)) * 9 + box_ % 3 * 3 + below(3),
        };
        if peer == given {
            continue;
        }
        let mut clashing = givens;
        clashing[peer] = givens[given];
        let clashing = Grid::from_cells(clashing).unwrap();
        assert!(clashing.unit_masks().is_err(), "{clashing}");
        assert_eq!(
            solutions(&clashing.cells()).unwrap().count(),
            0,
            "{clashing}"
        );
    }
}

/// The solutions of `cells` up to `limit`, by backtracking on the cell with the fewest
/// candidates: slow, and sharing nothing with the fast path.
fn count_plainly(cells: &mut [u8; 81], limit: usize) -> usize {
    let mut fewest: Option<(usize, u16)> = None;
    for cell in (0..81).filter(|&cell| cells[cell] == 0) {
        let (row, column) = (cell / 9, cell % 9);
        let mut used = 0u16;
        for i in 0..9 {
            let in_box = (row / 3 * 3 + i / 3) * 9 + column / 3 * 3 + i % 3;
            for peer in [row * 9 + i, i * 9 + column, in_box] {
                used |= 1 << cells[peer];
            }
        }
        let free = !used & 0x3FE;
        if fewest.is_none_or(|(_, most)| free.count_ones() < most.count_ones()) {
            fewest = Some((cell, free));
        }
    }
    let Some((cell, free)) = fewest else {
        return 1; // every cell filled
    };
    let mut found = 0;
    for digit in (1..=9).filter(|&digit| free & 1 << digit != 0) {
        cells[cell] = digit;
        found += count_plainly(cells, limit - found);
        if found >= limit {
            break;
        }
    }
    cells[cell] = 0;
    found
}

/// The kind, cell and digit of an event.
fn what(event: StepEvent) -> (EventKind, u8, u8) {
    (event.kind, event.cell, event.digit)
}

/// A cell's masks as a tuple: cell, row, column, box, used, candidates, count.
fn laid_out(m: CellMasks) -> (u8, u16, u16, u16, u16, u16, u32) {
    (
        m.cell(),
        m.row(),
        m.column(),
        m.box_mask(),
        m.used(),
        m.candidates(),
        m.count(),
    )
}

#[wasm_bindgen_test]
fn propagation_steps_are_deductions_with_their_technique_and_unit() {
    // Every blank of the Baekjoon sample is a naked single: no unit, no guess.
    let mut stepper = Stepper::new(&cells(BOJ), Strategy::Propagation).unwrap();
    let first = stepper.step();
    assert_eq!(what(first), (EventKind::Deduce, 0, 1), "deduce 1 at r1c1");
    assert_eq!(
        (first.depth, first.technique()),
        (1, Some(Technique::NakedSingle))
    );
    assert_eq!(first.unit(), None);
    let frame = stepper.stack()[0];
    assert_eq!(
        (frame.cell, frame.digit, frame.untried, frame.forced),
        (0, 1, 0, true)
    );
    stepper.run_for(f64::INFINITY, f64::INFINITY);
    assert_eq!(stepper.cells(), cells(BOJ_SOLVED));
    assert_eq!((stepper.deductions(), stepper.placements()), (14.0, 0.0));
    // r3c4 is the one place left for 6 in box 2 (index 1).
    let mut board = [0u8; 81];
    for (cell, digit) in [(3, 3), (5, 1), (17, 6), (23, 8), (67, 6)] {
        board[cell] = digit;
    }
    let hidden = Stepper::new(&board, Strategy::Propagation).unwrap().step();
    assert_eq!(what(hidden), (EventKind::Deduce, 21, 6));
    assert_eq!(hidden.technique(), Some(Technique::HiddenSingle));
    let unit = UnitRef {
        kind: UnitKind::Box,
        index: 1,
    };
    assert_eq!(hidden.unit(), Some(unit));
    // Other events name no technique.
    let choose = Stepper::new(&cells(BOJ), Strategy::Mrv).unwrap().step();
    assert_eq!((choose.technique(), choose.unit()), (None, None));
    assert_eq!(
        EventKind::Deduce as u8,
        5,
        "appended after the five older kinds"
    );
}

#[wasm_bindgen_test]
fn stepper_steps_runs_and_seeks_back() {
    let mut stepper = Stepper::new(&cells(BOJ), Strategy::Naive).unwrap();
    assert!(stepper.last_event().is_none());
    let choose = stepper.step();
    assert_eq!(what(choose), (EventKind::Choose, 0, 0));
    assert_eq!(choose.candidates, 1, "r1c1's only candidate is 1");
    let place = stepper.step();
    assert_eq!(what(place), (EventKind::Place, 0, 1), "place 1 at r1c1");
    assert_eq!(place.depth, 1);
    assert_eq!(
        (stepper.steps(), stepper.placements(), stepper.depth()),
        (2.0, 1.0, 1)
    );
    let after_two = stepper.cells();
    let slice = stepper.run_for(f64::INFINITY, f64::INFINITY);
    assert_eq!(slice.last().map(|e| e.kind), Some(EventKind::Solved));
    assert_eq!(slice.ran(), stepper.steps() - 2.0);
    assert!(stepper.finished());
    assert_eq!(stepper.cells(), cells(BOJ_SOLVED));
    assert_eq!(stepper.max_depth(), 14, "one placement per blank");
    assert_eq!(stepper.backtracks(), 0.0);
    let end = stepper.steps();
    assert_eq!(stepper.furthest(), end);
    assert_eq!(stepper.seek(2.0).map(what), Some((EventKind::Place, 0, 1)));
    assert_eq!(stepper.cells(), after_two);
    assert!(!stepper.finished());
    assert!(stepper.seek(0.0).is_none());
    assert_eq!(stepper.cells(), cells(BOJ));
    assert_eq!(stepper.furthest(), end);
    assert!(stepper.last_event().is_none());
}

#[wasm_bindgen_test]
fn run_for_keeps_to_its_count_and_its_budget() {
    let brute_force =
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    let mut stepper = Stepper::new(&cells(brute_force), Strategy::Naive).unwrap();
    let counted = stepper.run_for(1000.0, f64::INFINITY);
    assert_eq!((counted.ran(), stepper.steps()), (1000.0, 1000.0));
    assert_eq!(
        counted.last().map(|e| e.kind),
        stepper.last_event().map(|e| e.kind)
    );
    // 69 million placements cannot fit in 5 ms: the slice stops on its clock.
    let timed = stepper.run_for(f64::INFINITY, 5.0);
    assert!(!stepper.finished());
    assert!(timed.ran() > 0.0);
    assert!(
        timed.took_ms() - timed.last_chunk_ms() < 5.0,
        "a chunk started after the budget: {} - {} ms",
        timed.took_ms(),
        timed.last_chunk_ms()
    );
    let nothing = stepper.run_for(0.0, 5.0);
    assert_eq!((nothing.ran(), nothing.last().is_none()), (0.0, true));
}

#[wasm_bindgen_test]
fn the_search_tree_grows_to_the_furthest_step_and_marks_the_current_one() {
    // The textbook example: the naive order guesses and backtracks here.
    let classic =
        "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";
    let mut stepper = Stepper::new(&cells(classic), Strategy::Naive).unwrap();
    assert!(
        stepper.tree_view(0.0, 100, 500, None).is_none(),
        "nothing before growTree"
    );
    stepper.run_for(f64::INFINITY, f64::INFINITY);
    let end = stepper.steps();
    stepper.seek(40.0);
    while stepper.tree_steps() < end {
        let slice = stepper.grow_tree(5.0);
        assert!(slice.ran() > 0.0);
    }
    assert_eq!(
        stepper.grow_tree(5.0).ran(),
        0.0,
        "nothing past the furthest step"
    );
    let view = stepper.tree_view(0.0, 100, 500, None).unwrap();
    assert_eq!(view.recorded(), end, "recorded to the furthest step");
    let items = view.items();
    assert!(items.len() > 3 && items.len() <= 500);
    let root = items[0];
    assert_eq!(
        (root.kind, root.level, root.start, root.steps),
        (TreeItemKind::Start, 1, 0.0, end)
    );
    assert_eq!(root.outcome, BranchEnd::Solution);
    let current: Vec<TreeItem> = items.iter().copied().filter(|i| i.current).collect();
    assert_eq!(current.len(), 1);
    assert!(current[0].start <= 40.0 && 40.0 < current[0].start + current[0].steps);
    let dead = items
        .iter()
        .find(|i| i.outcome == BranchEnd::DeadEnd && i.kind == TreeItemKind::Guess)
        .expect("a dead end");
    assert!(dead.cell.is_some() && dead.digit.is_some());
    // Focus on that dead end: it comes after its ancestors.
    let focused = stepper.tree_view(dead.start, 100, 500, None).unwrap();
    let focus = focused.items()[focused.focus() as usize];
    assert_eq!(
        (focus.start, focus.cell, focus.digit),
        (dead.start, dead.cell, dead.digit)
    );
    assert_eq!(view.written().len(), 81);
    let taken_back: f64 = view.taken_back().iter().sum();
    stepper.seek(end);
    assert_eq!(taken_back, stepper.backtracks());
}

#[wasm_bindgen_test]
fn a_branch_whose_subtrees_the_tree_folded_is_recorded_again_in_full_when_in_view() {
    let brute_force =
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    let mut stepper = Stepper::new(&cells(brute_force), Strategy::Naive).unwrap();
    stepper.run_for(400_000.0, f64::INFINITY);
    while stepper.tree_behind() {
        stepper.grow_tree(50.0);
    }
    let view = stepper.tree_view(0.0, 100, 500, None).unwrap();
    assert!(view.threshold() > 1.0, "a tree this long folds");
    let folded = view
        .items()
        .into_iter()
        .filter(|i| {
            i.kind == TreeItemKind::Guess && i.outcome == BranchEnd::DeadEnd && i.subtrees > 0.0
        })
        .max_by(|a, b| a.steps.total_cmp(&b.steps))
        .expect("a finished branch with folded subtrees");
    let asked = stepper.tree_view(folded.start, 100, 500, None).unwrap();
    assert_eq!(
        asked.detail_steps(),
        folded.steps,
        "the branch is being recorded in full"
    );
    assert!(stepper.tree_behind());
    while stepper.tree_behind() {
        stepper.grow_tree(50.0);
    }
    let whole = stepper
        .tree_view(folded.start, 100_000, 100_000, None)
        .unwrap();
    assert_eq!((whole.detail_recorded(), whole.detail_steps()), (0.0, 0.0));
    let focus = whole.focus() as usize;
    let items = whole.items();
    assert_eq!(items[focus].start, folded.start);
    let under = items[focus + 1..]
        .iter()
        .filter(|i| i.kind == TreeItemKind::Guess)
        .count();
    let before = asked.items()[asked.focus() as usize + 1..]
        .iter()
        .filter(|i| i.kind == TreeItemKind::Guess)
        .count();
    assert!(
        under > before,
        "{under} branches under it now, {before} before"
    );
}

#[wasm_bindgen_test]
fn stepper_peeks_at_the_next_event_without_taking_it() {
    let mut stepper = Stepper::new(&cells(BOJ), Strategy::Naive).unwrap();
    assert_eq!(
        what(stepper.peek()),
        (EventKind::Choose, 0, 0),
        "choose r1c1 comes first"
    );
    assert_eq!(stepper.steps(), 0.0, "peeking takes no step");
    stepper.step();
    let peeked = stepper.peek();
    assert_eq!(
        what(peeked),
        (EventKind::Place, 0, 1),
        "then place 1 at r1c1"
    );
    assert_eq!(what(stepper.step()), what(peeked));
}

#[wasm_bindgen_test]
fn stepper_refuses_broken_givens_and_parse_strategy_unknown_names() {
    let mut broken = cells(BOJ);
    broken[0] = 3;
    let error = Stepper::new(&broken, Strategy::Mrv).err().unwrap();
    assert_eq!(message(error.into()), "two 3s in row 1 (r1c1 and r1c2)");
    // A name becomes a strategy at the edge, with the same coded error.
    let error = parse_strategy("random").err().unwrap();
    let error: wasm_bindgen::JsValue = error.into();
    assert_eq!(
        message(error.clone()),
        "unknown strategy 'random': expected 'naive', 'mrv' or 'propagation'"
    );
    assert_eq!(properties(error), ["code=unknown-strategy", "name=random"]);
}

/// Givens with no solution: row 1 holds 1..8 and r2c9 holds 9, so r1c9 has no candidate.
fn r1c9_has_no_candidate() -> [u8; 81] {
    let mut none = [0u8; 81];
    none[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    none[17] = 9;
    none
}

#[wasm_bindgen_test]
fn stepper_reports_exhaustion() {
    let mut stepper = Stepper::new(&r1c9_has_no_candidate(), Strategy::Mrv).unwrap();
    let slice = stepper.run_for(1e6, f64::INFINITY);
    assert_eq!(slice.last().map(|e| e.kind), Some(EventKind::Exhausted));
    assert!(stepper.finished());
}

#[wasm_bindgen_test]
fn a_step_log_covers_step_0_to_the_current_step_in_slices() {
    let mut stepper = Stepper::new(&cells(BOJ), Strategy::Naive).unwrap();
    stepper.run_for(f64::INFINITY, f64::INFINITY);
    stepper.seek(5.0);
    let mut writer = stepper.step_log("csv").unwrap();
    assert_eq!((writer.events(), writer.written()), (5.0, 0.0));
    let first = writer.next(2.0);
    assert_eq!(
        first,
        "step,event,row,column,digit,depth,candidates\n1,choose,1,1,,,1\n2,place,1,1,1,1,\n"
    );
    assert!(!writer.done());
    let rest = writer.next(100.0);
    assert_eq!(rest.lines().count(), 3);
    assert!(rest.ends_with("5,choose,2,8,,,4\n"), "{rest}");
    assert!(writer.done());
    assert_eq!(writer.written(), 5.0);
    assert_eq!(writer.next(100.0), "");
    let error = stepper.step_log("xml").err().unwrap();
    assert_eq!(
        message(error.into()),
        "unknown log format 'xml': expected 'text' or 'csv'"
    );
}

#[wasm_bindgen_test]
fn cell_masks_lay_out_the_lesson_of_one_cell() {
    // r2c5 of the Baekjoon sample: its units leave it only 3.
    let masks = cell_masks(&cells(BOJ), 13).unwrap();
    assert_eq!(
        laid_out(masks),
        (
            13,
            0b111_110_011,
            0b101_111_011,
            0b111_111_011,
            0b111_111_011,
            0b100,
            1
        )
    );
    let error = cell_masks(&cells(BOJ), 81).err().unwrap();
    assert_eq!(
        message(error.into()),
        "cell 81 is not on the board: cells are numbered 0 to 80"
    );
}

#[wasm_bindgen_test]
fn stepper_shows_its_masks_stack_and_dead_end() {
    let mut stepper = Stepper::new(&r1c9_has_no_candidate(), Strategy::Naive).unwrap();
    stepper.step(); // choose r1c9, which has no candidates
    let frames: Vec<_> = stepper
        .stack()
        .iter()
        .map(|f| (f.cell, f.digit, f.untried))
        .collect();
    assert_eq!(frames, [(8, 0, 0)]);
    assert!(stepper.dead_end().is_none());
    assert_eq!(stepper.cell_masks(8).unwrap().candidates(), 0);
    assert_eq!(stepper.step().kind, EventKind::Exhausted);
    assert!(stepper.stack().is_empty());
    // r1c9: row 1 has 1..8, column 9 has 9, box 3 has 7 8 9.
    let row = 0b011_111_111;
    let nine = 0b100_000_000;
    assert_eq!(
        stepper.dead_end().map(laid_out),
        Some((8, row, nine, 0b111_000_000, 0b111_111_111, 0, 0))
    );
}
