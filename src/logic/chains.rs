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
//!   see each other (skyscrapers, two-string kites and turbot fish are the short ones), with
//!   grouped nodes.
//! - **XY-chain**: bivalue cells only, each cell's two candidates the strong link, the same
//!   digit in two cells that see each other the weak link.
//! - **AIC**: any of these links, so a chain may mix conjugate pairs and bivalue cells; and
//!   then, if no such chain removes anything, also links through an **almost locked set**
//!   (ALS): `n` cells of one unit that hold `n + 1` digits between them. If one of its digits
//!   is in none of its cells, the other `n` fill them, so each of those is in one of its cells:
//!   a strong link between the set's places of any two of its digits, written `(x=z)r1c123`
//!   with the set's cells. The shortest such chain, `(z=x)A-(x=z)B`, is ALS-XZ.
//!
//! A node may also be grouped: a digit's two or three places where a box meets a row or
//! column (`r1c12`), or its places in an almost locked set, true when the digit is in one of
//! them. A grouped node is linked weakly to the nodes of its digit that see all its cells, and
//! strongly to the rest of the digit's places in a unit that holds it whole.
//!
//! Each technique takes the shortest chain that removes something (a breadth-first search
//! from each candidate in reading order, the first start winning among equals), and no chain
//! of more than [`super::MAX_NODES`] nodes. Nothing is ever assumed and followed to a
//! contradiction: every link is read off the candidates as they stand.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

use super::{Action, Candidates, CellSet, Chain, Deduction, Node, Technique, MAX_NODES};
use crate::masks::{bit, lowest_digit};
use crate::rules::Unit;

mod bfs;
use bfs::Bfs;

/// The links each technique may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Conjugate pairs only, of one digit.
    Colouring,
    /// Conjugate pairs as strong links, any two places that see each other as weak, one digit.
    X,
    /// Bivalue cells as strong links, one digit in two bivalue cells as weak.
    Xy,
    /// Conjugate pairs, bivalue cells and weak links of both kinds.
    Aic,
    /// The same, and almost locked sets as strong links.
    Als,
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

/// The shortest alternating inference chain through almost locked sets that removes a
/// candidate.
pub(super) fn aic_with_als(board: &Candidates) -> Option<Deduction> {
    search(board, Kind::Als)
}

/// A node as a number, an index into [`Graph::nodes`]: the candidates first, in reading
/// order and digits ascending, then the grouped nodes, then the ALS nodes.
type Id = usize;

/// A link to a node, with the almost locked set it goes through, if one.
type Link = (Id, Option<usize>);

/// The most nodes the search handles (states are `u16`s).
const MOST_NODES: usize = 16_000;

/// The most cells of an almost locked set (BENCHMARKS.md has why five). Each digit's places
/// in one fit a [`Node`].
const LARGEST_ALS: usize = 5;
const _: () = assert!(LARGEST_ALS <= super::MAX_NODE_CELLS);

/// No almost locked set, in [`Graph::edges`] and [`Bfs::via`].
const NO_ALS: u16 = u16::MAX;

/// No node, in [`Graph::single_ids`].
const NO_NODE: u16 = u16::MAX;

/// A quick hash for the node index (multiply and rotate, as FxHash does): its keys come from
/// the board, not from an adversary.
#[derive(Default)]
struct Quick(u64);

impl Hasher for Quick {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0.rotate_left(5) ^ value).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u8(&mut self, value: u8) {
        self.write_u64(value.into());
    }

    fn write_u128(&mut self, value: u128) {
        self.write_u64(value as u64);
        self.write_u64((value >> 64) as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
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

/// The board as the search reads it: its nodes (a digit in one or more cells, true when one
/// of the cells holds it) and what links them.
struct Graph<'a> {
    board: &'a Candidates,
    kind: Kind,
    /// `places[d - 1]`: the cells that hold `d`.
    places: [CellSet; 9],
    /// The cells of each unit, in [`Unit::ALL`] order.
    units: [CellSet; 27],
    /// Each node's digit and cells.
    nodes: Vec<(u8, CellSet)>,
    /// The node of a digit and cells, for more than one cell.
    index: HashMap<(u8, CellSet), Id, BuildHasherDefault<Quick>>,
    /// The node of a digit in one cell, at `(digit - 1) * 81 + cell`, or [`NO_NODE`].
    single_ids: [u16; 729],
    /// The nodes of more than one cell of each digit.
    sets: [Vec<Id>; 9],
    /// Each almost locked set's cells.
    als: Vec<CellSet>,
    /// Per node, the nodes it is strongly linked to through an almost locked set, and which.
    als_links: Vec<Vec<(Id, usize)>>,
    /// Per node, the cells that see all of its cells.
    sees: Vec<CellSet>,
    /// The links out of each state `node * 2 + on` (a false node's strong links, a true
    /// node's weak ones): `edges[offsets[state]..offsets[state + 1]]`, worked out once, for
    /// every start of the search.
    offsets: Vec<u32>,
    /// Each link as the state it reaches and the almost locked set it goes through, or
    /// [`NO_ALS`].
    edges: Vec<(u16, u16)>,
}

impl Graph<'_> {
    fn new(board: &Candidates, kind: Kind) -> Graph<'_> {
        let mut graph = Graph {
            board,
            kind,
            places: std::array::from_fn(|d| board.cells_with(d as u8 + 1)),
            units: std::array::from_fn(|u| CellSet::of(Unit::ALL[u].cells())),
            // Room for every candidate and a few groups, grown only when there are more.
            nodes: Vec::with_capacity(1024),
            index: HashMap::default(),
            single_ids: [NO_NODE; 729],
            sets: Default::default(),
            als: Vec::new(),
            als_links: Vec::with_capacity(1024),
            sees: Vec::new(),
            offsets: Vec::new(),
            edges: Vec::new(),
        };
        for cell in 0..81 {
            if kind == Kind::Xy && board.get(cell).count_ones() != 2 {
                continue;
            }
            for digit in crate::masks::digits(board.get(cell)) {
                graph.add(digit, CellSet::of([cell]));
            }
        }
        if matches!(kind, Kind::X | Kind::Aic | Kind::Als) {
            for meeting in (0..54).map(box_line) {
                for digit in 1..=9 {
                    let cells = meeting.and(graph.places_of(digit));
                    if cells.len() >= 2 {
                        graph.add(digit, cells);
                    }
                }
            }
        }
        if kind == Kind::Als {
            graph.add_als();
        }
        graph.sees = (0..graph.nodes.len())
            .map(|n| graph.seeing(graph.cells(n)))
            .collect();
        let mut offsets = Vec::with_capacity(graph.nodes.len() * 2 + 1);
        offsets.push(0);
        let (mut edges, mut out) = (Vec::with_capacity(graph.nodes.len() * 16), Vec::new());
        for n in 0..graph.nodes.len() {
            for on in [false, true] {
                out.clear();
                if on {
                    graph.weak(n, &mut out);
                } else {
                    graph.strong(n, &mut out);
                }
                let reached = |&(next, als): &Link| {
                    let state = next * 2 + usize::from(!on);
                    (state as u16, als.map_or(NO_ALS, |a| a as u16))
                };
                edges.extend(out.iter().map(reached));
                offsets.push(edges.len() as u32);
            }
        }
        (graph.offsets, graph.edges) = (offsets, edges);
        graph
    }

    /// The links out of `state`: the states they reach, each with its almost locked set.
    fn links(&self, state: usize) -> &[(u16, u16)] {
        &self.edges[self.offsets[state] as usize..self.offsets[state + 1] as usize]
    }

    /// The node of `digit` in `cells`, added if new.
    fn add(&mut self, digit: u8, cells: CellSet) -> Id {
        if let Some(id) = self.find(digit, cells) {
            return id;
        }
        let id = self.nodes.len();
        self.nodes.push((digit, cells));
        match cells.first() {
            Some(cell) if cells.len() == 1 => {
                self.single_ids[usize::from(digit - 1) * 81 + usize::from(cell)] = id as u16;
            }
            _ => {
                self.index.insert((digit, cells), id);
            }
        }
        self.als_links.push(Vec::new());
        if cells.len() > 1 {
            self.sets[usize::from(digit) - 1].push(id);
        }
        id
    }

    /// Every almost locked set of two to [`LARGEST_ALS`] cells of a unit (`n` cells holding `n + 1`
    /// digits between them), and its links: if one of its digits is in none of its cells,
    /// the other `n` fill them, so each of those is in one of its cells.
    fn add_als(&mut self) {
        // The quick hash, as the node index has: the default one brought SipHash and the
        // random keys into the wasm for this one set.
        let mut seen = HashSet::<CellSet, BuildHasherDefault<Quick>>::default();
        for unit in Unit::ALL {
            let open: Vec<usize> = unit
                .cells()
                .into_iter()
                .filter(|&c| self.board.get(c) != 0)
                .collect();
            for size in 2..=LARGEST_ALS {
                let mut found = Vec::new();
                super::first_combination(&open, size, |cells| {
                    let held = cells.iter().fold(0, |m, &c| m | self.board.get(c));
                    if held.count_ones() as usize == size + 1 {
                        found.push(CellSet::of(cells.iter().copied()));
                    }
                    None::<()>
                });
                for cells in found {
                    if seen.insert(cells) {
                        self.link_als(cells);
                    }
                }
            }
        }
    }

    fn link_als(&mut self, cells: CellSet) {
        // A set of n cells holds n + 1 digits, a node each.
        if self.nodes.len() + LARGEST_ALS + 1 > MOST_NODES {
            return;
        }
        let held = cells.iter().fold(0, |m, c| m | self.board.get(c.into()));
        let which = self.als.len();
        self.als.push(cells);
        let ends: Vec<Id> = crate::masks::digits(held)
            .map(|d| self.add(d, cells.and(self.places_of(d))))
            .collect();
        for &from in &ends {
            for &to in &ends {
                if from != to {
                    self.als_links[from].push((to, which));
                }
            }
        }
    }

    /// The node of `digit` in `cells`, if there is one.
    fn find(&self, digit: u8, cells: CellSet) -> Option<Id> {
        match cells.first() {
            Some(cell) if cells.len() == 1 => {
                let id = self.single_ids[usize::from(digit - 1) * 81 + usize::from(cell)];
                (id != NO_NODE).then_some(usize::from(id))
            }
            _ => self.index.get(&(digit, cells)).copied(),
        }
    }

    /// The places of `digit`.
    fn places_of(&self, digit: u8) -> CellSet {
        self.places[usize::from(digit) - 1]
    }

    fn digit(&self, node: Id) -> u8 {
        self.nodes[node].0
    }

    fn cells(&self, node: Id) -> CellSet {
        self.nodes[node].1
    }

    /// The one cell of a node of one cell.
    fn single(&self, node: Id) -> Option<usize> {
        let cells = self.cells(node);
        (cells.len() == 1).then(|| usize::from(cells.first().unwrap_or(0)))
    }

    /// The nodes strongly linked to `node`, each pushed to `out`, with the almost locked set
    /// of the link if it is one.
    fn strong(&self, node: Id, out: &mut Vec<Link>) {
        let (digit, cells) = self.nodes[node];
        if self.kind != Kind::Xy {
            // The rest of the digit's places in a unit that holds the whole node: one of the
            // three units of its first cell (row, column, box, in [`Unit::ALL`] order).
            let places = self.places_of(digit);
            let first = usize::from(cells.first().unwrap_or(0));
            let (row, column, block) = (first / 9, first % 9, first / 27 * 3 + first % 9 / 3);
            for unit in [row, 9 + column, 18 + block].map(|u| self.units[u]) {
                if cells.minus(unit).is_empty() {
                    let rest = unit.and(places).minus(cells);
                    out.extend(self.find(digit, rest).map(|n| (n, None)));
                }
            }
        }
        if let (Kind::Xy | Kind::Aic | Kind::Als, Some(cell)) = (self.kind, self.single(node)) {
            if self.board.get(cell).count_ones() == 2 {
                let other = lowest_digit(self.board.get(cell) & !bit(digit));
                out.extend(self.find(other, cells).map(|n| (n, None)));
            }
        }
        out.extend(self.als_links[node].iter().map(|&(n, a)| (n, Some(a))));
    }

    /// The nodes weakly linked to `node`, each pushed to `out`.
    fn weak(&self, node: Id, out: &mut Vec<Link>) {
        if self.kind == Kind::Colouring {
            // Only the conjugate pairs, as the strong links.
            return self.strong(node, out);
        }
        let (digit, cells) = self.nodes[node];
        let seen = self.seeing(cells).and(self.places_of(digit));
        for other in seen.iter() {
            let single = CellSet::of([usize::from(other)]);
            out.extend(self.find(digit, single).map(|n| (n, None)));
        }
        for &set in &self.sets[usize::from(digit) - 1] {
            if self.cells(set).minus(seen).is_empty() {
                out.push((set, None));
            }
        }
        if let (Kind::Aic | Kind::Als, Some(cell)) = (self.kind, self.single(node)) {
            let others = self.board.get(cell) & !bit(digit);
            for d in crate::masks::digits(others) {
                out.extend(self.find(d, cells).map(|n| (n, None)));
            }
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
        let ((x, first), (y, last)) = (self.nodes[start], self.nodes[end]);
        let (cells, digits) = if x == y {
            let seeing = self.sees[start].and(self.sees[end]);
            (seeing.and(self.places_of(x)), bit(x))
        } else {
            let (a, b) = (self.single(start)?, self.single(end)?);
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
    // Short chains first, over all starts, so that a board with a short chain is not searched
    // for long ones: the same chain comes out as with no bound, for less work.
    // Through almost locked sets, chains of at most 16 nodes: longer ones are slow to find
    // and hard to follow.
    let bounds: &[usize] = match kind {
        Kind::Als => &[4, 8, 12, 16],
        _ => &[4, 8, 12, 20, MAX_NODES],
    };
    // A start whose search ran out of new states before the bound (its last level linking
    // only back to states it reached) has no chain at any bound: it is not searched again.
    let starts = graph.nodes.len().min(MOST_NODES);
    let mut exhausted = vec![false; starts];
    for &bound in bounds {
        let mut best: Option<(usize, Deduction)> = None;
        for (start, exhausted) in exhausted.iter_mut().enumerate() {
            if *exhausted {
                continue;
            }
            // Only a shorter chain than the best so far is of use.
            let most = best.as_ref().map_or(bound, |(nodes, _)| nodes - 1);
            match bfs.run(&graph, start, most) {
                Ok(found) => best = Some(found),
                Err(cut) => *exhausted = !cut,
            }
        }
        if let Some((_, deduction)) = best {
            return Some(deduction);
        }
    }
    None
}

fn deduction(kind: Kind, chain: Chain, cells: CellSet, digits: u16) -> Deduction {
    let technique = match kind {
        Kind::Colouring => Technique::SimpleColouring,
        Kind::X => Technique::XChain,
        Kind::Xy => Technique::XyChain,
        Kind::Aic | Kind::Als => Technique::Aic,
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
    use super::super::tests::{assert_eliminates as eliminates, marks_board};
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
    fn an_aic_may_go_through_almost_locked_sets() {
        // ALS-XZ. Row 1's r1c1 {1,7} and r1c2 {1,4,7} hold three digits in two cells (an
        // almost locked set, A), and so do row 5's r5c2 {4,9} and r5c3 {1,9} (B). B's 4 (r5c2)
        // and A's 4 (r1c2) see each other, so at most one set holds 4. If r5c3 is not 1, B's
        // other digits 4 and 9 fill it, so r5c2 is 4, so r1c2 is not, so 1 and 7 fill A and 1
        // is in r1c1 or r1c2. So 1 is in r5c3 or in A's r1c1 or r1c2: r1c3, r2c3 and r3c3
        // see all three and lose 1.
        let mut marks = [0x1FF; 81];
        marks[0] = bit(1) | bit(7);
        marks[1] = bit(1) | bit(4) | bit(7);
        marks[37] = bit(4) | bit(9);
        marks[38] = bit(1) | bit(9);
        let board = marks_board([0; 81], marks);
        assert_eq!(aic(&board), None);
        let found = aic_with_als(&board).unwrap();
        assert_eq!(found.technique, Technique::Aic);
        eliminates(&found, &[2, 11, 20], bit(1));
        assert_eq!(
            found.to_string(),
            "1 leaves r1c3, r2c3 and r3c3: (1=4)r5c23-(4=1)r1c12 (AIC)"
        );
    }

    #[test]
    fn an_almost_locked_set_may_have_five_cells() {
        // As above, but A is five cells of row 1 holding six digits: r1c1 {1,2,3}, r1c2
        // {1,4,5}, r1c4 {2,3,6}, r1c5 {3,5,6}, r1c6 {2,5,6}. No smaller set of them holds
        // both 1 and 4, so only the whole row set links B's 4 to A's 1 (r1c1, r1c2).
        let mut marks = [0x1FF; 81];
        let digits = |ds: &[u8]| ds.iter().fold(0, |m, &d| m | bit(d));
        marks[0] = digits(&[1, 2, 3]);
        marks[1] = digits(&[1, 4, 5]);
        marks[3] = digits(&[2, 3, 6]);
        marks[4] = digits(&[3, 5, 6]);
        marks[5] = digits(&[2, 5, 6]);
        marks[37] = bit(4) | bit(9);
        marks[38] = bit(1) | bit(9);
        let found = aic_with_als(&marks_board([0; 81], marks)).unwrap();
        eliminates(&found, &[2, 11, 20], bit(1));
        assert_eq!(
            found.to_string(),
            "1 leaves r1c3, r2c3 and r3c3: (1=4)r5c23-(4=1)r1c12456 (AIC)"
        );
    }

    #[test]
    fn a_search_whose_last_level_links_only_back_is_not_cut_short() {
        // 5's one conjugate pair, r1c1 and r1c5 (row 1). From r1c1, two nodes reach r1c5,
        // whose one link leads back to r1c1: a higher bound finds nothing more, so the search
        // is over for every bound (Err(false)), not cut short by this one (Err(true)).
        let mut marks = [0x1FF; 81];
        restrict(&mut marks, 5, &[Unit::Row(0)], &[0, 4]);
        let board = marks_board([0; 81], marks);
        let graph = Graph::new(&board, Kind::Colouring);
        let start = graph.find(5, CellSet::of([0])).unwrap();
        assert_eq!(Bfs::new().run(&graph, start, 2), Err(false));
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
