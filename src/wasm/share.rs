//! The share module's exports (feature `share`): other tools' links read and written
//! ([`crate::links`]), the QR code of a link ([`crate::qr`]) and an animated GIF of a step
//! range ([`crate::gif`]). A module of their own, loaded by Share's worker only when a person
//! uses one of them: JSON, lz-string, the QR encoder and the GIF encoder would have doubled the
//! worker module (81 KB gzipped to 171 KB), which every Hint, Check and Solve waits for.

use wasm_bindgen::prelude::*;

use super::{grid_from, PageError};
use crate::gif::GifWriter;
use crate::links::{self, Site};
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

/// A QR code: `size` × `size` modules in reading order, 1 for dark, without the quiet zone
/// (four modules wide, which the page leaves light).
#[wasm_bindgen]
pub struct QrCode {
    size: u32,
    modules: Vec<u8>,
}

#[wasm_bindgen]
impl QrCode {
    /// Modules a side.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        self.size
    }

    /// `size * size` modules, row by row, 1 for dark and 0 for light.
    #[wasm_bindgen(getter)]
    pub fn modules(&self) -> Vec<u8> {
        self.modules.clone()
    }
}

/// The QR code of `text` at error correction level M. Throws `qr-too-long` when it holds more
/// than a QR code can.
#[wasm_bindgen(js_name = qrCode)]
pub fn qr_code(text: &str) -> Result<QrCode, PageError> {
    let qr = crate::qr::qr(text)?;
    Ok(QrCode {
        size: qr.size as u32,
        modules: qr.dark.iter().map(|&dark| u8::from(dark)).collect(),
    })
}

/// An animated GIF written a frame at a time (see [`GifWriter`]): the page draws each step's
/// frame and hands over its RGBA pixels, so a long range never holds all its frames at once.
#[wasm_bindgen]
pub struct GifEncoder {
    writer: Option<GifWriter>,
}

#[wasm_bindgen]
impl GifEncoder {
    /// A GIF of `width × height` frames, each shown `delay_cs` hundredths of a second, looping,
    /// with its 256 colours learnt from `sample` (RGBA pixels of some frames: the first, a
    /// middle one and the last show every colour to come).
    #[wasm_bindgen(constructor)]
    pub fn new(
        width: u16,
        height: u16,
        delay_cs: u16,
        sample: &[u8],
    ) -> Result<GifEncoder, PageError> {
        let writer = GifWriter::new(width, height, delay_cs, sample)
            .map_err(|e| PageError::message(&e.to_string()))?;
        Ok(GifEncoder {
            writer: Some(writer),
        })
    }

    /// Adds a frame: `width × height` RGBA pixels.
    #[wasm_bindgen(js_name = addFrame)]
    pub fn add_frame(&mut self, rgba: &[u8]) -> Result<(), PageError> {
        self.writer
            .as_mut()
            .ok_or_else(|| PageError::message("the GIF is already finished"))?
            .add_frame(rgba)
            .map_err(|e| PageError::message(&e.to_string()))
    }

    /// The frames added so far.
    #[wasm_bindgen(getter)]
    pub fn frames(&self) -> u32 {
        self.writer.as_ref().map_or(0, |w| w.frames() as u32)
    }

    /// The GIF file's bytes. The encoder is spent after.
    pub fn finish(&mut self) -> Result<Vec<u8>, PageError> {
        self.writer
            .take()
            .ok_or_else(|| PageError::message("the GIF is already finished"))?
            .finish()
            .map_err(|e| PageError::message(&e.to_string()))
    }
}
