//! The numbered search as a stage ([`crate::algo::numbered`]): a breadth-first search that
//! may only climb the cycle's numbering.

use super::words::path_steps;
use super::{Setting, StageFrame, StageProtocol, StageRunError, pseudocode};
use super::{StageEvent, StageFacts, Tone};
use crate::algo::Observer;
use crate::algo::numbered::{NumberedEvent, NumberedRefusal, numbered_path};
use crate::rules::Game;

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
    fn title() -> String {
        tr!("Numbered search")
    }
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
            NumberedEvent::Numbered { cell, number } => {
                tr!("{cell} is number {number}", cell = cell, number = number)
            }
            NumberedEvent::Dequeued { cell, number } => tr!(
                "Expand {cell}, number {number}",
                cell = cell,
                number = number
            ),
            NumberedEvent::Allowed {
                dir, cell, number, ..
            } => {
                tr!(
                    "{dir} {cell}, number {number}, climbs and stays below the food: allowed",
                    dir = dir.at(),
                    cell = cell,
                    number = number
                )
            }
            NumberedEvent::Refused { dir, reason, .. } => match reason {
                NumberedRefusal::Wall => tr!("{dir} is the wall", dir = dir.at()),
                NumberedRefusal::Body(c) => tr!("{dir} {c} is the body", dir = dir.at(), c = c),
                NumberedRefusal::Seen(c) => {
                    tr!("{dir} {c} was already found", dir = dir.at(), c = c)
                }
                NumberedRefusal::NotAbove {
                    cell,
                    number,
                    current,
                } => tr!(
                    "{dir} {cell}: number {number} is not above {current}: refused",
                    dir = dir.at(),
                    cell = cell,
                    number = number,
                    current = current
                ),
                NumberedRefusal::PastFood { cell, number, food } => {
                    tr!(
                        "{dir} {cell}: number {number} is above the food's {food}: refused",
                        dir = dir.at(),
                        cell = cell,
                        number = number,
                        food = food
                    )
                }
            },
            NumberedEvent::Found { path } => {
                tr!(
                    "Reached the food by climbing: {path}",
                    path = path_steps(path)
                )
            }
            NumberedEvent::Exhausted => tr!("No climbing path reaches the food"),
        }
    }

    fn fold(frame: &mut StageFrame, event: &NumberedEvent) {
        match event {
            NumberedEvent::Numbered { cell, number } => {
                frame.mark_mut(*cell).number = Some(*number);
                frame.look_at(*cell, Tone::Accepted);
            }
            NumberedEvent::Dequeued { cell, .. } => {
                let m = frame.mark_mut(*cell);
                m.frontier = false;
                m.expanded = true;
                frame.current = Some(*cell);
                frame.look_at(*cell, Tone::Looked);
            }
            NumberedEvent::Allowed { cell, dir, .. } => {
                let m = frame.mark_mut(*cell);
                m.frontier = true;
                m.entered = Some((*dir).into());
                frame.trying = vec![*cell];
                frame.look_at(*cell, Tone::Accepted);
            }
            NumberedEvent::Refused { from, dir, .. } => frame.refuse(*from, *dir),
            NumberedEvent::Found { path } => {
                frame.path = path.clone();
                frame.verdict = Some(Tone::Accepted);
            }
            NumberedEvent::Exhausted => {
                frame.current = None;
                frame.verdict = Some(Tone::Refused);
            }
        }
    }

    /// The numbers along the cycle from the tail, the cell being expanded with its number, the
    /// food's number, and each neighbour allowed or refused and why.
    fn facts(shown: &[StageEvent], frame: &StageFrame, game: &Game) -> StageFacts {
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
            && let Some(n) = frame.mark(food).number
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
                    around.push(e.caption());
                }
            }
        }
        for e in shown {
            match e {
                StageEvent::Numbering(NumberedEvent::Found { path }) => rows.push((
                    tr!("Result"),
                    tr!("a climbing path of {n} steps", n = path.len() - 1),
                )),
                StageEvent::Numbering(NumberedEvent::Exhausted) => {
                    rows.push((tr!("Result"), tr!("no climbing path reaches the food")));
                }
                _ => {}
            }
        }
        StageFacts::rows(rows).with_list(tr!("Its neighbours"), around)
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
