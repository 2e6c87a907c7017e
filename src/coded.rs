//! Errors as data, for the page: every error a person can meet on the page has a stable code
//! and named fields, so that `www/i18n/errors.js` can word it in Korean as well as English.
//!
//! The `Display` text stays the one English wording, used by the CLI and by the page in
//! English. The page receives both (see `src/wasm/`): a JS `Error` whose `message` is the
//! `Display` text, with `code` and the fields as properties.
//!
//! | code | fields |
//! |---|---|
//! | `empty-input` | |
//! | `line-count` | `found` |
//! | `cell-count` | `line`, `found`, `expected` |
//! | `invalid-char` | `char` (escaped as in the English text), `line`, `column` |
//! | `digit-out-of-range` | `cell`, `value` |
//! | `conflict` | `digit`, `unit` (`row`, `column` or `box`), `unitNumber`, `first`, `second` |
//! | `unknown-strategy`, `unknown-log-format`, `unknown-technique`, `unknown-level`, `unknown-symmetry` | `name` |
//! | `out-of-attempts` | `level`, `attempts` |
//! | `invalid-seed` | `seed` |
//! | `link-unknown-site` | `host` |
//! | `link-no-puzzle` | `site`, `part` |
//! | `link-not-a-digit` | `char`, `place` |
//! | `link-digit-count` | `found` |
//! | `link-too-long` | `site`, `length`, `max` |
//! | `link-not-classic` | `site`, `what` |
//! | `link-not-compressed` | `site` |
//! | `link-not-puzzle-json` | `site`, `detail` |
//! | `link-size` | `site`, `size` |
//! | `link-cell-value` | `site`, `cell`, `value` (as text: any whole number the JSON held) |
//! | `qr-too-long` | `bytes`, `max` |
//!
//! Lines, columns and unit numbers are 1-based, as people count; cells are 0..81 in reading
//! order, as everywhere else at the page's boundary.

use crate::choice::UnknownName;
use crate::generate::{InvalidSeed, OutOfAttempts};
use crate::links::{LinkError, Site};
use crate::parse::ParseError;
use crate::qr::QrError;
use crate::rules::{Conflict, Unit};

/// The value of one field of a coded error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Field {
    /// A count, a position or a digit.
    Number(usize),
    /// A word or a character quoted from the input.
    Text(String),
}

/// An error with a stable code and named fields, besides its English `Display` text.
pub trait CodedError: std::error::Error {
    /// The kind of error, in kebab-case; never changes once published.
    fn code(&self) -> &'static str;
    /// The values the message is made of, by name.
    fn fields(&self) -> Vec<(&'static str, Field)>;
}

impl CodedError for ParseError {
    fn code(&self) -> &'static str {
        match self {
            ParseError::Empty => "empty-input",
            ParseError::LineCount { .. } => "line-count",
            ParseError::CellCount { .. } => "cell-count",
            ParseError::InvalidChar { .. } => "invalid-char",
            ParseError::DigitOutOfRange { .. } => "digit-out-of-range",
        }
    }

    fn fields(&self) -> Vec<(&'static str, Field)> {
        use Field::{Number, Text};
        match *self {
            ParseError::Empty => vec![],
            ParseError::LineCount { found } => vec![("found", Number(found))],
            ParseError::CellCount {
                line,
                found,
                expected,
            } => vec![
                ("line", Number(line)),
                ("found", Number(found)),
                ("expected", Number(expected)),
            ],
            ParseError::InvalidChar { ch, line, column } => vec![
                ("char", Text(crate::parse::shown(ch))),
                ("line", Number(line)),
                ("column", Number(column)),
            ],
            ParseError::DigitOutOfRange { cell, value } => {
                vec![("cell", Number(cell)), ("value", Number(value.into()))]
            }
        }
    }
}

impl CodedError for Conflict {
    fn code(&self) -> &'static str {
        "conflict"
    }

    fn fields(&self) -> Vec<(&'static str, Field)> {
        let (unit, index) = match self.unit {
            Unit::Row(i) => ("row", i),
            Unit::Column(i) => ("column", i),
            Unit::Box(i) => ("box", i),
        };
        vec![
            ("digit", Field::Number(self.digit.into())),
            ("unit", Field::Text(unit.to_owned())),
            ("unitNumber", Field::Number(usize::from(index) + 1)),
            ("first", Field::Number(self.first)),
            ("second", Field::Number(self.second)),
        ]
    }
}

impl CodedError for OutOfAttempts {
    fn code(&self) -> &'static str {
        "out-of-attempts"
    }

    fn fields(&self) -> Vec<(&'static str, Field)> {
        let mut fields = vec![
            ("level", Field::Text(self.difficulty.name().to_owned())),
            ("attempts", Field::Number(self.attempts as usize)),
        ];
        if let Some(technique) = self.technique {
            fields.push(("technique", Field::Text(technique.name().to_owned())));
        }
        fields
    }
}

impl CodedError for InvalidSeed {
    fn code(&self) -> &'static str {
        "invalid-seed"
    }

    fn fields(&self) -> Vec<(&'static str, Field)> {
        vec![("seed", Field::Text(self.0.clone()))]
    }
}

impl CodedError for UnknownName {
    fn code(&self) -> &'static str {
        self.code
    }

    fn fields(&self) -> Vec<(&'static str, Field)> {
        vec![("name", Field::Text(self.name().to_owned()))]
    }
}

impl CodedError for LinkError {
    fn code(&self) -> &'static str {
        match self {
            LinkError::UnknownSite { .. } => "link-unknown-site",
            LinkError::NoPuzzle { .. } => "link-no-puzzle",
            LinkError::NotADigit { .. } => "link-not-a-digit",
            LinkError::DigitCount { .. } => "link-digit-count",
            LinkError::TooLong { .. } => "link-too-long",
            LinkError::NotClassic { .. } => "link-not-classic",
            LinkError::NotCompressed { .. } => "link-not-compressed",
            LinkError::NotPuzzleJson { .. } => "link-not-puzzle-json",
            LinkError::Size { .. } => "link-size",
            LinkError::CellValue { .. } => "link-cell-value",
        }
    }

    fn fields(&self) -> Vec<(&'static str, Field)> {
        use Field::{Number, Text};
        let site = |site: &Site| ("site", Text(site.title().to_owned()));
        match self {
            LinkError::UnknownSite { host } => vec![("host", Text(host.clone()))],
            LinkError::NoPuzzle { site: s, part } => {
                vec![site(s), ("part", Text((*part).to_owned()))]
            }
            LinkError::NotADigit { ch, place } => {
                vec![
                    ("char", Text(crate::parse::shown(*ch))),
                    ("place", Number(*place)),
                ]
            }
            LinkError::DigitCount { found } => vec![("found", Number(*found))],
            LinkError::TooLong { site: s, length } => vec![
                site(s),
                ("length", Number(*length)),
                ("max", Number(crate::links::MAX_DATA)),
            ],
            LinkError::NotClassic { site: s, what } => vec![site(s), ("what", Text(what.clone()))],
            LinkError::NotCompressed { site: s } => vec![site(s)],
            LinkError::NotPuzzleJson { site: s, detail } => {
                vec![site(s), ("detail", Text(detail.clone()))]
            }
            LinkError::Size { site: s, size } => vec![site(s), ("size", Number(*size))],
            LinkError::CellValue {
                site: s,
                cell,
                value,
            } => vec![
                site(s),
                ("cell", Number(*cell)),
                ("value", Text(value.to_string())),
            ],
        }
    }
}

impl CodedError for QrError {
    fn code(&self) -> &'static str {
        match self {
            QrError::TooLong { .. } => "qr-too-long",
        }
    }

    fn fields(&self) -> Vec<(&'static str, Field)> {
        match self {
            QrError::TooLong { bytes } => vec![
                ("bytes", Field::Number(*bytes)),
                ("max", Field::Number(crate::qr::MAX_BYTES)),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::Field::{Number, Text};
    use super::*;
    use crate::Grid;

    /// One error of every kind the page can meet, made the way the page makes them.
    fn one_of_each() -> Vec<Box<dyn CodedError>> {
        let parse = |text: &str| Box::new(text.parse::<Grid>().unwrap_err());
        let mut conflicting = [0u8; 81];
        conflicting[10] = 4;
        conflicting[20] = 4; // r2c2 and r3c3: the same box, but neither row nor column
        vec![
            parse(" \n\n"),
            parse("1\n2\n3"),
            parse(&"1".repeat(80)),
            parse(&format!("{}x", ".".repeat(80))),
            Box::new(Grid::from_cells([10; 81]).unwrap_err()),
            Box::new(Grid::from_cells(conflicting).unwrap().conflicts()[0]),
            Box::new("dfs".parse::<crate::Strategy>().unwrap_err()),
            Box::new("xml".parse::<crate::LogFormat>().unwrap_err()),
            Box::new("hard".parse::<crate::generate::Difficulty>().unwrap_err()),
            Box::new("spiral".parse::<crate::generate::Symmetry>().unwrap_err()),
            Box::new(OutOfAttempts {
                difficulty: crate::generate::Difficulty::Guess,
                attempts: 3,
                technique: None,
            }),
            Box::new(crate::generate::parse_seed("-4").unwrap_err()),
            Box::new(crate::links::read("https://example.org/").unwrap_err()),
            Box::new(crate::links::read("https://sudokupad.app/x").unwrap_err()),
            Box::new(crate::links::read("https://sudokuwiki.org/?bd=x").unwrap_err()),
            Box::new(crate::links::read("https://sudokuwiki.org/?bd=1").unwrap_err()),
            Box::new(crate::links::read("https://f-puzzles.com/?load=%%").unwrap_err()),
            Box::new(
                crate::links::read(&format!("https://f-puzzles.com/?load={}", "A".repeat(5000)))
                    .unwrap_err(),
            ),
            Box::new(crate::links::read("https://sudokuwiki.org/killer.htm?bd=1").unwrap_err()),
            Box::new(LinkError::NotPuzzleJson {
                site: Site::FPuzzles,
                detail: "expected value".to_owned(),
            }),
            Box::new(LinkError::Size {
                site: Site::SudokuPad,
                size: 6,
            }),
            Box::new(LinkError::CellValue {
                site: Site::FPuzzles,
                cell: 3,
                value: 12,
            }),
            Box::new(crate::qr::qr(&"x".repeat(3000)).unwrap_err()),
        ]
    }

    #[test]
    fn every_error_kind_has_its_own_code() {
        let errors = one_of_each();
        let codes: Vec<&str> = errors.iter().map(|e| e.code()).collect();
        assert_eq!(
            codes,
            [
                "empty-input",
                "line-count",
                "cell-count",
                "invalid-char",
                "digit-out-of-range",
                "conflict",
                "unknown-strategy",
                "unknown-log-format",
                "unknown-level",
                "unknown-symmetry",
                "out-of-attempts",
                "invalid-seed",
                "link-unknown-site",
                "link-no-puzzle",
                "link-not-a-digit",
                "link-digit-count",
                "link-not-compressed",
                "link-too-long",
                "link-not-classic",
                "link-not-puzzle-json",
                "link-size",
                "link-cell-value",
                "qr-too-long"
            ]
        );
        assert_eq!(codes.iter().collect::<HashSet<_>>().len(), codes.len());
    }

    #[test]
    fn fields_carry_what_the_english_text_says() {
        let fields: Vec<_> = one_of_each().iter().map(|e| e.fields()).collect();
        assert_eq!(fields[0], []);
        assert_eq!(fields[1], [("found", Number(3))]);
        assert_eq!(
            fields[2],
            [
                ("line", Number(1)),
                ("found", Number(80)),
                ("expected", Number(81))
            ]
        );
        assert_eq!(
            fields[3],
            [
                ("char", Text("x".into())),
                ("line", Number(1)),
                ("column", Number(81))
            ]
        );
        assert_eq!(fields[4], [("cell", Number(0)), ("value", Number(10))]);
        assert_eq!(
            fields[5],
            [
                ("digit", Number(4)),
                ("unit", Text("box".into())),
                ("unitNumber", Number(1)),
                ("first", Number(10)),
                ("second", Number(20))
            ]
        );
        assert_eq!(fields[6], [("name", Text("dfs".into()))]);
        assert_eq!(fields[7], [("name", Text("xml".into()))]);
        assert_eq!(fields[9], [("name", Text("spiral".into()))]);
        assert_eq!(
            fields[10],
            [("level", Text("guess".into())), ("attempts", Number(3))]
        );
        assert_eq!(fields[11], [("seed", Text("-4".into()))]);
    }

    #[test]
    fn a_quoted_character_is_escaped_as_in_the_english_text() {
        let error = "\u{7}".repeat(81).parse::<Grid>().unwrap_err();
        assert_eq!(error.fields()[0], ("char", Text("\\u{7}".into())));
        assert!(error.to_string().contains("'\\u{7}'"));
    }

    #[test]
    fn rows_and_columns_are_named_with_their_numbers_from_one() {
        let mut cells = [0u8; 81];
        cells[8] = 9;
        cells[80] = 9; // r1c9 and r9c9: column 9
        let conflict = Grid::from_cells(cells).unwrap().conflicts()[0];
        assert_eq!(conflict.to_string(), "two 9s in column 9 (r1c9 and r9c9)");
        assert_eq!(
            conflict.fields()[1..3],
            [("unit", Text("column".into())), ("unitNumber", Number(9))]
        );
        cells[80] = 0;
        cells[0] = 9; // r1c1 and r1c9: row 1
        let conflict = Grid::from_cells(cells).unwrap().conflicts()[0];
        assert_eq!(
            conflict.fields()[1..3],
            [("unit", Text("row".into())), ("unitNumber", Number(1))]
        );
    }
}
