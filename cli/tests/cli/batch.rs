//! Batches: bad lines named by place, paths, threads and input order, and the regressions found
//! by fuzzing and by hand.

use std::io::Read;
use std::process::Command;

use crate::common::*;
use crate::harness::*;
use crate::solve::*;

#[test]
fn each_bad_batch_line_gets_one_invalid_line_naming_the_place() {
    let lines: [(Vec<u8>, &str); 6] = [
        (
            format!("{BRUTE_FORCE}5").into(),
            "invalid: line 1 has 82 cells, expected 81",
        ),
        (
            format!("\u{3000}{}８{}", &BRUTE_FORCE[..15], &BRUTE_FORCE[16..]).into(),
            "invalid: invalid character '８' at line 2, column 17 (expected a digit 0-9 or '.')",
        ),
        (
            b"\0\x01\x02\x7f".to_vec(),
            "invalid: invalid character '\\0' at line 3, column 1 (expected a digit 0-9 or '.')",
        ),
        (
            vec![0x89, b'P', b'N', b'G', b'\r'],
            "invalid: line 4 is not UTF-8 text (byte 1)",
        ),
        (
            "abc".into(),
            "invalid: invalid character 'a' at line 5, column 1 (expected a digit 0-9 or '.')",
        ),
        (
            "8".repeat(10 << 20).into(),
            "invalid: line 6 is 10485760 characters long, expected 81 cells",
        ),
    ];
    let mut batch = Vec::new();
    let mut expected = String::new();
    for (line, answer) in lines {
        batch.extend_from_slice(&line);
        batch.push(b'\n');
        expected += answer;
        expected.push('\n');
    }
    for command in ["solve", "count"] {
        assert_run(&bitdoku(&[command], &batch), 2, &expected, "");
        assert_refused(&bitdoku(&[command], ""), "no puzzles in standard input");
    }
}

#[test]
fn a_path_is_named_on_one_line_however_it_is_spelled() {
    let run = bitdoku(&["solve", "no\nsuch\tfile.txt"], "");
    let not_found = std::fs::File::open("no\nsuch\tfile.txt").unwrap_err();
    assert_refused(
        &run,
        &format!("cannot open 'no\\nsuch\\tfile.txt': {not_found}"),
    );
}

#[test]
fn a_directory_as_standard_input_exits_2_naming_it() {
    let scratch = Scratch::new("stdin-dir");
    let open_dir = || std::fs::File::open(&scratch.0).expect("a directory opens for reading");
    let read_error = open_dir().read(&mut [0]).unwrap_err();
    for args in [&[][..], &["solve"], &["trace"]] {
        let output = Command::new(env!("CARGO_BIN_EXE_bitdoku"))
            .args(args)
            .stdin(open_dir())
            .output()
            .expect("the binary runs");
        let run = finished(args, &output);
        assert_refused(&run, &format!("cannot read standard input: {read_error}"));
    }
}

/// Relabels the digits of a one-line puzzle: d becomes d + shift, wrapping after 9.
/// Relabelling keeps a puzzle's number of solutions.
pub(crate) fn relabel(puzzle: &str, shift: u8) -> String {
    puzzle
        .bytes()
        .map(|b| match b {
            b'1'..=b'9' => char::from(b'1' + (b - b'1' + shift) % 9),
            _ => char::from(b),
        })
        .collect()
}

/// A batch of 5,000 puzzles, more than the 4,096 the CLI reads at a time, mixing solvable,
/// unsolvable, rule-breaking and malformed puzzles with comments, and what `solve` and
/// `count --limit 3` owe each puzzle.
pub(crate) fn long_batch() -> (String, Vec<Answer>, Vec<Answer>) {
    let many = many_solutions();
    let many_count = many.count_solutions(3).to_string();
    let boj = grid(BOJ_IN).to_string();
    let classic = grid(CLASSIC_IN).to_string();
    let mut text = String::new();
    let (mut solved, mut counted) = (Vec::new(), Vec::new());
    // Each turn writes one line, a puzzle or a comment: turn i writes line i + 1.
    for i in 0..6_000 {
        let (number, shift) = (i + 1, (i % 9) as u8);
        let (line, solve, count) = match i % 6 {
            0 => (relabel(&boj, shift), None, "1".to_owned()),
            1 => (relabel(&classic, shift), None, "1".to_owned()),
            2 => (relabel(&many.to_string(), shift), None, many_count.clone()),
            3 => (
                relabel(NO_SOLUTION, shift),
                prints("no solution"),
                "0".to_owned(),
            ),
            4 if i % 5 == 0 => {
                let answer = format!("invalid: line {number} has 80 cells, expected 81");
                (boj[..80].to_owned(), prints(&answer), answer)
            }
            4 if i % 5 == 1 => {
                let answer = "invalid: two 1s in row 1 (r1c1 and r1c9)";
                (
                    DEAD_CELL.replacen('.', "1", 1),
                    prints(answer),
                    answer.to_owned(),
                )
            }
            4 => (
                relabel(DEAD_CELL, shift),
                prints("no solution"),
                "0".to_owned(),
            ),
            _ => {
                text += "# a comment\n";
                continue;
            }
        };
        solved.push(solve.unwrap_or_else(|| Answer::Solves(grid(&line))));
        counted.push(Answer::Prints(count));
        text += &line;
        text.push('\n');
    }
    (text, solved, counted)
}

#[test]
fn more_threads_give_byte_identical_output_in_input_order() {
    let (batch, solved, counted) = long_batch();
    let scratch = Scratch::new("threads");
    let path = scratch.file("long.txt", &batch);
    let file = path_arg(&path);
    for (command, answers) in [
        (&["solve"][..], solved),
        (&["count", "--limit", "3"], counted),
    ] {
        let one = bitdoku(&[command, &["--threads", "1"]].concat(), &batch);
        assert_eq!((one.code, one.stderr.as_str()), (2, ""), "{one:?}");
        assert_answers(&one, &answers);
        assert_run(&bitdoku(command, &batch), 2, &one.stdout, "");
        for threads in ["2", "4"] {
            let args = [command, &["--threads", threads]].concat();
            assert_run(&bitdoku(&args, &batch), 2, &one.stdout, "");
            assert_run(
                &bitdoku(&[&args[..], &[file]].concat(), ""),
                2,
                &one.stdout,
                "",
            );
        }
    }
}

#[test]
fn solve_and_count_refuse_0_threads() {
    for command in ["solve", "count"] {
        assert_bad_arguments(
            &bitdoku(&[command, "--threads", "0"], BRUTE_FORCE),
            &["--threads", "'0'"],
        );
    }
}

/// Found by `cargo fuzz run solve`: three short rows that leave no room for 6, 7 and 8 in the
/// middle-right box (rows 5 and 6 hold them already, and r4c9 is a 5), on an otherwise empty
/// board. Singles never see it, so the fast path searches about a second (release) before it
/// answers; the answer must still be "no solution".
pub(crate) const BOX_LINE_CONTRADICTION: &str =
    "1234...............................5678........5678..............................";

#[test]
fn a_contradiction_that_singles_cannot_see_still_has_no_solution() {
    let batch = format!("{BOX_LINE_CONTRADICTION}\n");
    assert_run(&bitdoku(&["solve"], &batch), 1, "no solution\n", "");
    assert_run(&bitdoku(&["count", "--limit", "1"], &batch), 0, "0\n", "");
}

// Regression tests: each names the bug it pinned down.

/// Bug: `batch` trims leading whitespace before parsing a line, so columns and byte positions
/// count from the first non-blank character, not from the start of the line in the file (the
/// single-puzzle path counts from the start: `bitdoku` alone reports column 83 for this line).
#[test]
fn batch_errors_count_columns_and_bytes_from_the_start_of_the_line() {
    let indented_x = format!("  {}x", &BRUTE_FORCE[..80]);
    let mut indented_bad_byte = b"  ".to_vec();
    indented_bad_byte.extend_from_slice(&[0xff, b'\n']);
    let message = "invalid character 'x' at line 1, column 83 (expected a digit 0-9 or '.')";
    assert_refused(&bitdoku(&[], &indented_x), message);
    assert_run(
        &bitdoku(&["solve"], &indented_x),
        2,
        &format!("invalid: {message}\n"),
        "",
    );
    assert_run(
        &bitdoku(&["solve"], &indented_bad_byte),
        2,
        "invalid: line 1 is not UTF-8 text (byte 3)\n",
        "",
    );
}

/// Bug: an overlong line is measured with the `\r` of its CRLF ending, so the same
/// 100,000-character line is "100000 characters long" with LF and "100001" with CRLF.
#[test]
fn an_overlong_crlf_line_is_measured_without_its_line_ending() {
    let line = "1".repeat(100_000);
    for ending in ["\n", "\r\n"] {
        assert_run(
            &bitdoku(&["solve"], format!("{line}{ending}")),
            2,
            "invalid: line 1 is 100000 characters long, expected 81 cells\n",
            "",
        );
    }
}

/// Bug: a comment or blank line longer than 4096 bytes is reported as an invalid puzzle, though
/// `--help` says batch files skip blank lines and lines that start with '#'.
#[test]
fn long_comment_and_blank_lines_are_skipped_like_short_ones() {
    let batch = format!(
        "# {}\n{}\n{BRUTE_FORCE}\n",
        "x".repeat(5000),
        " ".repeat(5000)
    );
    let run = bitdoku(&["solve"], batch);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{run:?}");
    assert_answers(&run, &[Answer::Solves(grid(BRUTE_FORCE))]);
}
