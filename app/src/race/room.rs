//! The race as it stands: the searches chosen (two to four), the race run on the board on
//! screen, the step shown, and whether it plays. A race runs again whenever the board it was
//! run on changes (another tick, another start or target, another scenario); its step then
//! starts over. No drawing here ([`super::view`] draws it).

use crate::state::AppState;
use snakescope_core::rules::{Pos, TailRule};
use snakescope_core::stages::StageFrame;
use snakescope_core::trace::race::{Race, RaceBoard, Search, race};
use std::sync::Arc;

/// The fewest searches a race in the window runs.
pub const FEWEST: usize = 2;
/// The most searches a race in the window runs: four boards still fit a projector.
pub const MOST: usize = 4;

/// What a race was run on: when any of it changes, the race runs again.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Ran {
    origin: String,
    tick: usize,
    body: Vec<Pos>,
    food: Option<Pos>,
    tail: TailRule,
    sandbox: (Option<Pos>, Option<Pos>),
    walls: Vec<Pos>,
    searches: Vec<Search>,
}

/// One board's frame, folded up to a step, so that a step forward folds only that step's
/// events.
#[derive(Clone, Debug)]
struct Folded {
    step: usize,
    frame: StageFrame,
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
    folded: Vec<Option<Folded>>,
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
            folded: Vec::new(),
        }
    }
}

impl RaceRoom {
    /// Whether the race view is on screen.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Opens or closes the race view; closing stops it playing.
    pub fn set_open(&mut self, open: bool) {
        self.open = open;
        if !open {
            self.playing = false;
        }
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
    /// runs again from its first step.
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
        self.step = step.min(self.last_step());
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
            self.step = 0;
        }
        self.owed = 0.0;
    }

    /// `dt` seconds pass: while playing, the race moves on `speed` steps a second, stopping at
    /// its end. Whether it moved.
    pub fn advance(&mut self, dt: f64, speed: f64) -> bool {
        if !self.open || !self.playing {
            return false;
        }
        self.owed += dt * speed.max(0.1);
        let whole = self.owed.floor();
        self.owed -= whole;
        let before = self.step;
        self.step = (self.step + whole as usize).min(self.last_step());
        if self.step >= self.last_step() {
            self.playing = false;
        }
        self.step != before
    }

    /// Runs the race again if the board on screen is not the one it ran on: the game at the
    /// tick, from the start and to the target chosen on the board (else the scenario's search
    /// board's, else the head and the food), around the search board's walls.
    pub fn follow(&mut self, state: &AppState) {
        if !self.open {
            return;
        }
        let game = state.game();
        let grid = *game.grid();
        let board = state.scenario().search.clone().unwrap_or_default();
        let sandbox = state.sandbox();
        let start = sandbox.0.or(board.start_on(&grid));
        let target = sandbox.1.or(board.target_on(&grid));
        let walls = board.walls_on(&grid);
        let ran = Ran {
            origin: state.origin().to_owned(),
            tick: state.tick(),
            body: game.snake().cells().collect(),
            food: game.food(),
            tail: game.tail_rule(),
            sandbox: (start, target),
            walls: walls.iter().map(|i| grid.pos(i)).collect(),
            searches: self.chosen.clone(),
        };
        if self.ran.as_ref() == Some(&ran) {
            return;
        }
        let raced = RaceBoard::new(game, start, target, walls)
            .and_then(|board| race(&board, &self.chosen))
            .map(Arc::new)
            .map_err(|e| e.to_string());
        self.folded = vec![None; self.chosen.len()];
        self.race = Some(raced);
        self.ran = Some(ran);
        self.step = 0;
        self.playing = false;
    }

    /// The frame of board `k` at the step shown, folded from the last one asked for when the
    /// race has moved forward since (from the start when it moved back).
    pub fn frame(&mut self, k: usize) -> Option<&StageFrame> {
        let Some(Ok(race)) = &self.race else {
            return None;
        };
        let lane = race.lanes().get(k)?;
        let step = self.step;
        let slot = self.folded.get_mut(k)?;
        match slot {
            Some(f) if f.step <= step => {
                let from = lane.events_until(f.step);
                lane.fold(&mut f.frame, from..lane.events_until(step));
                f.step = step;
            }
            _ => {
                *slot = Some(Folded {
                    step,
                    frame: lane.frame_at(race.board(), step),
                })
            }
        }
        slot.as_ref().map(|f| &f.frame)
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
