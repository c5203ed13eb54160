//! The searches in eight directions on a Moving AI map, over every start and goal pair of a
//! scenario file: per search, the cells it expands on average and how many of its costs equal
//! the file's optimal lengths.
//!
//! A search that promises the cheapest path (uniform-cost search, A* with an admissible
//! heuristic and weight 1, jump point search) and disagrees with the file on one pair is
//! wrong, or the file is: the race says which pairs. Breadth-first search and a weighted A*
//! promise less, and their rows say how far from the optimum they went. Timing is the
//! caller's: this rung keeps no clock.

use crate::algo::Observer;
use crate::algo::search::eight::astar::EightAStarSpace;
use crate::algo::search::eight::bfs::EightBfsSpace;
use crate::algo::search::eight::bidirectional::{EightBidirectional, EightBidirectionalSpace};
use crate::algo::search::eight::jps::{JpsSpace, NotUniform};
use crate::algo::search::eight::{EightBoard, Length};
use crate::algo::search::{Guide, Heuristic, SearchEvent, SearchTypes, Weight};
use crate::maps::ScenPair;
use crate::rules::Pos;
use crate::stages::Search;
use serde::Serialize;

/// How close a cost must be to a file's optimal length to equal it: the files print eight
/// decimals.
pub const AGREEMENT: f64 = 1e-6;

/// A search that runs in eight directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(into = "&'static str")]
pub enum EightSearch {
    /// Breadth-first search: fewest steps.
    Bfs,
    /// Uniform-cost search (A* with the zero heuristic).
    Dijkstra,
    /// A* with the chosen heuristic and weight (octile and 1 unless chosen).
    AStar,
    /// Jump point search.
    Jps,
    /// Uniform-cost search from both ends.
    Bidirectional,
}

impl From<EightSearch> for &'static str {
    fn from(s: EightSearch) -> &'static str {
        s.cli_name()
    }
}

impl EightSearch {
    /// Every search in eight directions, as `race` lists them.
    pub const ALL: [EightSearch; 5] = [
        EightSearch::Bfs,
        EightSearch::Dijkstra,
        EightSearch::AStar,
        EightSearch::Jps,
        EightSearch::Bidirectional,
    ];

    /// Its name on the command line (the four-direction search's name where it has one).
    pub fn cli_name(self) -> &'static str {
        match self {
            EightSearch::Bfs => "bfs",
            EightSearch::Dijkstra => "dijkstra",
            EightSearch::AStar => "astar",
            EightSearch::Jps => "jps",
            EightSearch::Bidirectional => "bidirectional",
        }
    }

    /// The search named `name` on the command line: its own name, or the name of its stage
    /// in the window (`astar-8`).
    pub fn from_cli_name(name: &str) -> Option<EightSearch> {
        let own = EightSearch::ALL.into_iter().find(|s| s.cli_name() == name);
        let stage = [
            (Search::AStarEight, EightSearch::AStar),
            (Search::BidirectionalEight, EightSearch::Bidirectional),
        ];
        own.or_else(|| {
            stage
                .into_iter()
                .find_map(|(stage, search)| (name == stage.cli_name()).then_some(search))
        })
    }

    /// Whether it promises the cheapest path when A* is guided by `guide`.
    pub fn promises_optimum(self, guide: Guide) -> bool {
        match self {
            EightSearch::Bfs => false,
            EightSearch::Dijkstra | EightSearch::Jps | EightSearch::Bidirectional => true,
            EightSearch::AStar => {
                guide.weight == Weight::ONE && guide.heuristic != Heuristic::Manhattan
            }
        }
    }
}

/// The tables of every search in eight directions, reused from one pair to the next.
#[derive(Clone, Debug, Default)]
pub struct EightSpaces {
    astar: EightAStarSpace,
    bfs: EightBfsSpace,
    jps: JpsSpace,
    both: EightBidirectionalSpace,
}

/// Counts the cells a search takes off its frontier to expand.
#[derive(Debug, Default)]
struct Expansions(u32);

impl<S: SearchTypes> Observer<SearchEvent<S>> for Expansions {
    fn observe(&mut self, event: SearchEvent<S>) {
        if let SearchEvent::Taken { .. } = event {
            self.0 += 1;
        }
    }
}

impl EightSpaces {
    /// Runs `search` from `start` to `target` on `board` watched by nothing, the code a
    /// solver would run: the path's cost, if one was found.
    pub fn run_unwatched(
        &mut self,
        search: EightSearch,
        board: &EightBoard,
        guide: Guide,
        start: Pos,
        target: Pos,
    ) -> Result<Option<Length>, NotUniform> {
        self.run(
            search,
            board,
            guide,
            start,
            target,
            &mut crate::algo::Ignore,
        )
    }

    /// Runs `search` as [`EightSpaces::run_unwatched`] does, counting its expansions.
    pub fn run_counted(
        &mut self,
        search: EightSearch,
        board: &EightBoard,
        guide: Guide,
        start: Pos,
        target: Pos,
    ) -> Result<(Option<Length>, u32), NotUniform> {
        let mut counted = Expansions::default();
        let cost = self.run(search, board, guide, start, target, &mut counted)?;
        Ok((cost, counted.0))
    }

    fn run<O>(
        &mut self,
        search: EightSearch,
        board: &EightBoard,
        guide: Guide,
        start: Pos,
        target: Pos,
        obs: &mut O,
    ) -> Result<Option<Length>, NotUniform>
    where
        O: Observer<SearchEvent<crate::algo::search::eight::astar::EightAStar>>
            + Observer<SearchEvent<crate::algo::search::eight::bfs::EightBfs>>
            + Observer<SearchEvent<crate::algo::search::eight::jps::Jps>>
            + Observer<SearchEvent<EightBidirectional>>,
    {
        let cost = |found: Option<(Vec<Pos>, Length)>| found.map(|(_, c)| c);
        Ok(match search {
            EightSearch::Bfs => cost(self.bfs.search(board, start, target, obs)),
            EightSearch::Dijkstra => {
                let zero = Guide {
                    heuristic: Heuristic::Zero,
                    weight: Weight::ONE,
                    ties: guide.ties,
                };
                cost(self.astar.search(board, zero, start, target, obs))
            }
            EightSearch::AStar => cost(self.astar.search(board, guide, start, target, obs)),
            EightSearch::Jps => cost(self.jps.search(board, start, target, obs)?),
            EightSearch::Bidirectional => cost(self.both.search(board, start, target, obs)),
        })
    }
}

/// A pair on which a search's cost is not the file's optimal length.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Disagreement {
    /// The pair's line in the scenario file.
    pub line: usize,
    /// The file's optimal length.
    pub optimal: f64,
    /// The search's cost (`None`: it found no path).
    pub cost: Option<f64>,
}

/// One search's row: what it did over every pair.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ScenRow {
    /// The search.
    pub search: EightSearch,
    /// The pairs run.
    pub pairs: usize,
    /// The cells expanded, on average over the pairs.
    pub mean_expanded: f64,
    /// The pairs whose cost equals the file's optimal length (to [`AGREEMENT`]).
    pub optimal: usize,
    /// The largest cost over the file's optimal length, over the pairs where the two differ
    /// (1 where they agree on every pair).
    pub worst_ratio: f64,
    /// Whether the search promises the cheapest path, as it was guided.
    pub promises_optimum: bool,
    /// The pairs where its cost is not the optimum, the first few (up to
    /// [`MAX_DISAGREEMENTS`]).
    pub disagreements: Vec<Disagreement>,
}

/// How many disagreements a row keeps to name.
pub const MAX_DISAGREEMENTS: usize = 10;

impl ScenRow {
    /// Whether the search broke its promise on a pair: it promises the optimum and missed it.
    pub fn failed(&self) -> bool {
        self.promises_optimum && self.optimal < self.pairs
    }
}

/// Runs each of `searches` on every pair of `pairs` on `board`, A* guided by `guide`.
pub fn race_scen(
    board: &EightBoard,
    pairs: &[ScenPair],
    searches: &[EightSearch],
    guide: Guide,
) -> Result<Vec<ScenRow>, NotUniform> {
    let mut spaces = EightSpaces::default();
    searches
        .iter()
        .map(|&search| {
            let mut row = ScenRow {
                search,
                pairs: pairs.len(),
                mean_expanded: 0.0,
                optimal: 0,
                worst_ratio: 1.0,
                promises_optimum: search.promises_optimum(guide),
                disagreements: Vec::new(),
            };
            let mut expanded = 0u64;
            for pair in pairs {
                let cell = |(x, y): (u32, u32)| Pos::new(x as u16, y as u16);
                let (start, goal) = (cell(pair.start), cell(pair.goal));
                let (cost, n) = spaces.run_counted(search, board, guide, start, goal)?;
                expanded += u64::from(n);
                let cost = cost.map(Length::value);
                if cost.is_some_and(|c| (c - pair.optimal).abs() <= AGREEMENT) {
                    row.optimal += 1;
                    continue;
                }
                if row.disagreements.len() < MAX_DISAGREEMENTS {
                    row.disagreements.push(Disagreement {
                        line: pair.line,
                        optimal: pair.optimal,
                        cost,
                    });
                }
                if let Some(c) = cost.filter(|_| pair.optimal > 0.0) {
                    row.worst_ratio = row.worst_ratio.max(c / pair.optimal);
                }
            }
            row.mean_expanded = expanded as f64 / pairs.len().max(1) as f64;
            Ok(row)
        })
        .collect()
}
