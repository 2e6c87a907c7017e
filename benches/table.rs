//! The native half of `cargo xtask bench`: microseconds per puzzle for each set in a folder,
//! and the step engine's events per second. Not criterion: one pass over every puzzle of each
//! set, in file order, as the published figures are measured.
//!
//! `cargo bench --bench table -- [DIR] [--first-only]` (DIR defaults to `../shared/puzzles`).
//! Prints one JSON object per line, its `kind` saying which measurement it is
//! (xtask/src/bench/native.rs holds their fields): first `build`, the fast path's build
//! (`bitdoku::fast_path_build`); for each set `set` and `first` (over its first [`FIRST`]
//! puzzles, beside tdoku), µs per puzzle for `count_solutions(2)` and `solve()`, and `slowest`,
//! its slowest puzzle for `count_solutions(2)`; for [`LOGIC_SET`], if DIR has it, `logic`
//! (`explain` with guessing and `rate`); for each of [`RATE_SETS`], `rates` (`logic::rate` on
//! each puzzle alone: median, slowest and its line); for [`ORDERS_SET`], `orders`, the MRV and
//! Propagation orders run to the end on every puzzle; then `events` for each search order on the
//! puzzle built against brute force, `tree` (its naive run recorded as a search tree),
//! `generate` (the minimal unique puzzles `Grid::generate` makes a second), `hard` for each grid
//! of [`HARD`], and, when there is a fuzz corpus ([`fuzz_corpus`]), `corpus`, the mean and
//! slowest `count_solutions(2)` over its grids. With `--first-only`, only the `build` line and the `first` lines (`cargo xtask bench` runs it so
//! with `BITDOKU_FAST_PATH=portable`, to time the fallback build too).

use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use bitdoku::slices::Runs;
use bitdoku::tree::SearchTree;
use bitdoku::{logic, Grid, Search, Strategy};
use serde_json::{json, Value};

/// The set the logic module is timed on: the logic is much slower than the fast path, and one
/// set of many ordinary puzzles says enough.
const LOGIC_SET: &str = "17_clue_49158";

/// The sets of hard puzzles `logic::rate` is timed on puzzle by puzzle: the chains and fish
/// they need make the time of one puzzle, not of the set, the figure to watch.
const RATE_SETS: [&str; 2] = ["norvig_top95", "magictour_top1465"];

/// The set the step engine's MRV and Propagation orders are timed on: hard puzzles on which
/// both guess and backtrack, so that every kind of event counts. (The naive order would take
/// hours on some of them.)
const ORDERS_SET: &str = "magictour_top1465";

/// The puzzles of each set that tdoku's timing driver (../shared/bench/tdoku_bench.cc) takes:
/// the side-by-side comparison times bitdoku on the same ones.
const FIRST: usize = 10_000;

/// Grids that a solver may find hard out of all proportion, each timed alone:
///
/// - three with no solution whose contradiction settling misses;
/// - the puzzle built against brute force, and the fuzzing seeds' grid with no solution;
/// - fuzz-found grids: one of 12 givens and many solutions (1.6 ms while a search of so few
///   givens started hard); and a family of runs of 1 to 7 in rows, where 8 and 9 are left to
///   three cells of a column: one with no solution (3.2 ms while Hall's condition waited
///   8,192 guesses) and one with several that trapped a hard search for 19 ms and tdoku's for
///   12; and, found by `cargo xtask bench --tails`, one with several that a hard start traps
///   until the restart and one with no solution that it searches for 1,025 guesses; and
///   three of eight digits: one with two empty rows of a band, one the same with a 7 that
///   keeps a hard start trapped until the restart, and one with no solution that a hard
///   search takes hundreds of guesses to prove, one on cells one; and two more of eight
///   digits and no solution: the hunter's worst (358 µs, the crate 1.0) and one of the family
///   (rows, columns and digits swapped about) that one guess on cells does not prove; and four
///   of nine digits, some given once, several solutions, that a hard start trapped until the
///   restart: the hunter's worst after the eight digits' alternation (6 and 8 once, 9 twice:
///   496 guesses, on cells 15), and three a scratch hunt of guesses found after the first was
///   fixed (1 and 8 once: 519 guesses, on cells 7; 8 and 9 once: 445, 8; 8 once: 517, 5); and
///   two of nine digits, each given two to four times, and no solution, that a hard search
///   takes 536 and 602 guesses to prove, one on cells one (the crate about 20 and 45 µs); the
///   second, which the pair check ends only once, still runs to the restart;
/// - the empty grid.
///
/// Their lines are written to files of their own for tdoku's driver too (xtask/src/tdoku.rs).
pub const HARD: [(&str, &str); 22] = [
    (
        "norvig_impossible",
        ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........",
    ),
    (
        "fuzz_locked_minirow",
        "1234...............................5678........5678..............................",
    ),
    (
        "fuzz_crowded_box",
        "4.3...9....6.....2................6...7..................6.3.7.5..2.....2........",
    ),
    ("brute_force", common::BRUTE_FORCE),
    ("no_solution", common::NO_SOLUTION),
    (
        "fuzz_few_givens",
        "..............3..............3..5..1.........5.7......8.......5..1.2.......5.7...",
    ),
    (
        "fuzz_eight_and_nine",
        "1234567...5.7.............1234567.......................234567...................",
    ),
    (
        "fuzz_eight_and_nine_trap",
        "..234567...................1234567...5.7.................234567..................",
    ),
    (
        "tails_restart",
        "1..45.7...5.7...........531234.67......3...5............2645.7...............3...",
    ),
    (
        "tails_no_solution",
        ".234567...5.7..4..........1.34567.......................234567.......3...........",
    ),
    (
        "tails_empty_rows",
        "1.3.5.7...5.7.........9...1234567.......................2645.7........4..........",
    ),
    (
        "tails_restart_eight",
        "1.3.5.7...5.7.........9...1234567...........7...........2645.7........4..........",
    ),
    (
        "tails_no_solution_eight",
        ".234567...5.7...........53123456...........57...........2645.7.69................",
    ),
    (
        "tails_hunted_eight",
        ".234.6....5.7...........53123456...........57...........2645.7.69................",
    ),
    (
        "tails_family_eight",
        "3..1..8.7.8.9..1..5..8......5.7..9.2.7....5...9.5..7......2..6..2..7..1.......27.",
    ),
    (
        "tails_restart_nine",
        ".2345.....5..........893..1234.67.....1.....7...9......12.45.7....1..............",
    ),
    (
        "tails_hunted_nine",
        ".23.5.....5....4.....89...123456.......32...7...9.......264..7......9...........5",
    ),
    (
        "tails_hunted_nine_two",
        "..3.567...5..7.......8..531234567.....1...6.7...9...4..12645.7.............7.....",
    ),
    (
        "tails_hunted_nine_three",
        "1.3456....5..........89...1234567.....1..46.7...9.......2645.7....1..............",
    ),
    (
        "tails_no_solution_nine",
        "......7..8.9.....6..389..21.34....1..5..3.267...92......2.4517.......6...........",
    ),
    (
        "tails_no_solution_nine_two",
        "......3..8.9........389.7.1..4....1..5....267...92...3..2..517......9.......82...",
    ),
    (
        "empty",
        ".................................................................................",
    ),
];

/// At most how many of a set's slowest puzzles in the timed passes are timed again, alone and
/// repeated, to find the slowest: a pass is enough to rank them, not to time them. They are
/// timed in turn until the next one's time in the passes is below the slowest time alone so
/// far: a puzzle runs no faster in a pass than alone, where its code and data are warm.
/// A fixed count is not enough: on this machine interruptions have hit eight puzzles of 1 µs
/// in both passes, and they ranked above the slowest one (63 µs).
const SLOWEST_CANDIDATES: usize = 64;

/// Timed passes over a set, each puzzle ranked by its fastest: on a shared machine a pass
/// times a few dozen puzzles of 49,158 at 100 µs or more, several times their own, when the
/// process is interrupted. Some are hit in both passes; timing the candidates alone
/// ([`SLOWEST_CANDIDATES`]) sets them apart.
const SLOWEST_PASSES: usize = 2;

/// Repeat a small set until it has run this long, so its figure is not noise.
const MIN_TIME: Duration = Duration::from_millis(500);

/// Time each candidate for a set's slowest puzzle this long: one puzzle's figure settles
/// sooner than a set's.
const SLOWEST_TIME: Duration = Duration::from_millis(50);

// The tests' fixtures, for the puzzle built against brute force (207 million naive steps).
#[allow(dead_code)]
#[path = "../tests/integration/common.rs"]
mod common;

fn main() {
    print_line(json!({"kind": "build", "name": bitdoku::fast_path_build()}));
    let first_only = std::env::args().any(|arg| arg == "--first-only");
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
        if first_only {
            return;
        }
        hard();
        corpus();
        events();
        return generated();
    };
    let mut sets: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    sets.sort();
    for path in &sets {
        let text = std::fs::read_to_string(path).expect("readable puzzle set");
        let (numbers, puzzles): (Vec<usize>, Vec<Grid>) = bitdoku::parse::batch_lines(&text)
            .map(|(number, line)| {
                let grid = Grid::parse_line(line, number).expect("a valid puzzle line");
                (number, grid)
            })
            .unzip();
        let name = path.file_stem().unwrap().to_string_lossy();
        let first = &puzzles[..puzzles.len().min(FIRST)];
        let first_line = || {
            let first_count = per_puzzle(first, |g| g.count_solutions(2));
            let first_solve = per_puzzle(first, |g| g.solve());
            print_line(json!({
                "kind": "first", "name": name, "puzzles": first.len(),
                "count_us": first_count, "solve_us": first_solve,
            }));
        };
        if first_only {
            first_line();
            continue;
        }
        let count = per_puzzle(&puzzles, |g| g.count_solutions(2));
        let solve = per_puzzle(&puzzles, |g| g.solve());
        print_line(json!({
            "kind": "set", "name": name, "puzzles": puzzles.len(),
            "count_us": count, "solve_us": solve,
        }));
        first_line();
        let (index, slowest) = slowest(&puzzles);
        print_line(json!({
            "kind": "slowest", "name": name, "line": numbers[index], "count_us": slowest,
        }));
        if name == LOGIC_SET {
            let explain = per_puzzle(&puzzles, |g| logic::explain(g, true));
            let rate = per_puzzle(&puzzles, logic::rate);
            print_line(json!({
                "kind": "logic", "name": name, "puzzles": puzzles.len(),
                "explain_us": explain, "rate_us": rate,
            }));
        }
        if RATE_SETS.contains(&&*name) {
            let (median, slowest, index) = each_rated(&puzzles);
            print_line(json!({
                "kind": "rates", "name": name, "puzzles": puzzles.len(), "median_us": median,
                "slowest_us": slowest, "slowest_line": numbers[index],
            }));
        }
        if name == ORDERS_SET {
            for strategy in [Strategy::Mrv, Strategy::Propagation] {
                let (per_second, steps) = events_per_second(&puzzles, strategy);
                print_line(json!({
                    "kind": "orders", "set": name, "order": strategy.to_string(),
                    "per_second": per_second, "steps": steps,
                }));
            }
        }
    }
    if first_only {
        return;
    }
    hard();
    corpus();
    events();
    generated();
}

/// The fuzz corpus to time: `BITDOKU_FUZZ_CORPUS` if set, else the one `cargo xtask test` grows
/// from the committed seeds for the `solve` target (xtask/src/fuzz.rs), if it is there.
fn fuzz_corpus() -> Option<PathBuf> {
    let path = std::env::var_os("BITDOKU_FUZZ_CORPUS").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/fuzz-corpus/solve"),
        PathBuf::from,
    );
    path.is_dir().then_some(path)
}

/// The `corpus` line: the grids of the fuzz corpus, read as the `solve` target reads its input
/// (fuzz/fuzz_targets/solve.rs: a byte for the count's limit, then the grid as
/// fuzz/src/lib.rs spells it, `'1'..='9'` a digit and any other byte a blank), timed as a set.
fn corpus() {
    let Some(path) = fuzz_corpus() else {
        eprintln!(
            "no fuzz corpus (run `cargo xtask test`, or set BITDOKU_FUZZ_CORPUS): skipping it"
        );
        return;
    };
    let mut grids = Vec::new();
    for entry in std::fs::read_dir(&path).expect("a readable fuzz corpus") {
        let entry = entry.expect("a corpus entry").path();
        if !entry.is_file() {
            continue;
        }
        let bytes = std::fs::read(entry).expect("a readable input");
        // The target returns at once on an empty input.
        if bytes.is_empty() {
            continue;
        }
        let mut cells = [0u8; 81];
        for (cell, &byte) in cells.iter_mut().zip(bytes.iter().skip(1)) {
            if (b'1'..=b'9').contains(&byte) {
                *cell = byte - b'0';
            }
        }
        grids.push(Grid::from_cells(cells).expect("cells of 0..=9"));
    }
    if grids.is_empty() {
        return;
    }
    let mean = per_puzzle(&grids, |g| g.count_solutions(2));
    let (index, slowest) = slowest(&grids);
    print_line(json!({
        "kind": "corpus", "path": path.display().to_string(), "grids": grids.len(),
        "mean_us": mean, "slowest_us": slowest, "slowest": grids[index].to_string(),
    }));
}

/// The `hard` lines: each grid of [`HARD`] alone.
fn hard() {
    for (label, line) in HARD {
        let grid = Grid::parse_line(line, 1).expect("a valid grid");
        let us = per_puzzle(std::slice::from_ref(&grid), |g| g.count_solutions(2));
        print_line(json!({"kind": "hard", "label": label, "grid": line, "count_us": us}));
    }
}

/// The set's slowest puzzle for `count_solutions(2)`: its index and its µs.
fn slowest(puzzles: &[Grid]) -> (usize, f64) {
    let mut times: Vec<(f64, usize)> = (0..puzzles.len()).map(|index| (f64::MAX, index)).collect();
    for _ in 0..SLOWEST_PASSES {
        for (time, grid) in times.iter_mut().zip(puzzles) {
            let started = Instant::now();
            black_box(black_box(grid).count_solutions(2));
            time.0 = time.0.min(started.elapsed().as_secs_f64());
        }
    }
    times.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut found: Option<(usize, f64)> = None;
    for &(in_passes, index) in times.iter().take(SLOWEST_CANDIDATES) {
        if found.is_some_and(|(_, slowest)| in_passes * 1e6 < slowest) {
            break;
        }
        let alone = timed(
            &puzzles[index..=index],
            |g| g.count_solutions(2),
            SLOWEST_TIME,
        );
        if found.is_none_or(|(_, slowest)| alone > slowest) {
            found = Some((index, alone));
        }
    }
    found.expect("a set has puzzles")
}

/// `logic::rate` on each puzzle alone, the fastest of two runs (a shared machine's
/// interruptions hit one run, seldom both): the median µs, the slowest µs and its index.
fn each_rated(puzzles: &[Grid]) -> (f64, f64, usize) {
    let mut times: Vec<(f64, usize)> = puzzles
        .iter()
        .enumerate()
        .map(|(index, grid)| {
            let fastest = (0..2)
                .map(|_| {
                    let started = Instant::now();
                    black_box(logic::rate(black_box(grid)));
                    started.elapsed().as_secs_f64() * 1e6
                })
                .fold(f64::MAX, f64::min);
            (fastest, index)
        })
        .collect();
    times.sort_by(|a, b| a.0.total_cmp(&b.0));
    let (slowest, index) = times[times.len() - 1];
    (times[times.len() / 2].0, slowest, index)
}

/// `Grid::generate`'s puzzles a second, seeds 0, 1, 2, ... until [`MIN_TIME`].
fn generated() {
    let started = Instant::now();
    let mut seed = 0u64;
    while seed == 0 || started.elapsed() < MIN_TIME {
        black_box(Grid::generate(black_box(seed)));
        seed += 1;
    }
    let per_second = seed as f64 / started.elapsed().as_secs_f64();
    print_line(json!({"kind": "generate", "per_second": per_second}));
}

/// One measurement, as one line of JSON: xtask/src/bench/native.rs reads it by its `kind`.
fn print_line(measurement: Value) {
    println!("{measurement}");
}

/// Microseconds per puzzle of `f` over the whole set, repeated until [`MIN_TIME`].
fn per_puzzle<T>(puzzles: &[Grid], f: impl Fn(&Grid) -> T) -> f64 {
    timed(puzzles, f, MIN_TIME)
}

/// Microseconds per puzzle of `f` over the whole set, repeated until `time` has passed.
fn timed<T>(puzzles: &[Grid], f: impl Fn(&Grid) -> T, time: Duration) -> f64 {
    let started = Instant::now();
    let mut runs = 0usize;
    while runs == 0 || started.elapsed() < time {
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
        print_line(json!({
            "kind": "events", "order": strategy.to_string(), "per_second": per_second,
            "steps": steps,
        }));
    }
    // The search tree panel's replay of the naive run, once: it is seconds long.
    let started = Instant::now();
    let mut tree = SearchTree::new(Search::new(&grid, Strategy::Naive).unwrap());
    tree.run(u64::MAX);
    let seconds = started.elapsed().as_secs_f64();
    let steps = tree.position();
    let kept = tree.recorder().kept();
    print_line(json!({
        "kind": "tree", "order": "naive", "per_second": steps as f64 / seconds,
        "steps": steps, "kept": kept,
    }));
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
