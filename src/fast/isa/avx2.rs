//! The build for x86-64 processors with AVX2, BMI1, BMI2, LZCNT and POPCNT (nearly all made
//! since 2015): the search and its deductions compiled a second time with those target
//! features. Single instructions count bits (the choice of a cell to guess on counts
//! candidates) and gather them (the band update's key, [`InstructionSet::locked`]), and loads
//! and stores over the 27 boards are wider.

use crate::fast::bands::Bands;
use crate::fast::instruction_set::InstructionSet;
use crate::fast::search::{Compiled, Counting};
use crate::fast::tables::{FIRST_OF_MINIROWS, LOCKED_BY_ROWS};

/// The build for x86-64 with AVX2, BMI1, BMI2, LZCNT and POPCNT; made only by
/// [`Avx2::detect`], after the processor said it has them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Avx2(());

impl Avx2 {
    /// The build when the processor has every feature its functions are compiled for.
    pub fn detect() -> Option<Avx2> {
        let all = is_x86_feature_detected!("avx2")
            && is_x86_feature_detected!("bmi1")
            && is_x86_feature_detected!("bmi2")
            && is_x86_feature_detected!("lzcnt")
            && is_x86_feature_detected!("popcnt");
        all.then_some(Avx2(()))
    }
}

impl InstructionSet for Avx2 {
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

impl Compiled for Avx2 {
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
    fn search(self, counter: &mut Counting, bands: &mut Bands) {
        // SAFETY: as for settle.
        unsafe { search_avx2(self, counter, bands) }
    }
}

/// [`Bands::settle`] compiled for AVX2 and BMI2: inlined here, with everything it calls.
///
/// # Safety
/// The processor must have the features enabled here ([`Avx2::detect`]).
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
unsafe fn settle_avx2(build: Avx2, bands: &mut Bands) -> bool {
    bands.settle(build)
}

/// [`Bands::settle_with_triads`] compiled for AVX2 and BMI2, as [`settle_avx2`].
///
/// # Safety
/// As for [`settle_avx2`].
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
unsafe fn settle_with_triads_avx2(build: Avx2, bands: &mut Bands) -> bool {
    bands.settle_with_triads(build)
}

/// [`Counting::search`] compiled for AVX2 and BMI2, as [`settle_avx2`].
///
/// # Safety
/// As for [`settle_avx2`].
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
unsafe fn search_avx2(build: Avx2, counter: &mut Counting, bands: &mut Bands) {
    counter.search(build, bands);
}

#[cfg(test)]
#[path = "avx2_tests.rs"]
mod tests;
