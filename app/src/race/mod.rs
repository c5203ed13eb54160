//! The race view: two to four graph searches side by side on the board on screen, one
//! expansion each per step, in lockstep, each board showing its search's frontier as the
//! structure it is, and the table of cells expanded, largest frontier, path length, cost and
//! whether it is shortest. The race itself is the core's ([`snakescope_core::trace::race`]):
//! each search's own events, folded as its stage folds them; here it is kept ([`room`]) and
//! drawn ([`view`]).

pub mod room;
pub mod view;

pub use room::RaceRoom;
pub use view::race_ui;

use snakescope_core::trace::race::Search;
use snakescope_picture::format::PictureFormat;

/// What the race view asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RaceCommand {
    /// Open (`true`) or close the race view.
    Open(bool),
    /// The race view, or back.
    Toggle,
    /// Add a search to the race (`true`) or take it out.
    Choose(Search, bool),
    /// Move this many steps (back if negative).
    Step(isize),
    /// Show this step.
    GoTo(usize),
    /// Play or pause.
    TogglePlay,
    /// A picture of the step on screen (PNG), or an animation of the whole race (GIF).
    Export(PictureFormat),
}
