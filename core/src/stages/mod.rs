//! The stages: each algorithm the app can animate on its own, described in full in one module.
//!
//! A stage's module implements [`StageProtocol`]: its pseudo-code as named lines, the line each
//! event lights, each event in plain words, what each event changes in the picture
//! ([`StageFrame`]), what its panel says so far ([`StageFacts`]), how the stage runs on its own
//! ([`Setting`]), its title and its name on the command line. The algorithm itself stays in
//! [`crate::algo`], a plain loop that reports its events to an observer and knows nothing of
//! this.
//!
//! The list below is the only place the stages are enumerated: it makes [`Stage`],
//! [`StageEvent`] and every dispatch over them. A new stage is one new module in this folder,
//! declared beside the others, and one line in the list. The graph searches are entries of
//! the list too, marked `as search`: the list makes [`Search`] of them, and everything that
//! runs, races or reads a search is written once over [`SearchProtocol`].
//!
//! The stages know the algorithms and the rules, never a solver: what a run on its own borrows
//! from the solver playing comes as a [`SolverView`], and what a solver outside snakescope
//! reports about its decision (its steps, marks, paths and checks) is described here, in
//! [`report`], for that solver to fill in.

mod eight_words;
pub mod facts;
mod guide_words;
mod lines;
mod protocol;
mod registry;
mod search_facts;
mod search_fold;
mod setting;
pub(crate) mod words;

pub mod frame;
pub mod frontier;
pub mod layers;
pub mod report;
pub mod reshaping;
pub mod searches;

pub use facts::StageFacts;
pub use frame::{CellMark, Focus, Reach, StageFrame, Tone};
pub use frontier::{Frontier, FrontierEntry, FrontierKey, FrontierKind};
pub use lines::{LineKind, PseudoCode};
pub use protocol::StageProtocol;
pub(crate) use search_facts::search_facts;
pub(crate) use search_fold::fold_search;
pub(crate) use searches::{AfterTaking, after_taking, run_search};
pub use searches::{Cost, SearchProblem, SearchProtocol};
pub use setting::{Setting, SolverView, StageRunError};

use lines::pseudocode;
use registry::{a_search, stages};
use std::fmt;

// Each stage's module (declared here, not by the list, so that a module can be written and
// tested before it is listed); the listed ones' protocols are named in the list below.
pub mod approach;
pub mod astar;
pub mod astar_eight;
pub mod backtrack;
pub mod best_first;
pub mod best_first_eight;
pub mod bfs;
pub mod bfs_eight;
pub mod bidirectional;
pub mod bidirectional_eight;
pub mod certificate;
pub mod cycle;
pub mod dfs;
pub mod dfs_eight;
pub mod dijkstra;
pub mod dijkstra_eight;
pub mod iddfs;
pub mod iddfs_eight;
pub mod jps;
pub mod longest;
pub mod numbering;
pub mod reported;
pub mod shortcut;
pub mod splice;
pub mod timed;

stages! {
    /// Shortest path, breadth-first, preferring straight lines.
    Bfs: bfs::BfsStage as search,
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
    /// Depth-first search with a stack: a path, not the shortest.
    Dfs: dfs::DfsStage as search,
    /// Uniform-cost search (Dijkstra), a turn costing more than a straight step.
    Dijkstra: dijkstra::DijkstraStage as search,
    /// Greedy best-first search, by the Manhattan distance left.
    BestFirst: best_first::BestFirstStage as search,
    /// A*: the cost so far plus the Manhattan distance left.
    AStar: astar::AStarStage as search,
    /// Breadth-first from both ends until the two meet.
    Bidirectional: bidirectional::BidirectionalStage as search,
    /// Breadth-first in time: a body cell is free once the tail has left it.
    Timed: timed::TimedStage as search,
    /// Depth-first rounds under a depth limit raised 0, 1, 2, ...: BFS's path with a stack.
    Iddfs: iddfs::IddfsStage as search,
    /// Depth-first search in eight directions: a path, not the cheapest.
    DfsEight: dfs_eight::DfsEightStage as search,
    /// Breadth-first search in eight directions: the fewest steps, a diagonal one counting as
    /// one.
    BfsEight: bfs_eight::BfsEightStage as search,
    /// Uniform-cost search in eight directions: the cheapest path, a diagonal step costing √2.
    DijkstraEight: dijkstra_eight::DijkstraEightStage as search,
    /// Greedy best-first search in eight directions, by the estimate left alone.
    BestFirstEight: best_first_eight::BestFirstEightStage as search,
    /// A* in eight directions: a diagonal step costs √2 and cuts no corner.
    AStarEight: astar_eight::AStarEightStage as search,
    /// Jump point search in eight directions: only the cells where a cheapest path may turn
    /// join the frontier.
    Jps: jps::JpsStage as search,
    /// Uniform-cost search from both ends in eight directions, until the two fronts' costs
    /// add up to the best path's.
    BidirectionalEight: bidirectional_eight::BidirectionalEightStage as search,
    /// Iterative deepening in eight directions: the fewest steps, a diagonal one counting as
    /// one, with a stack.
    IddfsEight: iddfs_eight::IddfsEightStage as search,
}

impl Stage {
    /// The stage as a search board of `directions` runs it: a search's form in those
    /// directions where it has one ([`Search::in_directions`]); any other stage itself.
    pub fn in_directions(self, directions: crate::rules::Directions) -> Stage {
        Search::from_stage(self).map_or(self, |s| s.in_directions(directions).stage())
    }

    /// The stage `n` places after this one in [`Stage::ALL`] (before it, if `n` is negative),
    /// going round the list.
    pub fn cycled(self, n: isize) -> Stage {
        let all = Stage::ALL.len() as isize;
        let here = Stage::ALL.iter().position(|&s| s == self).unwrap_or(0) as isize;
        Stage::ALL[(here + n).rem_euclid(all) as usize]
    }

    /// Every stage's command-line name, as a list in words: `bfs, longest, ... or reported`,
    /// for the command line's help and messages.
    pub fn cli_names_in_words() -> String {
        let names: Vec<&str> = Stage::ALL.iter().map(|s| s.cli_name()).collect();
        let (last, rest) = names.split_last().expect("the list has stages");
        tr!("{list} or {last}", list = rest.join(", "), last = last)
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.title())
    }
}
