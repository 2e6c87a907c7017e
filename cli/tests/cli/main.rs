//! The `bitdoku` binary end to end: the sample pairs through standard input, puzzles with no
//! solution, a one-line message and exit status 2 for every kind of bad input, `solve` and
//! `count` on batch files and standard input, `trace` in both orders, `explain`, `rate` and
//! `generate`, and `--help`.
//!
//! Every run also checks that nothing panicked. Puzzles come from the library's test fixtures
//! (`tests/integration/common.rs` at the repository root) or are made here; scratch files live
//! in a per-test temporary directory that is removed afterwards (harness.rs).

// The library's test fixtures, defined once; the CLI's tests use the puzzles and not, for
// example, the reference solver.
#[allow(dead_code)]
#[path = "../../../tests/integration/common.rs"]
mod common;

mod batch;
mod explain;
mod generate;
mod harness;
mod link;
mod solve;
mod trace;
