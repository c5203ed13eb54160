//! The search board's directions as a checkbox, shown with the race's controls and in the
//! stage panel above the heuristic: the one control for four directions or eight.

use crate::command::{Command, Commands};
use crate::state::AppState;
use egui::Ui;
use snakescope_core::rules::Directions;

/// The search board's directions: a checkbox that lets the searches step diagonally too.
/// Checked, the search on screen runs in its form in eight directions (the snake still moves
/// in four); the race follows.
pub fn directions_ui(ui: &mut Ui, state: &AppState, commands: &mut Commands) {
    let was = state.directions() == Directions::Eight;
    let mut eight = was;
    ui.checkbox(&mut eight, tr!("Eight directions"))
        .on_hover_text(tr!(
            "The searches step diagonally too, a diagonal costing √2 and cutting no corner: each search that has a form in eight directions runs in it, in the stage and in the race. The snake still moves in four"
        ));
    if eight != was {
        let directions = if eight {
            Directions::Eight
        } else {
            Directions::Four
        };
        commands.send(Command::Directions(directions));
    }
}
