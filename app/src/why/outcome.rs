//! The game's outcome in the "why" panel, with jumps to the fatal move and to the decision
//! that doomed it.

use crate::command::{Command, Commands};
use crate::state::AppState;
use egui::Ui;

/// The outcome, plainly, with jumps to the fatal move and to the decision that doomed it.
pub fn outcome_ui(ui: &mut Ui, state: &AppState, commands: &mut Commands) {
    ui.strong(tr!("Outcome"));
    let Some(text) = state.outcome_text() else {
        if state.is_manual() {
            ui.label(tr!("Playing by hand: not over yet."));
        } else {
            ui.label(tr!(
                "Not recorded to the end yet ({ticks} ticks so far).",
                ticks = state.ticks()
            ));
        }
        return;
    };
    ui.label(text);
    let Some(fatal) = state.fatal_tick() else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr!("Show the fatal move"))
            .on_hover_text(tr!(
                "Go to tick {fatal}, the decision that moved into death",
                fatal = fatal
            ))
            .clicked()
        {
            commands.send(Command::GoToDecision(fatal));
        }
        let doomed = state.doomed_tick();
        let button = ui.add_enabled(
            doomed.is_some(),
            egui::Button::new(tr!("Go to the decision that doomed it")),
        );
        let button = match doomed {
            Some(t) => button.on_hover_text(tr!(
                "Tick {t}: from here on every move was a fallback without a guarantee",
                t = t
            )),
            None => button.on_disabled_hover_text(tr!(
                "The solver could not tell: it believed its moves were safe up to the fatal one"
            )),
        };
        if button.clicked()
            && let Some(t) = doomed
        {
            commands.send(Command::GoToDecision(t));
        }
    });
}
