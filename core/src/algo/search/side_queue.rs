//! One side of the search from both ends ([`super::bidirectional`]): what it has seen, at
//! what distance, from where, and its queue, a bucket of cells for each distance ahead, taken
//! a layer at a time.

use super::Tables;
use crate::rules::Dir;

/// One side's tables and queue: a bucket of cells for each distance ahead (a ring as wide as
/// the dearest step plus one: on plain ground two, a BFS's queue), the layer being expanded
/// taken out whole.
#[derive(Debug, Default)]
pub(super) struct SideTables {
    /// Per cell: seen by this side, its parent on this side, its distance from this side's end.
    pub(super) tables: Tables<u32>,
    ring: Vec<Vec<u32>>,
    /// The distance of the layer being expanded, or next to be.
    distance: u32,
    /// The layer being expanded, and how much of it is.
    layer: Vec<u32>,
    at: usize,
    /// Cells waiting, the layer's rest included.
    waiting: usize,
    /// Cells this side has seen.
    pub(super) seen: u32,
}

impl SideTables {
    pub(super) fn begin(&mut self, cells: usize, origin: usize, entered: Dir, width: usize) {
        self.tables.begin(cells);
        self.ring.resize_with(width.max(self.ring.len()), Vec::new);
        self.ring.truncate(width);
        self.ring.iter_mut().for_each(Vec::clear);
        self.layer.clear();
        (self.distance, self.at, self.waiting, self.seen) = (0, 0, 0, 0);
        self.reach(origin, origin, entered, 0);
    }

    /// Notes that cell `i` is seen at `distance`, from `parent`, and queues it.
    pub(super) fn reach(&mut self, i: usize, parent: usize, entered: Dir, distance: u32) {
        self.tables.reach(i, parent, entered, distance);
        let width = self.ring.len();
        self.ring[distance as usize % width].push(i as u32);
        self.waiting += 1;
        self.seen += 1;
    }

    pub(super) fn waiting(&self) -> usize {
        self.waiting
    }

    /// The distance of the next layer, if any cell waits.
    pub(super) fn next_distance(&self) -> Option<u32> {
        let width = self.ring.len() as u32;
        (self.waiting > 0).then(|| {
            (self.distance..self.distance + width)
                .find(|&d| !self.ring[(d % width) as usize].is_empty())
                .expect("a waiting cell lies within a ring of distances")
        })
    }

    /// Takes the next layer out to be expanded: its distance and its cells.
    pub(super) fn take_layer(&mut self) -> (u32, usize) {
        self.distance = self.next_distance().expect("a cell waits");
        let slot = self.distance as usize % self.ring.len();
        self.layer.clear();
        std::mem::swap(&mut self.layer, &mut self.ring[slot]);
        self.at = 0;
        (self.distance, self.layer.len())
    }

    /// The next cell of the layer.
    pub(super) fn take(&mut self) -> usize {
        let i = self.layer[self.at] as usize;
        self.at += 1;
        self.waiting -= 1;
        i
    }
}
