//! Playing a game to its end, headless.

use super::any::AnySolver;
use crate::algo::Ignore;
use crate::rules::{Game, Outcome};

/// How a finished game went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// The outcome.
    pub outcome: Outcome,
    /// Moves made.
    pub moves: u64,
    /// The snake's final length.
    pub length: usize,
}

/// Plays `game` with `solver` until it ends (win, death or step limit).
pub fn play_out(game: &mut Game, solver: &mut AnySolver) -> GameSummary {
    while !game.is_over() {
        let decision = solver.decide(game, &mut Ignore);
        game.step(decision.dir);
    }
    GameSummary {
        outcome: game.outcome().expect("the loop ends when the game does"),
        moves: game.moves(),
        length: game.snake().len(),
    }
}
