//! The priority queue of the eight-direction searches: lowest f first, exactly, then the
//! larger g (or the smaller, as the key says), then the entry pushed first.

use super::{EightKey, Length};
use crate::algo::search::TieBreak;
use std::cmp::{Ordering, Reverse};
use std::collections::BinaryHeap;

/// An entry: its key, f, and the bits of f's and g's doubles (worked out once, at the push),
/// when it was pushed, and the cell.
#[derive(Debug)]
struct Waiting {
    key: EightKey,
    f: Length,
    f_bits: u64,
    g_bits: u64,
    pushed: u32,
    cell: u32,
}

impl Ord for Waiting {
    fn cmp(&self, other: &Waiting) -> Ordering {
        let by_f = self.f.cmp_bits(self.f_bits, other.f, other.f_bits);
        by_f.then_with(|| {
            let (mine, theirs) = (self.key.g, other.key.g);
            match self.key.ties {
                TieBreak::LargerG => theirs.cmp_bits(other.g_bits, mine, self.g_bits),
                TieBreak::SmallerG => mine.cmp_bits(self.g_bits, theirs, other.g_bits),
            }
            .then(self.pushed.cmp(&other.pushed))
        })
    }
}

impl PartialOrd for Waiting {
    fn partial_cmp(&self, other: &Waiting) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for Waiting {
    fn eq(&self, other: &Waiting) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Waiting {}

/// A min-queue of cells on their [`EightKey`], compared exactly.
#[derive(Debug, Default)]
pub struct EightQueue {
    heap: BinaryHeap<Reverse<Waiting>>,
    pushed: u32,
}

impl EightQueue {
    /// Empties the queue, keeping its room.
    pub fn clear(&mut self) {
        self.heap.clear();
        self.pushed = 0;
    }

    /// Adds `cell` with `key`.
    pub fn push(&mut self, key: EightKey, cell: u32) {
        let f = key.f();
        self.heap.push(Reverse(Waiting {
            f,
            f_bits: f.near_bits(),
            g_bits: key.g.near_bits(),
            key,
            pushed: self.pushed,
            cell,
        }));
        self.pushed = self.pushed.wrapping_add(1);
    }

    /// Takes the entry that leaves first.
    pub fn pop(&mut self) -> Option<(EightKey, u32)> {
        self.heap.pop().map(|Reverse(w)| (w.key, w.cell))
    }
}
