//! The QR module's exports (feature `qr`): the QR code of a link ([`crate::qr`]).

use wasm_bindgen::prelude::*;

use crate::wasm::PageError;

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
