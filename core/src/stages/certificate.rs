//! The certificate as a stage ([`crate::algo::certificate`]): the body a move off the cycle
//! would leave, a cycle built from it, and whether that cycle brings the food closer.

use super::cycle::CycleStage;
use super::longest::longest_rows;
use super::{Setting, StageFrame, StageProtocol, StageRunError, pseudocode};
use super::{StageEvent, StageFacts, Tone};
use crate::algo::Ignore;
use crate::algo::Observer;
use crate::algo::bfs::BfsSpace;
use crate::algo::body_cycle::CycleEvent;
use crate::algo::certificate::{CertificateEvent, certify};
use crate::rules::Game;

/// The certificate stage.
#[derive(Clone, Copy, Debug)]
pub struct CertificateStage;

pseudocode! {
    /// The lines of certifying a move.
    pub enum CertificateLine {
        Imagine: step "body' <- the body after the move (the tail stays if it eats)",
        Build: step "cycle' <- cycle from body(body'), its path routed through the food first (if that misses cells: plainly)",
        Compare: step "if cycle' exists: compare the moves to the food along cycle' and along the old cycle",
        Certified: step "if cycle' brings the food closer: the move is certified; hold cycle' from now on",
        Refused: step "else: refuse the move and follow the cycle held",
    }
}

impl StageProtocol for CertificateStage {
    type Event = CertificateEvent;
    type Line = CertificateLine;

    const CLI_NAME: &'static str = "certificate";
    fn title() -> String {
        tr!("Certificate")
    }
    const BUILDS_CYCLE: bool = true;

    fn line(event: &CertificateEvent) -> CertificateLine {
        match event {
            CertificateEvent::Imagine { .. } => CertificateLine::Imagine,
            CertificateEvent::Build(_) => CertificateLine::Build,
            CertificateEvent::Compare { .. } => CertificateLine::Compare,
            CertificateEvent::Verdict { certified: true } => CertificateLine::Certified,
            CertificateEvent::Verdict { certified: false } => CertificateLine::Refused,
        }
    }

    fn caption(event: &CertificateEvent) -> String {
        match event {
            CertificateEvent::Imagine { body, eats } => tr!(
                "Imagine the body after the move: head {n}, {body} cells{n2}",
                n = body.first().map(|c| c.to_string()).unwrap_or_default(),
                body = body.len(),
                n2 = if *eats {
                    tr!(", one longer: it eats")
                } else {
                    String::new()
                }
            ),
            CertificateEvent::Build(step) => CycleStage::caption(step),
            CertificateEvent::Compare { now: 0, .. } => {
                tr!("The move eats the food: nothing to compare, it is closer than any")
            }
            CertificateEvent::Compare { now, before } if now < before => tr!(
                "On the new cycle the food is {now} moves ahead; a step along the old cycle \
                 would leave it {before} away: closer",
                now = now,
                before = before
            ),
            CertificateEvent::Compare { now, before } => tr!(
                "On the new cycle the food is {now} moves ahead, no closer than the {before} a \
                 step along the old cycle leaves",
                now = now,
                before = before
            ),
            CertificateEvent::Verdict { certified: true } => tr!(
                "A cycle holds that body as one unbroken stretch: the move is certified, and the \
                 solver holds the new cycle from now on"
            )
            .to_string(),
            CertificateEvent::Verdict { certified: false } => {
                tr!("No certificate: the move is refused; follow the cycle held")
            }
        }
    }

    fn fold(frame: &mut StageFrame, event: &CertificateEvent) {
        match event {
            CertificateEvent::Imagine { body, .. } => {
                frame.imagined = body.clone();
                frame.current = body.first().copied();
                if let Some(&head) = body.first() {
                    frame.look_at(head, Tone::Looked);
                }
            }
            CertificateEvent::Build(step) => CycleStage::fold(frame, step),
            CertificateEvent::Compare { now, before } => {
                // The new head, where the food's distance along the new cycle is counted from.
                let closer = *now == 0 || now < before;
                let tone = if closer {
                    Tone::Accepted
                } else {
                    Tone::Refused
                };
                if let Some(&head) = frame.imagined.first() {
                    frame.look_at(head, tone);
                }
            }
            CertificateEvent::Verdict { certified } => {
                let tone = if *certified {
                    Tone::Accepted
                } else {
                    Tone::Refused
                };
                if let Some(&head) = frame.imagined.first() {
                    frame.look_at(head, tone);
                }
                frame.verdict = Some(tone);
            }
        }
    }

    /// The body after the move, the cycle built around it, the food compared and the verdict,
    /// and why such a cycle makes the move safe.
    fn facts(shown: &[StageEvent], _frame: &StageFrame, _game: &Game) -> StageFacts {
        let mut rows = Vec::new();
        for e in shown {
            let StageEvent::Certificate(c) = e else {
                continue;
            };
            match c {
                CertificateEvent::Imagine { body, eats } => rows.push((
                    tr!("Body after the move"),
                    tr!(
                        "head {n}, {body} cells{n2} (drawn as a ghost)",
                        n = body.first().map(|p| p.to_string()).unwrap_or_default(),
                        body = body.len(),
                        n2 = if *eats { ", it eats" } else { "" }
                    ),
                )),
                CertificateEvent::Build(CycleEvent::Closed { order }) => rows.push((
                    tr!("Cycle built"),
                    tr!("{order} cells, body unbroken", order = order.len()),
                )),
                CertificateEvent::Build(CycleEvent::LeftOut { cells }) => rows.push((
                    tr!("Cycle built"),
                    tr!("none: {cells} cell(s) left out", cells = cells.len()),
                )),
                CertificateEvent::Compare { .. } => rows.push((tr!("Food"), e.caption())),
                CertificateEvent::Verdict { .. } => rows.push((tr!("Verdict"), e.caption())),
                CertificateEvent::Build(_) => {}
            }
        }
        rows.extend(longest_rows(shown));
        StageFacts::rows(rows).with_note(tr!(
            "Why it is safe: on the new cycle the body is one unbroken stretch, so the cycle's \
             next cell is always free, whatever food appears."
        ))
    }

    /// For the first step of the shortest path to the target or the food, compared, as the
    /// Hamilton solver does, with a step along the cycle the solver holds.
    fn run<O: Observer<CertificateEvent>>(
        setting: &Setting<'_>,
        obs: &mut O,
    ) -> Result<Option<String>, StageRunError> {
        let goal = setting.needed_goal()?;
        let game = setting.game;
        let snake = game.snake();
        let mut space = BfsSpace::new();
        let path = space
            .shortest_path(
                game.grid(),
                snake.occupied(),
                snake.head(),
                snake.heading(),
                goal,
                &mut Ignore,
            )
            .ok_or(StageRunError::NoPath)?;
        let next = *path.get(1).ok_or(StageRunError::NoPath)?;
        let mut after = snake.clone();
        after.advance(next, game.food() == Some(next));
        let before = match (setting.solver.cycle, game.food()) {
            (Some(c), Some(food)) => Some((c.rel(snake.head(), food) as u32).saturating_sub(1)),
            _ => None,
        };
        certify(&mut space, game.grid(), &after, game.food(), before, obs);
        Ok(None)
    }
}
