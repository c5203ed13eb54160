//! The comparison's controls in the debugger panel: which solver to compare with (from a list,
//! or typed as a scenario file writes it), the tick where the games part with a jump there,
//! and a button to stop comparing.

use super::choices::{solver_choices, typed_solver};
use crate::board_view::look;
use crate::command::{Command, Commands};
use crate::state::AppState;
use egui::Ui;
use snakescope_core::explain::divergence::Divergence;

/// What the controls keep between frames: the solver picked or typed, and why the last one
/// could not be compared.
#[derive(Clone, Debug)]
pub struct CompareControls {
    /// The index in [`solver_choices`] picked, or `None` for the typed one.
    picked: Option<usize>,
    typed: String,
    /// Why the last one could not start, shown under the controls.
    pub problem: Option<String>,
}

impl Default for CompareControls {
    /// The first solver of the list picked.
    fn default() -> Self {
        CompareControls {
            picked: Some(0),
            typed: String::new(),
            problem: None,
        }
    }
}

impl CompareControls {
    /// The controls.
    pub fn ui(&mut self, ui: &mut Ui, state: &AppState, commands: &mut Commands) {
        match state.comparison() {
            Some(c) => {
                let label = c.label().to_owned();
                let divergence = c.divergence();
                let other_ticks = c.document().ticks();
                ui.label(tr!("Compared with {label}, tick by tick.", label = label));
                match divergence {
                    Divergence::At(t) => {
                        ui.colored_label(
                            look::divergence(ui.ctx()),
                            tr!("The games part at tick {t}.", t = t),
                        );
                        if ui
                            .add_enabled(
                                state.tick() != t,
                                egui::Button::new(tr!("Go to where the games part")),
                            )
                            .on_hover_text(tr!(
                                "Tick {t}: the first decision where the two solvers move \
                                 differently (or one game is over and the other goes on)",
                                t = t
                            ))
                            .clicked()
                        {
                            commands.send(Command::GoToDivergence);
                        }
                    }
                    Divergence::NotYet { compared } => {
                        ui.label(tr!("The same moves for the {compared} ticks compared so far ({other_ticks} \
                             recorded of the compared game).", compared = compared, other_ticks = other_ticks));
                    }
                    Divergence::Never => {
                        ui.label(tr!(
                            "The two play the same game, move for move, to the end."
                        ));
                    }
                }
                if ui.button(tr!("Stop comparing")).clicked() {
                    commands.send(Command::StopComparing);
                }
            }
            None => self.pick_ui(ui, commands),
        }
    }

    /// The solver to compare with, and the button.
    fn pick_ui(&mut self, ui: &mut Ui, commands: &mut Commands) {
        let choices = solver_choices();
        let current = self
            .picked
            .and_then(|i| choices.get(i))
            .map_or(tr!("Another, typed below"), |(name, _)| name.clone())
            .to_owned();
        ui.label(tr!(
            "Play the same scenario with another solver, beside this game:"
        ));
        egui::ComboBox::new("snakescope.compare.solver", tr!("Compare with"))
            .selected_text(current)
            .show_ui(ui, |ui| {
                // First: the list is long (greedy with each search) and scrolls.
                ui.selectable_value(&mut self.picked, None, tr!("Another, typed below"));
                for (i, (name, _)) in choices.iter().enumerate() {
                    ui.selectable_value(&mut self.picked, Some(i), name);
                }
            });
        if self.picked.is_none() {
            ui.add(
                egui::TextEdit::singleline(&mut self.typed)
                    .hint_text(tr!("Hamilton(shortcut_until: 0.3)"))
                    .desired_width(f32::INFINITY),
            )
            .accessible_name(tr!("Solver to compare with, typed"))
            .on_hover_text(tr!("A solver as a scenario file writes it, or its name"));
        }
        if ui
            .button(tr!("Compare"))
            .on_hover_text(tr!(
                "Record the scenario with that solver too, and show both games at the same \
                 tick: two boards, two timelines, both chains of checks"
            ))
            .clicked()
        {
            let kind = match self.picked.and_then(|i| choices.get(i)) {
                Some((_, kind)) => Ok(*kind),
                None => typed_solver(&self.typed),
            };
            match kind {
                Ok(kind) => commands.send(Command::CompareWith(kind)),
                Err(why) => self.problem = Some(why),
            }
        }
        if let Some(problem) = &self.problem {
            ui.colored_label(ui.visuals().error_fg_color, problem);
        }
    }
}
