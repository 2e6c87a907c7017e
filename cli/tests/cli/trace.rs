//! `trace`: numbered events in both orders, their totals, CSV, and `--help`'s format examples.

use bitdoku::Event;
use bitdoku::Search;
use bitdoku::Strategy;

use crate::common::*;
use crate::harness::*;

/// A trace split into its parts: the header, the numbered events, and the lines after them.
pub(crate) struct Trace {
    pub(crate) header: String,
    pub(crate) events: Vec<String>,
    pub(crate) totals: String,
    pub(crate) rest: Vec<String>,
}

/// Splits a trace, checking that the events are numbered 1, 2, 3, ... in order.
#[track_caller]
pub(crate) fn split_trace(run: &Run) -> Trace {
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
pub(crate) fn totals_of(events: &[String], strategy: Strategy) -> String {
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
pub(crate) fn assert_trace(input: &str, strategy: Strategy, solution: Option<&str>) -> Vec<String> {
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
pub(crate) fn csv_row_as_text(row: &str) -> String {
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
pub(crate) fn without_the_single(line: &str) -> String {
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
