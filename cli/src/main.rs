//! The `bitdoku` command: solve, count, trace, explain, rate and generate puzzles in the lesson
//! formats. This file
//! holds the arguments and the dispatch; each command lives in its own module.
//!
//! Exit codes: 0 when every puzzle was solved, 1 when one had no solution (for `generate`: when
//! no puzzle of the level was found), 2 when input was invalid or could not be read.

mod batch;
mod explain;
mod generate;
mod lines;
mod link;
mod parallel;
mod rate;
mod single;
mod source;
mod trace;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use bitdoku::generate::{Difficulty, Generator, Symmetry};
use bitdoku::{LogFormat, Strategy};
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

  One line: 81 cells, '.' or '0' for a blank; `solve`, `count` and `rate` read one puzzle
  per line, skipping blank lines and lines that start with '#'
    4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......

  A link of SudokuWiki (?bd=), f-puzzles (?load=) or SudokuPad (fpuzzles...), in place of a
  puzzle or of any line of a batch
    https://www.sudokuwiki.org/sudoku.htm?bd=035469278782105609060278135321046897804913...

Examples:
  bitdoku < boj2580.in                 print the solution in the input's layout
  bitdoku solve puzzles.txt            one 81-digit solution per line
  bitdoku count --limit 10 puzzles.txt how many solutions each puzzle has, up to 10
  bitdoku trace --strategy mrv < p.txt every step of the search, one per line
  bitdoku trace --format csv p.txt     the same steps as a CSV table
  bitdoku explain p.txt                the logical solve path, one deduction per line
  bitdoku explain --guess --format csv p.txt
                                       the path to the solution, guessing where stuck, as CSV:
                                       step,action,technique,row,column,digit,unit,pattern
  bitdoku rate puzzles.txt             level, hardest technique, guesses, naive and MRV steps
  bitdoku generate --count 5 --level singles --symmetry rotational
                                       five fresh puzzles, one per line; each seed on stderr
  bitdoku generate --seed 42           the same puzzle as every other run with seed 42
  bitdoku link --site f-puzzles p.txt  each puzzle as an f-puzzles link (or sudokuwiki, sudokupad)

Exit status: 0 all solved, 1 a puzzle has no solution (generate: no puzzle of the level in its
attempts), 2 invalid input.";

/// A bitmask backtracking Sudoku solver.
///
/// With no command, reads one puzzle from standard input and prints its solution in the same
/// layout.
#[derive(Parser)]
#[command(name = "bitdoku", version, after_long_help = FORMATS, after_help = "Run with --help for the input formats and examples.")]
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
        /// The order in which blank cells are filled: naive (reading order), mrv (fewest
        /// candidates first) or propagation (MRV, after placing every forced digit).
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
    /// Print the logical solve path of one puzzle: the easiest deduction (singles, locked
    /// candidates, subsets, fish, wings, chains, and uniqueness when the puzzle has one
    /// solution), one per line, until it is solved or none applies.
    #[command(after_long_help = FORMATS)]
    Explain {
        /// text: numbered sentences, then the solution or the candidates left; csv: a header
        /// row, then step,action,technique,row,column,digit,unit,pattern for each placement and
        /// each digit removed from a cell, and nothing else. The pattern, quoted, is a subset's
        /// "cells=r1c1,r1c5 digits=2,5", a fish's "base=r1,r5 cover=c3,c8 fins=r2c1", a
        /// wing's "cells=PIVOT,PINCER,PINCER" or a chain in Eureka notation,
        /// "(1=2)r1c1-(2)r1c5=(2)r3c4-(2=1)r3c9", else empty.
        #[arg(long, default_value = "text")]
        format: LogFormat,
        /// Where no deduction applies, guess: the cell with the fewest candidates, the digit
        /// the solution has there. The path then always reaches a solution.
        #[arg(long)]
        guess: bool,
        /// The puzzle file, in any layout; standard input when absent.
        file: Option<PathBuf>,
    },
    /// Rate each puzzle's difficulty: one tab-separated line of level (the hardest family
    /// needed: singles, locked, subsets, fish, wings, chains, uniqueness; or guess, no solution, several solutions or
    /// invalid), hardest technique, guesses, and the
    /// naive and MRV step counts (past 10,000,000 shown as >10000000).
    #[command(after_long_help = FORMATS)]
    Rate {
        #[command(flatten)]
        batch: BatchArgs,
    },
    /// Generate fresh puzzles with one solution: one 81-character line each ('.' for a
    /// blank), and on standard error the seed of each, which gives the same puzzle again.
    #[command(after_long_help = FORMATS)]
    Generate {
        /// How many puzzles; the seeds of the second and later are the first's plus 1, 2, ...
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
        count: u64,
        /// The level, as `bitdoku rate` rates it: singles, locked, subsets, fish, wings,
        /// chains, uniqueness, guess or any.
        #[arg(long, default_value = "any")]
        level: Difficulty,
        /// Where the givens stand: none, rotational (half a turn), mirror (left to right) or
        /// diagonal (about the diagonal from the top left).
        #[arg(long, default_value = "none")]
        symmetry: Symmetry,
        /// The first puzzle's seed, any number from 0 to 18446744073709551615; from the clock
        /// when absent.
        #[arg(long, value_parser = seed)]
        seed: Option<u64>,
        /// Stop taking givens away at the first that cannot go, rather than trying every one:
        /// more givens, an easier start. By default no given can be taken away.
        #[arg(long)]
        not_minimal: bool,
        /// Puzzles to make for each seed, at most, looking for one of the level.
        #[arg(long, default_value_t = Generator::DEFAULT_ATTEMPTS, value_parser = clap::value_parser!(u32).range(1..))]
        attempts: u32,
        /// Look, for this many seconds per puzzle, for one that the naive search takes long
        /// on (its steps on standard error), like the example built against brute force. The
        /// level does not apply.
        #[arg(long, value_name = "SECONDS", value_parser = seconds)]
        against_brute_force: Option<f64>,
        /// A technique the logical path must use, with nothing of a harder family: a name of
        /// the explain csv's `technique` column (x_wing, swordfish, xy_wing, aic, ...). Exit
        /// status 1 when no attempt of the budget (--attempts) has one. It sets the level, so
        /// it takes no --level, nor --against-brute-force.
        #[arg(long, conflicts_with_all = ["level", "against_brute_force"])]
        technique: Option<bitdoku::logic::Technique>,
    },
    /// Write each puzzle as a link that SudokuWiki, f-puzzles or SudokuPad opens.
    #[command(after_long_help = FORMATS)]
    Link {
        /// The site whose link to write: sudokuwiki, f-puzzles or sudokupad.
        #[arg(long, default_value = "sudokuwiki")]
        site: bitdoku::links::Site,
        #[command(flatten)]
        batch: BatchArgs,
    },
}

/// A seed as the page's links take it (`bitdoku::generate::parse_seed`): decimal digits only.
fn seed(text: &str) -> Result<u64, String> {
    bitdoku::generate::parse_seed(text).map_err(|error| error.to_string())
}

/// A time budget in seconds: a number from 0 to one day.
fn seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(seconds) if (0.0..=86_400.0).contains(&seconds) => Ok(seconds),
        _ => Err(format!(
            "'{text}' is not a number of seconds from 0 to 86400"
        )),
    }
}

/// What `solve`, `count` and `rate` read, and how many threads answer it.
#[derive(Args)]
struct BatchArgs {
    /// Answer puzzles on this many threads; the output stays in input order.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=MAX_THREADS))]
    threads: u16,
    /// The puzzle file; standard input when absent.
    file: Option<PathBuf>,
}

impl BatchArgs {
    fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    fn threads(&self) -> usize {
        usize::from(self.threads)
    }
}

/// More threads than any machine this runs on has cores; a typo like 10000 is refused.
const MAX_THREADS: i64 = 1024;

/// A failure that ends the command: printed on standard error, exit status 2.
type Failure = String;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => single::solve_one(),
        Some(Command::Solve { batch: args }) => batch::solve_each(args.file(), args.threads()),
        Some(Command::Count { limit, batch: args }) => {
            let limit = usize::try_from(limit).unwrap_or(usize::MAX);
            batch::count_each(args.file(), args.threads(), limit)
        }
        Some(Command::Trace {
            strategy,
            max_steps,
            format,
            file,
        }) => trace::trace(file.as_deref(), strategy, format, max_steps),
        Some(Command::Explain {
            format,
            guess,
            file,
        }) => explain::explain(file.as_deref(), format, guess),
        Some(Command::Rate { batch: args }) => rate::rate_each(args.file(), args.threads()),
        Some(Command::Link { site, batch: args }) => {
            link::link_each(args.file(), args.threads(), site)
        }
        Some(Command::Generate {
            count,
            level,
            symmetry,
            seed,
            not_minimal,
            attempts,
            against_brute_force,
            technique,
        }) => generate::generate(&generate::Request {
            count,
            difficulty: level,
            symmetry,
            seed,
            minimal: !not_minimal,
            attempts,
            against_brute_force,
            technique,
        }),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("bitdoku: {message}");
            ExitCode::from(2)
        }
    }
}
