//! bitdoku: a Sudoku solver built on the bitmask backtracking search that Korean lessons on
//! Baekjoon problem 2580 teach, made to run in the browser and show its search step by step.
//!
//! - [`masks`]: the representation, one 9-bit mask per row, column and box.
//! - [`parse`] and [`Grid`]: the three lesson layouts, and the grid type everything passes.
//! - [`rules`]: units and the givens that break them.
//! - [`check`]: the page's Check: can a person's board still be completed, and if not, which
//!   of their digits are to blame.
//! - [`notes`]: a person's own pencil marks, and what a digit they enter clears.
//! - [`step`]: the teaching search, one [`Event`] per step, in Naive, MRV or Propagation order.
//! - [`timeline`]: a search that can seek back to any earlier step, exactly.
//! - [`slices`]: a timeline run in time-boxed slices, so the page's main thread never blocks.
//! - [`tree`]: the search tree of a run, recorded in bounded memory, and what the page draws
//!   of it.
//! - [`logic`]: the deductions a person makes (singles, locked candidates, subsets, fish), the Hint
//!   button's answer, the logical solve path of `bitdoku explain` and the rating of
//!   `bitdoku rate`.
//! - [`links`]: the links of SudokuWiki, f-puzzles and SudokuPad, read and written.
//! - [`qr`]: the QR code of a link, for Share; [`gif`]: a range of steps the page drew, as an
//!   animated GIF.
//! - [`log`]: the step log, one line per event as text or CSV, for `bitdoku trace` and the page.
//! - [`choice`]: choices made by name (the search order, the log format), and the one error
//!   for a name not on the list.
//! - [`coded`]: errors as a code and named fields, so the page can word them in Korean too.
//! - [`lesson`]: what the page's lesson panels explain: a cell's masks, and why a digit was
//!   taken back.
//! - `wasm` (wasm32 only, with the feature `page`, `solver`, `logic` or `share`, or several):
//!   every `#[wasm_bindgen]` export, the page's only door into Rust; the main thread's module,
//!   the workers' two and Share's are built from it with one feature each.
//! - `fast`: the fast path behind [`Grid::solve`] and [`Grid::count_solutions`].
//!
//! # Example
//!
//! ```
//! use bitdoku::{Event, Grid, Search, Strategy};
//!
//! let grid: Grid = "
//! 0 3 5 4 6 9 2 7 8
//! 7 8 2 1 0 5 6 0 9
//! 0 6 0 2 7 8 1 3 5
//! 3 2 1 0 4 6 8 9 7
//! 8 0 4 9 1 3 5 0 6
//! 5 9 6 8 2 0 4 1 3
//! 9 1 7 6 5 2 0 8 0
//! 6 0 3 7 0 1 9 5 2
//! 2 5 8 3 9 4 7 6 0"
//!     .parse()?;
//!
//! // The fast path.
//! let solution = grid.solve().expect("the Baekjoon sample has a solution");
//! assert_eq!(solution.get(0), 1);
//!
//! // The teaching search, one event at a time.
//! let mut search = Search::new(&grid, Strategy::Naive)?;
//! assert_eq!(search.step(), Event::Choose { cell: 0, candidates: 0b1 });
//! assert_eq!(search.step(), Event::Place { cell: 0, digit: 1, depth: 1 });
//! while !search.step().is_final() {}
//! assert_eq!(search.grid(), solution);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![warn(missing_docs)]

pub mod check;
pub mod choice;
pub mod coded;

/// The wasm modules' allocator: Talc, smaller than Rust's default for wasm (Cargo.toml says why).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

mod fast;
pub mod generate;
pub mod gif;
mod grid;
pub mod lesson;
pub mod links;
pub mod log;
pub mod logic;
pub mod masks;
pub mod notes;
pub mod parse;
pub mod qr;
pub mod rules;
pub mod slices;
pub mod step;
pub mod timeline;
pub mod tree;
// A wasm build without any of the features is the library alone, with no exports.
#[cfg(all(
    target_arch = "wasm32",
    any(
        feature = "page",
        feature = "solver",
        feature = "logic",
        feature = "share"
    )
))]
pub mod wasm;

pub use fast::build_name as fast_path_build;
pub use grid::Grid;
pub use log::{LogFormat, StepLog};
pub use parse::{Layout, ParseError};
pub use rules::{Conflict, Unit};
pub use step::{Counters, Event, Frame, Search, Strategy};
pub use timeline::Timeline;
