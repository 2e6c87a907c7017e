//! `bitdoku link`: each puzzle of a batch file, a grid line or another tool's link, as a link
//! of SudokuWiki, f-puzzles or SudokuPad (see `bitdoku::links`).

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use bitdoku::links::{self, Site};

use crate::batch::{batch, Status};
use crate::Failure;

/// `bitdoku link --site SITE`: one link per puzzle.
pub fn link_each(path: Option<&Path>, threads: usize, site: Site) -> Result<ExitCode, Failure> {
    batch(path, threads, "", |grid, out| {
        // Writing into a Vec cannot fail.
        let _ = writeln!(out, "{}", links::write(grid, site));
        Status::Solved
    })
}
