//! `bitdoku generate`: fresh puzzles with one solution (see `bitdoku::generate`), one
//! 81-character line each on standard output ('.' for a blank), and on standard error the seed
//! that gives each again.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use bitdoku::generate::{Difficulty, Generator, Symmetry};
use bitdoku::{Grid, Layout};

use crate::Failure;

/// How many naive steps `--against-brute-force` runs on a candidate per second of its budget:
/// a quarter of what the step engine does in a second here, so that the last candidate
/// overruns the budget by little. A puzzle past the cap counts as that hard.
const NAIVE_STEPS_PER_SECOND: f64 = 50_000_000.0;

/// What `bitdoku generate` was asked for.
pub struct Request {
    pub count: u64,
    pub difficulty: Difficulty,
    pub symmetry: Symmetry,
    pub seed: Option<u64>,
    pub minimal: bool,
    pub attempts: u32,
    /// Seconds to look for a puzzle the naive search takes long on, for each puzzle.
    pub against_brute_force: Option<f64>,
    /// A technique the logical path must use, with no harder family.
    pub technique: Option<bitdoku::logic::Technique>,
}

/// Prints `count` puzzles, seeds `seed`, `seed + 1` and so on. Exit status 1 when a seed's
/// attempts found no puzzle of the level (the ones before it are printed).
pub fn generate(request: &Request) -> Result<ExitCode, Failure> {
    let first_seed = request.seed.unwrap_or_else(clock_seed);
    let generator = Generator::new()
        .symmetry(request.symmetry)
        .difficulty(request.difficulty)
        .minimal(request.minimal)
        .attempts(request.attempts)
        .technique(request.technique);
    let mut out = BufWriter::new(io::stdout().lock());
    for k in 0..request.count {
        let seed = first_seed.wrapping_add(k);
        let (puzzle, note) = match request.against_brute_force {
            Some(seconds) => against_brute_force(&generator, seed, seconds),
            None => match generator.generate(seed) {
                Ok(generated) => {
                    let level = generated.rating.level;
                    (generated.puzzle, format!("level {level}"))
                }
                Err(out_of_attempts) => {
                    out.flush().map_err(write_failed)?;
                    eprintln!("bitdoku: seed {seed}: {out_of_attempts}");
                    return Ok(ExitCode::from(1));
                }
            },
        };
        out.write_all(puzzle.render(Layout::Line).as_bytes())
            .map_err(write_failed)?;
        out.flush().map_err(write_failed)?;
        eprintln!("seed {seed}: {note}, {} givens", puzzle.filled());
    }
    Ok(ExitCode::SUCCESS)
}

/// The puzzle with the most naive steps among the attempts of `seed` that fit in `seconds`
/// (at least one; it stops early at one past the cap), and a note naming its attempt and
/// steps.
fn against_brute_force(generator: &Generator, seed: u64, seconds: f64) -> (Grid, String) {
    let budget = Duration::from_secs_f64(seconds);
    let cap = (seconds * NAIVE_STEPS_PER_SECOND).max(1_000_000.0) as u64;
    let started = Instant::now();
    let mut best = generator.against_brute_force(seed, 0, cap);
    let (mut best_attempt, mut tried) = (0, 1);
    while started.elapsed() < budget && best.naive_steps < cap {
        let candidate = generator.against_brute_force(seed, tried, cap);
        if candidate.naive_steps > best.naive_steps {
            (best, best_attempt) = (candidate, tried);
        }
        tried += 1;
    }
    let steps = match best.naive_steps {
        steps if steps >= cap => format!("{cap} or more"),
        steps => steps.to_string(),
    };
    let note = format!("attempt {best_attempt} of {tried}, {steps} naive steps");
    (best.puzzle, note)
}

/// A seed from the clock, for a run without `--seed`; printed, so it can be given again.
fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos() as u64)
}

fn write_failed(error: io::Error) -> Failure {
    format!("cannot write the output: {error}")
}
