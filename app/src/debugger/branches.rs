//! Taking a game over in the debugger panel: from the tick on screen, by hand or with another
//! solver, as a new branch; and the list of branches, the original first, one click from
//! each other.

use crate::command::{Command, Commands};
use crate::compare::choices::solver_choices;
use crate::state::AppState;
use egui::{RichText, Ui};
use snakescope_core::solver::SolverKind;

/// Who takes the game over, as the user left the choice.
#[derive(Clone, Debug, Default)]
pub struct TakeOverControls {
    /// The index in [`solver_choices`], or `None` for the keyboard.
    picked: Option<usize>,
    /// Why the last one could not start, shown under the controls.
    pub problem: Option<String>,
}

impl TakeOverControls {
    /// The take-over button with its choice of player, and the branches.
    pub fn ui(&mut self, ui: &mut Ui, state: &AppState, commands: &mut Commands) {
        let choices = solver_choices();
        let tick = state.tick();
        let over = state.game().is_over();
        ui.label(tr!(
            "Go on from tick {tick} another way, as a new branch; this game stays as it is.",
            tick = tick
        ));
        let by = self
            .picked
            .and_then(|i| choices.get(i))
            .map_or(tr!("by hand"), |(name, _)| name.clone())
            .to_owned();
        egui::ComboBox::new("snakescope.take_over.by", tr!("Who plays on"))
            .selected_text(by)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut self.picked, None, tr!("by hand"));
                for (i, (name, _)) in choices.iter().enumerate() {
                    ui.selectable_value(&mut self.picked, Some(i), name);
                }
            });
        {
            if ui
                .add_enabled(!over, egui::Button::new(tr!("Take over here")))
                .on_hover_text(tr!(
                    "A new branch from tick {tick}: by hand, steer with W/A/S/D or the arrows \
                     (paused, each key is a step); with a solver, it plays on from here",
                    tick = tick
                ))
                .on_disabled_hover_text(tr!("The game is over at this tick"))
                .clicked()
            {
                let kind = self
                    .picked
                    .and_then(|i| choices.get(i))
                    .map_or(SolverKind::Manual, |(_, k)| *k);
                commands.send(Command::TakeOver(kind));
            }
        }
        if let Some(problem) = &self.problem {
            ui.colored_label(ui.visuals().error_fg_color, problem);
        }
        self.branches_ui(ui, state, commands);
    }

    /// The branches, the one on screen selected; a click shows another where it was left.
    fn branches_ui(&mut self, ui: &mut Ui, state: &AppState, commands: &mut Commands) {
        let branches: Vec<String> = state.branches().iter().map(|b| b.label.clone()).collect();
        if branches.len() < 2 {
            return;
        }
        ui.add_space(4.0);
        ui.label(RichText::new(tr!("Branches")).strong());
        let active = state.active_branch();
        let mut show = None;
        for (i, label) in branches.iter().enumerate() {
            if ui
                .add(egui::Button::selectable(i == active, label))
                .on_hover_text(tr!("Show this game, at the tick it was left at"))
                .clicked()
            {
                show = Some(i);
            }
        }
        if active != 0
            && ui
                .button(tr!("Back to the original"))
                .on_hover_text(tr!("The game as it was opened, at the tick it was left at"))
                .clicked()
        {
            show = Some(0);
        }
        if let Some(i) = show {
            commands.send(Command::SwitchBranch(i));
            self.problem = None;
        }
    }
}
