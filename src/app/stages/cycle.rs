//! The view of the cycle-from-body stage: the chessboard count that rules out odd boards,
//! the proofs, the longest path from head to tail with the body blocked, and when it leaves
//! cells out, the repair, the squares and the search; then whether a cycle closed.

use super::StageView;
use super::facts::{cell_list, facts_grid};
use super::longest::longest_rows;
use crate::algo::body_cycle::CycleEvent;
use crate::explain::StageReplay;
use crate::rules::Game;
use crate::stages::{Stage, StageEvent};

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
        let (mut spliced, mut joined, mut visited) = (0usize, 0usize, 0usize);
        for e in replay.shown() {
            let StageEvent::Cycle(e) = e else { continue };
            match e {
                CycleEvent::Seek { start, target, .. } => {
                    rows.push(("Path sought", format!("{start} to {target}, body blocked")));
                }
                CycleEvent::Obstacle(o) => {
                    rows.push(("Result", format!("no cycle holds this body: {o}")));
                }
                CycleEvent::LeftOut { cells } => {
                    rows.push((
                        "Longest path",
                        format!(
                            "{} cell(s) left out: {}",
                            cells.len(),
                            cell_list(cells.iter().map(|c| c.to_string()), 6)
                        ),
                    ));
                }
                CycleEvent::Spliced { .. } => spliced += 1,
                CycleEvent::Stuck { cells } => rows.push((
                    "Repair",
                    format!(
                        "{spliced} pair(s) spliced in; {} cell(s) still out",
                        cells.len()
                    ),
                )),
                CycleEvent::Joined { .. } => joined += 1,
                CycleEvent::SquaresRefused(why) => {
                    rows.push(("Squares", format!("refused: {why}")));
                }
                CycleEvent::Visit { .. } => visited += 1,
                CycleEvent::GaveUp { moves } => rows.push((
                    "Result",
                    format!(
                        "no cycle found within {moves} moves of search (none proven impossible)"
                    ),
                )),
                CycleEvent::Closed { order } => {
                    rows.push(("Result", format!("a cycle of {} cells", order.len())));
                }
                CycleEvent::OddBoard { .. } => {
                    rows.push(("Result", "odd x odd board: no cycle".to_string()));
                }
                _ => {}
            }
        }
        if spliced > 0 {
            rows.push((
                "Repair",
                format!("{spliced} pair(s) spliced in by 2x2 squares"),
            ));
        }
        if joined > 0 {
            rows.push(("Squares", format!("{joined} splice(s) joining 2x2 blocks")));
        }
        if visited > 0 {
            rows.push(("Search", format!("{visited} move(s) tried")));
        }
        rows.extend(longest_rows(replay.shown()));
        facts_grid(ui, "snakescope.cycle.facts", &rows);
    }
}
