//! Chains, which rule candidates out by alternating inference: simple colouring, X-chains,
//! XY-chains and alternating inference chains (AIC).
//!
//! A node is a candidate, a digit in a cell. Two nodes are linked
//!
//! - **strongly** when they cannot both be false: the two candidates of a cell that holds
//!   only two (a bivalue cell), or a digit's two places in a unit that holds it in only two
//!   (a conjugate pair);
//! - **weakly** when they cannot both be true: two candidates of one cell, or one digit in two
//!   cells that see each other. A strong link between such nodes is weak too.
//!
//! A chain starts and ends with a strong link and alternates: `A=B-C=D`. If `A` is false, `B`
//! is true, so `C` is false, so `D` is true: one of the ends `A` and `D` is true. So any
//! candidate that is weakly linked to both ends is false, and leaves its cell: the digit of
//! both ends in a cell that sees both; another digit of a cell that is both ends; or, when the
//! ends are different digits in cells that see each other, each end's digit in the other
//! end's cell. The chain is written in Eureka notation (see [`super::Chain`]).
//!
//! The techniques differ in the links they may use, easiest first:
//!
//! - **Simple colouring**: one digit, and only its conjugate pairs, for both kinds of link.
//!   The pairs join the digit's places into clusters coloured in two colours, one of which
//!   holds the digit. A candidate that sees both colours is false (colour trap), and so is one
//!   of a colour that sees the same colour in a unit (colour wrap): both are a chain of
//!   conjugate pairs whose ends the candidate sees.
//! - **X-chain**: one digit, strong links its conjugate pairs, weak links any two places that
//!   see each other (skyscrapers, two-string kites and turbot fish are the short ones).
//! - **XY-chain**: bivalue cells only, each cell's two candidates the strong link, the same
//!   digit in two cells that see each other the weak link.
//! - **AIC**: any of these links, so a chain may mix conjugate pairs and bivalue cells.
//!
//! Each technique takes the shortest chain that removes something (a breadth-first search
//! from each candidate in reading order, the first start winning among equals), and no chain
//! of more than [`super::MAX_NODES`] nodes. Nothing is ever assumed and followed to a
//! contradiction: every link is read off the candidates as they stand.

use super::{Action, Candidates, CellSet, Chain, Deduction, Node, Technique, MAX_NODES};
use crate::masks::{bit, lowest_digit};
use crate::rules::Unit;

/// The links each technique may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Conjugate pairs only, of one digit.
    Colouring,
    /// Conjugate pairs as strong links, any two places that see each other as weak, one digit.
    X,
    /// Bivalue cells as strong links, one digit in two bivalue cells as weak.
    Xy,
    /// Everything.
    Aic,
}

/// The first simple colouring that removes a candidate (the shortest chain).
pub(super) fn simple_colouring(board: &Candidates) -> Option<Deduction> {
    search(board, Kind::Colouring)
}

/// The shortest X-chain that removes a candidate.
pub(super) fn x_chain(board: &Candidates) -> Option<Deduction> {
    search(board, Kind::X)
}

/// The shortest XY-chain that removes a candidate.
pub(super) fn xy_chain(board: &Candidates) -> Option<Deduction> {
    search(board, Kind::Xy)
}

/// The shortest alternating inference chain that removes a candidate.
pub(super) fn aic(board: &Candidates) -> Option<Deduction> {
    search(board, Kind::Aic)
}

/// A node as a number: `cell * 9 + digit - 1` for a candidate, and from [`SINGLES`] on
/// `SINGLES + box_line * 9 + digit - 1` for a grouped node, a digit's places (two or three)
/// where a box meets a row or column.
type Id = usize;

/// How many candidate nodes there are; grouped nodes follow.
const SINGLES: usize = 81 * 9;

/// How many box-line meetings there are: each box with its three rows and three columns.
const BOX_LINES: usize = 54;

/// How many nodes there are.
const NODES: usize = SINGLES + BOX_LINES * 9;

fn id(cell: usize, digit: u8) -> Id {
    cell * 9 + usize::from(digit) - 1
}

fn digit_of(node: Id) -> u8 {
    (node % 9) as u8 + 1
}

/// The cells where box `index / 6` meets its row (`index % 6` < 3) or column.
fn box_line(index: usize) -> CellSet {
    let (block, line) = (index / 6, index % 6);
    let top = block / 3 * 27 + block % 3 * 3;
    CellSet::of((0..3).map(|k| match line {
        0..=2 => top + line * 9 + k,
        _ => top + k * 9 + (line - 3),
    }))
}

/// The board as the search reads it: each digit's places, each unit's cells and each
/// box-line meeting's cells.
struct Graph<'a> {
    board: &'a Candidates,
    kind: Kind,
    /// `places[d - 1]`: the cells that hold `d`.
    places: [CellSet; 9],
    /// The cells of each unit, in [`Unit::ALL`] order.
    units: [CellSet; 27],
    /// The cells of each box-line meeting.
    box_lines: [CellSet; BOX_LINES],
}

impl Graph<'_> {
    fn new(board: &Candidates, kind: Kind) -> Graph<'_> {
        Graph {
            board,
            kind,
            places: std::array::from_fn(|d| board.cells_with(d as u8 + 1)),
            units: std::array::from_fn(|u| CellSet::of(Unit::ALL[u].cells())),
            box_lines: std::array::from_fn(box_line),
        }
    }

    fn bivalue(&self, cell: usize) -> bool {
        self.board.get(cell).count_ones() == 2
    }

    fn uses_groups(&self) -> bool {
        matches!(self.kind, Kind::X | Kind::Aic)
    }

    /// The places of `digit`.
    fn places_of(&self, digit: u8) -> CellSet {
        self.places[usize::from(digit) - 1]
    }

    /// The cells of `node`: its cell, or the places of its digit in its box-line meeting.
    fn cells(&self, node: Id) -> CellSet {
        if node < SINGLES {
            CellSet::of([node / 9])
        } else {
            let meeting = (node - SINGLES) / 9;
            self.box_lines[meeting].and(self.places_of(digit_of(node)))
        }
    }

    /// May `node` be in a chain of this kind at all? A candidate of the board, in a bivalue
    /// cell for an XY-chain; a grouped node of two or three places, for the kinds that group.
    fn allowed(&self, node: Id) -> bool {
        if node < SINGLES {
            let cell = node / 9;
            self.board.get(cell) & bit(digit_of(node)) != 0
                && (self.kind != Kind::Xy || self.bivalue(cell))
        } else {
            self.uses_groups() && self.cells(node).len() >= 2
        }
    }

    /// The node of `digit` in exactly `cells`: a candidate, or a grouped node.
    fn node_of(&self, cells: CellSet, digit: u8) -> Option<Id> {
        let first = usize::from(cells.first()?);
        if cells.len() == 1 {
            return Some(id(first, digit));
        }
        if !self.uses_groups() {
            return None;
        }
        let places = self.places_of(digit);
        (0..BOX_LINES)
            .find(|&m| cells.minus(self.box_lines[m]).is_empty())
            .filter(|&m| self.box_lines[m].and(places) == cells)
            .map(|m| SINGLES + m * 9 + usize::from(digit) - 1)
    }

    /// The nodes strongly linked to `node`, each pushed to `out`.
    fn strong(&self, node: Id, out: &mut Vec<Id>) {
        let digit = digit_of(node);
        if self.kind != Kind::Xy {
            // The rest of the digit's places in a unit that holds the whole node.
            let (cells, places) = (self.cells(node), self.places_of(digit));
            for unit in self.units {
                if !cells.minus(unit).is_empty() {
                    continue;
                }
                let rest = unit.and(places).minus(cells);
                if rest.len() <= 3 {
                    out.extend(self.node_of(rest, digit));
                }
            }
        }
        if matches!(self.kind, Kind::Xy | Kind::Aic) && node < SINGLES {
            let cell = node / 9;
            if self.bivalue(cell) {
                let other = lowest_digit(self.board.get(cell) & !bit(digit));
                out.push(id(cell, other));
            }
        }
    }

    /// The nodes weakly linked to `node`, each pushed to `out`.
    fn weak(&self, node: Id, out: &mut Vec<Id>) {
        let digit = digit_of(node);
        let cells = self.cells(node);
        if self.kind == Kind::Colouring {
            // Only the conjugate pairs, as the strong links.
            return self.strong(node, out);
        }
        let seen = self.seeing(cells).and(self.places_of(digit));
        for other in seen.iter().map(usize::from) {
            if self.kind != Kind::Xy || self.bivalue(other) {
                out.push(id(other, digit));
            }
        }
        if self.uses_groups() {
            for meeting in 0..BOX_LINES {
                let group = SINGLES + meeting * 9 + usize::from(digit) - 1;
                let here = self.cells(group);
                if here.len() >= 2 && here.minus(seen).is_empty() {
                    out.push(group);
                }
            }
        }
        if self.kind == Kind::Aic && node < SINGLES {
            let cell = node / 9;
            let others = self.board.get(cell) & !bit(digit);
            out.extend(crate::masks::digits(others).map(|d| id(cell, d)));
        }
    }

    /// The cells that see every cell of `cells`.
    fn seeing(&self, cells: CellSet) -> CellSet {
        cells.iter().fold(CellSet::of(0..81), |all, c| {
            all.and(CellSet::peers(c.into()))
        })
    }

    /// What a chain from `start` to `end` removes, one of them true: the cells and the
    /// digits they lose, or None.
    fn removes(&self, start: Id, end: Id) -> Option<(CellSet, u16)> {
        let (x, y) = (digit_of(start), digit_of(end));
        let (first, last) = (self.cells(start), self.cells(end));
        let (cells, digits) = if x == y {
            let seeing = self.seeing(first.or(last));
            (seeing.and(self.places_of(x)), bit(x))
        } else if start >= SINGLES || end >= SINGLES {
            return None;
        } else {
            let (a, b) = (start / 9, end / 9);
            let holds = |cell: usize, digit: u8| self.board.get(cell) & bit(digit) != 0;
            if a == b {
                (first, self.board.get(a) & !bit(x) & !bit(y))
            } else if !CellSet::peers(a).contains(b) {
                return None;
            } else if holds(a, y) {
                (first, bit(y))
            } else if holds(b, x) {
                (last, bit(x))
            } else {
                return None;
            }
        };
        (!cells.is_empty() && digits != 0).then_some((cells, digits))
    }
}

/// The shortest chain of `kind` that removes a candidate, as a deduction.
fn search(board: &Candidates, kind: Kind) -> Option<Deduction> {
    let graph = Graph::new(board, kind);
    let mut bfs = Bfs::new();
    let mut best: Option<(usize, Deduction)> = None;
    for start in (0..NODES).filter(|&n| graph.allowed(n)) {
        // Only a shorter chain than the best so far is of use.
        let most = best.as_ref().map_or(MAX_NODES, |(nodes, _)| nodes - 1);
        if let Some(found) = bfs.run(&graph, start, most) {
            best = Some(found);
        }
    }
    best.map(|(_, deduction)| deduction)
}

/// The breadth-first search over (candidate, true or false) states, reused from start to
/// start.
struct Bfs {
    /// Per state `node * 2 + on`: how it was reached, or `UNSEEN`.
    parent: Vec<u16>,
    queue: Vec<u16>,
    links: Vec<Id>,
}

const UNSEEN: u16 = u16::MAX;
const START: u16 = u16::MAX - 1;

impl Bfs {
    fn new() -> Bfs {
        Bfs {
            parent: vec![UNSEEN; NODES * 2],
            queue: Vec::new(),
            links: Vec::new(),
        }
    }

    /// The shortest chain from `start` of at most `most` nodes that removes something: its
    /// node count and deduction.
    fn run(&mut self, graph: &Graph, start: Id, most: usize) -> Option<(usize, Deduction)> {
        self.parent.fill(UNSEEN);
        self.queue.clear();
        // State `start` false: the chain's first link is strong.
        let first = (start * 2) as u16;
        self.parent[usize::from(first)] = START;
        self.queue.push(first);
        let mut depth_of_level = 0;
        let mut level_end = 1;
        let mut head = 0;
        while head < self.queue.len() {
            if head == level_end {
                depth_of_level += 1;
                level_end = self.queue.len();
            }
            let state = usize::from(self.queue[head]);
            head += 1;
            let (node, on) = (state / 2, state % 2 == 1);
            let nodes = depth_of_level + 1;
            if on && node != start {
                if let Some((cells, digits)) = graph.removes(start, node) {
                    if let Some(chain) = self.chain(graph, state) {
                        return Some((nodes, deduction(graph.kind, chain, cells, digits)));
                    }
                }
            }
            if nodes + 1 > most {
                continue;
            }
            self.links.clear();
            let mut links = std::mem::take(&mut self.links);
            if on {
                graph.weak(node, &mut links);
            } else {
                graph.strong(node, &mut links);
            }
            for &next in &links {
                let next_state = next * 2 + usize::from(!on);
                if graph.allowed(next) && self.parent[next_state] == UNSEEN {
                    self.parent[next_state] = state as u16;
                    self.queue.push(next_state as u16);
                }
            }
            self.links = links;
        }
        None
    }

    /// The chain that ends at `state`, from the start; None when a candidate comes twice.
    fn chain(&self, graph: &Graph, state: usize) -> Option<Chain> {
        let mut states = vec![state];
        let mut at = state;
        while self.parent[at] != START {
            at = usize::from(self.parent[at]);
            states.push(at);
        }
        states.reverse();
        let nodes: Vec<Id> = states.iter().map(|s| s / 2).collect();
        let mut seen = nodes.clone();
        seen.sort_unstable();
        seen.dedup();
        if seen.len() != nodes.len() {
            return None;
        }
        let mut chain = Chain::new();
        for (i, &node) in nodes.iter().enumerate() {
            // Link i - 1 enters node i: strong into a true node (odd positions).
            chain.push(Node::group(digit_of(node), graph.cells(node)), i % 2 == 1);
        }
        Some(chain)
    }
}

fn deduction(kind: Kind, chain: Chain, cells: CellSet, digits: u16) -> Deduction {
    let technique = match kind {
        Kind::Colouring => Technique::SimpleColouring,
        Kind::X => Technique::XChain,
        Kind::Xy => Technique::XyChain,
        Kind::Aic => Technique::Aic,
    };
    Deduction {
        technique,
        digits,
        unit: None,
        pattern: chain.cells(),
        fish: None,
        pivot: None,
        chain: Some(chain),
        action: Action::Eliminate { cells, digits },
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::marks_board;
    use super::*;

    /// Every digit open everywhere, but `digit` open only in `keep` within `units`.
    fn restrict(marks: &mut [u16; 81], digit: u8, units: &[Unit], keep: &[usize]) {
        for unit in units {
            for cell in unit.cells() {
                if !keep.contains(&cell) {
                    marks[cell] &= !bit(digit);
                }
            }
        }
    }

    fn eliminates(found: &Deduction, cells: &[usize], digits: u16) {
        assert_eq!(
            found.action,
            Action::Eliminate {
                cells: CellSet::of(cells.iter().copied()),
                digits
            }
        );
    }

    #[test]
    fn a_colour_trap_removes_the_digit_where_both_colours_are_seen() {
        // 5's conjugate pairs: row 1 (r1c1, r1c5), column 5 (r1c5, r5c5), row 5 (r5c5,
        // r5c2). Coloured in turn: r1c1 and r5c5 one colour, r1c5 and r5c2 the other, so one
        // of r1c1 and r5c2 is 5, and the cells that see both, r2c2, r3c2 (box 1 and column 2)
        // and r4c1, r6c1 (column 1 and box 4), are not.
        let mut marks = [0x1FF; 81];
        restrict(&mut marks, 5, &[Unit::Row(0)], &[0, 4]);
        restrict(&mut marks, 5, &[Unit::Column(4)], &[4, 40]);
        restrict(&mut marks, 5, &[Unit::Row(4)], &[37, 40]);
        let found = simple_colouring(&marks_board([0; 81], marks)).unwrap();
        assert_eq!(found.technique, Technique::SimpleColouring);
        eliminates(&found, &[10, 19, 27, 45], bit(5));
        assert_eq!(
            found.to_string(),
            "5 leaves r2c2, r3c2, r4c1 and r6c1: (5)r1c1=(5)r1c5-(5)r5c5=(5)r5c2 \
             (simple colouring)"
        );
    }

    #[test]
    fn an_x_chain_may_use_a_weak_link_that_is_no_conjugate_pair() {
        // A skyscraper: 5 in column 1 only at r1c1 and r6c1, in column 5 only at r2c5 and
        // r6c5; r6c1 and r6c5 share row 6 (which holds 5 elsewhere too, so colouring cannot
        // join them). If r1c1 is not 5, r6c1 is, so r6c5 is not, so r2c5 is. The cells that
        // see r1c1 and r2c5 lose 5: r1c4, r1c6 (row 1, box 2) and r2c2, r2c3 (row 2, box 1).
        let mut marks = [0x1FF; 81];
        restrict(&mut marks, 5, &[Unit::Column(0)], &[0, 45]);
        restrict(&mut marks, 5, &[Unit::Column(4)], &[13, 49]);
        let board = marks_board([0; 81], marks);
        assert_eq!(simple_colouring(&board), None);
        let found = x_chain(&board).unwrap();
        assert_eq!(found.technique, Technique::XChain);
        eliminates(&found, &[3, 5, 10, 11], bit(5));
        assert_eq!(
            found.chain.unwrap().to_string(),
            "(5)r1c1=(5)r6c1-(5)r6c5=(5)r2c5"
        );
    }

    #[test]
    fn an_x_chain_may_use_a_grouped_node() {
        // 5 in row 1 only at r1c1, r1c7 and r1c8: r1c1 or the group r1c78 is 5. In column 9
        // only at r2c9 and r6c9; r2c9 sees both cells of the group (box 3). So one of r1c1
        // and r6c9 is 5, and r6c1, which sees both, is not.
        let mut marks = [0x1FF; 81];
        restrict(&mut marks, 5, &[Unit::Row(0)], &[0, 6, 7]);
        restrict(&mut marks, 5, &[Unit::Column(8)], &[17, 53]);
        let found = x_chain(&marks_board([0; 81], marks)).unwrap();
        eliminates(&found, &[45], bit(5));
        assert_eq!(
            found.chain.unwrap().to_string(),
            "(5)r1c1=(5)r1c78-(5)r2c9=(5)r6c9"
        );
    }

    #[test]
    fn an_xy_chain_runs_through_bivalue_cells() {
        // r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,4}, r5c2 {4,1}: if r1c1 is not 1 it is 2, so r1c5
        // is 3, r5c5 is 4 and r5c2 is 1. One of r1c1 and r5c2 is 1: r1c2, r2c2, r3c2 (column
        // 2, with row 1 or box 1) and r4c1, r5c1, r6c1 (column 1, with box 4 or row 5) see
        // both and lose 1.
        let mut marks = [0x1FF; 81];
        marks[0] = bit(1) | bit(2);
        marks[4] = bit(2) | bit(3);
        marks[40] = bit(3) | bit(4);
        marks[37] = bit(4) | bit(1);
        let board = marks_board([0; 81], marks);
        let found = xy_chain(&board).unwrap();
        assert_eq!(found.technique, Technique::XyChain);
        eliminates(&found, &[1, 10, 19, 27, 36, 45], bit(1));
        assert_eq!(
            found.to_string(),
            "1 leaves r1c2, r2c2, r3c2, r4c1, r5c1 and r6c1: (1=2)r1c1-(2=3)r1c5-(3=4)r5c5-(4=1)r5c2 \
             (XY-chain)"
        );
    }

    #[test]
    fn an_aic_mixes_conjugate_pairs_and_bivalue_cells() {
        // 1 in row 1 only at r1c1 and r1c5; r5c5 holds only 1 and 2; 2 in column 1 only at
        // r5c1 and r1c1. If r1c1 is not 1, r1c5 is 1, so r5c5 is not 1 but 2, so r5c1 is not
        // 2, so r1c1 is 2. r1c1 is 1 or 2: every other digit leaves it.
        let mut marks = [0x1FF; 81];
        restrict(&mut marks, 1, &[Unit::Row(0)], &[0, 4]);
        restrict(&mut marks, 2, &[Unit::Column(0)], &[0, 36]);
        marks[40] = bit(1) | bit(2);
        let board = marks_board([0; 81], marks);
        assert_eq!(simple_colouring(&board), None);
        assert_eq!(x_chain(&board), None);
        assert_eq!(xy_chain(&board), None);
        let found = aic(&board).unwrap();
        assert_eq!(found.technique, Technique::Aic);
        eliminates(&found, &[0], 0x1FF & !(bit(1) | bit(2)));
        assert_eq!(
            found.chain.unwrap().to_string(),
            "(1)r1c1=(1)r1c5-(1=2)r5c5-(2)r5c1=(2)r1c1"
        );
    }

    #[test]
    fn a_chain_whose_ends_share_no_cell_to_see_removes_nothing() {
        // Two bivalue cells that share a digit but see no common cell holding it.
        let mut marks = [0; 81];
        marks[0] = bit(1) | bit(2);
        marks[80] = bit(2) | bit(1);
        assert_eq!(aic(&marks_board([0; 81], marks)), None);
    }
}
