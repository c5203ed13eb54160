//! The race as it stands: the searches chosen (two to four), the race run on the board on
//! screen, the step shown with each board's frame and counts, and whether it plays. The race
//! runs again where commands are carried out ([`RaceRoom::follow`]), when the board on screen
//! has another revision ([`AppState::board_revision`]) or the searches chosen change; its step
//! then starts over. The view only reads what is kept here ([`super::view`] draws it).

use super::map_source::MapSource;
use crate::state::AppState;
use snakescope_core::maps::GridMap;
use snakescope_core::rules::Pos;
use snakescope_core::stages::StageFrame;
use snakescope_core::trace::race::{Counting, Lane, Race, RaceBoard, RaceRow, Search, race};
use std::sync::Arc;

/// The fewest searches a race in the window runs.
pub const FEWEST: usize = 2;
/// The most searches a race in the window runs: four boards still fit a projector.
pub const MOST: usize = 4;

/// What a race was run on: when either changes, the race runs again.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Ran {
    /// The board's revision ([`AppState::board_revision`]), or the map's ([`RaceRoom::map`]).
    revision: Revision,
    searches: Vec<Search>,
}

/// Which board a race ran on: the one on screen at a revision, or a map at one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Revision {
    /// The board on screen at this revision.
    Screen(u64),
    /// The map at this revision of the room's maps and ends.
    Map(u64),
}

/// One board at the step shown: its frame (folded on from the step before when the race moves
/// forward), its counts, and its latest event in words.
#[derive(Clone, Debug)]
pub struct LaneAt {
    step: usize,
    frame: StageFrame,
    /// The tally of its events until the step, moved on with the frame.
    counting: Counting,
    row: RaceRow,
    latest: String,
}

impl LaneAt {
    /// The search's picture at the step.
    pub fn frame(&self) -> &StageFrame {
        &self.frame
    }

    /// Its counts at the step.
    pub fn row(&self) -> &RaceRow {
        &self.row
    }

    /// What it did last, in its stage's words.
    pub fn latest(&self) -> &str {
        &self.latest
    }
}

/// The race view's state.
#[derive(Clone, Debug)]
pub struct RaceRoom {
    open: bool,
    chosen: Vec<Search>,
    step: usize,
    playing: bool,
    /// Time not yet spent on a step while playing, in seconds.
    owed: f64,
    ran: Option<Ran>,
    race: Option<Result<Arc<Race>, String>>,
    lanes: Vec<LaneAt>,
    /// How many times the race was run: a race is run once per board and choice.
    runs: usize,
    /// The map raced on in place of the board on screen, if one was opened.
    map: Option<MapSource>,
    /// Counts the maps opened and their ends moved: a race runs again on each.
    map_revision: u64,
}

impl Default for RaceRoom {
    fn default() -> Self {
        RaceRoom {
            open: false,
            chosen: vec![Search::Bfs, Search::Dfs, Search::Dijkstra, Search::AStar],
            step: 0,
            playing: false,
            owed: 0.0,
            ran: None,
            race: None,
            lanes: Vec::new(),
            runs: 0,
            map: None,
            map_revision: 0,
        }
    }
}

impl RaceRoom {
    /// Whether the race view is on screen.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Opens or closes the race view; closing stops it playing, and closes a map (it is
    /// raced on, never shown on its own).
    pub fn set_open(&mut self, open: bool) {
        self.open = open;
        if !open {
            self.playing = false;
            self.map = None;
        }
    }

    /// Races on `map` (from the file `name`) in place of the board on screen, opening the
    /// view; `Err` says why it cannot be raced on, and nothing changes.
    pub fn open_map(&mut self, map: Arc<GridMap>, name: String) -> Result<(), String> {
        self.map = Some(MapSource::new(map, name)?);
        self.map_revision += 1;
        self.set_open(true);
        Ok(())
    }

    /// Goes back to racing on the board on screen.
    pub fn close_map(&mut self) {
        self.map = None;
        self.playing = false;
    }

    /// The map raced on, if one is open.
    pub fn map(&self) -> Option<&MapSource> {
        self.map.as_ref()
    }

    /// Moves the map's start (or, with `target`, its target) to `cell`; `Err` says why not
    /// (a closed cell). Nothing happens without a map.
    pub fn set_map_end(&mut self, target: bool, cell: Pos) -> Result<(), String> {
        let Some(map) = &mut self.map else {
            return Ok(());
        };
        map.set_end(target, cell)?;
        self.map_revision += 1;
        Ok(())
    }

    /// The searches chosen, in the order of [`Search::ALL`].
    pub fn chosen(&self) -> &[Search] {
        &self.chosen
    }

    /// Whether `search` can be switched to `on`: the race keeps [`FEWEST`] to [`MOST`].
    pub fn can_choose(&self, search: Search, on: bool) -> bool {
        let has = self.chosen.contains(&search);
        match (has, on) {
            (true, false) => self.chosen.len() > FEWEST,
            (false, true) => self.chosen.len() < MOST,
            _ => true,
        }
    }

    /// Adds `search` to the race or takes it out, if the race keeps two to four; the race
    /// runs again from its first step at the next [`RaceRoom::follow`].
    pub fn choose(&mut self, search: Search, on: bool) {
        if !self.can_choose(search, on) {
            return;
        }
        self.chosen.retain(|&s| s != search);
        if on {
            self.chosen.push(search);
        }
        self.chosen
            .sort_by_key(|s| Search::ALL.iter().position(|a| a == s));
    }

    /// The race on screen, or why it cannot run (no food and no target chosen), once
    /// [`RaceRoom::follow`] has run it.
    pub fn race(&self) -> Option<&Result<Arc<Race>, String>> {
        self.race.as_ref()
    }

    /// Each board at the step shown, in the order of the race's lanes.
    pub fn lanes(&self) -> &[LaneAt] {
        &self.lanes
    }

    /// How many times a race has been run since the room was made: once per board on screen
    /// and choice of searches, however many frames show it.
    pub fn runs(&self) -> usize {
        self.runs
    }

    /// The step shown: 0 before any expansion.
    pub fn step(&self) -> usize {
        self.step
    }

    /// The last step of the race on screen (every search as it ended).
    pub fn last_step(&self) -> usize {
        match &self.race {
            Some(Ok(r)) => r.steps() - 1,
            _ => 0,
        }
    }

    /// Whether the race plays.
    pub fn playing(&self) -> bool {
        self.playing
    }

    /// Shows step `step` (kept within the race), pausing.
    pub fn go_to(&mut self, step: usize) {
        self.show(step);
        self.playing = false;
    }

    /// Moves `n` steps (back if negative), pausing.
    pub fn step_by(&mut self, n: isize) {
        self.go_to(self.step.saturating_add_signed(n));
    }

    /// Plays or pauses; playing from the end starts over.
    pub fn toggle_play(&mut self) {
        self.playing = !self.playing;
        if self.playing && self.step >= self.last_step() {
            self.show(0);
        }
        self.owed = 0.0;
    }

    /// `dt` seconds pass: while playing, the race moves on `speed` steps a second, stopping at
    /// its end. Whether it moved.
    pub fn advance(&mut self, dt: f64, speed: f64) -> bool {
        if !self.open || !self.playing {
            return false;
        }
        // A map's race has tens of thousands of steps: it plays through in half a minute at
        // the slowest, its frontiers' shapes being what it shows.
        let speed = match &self.map {
            Some(_) => speed.max(self.last_step() as f64 / 30.0),
            None => speed,
        };
        self.owed += dt * speed.max(0.1);
        let whole = self.owed.floor();
        self.owed -= whole;
        let before = self.step;
        self.show(self.step + whole as usize);
        if self.step >= self.last_step() {
            self.playing = false;
        }
        self.step != before
    }

    /// Runs the race again if the board on screen has another revision than the one it ran
    /// on (or the map, its ends), or the searches chosen changed: on the map if one is open,
    /// else on the game at the tick ([`screen_board`]). Called where commands are carried out
    /// and time passes, never while drawing.
    pub fn follow(&mut self, state: &AppState) {
        if !self.open {
            return;
        }
        let ran = Ran {
            revision: match self.map {
                Some(_) => Revision::Map(self.map_revision),
                None => Revision::Screen(state.board_revision()),
            },
            searches: self.chosen.clone(),
        };
        if self.ran.as_ref() == Some(&ran) {
            return;
        }
        let board = match &self.map {
            Some(map) => map.board(),
            None => screen_board(state),
        };
        let raced = board
            .and_then(|board| race(&board, &self.chosen))
            .map(Arc::new)
            .map_err(|e| e.to_string());
        self.runs += 1;
        self.race = Some(raced);
        self.ran = Some(ran);
        self.lanes.clear();
        self.playing = false;
        self.show(0);
    }

    /// Shows step `step` (kept within the race): each board's frame folded on from the step
    /// shown before when the race moves forward (from the start when it moves back), its
    /// counts and its latest event.
    fn show(&mut self, step: usize) {
        self.step = step.min(self.last_step());
        let Some(Ok(race)) = &self.race else {
            self.lanes.clear();
            return;
        };
        let step = self.step;
        let mut kept = std::mem::take(&mut self.lanes).into_iter();
        self.lanes = race
            .lanes()
            .iter()
            .map(|lane| {
                let (frame, counting) = match kept.next() {
                    Some(before) if before.step <= step => {
                        let (mut frame, mut counting) = (before.frame, before.counting);
                        let from = lane.events_until(before.step);
                        let events = from..lane.events_until(step);
                        lane.fold(&mut frame, events.clone());
                        lane.count(&mut counting, events);
                        (frame, counting)
                    }
                    _ => {
                        let mut counting = Counting::default();
                        lane.count(&mut counting, 0..lane.events_until(step));
                        (lane.frame_at(race.board(), step), counting)
                    }
                };
                LaneAt {
                    step,
                    frame,
                    row: lane.row_counted(step, &counting.tally),
                    counting,
                    latest: latest_event(lane, step),
                }
            })
            .collect();
    }
}

/// The board on screen at the tick, from the start and to the target chosen on the board
/// (else the scenario's search board's, else the head and the food), around the search
/// board's walls, with its terrain, guide, directions and turn cost.
fn screen_board(state: &AppState) -> Result<RaceBoard, snakescope_core::trace::race::RaceError> {
    let game = state.game();
    let grid = *game.grid();
    let board = state.scenario().search.clone().unwrap_or_default();
    let sandbox = state.sandbox();
    let start = sandbox.0.or(board.start_on(&grid));
    let target = sandbox.1.or(board.target_on(&grid));
    let walls = board.walls_on(&grid);
    let (terrain, guide) = (board.terrain_on(&grid), board.guide());
    Ok(RaceBoard::new(game, start, target, walls)?
        .with_terrain(terrain)
        .with_guide(guide)
        .with_directions(board.directions())
        .with_turn_cost(board.turn_cost()))
}

/// What a search did last at `step`, in its stage's words.
fn latest_event(lane: &Lane, step: usize) -> String {
    match lane.events_until(step) {
        0 => tr!("Before the first expansion"),
        n => lane.caption(n - 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_race_keeps_two_to_four_searches_in_the_list_s_order() {
        let mut room = RaceRoom::default();
        assert_eq!(room.chosen().len(), 4);
        assert!(!room.can_choose(Search::Timed, true));
        room.choose(Search::Timed, true);
        assert!(!room.chosen().contains(&Search::Timed));
        room.choose(Search::Dfs, false);
        room.choose(Search::Dijkstra, false);
        assert_eq!(room.chosen(), [Search::Bfs, Search::AStar]);
        assert!(!room.can_choose(Search::Bfs, false));
        room.choose(Search::Bfs, false);
        assert_eq!(room.chosen().len(), 2);
        room.choose(Search::Timed, true);
        room.choose(Search::Dfs, true);
        assert_eq!(
            room.chosen(),
            [Search::Bfs, Search::Dfs, Search::AStar, Search::Timed]
        );
    }
}
