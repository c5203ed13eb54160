//! What a lesson's step prepared on the board: the layers it names, while the step is on
//! screen (a layer switched on or off changes the step's layers), and the layers the board
//! shows as the stage on screen shows them.

use super::AppState;
use snakescope_core::session::{Layer, Overlays, SceneOptions};

/// What a lesson's step prepared.
#[derive(Clone, Debug, Default)]
pub struct Prepared {
    /// The layers the step names, while its step is on screen.
    layers: Option<Overlays>,
}

impl AppState {
    /// Shows `layers` (a lesson's step's) on the board instead of the settings' layers, until
    /// another game opens or the lesson closes; `None`: the settings' layers, as the stage on
    /// screen shows them.
    pub fn show_step_layers(&mut self, layers: Option<&[Layer]>) {
        self.prepared.layers = layers.map(Overlays::exactly);
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
