//! The guessing search (layer 4 of the fast path, on the band boards): [`Counting`] settles
//! the givens, then guesses, settles and backtracks until it has counted solutions up to its
//! limit, on a cell or, once the search has turned hard, on a digit's permutations. When it
//! checks, turns hard and starts again is its policy, in `policy`.
//!
//! The search takes its build as a [`Compiled`], through which it calls back into the copy of
//! itself and of settling compiled for that build (isa/ implements it), so that a search never
//! leaves its build's target features.

pub mod policy;

#[cfg(test)]
mod tests;

use crate::fast::bands::{Bands, FACTORIALS};
use crate::fast::instruction_set::InstructionSet;
use policy::{
    ContradictionCheck, Restart, Turn, FEWEST_DIGITS_OF_ONE_SOLUTION,
    FEWEST_GIVENS_OF_ONE_SOLUTION, FEW_PAIRS, HARD_AFTER, ONE_ABSENT_HARD, ONE_ABSENT_PROBE,
    PAIR_CHECK_AFTER, RESTART_AFTER, TRAP_CHECK_AFTER, TRAP_ENDS,
};

/// A build with the search and settling compiled for it: isa/ implements it for each, the
/// AVX2 build through functions compiled with its target features. A value is the proof that
/// the processor runs the build.
pub trait Compiled: InstructionSet {
    /// [`Bands::settle`].
    fn settle(self, bands: &mut Bands) -> bool;
    /// [`Bands::settle_with_triads`].
    fn settle_with_triads(self, bands: &mut Bands) -> bool;
    /// [`Counting::search`].
    fn search(self, counter: &mut Counting, bands: &mut Bands);
}

/// One search: counts solutions up to `limit`, keeping the first one found, and follows the
/// policy (policy.rs) on when to check, turn hard and start again.
pub struct Counting {
    /// What settling the givens left, kept for the checks when a search has one to make, and
    /// for starting again when it may ([`Restart`]).
    settled: Option<Bands>,
    /// How many solutions to count at most: 0 once a check has proved there are none.
    limit: usize,
    /// How many solutions the search has counted.
    pub found: usize,
    /// Whether the caller wants the first solution: a count alone does not, and keeping it
    /// is a copy of all the bands.
    keep_first: bool,
    /// Kept as bands: turning them into cells is left to the callers that want it.
    pub first: Option<Bands>,
    /// What the first solution counts for: the limit when the digits no given holds, or the
    /// empty rows and columns ([`Bands::line_swaps`]), can be swapped in it in at least that
    /// many ways (each swap another solution), else 1.
    first_counts: usize,
    /// Guesses (on a cell or on a digit's permutations) left before the next check.
    guesses_left: usize,
    /// The next check, if any is left; the one that failed, if one did.
    check: Option<ContradictionCheck>,
    /// Guesses made so far.
    guessed: usize,
    /// The guess at which the search turns hard, if it has not started so.
    hard_after: usize,
    /// Whether the givens (their settled cells of two candidates, and how many they are) say
    /// if the search starts hard ([`Turn::Auto`]).
    by_pairs: bool,
    /// Whether it is hard.
    hard: bool,
    /// Whether it starts again the other way.
    restart: Restart,
    /// The guess at which it does: [`RESTART_AFTER`], lower in tests.
    restart_after: usize,
    /// The guesses the next way takes before the search starts again the way before, each
    /// way's twice the last's ([`ONE_ABSENT_PROBE`]); 0 when the search does not alternate.
    alternate: usize,
    /// The branches that the pair check has ended while the search may be trapped
    /// ([`TRAP_ENDS`]).
    pair_ends: usize,
}

impl Counting {
    /// A search that counts up to `limit`, keeping the first solution if `keep_first`, with
    /// the checks from `first_check` on, turning hard as `turn` says; [`Counting::start`]
    /// runs it.
    pub fn new(
        limit: usize,
        keep_first: bool,
        first_check: Option<ContradictionCheck>,
        turn: Turn,
    ) -> Counting {
        let hard_after = match turn {
            Turn::Auto => HARD_AFTER,
            Turn::At(guess) => guess,
        };
        Counting {
            settled: None,
            limit,
            found: 0,
            keep_first,
            first: None,
            first_counts: 1,
            guesses_left: first_check.map_or(usize::MAX, ContradictionCheck::budget),
            check: first_check,
            guessed: 0,
            hard_after,
            by_pairs: turn == Turn::Auto,
            hard: hard_after == 0,
            restart: Restart::Never,
            restart_after: RESTART_AFTER,
            alternate: 0,
            pair_ends: 0,
        }
    }

    /// True when the search is over: it reached its limit, a check proved the grid has no
    /// solution, or it is to start again.
    fn done(&self) -> bool {
        self.found >= self.limit || matches!(self.restart, Restart::Now { .. })
    }

    /// Makes the next check when the guesses run out: false when it proves that the grid
    /// has no solution, which ends the search, or when the search is to start again.
    fn may_guess(&mut self) -> bool {
        if let Restart::Pending { hard } = self.restart {
            if self.found == 0 && self.guessed == self.restart_after {
                self.restart = Restart::Now { hard };
                return false;
            }
        }
        if self.guesses_left == 0 {
            let check = self.check.expect("guesses run out only before a check");
            let settled = self
                .settled
                .as_ref()
                .expect("a search guesses only after start");
            if !check.passes(settled) {
                // Whatever the search found so far cannot be: nothing is.
                self.found = 0;
                self.first = None;
                self.limit = 0;
                return false;
            }
            self.check = check.next();
            self.guesses_left = self.check.map_or(usize::MAX, ContradictionCheck::budget);
        }
        self.guesses_left -= 1;
        self.guessed += 1;
        true
    }

    /// Settles `bands` on `build` as the search now does: with step 4 once it has turned hard.
    #[inline(always)]
    fn settle_in_mode(&self, build: impl Compiled, bands: &mut Bands) -> bool {
        if self.hard {
            build.settle_with_triads(bands)
        } else {
            build.settle(bands)
        }
    }

    /// Turns the search hard at `bands`, settled without step 4: they are settled with it
    /// first. False on a contradiction.
    #[inline(always)]
    fn turn_hard(&mut self, build: impl Compiled, bands: &mut Bands) -> bool {
        self.hard = true;
        build.settle_with_triads(bands)
    }

    /// Counts the solved `bands`, keeping them if they are the first solution and the caller
    /// wants it.
    fn solved(&mut self, bands: &Bands) {
        if self.found == 0 {
            if self.keep_first {
                self.first = Some(*bands);
            }
            self.found = self.first_counts;
            return;
        }
        self.found += 1;
    }

    /// Settles the bands fresh from the givens and searches them, on `build`: hard from the
    /// start if they leave few cells of two candidates and the caller lets those decide,
    /// unless they are fewer than [`FEWEST_GIVENS_OF_ONE_SOLUTION`], hold fewer than
    /// [`FEWEST_DIGITS_OF_ONE_SOLUTION`] digits or leave empty lines that swap
    /// ([`Bands::line_swaps`]): then settled with step 4 once and searched on cells. Either
    /// way, a search that the givens started so starts again the other way if it runs to
    /// [`RESTART_AFTER`] guesses; one on givens of eight digits alternates instead, one guess
    /// on cells first ([`ONE_ABSENT_PROBE`]).
    pub fn start(&mut self, build: impl Compiled, bands: &mut Bands) {
        // Before settling, which fills more cells: the givens alone.
        let digits = bands.digits_filled();
        // The digits no given holds swap in any solution, and so do the empty rows of a band
        // and the empty columns of a stack: each swap another solution.
        let digit_swaps = FACTORIALS[(9 - digits) as usize];
        let line_swaps = bands.line_swaps();
        if digit_swaps.max(line_swaps) >= self.limit {
            self.first_counts = self.limit;
        }
        let never_one = bands.filled() < FEWEST_GIVENS_OF_ONE_SOLUTION
            || digits < FEWEST_DIGITS_OF_ONE_SOLUTION
            || line_swaps > 1;
        // A digit absent, and the others possibly too few: alternate ([`ONE_ABSENT_PROBE`]).
        let one_absent = !never_one && digits == FEWEST_DIGITS_OF_ONE_SOLUTION;
        if !self.settle_in_mode(build, bands) {
            return;
        }
        let few_pairs = !bands.is_solved() && bands.pair_cells() < FEW_PAIRS;
        let mut with_triads = self.hard;
        if self.by_pairs && !self.hard && few_pairs {
            with_triads = true;
            let on_cells = never_one || one_absent;
            self.restart = Restart::Pending { hard: on_cells };
            if one_absent {
                self.restart_after = ONE_ABSENT_PROBE;
                self.alternate = ONE_ABSENT_HARD;
            }
            let settled = if on_cells {
                build.settle_with_triads(bands)
            } else {
                self.turn_hard(build, bands)
            };
            if !settled {
                return;
            }
        }
        if with_triads && self.check == Some(ContradictionCheck::Triads) {
            // Settled with step 4 already: that check would find nothing more.
            self.check = ContradictionCheck::Triads.next();
            self.guesses_left = self.check.map_or(usize::MAX, ContradictionCheck::budget);
        }
        let may_restart = matches!(self.restart, Restart::Pending { .. });
        if !bands.is_solved() && (self.check.is_some() || may_restart) {
            self.settled = Some(*bands);
        }
        build.search(self, bands);
        while let (Restart::Now { hard }, Some(mut bands)) = (self.restart, self.settled) {
            // Nothing was found the first way (a restart waits for that), so nothing is lost.
            self.restart = Restart::Never;
            if self.alternate > 0 {
                self.restart = Restart::Pending { hard: !hard };
                self.restart_after = self.guessed + self.alternate;
                self.alternate *= 2;
            }
            self.hard = hard;
            // The turn counts from here, as in a search that starts now.
            self.hard_after = self.guessed + HARD_AFTER;
            build.search(self, &mut bands);
        }
    }

    /// Explores settled bands ([`Counting::explore`]): every digit of one guessed cell, or every
    /// side of a [`PermutationBranch`](bands::PermutationBranch) once the search has turned
    /// hard. Each `build` compiles its own copy of this (isa/), hence inlined into it.
    #[inline(always)]
    pub fn search(&mut self, build: impl Compiled, bands: &mut Bands) {
        if bands.is_solved() {
            self.solved(bands);
            return;
        }
        if !self.may_guess() {
            return;
        }
        if !self.hard && self.guessed == self.hard_after {
            if !self.turn_hard(build, bands) {
                return;
            }
            if bands.is_solved() {
                self.solved(bands);
                return;
            }
        }
        if self.hard {
            if let Some(branch) = bands.permutation_branch() {
                let restrict = |bands: &mut Bands, side| bands.restrict(branch.digit, &side);
                self.explore(build, bands, branch.sides(), restrict);
                return;
            }
        }
        let guess = bands.guess();
        let digits = Bits(guess.digits);
        let write = |bands: &mut Bands, digit| bands.write(guess.band, guess.position, digit);
        self.explore(build, bands, digits, write);
    }

    /// Whether the search is hard and would start again on cells, having found nothing yet:
    /// its branch points make the pair check sooner ([`TRAP_CHECK_AFTER`]).
    fn may_be_trapped(&self) -> bool {
        self.hard && self.found == 0 && self.restart == (Restart::Pending { hard: false })
    }

    /// Searches `bands` narrowed by `narrow` to each of `choices` in turn, until the search is
    /// done: each on its own copy but the last, which takes the bands themselves (nothing
    /// needs them afterwards). Once the choices have taken [`PAIR_CHECK_AFTER`] guesses
    /// ([`TRAP_CHECK_AFTER`] in a search that may be trapped), the bands are checked for a pair
    /// of digits left to three cells of a unit ([`Bands::pair_overloaded`]) before the next
    /// choice, and the rest are left if so.
    #[inline(always)]
    fn explore<C>(
        &mut self,
        build: impl Compiled,
        bands: &mut Bands,
        choices: impl Iterator<Item = C>,
        narrow: impl Fn(&mut Bands, C),
    ) {
        let mut choices = choices.peekable();
        let first_guess = self.guessed;
        let mut checked = false;
        while let Some(choice) = choices.next() {
            let taken = self.guessed - first_guess;
            // The second test only once the first passes: most branch points take fewer.
            if !checked
                && taken >= TRAP_CHECK_AFTER
                && (taken >= PAIR_CHECK_AFTER || self.may_be_trapped())
            {
                checked = true;
                if bands.pair_overloaded() {
                    // No choice left has a solution. A search that may be trapped, and that
                    // the check has ended so often, starts again on cells now.
                    if self.may_be_trapped() {
                        self.pair_ends += 1;
                        if self.pair_ends >= TRAP_ENDS {
                            self.restart_after = self.guessed;
                        }
                    }
                    return;
                }
            }
            if choices.peek().is_none() {
                narrow(bands, choice);
                if self.settle_in_mode(build, bands) {
                    build.search(self, bands);
                }
                return;
            }
            let mut next = *bands;
            narrow(&mut next, choice);
            if self.settle_in_mode(build, &mut next) {
                build.search(self, &mut next);
            }
            if self.done() {
                return;
            }
        }
    }
}

/// The digits (0..9) of a set of candidates, lowest first.
struct Bits(u16);

impl Iterator for Bits {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let digit = (self.0 != 0).then(|| self.0.trailing_zeros() as usize);
        self.0 &= self.0.wrapping_sub(1);
        digit
    }
}
