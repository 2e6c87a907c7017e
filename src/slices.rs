//! Running a [`Timeline`] in time slices, so that a page that runs the search on its main
//! thread never blocks it: a slice runs chunks of steps and starts no chunk once its budget
//! of milliseconds is spent, and each chunk is sized to take about a millisecond.
//!
//! The cost of a step differs by many times between search orders (an MRV step scans every
//! blank cell, a naive step one), so the chunk size is learnt per [`Slicer`] from how long
//! its own chunks took. The clock is passed in: the page reads `performance.now()`, the tests
//! a clock of their own.

use crate::step::Event;
use crate::timeline::Timeline;

/// Something that runs a search a number of steps at a time: the [`Timeline`], or the
/// replay that records the search tree ([`crate::tree::SearchTree`]).
pub trait Runs {
    /// Steps taken so far.
    fn position(&self) -> u64;
    /// True once the run is over: nothing more will run.
    fn finished(&self) -> bool;
    /// Runs until the run ends or `budget` steps have been taken, and returns the last event,
    /// or `None` if nothing ran.
    fn run(&mut self, budget: u64) -> Option<Event>;
}

impl Runs for Timeline {
    fn position(&self) -> u64 {
        Timeline::position(self)
    }

    fn finished(&self) -> bool {
        self.search().outcome().is_some()
    }

    fn run(&mut self, budget: u64) -> Option<Event> {
        Timeline::run(self, budget)
    }
}

/// Steps in the first chunk of a new [`Slicer`]: far under a millisecond in either order.
const FIRST_CHUNK: u64 = 256;
/// A chunk is never made larger than this, whatever the clock says.
const MAX_CHUNK: u64 = 1 << 24;
/// A chunk that ran whole in less than this many milliseconds doubles.
const GROW_BELOW_MS: f64 = 0.5;
/// A chunk that took more than this many milliseconds halves.
const SHRINK_ABOVE_MS: f64 = 2.0;

/// What one slice did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SliceReport {
    /// How many events ran.
    pub ran: u64,
    /// The last event that ran, if any.
    pub last: Option<Event>,
    /// Milliseconds from the start of the slice to the end of its last chunk.
    pub took_ms: f64,
    /// Milliseconds the last chunk took (0 when none ran). Since no chunk starts after the
    /// budget is spent, `took_ms - last_chunk_ms` is below the budget whenever a chunk ran.
    pub last_chunk_ms: f64,
}

/// Runs a timeline (or anything that [`Runs`]) in slices, learning how many steps fit in about
/// a millisecond.
#[derive(Clone, Debug)]
pub struct Slicer {
    chunk: u64,
}

impl Default for Slicer {
    fn default() -> Slicer {
        Slicer { chunk: FIRST_CHUNK }
    }
}

impl Slicer {
    /// Steps the next chunk will ask for, at most.
    pub fn chunk(&self) -> u64 {
        self.chunk
    }

    /// Runs up to `wanted` events of `timeline` (or of a tree's replay), in chunks, until the
    /// run ends or a chunk ends at or after `budget_ms` milliseconds from the start, as `now`
    /// tells time.
    pub fn run(
        &mut self,
        timeline: &mut impl Runs,
        wanted: u64,
        budget_ms: f64,
        mut now: impl FnMut() -> f64,
    ) -> SliceReport {
        let start = now();
        let deadline = start + budget_ms;
        let mut report = SliceReport {
            ran: 0,
            last: None,
            took_ms: 0.0,
            last_chunk_ms: 0.0,
        };
        let mut chunk_start = start;
        while report.ran < wanted && !timeline.finished() && chunk_start < deadline {
            let asked = (wanted - report.ran).min(self.chunk);
            let position = timeline.position();
            report.last = timeline.run(asked).or(report.last);
            let chunk_end = now();
            let took = chunk_end - chunk_start;
            report.ran += timeline.position() - position;
            report.took_ms = chunk_end - start;
            report.last_chunk_ms = took;
            chunk_start = chunk_end;
            // Only a chunk that ran whole says how many steps a millisecond holds.
            if asked == self.chunk && took < GROW_BELOW_MS {
                self.chunk = (self.chunk * 2).min(MAX_CHUNK);
            } else if took > SHRINK_ABOVE_MS {
                self.chunk = self.chunk.div_ceil(2);
            }
        }
        report
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Grid, Search, Strategy};

    /// Consistent givens with no solution (the Baekjoon sample's solution, 55 cells blanked and
    /// one given changed): about 24,000 naive steps to exhaust.
    fn timeline() -> Timeline {
        let grid = Grid::parse_line(
            "13....2...82..5....6..78.3..2....89...4.13..6.9..2.4..........36....19.2.....4...",
            1,
        )
        .expect("81 cells");
        Timeline::new(Search::new(&grid, Strategy::Naive).expect("no rule broken"))
    }

    /// A clock that moves `per_call` milliseconds every time it is read.
    fn ticking(per_call: f64) -> impl FnMut() -> f64 {
        let mut t = 1000.0;
        move || {
            t += per_call;
            t
        }
    }

    #[test]
    fn no_chunk_starts_after_the_budget_is_spent() {
        let mut slicer = Slicer::default();
        let mut timeline = timeline();
        // Each chunk "takes" 3 ms: chunks start at 0, 3 and 6 ms, and the one ending at 9 is
        // the last, as 9 is past the 8 ms budget.
        let report = slicer.run(&mut timeline, u64::MAX, 8.0, ticking(3.0));
        assert_eq!(report.took_ms, 9.0);
        assert_eq!(report.last_chunk_ms, 3.0);
        assert!(report.took_ms - report.last_chunk_ms < 8.0);
        assert_eq!(timeline.position(), report.ran);
        // Three slow chunks halve the chunk three times: 256, 128, 64, then 32.
        assert_eq!(report.ran, 256 + 128 + 64);
        assert_eq!(slicer.chunk(), 32);
    }

    #[test]
    fn fast_chunks_grow_until_a_millisecond_holds_them() {
        let mut slicer = Slicer::default();
        let mut timeline = timeline();
        let report = slicer.run(&mut timeline, 256 + 512 + 1024, 8.0, ticking(0.1));
        assert_eq!(report.ran, 256 + 512 + 1024);
        assert_eq!(slicer.chunk(), 2048);
        // A chunk in the comfortable middle keeps its size.
        let kept = slicer.run(&mut timeline, 2048, 8.0, ticking(1.0));
        assert_eq!(kept.ran, 2048);
        assert_eq!(slicer.chunk(), 2048);
    }

    #[test]
    fn a_chunk_cut_short_by_wanted_does_not_grow_the_chunk() {
        let mut slicer = Slicer::default();
        let mut timeline = timeline();
        let report = slicer.run(&mut timeline, 10, 8.0, ticking(0.1));
        assert_eq!(report.ran, 10);
        assert_eq!(slicer.chunk(), FIRST_CHUNK);
        // The slice was that one chunk: it stops once it has run what was wanted.
        assert_eq!(report.took_ms, report.last_chunk_ms);
    }

    #[test]
    fn a_chunk_that_takes_exactly_a_threshold_keeps_its_size() {
        for per_call in [GROW_BELOW_MS, SHRINK_ABOVE_MS] {
            let mut slicer = Slicer::default();
            let mut timeline = timeline();
            let report = slicer.run(&mut timeline, FIRST_CHUNK, 8.0, ticking(per_call));
            assert_eq!(report.ran, FIRST_CHUNK, "{per_call} ms");
            assert_eq!(report.last_chunk_ms, per_call);
            assert_eq!(slicer.chunk(), FIRST_CHUNK, "{per_call} ms");
        }
    }

    #[test]
    fn a_slice_ends_with_the_run_and_reports_its_final_event() {
        let mut slicer = Slicer::default();
        let mut timeline = timeline();
        let report = slicer.run(&mut timeline, u64::MAX, f64::INFINITY, ticking(0.1));
        assert_eq!(report.last, Some(Event::Exhausted));
        assert_eq!(report.ran, timeline.position());
        let after = slicer.run(&mut timeline, u64::MAX, f64::INFINITY, ticking(0.1));
        assert_eq!(
            (after.ran, after.last),
            (0, None),
            "nothing runs after the end"
        );
    }

    #[test]
    fn a_spent_budget_runs_nothing() {
        let mut slicer = Slicer::default();
        let mut timeline = timeline();
        let report = slicer.run(&mut timeline, u64::MAX, 0.0, ticking(0.1));
        assert_eq!((report.ran, report.last, report.took_ms), (0, None, 0.0));
    }
}
