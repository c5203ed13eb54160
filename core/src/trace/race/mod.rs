//! The race: two to seven graph searches on one board, side by side.
//!
//! Each search runs as its stage runs on its own ([`crate::stages::StageProtocol::run`]), on
//! the same [`RaceBoard`], and its events are kept as its algorithm reports them. The race
//! steps them in lockstep, one expansion each per step: step `k` shows every search after its
//! `k`th expansion and everything that expansion did (step 0, before any), and a search that
//! has finished stays as it ended. Its table ([`RaceRow`]) is read off each search's own
//! events (expansions, the largest frontier, the path returned), and whether a path is
//! shortest is measured against the best possible under the search's own cost, found
//! independently of the search.
//!
//! - [`board`]: the board raced on;
//! - [`search`]: the searches and their events;
//! - [`tally`]: what each event does to the counts;
//! - `optimum`: the best possible, found independently.

pub mod board;
mod optimum;
pub mod search;
pub mod tally;

pub use board::RaceBoard;
pub use search::{Search, SearchEvents};
pub use tally::{Effect, Tallied, Tally};

use crate::algo::search::dijkstra::path_cost;
use crate::rules::Pos;
use crate::stages::{StageFrame, StageProtocol, apply_as};
use search::with_events;
use serde::Serialize;
use std::ops::Range;

/// Why a race cannot be run.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RaceError {
    /// A race needs two to seven searches.
    #[error("{}", tr!("a race runs 2 to 7 searches, not {n}", n = .0))]
    Count(usize),
    /// The same search was named twice.
    #[error("{}", tr!("the search {search} is named twice; each races once", search = .0))]
    Repeated(Search),
    /// There is no target: no food, and none was chosen.
    #[error("{}", tr!("a race needs a target cell: there is no food on the board"))]
    NoTarget,
    /// The start or the target lies off the board.
    #[error("{}", tr!("the cell {cell} is off the board", cell = .0))]
    OffBoard(Pos),
}

/// One row of a race's table, read off the search's own events.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RaceRow {
    /// The search, by its name on the command line.
    pub search: Search,
    /// Cells (states) taken off the frontier to be expanded, the target's included.
    pub expanded: u32,
    /// The most entries the frontier held at once (both queues of the bidirectional search;
    /// stale entries included).
    pub max_frontier: u32,
    /// The path's moves, if the search found one.
    pub path_length: Option<u32>,
    /// The path's cost under the search's own cost: its moves, and for the uniform-cost
    /// search its turns at the turn cost too.
    pub cost: Option<u32>,
    /// Whether the cost is the least possible under that cost, measured independently;
    /// `None` when there is no path, or when it cannot be told (a timed path longer than the
    /// bound the body's timing gives).
    pub shortest: Option<bool>,
}

impl RaceRow {
    /// The table's headings, in the language in use: search, expanded, largest frontier, path
    /// length, cost, shortest.
    pub fn headings() -> [String; 6] {
        [
            tr!("search"),
            tr!("expanded{#the cells, a column}"),
            tr!("largest frontier"),
            tr!("path length"),
            tr!("cost"),
            tr!("shortest"),
        ]
    }

    /// The row's cells under [`RaceRow::headings`], `search` naming the search (its title in
    /// a window, its name on the command line), `-` where there is no path or no answer.
    pub fn cells(&self, search: String) -> [String; 6] {
        let none = || "-".to_owned();
        [
            search,
            self.expanded.to_string(),
            self.max_frontier.to_string(),
            self.path_length.map_or_else(none, |n| n.to_string()),
            self.cost.map_or_else(none, |n| n.to_string()),
            self.shortest
                .map_or_else(none, |s| if s { tr!("yes") } else { tr!("no") }),
        ]
    }

    /// The row in one line, as a race's picture and view head each board with it: the
    /// search's title, the cells expanded, the largest frontier, and the path's length with
    /// whether it is the shortest under the search's cost (or that none was found yet).
    pub fn summary(&self) -> String {
        tr!(
            "{title}: {counts}",
            title = self.search.title(),
            counts = self.counts()
        )
    }

    /// The counts in one line, without the search's title: "14 expanded · frontier up to 25
    /// · path 13, shortest".
    pub fn counts(&self) -> String {
        let path = match (self.path_length, self.shortest) {
            (None, _) => tr!("no path yet"),
            (Some(n), Some(true)) => tr!("path {n}, shortest", n = n),
            (Some(n), Some(false)) => tr!("path {n}, not shortest", n = n),
            (Some(n), None) => tr!("path {n}", n = n),
        };
        tr!(
            "{expanded} expanded · frontier up to {frontier} · {path}",
            expanded = self.expanded,
            frontier = self.max_frontier,
            path = path
        )
    }
}

/// One search of a race: its events, where each step ends, its table row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lane {
    events: SearchEvents,
    /// `step_ends[k]`: how many events are folded after step `k`.
    step_ends: Vec<usize>,
    row: RaceRow,
    optimum: Option<u32>,
}

/// A race: its board and its lanes, in the order the searches were named.
#[derive(Clone, Debug)]
pub struct Race {
    board: RaceBoard,
    lanes: Vec<Lane>,
}

/// Runs `searches` (two to seven, each once) on `board`.
pub fn race(board: &RaceBoard, searches: &[Search]) -> Result<Race, RaceError> {
    if !(2..=7).contains(&searches.len()) {
        return Err(RaceError::Count(searches.len()));
    }
    for (k, search) in searches.iter().enumerate() {
        if searches[..k].contains(search) {
            return Err(RaceError::Repeated(*search));
        }
    }
    let lanes = searches.iter().map(|&s| Lane::run(board, s)).collect();
    Ok(Race {
        board: board.clone(),
        lanes,
    })
}

impl Race {
    /// The board raced on.
    pub fn board(&self) -> &RaceBoard {
        &self.board
    }

    /// The searches, in the order named.
    pub fn lanes(&self) -> &[Lane] {
        &self.lanes
    }

    /// The steps until every search has finished: the most expansions of any, plus the
    /// step before the first. Step `steps() - 1` shows every search as it ended.
    pub fn steps(&self) -> usize {
        self.lanes.iter().map(Lane::steps).max().unwrap_or(1)
    }

    /// The table, a row per search.
    pub fn rows(&self) -> Vec<RaceRow> {
        self.lanes.iter().map(|lane| lane.row.clone()).collect()
    }

    /// The table after `step` steps: each search's counts so far (the path and whether it is
    /// shortest once found).
    pub fn rows_at(&self, step: usize) -> Vec<RaceRow> {
        self.lanes.iter().map(|lane| lane.row_at(step)).collect()
    }
}

impl Lane {
    /// Runs `search` on `board`, keeping its events.
    fn run(board: &RaceBoard, search: Search) -> Lane {
        let events = search.run(&board.setting());
        let step_ends = with_events!(&events, |list, P| step_ends(list));
        let optimum = optimum::optimum(board, search);
        let mut lane = Lane {
            events,
            step_ends,
            row: RaceRow {
                search,
                expanded: 0,
                max_frontier: 0,
                path_length: None,
                cost: None,
                shortest: None,
            },
            optimum,
        };
        lane.row = lane.row_until(board, lane.events.len());
        lane
    }

    /// The search.
    pub fn search(&self) -> Search {
        self.events.search()
    }

    /// Its events, as its algorithm reported them.
    pub fn events(&self) -> &SearchEvents {
        &self.events
    }

    /// Its row of the race's table.
    pub fn row(&self) -> &RaceRow {
        &self.row
    }

    /// The least cost possible under its cost, found independently (see [`RaceRow::shortest`]).
    pub fn optimum(&self) -> Option<u32> {
        self.optimum
    }

    /// Its steps: one per expansion, plus the one before the first.
    pub fn steps(&self) -> usize {
        self.step_ends.len()
    }

    /// How many of its events are folded after `step` steps (all of them once it has
    /// finished).
    pub fn events_until(&self, step: usize) -> usize {
        let last = self.step_ends.len() - 1;
        self.step_ends[step.min(last)]
    }

    /// The events step `step` adds: those folded after it and not before.
    pub fn step_events(&self, step: usize) -> Range<usize> {
        let before = if step == 0 {
            0
        } else {
            self.events_until(step - 1)
        };
        before..self.events_until(step)
    }

    /// Folds its events `events` into `frame`, as its stage does: a view advances a frame a
    /// step at a time with [`Lane::step_events`].
    pub fn fold(&self, frame: &mut StageFrame, events: Range<usize>) {
        with_events!(&self.events, |list, P| {
            for e in &list[events] {
                apply_as::<P>(frame, e);
            }
        })
    }

    /// Its picture after `step` steps, on `board`, the board's walls marked.
    pub fn frame_at(&self, board: &RaceBoard, step: usize) -> StageFrame {
        let mut frame = StageFrame::new(*board.grid());
        let cells = frame.marks.len();
        for i in board.walls().iter().filter(|&i| i < cells) {
            frame.marks[i].search_wall = true;
        }
        self.fold(&mut frame, 0..self.events_until(step));
        frame
    }

    /// Event `i` in plain words, as its stage words it (looking ahead where it does).
    pub fn caption(&self, i: usize) -> String {
        crate::words::sentence(with_events!(&self.events, |list, P| P::caption_ahead(
            &list[i],
            list[i + 1..].iter()
        )))
    }

    /// The line of its pseudo-code ([`Search::pseudocode`]) that event `i` lights.
    pub fn line(&self, i: usize) -> usize {
        with_events!(&self.events, |list, P| P::line_index(&list[i]))
    }

    /// Its counts after `step` steps.
    pub fn row_at(&self, step: usize) -> RaceRow {
        let mut row = self.row.clone();
        let events = self.events_until(step);
        let tally = with_events!(&self.events, |list, P| Tally::of(&list[..events]));
        row.expanded = tally.expanded;
        row.max_frontier = tally.max_frontier;
        if tally.path.is_none() {
            (row.path_length, row.cost, row.shortest) = (None, None, None);
        }
        row
    }

    /// The row read off the first `events` events.
    fn row_until(&self, board: &RaceBoard, events: usize) -> RaceRow {
        let search = self.search();
        let tally = with_events!(&self.events, |list, P| Tally::of(&list[..events]));
        let cost = tally.path.as_ref().map(|path| match search {
            Search::Dijkstra => path_cost(path, board.heading(), board.turn_cost()),
            _ => path.len() as u32 - 1,
        });
        let shortest = cost.and_then(|cost| match (search, self.optimum) {
            // The timed bound may lie below every legal path: only reaching it tells.
            (Search::Timed, Some(bound)) => (cost == bound).then_some(true),
            (_, Some(best)) => Some(cost == best),
            (_, None) => None,
        });
        RaceRow {
            search,
            expanded: tally.expanded,
            max_frontier: tally.max_frontier,
            path_length: tally.path.as_ref().map(|path| path.len() as u32 - 1),
            cost,
            shortest,
        }
    }
}

/// Where each step of `events` ends: step 0 before the first expansion, step `k` before the
/// `k + 1`th, the last at the end.
fn step_ends<E: Tallied>(events: &[E]) -> Vec<usize> {
    let mut ends = Vec::new();
    for (i, e) in events.iter().enumerate() {
        if e.effect().expands {
            ends.push(i);
        }
    }
    ends.push(events.len());
    ends
}

#[cfg(test)]
mod tests;
