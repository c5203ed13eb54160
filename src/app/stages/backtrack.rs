//! The view of the backtracking cycle: the tour's depth, pushes and undos so far, the budget,
//! and how the search ended.

use super::StageView;
use super::facts::facts_grid;
use crate::algo::backtrack::{BacktrackEvent, DEFAULT_BUDGET, ORDER};
use crate::explain::StageReplay;
use crate::rules::Game;
use crate::stages::{Stage, StageEvent};
use crate::trace::caption;

/// The backtracking cycle builder.
#[derive(Default)]
pub struct BacktrackView;

impl StageView for BacktrackView {
    fn stage(&self) -> Stage {
        Stage::Backtrack
    }

    fn ui(&mut self, ui: &mut egui::Ui, replay: &StageReplay, game: &Game) {
        let (mut pushes, mut undos, mut not_closed) = (0, 0, 0);
        let mut end = None;
        for e in replay.shown() {
            let StageEvent::Backtrack(b) = e else {
                continue;
            };
            match b {
                BacktrackEvent::Push { .. } => pushes += 1,
                BacktrackEvent::Backtrack { .. } => undos += 1,
                BacktrackEvent::NotClosed { .. } => not_closed += 1,
                BacktrackEvent::Closed { .. }
                | BacktrackEvent::OutOfBudget { .. }
                | BacktrackEvent::NoCycle => end = Some(caption(e)),
                BacktrackEvent::Start { .. } => {}
            }
        }
        let order: Vec<String> = ORDER.iter().map(|d| d.to_string()).collect();
        let mut rows = vec![
            ("Order tried", order.join(", ")),
            (
                "Tour so far",
                format!(
                    "{} of {} cells",
                    replay.frame().path.len(),
                    game.grid().cells()
                ),
            ),
            ("Steps into a cell", pushes.to_string()),
            ("Undos (backtracks)", undos.to_string()),
            ("Full but not closed", not_closed.to_string()),
            ("Budget", format!("{DEFAULT_BUDGET} steps")),
        ];
        if let Some(e) = end {
            rows.push(("Result", e));
        }
        facts_grid(ui, "snakescope.backtrack.facts", &rows);
    }
}
