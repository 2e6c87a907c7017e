//! The breadth-first search for the shortest chain from one start, over the states of
//! [`Graph`]'s nodes (a node true or false).

use super::{deduction, Chain, Deduction, Graph, Id, Node, NO_ALS};

/// The breadth-first search over (candidate, true or false) states, reused from start to
/// start.
pub(super) struct Bfs {
    /// Per state `node * 2 + on`: how it was reached, or `UNSEEN`.
    parent: Vec<u16>,
    /// Per state: the almost locked set of the link that reached it, if one.
    via: Vec<u16>,
    /// Per state: the run that last reached it; `parent` and `via` hold only for this run.
    stamp: Vec<u32>,
    run: u32,
    queue: Vec<u16>,
}

const UNSEEN: u16 = u16::MAX;
const START: u16 = u16::MAX - 1;

impl Bfs {
    pub(super) fn new() -> Bfs {
        Bfs {
            parent: Vec::new(),
            via: Vec::new(),
            stamp: Vec::new(),
            run: 0,
            queue: Vec::new(),
        }
    }

    /// The shortest chain from `start` of at most `most` nodes that removes something: its
    /// node count and deduction; or, when there is none, whether the bound cut the search
    /// short (if not, no bound would find one).
    pub(super) fn run(
        &mut self,
        graph: &Graph,
        start: Id,
        most: usize,
    ) -> Result<(usize, Deduction), bool> {
        let states = graph.nodes.len() * 2;
        if self.stamp.len() != states {
            self.parent = vec![UNSEEN; states];
            self.via = vec![NO_ALS; states];
            self.stamp = vec![0; states];
            self.run = 0;
        }
        self.run += 1;
        self.queue.clear();
        // State `start` false: the chain's first link is strong.
        let first = (start * 2) as u16;
        self.parent[usize::from(first)] = START;
        self.stamp[usize::from(first)] = self.run;
        self.queue.push(first);
        // What an end can remove with this start (as [`Graph::removes`] finds it): with the
        // start's digit, only the places of it that see the start; with another, only when
        // the start is one cell. Tested first, as most ends remove nothing.
        let digit = graph.digit(start);
        let targets = graph.sees[start].and(graph.places_of(digit));
        let one_cell = graph.single(start).is_some();
        let mut depth_of_level = 0;
        let mut level_end = 1;
        let mut head = 0;
        let mut cut = false;
        while head < self.queue.len() {
            if head == level_end {
                depth_of_level += 1;
                level_end = self.queue.len();
            }
            let state = usize::from(self.queue[head]);
            head += 1;
            let (node, on) = (state / 2, state % 2 == 1);
            let nodes = depth_of_level + 1;
            let hopeful = || {
                if graph.digit(node) == digit {
                    !targets.and(graph.sees[node]).is_empty()
                } else {
                    one_cell
                }
            };
            if on && node != start && hopeful() {
                if let Some((cells, digits)) = graph.removes(start, node) {
                    if let Some(chain) = self.chain(graph, state) {
                        return Ok((nodes, deduction(graph.kind, chain, cells, digits)));
                    }
                }
            }
            if nodes + 1 > most {
                // Cut short only if a link leads on to a state not yet reached: if every
                // link leads back, a higher bound would reach the same states, and no chain.
                cut = cut
                    || graph.links(state).iter().any(|&(next, _)| {
                        let next = usize::from(next);
                        next < states && self.stamp[next] != self.run
                    });
                continue;
            }
            for &(next, als) in graph.links(state) {
                let next_state = usize::from(next);
                if next_state < states && self.stamp[next_state] != self.run {
                    self.stamp[next_state] = self.run;
                    self.parent[next_state] = state as u16;
                    self.via[next_state] = als;
                    self.queue.push(next_state as u16);
                }
            }
        }
        Err(cut)
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
        // A few nodes (MAX_NODES at most): looked for among those before, not sorted, which
        // kept a sort's code out of the wasm.
        if (1..nodes.len()).any(|i| nodes[..i].contains(&nodes[i])) {
            return None;
        }
        let mut chain = Chain::new();
        for (i, (&node, &state)) in nodes.iter().zip(&states).enumerate() {
            // Link i - 1 enters node i: strong into a true node (odd positions).
            let node = Node::group(graph.digit(node), graph.cells(node));
            let pushed = match self.via[state] {
                NO_ALS => chain.push(node, i % 2 == 1),
                als => chain.push_als(node, graph.als[usize::from(als)]),
            };
            if !pushed {
                return None;
            }
        }
        Some(chain)
    }
}
