//! Pockets: free cells that a way to the food leaves shut off beside the head once the food is
//! eaten, and what they are expected to cost the next meal. The wide planner weighs a forced
//! fastest path against the straight cuts' way by them.
//!
//! After the meal, close the body then in place and the cells within a few moves of
//! the food (the new head): the free cells fall into pieces. They meet only beside the head, so
//! the cycle from the new head runs through them about one after another, and a next food in
//! one piece lies beyond every piece the cycle runs through first. The next food is placed
//! uniformly, so with pieces of `s_1, ..., s_k` cells (`F` in all) the moves these pieces add
//! to the next meal are expected to be about `sum over i < j of s_i * s_j / F`, that is
//! `(F^2 - sum of s_i^2) / 2F`, whatever the order: nothing when the free cells are one piece.

use super::NONE;
use super::body::Body;
use crate::algo::ring::Ring;

/// The moves that pieces of free cells are expected to add to the next meal: `total` cells in
/// all, `squares` the sum of the squares of the pieces' sizes (see the module documentation).
pub(super) fn expected_detour(total: u64, squares: u64) -> u32 {
    if total == 0 {
        return 0;
    }
    ((total * total - squares) / (2 * total)) as u32
}

/// The part of the planner that counts pockets, with its tables: each cell marked while closed
/// and with the piece it was reached in, and a ring's links held aside while another is
/// weighed against it. A copy starts empty.
#[derive(Debug, Default)]
pub(super) struct Pockets {
    /// Cells within this many moves of the food are closed.
    neck: u32,
    /// The count that closes the cell (body at the meal, or near the food).
    closed: Vec<u32>,
    /// The count under way.
    closed_no: u32,
    /// The piece the cell was reached in; pieces are numbered on from count to count.
    piece: Vec<u32>,
    /// The last piece numbered.
    next_piece: u32,
    /// The cells still to spread from.
    stack: Vec<u32>,
    /// The free cells outside the largest piece, when asked for.
    cells: Vec<u32>,
    /// Each cell's successor on a ring held aside.
    saved_next: Vec<u32>,
}

impl Clone for Pockets {
    fn clone(&self) -> Pockets {
        Pockets::new(self.neck)
    }
}

impl Pockets {
    /// Pockets counted with the cells within `neck` moves of the food closed.
    pub(super) fn new(neck: u32) -> Pockets {
        Pockets {
            neck,
            ..Pockets::default()
        }
    }

    /// Sizes the tables for a board of `n` cells.
    pub(super) fn fit(&mut self, n: usize) {
        self.closed = vec![0; n];
        self.piece = vec![0; n];
        self.saved_next = vec![0; n];
        self.stack.reserve(n);
        self.cells.reserve(n);
    }

    /// The free cells outside the largest piece, as the last count that asked for them found
    /// them.
    pub(super) fn cells(&self) -> &[u32] {
        &self.cells
    }

    /// The pockets the ring's way to `food` leaves: the moves they are expected to add to the
    /// next meal (see the module documentation). With `cells`, also the free cells outside the
    /// largest piece, into [`Pockets::cells`].
    pub(super) fn count(&mut self, body: &Body, ring: &Ring, food: u32, cells: bool) -> u32 {
        let n = body.cells();
        self.closed_no += 1;
        let closed = self.closed_no;
        // The way, head excluded, food included: `len` moves.
        let len = ring.distance_of(body.head(), food);
        // The body after the meal: the newest `body.len() + 1` cells of the body, then the
        // way.
        let mut at = body.head();
        for i in 1..=len {
            at = ring.next_of(at);
            if len - i <= body.len() {
                self.closed[at as usize] = closed;
            }
        }
        for c in 0..n {
            let k = body.body_index(c);
            // A body cell `k` cells from the tail is left once the tail has moved `k + 1` times;
            // by the meal it has moved `len - 1` times.
            if (k != NONE && k + 2 > len) || body.manhattan(c, food) <= self.neck {
                self.closed[c as usize] = closed;
            }
        }
        // The pieces, each numbered anew.
        if self.next_piece > u32::MAX - n {
            self.piece.fill(0);
            self.next_piece = 0;
        }
        let first_piece = self.next_piece + 1;
        let (mut total, mut squares) = (0u64, 0u64);
        let (mut largest, mut largest_size) = (0, 0);
        for c0 in 0..n {
            if self.closed[c0 as usize] == closed || self.piece[c0 as usize] >= first_piece {
                continue;
            }
            self.next_piece += 1;
            let piece = self.next_piece;
            self.piece[c0 as usize] = piece;
            self.stack.clear();
            self.stack.push(c0);
            let mut size = 1u64;
            while let Some(c) = self.stack.pop() {
                for d in 0..4 {
                    let w = body.neighbour(c, d);
                    if w == NONE
                        || self.closed[w as usize] == closed
                        || self.piece[w as usize] == piece
                    {
                        continue;
                    }
                    self.piece[w as usize] = piece;
                    self.stack.push(w);
                    size += 1;
                }
            }
            total += size;
            squares += size * size;
            if size > largest_size {
                (largest, largest_size) = (piece, size);
            }
        }
        if cells {
            self.cells.clear();
            for c in 0..n {
                let p = self.piece[c as usize];
                if self.closed[c as usize] != closed && p >= first_piece && p != largest {
                    self.cells.push(c);
                }
            }
        }
        expected_detour(total, squares)
    }

    /// Holds the ring's links aside, to be put back by [`Pockets::put_back`].
    pub(super) fn hold_aside(&mut self, ring: &Ring) {
        for (c, next) in self.saved_next.iter_mut().enumerate() {
            *next = ring.next_of(c as u32);
        }
    }

    /// Puts back, link by link, the ring held aside (the ring must have been undone to the
    /// cycle the one held aside was reshaped from).
    pub(super) fn put_back(&self, ring: &mut Ring) {
        for (c, &next) in self.saved_next.iter().enumerate() {
            if ring.next_of(c as u32) != next {
                ring.link(c as u32, next);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::body::Body;
    use super::{Pockets, expected_detour};
    use crate::algo::cycle::Cycle;
    use crate::algo::ring::Ring;
    use crate::rules::{Grid, Pos, Snake, TailRule};

    #[test]
    fn pieces_add_to_the_next_meal_the_product_of_their_sizes_over_the_free_cells() {
        assert_eq!(expected_detour(0, 0), 0);
        assert_eq!(expected_detour(50, 50 * 50), 0, "one piece adds nothing");
        // 30 and 10 cells: a food in either lies beyond the other with chance its share:
        // 30 * 10 / 40 in all.
        assert_eq!(expected_detour(40, 30 * 30 + 10 * 10), 7);
        // Three pieces of 20: every pair once, 3 * 20 * 20 / 60.
        assert_eq!(expected_detour(60, 3 * 20 * 20), 20);
    }

    /// A 6x6 ring that runs along row 3 from (0, 3) to (4, 3), through rows 4 and 5 and (5, 3),
    /// then up and down the columns of rows 0 to 2 back to (0, 2).
    fn walled_ring(grid: Grid) -> Ring {
        let mut order: Vec<(u16, u16)> = (0..5).map(|x| (x, 3)).collect();
        order.extend((0..5).rev().map(|x| (x, 4)));
        order.extend((0..6).map(|x| (x, 5)));
        order.extend([(5, 4), (5, 3)]);
        for x in (0..6).rev() {
            let down = (5 - x) % 2 == 1;
            for y in 0..3 {
                order.push((x, if down { y } else { 2 - y }));
            }
        }
        let cells = order.into_iter().map(Pos::from).collect();
        Ring::from_cycle(&Cycle::new(grid, cells).expect("a cycle"))
    }

    #[test]
    fn the_body_at_the_meal_and_the_cells_near_the_food_leave_pockets_outside_the_largest_piece() {
        let grid = Grid::new(6, 6).expect("a board");
        let ring = walled_ring(grid);
        // A snake of 5 whose head is at (0, 3), the food at (4, 3): 4 moves along the ring.
        let body: Vec<Pos> = [(0, 3), (0, 2), (0, 1), (0, 0), (1, 0)]
            .into_iter()
            .map(Pos::from)
            .collect();
        let snake = Snake::new(&grid, &body, None).expect("a snake");
        let mut b = Body::new(&grid);
        b.fit();
        b.load(&snake, TailRule::Blocks, 0);
        let mut p = Pockets::new(2);
        p.fit(36);
        let food = b.idx(Pos::new(4, 3));
        assert_eq!(ring.distance(Pos::new(0, 3), Pos::new(4, 3)), 4);
        let cost = p.count(&b, &ring, food, true);
        // After the meal row 3 up to the food is body, with (0, 2); the cells within 2 of the
        // food are closed. Rows 0 to 2 keep 13 cells in one piece (the tail's three cells
        // among them); rows 4 and 5 keep 7 cells, and (5, 5) is cut off alone.
        let mut pocket: Vec<Pos> = p.cells().iter().map(|&c| b.pos(c)).collect();
        pocket.sort_by_key(|c| (c.y, c.x));
        let want: Vec<Pos> = [
            (0, 4),
            (1, 4),
            (2, 4),
            (0, 5),
            (1, 5),
            (2, 5),
            (3, 5),
            (5, 5),
        ]
        .into_iter()
        .map(Pos::from)
        .collect();
        assert_eq!(pocket, want);
        assert_eq!(cost, expected_detour(21, 13 * 13 + 7 * 7 + 1));
        assert_eq!(cost, 5);
    }
}
