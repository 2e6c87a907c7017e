//! The logic module's exports (feature `logic`): Hint, the rating and the choice of the
//! generator's puzzles, for the page's workers. It counts no solutions: the worker hands in
//! what the solver module found (src/wasm/solver.rs), so the fast path is left out. See
//! [`super`] for the split.

use wasm_bindgen::prelude::*;

use super::{
    coded_error, grid_from, Difficulty, HintKind, PageError, RatingLevel, Technique, UnitKind,
    UnitRef,
};
use crate::generate::{Draft, Generator};
use crate::logic::{self, Action, CellSet, Hint, Level, Solutions};
use crate::{Grid, Unit};

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

/// The solutions of `grid` that the solver module's `solutions` found: `count` of them,
/// counting up to 2, the first with the cells `first` (none when there is none). The first is
/// checked to solve the grid (a wrong one is an error, not a wrong hint or rating); the count
/// cannot be without counting again, which is what this module leaves to the solver.
fn solutions_of(grid: &Grid, count: u32, first: &[u8]) -> Result<Solutions, PageError> {
    if count == 0 {
        return Ok(Solutions::None);
    }
    let first = solution_of(grid, first)?;
    Ok(if count == 1 {
        Solutions::One(first)
    } else {
        Solutions::Several(first)
    })
}

/// The solution of `grid` with the cells `cells`, once checked to be one.
fn solution_of(grid: &Grid, cells: &[u8]) -> Result<Grid, PageError> {
    let solution = grid_from(cells)?;
    if !Solutions::fits(grid, &solution) {
        return Err(PageError::message(
            "the solution handed in does not solve the grid",
        ));
    }
    Ok(solution)
}

/// The hint for `board`, the person's entries written over `puzzle`, the puzzle as loaded (see
/// [`logic::hint_with`]), given the puzzle's solutions (`count`, `first`: see [`solutions_of`])
/// and how many the board has (`board_count`, 0 or more). Throws only when a board is not 81
/// cells of 0..=9 or the solution does not solve the puzzle.
#[wasm_bindgen]
pub fn hint(
    puzzle: &[u8],
    board: &[u8],
    count: u32,
    first: &[u8],
    board_count: u32,
) -> Result<HintView, PageError> {
    let puzzle = grid_from(puzzle)?;
    let solutions = solutions_of(&puzzle, count, first)?;
    Ok(logic::hint_with(&puzzle, &grid_from(board)?, &solutions, board_count > 0).into())
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

/// Rates a puzzle (see [`logic::rate_with`]), given its solutions (`count`, `first`: see
/// [`solutions_of`]): never throws for a board that breaks a rule, whose level is `Invalid`;
/// throws only when it is not 81 cells of 0..=9 or the solution does not solve it. It may
/// take a few milliseconds: the page calls it in its worker.
#[wasm_bindgen]
pub fn rate(cells: &[u8], count: u32, first: &[u8]) -> Result<RatingView, PageError> {
    let grid = grid_from(cells)?;
    let solutions = solutions_of(&grid, count, first)?;
    Ok(RatingView(logic::rate_with(&grid, &solutions)))
}

/// Chooses the page's New puzzle (see [`crate::generate`]): rates the solver module's drafts
/// (`PuzzleDrafts`) of a seed one attempt after another, and keeps the first with the level
/// or technique asked for, the puzzle `bitdoku generate` makes from that seed. The worker asks
/// for a few at a time, so that it can report progress between and be stopped.
#[wasm_bindgen]
pub struct PuzzleMaker {
    generator: Generator,
    /// The next attempt to rate.
    next: u32,
}

#[wasm_bindgen]
impl PuzzleMaker {
    /// A maker for puzzles of `level` (from a name: `parseLevel`).
    #[wasm_bindgen(constructor)]
    pub fn new(level: Difficulty) -> PuzzleMaker {
        PuzzleMaker {
            generator: Generator::new().difficulty(level),
            next: 0,
        }
    }

    /// A maker as [`PuzzleMaker::new`] with level `Any`, for puzzles whose logical path uses
    /// `technique` (from a name of the explain csv's `technique` column, `x_wing`, `aic`, ...:
    /// `parseTechnique`) and nothing of a harder family.
    #[wasm_bindgen(js_name = withTechnique)]
    pub fn with_technique(technique: Technique) -> PuzzleMaker {
        let mut maker = PuzzleMaker::new(Difficulty::Any);
        maker.generator = maker.generator.technique(Some(technique));
        maker
    }

    /// The attempt whose draft to hand to [`PuzzleMaker::consider`] next; throws the coded
    /// `out-of-attempts` error once the budget is used up.
    #[wasm_bindgen(js_name = nextAttempt)]
    pub fn next_attempt(&self) -> Result<u32, PageError> {
        if self.next >= self.generator.budget() {
            return Err(self.generator.out_of_attempts().into());
        }
        Ok(self.next)
    }

    /// Rates the draft of attempt [`PuzzleMaker::next_attempt`] (its number `attempt`, its
    /// givens `puzzle` and their one `solution`): the puzzle, when it has the level, else
    /// `undefined` (go on). Throws when the budget is used up, the draft is of another attempt
    /// or the solution does not solve the puzzle.
    pub fn consider(
        &mut self,
        attempt: u32,
        puzzle: &[u8],
        solution: &[u8],
    ) -> Result<Option<NewPuzzle>, PageError> {
        if attempt != self.next_attempt()? {
            return Err(PageError::message(&format!(
                "the draft of attempt {attempt} came where attempt {} was due",
                self.next
            )));
        }
        let puzzle = grid_from(puzzle)?;
        let solution = solution_of(&puzzle, solution)?;
        self.next += 1;
        let generated = Draft {
            puzzle,
            solution,
            attempt,
        }
        .rated();
        Ok(self
            .generator
            .wants(&generated)
            .then_some(NewPuzzle(generated)))
    }

    /// The attempts rated so far.
    #[wasm_bindgen(getter)]
    pub fn attempts(&self) -> u32 {
        self.next
    }

    /// The most attempts it rates.
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
