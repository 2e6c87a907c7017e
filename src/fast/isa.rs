//! [`Isa`]: the instruction set the search runs on, chosen once per process. On x86-64
//! processors with AVX2, BMI2, LZCNT and POPCNT (nearly all made since 2015) the search and its
//! deductions are compiled a second time for them: single instructions for counting bits
//! (the choice of a cell to guess on counts candidates) and for gathering them (the band
//! update's key, [`Build::locked`]), and wider loads and stores over the 27 boards.
//! Everywhere else, and on request, the portable build runs; both give the same answers, which
//! the tests check on every grid they try.
//!
//! Setting the environment variable `BITDOKU_FAST_PATH=portable` makes the process use the
//! portable build even where the other would run, so that the benchmark sets can be swept and
//! timed on both (`cargo xtask sweep`, `cargo xtask bench`).

use std::sync::OnceLock;

use super::bands::Bands;
use super::tables::{minirows, LOCKED};
#[cfg(target_arch = "x86_64")]
use super::tables::{FIRST_OF_MINIROWS, LOCKED_BY_ROWS};
use super::Counter;

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
        *CHOSEN.get_or_init(|| {
            if std::env::var(VARIABLE).is_ok_and(|value| value == "portable") {
                Isa::Portable
            } else {
                *Isa::available()
                    .last()
                    .expect("the portable build is always there")
            }
        })
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

/// What the search needs from a build: the deductions and the search itself, compiled for it.
/// A value of the type is the proof that the processor runs the build.
pub trait Build: Copy {
    /// [`Bands::settle`].
    fn settle(self, bands: &mut Bands) -> bool;
    /// [`Bands::settle_with_triads`].
    fn settle_with_triads(self, bands: &mut Bands) -> bool;
    /// [`Counter::search`].
    fn search(self, counter: &mut Counter, bands: &mut Bands);

    /// `LOCKED[minirows(board)]`, the band update's lookup ([`LOCKED`]), as this build finds
    /// it fastest.
    #[inline(always)]
    fn locked(self, board: u32) -> u32 {
        LOCKED[minirows(board)]
    }
}

/// The build for any processor.
#[derive(Clone, Copy, Debug)]
pub struct Portable;

impl Build for Portable {
    fn settle(self, bands: &mut Bands) -> bool {
        bands.settle(self)
    }

    fn settle_with_triads(self, bands: &mut Bands) -> bool {
        bands.settle_with_triads(self)
    }

    fn search(self, counter: &mut Counter, bands: &mut Bands) {
        counter.search(self, bands);
    }
}

/// The build for x86-64 with AVX2, BMI1, BMI2, LZCNT and POPCNT; made only by
/// [`Avx2::detect`], after the processor said it has them.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Avx2(());

#[cfg(target_arch = "x86_64")]
impl Avx2 {
    /// The build when the processor has every feature its functions are compiled for.
    fn detect() -> Option<Avx2> {
        let all = is_x86_feature_detected!("avx2")
            && is_x86_feature_detected!("bmi1")
            && is_x86_feature_detected!("bmi2")
            && is_x86_feature_detected!("lzcnt")
            && is_x86_feature_detected!("popcnt");
        all.then_some(Avx2(()))
    }
}

#[cfg(target_arch = "x86_64")]
impl Build for Avx2 {
    #[inline]
    fn settle(self, bands: &mut Bands) -> bool {
        // SAFETY: an Avx2 exists only where detect() found every feature settle_avx2 uses.
        unsafe { settle_avx2(self, bands) }
    }

    #[inline]
    fn settle_with_triads(self, bands: &mut Bands) -> bool {
        // SAFETY: as for settle.
        unsafe { settle_with_triads_avx2(self, bands) }
    }

    #[inline]
    fn search(self, counter: &mut Counter, bands: &mut Bands) {
        // SAFETY: as for settle.
        unsafe { search_avx2(self, counter, bands) }
    }

    /// One `pext` gathers the key of [`LOCKED_BY_ROWS`], where the portable build's key
    /// takes a multiplication and two more steps. Inlined into the functions below, which are
    /// compiled for BMI2, it is one instruction.
    #[inline(always)]
    fn locked(self, board: u32) -> u32 {
        let any = board | board >> 1 | board >> 2;
        // SAFETY: `self` exists only where detect() found BMI2.
        let key = unsafe { std::arch::x86_64::_pext_u32(any, FIRST_OF_MINIROWS) };
        LOCKED_BY_ROWS[key as usize]
    }
}

/// [`Bands::settle`] compiled for AVX2 and BMI2: inlined here, with everything it calls.
///
/// # Safety
/// The processor must have the features enabled here ([`Avx2::detect`]).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
unsafe fn settle_avx2(build: Avx2, bands: &mut Bands) -> bool {
    bands.settle(build)
}

/// [`Bands::settle_with_triads`] compiled for AVX2 and BMI2, as [`settle_avx2`].
///
/// # Safety
/// As for [`settle_avx2`].
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
unsafe fn settle_with_triads_avx2(build: Avx2, bands: &mut Bands) -> bool {
    bands.settle_with_triads(build)
}

/// [`Counter::search`] compiled for AVX2 and BMI2, as [`settle_avx2`].
///
/// # Safety
/// As for [`settle_avx2`].
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
unsafe fn search_avx2(build: Avx2, counter: &mut Counter, bands: &mut Bands) {
    counter.search(build, bands);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_portable_build_is_always_there_and_first() {
        let builds = Isa::available();
        assert_eq!(builds[0], Isa::Portable);
        assert_eq!(builds[0].name(), "portable");
        assert!(builds.contains(&Isa::detected()));
    }

    /// On x86-64 CI machines the AVX2 build is there, so that the tests that compare the
    /// builds compare two.
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn an_x86_64_machine_of_today_has_the_avx2_build() {
        assert_eq!(
            Isa::available().len(),
            2,
            "this processor lacks AVX2, BMI2, LZCNT or POPCNT"
        );
    }

    /// The AVX2 build's lookup of [`LOCKED`] gives the portable one's for every set of
    /// minirows, each minirow holding the digit in one of its cells (the first, second or
    /// third, in turn) or in all three.
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn both_builds_look_up_the_same_locked_cells() {
        let Some(Isa::Avx2(build)) = Isa::available().last().copied() else {
            panic!("no AVX2 build to compare");
        };
        /// The band update's lookup on the AVX2 build, compiled for it as the search is.
        #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
        unsafe fn locked_avx2(build: Avx2, board: u32) -> u32 {
            build.locked(board)
        }
        for minirows in 0..512u32 {
            let mut some = 0;
            let mut all = 0;
            for (n, minirow) in (0..9).filter(|m| minirows >> m & 1 != 0).enumerate() {
                let (k, r) = (minirow / 3, minirow % 3);
                let first = 9 * r + 3 * k;
                some |= 1 << (first + n % 3);
                all |= 7 << first;
            }
            for board in [some, all] {
                // SAFETY: `build` exists, so the processor has the features.
                let avx2 = unsafe { locked_avx2(build, board) };
                assert_eq!(avx2, Portable.locked(board), "{board:027b}");
            }
        }
    }
}
