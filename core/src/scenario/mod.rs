//! Scenario files: a starting position and its settings, written by hand in RON.
//!
//! A scenario says everything a game needs to be replayed exactly: the board, the snake (head
//! first), the scripted food and the seed of the random food after it, the tail rule, the step
//! limit and the solver. Version 1 of the format reads:
//!
//! ```ron
//! Scenario(
//!     version: 1,
//!     name: "Dead-end pocket",
//!     description: "The shortest path eats the food and leaves the head boxed in.",
//!     width: 6, height: 6,
//!     snake: [(2, 1), (3, 1), (3, 0)],   // head first
//!     heading: None,                      // only for a one-cell snake: Some(Right)
//!     food: [(3, 2)],                     // scripted, in order; then seeded random
//!     seed: 7,
//!     tail: Blocks,                       // or Follows
//!     step_limit: None,
//!     solver: Greedy,                     // Greedy | Hamilton | Backtrack | Cycle | Manual
//!     quiz: [0, 4],                       // optional: the ticks a quiz asks about
//!     search: SearchBoard(from: (0, 0), to: (5, 5), walls: [(1, 1)]),
//!                                         // optional: for the graph searches alone
//! )
//! ```
//!
//! Only `width`, `height` and `snake` are required. Reading a file happens in two stages, and
//! the split is deliberate:
//!
//! 1. [`Scenario::from_ron_str`] checks the *shape* of the text (syntax, field names, types).
//!    Numbers are read as signed integers so that a cell like `(-1, 3)` passes this stage.
//! 2. [`Scenario::validate`] checks the *meaning* against the rules (cells on the board, a
//!    contiguous body, food off the body, a board the solver can play) and returns every
//!    [`Problem`], each naming the field, the cell and the index at fault.
//!
//! [`load`] and [`save`] add the file system: a size limit, UTF-8, and atomic writes.
//!
//! This module belongs to the core: it never imports the window toolkit.

mod file;
mod game;
mod game_file;
mod game_stream;
mod io;
mod parse_error;
mod problem;
mod received;
mod replay_problem;
mod saved_game;
mod search_board;
mod search_name;
mod search_problems;
mod solver_spec;
mod text;
mod validate;

pub use file::{FORMAT_VERSION, Scenario};
pub(crate) use game_file::head_of;
pub use game_file::{
    GameSaveError, GameTooLarge, MAX_GAME_BYTES, is_game_file, load_game, save_game,
    save_game_within,
};
pub use io::{LoadError, MAX_FILE_BYTES, SaveError, load, load_str, save, write_atomically};
pub use parse_error::ScenarioError;
pub use problem::{MAX_PROBLEMS_SHOWN, Problem, capped_lines, problem_lines};
pub use received::{Received, ReceivedError, read_received};
pub use replay_problem::ReplayProblem;
pub use saved_game::{GameFileError, SavedFault, SavedGame, is_game_text, is_scenario_text};
pub use search_board::SearchBoard;
pub use solver_spec::{SolverTextError, parse_solver, solver_text};
