//! The breakpoints in the debugger panel: run to the next one (F8), the stop on screen, the
//! list (each switched on or off, or taken away), and a form that adds one of each kind.

use crate::board_view::look;
use crate::command::{Command, Commands};
use crate::shortcuts::{self, tip};
use crate::state::AppState;
use egui::{RichText, Ui};
use snakescope_core::explain::{Condition, FactKind};

/// The kinds of condition the form adds, in its menu's order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ConditionKind {
    /// A kind of fact in the decision's chain.
    #[default]
    Fact,
    /// The head entering a cell.
    HeadEnters,
    /// The snake reaching a length.
    Length,
    /// A tick.
    Tick,
    /// A meal.
    FoodEaten,
    /// The decision that doomed the game.
    Doomed,
}

impl ConditionKind {
    const ALL: [ConditionKind; 6] = [
        ConditionKind::Fact,
        ConditionKind::HeadEnters,
        ConditionKind::Length,
        ConditionKind::Tick,
        ConditionKind::FoodEaten,
        ConditionKind::Doomed,
    ];

    fn label(self) -> String {
        match self {
            ConditionKind::Fact => tr!("A fact in the chain"),
            ConditionKind::HeadEnters => tr!("The head enters a cell"),
            ConditionKind::Length => tr!("The length reaches"),
            ConditionKind::Tick => tr!("A tick"),
            ConditionKind::FoodEaten => tr!("Food eaten"),
            ConditionKind::Doomed => tr!("The decision that doomed it"),
        }
    }
}

/// The form that adds a breakpoint, as the user left it.
#[derive(Clone, Debug)]
pub struct BreakpointControls {
    /// The kind of condition to add.
    pub kind: ConditionKind,
    /// The fact, for [`ConditionKind::Fact`].
    pub fact: FactKind,
    /// The cell, for [`ConditionKind::HeadEnters`].
    pub cell: (i64, i64),
    /// The length, for [`ConditionKind::Length`].
    pub length: i64,
    /// The tick, for [`ConditionKind::Tick`].
    pub tick: u64,
}

impl Default for BreakpointControls {
    fn default() -> Self {
        BreakpointControls {
            kind: ConditionKind::Fact,
            fact: FactKind::Fallback,
            cell: (0, 0),
            length: 10,
            tick: 100,
        }
    }
}

impl BreakpointControls {
    /// The condition the form describes.
    pub fn condition(&self) -> Condition {
        match self.kind {
            ConditionKind::Fact => Condition::Fact(self.fact),
            ConditionKind::HeadEnters => Condition::HeadEnters(self.cell.0, self.cell.1),
            ConditionKind::Length => Condition::LengthAtLeast(self.length),
            ConditionKind::Tick => Condition::Tick(self.tick),
            ConditionKind::FoodEaten => Condition::FoodEaten,
            ConditionKind::Doomed => Condition::Doomed,
        }
    }

    /// The run button, the stop on screen, the list and the form.
    pub fn ui(&mut self, ui: &mut Ui, state: &AppState, commands: &mut Commands) {
        let ctx = ui.ctx().clone();
        let any_on = state.breakpoints().iter().any(|b| b.enabled);
        let running = state.breakpoint_progress().is_some();
        if ui
            .add_enabled(
                any_on && !running,
                egui::Button::new(tr!("Run to next breakpoint")),
            )
            .on_hover_text(tip(
                &ctx,
                tr!("Go to the first tick after this one where a breakpoint that is on matches"),
                &shortcuts::RUN_TO_BREAKPOINT,
            ))
            .on_disabled_hover_text(if running {
                tr!("Looking for it (see the game timeline)")
            } else {
                tr!("Switch a breakpoint on first")
            })
            .clicked()
        {
            commands.send(Command::RunToBreakpoint);
        }
        if let Some((index, breakpoint)) = state.breakpoint_stop() {
            ui.colored_label(
                look::breakpoint(ui.ctx()),
                tr!(
                    "Stopped at tick {tick} by breakpoint {n}: {when}",
                    tick = state.tick(),
                    n = index + 1,
                    when = breakpoint.when
                ),
            );
        } else if let Some(note) = state.breakpoint_note() {
            ui.weak(note.to_owned());
        }
        ui.add_space(4.0);
        self.list_ui(ui, state, commands);
        ui.add_space(4.0);
        self.form_ui(ui, state, commands);
    }

    /// Every breakpoint: a checkbox to switch it on or off, and a button to take it away.
    fn list_ui(&mut self, ui: &mut Ui, state: &AppState, commands: &mut Commands) {
        let list = state.breakpoints().to_vec();
        if list.is_empty() {
            ui.weak(tr!(
                "No breakpoints yet. Add one below, or Ctrl+click a cell of the board."
            ));
            return;
        }
        let mut remove = None;
        for (i, b) in list.iter().enumerate() {
            ui.horizontal(|ui| {
                let mut on = b.enabled;
                let text = format!("{}. {}", i + 1, b.when);
                if ui
                    .checkbox(&mut on, text)
                    .on_hover_text(tr!(
                        "On: play and F8 stop here. Off: kept, and saved, but ignored"
                    ))
                    .changed()
                {
                    commands.send(Command::EnableBreakpoint(i, on));
                }
                if crate::touch::small_button(ui, tr!("Remove"))
                    .on_hover_text(tr!("Take breakpoint {n} away", n = i + 1))
                    .clicked()
                {
                    remove = Some(i);
                }
            });
        }
        if let Some(i) = remove {
            commands.send(Command::RemoveBreakpoint(i));
        }
        ui.weak(tr!("Saved with the scenario (Save as)."));
    }

    /// The form that adds a breakpoint of the kind chosen.
    fn form_ui(&mut self, ui: &mut Ui, state: &AppState, commands: &mut Commands) {
        ui.label(RichText::new(tr!("Add a breakpoint")).strong());
        egui::ComboBox::new("snakescope.breakpoint.kind", tr!("Stop when"))
            .selected_text(self.kind.label())
            .show_ui(ui, |ui| {
                for kind in ConditionKind::ALL {
                    ui.selectable_value(&mut self.kind, kind, kind.label());
                }
            });
        let grid = *state.game().grid();
        match self.kind {
            ConditionKind::Fact => {
                egui::ComboBox::new("snakescope.breakpoint.fact", tr!("Fact"))
                    .selected_text(self.fact.label())
                    .width((ui.available_width() - 60.0).clamp(120.0, 240.0))
                    .show_ui(ui, |ui| {
                        for fact in FactKind::CHOICES {
                            ui.selectable_value(&mut self.fact, fact, fact.label());
                        }
                    });
            }
            ConditionKind::HeadEnters => {
                ui.horizontal(|ui| {
                    ui.add(
                        egui::DragValue::new(&mut self.cell.0)
                            .range(0..=i64::from(grid.width()) - 1)
                            .prefix("x "),
                    );
                    ui.add(
                        egui::DragValue::new(&mut self.cell.1)
                            .range(0..=i64::from(grid.height()) - 1)
                            .prefix("y "),
                    );
                });
                ui.weak(tr!("Or Ctrl+click the cell on the board."));
            }
            ConditionKind::Length => {
                ui.add(
                    egui::DragValue::new(&mut self.length)
                        .range(1..=grid.cells() as i64)
                        .prefix(tr!("length ")),
                );
            }
            ConditionKind::Tick => {
                // No further than the step limit, where every game stops.
                let limit = state.game().step_limit();
                ui.add(
                    egui::DragValue::new(&mut self.tick)
                        .range(0..=limit)
                        .prefix(tr!("tick ")),
                );
            }
            ConditionKind::FoodEaten | ConditionKind::Doomed => {}
        }
        let condition = self.condition();
        if ui
            .button(tr!("Add breakpoint"))
            .on_hover_text(tr!("Stop where: {condition}", condition = condition))
            .clicked()
        {
            commands.send(Command::AddBreakpoint(condition));
        }
    }
}
