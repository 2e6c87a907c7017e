//! What benches/table.rs measured: one JSON object per line, named by its `kind`, read with
//! serde into [`Native`].

use anyhow::{bail, Context, Result};
use serde::Deserialize;

use crate::tdoku;

/// One set's native figures, from a `set` line.
#[derive(Debug, Deserialize)]
pub struct NativeSet {
    pub name: String,
    pub puzzles: u64,
    pub count_us: f64,
    pub solve_us: f64,
}

/// A set's slowest puzzle, from a `slowest` line.
#[derive(Debug, Deserialize)]
pub struct Slowest {
    pub name: String,
    pub line: u64,
    pub count_us: f64,
}

/// The logic module's figures on one set, from a `logic` line.
#[derive(Debug, Deserialize)]
pub struct LogicSet {
    pub name: String,
    pub puzzles: u64,
    pub explain_us: f64,
    pub rate_us: f64,
}

/// `logic::rate` timed on each puzzle of a set alone, from a `rates`
/// line.
#[derive(Debug, Deserialize)]
pub struct RatesSet {
    pub name: String,
    pub puzzles: u64,
    pub median_us: f64,
    pub slowest_us: f64,
    pub slowest_line: u64,
}

/// One search order's run on the brute-force puzzle, from an `events ORDER PER_SECOND STEPS`
/// line of benches/table.rs.
#[derive(Debug, Deserialize)]
pub struct NativeEvents {
    pub order: String,
    pub per_second: f64,
    pub steps: u64,
}

/// One search order run to the end on every puzzle of a set, from a `orders`
/// line.
#[derive(Debug, Deserialize)]
pub struct OrderOnSet {
    pub set: String,
    pub order: String,
    pub per_second: f64,
    pub steps: u64,
}

/// The naive run on the brute-force puzzle recorded as a search tree, from a `tree`
/// line.
#[derive(Debug, Deserialize)]
pub struct TreeRecording {
    pub order: String,
    pub per_second: f64,
    pub steps: u64,
    pub kept: u64,
}

/// The fuzz corpus's grids timed as a set, from a `corpus PATH GRIDS MEAN_US SLOWEST_US GRID`
/// line of benches/table.rs.
#[derive(Debug, Deserialize)]
pub struct Corpus {
    pub path: String,
    pub grids: u64,
    pub mean_us: f64,
    pub slowest_us: f64,
    pub slowest: String,
}

/// Everything benches/table.rs printed.
#[derive(Debug, Default)]
pub struct Native {
    /// The fast path's build that ran (`bitdoku::fast_path_build`), from a `build` line.
    pub build: String,
    pub sets: Vec<NativeSet>,
    /// Each set's first 10,000 puzzles, for the comparison with tdoku.
    pub firsts: Vec<tdoku::First>,
    pub slowest: Vec<Slowest>,
    /// Grids timed alone, beside tdoku too.
    pub hard: Vec<tdoku::Hard>,
    /// The fuzz corpus, when there is one.
    pub corpus: Option<Corpus>,
    pub logic: Vec<LogicSet>,
    /// `logic::rate` puzzle by puzzle on the hard sets.
    pub rates: Vec<RatesSet>,
    pub orders: Vec<OrderOnSet>,
    /// Naive first: its events per second stand beside the page's Skip to end.
    pub events: Vec<NativeEvents>,
    pub trees: Vec<TreeRecording>,
    /// Minimal unique puzzles `Grid::generate` makes a second, from a `generate PER_SECOND`
    /// line.
    pub generated_per_second: f64,
}

/// One line of benches/table.rs: a measurement, named by its `kind`.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Line {
    Build { name: String },
    Set(NativeSet),
    First(tdoku::First),
    Slowest(Slowest),
    Hard(tdoku::Hard),
    Corpus(Corpus),
    Logic(LogicSet),
    Rates(RatesSet),
    Orders(OrderOnSet),
    Events(NativeEvents),
    Tree(TreeRecording),
    Generate { per_second: f64 },
}

/// Reads what benches/table.rs printed, a JSON object per line; with `first_only`, what it
/// printed when asked for only the `first` lines.
pub fn parse_native(text: &str, first_only: bool) -> Result<Native> {
    let mut native = Native::default();
    let mut build = None;
    let mut generated_per_second = None;
    for line in text.lines() {
        let measurement: Line = serde_json::from_str(line)
            .with_context(|| format!("benches/table.rs printed an unexpected line: {line:?}"))?;
        match measurement {
            Line::Build { name } => build = Some(name),
            Line::Set(set) => native.sets.push(set),
            Line::First(first) => native.firsts.push(first),
            Line::Slowest(slowest) => native.slowest.push(slowest),
            Line::Hard(hard) => native.hard.push(hard),
            Line::Corpus(corpus) => native.corpus = Some(corpus),
            Line::Logic(logic) => native.logic.push(logic),
            Line::Rates(rates) => native.rates.push(rates),
            Line::Orders(orders) => native.orders.push(orders),
            Line::Events(events) => native.events.push(events),
            Line::Tree(tree) => native.trees.push(tree),
            Line::Generate { per_second } => generated_per_second = Some(per_second),
        }
    }
    native.build = build.context("benches/table.rs printed no build line")?;
    if first_only {
        return Ok(Native {
            build: native.build,
            firsts: native.firsts,
            ..Native::default()
        });
    }
    if native.events.first().is_none_or(|e| e.order != "naive") {
        bail!("benches/table.rs printed no events line for the naive order first");
    }
    native.generated_per_second =
        generated_per_second.context("benches/table.rs printed no generate line")?;
    Ok(native)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_lines_of_benches_table() {
        let native = parse_native(
            r#"{"kind":"build","name":"x86-64 AVX2"}
{"kind":"set","name":"norvig_top95","puzzles":95,"count_us":277.91,"solve_us":174.53}
{"kind":"slowest","name":"norvig_top95","line":63,"count_us":20.5}
{"kind":"hard","label":"norvig_impossible","grid":".....5.8.","count_us":4.25}
{"kind":"corpus","path":"target/fuzz-corpus/solve","grids":300,"mean_us":5.5,"slowest_us":40.25,"slowest":"..3.."}
{"kind":"events","order":"naive","per_second":116000000.0,"steps":207525885}
{"kind":"events","order":"mrv","per_second":15000000.0,"steps":135738}
{"kind":"orders","set":"magictour_top1465","order":"propagation","per_second":18000000.0,"steps":1673442}
{"kind":"tree","order":"naive","per_second":169000000.0,"steps":207525885,"kept":14245}
{"kind":"generate","per_second":9000.0}
"#,
            false,
        )
        .unwrap();
        assert_eq!(native.build, "x86-64 AVX2");
        assert_eq!(native.generated_per_second, 9000.0);
        let corpus = native.corpus.as_ref().expect("a corpus line");
        assert_eq!(corpus.path, "target/fuzz-corpus/solve");
        assert_eq!((corpus.grids, corpus.mean_us), (300, 5.5));
        assert_eq!(
            (corpus.slowest_us, corpus.slowest.as_str()),
            (40.25, "..3..")
        );
        assert_eq!(native.trees.len(), 1);
        assert_eq!(native.trees[0].order, "naive");
        assert_eq!(native.trees[0].per_second, 169e6);
        assert_eq!(native.trees[0].steps, 207_525_885);
        assert_eq!(native.trees[0].kept, 14_245);
        assert_eq!(native.orders.len(), 1);
        assert_eq!(native.orders[0].set, "magictour_top1465");
        assert_eq!(native.orders[0].order, "propagation");
        assert_eq!(native.orders[0].per_second, 18e6);
        assert_eq!(native.orders[0].steps, 1_673_442);
        assert_eq!(native.sets.len(), 1);
        assert_eq!(native.sets[0].name, "norvig_top95");
        assert_eq!(native.sets[0].puzzles, 95);
        assert_eq!(native.sets[0].count_us, 277.91);
        assert_eq!(native.sets[0].solve_us, 174.53);
        assert_eq!(native.slowest[0].name, "norvig_top95");
        assert_eq!(native.slowest[0].line, 63);
        assert_eq!(native.slowest[0].count_us, 20.5);
        assert_eq!(native.hard[0].label, "norvig_impossible");
        assert_eq!(native.hard[0].grid, ".....5.8.");
        assert_eq!(native.hard[0].count_us, 4.25);
        assert_eq!(native.events[0].per_second, 116e6);
        assert_eq!(native.events[0].steps, 207_525_885);
        assert_eq!(native.events[1].order, "mrv");
        assert_eq!(native.events[1].steps, 135_738);
        assert!(native.logic.is_empty());
        let native = parse_native(
            r#"{"kind":"build","name":"portable"}
{"kind":"logic","name":"17_clue_49158","puzzles":49158,"explain_us":41.5,"rate_us":52.25}
{"kind":"rates","name":"norvig_top95","puzzles":95,"median_us":850.5,"slowest_us":90000.25,"slowest_line":7}
{"kind":"events","order":"naive","per_second":1,"steps":2}
{"kind":"generate","per_second":1}
"#,
            false,
        )
        .unwrap();
        assert_eq!(native.rates.len(), 1);
        assert_eq!(native.rates[0].name, "norvig_top95");
        assert_eq!(native.rates[0].puzzles, 95);
        assert_eq!(native.rates[0].median_us, 850.5);
        assert_eq!(native.rates[0].slowest_us, 90000.25);
        assert_eq!(native.rates[0].slowest_line, 7);
        assert_eq!(native.logic.len(), 1);
        assert_eq!(native.logic[0].name, "17_clue_49158");
        assert_eq!(native.logic[0].puzzles, 49158);
        assert_eq!(native.logic[0].explain_us, 41.5);
        assert_eq!(native.logic[0].rate_us, 52.25);
    }

    #[test]
    fn names_a_line_it_does_not_understand() {
        let bad = r#"{"kind":"set","name":"x","puzzles":95,"count_us":"fast","solve_us":1}"#;
        let error = parse_native(
            &format!("{{\"kind\":\"build\",\"name\":\"p\"}}\n{bad}\n"),
            false,
        )
        .unwrap_err();
        assert!(error.to_string().contains("count_us"), "{error:#}");
        assert!(format!("{error:#}").contains("\\\"fast\\\""), "{error:#}");
        let error = parse_native(r#"{"kind":"speed","name":"x"}"#, false).unwrap_err();
        assert!(
            format!("{error:#}").contains("unknown variant `speed`"),
            "{error:#}"
        );
        let error = parse_native(
            r#"{"kind":"build","name":"portable"}
{"kind":"set","name":"x","puzzles":95,"count_us":1,"solve_us":1}"#,
            false,
        )
        .unwrap_err();
        assert_eq!(
            error.to_string(),
            "benches/table.rs printed no events line for the naive order first"
        );
        let error = parse_native(
            r#"{"kind":"set","name":"x","puzzles":95,"count_us":1,"solve_us":1}"#,
            true,
        )
        .unwrap_err();
        assert_eq!(error.to_string(), "benches/table.rs printed no build line");
    }

    #[test]
    fn reads_the_first_lines_alone() {
        let native = parse_native(
            r#"{"kind":"build","name":"portable"}
{"kind":"first","name":"serg","puzzles":10000,"count_us":1.75,"solve_us":1.5}"#,
            true,
        )
        .unwrap();
        assert_eq!(native.build, "portable");
        assert_eq!(native.firsts.len(), 1);
        assert_eq!(native.firsts[0].name, "serg");
        assert_eq!(native.firsts[0].puzzles, 10_000);
        assert_eq!(native.firsts[0].count_us, 1.75);
        assert_eq!(native.firsts[0].solve_us, 1.5);
    }
}
