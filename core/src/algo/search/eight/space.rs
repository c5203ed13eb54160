//! What an eight-direction search keeps per cell: whether it was reached in this search, its
//! parent and its cost, reused from one search to the next (a new search forgets every cell
//! at once, by its stamps).

use super::Length;
use crate::algo::search::Stamps;
use crate::rules::Pos;

/// Per cell: reached, parent, cost from the start.
#[derive(Debug, Default)]
pub(crate) struct CellTables {
    reached: Stamps,
    parent: Vec<u32>,
    cost: Vec<Length>,
}

impl Clone for CellTables {
    fn clone(&self) -> CellTables {
        CellTables::default()
    }
}

impl CellTables {
    /// Starts a search over `cells` cells: none is reached.
    pub(crate) fn begin(&mut self, cells: usize) {
        if self.parent.len() < cells {
            self.parent = vec![0; cells];
            self.cost = vec![Length::ZERO; cells];
        }
        self.reached.begin(cells);
    }

    /// Whether cell `i` was reached in this search.
    #[inline]
    pub(crate) fn reached(&self, i: usize) -> bool {
        self.reached.is_set(i)
    }

    /// Notes that cell `i` is reached from `parent` at `cost`.
    #[inline]
    pub(crate) fn reach(&mut self, i: usize, parent: usize, cost: Length) {
        self.reached.set(i);
        self.parent[i] = parent as u32;
        self.cost[i] = cost;
    }

    /// Cell `i`'s parent, once reached.
    #[inline]
    pub(crate) fn parent(&self, i: usize) -> usize {
        self.parent[i] as usize
    }

    /// Cell `i`'s cost, once reached.
    #[inline]
    pub(crate) fn cost(&self, i: usize) -> Length {
        self.cost[i]
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
            at = self.parent[at] as usize;
            path.push(cell(at));
        }
        path.reverse();
        path
    }
}
