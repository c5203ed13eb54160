//! What an eight-direction search keeps per cell: whether it was reached in this search, its
//! parent and its cost, reused from one search to the next (a new search forgets every cell
//! at once, by its stamps). The three lie side by side, so that looking a cell up reads
//! one place in memory, not three.

use super::Length;
use crate::rules::Pos;

/// One cell's entry.
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    /// The number of the search that last reached the cell.
    stamp: u32,
    parent: u32,
    cost: Length,
}

/// Per cell: reached, parent, cost from the start.
#[derive(Debug, Default)]
pub(crate) struct CellTables {
    /// This search's number: a cell whose stamp is not it is not reached.
    search_no: u32,
    slots: Vec<Slot>,
}

impl Clone for CellTables {
    fn clone(&self) -> CellTables {
        CellTables::default()
    }
}

impl CellTables {
    /// Starts a search over `cells` cells: none is reached.
    pub(crate) fn begin(&mut self, cells: usize) {
        if self.slots.len() < cells || self.search_no == u32::MAX {
            self.slots = vec![Slot::default(); cells];
            self.search_no = 0;
        }
        self.search_no += 1;
    }

    /// Whether cell `i` was reached in this search.
    #[inline]
    pub(crate) fn reached(&self, i: usize) -> bool {
        self.slots[i].stamp == self.search_no
    }

    /// Notes that cell `i` is reached from `parent` at `cost`.
    #[inline]
    pub(crate) fn reach(&mut self, i: usize, parent: usize, cost: Length) {
        self.slots[i] = Slot {
            stamp: self.search_no,
            parent: parent as u32,
            cost,
        };
    }

    /// Cell `i`'s parent, once reached.
    #[inline]
    pub(crate) fn parent(&self, i: usize) -> usize {
        self.slots[i].parent as usize
    }

    /// Cell `i`'s cost, once reached.
    #[inline]
    pub(crate) fn cost(&self, i: usize) -> Length {
        self.slots[i].cost
    }

    /// The cells from `first` back from `last` by the parents, start first (each parent a
    /// neighbour, or for jump point search a cell in a straight or diagonal line).
    pub(crate) fn walk_back(
        &self,
        first: usize,
        last: usize,
        cell: impl Fn(usize) -> Pos,
    ) -> Vec<Pos> {
        let mut path = vec![cell(last)];
        let mut at = last;
        while at != first {
            at = self.slots[at].parent as usize;
            path.push(cell(at));
        }
        path.reverse();
        path
    }
}
