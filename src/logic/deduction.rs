//! What a deduction is ([`Deduction`]: a [`Technique`], the reason, an [`Action`]) and how it
//! reads in English, as `bitdoku explain` prints it: `r3c5 = 7: the only place for 7 in box 2`.

use std::fmt;

use super::{CellSet, Chain};
use crate::choice::named_choice;
use crate::masks::{box_of, digits, row_of};
use crate::rules::{CellName, Unit};

/// A way to deduce a digit or rule one out. Easiest first: this order is the hint order and
/// the rating order.
// An enum of the page's too (src/wasm/): JS passes and reads it by value.
#[cfg_attr(
    all(
        target_arch = "wasm32",
        any(
            feature = "page",
            feature = "solver",
            feature = "logic",
            feature = "share"
        )
    ),
    wasm_bindgen::prelude::wasm_bindgen
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// A digit has one place left in a row, column or box.
    HiddenSingle,
    /// A cell has one candidate left.
    NakedSingle,
    /// A digit's places in a box all lie in one row or column, so it leaves the rest of that
    /// line.
    Pointing,
    /// A digit's places in a row or column all lie in one box, so it leaves the rest of that
    /// box.
    Claiming,
    /// Two cells of a unit hold the same two candidates and nothing else, so those two digits
    /// leave the rest of the unit.
    NakedPair,
    /// Two digits of a unit have the same two places and no others, so every other digit
    /// leaves those two cells.
    HiddenPair,
    /// Three cells of a unit hold only three digits between them, so those digits leave the
    /// rest of the unit.
    NakedTriple,
    /// Three digits of a unit have only three places between them, so every other digit
    /// leaves those cells.
    HiddenTriple,
    /// Four cells of a unit hold only four digits between them.
    NakedQuad,
    /// Four digits of a unit have only four places between them.
    HiddenQuad,
    /// A digit's places in two rows lie in the same two columns (or the reverse), so it
    /// leaves the rest of those columns.
    XWing,
    /// The same with three rows and three columns.
    Swordfish,
    /// The same with four rows and four columns.
    Jellyfish,
    /// An X-wing but for extra places (fins) in one box: the digit leaves the cells of the
    /// columns that lie in that box.
    FinnedXWing,
    /// A swordfish with fins in one box.
    FinnedSwordfish,
    /// A jellyfish with fins in one box.
    FinnedJellyfish,
    /// A pivot cell of two candidates `x` and `y` sees two pincers, one of `x` and `z`, one of
    /// `y` and `z`: whichever the pivot holds, a pincer is `z`, so `z` leaves the cells that
    /// see both pincers.
    XyWing,
    /// As the XY-wing, but the pivot also holds `z`: `z` leaves the cells that see the pivot
    /// and both pincers.
    XyzWing,
    /// Two cells of the same two candidates `x` and `y`, joined by a conjugate pair of `y`
    /// (a unit where `y` has two places, one seeing each cell): one of the cells is `x`, so
    /// `x` leaves the cells that see both.
    WWing,
    /// One digit's conjugate pairs coloured in two colours: a cell that sees both colours
    /// loses the digit (colour trap), and a colour that meets itself in a unit is false
    /// (colour wrap).
    SimpleColouring,
    /// A chain of one digit alternating strong links (conjugate pairs) and weak links: one of
    /// its ends holds the digit, so it leaves the cells that see both.
    XChain,
    /// A chain of cells of two candidates each, linked by a shared digit: one of its ends
    /// holds its digit, which leaves the cells that see both.
    XyChain,
    /// An alternating inference chain: strong links (bivalue cells and conjugate pairs) and
    /// weak links alternate, so one of its ends is true, and a candidate that sees both is
    /// false.
    Aic,
    /// Four cells of a rectangle (two rows, two columns, two boxes) must not come to hold
    /// only the same two digits, which would give two solutions: what would make them so is
    /// ruled out. Only for a puzzle with one solution.
    UniqueRectangle,
    /// Every blank cell but one holds two candidates: that one takes the digit without which
    /// the board would have no solution or two. Only for a puzzle with one solution.
    BugPlusOne,
}

named_choice!(Technique, "technique", "unknown-technique", {
    HiddenSingle => "hidden_single",
    NakedSingle => "naked_single",
    Pointing => "pointing",
    Claiming => "claiming",
    NakedPair => "naked_pair",
    HiddenPair => "hidden_pair",
    NakedTriple => "naked_triple",
    HiddenTriple => "hidden_triple",
    NakedQuad => "naked_quad",
    HiddenQuad => "hidden_quad",
    XWing => "x_wing",
    Swordfish => "swordfish",
    Jellyfish => "jellyfish",
    FinnedXWing => "finned_x_wing",
    FinnedSwordfish => "finned_swordfish",
    FinnedJellyfish => "finned_jellyfish",
    XyWing => "xy_wing",
    XyzWing => "xyz_wing",
    WWing => "w_wing",
    SimpleColouring => "simple_colouring",
    XChain => "x_chain",
    XyChain => "xy_chain",
    Aic => "aic",
    UniqueRectangle => "unique_rectangle",
    BugPlusOne => "bug_plus_one",
});

impl Technique {
    /// The technique in words: `hidden single`.
    pub fn words(self) -> &'static str {
        match self {
            Technique::HiddenSingle => "hidden single",
            Technique::NakedSingle => "naked single",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked pair",
            Technique::HiddenPair => "hidden pair",
            Technique::NakedTriple => "naked triple",
            Technique::HiddenTriple => "hidden triple",
            Technique::NakedQuad => "naked quad",
            Technique::HiddenQuad => "hidden quad",
            Technique::XWing => "X-wing",
            Technique::Swordfish => "swordfish",
            Technique::Jellyfish => "jellyfish",
            Technique::FinnedXWing => "finned X-wing",
            Technique::FinnedSwordfish => "finned swordfish",
            Technique::FinnedJellyfish => "finned jellyfish",
            Technique::XyWing => "XY-wing",
            Technique::XyzWing => "XYZ-wing",
            Technique::WWing => "W-wing",
            Technique::SimpleColouring => "simple colouring",
            Technique::XChain => "X-chain",
            Technique::XyChain => "XY-chain",
            Technique::Aic => "AIC",
            Technique::UniqueRectangle => "unique rectangle",
            Technique::BugPlusOne => "BUG+1",
        }
    }

    /// The family it belongs to, for the rating: singles, locked candidates, subsets (pairs,
    /// triples, quads), fish, wings, chains or uniqueness.
    pub fn family(self) -> Family {
        match self {
            Technique::HiddenSingle | Technique::NakedSingle => Family::Singles,
            Technique::Pointing | Technique::Claiming => Family::Locked,
            Technique::NakedPair
            | Technique::HiddenPair
            | Technique::NakedTriple
            | Technique::HiddenTriple
            | Technique::NakedQuad
            | Technique::HiddenQuad => Family::Subsets,
            Technique::XWing
            | Technique::Swordfish
            | Technique::Jellyfish
            | Technique::FinnedXWing
            | Technique::FinnedSwordfish
            | Technique::FinnedJellyfish => Family::Fish,
            Technique::XyWing | Technique::XyzWing | Technique::WWing => Family::Wings,
            Technique::SimpleColouring
            | Technique::XChain
            | Technique::XyChain
            | Technique::Aic => Family::Chains,
            Technique::UniqueRectangle | Technique::BugPlusOne => Family::Uniqueness,
        }
    }

    /// True for the naked subsets (pair, triple, quad), whose pattern is cells that hold
    /// only its digits; false for the hidden ones and the rest.
    pub fn is_naked_subset(self) -> bool {
        matches!(
            self,
            Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad
        )
    }
}

/// The families of techniques, easiest first: the rating names the hardest a puzzle needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Family {
    /// Hidden and naked singles.
    Singles,
    /// Pointing and claiming.
    Locked,
    /// Naked and hidden pairs, triples and quads.
    Subsets,
    /// X-wing, swordfish, jellyfish, finned or not.
    Fish,
    /// XY-wing, XYZ-wing, W-wing.
    Wings,
    /// Simple colouring, X-chains, XY-chains, alternating inference chains.
    Chains,
    /// Unique rectangles and BUG+1, for a puzzle known to have one solution.
    Uniqueness,
}

/// Where a fish lies: its base lines (rows, or columns), which hold all of the digit's
/// places in them but for the fins, and its cover lines (the other kind), which hold those
/// places. Lines as 9-bit masks, line `i` (0..9) the bit `1 << i`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fish {
    /// True when the base lines are rows and the cover lines columns.
    pub rows: bool,
    /// The base lines.
    pub base: u16,
    /// The cover lines.
    pub cover: u16,
    /// The places of the digit in the base lines outside the cover lines, all in one box;
    /// empty for a fish without fins.
    pub fins: CellSet,
}

impl Fish {
    /// The base lines, in order.
    pub fn base_units(&self) -> impl Iterator<Item = Unit> {
        lines(self.base, self.rows)
    }

    /// The cover lines, in order.
    pub fn cover_units(&self) -> impl Iterator<Item = Unit> {
        lines(self.cover, !self.rows)
    }
}

/// The rows (or columns) of a 9-bit line mask, in order.
fn lines(mask: u16, rows: bool) -> impl Iterator<Item = Unit> {
    (0..9u8).filter(move |&i| mask >> i & 1 != 0).map(move |i| {
        if rows {
            Unit::Row(i)
        } else {
            Unit::Column(i)
        }
    })
}

/// What a deduction does to the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Write `digit` into `cell` (singles).
    Place {
        /// The cell, 0..81.
        cell: u8,
        /// The digit, 1..=9.
        digit: u8,
    },
    /// Remove `digits` from every cell of `cells` (locked candidates, pairs). Each cell holds
    /// at least one of them before.
    Eliminate {
        /// The cells that lose candidates.
        cells: CellSet,
        /// The digits they lose, as a mask.
        digits: u16,
    },
}

/// One step of logic: what it does, and why, with the cells, digits and unit the page
/// highlights.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Deduction {
    /// The technique that found it.
    pub technique: Technique,
    /// The digit(s) the reason is about: one bit, or two to four for a subset.
    pub digits: u16,
    /// Where the reason lies: the unit of a hidden single, the box of pointing, the row or
    /// column of claiming, the unit of a subset; None for a naked single and a fish.
    pub unit: Option<Unit>,
    /// The cells that make the pattern (the subset's cells, the places left in the box or
    /// line, the single's cell, the fish's places with its fins), to highlight.
    pub pattern: CellSet,
    /// A fish's lines and fins; None for other techniques.
    pub fish: Option<Fish>,
    /// The pivot of an XY-wing or XYZ-wing, one of the pattern's three cells (the others are
    /// its pincers); None for other techniques.
    pub pivot: Option<u8>,
    /// The chain of a W-wing, colouring, X-chain, XY-chain or AIC; None for other
    /// techniques.
    pub chain: Option<Chain>,
    /// What it does.
    pub action: Action,
}

impl Deduction {
    /// The line (row or column) of a pointing deduction that its digit leaves: the line
    /// through the pattern that holds the eliminated cells. `None` for other techniques.
    pub fn pointing_line(&self) -> Option<Unit> {
        let (Technique::Pointing, Action::Eliminate { cells, .. }) = (self.technique, self.action)
        else {
            return None;
        };
        let (from, to) = (
            usize::from(self.pattern.first()?),
            usize::from(cells.first()?),
        );
        Some(if row_of(from) == row_of(to) {
            Unit::Row(row_of(from) as u8)
        } else {
            Unit::Column((from % 9) as u8)
        })
    }

    /// The reason of an elimination, after the colon.
    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let reason = AndList::digits(self.digits);
        let pattern = AndList::cells(self.pattern);
        let first = self.pattern.first().map_or(0, usize::from);
        let words = self.technique.words();
        if let Some(fish) = self.fish {
            let (base, cover) = (
                lines_words(fish.base, fish.rows),
                lines_words(fish.cover, !fish.rows),
            );
            write!(f, "in {base}, {reason} can only go in {cover}")?;
            if let Some(fin) = fish.fins.first() {
                let fins = AndList::cells(fish.fins);
                let block = Unit::Box(box_of(fin.into()) as u8);
                let noun = if fish.fins.len() == 1 { "fin" } else { "fins" };
                write!(f, " or the {noun} {fins} in {block}")?;
            }
            return write!(f, " ({words})");
        }
        if let Some(chain) = &self.chain {
            return write!(f, "{chain} ({words})");
        }
        if let Some(pivot) = self.pivot {
            let pincers = AndList::cells(self.pattern.minus(CellSet::of([pivot.into()])));
            let pivot = CellName(pivot.into());
            return write!(f, "pivot {pivot} with pincers {pincers} ({words})");
        }
        if self.technique == Technique::UniqueRectangle {
            return write!(
                f,
                "{pattern} must not come to hold only {reason}, which would give two solutions; \
                 this assumes the puzzle has one ({words})"
            );
        }
        match (self.technique, self.unit, self.pointing_line()) {
            (Technique::Pointing, Some(unit), Some(line)) => {
                write!(f, "in {unit}, {reason} can only go in {line} ({words})")
            }
            (Technique::Claiming, Some(unit), _) => {
                let block = Unit::Box(box_of(first) as u8);
                write!(f, "in {unit}, {reason} can only go in {block} ({words})")
            }
            (technique, Some(unit), _) if technique.is_naked_subset() => {
                write!(f, "in {unit}, {pattern} hold only {reason} ({words})")
            }
            (technique, Some(unit), _) if technique.family() == Family::Subsets => {
                write!(f, "in {unit}, {reason} can only go in {pattern} ({words})")
            }
            _ => write!(f, "{pattern} ({words})"),
        }
    }
}

/// Lines of a 9-bit line mask in words: `rows 1 and 5`, `columns 2, 4 and 9`.
fn lines_words(mask: u16, rows: bool) -> String {
    let kind = if rows { "rows" } else { "columns" };
    let numbers = (1..=9u8).filter(|&n| mask >> (n - 1) & 1 != 0);
    format!(
        "{kind} {}",
        AndList(numbers.map(|n| n.to_string()).collect())
    )
}

impl fmt::Display for Deduction {
    /// The deduction in plain English, for example `r3c5 = 7: the only place for 7 in box 2`,
    /// `r3c5 = 7: the only digit left in r3c5`, or `7 leaves r3c7 and r3c8: in box 2, 7 can
    /// only go in row 3 (pointing)`. Units are numbered from 1, boxes in reading order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.action {
            Action::Place { cell, digit } => {
                let cell = CellName(cell.into());
                if self.technique == Technique::BugPlusOne {
                    return write!(
                        f,
                        "{cell} = {digit}: without {digit} there, every blank cell would hold \
                         two candidates, each digit twice in every unit or not at all, which \
                         gives no solution or two; this assumes the puzzle has one (BUG+1)"
                    );
                }
                match self.unit {
                    Some(unit) => {
                        write!(f, "{cell} = {digit}: the only place for {digit} in {unit}")
                    }
                    None => write!(f, "{cell} = {digit}: the only digit left in {cell}"),
                }
            }
            Action::Eliminate { cells, digits } => {
                let verb = if digits.count_ones() == 1 {
                    "leaves"
                } else {
                    "leave"
                };
                write!(
                    f,
                    "{} {verb} {}: ",
                    AndList::digits(digits),
                    AndList::cells(cells)
                )?;
                self.write_reason(f)
            }
        }
    }
}

/// Digits or cells listed the way a sentence lists them: `7`, `1 and 4`, `2, 6 and 9`.
struct AndList(Vec<String>);

impl AndList {
    fn digits(mask: u16) -> AndList {
        AndList(digits(mask).map(|digit| digit.to_string()).collect())
    }

    fn cells(cells: CellSet) -> AndList {
        AndList(
            cells
                .iter()
                .map(|cell| CellName(cell.into()).to_string())
                .collect(),
        )
    }
}

impl fmt::Display for AndList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, item) in self.0.iter().enumerate() {
            let before = match index {
                0 => "",
                _ if index + 1 == self.0.len() => " and ",
                _ => ", ",
            };
            write!(f, "{before}{item}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::masks::bit;

    fn eliminate(
        technique: Technique,
        digits: u16,
        unit: Unit,
        pattern: &[usize],
        cells: &[usize],
        lost: u16,
    ) -> Deduction {
        Deduction {
            technique,
            digits,
            unit: Some(unit),
            pattern: CellSet::of(pattern.iter().copied()),
            fish: None,
            pivot: None,
            chain: None,
            action: Action::Eliminate {
                cells: CellSet::of(cells.iter().copied()),
                digits: lost,
            },
        }
    }

    #[test]
    fn techniques_are_named_as_in_the_csv_and_ordered_easiest_first() {
        assert_eq!(
            Technique::NAMES,
            [
                "hidden_single",
                "naked_single",
                "pointing",
                "claiming",
                "naked_pair",
                "hidden_pair",
                "naked_triple",
                "hidden_triple",
                "naked_quad",
                "hidden_quad",
                "x_wing",
                "swordfish",
                "jellyfish",
                "finned_x_wing",
                "finned_swordfish",
                "finned_jellyfish",
                "xy_wing",
                "xyz_wing",
                "w_wing",
                "simple_colouring",
                "x_chain",
                "xy_chain",
                "aic",
                "unique_rectangle",
                "bug_plus_one",
            ]
        );
        assert_eq!("Naked_Pair".parse(), Ok(Technique::NakedPair));
        assert!(Technique::HiddenSingle < Technique::NakedSingle);
        assert!(Technique::Claiming < Technique::NakedPair);
        assert!(Technique::HiddenQuad < Technique::XWing);
        assert!(Technique::Jellyfish < Technique::FinnedXWing);
        assert_eq!(Technique::HiddenQuad.family(), Family::Subsets);
        assert_eq!(Technique::FinnedXWing.family(), Family::Fish);
        assert!(Technique::FinnedJellyfish < Technique::XyWing);
        assert_eq!(Technique::WWing.family(), Family::Wings);
        assert!(Technique::WWing < Technique::SimpleColouring);
        assert_eq!(Technique::Aic.family(), Family::Chains);
        assert!(Technique::Aic < Technique::UniqueRectangle);
        assert_eq!(Technique::BugPlusOne.family(), Family::Uniqueness);
        let error = "y_wing".parse::<Technique>().unwrap_err();
        assert!(error.to_string().starts_with("unknown technique 'y_wing'"));
    }

    #[test]
    fn each_deduction_reads_as_a_sentence() {
        let single = |unit| Deduction {
            technique: Technique::HiddenSingle,
            digits: bit(7),
            unit,
            pattern: CellSet::of([22]),
            fish: None,
            pivot: None,
            chain: None,
            action: Action::Place { cell: 22, digit: 7 },
        };
        assert_eq!(
            single(Some(Unit::Box(1))).to_string(),
            "r3c5 = 7: the only place for 7 in box 2"
        );
        assert_eq!(
            single(None).to_string(),
            "r3c5 = 7: the only digit left in r3c5"
        );
        let pointing = eliminate(
            Technique::Pointing,
            bit(7),
            Unit::Box(1),
            &[21, 22],
            &[24, 25],
            bit(7),
        );
        assert_eq!(
            pointing.to_string(),
            "7 leaves r3c7 and r3c8: in box 2, 7 can only go in row 3 (pointing)"
        );
        assert_eq!(pointing.pointing_line(), Some(Unit::Row(2)));
        let down = eliminate(
            Technique::Pointing,
            bit(2),
            Unit::Box(0),
            &[0, 9],
            &[36, 45, 72],
            bit(2),
        );
        assert_eq!(
            down.to_string(),
            "2 leaves r5c1, r6c1 and r9c1: in box 1, 2 can only go in column 1 (pointing)"
        );
        let claiming = eliminate(
            Technique::Claiming,
            bit(5),
            Unit::Row(2),
            &[18, 20],
            &[0, 10],
            bit(5),
        );
        assert_eq!(
            claiming.to_string(),
            "5 leaves r1c1 and r2c2: in row 3, 5 can only go in box 1 (claiming)"
        );
        assert_eq!(claiming.pointing_line(), None);
        let pair = bit(1) | bit(4);
        let naked = eliminate(
            Technique::NakedPair,
            pair,
            Unit::Column(3),
            &[3, 12],
            &[30],
            pair,
        );
        assert_eq!(
            naked.to_string(),
            "1 and 4 leave r4c4: in column 4, r1c4 and r2c4 hold only 1 and 4 (naked pair)"
        );
        let hidden = eliminate(
            Technique::HiddenPair,
            pair,
            Unit::Box(8),
            &[60, 80],
            &[60, 80],
            bit(2) | bit(6) | bit(9),
        );
        assert_eq!(
            hidden.to_string(),
            "2, 6 and 9 leave r7c7 and r9c9: in box 9, 1 and 4 can only go in r7c7 and r9c9 (hidden pair)"
        );
    }
}
