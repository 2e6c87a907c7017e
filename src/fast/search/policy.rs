//! The search's policy: when it checks its givens for a hidden contradiction
//! ([`ContradictionCheck`]), when it turns hard ([`Turn`], [`FEW_PAIRS`], [`HARD_AFTER`]) and
//! when it starts again the other way ([`Restart`], [`RESTART_AFTER`]).
//!
//! Within a search, a branch point whose choices have taken [`PAIR_CHECK_AFTER`] guesses
//! checks itself once for a pair of digits left to three cells of a unit.
//!
//! A hard search settles with step 4 ([`Bands::settle_with_triads`]) and branches on a
//! digit's permutations ([`Bands::permutation_branch`]) rather than on a cell: a node costs
//! about twice as much, but where the givens leave few cells of two candidates it needs about
//! half the guesses. Each constant here was chosen by measurement; docs/BENCHMARKS.md ("The
//! fast path's search") has the figures.

use crate::fast::bands::Bands;
use crate::fast::instruction_set::Portable;

/// A search whose settled givens have fewer cells of two candidates than this is hard from
/// the start, unless they are fewer than [`FEWEST_GIVENS_OF_ONE_SOLUTION`]. Where the givens
/// leave many, as in puzzles with several solutions, branching on those cells finds solutions
/// as fast, and a hard search only costs more (docs/BENCHMARKS.md, "`FEW_PAIRS` = 9").
pub const FEW_PAIRS: u32 = 9;

/// Fewer givens than this never leave exactly one solution: 17 is the fewest that a Sudoku
/// with one solution has (McGuire, Tugemann and Civario, 2012). A search on fewer does not
/// start hard, however few cells of two candidates they leave: it settles with step 4 once,
/// which finds the contradictions of such grids that settling misses, and branches on cells.
/// Started hard, a nearly empty grid branches on permutations where each digit has many ways
/// left (docs/BENCHMARKS.md, "`FEWEST_GIVENS_OF_ONE_SOLUTION` = 17").
pub const FEWEST_GIVENS_OF_ONE_SOLUTION: u32 = 17;

/// Givens of fewer digits than this never leave exactly one solution either: two digits that
/// no given holds can swap places in any solution, which gives another. A search on them
/// starts as one on fewer than [`FEWEST_GIVENS_OF_ONE_SOLUTION`] givens does, and stops at the
/// first solution when the swaps alone make its limit. Grids of runs of 1 to 7 (no 8 or 9),
/// started hard, took 700 to 1,040 guesses where the `sudoku` crate took 1 to 5 µs
/// (`cargo xtask bench --tails`); no puzzle of the benchmark sets has fewer than 8 digits.
/// Two empty rows of a band, or columns of a stack, swap the same way ([`Bands::line_swaps`]),
/// and are searched the same way; no puzzle of the benchmark sets has them.
pub const FEWEST_DIGITS_OF_ONE_SOLUTION: u32 = 8;

/// The guesses after which a search whose start the givens decided ([`FEW_PAIRS`],
/// [`FEWEST_GIVENS_OF_ONE_SOLUTION`]), and that has found no solution yet, starts again from
/// the settled givens the other way: one that started hard, on cells (turning hard
/// [`HARD_AFTER`] guesses later, as usual); one of few givens, hard. Each way has grids that
/// trap it and not the other; a restart bounds what the wrong way costs, and the other way
/// then runs to its end. Only before the first solution: one found is kept, and a search
/// that finds them is not trapped (docs/BENCHMARKS.md, "`RESTART_AFTER` = 512").
pub const RESTART_AFTER: usize = 1 << 9;

/// The guesses on cells that a search on givens of exactly eight digits makes first, where
/// its few cells of two candidates would start it hard; then it alternates, from the settled
/// givens each time and until it finds a solution: hard for [`ONE_ABSENT_HARD`] guesses, on
/// cells for twice that, hard for twice that again, and so on. With a digit absent and others
/// given once or twice, a hard search branches on the many-given digits' permutations and
/// leaves the few-given ones to cells of two candidates where a guess on cells contradicts at
/// once: nearly every node of such a grid's hard tree. Grids of that kind took hundreds of
/// guesses, most of them ended by one guess on cells, and the benchmark sets' guesses do not
/// grow (docs/BENCHMARKS.md, "`ONE_ABSENT_PROBE` = 1, `ONE_ABSENT_HARD` = 32").
pub const ONE_ABSENT_PROBE: usize = 1;

/// The hard guesses of a search on eight digits after its first guess on cells
/// ([`ONE_ABSENT_PROBE`]): each way's budget doubles from here, so neither costs more than a
/// few times what the right one would.
pub const ONE_ABSENT_HARD: usize = 32;

/// The guess at which a search that did not start hard turns hard. The first check,
/// [`ContradictionCheck::Triads`], comes long before: a contradiction in the givens that step
/// 4 sees would otherwise end each branch the search has left, one by one. Turning late,
/// after the part of the tree that branching on cells searches well, a search loses its
/// heavy tail (docs/BENCHMARKS.md, "`HARD_AFTER` = 256").
pub const HARD_AFTER: usize = 256;

/// The guesses a branch point's choices take before it checks, once, whether three cells of
/// one row, column or box are left with the same two candidates ([`Bands::pair_overloaded`]),
/// and ends there if so. Settling and step 4 miss that contradiction, and a hard search that
/// branches on other digits' permutations would search the subtree under it to its end: a
/// contradiction at a node holds at every node below it. Measured in docs/BENCHMARKS.md ("The
/// pair check after 16 guesses").
pub const PAIR_CHECK_AFTER: usize = 16;

/// [`PAIR_CHECK_AFTER`] in a search that may be trapped: hard, nothing found, and to start
/// again on cells ([`Restart`]). In the trap of the tail grids of nine digits, some given once,
/// a hard search branches on the many-given digits' permutations and leaves the few-given ones
/// to cells of two candidates, three of them in a unit at the tops of subtrees of 4 to 50
/// guesses, where a search on cells finds solutions (or proves there are none) at once. Later
/// checks let some of those subtrees run (docs/BENCHMARKS.md, "Trapped hard searches go on
/// cells").
pub const TRAP_CHECK_AFTER: usize = 2;

/// The branches that the pair check ends in a search that may be trapped before it starts
/// again on cells at once, rather than at [`RESTART_AFTER`]. Fewer cost magictour guesses
/// (docs/BENCHMARKS.md, "Trapped hard searches go on cells").
pub const TRAP_ENDS: usize = 4;

/// The checks a long search makes on its settled givens, in order, each after its budget of
/// guesses since the one before. A grid with no solution can hide a contradiction that the
/// deductions between guesses miss and that the search would only meet deep down every
/// branch. The checks look for one once, on the givens alone; the budgets keep them away from
/// the puzzles that do not need them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ContradictionCheck {
    /// Settling the settled givens again with step 4 ([`Bands::settle_with_triads`]). A
    /// search that starts hard has done that already, and skips it.
    Triads,
    /// Hall's condition on every row, column and box ([`Bands::units_can_be_completed`]).
    Units,
}

impl ContradictionCheck {
    /// The guesses a search makes before this check, counted from the one before.
    pub const fn budget(self) -> usize {
        match self {
            // The check costs about as much as a few guesses, so it waits until most
            // puzzles are solved without it (docs/BENCHMARKS.md, "`ContradictionCheck::Triads`
            // after 32 guesses").
            ContradictionCheck::Triads => 32,
            // Once per search, late enough that the benchmark sets' times do not move, early
            // enough that a grid with no solution that a hard start traps is told apart soon
            // (docs/BENCHMARKS.md, "`ContradictionCheck::Units`").
            ContradictionCheck::Units => 1 << 8,
        }
    }

    /// The check after this one, if any.
    pub const fn next(self) -> Option<ContradictionCheck> {
        match self {
            ContradictionCheck::Triads => Some(ContradictionCheck::Units),
            ContradictionCheck::Units => None,
        }
    }

    /// False when the givens, which settle to `settled`, have no solution for a reason this
    /// check sees. It goes on from `settled` rather than settling the givens again: that
    /// would cost as much as the rest of the check.
    pub fn passes(self, settled: &Bands) -> bool {
        match self {
            ContradictionCheck::Triads => {
                let mut bands = *settled;
                // Once in a search, if at all: the portable build does as well as any.
                bands.settle_with_triads(Portable)
            }
            ContradictionCheck::Units => settled.units_can_be_completed(),
        }
    }
}

/// When a search turns hard.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Turn {
    /// As the public entry points have it: from the start when the settled givens have fewer
    /// than [`FEW_PAIRS`] cells of two candidates and at least
    /// [`FEWEST_GIVENS_OF_ONE_SOLUTION`] givens, else at the [`HARD_AFTER`]th guess; and
    /// starting again the other way after [`RESTART_AFTER`] guesses with nothing found.
    Auto,
    /// At this guess whatever the givens: 0 for from the start, `usize::MAX` for never.
    At(usize),
}

/// Whether a search starts again the other way ([`RESTART_AFTER`]), and which way that is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Restart {
    /// It does not: its caller chose when it turns, or it has started again already.
    Never,
    /// At guess `Counting::restart_after` if nothing is found by then, hard or not (then again
    /// the other way, at twice the budget, if the search alternates: [`ONE_ABSENT_PROBE`]);
    /// from hard to cells sooner once the pair check has ended [`TRAP_ENDS`] branches.
    Pending { hard: bool },
    /// Now: every branch ends, and the search starts again, hard or not.
    Now { hard: bool },
}
