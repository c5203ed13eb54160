//! The view of the backtracking solver's direct approach: the approach so far, its undos, and
//! the check along the cycle from the mouse, forward and backward.

use super::StageView;
use super::facts::facts_grid;
use crate::algo::approach::ApproachEvent;
use crate::explain::StageReplay;
use crate::rules::Game;
use crate::stages::{Stage, StageEvent};
use crate::trace::caption;

/// The direct approach to a mouse, checked along the cycle both ways.
#[derive(Default)]
pub struct ApproachView;

impl StageView for ApproachView {
    fn stage(&self) -> Stage {
        Stage::Approach
    }

    fn ui(&mut self, ui: &mut egui::Ui, replay: &StageReplay, _game: &Game) {
        let (mut refused, mut undos) = (0, 0);
        let mut rows = Vec::new();
        let mut checks = Vec::new();
        for e in replay.shown() {
            let StageEvent::Approach(a) = e else { continue };
            match a {
                ApproachEvent::Start { from, to } => {
                    rows.push((
                        tr!("From / to"),
                        tr!("{from} to the mouse at {to}", from = from, to = to),
                    ));
                }
                ApproachEvent::Refused { .. } => refused += 1,
                ApproachEvent::Undo { .. } => undos += 1,
                ApproachEvent::CycleCheck { .. } | ApproachEvent::BodyCheck { .. } => {
                    checks.push(caption(e))
                }
                ApproachEvent::Accepted { .. }
                | ApproachEvent::Candidate { .. }
                | ApproachEvent::GaveUp { .. } => {
                    rows.push((tr!("Result"), caption(e)));
                }
                ApproachEvent::Step { .. } => {}
            }
        }
        rows.push((
            tr!("Approach so far"),
            tr!("{n} steps", n = replay.frame().path.len().saturating_sub(1)),
        ));
        rows.push((tr!("Moves refused"), refused.to_string()));
        rows.push((tr!("Undos"), undos.to_string()));
        facts_grid(ui, "snakescope.approach.facts", &rows);
        if !checks.is_empty() {
            ui.add_space(4.0);
            ui.strong(tr!("Along the cycle from the mouse"));
            for c in checks {
                ui.label(c);
            }
        }
    }
}
