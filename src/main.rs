//! The `bitdoku` command: solve, count and trace puzzles in the lesson formats.
//!
//! Exit codes: 0 when every puzzle was solved, 1 when one had no solution, 2 when input was
//! invalid or could not be read.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::{panic, thread};

use bitdoku::{parse, Event, Grid, Layout, LogFormat, Search, StepLog, Strategy};
use clap::{Args, Parser, Subcommand};

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
  bitdoku trace --format csv p.txt     the same steps as a CSV table

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
        #[command(flatten)]
        batch: BatchArgs,
    },
    /// Count each puzzle's solutions, up to a limit.
    #[command(after_long_help = FORMATS)]
    Count {
        /// Stop counting at this many solutions.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
        limit: u64,
        #[command(flatten)]
        batch: BatchArgs,
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
        /// text: numbered lines, then the totals and the solution; csv: a header row, then
        /// step,event,row,column,digit,depth,candidates for each event, and nothing else.
        #[arg(long, default_value = "text")]
        format: LogFormat,
        /// The puzzle file, in any layout; standard input when absent.
        file: Option<PathBuf>,
    },
}

/// What `solve` and `count` read, and how many threads answer it.
#[derive(Args)]
struct BatchArgs {
    /// Answer puzzles on this many threads; the output stays in input order.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=MAX_THREADS))]
    threads: u16,
    /// The puzzle file; standard input when absent.
    file: Option<PathBuf>,
}

/// More threads than any machine this runs on has cores; a typo like 10000 is refused.
const MAX_THREADS: i64 = 1024;

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
        Some(Command::Solve { batch: args }) => batch(&args, |grid, out| match grid.solve() {
            Some(solution) => {
                // A solution's cells are all digits 1..=9.
                out.extend(solution.cells().iter().map(|&digit| b'0' + digit));
                out.push(b'\n');
                Status::Solved
            }
            None => write_nothing_found(grid, out, "no solution", Status::NoSolution),
        }),
        Some(Command::Count { limit, batch: args }) => {
            let limit = usize::try_from(limit).unwrap_or(usize::MAX);
            batch(&args, |grid, out| match grid.count_solutions(limit) {
                0 => write_nothing_found(grid, out, "0", Status::Solved),
                count => {
                    // Writing into a Vec cannot fail.
                    let _ = writeln!(out, "{count}");
                    Status::Solved
                }
            })
        }
        Some(Command::Trace {
            strategy,
            max_steps,
            format,
            file,
        }) => trace(file.as_deref(), strategy, format, max_steps),
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

/// Where input came from, for messages: the quoted path, with any control character in it
/// escaped so that a message stays on one line, or "standard input".
fn source_name(path: Option<&Path>) -> String {
    let Some(path) = path else {
        return "standard input".to_owned();
    };
    let shown: String = path
        .to_string_lossy()
        .chars()
        .map(|ch| {
            if ch.is_control() {
                ch.escape_default().to_string()
            } else {
                ch.to_string()
            }
        })
        .collect();
    format!("'{shown}'")
}

fn open(path: Option<&Path>) -> Result<Box<dyn BufRead>, Failure> {
    let Some(path) = path else {
        return Ok(Box::new(BufReader::new(io::stdin())));
    };
    let name = source_name(Some(path));
    if path.is_dir() {
        return Err(format!("{name} is a directory, not a puzzle file"));
    }
    let file = File::open(path).map_err(|e| format!("cannot open {name}: {e}"))?;
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

/// Puzzles read before any is answered: enough to keep every thread busy, few enough that a
/// chunk and its answers stay small (about a megabyte) however long the file.
const CHUNK_PUZZLES: usize = 4096;

/// Puzzles a thread takes at a time; small, so that a few hard puzzles do not leave one
/// thread working while the others wait.
const BLOCK_PUZZLES: usize = 32;

/// One puzzle line of a batch, as read: a grid to answer (its givens may still break a rule),
/// or why it is not one.
enum Puzzle {
    Parsed(Grid),
    Invalid(String),
}

/// Streams a batch file: one 81-cell puzzle per line, blank and `#` lines skipped, one
/// output line per puzzle, written by `answer`, in input order. Reads a chunk of puzzles at a
/// time, answers it on `args.threads` threads, writes it, and reads the next.
fn batch(
    args: &BatchArgs,
    answer: impl Fn(&Grid, &mut Vec<u8>) -> Status + Sync,
) -> Result<ExitCode, Failure> {
    let path = args.file.as_deref();
    let mut lines = BatchReader::new(open(path)?);
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut worst = Status::Solved;
    let mut puzzles = 0usize;
    let mut chunk = Vec::with_capacity(CHUNK_PUZZLES);
    loop {
        chunk.clear();
        let read = lines.fill(&mut chunk);
        // Answer what was read even when reading failed, so no answer is lost.
        puzzles += chunk.len();
        let answer_block = |block: &[Puzzle]| answer_all(block, &answer);
        for (text, status) in in_parallel(&chunk, usize::from(args.threads), answer_block) {
            worst = worst.max(status);
            out.write_all(&text)
                .map_err(|e| format!("cannot write the output: {e}"))?;
        }
        if let Err(e) = read {
            // Flush the answers first; the read error is the failure worth reporting.
            let _ = out.flush();
            return Err(format!("cannot read {}: {e}", source_name(path)));
        }
        if chunk.len() < CHUNK_PUZZLES {
            break; // the input has ended
        }
    }
    out.flush()
        .map_err(|e| format!("cannot write the output: {e}"))?;
    if puzzles == 0 {
        return Err(format!("no puzzles in {}", source_name(path)));
    }
    Ok(ExitCode::from(worst as u8))
}

/// The output lines of `puzzles`, and the worst status among them.
fn answer_all(
    puzzles: &[Puzzle],
    answer: impl Fn(&Grid, &mut Vec<u8>) -> Status,
) -> (Vec<u8>, Status) {
    let mut text = Vec::with_capacity(puzzles.len() * 82);
    let mut worst = Status::Solved;
    for puzzle in puzzles {
        let status = match puzzle {
            Puzzle::Parsed(grid) => answer(grid, &mut text),
            Puzzle::Invalid(reason) => write_invalid(&mut text, reason),
        };
        worst = worst.max(status);
    }
    (text, worst)
}

/// Writes the line `invalid: REASON`.
fn write_invalid(out: &mut Vec<u8>, reason: &str) -> Status {
    out.extend_from_slice(b"invalid: ");
    out.extend_from_slice(reason.as_bytes());
    out.push(b'\n');
    Status::Invalid
}

/// Writes the line `nothing` for a puzzle in which the engine found no solution, or, when its
/// givens break a rule, `invalid:` and the rule. The engine finds nothing in such givens, so
/// they are looked for only here, off the path of the puzzles that have solutions.
fn write_nothing_found(grid: &Grid, out: &mut Vec<u8>, nothing: &str, status: Status) -> Status {
    match grid.unit_masks() {
        Ok(_) => {
            out.extend_from_slice(nothing.as_bytes());
            out.push(b'\n');
            status
        }
        Err(conflict) => write_invalid(out, &conflict.to_string()),
    }
}

/// `work` applied to each block of [`BLOCK_PUZZLES`] items, on `threads` threads, with the
/// results in the order of the blocks. One thread works here, without spawning.
fn in_parallel<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    work: impl Fn(&[T]) -> R + Sync,
) -> Vec<R> {
    let blocks: Vec<&[T]> = items.chunks(BLOCK_PUZZLES).collect();
    if threads <= 1 || blocks.len() <= 1 {
        return blocks.into_iter().map(work).collect();
    }
    // Each thread claims the next unanswered block until none is left.
    let next = AtomicUsize::new(0);
    let claim = || {
        let mut done = Vec::new();
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let Some(&block) = blocks.get(index) else {
                return done;
            };
            done.push((index, work(block)));
        }
    };
    let mut results: Vec<(usize, R)> = thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.min(blocks.len()))
            .map(|_| scope.spawn(claim))
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| {
                worker
                    .join()
                    .unwrap_or_else(|panic| panic::resume_unwind(panic))
            })
            .collect()
    });
    results.sort_unstable_by_key(|&(index, _)| index);
    results.into_iter().map(|(_, result)| result).collect()
}

/// One batch line as a grid, or why it is not one.
fn parse_line(bytes: &[u8], number: usize) -> Result<Grid, String> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        format!(
            "line {number} is not UTF-8 text (byte {})",
            e.valid_up_to() + 1
        )
    })?;
    Grid::parse_line(text, number).map_err(|e| e.to_string())
}

/// The puzzle lines of a batch file, read one at a time, numbered as in the file.
struct BatchReader {
    reader: Box<dyn BufRead>,
    /// The current line, at most [`MAX_LINE_BYTES`] of it.
    buf: Vec<u8>,
    /// The 1-based number of the line read last.
    number: usize,
}

impl BatchReader {
    fn new(reader: Box<dyn BufRead>) -> BatchReader {
        BatchReader {
            reader,
            buf: Vec::with_capacity(MAX_LINE_BYTES),
            number: 0,
        }
    }

    /// Reads puzzles into `chunk` until it holds [`CHUNK_PUZZLES`] or the input ends.
    fn fill(&mut self, chunk: &mut Vec<Puzzle>) -> io::Result<()> {
        while chunk.len() < CHUNK_PUZZLES {
            match self.next_puzzle()? {
                Some(puzzle) => chunk.push(puzzle),
                None => break,
            }
        }
        Ok(())
    }

    /// The next puzzle line, skipping blank and `#` lines; `None` at the end of the input.
    fn next_puzzle(&mut self) -> io::Result<Option<Puzzle>> {
        while let Some(line) = next_line(&mut *self.reader, &mut self.buf)? {
            self.number += 1;
            let number = self.number;
            if line.blank || parse::is_batch_filler(line.kept) {
                continue;
            }
            if line.truncated {
                return Ok(Some(Puzzle::Invalid(format!(
                    "line {number} is {} characters long, expected 81 cells",
                    line.chars
                ))));
            }
            return Ok(Some(match parse_line(line.kept, number) {
                Ok(grid) => Puzzle::Parsed(grid),
                Err(reason) => Puzzle::Invalid(reason),
            }));
        }
        Ok(None)
    }
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

/// Prints the teaching search's events on one puzzle, one line each (see `bitdoku::log`). As
/// text, the totals and the solution follow; as CSV, only the table, so that it stays one.
fn trace(
    path: Option<&Path>,
    strategy: Strategy,
    format: LogFormat,
    max_steps: u64,
) -> Result<ExitCode, Failure> {
    let (grid, layout) = read_grid(path)?;
    let search = Search::new(&grid, strategy).map_err(|conflict| conflict.to_string())?;
    let mut log = StepLog::new(search, format, max_steps);
    let mut out = BufWriter::new(io::stdout().lock());
    let write_failed = |e: io::Error| format!("cannot write the output: {e}");
    log.write(u64::MAX, &mut out).map_err(write_failed)?;
    let search = log.search();
    let c = search.counters();
    let totals = format!(
        "{} steps, {} placements, {} backtracks, deepest depth {}",
        c.steps, c.placements, c.backtracks, c.max_depth
    );
    let (code, summary) = match search.outcome() {
        Some(Event::Solved) => (
            ExitCode::SUCCESS,
            format!(
                "solved: {totals}\n{}",
                search.grid().render(layout).trim_end()
            ),
        ),
        Some(_) => (ExitCode::from(1), format!("no solution: {totals}")),
        None => (
            ExitCode::SUCCESS,
            format!("stopped after --max-steps {max_steps}: {totals}"),
        ),
    };
    if format == LogFormat::Text {
        writeln!(out, "{summary}").map_err(write_failed)?;
    }
    out.flush().map_err(write_failed)?;
    Ok(code)
}
