//! The bench's tables, printed as Markdown: the speed and size figures, native beside the
//! browser's, and the longest main-thread task per action.

use anyhow::{Context, Result};
use serde_json::Value;

use super::native::Native;
use super::weight::PageWeight;

pub fn print_table(
    native: &Native,
    portable: Option<&Native>,
    driven: &Value,
    weight: &PageWeight,
) -> Result<()> {
    let number = |value: &Value, key: &str| -> Result<f64> {
        value[key]
            .as_f64()
            .with_context(|| format!("the bench driver gave no number for {key:?}: {value}"))
    };
    println!(
        "| measurement | native ({} build) | wasm in Chromium | wasm / native |",
        native.build
    );
    println!("|---|---:|---:|---:|");
    let empty = Vec::new();
    let browser_sets = |build: &str| driven[build].as_array().unwrap_or(&empty);
    for set in &native.sets {
        let wasm = |build| {
            browser_sets(build)
                .iter()
                .find(|s| s["name"].as_str() == Some(set.name.as_str()))
        };
        let label = format!("{} ({} puzzles)", set.name, thousands(set.puzzles as f64));
        for (call, native_us, key, build) in [
            ("count_solutions(2)", set.count_us, "countUs", "sets"),
            ("solve()", set.solve_us, "solveUs", "sets"),
            (
                "count_solutions(2), fallback build",
                set.count_us,
                "countUs",
                "fallbackSets",
            ),
        ] {
            let wasm_us = wasm(build).map(|w| number(w, key)).transpose()?;
            println!(
                "| {label}: {call}, µs/puzzle | {native_us:.2} | {} | {} |",
                wasm_us.map_or("-".into(), |us| format!("{us:.2}")),
                wasm_us.map_or("-".into(), |us| format!("{:.2}", us / native_us)),
            );
        }
        let firsts = |of: &Native| {
            of.firsts
                .iter()
                .find(|f| f.name == set.name)
                .map(|f| (f.puzzles, f.count_us))
        };
        if let (Some((puzzles, fast)), Some((_, fallback))) =
            (firsts(native), portable.and_then(firsts))
        {
            println!(
                "| {label}: count_solutions(2) on the first {} puzzles, {} build / portable build, µs/puzzle | {fast:.2} / {fallback:.2} ({:.2}) | | |",
                thousands(puzzles as f64),
                native.build,
                fast / fallback
            );
        }
        if let Some(slowest) = native.slowest.iter().find(|s| s.name == set.name) {
            println!(
                "| {label}: slowest puzzle (line {}), count_solutions(2), µs (times the mean) | {:.2} ({:.0}×) | | |",
                thousands(slowest.line as f64),
                slowest.count_us,
                slowest.count_us / set.count_us
            );
        }
    }
    for grid in &native.hard {
        println!(
            "| {} `{}`: count_solutions(2), µs | {:.2} | | |",
            grid.label, grid.grid, grid.count_us
        );
    }
    if let Some(corpus) = &native.corpus {
        println!(
            "| fuzz corpus {} ({} grids): count_solutions(2), µs/grid | {:.2} | | |",
            corpus.path,
            thousands(corpus.grids as f64),
            corpus.mean_us
        );
        println!(
            "| fuzz corpus: slowest grid `{}`, count_solutions(2), µs (times the mean) | {:.2} ({:.0}×) | | |",
            corpus.slowest,
            corpus.slowest_us,
            corpus.slowest_us / corpus.mean_us
        );
    }
    for set in &native.logic {
        let label = format!("{} ({} puzzles)", set.name, thousands(set.puzzles as f64));
        for (call, native_us) in [
            ("logic::explain(guess), µs/puzzle", set.explain_us),
            ("logic::rate, µs/puzzle", set.rate_us),
        ] {
            println!("| {label}: {call} | {native_us:.2} | - | - |");
        }
    }
    for set in &native.rates {
        let label = format!("{} ({} puzzles)", set.name, thousands(set.puzzles as f64));
        println!(
            "| {label}: logic::rate, median µs/puzzle (each alone) | {:.2} | - | - |",
            set.median_us
        );
        println!(
            "| {label}: logic::rate, slowest puzzle (line {}), µs | {:.2} | - | - |",
            thousands(set.slowest_line as f64),
            set.slowest_us
        );
    }
    let skip = &driven["skip"];
    let (skip_ms, steps) = (number(skip, "ms")?, number(skip, "steps")?);
    let skips: Vec<f64> = skip["allMs"].as_array().map_or(Vec::new(), |all| {
        all.iter().filter_map(Value::as_f64).collect()
    });
    let wasm_events = steps / (skip_ms / 1000.0);
    let naive = &native.events[0];
    println!(
        "| step engine, naive order, events/s (wasm: during Skip to end, the median run) | {} | {} | {:.2} |",
        millions(naive.per_second),
        millions(wasm_events),
        naive.per_second / wasm_events
    );
    for order in &native.events[1..] {
        println!(
            "| step engine, {} order, events/s (\"Built against brute force\", {} steps) | {} | | |",
            order.order,
            thousands(order.steps as f64),
            millions(order.per_second)
        );
    }
    for tree in &native.trees {
        println!(
            "| search tree recorded, {} order, events/s (\"Built against brute force\", {} steps, {} branches kept) | {} | | |",
            tree.order,
            thousands(tree.steps as f64),
            thousands(tree.kept as f64),
            millions(tree.per_second)
        );
    }
    for run in &native.orders {
        println!(
            "| step engine, {} order, events/s ({}, every puzzle, {} steps) | {} | | |",
            run.order,
            run.set,
            thousands(run.steps as f64),
            millions(run.per_second)
        );
    }
    // Chromium reports only tasks of 50 ms or more.
    let longest_task = match number(skip, "longestTaskMs")? {
        ms if ms > 0.0 => format!("longest task {ms:.0} ms"),
        _ => "no task of 50 ms or more".to_owned(),
    };
    let runs = skips
        .iter()
        .map(|ms| format!("{:.2}", ms / 1000.0))
        .collect::<Vec<_>>()
        .join(", ");
    println!(
        "| Skip to end, naive, \"Built against brute force\", median of {} runs ({runs} s; {} steps; {longest_task}) | | {:.2} s | |",
        skips.len(),
        thousands(steps),
        skip_ms / 1000.0
    );
    for (module, build, bytes) in &weight.wasm {
        println!(
            "| page weight: wasm, {} module, {} build, gzipped | | {} | |",
            module.name(),
            build.name(),
            kilobytes(*bytes)
        );
    }
    println!(
        "| page weight: whole page up to interactive (index.html, css, main script and its chunks, page module), gzipped | | {} | |",
        kilobytes(weight.page)
    );
    println!(
        "| page weight: the embedded player up to interactive (embed.html, its css and script, page module), gzipped | | {} | |",
        kilobytes(weight.embed)
    );
    println!(
        "| page weight: the workers' files, fetched once the page is up (their script, the solver and logic modules), gzipped | | {} | |",
        kilobytes(weight.workers)
    );
    for (module, bytes) in &weight.share {
        println!(
            "| page weight: Share's files, fetched when a person first uses its {} (its worker's script, Share's glue, the {} module), gzipped | | {} | |",
            module.title(),
            module.name(),
            kilobytes(*bytes)
        );
    }
    let tti = &driven["tti"];
    println!(
        "| time to interactive, median of {} loads after a warm-up load ({:.0} ms) | | {:.0} ms | |",
        tti["allMs"].as_array().map_or(0, Vec::len),
        number(tti, "warmUpMs")?,
        number(tti, "medianMs")?
    );
    println!(
        "| generator: minimal unique puzzles a second (no symmetry, any level; `Grid::generate`) | {:.0} | | |",
        native.generated_per_second
    );
    for level in ["singles", "locked", "guess"] {
        let times = &driven["generated"][level];
        println!(
            "| New puzzle, level {level}: median / 95th percentile of 20 seeds (the page's worker) | | {:.1} / {:.1} ms | |",
            number(times, "medianMs")?,
            number(times, "p95Ms")?
        );
    }
    Ok(())
}

/// The table of tests/e2e/bench-actions.mjs: for each kind of action, how many times it was
/// done, the longest task on the page's main thread (wall time, and the CPU time it got), the
/// most CPU time one task took, and what took it.
pub fn print_actions(actions: &Value) -> Result<()> {
    let number = |value: &Value, key: &str| -> Result<f64> {
        value[key]
            .as_f64()
            .with_context(|| format!("the bench driver gave no number for {key:?}: {value}"))
    };
    let load = |i: usize| -> Result<f64> {
        actions["load"][i]
            .as_f64()
            .with_context(|| format!("the bench driver gave no load average: {actions}"))
    };
    println!(
        "Longest main-thread task per kind of action: {} rounds, seed {}; 1-minute load average \
         {:.1} at the start, {:.1} at the end",
        number(actions, "rounds")?,
        number(actions, "seed")?,
        load(0)?,
        load(1)?,
    );
    println!();
    println!(
        "| action | count | longest task, ms | its CPU time, ms | busiest task's CPU time, ms \
         | inside the busiest task: own CPU time, ms |"
    );
    println!("|---|---:|---:|---:|---:|---|");
    for row in actions["rows"].as_array().context("no rows")? {
        let inside: Vec<String> = row["inside"]
            .as_array()
            .context("no inside")?
            .iter()
            .map(|part| -> Result<String> {
                Ok(format!(
                    "{} {:.1}",
                    part["what"].as_str().unwrap_or("?"),
                    number(part, "ms")?
                ))
            })
            .collect::<Result<_>>()?;
        println!(
            "| {} | {} | {:.1} | {:.1} | {:.1} | {} |",
            row["action"].as_str().unwrap_or("?"),
            number(row, "count")?,
            number(row, "longestMs")?,
            number(row, "longestCpuMs")?,
            number(row, "busiestCpuMs")?,
            inside.join(", ")
        );
    }
    Ok(())
}

fn thousands(n: f64) -> String {
    let digits = format!("{n:.0}");
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn millions(n: f64) -> String {
    format!("{:.1} M", n / 1e6)
}

fn kilobytes(bytes: usize) -> String {
    format!(
        "{:.1} KB ({} B)",
        bytes as f64 / 1000.0,
        thousands(bytes as f64)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_table_of_the_actions() {
        let actions = serde_json::json!({
            "seed": 11, "rounds": 3, "load": [1.5, 1.25],
            "rows": [{
                "action": "Play", "count": 3, "longestMs": 12.5, "longestCpuMs": 11.0,
                "busiestCpuMs": 11.5, "inside": [{ "what": "Layout", "ms": 4.25 }]
            }]
        });
        print_actions(&actions).unwrap();
        let mut missing = actions.clone();
        missing["rows"][0]
            .as_object_mut()
            .unwrap()
            .remove("busiestCpuMs");
        let error = print_actions(&missing).unwrap_err();
        assert!(error.to_string().contains("\"busiestCpuMs\""), "{error}");
    }

    #[test]
    fn groups_thousands() {
        assert_eq!(thousands(7.0), "7");
        assert_eq!(thousands(1465.0), "1,465");
        assert_eq!(thousands(207_525_885.0), "207,525,885");
    }
}
