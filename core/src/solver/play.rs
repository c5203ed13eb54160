//! Playing a game to its end, headless.

use super::any::AnySolver;
use super::fault::SolverFault;
use super::progress::ProgressWatch;
use crate::algo::Ignore;
use crate::rules::{Game, Outcome};

/// How a finished game went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// The outcome.
    pub outcome: Outcome,
    /// Moves made.
    pub moves: u64,
    /// The snake's final length.
    pub length: usize,
    /// Why the solver failed, when it stopped the game ([`Outcome::Stopped`]).
    pub fault: Option<Box<SolverFault>>,
}

/// Plays `game` with `solver` until it ends (win, death, a stall, the step limit, or the
/// solver's failure), then tells the solver the game is over.
pub fn play_out(game: &mut Game, solver: &mut AnySolver) -> GameSummary {
    let mut fault = None;
    let mut watch = ProgressWatch::new(game);
    while !game.is_over() {
        let decision = solver.decide(game, &mut Ignore);
        if decision.fault.is_some() {
            fault = decision.fault;
            game.stop();
            break;
        }
        game.step(decision.dir);
        if !game.is_over()
            && let Some(stall) = watch.observe(game, solver.memory())
        {
            game.stall(stall);
        }
    }
    solver.game_over(game);
    GameSummary {
        outcome: game.outcome().expect("the loop ends when the game does"),
        moves: game.moves(),
        length: game.snake().len(),
        fault,
    }
}
