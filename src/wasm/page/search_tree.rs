//! What the page draws of a run's search tree ([`TreeView`] and its [`TreeItem`]s), which
//! [`super::Stepper::tree_view`] gives.

use wasm_bindgen::prelude::*;

use crate::tree::{self, ItemKind, Outcome};

/// What a [`TreeItem`] stands for.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeItemKind {
    /// The whole run, from step 0.
    Start,
    /// One guess: a digit tried in a chosen cell.
    Guess,
    /// Subtrees summed into one item: too small or too many to draw.
    Folded,
}

/// How a branch of the search tree has ended so far.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BranchEnd {
    /// On the search's current path.
    Open,
    /// Taken back: nothing under it solves the puzzle.
    DeadEnd,
    /// On the path to the solution.
    Solution,
}

/// One item of a [`TreeView`]: a branch of the search tree, the root, or a folded summary.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug)]
pub struct TreeItem {
    /// What it stands for.
    #[wasm_bindgen(readonly)]
    pub kind: TreeItemKind,
    /// Its level in the tree, 1 for the root.
    #[wasm_bindgen(readonly)]
    pub level: u32,
    /// Its place among the items under the same parent, from 1.
    #[wasm_bindgen(readonly)]
    pub position: u32,
    /// How many items are under the same parent.
    #[wasm_bindgen(readonly)]
    pub siblings: u32,
    /// How many items are directly under it in the view (0: nothing is under it).
    #[wasm_bindgen(readonly)]
    pub under: u32,
    /// Where the timeline stands: the deepest branch that holds the current step.
    #[wasm_bindgen(readonly)]
    pub current: bool,
    /// The step that placed its digit (0 for the root). A folded item: its parent's.
    #[wasm_bindgen(readonly)]
    pub start: f64,
    /// Steps spent under it, its own included; a folded item: all its subtrees'.
    #[wasm_bindgen(readonly)]
    pub steps: f64,
    /// The guessed cell, 0..81; undefined for the root and a folded item.
    #[wasm_bindgen(readonly)]
    pub cell: Option<u8>,
    /// The guessed digit; undefined for the root and a folded item.
    #[wasm_bindgen(readonly)]
    pub digit: Option<u8>,
    /// The cell the search chose next under it (a folded item: the cell its subtrees tried
    /// digits in), if any.
    #[wasm_bindgen(readonly)]
    pub chose: Option<u8>,
    /// That cell's candidates when it was chosen: none means a dead end at once.
    #[wasm_bindgen(readonly)]
    pub choices: u16,
    /// How it ended; a folded item is a dead end when all its subtrees are.
    #[wasm_bindgen(readonly)]
    pub outcome: BranchEnd,
    /// Digits the Propagation order deduced directly under it.
    #[wasm_bindgen(readonly)]
    pub deductions: f64,
    /// A folded item: how many subtrees it sums; otherwise how many the recorder folded
    /// directly under this branch.
    #[wasm_bindgen(readonly)]
    pub subtrees: f64,
    /// How many of those subtrees were dead ends.
    #[wasm_bindgen(js_name = deadEnds, readonly)]
    pub dead_ends: f64,
}

impl From<&tree::Item> for TreeItem {
    fn from(item: &tree::Item) -> TreeItem {
        let branch = item.branch;
        let guess = item.kind == ItemKind::Guess;
        let folded = branch.folded;
        TreeItem {
            kind: match item.kind {
                ItemKind::Start => TreeItemKind::Start,
                ItemKind::Guess => TreeItemKind::Guess,
                ItemKind::Folded => TreeItemKind::Folded,
            },
            level: item.level,
            position: item.position,
            siblings: item.siblings,
            under: item.under,
            current: item.current,
            start: branch.start as f64,
            steps: branch.steps as f64,
            cell: guess.then_some(branch.cell),
            digit: guess.then_some(branch.digit),
            chose: (branch.chose != tree::record::NO_CELL).then_some(branch.chose),
            choices: branch.choices,
            outcome: match branch.outcome {
                Outcome::Open => BranchEnd::Open,
                Outcome::DeadEnd => BranchEnd::DeadEnd,
                Outcome::Solution => BranchEnd::Solution,
            },
            deductions: branch.deductions as f64,
            subtrees: folded.subtrees as f64,
            dead_ends: folded.dead_ends as f64,
        }
    }
}

/// What the page draws of a run's search tree (see [`Stepper::tree_view`]).
#[wasm_bindgen]
#[derive(Clone, Debug)]
pub struct TreeView {
    pub(super) items: Vec<TreeItem>,
    pub(super) focus: u32,
    pub(super) recorded: f64,
    pub(super) guesses: f64,
    pub(super) threshold: f64,
    pub(super) written: Vec<f64>,
    pub(super) taken_back: Vec<f64>,
    pub(super) detail_recorded: f64,
    pub(super) detail_steps: f64,
}

#[wasm_bindgen]
impl TreeView {
    /// The items, each before the items under it: the focus's ancestors, the focus, then its
    /// subtree.
    #[wasm_bindgen(getter)]
    pub fn items(&self) -> Vec<TreeItem> {
        self.items.clone()
    }

    /// The index of the focus in `items`.
    #[wasm_bindgen(getter)]
    pub fn focus(&self) -> u32 {
        self.focus
    }

    /// Steps recorded so far.
    #[wasm_bindgen(getter)]
    pub fn recorded(&self) -> f64 {
        self.recorded
    }

    /// Guesses recorded so far: digits placed without being forced, one branch each.
    #[wasm_bindgen(getter)]
    pub fn guesses(&self) -> f64 {
        self.guesses
    }

    /// The fewest steps a subtree needs to be kept in full; smaller ones are only summed.
    #[wasm_bindgen(getter)]
    pub fn threshold(&self) -> f64 {
        self.threshold
    }

    /// Digits written (placed or deduced) at each depth, from depth 1 to 81.
    #[wasm_bindgen(getter)]
    pub fn written(&self) -> Vec<f64> {
        self.written.clone()
    }

    /// Digits taken back at each depth, from depth 1 to 81.
    #[wasm_bindgen(getter, js_name = takenBack)]
    pub fn taken_back(&self) -> Vec<f64> {
        self.taken_back.clone()
    }

    /// While the focus is being recorded in full: how many of its steps are recorded (0 when
    /// none is being recorded).
    #[wasm_bindgen(getter, js_name = detailRecorded)]
    pub fn detail_recorded(&self) -> f64 {
        self.detail_recorded
    }

    /// While the focus is being recorded in full: its steps in all (0 when none is).
    #[wasm_bindgen(getter, js_name = detailSteps)]
    pub fn detail_steps(&self) -> f64 {
        self.detail_steps
    }
}
