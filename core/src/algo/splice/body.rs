//! The board and the body as the planner reads them: each cell's neighbours, when each cell
//! joined the body, when the head may enter a cell, and what is still there when the food is
//! eaten. Every part of the planner reads it; only the planner loads it.

use super::NONE;
use crate::rules::{Dir, Grid, Pos, Snake, TailRule};

/// The board's neighbours and the body stamped by move: body cells are those stamped at or
/// after the tail's stamp, so reading the body after one move costs one stamp and no table is
/// ever cleared. A copy starts with empty tables and reads the body afresh.
#[derive(Debug)]
pub(super) struct Body {
    grid: Grid,
    w: u32,
    /// Each cell's neighbours, [`NONE`] past a wall, in [`Dir::ALL`] order.
    neighbours: Vec<[u32; 4]>,
    /// When each cell joined the body (a move count).
    since: Vec<u64>,
    /// The body's length, its head, the tail's stamp; `clock` only grows.
    len: u32,
    head: u32,
    tail_since: u64,
    clock: u64,
    /// The move at which the body was last read.
    loaded_at: Option<u64>,
    /// Readings of the whole body so far: stamps of one era compare, of two eras do not.
    era: u64,
    rule: TailRule,
}

impl Clone for Body {
    fn clone(&self) -> Body {
        Body {
            neighbours: Vec::new(),
            since: Vec::new(),
            loaded_at: None,
            ..*self
        }
    }
}

impl Body {
    /// An empty reading of `grid`'s body; [`Body::fit`] makes its tables.
    pub(super) fn new(grid: &Grid) -> Body {
        Body {
            grid: *grid,
            w: u32::from(grid.width()),
            neighbours: Vec::new(),
            since: Vec::new(),
            len: 0,
            head: 0,
            tail_since: 0,
            clock: 0,
            loaded_at: None,
            era: 0,
            rule: TailRule::Blocks,
        }
    }

    /// Makes the tables if they are not there (a new planner, or a copy); true if made anew,
    /// and so the body must be read afresh.
    pub(super) fn fit(&mut self) -> bool {
        let n = self.grid.cells();
        if self.since.len() == n {
            return false;
        }
        let grid = self.grid;
        self.neighbours = (0..n)
            .map(|i| {
                let p = grid.pos(i);
                Dir::ALL.map(|d| grid.neighbour(p, d).map_or(NONE, |q| grid.index(q) as u32))
            })
            .collect();
        self.since = vec![0; n];
        self.loaded_at = None;
        true
    }

    /// Reads the body. After one move of the snake this costs nothing but the new head's stamp;
    /// otherwise every body cell is stamped anew, later than any stamp before (so no table is
    /// ever cleared).
    pub(super) fn load(&mut self, snake: &Snake, rule: TailRule, now: u64) {
        let head = self.idx(snake.head());
        let l = snake.len() as u32;
        self.rule = rule;
        let moved_once = self.loaded_at == Some(now.wrapping_sub(1))
            && l >= 2
            && snake.get(1).is_some_and(|neck| self.idx(neck) == self.head)
            && (l == self.len || l == self.len + 1);
        if self.loaded_at == Some(now) && head == self.head && l == self.len {
            return;
        }
        if moved_once {
            self.clock += 1;
            self.since[head as usize] = self.clock;
            if l == self.len {
                self.tail_since += 1;
            }
        } else {
            self.era += 1;
            self.clock += 1;
            self.tail_since = self.clock;
            for (k, p) in snake.cells().rev().enumerate() {
                let c = self.idx(p);
                self.since[c as usize] = self.tail_since + k as u64;
            }
            self.clock = self.tail_since + u64::from(l) - 1;
        }
        self.len = l;
        self.head = head;
        self.loaded_at = Some(now);
    }

    /// How many times the whole body was read: a stamp of one era compares with another of the
    /// same era only.
    pub(super) fn era(&self) -> u64 {
        self.era
    }

    /// The tail's stamp. Whether a cell is free or still there at an arrival `a` moves from now
    /// ([`Body::free_at`], [`Body::stays`]) depends only on the cell's stamp and on
    /// `tail_stamp() + a`, which within an era names the same moment of the game whenever the
    /// body is read (the tail's stamp grows by one each move the tail moves).
    pub(super) fn tail_stamp(&self) -> u64 {
        self.tail_since
    }

    /// Cells on the board.
    #[inline]
    pub(super) fn cells(&self) -> u32 {
        self.grid.cells() as u32
    }

    /// The head's cell.
    #[inline]
    pub(super) fn head(&self) -> u32 {
        self.head
    }

    /// The body's length.
    #[inline]
    pub(super) fn len(&self) -> u32 {
        self.len
    }

    /// Cell `p`'s index.
    #[inline]
    pub(super) fn idx(&self, p: Pos) -> u32 {
        self.grid.index(p) as u32
    }

    /// Cell index `c`'s place.
    #[inline]
    pub(super) fn pos(&self, c: u32) -> Pos {
        self.grid.pos(c as usize)
    }

    /// The neighbour of cell `c` in direction `d` (Up, Right, Down, Left), or `NONE`.
    #[inline]
    pub(super) fn neighbour(&self, c: u32, d: usize) -> u32 {
        self.neighbours[c as usize][d]
    }

    /// Whether cells `a` and `b` touch.
    #[inline]
    pub(super) fn adjacent(&self, a: u32, b: u32) -> bool {
        let d = a.abs_diff(b);
        d == self.w || (d == 1 && a / self.w == b / self.w)
    }

    /// Moves between `a` and `b` on an empty board.
    #[inline]
    pub(super) fn manhattan(&self, a: u32, b: u32) -> u32 {
        (a % self.w).abs_diff(b % self.w) + (a / self.w).abs_diff(b / self.w)
    }

    /// The colour of cell `c` on a board of two colours, 0 or 1.
    #[inline]
    pub(super) fn colour(&self, c: u32) -> u32 {
        (c % self.w + c / self.w) % 2
    }

    /// A body cell's place counted from the tail (0), or `NONE` for a free cell.
    #[inline]
    pub(super) fn body_index(&self, c: u32) -> u32 {
        let t = self.since[c as usize];
        if t >= self.tail_since && t != 0 {
            (t - self.tail_since) as u32
        } else {
            NONE
        }
    }

    /// The first move on which the head may enter cell `c`: at once for a free cell; for a
    /// body cell `k` from the tail, once the tail has left it (`Blocks`: before the move;
    /// `Follows`: during it, except a two-cell snake's tail, which is its neck).
    #[inline]
    pub(super) fn entry(&self, c: u32) -> u32 {
        let k = self.body_index(c);
        if k == NONE {
            return 1;
        }
        match self.rule {
            TailRule::Follows if !(self.len == 2 && k == 0) => k + 1,
            _ => k + 2,
        }
    }

    /// Whether cell `c` is free once the food is eaten on move `a` (the tail has moved `a - 1`
    /// times by then).
    #[inline]
    pub(super) fn free_at(&self, c: u32, a: u32) -> bool {
        let k = self.body_index(c);
        k == NONE || k + 2 <= a
    }

    /// Whether cell `c` is a body cell still there when the food is eaten on move `a` (the
    /// head excluded).
    #[inline]
    pub(super) fn stays(&self, c: u32, a: u32) -> bool {
        let k = self.body_index(c);
        k != NONE && k + 2 > a && k + 1 < self.len
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixture::{grid, snake};
    use super::*;

    #[test]
    fn tables_are_made_once_per_board_and_hold_each_cell_s_neighbours() {
        let grid = Grid::new(4, 3).expect("a board");
        let mut b = Body::new(&grid);
        assert!(b.fit(), "empty tables are made anew");
        assert!(!b.fit(), "tables of the right size are kept");
        for c in 0..12 {
            let p = grid.pos(c as usize);
            let inside: Vec<u32> = (0..4)
                .map(|d| b.neighbour(c, d))
                .filter(|&n| n != NONE)
                .collect();
            let corner = (p.x == 0 || p.x == 3) && (p.y == 0 || p.y == 2);
            let edge = p.x == 0 || p.x == 3 || p.y == 0 || p.y == 2;
            let want = if corner {
                2
            } else if edge {
                3
            } else {
                4
            };
            assert_eq!(inside.len(), want, "cell {p}");
            for n in inside {
                assert!(b.adjacent(c, n), "{p} and {}", grid.pos(n as usize));
                assert_eq!(b.manhattan(c, n), 1);
            }
        }
        assert!(Body::clone(&b).fit(), "a copy starts empty");
    }

    #[test]
    fn the_body_is_read_once_and_then_one_stamp_a_move() {
        let s = snake(&[(2, 0), (1, 0), (0, 0)]);
        let mut b = Body::new(&grid());
        b.fit();
        b.load(&s, TailRule::Blocks, 0);
        assert_eq!((b.len(), b.head()), (3, b.idx(Pos::new(2, 0))));
        assert_eq!(b.body_index(b.idx(Pos::new(0, 0))), 0);
        assert_eq!(b.body_index(b.idx(Pos::new(2, 0))), 2);
        assert_eq!(b.body_index(b.idx(Pos::new(3, 3))), NONE);
        // One move on, without a meal: the tail left (0, 0).
        let moved = snake(&[(3, 0), (2, 0), (1, 0)]);
        b.load(&moved, TailRule::Blocks, 1);
        assert_eq!(b.body_index(b.idx(Pos::new(0, 0))), NONE);
        assert_eq!(b.body_index(b.idx(Pos::new(1, 0))), 0);
        assert_eq!(b.body_index(b.idx(Pos::new(3, 0))), 2);
        assert!(b.stays(b.idx(Pos::new(2, 0)), 1) && !b.free_at(b.idx(Pos::new(2, 0)), 1));
        assert_eq!(
            b.entry(b.idx(Pos::new(1, 0))),
            2,
            "the tail, once it has moved"
        );
    }
}
