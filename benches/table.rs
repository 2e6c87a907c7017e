//! The native half of `cargo xtask bench`: microseconds per puzzle for each set in a folder,
//! and the step engine's events per second. Not criterion: one pass over every puzzle of each
//! set, in file order, as the published figures are measured.
//!
//! `cargo bench --bench table -- [DIR]` (DIR defaults to `../shared/puzzles`). Prints one
//! tab-separated line per measurement: `set NAME PUZZLES COUNT2_US SOLVE_US`, then
//! `first NAME PUZZLES COUNT2_US` over its first [`FIRST`] puzzles (beside tdoku); for the set
//! [`LOGIC_SET`], if DIR has it, `logic NAME PUZZLES EXPLAIN_US RATE_US` (the logic module's
//! `explain` with guessing and `rate`); for the set [`ORDERS_SET`], if DIR has it,
//! `orders NAME ORDER EVENTS_PER_SECOND STEPS` for the MRV and Propagation orders run to the end
//! on every puzzle; then `events ORDER EVENTS_PER_SECOND STEPS` for each search order (naive,
//! mrv, propagation) on the puzzle built against brute force; and `generate PER_SECOND`, the
//! minimal unique puzzles `Grid::generate` makes a second (seeds from 0 up).

use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use bitdoku::slices::Runs;
use bitdoku::tree::SearchTree;
use bitdoku::{logic, Grid, Search, Strategy};

/// The set the logic module is timed on: the logic is much slower than the fast path, and one
/// set of many ordinary puzzles says enough.
const LOGIC_SET: &str = "17_clue_49158";

/// The set the step engine's MRV and Propagation orders are timed on: hard puzzles on which
/// both guess and backtrack, so that every kind of event counts. (The naive order would take
/// hours on some of them.)
const ORDERS_SET: &str = "magictour_top1465";

/// The puzzles of each set that tdoku's timing driver (../shared/bench/tdoku_bench.cc) takes:
/// the side-by-side comparison times bitdoku on the same ones.
const FIRST: usize = 10_000;

/// Repeat a small set until it has run this long, so its figure is not noise.
const MIN_TIME: Duration = Duration::from_millis(500);

// The tests' fixtures, for the puzzle built against brute force (207 million naive steps).
#[allow(dead_code)]
#[path = "../tests/integration/common.rs"]
mod common;

fn main() {
    let dir = std::env::args()
        .skip(1)
        .find(|arg| !arg.starts_with('-'))
        .map_or_else(
            || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles"),
            PathBuf::from,
        );
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!(
            "no puzzle sets at {}: skipping the per-set figures",
            dir.display()
        );
        events();
        return generated();
    };
    let mut sets: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    sets.sort();
    for path in sets {
        let text = std::fs::read_to_string(&path).expect("readable puzzle set");
        let puzzles: Vec<Grid> = bitdoku::parse::batch_lines(&text)
            .map(|(number, line)| Grid::parse_line(line, number).expect("a valid puzzle line"))
            .collect();
        let count = per_puzzle(&puzzles, |g| g.count_solutions(2));
        let solve = per_puzzle(&puzzles, |g| g.solve());
        let name = path.file_stem().unwrap().to_string_lossy();
        println!("set\t{name}\t{}\t{count:.2}\t{solve:.2}", puzzles.len());
        let first = &puzzles[..puzzles.len().min(FIRST)];
        let first_count = per_puzzle(first, |g| g.count_solutions(2));
        println!("first\t{name}\t{}\t{first_count:.2}", first.len());
        if name == LOGIC_SET {
            let explain = per_puzzle(&puzzles, |g| logic::explain(g, true));
            let rate = per_puzzle(&puzzles, logic::rate);
            println!("logic\t{name}\t{}\t{explain:.2}\t{rate:.2}", puzzles.len());
        }
        if name == ORDERS_SET {
            for strategy in [Strategy::Mrv, Strategy::Propagation] {
                let (per_second, steps) = events_per_second(&puzzles, strategy);
                println!("orders\t{name}\t{strategy}\t{per_second:.0}\t{steps}");
            }
        }
    }
    events();
    generated();
}

/// `Grid::generate`'s puzzles a second, seeds 0, 1, 2, ... until [`MIN_TIME`].
fn generated() {
    let started = Instant::now();
    let mut seed = 0u64;
    while seed == 0 || started.elapsed() < MIN_TIME {
        black_box(Grid::generate(black_box(seed)));
        seed += 1;
    }
    println!(
        "generate\t{:.0}",
        seed as f64 / started.elapsed().as_secs_f64()
    );
}

/// Microseconds per puzzle of `f` over the whole set, repeated until [`MIN_TIME`].
fn per_puzzle<T>(puzzles: &[Grid], f: impl Fn(&Grid) -> T) -> f64 {
    let started = Instant::now();
    let mut runs = 0usize;
    while runs == 0 || started.elapsed() < MIN_TIME {
        for grid in puzzles {
            black_box(f(black_box(grid)));
        }
        runs += puzzles.len();
    }
    started.elapsed().as_secs_f64() * 1e6 / runs as f64
}

/// The step engine's events per second in each order, on the whole brute-force run (207
/// million naive steps).
fn events() {
    let grid: Grid = common::grid(common::BRUTE_FORCE);
    for strategy in [Strategy::Naive, Strategy::Mrv, Strategy::Propagation] {
        let (per_second, steps) = events_per_second(std::slice::from_ref(&grid), strategy);
        println!("events\t{strategy}\t{per_second:.0}\t{steps}");
    }
    // The search tree panel's replay of the naive run, once: it is seconds long.
    let started = Instant::now();
    let mut tree = SearchTree::new(Search::new(&grid, Strategy::Naive).unwrap());
    tree.run(u64::MAX);
    let seconds = started.elapsed().as_secs_f64();
    let steps = tree.position();
    let kept = tree.recorder().kept();
    println!(
        "tree\tnaive\t{:.0}\t{steps}\t{kept}",
        steps as f64 / seconds
    );
}

/// Events per second of the step engine run to the end on each of `puzzles` in turn, repeated
/// until [`MIN_TIME`], and the steps of one pass.
fn events_per_second(puzzles: &[Grid], strategy: Strategy) -> (f64, u64) {
    let started = Instant::now();
    let (mut passes, mut steps) = (0u64, 0);
    while passes == 0 || started.elapsed() < MIN_TIME {
        steps = 0;
        for grid in puzzles {
            let mut search = Search::new(grid, strategy).unwrap();
            while !black_box(search.step()).is_final() {}
            steps += search.counters().steps;
        }
        passes += 1;
    }
    let per_second = (passes * steps) as f64 / started.elapsed().as_secs_f64();
    (per_second, steps)
}
