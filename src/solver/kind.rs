//! Which solver plays, with its options.

use std::fmt;

/// Options of the Hamilton solver.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HamiltonOptions {
    /// Shortcuts are taken only while the snake is shorter than this fraction of the board
    /// (0.5 by default, as in the reference; 0 turns them off).
    pub shortcut_until: f64,
    /// While the body has gaps, a shortcut must leave this many free cells ahead of the head
    /// (see [`crate::algo::shortcut`]); 0 is the reference's rule, which can die.
    pub tail_margin: usize,
}

impl Default for HamiltonOptions {
    fn default() -> Self {
        HamiltonOptions {
            shortcut_until: 0.5,
            tail_margin: crate::algo::shortcut::DEFAULT_TAIL_MARGIN,
        }
    }
}

/// Options of the backtracking-cycle solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BacktrackOptions {
    /// Steps the cycle search may spend before it gives up.
    pub budget: u64,
}

impl Default for BacktrackOptions {
    fn default() -> Self {
        BacktrackOptions {
            budget: crate::algo::backtrack::DEFAULT_BUDGET,
        }
    }
}

/// The solvers snakescope knows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SolverKind {
    /// Shortest path to the food when a virtual snake shows it is safe, else wander.
    Greedy,
    /// Follow a cycle built from the body, with shortcuts.
    Hamilton(HamiltonOptions),
    /// Follow a backtracking cycle in either direction, approaching each mouse directly.
    Backtrack(BacktrackOptions),
    /// Follow the cycle built from the body, never leaving it.
    Cycle,
    /// The keyboard plays.
    Manual,
}

impl SolverKind {
    /// Every solver with default options, in menu order.
    pub const ALL: [SolverKind; 5] = [
        SolverKind::Greedy,
        SolverKind::Hamilton(HamiltonOptions {
            shortcut_until: 0.5,
            tail_margin: crate::algo::shortcut::DEFAULT_TAIL_MARGIN,
        }),
        SolverKind::Backtrack(BacktrackOptions {
            budget: crate::algo::backtrack::DEFAULT_BUDGET,
        }),
        SolverKind::Cycle,
        SolverKind::Manual,
    ];

    /// The lower-case name used on the command line: `greedy`, `hamilton`, `backtrack`,
    /// `cycle`, `manual`.
    pub fn name(&self) -> &'static str {
        match self {
            SolverKind::Greedy => "greedy",
            SolverKind::Hamilton(_) => "hamilton",
            SolverKind::Backtrack(_) => "backtrack",
            SolverKind::Cycle => "cycle",
            SolverKind::Manual => "manual",
        }
    }

    /// The solver with default options named `name` (as [`SolverKind::name`] spells it).
    pub fn from_name(name: &str) -> Option<SolverKind> {
        let name = name.trim().to_ascii_lowercase();
        SolverKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Whether the solver follows a Hamiltonian cycle, which an odd x odd board cannot have.
    pub fn needs_cycle(&self) -> bool {
        matches!(
            self,
            SolverKind::Hamilton(_) | SolverKind::Backtrack(_) | SolverKind::Cycle
        )
    }

    /// Whether the cycle is built from the snake's body (so the body must allow one).
    pub fn cycle_from_body(&self) -> bool {
        matches!(self, SolverKind::Hamilton(_) | SolverKind::Cycle)
    }
}

impl fmt::Display for SolverKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
