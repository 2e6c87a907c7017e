//! `explain`: one sentence per deduction, its CSV replayed to the solution, and each technique's
//! pattern column.

use bitdoku::Grid;

use crate::common::*;
use crate::harness::*;

/// The Baekjoon sample's logical solve path: hidden singles in rows, then the solution.
pub(crate) const BOJ_PATH: &str = "   1  r1c1 = 1: the only place for 1 in row 1
   2  r2c5 = 3: the only place for 3 in row 2
   3  r2c8 = 4: the only place for 4 in row 2
   4  r3c1 = 4: the only place for 4 in row 3
   5  r3c3 = 9: the only place for 9 in row 3
   6  r4c4 = 5: the only place for 5 in row 4
   7  r5c8 = 2: the only place for 2 in row 5
   8  r5c2 = 7: the only place for 7 in row 5
   9  r6c6 = 7: the only place for 7 in row 6
  10  r7c7 = 3: the only place for 3 in row 7
  11  r7c9 = 4: the only place for 4 in row 7
  12  r8c2 = 4: the only place for 4 in row 8
  13  r8c5 = 8: the only place for 8 in row 8
  14  r9c9 = 1: the only place for 1 in row 9
solved: 14 deductions, 0 guesses
";

#[test]
fn explain_prints_one_sentence_per_deduction_then_the_solution() {
    assert_run(
        &bitdoku(&["explain"], BOJ_IN),
        0,
        &format!("{BOJ_PATH}{BOJ_OUT}"),
        "",
    );
    let run = bitdoku(&["explain", "--format", "csv"], BOJ_IN);
    let csv: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        csv[..3],
        [
            "step,action,technique,row,column,digit,unit,pattern",
            "1,place,hidden_single,1,1,1,row 1,",
            "2,place,hidden_single,2,5,3,row 2,",
        ],
        "{run:?}"
    );
    assert_eq!(csv.len(), 15, "{run:?}");
}

#[test]
fn explain_when_stuck_says_so_and_lists_the_candidates_left() {
    let run = bitdoku(&["explain"], COMPACT_IN);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{run:?}");
    assert_eq!(
        lines[0],
        "stuck after 0 deductions: none of the known techniques applies, only a guess (--guess) \
         goes on. The candidates left:"
    );
    assert!(
        lines[1].starts_with("r1c2 {1,2,4,6}  r1c3 {2,4,5,6,9}  "),
        "{run:?}"
    );
    assert_eq!(lines.len(), 10, "one line per row: {run:?}");
    // As CSV, a stuck path with no deduction is the header alone.
    assert_run(
        &bitdoku(&["explain", "--format", "csv"], COMPACT_IN),
        0,
        "step,action,technique,row,column,digit,unit,pattern\n",
        "",
    );
}

#[test]
fn explain_with_guess_reaches_the_solution_and_its_csv_replays_to_it() {
    let text = bitdoku(&["explain", "--guess"], COMPACT_IN);
    assert_eq!(text.code, 0, "{text:?}");
    assert!(text.stdout.contains(" guesses\n"), "{text:?}");
    assert!(text.stdout.ends_with(COMPACT_OUT), "{text:?}");
    assert!(
        text.stdout.contains("a guess (no deduction applies;"),
        "{text:?}"
    );

    assert!(
        text.stdout.contains(
            "\n  10  1, 4, 5 and 6 leave r1c3 and r2c1: in box 1, 2 and 9 can only go in r1c3 \
             and r2c1 (hidden pair)\n"
        ),
        "{text:?}"
    );

    let run = bitdoku(&["explain", "--guess", "--format", "csv"], COMPACT_IN);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{run:?}");
    // One row per digit each cell loses, sharing the step's number.
    let step_10: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("10,"))
        .collect();
    assert_eq!(
        step_10,
        [
            "10,eliminate,hidden_pair,1,3,4,box 1,\"cells=r1c3,r2c1 digits=2,9\"",
            "10,eliminate,hidden_pair,1,3,5,box 1,\"cells=r1c3,r2c1 digits=2,9\"",
            "10,eliminate,hidden_pair,1,3,6,box 1,\"cells=r1c3,r2c1 digits=2,9\"",
            "10,eliminate,hidden_pair,2,1,1,box 1,\"cells=r1c3,r2c1 digits=2,9\"",
            "10,eliminate,hidden_pair,2,1,4,box 1,\"cells=r1c3,r2c1 digits=2,9\"",
        ],
        "{run:?}"
    );
    let mut lines = run.stdout.lines();
    assert_eq!(
        lines.next(),
        Some("step,action,technique,row,column,digit,unit,pattern")
    );
    let solution = grid(COMPACT_OUT);
    let mut cells = grid(COMPACT_IN).cells();
    let (mut step, mut guesses, mut eliminations) = (0, 0, 0);
    for line in lines {
        // The pattern, last, is quoted and may hold commas.
        let fields: Vec<&str> = line.splitn(8, ',').collect();
        assert_eq!(fields.len(), 8, "{line}");
        let number: usize = fields[0].parse().unwrap();
        assert!(
            number == step || number == step + 1,
            "steps in order: {line}"
        );
        step = number;
        let [row, column, digit] = [3, 4, 5].map(|i| fields[i].parse::<usize>().unwrap());
        let cell = (row - 1) * 9 + column - 1;
        // No unit: a guess, a naked single, a fish, a wing (cells but no digits) or a chain.
        let pattern = fields[7];
        let unit_is_empty = ["guess", "naked_single"].contains(&fields[2])
            || pattern.starts_with("\"base=")
            || pattern.starts_with("\"(")
            || (pattern.starts_with("\"cells=") && !pattern.contains("digits="));
        assert_eq!(fields[6].is_empty(), unit_is_empty, "{line}");
        if !unit_is_empty {
            let (kind, index) = fields[6].split_once(' ').unwrap();
            assert!(["row", "column", "box"].contains(&kind), "{line}");
            assert!((1..=9).contains(&index.parse::<usize>().unwrap()), "{line}");
        }
        match fields[1] {
            "place" => {
                assert_eq!(
                    (cells[cell], usize::from(solution.get(cell))),
                    (0, digit),
                    "{line}"
                );
                cells[cell] = digit as u8;
                guesses += usize::from(fields[2] == "guess");
            }
            "eliminate" => {
                assert_ne!(usize::from(solution.get(cell)), digit, "{line}");
                eliminations += 1;
            }
            other => panic!("unknown action {other}: {line}"),
        }
    }
    assert_eq!(Grid::from_cells(cells).unwrap(), solution);
    assert!(guesses > 0 && eliminations > 0, "{run:?}");
}

/// Asserts what `explain`, its CSV and `rate` say of `puzzle`, made by the generator for one
/// technique: the text holds `text`, the CSV rows of the steps numbered `steps` are `rows`, and
/// `rate`'s line begins with `rated`.
#[track_caller]
fn assert_technique(puzzle: &str, text: &str, steps: &[u32], rows: &[&str], rated: &str) {
    let explained = bitdoku(&["explain"], puzzle);
    assert!(explained.stdout.contains(text), "{explained:?}");
    let run = bitdoku(&["explain", "--format", "csv"], puzzle);
    let found: Vec<&str> = run
        .stdout
        .lines()
        .filter(|line| {
            steps
                .iter()
                .any(|step| line.starts_with(&format!("{step},")))
        })
        .collect();
    assert_eq!(found, rows, "{run:?}");
    let rate = bitdoku(&["rate"], puzzle);
    assert!(rate.stdout.starts_with(rated), "{rate:?}");
}

#[test]
fn explain_names_a_fish_and_its_lines_in_words_and_in_the_pattern_column() {
    // Made by `bitdoku generate --level fish --seed 1`: step 33 is a finned X-wing.
    assert_technique(
        "97.5...8..2.8..94...3..1...7.........38.6.75.......1..6....2....9..1......2.8946.",
        "\n  33  5 leaves r6c5: in rows 4 and 7, 5 can only go in columns 2 and 5 or the fin r4c6 \
         in box 5 (finned X-wing)\n",
        &[33],
        &["33,eliminate,finned_x_wing,6,5,5,,\"base=r4,r7 cover=c2,c5 fins=r4c6\""],
        "fish\tfinned_x_wing\t0\t",
    );
}

#[test]
fn explain_writes_a_wing_as_its_cells_and_a_w_wing_as_a_chain() {
    // Made by `bitdoku generate --level wings --seed 1`: step 27 is an XYZ-wing (pivot r3c2),
    // step 28 a W-wing.
    assert_technique(
        "...5...7..769.4........61..8.......4..9....31.3....96.9..765.....31....251..9....",
        "\n  27  2 leaves r3c1: pivot r3c2 with pincers r1c3 and r3c8 (XYZ-wing)\n  28  4 leaves \
         r3c1: (4=2)r3c8-(2)r4c8=(2)r4c2-(2=4)r6c1 (W-wing)\n",
        &[27, 28],
        &[
            "27,eliminate,xyz_wing,3,1,2,,\"cells=r3c2,r1c3,r3c8\"",
            "28,eliminate,w_wing,3,1,4,,\"(4=2)r3c8-(2)r4c8=(2)r4c2-(2=4)r6c1\"",
        ],
        "wings\tw_wing\t0\t",
    );
}

#[test]
fn explain_writes_a_chain_in_eureka_notation_with_its_grouped_nodes() {
    // Made by `bitdoku generate --level chains --seed 1`: step 33 is an AIC through the
    // grouped node r46c1 (8's places in column 1 and box 4 but for r2c1).
    assert_technique(
        "4......2..23...97.1...5........7.....1.2.......6.354..6..........57.83.4.....4.8.",
        "\n  33  8 leaves r2c5: (8)r2c1=(8)r46c1-(8=4)r5c3-(4)r5c5=(4)r2c5 (AIC)\n",
        &[33],
        &["33,eliminate,aic,2,5,8,,\"(8)r2c1=(8)r46c1-(8=4)r5c3-(4)r5c5=(4)r2c5\""],
        "chains\taic\t0\t",
    );
}

#[test]
fn explain_says_a_unique_rectangle_assumes_one_solution() {
    // Made by `bitdoku generate --level uniqueness --seed 1`: step 32 is a unique rectangle.
    assert_technique(
        "....79..2.86....17..1.........9..3.68...3.....9.....7..18643....7.........98..5..",
        "\n  32  6 and 8 leave r6c6: r3c5, r3c6, r6c5 and r6c6 must not come to hold only 6 and 8, \
         which would give two solutions; this assumes the puzzle has one (unique rectangle)\n",
        &[32],
        &[
            "32,eliminate,unique_rectangle,6,6,6,,\"cells=r3c5,r3c6,r6c5,r6c6\"",
            "32,eliminate,unique_rectangle,6,6,8,,\"cells=r3c5,r3c6,r6c5,r6c6\"",
        ],
        "uniqueness\tunique_rectangle\t0\t",
    );
}

#[test]
fn explain_refuses_what_has_no_path() {
    assert_run(
        &bitdoku(&["explain"], nine_lines(NO_SOLUTION)),
        1,
        "",
        "no solution\n",
    );
    let mut clash = BRUTE_FORCE.to_owned();
    clash.replace_range(9..10, "3");
    assert_refused(
        &bitdoku(&["explain"], &clash),
        "two 3s in row 2 (r2c1 and r2c6)",
    );
    assert_bad_arguments(&bitdoku(&["explain", "--format", "xml"], BOJ_IN), &["xml"]);
}
