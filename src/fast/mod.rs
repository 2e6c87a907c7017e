//! The fast path behind [`Grid::solve`](crate::Grid::solve) and
//! [`Grid::count_solutions`](crate::Grid::count_solutions): no events, no animation, just the
//! answer as quickly as bit operations allow.
//!
//! A leaf: it takes and returns cells in reading order (`[u8; 81]`, 0 for blank) and uses no
//! other module of the crate, so `Grid` wraps it and it can change without touching the rest.
//!
//! - `tables`: constant lookup tables, computed at compile time and kept small so the wasm
//!   build stays small.
//! - `bands`: the band-board representation and every deduction made between guesses.
//! - `isa`: which build of those deductions runs: one for x86-64 with AVX2, or the portable
//!   one.
//! - this file: the guessing search and the public entry points. A search that runs past a
//!   budget of guesses checks the givens for a contradiction that the deductions between
//!   guesses miss, and stops at once if it finds one (see [`Check`]). A hard search reasons
//!   harder between guesses and branches on digits, not cells: one whose givens leave few
//!   cells of two candidates is hard from the start ([`FEW_PAIRS`]) unless they are too few
//!   for one solution ([`FEWEST_GIVENS_OF_ONE_SOLUTION`]), any other from its
//!   [`HARD_AFTER`]th guess; a search that its givens started either way starts again the
//!   other way if it runs long ([`RESTART_AFTER`]).
//!
//! The layout follows the split between data and search: `bands` knows Sudoku, this file
//! only knows how to branch and count, so either can change without the other.

mod bands;
mod isa;
mod tables;

use bands::Bands;
use isa::{Build, Isa};

/// The checks a long search makes on the givens, in order, each after its budget of guesses
/// since the one before. A grid with no solution can hide a contradiction that the deductions
/// between guesses miss and that the search would only meet deep down every branch, after
/// milliseconds. The checks look for one once, on the givens alone; the budgets keep them
/// away from the puzzles that do not need them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Check {
    /// Settling the settled givens again with step 4 (a minirow or a minicolumn holds three
    /// digits, [`Bands::settle_with_triads`]). A search that starts hard has done that
    /// already, and skips it.
    Triads,
    /// Hall's condition on every row, column and box ([`Bands::units_can_be_completed`]):
    /// about 14,000 unions of candidate sets.
    Units,
}

impl Check {
    /// The guesses a search makes before this check, counted from the one before.
    const fn budget(self) -> usize {
        match self {
            // The check costs about as much as a few guesses, so it waits until most
            // puzzles are solved without it: at 16, magictour and top95 took 7-12% more time
            // (docs/BENCHMARKS.md, "`Check::Triads` after 32 guesses").
            Check::Triads => 32,
            // Once per search, late enough that the benchmark sets' times do not move, early
            // enough that a grid with no solution that a hard start traps (a fuzz-found one
            // whose 8 and 9 run out of places) is told apart in about 100 µs rather than
            // over 3 ms at 8,192 (docs/BENCHMARKS.md, "`Check::Units`").
            Check::Units => 1 << 8,
        }
    }

    /// The check after this one, if any.
    const fn next(self) -> Option<Check> {
        match self {
            Check::Triads => Some(Check::Units),
            Check::Units => None,
        }
    }

    /// False when the givens, which settle to `settled`, have no solution for a reason this
    /// check sees. It goes on from `settled` rather than settling the givens again: that
    /// would cost as much as the rest of the check.
    fn passes(self, settled: &Bands) -> bool {
        match self {
            Check::Triads => {
                let mut bands = *settled;
                // Once in a search, if at all: the portable build does as well as any.
                bands.settle_with_triads(isa::Portable)
            }
            Check::Units => settled.units_can_be_completed(),
        }
    }
}

/// A search whose settled givens have fewer cells of two candidates than this is hard from
/// the start, unless they are fewer than [`FEWEST_GIVENS_OF_ONE_SOLUTION`]: it settles with
/// step 4 ([`Bands::settle_with_triads`], in rows and columns)
/// and branches on a digit's permutations in a band or a stack ([`Bands::permutation_branch`])
/// rather than on a cell.
///
/// A node of a hard search costs about twice as much, but where the givens leave few cells of
/// two candidates it needs about half the guesses. Where they leave many, as in puzzles with
/// several solutions, branching on those cells finds solutions as fast, and a hard search only
/// costs more: serg's puzzles leave 9 or more in 99.5% of cases, forum hardest 1106's 0 to 2.
/// 9 was the best of 1, 3, 6, 9, 12 and 15 (docs/BENCHMARKS.md, "`FEW_PAIRS` = 9").
const FEW_PAIRS: u32 = 9;

/// Fewer givens than this never leave exactly one solution: 17 is the fewest that a Sudoku
/// with one solution has (McGuire, Tugemann and Civario, 2012). A search on fewer has
/// solutions to find, not one to prove alone, or none at all, so even with few cells of two
/// candidates ([`FEW_PAIRS`]) it does not start hard: it settles with step 4 once, which
/// finds the contradictions of such grids that settling misses, and then branches on cells.
/// Started hard, a nearly empty grid branches on permutations where each digit has many ways
/// left, at twice the cost a node: grids of 8 to 16 givens take half again as long so
/// (docs/BENCHMARKS.md, "`FEWEST_GIVENS_OF_ONE_SOLUTION` = 17").
const FEWEST_GIVENS_OF_ONE_SOLUTION: u32 = 17;

/// The guesses after which a search whose start the givens decided ([`FEW_PAIRS`],
/// [`FEWEST_GIVENS_OF_ONE_SOLUTION`]), and that has found no solution yet, starts again from
/// the settled givens the other way: a search that started hard, on cells (turning hard
/// [`HARD_AFTER`] guesses later, as usual); one of few givens, hard. Each way has grids that
/// trap it and not the other (fuzz-found ones where 8 and 9 have few places trap a hard
/// search; some of 14 and 15 givens, one on cells); a restart bounds what the wrong way costs
/// at about 1,024 guesses' work, and the other way then runs to its end, with no way back. No
/// puzzle of the benchmark sets comes near (docs/BENCHMARKS.md, "`RESTART_AFTER` = 1,024").
/// Only before the first solution: one found is kept, and a search that finds them is not
/// trapped.
const RESTART_AFTER: usize = 1 << 10;

/// The guess at which a search that did not start hard turns hard (see [`FEW_PAIRS`]). The
/// first check, [`Check::Triads`], comes long before: a contradiction in the givens that step
/// 4 sees would otherwise end each branch the search has left, one by one, rather than the
/// search at once. Turning late, after the part of the tree that branching on cells searches
/// well, a search loses its heavy tail: 17-clue's puzzle of most guesses took 1,238 without,
/// 461 with it (docs/BENCHMARKS.md, "`HARD_AFTER` = 256").
const HARD_AFTER: usize = 256;

/// When a search turns hard.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Turn {
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
enum Restart {
    /// It does not: its caller chose when it turns, or it has started again already.
    Never,
    /// At guess `Counter::restart_after` if nothing is found by then, hard or not.
    Pending { hard: bool },
    /// Now: every branch ends, and the search starts again, hard or not.
    Now { hard: bool },
}

/// Counts solutions up to `limit`, keeping the first one found.
struct Counter {
    /// What settling the givens left, kept for the checks when a search has one to make, and
    /// for starting again when it may ([`Restart`]).
    settled: Option<Bands>,
    limit: usize,
    found: usize,
    /// Whether the caller wants the first solution: a count alone does not, and keeping it
    /// is a copy of all the bands.
    keep_first: bool,
    /// Kept as bands: turning them into cells is left to the callers that want it.
    first: Option<Bands>,
    /// Guesses (on a cell or on a digit's permutations) left before the next check.
    guesses_left: usize,
    /// The next check, if any is left; the one that failed, if one did.
    check: Option<Check>,
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
}

impl Counter {
    fn new(limit: usize, keep_first: bool, first_check: Option<Check>, turn: Turn) -> Counter {
        let hard_after = match turn {
            Turn::Auto => HARD_AFTER,
            Turn::At(guess) => guess,
        };
        Counter {
            settled: None,
            limit,
            found: 0,
            keep_first,
            first: None,
            guesses_left: first_check.map_or(usize::MAX, Check::budget),
            check: first_check,
            guessed: 0,
            hard_after,
            by_pairs: turn == Turn::Auto,
            hard: hard_after == 0,
            restart: Restart::Never,
            restart_after: RESTART_AFTER,
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
            self.guesses_left = self.check.map_or(usize::MAX, Check::budget);
        }
        self.guesses_left -= 1;
        self.guessed += 1;
        true
    }

    /// Settles `bands` on `build` as the search now does: with step 4 once it has turned hard.
    #[inline(always)]
    fn settle_in_mode(&self, build: impl Build, bands: &mut Bands) -> bool {
        if self.hard {
            build.settle_with_triads(bands)
        } else {
            build.settle(bands)
        }
    }

    /// Turns the search hard at `bands`, settled without step 4: they are settled with it
    /// first. False on a contradiction.
    #[inline(always)]
    fn turn_hard(&mut self, build: impl Build, bands: &mut Bands) -> bool {
        self.hard = true;
        build.settle_with_triads(bands)
    }

    /// Counts the solved `bands`, keeping them if they are the first solution and the caller
    /// wants it.
    fn solved(&mut self, bands: &Bands) {
        if self.keep_first && self.found == 0 {
            self.first = Some(*bands);
        }
        self.found += 1;
    }

    /// Settles the bands fresh from the givens and searches them, on `build`: hard from the
    /// start if they leave few cells of two candidates and the caller lets those decide,
    /// unless they are fewer than [`FEWEST_GIVENS_OF_ONE_SOLUTION`]: then settled with step 4
    /// once and searched on cells. Either way, a search that the givens started so starts
    /// again the other way if it runs to [`RESTART_AFTER`] guesses.
    fn start(&mut self, build: impl Build, bands: &mut Bands) {
        // Before settling, which fills more cells: the givens alone.
        let few_givens = bands.filled() < FEWEST_GIVENS_OF_ONE_SOLUTION;
        if !self.settle_in_mode(build, bands) {
            return;
        }
        let few_pairs = !bands.is_solved() && bands.pair_cells() < FEW_PAIRS;
        let mut with_triads = self.hard;
        if self.by_pairs && !self.hard && few_pairs {
            with_triads = true;
            self.restart = Restart::Pending { hard: few_givens };
            let settled = if few_givens {
                build.settle_with_triads(bands)
            } else {
                self.turn_hard(build, bands)
            };
            if !settled {
                return;
            }
        }
        if with_triads && self.check == Some(Check::Triads) {
            // Settled with step 4 already: that check would find nothing more.
            self.check = Check::Triads.next();
            self.guesses_left = self.check.map_or(usize::MAX, Check::budget);
        }
        let may_restart = matches!(self.restart, Restart::Pending { .. });
        if !bands.is_solved() && (self.check.is_some() || may_restart) {
            self.settled = Some(*bands);
        }
        build.search(self, bands);
        if let (Restart::Now { hard }, Some(mut bands)) = (self.restart, self.settled) {
            // Nothing was found the first way (a restart waits for that), so nothing is lost.
            self.restart = Restart::Never;
            self.hard = hard;
            // The turn counts from here, as in a search that starts now.
            self.hard_after = self.guessed + HARD_AFTER;
            build.search(self, &mut bands);
        }
    }

    /// Explores settled bands ([`Counter::explore`]): every digit of one guessed cell, or every
    /// side of a [`PermutationBranch`](bands::PermutationBranch) once the search has turned
    /// hard. Each `build` compiles its own copy of this (isa.rs), hence inlined into it.
    #[inline(always)]
    fn search(&mut self, build: impl Build, bands: &mut Bands) {
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

    /// Searches `bands` narrowed by `narrow` to each of `choices` in turn, until the search is
    /// done: each on its own copy but the last, which takes the bands themselves (nothing
    /// needs them afterwards).
    #[inline(always)]
    fn explore<C>(
        &mut self,
        build: impl Build,
        bands: &mut Bands,
        choices: impl Iterator<Item = C>,
        narrow: impl Fn(&mut Bands, C),
    ) {
        let mut choices = choices.peekable();
        while let Some(choice) = choices.next() {
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

/// Counts the solutions of `cells` up to `limit` on the deductions' build `isa`, keeping the
/// first one found if `keep_first`, with the checks from `first_check` on, turning hard as
/// `turn` says.
fn run(
    isa: Isa,
    cells: &[u8; 81],
    limit: usize,
    keep_first: bool,
    first_check: Option<Check>,
    turn: Turn,
) -> Counter {
    let mut counter = Counter::new(limit, keep_first, first_check, turn);
    if limit == 0 {
        return counter;
    }
    // None: the givens break a rule.
    if let Some(mut bands) = Bands::new(cells) {
        match isa {
            Isa::Portable => counter.start(isa::Portable, &mut bands),
            #[cfg(target_arch = "x86_64")]
            Isa::Avx2(build) => counter.start(build, &mut bands),
        }
    }
    counter
}

/// The build of the fast path that [`Grid::solve`](crate::Grid::solve) and
/// [`Grid::count_solutions`](crate::Grid::count_solutions) run in this process: `"x86-64
/// AVX2"` on x86-64 processors with AVX2, BMI2, LZCNT and POPCNT, else `"portable"`, which the
/// environment variable `BITDOKU_FAST_PATH=portable` asks for anywhere. Both give the same
/// answers; the benchmarks say which one they timed.
pub fn build_name() -> &'static str {
    Isa::detected().name()
}

/// The number of solutions of `cells` up to `limit`; 0 when the givens break a rule.
pub fn count(cells: &[u8; 81], limit: usize) -> usize {
    run(
        Isa::detected(),
        cells,
        limit,
        false,
        Some(Check::Triads),
        Turn::Auto,
    )
    .found
}

/// The number of solutions of `cells` up to `limit` and the cells of the first one found.
pub fn count_and_solve(cells: &[u8; 81], limit: usize) -> (usize, Option<[u8; 81]>) {
    let counter = run(
        Isa::detected(),
        cells,
        limit,
        true,
        Some(Check::Triads),
        Turn::Auto,
    );
    (counter.found, counter.first.map(|bands| bands.cells()))
}

/// The cells of the first solution found, if any.
pub fn solve(cells: &[u8; 81]) -> Option<[u8; 81]> {
    count_and_solve(cells, 1).1
}

/// The cells of the first solution that a search branching on cells finds, if any: one that
/// turns hard only at its [`HARD_AFTER`]th guess, whatever the givens. Which solution of
/// several comes first depends on how a search branches; the generator completes its random
/// grids with this one, so that a seed keeps giving the same puzzle from one version of the
/// fast path to the next, as the page's links to generated puzzles need.
pub fn complete(cells: &[u8; 81]) -> Option<[u8; 81]> {
    let turn = Turn::At(HARD_AFTER);
    let counter = run(Isa::detected(), cells, 1, true, Some(Check::Triads), turn);
    counter.first.map(|bands| bands.cells())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Norvig's "impossible" puzzle: no solution, for a reason in its columns that settling
    /// misses, so that a search without checks takes thousands of guesses to see it.
    const NORVIG: &str =
        ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";
    /// Found by fuzzing: 6, 7 and 8 are bound to the two free cells of row 4 in box 6.
    const LOCKED_MINIROW: &str =
        "1234...............................5678........5678..............................";
    /// Found by fuzzing: five cells of box 7 share four candidates.
    const CROWDED_BOX: &str =
        "4.3...9....6.....2................6...7..................6.3.7.5..2.....2........";

    /// Found by fuzzing: 1 to 7 in three rows of a band and a stack, so that 8 and 9 run out
    /// of places. Step 4 misses it, and Hall's condition sees it. A search on cells proves it
    /// in one guess, but its few cells of two candidates start the search hard, which would
    /// take 32,647 guesses: searching until the unit check at 8,192 took 3.2 ms (tdoku:
    /// 4.6 ms).
    const EIGHT_AND_NINE: &str =
        "1234567...5.7.............1234567.......................234567...................";

    /// Found by fuzzing: 12 givens that settle to few cells of two candidates. A search hard
    /// from the start took 5,380 guesses (1.6 ms) to find two solutions under the branch on
    /// the band or stack of fewest minirows left, and takes 36 under today's.
    const FEW_GIVENS: &str =
        "..............3..............3..5..1.........5.7......8.......5..1.2.......5.7...";

    /// Found by fuzzing: 1 to 7 in three rows, so that 8 and 9 have few places; several
    /// solutions. Its cells of two candidates start it hard, and a hard search takes 54,206
    /// guesses to find two solutions, one on cells 18.
    const EIGHT_AND_NINE_TRAP: &str =
        "..234567...................1234567...5.7.................234567..................";

    /// Found by fuzzing: 14 givens, several solutions. A search on cells takes 3,024 guesses
    /// to find two when it turns hard at [`HARD_AFTER`] (21,660 when it never does), a hard one
    /// 37.
    const FEW_GIVENS_TRAP: &str =
        "4.....8.5.3..........3.......2.1....5...4......6.8.2..1...5......................";

    /// Grids with solutions: the empty one and a multi-solution one.
    fn solvable() -> [[u8; 81]; 2] {
        let easy =
            "8.........95.......76.........426798...571243...893165......916....3.487....1.532";
        [cells(&".".repeat(81)), cells(easy)]
    }

    /// Whether `check` passes the givens `cells`, which settle.
    fn passes(check: Check, cells: &[u8; 81]) -> bool {
        let mut settled = Bands::new(cells).unwrap();
        assert!(settled.settle(isa::Portable));
        check.passes(&settled)
    }

    /// The cells of an 81-character line, `.` for blank.
    fn cells(line: &str) -> [u8; 81] {
        let digits: Vec<u8> = line
            .bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect();
        digits.try_into().expect("81 cells")
    }

    #[test]
    fn settling_between_guesses_misses_the_hidden_contradictions() {
        for line in [NORVIG, LOCKED_MINIROW, CROWDED_BOX] {
            let mut bands = Bands::new(&cells(line)).unwrap();
            assert!(bands.settle(isa::Portable), "{line}");
        }
    }

    #[test]
    fn each_check_catches_what_it_is_for() {
        let [norvig, minirow, crowded] = [NORVIG, LOCKED_MINIROW, CROWDED_BOX].map(cells);
        // Step 4 sees the bound minirow in the grid, Norvig's in its columns, and the crowded
        // box too.
        assert!(!passes(Check::Triads, &minirow));
        assert!(!passes(Check::Triads, &norvig));
        assert!(!passes(Check::Triads, &crowded));
        // Hall's condition sees all three, at a cost of about 14,000 unions each, and one
        // that step 4 misses.
        let eight_and_nine = cells(EIGHT_AND_NINE);
        assert!(passes(Check::Triads, &eight_and_nine));
        for grid in [norvig, minirow, crowded, eight_and_nine] {
            assert!(!passes(Check::Units, &grid));
        }
    }

    /// A count up to 2 of `grid` on the portable build, as the public entry points run it,
    /// keeping the first solution.
    fn public_count(grid: &[u8; 81]) -> Counter {
        run(
            Isa::Portable,
            grid,
            2,
            true,
            Some(Check::Triads),
            Turn::Auto,
        )
    }

    /// Whether `grid` has `solution` for a solution.
    fn solves(grid: &[u8; 81], solution: &Bands) -> bool {
        let solution = crate::Grid::from_cells(solution.cells()).expect("digits 1 to 9");
        let givens = crate::Grid::from_cells(*grid).expect("digits 0 to 9");
        solution.is_solved() && givens.is_kept_by(&solution)
    }

    /// A search whose start the givens decided, trapped the way it started, starts again the
    /// other way after [`RESTART_AFTER`] guesses and finds its two solutions soon after; the
    /// first it keeps is a solution of the grid.
    #[test]
    fn a_search_started_the_wrong_way_starts_again_the_other_way() {
        // (grid, whether the givens start it hard)
        for (line, starts_hard) in [(EIGHT_AND_NINE_TRAP, true), (FEW_GIVENS_TRAP, false)] {
            let grid = cells(line);
            // As the public entry points ran it before there was a restart.
            let wrong_way = Turn::At(if starts_hard { 0 } else { HARD_AFTER });
            let trapped = run(Isa::Portable, &grid, 2, false, None, wrong_way);
            assert!(
                trapped.guessed > 2 * RESTART_AFTER,
                "{line}: {}",
                trapped.guessed
            );
            let counter = public_count(&grid);
            assert_eq!(counter.found, 2, "{line}");
            assert_eq!(counter.hard, !starts_hard, "{line}: the other way");
            assert!(
                (RESTART_AFTER..RESTART_AFTER + 64).contains(&counter.guessed),
                "{line}: {} guesses",
                counter.guessed
            );
            assert!(solves(&grid, &counter.first.expect("a solution")), "{line}");
            assert_eq!(counter.restart, Restart::Never, "{line}: started again");
        }
    }

    /// A restart changes no count, whenever it comes: searches that start again after 1, 2, 5
    /// or 20 guesses count as ones that never do, keep a solution of the grid, and keep the
    /// one that `solve` (a count up to 1) keeps under the same restart.
    #[test]
    fn a_restart_changes_no_count() {
        let mut restarted = 0;
        for grid in varied_grids() {
            for limit in [1, 2, 3] {
                let count = |restart_after: usize, limit: usize| {
                    let mut counter = Counter::new(limit, true, Some(Check::Triads), Turn::Auto);
                    counter.restart_after = restart_after;
                    if let Some(mut bands) = Bands::new(&grid) {
                        counter.start(isa::Portable, &mut bands);
                    }
                    counter
                };
                let unrestarted = count(usize::MAX, limit);
                for after in [1, 2, 5, 20] {
                    let counter = count(after, limit);
                    let context = format!("limit {limit}, restart after {after}: {grid:?}");
                    assert_eq!(counter.found, unrestarted.found, "{context}");
                    if let Some(first) = &counter.first {
                        assert!(solves(&grid, first), "{context}");
                        let solved = count(after, 1).first.map(|bands| bands.cells());
                        assert_eq!(Some(first.cells()), solved, "{context}");
                    }
                    let pending = unrestarted.restart != Restart::Never;
                    restarted += usize::from(pending && counter.restart == Restart::Never);
                }
            }
        }
        assert!(restarted >= 20, "{restarted} searches started again");
    }

    /// A grid that only the unit check proves has no solution ends the public count at that
    /// check, after its budget of guesses, not thousands of guesses later. (It starts hard,
    /// so the step 4 check and its budget are skipped.)
    #[test]
    fn the_unit_check_ends_a_count_after_its_budget() {
        let grid = cells(EIGHT_AND_NINE);
        let (pairs, _) = settled_pairs(&grid).expect("no contradiction in settling");
        assert!(
            pairs < FEW_PAIRS,
            "{pairs} pairs: a search that starts hard"
        );
        let counter = public_count(&grid);
        assert_eq!((counter.found, counter.limit), (0, 0));
        assert_eq!(counter.check, Some(Check::Units), "the check that failed");
        assert_eq!(counter.guessed, Check::Units.budget());
    }

    #[test]
    fn the_checks_pass_grids_with_solutions() {
        for grid in solvable() {
            assert!(passes(Check::Triads, &grid));
            assert!(passes(Check::Units, &grid));
        }
    }

    /// A search on the portable build that keeps the first solution and never turns hard,
    /// with the checks from `first_check` on. (Keeping the first solution changes no count.)
    fn easy_search(cells: &[u8; 81], limit: usize, first_check: Option<Check>) -> Counter {
        run(
            Isa::Portable,
            cells,
            limit,
            true,
            first_check,
            Turn::At(usize::MAX),
        )
    }

    /// A search that runs out of guesses makes the next check and stops at once if it fails.
    #[test]
    fn a_failed_check_ends_the_search_with_no_solution() {
        let norvig = cells(NORVIG);
        let checked = easy_search(&norvig, 2, Some(Check::Triads));
        assert_eq!(checked.found, 0);
        assert!(checked.first.is_none());
        assert_eq!(
            (checked.check, checked.guesses_left),
            (Some(Check::Triads), 0)
        );
        // From the unit check on, the search stops only after that check's budget: the
        // deductions between guesses alone do not end it sooner.
        let units_only = easy_search(&norvig, 2, Some(Check::Units));
        assert_eq!(units_only.found, 0);
        assert_eq!(
            (units_only.check, units_only.guesses_left),
            (Some(Check::Units), 0)
        );
    }

    /// Checks that pass leave the search to go on where it was: the counts and the first
    /// solution are those of a search without checks.
    #[test]
    fn passed_checks_change_no_count() {
        for grid in solvable() {
            for limit in [1, 2, 5, 30_000] {
                let checked = easy_search(&grid, limit, Some(Check::Triads));
                let unchecked = easy_search(&grid, limit, None);
                assert_eq!(checked.found, unchecked.found, "up to {limit}");
                let first = |counter: &Counter| counter.first.map(|bands| bands.cells());
                assert_eq!(first(&checked), first(&unchecked), "up to {limit}");
            }
        }
        // The empty grid up to 30,000 solutions takes both checks.
        let [empty, _] = solvable();
        let empty = easy_search(&empty, 30_000, Some(Check::Triads));
        assert_eq!((empty.found, empty.check), (30_000, None));
    }

    /// A search that turns hard from the start, after a few guesses (settling the bands it is
    /// at again, with step 4), or as the public entry points have it turn, counts as one that
    /// never does, and the first solution it keeps is a solution of the grid: the same one
    /// where there is only one.
    #[test]
    fn hard_searches_count_as_easy_ones() {
        for grid in varied_grids() {
            let givens = crate::Grid::from_cells(grid).ok();
            let unique = easy_search(&grid, 2, Some(Check::Triads)).found == 1;
            for limit in [1, 2, 3] {
                let easy = easy_search(&grid, limit, Some(Check::Triads));
                let turns = [0, 1, 2, 5, HARD_AFTER].map(Turn::At);
                for turn in turns.into_iter().chain([Turn::Auto]) {
                    let hard = run(Isa::Portable, &grid, limit, true, Some(Check::Triads), turn);
                    let context = format!("up to {limit}, {turn:?}: {grid:?}");
                    assert_eq!(hard.found, easy.found, "{context}");
                    let first = hard.first.map(|bands| bands.cells());
                    if let Some(solution) = first {
                        let solution = crate::Grid::from_cells(solution).expect("digits 1 to 9");
                        assert!(solution.is_solved(), "{context}");
                        assert!(
                            givens.as_ref().is_some_and(|g| g.is_kept_by(&solution)),
                            "{context}"
                        );
                    }
                    if unique {
                        assert_eq!(first, easy.first.map(|bands| bands.cells()), "{context}");
                    }
                }
            }
        }
    }

    /// Cells of two candidates in `cells`' givens once settled (steps 1 and 2), and whether
    /// they are solved then; None when they break a rule or settle to a contradiction.
    fn settled_pairs(cells: &[u8; 81]) -> Option<(u32, bool)> {
        let mut bands = Bands::new(cells)?;
        bands
            .settle(isa::Portable)
            .then(|| (bands.pair_cells(), bands.is_solved()))
    }

    /// As the public entry points run it, a search is hard from the start exactly when its
    /// settled givens are unsolved and leave fewer than [`FEW_PAIRS`] cells of two candidates,
    /// and there are at least [`FEWEST_GIVENS_OF_ONE_SOLUTION`] givens. The grids include
    /// some on each side of the threshold and some right at it, and some of fewer givens.
    #[test]
    fn a_search_starts_hard_when_its_givens_leave_few_pairs() {
        let mut seen = [false; 5];
        for grid in varied_grids() {
            let Some((pairs, solved)) = settled_pairs(&grid) else {
                continue;
            };
            let mut counter = Counter::new(2, false, Some(Check::Triads), Turn::Auto);
            // Only the start may turn this one hard, not its HARD_AFTERth guess.
            counter.hard_after = usize::MAX;
            counter.restart_after = usize::MAX;
            let mut bands = Bands::new(&grid).expect("settled above");
            counter.start(isa::Portable, &mut bands);
            let few_givens = grid.iter().filter(|&&digit| digit != 0).count()
                < FEWEST_GIVENS_OF_ONE_SOLUTION as usize;
            let few_pairs = !solved && pairs < FEW_PAIRS;
            let expected = few_pairs && !few_givens;
            assert_eq!(
                counter.hard, expected,
                "{pairs} pairs, solved {solved}: {grid:?}"
            );
            seen[usize::from(expected)] = true;
            seen[2] |= solved;
            seen[3] |= pairs == FEW_PAIRS;
            seen[4] |= few_pairs && few_givens;
        }
        assert_eq!(
            seen, [true; 5],
            "easy, hard, solved, at the threshold, and few pairs of few givens"
        );
    }

    /// A search of fewer than [`FEWEST_GIVENS_OF_ONE_SOLUTION`] givens is not hard from the
    /// start, however few cells of two candidates they leave: it settles with step 4 once
    /// (so that it skips [`Check::Triads`]) and branches on cells. On [`FEW_GIVENS`] it finds
    /// two solutions in 28 guesses, where a hard search takes 36.
    #[test]
    fn a_grid_of_too_few_givens_for_one_solution_is_searched_on_cells() {
        let grid = cells(FEW_GIVENS);
        let (pairs, solved) = settled_pairs(&grid).expect("no contradiction in settling");
        assert!(
            !solved && pairs < FEW_PAIRS,
            "{pairs} pairs: the pairs alone would start hard"
        );
        let counter = public_count(&grid);
        assert_eq!(counter.found, 2);
        assert!(!counter.hard);
        assert_eq!(
            counter.check,
            Check::Triads.next(),
            "settled with step 4 at the start"
        );
        assert!(counter.guessed <= 64, "{} guesses", counter.guessed);
        let hard = run(
            Isa::Portable,
            &grid,
            2,
            false,
            Some(Check::Triads),
            Turn::At(0),
        );
        assert_eq!(hard.found, 2);
        // Hard, each node costs about twice as much, and there are more of them (36 against
        // 28 with today's branch; over 1,000 with the band or stack of fewest minirows left).
        assert!(
            hard.guessed > counter.guessed,
            "{} guesses hard, {} on cells",
            hard.guessed,
            counter.guessed
        );
    }

    /// A search turns hard at its turn's guess and not before, and one hard from the start
    /// skips [`Check::Triads`], which settling with step 4 has made already.
    #[test]
    fn a_search_turns_hard_at_its_turn() {
        let mut seen = [false; 3];
        for grid in varied_grids() {
            for at in [0, 1, 3] {
                let counter = run(
                    Isa::Portable,
                    &grid,
                    2,
                    false,
                    Some(Check::Triads),
                    Turn::At(at),
                );
                let context = format!("turn at {at}, {} guesses: {grid:?}", counter.guessed);
                assert_eq!(counter.hard, counter.guessed >= at, "{context}");
                seen[usize::from(counter.hard)] = true;
                if at == 0 && (1..Check::Units.budget()).contains(&counter.guessed) {
                    assert_eq!(counter.check, Some(Check::Units), "{context}");
                    seen[2] = true;
                }
            }
        }
        assert_eq!(
            seen, [true; 3],
            "easy, hard, and hard from the start with guesses"
        );
    }

    /// The counts and the first solution of `cells` on `build`, up to `limit`, for a search
    /// that turns hard as the public entry points have it turn, for one that starts hard and
    /// for one that never turns, so that the builds are compared on every kind of search.
    fn answer(build: Isa, cells: &[u8; 81], limit: usize) -> [(usize, Option<[u8; 81]>); 3] {
        [Turn::Auto, Turn::At(0), Turn::At(usize::MAX)].map(|turn| {
            let counter = run(build, cells, limit, true, Some(Check::Triads), turn);
            (counter.found, counter.first.map(|bands| bands.cells()))
        })
    }

    /// Grids of every kind: the fixtures, fresh minimal puzzles, and the solutions of those with
    /// 40 to 64 cells blanked, which have one, several or very many solutions.
    fn varied_grids() -> Vec<[u8; 81]> {
        let mut grids: Vec<[u8; 81]> = [NORVIG, LOCKED_MINIROW, CROWDED_BOX].map(cells).to_vec();
        grids.extend(solvable());
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move |below: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            (state >> 33) % below
        };
        for seed in 0..40 {
            let puzzle = crate::Grid::generate(seed).cells();
            let mut blanked = solve(&puzzle).expect("a generated puzzle has a solution");
            for _ in 0..40 + next(25) {
                blanked[next(81) as usize] = 0;
            }
            grids.extend([puzzle, blanked]);
        }
        grids
    }

    /// The solution a count keeps is the first it finds, the one that `solve` returns, however
    /// many it goes on to count.
    #[test]
    fn a_count_keeps_the_first_solution_it_finds() {
        for grid in varied_grids() {
            assert_eq!(count_and_solve(&grid, 3).1, solve(&grid), "{grid:?}");
        }
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
}
