//! The backtracking cycle as a stage ([`crate::algo::backtrack`]): a depth-first tour from the
//! corner, every step and every undo, under a budget.

use super::facts::{Strip, StripKind};
use super::words::steps;
use super::{Setting, StageFrame, StageProtocol, StageRunError, pseudocode};
use super::{StageEvent, StageFacts};
use crate::algo::Observer;
use crate::algo::backtrack::{BacktrackEvent, backtracking_cycle};
use crate::algo::backtrack::{DEFAULT_BUDGET, ORDER};
use crate::rules::Game;
use crate::rules::Pos;

/// The backtracking-cycle stage.
#[derive(Clone, Copy, Debug)]
pub struct BacktrackStage;

pseudocode! {
    /// The lines of the backtracking search.
    pub enum BacktrackLine {
        Start: step "path <- [corner]",
        Loop: structure "loop: cell <- last of path",
        Full: step "    if path has every cell: if cell touches corner: return cycle; else undo",
        Next: structure "    next <- first free neighbour in (Down, Right, Up, Left) not yet tried here",
        Push: step "    if next exists: push next",
        Pop: step "    else: pop cell (backtrack)",
        Budget: step "    if steps > budget: give up",
    }
}

impl StageProtocol for BacktrackStage {
    type Event = BacktrackEvent;
    type Line = BacktrackLine;

    const CLI_NAME: &'static str = "backtrack";
    fn title() -> String {
        tr!("Backtracking cycle")
    }
    const BUILDS_CYCLE: bool = true;

    fn line(event: &BacktrackEvent) -> BacktrackLine {
        match event {
            BacktrackEvent::Start { .. } => BacktrackLine::Start,
            BacktrackEvent::Closed { .. } | BacktrackEvent::NotClosed { .. } => BacktrackLine::Full,
            BacktrackEvent::Push { .. } => BacktrackLine::Push,
            BacktrackEvent::Backtrack { .. } | BacktrackEvent::NoCycle => BacktrackLine::Pop,
            BacktrackEvent::OutOfBudget { .. } => BacktrackLine::Budget,
        }
    }

    fn caption(event: &BacktrackEvent) -> String {
        match event {
            BacktrackEvent::Start { start } => tr!("Start the tour at {start}", start = start),
            BacktrackEvent::Push { cell, depth } => {
                tr!("Step to {cell} ({depth} cells)", cell = cell, depth = depth)
            }
            BacktrackEvent::Backtrack { cell, depth } => {
                tr!(
                    "{cell} leads nowhere: back off ({depth} cells)",
                    cell = cell,
                    depth = depth
                )
            }
            BacktrackEvent::NotClosed { last } => {
                tr!(
                    "Every cell used, but {last} does not touch the start: undo",
                    last = last
                )
            }
            BacktrackEvent::Closed { steps: n } => {
                tr!("The tour closes after {n}", n = steps(*n))
            }
            BacktrackEvent::OutOfBudget { steps: n } => {
                tr!("Budget of {n} spent without closing a tour", n = steps(*n))
            }
            BacktrackEvent::NoCycle => tr!("Every path tried: no cycle exists"),
        }
    }

    fn fold(frame: &mut StageFrame, event: &BacktrackEvent) {
        match event {
            BacktrackEvent::Start { .. } => frame.path.clear(),
            BacktrackEvent::Push { cell, .. } => {
                frame.path.push(*cell);
                frame.current = Some(*cell);
            }
            BacktrackEvent::Backtrack { cell, .. } => {
                frame.path.pop();
                frame.trying = vec![*cell];
                frame.current = frame.path.last().copied();
            }
            BacktrackEvent::NotClosed { last } => frame.trying = vec![*last],
            BacktrackEvent::Closed { .. } => frame.closed = true,
            BacktrackEvent::OutOfBudget { .. } | BacktrackEvent::NoCycle => {}
        }
    }

    /// The order tried, the tour so far, steps and undos, the budget, and how it ended.
    fn facts(shown: &[StageEvent], frame: &StageFrame, game: &Game) -> StageFacts {
        let (mut pushes, mut undos, mut not_closed) = (0, 0, 0);
        let mut end = None;
        for e in shown {
            let StageEvent::Backtrack(b) = e else {
                continue;
            };
            match b {
                BacktrackEvent::Push { .. } => pushes += 1,
                BacktrackEvent::Backtrack { .. } => undos += 1,
                BacktrackEvent::NotClosed { .. } => not_closed += 1,
                BacktrackEvent::Closed { .. }
                | BacktrackEvent::OutOfBudget { .. }
                | BacktrackEvent::NoCycle => end = Some(e.caption()),
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
                    path = frame.path.len(),
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
        // The latest event's move on the stack: a cell pushed, or one taken off.
        let (entered, left) = match shown.last() {
            Some(StageEvent::Backtrack(BacktrackEvent::Push { cell, .. })) => (Some(*cell), None),
            Some(StageEvent::Backtrack(BacktrackEvent::Backtrack { cell, .. })) => {
                (None, Some(*cell))
            }
            _ => (None, None),
        };
        StageFacts::rows(rows).with_frontier(Strip {
            heading: tr!("Stack (the path so far)"),
            kind: StripKind::Stack,
            cells: (frame.path.iter())
                .enumerate()
                .map(|(k, &c)| (c, Some(k as u32 + 1)))
                .collect(),
            entered,
            left,
        })
    }

    /// From the top-left corner, under the solver's budget. The note says when the solver
    /// follows another cycle now.
    fn run<O: Observer<BacktrackEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        let view = &setting.solver;
        let built = backtracking_cycle(setting.game.grid(), Pos::new(0, 0), view.budget, obs);
        Ok(match (view.cycle, built) {
            (Some(held), Ok(c)) if !c.same_tour(held) => Some(tr!(
                "The solver no longer follows this tour: it follows {held}.",
                held = view.held()
            )),
            _ => None,
        })
    }
}
