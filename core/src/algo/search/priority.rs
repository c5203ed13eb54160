//! The priority queues of the searches that take the entry with the lowest key first
//! (Dijkstra, greedy best-first, A*): entries leave by their key's rank ([`FrontierKey::rank`],
//! the one statement of the tie-break), equal ranks in the order they were pushed, so every
//! search replays exactly and the frontier its stage folds leaves in the same order.
//!
//! [`FrontierKey::rank`]: super::key::FrontierKey::rank

use super::key::Key;
use std::cmp::{Ordering, Reverse};
use std::collections::BinaryHeap;

/// An entry of a [`MinQueue`]: its key, when it was pushed, and its item.
#[derive(Debug)]
struct Queued<K> {
    key: K,
    pushed: u32,
    item: u32,
}

impl<K: Key> Ord for Queued<K> {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        let rank = |q: &Self| (q.key.frontier_key().rank(), q.pushed);
        rank(self).cmp(&rank(other))
    }
}

impl<K: Key> PartialOrd for Queued<K> {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<K: Key> PartialEq for Queued<K> {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl<K: Key> Eq for Queued<K> {}

/// A min-priority queue of items (cell or state numbers) with keys `K`, lowest rank first;
/// equal ranks leave first in, first out. Cleared, it keeps its room for the next search.
#[derive(Debug)]
pub struct MinQueue<K> {
    heap: BinaryHeap<Reverse<Queued<K>>>,
    pushed: u32,
}

impl<K: Key> Default for MinQueue<K> {
    fn default() -> Self {
        MinQueue {
            heap: BinaryHeap::new(),
            pushed: 0,
        }
    }
}

impl<K: Key> MinQueue<K> {
    /// Empties the queue, keeping its room.
    pub fn clear(&mut self) {
        self.heap.clear();
        self.pushed = 0;
    }

    /// Adds `item` with `key`, after every entry already there of equal rank.
    #[inline]
    pub fn push(&mut self, key: K, item: u32) {
        self.heap.push(Reverse(Queued {
            key,
            pushed: self.pushed,
            item,
        }));
        self.pushed = self.pushed.wrapping_add(1);
    }

    /// Takes the entry of the lowest rank (the first pushed among equals).
    #[inline]
    pub fn pop(&mut self) -> Option<(K, u32)> {
        self.heap.pop().map(|Reverse(q)| (q.key, q.item))
    }
}

/// A min-priority queue for keys that never fall below the last key taken and rise by at
/// most `width - 1` at a push (Dial's buckets, one per key, in a ring): what the uniform-cost
/// search needs, whose moves cost 1 or 1 plus the turn cost. Its keys are costs, a rank's
/// priority and g alike, so it gives the order [`MinQueue`] gives: the lowest first, equal keys
/// first in, first out; a push and a pop cost a few steps, not a heap's.
#[derive(Debug, Default)]
pub struct BucketQueue {
    buckets: Vec<Vec<u32>>,
    /// The lowest key that may still wait: its bucket is the one being taken from.
    key: u32,
    /// That bucket's place in the ring.
    slot: usize,
    /// How many of that bucket's entries have been taken.
    taken: usize,
    len: usize,
}

impl BucketQueue {
    /// Empties the queue for keys from 0 rising by less than `width` at a push, keeping its
    /// room.
    pub fn clear(&mut self, width: usize) {
        if self.buckets.len() < width {
            self.buckets.resize_with(width, Vec::new);
        }
        for bucket in &mut self.buckets {
            bucket.clear();
        }
        self.key = 0;
        self.slot = 0;
        self.taken = 0;
        self.len = 0;
    }

    /// Adds `item` with `key`, which must lie above the last key taken and less than the
    /// queue's width above it.
    #[inline]
    pub fn push(&mut self, key: u32, item: u32) {
        debug_assert!(key > self.key || (key == self.key && self.taken == 0));
        debug_assert!(((key - self.key) as usize) < self.buckets.len());
        let mut slot = self.slot + (key - self.key) as usize;
        if slot >= self.buckets.len() {
            slot -= self.buckets.len();
        }
        self.buckets[slot].push(item);
        self.len += 1;
    }

    /// Takes the entry with the lowest key (the first pushed among equals).
    #[inline]
    pub fn pop(&mut self) -> Option<(u32, u32)> {
        while self.len > 0 {
            let bucket = &mut self.buckets[self.slot];
            if let Some(&item) = bucket.get(self.taken) {
                self.taken += 1;
                self.len -= 1;
                return Some((self.key, item));
            }
            bucket.clear();
            self.taken = 0;
            self.key += 1;
            self.slot += 1;
            if self.slot == self.buckets.len() {
                self.slot = 0;
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::search::key::{Distance, FrontierKey};

    /// A* keys: g and h, leaving by f = g + h, the larger g first.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Gh(u32, u32);

    impl Key for Gh {
        fn frontier_key(&self) -> FrontierKey {
            FrontierKey::Priority {
                priority: self.0 + self.1,
                g: Some(self.0),
                h: Some(self.1),
                ties: crate::algo::search::TieBreak::LargerG,
                exact: None,
            }
        }
    }

    #[test]
    fn the_lowest_key_leaves_first_and_equal_keys_in_the_order_pushed() {
        let mut q = MinQueue::default();
        for (key, item) in [(3, 0), (1, 1), (3, 2), (1, 3), (2, 4)] {
            q.push(Distance(key), item);
        }
        let order: Vec<u32> = std::iter::from_fn(|| q.pop().map(|(_, item)| item)).collect();
        assert_eq!(order, [1, 3, 4, 0, 2]);
        q.push(Distance(5), 9);
        q.clear();
        assert_eq!(q.pop(), None);
        // Equal f: the larger g first, then the order pushed.
        let mut astar = MinQueue::default();
        for (k, item) in [(Gh(2, 3), 0), (Gh(1, 3), 1), (Gh(3, 2), 2), (Gh(3, 2), 3)] {
            astar.push(k, item);
        }
        let order: Vec<u32> = std::iter::from_fn(|| astar.pop().map(|(_, i)| i)).collect();
        assert_eq!(order, [1, 2, 3, 0]);
    }

    #[test]
    fn buckets_give_what_the_heap_gives() {
        // Keys rising by 1 to 3 at a push, from the key just taken, as the uniform-cost
        // search's do.
        let mut heap = MinQueue::default();
        let mut buckets = BucketQueue::default();
        buckets.clear(4);
        let mut bits: u32 = 12345;
        let mut next = || {
            bits ^= bits << 13;
            bits ^= bits >> 17;
            bits ^= bits << 5;
            bits
        };
        heap.push(Distance(0), 0);
        buckets.push(0, 0);
        let mut item = 1;
        let mut taken = Vec::new();
        while let Some((Distance(key), from_heap)) = heap.pop() {
            assert_eq!(buckets.pop(), Some((key, from_heap)));
            taken.push(key);
            for _ in 0..1 + next() % 2 {
                if item < 200 {
                    let k = key + 1 + next() % 3;
                    heap.push(Distance(k), item);
                    buckets.push(k, item);
                    item += 1;
                }
            }
        }
        assert_eq!(buckets.pop(), None);
        assert!(taken.len() > 50 && taken.windows(2).all(|w| w[0] <= w[1]));
        buckets.clear(2);
        assert_eq!(buckets.pop(), None);
    }
}
