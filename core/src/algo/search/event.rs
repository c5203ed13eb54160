//! The one event type of the graph searches: the frontier operations every search shares
//! (start, take, skip a stale entry, push with a key, refuse with a reason, found, exhausted),
//! each carrying what is the search's own, and the search's own events beside them.
//!
//! A search names what it reports in a [`SearchTypes`] (its key, the reason it refuses a
//! neighbour, what it adds to a start, a skip, a push, a path found or a search given up, and
//! its own events), and its events are a [`SearchEvent`] of those types. What reads the
//! frontier off the events (a stage's fold, a race's counts, the quiz, a cell's facts) reads
//! the shared operations, written once; what a search says in words reads its own types.

use super::key::{FrontierKey, FrontierKind, Key, Side};
use crate::rules::{Compass, Pos};
use std::fmt::Debug;

/// When an entry waiting on a search's frontier becomes stale, to be skipped when it leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Staleness {
    /// Never: each cell (or state) joins the frontier once.
    Never,
    /// When its cell is taken off and expanded by a newer entry (depth-first search: a cell
    /// pushed again lies above its older entries).
    CellTaken,
    /// When its cell is pushed again with a better key (A*, iterative deepening).
    CellPushed,
    /// When its state, the cell and the move that enters it, is pushed again with a better
    /// key (the uniform-cost search over (cell, heading) states).
    StatePushed,
}

/// What a graph search reports: its frontier's structure and the types its events carry
/// beyond the shared operations (`()` where it says nothing more, [`std::convert::Infallible`]
/// where it has no events of its own). Implemented once per search, by a type that names it.
pub trait SearchTypes: Clone + Debug + PartialEq + Eq {
    /// The structure its frontier is.
    const FRONTIER: FrontierKind;
    /// When its waiting entries go stale.
    const STALENESS: Staleness;
    /// Whether it grows from both ends: its start's frontier holds the start, a second one
    /// the target.
    const FROM_BOTH_ENDS: bool = false;

    /// The move from a cell to its neighbour: [`crate::rules::Dir`] in the game's four
    /// directions, [`Compass`] in eight.
    type Move: Copy + Debug + PartialEq + Eq + Into<Compass>;
    /// The key of its frontier entries.
    type Key: Key;
    /// What its start says beyond the ends and the heading.
    type Start: Clone + Debug + PartialEq + Eq;
    /// What a stale entry skipped says beyond its cell.
    type Skip: Clone + Debug + PartialEq + Eq;
    /// What a push says beyond the cell, its parent, the move and the key.
    type Push: Clone + Debug + PartialEq + Eq;
    /// Why it refuses a neighbour.
    type Refusal: Clone + Debug + PartialEq + Eq;
    /// What it says with the path it found.
    type Found: Clone + Debug + PartialEq + Eq;
    /// What it says when it gives up.
    type Exhausted: Clone + Debug + PartialEq + Eq;
    /// Its own events, beside the frontier's operations.
    type Own: Clone + Debug + PartialEq + Eq;

    /// The side whose frontier a stale entry skipped leaves, for a search from both ends
    /// whose entries go stale; `None` (the first frontier) for every other.
    fn skipped_side(more: &Self::Skip) -> Option<Side> {
        let _ = more;
        None
    }
}

/// One step of a graph search, as a student should see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchEvent<S: SearchTypes> {
    /// The search starts at `start`, heading `heading`, looking for `target`: its frontier
    /// holds the start with `key` (and, for a search from both ends, a second frontier the
    /// target). A search that starts over (a new round of iterative deepening) reports it
    /// again: the frontier then holds the start alone once more.
    Start {
        /// The first cell (the head).
        start: Pos,
        /// The direction tried first from the start: the move that entered it.
        heading: S::Move,
        /// The cell sought.
        target: Pos,
        /// The start's key.
        key: S::Key,
        /// What else the search says.
        more: S::Start,
    },
    /// `cell` leaves the frontier (the front of its side's) with `key` and is expanded.
    Taken {
        /// The cell.
        cell: Pos,
        /// The key it left with.
        key: S::Key,
    },
    /// `cell` leaves the front of the frontier, but the entry is stale: skipped.
    Skipped {
        /// The cell.
        cell: Pos,
        /// What else the search says.
        more: S::Skip,
    },
    /// A neighbour joins the frontier with `key`.
    Pushed {
        /// The cell pushed.
        cell: Pos,
        /// Its parent, the cell being expanded.
        from: Pos,
        /// The move from the parent, which enters the cell.
        dir: S::Move,
        /// Its key.
        key: S::Key,
        /// What else the search says.
        more: S::Push,
    },
    /// A neighbour is refused.
    Refused {
        /// The cell being expanded.
        from: Pos,
        /// The move tried.
        dir: S::Move,
        /// Why.
        reason: S::Refusal,
    },
    /// The target is reached; the path follows the parents back to the start.
    Found {
        /// The path from the start to the target, both included.
        path: Vec<Pos>,
        /// What else the search says.
        more: S::Found,
    },
    /// The frontier emptied (or the search gave up) before the target was reached.
    Exhausted {
        /// How many cells (states) the search expanded or reached, as it counts them.
        reached: u32,
        /// What else the search says.
        more: S::Exhausted,
    },
    /// An event of the search's own.
    Own(S::Own),
}

/// A search event as the frontier's readers see it, whatever the search: the operation, the
/// cells it names, the key as a frontier shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchStep<'a> {
    /// The frontier holds the start (and, from both ends, a second one the target) alone.
    Start {
        /// The start.
        start: Pos,
        /// The target.
        target: Pos,
        /// Whether the search grows from both ends.
        both_ends: bool,
    },
    /// `cell` leaves the front of its side's frontier to be expanded.
    Taken {
        /// The cell.
        cell: Pos,
        /// Its key.
        key: FrontierKey,
        /// Its side, for a search from both ends.
        side: Option<Side>,
    },
    /// `cell` leaves the front of the (first) frontier, stale.
    Skipped {
        /// The cell.
        cell: Pos,
    },
    /// `cell` joins its side's frontier.
    Pushed {
        /// The cell.
        cell: Pos,
        /// The move that enters it.
        dir: Compass,
        /// Its key.
        key: FrontierKey,
        /// Its side, for a search from both ends.
        side: Option<Side>,
    },
    /// The neighbour of `from` that lies `dir` of it is refused.
    Refused {
        /// The cell being expanded.
        from: Pos,
        /// The move tried.
        dir: Compass,
    },
    /// The path found.
    Found {
        /// The path, start first.
        path: &'a [Pos],
    },
    /// The search gave up: no path.
    Exhausted,
    /// An event of the search's own, which leaves the frontier as it is.
    Own,
}

impl<S: SearchTypes> SearchEvent<S> {
    /// The event as the frontier's readers see it.
    pub fn step(&self) -> SearchStep<'_> {
        match self {
            SearchEvent::Start { start, target, .. } => SearchStep::Start {
                start: *start,
                target: *target,
                both_ends: S::FROM_BOTH_ENDS,
            },
            SearchEvent::Taken { cell, key } => SearchStep::Taken {
                cell: *cell,
                key: key.frontier_key(),
                side: key.side(),
            },
            SearchEvent::Skipped { cell, .. } => SearchStep::Skipped { cell: *cell },
            SearchEvent::Pushed { cell, dir, key, .. } => SearchStep::Pushed {
                cell: *cell,
                dir: (*dir).into(),
                key: key.frontier_key(),
                side: key.side(),
            },
            SearchEvent::Refused { from, dir, .. } => SearchStep::Refused {
                from: *from,
                dir: (*dir).into(),
            },
            SearchEvent::Found { path, .. } => SearchStep::Found { path },
            SearchEvent::Exhausted { .. } => SearchStep::Exhausted,
            SearchEvent::Own(_) => SearchStep::Own,
        }
    }
}
