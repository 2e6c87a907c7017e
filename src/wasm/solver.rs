//! The solver module's exports (feature `solver`): the fast path, for the page's workers.
//! It solves and counts: for Solve and Check, for the logic module (the solutions the rating
//! and Hint need, and the generator's unrated puzzles), and for the bench page. See [`super`]
//! for the split.

use wasm_bindgen::prelude::*;

use super::{grid_from, CheckKind, PageError, Symmetry};
use crate::check::{check, Verdict};
use crate::generate::Generator;
use crate::logic::Solutions;
use crate::Grid;

/// The fast path's answer: a solution, if any, and how many there are, counting up to 2.
#[wasm_bindgen]
pub struct Solution {
    cells: Vec<u8>,
    count: u32,
}

impl Solution {
    /// `grid`'s solutions as [`Solutions::of`] counts them, for the page.
    fn of(grid: &Grid) -> Solution {
        let solutions = Solutions::of(grid);
        Solution {
            cells: solutions
                .first()
                .map(|g| g.cells().to_vec())
                .unwrap_or_default(),
            count: solutions.count() as u32,
        }
    }
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
    Ok(Solution::of(&grid))
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

/// A grid's solutions, for the logic module (its `rate`, `hint`): as [`solve`], but a board
/// that breaks a rule has none instead of throwing. Throws only when it is not 81 cells of 0..=9.
#[wasm_bindgen]
pub fn solutions(cells: &[u8]) -> Result<Solution, PageError> {
    Ok(Solution::of(&grid_from(cells)?))
}

/// The generator's puzzles of a seed and symmetry, unrated: the fast path's part of New puzzle
/// (see [`Generator::draft`]). The logic module's `PuzzleMaker` rates them and keeps the first
/// of the level asked for, so a seed gives the puzzle `bitdoku generate` makes from it.
#[wasm_bindgen]
pub struct PuzzleDrafts {
    generator: Generator,
    seed: u64,
}

#[wasm_bindgen]
impl PuzzleDrafts {
    /// The drafts of `seed` (decimal digits, as a link carries it: JavaScript's numbers cannot
    /// hold every 64-bit seed; a bad one throws its coded error) and `symmetry`.
    #[wasm_bindgen(constructor)]
    pub fn new(seed: &str, symmetry: Symmetry) -> Result<PuzzleDrafts, PageError> {
        Ok(PuzzleDrafts {
            generator: Generator::new().symmetry(symmetry),
            seed: crate::generate::parse_seed(seed)?,
        })
    }

    /// The puzzle of attempt `attempt` (from 0).
    pub fn draft(&self, attempt: u32) -> PuzzleDraft {
        let draft = self.generator.draft(self.seed, attempt);
        PuzzleDraft {
            attempt,
            puzzle: draft.puzzle.cells().to_vec(),
            solution: draft.solution.cells().to_vec(),
        }
    }
}

/// An unrated puzzle of [`PuzzleDrafts`].
#[wasm_bindgen(getter_with_clone)]
pub struct PuzzleDraft {
    /// Its attempt, from 0.
    #[wasm_bindgen(readonly)]
    pub attempt: u32,
    /// The givens, 81 cells, with exactly one solution.
    #[wasm_bindgen(readonly)]
    pub puzzle: Vec<u8>,
    /// That solution.
    #[wasm_bindgen(readonly)]
    pub solution: Vec<u8>,
}
