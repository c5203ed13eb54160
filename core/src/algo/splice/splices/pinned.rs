//! What the ring as a pass of straight cuts found it tells of a split before it is made.
//!
//! Every cut of a pass starts from the same ring (each attempt is undone), and many a cut's
//! first step splits off cells that lie between two cells of the way, before the food. So the
//! pass reads the way once, in order, and pins the ring: for each cell of the way, its place,
//! whether a loop may not hold it (body still there at the arrival), and whether its ring edge
//! has a ring edge at or after the food beside it where the body lets a loop go in. While the
//! ring is pinned, a step whose loop lies wholly on the way is answered from that table: a
//! loop holding such body is refused as the split would refuse it, and a loop with no such
//! edge beside it, nor beside the edge that closes it, is refused as seeking its join would
//! refuse it; each with the same answer about the body (the arrival at which it would change).
//! Only a loop that may join is split and joined on the ring.

use super::super::NONE;
use super::super::body::Body;
use super::Splices;
use super::joins::{ring_edge, sides_of};
use crate::algo::ring::Ring;

/// The table a pass of cuts makes of the way (sized once per board, stamped, never cleared).
#[derive(Debug, Default)]
pub(super) struct Pinned {
    /// The way's cells from the head, the food not included.
    order: Vec<u32>,
    /// Each cell's place in `order`, valid where its stamp is the table's.
    place: Vec<(u32, u32)>,
    /// For each place: the arrival from which a loop may hold the cell (0: it may now), and
    /// whether its ring edge has an edge beside it where a loop may join after the food, else
    /// the earliest arrival at which the body would let one there in (`u32::MAX`: never).
    at: Vec<(u32, bool, u32)>,
    /// The table's stamp.
    no: u32,
    /// The ring's pin, and the plan, the food and the arrival the table was made for: a table
    /// serves the plan that made it alone, since the body moves between plans.
    pin: (u64, u32, u32, u32),
}

impl Pinned {
    /// Sizes the table for a board of `n` cells.
    pub(super) fn fit(&mut self, n: usize) {
        self.place = vec![(0, 0); n];
        self.order.reserve(n);
        self.at.reserve(n);
    }

    /// The place on the way of cell `c`, if it is on it.
    fn place_of(&self, c: u32) -> Option<usize> {
        let (no, p) = self.place[c as usize];
        (no == self.no).then_some(p as usize)
    }
}

impl Splices {
    /// Reads the way of `ring` as it is (labelled) to the food, for loops that keep clear of
    /// the body still there at arrival `a`, and pins the ring for the plan under way (see the
    /// module documentation).
    pub(in super::super) fn pin_the_way(
        &mut self,
        body: &Body,
        ring: &mut Ring,
        food: u32,
        a: u32,
    ) {
        let t = &mut self.pinned;
        t.no = t.no.wrapping_add(1);
        if t.no == 0 {
            t.place.fill((0, 0));
            t.no = 1;
        }
        t.order.clear();
        t.at.clear();
        let lab_food = self.lab[food as usize];
        let mut x = body.head();
        while x != food {
            let x1 = ring.next_of(x);
            let (mut joins, mut flip) = (false, u32::MAX);
            for side in sides_of(x, x1) {
                let (p, q) = (body.neighbour(x, side), body.neighbour(x1, side));
                if p == NONE || q == NONE {
                    continue;
                }
                let Some((from, _)) = ring_edge(ring, p, q) else {
                    continue;
                };
                if self.lab[from as usize] < lab_food {
                    continue;
                }
                match self.body_lets_in(body, from, ring.next_of(from), a) {
                    None => joins = true,
                    Some(at) => flip = flip.min(at),
                }
            }
            let held = if body.free_at(x, a) {
                0
            } else {
                body.body_index(x) + 2
            };
            let t = &mut self.pinned;
            t.place[x as usize] = (t.no, t.order.len() as u32);
            t.order.push(x);
            t.at.push((held, joins, flip));
            x = x1;
        }
        self.pinned.pin = (ring.pin(), self.plan_no, food, a);
    }

    /// Whether the step `u -> v` of a straight cut is refused, told from the table without a
    /// split: only if the ring is as pinned, in the same plan, for the same food and arrival
    /// `a`, the square
    /// fits and its loop lies wholly on the way (else `false`: the step is to be made). A step
    /// refused here counts its square and tells the body's answer as the split would have.
    pub(super) fn refused_as_pinned(
        &mut self,
        body: &Body,
        ring: &Ring,
        (u, v): (u32, u32),
        food: u32,
        a: u32,
    ) -> bool {
        let t = &self.pinned;
        if !ring.is_pinned(t.pin.0) || (t.pin.1, t.pin.2, t.pin.3) != (self.plan_no, food, a) {
            return false;
        }
        let pv = if v == food {
            t.order.len()
        } else {
            match t.place_of(v) {
                Some(p) => p,
                None => return false,
            }
        };
        let Some(pu) = t.place_of(u) else {
            return false;
        };
        let (u1, v0) = (ring.next_of(u), ring.prev_of(v));
        if pu + 1 >= pv || !body.adjacent(u1, v0) {
            return false;
        }
        // The loop is the way's cells pu + 1 ..= pv - 1, the last one v0.
        if let Some(&(held, _, _)) = t.at[pu + 1..pv].iter().find(|c| c.0 != 0) {
            // The split meets this cell first of those it refuses.
            self.flips_at(held);
            self.squares += 1;
            return true;
        }
        let mut flip = u32::MAX;
        for &(_, joins, at) in &t.at[pu + 1..pv - 1] {
            if joins {
                return false;
            }
            flip = flip.min(at);
        }
        if self.lab[u as usize] >= self.lab[food as usize]
            || self.closing_edge_may_join(body, ring, (u, v), (pu, pv), food, a)
        {
            return false;
        }
        if flip != u32::MAX {
            self.flips_at(flip);
        }
        self.squares += 1;
        true
    }

    /// Whether the loop of the step `u -> v` (the way's places `pu + 1 .. pv`) may join after
    /// the food beside the edge that will close it, `v0 -> u1`: by an edge of cells outside
    /// the loop, the same before the split as after it but for `u -> v`, which runs from
    /// before the food.
    fn closing_edge_may_join(
        &self,
        body: &Body,
        ring: &Ring,
        (u, v): (u32, u32),
        (pu, pv): (usize, usize),
        food: u32,
        a: u32,
    ) -> bool {
        let t = &self.pinned;
        let in_loop = |c: u32| t.place_of(c).is_some_and(|p| pu < p && p < pv);
        let lab_food = self.lab[food as usize];
        let (v0, u1) = (ring.prev_of(v), ring.next_of(u));
        sides_of(v0, u1).into_iter().any(|side| {
            let (p, q) = (body.neighbour(v0, side), body.neighbour(u1, side));
            if p == NONE || q == NONE || in_loop(p) || in_loop(q) {
                return false;
            }
            ring_edge(ring, p, q).is_some_and(|(from, _)| {
                self.lab[from as usize] >= lab_food && self.may_join_after(body, ring, from, v, a)
            })
        })
    }

    /// A debug build makes the split and seeks the join of a step the table refused, and stops
    /// if it joins or tells a later arrival than the table did (`flip_before`: the arrival
    /// told before the table answered). The ring, the squares and the arrival told are left as
    /// the table left them.
    #[cfg(debug_assertions)]
    pub(super) fn confirm_refused(
        &mut self,
        body: &Body,
        ring: &mut Ring,
        (u, v): (u32, u32),
        food: u32,
        a: u32,
        flip_before: u32,
    ) {
        let (told, squares) = (self.flip.get(), self.squares);
        self.flip.set(flip_before);
        let ignore = &mut crate::algo::observer::Ignore;
        if let Some((m, food_in_loop)) = self.split_off(body, ring, (u, v), food, a, ignore) {
            assert!(!food_in_loop, "the table refuses loops on the way alone");
            let join = self.best_join(body, ring, v, a, true, food);
            assert!(join.is_none(), "a loop the table refused joins");
            ring.undo_to(m);
            self.edits -= 1;
        }
        assert!(
            told <= self.flip.get(),
            "the table tells a later arrival than the split"
        );
        self.flip.set(told);
        self.squares = squares;
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::NONE;
    use super::super::super::fixture::{RING, body, ring, snake};
    use super::super::Splices;
    use crate::algo::observer::Ignore;
    use crate::rules::{Pos, TailRule};

    /// Splices with the ring labelled from the head, as a pass of cuts has them.
    fn labelled(b: &super::Body, r: &super::Ring) -> Splices {
        let mut s = Splices::new(false);
        s.start_plan();
        s.fit(16);
        s.label(b, r);
        s.new_prefix();
        s.new_line();
        s
    }

    #[test]
    fn a_step_the_pinned_table_refuses_is_one_the_split_refuses() {
        let (mut refused, mut made, mut asked) = (0, 0, 0);
        for i in 0..RING.len() {
            // A snake of three lying along the ring behind its head.
            let cells = [RING[i], RING[(i + 15) % 16], RING[(i + 14) % 16]];
            let b = body(&snake(&cells), TailRule::Blocks);
            for food in RING.iter().map(|&c| b.idx(Pos::from(c))) {
                if b.body_index(food) != NONE {
                    continue;
                }
                for a in [1, 2, 4] {
                    let mut pinned_ring = ring();
                    let mut s = labelled(&b, &pinned_ring);
                    s.pin_the_way(&b, &mut pinned_ring, food, a);
                    for (u, dir) in (0..16).flat_map(|u| (0..4).map(move |d| (u, d))) {
                        let v = b.neighbour(u, dir);
                        if v == NONE || pinned_ring.next_of(u) == v {
                            continue;
                        }
                        asked += 1;
                        let told = s.refused_as_pinned(&b, &pinned_ring, (u, v), food, a);
                        // The same step on a ring no table was made for.
                        let mut r = ring();
                        let mut fresh = labelled(&b, &r);
                        let done =
                            fresh.force_by_square(&b, &mut r, (u, v), food, a, true, &mut Ignore);
                        if told {
                            assert!(!done, "a step the table refused was made: {u} -> {v}");
                            refused += 1;
                        } else if done {
                            made += 1;
                        }
                    }
                }
            }
        }
        assert!(
            refused > 0 && made > 0,
            "of {asked} steps, {refused} refused by the table and {made} made"
        );
    }
}
