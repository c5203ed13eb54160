//! One type for every solver, so that games, recordings and the app can hold any of them.

use super::api::{DynSolver, Solver, decide_boxed};
use super::backtrack::BacktrackSolver;
use super::cycle_follow::CycleFollower;
use super::decision::{Decision, DecisionEvent};
use super::error::SolverError;
use super::external::ExternalSolver;
use super::greedy::Greedy;
use super::hamilton::Hamilton;
use super::kind::SolverKind;
use super::manual::Manual;
use super::progress::Memory;
use super::splice::SpliceSolver;
use crate::algo::Observer;
use crate::algo::body_cycle::check_parity;
use crate::rules::Game;

/// Any of the solvers, with its state.
#[derive(Clone, Debug)]
pub enum AnySolver {
    /// See [`Greedy`].
    Greedy(Greedy),
    /// See [`Hamilton`].
    Hamilton(Hamilton),
    /// See [`BacktrackSolver`].
    Backtrack(BacktrackSolver),
    /// See [`CycleFollower`].
    Cycle(CycleFollower),
    /// See [`Manual`].
    Manual(Manual),
    /// See [`SpliceSolver`] (boxed: its planner's tables make it much larger than the rest).
    Splice(Box<SpliceSolver>),
    /// A registered solver (see [`super::register`]).
    Custom(Box<dyn DynSolver>),
    /// A program or bot outside snakescope (see [`super::external`]).
    External(ExternalSolver),
}

impl AnySolver {
    /// Sets up the solver `kind` for `game`. A solver that builds a cycle builds it now; its
    /// first decision reports how (the construction's events replay under that check).
    pub fn new(kind: SolverKind, game: &Game) -> Result<AnySolver, SolverError> {
        if kind.needs_cycle() {
            check_parity(game.grid())?;
        }
        Ok(match kind {
            SolverKind::Greedy(o) => match o.refusal() {
                Some(why) => return Err(SolverError::Setup(why)),
                None => AnySolver::Greedy(Greedy::new(o)),
            },
            SolverKind::Hamilton(o) => AnySolver::Hamilton(Hamilton::new(game, o)?),
            SolverKind::Backtrack(o) => AnySolver::Backtrack(BacktrackSolver::new(game, o)?),
            SolverKind::Cycle => AnySolver::Cycle(CycleFollower::new(game)?),
            SolverKind::Manual => AnySolver::Manual(Manual::default()),
            SolverKind::Splice(o) => AnySolver::Splice(Box::new(SpliceSolver::new(game, o)?)),
            SolverKind::Custom(custom) => AnySolver::Custom(custom.entry().build(game)?),
            SolverKind::External(spec) => AnySolver::External(ExternalSolver::new(spec, game)),
        })
    }

    /// Decides the next move, reporting every stage's events.
    pub fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        match self {
            AnySolver::Greedy(s) => s.decide(game, obs),
            AnySolver::Hamilton(s) => s.decide(game, obs),
            AnySolver::Backtrack(s) => s.decide(game, obs),
            AnySolver::Cycle(s) => s.decide(game, obs),
            AnySolver::Manual(s) => s.decide(game),
            AnySolver::Splice(s) => s.decide(game, obs),
            AnySolver::Custom(s) => decide_boxed(s.as_mut(), game, obs),
            AnySolver::External(s) => s.decide(game, obs),
        }
    }

    /// Whether a decision depends on the game state alone. Replaying such a solver to a past
    /// tick needs no earlier decisions. The cycle solvers keep a cycle that can change (and
    /// know whether they have decided yet), so only greedy and manual play are stateless.
    pub fn is_stateless(&self) -> bool {
        match self {
            AnySolver::Greedy(_) | AnySolver::Manual(_) => true,
            AnySolver::Custom(s) => s.is_stateless(),
            _ => false,
        }
    }

    /// What the solver decides from besides the snake and the food (see [`Memory`]): greedy
    /// from nothing else, manual play from a person, a solver of your own as it says; the
    /// cycle solvers (whose decisions read the tick) and a program or bot cannot say.
    pub fn memory(&self) -> Memory {
        match self {
            AnySolver::Greedy(_) => Memory::Nothing,
            AnySolver::Manual(_) => Memory::Person,
            AnySolver::Custom(s) => s.memory(),
            AnySolver::Hamilton(_)
            | AnySolver::Backtrack(_)
            | AnySolver::Cycle(_)
            | AnySolver::Splice(_)
            | AnySolver::External(_) => Memory::Unknown,
        }
    }

    /// The tick at which the cycle held now was built or last replaced, if the solver holds
    /// one.
    pub fn cycle_since(&self) -> Option<u64> {
        match self {
            AnySolver::Hamilton(s) => Some(s.cycle_since()),
            AnySolver::Backtrack(s) => Some(s.cycle_since()),
            AnySolver::Cycle(s) => Some(s.cycle_since()),
            AnySolver::Splice(s) => Some(s.cycle_since()),
            AnySolver::Custom(s) => s.cycle_since(),
            AnySolver::Greedy(_) | AnySolver::Manual(_) | AnySolver::External(_) => None,
        }
    }

    /// Tells the solver the game is over (see [`Solver::game_over`]).
    pub fn game_over(&mut self, game: &Game) {
        match self {
            AnySolver::Custom(s) => s.game_over(game),
            AnySolver::External(s) => s.game_over(game),
            _ => {}
        }
    }

    /// The cycle the solver follows, if any.
    pub fn cycle(&self) -> Option<&crate::algo::Cycle> {
        match self {
            AnySolver::Hamilton(s) => Some(s.cycle()),
            AnySolver::Backtrack(s) => Some(s.cycle()),
            AnySolver::Cycle(s) => Some(s.cycle()),
            AnySolver::Splice(s) => Some(s.cycle()),
            AnySolver::Custom(s) => s.cycle(),
            AnySolver::Greedy(_) | AnySolver::Manual(_) | AnySolver::External(_) => None,
        }
    }
}

impl Solver for AnySolver {
    fn decide<O: Observer<DecisionEvent>>(&mut self, game: &Game, obs: &mut O) -> Decision {
        AnySolver::decide(self, game, obs)
    }

    fn cycle(&self) -> Option<&crate::algo::Cycle> {
        AnySolver::cycle(self)
    }

    fn cycle_since(&self) -> Option<u64> {
        AnySolver::cycle_since(self)
    }

    fn is_stateless(&self) -> bool {
        AnySolver::is_stateless(self)
    }

    fn memory(&self) -> Memory {
        AnySolver::memory(self)
    }

    fn game_over(&mut self, game: &Game) {
        AnySolver::game_over(self, game)
    }
}
