//! The solver API: what a solver is, for the built-in ones and for yours.
//!
//! A solver looks at the game as it stands and decides one move, with the chain of checks
//! behind it ([`Decision`]). Every search it runs may report its steps to the observer it is
//! given, filed under the check they answer ([`DecisionEvent`]); the app then replays them as
//! stages, and "Why this move?" lists the checks. Build the chain with [`Chain`].
//!
//! ```
//! use snakescope_core::algo::Observer;
//! use snakescope_core::rules::Game;
//! use snakescope_core::solver::{Chain, Decision, DecisionEvent, Solver, safe_moves};
//!
//! /// Takes the first move that does not die this tick.
//! #[derive(Clone, Debug, Default)]
//! struct FirstSafe;
//!
//! impl Solver for FirstSafe {
//!     fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, _obs: &mut O) -> Decision {
//!         let mut chain = Chain::new();
//!         let safe: Vec<_> = safe_moves(game).collect();
//!         chain.report("safe moves", format!("{}", safe.len()));
//!         match safe.first() {
//!             Some(&dir) => chain.finish(dir, false),
//!             None => chain.finish(game.snake().heading(), true),
//!         }
//!     }
//! }
//! ```
//!
//! Solvers must be deterministic: a recording keeps only the moves and recomputes a decision
//! when it is looked at, so deciding twice from the same state must give the same decision.
//! (A solver that cannot promise that, such as a program outside snakescope, is recorded
//! answer by answer instead; see [`super::external`].)

use super::decision::{Decision, DecisionEvent};
use super::progress::Memory;
use crate::algo::{Cycle, Observer};
use crate::rules::Game;
use std::fmt;

/// A solver: turns the game as it stands into a decision.
pub trait Solver: Clone + fmt::Debug + Send + 'static {
    /// Decides the next move. The events of the searches it runs go to `obs`, each filed
    /// under the check it answers; a solver may test [`Observer::WATCHING`] and skip building
    /// events nobody watches.
    fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision;

    /// The Hamiltonian cycle the solver follows, if it follows one: the app draws it.
    fn cycle(&self) -> Option<&Cycle> {
        None
    }

    /// The tick at which the cycle held now was built or last replaced, if there is one.
    fn cycle_since(&self) -> Option<u64> {
        None
    }

    /// Whether a decision depends on the game state alone (no memory of earlier moves):
    /// replaying such a solver to a past tick needs no earlier decisions.
    fn is_stateless(&self) -> bool {
        false
    }

    /// What the solver decides from besides the snake and the food, so that a game in a
    /// loop can be told from one making progress ([`super::progress`]): [`Memory::Nothing`]
    /// if its decisions depend on the snake, the food and the board alone (not the tick),
    /// [`Memory::Summary`] of what it remembers, or, by default, [`Memory::Unknown`]: the
    /// game then goes at most [`super::progress::meal_limit`] moves without food.
    fn memory(&self) -> Memory {
        Memory::Unknown
    }

    /// The game is over (or was stopped) as `game` shows: a solver that talks to a program
    /// outside snakescope says goodbye. Most solvers have nothing to do.
    fn game_over(&mut self, game: &Game) {
        let _ = game;
    }
}

/// A [`Solver`] behind a pointer: what a registered solver becomes inside snakescope. Every
/// [`Solver`] is one; there is no need to implement this by hand.
pub trait DynSolver: fmt::Debug + Send {
    /// Decides with nobody watching.
    fn decide_unwatched(&mut self, game: &Game) -> Decision;
    /// Decides, keeping every event in `events`.
    fn decide_watched(&mut self, game: &Game, events: &mut Vec<DecisionEvent>) -> Decision;
    /// A copy, boxed.
    fn clone_box(&self) -> Box<dyn DynSolver>;
    /// See [`Solver::cycle`].
    fn cycle(&self) -> Option<&Cycle>;
    /// See [`Solver::cycle_since`].
    fn cycle_since(&self) -> Option<u64>;
    /// See [`Solver::is_stateless`].
    fn is_stateless(&self) -> bool;
    /// See [`Solver::memory`].
    fn memory(&self) -> Memory;
    /// See [`Solver::game_over`].
    fn game_over(&mut self, game: &Game);
}

impl<S: Solver> DynSolver for S {
    fn decide_unwatched(&mut self, game: &Game) -> Decision {
        self.decide(game, &mut crate::algo::Ignore)
    }

    fn decide_watched(&mut self, game: &Game, events: &mut Vec<DecisionEvent>) -> Decision {
        self.decide(game, events)
    }

    fn clone_box(&self) -> Box<dyn DynSolver> {
        Box::new(self.clone())
    }

    fn cycle(&self) -> Option<&Cycle> {
        Solver::cycle(self)
    }

    fn cycle_since(&self) -> Option<u64> {
        Solver::cycle_since(self)
    }

    fn is_stateless(&self) -> bool {
        Solver::is_stateless(self)
    }

    fn memory(&self) -> Memory {
        Solver::memory(self)
    }

    fn game_over(&mut self, game: &Game) {
        Solver::game_over(self, game)
    }
}

impl Clone for Box<dyn DynSolver> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// Decides with a boxed solver, passing the events on only if `obs` watches.
pub(crate) fn decide_boxed<O: Observer<DecisionEvent>>(
    solver: &mut dyn DynSolver,
    game: &Game,
    obs: &mut O,
) -> Decision {
    if O::WATCHING {
        let mut events = Vec::new();
        let decision = solver.decide_watched(game, &mut events);
        for e in events {
            obs.observe(e);
        }
        decision
    } else {
        solver.decide_unwatched(game)
    }
}
