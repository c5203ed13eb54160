//! What a lesson's step prepared on the board: the layers it names, and its stage's run on
//! the board at its tick when the decision there did not run that stage. Such a run is the
//! lesson's, not the user's own: it is labelled as the lesson's, and no "your own board" tag
//! stands over it. Both hold while the step's board and stage are on screen; the user's own
//! changes (another tick, start or target, stage) end them, and a layer switched on or off
//! changes the step's layers.

use super::AppState;
use snakescope_core::session::{Layer, Overlays, SceneOptions};
use snakescope_core::stages::Stage;

/// What a lesson's step prepared.
#[derive(Clone, Debug, Default)]
pub struct Prepared {
    /// The layers the step names, while its step is on screen.
    layers: Option<Overlays>,
    /// The board revision and the stage of the lesson's run, while on screen.
    run: Option<(u64, Stage)>,
}

impl AppState {
    /// Shows `layers` (a lesson's step's) on the board instead of the settings' layers, until
    /// another game opens or the lesson closes; `None`: the settings' layers, as the stage on
    /// screen shows them.
    pub fn show_step_layers(&mut self, layers: Option<&[Layer]>) {
        self.prepared.layers = layers.map(Overlays::exactly);
    }

    /// Marks the stage run on the board on screen as the lesson's own (see the module).
    pub fn mark_lesson_run(&mut self) {
        self.prepared.run = self
            .replay()
            .filter(|r| r.origin().is_own_board())
            .map(|r| (self.board_revision(), r.stage()));
    }

    /// Whether the stage run on the board on screen is the one a lesson's step prepared.
    pub fn is_lesson_run(&self) -> bool {
        self.replay().is_some_and(|r| {
            r.origin().is_own_board()
                && self.prepared.run == Some((self.board_revision(), r.stage()))
        })
    }

    /// The layers asked for: a lesson's step's, else the settings'.
    pub(super) fn asked_layers(&self) -> &Overlays {
        self.prepared
            .layers
            .as_ref()
            .unwrap_or(&self.settings.overlays)
    }

    /// The layers the board shows now: those asked for, without those the stage on screen
    /// leaves out unless asked ([`Overlays::for_stage`]). What the legend's toggles show.
    pub fn shown_layers(&self) -> Overlays {
        let stage = self.replay().map(|r| r.stage());
        self.asked_layers().for_stage(stage)
    }

    /// Shows or hides `layer`, as the user asks: in the step's layers while a lesson's step
    /// names them, else in the settings (kept between runs).
    pub fn show_layer(&mut self, layer: Layer, on: bool) {
        match &mut self.prepared.layers {
            Some(layers) => layers.set(layer, on),
            None => self.settings.overlays.set(layer, on),
        }
    }

    /// How the board shows the moment: the layers asked for, and the settings' choices.
    pub fn scene_options(&self) -> SceneOptions {
        SceneOptions {
            overlays: self.asked_layers().clone(),
            ..self.settings.scene_options()
        }
    }
}
