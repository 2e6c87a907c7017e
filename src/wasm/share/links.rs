//! The links module's exports (feature `links`): other tools' links read and written
//! ([`crate::links`]), and a puzzle read from pasted text.

use wasm_bindgen::prelude::*;

use crate::links::{self, Site};
use crate::wasm::{grid_from, PageError};
use crate::Grid;

/// A puzzle read from pasted text: its givens, and the site whose link it came in, if any.
#[wasm_bindgen]
pub struct PuzzleRead {
    cells: Vec<u8>,
    site: Option<Site>,
}

#[wasm_bindgen]
impl PuzzleRead {
    /// The 81 cells, 0 for blank.
    #[wasm_bindgen(getter)]
    pub fn cells(&self) -> Vec<u8> {
        self.cells.clone()
    }

    /// The site of the link, or `undefined` for a grid in one of the CLI's layouts.
    #[wasm_bindgen(getter)]
    pub fn site(&self) -> Option<Site> {
        self.site
    }
}

/// Reads a puzzle from pasted text, as the CLI does: a SudokuWiki, f-puzzles or SudokuPad link,
/// or a grid in any layout. Throws a coded error naming what is wrong (a `link-…` code for a
/// link), or `conflict` when the givens break a rule.
#[wasm_bindgen(js_name = readPuzzle)]
pub fn read_puzzle(text: &str) -> Result<PuzzleRead, PageError> {
    let (grid, site) = if links::is_link(text) {
        let (cells, site) = links::read(text)?;
        (Grid::from_cells(cells)?, Some(site))
    } else {
        (text.parse::<Grid>()?, None)
    };
    grid.unit_masks()?;
    Ok(PuzzleRead {
        cells: grid.cells().to_vec(),
        site,
    })
}

/// A link of `site` that opens the puzzle whose givens are `cells` (0 for blank).
#[wasm_bindgen(js_name = puzzleLink)]
pub fn puzzle_link(cells: &[u8], site: Site) -> Result<String, PageError> {
    Ok(links::write(&grid_from(cells)?, site))
}

/// Every site whose links the page writes, in the order it offers them.
#[wasm_bindgen(js_name = linkSites)]
pub fn link_sites() -> Vec<Site> {
    Site::ALL.to_vec()
}

/// The title of a site as its users write it (SudokuWiki, f-puzzles, SudokuPad).
#[wasm_bindgen(js_name = siteTitle)]
pub fn site_title(site: Site) -> String {
    site.title().to_owned()
}
