//! `bitdoku link`, and other tools' links read wherever a puzzle is.

use crate::common::*;
use crate::harness::*;

#[test]
fn link_writes_each_sites_link_and_every_command_reads_them_back() {
    let puzzle = grid(BOJ_IN).to_string();
    let solution = grid(BOJ_OUT).to_string();
    for (site, start) in [
        (
            "sudokuwiki",
            "https://www.sudokuwiki.org/sudoku.htm?bd=0354",
        ),
        ("f-puzzles", "https://www.f-puzzles.com/?load=N4Ig"),
        ("sudokupad", "https://sudokupad.app/fpuzzlesN4Ig"),
    ] {
        let run = bitdoku(&["link", "--site", site], &puzzle);
        assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{run:?}");
        assert!(run.stdout.starts_with(start), "{site}: {run:?}");
        let link = run.stdout.trim_end();
        assert_run(&bitdoku(&["solve"], link), 0, &format!("{solution}\n"), "");
        // One puzzle on standard input: its solution, on one line.
        assert_run(&bitdoku(&[], link), 0, &format!("{solution}\n"), "");
        let back = bitdoku(&["link", "--site", "sudokuwiki"], link);
        assert_eq!(
            back.stdout,
            format!(
                "https://www.sudokuwiki.org/sudoku.htm?bd={}\n",
                puzzle.replace('.', "0")
            )
        );
    }
}

#[test]
fn a_link_that_holds_no_puzzle_is_named_on_its_line() {
    let batch =
        format!("{BRUTE_FORCE}\nhttps://example.org/?bd=1\nhttps://www.f-puzzles.com/?load=N4Ig\n");
    let run = bitdoku(&["solve"], &batch);
    assert_eq!(run.code, 2, "{run:?}");
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[1..],
        [
            "invalid: line 2: a link to example.org: bitdoku reads links of SudokuWiki (?bd=), \
             f-puzzles (?load=) and SudokuPad (fpuzzles…)",
            "invalid: line 3: the f-puzzles link's puzzle data cannot be decompressed (was it cut \
             short?)",
        ],
        "{run:?}"
    );
    assert_refused(
        &bitdoku(&[], "https://www.sudokuwiki.org/sudoku.htm?bd=0354"),
        "the SudokuWiki link's bd= holds 4 digits, expected 81 (was it cut short?)",
    );
    assert_bad_arguments(
        &bitdoku(&["link", "--site", "github"], BRUTE_FORCE),
        &["github"],
    );
}
