//! The game opened in the app: its scenario, the recording of its play, the marks noted from
//! each decision as it was recorded, and the recording's schedule (how much is recorded ahead,
//! and when). No drawing, and nothing about what is on screen ([`super::selection`]).

use super::open_error::OpenError;
use crate::algo::Ignore;
use crate::algo::search::Guide;
use crate::explain::Breakpoint;
use crate::explain::markers::{self, DecisionMarks, Marker};
use crate::explain::outcome_sentence;
use crate::rules::{Dir, Directions};
use crate::scenario::{SavedGame, Scenario, SearchBoard};
use crate::solver::{AnySolver, Manual, SolverKind};
use crate::trace::Recording;
use std::time::Duration;
use web_time::Instant;

/// How long opening a game may spend recording it before the window shows; the rest is
/// recorded a few milliseconds per frame.
pub const OPEN_BUDGET: Duration = Duration::from_millis(250);

/// Recording time per frame while the game is not recorded to its end.
pub const FRAME_BUDGET: Duration = Duration::from_millis(6);

/// Ticks recorded ahead without asking. A tick costs a byte plus its share of a snapshot
/// (one every [`crate::trace::Recording::snapshot_interval`] ticks), so four million ticks
/// hold about 20 MB even on a 64x64 board, where Hamilton wins in about three million; a
/// game that runs to a large step limit stops here until the user asks for more.
pub const RECORD_AHEAD: usize = 4_000_000;

/// A scenario, played by its solver and recorded; or a branch of such a game, taken over at
/// some tick by another solver or by hand. A copy (for an animation rendered away from the
/// window) replays the same game.
#[derive(Clone)]
pub struct Document {
    scenario: Scenario,
    origin: String,
    /// The solver playing from the last take-over on (from the start if none).
    kind: SolverKind,
    /// The take-overs that made this branch: the tick, and the solver that played the game
    /// before it (the one after is the next take-over's, or `kind`).
    handovers: Vec<(usize, SolverKind)>,
    recording: Recording,
    marks: DecisionMarks,
    /// The snake's length at the start, for the plots (read once, not replayed per frame).
    start_length: usize,
    /// Recording stops at this many ticks until the user asks for more.
    record_limit: usize,
    /// Who the game is recorded for.
    viewer: Viewer,
}

/// Who a document's game is recorded for, which decides how a solver outside snakescope
/// answers and what is noted on the way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// The window: a program answers on a thread of its own, ahead of the window, which
    /// records only the ticks already answered and never waits; each decision's facts are
    /// noted for the timeline's markers and the breakpoints.
    Window,
    /// The command line: recording waits for each answer, and notes nothing (there is no
    /// timeline), so that recording far into a long game costs its moves alone.
    CommandLine,
}

impl Document {
    /// Opens `scenario`, played by its solver, and records as much of the game as
    /// [`OPEN_BUDGET`] allows. `origin` says where it came from (a path, an example's name).
    /// A scenario that cannot be played says why, every problem on a line. Recorded for the
    /// window.
    pub fn open(scenario: Scenario, origin: String) -> Result<Document, OpenError> {
        Document::open_with(scenario, origin, Viewer::Window)
    }

    /// [`Document::open`], recorded for `viewer`.
    pub fn open_with(
        scenario: Scenario,
        origin: String,
        viewer: Viewer,
    ) -> Result<Document, OpenError> {
        Document::open_ahead(scenario, origin, viewer, OPEN_BUDGET)
    }

    /// [`Document::open_with`], the game recorded ahead for at most `ahead` (nothing for a
    /// zero budget: no decision is made until one is asked for).
    pub fn open_ahead(
        scenario: Scenario,
        origin: String,
        viewer: Viewer,
        ahead: Duration,
    ) -> Result<Document, OpenError> {
        let game = scenario.start().map_err(|problems| OpenError::Unplayable {
            origin: origin.clone(),
            problems,
        })?;
        let kind = scenario.solver_kind();
        let solver = AnySolver::new(kind, &game).map_err(|cause| OpenError::SolverRefuses {
            origin: origin.clone(),
            kind,
            cause,
        })?;
        // A solver outside snakescope answers on a thread of its own, ahead of the window,
        // which records only the ticks already answered: the window never waits for it.
        if let (AnySolver::External(external), Viewer::Window) = (&solver, viewer) {
            external.play_ahead(game.clone());
        }
        let start_length = game.snake().len();
        let mut document = Document {
            scenario,
            origin,
            kind,
            handovers: Vec::new(),
            recording: Recording::new(game, solver),
            marks: DecisionMarks::default(),
            start_length,
            record_limit: RECORD_AHEAD,
            viewer,
        };
        if !ahead.is_zero() {
            document.record_ahead(ahead);
        }
        Ok(document)
    }

    /// A saved game, replayed from its moves (and a program's logged answers: no program
    /// runs), its markers noted on the way. `origin` names the file.
    pub fn from_saved(saved: &SavedGame, origin: String) -> Result<Document, OpenError> {
        let mut marks = DecisionMarks::default();
        let recording = saved.replay_with(&origin, |t, d| marks.note(t, d))?;
        let start_length = saved.scenario.start().map_or(1, |game| game.snake().len());
        Ok(Document {
            scenario: saved.scenario.clone(),
            origin,
            kind: saved.scenario.solver_kind(),
            handovers: Vec::new(),
            recording,
            marks,
            start_length,
            record_limit: RECORD_AHEAD,
            viewer: Viewer::Window,
        })
    }

    /// The recording, to play on without the window's budgets (the command line's `play`).
    pub fn into_recording(self) -> Recording {
        self.recording
    }

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

    /// The solver that decides at state `tick`: the one that took the game over last at or
    /// before it, else the scenario's.
    pub fn kind_at(&self, tick: usize) -> SolverKind {
        self.handovers
            .iter()
            .find(|&&(at, _)| tick < at)
            .map_or(self.kind, |&(_, before)| before)
    }

    /// The solver that would decide at state `tick` were there no take-over at it: the one
    /// a take-over there replaces.
    fn kind_before(&self, tick: usize) -> SolverKind {
        self.handovers
            .iter()
            .find(|&&(at, _)| tick <= at)
            .map_or(self.kind, |&(_, before)| before)
    }

    /// The tick of the last take-over that made this branch, if it is one.
    pub fn taken_over_at(&self) -> Option<usize> {
        self.handovers.last().map(|&(at, _)| at)
    }

    /// Whether the keyboard plays.
    pub fn is_manual(&self) -> bool {
        self.kind == SolverKind::Manual
    }

    /// The facts noted from each decision as the game was recorded.
    pub fn marks(&self) -> &DecisionMarks {
        &self.marks
    }

    /// The scenario's breakpoints.
    pub fn breakpoints(&self) -> &[Breakpoint] {
        &self.scenario.breakpoints
    }

    /// Replaces the scenario's breakpoints (they change nothing of the game: it is not
    /// recorded again).
    pub fn set_breakpoints(&mut self, breakpoints: Vec<Breakpoint>) {
        self.scenario.breakpoints = breakpoints;
    }

    /// Guides A* and best-first by `guide` on the scenario's search board (a search board is
    /// made if there is none, and dropped again if left empty). The game never reads it: it
    /// is not recorded again.
    pub fn set_guide(&mut self, guide: Guide) {
        let mut board = self.scenario.search.take().unwrap_or_default();
        board.set_guide(guide);
        self.scenario.search = (board != SearchBoard::default()).then_some(board);
    }

    /// Lets the searches of the scenario's search board move in `directions` (the snake
    /// still moves in four).
    pub fn set_directions(&mut self, directions: Directions) {
        let mut board = self.scenario.search.take().unwrap_or_default();
        board.set_directions(directions);
        self.scenario.search = (board != SearchBoard::default()).then_some(board);
    }

    /// A branch of this game: the same ticks up to `tick`, and from there `kind` plays (the
    /// keyboard, for manual play), set up for the game as it stands at `tick`. The game
    /// itself is not changed. Says why when `kind` cannot play from there (a cycle solver and
    /// a body no cycle is found for).
    pub fn take_over(&self, tick: usize, kind: SolverKind) -> Result<Document, OpenError> {
        let tick = tick.min(self.ticks());
        let game = self.recording.game_at(tick);
        if game.is_over() {
            return Err(OpenError::GameOver(tick));
        }
        let solver = AnySolver::new(kind, &game).map_err(|cause| OpenError::CannotTakeOver {
            kind,
            tick,
            cause,
        })?;
        let mut recording = self.recording.clone();
        recording.take_over(tick, solver);
        let mut marks = self.marks.clone();
        marks.truncate(tick);
        let mut handovers = self.handovers.clone();
        handovers.retain(|&(at, _)| at < tick);
        handovers.push((tick, self.kind_before(tick)));
        let mut branch = Document {
            scenario: self.scenario.clone(),
            origin: self.origin.clone(),
            kind,
            handovers,
            recording,
            marks,
            start_length: self.start_length,
            record_limit: tick + RECORD_AHEAD,
            viewer: self.viewer,
        };
        branch.record_ahead(OPEN_BUDGET);
        Ok(branch)
    }

    /// The recorded game.
    pub fn recording(&self) -> &Recording {
        &self.recording
    }

    /// Ticks recorded so far.
    pub fn ticks(&self) -> usize {
        self.recording.len()
    }

    /// Whether the game is recorded to its end.
    pub fn recorded_to_end(&self) -> bool {
        self.recording.outcome().is_some()
    }

    /// Whether recording has stopped at its limit, waiting for [`Document::record_further`].
    pub fn recording_held(&self) -> bool {
        !self.is_manual() && !self.recorded_to_end() && self.ticks() >= self.record_limit
    }

    /// Whether the game is still being recorded, a little per frame.
    pub fn is_recording(&self) -> bool {
        !(self.is_manual() || self.recorded_to_end() || self.recording_held())
    }

    /// Lets recording go on for another [`RECORD_AHEAD`] ticks.
    pub fn record_further(&mut self) {
        self.record_limit = self.ticks() + RECORD_AHEAD;
    }

    /// Stops recording ahead at the ticks recorded so far, as if the limit were there:
    /// [`Document::recording_held`] until [`Document::record_further`].
    pub fn hold_recording(&mut self) {
        self.record_limit = self.ticks();
    }

    /// Records the game further, for at most `budget` (nothing in manual play, at the end or
    /// at the limit).
    pub fn record_ahead(&mut self, budget: Duration) {
        if self.is_manual() {
            return;
        }
        let started = Instant::now();
        loop {
            if self.ticks() >= self.record_limit {
                return;
            }
            for _ in 0..16 {
                let t = self.ticks();
                if !self.next_answered() {
                    return;
                }
                match self.recording.advance(&mut Ignore) {
                    Some(d) if self.viewer == Viewer::Window => self.marks.note(t, &d),
                    Some(_) => {}
                    None => return,
                }
            }
            if started.elapsed() >= budget {
                return;
            }
        }
    }

    /// Whether the solver's decision for the next tick is known without waiting (always, but
    /// for a solver outside snakescope still thinking).
    fn next_answered(&self) -> bool {
        match self.recording.latest_solver() {
            AnySolver::External(s) => s.answered(self.recording.latest().moves()),
            _ => true,
        }
    }

    /// The solver's name as people know it: a built-in solver's name, or the name a solver
    /// outside snakescope gave itself (else its command or address).
    pub fn solver_name(&self) -> String {
        match self.recording.latest_solver() {
            AnySolver::External(s) => s.name(),
            _ => shown_name(&self.kind),
        }
    }

    /// What the window waits for, if anything: a solver outside snakescope still thinking
    /// about the next tick.
    pub fn waiting_for(&self) -> Option<String> {
        if self.recorded_to_end() || self.next_answered() {
            return None;
        }
        Some(tr!(
            "waiting for {solver_name} to answer tick {ticks}…",
            solver_name = self.solver_name(),
            ticks = self.ticks()
        ))
    }

    /// Markers of the game timeline, in tick order.
    pub fn markers(&self) -> Vec<Marker> {
        markers::markers(&self.recording, &self.marks)
    }

    /// The tick of the fatal move, once the game is recorded to a death.
    pub fn fatal_tick(&self) -> Option<usize> {
        markers::fatal_tick(&self.recording)
    }

    /// The last tick of a stalled game and why it stalled, once it is recorded to its stall.
    pub fn stall(&self) -> Option<(usize, crate::rules::Stall)> {
        markers::stall(&self.recording)
    }

    /// The decision that doomed a lost game, when the solver could tell.
    pub fn doomed_tick(&self) -> Option<usize> {
        markers::doomed_tick(&self.recording, &self.marks)
    }

    /// The snake's length at every meal: `(tick, length)` from the start to the last state.
    pub fn length_steps(&self) -> Vec<(usize, usize)> {
        let mut steps = vec![(0, self.start_length)];
        for (k, (t, _)) in self.recording.meals().enumerate() {
            steps.push((t + 1, self.start_length + k + 1));
        }
        steps
    }

    /// The game's ending in plain words, once recorded.
    pub fn outcome_text(&self) -> Option<String> {
        outcome_sentence(&self.recording)
    }

    /// Manual play: one step from state `from` (forgetting any later ticks), pressing `key`
    /// first. Returns whether a step was played (not if the game is over there, nor if the
    /// key would reverse onto the neck).
    pub fn manual_step(&mut self, from: usize, key: Option<Dir>) -> bool {
        if from < self.ticks() {
            self.recording.truncate(from);
            self.marks.truncate(from);
        }
        // A branch taken over by hand, stepped from before the take-over: the keyboard takes
        // the game over there instead.
        if self.is_manual() && !matches!(self.recording.latest_solver(), AnySolver::Manual(_)) {
            let at = self.ticks();
            let before = self.kind_before(at);
            self.recording
                .take_over(at, AnySolver::Manual(Manual::default()));
            self.handovers.retain(|&(tick, _)| tick < at);
            self.handovers.push((at, before));
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
        let t = self.ticks();
        if let Some(d) = self.recording.advance(&mut Ignore) {
            self.marks.note(t, &d);
        }
        true
    }

    /// Manual play while the game plays: `dir` steers the next tick. Returns whether the key
    /// was taken (not if it would reverse onto the neck).
    pub fn steer_next(&mut self, dir: Dir) -> bool {
        let game = self.recording.latest().clone();
        match self.recording.latest_solver_mut() {
            AnySolver::Manual(m) => m.press(&game, dir),
            _ => false,
        }
    }
}

/// How the menu and the status line name a built-in solver: its name with its default
/// options (`hamilton`), else as a scenario file writes it (`Hamilton(rule: Reference)`), so
/// that two solvers that play differently never share a name on screen.
pub fn shown_name(kind: &SolverKind) -> String {
    let text = crate::scenario::solver_text(kind);
    if text.contains('(') {
        text
    } else {
        kind.name().to_owned()
    }
}
