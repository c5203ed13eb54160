//! The game on screen and how it moves, in the manner of rerun's viewer state: a
//! [`Document`] (the scenario, its recording and what is recorded ahead), a [`Selection`]
//! (the tick, its decision and the stage replayed), one [`Clock`] per timeline, and the
//! user's [`Settings`]. [`AppState`] ties them together: every change of tick, stage or event
//! goes through it, so that the clocks and the selection always agree. No drawing here.
//!
//! The debugger's state stands beside them: the [`Branches`] (the game opened and the games
//! taken over from its ticks, one on screen), the [`BreakpointRun`] (the run to the next
//! breakpoint, its stop, the timeline's dots) and a [`Comparison`] (the same scenario played
//! by another solver, at the same tick); [`debugger`] is what `AppState` does with them.

pub mod branches;
pub mod breakpoints;
pub mod clock;
pub mod comparison;
pub mod debugger;

pub use crate::session::{
    Document, Film, RECORD_AHEAD, ReplayState, Sandbox, SceneOptions, Selection, own_run_label,
};
pub use branches::{Branch, Branches};
pub use breakpoints::{BreakpointRun, RunProgress};
pub use clock::Clock;
pub use comparison::Comparison;

use crate::algo::Cycle;
use crate::app::settings::{Settings, step_speed};
use crate::explain::markers::{self, Marker};
use crate::explain::{DecisionTrace, StageReplay};
use crate::rules::{Dir, Game, Pos, Snake};
use crate::scenario::{SavedGame, Scenario};
use crate::session::Layer;
use crate::session::document::FRAME_BUDGET;
use crate::session::{BoardScene, Still};
use crate::solver::{AnySolver, SolverKind};
use crate::stages::Stage;
use crate::trace::Recording;
use std::borrow::Cow;
use std::time::Duration;

/// Recording time per frame while a run to the next breakpoint waits for the game to be
/// recorded further: more than usual, still leaving the window its frames.
pub const RUN_RECORD_BUDGET: Duration = Duration::from_millis(24);

/// A game opened in the app, the tick on screen, and playback.
pub struct AppState {
    /// The game opened and its branches; the one on screen is the document.
    branches: Branches,
    selection: Selection,
    /// The breakpoints at work on the game on screen.
    breakpoints: BreakpointRun,
    /// Another solver's game of the same scenario, shown beside.
    comparison: Option<Comparison>,
    /// The game timeline's clock, in ticks.
    game_clock: Clock,
    /// The decision timeline's clock, in events.
    event_clock: Clock,
    /// The user's saved choices.
    pub settings: Settings,
    /// The tick whose decision is hidden (a quiz asks about it), if any.
    hidden: Option<usize>,
    /// Where the decision timeline stops when it plays: the end of the check it was asked to
    /// replay, or (`None`) the end of the decision.
    event_stop: Option<usize>,
}

impl AppState {
    /// Opens `scenario`, played by its solver, and records as much of the game as a quarter of
    /// a second allows (the rest is recorded a few milliseconds per frame). `origin` says
    /// where it came from (a path, an example's name). Shows the first tick, with the
    /// shortest-path stage chosen.
    pub fn new(
        scenario: Scenario,
        origin: impl Into<String>,
        settings: Settings,
    ) -> Result<AppState, String> {
        let document = Document::open(scenario, origin.into())?;
        Ok(AppState::showing(document, settings))
    }

    /// `document` on screen from its first tick, both clocks paused.
    fn showing(document: Document, settings: Settings) -> AppState {
        let selection = Selection::new(&document, Stage::Bfs);
        AppState {
            branches: Branches::new(document),
            selection,
            breakpoints: BreakpointRun::default(),
            comparison: None,
            game_clock: Clock::default(),
            event_clock: Clock::default(),
            settings,
            hidden: None,
            event_stop: None,
        }
    }

    /// Opens a saved game at the tick it was saved at (see [`Document::from_saved`]).
    pub fn from_saved(
        saved: &SavedGame,
        origin: impl Into<String>,
        settings: Settings,
    ) -> Result<AppState, String> {
        let document = Document::from_saved(saved, origin.into())?;
        let mut state = AppState::showing(document, settings);
        state
            .selection
            .set_tick(state.branches.active(), saved.tick as usize);
        Ok(state)
    }

    /// The game on screen (the one opened, or a branch of it): its scenario, recording and
    /// markers.
    pub fn document(&self) -> &Document {
        self.branches.active()
    }

    /// What is selected: the tick, its decision, the stage replayed.
    pub fn selection(&self) -> &Selection {
        &self.selection
    }

    // ----- the game -----

    /// The scenario being played.
    pub fn scenario(&self) -> &Scenario {
        self.branches.active().scenario()
    }

    /// Where the scenario came from.
    pub fn origin(&self) -> &str {
        self.branches.active().origin()
    }

    /// The solver playing.
    pub fn kind(&self) -> SolverKind {
        self.branches.active().kind()
    }

    /// Whether the keyboard plays.
    pub fn is_manual(&self) -> bool {
        self.branches.active().is_manual()
    }

    /// The recorded game.
    pub fn recording(&self) -> &Recording {
        self.branches.active().recording()
    }

    /// Ticks recorded so far.
    pub fn ticks(&self) -> usize {
        self.branches.active().ticks()
    }

    /// Whether the game is recorded to its end.
    pub fn recorded_to_end(&self) -> bool {
        self.branches.active().recorded_to_end()
    }

    /// Whether recording has stopped at its limit, waiting for [`AppState::record_further`].
    pub fn recording_held(&self) -> bool {
        self.branches.active().recording_held()
    }

    /// Lets recording go on for another [`RECORD_AHEAD`] ticks.
    pub fn record_further(&mut self) {
        self.branches.active_mut().record_further();
    }

    /// Markers of the game timeline, in tick order.
    pub fn markers(&self) -> Vec<Marker> {
        self.branches.active().markers()
    }

    /// The tick of the fatal move, once the game is recorded to a death.
    pub fn fatal_tick(&self) -> Option<usize> {
        self.branches.active().fatal_tick()
    }

    /// The decision that doomed a lost game, when the solver could tell.
    pub fn doomed_tick(&self) -> Option<usize> {
        self.branches.active().doomed_tick()
    }

    /// The snake's length at every meal: `(tick, length)` from the start to the last state.
    pub fn length_steps(&self) -> Vec<(usize, usize)> {
        self.branches.active().length_steps()
    }

    /// The game's ending in plain words, once recorded.
    pub fn outcome_text(&self) -> Option<String> {
        self.branches.active().outcome_text()
    }

    // ----- what is selected -----

    /// The state on screen, `0..=ticks()`.
    pub fn tick(&self) -> usize {
        self.selection.tick()
    }

    /// The game at the tick on screen.
    pub fn game(&self) -> &Game {
        self.selection.game()
    }

    /// The solver as it stood at the tick on screen.
    pub fn solver(&self) -> &AnySolver {
        self.selection.solver()
    }

    /// The cycle the solver held at the tick on screen, if it holds one.
    pub fn cycle(&self) -> Option<&Cycle> {
        self.selection.cycle()
    }

    /// The cycle the solver holds, as the board shows it: hidden while a stage that builds a
    /// cycle plays (its answer would be on screen before the question), unless the user asked
    /// for it ([`Settings::held_cycle_while_building`]).
    pub fn shown_cycle(&self) -> Option<&Cycle> {
        self.selection
            .shown_cycle(self.settings.held_cycle_while_building)
    }

    /// Hands `f` the board as it shows the tick on screen, `hovered` under the pointer (see
    /// [`Selection::with_board_scene`]). While the decision is hidden the board shows the game
    /// and the cycle the solver holds, but nothing of the decision: no stage, no virtual snake.
    pub fn with_board_scene<R>(
        &self,
        hovered: Option<Pos>,
        f: impl FnOnce(&BoardScene<'_>) -> R,
    ) -> R {
        if !self.decision_hidden() {
            return self
                .selection
                .with_board_scene(&self.settings.scene_options(), hovered, f);
        }
        let overlays = &self.settings.overlays;
        f(&BoardScene {
            game: self.game(),
            frame: None,
            cycle: self
                .cycle()
                .filter(|_| overlays.shows(Layer::Cycle) || overlays.shows(Layer::CycleIndex)),
            ghost: None,
            overlays,
            sandbox: (None, None),
            hovered,
        })
    }

    /// Hides the decision at the tick on screen, until [`AppState::reveal_decision`] or
    /// another tick: a quiz asks about it. Its events stop playing.
    pub fn hide_decision(&mut self) {
        self.hidden = Some(self.tick());
        self.event_clock.pause();
    }

    /// Shows the decision again.
    pub fn reveal_decision(&mut self) {
        self.hidden = None;
    }

    /// Whether the decision on screen is hidden: the views then show nothing of it (no
    /// stage, no chain of checks, no caption) and its timeline does not move.
    pub fn decision_hidden(&self) -> bool {
        self.hidden == Some(self.tick())
    }

    /// The board on screen, owned: what a picture of it shows.
    pub fn still(&self) -> Still {
        self.with_board_scene(None, |s| s.to_still())
    }

    /// The latest event of the stage on screen in plain words, as the caption above the board
    /// says it; `None` without a stage replay.
    pub fn caption(&self) -> Option<String> {
        if self.decision_hidden() {
            return None;
        }
        self.selection.caption()
    }

    /// The decision at the tick on screen (none at the end of a finished game).
    pub fn decision(&self) -> Option<&DecisionTrace> {
        self.selection.decision()
    }

    /// Greedy's virtual snake, or the body a certificate imagines, as the board shows it.
    pub fn ghost(&self) -> Option<Cow<'_, Snake>> {
        self.selection.ghost()
    }

    /// The stage replay on screen, if the chosen stage runs here.
    pub fn replay(&self) -> Option<&StageReplay> {
        self.selection.replay()
    }

    /// The replay of the chosen stage, or why the stage cannot run here.
    pub fn replay_state(&self) -> &ReplayState {
        self.selection.replay_state()
    }

    /// The stage chosen in the picker.
    pub fn stage(&self) -> Stage {
        self.selection.stage()
    }

    /// Whether the stage runs on its own on a board the user sets up.
    pub fn own_board(&self) -> bool {
        self.selection.own_board()
    }

    /// The start and target the user set for runs on their own.
    pub fn sandbox(&self) -> (Option<Pos>, Option<Pos>) {
        let s = self.selection.sandbox();
        (s.start, s.target)
    }

    /// The events the decision timeline runs over: `(shown, total)`; none while the decision
    /// is hidden.
    pub fn event_position(&self) -> (usize, usize) {
        if self.decision_hidden() {
            return (0, 0);
        }
        self.selection.event_position()
    }

    /// Whether the game timeline plays.
    pub fn playing(&self) -> bool {
        self.game_clock.is_playing()
    }

    /// Whether the decision timeline plays.
    pub fn events_playing(&self) -> bool {
        self.event_clock.is_playing()
    }

    // ----- the game timeline -----

    /// Shows state `t` (clamped to the recording); a run to the next breakpoint stops
    /// looking, since the user went elsewhere.
    pub fn set_tick(&mut self, t: usize) {
        self.breakpoints.cancel();
        self.show_tick(t);
    }

    /// Records the game at least as far as tick `t` (or to its end), then shows it: a moment
    /// that is asked for by number, as a lesson's step is.
    pub fn show_recorded_tick(&mut self, t: usize) {
        while self.ticks() < t && !self.recorded_to_end() {
            if self.recording_held() {
                self.record_further();
            }
            let before = self.ticks();
            self.branches.active_mut().record_ahead(FRAME_BUDGET);
            self.selection.catch_up(self.branches.active());
            if self.ticks() == before && !self.branches.active().is_recording() {
                break;
            }
        }
        self.set_tick(t);
    }

    /// Shows `stage` at the tick on screen after its `event`-th event (its last when `None`),
    /// paused: a lesson's moment.
    pub fn show_stage_event(
        &mut self,
        stage: Stage,
        event: Option<usize>,
    ) -> Result<crate::session::StageShown, crate::session::StageNotShown> {
        self.event_clock.pause();
        self.selection.show_stage_event(stage, event)
    }

    /// Shows state `t` (clamped to the recording), and the compared game at the same tick.
    fn show_tick(&mut self, t: usize) {
        self.selection.set_tick(self.branches.active(), t);
        let t = self.selection.tick();
        if let Some(c) = &mut self.comparison {
            c.set_tick(t);
        }
    }

    /// Steps the game timeline by `delta` ticks; in manual play, stepping on from the last
    /// tick plays the snake on in its heading.
    pub fn step_ticks(&mut self, delta: isize) {
        self.game_clock.pause();
        let tick = self.tick();
        if self.is_manual() && delta > 0 && tick == self.ticks() {
            for _ in 0..delta {
                if !self.manual_step(None) {
                    break;
                }
            }
            return;
        }
        self.set_tick(tick.saturating_add_signed(delta));
        if delta > 0 && self.settings.animate_steps {
            self.animate_decision();
        }
    }

    /// Plays the decision on screen from its first event, every check of it (what a step
    /// does with "Animate each step").
    fn animate_decision(&mut self) {
        let (_, total) = self.event_position();
        if total > 0 {
            self.selection.set_event_cursor(0);
            self.event_stop = None;
            self.event_clock.play();
        }
    }

    /// Jumps to the first state.
    pub fn home(&mut self) {
        self.game_clock.pause();
        self.set_tick(0);
    }

    /// Jumps to the last recorded state.
    pub fn end(&mut self) {
        self.game_clock.pause();
        self.set_tick(self.ticks());
    }

    /// Jumps to the next marker; returns whether there was one.
    pub fn next_marker(&mut self) -> bool {
        self.jump(markers::next_marker(&self.markers(), self.tick()))
    }

    /// Jumps to the previous marker; returns whether there was one.
    pub fn prev_marker(&mut self) -> bool {
        self.jump(markers::prev_marker(&self.markers(), self.tick()))
    }

    /// Goes to tick `t`, paused, and explains its decision from the first event of the
    /// check that matters (see [`AppState::explain_decision`]): a jump to a death, to the
    /// decision that doomed a game, to where two games part.
    pub fn go_to_decision(&mut self, t: usize) {
        self.game_clock.pause();
        self.set_tick(t);
        self.explain_decision(None);
    }

    fn jump(&mut self, to: Option<usize>) -> bool {
        let Some(t) = to else { return false };
        self.game_clock.pause();
        self.set_tick(t);
        true
    }

    /// Plays or pauses the game timeline. Playing from the end of a finished game starts
    /// over; playing the game pauses the decision timeline, and stops by itself at the first
    /// tick where an enabled breakpoint matches.
    pub fn toggle_play(&mut self) {
        if self.game_clock.toggle() {
            self.breakpoints.cancel();
            self.event_clock.pause();
            if self.tick() == self.ticks() && self.recorded_to_end() {
                self.set_tick(0);
            }
        }
    }

    /// Pauses the game timeline.
    pub fn pause(&mut self) {
        self.game_clock.pause();
    }

    /// Pauses both timelines, so that the frame on screen stays as it is (while a picture of
    /// it is made, or a moment of it saved).
    pub fn hold_still(&mut self) {
        self.game_clock.pause();
        self.event_clock.pause();
    }

    /// Makes playback (whichever timeline plays; the game's when none does) faster or
    /// slower.
    pub fn change_speed(&mut self, faster: bool) {
        let speed = if self.events_playing() {
            &mut self.settings.event_speed
        } else {
            &mut self.settings.tick_speed
        };
        *speed = step_speed(*speed, faster);
    }

    // ----- manual play -----

    /// A direction key in manual play: while playing it steers the next tick; while paused
    /// it plays one step. Keys that would reverse onto the neck are ignored. Returns whether
    /// the key was taken.
    pub fn steer(&mut self, dir: Dir) -> bool {
        if !self.is_manual() {
            return false;
        }
        if self.playing() && self.tick() == self.ticks() {
            return self.branches.active_mut().steer_next(dir);
        }
        self.manual_step(Some(dir))
    }

    /// Plays one manual step from the tick on screen, pressing `key` first, and shows it.
    fn manual_step(&mut self, key: Option<Dir>) -> bool {
        let from = self.tick();
        let rewound = from < self.ticks();
        if !self.branches.active_mut().manual_step(from, key) {
            return false;
        }
        if rewound {
            // The ticks after the one on screen were replaced.
            self.game_changed();
        }
        self.show_tick(self.ticks());
        true
    }

    // ----- the decision timeline and the stages -----

    /// Picks a stage, as the user does: the decision's own events for it if the decision ran
    /// it, else a run on its own on this board, labelled as such until the tick changes.
    pub fn pick_stage(&mut self, stage: Stage) {
        self.event_clock.pause();
        self.selection.pick_stage(stage);
    }

    /// The stage the user chose last, shown at every tick whose decision ran it.
    pub fn preferred_stage(&self) -> Stage {
        self.selection.preferred()
    }

    /// Prefers `stage` without asking for a run of it (what a newly opened game keeps of the
    /// stage the user was looking at): the decision on screen shows it if it ran it, else
    /// the check its move follows from.
    pub fn prefer_stage(&mut self, stage: Stage) {
        self.event_clock.pause();
        self.selection.prefer_stage(stage);
    }

    /// Explains the decision on screen from its first event: opens check `link` (else the
    /// check the move follows from, [`DecisionTrace::key_link`]) and plays its events,
    /// stopping at the end of that check. What a breakpoint's stop, a jump to a death or to
    /// where two games part, and a quiz's reveal do on arrival. Returns whether there were
    /// events to play.
    pub fn explain_decision(&mut self, link: Option<usize>) -> bool {
        let link = link
            .filter(|&l| self.selection.link_range(l).is_some_and(|r| !r.is_empty()))
            .or_else(|| self.decision().and_then(DecisionTrace::key_link));
        match link {
            Some(link) => {
                self.open_link(link);
                true
            }
            None => false,
        }
    }

    /// Chooses between replaying the decision and running the stage on the user's board.
    pub fn set_own_board(&mut self, own: bool) {
        if self.selection.set_own_board(own) {
            self.event_clock.pause();
        }
    }

    /// Sets the start (BFS and longest path only) or the target of runs on their own, and
    /// reruns the stage there.
    pub fn set_sandbox(&mut self, start: Option<Pos>, target: Option<Pos>) {
        self.event_clock.pause();
        self.selection.set_sandbox(Sandbox { start, target });
    }

    /// Opens check `link` of the decision: its stage, replaying exactly the events that
    /// answered it, from the first, playing to the last of them.
    pub fn open_link(&mut self, link: usize) {
        if self.selection.open_link(link) {
            self.event_stop = self.selection.link_range(link).map(|r| r.end);
            self.event_clock.play();
            self.game_clock.pause();
        }
    }

    /// Shows the first `n` events of the decision; the stage on screen follows the check
    /// those events answered.
    pub fn set_decision_cursor(&mut self, n: usize) {
        self.selection.set_decision_cursor(n);
    }

    /// Shows the first `n` events on the decision timeline (of the decision, or of the run
    /// on its own).
    pub fn set_event_cursor(&mut self, n: usize) {
        self.selection.set_event_cursor(n);
    }

    /// Steps the decision timeline by `delta` events.
    pub fn step_events(&mut self, delta: isize) {
        self.event_clock.pause();
        self.selection.move_events(delta);
    }

    /// Skips ahead to the next event produced by another line of the pseudo-code.
    pub fn skip_line(&mut self) {
        self.event_clock.pause();
        self.selection.skip_line();
    }

    /// Plays or pauses the decision timeline; playing from its end starts over, and pauses
    /// the game timeline.
    pub fn toggle_events(&mut self) {
        if self.event_clock.toggle() {
            self.event_stop = None;
            self.game_clock.pause();
            let (n, total) = self.event_position();
            if n == total {
                self.set_event_cursor(0);
            }
        }
    }

    /// Starts the decision timeline playing from the first event shown now.
    pub fn play_events(&mut self) {
        self.event_stop = None;
        self.event_clock.play();
        self.game_clock.pause();
    }

    // ----- time -----

    /// Moves playback on by `dt` seconds and records a little more of the game. Returns
    /// whether anything is still moving (so another frame is wanted soon).
    pub fn advance_time(&mut self, dt: f64) -> bool {
        if self.branches.active().is_recording() {
            let budget = if self.breakpoints.waiting() {
                RUN_RECORD_BUDGET
            } else {
                FRAME_BUDGET
            };
            self.branches.active_mut().record_ahead(budget);
            self.selection.catch_up(self.branches.active());
        }
        let debugging = self.advance_debugger();
        if self.animates_steps() {
            // Each decision's events play before the game moves on, one tick at a time.
            if !self.event_clock.is_playing() {
                let before = self.tick();
                self.play_ticks(1);
                if self.tick() != before {
                    self.animate_decision();
                }
            }
        } else {
            let ticks = self.game_clock.advance(dt, self.settings.tick_speed);
            if ticks > 0 {
                self.play_ticks(ticks);
            }
        }
        if self.event_clock.is_playing() {
            let events = self.event_clock.advance(dt, self.settings.event_speed);
            let (shown, total) = self.event_position();
            let stop = self.event_stop.unwrap_or(total).min(total);
            let events = events.min(stop.saturating_sub(shown));
            if events > 0 {
                self.selection.move_events(events as isize);
            }
            if self.event_position().0 >= stop {
                self.event_clock.pause();
            }
        }
        debugging
            || self.playing()
            || self.events_playing()
            || self.branches.active().is_recording()
    }

    /// Whether the game plays with "Animate each step": a recorded game playing, whose ticks
    /// wait for their decision's events.
    fn animates_steps(&self) -> bool {
        self.settings.animate_steps && self.game_clock.is_playing() && !self.is_manual()
    }

    /// The game timeline plays on by `n` ticks: recorded ones, or in manual play new ones.
    fn play_ticks(&mut self, n: usize) {
        if self.is_manual() {
            for _ in 0..n {
                if !self.manual_step(None) {
                    self.game_clock.pause();
                    break;
                }
            }
            return;
        }
        let len = self.ticks();
        let target = (self.tick() + n).min(len);
        if let Some(hit) = self.breakpoint_between(self.tick(), target) {
            self.game_clock.pause();
            self.breakpoints.stopped(hit);
            self.show_tick(hit.tick);
            self.explain_breakpoint_stop();
            return;
        }
        self.show_tick(target);
        if target == len && self.recorded_to_end() {
            self.game_clock.pause();
        }
    }
}
