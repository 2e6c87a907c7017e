//! `rate` and `generate`: a line per puzzle, the level and technique options, and refusals.

use bitdoku::generate::Difficulty;
use bitdoku::generate::Generator;
use bitdoku::generate::Symmetry;
use bitdoku::logic::Technique;
use bitdoku::Grid;
use bitdoku::Layout;

use crate::common::*;
use crate::harness::*;

#[test]
fn rate_prints_a_tab_separated_line_per_puzzle() {
    let batch = format!(
        "{BRUTE_FORCE}\n{}\n{}\nxyz\n{NO_SOLUTION}\n",
        grid(COMPACT_IN),
        many_solutions()
    );
    let run = bitdoku(&["rate"], &batch);
    assert_run(
        &run,
        2,
        "singles\tnaked_single\t0\t>10000000\t135738\n\
         guess\tguess\t3\t148615\t30244\n\
         several solutions\t-\t-\t-\t-\n\
         invalid: invalid character 'x' at line 4, column 1 (expected a digit 0-9 or '.')\t-\t-\t-\t-\n\
         no solution\t-\t-\t-\t-\n",
        "",
    );
    // The same lines on two threads; without the invalid line, a puzzle with no solution
    // gives exit status 1.
    let threads = bitdoku(&["rate", "--threads", "2"], &batch);
    assert_eq!(threads.stdout, run.stdout);
    let valid = format!("{}\n{NO_SOLUTION}\n", grid(BOJ_IN));
    let run = bitdoku(&["rate"], valid);
    assert_eq!(run.code, 1, "{run:?}");
    assert!(run.stdout.starts_with("singles\t"), "{run:?}");
}

#[test]
fn rate_names_the_rule_a_line_breaks() {
    let mut clash = BRUTE_FORCE.to_owned();
    clash.replace_range(9..10, "3");
    assert_run(
        &bitdoku(&["rate"], format!("{clash}\n")),
        2,
        "invalid: two 3s in row 2 (r2c1 and r2c6)\t-\t-\t-\t-\n",
        "",
    );
}

#[test]
fn generate_prints_a_puzzle_per_line_and_each_seed_on_stderr() {
    let run = bitdoku(&["generate", "--seed", "42"], "");
    assert_eq!(run.code, 0, "{run:?}");
    let puzzle = Grid::generate(42);
    assert_eq!(run.stdout, puzzle.render(Layout::Line));
    let level = bitdoku::logic::rate(&puzzle).level;
    let givens = puzzle.filled();
    assert_eq!(
        run.stderr,
        format!("seed 42: level {level}, {givens} givens\n")
    );
    // Three in a row take the seeds 7, 8 and 9; each is the puzzle of its seed.
    let options = ["--level", "singles", "--symmetry", "mirror"];
    let run = bitdoku(
        &[&["generate", "--count", "3", "--seed", "7"], &options[..]].concat(),
        "",
    );
    assert_eq!(run.code, 0, "{run:?}");
    let generator = Generator::new()
        .difficulty(Difficulty::Singles)
        .symmetry(Symmetry::Mirror);
    let lines: Vec<&str> = run.stdout.lines().collect();
    let seeds: Vec<&str> = run
        .stderr
        .lines()
        .map(|l| l.split(':').next().unwrap())
        .collect();
    assert_eq!(seeds, ["seed 7", "seed 8", "seed 9"], "{run:?}");
    for (seed, line) in (7..).zip(lines) {
        let made = generator.generate(seed).unwrap().puzzle;
        assert_eq!(line, made.render(Layout::Line).trim_end(), "seed {seed}");
    }
    // --not-minimal: more givens, still one solution.
    let run = bitdoku(&["generate", "--seed", "42", "--not-minimal"], "");
    let easy = grid(run.stdout.trim_end());
    assert!(
        easy.filled() > givens && easy.count_solutions(2) == 1,
        "{run:?}"
    );
}

#[test]
fn generate_says_when_its_attempts_find_no_puzzle_of_the_level() {
    let one = Generator::new().attempts(1).difficulty(Difficulty::Guess);
    let seed = (0..).find(|&seed| one.generate(seed).is_err()).unwrap();
    let run = bitdoku(
        &[
            "generate",
            "--level",
            "guess",
            "--attempts",
            "1",
            "--seed",
            &seed.to_string(),
        ],
        "",
    );
    assert_run(
        &run,
        1,
        "",
        &format!("bitdoku: seed {seed}: no puzzle of level guess in 1 attempt; try another seed or more attempts\n"),
    );
}

#[test]
fn generate_technique_makes_a_puzzle_whose_path_uses_it_and_nothing_harder() {
    let run = bitdoku(&["generate", "--technique", "x_wing", "--seed", "1"], "");
    assert_eq!(run.code, 0, "{run:?}");
    let puzzle = grid(run.stdout.trim_end());
    let path = bitdoku::logic::explain(&puzzle, false).unwrap();
    assert!(path.solved, "{run:?}");
    let used: Vec<Technique> = path.steps.iter().filter_map(|s| s.technique()).collect();
    assert!(used.contains(&Technique::XWing), "{used:?}");
    assert!(
        used.iter().all(|t| t.family() <= Technique::XWing.family()),
        "{used:?}"
    );
}

#[test]
fn generate_technique_says_when_its_budget_finds_none() {
    // AIC alone is rare: one attempt of seed 1 does not make one.
    let run = bitdoku(
        &[
            "generate",
            "--technique",
            "aic",
            "--attempts",
            "1",
            "--seed",
            "1",
        ],
        "",
    );
    assert_run(
        &run,
        1,
        "",
        "bitdoku: seed 1: no puzzle whose logical path uses aic (and no harder family) in 1 attempt; try another seed or more attempts\n",
    );
}

#[test]
fn generate_against_brute_force_reports_the_naive_steps() {
    let run = bitdoku(
        &["generate", "--against-brute-force", "0", "--seed", "3"],
        "",
    );
    assert_eq!(run.code, 0, "{run:?}");
    let puzzle = grid(run.stdout.trim_end());
    assert_eq!(puzzle.count_solutions(2), 1);
    assert!(
        run.stderr.starts_with("seed 3: attempt 0 of 1, "),
        "{run:?}"
    );
    assert!(run.stderr.contains(" naive steps, "), "{run:?}");
}

#[test]
fn generate_refuses_bad_options() {
    for (args, named) in [
        (
            &["generate", "--level", "hard"][..],
            "unknown level 'hard': expected 'any', 'singles', 'locked', 'subsets', 'fish', 'wings', 'chains', 'uniqueness' or 'guess'",
        ),
        (
            &["generate", "--technique", "x_wings"],
            "unknown technique 'x_wings': expected 'hidden_single', 'naked_single'",
        ),
        (
            &["generate", "--technique", "x_wing", "--level", "singles"],
            "'--technique <TECHNIQUE>' cannot be used with '--level <LEVEL>'",
        ),
        (
            &["generate", "--symmetry", "sideways"],
            "unknown symmetry 'sideways'",
        ),
        (&["generate", "--count", "0"], "0 is not in 1..=1000000"),
        (&["generate", "--seed", "-1"], "'-1'"),
        (
            &["generate", "--seed", "x"],
            "invalid seed 'x': expected a whole number from 0 to 18446744073709551615",
        ),
        (&["generate", "--seed", "+42"], "invalid seed '+42'"),
        (&["generate", "--attempts", "0"], "0 is not in 1.."),
        (
            &["generate", "--against-brute-force", "soon"],
            "'soon' is not a number of seconds from 0 to 86400",
        ),
    ] {
        assert_bad_arguments(&bitdoku(args, ""), &[named]);
    }
}
