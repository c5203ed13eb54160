//! What each event of a search does to the counts a race keeps: an expansion, entries joining
//! or leaving the frontier, the path returned. The table is read off the events, nothing else.

use crate::algo::bfs::BfsEvent;
use crate::algo::search::astar::AStarEvent;
use crate::algo::search::best_first::BestFirstEvent;
use crate::algo::search::bidirectional::{BidirectionalEvent, Side};
use crate::algo::search::dfs::DfsEvent;
use crate::algo::search::dijkstra::DijkstraEvent;
use crate::algo::search::timed::TimedEvent;
use crate::rules::Pos;

/// What one event does, as far as the race's counts go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Effect<'a> {
    /// A cell (a state, for the searches over states) leaves the frontier to be expanded.
    pub expands: bool,
    /// Entries that join the frontier (both queues' for the bidirectional search).
    pub joins: u32,
    /// Entries that leave it: an expansion's, or a stale entry skipped.
    pub leaves: u32,
    /// The cell that joins or leaves, where one does.
    pub cell: Option<Pos>,
    /// Which frontier it joins or leaves: 0, or 1 for the bidirectional search's target side.
    pub frontier: usize,
    /// The path the search returns, on the event that reports it.
    pub path: Option<&'a [Pos]>,
}

impl<'a> Effect<'a> {
    fn join(cell: Pos) -> Effect<'a> {
        Effect {
            joins: 1,
            cell: Some(cell),
            ..Effect::default()
        }
    }

    fn expand(cell: Pos) -> Effect<'a> {
        Effect {
            expands: true,
            leaves: 1,
            cell: Some(cell),
            ..Effect::default()
        }
    }

    fn skip(cell: Pos) -> Effect<'a> {
        Effect {
            leaves: 1,
            cell: Some(cell),
            ..Effect::default()
        }
    }

    fn path(path: &'a [Pos]) -> Effect<'a> {
        Effect {
            path: Some(path),
            ..Effect::default()
        }
    }

    fn on(self, side: Side) -> Effect<'a> {
        Effect {
            frontier: usize::from(side == Side::Target),
            ..self
        }
    }
}

/// An event whose effect on the race's counts is known.
pub trait Tallied {
    /// What the event does.
    fn effect(&self) -> Effect<'_>;
}

impl Tallied for BfsEvent {
    fn effect(&self) -> Effect<'_> {
        match self {
            BfsEvent::Start { start: cell, .. } | BfsEvent::Discovered { cell, .. } => {
                Effect::join(*cell)
            }
            BfsEvent::Dequeued { cell, .. } => Effect::expand(*cell),
            BfsEvent::Found { path } => Effect::path(path),
            BfsEvent::Refused { .. } | BfsEvent::Exhausted { .. } => Effect::default(),
        }
    }
}

impl Tallied for DfsEvent {
    fn effect(&self) -> Effect<'_> {
        match self {
            DfsEvent::Start { start: cell, .. } | DfsEvent::Pushed { cell, .. } => {
                Effect::join(*cell)
            }
            DfsEvent::Popped { cell, .. } => Effect::expand(*cell),
            DfsEvent::Skipped { cell } => Effect::skip(*cell),
            DfsEvent::Found { path } => Effect::path(path),
            DfsEvent::Refused { .. } | DfsEvent::Exhausted { .. } => Effect::default(),
        }
    }
}

impl Tallied for DijkstraEvent {
    fn effect(&self) -> Effect<'_> {
        match self {
            DijkstraEvent::Start { start: cell, .. } | DijkstraEvent::Pushed { cell, .. } => {
                Effect::join(*cell)
            }
            DijkstraEvent::Popped { cell, .. } => Effect::expand(*cell),
            DijkstraEvent::Stale { cell, .. } => Effect::skip(*cell),
            DijkstraEvent::Found { path, .. } => Effect::path(path),
            DijkstraEvent::Refused { .. } | DijkstraEvent::Exhausted { .. } => Effect::default(),
        }
    }
}

impl Tallied for BestFirstEvent {
    fn effect(&self) -> Effect<'_> {
        match self {
            BestFirstEvent::Start { start: cell, .. } | BestFirstEvent::Discovered { cell, .. } => {
                Effect::join(*cell)
            }
            BestFirstEvent::Popped { cell, .. } => Effect::expand(*cell),
            BestFirstEvent::Found { path } => Effect::path(path),
            BestFirstEvent::Refused { .. } | BestFirstEvent::Exhausted { .. } => Effect::default(),
        }
    }
}

impl Tallied for AStarEvent {
    fn effect(&self) -> Effect<'_> {
        match self {
            AStarEvent::Start { start: cell, .. } | AStarEvent::Pushed { cell, .. } => {
                Effect::join(*cell)
            }
            AStarEvent::Popped { cell, .. } => Effect::expand(*cell),
            AStarEvent::Skipped { cell, .. } => Effect::skip(*cell),
            AStarEvent::Found { path } => Effect::path(path),
            AStarEvent::Refused { .. } | AStarEvent::Exhausted { .. } => Effect::default(),
        }
    }
}

impl Tallied for BidirectionalEvent {
    fn effect(&self) -> Effect<'_> {
        match self {
            // The start and the target each enter their side's queue.
            BidirectionalEvent::Start { .. } => Effect {
                joins: 2,
                ..Effect::default()
            },
            BidirectionalEvent::Discovered { side, cell, .. } => Effect::join(*cell).on(*side),
            BidirectionalEvent::Dequeued { side, cell, .. } => Effect::expand(*cell).on(*side),
            BidirectionalEvent::Met { path, .. } => Effect::path(path),
            BidirectionalEvent::Layer { .. }
            | BidirectionalEvent::Touched { .. }
            | BidirectionalEvent::Refused { .. }
            | BidirectionalEvent::Exhausted { .. } => Effect::default(),
        }
    }
}

impl Tallied for TimedEvent {
    fn effect(&self) -> Effect<'_> {
        match self {
            TimedEvent::Start { start: cell, .. } | TimedEvent::Discovered { cell, .. } => {
                Effect::join(*cell)
            }
            TimedEvent::Dequeued { cell, .. } => Effect::expand(*cell),
            TimedEvent::Found { path, .. } => Effect::path(path),
            TimedEvent::Frees { .. }
            | TimedEvent::Refused { .. }
            | TimedEvent::Exhausted { .. } => Effect::default(),
        }
    }
}

/// The counts of a search's first events: expansions, the largest frontier, the path.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Expansions.
    pub expanded: u32,
    /// The most entries the frontier held at once (stale ones included: they take room).
    pub max_frontier: u32,
    /// The path returned, if it was among the events.
    pub path: Option<Vec<Pos>>,
}

impl Tally {
    /// The counts of `events`.
    pub fn of<'a, E: Tallied + 'a>(events: impl IntoIterator<Item = &'a E>) -> Tally {
        let mut tally = Tally::default();
        let mut frontier: u32 = 0;
        for e in events {
            let effect = e.effect();
            frontier = frontier + effect.joins - effect.leaves;
            tally.max_frontier = tally.max_frontier.max(frontier);
            tally.expanded += u32::from(effect.expands);
            if let Some(path) = effect.path {
                tally.path = Some(path.to_vec());
            }
        }
        tally
    }
}
