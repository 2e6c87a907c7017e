//! The search tree, recorded event by event in bounded memory.
//!
//! Every digit the search guesses opens a branch (its [`Event::Place`]); the branch closes
//! when that digit is taken back, a dead end, or stays open to the end on the way to the
//! solution. A branch's steps are the events from its placement to its take-back, both
//! included: everything the search did under that guess. Digits the Propagation order deduces
//! are steps of the branch they were deduced in, counted as its deductions, not branches: the
//! tree shows the guesses, which is where the orders differ.
//!
//! The branches on the current path are open; closed ones that are kept go into one vector in
//! post-order (each after its descendants), each knowing where its descendants begin, so a
//! branch's subtree is a slice and throwing one away is a truncate. A closed branch with fewer
//! steps than the threshold is not kept but counted into its parent's [`Folded`] summary.
//! The threshold starts at one step (everything is kept) and doubles whenever more than
//! [`MAX_KEPT`] branches are kept, folding the ones under the new threshold, so memory stays
//! bounded however long the run: the kept branches of one depth are disjoint, so at most
//! `depth × steps / threshold` of them can be kept.

use std::mem;
use std::ops::Range;

use crate::step::Event;

/// The most branches kept; past it the threshold doubles (about 1.2 MB of branches).
pub const MAX_KEPT: usize = 16_384;

/// The root's cell: it stands for the start of the run, not a guess.
pub const NO_CELL: u8 = 81;

/// How a branch has ended so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Still on the search's current path.
    Open,
    /// Its digit was taken back: nothing under it solves the puzzle (for the root: the
    /// puzzle has no solution).
    DeadEnd,
    /// On the path to the solution.
    Solution,
}

/// Closed subtrees too small to keep, summed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Folded {
    /// How many.
    pub subtrees: u64,
    /// Their steps, together.
    pub steps: u64,
    /// How many of them were dead ends.
    pub dead_ends: u64,
}

impl Folded {
    pub(super) fn add(&mut self, branch: &Branch) {
        self.subtrees += 1;
        self.steps += branch.steps;
        self.dead_ends += u64::from(branch.outcome == Outcome::DeadEnd);
    }
}

/// One guess of the search, or the root: the whole run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Branch {
    /// The step that placed its digit (the timeline's position just after it); 0 for the root.
    pub start: u64,
    /// Events from its placement to its take-back, both included, or to the last event
    /// recorded while it is open. The root's are every event recorded.
    pub steps: u64,
    /// The guessed cell, 0..81 ([`NO_CELL`] for the root).
    pub cell: u8,
    /// The guessed digit (0 for the root).
    pub digit: u8,
    /// The cell the search chose next under this guess ([`NO_CELL`] if none yet, or none at all
    /// because the guess led to the solution or a deduction's dead end came first).
    pub chose: u8,
    /// That cell's candidates when chosen; none means the guess was a dead end at once.
    pub choices: u16,
    /// How it ended.
    pub outcome: Outcome,
    /// Digits the Propagation order deduced directly under this guess.
    pub deductions: u64,
    /// The subtrees under it too small to keep.
    pub folded: Folded,
    /// Where its kept descendants begin in the kept branches.
    pub(super) first: u32,
    /// How many digits were on the board with this one: its take-back carries the same depth.
    pub(super) placed_at: u8,
}

impl Branch {
    fn new(start: u64, cell: u8, digit: u8, placed_at: u8, first: usize) -> Branch {
        Branch {
            start,
            steps: 0,
            cell,
            digit,
            chose: NO_CELL,
            choices: 0,
            outcome: Outcome::Open,
            deductions: 0,
            folded: Folded::default(),
            first: first as u32,
            placed_at,
        }
    }

    /// True for the root: the whole run, not a guess (a [`Recorder::rooted`] recorder's root is
    /// a guess).
    pub fn is_root(&self) -> bool {
        self.cell == NO_CELL
    }

    /// The last step in its range. A guess's steps begin at `start`; the root's at 1, after
    /// step 0.
    pub fn end(&self) -> u64 {
        if self.is_root() {
            self.steps
        } else {
            self.start + self.steps - 1
        }
    }
}

/// Where a branch is in the [`Recorder`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Node {
    /// On the current path: `open[i]`, the root at 0.
    Open(usize),
    /// Closed and kept: `kept[i]`.
    Kept(usize),
}

/// The search tree of one run, fed its events in order.
#[derive(Clone, Debug)]
pub struct Recorder {
    /// Closed branches kept, in post-order.
    kept: Vec<Branch>,
    /// The current path: the root, then each open guess. Its steps are filled in when read.
    open: Vec<Branch>,
    /// The fewest steps a closed branch needs to be kept.
    threshold: u64,
    /// Events recorded.
    steps: u64,
    /// Guesses recorded: [`Event::Place`] events.
    guesses: u64,
    /// Digits written (placed or deduced) at each depth, 1..=81.
    written: [u64; 82],
    /// Digits taken back at each depth.
    taken_back: [u64; 82],
    max_kept: usize,
}

impl Default for Recorder {
    fn default() -> Recorder {
        Recorder::with_limit(MAX_KEPT)
    }
}

impl Recorder {
    /// A recorder that keeps at most `max_kept` closed branches (at least 2).
    pub fn with_limit(max_kept: usize) -> Recorder {
        Recorder {
            kept: Vec::new(),
            open: vec![Branch::new(0, NO_CELL, 0, 0, 0)],
            threshold: 1,
            steps: 0,
            guesses: 0,
            written: [0; 82],
            taken_back: [0; 82],
            max_kept: max_kept.max(2),
        }
    }

    /// A recorder of what happens under `branch` (a closed branch of another recorder), for a
    /// search at the step that placed its digit: it keeps the subtrees the other recorder
    /// folded. Its steps count from the start of the run, like the other's, so its branches
    /// begin at the same steps.
    pub fn rooted(branch: Branch) -> Recorder {
        let mut recorder = Recorder::default();
        // The same guess, recorded afresh, with the outcome it came to: the root never closes.
        let mut root = Branch::new(branch.start, branch.cell, branch.digit, branch.placed_at, 0);
        root.outcome = branch.outcome;
        recorder.open[0] = root;
        recorder.steps = branch.start;
        recorder
    }

    /// The last step the recorder holds.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// Guesses recorded so far: one branch each.
    pub fn guesses(&self) -> u64 {
        self.guesses
    }

    /// The fewest steps a closed subtree has to have to be kept rather than folded.
    pub fn threshold(&self) -> u64 {
        self.threshold
    }

    /// How many closed branches are kept now.
    pub fn kept(&self) -> usize {
        self.kept.len()
    }

    /// The memory its branches take, in bytes.
    pub fn heap_bytes(&self) -> usize {
        (self.kept.capacity() + self.open.capacity()) * mem::size_of::<Branch>()
    }

    /// Digits written at each depth (index 0 is always 0).
    pub fn written(&self) -> &[u64; 82] {
        &self.written
    }

    /// Digits taken back at each depth (index 0 is always 0).
    pub fn taken_back(&self) -> &[u64; 82] {
        &self.taken_back
    }

    /// Records the next event of the run.
    pub fn record(&mut self, event: Event) {
        self.steps += 1;
        let step = self.steps;
        let top = self.open.len() - 1;
        match event {
            Event::Choose { cell, candidates } => {
                (self.open[top].chose, self.open[top].choices) = (cell, candidates);
            }
            Event::Place { cell, digit, depth } => {
                self.written[depth as usize] += 1;
                self.guesses += 1;
                let branch = Branch::new(step, cell, digit, depth, self.kept.len());
                self.open.push(branch);
            }
            Event::Deduce { depth, .. } => {
                self.written[depth as usize] += 1;
                self.open[top].deductions += 1;
            }
            Event::TakeBack { depth, .. } => {
                self.taken_back[depth as usize] += 1;
                // A deduced digit's take-back is a step of the guess it was deduced under.
                if top > 0 && self.open[top].placed_at == depth {
                    self.close(step);
                }
            }
            Event::Solved => {
                for branch in &mut self.open {
                    branch.outcome = Outcome::Solution;
                }
            }
            Event::Exhausted => self.open[0].outcome = Outcome::DeadEnd,
        }
    }

    /// The branch at `node`, its steps up to date.
    pub fn branch(&self, node: Node) -> Branch {
        match node {
            Node::Kept(i) => self.kept[i],
            Node::Open(i) => {
                let mut branch = self.open[i];
                branch.steps = self.steps + 1 - branch.start.max(1);
                branch
            }
        }
    }

    /// The root: the whole run.
    pub fn root(&self) -> Node {
        Node::Open(0)
    }

    /// The kept branches directly under `node`, in the order the search tried them.
    pub fn children(&self, node: Node) -> Vec<Node> {
        let (range, open_child) = match node {
            Node::Kept(i) => (self.kept[i].first as usize..i, None),
            Node::Open(i) => {
                let open_child = (i + 1 < self.open.len()).then_some(Node::Open(i + 1));
                (closed_under(&self.open, i, self.kept.len()), open_child)
            }
        };
        let mut children: Vec<Node> = forest_roots(&self.kept, range)
            .into_iter()
            .map(Node::Kept)
            .collect();
        children.extend(open_child);
        children
    }

    fn close(&mut self, step: u64) {
        let mut branch = self.open.pop().expect("a guess above the root");
        branch.steps = step - branch.start + 1;
        branch.outcome = Outcome::DeadEnd;
        if branch.steps >= self.threshold {
            self.kept.push(branch);
            if self.kept.len() > self.max_kept {
                self.raise_threshold();
            }
        } else {
            // Its descendants are smaller still: none is kept.
            debug_assert_eq!(self.kept.len(), branch.first as usize);
            let parent = self.open.last_mut().expect("the root stays open");
            parent.folded.add(&branch);
        }
    }

    /// Doubles the threshold until at most half the limit is kept, folding what falls below.
    fn raise_threshold(&mut self) {
        while self.kept.len() > self.max_kept / 2 {
            self.threshold *= 2;
            let old = mem::take(&mut self.kept);
            for i in 0..self.open.len() {
                let range = closed_under(&self.open, i, old.len());
                self.open[i].first = self.kept.len() as u32;
                let mut folded = self.open[i].folded;
                keep_forest(&old, range, self.threshold, &mut self.kept, &mut folded);
                self.open[i].folded = folded;
            }
        }
    }
}

/// Where the kept closed branches under the open branch `open[i]` lie among `kept` branches
/// (`kept` of them in all): from its `first` to the next open branch's, or to the end.
fn closed_under(open: &[Branch], i: usize, kept: usize) -> Range<usize> {
    let end = open.get(i + 1).map_or(kept, |b| b.first as usize);
    open[i].first as usize..end
}

/// The roots of the whole subtrees in `kept[range]`, in order.
fn forest_roots(kept: &[Branch], range: Range<usize>) -> Vec<usize> {
    let mut roots = Vec::new();
    let mut end = range.end;
    while end > range.start {
        roots.push(end - 1);
        end = kept[end - 1].first as usize;
    }
    roots.reverse();
    roots
}

/// Copies the subtrees of `old[range]` into `kept`, folding each with fewer than `threshold`
/// steps into `folded` (its parent's summary).
fn keep_forest(
    old: &[Branch],
    range: Range<usize>,
    threshold: u64,
    kept: &mut Vec<Branch>,
    folded: &mut Folded,
) {
    for root in forest_roots(old, range) {
        let mut branch = old[root];
        if branch.steps < threshold {
            folded.add(&branch);
            continue;
        }
        let first = kept.len();
        keep_forest(
            old,
            branch.first as usize..root,
            threshold,
            kept,
            &mut branch.folded,
        );
        branch.first = first as u32;
        kept.push(branch);
    }
}
