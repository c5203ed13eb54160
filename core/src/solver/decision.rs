//! A decision: the move, and the chain of checks that produced it.

use super::fact::Fact;
use super::fault::SolverFault;
use crate::algo::shortcut::ShortcutVerdict;
use crate::rules::{Dir, Pos};
use crate::stages::report::ReportedCheck;
use crate::stages::{Stage, StageEvent};

/// One check in the chain: a fact, and the stage whose events answered it (if any).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    /// What was found.
    pub fact: Fact,
    /// The stage to open to see it answered.
    pub stage: Option<Stage>,
}

/// A solver's move with the checks behind it, in the order they were made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The move.
    pub dir: Dir,
    /// The chain of checks.
    pub checks: Vec<Check>,
    /// The solver knows this move carries no guarantee (a greedy fallback, a rescue): the
    /// game may be lost from here.
    pub unsafe_fallback: bool,
    /// The solver failed to decide: the game stops here, and `dir` means nothing.
    pub fault: Option<Box<SolverFault>>,
}

impl Decision {
    /// The decision of a solver that failed: the game stops at this tick. Its one check says
    /// what went wrong.
    pub fn faulted(fault: SolverFault, heading: Dir) -> Decision {
        Decision {
            dir: heading,
            checks: vec![Check {
                fact: Fact::Failed {
                    problem: fault.problem.clone(),
                },
                stage: None,
            }],
            unsafe_fallback: true,
            fault: Some(Box::new(fault)),
        }
    }

    /// The virtual snake's cells (head first) if check number `check` searched on the virtual snake's
    /// board rather than the real one.
    pub fn virtual_body(&self, check: usize) -> Option<&[Pos]> {
        if !matches!(
            self.checks.get(check)?.fact,
            Fact::VirtualTailReachable { .. }
        ) {
            return None;
        }
        self.checks[..check]
            .iter()
            .rev()
            .find_map(|c| match &c.fact {
                Fact::VirtualSnakeAte { body, .. } => Some(body.as_slice()),
                _ => None,
            })
    }

    /// Whether the decision leaves the cycle: a shortcut the rule allowed (and, under the
    /// certified rule, a certificate backed), or a new approach plan towards the food.
    pub fn leaves_cycle(&self) -> bool {
        let mut leaves = false;
        for c in &self.checks {
            match c.fact {
                Fact::ShortcutRule {
                    verdict: ShortcutVerdict::Take,
                    ..
                } => leaves = true,
                Fact::Planned {
                    steps: Some(_),
                    needs_certificate,
                    ..
                } => leaves = !needs_certificate,
                Fact::Certificate { certified, .. } => leaves = certified,
                _ => {}
            }
        }
        leaves
            && !self
                .checks
                .iter()
                .any(|c| matches!(c.fact, Fact::Rescued { .. }))
    }

    /// The chain as one line: `check -> check -> move Right`.
    pub fn summary(&self) -> String {
        let mut parts: Vec<String> = self.checks.iter().map(|c| c.fact.to_string()).collect();
        parts.push(tr!("move {dir}", dir = self.dir.way()));
        parts.join(" -> ")
    }
}

/// An event of a decision, filed under the check (`check`, an index into
/// [`Decision::checks`]) it helped answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecisionEvent {
    /// Index of the check.
    pub check: usize,
    /// The event.
    pub event: StageEvent,
}

/// Builds a decision check by check. A search run for a check files its events under the
/// check's index: take [`Chain::next_check`] before running it, then [`Chain::push`] the fact
/// it found.
#[derive(Debug, Default)]
pub struct Chain {
    checks: Vec<Check>,
}

impl Chain {
    /// An empty chain.
    pub fn new() -> Self {
        Chain { checks: Vec::new() }
    }

    /// The index the next check will get: the `check` of the events that answer it.
    pub fn next_check(&self) -> usize {
        self.checks.len()
    }

    /// Adds a check: what was found, and the stage whose events (filed under
    /// [`Chain::next_check`] before this call) answered it.
    pub fn push(&mut self, fact: Fact, stage: Option<Stage>) {
        self.checks.push(Check { fact, stage });
    }

    /// Adds a check in words: what was checked, and the answer.
    pub fn report(&mut self, name: impl Into<String>, answer: impl Into<String>) {
        self.push(
            Fact::Reported(ReportedCheck {
                name: name.into(),
                answer: answer.into(),
            }),
            None,
        );
    }

    /// Ends the chain with the move `dir`; `unsafe_fallback` says the solver knows the move
    /// carries no guarantee (the game may be lost from here).
    pub fn finish(self, dir: Dir, unsafe_fallback: bool) -> Decision {
        Decision {
            dir,
            checks: self.checks,
            unsafe_fallback,
            fault: None,
        }
    }
}
