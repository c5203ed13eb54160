//! Built-in scenarios for the "Examples" menu: each shows one thing worth seeing.

use crate::algo::approach::ApproachCheck;
use crate::rules::TailRule;
use crate::scenario::Scenario;
use crate::solver::{BacktrackOptions, HamiltonOptions, SolverKind};

/// A built-in scenario with its menu title.
pub struct Example {
    /// The menu entry.
    pub title: &'static str,
    /// The scenario.
    pub scenario: Scenario,
}

fn classic(solver: SolverKind, seed: u64) -> Scenario {
    Scenario {
        seed,
        solver,
        ..Scenario::default()
    }
}

fn square(side: i64, solver: SolverKind) -> Scenario {
    Scenario {
        width: side,
        height: side,
        snake: vec![(3, 0), (2, 0), (1, 0), (0, 0)],
        solver,
        ..Scenario::default()
    }
}

/// Every example, the app's default first.
pub fn all() -> Vec<Example> {
    let ex = |title, scenario| Example { title, scenario };
    vec![
        ex(
            "Greedy on the classic 8x8 (wins)",
            classic(SolverKind::Greedy, 0),
        ),
        ex(
            "Greedy on the classic 8x8 (dies: seed 4)",
            classic(SolverKind::Greedy, 4),
        ),
        ex(
            "Hamilton with shortcuts, 8x8",
            classic(SolverKind::Hamilton(HamiltonOptions::default()), 0),
        ),
        ex(
            "Hamilton with the reference's rule, 8x8 (dies: seed 1207)",
            classic(SolverKind::Hamilton(HamiltonOptions::REFERENCE), 1207),
        ),
        ex(
            "Backtracking cycle, 8x8, tail follows",
            Scenario {
                tail: TailRule::Follows,
                ..classic(SolverKind::Backtrack(BacktrackOptions::default()), 0)
            },
        ),
        ex(
            "Backtracking cycle with the article's check, 8x8 (dies: seed 4)",
            classic(
                SolverKind::Backtrack(BacktrackOptions {
                    check: ApproachCheck::Article,
                    ..BacktrackOptions::default()
                }),
                4,
            ),
        ),
        ex(
            "Cycle only (no shortcuts), 8x8",
            classic(SolverKind::Cycle, 0),
        ),
        ex("Manual play, 8x8", classic(SolverKind::Manual, 0)),
        ex(
            "Hamilton on 32x32",
            square(32, SolverKind::Hamilton(HamiltonOptions::default())),
        ),
        ex(
            "Hamilton on 64x64",
            square(64, SolverKind::Hamilton(HamiltonOptions::default())),
        ),
        ex(
            "Greedy on an odd 7x7 (no cycle exists)",
            Scenario {
                width: 7,
                height: 7,
                ..classic(SolverKind::Greedy, 0)
            },
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_example_is_valid() {
        for e in all() {
            assert_eq!(e.scenario.validate(), Vec::new(), "{}", e.title);
        }
    }
}
