//! The view of the splice stage: how far the food is along the cycle and by the fastest path,
//! the square tried, the loop a split cut off, where it joined back, and what was kept.

use super::StageView;
use super::facts::facts_grid;
use crate::algo::splice::SpliceEvent;
use crate::explain::StageReplay;
use crate::rules::Game;
use crate::stages::{Stage, StageEvent};

/// Reshaping the cycle toward the food by 2x2 splices.
#[derive(Default)]
pub struct SpliceView;

impl StageView for SpliceView {
    fn stage(&self) -> Stage {
        Stage::Splice
    }

    fn ui(&mut self, ui: &mut egui::Ui, replay: &StageReplay, _game: &Game) {
        let mut rows = Vec::new();
        let (mut squares, mut splits, mut merges, mut undone) = (0, 0, 0, 0);
        let mut last = None;
        for e in replay.shown() {
            let StageEvent::Splice(s) = e else {
                continue;
            };
            match s {
                SpliceEvent::Plan { along, fastest, .. } => rows.push((
                    tr!("To the food"),
                    tr!(
                        "{along} moves along the cycle, {fastest} by the fastest path",
                        along = along,
                        fastest = fastest
                    ),
                )),
                SpliceEvent::Square { .. } => squares += 1,
                SpliceEvent::Split { .. } => splits += 1,
                SpliceEvent::Merge { .. } => merges += 1,
                SpliceEvent::Undone
                | SpliceEvent::NoMerge { .. }
                | SpliceEvent::LoopHoldsBody { .. } => undone += 1,
                SpliceEvent::Kept { before, after, .. } => rows.push((
                    tr!("Kept"),
                    tr!(
                        "a cycle {after} moves to the food (was {before})",
                        after = after,
                        before = before
                    ),
                )),
                SpliceEvent::Force { .. }
                | SpliceEvent::Cuts { .. }
                | SpliceEvent::Cut { .. }
                | SpliceEvent::Checked { .. } => {}
            }
            last = Some(e);
        }
        rows.push((tr!("Squares tried"), squares.to_string()));
        rows.push((
            tr!("Splits, joins"),
            tr!(
                "{splits} split, {merges} joined back",
                splits = splits,
                merges = merges
            ),
        ));
        rows.push((tr!("Undone"), undone.to_string()));
        if let Some(StageEvent::Splice(SpliceEvent::Merge { reversed, .. })) = last {
            rows.push((
                tr!("Joined"),
                if *reversed {
                    tr!("the loop turned round to fit the square")
                } else {
                    tr!("the loop as it ran")
                },
            ));
        }
        facts_grid(ui, "snakescope.splice.facts", &rows);
        ui.add_space(4.0);
        ui.weak(tr!(
            "Why it is safe: a reshaped cycle is kept only if, following it, every cell is free by \
             the time the head gets there, and the body still there at the meal lies just behind \
             the head."
        ));
    }
}
