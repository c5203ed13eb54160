//! The splice solver: a cycle that reshapes itself toward the food.
//!
//! It holds a Hamiltonian cycle on which the body lies as one unbroken stretch, built from the
//! body at the start, and follows it. At every move where the food is farther along the cycle
//! than the fastest path could take, it reshapes the cycle by 2x2 splices
//! ([`crate::algo::splice`]) so that the way there is shorter, and keeps a reshaped cycle only
//! if the check passes: following it reaches the food with every cell free by the time the head
//! gets there, and the body still there when the food is eaten lies just behind the head. So
//! the next cycle cell is always free, every meal ends with the body one unbroken stretch of the
//! cycle held, and the snake never dies (the argument is in `docs/ALGORITHMS.md`).

use super::decision::{Chain, Decision, DecisionEvent};
use super::fact::{CycleOrigin, Fact};
use crate::algo::body_cycle::{CycleError, cycle_from_body};
use crate::algo::ring::Ring;
use crate::algo::splice::{Reshape, SplicePlan, Splicer};
use crate::algo::{Cycle, Ignore, Observer, wrapped};
use crate::rules::{Game, Pos};
use crate::stages::{Stage, StageEvent};
use std::cell::OnceCell;

/// Options of the splice solver.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpliceOptions {
    /// Which planner reshapes the cycle: the one that tries every straight cut (the default),
    /// or the one first written, kept to compare with. Both keep the same promise: every reshaped
    /// cycle is checked before it is held.
    pub plan: SplicePlan,
}

impl SpliceOptions {
    /// The default options: the planner that tries every straight cut.
    pub const DEFAULT: SpliceOptions = SpliceOptions {
        plan: SplicePlan::Wide,
    };

    /// The planner as first written: forced fastest paths, then straight cuts.
    pub const FIRST: SpliceOptions = SpliceOptions {
        plan: SplicePlan::First,
    };
}

/// The splice solver: the ring it holds, its planner, and a view of the ring as a [`Cycle`].
#[derive(Clone, Debug)]
pub struct SpliceSolver {
    ring: Ring,
    options: SpliceOptions,
    splicer: Splicer,
    /// The ring as a numbered cycle, for the pictures; made when first asked for.
    view: OnceCell<Cycle>,
    cycle_since: u64,
    fresh: bool,
}

impl SpliceSolver {
    /// Builds the cycle from the game's snake; `options` say which planner reshapes it.
    pub fn new(game: &Game, options: SpliceOptions) -> Result<SpliceSolver, CycleError> {
        let cycle = cycle_from_body(game.grid(), game.snake(), &mut Ignore)?;
        Ok(SpliceSolver {
            ring: Ring::from_cycle(&cycle),
            options,
            splicer: Splicer::new(game.grid(), options.plan),
            view: OnceCell::from(cycle),
            cycle_since: game.moves(),
            fresh: true,
        })
    }

    /// The options it plays with.
    pub fn options(&self) -> SpliceOptions {
        self.options
    }

    /// The ring held now.
    pub fn ring(&self) -> &Ring {
        &self.ring
    }

    /// The cycle held now, numbered from its first cell.
    pub fn cycle(&self) -> &Cycle {
        self.view.get_or_init(|| self.ring.to_cycle(Pos::new(0, 0)))
    }

    /// The tick at which the cycle held was last reshaped (or built).
    pub fn cycle_since(&self) -> u64 {
        self.cycle_since
    }

    /// Whether following the ring held is safe all the way to the food and ends with the body
    /// one unbroken stretch of it: the solver's invariant, checked (for tests).
    pub fn trip_is_safe(&mut self, game: &Game) -> bool {
        match game.food() {
            Some(food) => self.splicer.trip_is_safe(
                &self.ring,
                game.snake(),
                game.tail_rule(),
                food,
                game.moves(),
            ),
            None => true,
        }
    }

    /// Decides the next move.
    pub fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        let mut chain = Chain::new();
        if std::mem::take(&mut self.fresh) {
            let cycle = self.cycle().clone();
            chain.cycle_built(game, CycleOrigin::Body, &cycle, obs);
        }
        let snake = game.snake();
        if let Some(food) = game.food() {
            let check = chain.next_check();
            let reshape = self.splicer.reshape(
                &mut self.ring,
                snake,
                game.tail_rule(),
                food,
                game.moves(),
                &mut wrapped(obs, |e| DecisionEvent {
                    check,
                    event: StageEvent::Splice(Box::new(e)),
                }),
            );
            if matches!(reshape, Reshape::Shorter { .. }) {
                self.view = OnceCell::new();
                self.cycle_since = game.moves();
            }
            chain.push(Fact::Spliced(reshape), Some(Stage::Splice));
        }
        let head = snake.head();
        let next = self.ring.next(head);
        chain.push(Fact::FollowRing { next }, None);
        let dir = head.dir_to(next).expect("ring cells touch");
        let (dir, rescued) = chain.rescue(game, dir);
        chain.finish(dir, rescued)
    }
}

impl super::Solver for SpliceSolver {
    fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        SpliceSolver::decide(self, game, obs)
    }

    fn cycle(&self) -> Option<&Cycle> {
        Some(SpliceSolver::cycle(self))
    }

    fn cycle_since(&self) -> Option<u64> {
        Some(SpliceSolver::cycle_since(self))
    }
}
