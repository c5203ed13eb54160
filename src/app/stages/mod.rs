//! The stage room: the stage picker, caption and pseudo-code around one view per stage, in the
//! manner of `egui_demo_lib`: each view a file of its own, knowing nothing of the others nor of
//! the panel that lists them ([`views`] is the list, [`panel`] the frame around them).

pub mod approach;
pub mod backtrack;
pub mod bfs;
pub mod caption;
pub mod certificate;
pub mod cycle;
pub mod facts;
pub mod longest;
pub mod numbering;
pub mod panel;
pub mod reported;
pub mod shortcut;
pub mod splice;

pub use caption::{CaptionBox, caption_height};
pub use panel::StagePanel;

use crate::explain::StageReplay;
use crate::stages::Stage;

/// One stage's own view, shown under the caption and pseudo-code, in the manner of
/// `egui_demo_lib`'s `View`: the facts of that stage at the current event, folded from the
/// events replayed so far.
pub trait StageView {
    /// The stage this view explains.
    fn stage(&self) -> Stage;

    /// Draws the stage's facts for the replay at its cursor, on the board `game` it ran on.
    fn ui(&mut self, ui: &mut egui::Ui, replay: &StageReplay, game: &crate::rules::Game);
}

/// One view per stage, in the picker's order.
pub fn views() -> Vec<Box<dyn StageView>> {
    vec![
        Box::new(bfs::BfsView),
        Box::new(longest::LongestView),
        Box::new(cycle::CycleView),
        Box::new(shortcut::ShortcutView),
        Box::new(numbering::NumberingView),
        Box::new(backtrack::BacktrackView),
        Box::new(approach::ApproachView),
        Box::new(certificate::CertificateView),
        Box::new(splice::SpliceView),
        Box::new(reported::ReportedView),
    ]
}
