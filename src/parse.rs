//! Reading puzzles in the three layouts the lessons use, and writing them back.
//!
//! | layout | example line | blank |
//! |---|---|---|
//! | [`Layout::Spaced`] (Baekjoon 2580) | `0 3 5 4 6 9 2 7 8`, nine lines | `0` |
//! | [`Layout::Compact`] | `800000000`, nine lines | `0` |
//! | [`Layout::Line`] | all 81 cells on one line | `.` or `0` |
//!
//! Line endings may be LF or CRLF; trailing whitespace and blank lines are ignored. Errors say what is wrong and where, with 1-based lines and columns.

use std::fmt;

/// How a grid was written, so a solution can be printed the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Nine lines of nine digits separated by spaces (Baekjoon 2580).
    Spaced,
    /// Nine lines of nine digits with no separators.
    Compact,
    /// One line of 81 cells.
    Line,
}

/// Why some text is not a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseError {
    /// Nothing but whitespace.
    Empty,
    /// Neither nine lines nor one line.
    LineCount {
        /// How many non-blank lines there were.
        found: usize,
    },
    /// A line with the wrong number of cells.
    CellCount {
        /// The 1-based line number in the input.
        line: usize,
        /// How many cells the line has.
        found: usize,
        /// How many it should have: 9, or 81 for the one-line layout.
        expected: usize,
    },
    /// A character that is neither a digit, `.`, nor whitespace.
    InvalidChar {
        /// The character.
        ch: char,
        /// The 1-based line number in the input.
        line: usize,
        /// The 1-based column (in characters) within that line.
        column: usize,
    },
    /// A cell value above 9, from a caller that hands over cells directly.
    DigitOutOfRange {
        /// The cell, 0..81 in reading order.
        cell: usize,
        /// The value found.
        value: u8,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ParseError::Empty => write!(
                f,
                "empty input: expected 9 lines of 9 digits, or one line of 81 cells"
            ),
            ParseError::LineCount { found } => write!(
                f,
                "expected 9 lines of 9 digits, or one line of 81 cells, but found {found} lines"
            ),
            ParseError::CellCount {
                line,
                found,
                expected,
            } => write!(
                f,
                "line {line} has {found} cells, expected {expected}"
            ),
            ParseError::InvalidChar { ch, line, column } => write!(
                f,
                "invalid character '{}' at line {line}, column {column} (expected a digit 0-9 or '.')",
                shown(ch)
            ),
            ParseError::DigitOutOfRange { cell, value } => write!(
                f,
                "cell {} holds {value}, expected 0 (blank) to 9",
                crate::rules::CellName(cell)
            ),
        }
    }
}

/// A character as an error message quotes it: a control character escaped (`\t`, `\u{7}`), so
/// that the message stays on one line and shows what was there; any other as it is, Hangul
/// included.
// Not `char::escape_debug`, which also escapes the other characters Unicode does not print,
// with tables that were 1.8 KB of the wasm module for characters no one types.
pub(crate) fn shown(ch: char) -> String {
    match ch {
        '\0' => "\\0".to_owned(), // as escape_debug writes it; escape_default gives \u{0}
        _ if ch.is_control() => ch.escape_default().to_string(),
        _ => ch.to_string(),
    }
}

impl std::error::Error for ParseError {}

/// Parses text in any of the three layouts into cells (0 = blank) and the layout it used.
pub fn parse(text: &str) -> Result<([u8; 81], Layout), ParseError> {
    // Keep each line's 1-based number for error messages. `lines()` already drops a `\r`
    // before `\n`; trailing whitespace and blank lines never matter.
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.trim_end()))
        .filter(|(_, line)| !line.is_empty())
        .collect();
    match lines.len() {
        1 => {
            let (number, line) = lines[0];
            Ok((parse_line(line, number)?, Layout::Line))
        }
        9 => {
            let mut cells = [0u8; 81];
            for (row, &(number, line)) in lines.iter().enumerate() {
                read_cells(line, number, &mut cells[row * 9..row * 9 + 9])?;
            }
            let spaced = lines
                .iter()
                .any(|(_, l)| l.trim().contains(char::is_whitespace));
            let layout = if spaced {
                Layout::Spaced
            } else {
                Layout::Compact
            };
            Ok((cells, layout))
        }
        0 => Err(ParseError::Empty),
        found => Err(ParseError::LineCount { found }),
    }
}

/// True for a line of a batch file that holds no puzzle: a blank line, or a comment whose first
/// character after any leading whitespace is `#`.
pub fn is_batch_filler(line: &[u8]) -> bool {
    let line = line.trim_ascii_start();
    line.is_empty() || line.starts_with(b"#")
}

/// The puzzle lines of a batch file's `text`, each with its line number counted from 1; blank
/// and `#` lines are skipped (the CLI, the bench page, the benchmarks and the sweep all read
/// puzzle sets this way).
pub fn batch_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line))
        .filter(|(_, line)| !is_batch_filler(line.as_bytes()))
}

/// Parses one line of 81 cells, as in a batch file, naming it line `number` in errors.
pub fn parse_line(line: &str, number: usize) -> Result<[u8; 81], ParseError> {
    let mut cells = [0u8; 81];
    read_cells(line.trim_end(), number, &mut cells)?;
    Ok(cells)
}

/// Reads the cells of one line into `out`, whose length is the number the line must hold.
/// Whitespace separates cells and is otherwise ignored.
fn read_cells(line: &str, number: usize, out: &mut [u8]) -> Result<(), ParseError> {
    let mut found = 0;
    for (index, ch) in line.chars().enumerate() {
        let value = match ch {
            '.' => 0,
            '0'..='9' => ch as u8 - b'0',
            c if c.is_whitespace() => continue,
            _ => {
                return Err(ParseError::InvalidChar {
                    ch,
                    line: number,
                    column: index + 1,
                })
            }
        };
        if let Some(slot) = out.get_mut(found) {
            *slot = value;
        }
        found += 1;
    }
    if found == out.len() {
        Ok(())
    } else {
        Err(ParseError::CellCount {
            line: number,
            found,
            expected: out.len(),
        })
    }
}

/// Writes cells in `layout`. The nine-line layouts use `0` for a blank, as the lessons do;
/// the one-line layout uses `.`.
pub fn render(cells: &[u8; 81], layout: Layout) -> String {
    let mut out = String::with_capacity(2 * 81 + 1);
    match layout {
        Layout::Line => {
            out.extend(
                cells
                    .iter()
                    .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) }),
            );
            out.push('\n');
        }
        Layout::Spaced | Layout::Compact => {
            for row in cells.chunks(9) {
                for (i, &d) in row.iter().enumerate() {
                    if i > 0 && layout == Layout::Spaced {
                        out.push(' ');
                    }
                    out.push(char::from(b'0' + d));
                }
                out.push('\n');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quoted_character_is_escaped_only_when_it_is_a_control_character() {
        assert_eq!(shown('한'), "한");
        assert_eq!(shown('８'), "８");
        assert_eq!(shown('\t'), "\\t");
        assert_eq!(shown('\0'), "\\0");
        assert_eq!(shown('\u{1b}'), "\\u{1b}");
    }

    #[test]
    fn batch_lines_skip_blank_and_comment_lines_and_keep_line_numbers() {
        let text = "# a set\n\n  \t\n1...\n  # indented comment\r\n2...\r\n";
        let lines: Vec<(usize, &str)> = batch_lines(text).collect();
        assert_eq!(lines, [(4, "1..."), (6, "2...")]);
        assert!(is_batch_filler(b"   "));
        assert!(!is_batch_filler(b" 1#"));
    }

    #[test]
    fn layouts_are_told_apart() {
        let line =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        assert_eq!(parse(line).unwrap().1, Layout::Line);
        let compact = "800000000\n003600000\n070090200\n050007000\n000045700\n000100030\n001000068\n008500010\n090000400\n";
        assert_eq!(parse(compact).unwrap().1, Layout::Compact);
        let spaced = compact.replace("00", "0 0");
        assert_eq!(parse(&spaced).unwrap().1, Layout::Spaced);
    }

    #[test]
    fn render_round_trips_every_layout() {
        let mut cells = [0u8; 81];
        for (i, c) in cells.iter_mut().enumerate() {
            *c = (i * 7 % 10) as u8;
        }
        for layout in [Layout::Spaced, Layout::Compact, Layout::Line] {
            assert_eq!(parse(&render(&cells, layout)).unwrap(), (cells, layout));
        }
    }
}
