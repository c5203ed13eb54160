//! The planner: what it remembers between moves, and a plan from start to end. It owns the
//! parts, each with its own tables (the body read, the splices, the fastest paths, the straight
//! cuts, the end game, the pockets), and decides which runs when; `weighing` weighs a fastest
//! path's pockets against the cuts. Every reshaped ring it holds went through
//! [`check`](super::check::check): [`Splicer::keep`] takes the check's token, not a ring.

mod weighing;

use super::NONE;
use super::body::Body;
use super::check::{Checked, check, cycle, trip_moves, way};
use super::cuts::StraightCuts;
use super::endgame::{EndAnswer, EndGame};
use super::events::SpliceEvent;
use super::fastest::FastestPaths;
use super::plan::{Reshape, SplicePlan};
use super::pockets::Pockets;
use super::splices::Splices;
use super::tuning::Tuning;
use crate::algo::observer::Observer;
use crate::algo::ring::Ring;
use crate::rules::{Grid, Pos, Snake, TailRule};

/// The splice planner: what it remembers between moves, and its parts.
#[derive(Clone, Debug)]
pub struct Splicer {
    plan: SplicePlan,
    tuning: Tuning,
    /// The food the plans are for, and the earliest tick it could be eaten.
    food: u32,
    earliest: u64,
    /// After a plan that found nothing: the tick and the fastest arrival then. While the head
    /// keeps to a fastest path, nothing new can be found.
    failed: Option<(u64, u32)>,
    /// The food for which the end game's search was last run, and whether it proved that no
    /// shorter way exists (so nothing is left to plan until the food is eaten).
    end_tried: u32,
    settled: bool,
    body: Body,
    splices: Splices,
    fastest: FastestPaths,
    cuts: StraightCuts,
    end: EndGame,
    pockets: Pockets,
}

impl Splicer {
    /// A planner for `grid`, planning as `plan` says.
    pub fn new(grid: &Grid, plan: SplicePlan) -> Splicer {
        let tuning = *plan.tuning();
        Splicer {
            plan,
            tuning,
            food: NONE,
            earliest: 0,
            failed: None,
            end_tried: NONE,
            settled: false,
            body: Body::new(grid),
            splices: Splices::new(tuning.two_splices),
            fastest: FastestPaths::new(tuning.path_budget, tuning.fewest_open_first),
            cuts: StraightCuts::new(&tuning),
            end: EndGame::new(tuning.end_budget),
            pockets: Pockets::new(tuning.pocket_neck),
        }
    }

    /// Which planner this is.
    pub fn plan(&self) -> SplicePlan {
        self.plan
    }

    /// Straight cuts this planner skipped since it was made (a copy counts from 0), each
    /// refused from the cycle held at an earlier plan with every answer about the body it had
    /// still the same. Only a plan no one watches skips: a plan watched is shown whole.
    pub fn cuts_known_to_fail(&self) -> u64 {
        self.cuts.skipped()
    }

    /// Makes the parts' tables if they are not there (a new planner, or a copy, which starts
    /// with empty tables and reads the body afresh).
    fn fit(&mut self) {
        if self.body.fit() {
            let n = self.body.cells() as usize;
            self.splices.fit(n);
            self.fastest.fit(n);
            self.cuts.fit(n);
            self.end.fit(n);
            self.pockets.fit(n);
        }
    }

    /// Reshapes `ring` so that the way from the snake's head to `food` is as short as the
    /// splices can make it, keeping the ring safe to follow (see [`Splicer::trip_is_safe`]).
    /// `now`: moves made so far. The ring must hold the body as the invariant says (it does
    /// when it only ever changes here and the snake follows it). The straight cuts refused from
    /// the ring held are remembered until a ring is held, the food changes or the body is read
    /// afresh, so a ring changed elsewhere between plans calls for a new planner (or a copy,
    /// which remembers none): else a cut that now fits may be skipped (never one that is
    /// unsafe: every ring held is checked).
    pub fn reshape<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        snake: &Snake,
        rule: TailRule,
        food: Pos,
        now: u64,
        obs: &mut O,
    ) -> Reshape {
        self.fit();
        self.body.load(snake, rule, now);
        let food = self.body.idx(food);
        match self.worth_planning(ring, snake, food, now, obs) {
            Ok((a, along)) => self.plan_trip(ring, (food, a, along), now, obs),
            Err(done) => done,
        }
    }

    /// Whether a plan may find a shorter way: the fastest arrival and the moves along the
    /// ring if so (the plan's first event told), else what to answer without planning.
    fn worth_planning<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &Ring,
        snake: &Snake,
        food: u32,
        now: u64,
        obs: &mut O,
    ) -> Result<(u32, u32), Reshape> {
        let heading = snake.heading();
        let head = self.body.head();
        let mut searched = None;
        if food != self.food {
            self.food = food;
            self.failed = None;
            self.end_tried = NONE;
            self.settled = false;
            let Some(a) = self.fastest.fastest(&self.body, heading, food) else {
                self.earliest = u64::MAX;
                let along = ring.distance_of(head, food);
                return Err(Reshape::Unreachable { along });
            };
            self.earliest = now + u64::from(a);
            searched = Some(a);
        }
        let along = ring.distance_of(head, food);
        if self.earliest != u64::MAX && now + u64::from(along) <= self.earliest {
            return Err(Reshape::Shortest { along });
        }
        let a = match (searched, self.failed) {
            (Some(a), _) => a,
            (None, Some((tick, fastest)))
                if self
                    .fastest
                    .kept_to_a_fastest_path(head, (now - tick) as u32) =>
            {
                fastest - (now - tick) as u32
            }
            _ => {
                let Some(a) = self.fastest.fastest(&self.body, heading, food) else {
                    return Err(Reshape::Unreachable { along });
                };
                a
            }
        };
        if O::WATCHING {
            obs.observe(SpliceEvent::Plan {
                head: snake.head(),
                food: self.body.pos(food),
                along,
                fastest: a,
                way: way(&self.body, ring, food),
                cycle: cycle(&self.body, ring),
            });
        }
        if a >= along {
            return Err(Reshape::Shortest { along });
        }
        let patience = self.tuning.patience(u64::from(self.body.cells()));
        if let Some((tick, fastest)) = self.failed
            && u64::from(a) + (now - tick) < u64::from(fastest) + patience
        {
            // The head has kept to a fastest path since the last plan found nothing: the cells
            // free in time are the same, and so is every splice's fate.
            return Err(Reshape::Unchanged { along, fastest: a });
        }
        if self.settled {
            // The end game's search proved that no shorter way exists for this food.
            return Err(Reshape::Unchanged { along, fastest: a });
        }
        Ok((a, along))
    }

    /// A plan: the end game's exact search when few cells are free, else the fastest paths
    /// forced (weighed by their pockets), else the straight cuts.
    fn plan_trip<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        (food, a, along): (u32, u32, u32),
        now: u64,
        obs: &mut O,
    ) -> Reshape {
        self.failed = None;
        self.splices.start_plan();
        ring.commit();
        if self.plays_end_game(food) {
            self.end_tried = food;
            match self.end.end_game(&self.body, ring, (food, a, along), obs) {
                EndAnswer::Found(after) => {
                    self.splices.rewritten();
                    // Found exhaustively: nothing shorter is left for this food.
                    self.settled = true;
                    return self.keep_end_game(ring, (food, a, along), after, obs);
                }
                EndAnswer::NoneShorter => {
                    self.settled = true;
                    return Reshape::NoneShorter {
                        along,
                        fastest: a,
                        squares: 0,
                    };
                }
                EndAnswer::OutOfBudget => {}
            }
        }
        self.splices.label(&self.body, ring);
        self.fastest.mark_fastest_paths(&self.body, food);
        if O::WATCHING {
            // The path the search will try first.
            obs.observe(SpliceEvent::Force {
                path: self.fastest.first_fastest_path(&self.body, ring, food),
            });
        }
        if self
            .fastest
            .force_fastest(&self.body, &mut self.splices, ring, (food, a), obs)
        {
            let verdict = check(&self.body, ring, food, along);
            if O::WATCHING {
                obs.observe(SpliceEvent::Checked {
                    along: verdict.moves.unwrap_or(along),
                    safe: verdict.moves.is_some(),
                });
            }
            if let Some(checked) = verdict.shorter {
                if self.tuning.weigh_pockets {
                    return self.weigh_pockets(ring, (food, a, along), checked, now, obs);
                }
                return self.keep(ring, checked, (food, a, along), obs);
            }
        }
        self.splices.undo_all(ring);
        if let Some(checked) = self.cut_from_held(ring, (food, a), obs) {
            return self.keep(ring, checked, (food, a, along), obs);
        }
        self.splices.undo_all(ring);
        self.failed = Some((now, a));
        Reshape::NoneShorter {
            along,
            fastest: a,
            squares: self.splices.squares(),
        }
    }

    /// The straight cuts from the ring as it is (the cycle held, undone to): the check of the
    /// last cut kept, if any.
    fn cut_from_held<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        (food, a): (u32, u32),
        obs: &mut O,
    ) -> Option<Checked> {
        self.cuts
            .cut(&self.body, &mut self.splices, ring, (food, a), obs)
    }

    /// Whether this plan searches the end game exactly: with few cells free, once per food
    /// (the search proves its answer or runs out of budget, and then the splices plan the rest
    /// of the trip).
    fn plays_end_game(&self, food: u32) -> bool {
        let free = self.body.cells() - self.body.len();
        self.tuning.end_free > 0
            && free <= self.tuning.end_free
            && 2 * free <= self.body.cells()
            && self.end_tried != food
    }

    /// Keeps a ring rewritten whole by the end game once the check, run again, agrees.
    fn keep_end_game<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        (food, a, along): (u32, u32, u32),
        after: u32,
        obs: &mut O,
    ) -> Reshape {
        let verdict = check(&self.body, ring, food, along);
        debug_assert_eq!(
            verdict.moves,
            Some(after),
            "the end game builds a safe cycle"
        );
        if O::WATCHING {
            obs.observe(SpliceEvent::Checked {
                along: verdict.moves.unwrap_or(along),
                safe: verdict.moves.is_some(),
            });
        }
        if let Some(checked) = verdict.shorter {
            return self.keep(ring, checked, (food, a, along), obs);
        }
        self.splices.undo_all(ring);
        self.settled = false;
        Reshape::NoneShorter {
            along,
            fastest: a,
            squares: 0,
        }
    }

    /// Holds the ring `checked` says passed the check (the food `along` moves away before, `a`
    /// by the fastest path), and tells the way to the food on it. The only way a reshaped ring
    /// is held.
    fn keep<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        checked: Checked,
        (food, a, along): (u32, u32, u32),
        obs: &mut O,
    ) -> Reshape {
        let squares = self.splices.squares();
        let Some(after) = checked.hold(ring) else {
            return Reshape::NoneShorter {
                along,
                fastest: a,
                squares,
            };
        };
        // Refusals were remembered from the cycle held before.
        self.cuts.forget();
        if O::WATCHING {
            obs.observe(SpliceEvent::KeptShorter {
                before: along,
                after,
                way: way(&self.body, ring, food),
                cycle: cycle(&self.body, ring),
            });
        }
        Reshape::Shorter {
            before: along,
            after,
            fastest: a,
            squares,
        }
    }

    /// Whether following `ring` from the snake's head is safe all the way to `food` and ends
    /// with the body one unbroken stretch of the ring (the check every reshaped cycle passes;
    /// see the module documentation). For tests and for the picture; `now`: moves made so far.
    pub fn trip_is_safe(
        &mut self,
        ring: &Ring,
        snake: &Snake,
        rule: TailRule,
        food: Pos,
        now: u64,
    ) -> bool {
        self.fit();
        self.body.load(snake, rule, now);
        let food = self.body.idx(food);
        trip_moves(&self.body, ring, food).is_some()
    }
}
