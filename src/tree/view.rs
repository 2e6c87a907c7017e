//! What the page draws of a recorded search tree: the branches that fit, the rest folded.
//!
//! A view looks at one branch (the focus; the root shows the whole run) and lists, in the
//! order a reader meets them (each branch before its children), the focus's ancestors, the
//! focus and as much of the subtree under it as the drawing has room for. Room is counted two
//! ways: the page says how many columns its drawing has across (a branch narrower than one
//! column, `steps / columns` of the focus's, would be a sliver) and how many items it draws at
//! most. The subtree is walked level by level, each branch's children in the order the search
//! tried them, so the levels nearest the focus are listed first; what is too narrow or does not
//! fit under a branch is summed into one [`ItemKind::Folded`] item there, with the subtrees the
//! recorder folded already. A person who opens a folded item has its subtrees listed however
//! narrow they are ([`Room::unfold`]).

use std::collections::VecDeque;

use super::record::{Branch, Folded, Node, Outcome, Recorder};

/// What an [`Item`] stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemKind {
    /// The root: the whole run from step 0.
    Start,
    /// One guess: a digit tried in a chosen cell.
    Guess,
    /// Subtrees under its parent summed into one item: too small or too many to draw.
    Folded,
}

/// One thing to draw, and to name in the page's tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Item {
    /// What it stands for.
    pub kind: ItemKind,
    /// Its level in the tree, 1 for the root.
    pub level: u32,
    /// Its place among the items under the same parent, from 1, and how many there are.
    pub position: u32,
    /// See [`Item::position`].
    pub siblings: u32,
    /// A guess or the root: the branch. Folded: the parent's branch, with `steps` and `folded`
    /// replaced by what is folded (its `chose` is the cell whose digits the folded subtrees
    /// tried).
    pub branch: Branch,
    /// How many items are directly under it in the view (a folded item included); 0 when
    /// nothing at all is under it.
    pub under: u32,
    /// The deepest guess (or the root) whose steps hold the position the view was asked
    /// about: where the timeline stands.
    pub current: bool,
}

/// The part of a recorded tree to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The items, each before the items under it.
    pub items: Vec<Item>,
    /// The index in `items` of the focus.
    pub focus: usize,
}

/// How much the page has room for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Room {
    /// Columns across the drawing: a subtree narrower than one column of the focus is folded.
    pub columns: u64,
    /// The most items listed: past it, subtrees are folded.
    pub budget: usize,
    /// The branch, by its first step, whose subtrees are listed however narrow (within the
    /// budget): the person opened the folded item under it.
    pub unfold: Option<u64>,
}

/// One branch of the subtree being laid out.
struct Entry {
    node: Node,
    level: u32,
    children: Vec<usize>,
    folded: Folded,
}

/// One step of the way from the root to the focus: a branch, in the recorder that holds it,
/// with its place among its siblings.
struct Way<'a> {
    recorder: &'a Recorder,
    node: Node,
    position: u32,
    siblings: u32,
}

/// The way from `recorder`'s root down to the branch that began at step `focus`, or to the
/// nearest kept branch that holds that step.
fn way_to(recorder: &Recorder, focus: u64) -> Vec<Way<'_>> {
    let mut way = vec![Way {
        recorder,
        node: recorder.root(),
        position: 1,
        siblings: 1,
    }];
    loop {
        let node = way[way.len() - 1].node;
        if recorder.branch(node).start == focus {
            return way;
        }
        let children = recorder.children(node);
        let holds = |child: &Node| {
            let branch = recorder.branch(*child);
            branch.start <= focus && focus <= branch.end()
        };
        let Some(i) = children.iter().position(holds) else {
            return way;
        };
        way.push(Way {
            recorder,
            node: children[i],
            position: i as u32 + 1,
            siblings: children.len() as u32,
        });
    }
}

/// The branch of `recorder` that began at step `start`, if it keeps it.
pub fn kept_branch(recorder: &Recorder, start: u64) -> Option<Branch> {
    let way = way_to(recorder, start);
    let branch = recorder.branch(way[way.len() - 1].node);
    (branch.start == start).then_some(branch)
}

/// The view of `recorder` that focuses on the branch that began at step `focus` (or, if that
/// branch was folded, on its nearest kept ancestor), with as much under it as `room` allows
/// (at least the way to the focus and the focus's folded item).
///
/// `details` are recordings in full of branches of `recorder` (see [`Recorder::rooted`]), each
/// inside the one before: where the way to the focus passes through one's branch, the rest of
/// the way, and the subtree under the focus, come from it, so subtrees that `recorder` folded
/// can be seen.
pub fn view(
    recorder: &Recorder,
    details: &[&Recorder],
    focus: u64,
    position: u64,
    room: Room,
) -> View {
    let mut way = way_to(recorder, focus);
    for detail in details {
        let root = detail.branch(detail.root()).start;
        let Some(at) = way
            .iter()
            .position(|step| step.recorder.branch(step.node).start == root)
        else {
            continue;
        };
        let (position, siblings) = (way[at].position, way[at].siblings);
        way.truncate(at);
        let mut inside = way_to(detail, focus);
        (inside[0].position, inside[0].siblings) = (position, siblings);
        way.extend(inside);
    }
    let Way {
        recorder,
        node: focus_node,
        ..
    } = way[way.len() - 1];
    let Room {
        columns,
        budget,
        unfold,
    } = room;
    let min_steps = (recorder.branch(focus_node).steps / columns.max(1)).max(1);

    // Level by level under the focus. Each entry in the queue has a slot kept for its folded
    // item, so that `count + reserved` never passes the budget.
    let mut entries = vec![Entry {
        node: focus_node,
        level: way.len() as u32,
        children: Vec::new(),
        folded: Folded::default(),
    }];
    let mut count = way.len();
    let mut reserved = 1;
    let mut queue = VecDeque::from([0]);
    while let Some(e) = queue.pop_front() {
        let node = entries[e].node;
        let parent = recorder.branch(node);
        let mut folded = parent.folded;
        let narrowest = if Some(parent.start) == unfold {
            1
        } else {
            min_steps
        };
        for child in recorder.children(node) {
            let branch = recorder.branch(child);
            if branch.steps >= narrowest && count + reserved + 2 <= budget {
                count += 1;
                reserved += 1;
                let index = entries.len();
                entries[e].children.push(index);
                queue.push_back(index);
                let level = entries[e].level + 1;
                entries.push(Entry {
                    node: child,
                    level,
                    children: Vec::new(),
                    folded: Folded::default(),
                });
            } else {
                folded.add(&branch);
            }
        }
        // The slot kept for this folded item is used, or freed.
        reserved -= 1;
        count += usize::from(folded.subtrees > 0);
        entries[e].folded = folded;
    }

    let mut items = Vec::with_capacity(count);
    for (i, step) in way[..way.len() - 1].iter().enumerate() {
        items.push(Item {
            kind: kind_of(step.node, step.recorder),
            level: i as u32 + 1,
            position: step.position,
            siblings: step.siblings,
            branch: step.recorder.branch(step.node),
            under: 1,
            current: false,
        });
    }
    let last = &way[way.len() - 1];
    emit(
        &entries,
        0,
        (last.position, last.siblings),
        recorder,
        &mut items,
    );
    if let Some(current) = items.iter_mut().rev().find(|item| {
        item.kind != ItemKind::Folded
            && item.branch.start <= position
            && position <= item.branch.end()
    }) {
        current.current = true;
    }
    View {
        items,
        focus: way.len() - 1,
    }
}

fn kind_of(node: Node, recorder: &Recorder) -> ItemKind {
    if recorder.branch(node).is_root() {
        ItemKind::Start
    } else {
        ItemKind::Guess
    }
}

/// Lists `entries[e]` and, after it, everything under it.
fn emit(
    entries: &[Entry],
    e: usize,
    (position, siblings): (u32, u32),
    recorder: &Recorder,
    items: &mut Vec<Item>,
) {
    let entry = &entries[e];
    let branch = recorder.branch(entry.node);
    let folded = entry.folded.subtrees > 0;
    let under = entry.children.len() as u32 + u32::from(folded);
    items.push(Item {
        kind: kind_of(entry.node, recorder),
        level: entry.level,
        position,
        siblings,
        branch,
        under,
        current: false,
    });
    for (i, &child) in entry.children.iter().enumerate() {
        emit(entries, child, (i as u32 + 1, under), recorder, items);
    }
    if folded {
        items.push(Item {
            kind: ItemKind::Folded,
            level: entry.level + 1,
            position: under,
            siblings: under,
            branch: Branch {
                steps: entry.folded.steps,
                folded: entry.folded,
                outcome: if entry.folded.dead_ends == entry.folded.subtrees {
                    Outcome::DeadEnd
                } else {
                    Outcome::Open
                },
                ..branch
            },
            under: 0,
            current: false,
        });
    }
}
