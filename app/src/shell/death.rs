//! The death watch: once a game just opened is recorded to its end, a notice offers a jump to
//! its fatal move if it died. Every opening starts the watch ([`super::ExplainerApp`]'s one
//! way of opening).

use crate::board_view::look;
use crate::command::{Command, Commands};
use crate::state::AppState;
use egui::{Color32, Ui};
use snakescope_core::explain::MarkerKind;
use snakescope_picture::board::palette;

/// Watching the game being recorded, and the notice once it is known to end in death.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DeathWatch {
    watching: bool,
    /// The fatal move's tick, offered in the notice.
    notice: Option<usize>,
    /// The branch of the game opened (the original, 0): a branch taken over from it is
    /// another game, whose ending the notice does not speak of.
    branch: usize,
}

impl DeathWatch {
    /// Starts watching a game just opened (forgetting any notice of the game before).
    pub fn watch(&mut self) {
        *self = DeathWatch {
            watching: true,
            notice: None,
            branch: 0,
        };
    }

    /// Once the game is recorded to its end, offers a jump to its death if it died.
    pub fn check(&mut self, state: &AppState) {
        if !self.watching || !state.recorded_to_end() || state.active_branch() != self.branch {
            return;
        }
        self.watching = false;
        self.notice = state.fatal_tick();
    }

    /// The tick of the fatal move offered by the notice, if shown.
    pub fn notice(&self) -> Option<usize> {
        self.notice
    }

    /// The fatal move's tick while the notice stands for the game on screen.
    fn shown(&self, state: &AppState) -> Option<usize> {
        self.notice.filter(|_| state.active_branch() == self.branch)
    }

    /// The notice over the bottom edge of the board (`board`), where a game rarely starts:
    /// it takes no room of its own, so the board does not move when it comes or goes.
    pub fn overlay(
        &mut self,
        ctx: &egui::Context,
        board: egui::Rect,
        state: &AppState,
        commands: &mut Commands,
    ) {
        let Some(fatal) = self.shown(state) else {
            return;
        };
        let colour = palette::marker(MarkerKind::Death, look::in_context(ctx).palette());
        egui::Area::new(egui::Id::unique("snakescope.death_notice"))
            .pivot(egui::Align2::LEFT_BOTTOM)
            .fixed_pos(board.left_bottom() + egui::vec2(6.0, -6.0))
            .order(egui::Order::Middle)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style())
                    .stroke(egui::Stroke::new(1.5, colour))
                    .show(ui, |ui| {
                        ui.horizontal(|ui| {
                            self.jump_button(ui, fatal, colour, commands);
                            if ui.small_button(tr!("Not now")).clicked() {
                                self.notice = None;
                            }
                        });
                    });
            });
    }

    fn jump_button(&mut self, ui: &mut Ui, fatal: usize, colour: Color32, commands: &mut Commands) {
        let label = egui::RichText::new(tr!("Jump to the death (tick {fatal})", fatal = fatal))
            .color(colour);
        if ui
            .button(label)
            .on_hover_text(tr!(
                "This game ends in death. Go to tick {fatal}: the board just before the fatal \
                 move, and the decision that made it",
                fatal = fatal
            ))
            .clicked()
        {
            commands.send(Command::GoToDecision(fatal));
            self.notice = None;
        }
    }
}
