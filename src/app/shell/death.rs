//! The death watch: once a game just opened is recorded to its end, a notice offers a jump to
//! its fatal move if it died. Every opening starts the watch ([`super::ExplainerApp`]'s one
//! way of opening).

use crate::app::board::palette;
use crate::app::state::AppState;
use crate::explain::MarkerKind;
use egui::Ui;

/// Watching the game being recorded, and the notice once it is known to end in death.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DeathWatch {
    watching: bool,
    /// The fatal move's tick, offered in the notice.
    notice: Option<usize>,
}

impl DeathWatch {
    /// Starts watching a game just opened (forgetting any notice of the game before).
    pub fn watch(&mut self) {
        *self = DeathWatch {
            watching: true,
            notice: None,
        };
    }

    /// Once the game is recorded to its end, offers a jump to its death if it died.
    pub fn check(&mut self, state: &AppState) {
        if !self.watching || !state.recorded_to_end() {
            return;
        }
        self.watching = false;
        self.notice = state.fatal_tick();
    }

    /// The tick of the fatal move offered by the notice, if shown.
    pub fn notice(&self) -> Option<usize> {
        self.notice
    }

    /// The notice offering a jump to the death, above the board.
    pub fn ui(&mut self, ui: &mut Ui, state: &mut AppState) {
        let Some(fatal) = self.notice else {
            return;
        };
        let colour = palette::marker(MarkerKind::Death);
        egui::Frame::group(ui.style())
            .stroke(egui::Stroke::new(1.5, colour))
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.colored_label(
                        colour,
                        format!("This game ends in death: the fatal move is at tick {fatal}."),
                    );
                    if ui
                        .button("Jump to the death")
                        .on_hover_text(format!(
                            "Go to tick {fatal}: the board just before the fatal move, and the \
                             decision that made it"
                        ))
                        .clicked()
                    {
                        state.set_tick(fatal);
                        state.pause();
                        self.notice = None;
                    }
                    if ui.small_button("Not now").clicked() {
                        self.notice = None;
                    }
                });
            });
    }
}
