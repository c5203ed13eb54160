//! The direct approach as a stage ([`crate::algo::approach`]): a depth-first walk at the food,
//! and the check at the food in both directions along the cycle.

use super::words::path_steps;
use super::{Setting, StageFrame, StageProtocol, StageRunError, pseudocode};
use super::{StageEvent, StageFacts, Tone};
use crate::algo::approach::{ApproachEvent, ApproachRules, approach};
use crate::algo::backtrack::backtracking_cycle;
use crate::algo::{Ignore, Observer};
use crate::rules::Game;
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

/// Points at the way a check follows the cycle from the food: the side of the food toward
/// the cycle's next cell in that direction (forward and backward point different ways).
fn look_along(frame: &mut StageFrame, food: Pos, toward: Pos, tone: Tone) {
    match food.dir_to(toward) {
        Some(d) => frame.look_beside(food, d, tone),
        None => frame.look_at(toward, tone),
    }
}

impl StageProtocol for ApproachStage {
    type Event = ApproachEvent;
    type Line = ApproachLine;

    const CLI_NAME: &'static str = "approach";
    fn title() -> String {
        tr!("Direct approach")
    }
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
        let way = |reverse: bool| {
            if reverse {
                tr!("backward")
            } else {
                tr!("forward")
            }
        };
        match event {
            ApproachEvent::Start { from, to } => {
                tr!(
                    "Approach from {from} to the mouse at {to}",
                    from = from,
                    to = to
                )
            }
            ApproachEvent::Step { cell, depth } => {
                tr!("Step to {cell} (step {depth})", cell = cell, depth = depth)
            }
            ApproachEvent::Refused { from, dir } => {
                tr!("{place} is blocked", place = dir.of(*from))
            }
            ApproachEvent::Undo { cell } => tr!("{cell} leads nowhere: back off", cell = cell),
            ApproachEvent::CycleCheck {
                reverse,
                blocked_at: Some(c),
                ..
            } => tr!(
                "Following the cycle {reverse} from the mouse meets the body at {c}",
                reverse = way(*reverse),
                c = c
            ),
            ApproachEvent::CycleCheck {
                reverse,
                blocked_at: None,
                ..
            } => tr!(
                "Following the cycle {reverse} from the mouse stays clear",
                reverse = way(*reverse)
            ),
            ApproachEvent::BodyCheck {
                reverse,
                holds,
                gaps_allowed,
                ..
            } => {
                let how = if *gaps_allowed {
                    tr!("in order (gaps allowed under Follows)")
                } else {
                    tr!("as one unbroken stretch")
                };
                let way = way(*reverse);
                if *holds {
                    tr!(
                        "After the meal the body lies on the cycle {way} {how}: safe to follow",
                        way = way,
                        how = how
                    )
                } else {
                    tr!(
                        "After the meal the body would not lie on the cycle {way} {how}",
                        way = way,
                        how = how
                    )
                }
            }
            ApproachEvent::Candidate { path } => tr!(
                "This approach of {path} reaches the mouse but keeps the body on the cycle in \
                 neither direction: kept as a candidate for a certificate",
                path = path_steps(path)
            ),
            ApproachEvent::Accepted { path, reverse } => tr!(
                "Approach of {path} accepted; then follow the cycle {reverse}",
                path = path_steps(path),
                reverse = way(*reverse)
            ),
            ApproachEvent::GaveUp { steps } => {
                tr!("No safe approach within {steps} tries", steps = steps)
            }
        }
    }

    fn fold(frame: &mut StageFrame, event: &ApproachEvent) {
        match event {
            ApproachEvent::Start { from, to } => {
                frame.path = vec![*from];
                frame.current = Some(*from);
                frame.look_at(*from, Tone::Looked);
                frame.look_at(*to, Tone::Looked);
            }
            ApproachEvent::Step { cell, .. } => {
                frame.path.push(*cell);
                frame.current = Some(*cell);
                frame.look_at(*cell, Tone::Accepted);
            }
            ApproachEvent::Refused { from, dir } => frame.refuse(*from, *dir),
            ApproachEvent::Undo { cell } => {
                frame.path.pop();
                frame.trying = vec![*cell];
                frame.current = frame.path.last().copied();
                frame.look_at(*cell, Tone::Refused);
            }
            ApproachEvent::CycleCheck {
                food,
                toward,
                blocked_at,
                ..
            } => {
                frame.trying.extend(blocked_at.iter().copied());
                let tone = if blocked_at.is_some() {
                    Tone::Refused
                } else {
                    Tone::Accepted
                };
                look_along(frame, *food, *toward, tone);
                if let Some(at) = blocked_at {
                    frame.look_at(*at, Tone::Refused);
                }
            }
            ApproachEvent::BodyCheck {
                food,
                toward,
                holds,
                ..
            } => {
                let tone = if *holds {
                    Tone::Accepted
                } else {
                    Tone::Refused
                };
                look_along(frame, *food, *toward, tone);
            }
            ApproachEvent::Candidate { path } => {
                frame.path = path.clone();
                if let Some(&food) = path.last() {
                    frame.look_at(food, Tone::Looked);
                }
            }
            ApproachEvent::Accepted { path, .. } => {
                frame.path = path.clone();
                frame.verdict = Some(Tone::Accepted);
            }
            ApproachEvent::GaveUp { .. } => frame.verdict = Some(Tone::Refused),
        }
    }

    /// From where to the mouse, the approach so far, moves refused and undone, the result, and
    /// the checks along the cycle from the mouse.
    fn facts(shown: &[StageEvent], frame: &StageFrame, _game: &Game) -> StageFacts {
        let (mut refused, mut undos) = (0, 0);
        let mut rows = Vec::new();
        let mut checks = Vec::new();
        for e in shown {
            let StageEvent::Approach(a) = e else { continue };
            match a {
                ApproachEvent::Start { from, to } => rows.push((
                    tr!("From / to"),
                    tr!("{from} to the mouse at {to}", from = from, to = to),
                )),
                ApproachEvent::Refused { .. } => refused += 1,
                ApproachEvent::Undo { .. } => undos += 1,
                ApproachEvent::CycleCheck { .. } | ApproachEvent::BodyCheck { .. } => {
                    checks.push(e.caption())
                }
                ApproachEvent::Accepted { .. }
                | ApproachEvent::Candidate { .. }
                | ApproachEvent::GaveUp { .. } => rows.push((tr!("Result"), e.caption())),
                ApproachEvent::Step { .. } => {}
            }
        }
        rows.push((
            tr!("Approach so far"),
            tr!("{n} steps", n = frame.path.len().saturating_sub(1)),
        ));
        rows.push((tr!("Moves refused"), refused.to_string()));
        rows.push((tr!("Undos"), undos.to_string()));
        StageFacts::rows(rows).with_list(tr!("Along the cycle from the mouse"), checks)
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
