//! Which solver plays, with its options.

use super::registry::{CustomSolver, find_registered, registered};
use crate::algo::approach::ApproachCheck;
use crate::algo::shortcut::ShortcutRule;
use crate::external::ExternalSpec;
use std::fmt;

/// Options of the Hamilton solver.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HamiltonOptions {
    /// Shortcuts are taken only while the snake is shorter than this fraction of the board
    /// (0 turns them off). By default 1 under the certified rule, whose shortcuts are safe at
    /// any length, and 0.5 under the reference's rule, as in the reference.
    pub shortcut_until: f64,
    /// Which in-order shortcuts are taken: only certified ones (the default, which never
    /// dies), or the reference project's (see [`crate::algo::shortcut`]).
    pub rule: ShortcutRule,
}

impl HamiltonOptions {
    /// The default options: certified shortcuts, all game long.
    pub const DEFAULT: HamiltonOptions = HamiltonOptions {
        shortcut_until: 1.0,
        rule: ShortcutRule::Certified,
    };

    /// The reference project's options: its rule, shortcuts up to half the board.
    pub const REFERENCE: HamiltonOptions = HamiltonOptions {
        shortcut_until: 0.5,
        rule: ShortcutRule::Reference { tail_margin: 0 },
    };

    /// The shortcut limit a rule has when none is given: 1 for the certified rule, 0.5 for
    /// the reference's.
    pub fn default_until(rule: ShortcutRule) -> f64 {
        match rule {
            ShortcutRule::Certified => HamiltonOptions::DEFAULT.shortcut_until,
            ShortcutRule::Reference { .. } => HamiltonOptions::REFERENCE.shortcut_until,
        }
    }
}

impl Default for HamiltonOptions {
    fn default() -> Self {
        HamiltonOptions::DEFAULT
    }
}

/// Options of the backtracking-cycle solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BacktrackOptions {
    /// Steps the cycle search may spend before it gives up.
    pub budget: u64,
    /// How an approach to the mouse is judged: safely (the default, which never dies) or as
    /// the article does (see [`crate::algo::approach`]).
    pub check: ApproachCheck,
}

impl BacktrackOptions {
    /// The default options: the default budget, the safe check.
    pub const DEFAULT: BacktrackOptions = BacktrackOptions {
        budget: crate::algo::backtrack::DEFAULT_BUDGET,
        check: ApproachCheck::Safe,
    };
}

impl Default for BacktrackOptions {
    fn default() -> Self {
        BacktrackOptions::DEFAULT
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
    /// Follow a cycle built from the body, reshaping it toward the food by 2x2 splices.
    Splice,
    /// Follow the cycle built from the body, never leaving it.
    Cycle,
    /// The keyboard plays.
    Manual,
    /// A registered solver (see [`super::register`]).
    Custom(CustomSolver),
    /// A program or bot outside snakescope (see [`crate::external`]).
    External(&'static ExternalSpec),
}

impl SolverKind {
    /// Every solver with default options, in menu order.
    pub const ALL: [SolverKind; 6] = [
        SolverKind::Greedy,
        SolverKind::Hamilton(HamiltonOptions::DEFAULT),
        SolverKind::Backtrack(BacktrackOptions::DEFAULT),
        SolverKind::Cycle,
        SolverKind::Manual,
        SolverKind::Splice,
    ];

    /// The lower-case name used on the command line: `greedy`, `hamilton`, `backtrack`,
    /// `cycle`, `manual`, `splice`.
    pub fn name(&self) -> &'static str {
        match self {
            SolverKind::Greedy => "greedy",
            SolverKind::Hamilton(_) => "hamilton",
            SolverKind::Backtrack(_) => "backtrack",
            SolverKind::Cycle => "cycle",
            SolverKind::Splice => "splice",
            SolverKind::Manual => "manual",
            SolverKind::Custom(c) => c.entry().name(),
            SolverKind::External(ExternalSpec::Program { .. }) => "external",
            SolverKind::External(ExternalSpec::Battlesnake { .. }) => "battlesnake",
        }
    }

    /// Every solver this program knows: the built-in ones with default options, then the
    /// registered ones.
    pub fn all() -> Vec<SolverKind> {
        let mut all = SolverKind::ALL.to_vec();
        all.extend(registered().into_iter().map(SolverKind::Custom));
        all
    }

    /// The solver with default options named `name` (as [`SolverKind::name`] spells it),
    /// built-in or registered.
    pub fn from_name(name: &str) -> Option<SolverKind> {
        let name = name.trim().to_ascii_lowercase();
        SolverKind::ALL
            .into_iter()
            .find(|k| k.name() == name)
            .or_else(|| find_registered(&name).map(SolverKind::Custom))
    }

    /// Whether the solver follows a Hamiltonian cycle, which an odd x odd board cannot have.
    pub fn needs_cycle(&self) -> bool {
        match self {
            SolverKind::Custom(c) => c.entry().needs_cycle(),
            _ => matches!(
                self,
                SolverKind::Hamilton(_)
                    | SolverKind::Backtrack(_)
                    | SolverKind::Cycle
                    | SolverKind::Splice
            ),
        }
    }

    /// Whether the cycle is built from the snake's body (so the body must allow one).
    pub fn cycle_from_body(&self) -> bool {
        matches!(
            self,
            SolverKind::Hamilton(_) | SolverKind::Cycle | SolverKind::Splice
        )
    }
}

impl fmt::Display for SolverKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
