//! Grids that the tests of several layers share: fixtures with hidden contradictions, and
//! grids of every kind.

use super::solve;

/// Norvig's "impossible" puzzle: no solution, for a reason in its columns that settling
/// misses, so that a search without checks takes thousands of guesses to see it.
pub const NORVIG: &str =
    ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";

/// Found by fuzzing: 6, 7 and 8 are bound to the two free cells of row 4 in box 6.
pub const LOCKED_MINIROW: &str =
    "1234...............................5678........5678..............................";

/// Found by fuzzing: five cells of box 7 share four candidates.
pub const CROWDED_BOX: &str =
    "4.3...9....6.....2................6...7..................6.3.7.5..2.....2........";

/// Grids with solutions: the empty one and a multi-solution one.
pub fn solvable() -> [[u8; 81]; 2] {
    let easy = "8.........95.......76.........426798...571243...893165......916....3.487....1.532";
    [cells(&".".repeat(81)), cells(easy)]
}

/// The cells of an 81-character line, `.` for blank.
pub fn cells(line: &str) -> [u8; 81] {
    let digits: Vec<u8> = line
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    digits.try_into().expect("81 cells")
}

/// Grids of every kind: the fixtures, fresh minimal puzzles, and the solutions of those with
/// 40 to 64 cells blanked, which have one, several or very many solutions.
pub fn varied_grids() -> Vec<[u8; 81]> {
    let mut grids: Vec<[u8; 81]> = [NORVIG, LOCKED_MINIROW, CROWDED_BOX].map(cells).to_vec();
    grids.extend(solvable());
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move |below: u64| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        (state >> 33) % below
    };
    for seed in 0..40 {
        let puzzle = crate::Grid::generate(seed).cells();
        let mut blanked = solve(&puzzle).expect("a generated puzzle has a solution");
        for _ in 0..40 + next(25) {
            blanked[next(81) as usize] = 0;
        }
        grids.extend([puzzle, blanked]);
    }
    grids
}
