//! The searches a race can run ([`Search`], the stages' list), each one's events kept as its
//! own type, and the one place a race dispatches over them.

use crate::algo::bfs::BfsEvent;
use crate::algo::search::astar::AStarEvent;
use crate::algo::search::best_first::BestFirstEvent;
use crate::algo::search::bidirectional::BidirectionalEvent;
use crate::algo::search::dfs::DfsEvent;
use crate::algo::search::dijkstra::DijkstraEvent;
use crate::algo::search::timed::TimedEvent;
use crate::stages::astar::AStarStage;
use crate::stages::best_first::BestFirstStage;
use crate::stages::bfs::BfsStage;
use crate::stages::bidirectional::BidirectionalStage;
use crate::stages::dfs::DfsStage;
use crate::stages::dijkstra::DijkstraStage;
use crate::stages::searches::with_stage;
use crate::stages::timed::TimedStage;
use crate::stages::{Setting, StageProtocol};

pub use crate::stages::Search;

/// Each search's events, as its algorithm reports them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchEvents {
    /// Breadth-first search's.
    Bfs(Vec<BfsEvent>),
    /// Depth-first search's.
    Dfs(Vec<DfsEvent>),
    /// The uniform-cost search's.
    Dijkstra(Vec<DijkstraEvent>),
    /// Greedy best-first search's.
    BestFirst(Vec<BestFirstEvent>),
    /// A*'s.
    AStar(Vec<AStarEvent>),
    /// The bidirectional search's.
    Bidirectional(Vec<BidirectionalEvent>),
    /// The timed search's.
    Timed(Vec<TimedEvent>),
}

/// Runs `$body` with `$events` bound to the events' vector and `$P` to the search's stage
/// protocol: the one match over the searches' events.
macro_rules! with_events {
    ($events:expr, |$list:ident, $P:ident| $body:expr) => {
        match $events {
            SearchEvents::Bfs($list) => with_events!(@as $P = crate::stages::bfs::BfsStage, $body),
            SearchEvents::Dfs($list) => with_events!(@as $P = crate::stages::dfs::DfsStage, $body),
            SearchEvents::Dijkstra($list) => {
                with_events!(@as $P = crate::stages::dijkstra::DijkstraStage, $body)
            }
            SearchEvents::BestFirst($list) => {
                with_events!(@as $P = crate::stages::best_first::BestFirstStage, $body)
            }
            SearchEvents::AStar($list) => {
                with_events!(@as $P = crate::stages::astar::AStarStage, $body)
            }
            SearchEvents::Bidirectional($list) => {
                with_events!(@as $P = crate::stages::bidirectional::BidirectionalStage, $body)
            }
            SearchEvents::Timed($list) => {
                with_events!(@as $P = crate::stages::timed::TimedStage, $body)
            }
        }
    };
    (@as $P:ident = $stage:ty, $body:expr) => {{
        #[allow(dead_code)]
        type $P = $stage;
        $body
    }};
}
pub(super) use with_events;

/// A search's stage, which can keep its events as [`SearchEvents`].
pub(super) trait Raced: StageProtocol {
    /// The events, kept.
    fn keep(events: Vec<Self::Event>) -> SearchEvents;
}

macro_rules! raced {
    ($($stage:ty => $variant:ident),+ $(,)?) => {
        $(
            impl Raced for $stage {
                fn keep(events: Vec<Self::Event>) -> SearchEvents {
                    SearchEvents::$variant(events)
                }
            }
        )+
    };
}

raced! {
    BfsStage => Bfs,
    DfsStage => Dfs,
    DijkstraStage => Dijkstra,
    BestFirstStage => BestFirst,
    AStarStage => AStar,
    BidirectionalStage => Bidirectional,
    TimedStage => Timed,
}

impl Search {
    /// Runs the search as its stage runs on its own in `setting`, keeping its events.
    pub(super) fn run(self, setting: &Setting<'_>) -> SearchEvents {
        with_stage!(self, |P| {
            let mut events = Vec::new();
            // A setting without a target is refused before any event: nothing to keep.
            let _ = P::run(setting, &mut events);
            P::keep(events)
        })
    }
}

impl SearchEvents {
    /// The search that reported them.
    pub fn search(&self) -> Search {
        match self {
            SearchEvents::Bfs(_) => Search::Bfs,
            SearchEvents::Dfs(_) => Search::Dfs,
            SearchEvents::Dijkstra(_) => Search::Dijkstra,
            SearchEvents::BestFirst(_) => Search::BestFirst,
            SearchEvents::AStar(_) => Search::AStar,
            SearchEvents::Bidirectional(_) => Search::Bidirectional,
            SearchEvents::Timed(_) => Search::Timed,
        }
    }

    /// How many events there are.
    pub fn len(&self) -> usize {
        with_events!(self, |events, P| events.len())
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
