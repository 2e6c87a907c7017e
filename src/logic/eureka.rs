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

/// No cell, in the unused places of a [`Node`].
const NO_CELL: u8 = u8::MAX;

/// A chain's node: `digit` in one cell, or in each of two or three cells of one box and one
/// row or column (a grouped node, true when the digit is in one of them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Node {
    /// The digit, 1..=9.
    pub digit: u8,
    cells: [u8; 3],
}

impl Node {
    /// `digit` in `cell`.
    pub fn cell(digit: u8, cell: usize) -> Node {
        Node {
            digit,
            cells: [cell as u8, NO_CELL, NO_CELL],
        }
    }

    /// `digit` in each of `cells`, one to three cells of one box and one row or column (more
    /// are left out).
    pub fn group(digit: u8, cells: CellSet) -> Node {
        let mut node = Node {
            digit,
            cells: [NO_CELL; 3],
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
    /// The cells only: `r1c1`, or a grouped node `r1c12` (one row) or `r12c1` (one column).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cells: Vec<usize> = self.cells().iter().map(usize::from).collect();
        let numbers = |of: fn(usize) -> usize| -> String {
            let mut seen: Vec<usize> = cells.iter().map(|&c| of(c) + 1).collect();
            seen.dedup();
            seen.iter().map(|n| n.to_string()).collect()
        };
        write!(f, "r{}c{}", numbers(row_of), numbers(col_of))
    }
}

/// A chain: nodes, and whether each link between two neighbours is strong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Chain {
    nodes: [Node; MAX_NODES],
    len: u8,
    /// Bit `i`: the link between node `i` and node `i + 1` is strong.
    strong: u64,
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
        }
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

    /// Every cell of every node.
    pub fn cells(&self) -> CellSet {
        self.nodes()
            .iter()
            .fold(CellSet::new(), |all, node| all.or(node.cells()))
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
        let mut x = Chain::new();
        for (cell, strong) in [(0, false), (6, true), (24, false), (19, true)] {
            x.push(Node::cell(5, cell), strong);
        }
        assert_eq!(x.to_string(), "(5)r1c1=(5)r1c7-(5)r3c7=(5)r3c2");
    }

    #[test]
    fn a_grouped_node_names_its_line_once() {
        let row = Node {
            digit: 4,
            cells: [0, 1, NO_CELL],
        };
        assert_eq!(row.to_string(), "r1c12");
        let column = Node {
            digit: 4,
            cells: [0, 9, 18],
        };
        assert_eq!(column.to_string(), "r123c1");
    }
}
