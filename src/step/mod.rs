//! The teaching search: backtracking with an explicit stack, advanced one event at a time.
//!
//! This is the lesson's recursive solver turned inside out so that it can stop after any
//! single step and go on later. Each stack frame is one blank cell the search has chosen,
//! with the candidates it has not tried yet and the digit it has placed there, if any:
//!
//! ```text
//! choose:  Propagation only, first:
//!            a peer of the digit just placed left with no candidate  -> Choose (a dead end)
//!            (peers left with one candidate join the list of forced digits)
//!            the next listed digit that is still forced              -> Deduce, then choose
//!            none: look at the whole board; a cell with no candidate -> Choose (a dead end)
//!            else list every naked single, then every hidden single,
//!            and deduce the first                                    -> Deduce, then choose
//!          pick a blank cell (reading order, or fewest candidates)   -> Choose
//!          no blank cell left                                        -> Solved
//! try:     top frame holds a digit: take it back                     -> TakeBack
//!          top frame has an untried candidate: place the smallest    -> Place, then choose
//!          top frame has none left: pop it and try its parent        (or Exhausted)
//! ```
//!
//! A [`Event::Deduce`] pushes a frame of its own, marked `forced`, with nothing left to try: so
//! a backtrack takes each forced digit back as its own [`Event::TakeBack`], through the same
//! loop as a guess whose candidates ran out.
//!
//! There are at most 81 frames, so memory stays the same however many millions of steps a
//! run takes. Applying each event to the givens ([`Event::apply`]) reproduces the search's
//! grid at every point.

mod next_move;

use next_move::{blanks_in_reading_order, each_blank, Fewest, Forced, Round, PEERS, UNIT_CELLS};
use std::fmt;
use std::ops::ControlFlow;

use crate::choice::named_choice;
use crate::masks::{bit, lowest_digit, UnitMasks};
use crate::rules::{CellName, Conflict, Unit};
use crate::Grid;

/// [`Strategy`] as a constant, so that the step loop is compiled once per strategy
/// ([`Search::run`]).
const NAIVE: u8 = 0;
const MRV: u8 = 1;
const PROPAGATION: u8 = 2;

/// Which blank cell the search fills next.
// An enum of the page's too (src/wasm/): JS passes and reads it by value.
#[cfg_attr(
    all(
        target_arch = "wasm32",
        any(
            feature = "page",
            feature = "solver",
            feature = "logic",
            feature = "share"
        )
    ),
    wasm_bindgen::prelude::wasm_bindgen
)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// The next blank cell in reading order, trying digits 1..9: the classic lesson version.
    #[default]
    Naive,
    /// The blank cell with the fewest candidates (minimum remaining values); ties go to the
    /// first in reading order, so runs are deterministic.
    Mrv,
    /// MRV, after placing every forced digit. Each placed digit can leave only its 20 peers
    /// with fewer candidates, so they are checked first: a peer with none is chosen at once (a
    /// dead end), and peers with one join a list of forced digits (unless listed already since
    /// the last look). The listed digits are
    /// deduced in turn, passing over any that an earlier one filled or ruled out. When the
    /// list runs out, one look at the whole board lists every naked single in reading order,
    /// then every hidden single (units in [`Unit::ALL`] order, digits ascending; a cell listed
    /// once); when it finds none, MRV picks a cell to guess.
    Propagation,
}

named_choice!(Strategy, "strategy", "unknown-strategy", {
    Naive => "naive",
    Mrv => "mrv",
    Propagation => "propagation",
});

/// Why a digit was forced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Single {
    /// The cell has one candidate left.
    Naked,
    /// The digit has one place left in this unit.
    Hidden(Unit),
}

impl fmt::Display for Single {
    /// `naked single`, or `hidden single in box 2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Single::Naked => f.write_str("naked single"),
            Single::Hidden(unit) => write!(f, "hidden single in {unit}"),
        }
    }
}

/// One step of the search. Cells are 0..81 in reading order; depth counts the digits the
/// search itself has placed (givens excluded), so the first placement has depth 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Natively, eight bytes rather than six (a deduction's fields): the naive order's steps are
// faster when an event fills a register. In wasm the six bytes are faster (both measured on
// the brute-force run).
#[cfg_attr(not(target_arch = "wasm32"), repr(align(8)))]
pub enum Event {
    /// The search picked `cell`, which could take the digits of `candidates`.
    Choose {
        /// The chosen cell.
        cell: u8,
        /// Its candidate mask: bit `d - 1` for digit `d`.
        candidates: u16,
    },
    /// `digit` was written into `cell`.
    Place {
        /// The cell written.
        cell: u8,
        /// The digit written.
        digit: u8,
        /// How many placed digits are on the board now, this one included.
        depth: u8,
    },
    /// `digit` was taken back out of `cell`: a backtrack.
    TakeBack {
        /// The cell emptied.
        cell: u8,
        /// The digit removed.
        digit: u8,
        /// The depth the digit had been placed at.
        depth: u8,
    },
    /// Every cell is filled: the grid is a solution.
    Solved,
    /// Every candidate has been tried: there is no solution.
    Exhausted,
    /// A forced digit: the Propagation order placed it without a guess.
    Deduce {
        /// The cell written.
        cell: u8,
        /// The digit written.
        digit: u8,
        /// How many placed digits are on the board now, this one included.
        depth: u8,
        /// Why the digit was forced.
        single: Single,
    },
}

impl Event {
    /// Applies this event to a grid's cells: a placement or deduction writes its digit, a
    /// backtrack clears its cell, and the other events change nothing.
    pub fn apply(&self, cells: &mut [u8; 81]) {
        match *self {
            Event::Place { cell, digit, .. } | Event::Deduce { cell, digit, .. } => {
                cells[cell as usize] = digit
            }
            Event::TakeBack { cell, .. } => cells[cell as usize] = 0,
            Event::Choose { .. } | Event::Solved | Event::Exhausted => {}
        }
    }

    /// True for [`Event::Solved`] and [`Event::Exhausted`]: the run is over.
    pub fn is_final(&self) -> bool {
        matches!(self, Event::Solved | Event::Exhausted)
    }
}

impl fmt::Display for Event {
    /// One readable line, for a teacher at a terminal.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Event::Choose { cell, candidates } => {
                let list: Vec<String> = crate::masks::digits(candidates)
                    .map(|d| d.to_string())
                    .collect();
                write!(
                    f,
                    "choose {}  candidates {{{}}}  mask {:09b}",
                    CellName(cell as usize),
                    list.join(","),
                    candidates
                )
            }
            Event::Place { cell, digit, depth } => {
                write!(
                    f,
                    "place {digit} at {}  depth {depth}",
                    CellName(cell as usize)
                )
            }
            Event::TakeBack { cell, digit, depth } => write!(
                f,
                "take back {digit} from {}  depth {depth}",
                CellName(cell as usize)
            ),
            Event::Solved => f.write_str("solved"),
            Event::Exhausted => f.write_str("exhausted: no solution"),
            Event::Deduce {
                cell,
                digit,
                depth,
                single,
            } => write!(
                f,
                "deduce {digit} at {}  {single}  depth {depth}",
                CellName(cell as usize)
            ),
        }
    }
}

/// Running totals of a search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Events produced, the final one included.
    pub steps: u64,
    /// [`Event::Place`] events.
    pub placements: u64,
    /// [`Event::TakeBack`] events.
    pub backtracks: u64,
    /// [`Event::Deduce`] events.
    pub deductions: u64,
    /// The deepest depth reached.
    pub max_depth: u8,
}

/// One chosen cell on the search stack.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
// Eight bytes rather than six: the naive order's steps are faster on a power-of-two stride
// (measured on the brute-force run).
#[repr(align(8))]
pub struct Frame {
    /// The chosen cell.
    pub cell: u8,
    /// The digit placed there now, or 0 between a take-back and the next placement.
    pub digit: u8,
    /// Candidates not tried yet, as a mask.
    pub untried: u16,
    /// True for a digit the Propagation order deduced: it has no other digit to try, so a
    /// backtrack takes it back and pops it.
    pub forced: bool,
    /// The digit deduced here, kept after it is taken back (when `digit` is 0 again) so that
    /// the lesson can put the board back as it was at the dead end that unwound it.
    pub(crate) deduced: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Pick the next blank cell.
    Choose,
    /// Work on the top frame: take back, place, or pop.
    Try,
    /// The run is over; this event repeats.
    Done(Event),
}

/// The Propagation order's next move.
enum Pick {
    /// Write a forced digit.
    Forced(Forced),
    /// Choose this blank cell, or none: the grid is full.
    Cell(Option<usize>),
}

/// A backtracking search that advances one [`Event`] per call to [`Search::step`].
#[derive(Clone, Debug)]
pub struct Search {
    cells: [u8; 81],
    masks: UnitMasks,
    strategy: Strategy,
    stack: [Frame; 81],
    depth: usize,
    phase: Phase,
    counters: Counters,
    round: Round,
    /// The blank cells of the givens in reading order, then 81s: the naive order's choice at
    /// depth `d` is `blanks[d]`, since every frame of a naive search is a choice.
    blanks: [u8; 82],
}

impl Search {
    /// A search from `givens`, or the first rule they break.
    pub fn new(givens: &Grid, strategy: Strategy) -> Result<Search, Conflict> {
        let cells = givens.cells();
        Ok(Search {
            cells,
            masks: givens.unit_masks()?,
            strategy,
            stack: [Frame::default(); 81],
            depth: 0,
            phase: Phase::Choose,
            counters: Counters::default(),
            round: Round::EMPTY,
            blanks: blanks_in_reading_order(&cells),
        })
    }

    /// Advances by exactly one event and returns it. After [`Event::Solved`] or
    /// [`Event::Exhausted`] it returns that event again and changes nothing.
    // `run` below is the page's "Skip to end". Inlining the step and its parts into that loop,
    // rather than calling them once per event, makes it about 1.4 times faster in wasm (130 to
    // 180 million events per CPU second in Node 20); the parts are marked the same way.
    #[inline(always)]
    pub fn step(&mut self) -> Event {
        match self.strategy {
            Strategy::Naive => self.step_as::<NAIVE>(),
            Strategy::Mrv => self.step_as::<MRV>(),
            Strategy::Propagation => self.step_as::<PROPAGATION>(),
        }
    }

    /// [`Search::step`] for the strategy `S` (one of [`NAIVE`], [`MRV`], [`PROPAGATION`]).
    #[inline(always)]
    fn step_as<const S: u8>(&mut self) -> Event {
        let event = match self.phase {
            Phase::Done(event) => return event,
            Phase::Choose => self.choose::<S>(),
            Phase::Try => self.try_next(),
        };
        self.counters.steps += 1;
        event
    }

    /// Steps until the run ends or `budget` steps have been taken, and returns the last event
    /// (`None` when `budget` is 0 or the run had already ended).
    pub fn run(&mut self, budget: u64) -> Option<Event> {
        // A loop compiled for each strategy: the strategy is matched once per run, not once per
        // step.
        match self.strategy {
            Strategy::Naive => self.run_as::<NAIVE>(budget),
            Strategy::Mrv => self.run_as::<MRV>(budget),
            Strategy::Propagation => self.run_as::<PROPAGATION>(budget),
        }
    }

    // Only the last step's event is returned: the steps before it drop theirs inside the loop
    // rather than keep each in a variable, and the last step runs after it: faster in
    // Chromium's Skip to end (docs/BENCHMARKS.md, "`Search::run` drops each step's event but
    // the last").
    #[inline(always)]
    fn run_as<const S: u8>(&mut self, budget: u64) -> Option<Event> {
        if budget == 0 || matches!(self.phase, Phase::Done(_)) {
            return None;
        }
        for _ in 1..budget {
            if matches!(self.phase, Phase::Done(_)) {
                break;
            }
            self.step_as::<S>();
        }
        // After a run that ended in the loop, this returns its final event again.
        Some(self.step_as::<S>())
    }

    /// The event the next [`Search::step`] will return, without taking it. The page's
    /// "predict the next move" asks the class for a placement before it happens.
    pub fn peek(&self) -> Event {
        self.clone().step()
    }

    #[inline(always)]
    fn choose<const S: u8>(&mut self) -> Event {
        let next = match S {
            NAIVE => self.next_in_reading_order(),
            MRV => self.fewest_candidates(),
            _ => match self.propagate() {
                Pick::Forced(forced) => return self.deduce(forced),
                Pick::Cell(next) => next,
            },
        };
        match next {
            None => {
                self.phase = Phase::Done(Event::Solved);
                Event::Solved
            }
            Some(cell) => {
                let candidates = self.masks.candidates(cell);
                self.stack[self.depth] = Frame {
                    cell: cell as u8,
                    untried: candidates,
                    ..Frame::default()
                };
                self.depth += 1;
                self.phase = Phase::Try;
                Event::Choose {
                    cell: cell as u8,
                    candidates,
                }
            }
        }
    }

    /// Writes a forced digit in a frame of its own, with nothing left to try; the search goes
    /// on choosing.
    #[inline(always)]
    fn deduce(&mut self, forced: Forced) -> Event {
        let Forced {
            cell,
            digit,
            single,
        } = forced;
        self.stack[self.depth] = Frame {
            cell,
            digit,
            untried: 0,
            forced: true,
            deduced: digit,
        };
        self.depth += 1;
        let depth = self.depth as u8;
        self.cells[cell as usize] = digit;
        self.masks.place(cell as usize, digit);
        self.counters.deductions += 1;
        self.counters.max_depth = self.counters.max_depth.max(depth);
        Event::Deduce {
            cell,
            digit,
            depth,
            single,
        }
    }

    #[inline(always)]
    fn try_next(&mut self) -> Event {
        loop {
            let depth = self.depth as u8;
            let frame = &mut self.stack[self.depth - 1];
            let cell = frame.cell;
            if frame.digit != 0 {
                let digit = std::mem::take(&mut frame.digit);
                self.cells[cell as usize] = 0;
                self.masks.remove(cell as usize, digit);
                self.counters.backtracks += 1;
                return Event::TakeBack { cell, digit, depth };
            }
            if frame.untried != 0 {
                let digit = lowest_digit(frame.untried);
                frame.untried &= frame.untried - 1;
                frame.digit = digit;
                self.cells[cell as usize] = digit;
                self.masks.place(cell as usize, digit);
                self.counters.placements += 1;
                self.counters.max_depth = self.counters.max_depth.max(depth);
                self.phase = Phase::Choose;
                return Event::Place { cell, digit, depth };
            }
            // Every candidate of this cell failed: drop it and take back its parent's digit.
            self.depth -= 1;
            if self.depth == 0 {
                self.phase = Phase::Done(Event::Exhausted);
                return Event::Exhausted;
            }
        }
    }

    /// The naive order's next blank cell: the first in reading order.
    // A lookup rather than a scan of the board from the last chosen cell: the same speed
    // natively, and about 1.2 times as many events a second in wasm (docs/BENCHMARKS.md, "The
    // naive order's next cell is a lookup").
    #[inline(always)]
    fn next_in_reading_order(&self) -> Option<usize> {
        // The depth is at most 81; the `min` says so to the compiler, which drops the check.
        let cell = self.blanks[self.depth.min(81)] as usize;
        (cell < 81).then_some(cell)
    }

    /// MRV's next blank cell: the first with the fewest candidates.
    // Not inlined: one call costs little beside its scan, and the scan is not copied into each
    // of the step loops.
    #[inline(never)]
    fn fewest_candidates(&self) -> Option<usize> {
        let mut fewest = Fewest::NONE;
        let dead_end = each_blank(&self.cells, &self.masks, |blank| {
            let count = blank.candidates.count_ones();
            if count == 0 {
                return ControlFlow::Break(blank.cell); // nothing can beat a dead end
            }
            fewest.see(blank.cell, count);
            ControlFlow::Continue(())
        });
        match dead_end {
            ControlFlow::Break(cell) => Some(cell),
            ControlFlow::Continue(()) => fewest.cell(),
        }
    }

    /// The Propagation order's next move: a dead end the last placement left, else the next
    /// listed digit that is still forced, else whatever [`Search::look`] finds.
    // Not inlined, as `look` below: only Propagation runs it.
    #[inline(never)]
    fn propagate(&mut self) -> Pick {
        if self.depth > 0 {
            // The top frame's digit was placed just now, by a guess or a deduction, and before
            // it no blank cell was without a candidate: a dead end now is one of its peers. A
            // peer left with one candidate is listed, so a chain of naked singles needs no look.
            let peers = &PEERS[self.stack[self.depth - 1].cell as usize];
            // Bit i of each for peer i. A branch per peer on whether it is blank would be a coin
            // toss for the processor to guess; without one, the 20 peers cost little. Taken
            // last first, so that each flag goes in with a shift by one.
            let (mut dead, mut single) = (0u32, 0u32);
            for &peer in peers.iter().rev() {
                // Two bits past the digits for a filled peer: neither no candidate nor one.
                let filled = (self.cells[peer as usize] != 0) as u16 * 0b110_0000_0000;
                let mask = self.masks.candidates(peer as usize) | filled;
                dead = dead << 1 | (mask == 0) as u32;
                single = single << 1 | (mask & mask.wrapping_sub(1) == 0) as u32;
            }
            if dead != 0 {
                self.round.clear();
                let peer = peers[dead.trailing_zeros() as usize];
                return Pick::Cell(Some(peer as usize));
            }
            while single != 0 {
                let peer = peers[single.trailing_zeros() as usize];
                single &= single - 1;
                self.round.push(Forced {
                    cell: peer,
                    digit: lowest_digit(self.masks.candidates(peer as usize)),
                    single: Single::Naked,
                });
            }
        }
        while let Some(forced) = self.round.pop() {
            let cell = forced.cell as usize;
            if self.cells[cell] == 0 && self.masks.candidates(cell) & bit(forced.digit) != 0 {
                return Pick::Forced(forced);
            }
        }
        self.look()
    }

    /// Looks at the whole board once: a dead end (MRV's pick, as it has no candidate), else a
    /// new round of every naked single (each MRV's pick too, as it has one) and every hidden
    /// single, whose first it returns, else MRV's pick.
    // Not inlined: a large body that only Propagation runs stays out of the run loop that the
    // naive order's cheap steps share, and one call costs little beside its scan.
    #[inline(never)]
    fn look(&mut self) -> Pick {
        let mut candidates = [0u16; 81];
        // For each unit of [`Unit::ALL`], the digits seen in at least one and in at least two
        // of its blank cells' candidates. A digit the unit already holds is no blank cell's
        // candidate there, so the digits seen once are its hidden singles.
        let (mut once, mut twice) = ([0u16; 27], [0u16; 27]);
        let mut fewest = Fewest::NONE;
        self.round.clear();
        let round = &mut self.round;
        let dead_end = each_blank(&self.cells, &self.masks, |blank| {
            let mask = blank.candidates;
            let count = mask.count_ones();
            if count == 0 {
                return ControlFlow::Break(blank.cell);
            }
            candidates[blank.cell] = mask;
            if count == 1 {
                round.push(Forced {
                    cell: blank.cell as u8,
                    digit: lowest_digit(mask),
                    single: Single::Naked,
                });
            }
            fewest.see(blank.cell, count);
            for unit in [blank.row, 9 + blank.column, 18 + blank.square] {
                twice[unit] |= once[unit] & mask;
                once[unit] |= mask;
            }
            ControlFlow::Continue(())
        });
        if let ControlFlow::Break(cell) = dead_end {
            self.round.clear();
            return Pick::Cell(Some(cell));
        }
        for (index, unit) in Unit::ALL.into_iter().enumerate() {
            let mut hidden = once[index] & !twice[index];
            while hidden != 0 {
                let digit = lowest_digit(hidden);
                hidden &= hidden - 1;
                let place = UNIT_CELLS[index]
                    .iter()
                    .find(|&&c| candidates[c as usize] & bit(digit) != 0);
                if let Some(&cell) = place {
                    self.round.push(Forced {
                        cell,
                        digit,
                        single: Single::Hidden(unit),
                    });
                }
            }
        }
        match self.round.pop() {
            Some(forced) => Pick::Forced(forced),
            None => Pick::Cell(fewest.cell()),
        }
    }

    /// The grid as the search has it now.
    pub fn grid(&self) -> Grid {
        Grid::from_solver(self.cells)
    }

    /// The cells as the search has it now, 0 for blank.
    pub fn cells(&self) -> &[u8; 81] {
        &self.cells
    }

    /// The unit masks as the search has them now.
    pub fn masks(&self) -> &UnitMasks {
        &self.masks
    }

    /// The search order.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The totals so far.
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// The chosen cells, outermost first.
    pub fn stack(&self) -> &[Frame] {
        &self.stack[..self.depth]
    }

    /// The frames the last pops took off the stack, still in place above the top, nearest
    /// first. Every [`Event::TakeBack`] and the [`Event::Exhausted`] come right after such a
    /// pop (a frame whose candidates ran out, or a forced frame whose digit was taken back), so
    /// right after one of them these are the frames unwound since the last push; further up
    /// they are stale. See [`crate::lesson::DeadEnd`].
    pub(crate) fn frames_above_top(&self) -> impl Iterator<Item = &Frame> {
        self.stack[self.depth..].iter()
    }

    /// How many digits the search has on the board now.
    pub fn depth(&self) -> usize {
        self.stack().iter().filter(|f| f.digit != 0).count()
    }

    /// The final event, once the run is over.
    pub fn outcome(&self) -> Option<Event> {
        match self.phase {
            Phase::Done(event) => Some(event),
            _ => None,
        }
    }
}
