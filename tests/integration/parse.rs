//! The three lesson layouts and the parser's errors: the samples read and print back in their
//! own layout, untidy input is tolerated, and each error names its place.

use bitdoku::{Grid, Layout, ParseError};

use crate::common::*;

#[test]
fn samples_solve_to_the_expected_output_in_the_same_layout() {
    for (input, expected) in SAMPLES {
        let (puzzle, layout) = Grid::parse_with_layout(input).unwrap();
        let solution = puzzle.solve().expect("each sample has a solution");
        assert_eq!(solution.render(layout), expected, "puzzle:\n{input}");
        assert_eq!(puzzle.count_solutions(2), 1);
    }
}

#[test]
fn the_three_layouts_are_recognised() {
    assert_eq!(Grid::parse_with_layout(BOJ_IN).unwrap().1, Layout::Spaced);
    assert_eq!(
        Grid::parse_with_layout(COMPACT_IN).unwrap().1,
        Layout::Compact
    );
    assert_eq!(
        Grid::parse_with_layout(BRUTE_FORCE).unwrap().1,
        Layout::Line
    );
    let zeros = BRUTE_FORCE.replace('.', "0");
    assert_eq!(grid(&zeros), grid(BRUTE_FORCE));
}

#[test]
fn crlf_trailing_whitespace_and_blank_lines_are_tolerated() {
    let messy = format!("\r\n\n{}\n\n", BOJ_IN.replace('\n', "  \t\r\n"));
    assert_eq!(grid(&messy), grid(BOJ_IN));
    assert_eq!(grid(&format!("{BRUTE_FORCE}  \r\n")), grid(BRUTE_FORCE));
}

fn parse_error(text: &str) -> ParseError {
    text.parse::<Grid>().expect_err("should not parse")
}

#[test]
fn empty_input_is_an_error() {
    let err = parse_error(" \n\r\n\t");
    assert_eq!(err, ParseError::Empty);
    assert!(err.to_string().contains("empty input"), "{err}");
}

#[test]
fn wrong_line_count_names_how_many_lines() {
    let eight: String = BOJ_IN.lines().take(8).map(|l| format!("{l}\n")).collect();
    let err = parse_error(&eight);
    assert_eq!(err, ParseError::LineCount { found: 8 });
    assert!(err.to_string().contains("found 8 lines"), "{err}");
}

#[test]
fn wrong_cell_count_names_the_line() {
    let short_row = BOJ_IN.replacen("5 9 6 8 2 0 4 1 3", "5 9 6 8 2 0 4 1", 1);
    let err = parse_error(&short_row);
    assert_eq!(
        err,
        ParseError::CellCount {
            line: 6,
            found: 8,
            expected: 9
        }
    );
    assert_eq!(err.to_string(), "line 6 has 8 cells, expected 9");

    let long_line = format!("{BRUTE_FORCE}1");
    let err = parse_error(&long_line);
    assert_eq!(
        err,
        ParseError::CellCount {
            line: 1,
            found: 82,
            expected: 81
        }
    );
    assert!(err.to_string().contains("82 cells, expected 81"), "{err}");
    let short_line = &BRUTE_FORCE[..80];
    assert!(parse_error(short_line)
        .to_string()
        .contains("80 cells, expected 81"));
}

#[test]
fn invalid_character_names_line_and_column() {
    let bad = COMPACT_IN.replacen("070090200", "0700x0200", 1);
    let err = parse_error(&bad);
    assert_eq!(
        err,
        ParseError::InvalidChar {
            ch: 'x',
            line: 3,
            column: 5
        }
    );
    assert_eq!(
        err.to_string(),
        "invalid character 'x' at line 3, column 5 (expected a digit 0-9 or '.')"
    );
    // Columns count characters, not bytes, and blank lines before the grid still count.
    let err = parse_error(&format!("\n{}é", &BRUTE_FORCE[..40]));
    assert_eq!(
        err,
        ParseError::InvalidChar {
            ch: 'é',
            line: 2,
            column: 41
        }
    );
}

#[test]
fn out_of_range_cells_are_refused() {
    let mut cells = [0u8; 81];
    cells[10] = 12;
    let err = Grid::from_cells(cells).unwrap_err();
    assert_eq!(
        err.to_string(),
        "cell r2c2 holds 12, expected 0 (blank) to 9"
    );
}
