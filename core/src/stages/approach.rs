//! The direct approach as a stage ([`crate::algo::approach`]): a depth-first walk at the food,
//! and the check at the food in both directions along the cycle.

use super::words::path_steps;
use super::{Setting, StageFrame, StageProtocol, StageRunError, pseudocode};
use crate::algo::approach::{ApproachEvent, ApproachRules, approach};
use crate::algo::backtrack::backtracking_cycle;
use crate::algo::{Ignore, Observer};
use crate::rules::Pos;

/// The direct-approach stage.
#[derive(Clone, Copy, Debug)]
pub struct ApproachStage;

pseudocode! {
    /// The lines of the approach search.
    pub enum ApproachLine {
        Start: step "path <- [head]",
        Step: step "at cell: try moves that close the x or y gap (alternating), then sidesteps",
        Skip: step "    skip walls, cells on path, body cells not yet left by the tail",
        Undo: step "    if no move works: undo cell",
        AtFood: structure "at food: for direction in (current, other):",
        Check: step "    safe: ok if the body after the meal lies on the cycle in that direction; article: ok if following the cycle for length steps never meets the body",
        Accept: step "    if ok: accept path and direction",
        Candidate: step "    else: keep the first such path as a candidate for a certificate; undo and search on",
        GiveUp: step "give up when the budget is spent (with the candidate, if any)",
    }
}

impl StageProtocol for ApproachStage {
    type Event = ApproachEvent;
    type Line = ApproachLine;

    const CLI_NAME: &'static str = "approach";
    const TITLE: &'static str = "Direct approach";
    const BUILDS_CYCLE: bool = false;

    fn line(event: &ApproachEvent) -> ApproachLine {
        match event {
            ApproachEvent::Start { .. } => ApproachLine::Start,
            ApproachEvent::Step { .. } => ApproachLine::Step,
            ApproachEvent::Refused { .. } => ApproachLine::Skip,
            ApproachEvent::Undo { .. } => ApproachLine::Undo,
            ApproachEvent::CycleCheck { .. } | ApproachEvent::BodyCheck { .. } => {
                ApproachLine::Check
            }
            ApproachEvent::Accepted { .. } => ApproachLine::Accept,
            ApproachEvent::Candidate { .. } => ApproachLine::Candidate,
            ApproachEvent::GaveUp { .. } => ApproachLine::GiveUp,
        }
    }

    fn caption(event: &ApproachEvent) -> String {
        let way = |reverse: bool| if reverse { "backward" } else { "forward" };
        match event {
            ApproachEvent::Start { from, to } => {
                format!("Approach from {from} to the mouse at {to}")
            }
            ApproachEvent::Step { cell, depth } => format!("Step to {cell} (step {depth})"),
            ApproachEvent::Refused { from, dir } => format!("{dir} of {from} is blocked"),
            ApproachEvent::Undo { cell } => format!("{cell} leads nowhere: back off"),
            ApproachEvent::CycleCheck {
                reverse,
                blocked_at: Some(c),
            } => format!(
                "Following the cycle {} from the mouse meets the body at {c}",
                way(*reverse)
            ),
            ApproachEvent::CycleCheck {
                reverse,
                blocked_at: None,
            } => format!(
                "Following the cycle {} from the mouse stays clear",
                way(*reverse)
            ),
            ApproachEvent::BodyCheck {
                reverse,
                holds,
                gaps_allowed,
            } => {
                let how = if *gaps_allowed {
                    "in order (gaps allowed under Follows)"
                } else {
                    "as one unbroken stretch"
                };
                let way = way(*reverse);
                if *holds {
                    format!(
                        "After the meal the body lies on the cycle {way} {how}: safe to follow"
                    )
                } else {
                    format!("After the meal the body would not lie on the cycle {way} {how}")
                }
            }
            ApproachEvent::Candidate { path } => format!(
                "This approach of {} reaches the mouse but keeps the body on the cycle in \
                 neither direction: kept as a candidate for a certificate",
                path_steps(path)
            ),
            ApproachEvent::Accepted { path, reverse } => format!(
                "Approach of {} accepted; then follow the cycle {}",
                path_steps(path),
                way(*reverse)
            ),
            ApproachEvent::GaveUp { steps } => format!("No safe approach within {steps} tries"),
        }
    }

    fn fold(frame: &mut StageFrame, event: &ApproachEvent) {
        match event {
            ApproachEvent::Start { from, .. } => {
                frame.path = vec![*from];
                frame.current = Some(*from);
            }
            ApproachEvent::Step { cell, .. } => {
                frame.path.push(*cell);
                frame.current = Some(*cell);
            }
            ApproachEvent::Refused { from, dir } => {
                let beside = frame.grid().neighbour(*from, *dir);
                frame.trying.extend(beside);
            }
            ApproachEvent::Undo { cell } => {
                frame.path.pop();
                frame.trying = vec![*cell];
                frame.current = frame.path.last().copied();
            }
            ApproachEvent::CycleCheck { blocked_at, .. } => {
                frame.trying.extend(blocked_at.iter().copied());
            }
            ApproachEvent::Accepted { path, .. } | ApproachEvent::Candidate { path } => {
                frame.path = path.clone();
            }
            ApproachEvent::BodyCheck { .. } | ApproachEvent::GaveUp { .. } => {}
        }
    }

    /// On the cycle the solver holds (or a backtracking cycle under its budget), by the
    /// solver's own rules, to the target or the food.
    fn run<O: Observer<ApproachEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        let food = setting.needed_goal()?;
        let game = setting.game;
        let view = &setting.solver;
        let cycle = match view.cycle {
            Some(c) => c.clone(),
            None => backtracking_cycle(game.grid(), Pos::new(0, 0), view.budget, &mut Ignore)
                .map_err(|e| StageRunError::NoCycle(e.to_string()))?,
        };
        let rules = ApproachRules::for_game(game, view.reverse, view.check);
        approach(game.grid(), &cycle, game.snake(), food, rules, obs);
        Ok(None)
    }
}
