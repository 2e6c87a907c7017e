//! The page module's exports (feature `page`): what the main thread calls while a person
//! types and watches. See [`super`] for the split.

use wasm_bindgen::prelude::*;

use super::{coded_error, grid_from, PageError, Technique, UnitRef};
use crate::lesson::{self, DeadEnd};
use crate::masks::UnitMasks;
use crate::notes;
use crate::slices::{Runs, SliceReport, Slicer};
use crate::step::Single;
use crate::tree::{self, ItemKind, Outcome, Room, SearchTree};
use crate::{Event, Grid, LogFormat, Search, StepLog, Strategy, Timeline};

/// Parses a puzzle in any layout the CLI accepts and returns its 81 cells.
#[wasm_bindgen(js_name = parsePuzzle)]
pub fn parse_puzzle(text: &str) -> Result<Vec<u8>, PageError> {
    Ok(text.parse::<Grid>()?.cells().to_vec())
}

/// The 81-character form of a board, `.` for blank.
#[wasm_bindgen(js_name = toLine)]
pub fn to_line(cells: &[u8]) -> Result<String, PageError> {
    Ok(grid_from(cells)?.to_string())
}

/// The first rule the board breaks, as an `Error` with code `conflict` (not thrown), or
/// `undefined` when it breaks none.
#[wasm_bindgen(js_name = firstConflict)]
pub fn first_conflict(cells: &[u8]) -> Result<Option<js_sys::Error>, PageError> {
    Ok(grid_from(cells)?
        .unit_masks()
        .err()
        .map(|conflict| coded_error(&conflict)))
}

/// Every cell that shares a unit with another cell holding the same digit.
#[wasm_bindgen(js_name = conflictCells)]
pub fn conflict_cells(cells: &[u8]) -> Result<Vec<u8>, PageError> {
    let mut marked = [false; 81];
    for conflict in grid_from(cells)?.conflicts() {
        marked[conflict.first] = true;
        marked[conflict.second] = true;
    }
    Ok((0..81u8).filter(|&c| marked[c as usize]).collect())
}

/// Each cell's candidate mask (bit `d - 1` for digit `d`), 0 for a filled cell. Digits that
/// break a rule still count as used, so the marks match what a person sees on the board.
#[wasm_bindgen]
pub fn candidates(cells: &[u8]) -> Result<Vec<u16>, PageError> {
    let board = grid_from(cells)?.cells();
    let masks = UnitMasks::of_cells_except(&board, None);
    let candidates = |c: usize| {
        if board[c] == 0 {
            masks.candidates(c)
        } else {
            0
        }
    };
    Ok((0..81).map(candidates).collect())
}

fn board_cell(cell: u32) -> Result<usize, PageError> {
    match cell {
        0..=80 => Ok(cell as usize),
        _ => Err(PageError::message(&format!(
            "cell {cell} is not on the board: cells are numbered 0 to 80"
        ))),
    }
}

/// A cell's masks as the inspector shows them: the masks of its row, column and box, what
/// they rule out together, and what is left. Each mask has bit `d - 1` for digit `d`.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug)]
pub struct CellMasks(lesson::CellMasks);

#[wasm_bindgen]
impl CellMasks {
    /// The cell, 0..81 in reading order.
    #[wasm_bindgen(getter)]
    pub fn cell(&self) -> u8 {
        self.0.cell
    }

    /// The digits in the cell's row.
    #[wasm_bindgen(getter)]
    pub fn row(&self) -> u16 {
        self.0.row_mask
    }

    /// The digits in the cell's column.
    #[wasm_bindgen(getter)]
    pub fn column(&self) -> u16 {
        self.0.col_mask
    }

    /// The digits in the cell's box.
    #[wasm_bindgen(getter, js_name = "box")]
    pub fn box_mask(&self) -> u16 {
        self.0.box_mask
    }

    /// `row | column | box`: the digits the cell cannot take.
    #[wasm_bindgen(getter)]
    pub fn used(&self) -> u16 {
        self.0.used()
    }

    /// `!used & 0x1FF`: the digits the cell can take. At a dead end, the digits it tried.
    #[wasm_bindgen(getter)]
    pub fn candidates(&self) -> u16 {
        self.0.candidates()
    }

    /// How many candidates: the popcount of `candidates`.
    #[wasm_bindgen(getter)]
    pub fn count(&self) -> u32 {
        self.0.candidates().count_ones()
    }
}

/// The masks the other filled cells of a board give `cell` (its own digit left out; digits
/// that break a rule count).
#[wasm_bindgen(js_name = cellMasks)]
pub fn cell_masks(cells: &[u8], cell: u32) -> Result<CellMasks, PageError> {
    let board = grid_from(cells)?.cells();
    Ok(CellMasks(lesson::CellMasks::on_board(
        &board,
        board_cell(cell)?,
    )))
}

/// is cleared from the notes of its row, column and box (see [`crate::notes`]).
#[wasm_bindgen(js_name = notesAfterEntering)]
pub fn notes_after_entering(notes: &[u16], cell: u32, digit: u8) -> Result<Vec<u16>, PageError> {
    let notes: &[u16; 81] = notes
        .try_into()
        .map_err(|_| PageError::message(&format!("notes have 81 cells, not {}", notes.len())))?;
    if cell >= 81 || digit > 9 {
        return Err(PageError::message(&format!(
            "no digit {digit} in cell {cell}"
        )));
    }
    Ok(notes::after_entering(notes, cell as usize, digit).to_vec())
}

/// What kind of step an event is.
#[wasm_bindgen]
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// The search picked a cell: `cell` and its `candidates`.
    Choose,
    /// A digit was written: `cell`, `digit`, `depth`.
    Place,
    /// A digit was taken back, a backtrack: `cell`, `digit`, `depth`.
    TakeBack,
    /// Every cell is filled.
    Solved,
    /// Every candidate has been tried: there is no solution.
    Exhausted,
    /// A forced digit was written (the Propagation order): `cell`, `digit`, `depth`, and why,
    /// in `technique` and `unit`.
    Deduce,
}

/// One step of the teaching search (see [`Event`]). Fields an event kind does not have are 0,
/// or `undefined` for `technique` and `unit`.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug)]
pub struct StepEvent {
    /// What happened.
    #[wasm_bindgen(readonly)]
    pub kind: EventKind,
    /// The cell, 0..81 in reading order (0 for `Solved` and `Exhausted`).
    #[wasm_bindgen(readonly)]
    pub cell: u8,
    /// The digit placed or taken back.
    #[wasm_bindgen(readonly)]
    pub digit: u8,
    /// How many placed digits are on the board with this one (placements and take-backs).
    #[wasm_bindgen(readonly)]
    pub depth: u8,
    /// The chosen cell's candidate mask, bit `d - 1` for digit `d` (`Choose` only).
    #[wasm_bindgen(readonly)]
    pub candidates: u16,
    single: Option<Single>,
}

#[wasm_bindgen]
impl StepEvent {
    /// Why the digit was forced (`Deduce` only).
    #[wasm_bindgen(getter)]
    pub fn technique(&self) -> Option<Technique> {
        self.single.map(Technique::from)
    }

    /// The unit that forced the digit: a hidden single's (`Deduce` only; `undefined` for a
    /// naked single, which is about its cell alone).
    #[wasm_bindgen(getter)]
    pub fn unit(&self) -> Option<UnitRef> {
        match self.single? {
            Single::Hidden(unit) => Some(unit.into()),
            Single::Naked => None,
        }
    }
}

impl From<Event> for StepEvent {
    fn from(event: Event) -> StepEvent {
        let (kind, cell, digit, depth, candidates) = match event {
            Event::Choose { cell, candidates } => (EventKind::Choose, cell, 0, 0, candidates),
            Event::Place { cell, digit, depth } => (EventKind::Place, cell, digit, depth, 0),
            Event::TakeBack { cell, digit, depth } => (EventKind::TakeBack, cell, digit, depth, 0),
            Event::Deduce {
                cell, digit, depth, ..
            } => (EventKind::Deduce, cell, digit, depth, 0),
            Event::Solved => (EventKind::Solved, 0, 0, 0, 0),
            Event::Exhausted => (EventKind::Exhausted, 0, 0, 0, 0),
        };
        let single = match event {
            Event::Deduce { single, .. } => Some(single),
            _ => None,
        };
        StepEvent {
            kind,
            cell,
            digit,
            depth,
            candidates,
            single,
        }
    }
}

/// One frame of the search stack.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug)]
pub struct StackFrame {
    /// The cell the frame fills.
    #[wasm_bindgen(readonly)]
    pub cell: u8,
    /// The digit tried there now (0 between a take-back and the next placement).
    #[wasm_bindgen(readonly)]
    pub digit: u8,
    /// The candidates not tried yet, as a mask.
    #[wasm_bindgen(readonly)]
    pub untried: u16,
    /// True for a deduced digit (the Propagation order): no guess, nothing else to try.
    #[wasm_bindgen(readonly)]
    pub forced: bool,
}

/// What one [`Stepper::run_for`] call did.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug)]
pub struct Slice {
    ran: f64,
    last: Option<StepEvent>,
    took_ms: f64,
    last_chunk_ms: f64,
}

#[wasm_bindgen]
impl Slice {
    /// How many events ran.
    #[wasm_bindgen(getter)]
    pub fn ran(&self) -> f64 {
        self.ran
    }

    /// The last event that ran, if any.
    #[wasm_bindgen(getter)]
    pub fn last(&self) -> Option<StepEvent> {
        self.last
    }

    /// Milliseconds from the start of the call to the end of its last chunk.
    #[wasm_bindgen(getter, js_name = tookMs)]
    pub fn took_ms(&self) -> f64 {
        self.took_ms
    }

    /// Milliseconds the last chunk took: no chunk starts once the budget is spent, so
    /// `tookMs - lastChunkMs` is under the budget whenever a chunk ran.
    #[wasm_bindgen(getter, js_name = lastChunkMs)]
    pub fn last_chunk_ms(&self) -> f64 {
        self.last_chunk_ms
    }
}

impl From<SliceReport> for Slice {
    fn from(report: SliceReport) -> Slice {
        Slice {
            ran: report.ran as f64,
            last: report.last.map(StepEvent::from),
            took_ms: report.took_ms,
            last_chunk_ms: report.last_chunk_ms,
        }
    }
}

/// The page's clock, `performance.now()`, read from the global object so that it works in a
/// window and in a worker alike.
fn performance() -> Result<web_sys::Performance, PageError> {
    js_sys::Reflect::get(&js_sys::global(), &JsValue::from("performance"))
        .ok()
        .and_then(|value| value.dyn_into().ok())
        .ok_or_else(|| PageError::message("this browser has no performance.now() clock"))
}

/// The teaching search, stepped by the page, with exact step-back (see [`Timeline`]).
#[wasm_bindgen]
pub struct Stepper {
    timeline: Timeline,
    slicer: Slicer,
    clock: web_sys::Performance,
    /// The search tree, made when the page first asks for it, and the slicer that grows it.
    tree: Option<(SearchTree, Slicer)>,
    /// Branches of the tree recorded again in full, each inside the one before: the focus of
    /// the view is in all of them. Only the last may be unfinished.
    details: Vec<Detail>,
}

/// A branch of the search tree recorded again in full ([`SearchTree::subtree`]).
struct Detail {
    tree: SearchTree,
    slicer: Slicer,
    /// The branch's first step, and its last: the recording is whole when it gets there.
    start: u64,
    end: u64,
}

impl Detail {
    fn done(&self) -> bool {
        self.tree.position() >= self.end
    }

    fn holds(&self, step: u64) -> bool {
        (self.start..=self.end).contains(&step)
    }
}

#[wasm_bindgen]
impl Stepper {
    /// A search on `cells` in the order `strategy` (from a name: `parseStrategy`). Throws
    /// when the board breaks a rule.
    #[wasm_bindgen(constructor)]
    pub fn new(cells: &[u8], strategy: Strategy) -> Result<Stepper, PageError> {
        let search = Search::new(&grid_from(cells)?, strategy)?;
        Ok(Stepper {
            timeline: Timeline::new(search),
            slicer: Slicer::default(),
            clock: performance()?,
            tree: None,
            details: Vec::new(),
        })
    }

    /// Advances one event and returns it (the final event again once the run is over).
    pub fn step(&mut self) -> StepEvent {
        self.timeline.step().into()
    }

    /// Runs up to `wanted` events (`Infinity` for no limit) in chunks of about a millisecond,
    /// starting no chunk once `budget_ms` milliseconds have passed (see [`Slicer`]). One call
    /// per animation frame keeps the page's main thread free.
    #[wasm_bindgen(js_name = runFor)]
    pub fn run_for(&mut self, wanted: f64, budget_ms: f64) -> Slice {
        let clock = &self.clock;
        // `as` saturates: Infinity is u64::MAX, a negative or NaN count is 0.
        self.slicer
            .run(&mut self.timeline, wanted as u64, budget_ms, || clock.now())
            .into()
    }

    /// Moves to step `target`, backwards or forwards, and returns the event that led there
    /// (`undefined` at step 0).
    pub fn seek(&mut self, target: f64) -> Option<StepEvent> {
        self.timeline.seek(target as u64).map(StepEvent::from)
    }

    /// The event that led to the current step (`undefined` at step 0).
    #[wasm_bindgen(js_name = lastEvent)]
    pub fn last_event(&self) -> Option<StepEvent> {
        self.timeline.last_event().map(StepEvent::from)
    }

    /// The event the next step will bring, without taking it.
    pub fn peek(&self) -> StepEvent {
        self.timeline.search().peek().into()
    }

    /// The board as the search has it now.
    pub fn cells(&self) -> Vec<u8> {
        self.timeline.search().cells().to_vec()
    }

    /// Events so far: the current step.
    #[wasm_bindgen(getter)]
    pub fn steps(&self) -> f64 {
        self.timeline.position() as f64
    }

    /// The furthest step reached, however far back the stepper has been moved.
    #[wasm_bindgen(getter)]
    pub fn furthest(&self) -> f64 {
        self.timeline.furthest() as f64
    }

    /// Digits placed so far.
    #[wasm_bindgen(getter)]
    pub fn placements(&self) -> f64 {
        self.timeline.search().counters().placements as f64
    }

    /// The search order's name (see `strategyNames`): "naive", "mrv" or "propagation".
    #[wasm_bindgen(getter)]
    pub fn strategy(&self) -> String {
        self.timeline.search().strategy().name().to_owned()
    }

    /// Digits deduced so far (the Propagation order's forced digits).
    #[wasm_bindgen(getter)]
    pub fn deductions(&self) -> f64 {
        self.timeline.search().counters().deductions as f64
    }

    /// Digits taken back so far.
    #[wasm_bindgen(getter)]
    pub fn backtracks(&self) -> f64 {
        self.timeline.search().counters().backtracks as f64
    }

    /// How many digits the search has on the board now.
    #[wasm_bindgen(getter)]
    pub fn depth(&self) -> u32 {
        self.timeline.search().depth() as u32
    }

    /// The deepest depth reached.
    #[wasm_bindgen(getter, js_name = maxDepth)]
    pub fn max_depth(&self) -> u32 {
        u32::from(self.timeline.search().counters().max_depth)
    }

    /// True once the search has solved the board or exhausted every candidate.
    #[wasm_bindgen(getter)]
    pub fn finished(&self) -> bool {
        self.timeline.search().outcome().is_some()
    }

    /// The step log of this run from step 0 to the current step, in `format` ("text" or
    /// "csv"), cut at [`crate::log::MAX_LOG_EVENTS`] events; [`LogWriter::next`] writes it a
    /// slice at a time. Throws when the format is unknown.
    #[wasm_bindgen(js_name = stepLog)]
    pub fn step_log(&self, format: &str) -> Result<LogWriter, JsError> {
        let format: LogFormat = format.parse()?;
        let start = self.timeline.start().clone();
        Ok(LogWriter {
            log: StepLog::capped(start, format, self.timeline.position()),
        })
    }

    /// The masks the search has now around `cell`.
    #[wasm_bindgen(js_name = cellMasks)]
    pub fn cell_masks(&self, cell: u32) -> Result<CellMasks, PageError> {
        Ok(CellMasks(
            self.timeline.search().cell_masks(board_cell(cell)?),
        ))
    }

    /// Why the current event took a digit back (or ended the run with no solution): the masks
    /// of the cell whose candidates ran out, whose `candidates` are then the digits tried
    /// (none, when it had none). `undefined` after any other event.
    #[wasm_bindgen(js_name = deadEnd)]
    pub fn dead_end(&self) -> Option<CellMasks> {
        let search = self.timeline.search();
        let dead_end = DeadEnd::behind(search, self.timeline.last_event()?)?;
        Some(CellMasks(dead_end.masks))
    }

    /// Records the search tree up to the furthest step reached, in chunks of about a
    /// millisecond, starting none once `budget_ms` milliseconds have passed (as
    /// [`Stepper::run_for`] runs the search); or first, the branch in view that
    /// [`Stepper::tree_view`] asked to record in full. The first call starts recording from
    /// step 0; [`Stepper::tree_behind`] says whether there is more to record.
    #[wasm_bindgen(js_name = growTree)]
    pub fn grow_tree(&mut self, budget_ms: f64) -> Slice {
        let clock = &self.clock;
        if let Some(detail) = self.details.last_mut().filter(|d| !d.done()) {
            let wanted = detail.end - detail.tree.position();
            return detail
                .slicer
                .run(&mut detail.tree, wanted, budget_ms, || clock.now())
                .into();
        }
        let start = self.timeline.start();
        let (tree, slicer) = self
            .tree
            .get_or_insert_with(|| (SearchTree::new(start.clone()), Slicer::default()));
        let wanted = self.timeline.furthest().saturating_sub(tree.position());
        slicer.run(tree, wanted, budget_ms, || clock.now()).into()
    }

    /// The steps the search tree has recorded: the furthest step once it has caught up; 0
    /// before [`Stepper::grow_tree`].
    #[wasm_bindgen(getter, js_name = treeSteps)]
    pub fn tree_steps(&self) -> f64 {
        self.tree
            .as_ref()
            .map_or(0.0, |(tree, _)| tree.position() as f64)
    }

    /// True while [`Stepper::grow_tree`] has more to record: the run past the tree's last step,
    /// or a branch being recorded in full.
    #[wasm_bindgen(getter, js_name = treeBehind)]
    pub fn tree_behind(&self) -> bool {
        self.tree_steps() < self.timeline.furthest() as f64
            || self.details.last().is_some_and(|d| !d.done())
    }

    /// What to draw of the search tree recorded so far (nothing before [`Stepper::grow_tree`]):
    /// the branch that began at step `focus` (0 for the whole run) and the subtree under it,
    /// none of it narrower than one of `columns` across (but the subtrees of the branch that
    /// began at step `unfold`, if given, however narrow), in at most `budget` items; the
    /// current step marked. When the tree folded subtrees and `focus` is a finished branch,
    /// that branch is recorded again in full (by [`Stepper::grow_tree`], which the view says
    /// it waits for) and the views under it show it from then on; a view elsewhere lets that
    /// recording go.
    #[wasm_bindgen(js_name = treeView)]
    pub fn tree_view(
        &mut self,
        focus: f64,
        columns: u32,
        budget: u32,
        unfold: Option<f64>,
    ) -> Option<TreeView> {
        let (tree, _) = self.tree.as_ref()?;
        let focus = focus as u64;
        self.details.retain(|d| d.holds(focus));
        if self.details.last().is_none_or(Detail::done) {
            let deepest = self.details.last().map_or(tree, |d| &d.tree);
            if let Some(branch) = deepest.folded_branch(focus) {
                self.details.push(Detail {
                    tree: SearchTree::subtree(self.timeline.search_at(focus), branch),
                    slicer: Slicer::default(),
                    start: focus,
                    end: branch.end(),
                });
            }
        }
        let whole: Vec<&SearchTree> = self
            .details
            .iter()
            .filter(|d| d.done())
            .map(|d| &d.tree)
            .collect();
        let (detail_recorded, detail_steps) =
            self.details
                .last()
                .filter(|d| !d.done())
                .map_or((0.0, 0.0), |d| {
                    (
                        (d.tree.position() - d.start) as f64,
                        (d.end - d.start + 1) as f64,
                    )
                });
        let room = Room {
            columns: u64::from(columns),
            budget: budget as usize,
            unfold: unfold.map(|step| step as u64),
        };
        let view = tree.view(&whole, focus, self.timeline.position(), room);
        let recorder = tree.recorder();
        let depths = |counts: &[u64; 82]| counts[1..].iter().map(|&n| n as f64).collect();
        Some(TreeView {
            items: view.items.iter().map(TreeItem::from).collect(),
            focus: view.focus as u32,
            recorded: recorder.steps() as f64,
            guesses: recorder.guesses() as f64,
            threshold: recorder.threshold() as f64,
            written: depths(recorder.written()),
            taken_back: depths(recorder.taken_back()),
            detail_recorded,
            detail_steps,
        })
    }

    /// The search stack, outermost first.
    pub fn stack(&self) -> Vec<StackFrame> {
        let frames = self.timeline.search().stack().iter();
        frames
            .map(|f| StackFrame {
                cell: f.cell,
                digit: f.digit,
                untried: f.untried,
                forced: f.forced,
            })
            .collect()
    }
}

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
    items: Vec<TreeItem>,
    focus: u32,
    recorded: f64,
    guesses: f64,
    threshold: f64,
    written: Vec<f64>,
    taken_back: Vec<f64>,
    detail_recorded: f64,
    detail_steps: f64,
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

/// A step log being written for the page's "Download log" (see [`Stepper::step_log`]).
#[wasm_bindgen]
pub struct LogWriter {
    log: StepLog,
}

#[wasm_bindgen]
impl LogWriter {
    /// The next slice of the log: the header the first time, then up to `budget` events, one
    /// line each; an empty string once it is all written.
    pub fn next(&mut self, budget: f64) -> String {
        let mut out = Vec::new();
        // Writing into a Vec cannot fail, and the log is ASCII.
        let _ = self.log.write(budget as u64, &mut out);
        String::from_utf8_lossy(&out).into_owned()
    }

    /// How many events the log holds when it is done.
    #[wasm_bindgen(getter)]
    pub fn events(&self) -> f64 {
        self.log.until() as f64
    }

    /// How many events are written so far.
    #[wasm_bindgen(getter)]
    pub fn written(&self) -> f64 {
        self.log.search().counters().steps as f64
    }

    /// True once every event is written.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> bool {
        self.log.is_done()
    }
}
