//! The AVX2 build's own lookup against the portable one's.

use super::*;
use crate::fast::instruction_set::Portable;
use crate::fast::isa::Isa;

/// The AVX2 build's lookup of [`LOCKED`] gives the portable one's for every set of
/// minirows, each minirow holding the digit in one of its cells (the first, second or
/// third, in turn) or in all three.
#[cfg(target_arch = "x86_64")]
#[test]
fn both_builds_look_up_the_same_locked_cells() {
    // A processor without AVX2 has no AVX2 build: there is nothing to compare, and the test
    // is about the code, not the machine.
    let Some(Isa::Avx2(build)) = Isa::available().last().copied() else {
        eprintln!("no AVX2 on this processor: the AVX2 build's lookup is not compared");
        return;
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
