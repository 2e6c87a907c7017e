//! The browser boundary: every `#[wasm_bindgen]` export lives in this module and its two
//! children, and nothing else does.
//!
//! Rust decides, JS draws. JS hands over 81 cells (a `Uint8Array`, 0 for blank) and gets
//! back cells, masks, messages and typed values: enums and small structs whose fields JS reads
//! by name, as wasm-bindgen's `.d.ts` declares them. Errors are thrown as JS `Error`s whose
//! message is the Rust error's `Display` text, ready to show in English, and which carry the
//! error's code and fields (see [`crate::coded`]), so the page can word them in Korean.
//!
//! The page loads six wasm modules, built from this crate with a feature each
//! (xtask/src/wasm_builds.rs), so that each holds only the code its side calls:
//!
//! - `page` (feature `page`): what the main thread asks for while a person types and
//!   watches: parsing, the rules, the inspector's masks, notes, and the teaching search with
//!   its timeline, tree and log ([`Stepper`]). It leaves out the fast path, which is most of
//!   the rest.
//! - The workers' two, which the engine's worker loads together. `solver` (feature `solver`,
//!   src/wasm/solver.rs): the fast path: Solve ([`solve`]), Check ([`check_board`]), the
//!   solutions that the logic needs ([`solutions`]), the generator's unrated puzzles
//!   ([`PuzzleDrafts`]) and the bench page's [`PuzzleSet`]. `logic` (feature `logic`,
//!   src/wasm/logic.rs): Hint ([`hint`]), the rating ([`rate`]) and the choice of a new puzzle
//!   ([`PuzzleMaker`]), handed the solver's solutions and drafts, so that it leaves the fast
//!   path out too. As one module they were over the size each module is held to
//!   (docs/BENCHMARKS.md).
//! - Share's three (features `links`, `qr`, `gif`; src/wasm/share.rs): what Share's worker asks
//!   for, each only once a person uses it: other tools' links ([`read_puzzle`],
//!   [`puzzle_link`]), the QR code ([`qr_code`]) and the GIF of a step range ([`GifEncoder`]).
//!
//! This file holds what they share: the errors, the start-up hook, and the enums and units
//! the page reads in the workers' answers as well as in its own ([`Technique`], [`UnitRef`],
//! [`CheckKind`], [`HintKind`], [`RatingLevel`]), so that the page's JS names them from its
//! own module's glue. The wasm tests build every feature at once.
//!
//! The choices the page passes in are the crate's own enums, not names: [`Strategy`],
//! [`Difficulty`], [`Symmetry`] and [`Technique`] carry `#[wasm_bindgen]` where they are
//! defined (on wasm32, with a module's feature), so every module's glue has them. Names (links,
//! saved settings, the `<select>` values) become values here alone: `parseStrategy` and the
//! like, which throw the coded `unknown-…` error naming a bad one, and `strategyNames` and the
//! like, every name in order.

#[cfg(feature = "logic")]
mod logic;
#[cfg(feature = "page")]
mod page;
#[cfg(feature = "share")]
mod share;
#[cfg(feature = "solver")]
mod solver;

#[cfg(feature = "logic")]
pub use logic::*;
#[cfg(feature = "page")]
pub use page::*;
#[cfg(feature = "share")]
pub use share::*;
#[cfg(feature = "solver")]
pub use solver::*;

use wasm_bindgen::prelude::*;

use crate::coded::{CodedError, Field};
pub use crate::generate::{Difficulty, Symmetry};
use crate::step::Single;
pub use crate::Strategy;
use crate::Unit;

/// An error for the page: a JS `Error` with the English message and, for a [`CodedError`],
/// its `code` and fields as properties.
#[derive(Debug)]
pub struct PageError(js_sys::Error);

impl PageError {
    /// An error with a message only: for mistakes in the page's own calls, not in what a
    /// person typed (those are all coded). The QR module has none.
    #[cfg(any(
        feature = "page",
        feature = "solver",
        feature = "logic",
        feature = "links",
        feature = "gif"
    ))]
    fn message(text: &str) -> PageError {
        PageError(js_sys::Error::new(text))
    }
}

impl<E: CodedError> From<E> for PageError {
    fn from(error: E) -> PageError {
        PageError(coded_error(&error))
    }
}

impl From<PageError> for JsValue {
    fn from(error: PageError) -> JsValue {
        error.0.into()
    }
}

/// `error` as a JS `Error`: its `Display` text as the message, its code and fields as
/// properties.
// Generic rather than `&dyn CodedError`: a trait object's vtable holds every method of its
// supertraits, `Debug::fmt` included, which brought str's Debug and its Unicode tables into the
// wasm (2.7 KB gzipped) though nothing here prints an error with Debug. The generic part only
// gathers the three parts, so each error type adds a few instructions, not a copy of the rest.
fn coded_error<E: CodedError>(error: &E) -> js_sys::Error {
    error_with_fields(&error.to_string(), error.code(), error.fields())
}

/// A JS `Error` with `message`, and `code` and `fields` as properties.
fn error_with_fields(message: &str, code: &str, fields: Vec<(&str, Field)>) -> js_sys::Error {
    let thrown = js_sys::Error::new(message);
    let fields = fields.into_iter().map(|(name, value)| {
        let value = match value {
            Field::Number(n) => JsValue::from(n as f64),
            Field::Text(text) => JsValue::from(text),
        };
        (name, value)
    });
    for (name, value) in std::iter::once(("code", JsValue::from(code))).chain(fields) {
        // Setting a property of a fresh Error object cannot fail: it is not frozen or a proxy.
        let _ = js_sys::Reflect::set(&thrown, &JsValue::from(name), &value);
    }
    thrown
}

/// Installs the panic hook, so a Rust panic shows as a readable console error. Setting it
/// again (a second call) changes nothing.
#[wasm_bindgen(start)]
pub fn start() {
    // Not `set_once`: a hook set by someone else since (a test runner's) is replaced again.
    std::panic::set_hook(Box::new(console_error_panic_hook::hook));
}

#[cfg(any(
    feature = "page",
    feature = "solver",
    feature = "logic",
    feature = "links"
))]
fn grid_from(cells: &[u8]) -> Result<crate::Grid, PageError> {
    let cells: [u8; 81] = cells
        .try_into()
        .map_err(|_| PageError::message(&format!("a board has 81 cells, not {}", cells.len())))?;
    Ok(crate::Grid::from_cells(cells)?)
}

/// What Check found (see [`crate::check`]).
#[wasm_bindgen]
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckKind {
    /// Every cell is filled and the board is a solution.
    Solved,
    /// The board can still be completed: `empty` cells are left.
    OnTrack,
    /// The board cannot be completed: `cells` are the person's entries to blame.
    Wrong,
    /// The puzzle's own clues break a rule or have no solution.
    PuzzleUnsolvable,
}

/// Why a digit was forced or a candidate removed: the logic's own enum, which the page reads
/// by value (see [`crate::logic::Technique`]). The step engine's deductions are the two singles.
pub use crate::logic::Technique;

impl From<Single> for Technique {
    fn from(single: Single) -> Technique {
        match single {
            Single::Naked => Technique::NakedSingle,
            Single::Hidden(_) => Technique::HiddenSingle,
        }
    }
}

/// The page's constructors take [`Strategy`], [`Difficulty`], [`Symmetry`] and [`Technique`]
/// by value; their names (the `<select>` values, links and saved settings) become values here
/// and nowhere else. For each: `parseX(name)`, which throws the coded `unknown-…` error naming
/// the bad name and listing the good ones, and `xNames()`, every name in order. Only the page
/// module exports them: the workers get values, and the parsers (`Technique`'s alone is
/// 10 KB of wasm) would only weigh their modules down.
macro_rules! name_exports {
    ($type:ty, $parse:ident, $parse_js:literal, $names:ident, $names_js:literal) => {
        #[doc = concat!("The `", stringify!($type), "` a name stands for, in any letter case.")]
        #[cfg(feature = "page")]
        #[wasm_bindgen(js_name = $parse_js)]
        pub fn $parse(name: &str) -> Result<$type, PageError> {
            Ok(name.parse::<$type>()?)
        }

        #[doc = concat!("Every `", stringify!($type), "` name, in the enum's order.")]
        #[cfg(feature = "page")]
        #[wasm_bindgen(js_name = $names_js)]
        pub fn $names() -> Vec<String> {
            <$type>::NAMES.iter().map(|&name| name.to_owned()).collect()
        }
    };
}

name_exports!(
    Strategy,
    parse_strategy,
    "parseStrategy",
    strategy_names,
    "strategyNames"
);
name_exports!(
    Difficulty,
    parse_level,
    "parseLevel",
    level_names,
    "levelNames"
);
name_exports!(
    Symmetry,
    parse_symmetry,
    "parseSymmetry",
    symmetry_names,
    "symmetryNames"
);
name_exports!(
    Technique,
    parse_technique,
    "parseTechnique",
    technique_names,
    "techniqueNames"
);

/// The kind of a unit.
#[wasm_bindgen]
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitKind {
    /// A row, numbered 0..9 from the top.
    Row,
    /// A column, numbered 0..9 from the left.
    Column,
    /// A 3×3 box, numbered 0..9 in reading order.
    Box,
}

/// A row, column or box (see [`Unit`]).
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnitRef {
    /// Row, column or box.
    #[wasm_bindgen(readonly)]
    pub kind: UnitKind,
    /// Which one, 0..9.
    #[wasm_bindgen(readonly)]
    pub index: u8,
}

impl From<Unit> for UnitRef {
    fn from(unit: Unit) -> UnitRef {
        let (kind, index) = match unit {
            Unit::Row(index) => (UnitKind::Row, index),
            Unit::Column(index) => (UnitKind::Column, index),
            Unit::Box(index) => (UnitKind::Box, index),
        };
        UnitRef { kind, index }
    }
}

/// What the Hint button found (see [`crate::logic::hint`]).
#[wasm_bindgen]
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintKind {
    /// The easiest deduction on the board: `technique`, `digits`, `unit`, `pattern`, and
    /// `place` or `eliminate` with `removes`.
    Deduction,
    /// Some of the person's entries are wrong: `wrong`.
    Wrong,
    /// The board has no solution, though no single entry can be named as wrong.
    DeadEnd,
    /// No known technique applies: only a guess is left.
    Stuck,
    /// Every cell is filled and no rule is broken.
    Solved,
    /// The puzzle as loaded (its givens) has no solution.
    NoSolution,
}

/// A puzzle's difficulty, or why it has none (see [`crate::logic::Level`]).
#[wasm_bindgen]
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RatingLevel {
    /// Naked and hidden singles alone solve it.
    Singles,
    /// It also needs locked candidates, but nothing harder and no guess.
    Locked,
    /// It also needs subsets (pairs, triples, quads), but no fish and no guess.
    Subsets,
    /// It also needs a fish, but no guess.
    Fish,
    /// It also needs a wing, but no guess.
    Wings,
    /// It also needs a chain, but no guess.
    Chains,
    /// It also needs a unique rectangle or BUG+1, but no guess.
    Uniqueness,
    /// It needs at least one guess.
    Guess,
    /// Its givens break no rule, but it has no solution.
    NoSolution,
    /// It has more than one solution.
    SeveralSolutions,
    /// Its givens break a rule: `conflict`.
    Invalid,
}
