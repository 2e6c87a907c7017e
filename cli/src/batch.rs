//! `bitdoku solve` and `bitdoku count`, and the streaming that `bitdoku rate` shares: read a
//! batch file and write one answer line per puzzle, in input order, answering a chunk of
//! puzzles at a time on `--threads` threads.

use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;

use bitdoku::Grid;

use crate::lines::{BatchReader, Puzzle};
use crate::parallel::in_parallel;
use crate::source::{open, source_name};
use crate::Failure;

/// Puzzles read before any is answered: enough to keep every thread busy, few enough that a
/// chunk and its answers stay small (about a megabyte) however long the file.
const CHUNK_PUZZLES: usize = 4096;

/// How one puzzle of a batch went; the worst decides the exit status.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    Solved = 0,
    NoSolution = 1,
    Invalid = 2,
}

/// `bitdoku solve`: each puzzle's 81-digit solution, `no solution`, or `invalid: REASON`.
pub fn solve_each(path: Option<&Path>, threads: usize) -> Result<ExitCode, Failure> {
    batch(path, threads, "", |grid, out| match grid.solve() {
        Some(solution) => {
            // A solution's cells are all digits 1..=9.
            out.extend(solution.cells().iter().map(|&digit| b'0' + digit));
            out.push(b'\n');
            Status::Solved
        }
        None => write_nothing_found(grid, out, "no solution", Status::NoSolution),
    })
}

/// `bitdoku count`: each puzzle's number of solutions up to `limit`, or `invalid: REASON`.
pub fn count_each(path: Option<&Path>, threads: usize, limit: usize) -> Result<ExitCode, Failure> {
    batch(path, threads, "", |grid, out| {
        match grid.count_solutions(limit) {
            0 => write_nothing_found(grid, out, "0", Status::Solved),
            count => {
                // Writing into a Vec cannot fail.
                let _ = writeln!(out, "{count}");
                Status::Solved
            }
        }
    })
}

/// Streams a batch file: one output line per puzzle, written by `answer`, in input order; a
/// line that is not a puzzle gets `invalid: REASON` and `invalid_tail` (the empty columns of
/// a command that prints several). Reads a chunk of puzzles at a time, answers it on
/// `threads` threads, writes it, and reads the next.
pub fn batch(
    path: Option<&Path>,
    threads: usize,
    invalid_tail: &str,
    answer: impl Fn(&Grid, &mut Vec<u8>) -> Status + Sync,
) -> Result<ExitCode, Failure> {
    let mut lines = BatchReader::new(open(path)?);
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut worst = Status::Solved;
    let mut puzzles = 0usize;
    let mut chunk = Vec::with_capacity(CHUNK_PUZZLES);
    loop {
        chunk.clear();
        let read = lines.fill(&mut chunk, CHUNK_PUZZLES);
        // Answer what was read even when reading failed, so no answer is lost.
        puzzles += chunk.len();
        let answer_block = |block: &[Puzzle]| answer_all(block, invalid_tail, &answer);
        for (text, status) in in_parallel(&chunk, threads, answer_block) {
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
    invalid_tail: &str,
    answer: impl Fn(&Grid, &mut Vec<u8>) -> Status,
) -> (Vec<u8>, Status) {
    let mut text = Vec::with_capacity(puzzles.len() * 82);
    let mut worst = Status::Solved;
    for puzzle in puzzles {
        let status = match puzzle {
            Puzzle::Parsed(grid) => answer(grid, &mut text),
            Puzzle::Invalid(reason) => write_invalid(&mut text, reason, invalid_tail),
        };
        worst = worst.max(status);
    }
    (text, worst)
}

/// Writes the line `invalid: REASON` and `tail`.
fn write_invalid(out: &mut Vec<u8>, reason: &str, tail: &str) -> Status {
    out.extend_from_slice(b"invalid: ");
    out.extend_from_slice(reason.as_bytes());
    out.extend_from_slice(tail.as_bytes());
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
        Err(conflict) => write_invalid(out, &conflict.to_string(), ""),
    }
}
