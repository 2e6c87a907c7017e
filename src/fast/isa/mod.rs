//! Which build of the search runs (layer 5 of the fast path, on the search): [`Isa`], chosen
//! once per process. On x86-64 processors with AVX2 and the features that come with it the
//! search and its deductions run compiled for them (`avx2`); everywhere else, and on request,
//! the portable build runs. Both give the same answers, which the tests check on every grid
//! they try.
//!
//! Setting the environment variable `BITDOKU_FAST_PATH=portable` makes the process use the
//! portable build even where the other would run, so that the benchmark sets can be swept and
//! timed on both (`cargo xtask sweep`, `cargo xtask bench`).

use std::sync::OnceLock;

use crate::fast::bands::Bands;
use crate::fast::instruction_set::Portable;
use crate::fast::search::policy::{ContradictionCheck, Turn};
use crate::fast::search::{Compiled, Counting};

#[cfg(target_arch = "x86_64")]
mod avx2;
#[cfg(target_arch = "x86_64")]
use avx2::Avx2;

#[cfg(test)]
mod tests;

/// The environment variable that can ask for the portable build.
pub const VARIABLE: &str = "BITDOKU_FAST_PATH";

/// A build of the search that this processor can run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Isa {
    Portable,
    #[cfg(target_arch = "x86_64")]
    Avx2(Avx2),
}

impl Isa {
    /// The fastest build this processor runs, unless [`VARIABLE`] asks for the portable one.
    pub fn detected() -> Isa {
        static CHOSEN: OnceLock<Isa> = OnceLock::new();
        *CHOSEN.get_or_init(|| Isa::chosen(std::env::var(VARIABLE).ok().as_deref()))
    }

    /// The build to run when [`VARIABLE`] is `variable`: the portable one if it says
    /// `portable`, else the fastest this processor runs.
    fn chosen(variable: Option<&str>) -> Isa {
        if variable == Some("portable") {
            Isa::Portable
        } else {
            *Isa::available()
                .last()
                .expect("the portable build is always there")
        }
    }

    /// Every build this processor runs, the portable one first.
    pub fn available() -> Vec<Isa> {
        #[cfg(target_arch = "x86_64")]
        let others = Avx2::detect().map(Isa::Avx2);
        #[cfg(not(target_arch = "x86_64"))]
        let others = None;
        std::iter::once(Isa::Portable).chain(others).collect()
    }

    /// The build's name, as the benchmarks print it.
    pub fn name(self) -> &'static str {
        match self {
            Isa::Portable => "portable",
            #[cfg(target_arch = "x86_64")]
            Isa::Avx2(_) => "x86-64 AVX2",
        }
    }
}

/// The portable build's copy is the generic code, compiled with no target feature.
impl Compiled for Portable {
    fn settle(self, bands: &mut Bands) -> bool {
        bands.settle(self)
    }

    fn settle_with_triads(self, bands: &mut Bands) -> bool {
        bands.settle_with_triads(self)
    }

    fn search(self, counter: &mut Counting, bands: &mut Bands) {
        counter.search(self, bands);
    }
}

/// Counts the solutions of `cells` up to `limit` on the build `isa`, keeping the first one
/// found if `keep_first`, with the checks from `first_check` on, turning hard as `turn` says.
pub fn count_on(
    isa: Isa,
    cells: &[u8; 81],
    limit: usize,
    keep_first: bool,
    first_check: Option<ContradictionCheck>,
    turn: Turn,
) -> Counting {
    let mut counter = Counting::new(limit, keep_first, first_check, turn);
    if limit == 0 {
        return counter;
    }
    // None: the givens break a rule.
    if let Some(mut bands) = Bands::new(cells) {
        match isa {
            Isa::Portable => counter.start(Portable, &mut bands),
            #[cfg(target_arch = "x86_64")]
            Isa::Avx2(build) => counter.start(build, &mut bands),
        }
    }
    counter
}
