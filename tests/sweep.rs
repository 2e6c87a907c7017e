//! The dataset sweep, ignored by default: every puzzle of every benchmark set is solved, each
//! solution is valid and keeps its givens, and the counts are right. Run it with
//! `cargo xtask sweep [DIR]` (release mode); DIR defaults to `../shared/puzzles`, read from
//! $BITDOKU_PUZZLES.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Instant;

use bitdoku::{Event, Grid, Search, Strategy};
use common::*;

fn puzzle_dir() -> PathBuf {
    let dir = std::env::var_os("BITDOKU_PUZZLES").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles"),
        PathBuf::from,
    );
    assert!(dir.is_dir(), "no puzzle sets at {}", dir.display());
    dir
}

fn files(dir: &std::path::Path, extension: &str) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == extension))
        .collect();
    found.sort();
    found
}

#[test]
#[ignore = "dataset sweep: run with cargo xtask sweep"]
fn every_puzzle_of_every_set_is_solved_and_counted() {
    let sets = files(&puzzle_dir(), "txt");
    assert!(!sets.is_empty(), "no .txt puzzle sets found");
    for path in sets {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let several = name.contains("serg");
        let text = std::fs::read_to_string(&path).unwrap();
        let started = Instant::now();
        let mut puzzles = 0;
        for (number, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let puzzle =
                Grid::parse_line(line, number + 1).unwrap_or_else(|e| panic!("{name}: {e}"));
            let (count, solution) = puzzle.count_and_solve(2);
            let solution =
                solution.unwrap_or_else(|| panic!("{name} line {}: no solution", number + 1));
            assert!(
                solution.is_solved() && puzzle.is_kept_by(&solution),
                "{name} line {}",
                number + 1
            );
            if several {
                assert_eq!(
                    count,
                    2,
                    "{name} line {}: expected several solutions",
                    number + 1
                );
            } else {
                assert_eq!(
                    count,
                    1,
                    "{name} line {}: expected one solution",
                    number + 1
                );
            }
            puzzles += 1;
        }
        let took = started.elapsed();
        println!(
            "{name:<45} {puzzles:>6} puzzles {:>8.2} s {:>9.1} µs/puzzle",
            took.as_secs_f64(),
            took.as_secs_f64() * 1e6 / puzzles as f64
        );
    }
}

#[test]
#[ignore = "dataset sweep: run with cargo xtask sweep"]
fn the_lesson_examples_solve_to_their_outputs() {
    let dir = puzzle_dir().join("examples");
    let inputs = files(&dir, "in");
    assert!(!inputs.is_empty(), "no examples in {}", dir.display());
    for input in inputs {
        let text = std::fs::read_to_string(&input).unwrap();
        let expected = std::fs::read_to_string(input.with_extension("out")).unwrap();
        let (puzzle, layout) = Grid::parse_with_layout(&text).unwrap();
        assert_eq!(
            puzzle.solve().unwrap().render(layout),
            expected,
            "{}",
            input.display()
        );
        let out = Command::new(env!("CARGO_BIN_EXE_bitdoku"))
            .stdin(std::fs::File::open(&input).unwrap())
            .stderr(Stdio::inherit())
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", input.display());
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            expected,
            "{}",
            input.display()
        );
    }
}

/// The naive order on the puzzle built against brute force, to the end: 69,175,316
/// placements. It needs a release build (`cargo test --release`), as the sweep uses.
#[test]
#[ignore = "dataset sweep: run with cargo xtask sweep"]
fn naive_order_on_the_brute_force_puzzle_runs_to_the_end() {
    let puzzle = grid(BRUTE_FORCE);
    let mut search = Search::new(&puzzle, Strategy::Naive).unwrap();
    let started = Instant::now();
    while !search.step().is_final() {}
    let counters = search.counters();
    println!(
        "naive on the brute-force puzzle: {counters:?} in {:.2?}",
        started.elapsed()
    );
    assert_eq!(search.outcome(), Some(Event::Solved));
    assert!(
        (60_000_000..80_000_000).contains(&counters.placements),
        "{counters:?}"
    );
    assert_eq!(Some(search.grid()), puzzle.solve());
}
