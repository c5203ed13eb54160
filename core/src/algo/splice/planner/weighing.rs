//! Weighing a fastest path by its pockets: when the fastest path forced leaves free cells shut
//! off beside the food, the planner searches for a fastest path with fewer pockets in the other
//! orders of steps, reshapes the cycle held by the straight cuts, and keeps whichever way is
//! smaller by its moves (weighed [`Tuning::moves_weight`](crate::algo::splice::Tuning::moves_weight) times)
//! plus its pockets' cost.

use super::super::check::{Checked, check, trip_moves, way};
use super::super::events::SpliceEvent;
use super::super::order::StepOrder;
use super::super::plan::Reshape;
use super::Splicer;
use crate::algo::observer::Observer;
use crate::algo::ring::Ring;

impl Splicer {
    /// With a fastest path forced into `ring` and checked (`forced`: shorter than `along`): if
    /// its pockets are expected to add [`Tuning::pocket_weigh`](crate::algo::splice::Tuning::pocket_weigh)
    /// moves or more to the next meal, looks for a fastest path with fewer pockets in the
    /// other [`StepOrder`]s, then reshapes from the cycle held by the cuts, and keeps whichever
    /// way weighs less (the cycle held, if no cut fits and it wins). The lighter fastest path,
    /// put back link by link, is checked again before it is held.
    pub(super) fn weigh_pockets<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        (food, a, along): (u32, u32, u32),
        forced: Checked,
        now: u64,
        obs: &mut O,
    ) -> Reshape {
        let after = forced.moves();
        let cost = self.pockets.count(&self.body, ring, food, O::WATCHING);
        if O::WATCHING {
            self.observe_pockets(ring, food, after, cost, obs);
        }
        if cost < self.tuning.pocket_weigh {
            return self.keep(ring, forced, (food, a, along), obs);
        }
        self.pockets.hold_aside(ring);
        let cost = self.fewest_pockets(ring, (food, a), after, cost, obs);
        self.splices.undo_all(ring);
        let cut = self.cut_from_held(ring, (food, a), obs);
        let moves = cut.as_ref().map_or(along, Checked::moves);
        let left = self.pockets.count(&self.body, ring, food, O::WATCHING);
        if O::WATCHING {
            self.observe_pockets(ring, food, moves, left, obs);
        }
        let weight = self.tuning.moves_weight;
        let cuts_win = weight * u64::from(moves) + u64::from(left)
            < weight * u64::from(after) + u64::from(cost);
        if O::WATCHING {
            obs.observe(SpliceEvent::Weighed {
                fastest: [after, cost],
                cuts: [moves, left],
                cuts_win,
            });
        }
        if cuts_win {
            if let Some(cut) = cut {
                return self.keep(ring, cut, (food, a, along), obs);
            }
            self.splices.undo_all(ring);
            self.failed = Some((now, a));
            return Reshape::Weighed {
                along,
                fastest: a,
                pockets: cost,
                squares: self.splices.squares(),
            };
        }
        // The fastest path again, as it was forced and checked: checked once more, since the
        // ring is rebuilt link by link.
        self.splices.undo_all(ring);
        self.pockets.put_back(ring);
        let again = check(&self.body, ring, food, along);
        debug_assert_eq!(
            again.moves,
            Some(after),
            "the fastest path put back is the one checked"
        );
        match again.shorter {
            Some(checked) => self.keep(ring, checked, (food, a, along), obs),
            None => {
                self.splices.undo_all(ring);
                Reshape::NoneShorter {
                    along,
                    fastest: a,
                    squares: self.splices.squares(),
                }
            }
        }
    }

    /// With a forced fastest path (`after` moves, pockets costing `cost`) held aside: forces a
    /// fastest path in each of the other [`StepOrder`]s while the best so far leaves pockets
    /// worth weighing, and holds aside instead any that passes the check as fast with fewer
    /// pockets. The pockets' cost of the path held aside.
    fn fewest_pockets<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        (food, a): (u32, u32),
        after: u32,
        mut cost: u32,
        obs: &mut O,
    ) -> u32 {
        for order in StepOrder::OTHERS {
            if cost < self.tuning.other_orders_from {
                break;
            }
            self.splices.undo_all(ring);
            self.splices.label(&self.body, ring);
            self.fastest.set_order(order);
            if O::WATCHING {
                obs.observe(SpliceEvent::OtherPath {
                    order,
                    path: self.fastest.first_fastest_path(&self.body, ring, food),
                });
            }
            let found =
                self.fastest
                    .force_fastest(&self.body, &mut self.splices, ring, (food, a), obs);
            self.fastest.set_order(StepOrder::Planner);
            let as_fast = found && trip_moves(&self.body, ring, food) == Some(after);
            if !as_fast {
                self.splices.undo_all(ring);
                if O::WATCHING {
                    obs.observe(SpliceEvent::Undone {
                        from: None,
                        standing: 0,
                    });
                }
                continue;
            }
            let left = self.pockets.count(&self.body, ring, food, O::WATCHING);
            if O::WATCHING {
                self.observe_pockets(ring, food, after, left, obs);
            }
            if left < cost {
                cost = left;
                self.pockets.hold_aside(ring);
            }
        }
        cost
    }

    /// Tells what the last count of pockets found on `ring`.
    fn observe_pockets<O: Observer<SpliceEvent>>(
        &self,
        ring: &Ring,
        food: u32,
        moves: u32,
        cost: u32,
        obs: &mut O,
    ) {
        let cells = self
            .pockets
            .cells()
            .iter()
            .map(|&c| self.body.pos(c))
            .collect();
        obs.observe(SpliceEvent::Pockets {
            way: way(&self.body, ring, food),
            moves,
            cost,
            cells,
            standing: self.splices.standing(),
        });
    }
}
