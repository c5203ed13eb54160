//! What the race view asks for: open or close it, the searches raced, its steps, its
//! pictures. The race room ([`crate::race`]) carries it out.

use snakescope_core::rules::Pos;
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
    /// Move the open map's start (or, with `target`, its target) to `cell`.
    MapEnd {
        /// Whether the target moves (else the start).
        target: bool,
        /// Where to.
        cell: Pos,
    },
    /// Close the open map: race on the board on screen again.
    CloseMap,
}
