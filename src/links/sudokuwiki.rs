//! SudokuWiki's links: `?bd=` and the 81 cells as digits, `0` a blank.

use super::LinkError;

/// The cells of a `bd=` value.
pub(super) fn read(bd: &str) -> Result<[u8; 81], LinkError> {
    let mut cells = [0u8; 81];
    let mut found = 0;
    for (index, ch) in bd.chars().enumerate() {
        let digit = match ch {
            '0'..='9' => ch as u8 - b'0',
            '.' => 0,
            _ => {
                return Err(LinkError::NotADigit {
                    ch,
                    place: index + 1,
                })
            }
        };
        if let Some(cell) = cells.get_mut(found) {
            *cell = digit;
        }
        found += 1;
    }
    if found == 81 {
        Ok(cells)
    } else {
        Err(LinkError::DigitCount { found })
    }
}

/// The `bd=` value of `cells`.
pub(super) fn write(cells: &[u8; 81]) -> String {
    cells
        .iter()
        .map(|&digit| char::from(b'0' + digit))
        .collect()
}
