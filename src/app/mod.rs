//! The explainer app: the board, each stage animated on its own, a two-level timeline, and
//! "why this move". egui only; everything it shows is folded from what the core records.
//!
//! The app holds a [`crate::trace::Recording`] and recomputes the decision at the tick on
//! screen when the tick changes ([`state::AppState`]); it never re-implements a search, it
//! folds the recorded events into [`crate::trace::StageFrame`]s and paints them.
//!
//! Code map (state on the left, drawing on the right):
//! - [`explainer`]: the app struct, its panels and the eframe glue; [`layout`]: where the
//!   panels beside the board go, so that the board comes first at every window size;
//! - [`state`], [`settings`]: what is shown and how it moves, no drawing (the decision, the
//!   stage replay, the markers and the hover text come from [`crate::explain`]);
//! - [`board`]: the board painter; [`overlays`]: overlay layers, legend and hover text;
//! - [`game_timeline`], [`decision_timeline`]: the two timelines;
//! - [`why_panel`]: the chain of checks, the outcome and "go to the decision that doomed it";
//! - [`plots`]: length over ticks and moves per food;
//! - [`keymap`]: the keyboard map and the help overlay;
//! - [`stage_panel`]: the stage picker, caption and pseudo-code around one view per stage:
//!   [`bfs_view`], [`longest_view`], [`cycle_view`], [`shortcut_view`], [`numbering_view`],
//!   [`backtrack_view`], [`approach_view`], [`certificate_view`], [`splice_view`];
//! - [`palette`]: the colours every drawing shares;
//! - scenarios: [`collection`] and [`recent`] (what the [`browser`] lists), [`sketch`] (boards
//!   painted from a scenario, broken or not: previews and the editor's board), [`editor`] and
//!   [`editor_view`] (the board editor), [`moment`] ("save this moment"), [`unsaved`] (the
//!   prompt before edits are lost), [`dialogs`] (native file dialogs behind a trait, and
//!   [`path_prompt`] when there are none) and [`commands`] (opening, saving and loading, as
//!   the menus, keys and panels ask);
//! - [`export`]: the game on screen as a CSV table of ticks, the decision on screen as text.

pub mod approach_view;
pub mod backtrack_view;
pub mod bfs_view;
pub mod board;
pub mod browser;
pub mod certificate_view;
pub mod collection;
pub mod commands;
pub mod cycle_view;
pub mod decision_timeline;
pub mod dialogs;
pub mod editor;
pub mod editor_view;
pub mod examples;
pub mod explainer;
pub mod export;
pub mod game_timeline;
pub mod keymap;
pub mod layout;
pub mod longest_view;
pub mod moment;
pub mod numbering_view;
pub mod overlays;
pub mod palette;
pub mod path_prompt;
pub mod plots;
pub mod recent;
pub mod settings;
pub mod shortcut_view;
pub mod sketch;
pub mod splice_view;
pub mod stage_panel;
pub mod state;
pub mod unsaved;
pub mod why_panel;

pub use explainer::{ExplainerApp, Startup, View};

use crate::algo::Stage;
use crate::explain::StageReplay;

/// One stage's own view, shown under the caption and pseudo-code, in the manner of
/// `egui_demo_lib`'s `View`: the facts of that stage at the current event, folded from the
/// events replayed so far.
pub trait StageView {
    /// The stage this view explains.
    fn stage(&self) -> Stage;

    /// Draws the stage's facts for the replay at its cursor, on the board `game` it ran on.
    fn ui(&mut self, ui: &mut egui::Ui, replay: &StageReplay, game: &crate::rules::Game);
}

/// Opens the app's window, on the scenario in `file` if given (a file that fails to load is
/// reported in the window, over the default scenario).
pub fn run(file: Option<std::path::PathBuf>) -> eframe::Result {
    let startup = Startup::from_file(file.as_deref());
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("snakescope")
            .with_inner_size([1480.0, 920.0])
            .with_min_inner_size([800.0, 560.0]),
        ..Default::default()
    };
    eframe::run_native(
        "snakescope",
        options,
        Box::new(move |cc| Ok(Box::new(ExplainerApp::new(cc, startup)))),
    )
}
