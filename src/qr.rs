//! A QR code of a link, for Share on the page: a class scans the projector's board and opens
//! the same puzzle on their phones. The modules (its dark and light squares) come from here;
//! the page draws them.

use std::fmt;

use qrcode::{EcLevel, QrCode};

/// A QR code: `size` × `size` modules in reading order, without the quiet zone around them
/// (four modules wide, which whoever draws it leaves light).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    /// Modules per side.
    pub size: usize,
    /// True for a dark module, row by row.
    pub dark: Vec<bool>,
}

/// Why a text has no QR code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QrError {
    /// More bytes than the largest QR code holds at the error correction used.
    TooLong {
        /// The text's length in bytes.
        bytes: usize,
    },
}

impl fmt::Display for QrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QrError::TooLong { bytes } => write!(
                f,
                "the link is {bytes} bytes long, more than a QR code holds ({MAX_BYTES})"
            ),
        }
    }
}

impl std::error::Error for QrError {}

/// The most bytes a QR code holds at error correction level M (version 40).
pub const MAX_BYTES: usize = 2331;

/// The QR code of `text`, at error correction level M: it still scans with 15% of it hidden,
/// by glare on a projector's screen, say.
pub fn qr(text: &str) -> Result<Qr, QrError> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M)
        .map_err(|_| QrError::TooLong { bytes: text.len() })?;
    let size = code.width();
    let dark = code
        .to_colors()
        .into_iter()
        .map(|color| color == qrcode::Color::Dark)
        .collect();
    Ok(Qr { size, dark })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_share_link_fits_a_small_code_with_its_finder_patterns() {
        let link = "https://example.org/bitdoku/?puzzle=\
            ..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\
            &strategy=naive&lang=ko";
        let code = qr(link).unwrap();
        assert_eq!(code.dark.len(), code.size * code.size);
        // Version 6 or so: 41 modules a side, small enough for a phone across a classroom.
        assert!((21..=49).contains(&code.size), "{}", code.size);
        // The three finder patterns: a dark 7×7 ring around a light ring and a dark 3×3.
        let at = |row: usize, column: usize| code.dark[row * code.size + column];
        for (top, left) in [(0, 0), (0, code.size - 7), (code.size - 7, 0)] {
            for i in 0..7 {
                assert!(
                    at(top, left + i) && at(top + 6, left + i),
                    "finder at {top},{left}"
                );
                assert!(
                    at(top + i, left) && at(top + i, left + 6),
                    "finder at {top},{left}"
                );
            }
            assert!(!at(top + 1, left + 1) && at(top + 3, left + 3));
        }
    }

    #[test]
    fn a_text_too_long_for_any_code_is_refused_with_its_length() {
        let long = "x".repeat(MAX_BYTES + 1);
        assert_eq!(
            qr(&long).unwrap_err().to_string(),
            format!(
                "the link is {} bytes long, more than a QR code holds (2331)",
                MAX_BYTES + 1
            )
        );
        assert!(qr(&"x".repeat(MAX_BYTES)).is_ok());
    }
}
