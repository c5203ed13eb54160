//! Plain cycle following: the baseline every shortcut is measured against.

use super::decision::{Chain, Decision, DecisionEvent};
use super::fact::CycleOrigin;
use crate::algo::bfs::BfsSpace;
use crate::algo::body_cycle::{CycleError, cycle_from_body_in};
use crate::algo::{Cycle, Ignore, Observer};
use crate::rules::{Game, Pos};
use std::sync::Arc;

/// Follows the cycle built from the starting body, never leaving it. The body starts as one
/// unbroken stretch of the cycle and stays one, so the next cell is always free: under either
/// tail rule this never dies and always wins, in at most `cells` moves per meal.
#[derive(Clone, Debug)]
pub struct CycleFollower {
    cycle: Arc<Cycle>,
    cycle_since: u64,
    fresh: bool,
    bfs: BfsSpace,
    /// The state (tick, head) its own last move along the cycle led to: the body lies on
    /// the cycle there by the argument, so it need not be checked.
    kept: Option<(u64, Pos)>,
}

impl CycleFollower {
    /// Builds the cycle from the game's snake.
    pub fn new(game: &Game) -> Result<Self, CycleError> {
        let mut bfs = BfsSpace::new();
        let cycle = cycle_from_body_in(&mut bfs, game.grid(), game.snake(), &mut Ignore)?;
        Ok(CycleFollower {
            cycle: Arc::new(cycle),
            cycle_since: game.moves(),
            fresh: true,
            bfs,
            kept: None,
        })
    }

    /// The cycle followed.
    pub fn cycle(&self) -> &Cycle {
        &self.cycle
    }

    /// The tick at which the cycle was built (or rebuilt).
    pub fn cycle_since(&self) -> u64 {
        self.cycle_since
    }

    /// Decides the next move: the next cell of the cycle.
    pub fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        let mut chain = Chain::new();
        if std::mem::take(&mut self.fresh) {
            chain.cycle_built(game, CycleOrigin::Body, &self.cycle, obs);
        }
        let head = game.snake().head();
        // After its own move along the cycle the body is still one unbroken stretch of it
        // (docs/ALGORITHMS.md, section 4); anywhere else (the start, a rescue, a state it did
        // not lead to) the body is checked.
        if self.kept != Some((game.moves(), head))
            && !self.cycle.holds_unbroken(game.snake().cells(), false)
        {
            match chain.rebuild_cycle(&mut self.bfs, game, obs) {
                Some(cycle) => {
                    self.cycle = Arc::new(cycle);
                    self.cycle_since = game.moves();
                }
                None => {
                    self.kept = None;
                    return chain.without_cycle(game);
                }
            }
        }
        let decision = chain.follow_cycle(game, &self.cycle);
        self.kept = (!decision.unsafe_fallback)
            .then(|| game.grid().neighbour(head, decision.dir))
            .flatten()
            .map(|next| (game.moves() + 1, next));
        decision
    }
}

impl super::Solver for CycleFollower {
    fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        CycleFollower::decide(self, game, obs)
    }

    fn cycle(&self) -> Option<&Cycle> {
        Some(CycleFollower::cycle(self))
    }

    fn cycle_since(&self) -> Option<u64> {
        Some(CycleFollower::cycle_since(self))
    }
}
