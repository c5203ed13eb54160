//! The race: two or more of the graph searches on one board, side by side.
//!
//! Each search runs as its stage runs on its own ([`crate::stages::StageProtocol::run`]), on
//! the same [`RaceBoard`], and the race keeps its events but its refusals, which change
//! nothing on the board (it counts them; see `recorder`). The race steps them
//! in lockstep, one expansion each per step: step `k` shows every search after its `k`th
//! expansion and everything that expansion did (step 0, before any), and a search that has
//! finished stays as it ended. Its table ([`RaceRow`]) is read off each search's own events
//! as frontier operations, the same for every search (expansions, the largest frontier, the
//! path returned), and whether a path is shortest is measured against the best possible under
//! the search's own cost, found independently of the search.
//!
//! - [`board`]: the board raced on;
//! - [`tally`]: what the events do to the counts;
//! - `optimum`: the best possible, found independently.

pub mod board;
mod optimum;
mod recorder;
pub mod tally;

pub use crate::stages::Search;
pub use board::RaceBoard;
pub use recorder::{MAX_RACE_EVENTS, lane_share};
pub use tally::{Counting, Tally};

use recorder::Recorder;

use crate::algo::search::dijkstra::path_cost_on;
use crate::algo::search::{Length, SearchStep};
use crate::rules::{Compass, Directions, Grid, Pos, Terrain, entry_cost};
use crate::stages::{Cost, StageEvent, StageFrame, StageRunError};
use serde::Serialize;
use std::ops::Range;

/// Why a race cannot be run.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RaceError {
    /// A race needs two searches or more, up to all of them.
    #[error(
        "{}",
        tr!("a race runs 2 to {most} searches, not {n}", most = Search::ALL.len(), n = .0)
    )]
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
    /// The start or the target is a closed cell of a map.
    #[error("{}", tr!("the cell {cell} is closed on the map: a search starts and ends on open ground", cell = .0))]
    Closed(Pos),
    /// The map is too small or too large for a board.
    #[error(transparent)]
    Size(#[from] crate::rules::GridSizeError),
    /// A search does not run on this board (the search, the reason): jump point search on
    /// mud or water.
    #[error("{}", tr!("the search {search} does not run on this board: {why}", search = .0, why = .1))]
    Board(Search, String),
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
    /// The path's cost under the search's own cost: what entering each cell of it costs (its
    /// moves, on plain ground), a diagonal step √2 times that for a search in eight
    /// directions, and for the uniform-cost search its turns at the turn cost too. Exact
    /// (`a + b·√2`); written in JSON as a number, a whole one when it is whole.
    #[serde(serialize_with = "cost_as_number")]
    pub cost: Option<Length>,
    /// Whether the cost is the least possible under that cost, measured independently;
    /// `None` when there is no path, or when it cannot be told (a timed path longer than the
    /// bound the body's timing gives).
    pub shortest: Option<bool>,
    /// For A* (in four or eight directions) with a weight w > 1: the most its path may cost,
    /// w times the least possible (to a hundredth, rounded down), which its cost is checked
    /// against in [`RaceRow::within_bound`].
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "cost_as_number"
    )]
    pub bound: Option<Length>,
    /// Whether the search is complete, finding a path whenever one exists: when it is not
    /// (the timed search), finding none does not say there is none.
    pub complete: bool,
    /// Whether the search gave up (its frontier emptied) without a path, so far.
    #[serde(skip)]
    pub gave_up: bool,
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
    /// a window, its name on the command line), `-` where there is no path or no answer; a
    /// search that gave up says "none found" in its path's cell when it may miss a path that
    /// exists (it is not complete).
    pub fn cells(&self, search: String) -> [String; 6] {
        let none = || "-".to_owned();
        let no_path = || {
            if self.gave_up && !self.complete {
                tr!("none found")
            } else {
                none()
            }
        };
        [
            search,
            self.expanded.to_string(),
            self.max_frontier.to_string(),
            self.path_length.map_or_else(no_path, |n| n.to_string()),
            self.cost.map_or_else(none, Length::shown),
            self.shortest
                .map_or_else(none, |s| if s { tr!("yes") } else { tr!("no") }),
        ]
    }

    /// For a weighted A* run with a path: whether its cost is within its bound, at most w
    /// times the least possible.
    pub fn within_bound(&self) -> Option<bool> {
        Some(self.cost? <= self.bound?)
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
            (None, _) if self.gave_up && self.complete => tr!("no path"),
            (None, _) if self.gave_up => tr!("none found"),
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
    search: Search,
    events: Vec<StageEvent>,
    /// `step_ends[k]`: how many events are folded after step `k`.
    step_ends: Vec<usize>,
    row: RaceRow,
    optimum: Option<Length>,
    note: Option<String>,
    /// How many events the search reported, kept or not.
    reported: usize,
    /// Whether the race kept every event that changes the board (the search was not cut).
    whole: bool,
}

/// A race: its board and its lanes, in the order the searches were named.
#[derive(Clone, Debug)]
pub struct Race {
    board: RaceBoard,
    lanes: Vec<Lane>,
}

/// Runs `searches` (two or more, each once) on `board`, each in its form in the board's
/// directions where it has one (two that are one search there run once).
pub fn race(board: &RaceBoard, searches: &[Search]) -> Result<Race, RaceError> {
    if !(2..=Search::ALL.len()).contains(&searches.len()) {
        return Err(RaceError::Count(searches.len()));
    }
    for (k, search) in searches.iter().enumerate() {
        if searches[..k].contains(search) {
            return Err(RaceError::Repeated(*search));
        }
    }
    // Each search as the board's directions run it, once (`bfs` and `bfs-8` are one search
    // on a board of eight directions).
    let mut runs: Vec<Search> = Vec::with_capacity(searches.len());
    for search in searches.iter().map(|s| s.in_directions(board.directions())) {
        if !runs.contains(&search) {
            runs.push(search);
        }
    }
    let share = lane_share(runs.len());
    let lanes = runs
        .iter()
        .map(|&s| Lane::run(board, s, share))
        .collect::<Result<_, _>>()?;
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

    /// The events the race keeps, every search's together.
    pub fn kept_events(&self) -> usize {
        self.lanes.iter().map(|lane| lane.events.len()).sum()
    }

    /// The bytes the race's recording takes: its events and where each step ends, the bulk
    /// of what a recorded race holds (a board's own tables are a few bytes a cell). The race
    /// keeps at most [`MAX_RACE_EVENTS`] events, every search's together: at most
    /// [`Race::MAX_BYTES`].
    pub fn kept_bytes(&self) -> usize {
        self.lanes.iter().map(Lane::kept_bytes).sum()
    }

    /// What the recording holds, in words: its events, their mebibytes, and the most a race
    /// keeps.
    pub fn recording_words(&self) -> String {
        let mib = |bytes: usize| format!("{:.1}", bytes as f64 / (1024.0 * 1024.0));
        tr!(
            "recorded: {events} events in {mib} MiB (a race keeps at most {most} MiB)",
            events = self.kept_events(),
            mib = mib(self.kept_bytes()),
            most = mib(Race::MAX_BYTES)
        )
    }

    /// The most bytes a race's recording may take: [`MAX_RACE_EVENTS`] events, each ending
    /// a step at most.
    pub const MAX_BYTES: usize = MAX_RACE_EVENTS * EVENT_BYTES;

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
    /// Runs `search` on `board`, as its stage runs on its own, keeping its first `share`
    /// events and counting them all: past its share its board stops where it was, its row
    /// counts every event, and its note says so.
    fn run(board: &RaceBoard, search: Search, share: usize) -> Result<Lane, RaceError> {
        let mut recorder = Recorder::new(share);
        // The race's board always has a target; a search refuses a board before any event.
        let note = match search.stage().run(&board.setting(), &mut recorder) {
            Ok(note) => note,
            Err(StageRunError::Board(why)) => return Err(RaceError::Board(search, why)),
            Err(_) => None,
        };
        let note = note.or_else(|| {
            let eight = board.directions() == Directions::Eight;
            (eight && !search.steps_diagonally()).then(|| {
                tr!(
                    "{search} has no form in eight directions here: it runs in four",
                    search = search.title()
                )
            })
        });
        let cut = (!recorder.is_whole()).then(|| cut_words(search, &recorder));
        let note = match (note, cut) {
            (Some(note), Some(cut)) => Some(format!("{note} {cut}")),
            (note, cut) => note.or(cut),
        };
        let tally = recorder.tally().clone();
        let reported = recorder.total;
        let whole = recorder.is_whole();
        let mut events = recorder.events;
        events.shrink_to_fit();
        let step_ends = step_ends(&events);
        let optimum = optimum::optimum(board, search);
        let mut lane = Lane {
            search,
            events,
            step_ends,
            row: RaceRow {
                search,
                expanded: 0,
                max_frontier: 0,
                path_length: None,
                cost: None,
                shortest: None,
                bound: None,
                complete: search.is_complete(),
                gave_up: false,
            },
            optimum,
            note,
            reported,
            whole,
        };
        lane.row = lane.row_of(board, &tally);
        Ok(lane)
    }

    /// Whether the race kept every event that changes the board: the search stayed within
    /// its share.
    pub fn is_whole(&self) -> bool {
        self.whole
    }

    /// How many events the search reported, kept or not.
    pub fn reported(&self) -> usize {
        self.reported
    }

    /// The bytes its recording takes: its events and where each step ends.
    pub fn kept_bytes(&self) -> usize {
        self.events.len() * std::mem::size_of::<StageEvent>()
            + self.step_ends.len() * std::mem::size_of::<usize>()
    }

    /// What its run said of itself, if anything: on terrain, that it ignores what a step
    /// costs.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// The search.
    pub fn search(&self) -> Search {
        self.search
    }

    /// Its events as its stage reported them, but its refusals (they change nothing on the
    /// board; its row counts them).
    pub fn events(&self) -> &[StageEvent] {
        &self.events
    }

    /// Its row of the race's table.
    pub fn row(&self) -> &RaceRow {
        &self.row
    }

    /// The least cost possible under its cost, found independently (see [`RaceRow::shortest`]).
    pub fn optimum(&self) -> Option<Length> {
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
        for e in &self.events[events] {
            frame.apply(e);
        }
    }

    /// Its picture after `step` steps, on `board`, the board's walls marked.
    pub fn frame_at(&self, board: &RaceBoard, step: usize) -> StageFrame {
        let mut frame = blank_frame(board);
        self.fold(&mut frame, 0..self.events_until(step));
        frame
    }

    /// Event `i` in plain words, as its stage words it (looking ahead where it does).
    pub fn caption(&self, i: usize) -> String {
        StageEvent::caption_at(&self.events, i)
    }

    /// The line of its pseudo-code ([`Search::pseudocode`]) that event `i` lights.
    pub fn line(&self, i: usize) -> usize {
        self.events[i].line()
    }

    /// Its counts after `step` steps.
    pub fn row_at(&self, step: usize) -> RaceRow {
        if step + 1 >= self.steps() {
            return self.row.clone();
        }
        let counted = Tally::of(&self.events[..self.events_until(step)]);
        self.row_counted(step, &counted)
    }

    /// Counts its events `events` into `counting`, as [`Lane::fold`] folds them into a
    /// frame: a view that keeps both moves them on a step at a time, and reads the row with
    /// [`Lane::row_counted`] without counting the events before again.
    pub fn count(&self, counting: &mut Counting, events: Range<usize>) {
        for e in &self.events[events] {
            counting.add(e);
        }
    }

    /// Its counts after `step` steps, `counted` being the tally of its events until then
    /// ([`Lane::count`]); as it ended at its last step, every event counted, those the race
    /// did not keep too.
    pub fn row_counted(&self, step: usize, counted: &Tally) -> RaceRow {
        let mut row = self.row.clone();
        if step + 1 >= self.steps() {
            return row;
        }
        row.expanded = counted.expanded;
        row.max_frontier = counted.max_frontier;
        if counted.path.is_none() {
            (row.path_length, row.cost, row.shortest) = (None, None, None);
        }
        row.gave_up = counted.exhausted && counted.path.is_none();
        row
    }

    /// The row of a search whose events counted `tally`.
    fn row_of(&self, board: &RaceBoard, tally: &Tally) -> RaceRow {
        let search = self.search();
        let (grid, terrain, heading) = (board.grid(), board.terrain(), board.heading());
        let whole = |n: u32| Length::straight(u64::from(n));
        let cost = tally.path.as_ref().map(|path| match search.cost() {
            Cost::MovesAndTurns => whole(path_cost_on(
                path,
                terrain,
                grid,
                heading,
                board.turn_cost(),
            )),
            Cost::Moves => whole(path_cost_on(path, terrain, grid, heading, 0)),
            Cost::TimedMoves => whole(path.len() as u32 - 1),
            Cost::Octile => octile_cost_on(path, terrain, grid),
        });
        let weight = board.guide().weight;
        let bound = (search.takes_weight() && weight.is_weighted())
            .then(|| self.optimum.map(|best| best.times(weight.hundredths())))
            .flatten();
        let shortest = cost.and_then(|cost| match (search.cost(), self.optimum) {
            // The timed bound may lie below every legal path: only reaching it tells.
            (Cost::TimedMoves, Some(bound)) => (cost == bound).then_some(true),
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
            bound,
            complete: search.is_complete(),
            gave_up: tally.exhausted && tally.path.is_none(),
        }
    }
}

/// The picture of `board` before any event: its walls and its ground marked.
fn blank_frame(board: &RaceBoard) -> StageFrame {
    let mut frame = StageFrame::new(*board.grid());
    let cells = frame.marks.len();
    for i in board.walls().iter().filter(|&i| i < cells) {
        frame.marks[i].search_wall = true;
    }
    for (i, ground) in board.terrain().into_iter().flat_map(|t| t.rough()) {
        if let Some(mark) = frame.marks.get_mut(i) {
            mark.ground = ground;
        }
    }
    frame
}

/// What `path` costs in eight directions on `grid`: each step what entering its cell costs on
/// `terrain` (1 without one), a diagonal step √2 times that.
fn octile_cost_on(path: &[Pos], terrain: Option<&Terrain>, grid: &Grid) -> Length {
    path.windows(2)
        .map(|pair| {
            let enter = u64::from(entry_cost(terrain, grid.index(pair[1])));
            match Compass::between(pair[0], pair[1]) {
                Some(way) if way.is_diagonal() => Length::diagonal(enter),
                _ => Length::straight(enter),
            }
        })
        .fold(Length::ZERO, |sum, step| sum + step)
}

/// A cost as a JSON number: whole when it is (every cost in four directions), else to eight
/// decimals as the benchmarks write a length.
fn cost_as_number<S: serde::Serializer>(
    cost: &Option<Length>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match cost {
        Some(c) if c.root2 == 0 && c.whole % 100 == 0 => {
            serializer.serialize_some(&(c.whole / 100))
        }
        Some(c) => serializer.serialize_some(&((c.value() * 1e8).round() / 1e8)),
        None => serializer.serialize_none(),
    }
}

/// What one kept event takes in a race: the event, and where a step ends at most.
const EVENT_BYTES: usize = std::mem::size_of::<StageEvent>() + std::mem::size_of::<usize>();

/// What a search past its share of the race's events says.
fn cut_words(search: Search, recorder: &Recorder) -> String {
    let mib = |events: usize| format!("{:.0}", (events * EVENT_BYTES) as f64 / (1024.0 * 1024.0));
    tr!(
        "{search} reported {total} events; the race keeps {kept} of them, as far as its share of the {most} MiB a race keeps allows ({mib} MiB): its board stops there, and its row counts every event.",
        search = search.title(),
        total = recorder.total,
        kept = recorder.events.len(),
        mib = mib(recorder.events.len()),
        most = mib(MAX_RACE_EVENTS)
    )
}

/// Where each step of `events` ends: step 0 before the first expansion, step `k` before the
/// `k + 1`th, the last at the end.
fn step_ends(events: &[StageEvent]) -> Vec<usize> {
    let mut ends = Vec::new();
    for (i, e) in events.iter().enumerate() {
        if matches!(e.search_step(), Some(SearchStep::Taken { .. })) {
            ends.push(i);
        }
    }
    ends.push(events.len());
    ends
}

#[cfg(test)]
mod map_tests;
#[cfg(test)]
mod tests;
