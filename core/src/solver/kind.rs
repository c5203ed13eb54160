//! Which solver plays, with its options.

use super::backtrack::BacktrackOptions;
use super::external::ExternalSpec;
use super::greedy::GreedyOptions;
use super::hamilton::HamiltonOptions;
use super::registry::{CustomSolver, find_registered, registered};
use super::splice::SpliceOptions;
use std::fmt;

/// The solvers snakescope knows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SolverKind {
    /// Shortest path to the food (or the path the options' search finds) when a virtual snake
    /// shows it is safe, else wander.
    Greedy(GreedyOptions),
    /// Follow a cycle built from the body, with shortcuts.
    Hamilton(HamiltonOptions),
    /// Follow a backtracking cycle in either direction, approaching each mouse directly.
    Backtrack(BacktrackOptions),
    /// Follow a cycle built from the body, reshaping it toward the food by 2x2 splices.
    Splice(SpliceOptions),
    /// Follow the cycle built from the body, never leaving it.
    Cycle,
    /// The keyboard plays.
    Manual,
    /// A registered solver (see [`super::register`]).
    Custom(CustomSolver),
    /// A program or bot outside snakescope (see [`super::external`]).
    External(&'static ExternalSpec),
}

impl SolverKind {
    /// The greedy solver with its default options (the path to the food by BFS): the greedy
    /// solver of every earlier game.
    pub const GREEDY: SolverKind = SolverKind::Greedy(GreedyOptions::DEFAULT);

    /// Every solver with default options, in menu order.
    pub const ALL: [SolverKind; 6] = [
        SolverKind::GREEDY,
        SolverKind::Hamilton(HamiltonOptions::DEFAULT),
        SolverKind::Backtrack(BacktrackOptions::DEFAULT),
        SolverKind::Cycle,
        SolverKind::Manual,
        SolverKind::Splice(SpliceOptions::DEFAULT),
    ];

    /// The lower-case name used on the command line: `greedy`, `hamilton`, `backtrack`,
    /// `cycle`, `manual`, `splice`.
    pub fn name(&self) -> &'static str {
        match self {
            SolverKind::Greedy(_) => "greedy",
            SolverKind::Hamilton(_) => "hamilton",
            SolverKind::Backtrack(_) => "backtrack",
            SolverKind::Cycle => "cycle",
            SolverKind::Splice(_) => "splice",
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
                    | SolverKind::Splice(_)
            ),
        }
    }

    /// Whether the cycle is built from the snake's body (so the body must allow one).
    pub fn cycle_from_body(&self) -> bool {
        matches!(
            self,
            SolverKind::Hamilton(_) | SolverKind::Cycle | SolverKind::Splice(_)
        )
    }
}

impl fmt::Display for SolverKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
