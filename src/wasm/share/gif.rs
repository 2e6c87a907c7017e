//! The GIF module's exports (feature `gif`): an animated GIF of a step range ([`crate::gif`]).

use wasm_bindgen::prelude::*;

use crate::gif::GifWriter;
use crate::wasm::PageError;

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
