//! The parallel runner behind `--threads`: work on blocks of a slice, on scoped threads, with
//! the results kept in the order of the blocks.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::{panic, thread};

/// Puzzles a thread takes at a time; small, so that a few hard puzzles do not leave one
/// thread working while the others wait.
const BLOCK_PUZZLES: usize = 32;

/// `work` applied to each block of [`BLOCK_PUZZLES`] items, on `threads` threads, with the
/// results in the order of the blocks. One thread works here, without spawning.
pub fn in_parallel<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    work: impl Fn(&[T]) -> R + Sync,
) -> Vec<R> {
    let blocks: Vec<&[T]> = items.chunks(BLOCK_PUZZLES).collect();
    if threads <= 1 || blocks.len() <= 1 {
        return blocks.into_iter().map(work).collect();
    }
    // Each thread claims the next unanswered block until none is left.
    let next = AtomicUsize::new(0);
    let claim = || {
        let mut done = Vec::new();
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let Some(&block) = blocks.get(index) else {
                return done;
            };
            done.push((index, work(block)));
        }
    };
    let mut results: Vec<(usize, R)> = thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.min(blocks.len()))
            .map(|_| scope.spawn(claim))
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| {
                worker
                    .join()
                    .unwrap_or_else(|panic| panic::resume_unwind(panic))
            })
            .collect()
    });
    results.sort_unstable_by_key(|&(index, _)| index);
    results.into_iter().map(|(_, result)| result).collect()
}
