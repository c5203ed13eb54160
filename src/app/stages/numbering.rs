//! The view of the numbered search: the numbers along the cycle from the tail, the cell being
//! expanded with its number, the food's number, and each neighbour allowed or refused and
//! why.

use super::StageView;
use super::facts::facts_grid;
use crate::algo::numbered::NumberedEvent;
use crate::explain::StageReplay;
use crate::rules::Game;
use crate::stages::{Stage, StageEvent};
use crate::trace::caption;

/// The numbered-BFS shortcut variant.
#[derive(Default)]
pub struct NumberingView;

impl StageView for NumberingView {
    fn stage(&self) -> Stage {
        Stage::Numbering
    }

    fn ui(&mut self, ui: &mut egui::Ui, replay: &StageReplay, game: &Game) {
        let shown = replay.shown();
        let numbered = shown
            .iter()
            .filter(|e| matches!(e, StageEvent::Numbering(NumberedEvent::Numbered { .. })))
            .count();
        let mut rows = vec![(
            tr!("Numbered"),
            tr!(
                "{numbered} of {cells} cells, 1 is the tail",
                numbered = numbered,
                cells = game.grid().cells()
            ),
        )];
        if let Some(food) = game.food()
            && let Some(n) = replay.frame().mark(food).number
        {
            rows.push((tr!("Food"), tr!("{food}, number {n}", food = food, n = n)));
        }
        let last = shown
            .iter()
            .rposition(|e| matches!(e, StageEvent::Numbering(NumberedEvent::Dequeued { .. })));
        let mut around = Vec::new();
        if let Some(i) = last {
            if let StageEvent::Numbering(NumberedEvent::Dequeued { cell, number }) = &shown[i] {
                rows.push((
                    tr!("Expanding"),
                    tr!("{cell}, number {number}", cell = cell, number = number),
                ));
            }
            for e in &shown[i + 1..] {
                if matches!(
                    e,
                    StageEvent::Numbering(
                        NumberedEvent::Allowed { .. } | NumberedEvent::Refused { .. }
                    )
                ) {
                    around.push(caption(e));
                }
            }
        }
        for e in shown {
            match e {
                StageEvent::Numbering(NumberedEvent::Found { path }) => {
                    rows.push((
                        tr!("Result"),
                        tr!("a climbing path of {n} steps", n = path.len() - 1),
                    ));
                }
                StageEvent::Numbering(NumberedEvent::Exhausted) => {
                    rows.push((tr!("Result"), tr!("no climbing path reaches the food")));
                }
                _ => {}
            }
        }
        facts_grid(ui, "snakescope.numbering.facts", &rows);
        if !around.is_empty() {
            ui.add_space(4.0);
            ui.strong(tr!("Its neighbours"));
            for a in around {
                ui.label(a);
            }
        }
    }
}
