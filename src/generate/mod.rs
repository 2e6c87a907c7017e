//! Fresh puzzles with one solution: a random full grid, then givens taken away while the
//! solution stays the only one, in groups that keep a chosen [`Symmetry`], until a chosen
//! [`Difficulty`] (as [`crate::logic::rate`] rates it) is met.
//!
//! Everything comes from the seed: the same seed and options give the same puzzle on every
//! platform and in wasm. A puzzle that misses the difficulty is thrown away and the next
//! *attempt* starts from a new random stream of the same seed, up to a budget of attempts, so a
//! budget that runs out says so ([`OutOfAttempts`]) rather than returning another level.
//!
//! ```
//! use bitdoku::generate::{Difficulty, Generator, Symmetry};
//! use bitdoku::Grid;
//!
//! let puzzle = Grid::generate(7);
//! assert_eq!(puzzle.count_solutions(2), 1);
//!
//! let generated = Generator::new()
//!     .symmetry(Symmetry::Rotational)
//!     .difficulty(Difficulty::Singles)
//!     .generate(7)?;
//! assert_eq!(bitdoku::logic::rate(&generated.puzzle).level, bitdoku::logic::Level::Singles);
//! # Ok::<(), bitdoku::generate::OutOfAttempts>(())
//! ```

mod full;
mod removal;

use std::fmt;

use rand_xoshiro::rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::choice::named_choice;
use crate::logic::{self, Level, Rating, Solutions, Technique};
use crate::step::{Search, Strategy};
use crate::Grid;

pub use removal::Symmetry;

/// The level a generated puzzle must have, as [`crate::logic::rate`] rates it.
// An enum of the page's too (src/wasm/): JS passes and reads it by value.
#[cfg_attr(
    all(
        target_arch = "wasm32",
        any(
            feature = "page",
            feature = "solver",
            feature = "logic",
            feature = "share"
        )
    ),
    wasm_bindgen::prelude::wasm_bindgen
)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Difficulty {
    /// Whatever level the puzzle comes out at.
    #[default]
    Any,
    /// Naked and hidden singles alone solve it.
    Singles,
    /// It needs locked candidates, and nothing harder and no guess.
    Locked,
    /// It needs subsets (pairs, triples, quads), no fish and no guess.
    Subsets,
    /// It needs a fish, and no wing, chain or guess.
    Fish,
    /// It needs a wing (XY-wing, XYZ-wing, W-wing), and no chain or guess.
    Wings,
    /// It needs a chain (colouring, X-chain, XY-chain, AIC), and no guess.
    Chains,
    /// It needs a unique rectangle or BUG+1, and no guess.
    Uniqueness,
    /// It needs at least one guess.
    Guess,
}

named_choice!(Difficulty, "level", "unknown-level", {
    Any => "any",
    Singles => "singles",
    Locked => "locked",
    Subsets => "subsets",
    Fish => "fish",
    Wings => "wings",
    Chains => "chains",
    Uniqueness => "uniqueness",
    Guess => "guess",
});

impl Difficulty {
    /// Whether a puzzle rated `level` has this difficulty.
    pub fn accepts(self, level: Level) -> bool {
        match self {
            Difficulty::Any => true,
            Difficulty::Singles => level == Level::Singles,
            Difficulty::Locked => level == Level::Locked,
            Difficulty::Subsets => level == Level::Subsets,
            Difficulty::Fish => level == Level::Fish,
            Difficulty::Wings => level == Level::Wings,
            Difficulty::Chains => level == Level::Chains,
            Difficulty::Uniqueness => level == Level::Uniqueness,
            Difficulty::Guess => level == Level::Guess,
        }
    }
}

/// The options of a generated puzzle. [`Generator::new`] gives a minimal puzzle, no symmetry,
/// any level, within [`Generator::DEFAULT_ATTEMPTS`] attempts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generator {
    symmetry: Symmetry,
    difficulty: Difficulty,
    minimal: bool,
    attempts: u32,
    /// A technique the logical path must use, with no harder family.
    technique: Option<Technique>,
}

impl Default for Generator {
    fn default() -> Generator {
        Generator::new()
    }
}

/// A generated puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The givens, with exactly one solution.
    pub puzzle: Grid,
    /// That solution.
    pub solution: Grid,
    /// Its rating.
    pub rating: Rating,
    /// The attempt that made it, from 0: the ones before missed the difficulty.
    pub attempt: u32,
}

/// An attempt's puzzle, not yet rated ([`Generator::draft`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Draft {
    /// The givens, with exactly one solution.
    pub puzzle: Grid,
    /// That solution.
    pub solution: Grid,
    /// The attempt that made it, from 0.
    pub attempt: u32,
}

impl Draft {
    /// The puzzle with its rating.
    pub fn rated(self) -> Generated {
        Generated {
            puzzle: self.puzzle,
            solution: self.solution,
            rating: logic::rate_with(&self.puzzle, &Solutions::One(self.solution)),
            attempt: self.attempt,
        }
    }
}

/// Every attempt of the budget gave a puzzle of another level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfAttempts {
    /// The level asked for.
    pub difficulty: Difficulty,
    /// How many puzzles were made and rated.
    pub attempts: u32,
    /// The technique asked for, if one.
    pub technique: Option<Technique>,
}

impl fmt::Display for OutOfAttempts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let attempts = match self.attempts {
            1 => "1 attempt".to_owned(),
            n => format!("{n} attempts"),
        };
        match self.technique {
            Some(technique) => write!(
                f,
                "no puzzle whose logical path uses {technique} (and no harder family) in \
                 {attempts}; try another seed or more attempts"
            ),
            None => write!(
                f,
                "no puzzle of level {} in {attempts}; try another seed or more attempts",
                self.difficulty
            ),
        }
    }
}

impl std::error::Error for OutOfAttempts {}

/// A seed that is not a whole number from 0 to 2^64 - 1, as a link or a person wrote it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvalidSeed(pub String);

impl fmt::Display for InvalidSeed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid seed '{}': expected a whole number from 0 to {}",
            self.0,
            u64::MAX
        )
    }
}

impl std::error::Error for InvalidSeed {}

/// The seed written in `text`: decimal digits only, at most 2^64 - 1.
pub fn parse_seed(text: &str) -> Result<u64, InvalidSeed> {
    let digits_only = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    digits_only
        .then(|| text.parse().ok())
        .flatten()
        .ok_or_else(|| InvalidSeed(text.to_owned()))
}

/// A puzzle built to make the naive search take long, and how long: see
/// [`Generator::against_brute_force`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AgainstBruteForce {
    /// The givens, with exactly one solution.
    pub puzzle: Grid,
    /// The naive order's steps to solve it, or the cap when it needs more.
    pub naive_steps: u64,
}

impl Generator {
    /// How many puzzles [`Generator::generate`] makes, by default, looking for one of the
    /// wanted level. One in a few dozen random minimal puzzles needs a guess; the others come
    /// far more often.
    pub const DEFAULT_ATTEMPTS: u32 = 1_000;

    /// Minimal puzzles, no symmetry, any level.
    pub const fn new() -> Generator {
        Generator {
            symmetry: Symmetry::None,
            difficulty: Difficulty::Any,
            minimal: true,
            attempts: Generator::DEFAULT_ATTEMPTS,
            technique: None,
        }
    }

    /// Puzzles whose logical path (no guess) uses `technique` and no technique of a harder
    /// family ([`Technique::family`]); `None` (the default): any, as the level says.
    pub const fn technique(self, technique: Option<Technique>) -> Generator {
        Generator { technique, ..self }
    }

    /// Givens placed with this symmetry.
    pub const fn symmetry(self, symmetry: Symmetry) -> Generator {
        Generator { symmetry, ..self }
    }

    /// Puzzles of this level only.
    pub const fn difficulty(self, difficulty: Difficulty) -> Generator {
        Generator { difficulty, ..self }
    }

    /// `true` (the default): taking away any one given (any one group of them, with a symmetry)
    /// leaves more than one solution. `false`: givens are taken away in random order only
    /// until the first that cannot go, which leaves more of them, for an easier start.
    pub const fn minimal(self, minimal: bool) -> Generator {
        Generator { minimal, ..self }
    }

    /// How many puzzles to make, at most, looking for one of the wanted level (at least one).
    pub const fn attempts(self, attempts: u32) -> Generator {
        let attempts = if attempts == 0 { 1 } else { attempts };
        Generator { attempts, ..self }
    }

    /// The puzzle of `seed`: the first of its attempts whose level is the wanted one.
    pub fn generate(&self, seed: u64) -> Result<Generated, OutOfAttempts> {
        (0..self.attempts)
            .map(|attempt| self.attempt(seed, attempt))
            .find(|generated| self.wants(generated))
            .ok_or(self.out_of_attempts())
    }

    /// Whether `generated` has the wanted level: [`Generator::generate`] returns the first
    /// attempt that does. (For a caller that makes the attempts one by one.)
    pub fn wants(&self, generated: &Generated) -> bool {
        self.difficulty.accepts(generated.rating.level)
            && self
                .technique
                .is_none_or(|technique| uses(generated, technique))
    }

    /// How many attempts [`Generator::generate`] makes at most.
    pub const fn budget(&self) -> u32 {
        self.attempts
    }

    /// The error of a budget used up with no puzzle of the wanted level.
    pub const fn out_of_attempts(&self) -> OutOfAttempts {
        OutOfAttempts {
            difficulty: self.difficulty,
            attempts: self.attempts,
            technique: self.technique,
        }
    }

    /// One attempt: a puzzle of any level, from the random stream of `seed` and `attempt`.
    pub fn attempt(&self, seed: u64, attempt: u32) -> Generated {
        self.draft(seed, attempt).rated()
    }

    /// [`Generator::attempt`]'s puzzle before it is rated: the fast path's part of an
    /// attempt, which rating it (the logic's part) completes.
    pub fn draft(&self, seed: u64, attempt: u32) -> Draft {
        let mut random = stream(seed, attempt);
        let solution = full::random_grid(&mut random);
        let order = removal::random_order(self.symmetry, &mut random);
        let puzzle = removal::take_away(&solution, &order, self.minimal);
        Draft {
            puzzle,
            solution,
            attempt,
        }
    }

    /// A puzzle of `seed` and `attempt` built against the naive search, as the Examples'
    /// "Built against brute force" is: the givens are taken away from the top rows first, so
    /// that the search meets its blank cells early, and the digits are renamed so that those
    /// cells' answers are the largest (the search tries 1 first, so a 9 costs it eight wrong
    /// tries, each with everything after it). The symmetry and minimality options hold; the
    /// difficulty does not apply. `naive_steps` counts the naive order's steps up to `cap`.
    /// Searching many attempts and keeping the one with the most steps is the caller's loop,
    /// within its own time budget.
    pub fn against_brute_force(&self, seed: u64, attempt: u32, cap: u64) -> AgainstBruteForce {
        let mut random = stream(seed, attempt);
        let solution = full::random_grid(&mut random);
        let order = removal::top_first(removal::random_order(self.symmetry, &mut random));
        let puzzle = removal::take_away(&solution, &order, self.minimal);
        let puzzle = full::largest_answers_first(&puzzle, &solution);
        let mut search =
            Search::new(&puzzle, Strategy::Naive).expect("a generated puzzle breaks no rule");
        search.run(cap);
        AgainstBruteForce {
            puzzle,
            naive_steps: search.counters().steps,
        }
    }
}

/// The random stream of one attempt: the seed and the attempt number hashed together (each
/// through SplitMix64's finalizer), so that every attempt of every seed starts from an
/// unrelated state. (Stepping the seed by SplitMix64's increment instead would make the states
/// of neighbouring attempts share three of their four words, shifted by one.)
fn stream(seed: u64, attempt: u32) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(mix(mix(seed).wrapping_add(u64::from(attempt))))
}

/// SplitMix64's finalizer: a bijection of `u64` whose every output bit depends on every input
/// bit.
const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A number in `0..n` (`n` > 0), uniform: Lemire's multiply-and-reject.
fn below(random: &mut impl RngCore, n: usize) -> usize {
    let n = n as u64;
    loop {
        let wide = u128::from(random.next_u64()) * u128::from(n);
        // The low half falls below 2^64 mod n for a biased draw only.
        if (wide as u64) >= n.wrapping_neg() % n {
            return (wide >> 64) as usize;
        }
    }
}

/// Shuffles `items` in place (Fisher-Yates), every order equally likely.
fn shuffle<T>(items: &mut [T], random: &mut impl RngCore) {
    for last in (1..items.len()).rev() {
        items.swap(last, below(random, last + 1));
    }
}

impl Grid {
    /// A minimal puzzle with one solution, no symmetry and any level, from `seed`: the same
    /// seed gives the same puzzle everywhere. See [`Generator`] for the options.
    pub fn generate(seed: u64) -> Grid {
        Generator::new()
            .generate(seed)
            .expect("any level accepts the first attempt")
            .puzzle
    }
}

/// Whether the logical path of `generated` makes no guess and uses `technique`, with nothing
/// of a harder family.
fn uses(generated: &Generated, technique: Technique) -> bool {
    let rating = generated.rating;
    let one = Solutions::One(generated.solution);
    let family = rating.hardest.map(Technique::family);
    if rating.guesses > 0 || family != Some(technique.family()) {
        return false;
    }
    rating.hardest == Some(technique)
        || logic::explain_with(&generated.puzzle, false, &one).is_ok_and(|path| {
            path.steps
                .iter()
                .any(|step| step.technique() == Some(technique))
        })
}

/// The grid of `cells` that the generator made and knows to be digits 0..=9; panics saying
/// `why` otherwise. Not `expect`: it would print the error with Debug, which brought the Debug
/// of every error and of `char` into the wasm.
fn known_grid(cells: [u8; 81], why: &str) -> Grid {
    Grid::from_cells(cells).unwrap_or_else(|_| panic!("{why}"))
}
