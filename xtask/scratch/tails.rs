//! The tail hunter: a search for grids on which bitdoku's `count_solutions(2)` is slow beside
//! the `sudoku` crate's `solutions_count_up_to(2)`, built by `cargo xtask bench --tails` in a
//! scratch crate under `target/` (the crate is AGPL-3.0 and never bitdoku's dependency).
//!
//! It keeps the grids that score highest, the score being bitdoku's time over the issue's
//! bound: the larger of 10 µs and ten times the crate's time (above 1, a grid misses the goal).
//! Each round either makes a fresh grid (random givens, or runs of consecutive digits in a few
//! rows, as a person typing into an empty board makes them) or changes one of the kept ones by
//! a given: added, taken away or rewritten. The seeds (81-character lines, `.` or `0` blank)
//! start the kept set. Every count is checked against the crate's.
//!
//! Usage: `tails SECONDS SEED [SEEDS_FILE]`; prints one JSON object a kept grid, worst first.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// How many grids are kept and changed.
const KEPT: usize = 24;

/// The goal's floor, µs, and its factor over the crate.
const FLOOR_US: f64 = 10.0;
const FACTOR: f64 = 10.0;

/// xorshift64*: enough randomness for a search, the same grids from the same seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

type Cells = [u8; 81];

/// Whether `digit` may go in `cell`: no given of the same digit in its row, column or box.
fn fits(cells: &Cells, cell: usize, digit: u8) -> bool {
    let (row, col) = (cell / 9, cell % 9);
    let (band, stack) = (row / 3 * 3, col / 3 * 3);
    (0..9).all(|k| {
        let in_box = (band + k / 3) * 9 + stack + k % 3;
        cells[row * 9 + k] != digit && cells[k * 9 + col] != digit && cells[in_box] != digit
    })
}

/// Up to `count` random givens, each where it fits.
fn random(rng: &mut Rng, count: usize) -> Cells {
    let mut cells = [0; 81];
    for _ in 0..count * 4 {
        let (cell, digit) = (rng.below(81), rng.below(9) as u8 + 1);
        if cells[cell] == 0 && fits(&cells, cell, digit) {
            cells[cell] = digit;
        }
    }
    cells
}

/// Runs of consecutive digits in a few rows (or columns), where they fit.
fn runs(rng: &mut Rng) -> Cells {
    let mut cells = [0; 81];
    let across = rng.below(2) == 0;
    for _ in 0..2 + rng.below(3) {
        let line = rng.below(9);
        let length = 4 + rng.below(5);
        let start = rng.below(10 - length);
        let first = rng.below(10 - length) as u8 + 1;
        for k in 0..length {
            let along = start + k;
            let cell = if across { line * 9 + along } else { along * 9 + line };
            let digit = first + k as u8;
            if cells[cell] == 0 && fits(&cells, cell, digit) {
                cells[cell] = digit;
            }
        }
    }
    cells
}

/// `cells` with one given added, taken away or rewritten (where it fits).
fn changed(rng: &mut Rng, cells: &Cells) -> Cells {
    let mut next = *cells;
    let cell = rng.below(81);
    if next[cell] != 0 && rng.below(2) == 0 {
        next[cell] = 0;
        return next;
    }
    let digit = rng.below(9) as u8 + 1;
    next[cell] = 0;
    if fits(&next, cell, digit) {
        next[cell] = digit;
    }
    next
}

/// µs a call, the best of three rounds of calls lasting at least 100 µs each.
fn time(count: impl Fn() -> usize) -> f64 {
    let mut best = f64::MAX;
    for _ in 0..3 {
        let start = Instant::now();
        let mut calls = 0u32;
        while start.elapsed() < Duration::from_micros(100) {
            black_box(count());
            calls += 1;
        }
        best = best.min(start.elapsed().as_secs_f64() * 1e6 / f64::from(calls));
    }
    best
}

struct Scored {
    cells: Cells,
    bitdoku_us: f64,
    crate_us: f64,
    count: usize,
}

impl Scored {
    fn score(&self) -> f64 {
        self.bitdoku_us / FLOOR_US.max(FACTOR * self.crate_us)
    }

    fn line(&self) -> String {
        self.cells
            .iter()
            .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
            .collect()
    }
}

/// Both solvers timed on `cells`; `None` for givens either refuses.
fn measure(cells: Cells) -> Option<Scored> {
    let grid = bitdoku::Grid::from_cells(cells).ok()?;
    let sudoku = sudoku::Sudoku::from_bytes(cells).ok()?;
    let count = grid.count_solutions(2);
    let theirs = sudoku.solutions_count_up_to(2);
    assert_eq!(count, theirs, "the counts differ on {cells:?}");
    Some(Scored {
        cells,
        bitdoku_us: time(|| black_box(&grid).count_solutions(2)),
        crate_us: time(|| black_box(&sudoku).solutions_count_up_to(2)),
        count,
    })
}

fn seeds(path: &str) -> Vec<Cells> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    text.lines()
        .filter_map(|line| {
            let bytes: Vec<u8> = line.trim().bytes().collect();
            (bytes.len() == 81).then(|| {
                let mut cells = [0; 81];
                for (cell, byte) in cells.iter_mut().zip(bytes) {
                    *cell = if byte.is_ascii_digit() { byte - b'0' } else { 0 };
                }
                cells
            })
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: tails SECONDS SEED [SEEDS_FILE]";
    let seconds: u64 = args.get(1).and_then(|a| a.parse().ok()).expect(usage);
    let seed: u64 = args.get(2).and_then(|a| a.parse().ok()).expect(usage);
    let mut rng = Rng(seed | 1);
    let mut kept: Vec<Scored> = args
        .get(3)
        .map(|path| seeds(path))
        .unwrap_or_default()
        .into_iter()
        .filter_map(measure)
        .collect();
    kept.sort_by(|a, b| b.score().total_cmp(&a.score()));
    kept.truncate(KEPT);
    let end = Instant::now() + Duration::from_secs(seconds);
    let mut tried = 0u64;
    while Instant::now() < end {
        let givens = 4 + rng.below(27);
        let cells = match rng.below(4) {
            _ if kept.is_empty() => random(&mut rng, givens),
            0 => random(&mut rng, givens),
            1 => runs(&mut rng),
            _ => {
                let parent = &kept[rng.below(kept.len().min(KEPT))].cells;
                changed(&mut rng, parent)
            }
        };
        tried += 1;
        if kept.iter().any(|k| k.cells == cells) {
            continue;
        }
        if let Some(scored) = measure(cells) {
            kept.push(scored);
            kept.sort_by(|a, b| b.score().total_cmp(&a.score()));
            kept.truncate(KEPT);
        }
    }
    eprintln!("tails: {tried} grids tried in {seconds} s");
    for k in &kept {
        println!(
            "{{\"grid\":\"{}\",\"count\":{},\"bitdokuUs\":{:.3},\"crateUs\":{:.3},\"score\":{:.3}}}",
            k.line(),
            k.count,
            k.bitdoku_us,
            k.crate_us,
            k.score()
        );
    }
}
