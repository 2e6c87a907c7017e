//! The dataset sweep, ignored by default: it reads the public benchmark sets, which live outside
//! the repository, and wants a release build. `cargo xtask sweep [DIR]` runs it as
//! `cargo test --release --test integration -- --ignored --nocapture --test-threads 1 sweep::`,
//! and the binary's half in `cli/tests/cli/solve.rs`.
//!
//! - Every puzzle of every `*.txt` set (one 81-character puzzle per line, `.` for a blank) is
//!   counted up to 2 solutions in one search. The solution found must be valid and keep the
//!   givens; the `serg` set has two or more solutions per puzzle, every other set exactly one.
//!   One line per set reports the puzzles, the solving time and the slowest puzzle.
//! - Every lesson example `examples/*.in` solves to its `*.out` (and through the `bitdoku`
//!   binary: see `cli/tests/cli/solve.rs`).
//! - The naive step engine runs the brute-force puzzle to the end.
//! - Every puzzle's logical solve path (`logic::explain` with guessing) keeps the solution the
//!   fast path finds at every step, and ends on it.
//!
//! The sets are read from $BITDOKU_PUZZLES, or `../shared/puzzles` beside the repository.

use std::path::Path;
use std::time::{Duration, Instant};

use bitdoku::{Event, Grid, Search, Strategy};

use crate::common::*;

/// Sweeps one set, asserting every puzzle, and prints its line of the report.
fn sweep_set(path: &Path) {
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let several = name.contains("serg");
    let text = read_file(path);
    let mut solving = Duration::ZERO;
    let mut slowest = (Duration::ZERO, 0);
    let mut puzzles = 0;
    for (number, line) in bitdoku::parse::batch_lines(&text) {
        let puzzle =
            Grid::parse_line(line, number).unwrap_or_else(|e| panic!("{name}: {e}: {line:?}"));
        let started = Instant::now();
        let (count, solution) = puzzle.count_and_solve(2);
        let took = started.elapsed();
        solving += took;
        slowest = slowest.max((took, number));
        puzzles += 1;
        let solution = solution.unwrap_or_else(|| panic!("{name} line {number}: no solution"));
        assert!(
            solution.is_solved() && puzzle.is_kept_by(&solution),
            "{name} line {number}: {solution} is not a solution of {puzzle}"
        );
        if several {
            assert!(
                count >= 2,
                "{name} line {number}: expected two or more solutions, counted {count}"
            );
        } else {
            assert_eq!(count, 1, "{name} line {number}: expected one solution");
        }
    }
    assert!(puzzles > 0, "{name} holds no puzzles");
    println!(
        "{name:<40} {puzzles:>6} puzzles {:>8.3} s {:>9.1} µs/puzzle   slowest {:>8.1} ms (line {})",
        solving.as_secs_f64(),
        solving.as_secs_f64() * 1e6 / puzzles as f64,
        slowest.0.as_secs_f64() * 1e3,
        slowest.1,
    );
}

#[test]
#[ignore = "dataset sweep: run with cargo xtask sweep"]
fn every_puzzle_of_every_set_is_solved_and_counted() {
    let dir = puzzle_dir();
    let sets = files_ending(&dir, "txt");
    assert!(
        !sets.is_empty(),
        "no *.txt puzzle sets in {}",
        dir.display()
    );
    println!(
        "sweeping {} (count up to 2, solving time only)",
        dir.display()
    );
    for set in sets {
        sweep_set(&set);
    }
}

#[test]
#[ignore = "dataset sweep: run with cargo xtask sweep"]
fn each_lesson_example_solves_to_its_output() {
    for (input, expected) in lesson_examples() {
        let (puzzle, layout) = Grid::parse_with_layout(&read_file(&input))
            .unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        let solution = puzzle
            .solve()
            .unwrap_or_else(|| panic!("{}: no solution", input.display()));
        assert_eq!(
            solution.render(layout),
            expected,
            "the library on {}",
            input.display()
        );
    }
}

/// The naive order on [`BRUTE_FORCE`], run to the end: 69,175,316 placements, and the same
/// solution as the fast path. This takes seconds in a release build and far too long in a
/// debug one: run it with `cargo test --release` (as `cargo xtask sweep` does).
#[test]
#[ignore = "dataset sweep: run with cargo xtask sweep"]
fn the_naive_order_runs_the_brute_force_puzzle_to_its_solution() {
    let puzzle = grid(BRUTE_FORCE);
    let mut search = Search::new(&puzzle, Strategy::Naive).unwrap();
    let started = Instant::now();
    while !search.step().is_final() {}
    let counters = search.counters();
    println!(
        "naive order on the brute-force puzzle: {counters:?} in {:.2?}",
        started.elapsed()
    );
    assert_eq!(search.outcome(), Some(Event::Solved), "{counters:?}");
    assert!(
        (60_000_000..=80_000_000).contains(&counters.placements),
        "expected 60 to 80 million placements: {counters:?}"
    );
    assert_eq!(Some(search.grid()), puzzle.solve());
}

#[test]
#[ignore = "dataset sweep: run with cargo xtask sweep"]
fn every_deduction_on_every_set_keeps_the_solution() {
    for path in files_ending(&puzzle_dir(), "txt") {
        let text = read_file(&path);
        let started = Instant::now();
        let lines: Vec<(usize, &str)> = bitdoku::parse::batch_lines(&text).collect();
        let puzzles = lines.len();
        // The hard sets take minutes on one core: the puzzles are checked on every core.
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let path = &path;
        std::thread::scope(|scope| {
            for chunk in lines.chunks(puzzles.div_ceil(cores).max(1)) {
                scope.spawn(move || {
                    for &(number, line) in chunk {
                        let puzzle = Grid::parse_line(line, number).unwrap();
                        let solution = puzzle.solve().unwrap();
                        crate::logic::check_path_keeps(&puzzle, &solution)
                            .unwrap_or_else(|e| panic!("{} line {number}: {e}", path.display()));
                    }
                });
            }
        });
        println!(
            "{:<40} {puzzles:>6} puzzles: every logical path sound, {:.2?}",
            path.file_name().unwrap().to_string_lossy(),
            started.elapsed()
        );
    }
}
