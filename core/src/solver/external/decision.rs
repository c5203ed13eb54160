//! The decision an answer makes: a solver outside snakescope's caption, checks and steps as a
//! chain that "Why this move?" reads like a built-in solver's.

use super::answer::Answer;
use crate::algo::Observer;
use crate::solver::{Chain, Decision, DecisionEvent, Fact};
use crate::stages::report::ReportedCheck;
use crate::stages::{Stage, StageEvent};

/// The decision an answer makes: its caption, its checks (each with the steps that lead to
/// it, filed under it), its move (`docs/PROTOCOL.md`, "Checks make the chain").
pub fn decision_from<O: Observer<DecisionEvent>>(
    answer: &Answer,
    name: &str,
    obs: &mut O,
) -> Decision {
    let mut chain = Chain::new();
    if let Some(caption) = &answer.caption {
        chain.push(Fact::Said(caption.clone()), None);
    }
    // Each check takes the steps since the previous check, up to its own.
    let mut checks: Vec<(ReportedCheck, Vec<usize>)> = Vec::new();
    let mut pending: Vec<usize> = Vec::new();
    for (i, step) in answer.steps.iter().enumerate() {
        pending.push(i);
        for (j, check) in step.checks.iter().enumerate() {
            let steps = if j == 0 {
                std::mem::take(&mut pending)
            } else {
                Vec::new()
            };
            checks.push((check.clone(), steps));
        }
    }
    if !pending.is_empty() {
        match checks.last_mut() {
            Some((_, steps)) => steps.append(&mut pending),
            None => checks.push((
                ReportedCheck {
                    name: name.to_string(),
                    answer: tr!("chose {dir}", dir = answer.dir.way()),
                },
                pending,
            )),
        }
    }
    if checks.is_empty() {
        checks.push((
            ReportedCheck {
                name: name.to_string(),
                answer: tr!("chose {dir}", dir = answer.dir.way()),
            },
            Vec::new(),
        ));
    }
    for (reported, steps) in checks {
        let check = chain.next_check();
        if O::WATCHING {
            for &i in &steps {
                obs.observe(DecisionEvent {
                    check,
                    event: StageEvent::Reported(Box::new(answer.steps[i].clone())),
                });
            }
        }
        let stage = (!steps.is_empty()).then_some(Stage::Reported);
        chain.push(Fact::Reported(reported), stage);
    }
    chain.finish(answer.dir, false)
}
