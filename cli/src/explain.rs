//! `bitdoku explain`: the logical solve path of one puzzle (see `bitdoku::logic`). As text,
//! one numbered line per deduction in words, then how it ended: solved (with the solution),
//! or stuck (with the candidates left). As CSV, only the table, one row per placement and per
//! digit removed from a cell, with the pattern that proved it: a subset's cells and digits, a
//! fish's base and cover lines and fins.

use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;

use bitdoku::logic::{self, Action, Candidates, CellSet, Deduction, Family, PathStep};
use bitdoku::masks::{col_of, digits, row_of};
use bitdoku::rules::CellName;
use bitdoku::{Grid, Layout, LogFormat, Unit};

use crate::single::read_grid;
use crate::Failure;

/// The CSV header, fixed: scripts read the columns by these names.
const CSV_HEADER: &str = "step,action,technique,row,column,digit,unit,pattern";

/// Explains the puzzle in `path` (or standard input); with `guess`, goes on past a stuck
/// board by guessing the solution's digit in the cell with the fewest candidates.
pub fn explain(path: Option<&Path>, format: LogFormat, guess: bool) -> Result<ExitCode, Failure> {
    let (grid, layout) = read_grid(path)?;
    if grid.count_solutions(1) == 0 {
        eprintln!("no solution");
        return Ok(ExitCode::from(1));
    }
    let solve_path = logic::explain(&grid, guess).map_err(|conflict| conflict.to_string())?;
    let mut out = BufWriter::new(io::stdout().lock());
    let written = match format {
        LogFormat::Text => write_text(&mut out, &solve_path, layout),
        LogFormat::Csv => write_csv(&mut out, &grid, &solve_path),
    };
    written
        .and_then(|()| out.flush())
        .map_err(|e| format!("cannot write the output: {e}"))?;
    Ok(ExitCode::SUCCESS)
}

/// Numbered sentences, then `solved: ...` and the solution in the input's layout, or
/// `stuck: ...` and the candidates left.
fn write_text(out: &mut impl Write, path: &logic::Path, layout: Layout) -> io::Result<()> {
    for (number, step) in path.steps.iter().enumerate() {
        writeln!(out, "{:>4}  {step}", number + 1)?;
    }
    let steps = path.steps.len();
    let guesses = path.guesses();
    if path.solved {
        writeln!(
            out,
            "solved: {} deductions, {guesses} guesses",
            steps - guesses as usize
        )?;
        write!(out, "{}", path.end.grid().render(layout))
    } else {
        writeln!(
            out,
            "stuck after {steps} deductions: none of the known techniques applies, only a guess \
             (--guess) goes on. The candidates left:"
        )?;
        write!(out, "{}", path.end)
    }
}

/// The CSV table: one row per placement, and one per digit removed from each cell, the rows
/// of one step sharing its number. The candidates are replayed from `grid` to know which
/// digits each cell loses.
fn write_csv(out: &mut impl Write, grid: &Grid, path: &logic::Path) -> io::Result<()> {
    writeln!(out, "{CSV_HEADER}")?;
    let Ok(mut board) = Candidates::new(grid) else {
        return Ok(()); // a path was made from it, so it breaks no rule
    };
    for (number, step) in path.steps.iter().enumerate() {
        // The rows of this step: (action, cell, digit), with the technique and unit they share.
        let mut rows: Vec<(&str, u8, u8)> = Vec::new();
        let (technique, unit, pattern) = match *step {
            PathStep::Guess { cell, digit } => {
                rows.push(("place", cell, digit));
                board.place(cell.into(), digit);
                ("guess", String::new(), String::new())
            }
            PathStep::Deduced(deduction) => {
                match deduction.action {
                    Action::Place { cell, digit } => rows.push(("place", cell, digit)),
                    Action::Eliminate {
                        cells,
                        digits: lost,
                    } => {
                        for cell in cells.iter() {
                            let removed = digits(board.get(cell.into()) & lost);
                            rows.extend(removed.map(|digit| ("eliminate", cell, digit)));
                        }
                    }
                }
                board.apply(&deduction);
                let unit = deduction
                    .unit
                    .map_or(String::new(), |unit| unit.to_string());
                (deduction.technique.name(), unit, pattern_field(&deduction))
            }
        };
        for (action, cell, digit) in rows {
            let cell = usize::from(cell);
            writeln!(
                out,
                "{},{action},{technique},{},{},{digit},{unit},{pattern}",
                number + 1,
                row_of(cell) + 1,
                col_of(cell) + 1
            )?;
        }
    }
    Ok(())
}

/// The `pattern` column: `"cells=r1c1,r1c5,r1c9 digits=2,5,7"` for a subset, `"base=r1,r5
/// cover=c3,c8"` for a fish, with ` fins=r2c1,r2c2` when it has fins, `"cells=PIVOT,PINCER,
/// PINCER"` for an XY- or XYZ-wing, `"cells=..."` for a unique rectangle's four corners or
/// BUG+1's cell, and a chain (W-wing) in Eureka notation,
/// `"(1=2)r1c1-(2)r1c5=(2)r3c4-(2=1)r3c9"`; quoted, as it holds commas or `=`. Empty for the
/// singles and locked candidates, whose unit column says it all.
fn pattern_field(deduction: &Deduction) -> String {
    let joined = |items: Vec<String>| items.join(",");
    let cells = |set: CellSet| joined(set.iter().map(|c| CellName(c.into()).to_string()).collect());
    let text = if let Some(fish) = deduction.fish {
        let lines = |units: &mut dyn Iterator<Item = Unit>| {
            let name = |unit| match unit {
                Unit::Row(i) => format!("r{}", i + 1),
                Unit::Column(i) => format!("c{}", i + 1),
                Unit::Box(i) => format!("b{}", i + 1),
            };
            joined(units.map(name).collect())
        };
        let base = lines(&mut fish.base_units());
        let cover = lines(&mut fish.cover_units());
        let mut text = format!("base={base} cover={cover}");
        if !fish.fins.is_empty() {
            text += &format!(" fins={}", cells(fish.fins));
        }
        text
    } else if let Some(chain) = deduction.chain {
        chain.to_string()
    } else if let Some(pivot) = deduction.pivot {
        let pincers = deduction.pattern.minus(CellSet::of([pivot.into()]));
        format!("cells={},{}", CellName(pivot.into()), cells(pincers))
    } else if deduction.technique.family() == Family::Uniqueness {
        format!("cells={}", cells(deduction.pattern))
    } else if deduction.technique.family() == Family::Subsets {
        let digits = joined(digits(deduction.digits).map(|d| d.to_string()).collect());
        format!("cells={} digits={digits}", cells(deduction.pattern))
    } else {
        return String::new();
    };
    format!("\"{text}\"")
}
