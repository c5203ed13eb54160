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
mod game_timeline;
pub mod prepared;
mod solver_name;
mod stage_view;
mod time;

pub use branches::{Branch, Branches};
pub use breakpoints::{BreakpointRun, RunProgress};
pub use clock::Clock;
pub use comparison::Comparison;
pub use snakescope_core::session::{
    Document, Film, RECORD_AHEAD, ReplayState, Sandbox, SceneOptions, Selection, own_run_label,
};
pub use solver_name::shown_solver;

use crate::settings::{Settings, step_speed};
use snakescope_core::algo::Cycle;
use snakescope_core::explain::markers::{self, Marker};
use snakescope_core::explain::{DecisionTrace, StageReplay};
use snakescope_core::rules::{Dir, Game, Pos, Snake};
use snakescope_core::scenario::{SavedGame, Scenario};
use snakescope_core::session::document::FRAME_BUDGET;
use snakescope_core::session::{BoardScene, Moment, MomentError, StageShown, Still};
use snakescope_core::solver::SolverKind;
use snakescope_core::stages::Stage;
use snakescope_core::trace::Recording;
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
    /// The user's saved choices: read by every view, changed only by the commands.
    settings: Settings,
    /// The tick whose decision is hidden (a quiz asks about it), if any.
    hidden: Option<usize>,
    /// Whether the order of the frontier's strip is hidden: the frontier quiz asks which cell
    /// leaves next, and the strip lists them in the order they leave.
    frontier_order_hidden: bool,
    /// Where the decision timeline stops when it plays: the end of the check it was asked to
    /// replay, or (`None`) the end of the decision.
    event_stop: Option<usize>,
    /// Whether the game waits for the user's answer to a question put before it goes on (a
    /// file's program or bot, run only once allowed).
    awaiting_answer: bool,
    /// The pace the decision timeline plays at, in events a second, where a lesson's step
    /// set one for its events (the settings' otherwise).
    event_pace: Option<f64>,
    /// What a lesson's step prepared on the board (see [`prepared`]).
    prepared: prepared::Prepared,
    /// Whether recording ahead happens apart from the frames ([`AppState::record_apart`]).
    records_apart: bool,
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
        let document = Document::open(scenario, origin.into()).map_err(|e| e.to_string())?;
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
            frontier_order_hidden: false,
            event_stop: None,
            awaiting_answer: false,
            event_pace: None,
            prepared: prepared::Prepared::default(),
            records_apart: false,
        }
    }

    /// Opens a saved game at the tick it was saved at (see [`Document::from_saved`]).
    pub fn from_saved(
        saved: &SavedGame,
        origin: impl Into<String>,
        settings: Settings,
    ) -> Result<AppState, String> {
        let document = Document::from_saved(saved, origin.into()).map_err(|e| e.to_string())?;
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

    /// The user's saved choices.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The settings, to change: the commands' business (`ExplainerApp::perform`).
    pub(crate) fn settings_mut(&mut self) -> &mut Settings {
        &mut self.settings
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

    /// The last tick of a stalled game and why it stalled, once it is recorded to its stall.
    pub fn stall(&self) -> Option<(usize, snakescope_core::rules::Stall)> {
        self.branches.active().stall()
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
                .with_board_scene(&self.scene_options(), hovered, f);
        }
        self.selection
            .with_board_alone(self.asked_layers(), hovered, f)
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

    /// Hides (or shows again) the order of the frontier's strip in the stage panel, while the
    /// frontier quiz asks which cell leaves next.
    pub fn hide_frontier_order(&mut self, hidden: bool) {
        self.frontier_order_hidden = hidden;
    }

    /// Whether the frontier's strip is hidden (see [`AppState::hide_frontier_order`]).
    pub fn frontier_order_hidden(&self) -> bool {
        self.frontier_order_hidden
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
    /// says it; `None` without a stage replay. While the game waits for the user's answer
    /// ([`AppState::await_answer`]), that it waits.
    pub fn caption(&self) -> Option<String> {
        if self.decision_hidden() {
            return None;
        }
        if self.is_lesson_run() {
            // The lesson's own run: no "your own board", the lesson is what prepared it.
            return self.selection.prepared_caption();
        }
        if self.awaiting_answer {
            return Some(tr!(
                "Waiting for your answer: the file's program runs (and the game starts) only \
                 once you allow it."
            ));
        }
        self.selection.caption()
    }

    /// Notes that the game waits (or no longer waits) for the user's answer to a question put
    /// before it goes on: whether a file's program or bot may run. Until then the game meets
    /// the program not run at its first move, which is no failure of the program's: the
    /// caption says the game waits, and the game's outcome is not shown.
    pub fn await_answer(&mut self, waiting: bool) {
        self.awaiting_answer = waiting;
    }

    /// Whether the game waits for the user's answer (see [`AppState::await_answer`]).
    pub fn awaits_answer(&self) -> bool {
        self.awaiting_answer
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

    /// A number that changes whenever the board on screen may have changed (another game,
    /// tick, start or target): see [`Selection::board_revision`].
    pub fn board_revision(&self) -> u64 {
        self.selection.board_revision()
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
}
