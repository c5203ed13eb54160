//! A picture of the race on screen, taken when asked for and waiting for the file it goes to.

use snakescope_core::session::Overlays;
use snakescope_core::trace::race::Race;

/// The race on screen, as a picture will show it.
#[derive(Clone, Debug)]
pub struct RaceExport {
    /// The race.
    pub race: Race,
    /// The step a PNG shows; `None`: an animation of every step.
    pub step: Option<usize>,
    /// The layers the boards draw.
    pub overlays: Overlays,
}
