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
            (tr!("Order tried"), order.join(", ")),
            (
                tr!("Tour so far"),
                tr!(
                    "{path} of {cells} cells",
                    path = replay.frame().path.len(),
                    cells = game.grid().cells()
                ),
            ),
            (tr!("Steps into a cell"), pushes.to_string()),
            (tr!("Undos (backtracks)"), undos.to_string()),
            (tr!("Full but not closed"), not_closed.to_string()),
            (tr!("Budget"), tr!("{n} steps", n = DEFAULT_BUDGET)),
        ];
        if let Some(e) = end {
            rows.push((tr!("Result"), e));
        }
        facts_grid(ui, "snakescope.backtrack.facts", &rows);
    }
}
