//! [`Chain`]: the links of a chain deduction (W-wing, colouring, X-chain, XY-chain, AIC), and
//! how it reads in Eureka notation, the forums' own: `(5)r1c1=(5)r1c7-(5)r3c7=(5)r3c2`.
//!
//! A chain is a list of [`Node`]s, each a digit in one cell (or in two or three cells of one
//! box and line, a grouped node such as `r1c12`), and between each two nodes a link:
//!
//! - strong (`=`): the two cannot both be false. A cell with two candidates links them
//!   strongly, and so does a unit where a digit has two places;
//! - weak (`-`): the two cannot both be true. Two candidates of one cell, and one digit in two
//!   cells that see each other, are linked weakly.
//!
//! Two nodes in the same cell with different digits are written together, `(1=2)r1c1`.

use std::fmt;

use super::CellSet;
use crate::masks::{col_of, row_of};

/// The most nodes a chain holds.
pub const MAX_NODES: usize = 32;

/// The most cells a [`Node`] holds: the places of a digit in the largest almost locked set.
pub const MAX_NODE_CELLS: usize = 5;

/// No cell, in the unused places of a [`Node`].
const NO_CELL: u8 = u8::MAX;

/// A chain's node: `digit` in one cell, or in each of two to [`MAX_NODE_CELLS`] cells (a
/// grouped node, true when the digit is in one of them): two or three cells of one box and
/// one row or column, or an almost locked set's places of the digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Node {
    /// The digit, 1..=9.
    pub digit: u8,
    cells: [u8; MAX_NODE_CELLS],
}

impl Node {
    /// `digit` in `cell`.
    pub fn cell(digit: u8, cell: usize) -> Node {
        Node {
            digit,
            cells: std::array::from_fn(|i| if i == 0 { cell as u8 } else { NO_CELL }),
        }
    }

    /// `digit` in each of `cells`, one to [`MAX_NODE_CELLS`] cells (more are left out).
    pub fn group(digit: u8, cells: CellSet) -> Node {
        let mut node = Node {
            digit,
            cells: [NO_CELL; MAX_NODE_CELLS],
        };
        for (slot, cell) in node.cells.iter_mut().zip(cells.iter()) {
            *slot = cell;
        }
        node
    }

    /// The node's cells.
    pub fn cells(&self) -> CellSet {
        CellSet::of(
            self.cells
                .iter()
                .filter(|&&c| c != NO_CELL)
                .map(|&c| usize::from(c)),
        )
    }
}

impl fmt::Display for Node {
    /// The cells only (see [`Cells`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Cells(self.cells()).fmt(f)
    }
}

/// Cells as Eureka names them: `r1c1`, `r1c12` (one row), `r12c1` (one column), or row by row,
/// `r1c12r2c3`.
pub struct Cells(pub CellSet);

impl fmt::Display for Cells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cells: Vec<usize> = self.0.iter().map(usize::from).collect();
        // The rows or columns as a mask, bit n for number n + 1: in order and each once.
        let numbers = |cells: &[usize], of: fn(usize) -> usize| -> String {
            let seen = cells.iter().fold(0u16, |mask, &c| mask | 1 << of(c));
            (0..9u8)
                .filter(|n| seen >> n & 1 != 0)
                .map(|n| char::from(b'1' + n))
                .collect()
        };
        let one = |of: fn(usize) -> usize| cells.iter().all(|&c| of(c) == of(cells[0]));
        if cells.is_empty() || one(row_of) || one(col_of) {
            return write!(
                f,
                "r{}c{}",
                numbers(&cells, row_of),
                numbers(&cells, col_of)
            );
        }
        let mut rows: Vec<usize> = cells.iter().map(|&c| row_of(c)).collect();
        rows.dedup();
        for row in rows {
            let here: Vec<usize> = cells
                .iter()
                .copied()
                .filter(|&c| row_of(c) == row)
                .collect();
            write!(f, "r{}c{}", row + 1, numbers(&here, col_of))?;
        }
        Ok(())
    }
}

/// One link of a [`Chain`], between two neighbouring nodes, as the page draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Link {
    /// The node before the link.
    pub from: Node,
    /// The node after it.
    pub to: Node,
    /// Strong (`=`: the two cannot both be false) or weak (`-`: they cannot both be true).
    pub strong: bool,
    /// The cells of the almost locked set a strong link goes through, if it goes through one.
    pub als: Option<CellSet>,
}

/// The most links through almost locked sets a chain holds.
pub const MAX_ALS: usize = 4;

/// A chain: nodes, and whether each link between two neighbours is strong. A strong link may
/// go through an almost locked set (ALS: `n` cells of a unit that hold `n + 1` digits between
/// them): if the first node's digit is in none of its cells, the other digits fill them, so
/// the second node's digit is in one of its cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Chain {
    nodes: [Node; MAX_NODES],
    len: u8,
    /// Bit `i`: the link between node `i` and node `i + 1` is strong.
    strong: u64,
    /// The links through an almost locked set: the link's number and the set's cells.
    als: [(u8, CellSet); MAX_ALS],
    als_len: u8,
}

impl Default for Chain {
    fn default() -> Chain {
        Chain::new()
    }
}

impl Chain {
    /// A chain of no nodes.
    pub fn new() -> Chain {
        Chain {
            nodes: [Node::cell(0, 0); MAX_NODES],
            len: 0,
            strong: 0,
            als: [(0, CellSet::new()); MAX_ALS],
            als_len: 0,
        }
    }

    /// Adds `node` at the end, strongly linked to the last one through the almost locked set
    /// of `cells`. False, and nothing added, when the chain is full or has no node yet.
    pub fn push_als(&mut self, node: Node, cells: CellSet) -> bool {
        let (len, count) = (usize::from(self.len), usize::from(self.als_len));
        if len == 0 || count == MAX_ALS || !self.push(node, true) {
            return false;
        }
        self.als[count] = ((len - 1) as u8, cells);
        self.als_len += 1;
        true
    }

    /// The almost locked set of link `index`, if it goes through one.
    pub fn als_of(&self, index: usize) -> Option<CellSet> {
        self.als[..usize::from(self.als_len)]
            .iter()
            .find(|(link, _)| usize::from(*link) == index)
            .map(|&(_, cells)| cells)
    }

    /// Adds `node` at the end, linked to the last one strongly or not (ignored for the first
    /// node). False, and nothing added, when the chain is full.
    pub fn push(&mut self, node: Node, strong: bool) -> bool {
        let len = usize::from(self.len);
        if len == MAX_NODES {
            return false;
        }
        if len > 0 && strong {
            self.strong |= 1 << (len - 1);
        }
        self.nodes[len] = node;
        self.len += 1;
        true
    }

    /// The nodes, in order.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes[..usize::from(self.len)]
    }

    /// True when link `index` (between node `index` and node `index + 1`) is strong.
    pub fn is_strong(&self, index: usize) -> bool {
        self.strong >> index & 1 != 0
    }

    /// The links between neighbouring nodes, in order: `len - 1` of them for `len` nodes.
    pub fn links(&self) -> impl Iterator<Item = Link> + '_ {
        self.nodes()
            .windows(2)
            .enumerate()
            .map(|(index, pair)| Link {
                from: pair[0],
                to: pair[1],
                strong: self.is_strong(index),
                als: self.als_of(index),
            })
    }

    /// Every cell of every node and almost locked set.
    pub fn cells(&self) -> CellSet {
        let sets = self.als[..usize::from(self.als_len)].iter().map(|a| a.1);
        let nodes = self.nodes().iter().map(|node| node.cells());
        nodes.chain(sets).fold(CellSet::new(), CellSet::or)
    }
}

impl fmt::Display for Chain {
    /// Eureka notation: `(5)r1c1=(5)r1c7-(5)r3c7=(5)r3c2`, `(1=2)r1c1-(2)r1c5=...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let nodes = self.nodes();
        let symbol = |index: usize| if self.is_strong(index) { '=' } else { '-' };
        let mut i = 0;
        while i < nodes.len() {
            if i > 0 {
                write!(f, "{}", symbol(i - 1))?;
            }
            let node = nodes[i];
            let next = nodes.get(i + 1);
            if let (Some(next), Some(als)) = (next, self.als_of(i)) {
                write!(f, "({}={}){}", node.digit, next.digit, Cells(als))?;
                i += 2;
                continue;
            }
            match next {
                Some(next) if next.cells == node.cells && next.digit != node.digit => {
                    write!(f, "({}{}{}){node}", node.digit, symbol(i), next.digit)?;
                    i += 2;
                }
                _ => {
                    write!(f, "({}){node}", node.digit)?;
                    i += 1;
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_reads_in_eureka_notation() {
        // The W-wing of the module doc of wings.rs, link by link.
        let mut chain = Chain::new();
        chain.push(Node::cell(1, 0), false);
        chain.push(Node::cell(2, 0), true);
        chain.push(Node::cell(2, 4), false);
        chain.push(Node::cell(2, 21), true);
        chain.push(Node::cell(2, 26), false);
        chain.push(Node::cell(1, 26), true);
        assert_eq!(chain.to_string(), "(1=2)r1c1-(2)r1c5=(2)r3c4-(2=1)r3c9");
        assert_eq!(chain.cells(), CellSet::of([0, 4, 21, 26]));
        let links: Vec<Link> = chain.links().collect();
        assert_eq!(links.len(), 5);
        let strong: Vec<bool> = links.iter().map(|link| link.strong).collect();
        assert_eq!(strong, [true, false, true, false, true]);
        assert_eq!(
            (links[0].from, links[0].to),
            (Node::cell(1, 0), Node::cell(2, 0))
        );
        assert_eq!(
            (links[1].from, links[1].to),
            (Node::cell(2, 0), Node::cell(2, 4))
        );
        assert_eq!(links[4].to, Node::cell(1, 26));
        assert!(links.iter().all(|link| link.als.is_none()));
        assert_eq!(Chain::new().links().count(), 0);
        let mut x = Chain::new();
        for (cell, strong) in [(0, false), (6, true), (24, false), (19, true)] {
            x.push(Node::cell(5, cell), strong);
        }
        assert_eq!(x.to_string(), "(5)r1c1=(5)r1c7-(5)r3c7=(5)r3c2");
    }

    #[test]
    fn a_link_through_an_almost_locked_set_names_the_set() {
        // ALS-XZ: r1c2 and r1c3 hold 1, 4 and 7; r5c5 and r5c6 hold 4, 7 and 9.
        let mut chain = Chain::new();
        chain.push(Node::cell(1, 1), false);
        assert!(chain.push_als(Node::cell(4, 2), CellSet::of([1, 2])));
        chain.push(Node::cell(4, 40), false);
        assert!(chain.push_als(Node::cell(9, 41), CellSet::of([40, 41])));
        assert_eq!(chain.to_string(), "(1=4)r1c23-(4=9)r5c56");
        assert_eq!(chain.cells(), CellSet::of([1, 2, 40, 41]));
        assert!(chain.is_strong(0) && !chain.is_strong(1) && chain.is_strong(2));
        let als: Vec<Option<CellSet>> = chain.links().map(|link| link.als).collect();
        assert_eq!(
            als,
            [Some(CellSet::of([1, 2])), None, Some(CellSet::of([40, 41]))]
        );
    }

    #[test]
    fn a_grouped_node_names_its_line_once() {
        assert_eq!(Node::group(4, CellSet::of([0, 1])).to_string(), "r1c12");
        assert_eq!(
            Node::group(4, CellSet::of([0, 9, 18])).to_string(),
            "r123c1"
        );
        assert_eq!(
            Node::group(4, CellSet::of([0, 1, 11])).to_string(),
            "r1c12r2c3"
        );
    }
}
