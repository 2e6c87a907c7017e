//! `solve` and `count`: the samples, one-line answers, bad input named by place, batches from files
//! and standard input, exit statuses, and the lesson examples.

use std::process::Command;

use bitdoku::Grid;

use crate::common::*;
use crate::harness::*;

#[test]
fn each_sample_prints_exactly_its_expected_output() {
    for (input, expected) in SAMPLES {
        assert_run(&bitdoku(&[], input), 0, expected, "");
        let crlf = input.replace('\n', " \t\r\n");
        assert_run(&bitdoku(&[], crlf), 0, expected, "");
    }
}

#[test]
fn a_one_line_puzzle_is_answered_on_one_line() {
    let run = bitdoku(&[], format!("{BRUTE_FORCE}\n"));
    assert_eq!((run.code, run.stdout.len()), (0, 82), "{run:?}");
    assert_solves(&grid(BRUTE_FORCE), &grid(&run.stdout));
}

#[test]
fn a_puzzle_with_no_solution_says_so_and_exits_1() {
    for puzzle in [NO_SOLUTION, DEAD_CELL] {
        assert_run(&bitdoku(&[], nine_lines(puzzle)), 1, "", "no solution\n");
    }
}

#[test]
fn invalid_input_exits_2_with_one_line_naming_the_place() {
    let mut not_utf8 = BOJ_IN.as_bytes().to_vec();
    not_utf8[20] = 0xff;
    let padding = "\n".repeat(64 * 1024);
    let cases: [(Vec<u8>, &str); 15] = [
        (
            Vec::new(),
            "empty input: expected 9 lines of 9 digits, or one line of 81 cells",
        ),
        (
            format!("{BRUTE_FORCE}5\n").into(),
            "line 1 has 82 cells, expected 81",
        ),
        (
            format!("{}é{}", &BRUTE_FORCE[..3], &BRUTE_FORCE[4..]).into(),
            "invalid character 'é' at line 1, column 4 (expected a digit 0-9 or '.')",
        ),
        (
            // Columns count characters, not bytes: the ideographic space is three bytes.
            format!("\u{3000}{}８{}", &BRUTE_FORCE[..15], &BRUTE_FORCE[16..]).into(),
            "invalid character '８' at line 1, column 17 (expected a digit 0-9 or '.')",
        ),
        (
            // Binary that happens to be UTF-8: control characters are shown escaped.
            b"\x1b[2J\0\x01\x02".to_vec(),
            "invalid character '\\u{1b}' at line 1, column 1 (expected a digit 0-9 or '.')",
        ),
        (
            // A single line far longer than a puzzle is refused without reading it all.
            "1".repeat(8 << 20).into(),
            "standard input is larger than 64 KiB; a puzzle is 9 lines of 9 digits or one line of 81",
        ),
        (
            COMPACT_IN.replacen("070090200", "0700x0200", 1).into(),
            "invalid character 'x' at line 3, column 5 (expected a digit 0-9 or '.')",
        ),
        (
            // Columns count characters, spaces included; blank lines still count as lines.
            format!("\n{}", BOJ_IN.replacen("7 8 2 1 0", "7 8 2 1 ?", 1)).into(),
            "invalid character '?' at line 3, column 9 (expected a digit 0-9 or '.')",
        ),
        (
            BOJ_IN
                .replacen("5 9 6 8 2 0 4 1 3", "5 9 6 8 2 0 4 1", 1)
                .into(),
            "line 6 has 8 cells, expected 9",
        ),
        (
            BOJ_IN.lines().take(7).collect::<Vec<_>>().join("\n").into(),
            "expected 9 lines of 9 digits, or one line of 81 cells, but found 7 lines",
        ),
        (
            format!("{}1\n", &BRUTE_FORCE[..79]).into(),
            "line 1 has 80 cells, expected 81",
        ),
        (
            BOJ_IN.replacen("0 6 0 2", "5 6 0 2", 1).into(),
            "two 5s in row 3 (r3c1 and r3c9)",
        ),
        (
            b" \n\r\n\t".to_vec(),
            "empty input: expected 9 lines of 9 digits, or one line of 81 cells",
        ),
        (not_utf8, "standard input is not UTF-8 text (byte 21)"),
        (
            format!("{BRUTE_FORCE}{padding}").into(),
            "standard input is larger than 64 KiB; a puzzle is 9 lines of 9 digits or one line of 81",
        ),
    ];
    for (input, message) in cases {
        assert_refused(&bitdoku(&[], input), message);
    }
}

#[test]
fn input_of_exactly_64_kib_is_still_read() {
    let padding = "\n".repeat(64 * 1024 - BRUTE_FORCE.len());
    let run = bitdoku(&[], format!("{BRUTE_FORCE}{padding}"));
    assert_eq!(run.code, 0, "{run:?}");
    assert_solves(&grid(BRUTE_FORCE), &grid(&run.stdout));
}

/// What `solve` must print for one puzzle of a batch.
pub(crate) enum Answer {
    /// An 81-digit solution of this puzzle.
    Solves(Grid),
    /// Exactly this line.
    Prints(String),
}

pub(crate) fn prints(line: &str) -> Option<Answer> {
    Some(Answer::Prints(line.to_owned()))
}

pub(crate) fn solves(puzzle: &str) -> Option<Answer> {
    Some(Answer::Solves(grid(puzzle)))
}

/// A batch with every kind of line, as bytes with mixed LF and CRLF endings, and the answer
/// `solve` owes each puzzle line (`None` for a line it must skip).
pub(crate) fn mixed_batch() -> (Vec<u8>, Vec<Answer>) {
    let mut not_utf8 = BRUTE_FORCE.as_bytes().to_vec();
    not_utf8[4] = 0xc3;
    let bad_x = "invalid: invalid character 'x' at line 6, column 81 (expected a digit 0-9 or '.')";
    let lines: Vec<(Vec<u8>, Option<Answer>)> = vec![
        ("# solved, unsolvable and broken puzzles".into(), None),
        ("".into(), None),
        (BRUTE_FORCE.into(), solves(BRUTE_FORCE)),
        (NO_SOLUTION.into(), prints("no solution")),
        (
            BRUTE_FORCE[..80].into(),
            prints("invalid: line 5 has 80 cells, expected 81"),
        ),
        (format!("{}x", &BRUTE_FORCE[..80]).into(), prints(bad_x)),
        (
            DEAD_CELL.replacen('.', "1", 1).into(),
            prints("invalid: two 1s in row 1 (r1c1 and r1c9)"),
        ),
        (
            "1".repeat(100_000).into(),
            prints("invalid: line 8 is 100000 characters long, expected 81 cells"),
        ),
        ("   \t".into(), None),
        ("  # an indented comment".into(), None),
        (
            not_utf8,
            prints("invalid: line 11 is not UTF-8 text (byte 5)"),
        ),
        (BRUTE_FORCE.replace('.', "0").into(), solves(BRUTE_FORCE)),
        (DEAD_CELL.into(), prints("no solution")),
        (
            CLASSIC_IN.replace([' ', '\n'], "").into(),
            solves(CLASSIC_IN),
        ),
    ];
    let mut text = Vec::new();
    let mut answers = Vec::new();
    for (number, (line, answer)) in lines.into_iter().enumerate() {
        text.extend_from_slice(&line);
        text.extend_from_slice(if number % 2 == 0 { b"\r\n" } else { b"\n" });
        answers.extend(answer);
    }
    (text, answers)
}

/// Asserts that `run` printed one line per answer, each as the answer says.
#[track_caller]
pub(crate) fn assert_answers(run: &Run, answers: &[Answer]) {
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), answers.len(), "one line per puzzle: {run:?}");
    for (number, (line, answer)) in lines.iter().zip(answers).enumerate() {
        match answer {
            Answer::Solves(puzzle) => {
                assert!(
                    line.len() == 81 && line.bytes().all(|b| matches!(b, b'1'..=b'9')),
                    "answer {} should be 81 digits, got {line:?}",
                    number + 1
                );
                assert_solves(puzzle, &grid(line));
            }
            Answer::Prints(expected) => {
                assert_eq!(line, expected, "answer {}: {run:?}", number + 1);
            }
        }
    }
}

#[test]
fn solve_answers_each_line_of_a_batch_from_a_file_or_standard_input() {
    let (text, answers) = mixed_batch();
    let scratch = Scratch::new("batch");
    let path = scratch.file("mixed.txt", &text);
    for run in [
        bitdoku(&["solve", path_arg(&path)], ""),
        bitdoku(&["solve"], &text),
    ] {
        assert_eq!(
            (run.code, run.stderr.as_str()),
            (2, ""),
            "an invalid puzzle makes the status 2: {run:?}"
        );
        assert_answers(&run, &answers);
    }
}

#[test]
fn the_batch_exit_status_is_the_worst_outcome() {
    let invalid = &BRUTE_FORCE[..80];
    let boj = grid(BOJ_IN).to_string();
    let cases: [(&[&str], i32); 5] = [
        (&[BRUTE_FORCE, "# done", &boj], 0),
        (&[BRUTE_FORCE, NO_SOLUTION, BRUTE_FORCE], 1),
        (&[DEAD_CELL], 1),
        (&[NO_SOLUTION, invalid, BRUTE_FORCE], 2),
        (&[invalid, NO_SOLUTION], 2),
    ];
    for (lines, code) in cases {
        let run = bitdoku(&["solve"], lines.join("\n"));
        let puzzles = lines.iter().filter(|l| !l.starts_with('#')).count();
        assert_eq!(
            (run.code, run.stdout.lines().count()),
            (code, puzzles),
            "(exit status, answers) for {lines:?}: {run:?}"
        );
    }
}

#[test]
fn a_directory_a_missing_file_or_no_puzzles_exit_2_naming_the_source() {
    let scratch = Scratch::new("sources");
    let dir = path_arg(&scratch.0);
    let missing = scratch.0.join("missing.txt");
    let not_found = std::fs::File::open(&missing).unwrap_err();
    let empty = scratch.file("empty.txt", "");
    let comments = scratch.file("comments.txt", "# nothing here\r\n\r\n   \n");
    for command in ["solve", "count", "trace", "explain", "rate"] {
        assert_refused(
            &bitdoku(&[command, dir], ""),
            &format!("'{dir}' is a directory, not a puzzle file"),
        );
        assert_refused(
            &bitdoku(&[command, path_arg(&missing)], ""),
            &format!("cannot open '{}': {not_found}", missing.display()),
        );
    }
    for command in ["solve", "count", "rate"] {
        for file in [&empty, &comments] {
            assert_refused(
                &bitdoku(&[command, path_arg(file)], ""),
                &format!("no puzzles in '{}'", file.display()),
            );
        }
        assert_refused(
            &bitdoku(&[command], "# only a comment\n"),
            "no puzzles in standard input",
        );
    }
    assert_refused(
        &bitdoku(&["trace", path_arg(&empty)], ""),
        "empty input: expected 9 lines of 9 digits, or one line of 81 cells",
    );
}

#[test]
fn count_stops_at_the_limit_and_is_exact_below_it() {
    let many = many_solutions();
    let all = many.count_solutions(usize::MAX);
    assert!(
        all > 2,
        "the puzzle should have several solutions, has {all}"
    );
    let batch = format!("{many}\n{BRUTE_FORCE}\n{NO_SOLUTION}\n{DEAD_CELL}\n");
    let limits = [
        (None, 2),
        (Some(1), 1),
        (Some(all), all),
        (Some(all + 1), all),
        (Some(usize::MAX), all),
    ];
    for (limit, counted) in limits {
        let limit = limit.map(|n| n.to_string());
        let mut args = vec!["count"];
        if let Some(limit) = &limit {
            args.extend(["--limit", limit.as_str()]);
        }
        assert_run(
            &bitdoku(&args, &batch),
            0,
            &format!("{counted}\n1\n0\n0\n"),
            "",
        );
    }
}

#[test]
fn count_refuses_a_limit_of_0() {
    assert_bad_arguments(
        &bitdoku(&["count", "--limit", "0"], BRUTE_FORCE),
        &["--limit", "'0'"],
    );
}

/// Every lesson example of the benchmark sets (`examples/*.in` beside the sets) through the
/// binary, as `cargo xtask sweep` runs it; the library's half is in `tests/integration/sweep.rs`.
#[test]
#[ignore = "dataset sweep: run with cargo xtask sweep"]
fn sweep_each_lesson_example_prints_its_output() {
    for (input, expected) in lesson_examples() {
        let stdin = std::fs::File::open(&input).expect("the example opens");
        let output = Command::new(env!("CARGO_BIN_EXE_bitdoku"))
            .stdin(stdin)
            .output()
            .expect("the bitdoku binary runs");
        let run = finished(&[], &output);
        assert_run(&run, 0, &expected, "");
    }
}
