//! The searches a race can run, each one's events kept as its own type, and the one place a
//! race dispatches over them.

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
use crate::stages::timed::TimedStage;
use crate::stages::{Setting, StageProtocol, translated};
use serde::{Serialize, Serializer};
use std::fmt;

/// A graph search that can run in a race: BFS and the searches a class compares with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Search {
    /// Breadth-first, straight moves first: the fewest moves.
    Bfs,
    /// Depth-first with a stack: a path, not the shortest.
    Dfs,
    /// Uniform cost, a turn costing more: the cheapest path under that cost.
    Dijkstra,
    /// Greedy best-first by Manhattan distance: not the shortest.
    BestFirst,
    /// A* with Manhattan distance: the fewest moves.
    AStar,
    /// Breadth-first from both ends: the fewest moves.
    Bidirectional,
    /// Breadth-first through the body as it frees: a legal path for the snake.
    Timed,
}

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

/// Runs `$body` with `$P` bound to `$search`'s stage protocol: the one match over the
/// searches.
macro_rules! with_stage {
    ($search:expr, |$P:ident| $body:expr) => {
        match $search {
            Search::Bfs => with_events!(@as $P = BfsStage, $body),
            Search::Dfs => with_events!(@as $P = DfsStage, $body),
            Search::Dijkstra => with_events!(@as $P = DijkstraStage, $body),
            Search::BestFirst => with_events!(@as $P = BestFirstStage, $body),
            Search::AStar => with_events!(@as $P = AStarStage, $body),
            Search::Bidirectional => with_events!(@as $P = BidirectionalStage, $body),
            Search::Timed => with_events!(@as $P = TimedStage, $body),
        }
    };
}

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
    /// Every search, in the order a race lists them by default.
    pub const ALL: [Search; 7] = [
        Search::Bfs,
        Search::Dfs,
        Search::Dijkstra,
        Search::BestFirst,
        Search::AStar,
        Search::Bidirectional,
        Search::Timed,
    ];

    /// Its name on the command line: its stage's (`bfs`, `dfs`, `dijkstra`, `best-first`,
    /// `astar`, `bidirectional`, `timed`).
    pub fn cli_name(self) -> &'static str {
        with_stage!(self, |P| P::CLI_NAME)
    }

    /// The search named `name` on the command line.
    pub fn from_cli_name(name: &str) -> Option<Search> {
        Search::ALL.into_iter().find(|s| s.cli_name() == name)
    }

    /// Its stage's title, in the language in use.
    pub fn title(self) -> String {
        with_stage!(self, |P| P::title())
    }

    /// Its pseudo-code, one line per entry, in the language in use (each line keeping its
    /// indentation).
    pub fn pseudocode(self) -> Vec<String> {
        let lines = with_stage!(self, |P| P::PSEUDOCODE);
        lines.iter().map(|line| translated(line)).collect()
    }

    /// Runs the search as its stage runs on its own in `setting`, keeping its events.
    pub(super) fn run(self, setting: &Setting<'_>) -> SearchEvents {
        with_stage!(self, |P| {
            let mut events = Vec::new();
            // A setting without a target is refused before any event: nothing to keep.
            let _ = P::run(setting, &mut events);
            P::keep(events)
        })
    }

    /// Whether the search's cost counts turns (the uniform-cost search); every other one
    /// counts moves.
    pub fn counts_turns(self) -> bool {
        self == Search::Dijkstra
    }
}

impl fmt::Display for Search {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.cli_name())
    }
}

/// A search is written as its name on the command line (`"astar"`), as a race's JSON lists it.
impl Serialize for Search {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.cli_name())
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
