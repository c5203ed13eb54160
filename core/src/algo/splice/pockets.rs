//! Pockets: free cells that a way to the food leaves shut off beside the head once the food is
//! eaten, and what they are expected to cost the next meal. The wide planner weighs a forced
//! fastest path against the straight cuts' way by them.
//!
//! After the meal, close the body then in place and the cells within [`POCKET_NECK`] moves of
//! the food (the new head): the free cells fall into pieces. They meet only beside the head, so
//! the cycle from the new head runs through them about one after another, and a next food in
//! one piece lies beyond every piece the cycle runs through first. The next food is placed
//! uniformly, so with pieces of `s_1, ..., s_k` cells (`F` in all) the moves these pieces add
//! to the next meal are expected to be about `sum over i < j of s_i * s_j / F`, that is
//! `(F^2 - sum of s_i^2) / 2F`, whatever the order: nothing when the free cells are one piece.

use super::{NONE, Reshape, SpliceEvent, Splicer};
use crate::algo::observer::Observer;
use crate::algo::ring::Ring;

/// Cells within this many moves of the food are closed when the pieces are counted: the new
/// head's neighbourhood, through which alone a pocket is reached.
pub const POCKET_NECK: u32 = 2;

/// The wide planner weighs a forced fastest path against the cuts only when its pockets are
/// expected to add at least this many moves to the next meal.
pub const POCKET_WEIGH: u32 = 4;

/// The order in which the search over fastest paths tries the steps from a cell. The wide
/// planner searches in its own order first; if the path it forces leaves pockets, it searches
/// again in each of the others and weighs the path with fewest pockets against the cuts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepOrder {
    /// The planner's own order (the wide planner: the cell with fewest open sides first).
    Planner,
    /// The cycle's own next cell first, then straight on, then the turns (the current
    /// planner's order).
    CycleFirst,
    /// The cell with most open sides first: through the open middle.
    MostOpen,
    /// The cell with fewest open sides first, among equals the turns the other way round.
    OtherTurns,
}

impl StepOrder {
    /// The orders tried after the planner's own, when its path leaves pockets.
    pub const OTHERS: [StepOrder; 3] = [
        StepOrder::CycleFirst,
        StepOrder::MostOpen,
        StepOrder::OtherTurns,
    ];
}

/// The moves that pieces of free cells are expected to add to the next meal: `total` cells in
/// all, `squares` the sum of the squares of the pieces' sizes (see the module documentation).
pub(super) fn expected_detour(total: u64, squares: u64) -> u32 {
    if total == 0 {
        return 0;
    }
    ((total * total - squares) / (2 * total)) as u32
}

impl Splicer {
    /// The pockets the ring's way to `food` leaves: the moves they are expected to add to the
    /// next meal (see the module documentation). With `cells`, also the free cells outside the
    /// largest piece, into `pockets.cells`.
    pub(super) fn pockets(&mut self, ring: &Ring, food: u32, cells: bool) -> u32 {
        let n = self.grid.cells() as u32;
        self.s.pockets.closed_no += 1;
        let closed = self.s.pockets.closed_no;
        // The way, head excluded, food included: `len` moves.
        let len = ring.distance_of(self.head, food);
        // The body after the meal: the newest `self.len + 1` cells of the body, then the way.
        let mut at = self.head;
        for i in 1..=len {
            at = ring.next_of(at);
            if len - i <= self.len {
                self.s.pockets.closed[at as usize] = closed;
            }
        }
        for c in 0..n {
            let k = self.body_index(c);
            // A body cell `k` cells from the tail is left once the tail has moved `k + 1` times;
            // by the meal it has moved `len - 1` times.
            if (k != NONE && k + 2 > len) || self.manhattan(c, food) <= POCKET_NECK {
                self.s.pockets.closed[c as usize] = closed;
            }
        }
        // The pieces, each numbered anew.
        if self.s.pockets.next_piece > u32::MAX - n {
            self.s.pockets.piece.fill(0);
            self.s.pockets.next_piece = 0;
        }
        let first_piece = self.s.pockets.next_piece + 1;
        let (mut total, mut squares) = (0u64, 0u64);
        let (mut largest, mut largest_size) = (0, 0);
        for c0 in 0..n {
            if self.s.pockets.closed[c0 as usize] == closed
                || self.s.pockets.piece[c0 as usize] >= first_piece
            {
                continue;
            }
            self.s.pockets.next_piece += 1;
            let piece = self.s.pockets.next_piece;
            self.s.pockets.piece[c0 as usize] = piece;
            self.s.pockets.stack.clear();
            self.s.pockets.stack.push(c0);
            let mut size = 1u64;
            while let Some(c) = self.s.pockets.stack.pop() {
                for d in 0..4 {
                    let w = self.neighbour(c, d);
                    if w == NONE
                        || self.s.pockets.closed[w as usize] == closed
                        || self.s.pockets.piece[w as usize] == piece
                    {
                        continue;
                    }
                    self.s.pockets.piece[w as usize] = piece;
                    self.s.pockets.stack.push(w);
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
            self.s.pockets.cells.clear();
            for c in 0..n {
                let p = self.s.pockets.piece[c as usize];
                if self.s.pockets.closed[c as usize] != closed && p >= first_piece && p != largest {
                    self.s.pockets.cells.push(c);
                }
            }
        }
        expected_detour(total, squares)
    }

    /// With a fastest path forced into `ring` (a way of `after` moves, shorter than `along`,
    /// checked): if its pockets are expected to add [`POCKET_WEIGH`] moves or more to the next
    /// meal, looks for a fastest path with fewer pockets in the other [`StepOrder`]s, then
    /// reshapes from the cycle held by the cuts and keeps whichever way is smaller by twice its
    /// moves plus its pockets' cost (the cycle held, if no cut fits). The plan's result if the
    /// fastest path lost; `None` to keep it (`ring` holds it again).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn weigh_pockets<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        food: u32,
        fastest: u32,
        along: u32,
        after: u32,
        now: u64,
        obs: &mut O,
    ) -> Option<Reshape> {
        let forced = self.pockets(ring, food, O::WATCHING);
        if O::WATCHING {
            self.observe_pockets(ring, food, after, forced, obs);
        }
        if forced < POCKET_WEIGH {
            return None;
        }
        self.hold_aside(ring);
        let forced = self.fewest_pockets(ring, food, fastest, after, forced, obs);
        ring.undo_to(0);
        // The cuts label the ring afresh.
        self.s.labels.lab_journal.clear();
        let cut = self.cut(ring, food, fastest, obs) > 0;
        let moves = if cut {
            ring.distance_of(self.head, food)
        } else {
            along
        };
        let left = self.pockets(ring, food, O::WATCHING);
        if O::WATCHING {
            self.observe_pockets(ring, food, moves, left, obs);
        }
        let cuts_win =
            2 * u64::from(moves) + u64::from(left) < 2 * u64::from(after) + u64::from(forced);
        if O::WATCHING {
            obs.observe(SpliceEvent::Weighed {
                fastest: [after, forced],
                cuts: [moves, left],
                cuts_win,
            });
        }
        if cuts_win {
            if cut {
                return Some(self.keep(ring, food, along, moves, fastest, obs));
            }
            ring.undo_to(0);
            self.failed = Some((now, fastest));
            return Some(Reshape::Weighed {
                along,
                fastest,
                pockets: forced,
                squares: self.squares,
            });
        }
        // The fastest path again, as it was forced.
        ring.undo_to(0);
        for c in 0..self.grid.cells() {
            let next = self.s.pockets.saved_next[c];
            if ring.next_of(c as u32) != next {
                ring.link(c as u32, next);
            }
        }
        None
    }

    /// With a forced fastest path (`after` moves, pockets costing `forced`) held aside in
    /// `saved_next`: forces a fastest path in each of the other [`StepOrder`]s while the best
    /// so far leaves pockets worth weighing, and holds aside instead any that passes the check
    /// with fewer pockets. The pockets' cost of the path held aside.
    fn fewest_pockets<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        food: u32,
        fastest: u32,
        after: u32,
        mut forced: u32,
        obs: &mut O,
    ) -> u32 {
        for order in StepOrder::OTHERS {
            if forced < POCKET_WEIGH {
                break;
            }
            ring.undo_to(0);
            self.label(ring);
            self.s.labels.lab_journal.clear();
            self.order = order;
            if O::WATCHING {
                obs.observe(SpliceEvent::OtherPath {
                    order,
                    path: self.first_fastest_path(ring, food),
                });
            }
            let found = self.force_fastest(ring, food, fastest, obs);
            self.order = StepOrder::Planner;
            if !found || self.check(ring, food) != Some(after) {
                if O::WATCHING {
                    obs.observe(SpliceEvent::Undone);
                }
                continue;
            }
            let left = self.pockets(ring, food, O::WATCHING);
            if O::WATCHING {
                self.observe_pockets(ring, food, after, left, obs);
            }
            if left < forced {
                forced = left;
                self.hold_aside(ring);
            }
        }
        forced
    }

    /// Holds the ring's links aside in `saved_next`, to be put back link by link.
    fn hold_aside(&mut self, ring: &Ring) {
        for c in 0..self.grid.cells() {
            self.s.pockets.saved_next[c] = ring.next_of(c as u32);
        }
    }

    /// Tells what [`Splicer::pockets`] counted on `ring`.
    fn observe_pockets<O: Observer<SpliceEvent>>(
        &self,
        ring: &Ring,
        food: u32,
        moves: u32,
        cost: u32,
        obs: &mut O,
    ) {
        let cells = self.s.pockets.cells.iter().map(|&c| self.pos(c)).collect();
        obs.observe(SpliceEvent::Pockets {
            way: self.way(ring, food),
            moves,
            cost,
            cells,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::super::{SplicePlan, Splicer};
    use super::expected_detour;
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
        let mut p = Splicer::new(&grid, SplicePlan::Wide);
        p.s.fit(&grid);
        p.load(&snake, TailRule::Blocks, 0);
        let food = p.idx(Pos::new(4, 3));
        assert_eq!(ring.distance(Pos::new(0, 3), Pos::new(4, 3)), 4);
        let cost = p.pockets(&ring, food, true);
        // After the meal row 3 up to the food is body, with (0, 2); the cells within 2 of the
        // food are closed. Rows 0 to 2 keep 13 cells in one piece (the tail's three cells
        // among them); rows 4 and 5 keep 7 cells, and (5, 5) is cut off alone.
        let mut pocket: Vec<Pos> = p.s.pockets.cells.iter().map(|&c| p.pos(c)).collect();
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
