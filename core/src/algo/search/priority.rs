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

/// A min-priority queue for keys that never fall below the last key taken and rise by at
/// most `width - 1` at a push (Dial's buckets, one per key, in a ring): what the uniform-cost
/// search needs, whose moves cost 1 or 1 plus the turn cost. Equal keys leave first in, first
/// out, as in [`MinQueue`]; a push and a pop cost a few steps, not a heap's.
#[derive(Debug, Default)]
pub(super) struct BucketQueue {
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
    pub(super) fn clear(&mut self, width: usize) {
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
    pub(super) fn push(&mut self, key: u32, item: u32) {
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
    pub(super) fn pop(&mut self) -> Option<(u32, u32)> {
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
        heap.push(0, 0);
        buckets.push(0, 0);
        let mut item = 1;
        let mut taken = Vec::new();
        while let Some((key, from_heap)) = heap.pop() {
            assert_eq!(buckets.pop(), Some((key, from_heap)));
            taken.push(key);
            for _ in 0..1 + next() % 2 {
                if item < 200 {
                    let k = key + 1 + next() % 3;
                    heap.push(k, item);
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
