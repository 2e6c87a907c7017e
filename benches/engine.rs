//! Criterion benchmarks of the engine: the fast path on the first 200 puzzles of each set in
//! $BITDOKU_PUZZLES (default `../shared/puzzles`), and the step engine. `cargo bench --bench
//! engine`. For the whole-set table, see `cargo xtask bench`.

use std::hint::black_box;
use std::path::PathBuf;

use bitdoku::{Grid, Search, Strategy};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

// The tests' fixtures, for the puzzle built against brute force.
#[allow(dead_code)]
#[path = "../tests/integration/common.rs"]
mod common;

const SAMPLE: usize = 200;

fn sets() -> Vec<(String, Vec<Grid>)> {
    let dir = std::env::var_os("BITDOKU_PUZZLES").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles"),
        PathBuf::from,
    );
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!(
            "no puzzle sets at {}: only the step engine is measured",
            dir.display()
        );
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let grids = text
                .lines()
                .filter(|l| !l.trim().is_empty())
                .take(SAMPLE)
                .map(|l| l.parse().unwrap())
                .collect();
            (
                path.file_stem().unwrap().to_string_lossy().into_owned(),
                grids,
            )
        })
        .collect()
}

fn fast_path(c: &mut Criterion) {
    for (name, grids) in sets() {
        let mut group = c.benchmark_group(name);
        group.throughput(Throughput::Elements(grids.len() as u64));
        group.sample_size(10);
        group.bench_function("count_solutions(2)", |b| {
            b.iter(|| {
                grids
                    .iter()
                    .map(|g| black_box(g).count_solutions(2))
                    .sum::<usize>()
            })
        });
        group.bench_function("solve()", |b| {
            b.iter(|| {
                grids
                    .iter()
                    .filter(|g| black_box(g).solve().is_some())
                    .count()
            })
        });
        group.finish();
    }
}

fn step_engine(c: &mut Criterion) {
    let grid = common::grid(common::BRUTE_FORCE);
    let mut group = c.benchmark_group("step engine");
    const STEPS: u64 = 1_000_000;
    group.throughput(Throughput::Elements(STEPS));
    for strategy in [Strategy::Naive, Strategy::Mrv] {
        group.bench_function(format!("{strategy} events"), |b| {
            b.iter(|| {
                let mut search = Search::new(&grid, strategy).unwrap();
                for _ in 0..STEPS {
                    black_box(search.step());
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, fast_path, step_engine);
criterion_main!(benches);
