//! The search tree: the shape of everything a run has explored, for the page's Search tree
//! panel and its chart of steps by depth.
//!
//! A [`SearchTree`] replays the run from its start with a search of its own and records every
//! event ([`record`]), so the timeline's stepping loop pays nothing for it and the tree can
//! catch up with a run that went far before anyone looked. The replay is exact because the
//! search is deterministic. [`view`] picks what to draw of it.

pub mod record;
pub mod view;

use crate::slices::Runs;
use crate::step::{Event, Search};

pub use record::{Branch, Folded, Outcome, Recorder};
pub use view::{Item, ItemKind, View};

/// A run's search tree, recorded by replaying the run.
#[derive(Clone, Debug)]
pub struct SearchTree {
    search: Search,
    recorder: Recorder,
}

impl SearchTree {
    /// The tree of the run that starts with `start` (a search at step 0), recorded to step 0.
    pub fn new(start: Search) -> SearchTree {
        SearchTree::with_recorder(start, Recorder::default())
    }

    /// The same, recording into `recorder` (a fresh one; tests give it a small limit).
    pub fn with_recorder(start: Search, recorder: Recorder) -> SearchTree {
        debug_assert_eq!(start.counters().steps, 0, "a tree starts at step 0");
        SearchTree {
            search: start,
            recorder,
        }
    }

    /// What has been recorded.
    pub fn recorder(&self) -> &Recorder {
        &self.recorder
    }

    /// The view of the tree recorded so far (see [`view::view`]).
    pub fn view(&self, focus: u64, position: u64, columns: u64, budget: usize) -> View {
        view::view(&self.recorder, focus, position, columns, budget)
    }
}

impl Runs for SearchTree {
    fn position(&self) -> u64 {
        self.recorder.steps()
    }

    fn finished(&self) -> bool {
        self.search.outcome().is_some()
    }

    fn run(&mut self, budget: u64) -> Option<Event> {
        let mut last = None;
        for _ in 0..budget {
            if self.finished() {
                break;
            }
            let event = self.search.step();
            self.recorder.record(event);
            last = Some(event);
        }
        last
    }
}
