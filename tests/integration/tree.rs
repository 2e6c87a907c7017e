//! The search tree: every step accounted for, in bounded memory, and views that keep to their
//! budget. The long run of 200 million steps is ignored by default and run in release mode by
//! `cargo xtask test` (its name says `long_run`).

use std::collections::HashMap;

use bitdoku::slices::Runs;
use bitdoku::tree::record::{Node, NO_CELL};
use bitdoku::tree::{Branch, ItemKind, Outcome, Recorder, Room, SearchTree};
use bitdoku::{Search, Strategy};

use crate::common::{grid, BRUTE_FORCE, DEAD_CELL, NO_SOLUTION, ORDERS};

/// Arto Inkala's "hardest": every order guesses and backtracks here.
const INKALA: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

/// Room for `budget` items, `columns` across.
fn room(columns: u64, budget: usize) -> Room {
    Room {
        columns,
        budget,
        unfold: None,
    }
}

fn tree(puzzle: &str, strategy: Strategy, limit: usize) -> SearchTree {
    let search = Search::new(&grid(puzzle), strategy).expect("no rule broken");
    SearchTree::with_recorder(search, Recorder::with_limit(limit))
}

/// Every branch of the recorded tree, each with the branches directly under it.
fn walk(recorder: &Recorder) -> Vec<(Branch, Vec<Branch>)> {
    let mut all = Vec::new();
    let mut todo = vec![recorder.root()];
    while let Some(node) = todo.pop() {
        let children: Vec<Node> = recorder.children(node);
        all.push((
            recorder.branch(node),
            children.iter().map(|&c| recorder.branch(c)).collect(),
        ));
        todo.extend(children);
    }
    all
}

/// The steps a branch spends itself, outside every branch under it: its placement (not the
/// root's), the choice of the next cell, each deduction and its take-back if the branch was
/// unwound, its own take-back, and the run's final event in the deepest branch open at the end.
fn own_steps(branch: &Branch, deepest: bool, finished: bool) -> u64 {
    let dead = branch.outcome == Outcome::DeadEnd;
    let placed = u64::from(!branch.is_root());
    let chose = u64::from(branch.chose != NO_CELL);
    let deductions = branch.deductions * if dead { 2 } else { 1 };
    let taken_back = u64::from(dead && !branch.is_root());
    let last = u64::from(deepest && finished && branch.outcome != Outcome::DeadEnd)
        + u64::from(branch.is_root() && dead);
    placed + chose + deductions + taken_back + last
}

/// Checks that each branch's steps are its own plus those of the branches and folded subtrees
/// under it, exactly, and that the root's are every step recorded.
fn assert_accounted(tree: &SearchTree) {
    let recorder = tree.recorder();
    let all = walk(recorder);
    let deepest_open = all
        .iter()
        .filter(|(b, _)| b.outcome != Outcome::DeadEnd)
        .map(|(b, _)| b.start)
        .max();
    for (branch, children) in &all {
        let under: u64 = children.iter().map(|c| c.steps).sum::<u64>() + branch.folded.steps;
        let deepest = Some(branch.start) == deepest_open;
        assert_eq!(
            branch.steps,
            under + own_steps(branch, deepest, tree.finished()),
            "branch at step {} ({:?})",
            branch.start,
            branch
        );
        for child in children {
            assert!(child.start > branch.start && child.end() <= branch.end());
        }
    }
    assert_eq!(recorder.branch(recorder.root()).steps, tree.position());
}

#[test]
fn every_step_is_in_its_branch_in_every_order() {
    for strategy in ORDERS {
        for puzzle in [INKALA, NO_SOLUTION, DEAD_CELL] {
            let mut tree = tree(puzzle, strategy, usize::MAX);
            tree.run(u64::MAX);
            assert!(tree.finished());
            assert_eq!(tree.recorder().threshold(), 1, "everything kept");
            assert_accounted(&tree);
            let root = tree.recorder().branch(tree.recorder().root());
            let solved = puzzle == INKALA;
            assert_eq!(
                root.outcome,
                if solved {
                    Outcome::Solution
                } else {
                    Outcome::DeadEnd
                },
                "{puzzle} {strategy:?}"
            );
        }
        // Midway through a long run, the path to the current step is open.
        let mut tree = tree(BRUTE_FORCE, strategy, usize::MAX);
        tree.run(100_003);
        assert_accounted(&tree);
    }
}

#[test]
fn the_tree_counts_what_the_search_counts() {
    for strategy in ORDERS {
        let mut tree = tree(INKALA, strategy, usize::MAX);
        tree.run(u64::MAX);
        let mut search = Search::new(&grid(INKALA), strategy).unwrap();
        search.run(u64::MAX);
        let counters = search.counters();
        let recorder = tree.recorder();
        let written: u64 = recorder.written().iter().sum();
        let taken_back: u64 = recorder.taken_back().iter().sum();
        assert_eq!(written, counters.placements + counters.deductions);
        assert_eq!(taken_back, counters.backtracks);
        let all = walk(recorder);
        // One branch per guess, and the deductions of all branches are the search's.
        assert_eq!(all.len() as u64 - 1, counters.placements, "{strategy:?}");
        assert_eq!(recorder.guesses(), counters.placements);
        let deductions: u64 = all.iter().map(|(b, _)| b.deductions).sum();
        assert_eq!(deductions, counters.deductions);
        let dead_ends = all
            .iter()
            .filter(|(b, _)| b.outcome == Outcome::DeadEnd)
            .count();
        let solution = all
            .iter()
            .filter(|(b, _)| b.outcome == Outcome::Solution)
            .count();
        assert_eq!(
            dead_ends + solution,
            all.len(),
            "all closed or on the solution path"
        );
        // Every guess off the solution path was taken back.
        let on_path = (all.len() - dead_ends) as u64 - 1;
        assert_eq!(dead_ends as u64, counters.placements - on_path);
    }
}

/// A tree kept under a small limit holds exactly the branches of the full tree that have at
/// least the threshold's steps, and each folded summary adds up the rest.
#[test]
fn folding_keeps_the_large_subtrees_and_sums_the_rest() {
    for (strategy, steps) in [
        (Strategy::Naive, 300_001),
        (Strategy::Mrv, 100_000),
        (Strategy::Propagation, u64::MAX),
    ] {
        let puzzle = if strategy == Strategy::Propagation {
            INKALA
        } else {
            BRUTE_FORCE
        };
        let mut full = tree(puzzle, strategy, usize::MAX);
        let mut small = tree(puzzle, strategy, 64);
        full.run(steps);
        small.run(steps);
        let threshold = small.recorder().threshold();
        assert!(threshold > 1, "{strategy:?}: the small tree folded");
        assert!(small.recorder().kept() <= 64);
        assert_accounted(&small);
        let full_branches: HashMap<u64, (Branch, Vec<Branch>)> = walk(full.recorder())
            .into_iter()
            .map(|(b, children)| (b.start, (b, children)))
            .collect();
        for (branch, children) in walk(small.recorder()) {
            let (whole, whole_children) = &full_branches[&branch.start];
            assert_eq!(
                (branch.steps, branch.cell, branch.digit, branch.outcome),
                (whole.steps, whole.cell, whole.digit, whole.outcome)
            );
            if branch.outcome == Outcome::DeadEnd && !branch.is_root() {
                assert!(
                    branch.steps >= threshold,
                    "a closed branch kept under the threshold"
                );
            }
            let kept: Vec<u64> = children.iter().map(|c| c.start).collect();
            let mut folded = whole.folded;
            for child in whole_children {
                if kept.contains(&child.start) {
                    continue;
                }
                assert!(
                    child.steps < threshold && child.outcome == Outcome::DeadEnd,
                    "a subtree of {} steps was folded under a threshold of {threshold}",
                    child.steps
                );
                folded.subtrees += 1;
                folded.steps += child.steps;
                folded.dead_ends += u64::from(child.outcome == Outcome::DeadEnd);
            }
            assert_eq!(branch.folded, folded, "folded under step {}", branch.start);
        }
    }
}

/// The kept and the open nodes of the tree.
fn count_nodes(recorder: &Recorder) -> (usize, usize) {
    let (mut kept, mut open) = (0, 0);
    let mut todo = vec![recorder.root()];
    while let Some(node) = todo.pop() {
        match node {
            Node::Kept(_) => kept += 1,
            Node::Open(_) => open += 1,
        }
        todo.extend(recorder.children(node));
    }
    (kept, open)
}

#[test]
fn the_recorder_counts_its_kept_branches_and_the_memory_they_take() {
    let mut small = tree(BRUTE_FORCE, Strategy::Naive, 1_000);
    small.run(300_001);
    let recorder = small.recorder();
    assert!(recorder.threshold() > 1, "the tree folded");
    let kept = recorder.kept();
    let (kept_under_root, open) = count_nodes(recorder);
    assert_eq!(kept, kept_under_root);
    assert!((100..=1_000).contains(&kept), "{kept} kept");
    // The kept and the open branches (the root and one per guess on the board), in vectors
    // that hold at most twice what they ever held.
    let branch = std::mem::size_of::<Branch>();
    let bytes = recorder.heap_bytes();
    assert!(
        (kept + open) * branch <= bytes && bytes <= 2 * (1_000 + 82) * branch,
        "{bytes} bytes for {kept} kept and {open} open branches of {branch} bytes"
    );
}

#[test]
fn a_view_keeps_to_its_budget_and_accounts_for_every_step() {
    let mut tree = tree(BRUTE_FORCE, Strategy::Naive, usize::MAX);
    tree.run(2_000_000);
    let position = 1_234_567;
    for (columns, budget) in [
        (600, 5_000),
        (100, 50),
        (2_000, 300),
        (1, 3),
        (10_000, 20_000),
    ] {
        let view = tree.view(&[], 0, position, room(columns, budget));
        let items = &view.items;
        let kinds: Vec<_> = items.iter().map(|i| (i.kind, i.level, i.under)).collect();
        assert!(
            items.len() <= budget.max(3),
            "{} items for {budget}: {kinds:?}",
            items.len()
        );
        assert_eq!(view.focus, 0);
        assert_eq!(items[0].kind, ItemKind::Start);
        let root_steps = items[0].branch.steps;
        for (i, item) in items.iter().enumerate() {
            if item.kind == ItemKind::Guess {
                assert!(item.branch.steps >= root_steps / columns, "no sliver");
            }
            // The items directly under it, and the steps they hold.
            let under: Vec<_> = items[i + 1..]
                .iter()
                .take_while(|u| u.level > item.level)
                .filter(|u| u.level == item.level + 1)
                .collect();
            assert_eq!(under.len() as u32, item.under);
            for (n, u) in under.iter().enumerate() {
                assert_eq!((u.position, u.siblings), (n as u32 + 1, item.under));
            }
            if item.kind != ItemKind::Folded {
                let sum: u64 = under.iter().map(|u| u.branch.steps).sum();
                assert_eq!(
                    item.branch.steps,
                    sum + own_steps(&item.branch, false, false)
                );
            }
        }
        let current: Vec<_> = items.iter().filter(|item| item.current).collect();
        assert_eq!(current.len(), 1);
        let b = current[0].branch;
        assert!(b.start <= position && position <= b.end());
    }
}

#[test]
fn a_view_can_focus_on_any_branch_and_shows_the_way_there() {
    let mut tree = tree(INKALA, Strategy::Mrv, usize::MAX);
    tree.run(u64::MAX);
    let all = walk(tree.recorder());
    let deep = all
        .iter()
        .map(|(b, _)| *b)
        .filter(|b| b.steps > 20)
        .max_by_key(|b| b.start)
        .unwrap();
    let view = tree.view(&[], deep.start, deep.start, room(100, 500));
    let focus = view.items[view.focus];
    assert_eq!(focus.branch.start, deep.start);
    assert!(focus.current, "the position is the focus's first step");
    // Its ancestors come first, one per level, each holding it.
    for (level, item) in view.items[..view.focus].iter().enumerate() {
        assert_eq!(item.level, level as u32 + 1);
        assert!(item.branch.start <= deep.start && deep.end() <= item.branch.end());
    }
    assert!(view.items[view.focus + 1..]
        .iter()
        .all(|item| item.level > focus.level));
    // A branch that is not in the tree focuses on the nearest that holds its step.
    let view = tree.view(&[], deep.start + 1, 0, room(100, 500));
    assert_eq!(view.items[view.focus].branch.start, deep.start);
}

/// A branch whose subtrees a small tree folded, recorded again in full from a search at its
/// first step, holds the same branches as the full tree; a view through it shows them, under
/// the small tree's way to the branch.
#[test]
fn a_folded_branch_recorded_in_full_shows_what_was_folded() {
    let steps = 300_001;
    let mut full = tree(BRUTE_FORCE, Strategy::Naive, usize::MAX);
    let mut small = tree(BRUTE_FORCE, Strategy::Naive, 1_000);
    full.run(steps);
    small.run(steps);
    let threshold = small.recorder().threshold();
    // A closed branch of the small tree with subtrees folded directly under it, small enough
    // for a recorder to keep everything under it (fewer than MAX_KEPT branches).
    let branch = walk(small.recorder())
        .into_iter()
        .map(|(b, _)| b)
        .filter(|b| b.outcome == Outcome::DeadEnd && b.folded.subtrees > 0 && b.steps < 30_000)
        .max_by_key(|b| b.steps)
        .expect("a branch with folded subtrees");
    assert_eq!(small.folded_branch(branch.start), Some(branch));
    assert_eq!(small.folded_branch(0), None, "the root is the tree itself");
    assert_eq!(
        full.folded_branch(branch.start),
        None,
        "nothing is folded in the full tree"
    );
    let mut start = Search::new(&grid(BRUTE_FORCE), Strategy::Naive).unwrap();
    start.run(branch.start);
    let mut detail = SearchTree::subtree(start, branch);
    detail.run(branch.end() - branch.start);
    assert_eq!(detail.position(), branch.end());
    let root = detail.recorder().branch(detail.recorder().root());
    assert_eq!(
        (root.start, root.steps, root.outcome),
        (branch.start, branch.steps, branch.outcome)
    );
    let full_branches: HashMap<u64, (Branch, Vec<Branch>)> = walk(full.recorder())
        .into_iter()
        .map(|(b, children)| (b.start, (b, children)))
        .collect();
    let inside = walk(detail.recorder());
    assert!(inside.len() as u64 > 1 + branch.folded.subtrees);
    for (b, children) in &inside {
        let (whole, whole_children) = &full_branches[&b.start];
        assert_eq!(
            (b.steps, b.cell, b.digit, b.outcome),
            (whole.steps, whole.cell, whole.digit, whole.outcome)
        );
        let starts = |list: &[Branch]| list.iter().map(|c| (c.start, c.steps)).collect::<Vec<_>>();
        assert_eq!(
            starts(children),
            starts(whole_children),
            "everything under it kept"
        );
    }
    // The view through the detail: the way from the root, then the branch's whole subtree.
    let view = small.view(&[&detail], branch.start, branch.start, room(10_000, 20_000));
    let focus = view.focus;
    assert_eq!(view.items[focus].branch.start, branch.start);
    assert_eq!(view.items[0].kind, ItemKind::Start);
    let under = view.items[focus + 1..]
        .iter()
        .filter(|i| i.kind == ItemKind::Guess)
        .count();
    assert_eq!(
        under,
        inside.len() - 1,
        "every branch under it, none folded"
    );
    assert!(view.items[focus + 1..]
        .iter()
        .all(|i| i.branch.steps < threshold || i.kind == ItemKind::Guess));
    // A branch inside, under a child that the small tree kept too, comes from the recording in
    // full: the way leaves the small tree at the branch recorded in full.
    let kept: Vec<u64> = walk(small.recorder())
        .iter()
        .map(|(b, _)| b.start)
        .collect();
    let (child, _) = walk(small.recorder())
        .into_iter()
        .find(|(b, _)| b.start > branch.start && b.end() <= branch.end() && b.steps > 1)
        .expect("a kept child of the branch");
    let under_kept = inside
        .iter()
        .map(|(b, _)| b.start)
        .find(|&s| s > child.start && s <= child.end() && !kept.contains(&s))
        .expect("a branch under it that the small tree folded");
    let view = small.view(&[&detail], under_kept, 0, room(100, 500));
    assert_eq!(view.items[view.focus].branch.start, under_kept);
    // A branch inside, which the small tree folded, can be the focus too.
    let deeper = inside
        .iter()
        .map(|(b, _)| b.start)
        .filter(|&s| s != branch.start)
        .max()
        .unwrap();
    let view = small.view(&[&detail], deeper, 0, room(100, 500));
    assert_eq!(view.items[view.focus].branch.start, deeper);
    assert!(view.items[..view.focus]
        .iter()
        .any(|i| i.branch.start == branch.start));
}

/// Subtrees too narrow for the columns are listed when the person opened their folded item.
#[test]
fn an_opened_folded_item_lists_its_subtrees_however_narrow() {
    let mut tree = tree(INKALA, Strategy::Naive, usize::MAX);
    tree.run(u64::MAX);
    let narrow = tree.view(&[], 0, 0, room(1, 500));
    let guesses = |view: &bitdoku::tree::View| {
        view.items
            .iter()
            .filter(|i| i.kind == ItemKind::Guess)
            .count()
    };
    let folded_under_root = narrow
        .items
        .iter()
        .any(|i| i.kind == ItemKind::Folded && i.level == 2);
    let children = tree.recorder().children(tree.recorder().root()).len();
    let opened = tree.view(
        &[],
        0,
        0,
        Room {
            columns: 1,
            budget: 500,
            unfold: Some(0),
        },
    );
    let level_two = opened
        .items
        .iter()
        .filter(|i| i.level == 2 && i.kind == ItemKind::Guess)
        .count();
    assert!(folded_under_root || guesses(&narrow) == 0);
    assert_eq!(level_two, children, "every guess under the root listed");
    assert!(guesses(&opened) > guesses(&narrow));
}

/// 200 million steps of the naive order stay within the recorder's limit. Long: run in release
/// mode by `cargo xtask test`.
#[test]
#[ignore = "long run: cargo xtask test runs it in release mode"]
fn long_run_of_200_million_steps_stays_in_bounds() {
    let mut tree = tree(
        BRUTE_FORCE,
        Strategy::Naive,
        bitdoku::tree::record::MAX_KEPT,
    );
    tree.run(200_000_000);
    assert_eq!(tree.position(), 200_000_000);
    let recorder = tree.recorder();
    assert!(recorder.kept() <= bitdoku::tree::record::MAX_KEPT);
    assert!(
        recorder.heap_bytes() <= 3 << 20,
        "{} bytes",
        recorder.heap_bytes()
    );
    assert_accounted(&tree);
    let view = tree.view(&[], 0, 150_000_000, room(1_000, 5_000));
    assert!(view.items.len() <= 5_000);
}

/// Where the tree is far larger than the budget and the room is wide enough that no branch is
/// a sliver, the view fills its budget to within one item: each branch shown keeps one slot
/// for its folded item, freed when it has none, and no more.
#[test]
fn a_view_of_a_large_tree_fills_its_budget() {
    let mut tree = tree(BRUTE_FORCE, Strategy::Naive, usize::MAX);
    tree.run(2_000_000);
    for budget in [10, 50, 300, 5_000] {
        let view = tree.view(&[], 0, 1_234_567, room(1_000_000, budget));
        let items = view.items.len();
        assert!(
            (budget - 1..=budget).contains(&items),
            "{items} items for a budget of {budget}"
        );
    }
}

/// A folded item stands for what the view folded under its parent: its steps are those
/// subtrees' steps, and it is a dead end exactly when every one of them is. The view folds
/// kept branches too, so these are not the recorder's folded subtrees of the parent, and an
/// open parent may have a folded item of dead ends only.
#[test]
fn a_folded_item_sums_what_the_view_folded() {
    let mut tree = tree(BRUTE_FORCE, Strategy::Naive, usize::MAX);
    tree.run(2_000_000);
    // (dead folded items under an open parent, folded items unlike their parent's)
    let mut seen = (0, 0);
    // Wide rooms fold at the budget; narrow ones fold slivers beside wide branches too.
    for (columns, budget) in [(1_000_000, 50), (1_000_000, 5_000), (100, 5_000), (30, 300)] {
        let view = tree.view(&[], 0, 1_234_567, room(columns, budget));
        for (i, item) in view.items.iter().enumerate() {
            if item.kind != ItemKind::Folded {
                continue;
            }
            let folded = item.branch.folded;
            assert!(folded.subtrees > 0, "{i}: {item:?}");
            assert_eq!(item.branch.steps, folded.steps, "{i}: {item:?}");
            let dead = folded.dead_ends == folded.subtrees;
            assert_eq!(
                item.branch.outcome == Outcome::DeadEnd,
                dead,
                "{i}: {item:?}"
            );
            // Its parent: the nearest item above it one level up.
            let parent = view.items[..i]
                .iter()
                .rev()
                .find(|p| p.level + 1 == item.level)
                .expect("a parent");
            seen.0 += usize::from(dead && parent.branch.outcome != Outcome::DeadEnd);
            seen.1 += usize::from(parent.branch.folded != folded);
        }
    }
    assert!(seen.0 > 0 && seen.1 > 0, "{seen:?}");
}
