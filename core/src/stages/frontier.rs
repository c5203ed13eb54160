//! A search's frontier as the data structure it is: a queue, a stack or a priority queue,
//! its entries in the order they will leave it, each cell with its key.
//!
//! The stages of the searches keep it in their [`super::StageFrame`] by folding their events:
//! an entry joins when the search pushes it and leaves when the search pops it, so the strip
//! a view draws is exactly the structure the algorithm holds, never re-computed and never cut
//! short. Its order is the search's own: a queue's entries leave in the order they came, a
//! stack's top first, a priority queue's by its key with ties as the search breaks them.

use crate::algo::search::Side;
use crate::rules::{Compass, Pos};
use std::collections::{HashMap, VecDeque};

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
    pub entered: Option<Compass>,
    /// The entry will be skipped when it leaves: its cell has since been pushed with a better
    /// key, or already expanded (a stale entry of Dijkstra, A* or depth-first search).
    pub stale: bool,
}

/// A search's frontier: its entries, the next to leave first.
///
/// Staleness is kept lazily, so that every event costs the same however long the frontier
/// grows (a depth-first search's stack on a large board holds tens of thousands): each entry
/// carries the number it was pushed as, and making a cell's entries stale records that
/// number as the cell's mark, instead of visiting them. An entry is stale when it was pushed
/// before its cell's mark (or its cell and heading's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frontier {
    /// The kind of structure.
    pub kind: FrontierKind,
    /// Which end of the bidirectional search it grows from; `None` for the other searches.
    pub side: Option<Side>,
    /// Entries pushed so far, those gone included.
    pub pushed: u32,
    /// The entries with the number each was pushed as, the next to leave first (a stack's
    /// top first). Never cut short.
    slots: VecDeque<(FrontierEntry, u32)>,
    /// Per cell: its entries pushed before this number are stale.
    stale_before: HashMap<Pos, u32>,
    /// Per cell and the move entering it: its entries pushed before this number are stale.
    state_stale_before: HashMap<(Pos, Compass), u32>,
    /// Per cell, its live entries waiting.
    live: HashMap<Pos, u32>,
    /// Per cell and the move entering it, its live entries waiting.
    live_states: HashMap<(Pos, Compass), u32>,
}

impl Frontier {
    /// An empty frontier of `kind`.
    pub fn new(kind: FrontierKind, side: Option<Side>) -> Frontier {
        Frontier {
            kind,
            side,
            pushed: 0,
            slots: VecDeque::new(),
            stale_before: HashMap::new(),
            state_stale_before: HashMap::new(),
            live: HashMap::new(),
            live_states: HashMap::new(),
        }
    }

    /// The entries waiting, stale ones included.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether nothing waits.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// The entry that leaves next.
    pub fn front(&self) -> Option<FrontierEntry> {
        self.slots.front().map(|slot| self.shown(slot))
    }

    /// The entries, the next to leave first (a stack's top first), each saying whether it is
    /// stale.
    pub fn entries(&self) -> impl DoubleEndedIterator<Item = FrontierEntry> + '_ {
        self.slots.iter().map(|slot| self.shown(slot))
    }

    /// How many of the entries waiting are stale.
    pub fn stale_count(&self) -> usize {
        let live: u32 = self.live.values().sum();
        self.slots.len() - live as usize
    }

    /// Whether a live (not stale) entry of `cell` waits.
    pub fn holds(&self, cell: Pos) -> bool {
        self.live.get(&cell).is_some_and(|n| *n > 0)
    }

    /// Adds an entry where the structure puts it: at the back of a queue (behind every entry
    /// of its distance or less: the back itself for a breadth-first queue, whose distances
    /// never fall; on terrain, the bidirectional search's queue of a bucket per distance), on
    /// top of a stack, after the entries of a priority queue whose rank
    /// ([`FrontierKey::rank`], the searches' own order) is lower or equal.
    pub(crate) fn push(&mut self, entry: FrontierEntry) {
        let slot = (entry, self.pushed);
        self.pushed += 1;
        *self.live.entry(entry.cell).or_default() += 1;
        if let Some(dir) = entry.entered {
            *self.live_states.entry((entry.cell, dir)).or_default() += 1;
        }
        match self.kind {
            FrontierKind::Queue => {
                let rank = entry.key.rank();
                if self.slots.back().is_none_or(|(e, _)| e.key.rank() <= rank) {
                    self.slots.push_back(slot);
                } else {
                    let at = self.slots.partition_point(|(e, _)| e.key.rank() <= rank);
                    self.slots.insert(at, slot);
                }
            }
            FrontierKind::Stack => self.slots.push_front(slot),
            FrontierKind::PriorityQueue => {
                let rank = entry.key.rank();
                let at = self.slots.partition_point(|(e, _)| e.key.rank() <= rank);
                self.slots.insert(at, slot);
            }
        }
    }

    /// Takes the front entry off, as the search pops it.
    pub(crate) fn pop(&mut self) -> Option<FrontierEntry> {
        let slot = self.slots.pop_front()?;
        let entry = self.shown(&slot);
        if !entry.stale {
            forget_one(&mut self.live, entry.cell);
            if let Some(dir) = entry.entered {
                forget_one(&mut self.live_states, (entry.cell, dir));
            }
        }
        Some(entry)
    }

    /// Marks stale every entry of `cell` waiting.
    pub(crate) fn make_cell_stale(&mut self, cell: Pos) {
        self.stale_before.insert(cell, self.pushed);
        self.live.remove(&cell);
        for dir in Compass::ALL {
            self.live_states.remove(&(cell, dir));
        }
    }

    /// Marks stale every entry of `cell` waiting that entered it by `dir`.
    pub(crate) fn make_state_stale(&mut self, cell: Pos, dir: Compass) {
        self.state_stale_before.insert((cell, dir), self.pushed);
        if let Some(n) = self.live_states.remove(&(cell, dir))
            && let Some(live) = self.live.get_mut(&cell)
        {
            *live -= n;
            if *live == 0 {
                self.live.remove(&cell);
            }
        }
    }

    /// The entry of `slot` as it is now: stale if pushed before its cell's mark.
    fn shown(&self, (entry, serial): &(FrontierEntry, u32)) -> FrontierEntry {
        let before = |mark: Option<&u32>| mark.is_some_and(|m| serial < m);
        let stale = before(self.stale_before.get(&entry.cell))
            || entry
                .entered
                .is_some_and(|d| before(self.state_stale_before.get(&(entry.cell, d))));
        FrontierEntry { stale, ..*entry }
    }
}

/// One fewer of `key` in `counts`, the key gone at zero.
fn forget_one<K: std::hash::Hash + Eq>(counts: &mut HashMap<K, u32>, key: K) {
    if let Some(n) = counts.get_mut(&key) {
        *n -= 1;
        if *n == 0 {
            counts.remove(&key);
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
        f.entries().map(|e| e.cell.x).collect()
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
            exact: None,
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
        heap.make_cell_stale(Pos::new(2, 0));
        assert!(!heap.holds(Pos::new(2, 0)) && heap.holds(Pos::new(3, 0)));
        assert_eq!(heap.len(), 5);
        assert_eq!(heap.stale_count(), 1);
    }
}
