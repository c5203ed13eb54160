//! The compared game's chain of checks at the tick on screen, under the game's own, so that
//! the two decisions read side by side in the same words.

use crate::state::AppState;
use egui::{RichText, Ui};

/// The compared game's decision at the tick on screen, check by check, if a game is compared.
pub fn compared_chain_ui(ui: &mut Ui, state: &AppState) {
    let Some(c) = state.comparison() else {
        return;
    };
    ui.separator();
    let selection = c.selection();
    let parted = state.divergence().is_some_and(|at| selection.tick() >= at);
    ui.heading(tr!("Compared: {label}", label = c.label()));
    if selection.tick() < state.tick() {
        ui.label(tr!(
            "Its game is over at tick {tick}: {outcome}",
            tick = selection.tick(),
            outcome = c.document().outcome_text().unwrap_or_default()
        ));
        return;
    }
    let Some(d) = selection.decision() else {
        ui.label(tr!("No decision here: its game is over at this tick."));
        return;
    };
    let same = state
        .decision()
        .is_some_and(|own| own.decision.dir == d.decision.dir);
    ui.label(tr!(
        "Its decision at tick {tick}{n}:",
        tick = d.tick,
        n = match (same, parted) {
            (true, false) => tr!(", on the same board"),
            (false, false) => tr!(", on the same board, and another move"),
            (_, true) => tr!(", on its own board (the games have parted)"),
        }
    ));
    for (i, check) in d.decision.checks.iter().enumerate() {
        super::check_row(ui, i, check);
    }
    ui.label(RichText::new(tr!("-> move {dir}", dir = d.decision.dir.way())).strong());
}
