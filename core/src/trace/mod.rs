//! Recording and replaying games, and turning a stage's events into pictures and words.
//!
//! - [`recording`]: a game as its start plus one byte per move, with snapshots for rewind and
//!   decisions recomputed on demand;
//! - [`frame`]: the fold of a stage's events into per-cell marks (each stage's own, see
//!   [`crate::stages`]);
//! - [`caption`](mod@caption): each event in plain words;
//! - [`export`]: a recorded game as a CSV table of ticks, a decision as text;
//! - [`text_grid`]: boards and frames as text;
//! - [`stage_run`]: one stage run on its own, on any board, with the solver's options;
//! - [`race`]: graph searches side by side on one board, a step an expansion, with their
//!   table read off their own events.

pub mod caption;
pub mod export;
pub mod moves;
pub mod race;
pub mod recording;
pub mod scen_race;
pub mod stage_run;
pub mod text_grid;

pub use crate::stages::frame;

pub use caption::{caption, captions};
pub use frame::{CellMark, StageFrame};
pub use recording::{Recording, SNAPSHOT_EVERY};
pub use stage_run::{
    SearchGround, StageRun, StageRunError, run_stage, run_stage_from, run_stage_into, run_stage_on,
    run_stage_on_into, run_stage_within,
};
pub use text_grid::{board_text, scene_text};
