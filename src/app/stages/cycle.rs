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
            tr!("Chessboard colours"),
            tr!(
                "{dark} dark, {light} light{n}",
                dark = dark,
                light = light,
                n = if dark == light {
                    tr!(": a cycle alternates colours, and the counts allow one")
                } else {
                    tr!(": unequal, so no cycle can exist")
                }
            ),
        )];
        let (mut spliced, mut joined, mut visited) = (0usize, 0usize, 0usize);
        for e in replay.shown() {
            let StageEvent::Cycle(e) = e else { continue };
            match e {
                CycleEvent::Seek { start, target, .. } => {
                    rows.push((
                        tr!("Path sought"),
                        tr!(
                            "{start} to {target}, body blocked",
                            start = start,
                            target = target
                        ),
                    ));
                }
                CycleEvent::Obstacle(o) => {
                    rows.push((tr!("Result"), tr!("no cycle holds this body: {o}", o = o)));
                }
                CycleEvent::LeftOut { cells } => {
                    rows.push((
                        tr!("Longest path"),
                        tr!(
                            "{cells} cell(s) left out: {n}",
                            cells = cells.len(),
                            n = cell_list(cells.iter().map(|c| c.to_string()), 6)
                        ),
                    ));
                }
                CycleEvent::Spliced { .. } => spliced += 1,
                CycleEvent::Stuck { cells } => rows.push((
                    tr!("Repair"),
                    tr!(
                        "{spliced} pair(s) spliced in; {cells} cell(s) still out",
                        spliced = spliced,
                        cells = cells.len()
                    ),
                )),
                CycleEvent::Joined { .. } => joined += 1,
                CycleEvent::SquaresRefused(why) => {
                    rows.push((tr!("Squares"), tr!("refused: {why}", why = why)));
                }
                CycleEvent::Visit { .. } => visited += 1,
                CycleEvent::GaveUp { moves } => rows.push((
                    tr!("Result"),
                    tr!(
                        "no cycle found within {moves} moves of search (none proven impossible)",
                        moves = moves
                    ),
                )),
                CycleEvent::Closed { order } => {
                    rows.push((
                        tr!("Result"),
                        tr!("a cycle of {order} cells", order = order.len()),
                    ));
                }
                CycleEvent::OddBoard { .. } => {
                    rows.push((tr!("Result"), tr!("odd x odd board: no cycle")));
                }
                _ => {}
            }
        }
        if spliced > 0 {
            rows.push((
                tr!("Repair"),
                tr!(
                    "{spliced} pair(s) spliced in by 2x2 squares",
                    spliced = spliced
                ),
            ));
        }
        if joined > 0 {
            rows.push((
                tr!("Squares"),
                tr!("{joined} splice(s) joining 2x2 blocks", joined = joined),
            ));
        }
        if visited > 0 {
            rows.push((
                tr!("Search"),
                tr!("{visited} move(s) tried", visited = visited),
            ));
        }
        rows.extend(longest_rows(replay.shown()));
        facts_grid(ui, "snakescope.cycle.facts", &rows);
    }
}
