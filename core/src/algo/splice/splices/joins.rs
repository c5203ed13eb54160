//! Where a loop split off the ring may join it again: the square between a loop edge and a
//! ring edge nearest after the food.
//!
//! Two scans give the same answer: one goes round the loop and weighs every ring edge beside
//! it; the other walks the ring from the food and stops at the first edge a loop edge lies
//! beside. The planner takes whichever is likely shorter, so a long loop whose join is near
//! the food costs a few steps, not the whole loop.

use super::super::body::Body;
use super::super::{NONE, SPACE};
use super::Splices;
use crate::algo::ring::Ring;

impl Splices {
    /// Where the loop just split off (`loop_cells`) may join the ring again: a square between
    /// a loop edge `x -> x1` and a ring edge `y -> y1` (either way round) with `y` after the
    /// forced prefix and not inside the body still there at arrival `a`; the nearest after
    /// `food` is best (`v` stands for the food when the food went with the loop), and only
    /// those after it if `strict` (else the latest before it). The loop's cell `x`, the ring's
    /// cell `y`, and whether the loop must turn round to join.
    pub(super) fn best_join(
        &self,
        body: &Body,
        ring: &Ring,
        v: u32,
        a: u32,
        strict: bool,
        food: u32,
    ) -> Option<(u32, u32, bool)> {
        let lab_food = self.lab[food as usize];
        // The ring's cells from the food to the head, roughly: the longest the walk along the
        // ring can be.
        let n = body.cells() as u64;
        let along_ring = n.saturating_sub(lab_food / SPACE);
        // A straight cut's loop (`strict`) seldom joins, and going round it weighs every edge
        // beside it, where the walk along the ring stops at the first join: walk the ring up to
        // four times the loop's length (on 30x30 a game takes 2.5 % less time than with two).
        // A step of a fastest path keeps two: there the scans can part (see
        // `docs/splice-measured.md`).
        let times = if strict { 4 } else { 2 };
        if along_ring < times * self.loop_cells.len() as u64 {
            self.join_along_ring(body, ring, v, a, strict, food)
        } else {
            self.join_around_loop(body, ring, v, a, strict, lab_food)
        }
    }

    /// [`Splices::best_join`] by going round the loop: every ring edge beside a loop edge is
    /// weighed, the nearest after the food kept.
    fn join_around_loop(
        &self,
        body: &Body,
        ring: &Ring,
        v: u32,
        a: u32,
        strict: bool,
        lab_food: u64,
    ) -> Option<(u32, u32, bool)> {
        let mut best: Option<(u64, u32, u32, bool)> = None;
        for &x in &self.loop_cells {
            let x1 = ring.next_of(x);
            for side in sides_of(x, x1) {
                let Some((from, reversed)) = self.edge_beside(body, ring, x, x1, side, false)
                else {
                    continue;
                };
                let lf = self.lab[from as usize];
                if strict && lf < lab_food {
                    continue;
                }
                let score = if lf >= lab_food {
                    lf - lab_food
                } else {
                    u64::MAX / 2 - lf
                };
                if best.is_some_and(|b| score >= b.0)
                    || !self.may_join_after(body, ring, from, v, a)
                {
                    continue;
                }
                best = Some((score, x, from, reversed));
            }
        }
        best.map(|(_, x, y, reversed)| (x, y, reversed))
    }

    /// [`Splices::best_join`] by walking the ring: forward from the food, as far as the head,
    /// to the first edge a loop edge lies beside where the loop may go; if none and not
    /// `strict`, backward from the food to the forced prefix. Loops joined where two labels
    /// had no room left between them share a label; among cells that share one, the join
    /// taken is the one going round the loop meets first, so both scans agree.
    fn join_along_ring(
        &self,
        body: &Body,
        ring: &Ring,
        v: u32,
        a: u32,
        strict: bool,
        food: u32,
    ) -> Option<(u32, u32, bool)> {
        let lab = &self.lab;
        // The first cell that shares the food's label.
        let mut first = food;
        loop {
            let p = ring.prev_of(first);
            if p == body.head() || lab[p as usize] != lab[food as usize] {
                break;
            }
            first = p;
        }
        let mut best: Option<(u64, Join)> = None;
        let mut at = first;
        while at != body.head() {
            if best.is_some_and(|(l, _)| lab[at as usize] != l) {
                break;
            }
            self.take_if_first(body, ring, at, v, a, &mut best);
            at = ring.next_of(at);
        }
        if best.is_none() && !strict {
            let mut at = ring.prev_of(first);
            while at != body.head() {
                let prefix = self.prefix[at as usize] == self.prefix_no;
                if (at != v && prefix) || best.is_some_and(|(l, _)| lab[at as usize] != l) {
                    // The forced prefix runs from the head: nothing before it may take the
                    // loop.
                    break;
                }
                self.take_if_first(body, ring, at, v, a, &mut best);
                at = ring.prev_of(at);
            }
        }
        best.map(|(_, j)| (j.x, j.from, j.reversed))
    }

    /// Keeps in `best` the join after ring cell `from`, if there is one and the loop meets it
    /// before the one held.
    fn take_if_first(
        &self,
        body: &Body,
        ring: &Ring,
        from: u32,
        v: u32,
        a: u32,
        best: &mut Option<(u64, Join)>,
    ) {
        if let Some(j) = self.joinable_beside(body, ring, from, v, a)
            && best.is_none_or(|(_, b)| (j.place, j.rank) < (b.place, b.rank))
        {
            *best = Some((self.lab[from as usize], j));
        }
    }

    /// Whether the loop may join at the ring edge `from -> next(from)`, and if so by which
    /// loop edge (the first the loop meets going round).
    fn joinable_beside(&self, body: &Body, ring: &Ring, from: u32, v: u32, a: u32) -> Option<Join> {
        let to = ring.next_of(from);
        let sides = sides_of(from, to);
        let mut best: Option<Join> = None;
        for side in sides {
            let Some((x, reversed)) = self.edge_beside(body, ring, from, to, side, true) else {
                continue;
            };
            // Seen from x, the ring lies on the other side.
            let rank = u32::from((side + 2) % 4 != sides[0]);
            let j = Join {
                place: self.place[x as usize],
                rank,
                x,
                from,
                reversed,
            };
            if best.is_none_or(|b| (j.place, j.rank) < (b.place, b.rank)) {
                best = Some(j);
            }
        }
        best.filter(|_| self.may_join_after(body, ring, from, v, a))
    }

    /// The edge beside `a -> b` on `side` whose cells are both in the loop (`in_loop`) or
    /// both on the ring: its first cell, and whether it runs the same way as `a -> b` (so that
    /// a loop joining there turns round). A 2x2 splice joins the two edges' cycles there.
    fn edge_beside(
        &self,
        body: &Body,
        ring: &Ring,
        a: u32,
        b: u32,
        side: usize,
        in_loop: bool,
    ) -> Option<(u32, bool)> {
        let (p, q) = (body.neighbour(a, side), body.neighbour(b, side));
        let ep = self.epoch;
        if p == NONE
            || q == NONE
            || (self.loop_mark[p as usize] == ep) != in_loop
            || (self.loop_mark[q as usize] == ep) != in_loop
        {
            return None;
        }
        ring_edge(ring, p, q)
    }

    /// Whether a loop may go in after ring cell `from`: not inside the forced prefix, the way
    /// walked or the line being forced (except after `v`, the step's new cell), and not inside
    /// the body still there at arrival `a` (its first cell may follow the loop, no later one).
    pub(super) fn may_join_after(
        &self,
        body: &Body,
        ring: &Ring,
        from: u32,
        v: u32,
        a: u32,
    ) -> bool {
        if from != v
            && (self.prefix[from as usize] == self.prefix_no
                || self.lab[from as usize] <= self.walked
                || self.on_line[from as usize] == self.line_no)
        {
            return false;
        }
        match self.body_lets_in(body, from, ring.next_of(from), a) {
            None => true,
            Some(at) => {
                self.flips_at(at);
                false
            }
        }
    }

    /// Whether the body lets a loop go in between ring cells `from` and `to` at arrival `a`:
    /// `None` if so, else the earliest arrival at which it would (`from` is not inside the
    /// body still there, and `to` may be its first cell only).
    #[inline]
    pub(super) fn body_lets_in(&self, body: &Body, from: u32, to: u32, a: u32) -> Option<u32> {
        if body.stays(from, a) {
            return Some(body.body_index(from) + 2);
        }
        if body.stays(to, a) && body.body_index(to) + 1 > a {
            return Some(body.body_index(to) + 1);
        }
        None
    }
}

/// A square where the loop may join the ring: the loop's cell `x` (at `place` in the loop,
/// `rank` its side's order there), the ring's cell `from`, and whether the loop turns round.
#[derive(Clone, Copy, Debug)]
struct Join {
    place: u32,
    rank: u32,
    x: u32,
    from: u32,
    reversed: bool,
}

/// The ring edge between cells `p` and `q` beside an edge `p' -> q'` (`p` beside `p'`): its
/// first cell, and whether it runs the same way, `p -> q` (so that a loop joining there turns
/// round); `None` if the ring does not step between them.
pub(super) fn ring_edge(ring: &Ring, p: u32, q: u32) -> Option<(u32, bool)> {
    if ring.next_of(q) == p {
        Some((q, false))
    } else if ring.next_of(p) == q {
        Some((p, true))
    } else {
        None
    }
}

/// The two sides of the edge `x -> x1` across which a parallel edge may lie: up and down for
/// a row's edge, left and right for a column's.
pub(super) fn sides_of(x: u32, x1: u32) -> [usize; 2] {
    if x.abs_diff(x1) == 1 { [0, 2] } else { [1, 3] }
}

#[cfg(test)]
mod tests {
    use super::super::super::fixture::{RING, body, ring, snake, splices_from_head};
    use crate::algo::observer::Ignore;
    use crate::rules::{Pos, TailRule};

    #[test]
    fn walking_the_ring_finds_the_join_going_round_the_loop_finds() {
        let (mut compared, mut joined) = (0, 0);
        for (i, &head) in RING.iter().enumerate() {
            let tail = RING[(i + RING.len() - 1) % RING.len()];
            let b = body(&snake(&[head, tail]), TailRule::Blocks);
            for food in RING.iter().map(|&c| Pos::from(c)) {
                for dir in 0..4 {
                    let mut ring = ring();
                    let mut s = splices_from_head(&b, &ring, false);
                    let (u, food) = (b.head(), b.idx(food));
                    let v = b.neighbour(u, dir);
                    if food == u || v == super::NONE || v == ring.next_of(u) {
                        continue;
                    }
                    let Some((_, food_in_loop)) =
                        s.split_off(&b, &mut ring, (u, v), food, 1, &mut Ignore)
                    else {
                        continue;
                    };
                    let after = if food_in_loop { v } else { food };
                    for strict in [true, false] {
                        let lab = s.label_of(after);
                        let along = s.join_along_ring(&b, &ring, v, 1, strict, after);
                        joined += u32::from(along.is_some());
                        assert_eq!(
                            along,
                            s.join_around_loop(&b, &ring, v, 1, strict, lab),
                            "head {head:?}, step to {:?}, food {:?}, strict {strict}",
                            b.pos(v),
                            b.pos(food)
                        );
                        compared += 1;
                    }
                }
            }
        }
        assert!(compared > 100, "only {compared} splits compared");
        assert!(
            joined > 0 && joined < compared,
            "{joined} of {compared} joined"
        );
    }
}
