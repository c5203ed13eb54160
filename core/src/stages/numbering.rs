//! The numbered search as a stage ([`crate::algo::numbered`]): a breadth-first search that
//! may only climb the cycle's numbering.

use super::words::path_steps;
use super::{Setting, StageFrame, StageProtocol, StageRunError, pseudocode};
use crate::algo::Observer;
use crate::algo::numbered::{NumberedEvent, NumberedRefusal, numbered_path};

/// The numbered-search stage.
#[derive(Clone, Copy, Debug)]
pub struct NumberingStage;

pseudocode! {
    /// The lines of the numbered search.
    pub enum NumberingLine {
        Number: step "number the cycle 1..cells starting at the tail",
        Queue: structure "queue <- [head]",
        Dequeue: step "while queue is not empty: cell <- pop front",
        Food: step "    if cell = food: return path via parents",
        Skip: step "    for each neighbour n: skip walls, body and seen cells",
        Climb: step "        allow n only if number(cell) < number(n) <= number(food)",
        Enqueue: step "    queue the allowed neighbours, highest number first",
        NoPath: step "return no path",
    }
}

impl StageProtocol for NumberingStage {
    type Event = NumberedEvent;
    type Line = NumberingLine;

    const CLI_NAME: &'static str = "numbering";
    const TITLE: &'static str = "Numbered search";
    const BUILDS_CYCLE: bool = false;

    fn line(event: &NumberedEvent) -> NumberingLine {
        match event {
            NumberedEvent::Numbered { .. } => NumberingLine::Number,
            NumberedEvent::Dequeued { .. } => NumberingLine::Dequeue,
            NumberedEvent::Found { .. } => NumberingLine::Food,
            NumberedEvent::Refused { reason, .. } => match reason {
                NumberedRefusal::NotAbove { .. } | NumberedRefusal::PastFood { .. } => {
                    NumberingLine::Climb
                }
                NumberedRefusal::Wall | NumberedRefusal::Body(_) | NumberedRefusal::Seen(_) => {
                    NumberingLine::Skip
                }
            },
            NumberedEvent::Allowed { .. } => NumberingLine::Enqueue,
            NumberedEvent::Exhausted => NumberingLine::NoPath,
        }
    }

    fn caption(event: &NumberedEvent) -> String {
        match event {
            NumberedEvent::Numbered { cell, number } => format!("{cell} is number {number}"),
            NumberedEvent::Dequeued { cell, number } => format!("Expand {cell}, number {number}"),
            NumberedEvent::Allowed {
                dir, cell, number, ..
            } => {
                format!("{dir} {cell}, number {number}, climbs and stays below the food: allowed")
            }
            NumberedEvent::Refused { dir, reason, .. } => match reason {
                NumberedRefusal::Wall => format!("{dir} is the wall"),
                NumberedRefusal::Body(c) => format!("{dir} {c} is the body"),
                NumberedRefusal::Seen(c) => format!("{dir} {c} was already found"),
                NumberedRefusal::NotAbove {
                    cell,
                    number,
                    current,
                } => format!("{dir} {cell}: number {number} is not above {current}: refused"),
                NumberedRefusal::PastFood { cell, number, food } => {
                    format!("{dir} {cell}: number {number} is above the food's {food}: refused")
                }
            },
            NumberedEvent::Found { path } => {
                format!("Reached the food by climbing: {}", path_steps(path))
            }
            NumberedEvent::Exhausted => "No climbing path reaches the food".to_string(),
        }
    }

    fn fold(frame: &mut StageFrame, event: &NumberedEvent) {
        match event {
            NumberedEvent::Numbered { cell, number } => {
                frame.mark_mut(*cell).number = Some(*number);
            }
            NumberedEvent::Dequeued { cell, .. } => {
                let m = frame.mark_mut(*cell);
                m.frontier = false;
                m.expanded = true;
                frame.current = Some(*cell);
            }
            NumberedEvent::Allowed { cell, dir, .. } => {
                let m = frame.mark_mut(*cell);
                m.frontier = true;
                m.entered = Some(*dir);
                frame.trying = vec![*cell];
            }
            NumberedEvent::Refused { from, dir, .. } => {
                let beside = frame.grid().neighbour(*from, *dir);
                frame.trying.extend(beside);
            }
            NumberedEvent::Found { path } => frame.path = path.clone(),
            NumberedEvent::Exhausted => frame.current = None,
        }
    }

    /// On the cycle the solver holds (or one built from the body), from the head to the
    /// target or the food.
    fn run<O: Observer<NumberedEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        let food = setting.needed_goal()?;
        let cycle = setting.held_or_body()?;
        numbered_path(setting.game.grid(), &cycle, setting.game.snake(), food, obs);
        Ok(None)
    }
}
