//! The compared game's timeline, under the game's own and aligned with it: its markers, the
//! tick where the games part, and the shared tick; clicking it moves both games.

use crate::board_view::look;
use crate::command::{Command, Commands};
use crate::state::AppState;
use crate::timeline::controls::controls_and_strip;
use crate::timeline::game::{Strip, scrub_strip};
use egui::Ui;

/// The compared timeline, if a game is compared.
pub fn compared_timeline_ui(ui: &mut Ui, state: &AppState, commands: &mut Commands) {
    let Some(c) = state.comparison() else {
        return;
    };
    let label = c.label().to_owned();
    let document = c.document();
    let markers = document.markers();
    let len = document.ticks();
    let tick = state.tick().min(len);
    let divergence = state.divergence();
    let mut go = false;
    let controls = |ui: &mut Ui| {
        ui.strong(tr!("Compared"));
        ui.label(label.as_str());
        let button = ui.add_enabled(
            divergence.is_some_and(|t| t != tick),
            egui::Button::new(tr!("Where they part")),
        );
        let button = match divergence {
            Some(t) => button.on_hover_text(tr!(
                "Go to tick {t}, the first decision where the two games move differently",
                t = t
            )),
            None => button.on_disabled_hover_text(tr!("The games have not parted so far")),
        };
        if button.clicked() {
            go = true;
        }
        if let Some(t) = divergence {
            ui.colored_label(look::divergence(ui.ctx()), tr!("part at tick {t}", t = t));
        }
    };
    let picked = controls_and_strip(ui, "snakescope.compared.controls", controls, |ui| {
        let strip = Strip {
            name: &tr!("Compared game timeline"),
            tick,
            len,
            markers: &markers,
            dots: &[],
            divergence,
        };
        scrub_strip(ui, &strip)
    });
    if go {
        commands.send(Command::GoToDivergence);
    } else if let Some(t) = picked {
        commands.send(Command::GoToTick(t));
    }
}
