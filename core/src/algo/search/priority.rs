//! The priority queue of the searches that take the entry with the lowest key first
//! (Dijkstra, greedy best-first, A*): a binary heap in which entries with equal keys leave in
//! the order they were pushed, so every search replays exactly.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A min-priority queue of items (cell or state numbers) with keys `K`; equal keys leave
/// first in, first out. Cleared, it keeps its room for the next search.
#[derive(Debug)]
pub(super) struct MinQueue<K> {
    heap: BinaryHeap<Reverse<(K, u32, u32)>>,
    pushed: u32,
}

impl<K: Ord + Copy> Default for MinQueue<K> {
    fn default() -> Self {
        MinQueue {
            heap: BinaryHeap::new(),
            pushed: 0,
        }
    }
}

impl<K: Ord + Copy> MinQueue<K> {
    /// Empties the queue, keeping its room.
    pub(super) fn clear(&mut self) {
        self.heap.clear();
        self.pushed = 0;
    }

    /// Adds `item` with `key`, after every entry already there with an equal key.
    #[inline]
    pub(super) fn push(&mut self, key: K, item: u32) {
        self.heap.push(Reverse((key, self.pushed, item)));
        self.pushed = self.pushed.wrapping_add(1);
    }

    /// Takes the entry with the lowest key (the first pushed among equals).
    #[inline]
    pub(super) fn pop(&mut self) -> Option<(K, u32)> {
        self.heap.pop().map(|Reverse((key, _, item))| (key, item))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lowest_key_leaves_first_and_equal_keys_in_the_order_pushed() {
        let mut q = MinQueue::default();
        for (key, item) in [(3, 0), (1, 1), (3, 2), (1, 3), (2, 4)] {
            q.push(key, item);
        }
        let order: Vec<u32> = std::iter::from_fn(|| q.pop().map(|(_, item)| item)).collect();
        assert_eq!(order, [1, 3, 4, 0, 2]);
        q.push(5, 9);
        q.clear();
        assert_eq!(q.pop(), None);
    }
}
