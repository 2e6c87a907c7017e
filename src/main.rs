//! The `bitdoku` command: solve, count and trace puzzles in the lesson formats.
//!
//! Exit codes: 0 when every puzzle was solved, 1 when one had no solution, 2 when input was
//! invalid or could not be read.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use bitdoku::{Event, Grid, Layout, Search, Strategy};
use clap::{Parser, Subcommand};

const FORMATS: &str = "\
Input formats (0 is a blank; CRLF and trailing spaces are fine):

  Baekjoon 2580: nine lines of nine digits separated by spaces
    0 3 5 4 6 9 2 7 8
    7 8 2 1 0 5 6 0 9
    ... (nine lines)

  Compact: nine lines of nine digits
    800000000
    003600000
    ... (nine lines)

  One line: 81 cells, '.' or '0' for a blank; `solve` and `count` read one puzzle per line,
  skipping blank lines and lines that start with '#'
    4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......

Examples:
  bitdoku < boj2580.in                 print the solution in the input's layout
  bitdoku solve puzzles.txt            one 81-digit solution per line
  bitdoku count --limit 10 puzzles.txt how many solutions each puzzle has, up to 10
  bitdoku trace --strategy mrv < p.txt every step of the search, one per line

Exit status: 0 all solved, 1 a puzzle has no solution, 2 invalid input.";

/// A bitmask backtracking Sudoku solver.
///
/// With no command, reads one puzzle from standard input and prints its solution in the same
/// layout.
#[derive(Parser)]
#[command(version, after_long_help = FORMATS, after_help = "Run with --help for the input formats and examples.")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Solve one 81-character puzzle per line from FILE or standard input.
    #[command(after_long_help = FORMATS)]
    Solve {
        /// The puzzle file; standard input when absent.
        file: Option<PathBuf>,
    },
    /// Count each puzzle's solutions, up to a limit.
    #[command(after_long_help = FORMATS)]
    Count {
        /// Stop counting at this many solutions.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
        limit: u64,
        /// The puzzle file; standard input when absent.
        file: Option<PathBuf>,
    },
    /// Print every step of the teaching search on one puzzle, one line per event.
    #[command(after_long_help = FORMATS)]
    Trace {
        /// The order in which blank cells are filled: naive (reading order) or mrv (fewest
        /// candidates first).
        #[arg(long, default_value = "naive")]
        strategy: Strategy,
        /// Stop after this many steps.
        #[arg(long, default_value_t = 10_000)]
        max_steps: u64,
        /// The puzzle file, in any layout; standard input when absent.
        file: Option<PathBuf>,
    },
}

/// A failure that ends the command: printed on standard error, exit status 2.
type Failure = String;

/// One puzzle of a single-grid command is at most a few hundred bytes; refuse to buffer more.
const MAX_GRID_BYTES: u64 = 64 * 1024;

/// The longest batch line kept in memory; a longer line is reported by its length, not stored.
const MAX_LINE_BYTES: usize = 4096;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => solve_one(),
        Some(Command::Solve { file }) => batch(file.as_deref(), |grid| match grid.solve() {
            Some(solution) => (solution.to_string(), Status::Solved),
            None => ("no solution".to_owned(), Status::NoSolution),
        }),
        Some(Command::Count { limit, file }) => {
            let limit = usize::try_from(limit).unwrap_or(usize::MAX);
            batch(file.as_deref(), |grid| {
                (grid.count_solutions(limit).to_string(), Status::Solved)
            })
        }
        Some(Command::Trace {
            strategy,
            max_steps,
            file,
        }) => trace(file.as_deref(), strategy, max_steps),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("bitdoku: {message}");
            ExitCode::from(2)
        }
    }
}

/// Reads one grid from stdin, solves it, and prints the solution in the input's layout.
fn solve_one() -> Result<ExitCode, Failure> {
    let (grid, layout) = read_grid(None)?;
    match grid.solve() {
        Some(solution) => {
            print_or_fail(&solution.render(layout))?;
            Ok(ExitCode::SUCCESS)
        }
        None => {
            eprintln!("no solution");
            Ok(ExitCode::from(1))
        }
    }
}

/// Reads one grid in any layout from FILE or stdin, rejecting rule-breaking givens.
fn read_grid(path: Option<&Path>) -> Result<(Grid, Layout), Failure> {
    let mut reader = open(path)?;
    if path.is_none() && io::stdin().is_terminal() {
        eprintln!("Type or paste a puzzle (9 lines of 9 digits, 0 for blank), then press Ctrl-D.");
    }
    let mut bytes = Vec::new();
    reader
        .by_ref()
        .take(MAX_GRID_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {}: {e}", source_name(path)))?;
    if bytes.len() as u64 > MAX_GRID_BYTES {
        return Err(format!(
            "{} is larger than {} KiB; a puzzle is 9 lines of 9 digits or one line of 81",
            source_name(path),
            MAX_GRID_BYTES / 1024
        ));
    }
    let text = std::str::from_utf8(&bytes).map_err(|e| {
        format!(
            "{} is not UTF-8 text (byte {})",
            source_name(path),
            e.valid_up_to() + 1
        )
    })?;
    let (grid, layout) = Grid::parse_with_layout(text).map_err(|e| e.to_string())?;
    grid.unit_masks().map_err(|conflict| conflict.to_string())?;
    Ok((grid, layout))
}

fn source_name(path: Option<&Path>) -> String {
    match path {
        Some(path) => format!("'{}'", path.display()),
        None => "standard input".to_owned(),
    }
}

fn open(path: Option<&Path>) -> Result<Box<dyn BufRead>, Failure> {
    let Some(path) = path else {
        return Ok(Box::new(BufReader::new(io::stdin())));
    };
    if path.is_dir() {
        return Err(format!(
            "'{}' is a directory, not a puzzle file",
            path.display()
        ));
    }
    let file = File::open(path).map_err(|e| format!("cannot open '{}': {e}", path.display()))?;
    Ok(Box::new(BufReader::with_capacity(1 << 16, file)))
}

fn print_or_fail(text: &str) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| format!("cannot write the output: {e}"))
}

/// How one puzzle of a batch went; the worst decides the exit status.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Status {
    Solved = 0,
    NoSolution = 1,
    Invalid = 2,
}

/// Streams a batch file: one 81-cell puzzle per line, blank and `#` lines skipped, one
/// output line per puzzle from `answer`.
fn batch(
    path: Option<&Path>,
    answer: impl Fn(&Grid) -> (String, Status),
) -> Result<ExitCode, Failure> {
    let mut reader = open(path)?;
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut worst = Status::Solved;
    let mut puzzles = 0usize;
    let mut buf = Vec::with_capacity(MAX_LINE_BYTES);
    let mut number = 0;
    while let Some(line) = next_line(&mut reader, &mut buf)
        .map_err(|e| format!("cannot read {}: {e}", source_name(path)))?
    {
        number += 1;
        if line.blank || line.kept.trim_ascii_start().starts_with(b"#") {
            continue;
        }
        let (text, status) = if line.truncated {
            (
                format!(
                    "invalid: line {number} is {} characters long, expected 81 cells",
                    line.chars
                ),
                Status::Invalid,
            )
        } else {
            match check_line(line.kept, number) {
                Ok(grid) => answer(&grid),
                Err(reason) => (format!("invalid: {reason}"), Status::Invalid),
            }
        };
        puzzles += 1;
        worst = worst.max(status);
        writeln!(out, "{text}").map_err(|e| format!("cannot write the output: {e}"))?;
    }
    out.flush()
        .map_err(|e| format!("cannot write the output: {e}"))?;
    if puzzles == 0 {
        return Err(format!("no puzzles in {}", source_name(path)));
    }
    Ok(ExitCode::from(worst as u8))
}

/// One batch line as a grid whose givens break no rule, or why not.
fn check_line(bytes: &[u8], number: usize) -> Result<Grid, String> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        format!(
            "line {number} is not UTF-8 text (byte {})",
            e.valid_up_to() + 1
        )
    })?;
    let grid = Grid::parse_line(text, number).map_err(|e| e.to_string())?;
    grid.unit_masks().map_err(|conflict| conflict.to_string())?;
    Ok(grid)
}

/// One line of a batch file, without its line ending.
struct Line<'a> {
    /// The line, or its first [`MAX_LINE_BYTES`] bytes when `truncated`.
    kept: &'a [u8],
    /// True when the line was longer than what was kept.
    truncated: bool,
    /// Its length in characters.
    chars: usize,
    /// True when it holds nothing but whitespace.
    blank: bool,
}

/// Reads the next line, keeping at most [`MAX_LINE_BYTES`] of it in memory however long it
/// is, so that a 100 MB line costs no more memory than a short one.
fn next_line<'a>(reader: &mut dyn BufRead, buf: &'a mut Vec<u8>) -> io::Result<Option<Line<'a>>> {
    buf.clear();
    let (mut bytes, mut chars, mut blank, mut last) = (0usize, 0usize, true, None);
    loop {
        let available = reader.fill_buf()?;
        if available.is_empty() {
            if last.is_none() {
                return Ok(None); // end of input
            }
            break;
        }
        let end = available.iter().position(|&b| b == b'\n');
        let chunk = &available[..end.unwrap_or(available.len())];
        let room = MAX_LINE_BYTES.saturating_sub(buf.len());
        buf.extend_from_slice(&chunk[..chunk.len().min(room)]);
        bytes += chunk.len();
        // UTF-8 continuation bytes (0b10xxxxxx) do not start a character.
        chars += chunk.iter().filter(|&&b| b & 0xC0 != 0x80).count();
        blank &= chunk.iter().all(u8::is_ascii_whitespace);
        last = chunk.last().copied().or(last).or(Some(b'\n'));
        let used = chunk.len() + usize::from(end.is_some());
        reader.consume(used);
        if end.is_some() {
            break;
        }
    }
    // A CRLF line ending is not part of the line.
    if last == Some(b'\r') {
        bytes -= 1;
        chars -= 1;
        buf.truncate(bytes);
    }
    Ok(Some(Line {
        kept: buf,
        truncated: bytes > buf.len(),
        chars,
        blank,
    }))
}

/// Prints the teaching search's events on one puzzle, one numbered line each.
fn trace(path: Option<&Path>, strategy: Strategy, max_steps: u64) -> Result<ExitCode, Failure> {
    let (grid, layout) = read_grid(path)?;
    let mut search = Search::new(&grid, strategy).map_err(|conflict| conflict.to_string())?;
    let mut out = BufWriter::new(io::stdout().lock());
    let write_failed = |e: io::Error| format!("cannot write the output: {e}");
    writeln!(out, "{strategy} search on {}", grid).map_err(write_failed)?;
    let mut last = None;
    while search.counters().steps < max_steps {
        let event = search.step();
        writeln!(out, "{:>8}  {event}", search.counters().steps).map_err(write_failed)?;
        if event.is_final() {
            last = Some(event);
            break;
        }
    }
    let c = search.counters();
    let totals = format!(
        "{} steps, {} placements, {} backtracks, deepest depth {}",
        c.steps, c.placements, c.backtracks, c.max_depth
    );
    let code = match last {
        Some(Event::Solved) => {
            writeln!(
                out,
                "solved: {totals}\n{}",
                search.grid().render(layout).trim_end()
            )
            .map_err(write_failed)?;
            ExitCode::SUCCESS
        }
        Some(_) => {
            writeln!(out, "no solution: {totals}").map_err(write_failed)?;
            ExitCode::from(1)
        }
        None => {
            writeln!(out, "stopped after --max-steps {max_steps}: {totals}")
                .map_err(write_failed)?;
            ExitCode::SUCCESS
        }
    };
    out.flush().map_err(write_failed)?;
    Ok(code)
}
