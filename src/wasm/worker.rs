//! The worker module's exports (feature `worker`): what the page's workers call, the fast
//! path and everything that counts solutions. See [`super`] for the split.

use wasm_bindgen::prelude::*;

use super::{
    coded_error, grid_from, CheckKind, Difficulty, HintKind, PageError, RatingLevel, Symmetry,
    Technique, UnitKind, UnitRef,
};
use crate::check::{check, Verdict};
use crate::generate::Generator;
use crate::logic::{self, Action, CellSet, Hint, Level};
use crate::{Grid, Unit};

/// The fast path's answer: a solution, if any, and how many there are, counting up to 2.
#[wasm_bindgen]
pub struct Solution {
    cells: Vec<u8>,
    count: u32,
}

#[wasm_bindgen]
impl Solution {
    /// The first solution found, or an empty array when there is none.
    #[wasm_bindgen(getter)]
    pub fn cells(&self) -> Vec<u8> {
        self.cells.clone()
    }

    /// 0 (no solution), 1 (unique) or 2 (two or more).
    #[wasm_bindgen(getter)]
    pub fn count(&self) -> u32 {
        self.count
    }
}

/// Solves a board with the fast path. Throws when the board breaks a rule.
#[wasm_bindgen]
pub fn solve(cells: &[u8]) -> Result<Solution, PageError> {
    let grid = grid_from(cells)?;
    grid.unit_masks()?;
    let (count, first) = grid.count_and_solve(2);
    Ok(Solution {
        cells: first.map(|g| g.cells().to_vec()).unwrap_or_default(),
        count: count as u32,
    })
}

/// Check's answer about a person's board.
#[wasm_bindgen]
pub struct CheckReport {
    kind: CheckKind,
    empty: u32,
    cells: Vec<u8>,
    unique: bool,
}

#[wasm_bindgen]
impl CheckReport {
    /// What Check found.
    #[wasm_bindgen(getter)]
    pub fn kind(&self) -> CheckKind {
        self.kind
    }

    /// For `OnTrack`, how many cells are blank; otherwise 0.
    #[wasm_bindgen(getter)]
    pub fn empty(&self) -> u32 {
        self.empty
    }

    /// For `Wrong`, the blamed cells (0..81) in reading order; otherwise none.
    #[wasm_bindgen(getter)]
    pub fn cells(&self) -> Vec<u8> {
        self.cells.clone()
    }

    /// For `Wrong`, whether the puzzle has one solution, so the blamed cells are those that
    /// differ from it (otherwise those that make the board unsolvable).
    #[wasm_bindgen(getter)]
    pub fn unique(&self) -> bool {
        self.unique
    }
}

/// Checks `board` (the clues and the person's entries) against `puzzle` (the clues as loaded),
/// and never fills anything in.
#[wasm_bindgen(js_name = checkBoard)]
pub fn check_board(puzzle: &[u8], board: &[u8]) -> Result<CheckReport, PageError> {
    let (puzzle, board) = (grid_from(puzzle)?, grid_from(board)?);
    let report = |kind, empty, cells: Vec<usize>, unique| CheckReport {
        kind,
        empty,
        cells: cells.into_iter().map(|cell| cell as u8).collect(),
        unique,
    };
    Ok(match check(&puzzle, &board) {
        Verdict::Solved => report(CheckKind::Solved, 0, Vec::new(), false),
        Verdict::OnTrack { empty } => report(CheckKind::OnTrack, empty as u32, Vec::new(), false),
        Verdict::Wrong { cells, unique } => report(CheckKind::Wrong, 0, cells, unique),
        Verdict::PuzzleUnsolvable => report(CheckKind::PuzzleUnsolvable, 0, Vec::new(), false),
    })
}

/// The person's notes (a 9-bit mask per cell) after `digit` is entered in `cell`: that digit
/// A whole puzzle set for www/bench/bench.html, parsed once, so that the page can time the fast path
/// over every puzzle with one call and the per-puzzle crossing into wasm does not count.
#[wasm_bindgen]
pub struct PuzzleSet {
    grids: Vec<Grid>,
}

#[wasm_bindgen]
impl PuzzleSet {
    /// Parses `text`, one 81-character puzzle per line, skipping blank and `#` lines. Throws
    /// naming the first line that does not parse or breaks a rule.
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str) -> Result<PuzzleSet, PageError> {
        let mut grids = Vec::new();
        for (number, line) in crate::parse::batch_lines(text) {
            let grid = Grid::parse_line(line, number)?;
            grid.unit_masks()
                .map_err(|conflict| PageError::message(&format!("line {number}: {conflict}")))?;
            grids.push(grid);
        }
        Ok(PuzzleSet { grids })
    }

    /// How many puzzles the set holds.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> u32 {
        self.grids.len() as u32
    }

    /// Runs `count_solutions(2)` on every puzzle and returns the sum of the counts (each 0, 1
    /// or 2), so that the work cannot be skipped and the answer can be checked.
    #[wasm_bindgen(js_name = countSolutions)]
    pub fn count_solutions(&self) -> u32 {
        self.grids.iter().map(|g| g.count_solutions(2) as u32).sum()
    }

    /// Runs `solve()` on every puzzle and returns how many have a solution.
    #[wasm_bindgen(js_name = solveAll)]
    pub fn solve_all(&self) -> u32 {
        self.grids.iter().filter(|g| g.solve().is_some()).count() as u32
    }
}

/// A digit to write into a cell.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The cell, 0..81 in reading order.
    #[wasm_bindgen(readonly)]
    pub cell: u8,
    /// The digit, 1..=9.
    #[wasm_bindgen(readonly)]
    pub digit: u8,
}

/// A node of a hint's chain: a digit in one cell, or in each of a few (a grouped node, true
/// when the digit is in one of them).
#[wasm_bindgen]
#[derive(Clone, Debug)]
pub struct ChainNode {
    digit: u8,
    cells: CellSet,
}

#[wasm_bindgen]
impl ChainNode {
    /// The digit, 1..=9.
    #[wasm_bindgen(getter)]
    pub fn digit(&self) -> u8 {
        self.digit
    }

    /// Its cells, in reading order: one, or two to five for a grouped node.
    #[wasm_bindgen(getter)]
    pub fn cells(&self) -> Vec<u8> {
        cell_list(self.cells)
    }
}

impl From<logic::Node> for ChainNode {
    fn from(node: logic::Node) -> ChainNode {
        ChainNode {
            digit: node.digit,
            cells: node.cells(),
        }
    }
}

/// A link of a hint's chain, between two neighbouring nodes, for the page to draw: strong
/// links solid, weak ones dashed.
#[wasm_bindgen]
#[derive(Clone, Debug)]
pub struct ChainLink(logic::Link);

#[wasm_bindgen]
impl ChainLink {
    /// The node before the link.
    #[wasm_bindgen(getter, js_name = from)]
    pub fn from_node(&self) -> ChainNode {
        self.0.from.into()
    }

    /// The node after it.
    #[wasm_bindgen(getter, js_name = to)]
    pub fn to_node(&self) -> ChainNode {
        self.0.to.into()
    }

    /// Strong (the two cannot both be false) or weak (they cannot both be true).
    #[wasm_bindgen(getter)]
    pub fn strong(&self) -> bool {
        self.0.strong
    }

    /// The cells of the almost locked set a strong link goes through, in reading order; empty
    /// when it goes through none.
    #[wasm_bindgen(getter)]
    pub fn als(&self) -> Vec<u8> {
        self.0.als.map_or_else(Vec::new, cell_list)
    }
}

/// The Hint button's answer, for the page to highlight and word. Fields a kind does not have
/// are empty arrays or `undefined`.
#[wasm_bindgen]
#[derive(Clone, Debug)]
pub struct HintView {
    kind: HintKind,
    deduction: Option<logic::Deduction>,
    wrong: CellSet,
}

impl HintView {
    /// The lines of a fish's mask that `lines` picks, 0..9 ascending.
    fn fish_lines(&self, lines: fn(&logic::Fish) -> u16) -> Vec<u8> {
        let Some(mask) = self.deduction.and_then(|d| d.fish).map(|f| lines(&f)) else {
            return Vec::new();
        };
        (0..9).filter(|&i| mask >> i & 1 != 0).collect()
    }
}

fn cell_list(cells: CellSet) -> Vec<u8> {
    cells.iter().collect()
}

fn digit_list(mask: u16) -> Vec<u8> {
    crate::masks::digits(mask).collect()
}

#[wasm_bindgen]
impl HintView {
    /// What was found.
    #[wasm_bindgen(getter)]
    pub fn kind(&self) -> HintKind {
        self.kind
    }

    /// The technique of the deduction.
    #[wasm_bindgen(getter)]
    pub fn technique(&self) -> Option<Technique> {
        self.deduction.map(|d| d.technique)
    }

    /// The digits the reason is about, smallest first: one, or two for a pair.
    #[wasm_bindgen(getter)]
    pub fn digits(&self) -> Vec<u8> {
        self.deduction
            .map_or_else(Vec::new, |d| digit_list(d.digits))
    }

    /// Where the reason lies: a hidden single's unit, pointing's box, claiming's row or
    /// column, a pair's unit; `undefined` for a naked single.
    #[wasm_bindgen(getter)]
    pub fn unit(&self) -> Option<UnitRef> {
        self.deduction?.unit.map(UnitRef::from)
    }

    /// The unit the reason confines the digit to, which it therefore leaves elsewhere:
    /// pointing's row or column, claiming's box; `undefined` for other techniques.
    #[wasm_bindgen(getter, js_name = confinedTo)]
    pub fn confined_to(&self) -> Option<UnitRef> {
        let deduction = self.deduction?;
        match deduction.technique {
            logic::Technique::Pointing => deduction.pointing_line().map(UnitRef::from),
            logic::Technique::Claiming => {
                let first = usize::from(deduction.pattern.first()?);
                Some(Unit::Box(crate::masks::box_of(first) as u8).into())
            }
            _ => None,
        }
    }

    /// The cells that make the pattern (the single's cell, the places left, the pair), in
    /// reading order.
    #[wasm_bindgen(getter)]
    pub fn pattern(&self) -> Vec<u8> {
        self.deduction
            .map_or_else(Vec::new, |d| cell_list(d.pattern))
    }

    /// The digit a single places, and where.
    #[wasm_bindgen(getter)]
    pub fn place(&self) -> Option<Placement> {
        match self.deduction?.action {
            Action::Place { cell, digit } => Some(Placement { cell, digit }),
            Action::Eliminate { .. } => None,
        }
    }

    /// The cells that lose candidates (locked candidates, pairs), in reading order.
    #[wasm_bindgen(getter)]
    pub fn eliminate(&self) -> Vec<u8> {
        match self.deduction.map(|d| d.action) {
            Some(Action::Eliminate { cells, .. }) => cell_list(cells),
            _ => Vec::new(),
        }
    }

    /// The digits those cells lose, smallest first.
    #[wasm_bindgen(getter)]
    pub fn removes(&self) -> Vec<u8> {
        match self.deduction.map(|d| d.action) {
            Some(Action::Eliminate { digits, .. }) => digit_list(digits),
            _ => Vec::new(),
        }
    }

    /// The kind of a fish's base lines (rows or columns; its cover lines are the other
    /// kind); `undefined` for other techniques.
    #[wasm_bindgen(getter, js_name = baseKind)]
    pub fn base_kind(&self) -> Option<UnitKind> {
        let fish = self.deduction?.fish?;
        Some(if fish.rows {
            UnitKind::Row
        } else {
            UnitKind::Column
        })
    }

    /// A fish's base lines, 0..9 ascending; empty for other techniques.
    #[wasm_bindgen(getter)]
    pub fn base(&self) -> Vec<u8> {
        self.fish_lines(|fish| fish.base)
    }

    /// A fish's cover lines, 0..9 ascending; empty for other techniques.
    #[wasm_bindgen(getter)]
    pub fn cover(&self) -> Vec<u8> {
        self.fish_lines(|fish| fish.cover)
    }

    /// A finned fish's fins, in reading order; empty for other techniques.
    #[wasm_bindgen(getter)]
    pub fn fins(&self) -> Vec<u8> {
        self.deduction
            .and_then(|d| d.fish)
            .map_or_else(Vec::new, |fish| cell_list(fish.fins))
    }

    /// The pivot of an XY-wing or XYZ-wing (its other pattern cells are the pincers);
    /// `undefined` for other techniques.
    #[wasm_bindgen(getter)]
    pub fn pivot(&self) -> Option<u8> {
        self.deduction?.pivot
    }

    /// Where the hint's first step says to look, without the digit or the result (see
    /// [`logic::Deduction::focus`]): a unit, a fish's base lines, or the boxes that hold a
    /// wing's, a chain's or a rectangle's cells; empty for the whole board and for kinds
    /// other than a deduction.
    #[wasm_bindgen(getter)]
    pub fn focus(&self) -> Vec<UnitRef> {
        self.deduction.map_or_else(Vec::new, |d| {
            d.focus().into_iter().map(UnitRef::from).collect()
        })
    }

    /// A chain's links (W-wing and the chains), in order, for the page to draw; empty for
    /// other techniques.
    #[wasm_bindgen(getter)]
    pub fn links(&self) -> Vec<ChainLink> {
        let Some(chain) = self.deduction.and_then(|d| d.chain) else {
            return Vec::new();
        };
        chain.links().map(ChainLink).collect()
    }

    /// A chain (W-wing and the chains) in Eureka notation, `(1=2)r1c1-(2)r1c5=(2)r3c4-(2=1)r3c9`;
    /// `undefined` for other techniques.
    #[wasm_bindgen(getter)]
    pub fn chain(&self) -> Option<String> {
        self.deduction?.chain.map(|chain| chain.to_string())
    }

    /// The wrong entries, in reading order.
    #[wasm_bindgen(getter)]
    pub fn wrong(&self) -> Vec<u8> {
        cell_list(self.wrong)
    }
}

impl From<Hint> for HintView {
    fn from(hint: Hint) -> HintView {
        let (kind, deduction, wrong) = match hint {
            Hint::Deduction(deduction) => (HintKind::Deduction, Some(deduction), CellSet::new()),
            Hint::Wrong(cells) => (HintKind::Wrong, None, cells),
            Hint::DeadEnd => (HintKind::DeadEnd, None, CellSet::new()),
            Hint::Stuck => (HintKind::Stuck, None, CellSet::new()),
            Hint::Solved => (HintKind::Solved, None, CellSet::new()),
            Hint::NoSolution => (HintKind::NoSolution, None, CellSet::new()),
        };
        HintView {
            kind,
            deduction,
            wrong,
        }
    }
}

/// The hint for `board`, the person's entries written over `puzzle`, the puzzle as loaded
/// (see [`logic::hint`]). Throws only when either is not 81 cells of 0..=9.
#[wasm_bindgen]
pub fn hint(puzzle: &[u8], board: &[u8]) -> Result<HintView, PageError> {
    Ok(logic::hint(&grid_from(puzzle)?, &grid_from(board)?).into())
}

/// A puzzle's rating (see [`logic::rate`]).
#[wasm_bindgen]
#[derive(Clone, Copy, Debug)]
pub struct RatingView(logic::Rating);

#[wasm_bindgen]
impl RatingView {
    /// The difficulty.
    #[wasm_bindgen(getter)]
    pub fn level(&self) -> RatingLevel {
        match self.0.level {
            Level::Singles => RatingLevel::Singles,
            Level::Locked => RatingLevel::Locked,
            Level::Subsets => RatingLevel::Subsets,
            Level::Fish => RatingLevel::Fish,
            Level::Wings => RatingLevel::Wings,
            Level::Chains => RatingLevel::Chains,
            Level::Uniqueness => RatingLevel::Uniqueness,
            Level::Guess => RatingLevel::Guess,
            Level::NoSolution => RatingLevel::NoSolution,
            Level::SeveralSolutions => RatingLevel::SeveralSolutions,
            Level::Invalid(_) => RatingLevel::Invalid,
        }
    }

    /// The hardest technique the solve path uses; `undefined` when it uses none.
    #[wasm_bindgen(getter)]
    pub fn hardest(&self) -> Option<Technique> {
        self.0.hardest
    }

    /// The guesses the solve path makes.
    #[wasm_bindgen(getter)]
    pub fn guesses(&self) -> u32 {
        self.0.guesses
    }

    /// The rule the givens break (level `Invalid`), as an `Error` with code `conflict` like
    /// [`first_conflict`]'s; `undefined` otherwise.
    #[wasm_bindgen(getter)]
    pub fn conflict(&self) -> Option<js_sys::Error> {
        match self.0.level {
            Level::Invalid(conflict) => Some(coded_error(&conflict)),
            _ => None,
        }
    }
}

/// Rates a puzzle (see [`logic::rate`]): never throws for a board that breaks a rule, whose
/// level is `Invalid`; throws only when it is not 81 cells of 0..=9. It may take a few
/// milliseconds: the page calls it in its worker.
#[wasm_bindgen]
pub fn rate(cells: &[u8]) -> Result<RatingView, PageError> {
    Ok(RatingView(logic::rate(&grid_from(cells)?)))
}

/// Makes a fresh puzzle for the page's New puzzle (see [`crate::generate`]): minimal, with
/// the level and symmetry asked for, the same as `bitdoku generate` makes from the same seed.
/// A few attempts a call, so that the worker can report progress between calls and be stopped.
#[wasm_bindgen]
pub struct PuzzleMaker {
    generator: Generator,
    seed: u64,
    /// The next attempt to make.
    next: u32,
}

#[wasm_bindgen]
impl PuzzleMaker {
    /// A maker for `seed` (decimal digits, as a link carries it: JavaScript's numbers cannot
    /// hold every 64-bit seed; a bad one throws its coded error), `level` and `symmetry`
    /// (from a name: `parseLevel`, `parseSymmetry`).
    #[wasm_bindgen(constructor)]
    pub fn new(
        seed: &str,
        level: Difficulty,
        symmetry: Symmetry,
    ) -> Result<PuzzleMaker, PageError> {
        let seed = crate::generate::parse_seed(seed)?;
        let generator = Generator::new().difficulty(level).symmetry(symmetry);
        Ok(PuzzleMaker {
            generator,
            seed,
            next: 0,
        })
    }

    /// A maker as [`PuzzleMaker::new`] with level `Any`, for puzzles whose logical path uses
    /// `technique` (from a name of the explain csv's `technique` column, `x_wing`, `aic`, ...:
    /// `parseTechnique`) and nothing of a harder family.
    #[wasm_bindgen(js_name = withTechnique)]
    pub fn with_technique(
        seed: &str,
        technique: Technique,
        symmetry: Symmetry,
    ) -> Result<PuzzleMaker, PageError> {
        let mut maker = PuzzleMaker::new(seed, Difficulty::Any, symmetry)?;
        maker.generator = maker.generator.technique(Some(technique));
        Ok(maker)
    }

    /// Makes up to `count` more attempts: the puzzle, once one has the level, else `undefined`
    /// (call again); throws the coded `out-of-attempts` error once the budget is used up.
    #[wasm_bindgen(js_name = makeAttempts)]
    pub fn make_attempts(&mut self, count: u32) -> Result<Option<NewPuzzle>, PageError> {
        let budget = self.generator.budget();
        if self.next >= budget {
            return Err(self.generator.out_of_attempts().into());
        }
        let end = self.next.saturating_add(count).min(budget);
        while self.next < end {
            let generated = self.generator.attempt(self.seed, self.next);
            self.next += 1;
            if self.generator.wants(&generated) {
                return Ok(Some(NewPuzzle(generated)));
            }
        }
        Ok(None)
    }

    /// The attempts made so far.
    #[wasm_bindgen(getter)]
    pub fn attempts(&self) -> u32 {
        self.next
    }

    /// The most attempts it makes.
    #[wasm_bindgen(getter)]
    pub fn budget(&self) -> u32 {
        self.generator.budget()
    }
}

/// A puzzle [`PuzzleMaker`] made.
#[wasm_bindgen]
pub struct NewPuzzle(crate::generate::Generated);

#[wasm_bindgen]
impl NewPuzzle {
    /// The givens, 81 cells.
    #[wasm_bindgen(getter)]
    pub fn cells(&self) -> Vec<u8> {
        self.0.puzzle.cells().to_vec()
    }

    /// Its level.
    #[wasm_bindgen(getter)]
    pub fn level(&self) -> RatingLevel {
        RatingView(self.0.rating).level()
    }

    /// The attempt that made it, from 0.
    #[wasm_bindgen(getter)]
    pub fn attempt(&self) -> u32 {
        self.0.attempt
    }
}
