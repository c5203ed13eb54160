//! Manual play: the keyboard decides.

use super::decision::{Chain, Decision};
use super::fact::Fact;
use crate::rules::{Dir, Game};

/// Plays the last key pressed; without a key the snake keeps its heading. A key that would
/// reverse onto the neck is ignored, as players expect.
#[derive(Clone, Copy, Debug, Default)]
pub struct Manual {
    pending: Option<Dir>,
}

impl Manual {
    /// Remembers a key for the next tick. Returns false (and forgets it) for a reversal.
    pub fn press(&mut self, game: &Game, dir: Dir) -> bool {
        if game.snake().is_reversal(dir) {
            return false;
        }
        self.pending = Some(dir);
        true
    }

    /// The key waiting for the next tick, if any.
    pub fn pending(&self) -> Option<Dir> {
        self.pending
    }

    /// Plays the pending key, or keeps going straight.
    pub fn decide(&mut self, game: &Game) -> Decision {
        let dir = self
            .pending
            .take()
            .filter(|d| !game.snake().is_reversal(*d))
            .unwrap_or(game.snake().heading());
        let mut chain = Chain::new();
        chain.push(Fact::Key { dir }, None);
        chain.finish(dir, false)
    }
}

impl super::Solver for Manual {
    fn decide<O: crate::algo::Observer<super::DecisionEvent>>(
        &mut self,
        game: &Game,
        _obs: &mut O,
    ) -> Decision {
        Manual::decide(self, game)
    }

    fn is_stateless(&self) -> bool {
        true
    }

    fn memory(&self) -> super::progress::Memory {
        super::progress::Memory::Person
    }
}
