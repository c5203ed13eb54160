//! Plain cycle following: the baseline every shortcut is measured against.

use super::decision::{ChainBuilder, Decision, DecisionEvent};
use crate::algo::body_cycle::{CycleError, CycleEvent, cycle_from_body};
use crate::algo::{Cycle, Observer};
use crate::rules::Game;
use std::sync::Arc;

/// Follows the cycle built from the starting body, never leaving it. Under either tail rule
/// this never dies and always wins, in at most `cells` moves per meal.
#[derive(Clone, Debug)]
pub struct CycleFollower {
    cycle: Arc<Cycle>,
}

impl CycleFollower {
    /// Builds the cycle from the game's snake.
    pub fn new<O: Observer<CycleEvent>>(game: &Game, obs: &mut O) -> Result<Self, CycleError> {
        Ok(CycleFollower {
            cycle: Arc::new(cycle_from_body(game.grid(), game.snake(), obs)?),
        })
    }

    /// The cycle followed.
    pub fn cycle(&self) -> &Cycle {
        &self.cycle
    }

    /// Decides the next move: the next cell of the cycle.
    pub fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, _obs: &mut O) -> Decision {
        ChainBuilder::new().follow_cycle(game, &self.cycle)
    }
}
