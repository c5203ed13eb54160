//! A Hamiltonian cycle of the board and its numbering.

use crate::rules::{Grid, Pos};

/// A closed tour through every cell of a board exactly once.
///
/// `order[i + 1]` follows `order[i]`, and `order[0]` follows the last cell. Built only through
/// [`Cycle::new`], which checks all of that, so a `Cycle` is always Hamiltonian.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cycle {
    grid: Grid,
    order: Vec<Pos>,
    index: Vec<u32>,
}

/// Why a list of cells is not a Hamiltonian cycle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotACycle {
    /// The list does not have one entry per cell.
    #[error("{}", tr!("a cycle of a {grid} board has {cells} cells, not {len}", grid = grid, cells = cells, len = len))]
    WrongLength {
        /// The board.
        grid: Grid,
        /// Cells on the board.
        cells: usize,
        /// Entries in the list.
        len: usize,
    },
    /// A cell is off the board or appears twice.
    #[error("{}", tr!("cell {value} is off the board or appears twice", value = .0))]
    Repeated(Pos),
    /// Two consecutive entries do not touch.
    #[error("{}", tr!("{value} is followed by {second}, which does not touch it", value = .0, second = .1))]
    Gap(Pos, Pos),
}

impl Cycle {
    /// Checks that `order` visits every cell once, each touching the next and the last
    /// touching the first.
    pub fn new(grid: Grid, order: Vec<Pos>) -> Result<Cycle, NotACycle> {
        let cells = grid.cells();
        if order.len() != cells {
            return Err(NotACycle::WrongLength {
                grid,
                cells,
                len: order.len(),
            });
        }
        let mut index = vec![u32::MAX; cells];
        for (i, &p) in order.iter().enumerate() {
            if !grid.contains(p) || index[grid.index(p)] != u32::MAX {
                return Err(NotACycle::Repeated(p));
            }
            index[grid.index(p)] = i as u32;
        }
        for i in 0..cells {
            let (a, b) = (order[i], order[(i + 1) % cells]);
            if !a.touches(b) {
                return Err(NotACycle::Gap(a, b));
            }
        }
        Ok(Cycle { grid, order, index })
    }

    /// The board.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The cells in cycle order.
    pub fn order(&self) -> &[Pos] {
        &self.order
    }

    /// Number of cells on the cycle (all of the board's).
    pub fn len(&self) -> usize {
        self.order.len()
    }

    /// Always false: a board has at least four cells.
    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }

    /// The cell's position on the cycle, `0..len`.
    pub fn index_of(&self, p: Pos) -> usize {
        self.index[self.grid.index(p)] as usize
    }

    /// The cell at position `i` (taken modulo the length).
    pub fn at(&self, i: usize) -> Pos {
        self.order[i % self.order.len()]
    }

    /// The cell after `p` on the cycle.
    pub fn next(&self, p: Pos) -> Pos {
        self.at(self.index_of(p) + 1)
    }

    /// The cell before `p` on the cycle.
    pub fn prev(&self, p: Pos) -> Pos {
        self.at(self.index_of(p) + self.len() - 1)
    }

    /// How far `p` lies ahead of `from` along the cycle: `(index(p) - index(from)) mod len`.
    ///
    /// Measured from the tail this is the shortcut rule's `rel`: the tail is 0, a snake lying
    /// along the cycle has its head at `length - 1`.
    pub fn rel(&self, from: Pos, p: Pos) -> usize {
        let n = self.len();
        (self.index_of(p) + n - self.index_of(from)) % n
    }

    /// How far `p` lies ahead of `from` when the cycle is walked forward, or backward if
    /// `reverse`.
    pub fn rel_in(&self, from: Pos, p: Pos, reverse: bool) -> usize {
        if reverse {
            self.rel(p, from)
        } else {
            self.rel(from, p)
        }
    }

    /// The cell after `p` when the cycle is walked forward, or backward if `reverse`.
    pub fn step_from(&self, p: Pos, reverse: bool) -> Pos {
        if reverse { self.prev(p) } else { self.next(p) }
    }

    /// Whether `body` (cells head first) lies on the cycle as one unbroken stretch, the tail
    /// first and the head last in the walking direction: the invariant of every solver that
    /// promises never to die. Following the cycle from such a body is always safe.
    pub fn holds_unbroken<I>(&self, body: I, reverse: bool) -> bool
    where
        I: IntoIterator<Item = Pos>,
        I::IntoIter: DoubleEndedIterator,
    {
        let mut cells = body.into_iter().rev();
        let Some(tail) = cells.next() else {
            return true;
        };
        let mut at = tail;
        cells.all(|c| {
            at = self.step_from(at, reverse);
            at == c
        })
    }

    /// Whether `body` (cells head first) lies on the cycle in order, tail to head in the
    /// walking direction, free cells ("gaps") allowed between its cells. Under the `Follows`
    /// tail rule, following the cycle from such a body is always safe.
    pub fn holds_in_order<I>(&self, body: I, reverse: bool) -> bool
    where
        I: IntoIterator<Item = Pos>,
        I::IntoIter: DoubleEndedIterator,
    {
        let mut cells = body.into_iter().rev();
        let Some(tail) = cells.next() else {
            return true;
        };
        let mut last = 0;
        cells.all(|c| {
            let r = self.rel_in(tail, c, reverse);
            let ascending = r > last;
            last = r;
            ascending
        })
    }

    /// The same tour, walked the other way.
    pub fn reversed(&self) -> Cycle {
        let mut order = self.order.clone();
        order.reverse();
        Cycle::new(self.grid, order).expect("a reversed cycle is a cycle")
    }

    /// Whether `other` is the same tour in the same direction, whatever cell each starts at.
    pub fn same_tour(&self, other: &Cycle) -> bool {
        let start = self.at(0);
        self.len() == other.len()
            && (0..self.len()).all(|k| other.at(other.index_of(start) + k) == self.at(k))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ring() -> Cycle {
        let g = Grid::new(2, 2).unwrap();
        let order = vec![
            Pos::new(0, 0),
            Pos::new(1, 0),
            Pos::new(1, 1),
            Pos::new(0, 1),
        ];
        Cycle::new(g, order).unwrap()
    }

    #[test]
    fn next_prev_and_rel_wrap_around() {
        let c = ring();
        assert_eq!(c.next(Pos::new(0, 1)), Pos::new(0, 0));
        assert_eq!(c.prev(Pos::new(0, 0)), Pos::new(0, 1));
        assert_eq!(c.rel(Pos::new(1, 1), Pos::new(1, 0)), 3);
        assert_eq!(c.reversed().next(Pos::new(0, 0)), Pos::new(0, 1));
    }

    #[test]
    fn a_tour_is_the_same_from_any_start_but_not_reversed() {
        let c = ring();
        let mut order = c.order().to_vec();
        order.rotate_left(2);
        let rotated = Cycle::new(*c.grid(), order).unwrap();
        assert!(c.same_tour(&rotated));
        assert!(rotated.same_tour(&c));
        assert!(!c.same_tour(&c.reversed()));
    }

    #[test]
    fn a_body_is_held_unbroken_or_in_order_in_one_direction() {
        let c = ring();
        // Tail (0, 0), head (1, 1): forward along the ring, one unbroken stretch.
        let body = [Pos::new(1, 1), Pos::new(1, 0), Pos::new(0, 0)];
        assert!(c.holds_unbroken(body, false));
        assert!(!c.holds_unbroken(body, true));
        assert!(c.holds_in_order(body, false));
        // The same cells head first the other way round lie backward.
        let back = [Pos::new(0, 0), Pos::new(1, 0), Pos::new(1, 1)];
        assert!(c.holds_unbroken(back, true));
        assert!(!c.holds_in_order(back, false));
        let g = Grid::new(4, 2).unwrap();
        let big = Cycle::new(
            g,
            vec![
                Pos::new(0, 0),
                Pos::new(1, 0),
                Pos::new(2, 0),
                Pos::new(3, 0),
                Pos::new(3, 1),
                Pos::new(2, 1),
                Pos::new(1, 1),
                Pos::new(0, 1),
            ],
        )
        .unwrap();
        let stretch = [
            Pos::new(2, 1),
            Pos::new(3, 1),
            Pos::new(3, 0),
            Pos::new(2, 0),
            Pos::new(1, 0),
        ];
        assert!(big.holds_unbroken(stretch, false));
        // Indices 1, 2, 5, 6: in order, with the gap (3, 0), (3, 1) inside the body.
        let jumped = [
            Pos::new(1, 1),
            Pos::new(2, 1),
            Pos::new(2, 0),
            Pos::new(1, 0),
        ];
        assert!(!big.holds_unbroken(jumped, false));
        assert!(big.holds_in_order(jumped, false));
    }

    #[test]
    fn broken_tours_are_refused() {
        let g = Grid::new(2, 2).unwrap();
        let gap = vec![
            Pos::new(0, 0),
            Pos::new(1, 1),
            Pos::new(1, 0),
            Pos::new(0, 1),
        ];
        assert!(matches!(Cycle::new(g, gap), Err(NotACycle::Gap(..))));
        let short = vec![Pos::new(0, 0), Pos::new(1, 0)];
        assert!(matches!(
            Cycle::new(g, short),
            Err(NotACycle::WrongLength { .. })
        ));
        let rep = vec![
            Pos::new(0, 0),
            Pos::new(1, 0),
            Pos::new(0, 0),
            Pos::new(0, 1),
        ];
        assert!(matches!(Cycle::new(g, rep), Err(NotACycle::Repeated(_))));
    }
}
