//! The recorder's memory limit, fed events by hand: when it raises its threshold, by how much,
//! and which subtrees it keeps, with branches of known sizes.

use bitdoku::step::Single;
use bitdoku::tree::view::view;
use bitdoku::tree::{Folded, Recorder, Room};
use bitdoku::Event;

/// A dead-end guess at depth 1 of `steps` events (2 to 4): its placement, a chosen cell if 3
/// or more, a deduction and its take-back if 4, and its own take-back.
fn dead_end(recorder: &mut Recorder, cell: u8, steps: u8) {
    recorder.record(Event::Place {
        cell,
        digit: 1,
        depth: 1,
    });
    if steps == 3 {
        recorder.record(Event::Choose {
            cell: 80,
            candidates: 0,
        });
    }
    if steps == 4 {
        recorder.record(Event::Deduce {
            cell: 80,
            digit: 2,
            depth: 2,
            single: Single::Naked,
        });
        recorder.record(Event::TakeBack {
            cell: 80,
            digit: 2,
            depth: 2,
        });
    }
    recorder.record(Event::TakeBack {
        cell,
        digit: 1,
        depth: 1,
    });
}

#[test]
fn the_threshold_doubles_only_past_the_limit_and_keeps_subtrees_of_exactly_its_steps() {
    let mut recorder = Recorder::with_limit(4);
    for (cell, steps) in [(0, 2), (1, 2), (2, 2), (3, 4)] {
        dead_end(&mut recorder, cell, steps);
    }
    // At the limit, not past it: everything is kept.
    assert_eq!((recorder.threshold(), recorder.kept()), (1, 4));
    let root = recorder.branch(recorder.root());
    assert_eq!(root.folded, Folded::default());

    // A fifth: past the limit. Doubling to 2 keeps all five (more than half the limit), so it
    // doubles again, to 4, which keeps the two of exactly 4 steps: half the limit, done.
    dead_end(&mut recorder, 4, 4);
    assert_eq!((recorder.threshold(), recorder.kept()), (4, 2));
    let root = recorder.branch(recorder.root());
    let folded = Folded {
        subtrees: 3,
        steps: 6,
        dead_ends: 3,
    };
    assert_eq!(root.folded, folded);
    let kept: Vec<_> = recorder
        .children(recorder.root())
        .into_iter()
        .map(|node| recorder.branch(node).cell)
        .collect();
    assert_eq!(kept, [3, 4]);
}

#[test]
fn a_guess_in_view_is_numbered_among_its_siblings_from_one() {
    let mut recorder = Recorder::default();
    dead_end(&mut recorder, 0, 2);
    dead_end(&mut recorder, 1, 3);
    // A third guess, still open: the view focused on it names it 3 of 3.
    recorder.record(Event::Place {
        cell: 2,
        digit: 1,
        depth: 1,
    });
    let start = recorder.steps();
    let room = Room {
        columns: 100,
        budget: 100,
        unfold: None,
    };
    let seen = view(&recorder, &[], start, start, room);
    let focus = seen.items[seen.focus];
    assert_eq!(focus.branch.cell, 2);
    assert_eq!((focus.position, focus.siblings), (3, 3));
}
