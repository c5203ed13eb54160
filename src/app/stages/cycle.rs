//! The view of the cycle-from-body stage: the chessboard count that rules out odd boards,
//! the longest path from head to tail with the body blocked, and whether it closes a cycle.

use super::StageView;
use super::facts::{cell_list, facts_grid};
use super::longest::longest_rows;
use crate::algo::body_cycle::CycleEvent;
use crate::algo::{Stage, StageEvent};
use crate::explain::StageReplay;
use crate::rules::Game;

/// A Hamiltonian cycle built from the snake's own body.
#[derive(Default)]
pub struct CycleView;

impl StageView for CycleView {
    fn stage(&self) -> Stage {
        Stage::Cycle
    }

    fn ui(&mut self, ui: &mut egui::Ui, replay: &StageReplay, game: &Game) {
        let grid = game.grid();
        let (dark, light) = grid.colour_counts();
        let mut rows = vec![(
            "Chessboard colours",
            format!(
                "{dark} dark, {light} light{}",
                if dark == light {
                    ": a cycle alternates colours, and the counts allow one"
                } else {
                    ": unequal, so no cycle can exist"
                }
            ),
        )];
        for e in replay.shown() {
            match e {
                StageEvent::Cycle(CycleEvent::Seek { start, target, .. }) => {
                    rows.push(("Path sought", format!("{start} to {target}, body blocked")));
                }
                StageEvent::Cycle(CycleEvent::Closed { order }) => {
                    rows.push(("Result", format!("a cycle of {} cells", order.len())));
                }
                StageEvent::Cycle(CycleEvent::LeftOut { cells }) => {
                    rows.push((
                        "Result",
                        format!(
                            "no cycle: {} cell(s) left out: {}",
                            cells.len(),
                            cell_list(cells.iter().map(|c| c.to_string()), 6)
                        ),
                    ));
                }
                StageEvent::Cycle(CycleEvent::OddBoard { .. }) => {
                    rows.push(("Result", "odd x odd board: no cycle".to_string()));
                }
                _ => {}
            }
        }
        rows.extend(longest_rows(replay.shown()));
        facts_grid(ui, "snakescope.cycle.facts", &rows);
    }
}
