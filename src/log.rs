//! The step log: the teaching search's events written out one per line, as text or CSV.
//!
//! `bitdoku trace` and the page's "Download log" both write through [`StepLog`], so a line
//! looks the same wherever it comes from:
//!
//! ```text
//! naive search on .3.469278782.056.9.6.278135321.468978.49135.659682.4139176520.8.6.37.1952258394760
//!        1  choose r1c1  candidates {1}  mask 000000001
//!        2  place 1 at r1c1  depth 1
//! ```
//!
//! ```text
//! step,event,row,column,digit,depth,candidates
//! 1,choose,1,1,,,1
//! 2,place,1,1,1,1,
//! ```
//!
//! A log is written a slice at a time ([`StepLog::write`] takes a budget of events), so the
//! page can spread a long one over several animation frames. The page caps its logs at
//! [`MAX_LOG_EVENTS`]; the CLI writes as many as `--max-steps` asks for.

use std::io::{self, Write};

use crate::choice::named_choice;
use crate::masks::digits;
use crate::step::{Event, Search};

/// The most events the page puts in one downloaded log: about 50 MB of text or 25 MB of CSV,
/// a few seconds of work. A longer run is cut there; `bitdoku trace --max-steps N` writes all.
pub const MAX_LOG_EVENTS: u64 = 1_000_000;

/// How each event is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LogFormat {
    /// A header naming the order and the puzzle, then numbered readable lines.
    #[default]
    Text,
    /// A header row, then `step,event,row,column,digit,depth,candidates` per event.
    Csv,
}

/// The CSV header row.
pub const CSV_HEADER: &str = "step,event,row,column,digit,depth,candidates";

named_choice!(LogFormat, "log format", "unknown-log-format", { Text => "text", Csv => "csv" });

/// A search being written out, one line per event, up to a given step.
#[derive(Clone, Debug)]
pub struct StepLog {
    search: Search,
    format: LogFormat,
    until: u64,
    header_written: bool,
}

impl StepLog {
    /// A log of `search`'s events from where it stands up to step `until` (or the end of the
    /// run, if that comes first). Pass a fresh search to log a run from its start.
    pub fn new(search: Search, format: LogFormat, until: u64) -> StepLog {
        StepLog {
            search,
            format,
            until,
            header_written: false,
        }
    }

    /// A log for the page's "Download log": like [`StepLog::new`], but cut at
    /// [`MAX_LOG_EVENTS`] events, so that no run, however long, freezes the page or fills its
    /// memory.
    pub fn capped(search: Search, format: LogFormat, until: u64) -> StepLog {
        StepLog::new(search, format, until.min(MAX_LOG_EVENTS))
    }

    /// The step the log ends at, unless the run ends before it.
    pub fn until(&self) -> u64 {
        self.until
    }

    /// Writes the header, the first time, then up to `budget` more events, and returns the last
    /// event written, if any.
    pub fn write(&mut self, budget: u64, out: &mut impl Write) -> io::Result<Option<Event>> {
        if !self.header_written {
            self.header_written = true;
            match self.format {
                LogFormat::Text => writeln!(
                    out,
                    "{} search on {}",
                    self.search.strategy(),
                    self.search.grid()
                )?,
                LogFormat::Csv => writeln!(out, "{CSV_HEADER}")?,
            }
        }
        let mut last = None;
        for _ in 0..budget {
            if self.is_done() {
                break;
            }
            let event = self.search.step();
            write_event(out, self.format, self.search.counters().steps, event)?;
            last = Some(event);
        }
        Ok(last)
    }

    /// True once every event up to the last step asked for, or to the end of the run, is
    /// written.
    pub fn is_done(&self) -> bool {
        self.search.counters().steps >= self.until || self.search.outcome().is_some()
    }

    /// The search as far as the log has got: its counters say how many events are written.
    pub fn search(&self) -> &Search {
        &self.search
    }
}

/// Writes one event, the `step`th of its run, as one line.
fn write_event(out: &mut impl Write, format: LogFormat, step: u64, event: Event) -> io::Result<()> {
    if format == LogFormat::Text {
        return writeln!(out, "{step:>8}  {event}");
    }
    let position = |cell: u8| (cell / 9 + 1, cell % 9 + 1);
    match event {
        Event::Choose { cell, candidates } => {
            let (row, column) = position(cell);
            let list: String = digits(candidates).map(|d| char::from(b'0' + d)).collect();
            writeln!(out, "{step},choose,{row},{column},,,{list}")
        }
        Event::Place { cell, digit, depth } => {
            let (row, column) = position(cell);
            writeln!(out, "{step},place,{row},{column},{digit},{depth},")
        }
        Event::TakeBack { cell, digit, depth } => {
            let (row, column) = position(cell);
            writeln!(out, "{step},take back,{row},{column},{digit},{depth},")
        }
        Event::Deduce {
            cell, digit, depth, ..
        } => {
            let (row, column) = position(cell);
            writeln!(out, "{step},deduce,{row},{column},{digit},{depth},")
        }
        Event::Solved => writeln!(out, "{step},solved,,,,,"),
        Event::Exhausted => writeln!(out, "{step},exhausted,,,,,"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Grid, Strategy};

    /// The Baekjoon 2580 sample: 14 blanks, each with one candidate when its turn comes, so the
    /// run is 29 steps: 14 choices, 14 placements and "solved".
    const BOJ: &str =
        "035469278782105609060278135321046897804913506596820413917652080603701952258394760";

    fn log_of(puzzle: &str, strategy: Strategy, format: LogFormat, until: u64) -> String {
        let grid: Grid = puzzle.parse().unwrap();
        let mut log = StepLog::new(Search::new(&grid, strategy).unwrap(), format, until);
        let mut out = Vec::new();
        // A small budget, so that the slices join up as the page joins them.
        while !log.is_done() {
            log.write(2, &mut out).unwrap();
        }
        log.write(2, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn text_lines_number_each_event_after_a_header() {
        let log = log_of(BOJ, Strategy::Naive, LogFormat::Text, 4);
        let header = format!("naive search on {}\n", BOJ.replace('0', "."));
        assert_eq!(
            log.strip_prefix(&header),
            Some(
                "       1  choose r1c1  candidates {1}  mask 000000001\n\
                 \x20      2  place 1 at r1c1  depth 1\n\
                 \x20      3  choose r2c5  candidates {3}  mask 000000100\n\
                 \x20      4  place 3 at r2c5  depth 2\n"
            )
        );
    }

    #[test]
    fn csv_has_a_header_and_one_row_per_event_to_the_end_of_the_run() {
        let log = log_of(BOJ, Strategy::Naive, LogFormat::Csv, u64::MAX);
        let lines: Vec<&str> = log.lines().collect();
        assert_eq!(lines[0], "step,event,row,column,digit,depth,candidates");
        assert_eq!(&lines[1..3], ["1,choose,1,1,,,1", "2,place,1,1,1,1,"]);
        assert_eq!(lines.len(), 1 + 29);
        assert_eq!(lines[28], "28,place,9,9,1,14,");
        assert_eq!(lines[29], "29,solved,,,,,");
        assert!(lines.iter().all(|line| line.split(',').count() == 7));
    }

    #[test]
    fn csv_names_take_backs_and_dead_ends() {
        // r1c1..r1c7 given as 1..7, so r1c8 can take {8,9}; a 9 at r4c9 leaves r1c9 only 8.
        // The naive order tries 8 at r1c8 first, which leaves r1c9 nothing: a dead end.
        let puzzle = format!("1234567..{}9{}", ".".repeat(26), ".".repeat(45));
        let log = log_of(&puzzle, Strategy::Naive, LogFormat::Csv, 5);
        assert_eq!(
            log,
            "step,event,row,column,digit,depth,candidates\n\
             1,choose,1,8,,,89\n\
             2,place,1,8,8,1,\n\
             3,choose,1,9,,,\n\
             4,take back,1,8,8,1,\n\
             5,place,1,8,9,1,\n"
        );
    }

    #[test]
    fn deductions_are_lines_of_their_own() {
        // Every blank of the Baekjoon sample is a naked single; the hidden single comes from a
        // board whose first forced digit is the one place left for 6 in box 2.
        let text = log_of(BOJ, Strategy::Propagation, LogFormat::Text, 2);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[1..],
            [
                "       1  deduce 1 at r1c1  naked single  depth 1",
                "       2  deduce 3 at r2c5  naked single  depth 2",
            ]
        );
        let csv = log_of(BOJ, Strategy::Propagation, LogFormat::Csv, u64::MAX);
        let rows: Vec<&str> = csv.lines().collect();
        assert_eq!(rows[0], CSV_HEADER);
        assert_eq!(&rows[1..3], ["1,deduce,1,1,1,1,", "2,deduce,2,5,3,2,"]);
        assert_eq!(rows.len(), 1 + 15, "14 deductions and solved");
        let mut cells = [0; 81];
        for (cell, digit) in [(3, 3), (5, 1), (17, 6), (23, 8), (67, 6)] {
            cells[cell] = digit; // r1c4, r1c6, r2c9, r3c6, r8c5
        }
        let hidden = Grid::from_cells(cells).unwrap().to_string();
        let line = log_of(&hidden, Strategy::Propagation, LogFormat::Csv, 1);
        assert_eq!(line.lines().nth(1), Some("1,deduce,3,4,6,1,"));
        let line = log_of(&hidden, Strategy::Propagation, LogFormat::Text, 1);
        assert_eq!(
            line.lines().nth(1),
            Some("       1  deduce 6 at r3c4  hidden single in box 2  depth 1")
        );
    }

    #[test]
    fn a_log_stops_at_the_step_asked_for_and_never_runs_past_the_end() {
        let grid: Grid = BOJ.parse().unwrap();
        let search = Search::new(&grid, Strategy::Mrv).unwrap();
        let mut log = StepLog::new(search.clone(), LogFormat::Text, 7);
        let mut out = Vec::new();
        log.write(u64::MAX, &mut out).unwrap();
        assert!(log.is_done());
        assert_eq!(log.search().counters().steps, 7);
        assert_eq!(String::from_utf8(out).unwrap().lines().count(), 1 + 7);
        let mut whole = StepLog::new(search, LogFormat::Csv, u64::MAX);
        let last = whole.write(u64::MAX, &mut Vec::new()).unwrap();
        assert_eq!(last, Some(Event::Solved));
        assert_eq!(whole.search().counters().steps, 29);
    }

    /// Counts lines and keeps the last one, so a million-line log needs no memory.
    #[derive(Default)]
    struct LastLine {
        lines: u64,
        last: Vec<u8>,
        current: Vec<u8>,
    }

    impl Write for LastLine {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            for &byte in bytes {
                if byte == b'\n' {
                    self.lines += 1;
                    self.last = std::mem::take(&mut self.current);
                } else {
                    self.current.push(byte);
                }
            }
            Ok(bytes.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_page_log_is_cut_at_the_cap() {
        // The naive order takes 207 million steps on this one.
        let grid: Grid =
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"
                .parse()
                .unwrap();
        let search = Search::new(&grid, Strategy::Naive).unwrap();
        let mut log = StepLog::capped(search, LogFormat::Csv, MAX_LOG_EVENTS + 5);
        assert_eq!(log.until(), MAX_LOG_EVENTS);
        let mut out = LastLine::default();
        while !log.is_done() {
            log.write(100_000, &mut out).unwrap();
        }
        assert_eq!(
            out.lines,
            1 + MAX_LOG_EVENTS,
            "the header and the capped events"
        );
        let last = String::from_utf8(out.last).unwrap();
        assert!(last.starts_with("1000000,"), "{last}");
        assert_eq!(log.search().counters().steps, MAX_LOG_EVENTS);
        // A short run is not touched by the cap.
        let short = StepLog::capped(log.search().clone(), LogFormat::Text, 12);
        assert_eq!(short.until(), 12);
    }

    #[test]
    fn formats_parse_by_name() {
        assert_eq!("CSV".parse(), Ok(LogFormat::Csv));
        assert_eq!("text".parse(), Ok(LogFormat::Text));
        let error = "xml".parse::<LogFormat>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "unknown log format 'xml': expected 'text' or 'csv'"
        );
    }
}
