//! Solvers added to snakescope by a program that uses it: one registration, and the solver
//! is in `bench`, `play`, `explain`, scenario files (`solver: Custom("name")`) and the app's
//! solver menu.
//!
//! ```no_run
//! # use snakescope_core::algo::Observer;
//! # use snakescope_core::rules::Game;
//! # use snakescope_core::solver::{Chain, Decision, DecisionEvent, Solver};
//! # #[derive(Clone, Debug, Default)] struct Mine;
//! # impl Solver for Mine {
//! #     fn decide<O: Observer<DecisionEvent>>(&mut self, g: &Game, _: &mut O) -> Decision {
//! #         Chain::new().finish(g.snake().heading(), true)
//! #     }
//! # }
//! use snakescope_core::solver::{SolverEntry, register};
//!
//! register(SolverEntry::new("mine", "my own solver", |_game| Ok(Mine)));
//! ```

use super::api::{DynSolver, Solver};
use super::error::SolverError;
use crate::rules::Game;
use std::fmt;
use std::sync::{Mutex, OnceLock};

type Build = dyn Fn(&Game) -> Result<Box<dyn DynSolver>, SolverError> + Send + Sync;

/// A solver as snakescope lists it: a name, a sentence about it, and how to set it up for a
/// game.
pub struct SolverEntry {
    name: &'static str,
    summary: &'static str,
    needs_cycle: bool,
    build: Box<Build>,
}

impl fmt::Debug for SolverEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SolverEntry")
            .field("name", &self.name)
            .field("needs_cycle", &self.needs_cycle)
            .finish_non_exhaustive()
    }
}

impl SolverEntry {
    /// An entry named `name` (lower case, as the command line writes it), described by
    /// `summary`, set up for each game by `build`.
    pub fn new<S: Solver>(
        name: &'static str,
        summary: &'static str,
        build: fn(&Game) -> Result<S, SolverError>,
    ) -> SolverEntry {
        SolverEntry {
            name,
            summary,
            needs_cycle: false,
            build: Box::new(move |game| Ok(Box::new(build(game)?) as Box<dyn DynSolver>)),
        }
    }

    /// Marks the solver as one that follows a Hamiltonian cycle: scenarios on a board with
    /// both sides odd are then refused for it, with the reason.
    pub fn needing_cycle(mut self) -> SolverEntry {
        self.needs_cycle = true;
        self
    }

    /// The name.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// One sentence about the solver.
    pub fn summary(&self) -> &'static str {
        self.summary
    }

    /// Whether it follows a Hamiltonian cycle.
    pub fn needs_cycle(&self) -> bool {
        self.needs_cycle
    }

    /// Sets the solver up for `game`.
    pub fn build(&self, game: &Game) -> Result<Box<dyn DynSolver>, SolverError> {
        (self.build)(game)
    }
}

/// A registered solver, as a [`super::SolverKind`] holds it: a small handle that compares by
/// name.
#[derive(Clone, Copy)]
pub struct CustomSolver(&'static SolverEntry);

impl CustomSolver {
    /// Its entry.
    pub fn entry(self) -> &'static SolverEntry {
        self.0
    }
}

impl PartialEq for CustomSolver {
    fn eq(&self, other: &Self) -> bool {
        self.0.name == other.0.name
    }
}

impl fmt::Debug for CustomSolver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Custom({:?})", self.0.name)
    }
}

fn entries() -> &'static Mutex<Vec<&'static SolverEntry>> {
    static ENTRIES: OnceLock<Mutex<Vec<&'static SolverEntry>>> = OnceLock::new();
    ENTRIES.get_or_init(|| Mutex::new(Vec::new()))
}

/// Adds a solver to snakescope for the rest of the program. A second entry with the name of
/// one already registered replaces nothing: the first stays, and its handle is returned.
pub fn register(entry: SolverEntry) -> CustomSolver {
    let mut all = entries().lock().unwrap_or_else(|p| p.into_inner());
    if let Some(known) = all.iter().find(|e| e.name == entry.name) {
        return CustomSolver(known);
    }
    let entry: &'static SolverEntry = Box::leak(Box::new(entry));
    all.push(entry);
    CustomSolver(entry)
}

/// Every registered solver, in the order of registration.
pub fn registered() -> Vec<CustomSolver> {
    let all = entries().lock().unwrap_or_else(|p| p.into_inner());
    all.iter().map(|&e| CustomSolver(e)).collect()
}

/// The registered solver named `name`, if any.
pub fn find_registered(name: &str) -> Option<CustomSolver> {
    registered().into_iter().find(|c| c.0.name == name)
}
