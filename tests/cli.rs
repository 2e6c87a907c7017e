//! The `bitdoku` binary: the sample pairs, batch files, counting, tracing, help, and a clear
//! one-line message with the right exit status for every kind of bad input.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use bitdoku::Grid;
use common::*;

/// What one run of the binary gave.
struct Outcome {
    code: i32,
    stdout: String,
    stderr: String,
}

impl std::fmt::Debug for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "exit {}\n--- stdout\n{}--- stderr\n{}",
            self.code, self.stdout, self.stderr
        )
    }
}

fn bitdoku(args: &[&str], stdin: &[u8]) -> Outcome {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bitdoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut input = child.stdin.take().unwrap();
    let stdin = stdin.to_vec();
    // Write from another thread: the child may answer before reading everything.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    let outcome = Outcome {
        code: out.status.code().expect("exited normally"),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    };
    assert!(!outcome.stderr.contains("panicked"), "{outcome:?}");
    outcome
}

/// Asserts a failure: the exit code, and one line on stderr containing `message`.
fn assert_fails(outcome: &Outcome, code: i32, message: &str) {
    assert_eq!(outcome.code, code, "{outcome:?}");
    assert!(
        outcome.stderr.contains(message),
        "expected {message:?} in {outcome:?}"
    );
    assert_eq!(
        outcome.stderr.trim_end().lines().count(),
        1,
        "one line: {outcome:?}"
    );
}

fn temp_file(name: &str, contents: &[u8]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("bitdoku-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

fn nine_lines(line: &str) -> String {
    line.as_bytes()
        .chunks(9)
        .map(|row| format!("{}\n", String::from_utf8_lossy(row).replace('.', "0")))
        .collect()
}

#[test]
fn samples_print_exactly_the_expected_output() {
    for (input, expected) in SAMPLES {
        let out = bitdoku(&[], input.as_bytes());
        assert_eq!(
            (out.code, out.stdout.as_str(), out.stderr.as_str()),
            (0, expected, ""),
            "{out:?}"
        );
    }
    let crlf = bitdoku(&[], BOJ_IN.replace('\n', " \r\n").as_bytes());
    assert_eq!(crlf.stdout, BOJ_OUT);
}

#[test]
fn no_solution_prints_no_solution_and_exits_1() {
    for puzzle in [NO_SOLUTION, DEAD_CELL] {
        let out = bitdoku(&[], nine_lines(puzzle).as_bytes());
        assert_eq!(
            (out.code, out.stdout.as_str(), out.stderr.as_str()),
            (1, "", "no solution\n"),
            "{out:?}"
        );
    }
}

#[test]
fn invalid_single_grids_exit_2_naming_the_place() {
    let cases: [(Vec<u8>, &str); 7] = [
        (
            COMPACT_IN
                .replacen("070090200", "0700x0200", 1)
                .into_bytes(),
            "invalid character 'x' at line 3, column 5",
        ),
        (
            BOJ_IN
                .replacen("5 9 6 8 2 0 4 1 3", "5 9 6 8 2 0 4 1", 1)
                .into_bytes(),
            "line 6 has 8 cells, expected 9",
        ),
        (
            BOJ_IN
                .lines()
                .take(7)
                .collect::<Vec<_>>()
                .join("\n")
                .into_bytes(),
            "found 7 lines",
        ),
        (
            BOJ_IN.replacen("0 3 5", "5 3 5", 1).into_bytes(),
            "two 5s in row 1 (r1c1 and r1c3)",
        ),
        (b" \n \n".to_vec(), "empty input"),
        (
            vec![0xff, 0xfe, b'1', b'\n'],
            "standard input is not UTF-8 text (byte 1)",
        ),
        (vec![b'0'; 70_000], "standard input is larger than 64 KiB"),
    ];
    for (input, message) in cases {
        assert_fails(&bitdoku(&[], &input), 2, message);
    }
}

#[test]
fn solve_streams_a_batch_with_one_line_per_puzzle() {
    let long_line = "1".repeat(100_000);
    let batch = format!(
        "# a comment\r\n\r\n{BRUTE_FORCE}\r\n{NO_SOLUTION}\n{}\n{}x\n{}\n{long_line}\n  \n{}\n",
        &BRUTE_FORCE[..80],
        &BRUTE_FORCE[..80],
        DEAD_CELL.replacen('.', "1", 1),
        BRUTE_FORCE.replace('.', "0"),
    );
    let out = bitdoku(&["solve"], batch.as_bytes());
    assert_eq!(
        out.code, 2,
        "an invalid puzzle makes the exit status 2: {out:?}"
    );
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 7, "{out:?}");
    assert_solves(&grid(BRUTE_FORCE), &grid(lines[0]));
    assert_eq!(lines[1], "no solution");
    assert_eq!(lines[2], "invalid: line 5 has 80 cells, expected 81");
    assert_eq!(
        lines[3],
        "invalid: invalid character 'x' at line 6, column 81 (expected a digit 0-9 or '.')"
    );
    assert_eq!(lines[4], "invalid: two 1s in row 1 (r1c1 and r1c9)");
    assert_eq!(
        lines[5],
        "invalid: line 8 is 100000 characters long, expected 81 cells"
    );
    assert_eq!(lines[6], lines[0], "0 and . are both blanks");
}

#[test]
fn solve_exit_status_is_the_worst_outcome() {
    let solved = bitdoku(&["solve"], format!("{BRUTE_FORCE}\n").as_bytes());
    assert_eq!(solved.code, 0, "{solved:?}");
    let path = temp_file(
        "mixed.txt",
        format!("{BRUTE_FORCE}\n{NO_SOLUTION}\n").as_bytes(),
    );
    let unsolved = bitdoku(&["solve", path.to_str().unwrap()], b"");
    assert_eq!(unsolved.code, 1, "{unsolved:?}");
    assert_eq!(unsolved.stdout.lines().nth(1), Some("no solution"));
}

#[test]
fn unreadable_batch_input_gets_one_line_and_exit_2() {
    let dir = std::env::temp_dir();
    assert_fails(
        &bitdoku(&["solve", dir.to_str().unwrap()], b""),
        2,
        "is a directory",
    );
    assert_fails(
        &bitdoku(&["count", "/no/such/file.txt"], b""),
        2,
        "cannot open '/no/such/file.txt'",
    );
    let empty = temp_file("empty.txt", b"");
    assert_fails(
        &bitdoku(&["solve", empty.to_str().unwrap()], b""),
        2,
        "no puzzles in",
    );
    assert_fails(
        &bitdoku(&["solve"], b"# only a comment\n\n"),
        2,
        "no puzzles in standard input",
    );
}

#[test]
fn count_stops_at_the_limit() {
    let rows: Vec<&str> = BOJ_OUT.lines().collect();
    let many = format!("{}{}", "0".repeat(27), rows[3..].concat().replace(' ', ""));
    let all = grid(&many).count_solutions(usize::MAX);
    assert!(all > 2, "the puzzle has {all} solutions");
    let batch = format!("{many}\n{BRUTE_FORCE}\n{NO_SOLUTION}\n");
    let out = bitdoku(&["count"], batch.as_bytes());
    assert_eq!((out.code, out.stdout.as_str()), (0, "2\n1\n0\n"), "{out:?}");
    let out = bitdoku(&["count", "--limit", "1000"], batch.as_bytes());
    assert_eq!(out.stdout, format!("{all}\n1\n0\n"), "{out:?}");
    let out = bitdoku(&["count", "--limit", "0"], batch.as_bytes());
    assert_eq!(out.code, 2, "{out:?}");
}

/// Checks a finished trace: numbered events, then totals that match them, then the grid.
fn assert_trace_solves(out: &Outcome) {
    assert_eq!(out.code, 0, "{out:?}");
    let lines: Vec<&str> = out.stdout.lines().collect();
    let events: Vec<&str> = lines[1..]
        .iter()
        .copied()
        .take_while(|l| l.starts_with(' '))
        .collect();
    for (i, line) in events.iter().enumerate() {
        let (number, _) = line.trim_start().split_once("  ").unwrap();
        assert_eq!(number, (i + 1).to_string(), "{line}");
    }
    let count = |what: &str| events.iter().filter(|l| l.contains(what)).count();
    let totals = lines[1 + events.len()];
    let expected = format!(
        "solved: {} steps, {} placements, {} backtracks,",
        events.len(),
        count(" place "),
        count(" take back ")
    );
    assert!(
        totals.starts_with(&expected),
        "{totals:?} should start with {expected:?}"
    );
    assert_eq!(lines[2 + events.len()..].join("\n") + "\n", BOJ_OUT);
}

#[test]
fn trace_prints_every_event_and_the_totals() {
    assert_trace_solves(&bitdoku(&["trace", "--strategy", "mrv"], BOJ_IN.as_bytes()));
    assert_trace_solves(&bitdoku(
        &["trace", "--strategy", "naive"],
        BOJ_IN.as_bytes(),
    ));
    let out = bitdoku(&["trace", "--max-steps", "5"], BRUTE_FORCE.as_bytes());
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 7, "{out:?}");
    assert!(
        lines[6].starts_with("stopped after --max-steps 5: 5 steps"),
        "{out:?}"
    );
    let out = bitdoku(&["trace", "--strategy", "foo"], BOJ_IN.as_bytes());
    assert_eq!(out.code, 2, "{out:?}");
    assert!(out.stderr.contains("expected 'naive' or 'mrv'"), "{out:?}");
}

#[test]
fn help_shows_each_format_with_an_example() {
    let out = bitdoku(&["--help"], b"");
    assert_eq!(out.code, 0);
    for example in [
        "0 3 5 4 6 9 2 7 8",
        "800000000",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    ] {
        assert!(
            out.stdout.contains(example),
            "--help lacks {example:?}:\n{}",
            out.stdout
        );
    }
}

#[test]
fn one_line_input_is_printed_back_as_one_line() {
    let out = bitdoku(&[], format!("{BRUTE_FORCE}\n").as_bytes());
    assert_eq!(out.code, 0, "{out:?}");
    let solution: Grid = out.stdout.trim_end().parse().unwrap();
    assert_eq!(out.stdout.len(), 82);
    assert_solves(&grid(BRUTE_FORCE), &solution);
}
