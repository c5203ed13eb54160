//! The stages: each algorithm the app can animate on its own, described in full in one module.
//!
//! A stage's module implements [`StageProtocol`]: its pseudo-code as named lines, the line each
//! event lights, each event in plain words, what each event changes in the picture
//! ([`StageFrame`]), how the stage runs on its own ([`Setting`]), its title and its name on the
//! command line. The algorithm itself stays in [`crate::algo`], a plain loop that reports its
//! events to an observer and knows nothing of this.
//!
//! The list below is the only place the stages are enumerated: it makes [`Stage`],
//! [`StageEvent`] and every dispatch over them. A new stage is one new module in this folder,
//! declared beside the others, and one line in the list. The graph searches a class compares
//! with BFS (`dfs`, `dijkstra`, `best_first`, `astar`, `bidirectional`, `timed`) are written
//! and tested but not listed yet: each is listed with one line, `Dfs: dfs::DfsStage` and so on.
//!
//! The stages know the algorithms and the rules, never a solver: what a run on its own borrows
//! from the solver playing comes as a [`SolverView`], and what a solver outside snakescope
//! reports about its decision (its steps, marks, paths and checks) is described here, in
//! [`report`], for that solver to fill in.

mod lines;
mod protocol;
mod registry;
mod setting;
pub(crate) mod words;

pub mod frame;
pub mod frontier;
pub mod report;

pub use frame::{CellMark, Reach, StageFrame};
pub use frontier::{Frontier, FrontierEntry, FrontierKey, FrontierKind};
pub(crate) use lines::translated;
pub use lines::{LineKind, PseudoCode};
pub use protocol::StageProtocol;
pub(crate) use protocol::apply_as;
pub use setting::{Setting, SolverView, StageRunError};

use lines::pseudocode;
use registry::stages;
use std::fmt;

// Each stage's module (declared here, not by the list, so that a module can be written and
// tested before it is listed); the listed ones' protocols are named in the list below.
pub mod approach;
pub mod astar;
pub mod backtrack;
pub mod best_first;
pub mod bfs;
pub mod bidirectional;
pub mod certificate;
pub mod cycle;
pub mod dfs;
pub mod dijkstra;
pub mod longest;
pub mod numbering;
pub mod reported;
pub mod shortcut;
pub mod splice;
pub mod timed;

stages! {
    /// Shortest path, breadth-first, preferring straight lines.
    Bfs: bfs::BfsStage,
    /// Longest path by pair extension.
    Longest: longest::LongestStage,
    /// A Hamiltonian cycle from the body.
    Cycle: cycle::CycleStage,
    /// Cycle numbering and the rel-index shortcut rule.
    Shortcut: shortcut::ShortcutStage,
    /// The numbered-BFS shortcut variant.
    Numbering: numbering::NumberingStage,
    /// The backtracking cycle builder.
    Backtrack: backtrack::BacktrackStage,
    /// The backtracking solver's approach to a mouse.
    Approach: approach::ApproachStage,
    /// The certificate for a move off the cycle: a cycle that holds the body after it.
    Certificate: certificate::CertificateStage,
    /// Reshaping the cycle toward the food by 2x2 splices.
    Splice: splice::SpliceStage,
    /// The steps a solver outside snakescope reported about its decision.
    Reported: reported::ReportedStage,
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.title())
    }
}
