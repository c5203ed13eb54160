//! The solvers: each turns a game state into a [`Decision`], a move with the chain of checks
//! that produced it. Every search a solver runs reports its events, filed under the check
//! they answer, to the observer passed to `decide`.

mod any;
mod api;
mod backtrack;
mod checks;
mod cycle_follow;
mod decision;
mod error;
pub mod external;
mod fact;
mod fault;
mod food_path;
mod greedy;
mod hamilton;
mod kind;
mod manual;
mod play;
pub mod progress;
mod registry;
mod safety;
mod splice;

pub use any::AnySolver;
pub use api::{DynSolver, Solver};
pub use backtrack::{BacktrackOptions, BacktrackSetupError, BacktrackSolver};
pub use cycle_follow::CycleFollower;
pub use decision::{Chain, Check, Decision, DecisionEvent};
pub use error::SolverError;
pub use fact::{CycleOrigin, Fact};
pub use fault::SolverFault;
pub use greedy::{Greedy, GreedyOptions, walk};
pub use hamilton::{Hamilton, HamiltonOptions};
pub use kind::SolverKind;
pub use manual::Manual;
pub use play::{GameSummary, play_out};
pub use progress::{Memory, ProgressWatch};
pub use registry::{CustomSolver, SolverEntry, find_registered, register, registered};
pub use safety::{legal_move, safe_moves};
pub use splice::{SpliceOptions, SpliceSolver};
