//! bitdoku side by side with tdoku, the fastest published Sudoku solver, in `cargo xtask bench`.
//! Two tdoku timing drivers, each named by an environment variable, time the first 10,000
//! puzzles of each file on one thread:
//! - `TDOKU_BENCH`, the counting driver that `../shared/bench/build-tdoku.sh` builds, counts up
//!   to two solutions, beside bitdoku's `count_solutions(2)`, and also times the grids timed
//!   alone;
//! - `TDOKU_BENCH_SOLVE`, the same driver built with a limit of 1 (one `sed` and one `g++`,
//!   docs/BENCHMARKS.md), stops at the first solution, beside bitdoku's `solve()`.
//!
//! benches/table.rs times bitdoku on the same puzzles (its `first` lines) just before. tdoku is
//! never part of the project: docs/BENCHMARKS.md says how to build both drivers from a copy of
//! its repository.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result};

use crate::commands::{run_capturing, say};

/// bitdoku's figure on one grid timed alone, from a `hard` line of benches/table.rs.
#[derive(Debug, serde::Deserialize)]
pub struct Hard {
    pub label: String,
    pub grid: String,
    pub count_us: f64,
}

/// The environment variable that names the driver that counts up to 2 solutions.
pub const VARIABLE: &str = "TDOKU_BENCH";

/// The environment variable that names a driver built with a limit of 1: tdoku stops at the
/// first solution, as `solve()` does.
pub const SOLVE_VARIABLE: &str = "TDOKU_BENCH_SOLVE";

/// bitdoku's figures on a set's first puzzles, from a `first` line of benches/table.rs.
#[derive(Debug, serde::Deserialize)]
pub struct First {
    pub name: String,
    pub puzzles: u64,
    pub count_us: f64,
    pub solve_us: f64,
}

/// The tdoku drivers the environment names.
#[derive(Debug, PartialEq)]
pub struct Drivers {
    /// [`VARIABLE`]'s, which counts up to 2 solutions.
    pub counting: PathBuf,
    /// [`SOLVE_VARIABLE`]'s, which stops at the first, if it is set.
    pub first_solution: Option<PathBuf>,
}

/// The drivers named by [`VARIABLE`] and [`SOLVE_VARIABLE`] ([`drivers_from`]).
pub fn drivers() -> Result<Option<Drivers>> {
    drivers_from(named(VARIABLE)?, named(SOLVE_VARIABLE)?)
}

/// The drivers, if the counting one is given. The first-solution driver alone is an error
/// rather than ignored: its table is printed after the counting one's, from the same run.
fn drivers_from(
    counting: Option<PathBuf>,
    first_solution: Option<PathBuf>,
) -> Result<Option<Drivers>> {
    match (counting, first_solution) {
        (Some(counting), first_solution) => Ok(Some(Drivers {
            counting,
            first_solution,
        })),
        (None, Some(_)) => {
            anyhow::bail!("{SOLVE_VARIABLE} is set but {VARIABLE} is not: set both, or neither")
        }
        (None, None) => Ok(None),
    }
}

/// The file the environment variable `variable` names, if it is set.
fn named(variable: &str) -> Result<Option<PathBuf>> {
    let Some(path) = std::env::var_os(variable).map(PathBuf::from) else {
        return Ok(None);
    };
    if !path.is_file() {
        anyhow::bail!(
            "{variable} names {}, which is not a file: build it as docs/BENCHMARKS.md says",
            path.display()
        );
    }
    Ok(Some(path))
}

/// Runs tdoku's `drivers` on the sets of `dir` that `firsts` names, and the counting one on the
/// grids of `hard`, each written to a file of its own, and returns both solvers side by side as
/// tables, printed with the others at the end.
pub fn compare(drivers: &Drivers, dir: &Path, firsts: &[First], hard: &[Hard]) -> Result<String> {
    let driver = &drivers.counting;
    say(&format!("tdoku ({}) on the same puzzles", driver.display()));
    let grids = std::env::temp_dir().join(format!("bitdoku-hard-grids-{}", std::process::id()));
    std::fs::create_dir_all(&grids).with_context(|| format!("creating {}", grids.display()))?;
    let set_files: Vec<PathBuf> = firsts
        .iter()
        .map(|set| dir.join(format!("{}.txt", set.name)))
        .collect();
    let mut grid_files = Vec::new();
    for grid in hard {
        let file = grids.join(format!("{}.txt", grid.label));
        std::fs::write(&file, format!("{}\n", grid.grid))
            .with_context(|| format!("writing {}", file.display()))?;
        grid_files.push(file);
    }
    let printed = run_capturing(
        Command::new(driver)
            .arg("0.5")
            .args(&set_files)
            .args(&grid_files),
    );
    // Best effort: a folder left in the temporary directory harms nothing.
    let _ = std::fs::remove_dir_all(&grids);
    let printed = printed?;
    let mut table = sets_table(
        "count up to 2 solutions, one thread, µs per puzzle over the first 10,000 puzzles of each \
         set",
        firsts,
        &printed,
        |set| set.count_us,
    )?;
    table += "\nGrids timed alone, side by side: count up to 2 solutions, µs\n\n\
              | grid | bitdoku | tdoku | bitdoku / tdoku |\n|---|---:|---:|---:|\n";
    for grid in hard {
        let tdoku = tdoku_us(&printed, &grid.label)?;
        table += &format!(
            "| {} | {:.2} | {tdoku:.2} | {:.2} |\n",
            grid.label,
            grid.count_us,
            grid.count_us / tdoku
        );
    }
    // With no sets, the first-solution driver would have nothing to time.
    if let (Some(solve_driver), false) = (&drivers.first_solution, firsts.is_empty()) {
        say(&format!(
            "tdoku with a limit of 1 ({}) on the same puzzles",
            solve_driver.display()
        ));
        let printed = run_capturing(Command::new(solve_driver).arg("0.5").args(&set_files))?;
        table += "\n";
        table += &sets_table(
            "the first solution (bitdoku's `solve()`, tdoku with a limit of 1), one thread, µs \
             per puzzle over the same puzzles",
            firsts,
            &printed,
            |set| set.solve_us,
        )?;
    }
    Ok(table)
}

/// A table of bitdoku's `figure` for each set of `firsts` beside tdoku's, which its driver
/// `printed`, under the heading "Side by side with tdoku: `what`".
fn sets_table(
    what: &str,
    firsts: &[First],
    printed: &str,
    figure: impl Fn(&First) -> f64,
) -> Result<String> {
    let mut table = format!(
        "Side by side with tdoku: {what}\n\n\
         | set | puzzles | bitdoku | tdoku | bitdoku / tdoku |\n|---|---:|---:|---:|---:|\n"
    );
    for set in firsts {
        let tdoku = tdoku_us(printed, &set.name)?;
        let bitdoku = figure(set);
        table += &format!(
            "| {} | {} | {bitdoku:.2} | {tdoku:.2} | {:.2} |\n",
            set.name,
            set.puzzles,
            bitdoku / tdoku
        );
    }
    Ok(table)
}

/// tdoku's µs per puzzle for the set `name`, from the driver's line
/// `NAME.txt n=N tdoku US us (sink S)`.
fn tdoku_us(printed: &str, name: &str) -> Result<f64> {
    let file = format!("{name}.txt");
    printed
        .lines()
        .find(|line| line.split_whitespace().next() == Some(file.as_str()))
        .and_then(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let at = fields.iter().position(|field| *field == "tdoku")?;
            fields.get(at + 1)?.parse().ok()
        })
        .with_context(|| format!("the tdoku driver printed no figure for {file}: {printed}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_drivers_lines() {
        let printed =
            "17_clue_49158.txt                             n= 10000 tdoku     3.18 us (sink 4)\n\
                       serg.txt n=   100 tdoku    12.50 us (sink 0)\n";
        assert_eq!(tdoku_us(printed, "17_clue_49158").unwrap(), 3.18);
        assert_eq!(tdoku_us(printed, "serg").unwrap(), 12.5);
        assert!(tdoku_us(printed, "17_clue").is_err());
    }

    #[test]
    fn sets_each_figure_beside_tdokus() {
        let printed = "serg.txt n=   100 tdoku     2.00 us (sink 0)\n";
        let firsts = [First {
            name: "serg".to_owned(),
            puzzles: 100,
            count_us: 3.0,
            solve_us: 1.5,
        }];
        let solve = sets_table("solve", &firsts, printed, |set| set.solve_us).unwrap();
        assert!(
            solve.starts_with("Side by side with tdoku: solve\n"),
            "{solve}"
        );
        assert!(
            solve.ends_with("| serg | 100 | 1.50 | 2.00 | 0.75 |\n"),
            "{solve}"
        );
        let missing = [First {
            name: "top95".to_owned(),
            ..firsts[0]
        }];
        assert!(sets_table("count", &missing, printed, |set| set.count_us).is_err());
    }

    #[test]
    fn the_first_solution_driver_needs_the_counting_one() {
        let path = |name: &str| Some(PathBuf::from(name));
        assert_eq!(drivers_from(None, None).unwrap(), None);
        assert_eq!(
            drivers_from(path("count"), None).unwrap(),
            Some(Drivers {
                counting: PathBuf::from("count"),
                first_solution: None
            })
        );
        assert_eq!(
            drivers_from(path("count"), path("solve")).unwrap(),
            Some(Drivers {
                counting: PathBuf::from("count"),
                first_solution: path("solve")
            })
        );
        let error = drivers_from(None, path("solve")).unwrap_err();
        assert_eq!(
            error.to_string(),
            "TDOKU_BENCH_SOLVE is set but TDOKU_BENCH is not: set both, or neither"
        );
    }
}
