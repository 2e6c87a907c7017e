//! What a deduction is ([`Deduction`]: a [`Technique`], the reason, an [`Action`]) and how it
//! reads in English, as `bitdoku explain` prints it: `r3c5 = 7: the only place for 7 in box 2`.

use std::fmt;

use super::CellSet;
use crate::choice::named_choice;
use crate::masks::{box_of, digits, row_of};
use crate::rules::{CellName, Unit};

/// A way to deduce a digit or rule one out. Easiest first: this order is the hint order and
/// the rating order.
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
}

named_choice!(Technique, "technique", "unknown-technique", {
    HiddenSingle => "hidden_single",
    NakedSingle => "naked_single",
    Pointing => "pointing",
    Claiming => "claiming",
    NakedPair => "naked_pair",
    HiddenPair => "hidden_pair",
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
        }
    }
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
    /// The digit(s) the reason is about: one bit, or two for a pair.
    pub digits: u16,
    /// Where the reason lies: the unit of a hidden single, the box of pointing, the row or
    /// column of claiming, the unit of a pair; None for a naked single.
    pub unit: Option<Unit>,
    /// The cells that make the pattern (the pair's cells, the places left in the box or line,
    /// the single's cell), to highlight.
    pub pattern: CellSet,
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
        match (self.technique, self.unit, self.pointing_line()) {
            (Technique::Pointing, Some(unit), Some(line)) => {
                write!(f, "in {unit}, {reason} can only go in {line} ({words})")
            }
            (Technique::Claiming, Some(unit), _) => {
                let block = Unit::Box(box_of(first) as u8);
                write!(f, "in {unit}, {reason} can only go in {block} ({words})")
            }
            (Technique::NakedPair, Some(unit), _) => {
                write!(f, "in {unit}, {pattern} hold only {reason} ({words})")
            }
            (Technique::HiddenPair, Some(unit), _) => {
                write!(f, "in {unit}, {reason} can only go in {pattern} ({words})")
            }
            _ => write!(f, "{pattern} ({words})"),
        }
    }
}

impl fmt::Display for Deduction {
    /// The deduction in plain English, for example `r3c5 = 7: the only place for 7 in box 2`,
    /// `r3c5 = 7: the only digit left in r3c5`, or `7 leaves r3c7 and r3c8: in box 2, 7 can
    /// only go in row 3 (pointing)`. Units are numbered from 1, boxes in reading order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.action {
            Action::Place { cell, digit } => {
                let cell = CellName(cell.into());
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
                "hidden_pair"
            ]
        );
        assert_eq!("Naked_Pair".parse(), Ok(Technique::NakedPair));
        assert!(Technique::HiddenSingle < Technique::NakedSingle);
        assert!(Technique::Claiming < Technique::NakedPair);
        let error = "x_wing".parse::<Technique>().unwrap_err();
        assert!(error.to_string().starts_with("unknown technique 'x_wing'"));
    }

    #[test]
    fn each_deduction_reads_as_a_sentence() {
        let single = |unit| Deduction {
            technique: Technique::HiddenSingle,
            digits: bit(7),
            unit,
            pattern: CellSet::of([22]),
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
