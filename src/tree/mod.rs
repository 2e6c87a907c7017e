//! The search tree: the shape of everything a run has explored, for the page's Search tree
//! panel, and its counts of digits placed and taken back at each depth, for the charts.
//!
//! A [`SearchTree`] replays the run from its start with a search of its own and records every
//! event ([`record`]), so the timeline's stepping loop pays nothing for it and the tree can
//! catch up with a run that went far before anyone looked. The replay is exact because the
//! search is deterministic. A long run's tree keeps only its larger subtrees; to open the rest
//! of one branch, [`SearchTree::subtree`] replays that branch alone and records it in full.
//! [`view`] picks what to draw.

pub mod record;
pub mod view;

use crate::slices::Runs;
use crate::step::{Event, Search};

pub use record::{Branch, Folded, Outcome, Recorder};
pub use view::{Item, ItemKind, Room, View};

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

    /// The tree under `branch`, a closed branch of another tree, recorded in full by replaying
    /// it from `search`, a search at the step that placed its digit: run it to `branch.end()`.
    pub fn subtree(search: Search, branch: Branch) -> SearchTree {
        debug_assert_eq!(search.counters().steps, branch.start);
        SearchTree {
            search,
            recorder: Recorder::rooted(branch),
        }
    }

    /// What has been recorded.
    pub fn recorder(&self) -> &Recorder {
        &self.recorder
    }

    /// The branch that began at step `start`, if this tree keeps it, it is finished (a dead
    /// end, or on the way to the solution of a solved run), it is not this tree's root, and the
    /// tree folded subtrees: the branch worth recording again in full
    /// ([`SearchTree::subtree`]) to show it.
    pub fn folded_branch(&self, start: u64) -> Option<Branch> {
        let recorder = &self.recorder;
        if start == recorder.branch(recorder.root()).start || recorder.threshold() == 1 {
            return None;
        }
        view::kept_branch(recorder, start).filter(|branch| branch.outcome != Outcome::Open)
    }

    /// The view of the tree recorded so far, with `details` (each a [`SearchTree::subtree`] of
    /// the one before, the first of this tree) for the branches they record (see
    /// [`view::view`]).
    pub fn view(&self, details: &[&SearchTree], focus: u64, position: u64, room: Room) -> View {
        let details: Vec<&Recorder> = details.iter().map(|d| d.recorder()).collect();
        view::view(&self.recorder, &details, focus, position, room)
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
