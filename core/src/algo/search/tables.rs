//! The tables a search keeps per cell (or per state), owned by its caller and reused from one
//! search to the next, as petgraph's `DfsSpace` is: once they fit the board, a search
//! allocates nothing but the path it returns.
//!
//! A slot's entries are valid only if its stamp is the current search's number, so starting
//! a search costs nothing: [`Tables::begin`] takes a new number, and every slot written before
//! is forgotten at once. Each caller owns its tables, so an observer may run searches of its
//! own while it watches one; a copy starts empty (the tables are scratch, not state, and a
//! copied solver stays small).

use crate::rules::{Dir, Pos};

/// A stamp per slot: whether the current search has marked it (seen, expanded).
#[derive(Debug, Default)]
pub struct Stamps {
    search_no: u32,
    stamps: Vec<u32>,
}

impl Clone for Stamps {
    fn clone(&self) -> Stamps {
        Stamps::default()
    }
}

impl Stamps {
    /// Starts a search over `slots` slots: none is marked. The stamps are made anew when they
    /// are too few or the search numbers have run out.
    pub fn begin(&mut self, slots: usize) {
        if self.stamps.len() < slots || self.search_no == u32::MAX {
            self.stamps = vec![0; slots];
            self.search_no = 0;
        }
        self.search_no += 1;
    }

    /// Whether slot `i` is marked in this search.
    #[inline]
    pub fn is_set(&self, i: usize) -> bool {
        self.stamps[i] == self.search_no
    }

    /// Marks slot `i` in this search.
    #[inline]
    pub fn set(&mut self, i: usize) {
        self.stamps[i] = self.search_no;
    }
}

/// What a search knows of each slot: whether it was reached in this search, its parent, the
/// move that entered it, and a value of the search's own (a distance, a depth, a cost).
/// Parent, move and value are valid once the slot is reached, or once the search has written
/// them ([`Tables::set`]) where it tells reached slots apart by other means.
#[derive(Debug, Default)]
pub struct Tables<V> {
    reached: Stamps,
    parent: Vec<u32>,
    entered: Vec<Dir>,
    value: Vec<V>,
}

impl<V> Clone for Tables<V> {
    fn clone(&self) -> Tables<V> {
        Tables {
            reached: Stamps::default(),
            parent: Vec::new(),
            entered: Vec::new(),
            value: Vec::new(),
        }
    }
}

impl<V: Copy + Default> Tables<V> {
    /// Starts a search over `slots` slots (cells, or states): none is reached.
    pub fn begin(&mut self, slots: usize) {
        if self.parent.len() < slots {
            self.parent = vec![0; slots];
            self.entered = vec![Dir::Up; slots];
            self.value = vec![V::default(); slots];
        }
        self.reached.begin(slots);
    }

    /// Whether slot `i` was reached in this search.
    #[inline]
    pub fn reached(&self, i: usize) -> bool {
        self.reached.is_set(i)
    }

    /// Notes that slot `i` is reached from slot `parent` by the move `entered`, with `value`.
    #[inline]
    pub fn reach(&mut self, i: usize, parent: usize, entered: Dir, value: V) {
        self.reached.set(i);
        self.set(i, parent, entered, value);
    }

    /// Writes slot `i`'s parent, move and value without marking it reached.
    #[inline]
    pub fn set(&mut self, i: usize, parent: usize, entered: Dir, value: V) {
        self.parent[i] = parent as u32;
        self.entered[i] = entered;
        self.value[i] = value;
    }

    /// Slot `i`'s value.
    #[inline]
    pub fn value(&self, i: usize) -> V {
        self.value[i]
    }

    /// The move that entered slot `i`.
    #[inline]
    pub fn entered(&self, i: usize) -> Dir {
        self.entered[i]
    }

    /// Slot `i`'s parent.
    #[inline]
    pub fn parent(&self, i: usize) -> usize {
        self.parent[i] as usize
    }

    /// The cells from slot `first` to slot `last` following the parents back from `last`,
    /// `cell` naming each slot's cell: the path a search that keeps one parent per slot
    /// returns. Every slot on the way must have its parent written by this search; `steps`
    /// is the path's length, if known, to size it.
    pub fn walk_back(
        &self,
        first: usize,
        last: usize,
        steps: usize,
        cell: impl Fn(usize) -> Pos,
    ) -> Vec<Pos> {
        let mut path = Vec::with_capacity(steps + 1);
        path.push(cell(last));
        let mut at = last;
        while at != first {
            at = self.parent(at);
            path.push(cell(at));
        }
        path.reverse();
        path
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_search_forgets_every_slot_and_a_copy_starts_empty() {
        let mut t: Tables<u32> = Tables::default();
        t.begin(4);
        t.reach(0, 0, Dir::Right, 0);
        t.reach(1, 0, Dir::Right, 1);
        t.reach(2, 1, Dir::Down, 2);
        assert!(t.reached(2) && !t.reached(3));
        let path = t.walk_back(0, 2, 2, |i| Pos::new(i as u16, 0));
        assert_eq!(path, [Pos::new(0, 0), Pos::new(1, 0), Pos::new(2, 0)]);
        assert_eq!((t.value(2), t.entered(2), t.parent(2)), (2, Dir::Down, 1));
        t.begin(4);
        assert!(!t.reached(0) && !t.reached(2));
        let copy = t.clone();
        assert!(copy.parent.is_empty());
        let mut stamps = Stamps::default();
        stamps.begin(3);
        stamps.set(1);
        assert!(stamps.is_set(1) && !stamps.is_set(0));
        stamps.begin(3);
        assert!(!stamps.is_set(1));
    }
}
