//! A search you can move along in both directions: step forward, or seek back to any earlier
//! step, exactly, all the way to the start.
//!
//! The search is deterministic, so the state at step `n` is "the givens, stepped `n` times".
//! Replaying from the start every time would be slow on a run of millions of steps, so the
//! timeline keeps snapshots of the [`Search`] (about 1.3 KB each) at every multiple of an
//! interval. Seeking restores the nearest snapshot at or before the target and replays the
//! rest. When the snapshots reach [`MAX_SNAPSHOTS`], every other one is dropped and the
//! interval doubles, so memory stays bounded however long the run, and a seek never replays
//! more than one interval: 2,048 snapshots over the 207 million steps of the naive order on
//! the hardest puzzle leave an interval of 131,072 steps, about a millisecond of work.

use crate::step::{Event, Search};

/// The most snapshots kept at once (about 2.6 MB).
pub const MAX_SNAPSHOTS: usize = 2048;

/// The first interval between snapshots, in steps; it doubles as the run grows.
const FIRST_INTERVAL: u64 = 256;

/// A [`Search`] with snapshots that make going back exact and cheap.
#[derive(Clone, Debug)]
pub struct Timeline {
    /// `snapshots[i]` is the search after `i * interval` steps.
    snapshots: Vec<Search>,
    interval: u64,
    current: Search,
    /// The event that led to the current step, if any.
    last: Option<Event>,
    /// The furthest step ever reached.
    furthest: u64,
}

impl Timeline {
    /// A timeline at step 0 of `search`.
    pub fn new(search: Search) -> Timeline {
        Timeline {
            snapshots: vec![search.clone()],
            interval: FIRST_INTERVAL,
            current: search,
            last: None,
            furthest: 0,
        }
    }

    /// The search at the current step.
    pub fn search(&self) -> &Search {
        &self.current
    }

    /// The search at step 0, as it was made: the start of the run, for replaying it.
    pub fn start(&self) -> &Search {
        // Thinning keeps every other snapshot starting with the first, so this is step 0.
        &self.snapshots[0]
    }

    /// The current step: how many events have happened.
    pub fn position(&self) -> u64 {
        self.current.counters().steps
    }

    /// The furthest step reached so far, whatever the current position.
    pub fn furthest(&self) -> u64 {
        self.furthest
    }

    /// The event that led to the current step; `None` at step 0.
    pub fn last_event(&self) -> Option<Event> {
        self.last
    }

    /// The search at step `target` (or where the run ended, if before), leaving the current
    /// step where it is: a copy of the snapshot at or before it, run forward.
    pub fn search_at(&self, target: u64) -> Search {
        let index = ((target / self.interval) as usize).min(self.snapshots.len() - 1);
        let mut search = self.snapshots[index].clone();
        search.run(target - index as u64 * self.interval);
        search
    }

    /// Advances by one event and returns it (the final event again once the run is over).
    pub fn step(&mut self) -> Event {
        self.run(1).unwrap_or_else(|| self.current.step())
    }

    /// Advances until the run ends or `budget` steps have been taken, and returns the last
    /// event, or `None` if nothing ran.
    pub fn run(&mut self, mut budget: u64) -> Option<Event> {
        let mut last = None;
        while budget > 0 && self.current.outcome().is_none() {
            // Run up to the next snapshot boundary in one go, then take the snapshot.
            let position = self.position();
            let to_boundary = self.interval - position % self.interval;
            if let Some(event) = self.current.run(budget.min(to_boundary)) {
                last = Some(event);
            }
            budget -= self.position() - position;
            self.snapshot_if_due();
        }
        if last.is_some() {
            self.last = last;
            self.furthest = self.furthest.max(self.position());
        }
        last
    }

    /// Moves to step `target` (or to the end, if the run ends before it) and returns the
    /// event that led there, or `None` at step 0.
    pub fn seek(&mut self, target: u64) -> Option<Event> {
        // The last snapshot from before `target`, so that replaying yields the event that led
        // there. Going forward it is used too when it is ahead of the current step: a jump from
        // step 0 to the end of a long run then replays one interval, not the whole run.
        let index =
            ((target.saturating_sub(1) / self.interval) as usize).min(self.snapshots.len() - 1);
        let snapshot_step = index as u64 * self.interval;
        if target < self.position() || snapshot_step > self.position() {
            self.current = self.snapshots[index].clone();
            self.last = None;
        }
        let position = self.position();
        if target > position {
            self.run(target - position);
        }
        if self.last.is_none() {
            // A snapshot taken where the run ended was restored and nothing ran after it: the
            // event that leads to a finished search is always its final one.
            self.last = self.current.outcome();
        }
        self.last
    }

    fn snapshot_if_due(&mut self) {
        let position = self.position();
        if position % self.interval != 0 || position / self.interval != self.snapshots.len() as u64
        {
            return;
        }
        self.snapshots.push(self.current.clone());
        if self.snapshots.len() > MAX_SNAPSHOTS {
            // Keep snapshots at even multiples of the old interval: multiples of the new one.
            let mut index = 0;
            self.snapshots.retain(|_| {
                index += 1;
                index % 2 == 1
            });
            self.interval *= 2;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Grid, Strategy};

    const BRUTE_FORCE: &str =
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

    fn timeline() -> Timeline {
        let grid: Grid = BRUTE_FORCE.parse().unwrap();
        Timeline::new(Search::new(&grid, Strategy::Naive).unwrap())
    }

    #[test]
    fn seeking_back_matches_a_fresh_run_to_that_step() {
        let mut timeline = timeline();
        // Enough steps to force several thinnings of the snapshots.
        let total = FIRST_INTERVAL * MAX_SNAPSHOTS as u64 * 4 + 77;
        timeline.run(total);
        assert_eq!(timeline.position(), total);
        assert!(timeline.snapshots.len() <= MAX_SNAPSHOTS);
        // Thinned at 1x, 2x and 4x the first span of MAX_SNAPSHOTS intervals.
        assert_eq!(timeline.interval, FIRST_INTERVAL * 8);
        // Steps on a snapshot of the thinned interval, and either side of one, too: there the
        // snapshot to restore is the one before, so the event that led there is replayed.
        let on = timeline.interval * 5;
        for target in [
            total - 1,
            total / 2 + 3,
            on + 1,
            on,
            on - 1,
            1000,
            257,
            256,
            1,
            0,
        ] {
            let event = timeline.seek(target);
            let mut fresh = self::timeline();
            let expected = fresh.run(target);
            assert_eq!(timeline.position(), target);
            assert_eq!(event, expected, "event at step {target}");
            assert_eq!(timeline.search().cells(), fresh.search().cells());
            assert_eq!(timeline.search().counters(), fresh.search().counters());
        }
        assert_eq!(timeline.furthest(), total);
        let here = timeline.position();
        for target in [0, 1, 256, 257, total / 3, total] {
            let at = timeline.search_at(target);
            let mut fresh = self::timeline();
            fresh.run(target);
            assert_eq!(
                at.cells(),
                fresh.search().cells(),
                "search at step {target}"
            );
            assert_eq!(at.counters(), fresh.search().counters());
        }
        assert_eq!(
            timeline.position(),
            here,
            "search_at leaves the current step"
        );
        assert_eq!(timeline.start().counters().steps, 0);
        assert_eq!(timeline.start().cells(), self::timeline().search().cells());
    }

    /// Every snapshot stands at its multiple of the interval, one per interval reached so far
    /// (running again after a seek back takes none twice), and the snapshots are thinned only
    /// once there would be more than MAX_SNAPSHOTS of them.
    #[test]
    fn a_snapshot_is_taken_at_every_interval_and_thinned_past_the_maximum() {
        let mut timeline = timeline();
        let check = |timeline: &Timeline| {
            let interval = timeline.interval;
            assert_eq!(
                timeline.snapshots.len() as u64,
                timeline.furthest() / interval + 1
            );
            for (i, snapshot) in timeline.snapshots.iter().enumerate() {
                assert_eq!(
                    snapshot.counters().steps,
                    i as u64 * interval,
                    "snapshot {i}"
                );
            }
        };
        timeline.run(FIRST_INTERVAL * 3 + 7);
        check(&timeline);
        timeline.seek(FIRST_INTERVAL / 2);
        timeline.run(FIRST_INTERVAL * 2);
        check(&timeline);
        // MAX_SNAPSHOTS snapshots, the last at step FIRST_INTERVAL * (MAX_SNAPSHOTS - 1): full,
        // not yet thinned.
        let full = FIRST_INTERVAL * (MAX_SNAPSHOTS as u64 - 1);
        timeline.seek(full + 1);
        assert_eq!(timeline.snapshots.len(), MAX_SNAPSHOTS);
        assert_eq!(timeline.interval, FIRST_INTERVAL);
        check(&timeline);
        // One more interval: one snapshot too many, so every other one goes.
        timeline.run(FIRST_INTERVAL);
        assert_eq!(timeline.interval, FIRST_INTERVAL * 2);
        assert_eq!(timeline.snapshots.len(), MAX_SNAPSHOTS / 2 + 1);
        check(&timeline);
    }

    #[test]
    fn seeking_forward_after_going_back_is_exact() {
        let mut timeline = timeline();
        let total = FIRST_INTERVAL * 40 + 5;
        timeline.run(total);
        let end = timeline.search().clone();
        for target in [
            0,
            total,
            3,
            FIRST_INTERVAL * 20 + 1,
            FIRST_INTERVAL * 20,
            total,
        ] {
            let event = timeline.seek(target);
            let mut fresh = self::timeline();
            assert_eq!(event, fresh.run(target), "event at step {target}");
            assert_eq!(timeline.search().cells(), fresh.search().cells());
            assert_eq!(timeline.search().counters(), fresh.search().counters());
        }
        assert_eq!(timeline.search().cells(), end.cells());
    }

    #[test]
    fn seeking_forward_past_every_snapshot_runs_there() {
        let mut timeline = timeline();
        let target = FIRST_INTERVAL * 3 + 5;
        let event = timeline.seek(target);
        let mut fresh = self::timeline();
        assert_eq!(event, fresh.run(target));
        assert_eq!(timeline.search().cells(), fresh.search().cells());
        assert_eq!(timeline.last_event(), event);
        assert_eq!(timeline.snapshots.len(), 4, "steps 0, 256, 512 and 768");
    }

    #[test]
    fn seeking_a_propagation_run_matches_a_fresh_run_at_every_step() {
        // Arto Inkala's "hardest": Propagation guesses and backtracks over deduced digits
        // here, in more steps than one snapshot interval (about 3,800).
        let grid: Grid =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
                .parse()
                .unwrap();
        let start = Search::new(&grid, Strategy::Propagation).unwrap();
        let mut timeline = Timeline::new(start.clone());
        assert_eq!(timeline.run(u64::MAX), Some(Event::Solved));
        let total = timeline.position();
        assert!(total > FIRST_INTERVAL, "{total} steps");
        for target in (0..=total).rev().chain([3, total, FIRST_INTERVAL + 1]) {
            let event = timeline.seek(target);
            let mut fresh = start.clone();
            assert_eq!(event, fresh.run(target), "event at step {target}");
            let at = timeline.search();
            assert_eq!(at.cells(), fresh.cells(), "cells at step {target}");
            assert_eq!(at.masks(), fresh.masks(), "masks at step {target}");
            assert_eq!(at.stack(), fresh.stack(), "stack at step {target}");
            assert_eq!(at.counters(), fresh.counters(), "counters at step {target}");
        }
    }

    #[test]
    fn stepping_back_one_at_a_time_undoes_each_event() {
        let mut timeline = timeline();
        let mut grids = vec![*timeline.search().cells()];
        let mut events = vec![];
        for _ in 0..600 {
            events.push(timeline.step());
            grids.push(*timeline.search().cells());
        }
        for step in (0..600).rev() {
            let event = timeline.seek(step as u64);
            assert_eq!(timeline.search().cells(), &grids[step]);
            assert_eq!(event, step.checked_sub(1).map(|i| events[i]));
        }
    }

    #[test]
    fn seeking_past_an_end_that_has_its_own_snapshot_gives_the_final_event() {
        // A run whose last step falls on a snapshot: a seek past the end restores that
        // snapshot and runs nothing, and must still say how the run ended. (The fuzzer found
        // this with a run of 2,816 steps, eleven intervals of 256.)
        let grid: Grid = format!("1234567{}", ".".repeat(74)).parse().unwrap();
        let start = Search::new(&grid, Strategy::Mrv).unwrap();
        let mut end = start.clone();
        assert_eq!(end.run(u64::MAX), Some(Event::Solved));
        let steps = end.counters().steps;
        let mut timeline = Timeline {
            snapshots: vec![start.clone(), end],
            interval: steps,
            current: start,
            last: None,
            furthest: steps,
        };
        assert_eq!(timeline.seek(steps + 10), Some(Event::Solved));
        assert_eq!(timeline.position(), steps);
        assert_eq!(timeline.seek(0), None);
        assert_eq!(timeline.seek(steps), Some(Event::Solved));
    }

    #[test]
    fn a_finished_run_can_be_revisited() {
        let grid: Grid = format!("1234567{}", ".".repeat(74)).parse().unwrap();
        let mut timeline = Timeline::new(Search::new(&grid, Strategy::Mrv).unwrap());
        let end = timeline.run(u64::MAX).unwrap();
        assert_eq!(end, Event::Solved);
        let steps = timeline.position();
        timeline.seek(3);
        assert_eq!(timeline.position(), 3);
        assert_eq!(timeline.seek(steps + 100), Some(Event::Solved));
        assert_eq!(timeline.position(), steps);
    }
}
