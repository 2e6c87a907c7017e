//! The teaching search: backtracking with an explicit stack, advanced one event at a time.
//!
//! This is the lesson's recursive solver turned inside out so that it can stop after any
//! single step and go on later. Each stack frame is one blank cell the search has chosen,
//! with the candidates it has not tried yet and the digit it has placed there, if any:
//!
//! ```text
//! choose:  Propagation only, first:
//!            a blank cell with no candidate                          -> Choose (a dead end)
//!            a forced digit: naked single, else hidden single        -> Deduce, then choose
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

use std::fmt;

use crate::choice::named_choice;
use crate::masks::{bit, lowest_digit, UnitMasks};
use crate::rules::{CellName, Conflict, Unit};
use crate::Grid;

/// Which blank cell the search fills next.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// The next blank cell in reading order, trying digits 1..9: the classic lesson version.
    #[default]
    Naive,
    /// The blank cell with the fewest candidates (minimum remaining values); ties go to the
    /// first in reading order, so runs are deterministic.
    Mrv,
    /// MRV, after placing every forced digit: before each choice, a cell with no candidate is
    /// chosen at once (a dead end), else the first naked single in reading order is deduced,
    /// else the first hidden single (units in [`Unit::ALL`] order, digits ascending).
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
// about 8% faster when an event fills a register (measured on the brute-force run). In wasm the
// six bytes are faster.
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
// Eight bytes rather than six: the naive order's steps are about 8% faster on a power-of-two
// stride (measured on the brute-force run).
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
    Forced {
        cell: usize,
        digit: u8,
        single: Single,
    },
    /// Choose this blank cell, or none: the grid is full.
    Cell(Option<usize>),
}

/// The cells of each unit of [`Unit::ALL`], in the same order.
const UNIT_CELLS: [[u8; 9]; 27] = {
    let mut table = [[0; 9]; 27];
    let mut unit = 0;
    while unit < 27 {
        let cells = Unit::ALL[unit].cells();
        let mut i = 0;
        while i < 9 {
            table[unit][i] = cells[i] as u8;
            i += 1;
        }
        unit += 1;
    }
    table
};

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
}

impl Search {
    /// A search from `givens`, or the first rule they break.
    pub fn new(givens: &Grid, strategy: Strategy) -> Result<Search, Conflict> {
        Ok(Search {
            cells: givens.cells(),
            masks: givens.unit_masks()?,
            strategy,
            stack: [Frame::default(); 81],
            depth: 0,
            phase: Phase::Choose,
            counters: Counters::default(),
        })
    }

    /// Advances by exactly one event and returns it. After [`Event::Solved`] or
    /// [`Event::Exhausted`] it returns that event again and changes nothing.
    // `run` below is the page's "Skip to end". Inlining the step and its parts into that loop,
    // rather than calling them once per event, makes it about 1.4 times faster in wasm (130 to
    // 180 million events per CPU second in Node 20); the parts are marked the same way.
    #[inline(always)]
    pub fn step(&mut self) -> Event {
        let event = match self.phase {
            Phase::Done(event) => return event,
            Phase::Choose => self.choose(),
            Phase::Try => self.try_next(),
        };
        self.counters.steps += 1;
        event
    }

    /// Steps until the run ends or `budget` steps have been taken, and returns the last event
    /// (`None` when `budget` is 0 or the run had already ended).
    pub fn run(&mut self, budget: u64) -> Option<Event> {
        let mut last = None;
        for _ in 0..budget {
            if matches!(self.phase, Phase::Done(_)) {
                break;
            }
            let event = self.step();
            last = Some(event);
        }
        last
    }

    /// The event the next [`Search::step`] will return, without taking it. The page's
    /// "predict the next move" asks the class for a placement before it happens.
    pub fn peek(&self) -> Event {
        self.clone().step()
    }

    #[inline(always)]
    fn choose(&mut self) -> Event {
        let next = match self.strategy {
            Strategy::Naive => self.next_in_reading_order(),
            Strategy::Mrv => self.fewest_candidates(),
            Strategy::Propagation => match self.forced_or_fewest() {
                Pick::Forced {
                    cell,
                    digit,
                    single,
                } => return self.deduce(cell, digit, single),
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
    fn deduce(&mut self, cell: usize, digit: u8, single: Single) -> Event {
        self.stack[self.depth] = Frame {
            cell: cell as u8,
            digit,
            untried: 0,
            forced: true,
            deduced: digit,
        };
        self.depth += 1;
        let depth = self.depth as u8;
        self.cells[cell] = digit;
        self.masks.place(cell, digit);
        self.counters.deductions += 1;
        self.counters.max_depth = self.counters.max_depth.max(depth);
        Event::Deduce {
            cell: cell as u8,
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
    #[inline(always)]
    fn next_in_reading_order(&self) -> Option<usize> {
        // Every cell before the last chosen one is filled, so start after it.
        let start = match self.depth {
            0 => 0,
            d => self.stack[d - 1].cell as usize + 1,
        };
        (start..81).find(|&cell| self.cells[cell] == 0)
    }

    /// MRV's next blank cell: the first with the fewest candidates.
    #[inline(always)]
    fn fewest_candidates(&self) -> Option<usize> {
        let mut best: Option<(usize, u32)> = None;
        for cell in (0..81).filter(|&c| self.cells[c] == 0) {
            let count = self.masks.candidates(cell).count_ones();
            if best.is_none_or(|(_, fewest)| count < fewest) {
                best = Some((cell, count));
                if count == 0 {
                    break; // nothing can beat a dead end
                }
            }
        }
        best.map(|(cell, _)| cell)
    }

    /// The Propagation order's next move, from one pass over the blank cells and, when no
    /// cell is forced, one over the units: a dead end (MRV's pick, as it has no candidate),
    /// else the first naked single (MRV's pick too, as it has one), else the first hidden
    /// single, else MRV's pick.
    // Not inlined: a large body that only Propagation runs stays out of the run loop that the
    // naive order's cheap steps share, and one call costs little beside its scan.
    #[inline(never)]
    fn forced_or_fewest(&self) -> Pick {
        let mut candidates = [0u16; 81]; // 0 for a filled cell: it adds nothing to a unit
        let mut best: Option<(usize, u32)> = None;
        for cell in (0..81).filter(|&c| self.cells[c] == 0) {
            let mask = self.masks.candidates(cell);
            let count = mask.count_ones();
            if count == 0 {
                return Pick::Cell(Some(cell));
            }
            candidates[cell] = mask;
            if best.is_none_or(|(_, fewest)| count < fewest) {
                best = Some((cell, count));
            }
        }
        if let Some((cell, 1)) = best {
            let digit = lowest_digit(candidates[cell]);
            let single = Single::Naked;
            return Pick::Forced {
                cell,
                digit,
                single,
            };
        }
        for (unit, cells) in Unit::ALL.into_iter().zip(&UNIT_CELLS) {
            // Digits seen in exactly one cell of the unit. A digit the unit already holds is
            // no blank cell's candidate there, so it is never among them.
            let (mut once, mut twice) = (0u16, 0u16);
            for &cell in cells {
                let mask = candidates[cell as usize];
                twice |= once & mask;
                once |= mask;
            }
            let hidden = once & !twice;
            if hidden != 0 {
                let digit = lowest_digit(hidden);
                let place = cells
                    .iter()
                    .find(|&&c| candidates[c as usize] & bit(digit) != 0);
                if let Some(&cell) = place {
                    let single = Single::Hidden(unit);
                    return Pick::Forced {
                        cell: cell as usize,
                        digit,
                        single,
                    };
                }
            }
        }
        Pick::Cell(best.map(|(cell, _)| cell))
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
