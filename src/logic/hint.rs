//! [`hint`]: what the page's Hint button shows for a board a person is filling in: the
//! easiest deduction, or which of their entries is wrong, or why there is nothing to say.

use super::{find_with, Candidates, CellSet, Deduction, Solutions, Technique};
use crate::masks::box_of;
use crate::rules::Unit;
use crate::Grid;

/// The most boxes a hint's first step names: a pattern spread wider is looked for on the
/// whole board.
pub const MOST_FOCUS_BOXES: usize = 4;

/// What the Hint button shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// A deduction holds its chain inline, so that it stays `Copy`; a hint or a step is made once
// per step, so the size of the other variants matters little.
#[allow(clippy::large_enum_variant)]
pub enum Hint {
    /// The easiest deduction on the board as it stands.
    Deduction(Deduction),
    /// Entries (cells filled on `board` but blank in `puzzle`) that break a rule or differ from
    /// the puzzle's unique solution. Never empty.
    Wrong(CellSet),
    /// The board has no solution, but which entry is wrong cannot be said (the puzzle has
    /// several solutions).
    DeadEnd,
    /// No known technique applies: only a guess is left.
    Stuck,
    /// Every cell is filled and no rule is broken.
    Solved,
    /// The puzzle itself (its givens) breaks a rule or has no solution.
    NoSolution,
}

/// The hint for `board`, the person's entries written over `puzzle`, the givens as loaded.
/// An entry is a cell filled on `board` that is blank in `puzzle`, or holds another digit
/// there. In this order: the puzzle has no solution; entries are wrong (when the puzzle has
/// one solution, those that differ from it; otherwise those that break a rule with another
/// digit on the board); the board has no solution; it is solved; the easiest deduction;
/// stuck.
pub fn hint(puzzle: &Grid, board: &Grid) -> Hint {
    hint_with(
        puzzle,
        board,
        &Solutions::of(puzzle),
        board.count_solutions(1) > 0,
    )
}

/// [`hint()`] with the puzzle's solutions as [`Solutions::of`] finds them, and whether the
/// board has any, handed in.
pub fn hint_with(puzzle: &Grid, board: &Grid, solutions: &Solutions, board_solvable: bool) -> Hint {
    if let Solutions::None = solutions {
        return Hint::NoSolution; // the givens break a rule too
    }
    let entries = (0..81).filter(|&c| board.get(c) != 0 && board.get(c) != puzzle.get(c));
    let wrong = match solutions {
        // Two right digits never break a rule, so this names every entry that does, and
        // only the wrong one of a right and a wrong entry that clash.
        Solutions::One(solution) => {
            CellSet::of(entries.filter(|&c| board.get(c) != solution.get(c)))
        }
        _ => {
            let entries = CellSet::of(entries);
            let clashing = board
                .conflicts()
                .into_iter()
                .flat_map(|c| [c.first, c.second]);
            CellSet::of(clashing.filter(|&cell| entries.contains(cell)))
        }
    };
    if !wrong.is_empty() {
        return Hint::Wrong(wrong);
    }
    if !board_solvable {
        return Hint::DeadEnd;
    }
    if board.is_solved() {
        return Hint::Solved;
    }
    // Here the board breaks no rule: the givens break none, and no entry clashes.
    // The uniqueness techniques only when the puzzle has one solution: then the right
    // entries leave the board that one solution too.
    let one_solution = solutions.count() == 1;
    let found = Candidates::new(board)
        .ok()
        .and_then(|candidates| find_with(&candidates, one_solution));
    match found {
        Some(deduction) => Hint::Deduction(deduction),
        None => Hint::Stuck,
    }
}

impl Deduction {
    /// Where the hint's first step tells a person to look, without the digit or the cells the
    /// deduction changes: the unit of a hidden single, pointing, claiming or a subset; the box
    /// of a naked single's cell; a fish's base lines; the boxes that hold the cells of a wing,
    /// a chain or a unique rectangle, in order, if there are at most [`MOST_FOCUS_BOXES`].
    /// Empty for the whole board: BUG+1, which is about every blank cell, and a pattern spread
    /// over more boxes. Every cell of the pattern lies in a unit it names, when it names any.
    pub fn focus(&self) -> Vec<Unit> {
        if let Some(fish) = self.fish {
            return fish.base_units().collect();
        }
        if let Some(unit) = self.unit {
            return vec![unit];
        }
        if self.technique == Technique::BugPlusOne {
            return Vec::new();
        }
        // The boxes as a mask, bit b for box b: in order and each once, with no sort.
        let boxes = (self.pattern.iter()).fold(0u16, |mask, cell| mask | 1 << box_of(cell.into()));
        if boxes.count_ones() as usize > MOST_FOCUS_BOXES {
            return Vec::new();
        }
        (0..9)
            .filter(|b| boxes >> b & 1 != 0)
            .map(Unit::Box)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{Difficulty, Generator};
    use crate::logic::{explain, Action, Chain, Family, Fish, Node, PathStep};
    use crate::masks::bit;

    fn deduction(technique: Technique, unit: Option<Unit>, pattern: &[usize]) -> Deduction {
        Deduction {
            technique,
            digits: bit(5),
            unit,
            pattern: CellSet::of(pattern.iter().copied()),
            fish: None,
            pivot: None,
            chain: None,
            action: Action::Place { cell: 30, digit: 5 },
        }
    }

    #[test]
    fn the_first_step_names_the_unit_the_box_the_base_lines_or_the_boxes() {
        let hidden = deduction(Technique::HiddenSingle, Some(Unit::Row(3)), &[30]);
        assert_eq!(hidden.focus(), [Unit::Row(3)]);
        // r4c4's box, not the cell.
        let naked = deduction(Technique::NakedSingle, None, &[30]);
        assert_eq!(naked.focus(), [Unit::Box(4)]);
        let mut fish = deduction(Technique::FinnedXWing, None, &[2, 7, 38, 43, 44]);
        fish.fish = Some(Fish {
            rows: true,
            base: 0b1_0001,
            cover: 0b1000_0100,
            fins: CellSet::of([44]),
        });
        assert_eq!(fish.focus(), [Unit::Row(0), Unit::Row(4)]);
        // An XY-wing's pivot r1c1 and pincers r1c5 and r5c1: boxes 1, 2 and 4.
        let mut wing = deduction(Technique::XyWing, None, &[0, 4, 36]);
        wing.pivot = Some(0);
        assert_eq!(wing.focus(), [Unit::Box(0), Unit::Box(1), Unit::Box(3)]);
        let rectangle = deduction(Technique::UniqueRectangle, None, &[0, 4, 9, 13]);
        assert_eq!(rectangle.focus(), [Unit::Box(0), Unit::Box(1)]);
        assert_eq!(deduction(Technique::BugPlusOne, None, &[30]).focus(), []);
    }

    #[test]
    fn a_chain_over_more_than_four_boxes_is_looked_for_on_the_whole_board() {
        let chain_over = |cells: &[usize]| {
            let mut chain = Chain::new();
            for (index, &cell) in cells.iter().enumerate() {
                chain.push(Node::cell(5, cell), index % 2 == 1);
            }
            let mut found = deduction(Technique::XChain, None, &[]);
            found.pattern = chain.cells();
            found.chain = Some(chain);
            found
        };
        // Boxes 1, 3, 9 and 7: four, named in order.
        let four = chain_over(&[0, 6, 60, 54]);
        let boxes = [0, 2, 6, 8].map(Unit::Box);
        assert_eq!(four.focus(), boxes);
        // And box 5: five.
        assert_eq!(chain_over(&[0, 6, 60, 54, 40, 41]).focus(), []);
    }

    /// Every cell of the pattern lies in a unit of the focus (or the focus is the whole
    /// board), on every step of the solve paths of generated puzzles of the harder levels.
    #[test]
    fn the_focus_holds_the_whole_pattern_on_solve_paths() {
        let mut seen = std::collections::HashSet::new();
        for level in [Difficulty::Fish, Difficulty::Wings, Difficulty::Chains] {
            for seed in 0..3 {
                let made = Generator::new().difficulty(level).generate(seed).unwrap();
                let path = explain(&made.puzzle, false).unwrap();
                for step in &path.steps {
                    let PathStep::Deduced(found) = step else {
                        continue;
                    };
                    seen.insert(found.technique.family());
                    let focus = found.focus();
                    let inside = |cell: u8| {
                        focus
                            .iter()
                            .any(|unit| unit.cells().contains(&usize::from(cell)))
                    };
                    let whole = focus.is_empty();
                    assert!(whole || found.pattern.iter().all(inside), "{found}");
                    assert!(focus.len() <= MOST_FOCUS_BOXES, "{found}");
                    let narrow = found.technique.family() < Family::Wings;
                    assert!(!(whole && narrow), "{found}");
                }
            }
        }
        assert!(seen.contains(&Family::Chains) && seen.contains(&Family::Fish));
    }
}
