//! The graph searches a class compares, BFS and the six beside it, as one list: what a race
//! runs and what greedy can find its path to the food with. Each is its stage, so its names,
//! title and pseudo-code are the stage's own.

use super::{Stage, StageProtocol, translated};
use serde::{Serialize, Serializer};
use std::fmt;

/// A graph search: BFS and the searches a class compares with it. BFS is the default (greedy
/// as it has always played).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Search {
    /// Breadth-first, straight moves first: the fewest moves.
    #[default]
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

/// Runs `$body` with `$P` bound to `$search`'s stage protocol: the one match over the
/// searches.
macro_rules! with_stage {
    ($search:expr, |$P:ident| $body:expr) => {{
        use $crate::stages::searches::Search;
        match $search {
            Search::Bfs => with_stage!(@as $P = $crate::stages::bfs::BfsStage, $body),
            Search::Dfs => with_stage!(@as $P = $crate::stages::dfs::DfsStage, $body),
            Search::Dijkstra => {
                with_stage!(@as $P = $crate::stages::dijkstra::DijkstraStage, $body)
            }
            Search::BestFirst => {
                with_stage!(@as $P = $crate::stages::best_first::BestFirstStage, $body)
            }
            Search::AStar => with_stage!(@as $P = $crate::stages::astar::AStarStage, $body),
            Search::Bidirectional => {
                with_stage!(@as $P = $crate::stages::bidirectional::BidirectionalStage, $body)
            }
            Search::Timed => with_stage!(@as $P = $crate::stages::timed::TimedStage, $body),
        }
    }};
    (@as $P:ident = $stage:ty, $body:expr) => {{
        #[allow(dead_code)]
        type $P = $stage;
        $body
    }};
}
pub(crate) use with_stage;

impl Search {
    /// Every search, BFS first, in the order the stages list them (and a race by default).
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

    /// Its name as a scenario file writes it: `Bfs`, `Dfs`, `Dijkstra`, `BestFirst`,
    /// `AStar`, `Bidirectional`, `Timed`.
    pub fn file_name(self) -> &'static str {
        match self {
            Search::Bfs => "Bfs",
            Search::Dfs => "Dfs",
            Search::Dijkstra => "Dijkstra",
            Search::BestFirst => "BestFirst",
            Search::AStar => "AStar",
            Search::Bidirectional => "Bidirectional",
            Search::Timed => "Timed",
        }
    }

    /// Its stage: the one whose events it reports.
    pub fn stage(self) -> Stage {
        match self {
            Search::Bfs => Stage::Bfs,
            Search::Dfs => Stage::Dfs,
            Search::Dijkstra => Stage::Dijkstra,
            Search::BestFirst => Stage::BestFirst,
            Search::AStar => Stage::AStar,
            Search::Bidirectional => Stage::Bidirectional,
            Search::Timed => Stage::Timed,
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_search_is_its_stage_named_as_the_stage_is() {
        for search in Search::ALL {
            assert_eq!(search.cli_name(), search.stage().cli_name());
            assert_eq!(Search::from_cli_name(search.cli_name()), Some(search));
        }
    }
}
