//! The checks solvers share, each a step of a [`Chain`]: the shortest path to the food, a
//! cycle built from the body (or by backtracking) and rebuilt, the certificate of a move off
//! the cycle, the rescue of a move that would lose, and following the cycle.

use super::decision::{Chain, Decision, DecisionEvent};
use super::fact::{CycleOrigin, Fact};
use super::safety::{legal_move, safe_moves};
use crate::algo::backtrack::backtracking_cycle;
use crate::algo::bfs::BfsSpace;
use crate::algo::body_cycle::{cycle_from_body, cycle_from_body_in};
use crate::algo::certificate::{Certified, certify};
use crate::algo::{Cycle, Observer, wrapped};
use crate::rules::{Dir, Game, Pos, Snake};
use crate::stages::{Stage, StageEvent};

impl Chain {
    /// Check: the shortest path from the head to `food`, its BFS events filed under this
    /// check. Shared by every solver that looks for the food first; the search runs in the
    /// solver's `space`.
    pub fn path_to_food<O: Observer<DecisionEvent>>(
        &mut self,
        space: &mut BfsSpace,
        game: &Game,
        food: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let snake = game.snake();
        let check = self.next_check();
        let path = space.shortest_path(
            game.grid(),
            snake.occupied(),
            snake.head(),
            snake.heading(),
            food,
            &mut wrapped(obs, |e| DecisionEvent {
                check,
                event: StageEvent::Bfs(e),
            }),
        );
        self.push(
            Fact::PathToFood {
                steps: path.as_ref().map(|p| p.len() as u32 - 1),
                first: path.as_ref().and_then(|p| p[0].dir_to(p[1])),
            },
            Some(Stage::Bfs),
        );
        path
    }

    /// Check: the cycle a solver built when it was set up. Its construction is run again, for
    /// its events, only when they are watched (it gives the same cycle: the searches are
    /// deterministic).
    pub(crate) fn cycle_built<O: Observer<DecisionEvent>>(
        &mut self,
        game: &Game,
        origin: CycleOrigin,
        cycle: &Cycle,
        obs: &mut O,
    ) {
        let check = self.next_check();
        let stage = match origin {
            CycleOrigin::Body => {
                if O::WATCHING {
                    let _ = cycle_from_body(
                        game.grid(),
                        game.snake(),
                        &mut wrapped(obs, |e| DecisionEvent {
                            check,
                            event: StageEvent::Cycle(e),
                        }),
                    );
                }
                Stage::Cycle
            }
            CycleOrigin::Backtracking { start, budget } => {
                if O::WATCHING {
                    let _ = backtracking_cycle(
                        game.grid(),
                        start,
                        budget,
                        &mut wrapped(obs, |e| DecisionEvent {
                            check,
                            event: StageEvent::Backtrack(e),
                        }),
                    );
                }
                Stage::Backtrack
            }
        };
        self.push(
            Fact::CycleBuilt {
                origin,
                cells: cycle.len() as u32,
            },
            Some(stage),
        );
    }

    /// Check: a cycle built anew from the body, when the body no longer lies on the cycle a
    /// solver held. `None` if none can be built. The searches run in the solver's `space`.
    pub(crate) fn rebuild_cycle<O: Observer<DecisionEvent>>(
        &mut self,
        space: &mut BfsSpace,
        game: &Game,
        obs: &mut O,
    ) -> Option<Cycle> {
        let check = self.next_check();
        let found = cycle_from_body_in(
            space,
            game.grid(),
            game.snake(),
            &mut wrapped(obs, |e| DecisionEvent {
                check,
                event: StageEvent::Cycle(e),
            }),
        );
        let left_out = match &found {
            Err(crate::algo::body_cycle::CycleError::GaveUp { left_out, .. }) => {
                left_out.len() as u32
            }
            _ => 0,
        };
        self.push(
            Fact::CycleRebuilt {
                built: found.is_ok(),
                left_out,
            },
            Some(Stage::Cycle),
        );
        found.ok()
    }

    /// Check: a certificate for the body `after` (its head the cell reached), bringing the
    /// food closer than `before` moves when given. Returns the cycle that holds it and the
    /// moves to the food along it, if certified. The searches run in the solver's `space`.
    pub(crate) fn certificate<O: Observer<DecisionEvent>>(
        &mut self,
        space: &mut BfsSpace,
        game: &Game,
        after: &Snake,
        before: Option<u32>,
        obs: &mut O,
    ) -> Option<(Cycle, u32)> {
        let check = self.next_check();
        let verdict = certify(
            space,
            game.grid(),
            after,
            game.food(),
            before,
            &mut wrapped(obs, |e| DecisionEvent {
                check,
                event: StageEvent::Certificate(e),
            }),
        );
        let (certified, now, before) = match &verdict {
            Certified::Yes { food_in, .. } => (true, Some(*food_in), before),
            Certified::NoCycle => (false, None, None),
            Certified::NotCloser { now, before } => (false, Some(*now), Some(*before)),
        };
        self.push(
            Fact::Certificate {
                next: after.head(),
                certified,
                now,
                before,
            },
            Some(Stage::Certificate),
        );
        match verdict {
            Certified::Yes { cycle, food_in } => Some((cycle, food_in)),
            _ => None,
        }
    }

    /// Returns `intended` if it is safe; otherwise records a rescue in the chain and returns
    /// the first safe move (or a legal one if none is safe). The flag says a rescue happened.
    pub(crate) fn rescue(&mut self, game: &Game, intended: Dir) -> (Dir, bool) {
        if game.judge(intended).is_safe() {
            return (intended, false);
        }
        let taken = safe_moves(game).next();
        self.push(Fact::Rescued { intended, taken }, None);
        (taken.unwrap_or_else(|| legal_move(game)), true)
    }

    /// Ends the chain with no cycle to follow: the first safe move (or a legal one), flagged
    /// as carrying no guarantee.
    pub(crate) fn without_cycle(self, game: &Game) -> Decision {
        let dir = safe_moves(game).next().unwrap_or_else(|| legal_move(game));
        self.finish(dir, true)
    }

    /// Ends the chain by following `cycle` forward from the head (rescued if that is fatal).
    pub(crate) fn follow_cycle(mut self, game: &Game, cycle: &Cycle) -> Decision {
        let head = game.snake().head();
        let next = cycle.next(head);
        self.push(
            Fact::FollowCycle {
                next,
                index: cycle.index_of(next) as u32,
                reverse: false,
            },
            None,
        );
        let dir = head.dir_to(next).expect("cycle cells touch");
        let (dir, rescued) = self.rescue(game, dir);
        self.finish(dir, rescued)
    }
}
