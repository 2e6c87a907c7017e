//! The `bitdoku` binary end to end: the sample pairs through standard input, puzzles with no
//! solution, a one-line message and exit status 2 for every kind of bad input, `solve` and
//! `count` on batch files and standard input, `trace` in both orders, `explain`, `rate` and
//! `generate`, and `--help`.
//!
//! Every run also checks that nothing panicked. Puzzles come from the library's test fixtures
//! (`tests/integration/common.rs` at the repository root) or are made here; scratch files live in a per-test temporary directory that is removed afterwards.

// The library's test fixtures, defined once; the CLI's tests use the puzzles and not, for
// example, the reference solver.
#[allow(dead_code)]
#[path = "../../tests/integration/common.rs"]
mod common;

use std::fmt;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use bitdoku::generate::{Difficulty, Generator, Symmetry};
use bitdoku::logic::Technique;
use bitdoku::{Event, Grid, Layout, Search, Strategy};
use common::*;

/// What one run of the binary gave.
struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

impl fmt::Debug for Run {
    /// All three parts, so that any failing assertion shows the whole run.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "exit status {}\n--- stdout\n{}\n--- stderr\n{}\n---",
            self.code, self.stdout, self.stderr
        )
    }
}

/// Runs `bitdoku ARGS` with `stdin` as its standard input, and checks that it did not panic.
fn bitdoku(args: &[&str], stdin: impl AsRef<[u8]>) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bitdoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the bitdoku binary starts");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let input = stdin.as_ref().to_vec();
    // Feed stdin from another thread: the binary may answer, or refuse, before reading it all,
    // and a full stdout pipe must not deadlock against a full stdin pipe.
    let writer = std::thread::spawn(move || {
        // A refused input closes the pipe early; that broken pipe is not the test's concern.
        let _ = pipe.write_all(&input);
    });
    let output = child.wait_with_output().expect("the binary runs");
    writer.join().expect("the stdin writer does not panic");
    finished(args, &output)
}

/// The run that gave `output`, checked not to have panicked or been killed.
fn finished(args: &[&str], output: &Output) -> Run {
    let run = Run {
        code: output.status.code().unwrap_or_else(|| {
            panic!(
                "bitdoku {args:?} was killed by a signal: {:?}",
                output.status
            )
        }),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    };
    assert!(
        !run.stderr.contains("panicked"),
        "bitdoku {args:?} panicked: {run:?}"
    );
    run
}

/// Asserts the exact exit status, standard output and standard error of a run.
#[track_caller]
fn assert_run(run: &Run, code: i32, stdout: &str, stderr: &str) {
    assert_eq!(
        (run.code, run.stdout.as_str(), run.stderr.as_str()),
        (code, stdout, stderr),
        "(exit status, stdout, stderr) differ"
    );
}

/// Asserts a refusal by bitdoku itself: exit status 2, nothing on standard output, and exactly
/// the one line `bitdoku: MESSAGE` on standard error.
#[track_caller]
fn assert_refused(run: &Run, message: &str) {
    assert_run(run, 2, "", &format!("bitdoku: {message}\n"));
}

/// Asserts a refusal by the argument parser: exit status 2, nothing on standard output, and
/// an error on standard error that mentions each of `mentions`.
#[track_caller]
fn assert_bad_arguments(run: &Run, mentions: &[&str]) {
    assert_eq!((run.code, run.stdout.as_str()), (2, ""), "{run:?}");
    for text in mentions {
        assert!(
            run.stderr.contains(text),
            "stderr should mention {text:?}: {run:?}"
        );
    }
}

/// A scratch directory for one test, removed when the test ends.
struct Scratch(PathBuf);

impl Scratch {
    fn new(test: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("bitdoku-cli-{}-{test}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("the scratch directory can be made");
        Scratch(dir)
    }

    /// Writes `contents` to `name` in the scratch directory and returns its path.
    fn file(&self, name: &str, contents: impl AsRef<[u8]>) -> PathBuf {
        let path = self.0.join(name);
        std::fs::write(&path, contents).expect("the scratch file can be written");
        path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn path_arg(path: &Path) -> &str {
    path.to_str().expect("scratch paths are UTF-8")
}

/// A puzzle written as nine lines of space-separated digits, as Baekjoon 2580 does.
fn nine_lines(puzzle: &str) -> String {
    grid(puzzle).render(Layout::Spaced)
}

/// The solution of Baekjoon's sample with rows 1 to 3 blanked: it has many solutions.
fn many_solutions() -> Grid {
    let mut cells = grid(BOJ_OUT).cells();
    cells[..27].fill(0);
    Grid::from_cells(cells).unwrap()
}

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
enum Answer {
    /// An 81-digit solution of this puzzle.
    Solves(Grid),
    /// Exactly this line.
    Prints(String),
}

fn prints(line: &str) -> Option<Answer> {
    Some(Answer::Prints(line.to_owned()))
}

fn solves(puzzle: &str) -> Option<Answer> {
    Some(Answer::Solves(grid(puzzle)))
}

/// A batch with every kind of line, as bytes with mixed LF and CRLF endings, and the answer
/// `solve` owes each puzzle line (`None` for a line it must skip).
fn mixed_batch() -> (Vec<u8>, Vec<Answer>) {
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
fn assert_answers(run: &Run, answers: &[Answer]) {
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

/// A trace split into its parts: the header, the numbered events, and the lines after them.
struct Trace {
    header: String,
    events: Vec<String>,
    totals: String,
    rest: Vec<String>,
}

/// Splits a trace, checking that the events are numbered 1, 2, 3, ... in order.
#[track_caller]
fn split_trace(run: &Run) -> Trace {
    let mut lines = run.stdout.lines();
    let header = lines.next().unwrap_or_default().to_owned();
    let mut events = Vec::new();
    let mut totals = String::new();
    for line in lines.by_ref() {
        let Some((number, event)) = line.trim_start().split_once("  ") else {
            totals = line.to_owned();
            break;
        };
        let Ok(number) = number.parse::<usize>() else {
            totals = line.to_owned();
            break;
        };
        assert_eq!(number, events.len() + 1, "event numbers run on: {line:?}");
        events.push(event.to_owned());
    }
    let rest = lines.map(str::to_owned).collect();
    Trace {
        header,
        events,
        totals,
        rest,
    }
}

/// The totals line the trace owes its events: steps, placements, deductions (Propagation
/// only), take-backs, deepest depth.
fn totals_of(events: &[String], strategy: Strategy) -> String {
    let count = |start: &str| events.iter().filter(|e| e.starts_with(start)).count();
    let deepest = events
        .iter()
        .filter(|e| e.starts_with("place ") || e.starts_with("deduce "))
        .map(|e| {
            let (_, depth) = e
                .rsplit_once("depth ")
                .expect("a placement names its depth");
            depth.parse::<u32>().expect("the depth is a number")
        })
        .max()
        .unwrap_or(0);
    let deductions = match strategy {
        Strategy::Propagation => format!(", {} deductions", count("deduce ")),
        _ => String::new(),
    };
    format!(
        "{} steps, {} placements{deductions}, {} backtracks, deepest depth {deepest}",
        events.len(),
        count("place "),
        count("take back "),
    )
}

/// Runs `bitdoku trace --strategy ORDER` on `input` and checks the whole trace: the header,
/// one numbered event per step of the library's search, the final event, totals that match the
/// events, and then `solution` in the input's layout (`None`: the search must be exhausted).
/// Returns the events.
#[track_caller]
fn assert_trace(input: &str, strategy: Strategy, solution: Option<&str>) -> Vec<String> {
    let puzzle = grid(input);
    let mut search = Search::new(&puzzle, strategy).unwrap();
    while !search.step().is_final() {}
    let run = bitdoku(&["trace", "--strategy", &strategy.to_string()], input);
    let trace = split_trace(&run);
    let (code, outcome, verdict) = match solution {
        Some(_) => (0, Event::Solved, "solved"),
        None => (1, Event::Exhausted, "no solution"),
    };
    assert_eq!((run.code, run.stderr.as_str()), (code, ""), "{run:?}");
    assert_eq!(
        trace.header,
        format!("{strategy} search on {puzzle}"),
        "{run:?}"
    );
    assert_eq!(
        trace.events.len() as u64,
        search.counters().steps,
        "one line per step of the search: {run:?}"
    );
    assert_eq!(trace.events.last(), Some(&outcome.to_string()), "{run:?}");
    assert_eq!(
        trace.totals,
        format!("{verdict}: {}", totals_of(&trace.events, strategy)),
        "{run:?}"
    );
    let shown: Vec<&str> = trace.rest.iter().map(String::as_str).collect();
    let expected: Vec<&str> = solution.map_or(vec![], |s| s.lines().collect());
    assert_eq!(shown, expected, "the grid after the totals: {run:?}");
    trace.events
}

#[test]
fn trace_numbers_every_event_then_totals_them_and_shows_the_solution() {
    for strategy in [Strategy::Mrv, Strategy::Naive] {
        assert_trace(BOJ_IN, strategy, Some(BOJ_OUT));
        let events = assert_trace(CLASSIC_IN, strategy, Some(CLASSIC_OUT));
        assert!(
            events.iter().any(|e| e.starts_with("take back ")),
            "the textbook example makes {strategy} take digits back"
        );
    }
    // Singles alone solve the textbook example; the puzzle with no solution makes
    // Propagation guess and take back deduced digits.
    let events = assert_trace(CLASSIC_IN, Strategy::Propagation, Some(CLASSIC_OUT));
    assert!(events
        .iter()
        .all(|e| e.starts_with("deduce ") || e == "solved"));
    assert!(events.iter().any(|e| e.contains("  hidden single in ")));
    let events = assert_trace(NO_SOLUTION, Strategy::Propagation, None);
    assert!(events.iter().any(|e| e.starts_with("take back ")));
    let compact_in = CLASSIC_IN.replace(' ', "");
    let compact_out = CLASSIC_OUT.replace(' ', "");
    assert_trace(&compact_in, Strategy::Mrv, Some(&compact_out));
    assert_trace(NO_SOLUTION, Strategy::Mrv, None);
}

#[test]
fn trace_stops_after_max_steps() {
    let run = bitdoku(&["trace", "--max-steps", "5"], BOJ_IN);
    let trace = split_trace(&run);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{run:?}");
    assert_eq!(trace.events.len(), 5, "{run:?}");
    assert_eq!(
        trace.totals,
        format!(
            "stopped after --max-steps 5: {}",
            totals_of(&trace.events, Strategy::Naive)
        ),
        "{run:?}"
    );
    assert!(trace.rest.is_empty(), "{run:?}");
}

/// One CSV row of `trace --format csv`, read back as the text line it must match.
fn csv_row_as_text(row: &str) -> String {
    let fields: Vec<&str> = row.split(',').collect();
    assert_eq!(fields.len(), 7, "seven columns: {row:?}");
    let cell = format!("r{}c{}", fields[2], fields[3]);
    let (digit, depth) = (fields[4], fields[5]);
    match fields[1] {
        "choose" => {
            let digits: Vec<String> = fields[6].chars().map(String::from).collect();
            let mask = fields[6].chars().fold(0u16, |mask, d| {
                mask | 1 << (d.to_digit(10).expect("a candidate digit") - 1)
            });
            format!(
                "choose {cell}  candidates {{{}}}  mask {mask:09b}",
                digits.join(",")
            )
        }
        "place" => format!("place {digit} at {cell}  depth {depth}"),
        "take back" => format!("take back {digit} from {cell}  depth {depth}"),
        // The CSV leaves out why the digit was forced: see `without_the_single`.
        "deduce" => format!("deduce {digit} at {cell}  depth {depth}"),
        "solved" => "solved".to_owned(),
        "exhausted" => "exhausted: no solution".to_owned(),
        other => panic!("unknown event {other:?} in {row:?}"),
    }
}

/// A text line of the trace without the single a deduction names (`  naked single  `), as
/// the CSV has it; other lines as they are.
fn without_the_single(line: &str) -> String {
    match line.split("  ").collect::<Vec<_>>()[..] {
        [event, _single, depth] if event.starts_with("deduce ") => format!("{event}  {depth}"),
        _ => line.to_owned(),
    }
}

#[test]
fn trace_as_csv_is_a_table_of_the_same_events() {
    let cases = [
        (CLASSIC_IN, "mrv", 0),
        (NO_SOLUTION, "mrv", 1),
        (CLASSIC_IN, "propagation", 0),
        (NO_SOLUTION, "propagation", 1),
    ];
    for (input, strategy, code) in cases {
        let text = bitdoku(&["trace", "--strategy", strategy], input);
        let csv = bitdoku(&["trace", "--strategy", strategy, "--format", "csv"], input);
        assert_eq!((csv.code, csv.stderr.as_str()), (code, ""), "{csv:?}");
        let mut rows = csv.stdout.lines();
        assert_eq!(
            rows.next(),
            Some("step,event,row,column,digit,depth,candidates")
        );
        let rows: Vec<&str> = rows.collect();
        let events = split_trace(&text).events;
        assert_eq!(
            rows.len(),
            events.len(),
            "one row per event, nothing else: {csv:?}"
        );
        for (index, (row, event)) in rows.iter().zip(&events).enumerate() {
            assert!(
                row.starts_with(&format!("{},", index + 1)),
                "numbered: {row:?}"
            );
            let event = without_the_single(event);
            assert_eq!(csv_row_as_text(row), event, "row {}", index + 1);
        }
    }
    let cut = bitdoku(&["trace", "--format", "csv", "--max-steps", "3"], BOJ_IN);
    assert_eq!(cut.stdout.lines().count(), 1 + 3, "{cut:?}");
}

#[test]
fn trace_refuses_an_unknown_format() {
    assert_bad_arguments(
        &bitdoku(&["trace", "--format", "xml"], BOJ_IN),
        &["'xml'", "'text' or 'csv'"],
    );
}

#[test]
fn trace_refuses_an_unknown_strategy() {
    assert_bad_arguments(
        &bitdoku(&["trace", "--strategy", "foo"], BOJ_IN),
        &["'foo'", "'naive', 'mrv' or 'propagation'"],
    );
}

#[test]
fn help_shows_an_example_line_of_each_format() {
    let examples = [
        "0 3 5 4 6 9 2 7 8",
        "800000000",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    ];
    let invocations: [&[&str]; 6] = [
        &["--help"],
        &["solve", "--help"],
        &["count", "--help"],
        &["trace", "--help"],
        &["explain", "--help"],
        &["rate", "--help"],
    ];
    for args in invocations {
        let run = bitdoku(args, "");
        assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{run:?}");
        for example in examples {
            assert!(
                run.stdout.lines().any(|line| line.trim() == example),
                "bitdoku {args:?} lacks the example line {example:?}: {run:?}"
            );
        }
    }
}

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
fn relabel(puzzle: &str, shift: u8) -> String {
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
fn long_batch() -> (String, Vec<Answer>, Vec<Answer>) {
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
const BOX_LINE_CONTRADICTION: &str =
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

/// The Baekjoon sample's logical solve path: hidden singles in rows, then the solution.
const BOJ_PATH: &str = "   1  r1c1 = 1: the only place for 1 in row 1
   2  r2c5 = 3: the only place for 3 in row 2
   3  r2c8 = 4: the only place for 4 in row 2
   4  r3c1 = 4: the only place for 4 in row 3
   5  r3c3 = 9: the only place for 9 in row 3
   6  r4c4 = 5: the only place for 5 in row 4
   7  r5c8 = 2: the only place for 2 in row 5
   8  r5c2 = 7: the only place for 7 in row 5
   9  r6c6 = 7: the only place for 7 in row 6
  10  r7c7 = 3: the only place for 3 in row 7
  11  r7c9 = 4: the only place for 4 in row 7
  12  r8c2 = 4: the only place for 4 in row 8
  13  r8c5 = 8: the only place for 8 in row 8
  14  r9c9 = 1: the only place for 1 in row 9
solved: 14 deductions, 0 guesses
";

#[test]
fn explain_prints_one_sentence_per_deduction_then_the_solution() {
    assert_run(
        &bitdoku(&["explain"], BOJ_IN),
        0,
        &format!("{BOJ_PATH}{BOJ_OUT}"),
        "",
    );
    let run = bitdoku(&["explain", "--format", "csv"], BOJ_IN);
    let csv: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        csv[..3],
        [
            "step,action,technique,row,column,digit,unit,pattern",
            "1,place,hidden_single,1,1,1,row 1,",
            "2,place,hidden_single,2,5,3,row 2,",
        ],
        "{run:?}"
    );
    assert_eq!(csv.len(), 15, "{run:?}");
}

#[test]
fn explain_when_stuck_says_so_and_lists_the_candidates_left() {
    let run = bitdoku(&["explain"], COMPACT_IN);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{run:?}");
    assert_eq!(
        lines[0],
        "stuck after 0 deductions: none of the known techniques applies, only a guess (--guess) \
         goes on. The candidates left:"
    );
    assert!(
        lines[1].starts_with("r1c2 {1,2,4,6}  r1c3 {2,4,5,6,9}  "),
        "{run:?}"
    );
    assert_eq!(lines.len(), 10, "one line per row: {run:?}");
    // As CSV, a stuck path with no deduction is the header alone.
    assert_run(
        &bitdoku(&["explain", "--format", "csv"], COMPACT_IN),
        0,
        "step,action,technique,row,column,digit,unit,pattern\n",
        "",
    );
}

#[test]
fn explain_with_guess_reaches_the_solution_and_its_csv_replays_to_it() {
    let text = bitdoku(&["explain", "--guess"], COMPACT_IN);
    assert_eq!(text.code, 0, "{text:?}");
    assert!(text.stdout.contains(" guesses\n"), "{text:?}");
    assert!(text.stdout.ends_with(COMPACT_OUT), "{text:?}");
    assert!(
        text.stdout.contains("a guess (no deduction applies;"),
        "{text:?}"
    );

    assert!(
        text.stdout.contains(
            "\n  10  1, 4, 5 and 6 leave r1c3 and r2c1: in box 1, 2 and 9 can only go in r1c3 \
             and r2c1 (hidden pair)\n"
        ),
        "{text:?}"
    );

    let run = bitdoku(&["explain", "--guess", "--format", "csv"], COMPACT_IN);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{run:?}");
    // One row per digit each cell loses, sharing the step's number.
    let step_10: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("10,"))
        .collect();
    assert_eq!(
        step_10,
        [
            "10,eliminate,hidden_pair,1,3,4,box 1,\"cells=r1c3,r2c1 digits=2,9\"",
            "10,eliminate,hidden_pair,1,3,5,box 1,\"cells=r1c3,r2c1 digits=2,9\"",
            "10,eliminate,hidden_pair,1,3,6,box 1,\"cells=r1c3,r2c1 digits=2,9\"",
            "10,eliminate,hidden_pair,2,1,1,box 1,\"cells=r1c3,r2c1 digits=2,9\"",
            "10,eliminate,hidden_pair,2,1,4,box 1,\"cells=r1c3,r2c1 digits=2,9\"",
        ],
        "{run:?}"
    );
    let mut lines = run.stdout.lines();
    assert_eq!(
        lines.next(),
        Some("step,action,technique,row,column,digit,unit,pattern")
    );
    let solution = grid(COMPACT_OUT);
    let mut cells = grid(COMPACT_IN).cells();
    let (mut step, mut guesses, mut eliminations) = (0, 0, 0);
    for line in lines {
        // The pattern, last, is quoted and may hold commas.
        let fields: Vec<&str> = line.splitn(8, ',').collect();
        assert_eq!(fields.len(), 8, "{line}");
        let number: usize = fields[0].parse().unwrap();
        assert!(
            number == step || number == step + 1,
            "steps in order: {line}"
        );
        step = number;
        let [row, column, digit] = [3, 4, 5].map(|i| fields[i].parse::<usize>().unwrap());
        let cell = (row - 1) * 9 + column - 1;
        // No unit: a guess, a naked single, a fish, a wing (cells but no digits) or a chain.
        let pattern = fields[7];
        let unit_is_empty = ["guess", "naked_single"].contains(&fields[2])
            || pattern.starts_with("\"base=")
            || pattern.starts_with("\"(")
            || (pattern.starts_with("\"cells=") && !pattern.contains("digits="));
        assert_eq!(fields[6].is_empty(), unit_is_empty, "{line}");
        if !unit_is_empty {
            let (kind, index) = fields[6].split_once(' ').unwrap();
            assert!(["row", "column", "box"].contains(&kind), "{line}");
            assert!((1..=9).contains(&index.parse::<usize>().unwrap()), "{line}");
        }
        match fields[1] {
            "place" => {
                assert_eq!(
                    (cells[cell], usize::from(solution.get(cell))),
                    (0, digit),
                    "{line}"
                );
                cells[cell] = digit as u8;
                guesses += usize::from(fields[2] == "guess");
            }
            "eliminate" => {
                assert_ne!(usize::from(solution.get(cell)), digit, "{line}");
                eliminations += 1;
            }
            other => panic!("unknown action {other}: {line}"),
        }
    }
    assert_eq!(Grid::from_cells(cells).unwrap(), solution);
    assert!(guesses > 0 && eliminations > 0, "{run:?}");
}

#[test]
fn explain_names_a_fish_and_its_lines_in_words_and_in_the_pattern_column() {
    // Made by `bitdoku generate --level fish --seed 1`: step 33 is a finned X-wing.
    let puzzle =
        "97.5...8..2.8..94...3..1...7.........38.6.75.......1..6....2....9..1......2.8946.";
    let text = bitdoku(&["explain"], puzzle);
    assert!(
        text.stdout.contains(
            "\n  33  5 leaves r6c5: in rows 4 and 7, 5 can only go in columns 2 and 5 or the fin \
             r4c6 in box 5 (finned X-wing)\n"
        ),
        "{text:?}"
    );
    let run = bitdoku(&["explain", "--format", "csv"], puzzle);
    let step_33: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("33,"))
        .collect();
    assert_eq!(
        step_33,
        ["33,eliminate,finned_x_wing,6,5,5,,\"base=r4,r7 cover=c2,c5 fins=r4c6\""],
        "{run:?}"
    );
    let rate = bitdoku(&["rate"], puzzle);
    assert!(
        rate.stdout.starts_with("fish\tfinned_x_wing\t0\t"),
        "{rate:?}"
    );
}

#[test]
fn explain_writes_a_wing_as_its_cells_and_a_w_wing_as_a_chain() {
    // Made by `bitdoku generate --level wings --seed 1`: step 27 is an XYZ-wing (pivot r3c2),
    // step 28 a W-wing.
    let puzzle =
        "...5...7..769.4........61..8.......4..9....31.3....96.9..765.....31....251..9....";
    let text = bitdoku(&["explain"], puzzle);
    assert!(
        text.stdout.contains(
            "\n  27  2 leaves r3c1: pivot r3c2 with pincers r1c3 and r3c8 (XYZ-wing)\n  28  4 \
             leaves r3c1: (4=2)r3c8-(2)r4c8=(2)r4c2-(2=4)r6c1 (W-wing)\n"
        ),
        "{text:?}"
    );
    let run = bitdoku(&["explain", "--format", "csv"], puzzle);
    let rows: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("27,") || l.starts_with("28,"))
        .collect();
    assert_eq!(
        rows,
        [
            "27,eliminate,xyz_wing,3,1,2,,\"cells=r3c2,r1c3,r3c8\"",
            "28,eliminate,w_wing,3,1,4,,\"(4=2)r3c8-(2)r4c8=(2)r4c2-(2=4)r6c1\""
        ],
        "{run:?}"
    );
    let rate = bitdoku(&["rate"], puzzle);
    assert!(rate.stdout.starts_with("wings\tw_wing\t0\t"), "{rate:?}");
}

#[test]
fn explain_writes_a_chain_in_eureka_notation_with_its_grouped_nodes() {
    // Made by `bitdoku generate --level chains --seed 1`: step 33 is an AIC through the
    // grouped node r46c1 (8's places in column 1 and box 4 but for r2c1).
    let puzzle =
        "4......2..23...97.1...5........7.....1.2.......6.354..6..........57.83.4.....4.8.";
    let text = bitdoku(&["explain"], puzzle);
    assert!(
        text.stdout
            .contains("\n  33  8 leaves r2c5: (8)r2c1=(8)r46c1-(8=4)r5c3-(4)r5c5=(4)r2c5 (AIC)\n"),
        "{text:?}"
    );
    let run = bitdoku(&["explain", "--format", "csv"], puzzle);
    let step_33: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("33,"))
        .collect();
    assert_eq!(
        step_33,
        ["33,eliminate,aic,2,5,8,,\"(8)r2c1=(8)r46c1-(8=4)r5c3-(4)r5c5=(4)r2c5\""],
        "{run:?}"
    );
    let rate = bitdoku(&["rate"], puzzle);
    assert!(rate.stdout.starts_with("chains\taic\t0\t"), "{rate:?}");
}

#[test]
fn explain_says_a_unique_rectangle_assumes_one_solution() {
    // Made by `bitdoku generate --level uniqueness --seed 1`: step 32 is a unique rectangle.
    let puzzle =
        "....79..2.86....17..1.........9..3.68...3.....9.....7..18643....7.........98..5..";
    let text = bitdoku(&["explain"], puzzle);
    assert!(
        text.stdout.contains(
            "\n  32  6 and 8 leave r6c6: r3c5, r3c6, r6c5 and r6c6 must not come to hold only 6 \
             and 8, which would give two solutions; this assumes the puzzle has one (unique \
             rectangle)\n"
        ),
        "{text:?}"
    );
    let run = bitdoku(&["explain", "--format", "csv"], puzzle);
    assert!(
        run.stdout.contains(
            "\n32,eliminate,unique_rectangle,6,6,6,,\"cells=r3c5,r3c6,r6c5,r6c6\"\n\
             32,eliminate,unique_rectangle,6,6,8,,\"cells=r3c5,r3c6,r6c5,r6c6\"\n"
        ),
        "{run:?}"
    );
    let rate = bitdoku(&["rate"], puzzle);
    assert!(
        rate.stdout.starts_with("uniqueness\tunique_rectangle\t0\t"),
        "{rate:?}"
    );
}

#[test]
fn explain_refuses_what_has_no_path() {
    assert_run(
        &bitdoku(&["explain"], nine_lines(NO_SOLUTION)),
        1,
        "",
        "no solution\n",
    );
    let mut clash = BRUTE_FORCE.to_owned();
    clash.replace_range(9..10, "3");
    assert_refused(
        &bitdoku(&["explain"], &clash),
        "two 3s in row 2 (r2c1 and r2c6)",
    );
    assert_bad_arguments(&bitdoku(&["explain", "--format", "xml"], BOJ_IN), &["xml"]);
}

#[test]
fn rate_prints_a_tab_separated_line_per_puzzle() {
    let batch = format!(
        "{BRUTE_FORCE}\n{}\n{}\nxyz\n{NO_SOLUTION}\n",
        grid(COMPACT_IN),
        many_solutions()
    );
    let run = bitdoku(&["rate"], &batch);
    assert_run(
        &run,
        2,
        "singles\tnaked_single\t0\t>10000000\t135738\n\
         guess\tguess\t3\t148615\t30244\n\
         several solutions\t-\t-\t-\t-\n\
         invalid: invalid character 'x' at line 4, column 1 (expected a digit 0-9 or '.')\t-\t-\t-\t-\n\
         no solution\t-\t-\t-\t-\n",
        "",
    );
    // The same lines on two threads; without the invalid line, a puzzle with no solution
    // gives exit status 1.
    let threads = bitdoku(&["rate", "--threads", "2"], &batch);
    assert_eq!(threads.stdout, run.stdout);
    let valid = format!("{}\n{NO_SOLUTION}\n", grid(BOJ_IN));
    let run = bitdoku(&["rate"], valid);
    assert_eq!(run.code, 1, "{run:?}");
    assert!(run.stdout.starts_with("singles\t"), "{run:?}");
}

#[test]
fn rate_names_the_rule_a_line_breaks() {
    let mut clash = BRUTE_FORCE.to_owned();
    clash.replace_range(9..10, "3");
    assert_run(
        &bitdoku(&["rate"], format!("{clash}\n")),
        2,
        "invalid: two 3s in row 2 (r2c1 and r2c6)\t-\t-\t-\t-\n",
        "",
    );
}

#[test]
fn generate_prints_a_puzzle_per_line_and_each_seed_on_stderr() {
    let run = bitdoku(&["generate", "--seed", "42"], "");
    assert_eq!(run.code, 0, "{run:?}");
    let puzzle = Grid::generate(42);
    assert_eq!(run.stdout, puzzle.render(Layout::Line));
    let level = bitdoku::logic::rate(&puzzle).level;
    let givens = puzzle.filled();
    assert_eq!(
        run.stderr,
        format!("seed 42: level {level}, {givens} givens\n")
    );
    // Three in a row take the seeds 7, 8 and 9; each is the puzzle of its seed.
    let options = ["--level", "singles", "--symmetry", "mirror"];
    let run = bitdoku(
        &[&["generate", "--count", "3", "--seed", "7"], &options[..]].concat(),
        "",
    );
    assert_eq!(run.code, 0, "{run:?}");
    let generator = Generator::new()
        .difficulty(Difficulty::Singles)
        .symmetry(Symmetry::Mirror);
    let lines: Vec<&str> = run.stdout.lines().collect();
    let seeds: Vec<&str> = run
        .stderr
        .lines()
        .map(|l| l.split(':').next().unwrap())
        .collect();
    assert_eq!(seeds, ["seed 7", "seed 8", "seed 9"], "{run:?}");
    for (seed, line) in (7..).zip(lines) {
        let made = generator.generate(seed).unwrap().puzzle;
        assert_eq!(line, made.render(Layout::Line).trim_end(), "seed {seed}");
    }
    // --not-minimal: more givens, still one solution.
    let run = bitdoku(&["generate", "--seed", "42", "--not-minimal"], "");
    let easy = grid(run.stdout.trim_end());
    assert!(
        easy.filled() > givens && easy.count_solutions(2) == 1,
        "{run:?}"
    );
}

#[test]
fn generate_says_when_its_attempts_find_no_puzzle_of_the_level() {
    let one = Generator::new().attempts(1).difficulty(Difficulty::Guess);
    let seed = (0..).find(|&seed| one.generate(seed).is_err()).unwrap();
    let run = bitdoku(
        &[
            "generate",
            "--level",
            "guess",
            "--attempts",
            "1",
            "--seed",
            &seed.to_string(),
        ],
        "",
    );
    assert_run(
        &run,
        1,
        "",
        &format!("bitdoku: seed {seed}: no puzzle of level guess in 1 attempt; try another seed or more attempts\n"),
    );
}

#[test]
fn generate_technique_makes_a_puzzle_whose_path_uses_it_and_nothing_harder() {
    let run = bitdoku(&["generate", "--technique", "x_wing", "--seed", "1"], "");
    assert_eq!(run.code, 0, "{run:?}");
    let puzzle = grid(run.stdout.trim_end());
    let path = bitdoku::logic::explain(&puzzle, false).unwrap();
    assert!(path.solved, "{run:?}");
    let used: Vec<Technique> = path.steps.iter().filter_map(|s| s.technique()).collect();
    assert!(used.contains(&Technique::XWing), "{used:?}");
    assert!(
        used.iter().all(|t| t.family() <= Technique::XWing.family()),
        "{used:?}"
    );
}

#[test]
fn generate_technique_says_when_its_budget_finds_none() {
    // AIC alone is rare: one attempt of seed 1 does not make one.
    let run = bitdoku(
        &[
            "generate",
            "--technique",
            "aic",
            "--attempts",
            "1",
            "--seed",
            "1",
        ],
        "",
    );
    assert_run(
        &run,
        1,
        "",
        "bitdoku: seed 1: no puzzle whose logical path uses aic (and no harder family) in 1 attempt; try another seed or more attempts\n",
    );
}

#[test]
fn generate_against_brute_force_reports_the_naive_steps() {
    let run = bitdoku(
        &["generate", "--against-brute-force", "0", "--seed", "3"],
        "",
    );
    assert_eq!(run.code, 0, "{run:?}");
    let puzzle = grid(run.stdout.trim_end());
    assert_eq!(puzzle.count_solutions(2), 1);
    assert!(
        run.stderr.starts_with("seed 3: attempt 0 of 1, "),
        "{run:?}"
    );
    assert!(run.stderr.contains(" naive steps, "), "{run:?}");
}

#[test]
fn generate_refuses_bad_options() {
    for (args, named) in [
        (
            &["generate", "--level", "hard"][..],
            "unknown level 'hard': expected 'any', 'singles', 'locked', 'subsets', 'fish', 'wings', 'chains', 'uniqueness' or 'guess'",
        ),
        (
            &["generate", "--technique", "x_wings"],
            "unknown technique 'x_wings': expected 'hidden_single', 'naked_single'",
        ),
        (
            &["generate", "--technique", "x_wing", "--level", "singles"],
            "'--technique <TECHNIQUE>' cannot be used with '--level <LEVEL>'",
        ),
        (
            &["generate", "--symmetry", "sideways"],
            "unknown symmetry 'sideways'",
        ),
        (&["generate", "--count", "0"], "0 is not in 1..=1000000"),
        (&["generate", "--seed", "-1"], "'-1'"),
        (
            &["generate", "--seed", "x"],
            "invalid seed 'x': expected a whole number from 0 to 18446744073709551615",
        ),
        (&["generate", "--seed", "+42"], "invalid seed '+42'"),
        (&["generate", "--attempts", "0"], "0 is not in 1.."),
        (
            &["generate", "--against-brute-force", "soon"],
            "'soon' is not a number of seconds from 0 to 86400",
        ),
    ] {
        assert_bad_arguments(&bitdoku(args, ""), &[named]);
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
