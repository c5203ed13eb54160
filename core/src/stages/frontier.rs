//! A search's frontier as the data structure it is: a queue, a stack or a priority queue,
//! its entries in the order they will leave it, each cell with its key.
//!
//! The stages of the searches keep it in their [`super::StageFrame`] by folding their events:
//! an entry joins when the search pushes it and leaves when the search pops it, so the strip
//! a view draws is exactly the structure the algorithm holds, never re-computed and never cut
//! short. Its order is the search's own: a queue's entries leave in the order they came, a
//! stack's top first, a priority queue's by its key with ties as the search breaks them.

use crate::algo::search::Side;
use crate::rules::{Dir, Pos};
use std::collections::VecDeque;

pub use crate::algo::search::{FrontierKey, FrontierKind};

/// One entry of a frontier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FrontierEntry {
    /// The cell waiting.
    pub cell: Pos,
    /// Its key.
    pub key: FrontierKey,
    /// The move that enters the cell through this entry: where the search keeps a state per
    /// cell and heading (Dijkstra), what tells two entries of a cell apart. The start's
    /// entry carries the heading; the bidirectional search's target entry has none.
    pub entered: Option<Dir>,
    /// The entry will be skipped when it leaves: its cell has since been pushed with a better
    /// key, or already expanded (a stale entry of Dijkstra, A* or depth-first search).
    pub stale: bool,
}

/// A search's frontier: its entries, the next to leave first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frontier {
    /// The kind of structure.
    pub kind: FrontierKind,
    /// Which end of the bidirectional search it grows from; `None` for the other searches.
    pub side: Option<Side>,
    /// The entries, the next to leave first (a stack's top first). Never cut short.
    pub entries: VecDeque<FrontierEntry>,
    /// Entries pushed so far, those gone included.
    pub pushed: u32,
}

impl Frontier {
    /// An empty frontier of `kind`.
    pub fn new(kind: FrontierKind, side: Option<Side>) -> Frontier {
        Frontier {
            kind,
            side,
            entries: VecDeque::new(),
            pushed: 0,
        }
    }

    /// The entries waiting, stale ones included.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether nothing waits.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entry that leaves next.
    pub fn front(&self) -> Option<&FrontierEntry> {
        self.entries.front()
    }

    /// Whether a live (not stale) entry of `cell` waits.
    pub fn holds(&self, cell: Pos) -> bool {
        self.entries.iter().any(|e| e.cell == cell && !e.stale)
    }

    /// Adds an entry where the structure puts it: at the back of a queue (behind every entry
    /// of its distance or less: the back itself for a breadth-first queue, whose distances
    /// never fall; on terrain, the bidirectional search's queue of a bucket per distance), on
    /// top of a stack, after the entries of a priority queue whose rank
    /// ([`FrontierKey::rank`], the searches' own order) is lower or equal.
    pub(crate) fn push(&mut self, entry: FrontierEntry) {
        self.pushed += 1;
        match self.kind {
            FrontierKind::Queue => {
                let rank = entry.key.rank();
                if self.entries.back().is_none_or(|e| e.key.rank() <= rank) {
                    self.entries.push_back(entry);
                } else {
                    let at = self.entries.partition_point(|e| e.key.rank() <= rank);
                    self.entries.insert(at, entry);
                }
            }
            FrontierKind::Stack => self.entries.push_front(entry),
            FrontierKind::PriorityQueue => {
                let rank = entry.key.rank();
                let at = self.entries.partition_point(|e| e.key.rank() <= rank);
                self.entries.insert(at, entry);
            }
        }
    }

    /// Takes the front entry off, as the search pops it.
    pub(crate) fn pop(&mut self) -> Option<FrontierEntry> {
        self.entries.pop_front()
    }

    /// Marks stale every waiting entry `which` picks.
    pub(crate) fn make_stale(&mut self, which: impl Fn(&FrontierEntry) -> bool) {
        for e in self.entries.iter_mut().filter(|e| which(e)) {
            e.stale = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(x: u16, key: FrontierKey) -> FrontierEntry {
        FrontierEntry {
            cell: Pos::new(x, 0),
            key,
            entered: None,
            stale: false,
        }
    }

    fn cells(f: &Frontier) -> Vec<u16> {
        f.entries.iter().map(|e| e.cell.x).collect()
    }

    #[test]
    fn each_structure_puts_an_entry_where_its_search_takes_it_from() {
        let mut queue = Frontier::new(FrontierKind::Queue, None);
        let mut stack = Frontier::new(FrontierKind::Stack, None);
        for x in 0..3 {
            queue.push(entry(x, FrontierKey::Distance(u32::from(x))));
            stack.push(entry(x, FrontierKey::Depth(1)));
        }
        assert_eq!(cells(&queue), [0, 1, 2]);
        assert_eq!(cells(&stack), [2, 1, 0]);
        assert_eq!(stack.pop().map(|e| e.cell.x), Some(2));

        let mut heap = Frontier::new(FrontierKind::PriorityQueue, None);
        let key = |priority, g| FrontierKey::Priority {
            priority,
            g: Some(g),
            h: None,
            ties: crate::algo::search::TieBreak::LargerG,
        };
        // f 5 with g 2, f 4, f 5 with g 3 (before the other 5s), f 5 with g 3 again (after
        // its equal), f 4 with g 0.
        for (x, k) in [
            (0, key(5, 2)),
            (1, key(4, 1)),
            (2, key(5, 3)),
            (3, key(5, 3)),
            (4, key(4, 0)),
        ] {
            heap.push(entry(x, k));
        }
        assert_eq!(cells(&heap), [1, 4, 2, 3, 0]);
        heap.make_stale(|e| e.cell.x == 2);
        assert!(!heap.holds(Pos::new(2, 0)) && heap.holds(Pos::new(3, 0)));
        assert_eq!(heap.len(), 5);
    }
}
