//! A game opened to be explained, without a window: the [`Document`] (the scenario, its
//! recording and what is recorded ahead), the [`Selection`] (the tick, its decision, the stage
//! shown by one rule), the [`BoardScene`] the board is painted from, and [`Film`]s of it. The
//! app shows a session in a window; `snakescope render` makes pictures of one. Nothing here
//! draws.

pub mod document;
pub mod film;
pub mod layers;
pub mod scene;
pub mod selection;
pub mod stage_event;

pub use document::{Document, RECORD_AHEAD};
pub use film::Film;
pub use layers::{Layer, Overlays};
pub use scene::{BoardScene, Still};
pub use selection::{ReplayState, Sandbox, SceneOptions, Selection, own_run_label};
pub use stage_event::{StageNotShown, StageShown};
