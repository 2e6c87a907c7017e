//! The page module's exports (feature `page`): what the main thread calls while a person
//! types and watches. See [`super`] for the split. This file holds the board's: parsing, the
//! rules, the inspector's masks and the notes; `page/stepper.rs` the teaching search and its
//! log, and `page/search_tree.rs` what the page draws of its tree.

mod search_tree;
mod stepper;

pub use search_tree::*;
pub use stepper::*;

use wasm_bindgen::prelude::*;

use super::{coded_error, grid_from, PageError};
use crate::lesson;
use crate::masks::UnitMasks;
use crate::notes;
use crate::Grid;

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
