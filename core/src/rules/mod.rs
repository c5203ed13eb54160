//! The rules of the game, exactly: board, snake, food, and what one tick does.
//!
//! Everything else in snakescope plays by [`judge_move`] and [`Game::step`]; nothing here
//! knows about solvers, recordings or the window.

mod cell_set;
mod compass;
mod dir_words;
mod food;
mod game;
mod grid;
mod pos;
mod snake;
mod terrain;

pub use cell_set::CellSet;
pub use compass::{Compass, Directions};
pub use food::FoodSource;
pub use game::{
    DeathCause, Fatal, Game, MoveVerdict, Outcome, Stall, StepReport, TailRule, default_step_limit,
    judge_move,
};
pub use grid::{Grid, GridSizeError, MAX_SEARCH_SIDE, MAX_SIDE, MIN_SIDE};
pub use pos::{Dir, Pos};
pub use snake::{Snake, SnakeError};
pub use terrain::{Ground, Terrain, entry_cost};
