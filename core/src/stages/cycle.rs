//! The cycle from the body as a stage ([`crate::algo::body_cycle`]): the parity argument, the
//! longest path from head to tail, and the cycle it closes or the cells it leaves out.

use super::longest::LongestStage;
use super::{Setting, StageFrame, StageProtocol, StageRunError, pseudocode};
use crate::algo::Observer;
use crate::algo::body_cycle::{CycleEvent, cycle_from_body, list_cells};

/// The cycle-from-body stage.
#[derive(Clone, Copy, Debug)]
pub struct CycleStage;

pseudocode! {
    /// The lines of building a cycle from the body.
    pub enum CycleLine {
        Parity: step "if width and height are both odd: no cycle (colour counts differ)",
        Block: step "block the body except the tail",
        Path: step "path <- longest path(head, tail)   (a certificate routes it through the food first)",
        Misses: step "if path misses a free cell: no cycle (report the cells)",
        Close: step "cycle <- path from head to tail, then the body from tail back to head",
    }
}

impl StageProtocol for CycleStage {
    type Event = CycleEvent;
    type Line = CycleLine;

    const CLI_NAME: &'static str = "cycle";
    const TITLE: &'static str = "Cycle from body";
    const BUILDS_CYCLE: bool = true;

    fn line(event: &CycleEvent) -> CycleLine {
        match event {
            CycleEvent::OddBoard { .. } => CycleLine::Parity,
            CycleEvent::Seek { .. } => CycleLine::Block,
            CycleEvent::Longest(_) => CycleLine::Path,
            CycleEvent::LeftOut { .. } => CycleLine::Misses,
            CycleEvent::Closed { .. } => CycleLine::Close,
        }
    }

    fn caption(event: &CycleEvent) -> String {
        match event {
            CycleEvent::OddBoard { dark, light } => format!(
                "The board is odd x odd: {dark} dark and {light} light cells, but a cycle \
                 alternates colours and needs as many of each. No cycle exists."
            ),
            CycleEvent::Seek {
                start,
                target,
                via: None,
            } => format!("Block the body; seek the longest path from {start} to {target}"),
            CycleEvent::Seek {
                start,
                target,
                via: Some(v),
            } => format!(
                "Block the body; seek the longest path from {start} to {target}, passing {v} \
                 as early as it can"
            ),
            CycleEvent::Longest(step) => LongestStage::caption(step),
            CycleEvent::Closed { order } => format!(
                "The path covers every free cell: with the body it closes a cycle of {} cells",
                order.len()
            ),
            CycleEvent::LeftOut { cells } => format!(
                "The path misses {} cell(s): {}. No cycle from this body.",
                cells.len(),
                list_cells(cells)
            ),
        }
    }

    fn fold(frame: &mut StageFrame, event: &CycleEvent) {
        match event {
            CycleEvent::Longest(step) => LongestStage::fold(frame, step),
            CycleEvent::Seek { start, target, via } => {
                frame.current = Some(*start);
                frame.trying = vec![*target];
                frame.trying.extend(via);
            }
            CycleEvent::Closed { order } => {
                frame.path = order.clone();
                frame.closed = true;
            }
            CycleEvent::LeftOut { cells } => {
                for &c in cells {
                    frame.mark_mut(c).left_out = true;
                }
            }
            CycleEvent::OddBoard { .. } => {}
        }
    }

    /// From the body as it is now. When the solver holds a cycle, the note says whether the
    /// stage finds another one, or none.
    fn run<O: Observer<CycleEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        let game = setting.game;
        let built = cycle_from_body(game.grid(), game.snake(), obs);
        let Some(held) = setting.solver.cycle else {
            return Ok(None);
        };
        Ok(match built {
            Err(_) => Some(format!(
                "Run on this body, the stage finds no cycle; the solver follows {}, on which \
                 this body lies.",
                setting.solver.held()
            )),
            Ok(c) if !c.same_tour(held) => Some(format!(
                "Run on this body, the stage finds another cycle; the solver follows {}.",
                setting.solver.held()
            )),
            Ok(_) => None,
        })
    }
}
