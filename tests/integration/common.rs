//! Puzzles and checks shared by the library's integration tests (and the CLI's, in
//! `cli/tests/cli/`). Every puzzle here is written out in this file; the benchmark sets that
//! the sweep reads live outside the repository.

use std::path::{Path, PathBuf};

use bitdoku::{Event, Grid, Search, Strategy};

/// Baekjoon 2580's sample input and output: nine lines of space-separated digits.
pub const BOJ_IN: &str = "\
0 3 5 4 6 9 2 7 8
7 8 2 1 0 5 6 0 9
0 6 0 2 7 8 1 3 5
3 2 1 0 4 6 8 9 7
8 0 4 9 1 3 5 0 6
5 9 6 8 2 0 4 1 3
9 1 7 6 5 2 0 8 0
6 0 3 7 0 1 9 5 2
2 5 8 3 9 4 7 6 0
";
pub const BOJ_OUT: &str = "\
1 3 5 4 6 9 2 7 8
7 8 2 1 3 5 6 4 9
4 6 9 2 7 8 1 3 5
3 2 1 5 4 6 8 9 7
8 7 4 9 1 3 5 2 6
5 9 6 8 2 7 4 1 3
9 1 7 6 5 2 3 8 4
6 4 3 7 8 1 9 5 2
2 5 8 3 9 4 7 6 1
";

/// The textbook example, space-separated.
pub const CLASSIC_IN: &str = "\
3 0 6 5 0 8 4 0 0
5 2 0 0 0 0 0 0 0
0 8 7 0 0 0 0 3 1
0 0 3 0 1 0 0 8 0
9 0 0 8 6 3 0 0 5
0 5 0 0 9 0 6 0 0
1 3 0 0 0 0 2 5 0
0 0 0 0 0 0 0 7 4
0 0 5 2 0 6 3 0 0
";
pub const CLASSIC_OUT: &str = "\
3 1 6 5 7 8 4 9 2
5 2 9 1 3 4 7 6 8
4 8 7 6 2 9 5 3 1
2 6 3 4 1 5 9 8 7
9 7 4 8 6 3 1 2 5
8 5 1 7 9 2 6 4 3
1 3 8 9 4 7 2 5 6
6 9 2 3 5 1 8 7 4
7 4 5 2 8 6 3 1 9
";

/// A hard puzzle as nine lines of digits with no separators.
pub const COMPACT_IN: &str = "\
800000000
003600000
070090200
050007000
000045700
000100030
001000068
008500010
090000400
";
pub const COMPACT_OUT: &str = "\
812753649
943682175
675491283
154237896
369845721
287169534
521974368
438526917
796318452
";

/// 17 givens and one solution, built so that the naive order needs about 69 million
/// placements: the first row of the solution is 987654321.
pub const BRUTE_FORCE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

/// Consistent givens with no solution, and no cell without candidates at the start: the
/// Baekjoon sample's solution with 55 cells blanked and one given changed. The naive order
/// needs about 24,000 steps to exhaust it.
pub const NO_SOLUTION: &str =
    "13....2...82..5....6..78.3..2....89...4.13..6.9..2.4..........36....19.2.....4...";

/// Consistent givens with no solution: r1c9 has no candidate left.
pub const DEAD_CELL: &str =
    "12345678.........9...............................................................";

/// The step engine's three search orders.
pub const ORDERS: [Strategy; 3] = [Strategy::Naive, Strategy::Mrv, Strategy::Propagation];

/// The three sample pairs: (input, expected output).
pub const SAMPLES: [(&str, &str); 3] = [
    (BOJ_IN, BOJ_OUT),
    (CLASSIC_IN, CLASSIC_OUT),
    (COMPACT_IN, COMPACT_OUT),
];

/// The three sample solutions.
pub fn sample_solutions() -> Vec<Grid> {
    SAMPLES.iter().map(|(_, output)| grid(output)).collect()
}

/// `grid` with `cells` blanked.
pub fn blank(grid: &Grid, cells: &[usize]) -> Grid {
    let mut out = grid.cells();
    for &cell in cells {
        out[cell] = 0;
    }
    Grid::from_cells(out).unwrap()
}

pub fn grid(text: &str) -> Grid {
    text.parse()
        .unwrap_or_else(|e| panic!("test puzzle does not parse: {e}\n{text}"))
}

/// Asserts `solution` is a full grid that breaks no rule and keeps every given of `puzzle`.
pub fn assert_solves(puzzle: &Grid, solution: &Grid) {
    assert!(solution.is_solved(), "not a valid full grid: {solution}");
    assert!(
        puzzle.is_kept_by(solution),
        "solution {solution} drops a given of {puzzle}"
    );
}

/// Checks the fast path's count and first solution of `puzzle` against
/// [`reference_solutions`], up to `limit` solutions, and that `count_solutions` and `solve`
/// say the same.
pub fn assert_agrees_with_reference(puzzle: &Grid, limit: usize) {
    let expected = reference_solutions(puzzle, limit);
    let (count, first) = puzzle.count_and_solve(limit);
    assert_eq!(count, expected.len(), "count up to {limit} of {puzzle}");
    assert_eq!(puzzle.count_solutions(limit), count, "{puzzle}");
    match first {
        Some(first) => {
            assert_solves(puzzle, &first);
            if count < limit {
                // Every solution is in the reference's list, so the first one must be too.
                assert!(
                    expected.contains(&first.cells()),
                    "{first} is not among the reference's solutions of {puzzle}"
                );
            }
        }
        None => assert_eq!(count, 0, "{count} solutions of {puzzle} but none returned"),
    }
    assert_eq!(puzzle.solve().is_some(), count > 0, "{puzzle}");
}

/// Steps `search` until it ends, and returns its last event.
pub fn run_to_end(search: &mut Search) -> Event {
    loop {
        let event = search.step();
        if event.is_final() {
            return event;
        }
    }
}

/// Every solution of `grid`, up to `limit` of them, found by a reference solver that shares
/// nothing with bitdoku's engines: plain recursion with one used-digit mask per row, column
/// and box. Givens that break a rule give no solution.
///
/// At each node it branches on the smallest choice it can see: the blank cell with the fewest
/// candidates, or a digit missing from a unit with the fewest places left in it. Choosing only
/// by cells is simpler, but on some random grids with no solution (a digit with no place in a
/// box, say) it wanders for hours before every cell runs dry; looking at places too ends
/// those at once.
pub fn reference_solutions(grid: &Grid, limit: usize) -> Vec<[u8; 81]> {
    struct Reference {
        cells: [u8; 81],
        used: [[u16; 9]; 3],
        found: Vec<[u8; 81]>,
        limit: usize,
    }
    fn units(cell: usize) -> [usize; 3] {
        [cell / 9, cell % 9, cell / 27 * 3 + cell % 9 / 3]
    }
    /// The nine cells of unit `unit` of kind `kind` (0 row, 1 column, 2 box).
    fn members(kind: usize, unit: usize) -> [usize; 9] {
        std::array::from_fn(|i| match kind {
            0 => unit * 9 + i,
            1 => i * 9 + unit,
            _ => (unit / 3 * 3 + i / 3) * 9 + unit % 3 * 3 + i % 3,
        })
    }
    /// What to try at a node: (cell, digit) pairs, one of which must hold.
    type Choice = Vec<(usize, u8)>;
    impl Reference {
        fn free(&self, cell: usize) -> u16 {
            let [r, c, b] = units(cell);
            !(self.used[0][r] | self.used[1][c] | self.used[2][b]) & 0x1FF
        }
        fn toggle(&mut self, cell: usize, digit: u8) {
            let bit = 1 << (digit - 1);
            for (kind, unit) in units(cell).into_iter().enumerate() {
                self.used[kind][unit] ^= bit;
            }
        }
        /// The smallest choice, or `None` when the grid is full.
        fn choice(&self) -> Option<Choice> {
            let mut best: Option<Choice> = None;
            let mut consider = |choice: Choice| {
                if best.as_ref().is_none_or(|b| choice.len() < b.len()) {
                    best = Some(choice);
                }
            };
            for cell in (0..81).filter(|&c| self.cells[c] == 0) {
                let free = self.free(cell);
                consider(
                    (1..=9)
                        .filter(|d| free >> (d - 1) & 1 != 0)
                        .map(|d| (cell, d))
                        .collect(),
                );
            }
            for kind in 0..3 {
                for unit in 0..9 {
                    for digit in (1..=9u8).filter(|d| self.used[kind][unit] >> (d - 1) & 1 == 0) {
                        let places = members(kind, unit).into_iter().filter(|&cell| {
                            self.cells[cell] == 0 && self.free(cell) >> (digit - 1) & 1 != 0
                        });
                        consider(places.map(|cell| (cell, digit)).collect());
                    }
                }
            }
            best
        }
        fn search(&mut self) {
            let Some(choice) = self.choice() else {
                self.found.push(self.cells);
                return;
            };
            for (cell, digit) in choice {
                if self.found.len() >= self.limit {
                    return;
                }
                self.cells[cell] = digit;
                self.toggle(cell, digit);
                self.search();
                self.toggle(cell, digit);
                self.cells[cell] = 0;
            }
        }
    }
    let mut reference = Reference {
        cells: grid.cells(),
        used: [[0; 9]; 3],
        found: Vec::new(),
        limit,
    };
    for (cell, digit) in grid.cells().into_iter().enumerate() {
        if digit == 0 {
            continue;
        }
        if reference.free(cell) >> (digit - 1) & 1 == 0 {
            return Vec::new();
        }
        reference.toggle(cell, digit);
    }
    if limit > 0 {
        reference.search();
    }
    reference.found
}

/// The folder of the public benchmark sets, which live outside the repository: $BITDOKU_PUZZLES,
/// or `../shared/puzzles` beside it. Panics, naming it, when it does not exist.
pub fn puzzle_dir() -> PathBuf {
    let dir = match std::env::var_os("BITDOKU_PUZZLES") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles"),
    };
    assert!(
        dir.is_dir(),
        "the puzzle directory {} does not exist: set BITDOKU_PUZZLES to the folder of *.txt sets",
        dir.display()
    );
    dir
}

/// The files in `dir` whose names end in `.extension`, sorted by name.
pub fn files_ending(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let entries =
        std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()));
    let mut found: Vec<PathBuf> = entries
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.is_file() && path.extension().is_some_and(|e| e == extension))
        .collect();
    found.sort();
    found
}

pub fn read_file(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The lesson examples of the benchmark sets: each `examples/*.in` with the text of its
/// `*.out`. Empty, saying so, when the sets have no examples.
pub fn lesson_examples() -> Vec<(PathBuf, String)> {
    let dir = puzzle_dir().join("examples");
    if !dir.is_dir() {
        println!("no examples in {}: skipped", dir.display());
        return Vec::new();
    }
    let inputs = files_ending(&dir, "in");
    assert!(!inputs.is_empty(), "no *.in examples in {}", dir.display());
    inputs
        .into_iter()
        .map(|input| {
            let expected = read_file(&input.with_extension("out"));
            (input, expected)
        })
        .collect()
}
