//! Tests of the dispatch: which build the process runs, and that every build this processor
//! runs answers as the portable one.

use super::*;
use crate::fast::fixtures::varied_grids;

#[test]
fn the_portable_build_is_always_there_and_first() {
    let builds = Isa::available();
    assert_eq!(builds[0], Isa::Portable);
    assert_eq!(builds[0].name(), "portable");
    assert!(builds.contains(&Isa::detected()));
}

/// [`VARIABLE`] set to `portable` asks for the portable build; unset or set to anything
/// else, the process gets the fastest build there is.
#[test]
fn the_variable_asks_for_the_portable_build_and_nothing_else() {
    let fastest = *Isa::available().last().expect("the portable build");
    assert_eq!(Isa::chosen(Some("portable")), Isa::Portable);
    assert_eq!(Isa::chosen(None), fastest);
    assert_eq!(Isa::chosen(Some("avx2")), fastest);
    assert_eq!(Isa::chosen(Some("")), fastest);
}

/// The build this process runs is the one its environment and its processor call for, told
/// apart here without the dispatch's own code: portable under `BITDOKU_FAST_PATH=portable`
/// (run the tests both ways), else the AVX2 one exactly where the processor has its features.
#[test]
fn the_process_runs_the_build_its_environment_and_processor_call_for() {
    let portable_asked = std::env::var(VARIABLE).is_ok_and(|value| value == "portable");
    #[cfg(target_arch = "x86_64")]
    let avx2 = std::arch::is_x86_feature_detected!("avx2")
        && std::arch::is_x86_feature_detected!("bmi1")
        && std::arch::is_x86_feature_detected!("bmi2")
        && std::arch::is_x86_feature_detected!("lzcnt")
        && std::arch::is_x86_feature_detected!("popcnt");
    #[cfg(not(target_arch = "x86_64"))]
    let avx2 = false;
    let expected = if avx2 && !portable_asked {
        "x86-64 AVX2"
    } else {
        "portable"
    };
    assert_eq!(crate::fast::build_name(), expected);
}

/// The counts and the first solution of `cells` on `build`, up to `limit`, for a search
/// that turns hard as the public entry points have it turn, for one that starts hard and
/// for one that never turns, so that the builds are compared on every kind of search.
fn answer(build: Isa, cells: &[u8; 81], limit: usize) -> [(usize, Option<[u8; 81]>); 3] {
    [Turn::Auto, Turn::At(0), Turn::At(usize::MAX)].map(|turn| {
        let counter = count_on(
            build,
            cells,
            limit,
            true,
            Some(ContradictionCheck::Triads),
            turn,
        );
        (counter.found, counter.first.map(|bands| bands.cells()))
    })
}

/// Every build this processor runs, the portable fallback included even where the process
/// picked another (on x86-64, the AVX2 one), gives the same answers.
#[test]
fn every_build_answers_as_the_portable_one() {
    let builds = Isa::available();
    for grid in varied_grids() {
        for limit in [1, 2, 3] {
            let portable = answer(Isa::Portable, &grid, limit);
            for &build in &builds[1..] {
                assert_eq!(
                    answer(build, &grid, limit),
                    portable,
                    "{}: {grid:?}",
                    build.name()
                );
            }
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(512))]

    /// As above, on random givens: most break a rule or have many solutions.
    #[test]
    fn every_build_answers_as_the_portable_one_on_random_givens(
        givens in proptest::collection::vec((0..81usize, 1..=9u8), 0..24),
        limit in 1..4usize,
    ) {
        let mut grid = [0u8; 81];
        for (cell, digit) in givens {
            grid[cell] = digit;
        }
        let portable = answer(Isa::Portable, &grid, limit);
        for build in Isa::available() {
            proptest::prop_assert_eq!(answer(build, &grid, limit), portable, "{}", build.name());
        }
    }
}
