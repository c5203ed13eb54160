//! A game opened to be explained, without a window: the [`Document`] (the scenario, its
//! recording and what is recorded ahead), the [`Selection`] (the tick, its decision, the stage
//! shown by one rule), the [`BoardScene`] the board is painted from, and [`Film`]s of it. The
//! app shows a session in a window; `snakescope render` makes pictures of one. Nothing here
//! draws.

pub mod document;
pub mod film;
pub mod layers;
pub mod moment;
pub mod open_error;
pub mod opening;
pub mod scene;
pub mod selection;

pub use document::{Document, RECORD_AHEAD, Viewer};
pub use film::{Film, FilmError};
pub use layers::{Layer, Overlays};
pub use moment::{MAX_MOMENT_TICK, Moment, MomentError, StageShown};
pub use open_error::OpenError;
pub use opening::{ManualGames, OpenedFile};
pub use scene::{BoardScene, Still};
pub use selection::{ReplayState, Sandbox, SceneOptions, Selection, own_run_label};

#[cfg(test)]
mod revision_tests;
