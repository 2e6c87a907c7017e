//! [`InstructionSet`]: what the deductions ask of the instruction set they are compiled for
//! (layer 2 of the fast path, on the tables), and [`Portable`], the build for any processor.
//!
//! The band update's table lookup is the one step whose best instructions differ between
//! builds; the AVX2 build (isa/avx2.rs) overrides it. Everything else is the same code,
//! compiled once for each build because each takes its build as a generic parameter.

use super::tables::{minirows, LOCKED};

/// An instruction set the deductions are compiled for. A value of the type is the proof that
/// the processor runs it.
pub trait InstructionSet: Copy {
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

impl InstructionSet for Portable {}
