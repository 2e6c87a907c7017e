//! The teaching search as the page steps it ([`Stepper`]): its events, its slices of time, its
//! stack, and the step log it writes ([`LogWriter`]).

use wasm_bindgen::prelude::*;

use super::search_tree::{TreeItem, TreeView};
use super::{board_cell, CellMasks};
use crate::lesson::DeadEnd;
use crate::slices::{Runs, SliceReport, Slicer};
use crate::step::Single;
use crate::tree::{Room, SearchTree};
use crate::wasm::{grid_from, PageError, Technique, UnitRef};
use crate::{Event, LogFormat, Search, StepLog, Strategy, Timeline};

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
