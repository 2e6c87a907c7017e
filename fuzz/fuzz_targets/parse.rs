//! Arbitrary bytes into every parser entry point: `Grid::from_str`, `Grid::parse_with_layout`
//! and `Grid::parse_line`. None may panic; an error must say something and point at the
//! character it blames; a parsed grid must render and parse back to itself.
#![no_main]

use bitdoku::{Grid, ParseError};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Lossy, so that invalid UTF-8 still reaches the parser as U+FFFD.
    let text = String::from_utf8_lossy(data);

    let parsed = Grid::parse_with_layout(&text);
    assert_eq!(
        text.parse::<Grid>(),
        parsed.clone().map(|(grid, _)| grid),
        "from_str and parse_with_layout disagree"
    );
    match parsed {
        Ok((grid, layout)) => {
            let rendered = grid.render(layout);
            assert_eq!(
                Grid::parse_with_layout(&rendered),
                Ok((grid, layout)),
                "{layout:?} rendering does not parse back: {rendered:?}"
            );
        }
        Err(error) => check_error(&text, &error),
    }

    // The batch reader hands over one line at a time; give it every line of the input.
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        match Grid::parse_line(line, number) {
            Ok(grid) => assert_eq!(Grid::parse_line(&grid.to_string(), number), Ok(grid)),
            Err(error) => check_error(&text, &error),
        }
    }
});

/// An error says something, and the character it blames is where it says.
fn check_error(text: &str, error: &ParseError) {
    assert!(!error.to_string().is_empty(), "empty message for {error:?}");
    if let ParseError::InvalidChar { ch, line, column } = *error {
        let found = text
            .lines()
            .nth(line - 1)
            .and_then(|l| l.chars().nth(column - 1));
        assert_eq!(found, Some(ch), "{error} points at the wrong place");
    }
}
