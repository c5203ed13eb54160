//! Forcing an edge whose square does not fit, in two splices.
//!
//! To make `v` follow `u`, the square `u, next(u), prev(v), v` must run antiparallel: `next(u)`
//! and `prev(v)` on the same side of the edge `u - v`. When they are not, take the side where
//! `next(u)` lies, with `q` the cell beside `v` there, and first make `v` follow `q` by its own
//! square; now `prev(v)` is `q`, beside `next(u)`, and the square fits. Or take the side where
//! `prev(v)` lies, with `p` the cell beside `u`, and first make `p` follow `u`. Each of the two
//! splices splits off a loop and joins it after the food, as one splice does.

use super::super::NONE;
use super::super::body::Body;
use super::super::events::SpliceEvent;
use super::Splices;
use crate::algo::observer::Observer;
use crate::algo::ring::Ring;

impl Splices {
    /// Makes `v` follow `u` when their square does not fit: first `v` follows `q` (the cell
    /// beside `v` on `next(u)`'s side), or `p` (the cell beside `u` on `prev(v)`'s side)
    /// follows `u`, each by one square; then `u -> v` by the square that now fits. Neither
    /// first step may touch the forced prefix. Whether it was done (if not, `ring` and the
    /// labels are as they were).
    pub(super) fn force_in_two<O: Observer<SpliceEvent>>(
        &mut self,
        body: &Body,
        ring: &mut Ring,
        (u, v): (u32, u32),
        food: u32,
        a: u32,
        obs: &mut O,
    ) -> bool {
        let (u1, v0) = (ring.next_of(u), ring.prev_of(v));
        for side in 0..4 {
            let (p, q) = (body.neighbour(u, side), body.neighbour(v, side));
            if p == NONE || q == NONE || p == v || q == u {
                continue;
            }
            // The edge to force first: into `v` from `q`, or out of `u` into `p`.
            let (from, to) = if p == u1 && q != v0 {
                (q, v)
            } else if q == v0 && p != u1 {
                (u, p)
            } else {
                continue;
            };
            let other = if from == u { to } else { from };
            if other == body.head() || self.in_prefix(other) {
                continue;
            }
            if O::WATCHING {
                obs.observe(SpliceEvent::TwoSplices {
                    from: body.pos(u),
                    to: body.pos(v),
                    first: [body.pos(from), body.pos(to)],
                });
            }
            let m = self.mark(ring);
            if self.force_by_square(body, ring, (from, to), food, a, false, obs)
                && self.force_by_square(body, ring, (u, v), food, a, false, obs)
            {
                return true;
            }
            self.undo_attempt(ring, m, obs);
        }
        false
    }
}
