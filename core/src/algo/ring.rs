//! A Hamiltonian cycle that can be cut and joined again: the splice solver's cycle.
//!
//! [`crate::algo::Cycle`] is a fixed tour, numbered once. The splice solver reshapes its cycle
//! many times a move, so it keeps it as each cell's successor and predecessor instead: cutting
//! the cycle at a 2x2 square or joining two cycles there is four writes. Every write is kept in
//! a journal, so a reshaping that leads nowhere is undone exactly, in the reverse order.

use super::cycle::Cycle;
use crate::rules::{Grid, Pos};

/// One cell's links before a change, for undoing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Saved {
    cell: u32,
    next: u32,
    prev: u32,
}

/// A Hamiltonian cycle as successor and predecessor tables, with an undo journal.
///
/// Built from a [`Cycle`], it stays one cycle through every public operation of the splice
/// module: a cut (which makes two cycles) is always followed by a join or undone.
///
/// A ring can be *sealed*: the splice planner seals it when its check passes, and holds a
/// reshaped ring only while the seal is whole, that is while the ring is exactly as it was
/// checked. A change breaks the seal until it is undone; undoing past the sealed state breaks
/// it for good. A *pin* works the same way, on its own: the planner pins the ring a table was
/// made from, and trusts the table only while the pin is whole.
#[derive(Clone, Debug)]
pub struct Ring {
    grid: Grid,
    next: Vec<u32>,
    prev: Vec<u32>,
    journal: Vec<Saved>,
    /// The last seal.
    seal: Bookmark,
    /// The last pin.
    pin: Bookmark,
    /// Seals and pins given so far.
    seals: u64,
}

/// A state of the ring marked to be recognised again: its number (0 once broken for good) and
/// the journal's length then. Whole while the ring is exactly as it was marked.
#[derive(Clone, Copy, Debug, Default)]
struct Bookmark {
    no: u64,
    len: usize,
}

impl Bookmark {
    /// Whether bookmark `no` is this one and the ring, its journal `len` long, is as marked.
    fn holds(&self, no: u64, len: usize) -> bool {
        no != 0 && self.no == no && self.len == len
    }

    /// The journal is undone to `mark`: undoing past the marked state breaks it for good.
    fn undone_to(&mut self, mark: usize) {
        if mark < self.len {
            self.no = 0;
        }
    }

    /// The journal, `len` long, is forgotten: a whole bookmark stays whole.
    fn committed(&mut self, len: usize) {
        if !self.holds(self.no, len) {
            self.no = 0;
        }
        self.len = 0;
    }
}

impl Ring {
    /// The ring of `cycle`.
    pub fn from_cycle(cycle: &Cycle) -> Ring {
        let grid = *cycle.grid();
        let n = grid.cells();
        let mut next = vec![0; n];
        let mut prev = vec![0; n];
        for i in 0..n {
            let a = grid.index(cycle.at(i)) as u32;
            let b = grid.index(cycle.at(i + 1)) as u32;
            next[a as usize] = b;
            prev[b as usize] = a;
        }
        Ring {
            grid,
            next,
            prev,
            journal: Vec::with_capacity(16 * n),
            seal: Bookmark::default(),
            pin: Bookmark::default(),
            seals: 0,
        }
    }

    /// The board.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The cell after `p`.
    pub fn next(&self, p: Pos) -> Pos {
        self.grid.pos(self.next[self.grid.index(p)] as usize)
    }

    /// The cell before `p`.
    pub fn prev(&self, p: Pos) -> Pos {
        self.grid.pos(self.prev[self.grid.index(p)] as usize)
    }

    /// The cell index after cell index `c`.
    #[inline]
    pub(crate) fn next_of(&self, c: u32) -> u32 {
        self.next[c as usize]
    }

    /// The cell index before cell index `c`.
    #[inline]
    pub(crate) fn prev_of(&self, c: u32) -> u32 {
        self.prev[c as usize]
    }

    /// Moves along the ring from `from` to `to`.
    pub fn distance(&self, from: Pos, to: Pos) -> u32 {
        self.distance_of(self.grid.index(from) as u32, self.grid.index(to) as u32)
    }

    pub(crate) fn distance_of(&self, from: u32, to: u32) -> u32 {
        let mut at = from;
        let mut k = 0;
        while at != to {
            at = self.next[at as usize];
            k += 1;
        }
        k
    }

    /// The ring as a [`Cycle`] starting at `start`.
    pub fn to_cycle(&self, start: Pos) -> Cycle {
        let mut order = Vec::with_capacity(self.next.len());
        let mut at = self.grid.index(start) as u32;
        for _ in 0..self.next.len() {
            order.push(self.grid.pos(at as usize));
            at = self.next[at as usize];
        }
        Cycle::new(self.grid, order).expect("a ring is always one Hamiltonian cycle")
    }

    #[inline]
    fn save(&mut self, c: u32) {
        self.journal.push(Saved {
            cell: c,
            next: self.next[c as usize],
            prev: self.prev[c as usize],
        });
    }

    /// Makes `b` follow `a`.
    #[inline]
    pub(crate) fn link(&mut self, a: u32, b: u32) {
        self.save(a);
        self.save(b);
        self.next[a as usize] = b;
        self.prev[b as usize] = a;
    }

    /// Turns cell `c` around: its successor becomes its predecessor.
    #[inline]
    pub(crate) fn turn(&mut self, c: u32) {
        self.save(c);
        let c = c as usize;
        std::mem::swap(&mut self.next[c], &mut self.prev[c]);
    }

    /// A point to undo to.
    #[inline]
    pub(crate) fn mark(&self) -> usize {
        self.journal.len()
    }

    /// Undoes every change made since `mark`.
    pub(crate) fn undo_to(&mut self, mark: usize) {
        // A state undone past is gone: no undo brings it back.
        self.seal.undone_to(mark);
        self.pin.undone_to(mark);
        while self.journal.len() > mark {
            let s = self.journal.pop().expect("above the mark");
            self.next[s.cell as usize] = s.next;
            self.prev[s.cell as usize] = s.prev;
        }
    }

    /// Forgets the journal: the changes made are kept for good (a whole seal stays whole).
    pub(crate) fn commit(&mut self) {
        let len = self.journal.len();
        self.seal.committed(len);
        self.pin.committed(len);
        self.journal.clear();
    }

    /// A new bookmark of the ring as it is now.
    fn bookmark(&mut self) -> Bookmark {
        self.seals += 1;
        Bookmark {
            no: self.seals,
            len: self.journal.len(),
        }
    }

    /// Seals the ring as it is now; the seal's number (never 0).
    pub(crate) fn seal(&mut self) -> u64 {
        self.seal = self.bookmark();
        self.seal.no
    }

    /// Whether the ring is exactly as it was when seal `seal` was given.
    pub(crate) fn is_sealed(&self, seal: u64) -> bool {
        self.seal.holds(seal, self.journal.len())
    }

    /// Pins the ring as it is now, apart from its seal; the pin's number (never 0).
    pub(crate) fn pin(&mut self) -> u64 {
        self.pin = self.bookmark();
        self.pin.no
    }

    /// Whether the ring is exactly as it was when pin `pin` was given.
    pub(crate) fn is_pinned(&self, pin: u64) -> bool {
        self.pin.holds(pin, self.journal.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ring of a 2x3 board: round its edge.
    fn ring() -> Ring {
        let grid = Grid::new(3, 2).expect("a board");
        let order = [(0, 0), (1, 0), (2, 0), (2, 1), (1, 1), (0, 1)]
            .into_iter()
            .map(Pos::from)
            .collect();
        Ring::from_cycle(&Cycle::new(grid, order).expect("a cycle"))
    }

    #[test]
    fn a_seal_holds_while_the_ring_is_as_it_was_sealed() {
        let mut r = ring();
        let seal = r.seal();
        assert!(r.is_sealed(seal));
        assert!(!r.is_sealed(0), "0 is no seal");
        // A change breaks it, and undoing the change mends it.
        let m = r.mark();
        r.link(0, 4);
        r.link(1, 5);
        assert!(!r.is_sealed(seal));
        r.undo_to(m);
        assert!(r.is_sealed(seal));
        // Kept for good, it stays sealed.
        r.commit();
        assert!(r.is_sealed(seal));
        // A newer seal replaces it.
        r.turn(2);
        let newer = r.seal();
        assert!(r.is_sealed(newer) && !r.is_sealed(seal));
    }

    #[test]
    fn undoing_past_a_seal_breaks_it_for_good() {
        let mut r = ring();
        r.turn(2);
        let seal = r.seal();
        r.undo_to(0);
        r.turn(2);
        assert!(!r.is_sealed(seal), "the same length, another history");
        r.commit();
        assert!(!r.is_sealed(seal));
    }

    #[test]
    fn a_pin_and_a_seal_are_whole_or_broken_each_on_its_own() {
        let mut r = ring();
        let pin = r.pin();
        let m = r.mark();
        r.turn(2);
        let seal = r.seal();
        assert!(r.is_sealed(seal) && !r.is_pinned(pin));
        r.undo_to(m);
        assert!(
            r.is_pinned(pin) && !r.is_sealed(seal),
            "the seal was undone past"
        );
        r.turn(3);
        let seal = r.seal();
        r.commit();
        assert!(
            r.is_sealed(seal) && !r.is_pinned(pin),
            "the pin was no longer whole"
        );
        let pin = r.pin();
        r.commit();
        assert!(r.is_pinned(pin) && r.is_sealed(seal));
        assert!(!r.is_pinned(0), "0 is no pin");
    }
}
