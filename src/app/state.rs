//! What the app shows and how it moves: the recorded game, the tick on screen, the decision
//! at that tick, the stage being replayed, and playback. No drawing here.
//!
//! Record inputs, recompute detail: the app holds a [`Recording`] and, when the tick changes,
//! recomputes the decision at that tick with [`Recording::decision_at`], keeping its events
//! only while that tick is on screen.

use super::settings::{Settings, step_speed};
use crate::algo::{Cycle, Ignore, Stage};
use crate::explain::markers::{self, DecisionMarks, Marker};
use crate::explain::{DecisionTrace, ReplayOrigin, StageReplay, outcome_sentence};
use crate::rules::{Dir, Game, Pos, Snake};
use crate::scenario::{Scenario, problem_lines};
use crate::solver::{AnySolver, SolverKind};
use crate::trace::{Recording, StageRun, run_stage_from};
use std::borrow::Cow;
use std::time::{Duration, Instant};

/// A game opened in the app: its scenario and the recording of its play.
pub struct AppState {
    scenario: Scenario,
    origin: String,
    kind: SolverKind,
    recording: Recording,
    marks: DecisionMarks,
    tick: usize,
    game: Game,
    /// The solver as it stood at the tick on screen (the cycle it held then).
    solver: AnySolver,
    playing: bool,
    tick_accum: f64,
    decision: Option<DecisionTrace>,
    /// How many of the decision's events the decision timeline shows.
    decision_cursor: usize,
    replay: Result<StageReplay, String>,
    stage: Stage,
    own_board: bool,
    sandbox_start: Option<Pos>,
    sandbox_target: Option<Pos>,
    events_playing: bool,
    event_accum: f64,
    record_limit: usize,
    /// The user's saved choices.
    pub settings: Settings,
}

/// How long opening a game may spend recording it before the window shows; the rest is
/// recorded a few milliseconds per frame.
const OPEN_BUDGET: Duration = Duration::from_millis(250);

/// Recording time per frame while the game is not recorded to its end.
const FRAME_BUDGET: Duration = Duration::from_millis(6);

/// Ticks recorded ahead without asking. A tick costs a byte plus its share of a snapshot
/// (one every [`crate::trace::Recording::snapshot_interval`] ticks), so four million ticks
/// hold about 20 MB even on a 64x64 board, where Hamilton wins in about three million; a
/// game that runs to a large step limit stops here until the user asks for more.
pub const RECORD_AHEAD: usize = 4_000_000;

impl AppState {
    /// Opens `scenario`, played by its solver, and records as much of the game as a quarter of
    /// a second allows (the rest is recorded a few milliseconds per frame).
    /// `origin` says where it came from (a path, an example's name).
    pub fn new(
        scenario: Scenario,
        origin: impl Into<String>,
        settings: Settings,
    ) -> Result<AppState, String> {
        let origin = origin.into();
        let game = scenario.start().map_err(|problems| {
            format!(
                "{origin} cannot be played:\n{}",
                problem_lines(&problems, None)
            )
        })?;
        let kind = scenario.solver_kind();
        let solver = AnySolver::new(kind, &game)
            .map_err(|e| format!("{origin}: the {kind} solver cannot play this board: {e}"))?;
        let recording = Recording::new(game.clone(), solver.clone());
        let mut state = AppState {
            scenario,
            origin,
            kind,
            recording,
            marks: DecisionMarks::default(),
            tick: 0,
            game,
            solver,
            playing: false,
            tick_accum: 0.0,
            decision: None,
            decision_cursor: 0,
            replay: Err(String::new()),
            stage: Stage::Bfs,
            own_board: false,
            sandbox_start: None,
            sandbox_target: None,
            events_playing: false,
            event_accum: 0.0,
            record_limit: RECORD_AHEAD,
            settings,
        };
        state.record_ahead(OPEN_BUDGET);
        state.refresh_decision();
        state.refresh_stage(CursorAt::End);
        Ok(state)
    }

    // ----- what is on screen -----

    /// The scenario being played.
    pub fn scenario(&self) -> &Scenario {
        &self.scenario
    }

    /// Where the scenario came from.
    pub fn origin(&self) -> &str {
        &self.origin
    }

    /// The solver playing.
    pub fn kind(&self) -> SolverKind {
        self.kind
    }

    /// Whether the keyboard plays.
    pub fn is_manual(&self) -> bool {
        self.kind == SolverKind::Manual
    }

    /// The recorded game.
    pub fn recording(&self) -> &Recording {
        &self.recording
    }

    /// The state on screen, `0..=ticks()`.
    pub fn tick(&self) -> usize {
        self.tick
    }

    /// Ticks recorded so far.
    pub fn ticks(&self) -> usize {
        self.recording.len()
    }

    /// Whether the game is recorded to its end.
    pub fn recorded_to_end(&self) -> bool {
        self.recording.outcome().is_some()
    }

    /// Whether recording has stopped at its limit, waiting for [`AppState::record_further`].
    pub fn recording_held(&self) -> bool {
        !self.is_manual() && !self.recorded_to_end() && self.recording.len() >= self.record_limit
    }

    /// Lets recording go on for another [`RECORD_AHEAD`] ticks.
    pub fn record_further(&mut self) {
        self.record_limit = self.recording.len() + RECORD_AHEAD;
    }

    /// The game at the tick on screen.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The cycle the solver held at the tick on screen, if it holds one.
    pub fn cycle(&self) -> Option<&Cycle> {
        self.solver.cycle()
    }

    /// The cycle the solver holds, as the board shows it: hidden while a stage that builds a
    /// cycle plays (its answer would be on screen before the question), unless the user asked
    /// for it ([`Settings::held_cycle_while_building`]).
    pub fn shown_cycle(&self) -> Option<&Cycle> {
        let building = self.replay.as_ref().is_ok_and(|r| r.stage().builds_cycle());
        self.cycle()
            .filter(|_| !building || self.settings.held_cycle_while_building)
    }

    /// The solver as it stood at the tick on screen.
    pub fn solver(&self) -> &AnySolver {
        &self.solver
    }

    /// The decision at the tick on screen (none at the end of a finished game).
    pub fn decision(&self) -> Option<&DecisionTrace> {
        self.decision.as_ref()
    }

    /// Greedy's virtual snake, while the decision's own events are on screen and have shown
    /// the search that found its path; else the body a certificate imagines after the move.
    pub fn ghost(&self) -> Option<Cow<'_, Snake>> {
        let replay = self.replay.as_ref().ok();
        let from_decision = replay.is_some_and(|r| !r.origin().is_own_board());
        self.decision
            .as_ref()
            .filter(|_| from_decision)
            .and_then(|d| d.ghost(self.decision_cursor))
            .map(Cow::Borrowed)
            .or_else(|| {
                let body = &replay?.frame().imagined;
                Snake::new(self.game.grid(), body, None)
                    .ok()
                    .map(Cow::Owned)
            })
    }

    /// The stage replay on screen, or why the chosen stage cannot run here.
    pub fn replay(&self) -> Result<&StageReplay, &str> {
        self.replay.as_ref().map_err(String::as_str)
    }

    /// The stage chosen in the picker.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// Whether the stage runs on its own on a board the user sets up, rather than replaying
    /// the decision's events.
    pub fn own_board(&self) -> bool {
        self.own_board
    }

    /// The start and target the user set for runs on their own.
    pub fn sandbox(&self) -> (Option<Pos>, Option<Pos>) {
        (self.sandbox_start, self.sandbox_target)
    }

    /// Whether the game timeline plays.
    pub fn playing(&self) -> bool {
        self.playing
    }

    /// Whether the decision timeline plays.
    pub fn events_playing(&self) -> bool {
        self.events_playing
    }

    /// Markers of the game timeline, in tick order.
    pub fn markers(&self) -> Vec<Marker> {
        markers::markers(&self.recording, &self.marks)
    }

    /// The decision that doomed a lost game, when the solver could tell.
    pub fn doomed_tick(&self) -> Option<usize> {
        markers::doomed_tick(&self.recording, &self.marks)
    }

    /// The snake's length at every meal: `(tick, length)` from the start to the last state.
    pub fn length_steps(&self) -> Vec<(usize, usize)> {
        let start = self.recording.game_at(0).snake().len();
        let mut steps = vec![(0, start)];
        for (k, (t, _)) in self.recording.meals().enumerate() {
            steps.push((t + 1, start + k + 1));
        }
        steps
    }

    /// The game's ending in plain words, once recorded.
    pub fn outcome_text(&self) -> Option<String> {
        outcome_sentence(&self.recording)
    }

    // ----- the game timeline -----

    /// Shows state `t` (clamped to the recording).
    pub fn set_tick(&mut self, t: usize) {
        let t = t.min(self.recording.len());
        if t == self.tick && self.decision.as_ref().is_none_or(|d| d.tick == t) {
            return;
        }
        self.tick = t;
        (self.game, self.solver) = self.recording.state_at(t);
        self.sandbox_start = None;
        self.sandbox_target = None;
        self.refresh_decision();
        self.refresh_stage(CursorAt::End);
    }

    /// Steps the game timeline by `delta` ticks.
    pub fn step_ticks(&mut self, delta: isize) {
        self.playing = false;
        if self.is_manual() && delta > 0 && self.tick == self.recording.len() {
            for _ in 0..delta {
                if !self.manual_step(None) {
                    break;
                }
            }
            return;
        }
        self.set_tick(self.tick.saturating_add_signed(delta));
    }

    /// Jumps to the first state.
    pub fn home(&mut self) {
        self.playing = false;
        self.set_tick(0);
    }

    /// Jumps to the last recorded state.
    pub fn end(&mut self) {
        self.playing = false;
        self.set_tick(self.recording.len());
    }

    /// Jumps to the next marker; returns whether there was one.
    pub fn next_marker(&mut self) -> bool {
        match markers::next_marker(&self.markers(), self.tick) {
            Some(t) => {
                self.playing = false;
                self.set_tick(t);
                true
            }
            None => false,
        }
    }

    /// Jumps to the previous marker; returns whether there was one.
    pub fn prev_marker(&mut self) -> bool {
        match markers::prev_marker(&self.markers(), self.tick) {
            Some(t) => {
                self.playing = false;
                self.set_tick(t);
                true
            }
            None => false,
        }
    }

    /// Plays or pauses the game timeline. Playing from the end of a finished game starts
    /// over.
    pub fn toggle_play(&mut self) {
        self.playing = !self.playing;
        self.tick_accum = 0.0;
        if self.playing {
            self.events_playing = false;
            if self.tick == self.recording.len() && self.recorded_to_end() {
                self.set_tick(0);
            }
        }
    }

    /// Makes playback (both timelines, whichever plays; the game's when none does) faster or
    /// slower.
    pub fn change_speed(&mut self, faster: bool) {
        if self.events_playing {
            self.settings.event_speed = step_speed(self.settings.event_speed, faster);
        } else {
            self.settings.tick_speed = step_speed(self.settings.tick_speed, faster);
        }
    }

    // ----- manual play -----

    /// A direction key in manual play: while playing it steers the next tick; while paused
    /// it plays one step. Keys that would reverse onto the neck are ignored. Returns whether
    /// the key was taken.
    pub fn steer(&mut self, dir: Dir) -> bool {
        if !self.is_manual() {
            return false;
        }
        if self.playing && self.tick == self.recording.len() {
            let game = self.recording.latest().clone();
            return match self.recording.latest_solver_mut() {
                AnySolver::Manual(m) => m.press(&game, dir),
                _ => false,
            };
        }
        self.manual_step(Some(dir))
    }

    /// Plays one manual step from the tick on screen (forgetting any later ticks), pressing
    /// `key` first. Returns whether a step was played.
    fn manual_step(&mut self, key: Option<Dir>) -> bool {
        if self.tick < self.recording.len() {
            self.recording.truncate(self.tick);
            self.marks.truncate(self.tick);
        }
        let game = self.recording.latest().clone();
        if game.is_over() {
            return false;
        }
        if let (Some(dir), AnySolver::Manual(m)) = (key, self.recording.latest_solver_mut())
            && !m.press(&game, dir)
        {
            return false;
        }
        let t = self.recording.len();
        if let Some(d) = self.recording.advance(&mut Ignore) {
            self.marks.note(t, &d);
        }
        self.set_tick(self.recording.len());
        true
    }

    // ----- the decision timeline and the stages -----

    /// Picks a stage: the decision's own events for it if the decision ran it (and the user
    /// did not ask for their own board), else a run on its own on this board.
    pub fn pick_stage(&mut self, stage: Stage) {
        self.stage = stage;
        self.events_playing = false;
        self.refresh_stage(CursorAt::First);
    }

    /// Chooses between replaying the decision and running the stage on the user's board.
    pub fn set_own_board(&mut self, own: bool) {
        if own != self.own_board {
            self.own_board = own;
            self.events_playing = false;
            self.refresh_stage(CursorAt::First);
        }
    }

    /// Sets the start (BFS and longest path only) or the target of runs on their own, and
    /// reruns the stage there.
    pub fn set_sandbox(&mut self, start: Option<Pos>, target: Option<Pos>) {
        self.sandbox_start = start;
        self.sandbox_target = target;
        self.own_board = true;
        self.events_playing = false;
        self.refresh_stage(CursorAt::First);
    }

    /// Opens check `link` of the decision: its stage, replaying exactly the events that
    /// answered it, from the first.
    pub fn open_link(&mut self, link: usize) {
        let Some(d) = &self.decision else { return };
        let Some(range) = d.links.get(link).cloned() else {
            return;
        };
        if range.is_empty() {
            return;
        }
        self.own_board = false;
        self.set_decision_cursor(range.start + 1);
        self.events_playing = true;
        self.event_accum = 0.0;
    }

    /// Shows the first `n` events of the decision; the stage on screen follows the check
    /// those events answered.
    pub fn set_decision_cursor(&mut self, n: usize) {
        let tick = self.tick;
        let Some(d) = &self.decision else { return };
        let n = n.min(d.events.len());
        self.decision_cursor = n;
        let Some((link, start)) = d
            .link_at(n)
            .and_then(|l| d.links.get(l).map(|r| (l, r.start)))
        else {
            return;
        };
        let same = matches!(
            &self.replay,
            Ok(r) if r.origin() == ReplayOrigin::Decision { tick, link }
        );
        if !same && let Some(replay) = d.replay_link(link, *self.game.grid()) {
            self.stage = replay.stage();
            self.replay = Ok(replay);
        }
        self.own_board = false;
        if let Ok(r) = &mut self.replay {
            r.set_cursor(n.saturating_sub(start));
        }
    }

    /// The events the decision timeline runs over: `(shown, total)`. A run on its own has its
    /// own events.
    pub fn event_position(&self) -> (usize, usize) {
        match (&self.replay, &self.decision) {
            (Ok(r), _) if matches!(r.origin(), ReplayOrigin::OwnBoard { .. }) => {
                (r.cursor(), r.len())
            }
            (_, Some(d)) => (self.decision_cursor, d.events.len()),
            (Ok(r), None) => (r.cursor(), r.len()),
            _ => (0, 0),
        }
    }

    /// Shows the first `n` events on the decision timeline (of the decision, or of the run
    /// on its own).
    pub fn set_event_cursor(&mut self, n: usize) {
        match &mut self.replay {
            Ok(r) if matches!(r.origin(), ReplayOrigin::OwnBoard { .. }) => r.set_cursor(n),
            _ => self.set_decision_cursor(n),
        }
    }

    /// Steps the decision timeline by `delta` events.
    pub fn step_events(&mut self, delta: isize) {
        self.events_playing = false;
        self.move_events(delta);
    }

    /// Skips ahead to the next event produced by another line of the pseudo-code: past the
    /// numbering of every cell, say, to where the search starts.
    pub fn skip_line(&mut self) {
        self.events_playing = false;
        let line = self.replay().ok().and_then(|r| r.line());
        loop {
            let (before, total) = self.event_position();
            if before >= total {
                return;
            }
            self.move_events(1);
            if self.event_position().0 == before
                || self.replay().ok().and_then(|r| r.line()) != line
            {
                return;
            }
        }
    }

    fn move_events(&mut self, delta: isize) {
        let (n, _) = self.event_position();
        self.set_event_cursor(n.saturating_add_signed(delta));
    }

    /// Plays or pauses the decision timeline; playing from its end starts over.
    pub fn toggle_events(&mut self) {
        self.events_playing = !self.events_playing;
        self.event_accum = 0.0;
        if self.events_playing {
            self.playing = false;
            let (n, total) = self.event_position();
            if n == total {
                self.set_event_cursor(0);
            }
        }
    }

    /// Starts the decision timeline playing from the first event shown now.
    pub fn play_events(&mut self) {
        self.events_playing = true;
        self.playing = false;
        self.event_accum = 0.0;
    }

    // ----- time -----

    /// Moves playback on by `dt` seconds and records a little more of the game. Returns
    /// whether anything is still moving (so another frame is wanted soon).
    pub fn advance_time(&mut self, dt: f64) -> bool {
        if !self.is_manual() && !self.recorded_to_end() && !self.recording_held() {
            self.record_ahead(FRAME_BUDGET);
        }
        if self.playing {
            self.tick_accum += dt * self.settings.tick_speed;
            let n = self.tick_accum.floor() as usize;
            self.tick_accum -= n as f64;
            if n > 0 {
                if self.is_manual() {
                    for _ in 0..n {
                        if !self.manual_step(None) {
                            self.playing = false;
                            break;
                        }
                    }
                } else {
                    let len = self.recording.len();
                    let target = (self.tick + n).min(len);
                    self.set_tick(target);
                    if target == len && self.recorded_to_end() {
                        self.playing = false;
                    }
                }
            }
        }
        if self.events_playing {
            self.event_accum += dt * self.settings.event_speed;
            let n = self.event_accum.floor() as usize;
            self.event_accum -= n as f64;
            if n > 0 {
                self.move_events(n as isize);
            }
            let (shown, total) = self.event_position();
            if shown >= total {
                self.events_playing = false;
            }
        }
        self.playing
            || self.events_playing
            || !(self.is_manual() || self.recorded_to_end() || self.recording_held())
    }

    /// Records the game further, for at most `budget`.
    fn record_ahead(&mut self, budget: Duration) {
        if self.is_manual() {
            return;
        }
        let started = Instant::now();
        loop {
            if self.recording.len() >= self.record_limit {
                return;
            }
            for _ in 0..16 {
                let t = self.recording.len();
                match self.recording.advance(&mut Ignore) {
                    Some(d) => self.marks.note(t, &d),
                    None => return,
                }
            }
            if started.elapsed() >= budget {
                return;
            }
        }
    }

    // ----- internals -----

    fn refresh_decision(&mut self) {
        self.decision = DecisionTrace::decide(&self.recording, self.tick, &self.game, &self.solver);
        self.decision_cursor = self.decision.as_ref().map_or(0, |d| d.events.len());
    }

    /// Rebuilds the replay for the chosen stage at this tick.
    fn refresh_stage(&mut self, at: CursorAt) {
        let from_decision = if self.own_board {
            None
        } else {
            self.decision.as_ref().and_then(|d| {
                d.link_for_stage(self.stage)
                    .map(|l| (l, d.links[l].clone()))
            })
        };
        if let Some((_, range)) = from_decision {
            self.replay = Err(String::new());
            let n = match at {
                CursorAt::First => range.start + 1,
                CursorAt::End => range.end,
            };
            self.set_decision_cursor(n);
            return;
        }
        let origin = ReplayOrigin::OwnBoard {
            tick: self.tick,
            start: self.sandbox_start,
            target: self.sandbox_target,
        };
        self.replay = self.run_own(self.stage).map(|run| {
            let mut r = StageReplay::new(self.stage, origin, *self.game.grid(), run.events)
                .with_note(run.note);
            match at {
                CursorAt::First => r.set_cursor(1),
                CursorAt::End => r.to_end(),
            }
            r
        });
    }

    /// Runs `stage` on its own on the board on screen, from the user's start to their target
    /// when set.
    fn run_own(&self, stage: Stage) -> Result<StageRun, String> {
        run_stage_from(
            stage,
            &self.game,
            Some(&self.solver),
            self.sandbox_start,
            self.sandbox_target,
        )
        .map_err(|e| e.to_string())
    }
}

/// Where a freshly opened replay puts its cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CursorAt {
    /// After the first event, so that a caption shows at once.
    First,
    /// After the last event: the whole picture.
    End,
}
