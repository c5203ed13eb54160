//! Why a solver could not be set up for a game.

use super::backtrack::BacktrackSetupError;
use crate::algo::body_cycle::CycleError;

/// Why a solver could not be set up for a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolverError {
    /// No cycle from the body (odd board, or cells left out).
    #[error(transparent)]
    Cycle(#[from] CycleError),
    /// The backtracking solver could not be set up.
    #[error(transparent)]
    Backtrack(#[from] BacktrackSetupError),
    /// A solver of yours could not be set up, for the reason given.
    #[error("{0}")]
    Setup(String),
}
