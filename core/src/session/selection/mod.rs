//! What is selected in the game: the tick on screen (its game and the solver as it stood),
//! the decision made there with a cursor over its events, the stage chosen, and that stage's
//! replay, of the decision's own events or of a run on the user's own board. No drawing.
//!
//! One rule decides what the board, the caption and the stage panel describe, written once in
//! `Selection::refresh_stage`: a check of the decision on screen (the one the user's stage
//! answered, else the check the move follows from), unless the user asked for a run on their
//! own board. Such a run is labelled as such and ends with the tick: a new tick, scenario,
//! solver or branch shows its own decision again.
//!
//! Moving to a tick replays the game once from the nearest snapshot and decides again from
//! that very state ([`DecisionTrace::at`]), keeping the decision's events only while its tick
//! is on screen.

use super::document::Document;
use super::layers::Overlays;
use crate::algo::Cycle;
use crate::explain::{DecisionTrace, ReplayOrigin, StageReplay};
use crate::rules::{Game, Pos, Snake};
use crate::scenario::SearchBoard;
use crate::solver::AnySolver;
use crate::stages::Stage;
use crate::trace::{SearchGround, run_stage_on};
use std::borrow::Cow;
use std::sync::atomic::{AtomicU64, Ordering};

mod board;

/// The last board revision handed out, across every selection of the process: a new
/// selection, or a change of what one shows, takes the next, so that no two boards share one.
static LAST_REVISION: AtomicU64 = AtomicU64::new(0);

/// A board revision never handed out before.
fn next_revision() -> u64 {
    LAST_REVISION.fetch_add(1, Ordering::Relaxed) + 1
}

/// The replay of the chosen stage, as far as there is one.
#[derive(Clone, Debug)]
pub enum ReplayState {
    /// Nothing chosen yet (a moment inside a change of tick or stage).
    Empty,
    /// The decision on screen ran no stage (it followed its cycle, the game is over, or a
    /// move by hand waits): the caption says which, in the language in use when it is shown.
    Idle,
    /// The stage's events, with a cursor (boxed: a replay holds its frames).
    Ready(Box<StageReplay>),
    /// The stage cannot run on this board, and why.
    Failed(String),
}

impl ReplayState {
    /// The replay, if there is one.
    pub fn ready(&self) -> Option<&StageReplay> {
        match self {
            ReplayState::Ready(r) => Some(r),
            _ => None,
        }
    }

    fn ready_mut(&mut self) -> Option<&mut StageReplay> {
        match self {
            ReplayState::Ready(r) => Some(r),
            _ => None,
        }
    }
}

/// What the user chose of how the board shows a moment: the layers, and whether the cycle the
/// solver holds is drawn while a stage builds one.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SceneOptions {
    /// The layers drawn.
    pub overlays: Overlays,
    /// Draw the cycle the solver holds while a stage that builds a cycle plays.
    pub held_cycle_while_building: bool,
}

/// How the board and the caption name a run on the user's own board: it is not the decision.
pub fn own_run_label() -> String {
    tr!("Your own board")
}

/// The start and target the user set for runs on their own (the head and the food when not).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sandbox {
    /// The start cell (shortest and longest path only).
    pub start: Option<Pos>,
    /// The target cell.
    pub target: Option<Pos>,
}

/// Where a freshly opened replay puts its cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CursorAt {
    /// After the first event, so that a caption shows at once.
    First,
    /// After the last event: the whole picture.
    End,
}

/// The tick on screen and what is selected at it. A copy (for a picture rendered away from
/// the window) shows the same board.
#[derive(Clone)]
pub struct Selection {
    tick: usize,
    game: Game,
    /// The solver as it stood at the tick on screen (the cycle it held then).
    solver: AnySolver,
    decision: Option<DecisionTrace>,
    /// How many of the decision's events the decision timeline shows.
    decision_cursor: usize,
    replay: ReplayState,
    /// The stage on screen.
    stage: Stage,
    /// The stage the user chose last: shown at every tick whose decision ran it.
    preferred: Stage,
    /// Whether the user asked for the stage to run on their own board (until the tick
    /// changes).
    own_board: bool,
    sandbox: Sandbox,
    /// The scenario's search board: where the graph searches start and end when the user has
    /// not chosen, and the walls drawn for them alone.
    search_board: SearchBoard,
    /// Changes whenever the board shown may have (see [`Selection::board_revision`]).
    revision: u64,
}

impl Selection {
    /// The first tick of `document`, its decision shown whole, `stage` chosen.
    pub fn new(document: &Document, stage: Stage) -> Selection {
        let at = DecisionTrace::at(document.recording(), 0);
        let mut selection = Selection {
            tick: 0,
            game: at.game,
            solver: at.solver,
            decision: None,
            decision_cursor: 0,
            replay: ReplayState::Empty,
            stage,
            preferred: stage,
            own_board: false,
            sandbox: Sandbox::default(),
            search_board: document.scenario().search.clone().unwrap_or_default(),
            revision: next_revision(),
        };
        selection.show_decision(at.trace);
        selection.refresh_stage(CursorAt::End);
        selection
    }

    /// The state on screen, `0..=ticks`.
    pub fn tick(&self) -> usize {
        self.tick
    }

    /// The game at the tick on screen.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The solver as it stood at the tick on screen.
    pub fn solver(&self) -> &AnySolver {
        &self.solver
    }

    /// The cycle the solver held at the tick on screen, if it holds one.
    pub fn cycle(&self) -> Option<&Cycle> {
        self.solver.cycle()
    }

    /// The decision at the tick on screen (none at the end of a finished game).
    pub fn decision(&self) -> Option<&DecisionTrace> {
        self.decision.as_ref()
    }

    /// The cycle the solver holds, as the board shows it: hidden while a stage that builds a
    /// cycle plays (its answer would be on screen before the question), unless
    /// `held_while_building` asks for it.
    pub fn shown_cycle(&self, held_while_building: bool) -> Option<&Cycle> {
        let building = self.replay().is_some_and(|r| r.stage().builds_cycle());
        self.cycle().filter(|_| !building || held_while_building)
    }

    /// The latest event of the stage on screen in plain words (or that none is shown yet),
    /// marked as the user's own when it is a run on their own board; what the decision did
    /// when it ran no stage; `None` while nothing is chosen.
    pub fn caption(&self) -> Option<String> {
        let replay = match &self.replay {
            ReplayState::Ready(replay) => replay,
            ReplayState::Idle => return Some(self.idle_words()),
            ReplayState::Failed(why) => {
                return Some(tr!(
                    "{title} cannot run here: {why}",
                    title = self.stage.title(),
                    why = why
                ));
            }
            ReplayState::Empty => return None,
        };
        let words = replay
            .caption()
            .unwrap_or_else(|| tr!("Before the first event: step to begin."));
        Some(match replay.origin() {
            ReplayOrigin::OwnBoard { .. } => format!("{}: {words}", own_run_label()),
            ReplayOrigin::Decision { .. } => words,
        })
    }

    /// The replay of the chosen stage, or why there is none.
    pub fn replay_state(&self) -> &ReplayState {
        &self.replay
    }

    /// The stage replay on screen, if the chosen stage runs here.
    pub fn replay(&self) -> Option<&StageReplay> {
        self.replay.ready()
    }

    /// The stage on screen.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The stage the user chose last, shown at every tick whose decision ran it.
    pub fn preferred(&self) -> Stage {
        self.preferred
    }

    /// Whether the stage runs on its own on a board the user sets up, rather than replaying
    /// the decision's events.
    pub fn own_board(&self) -> bool {
        self.own_board
    }

    /// Whether the decision on screen ran `stage`.
    pub fn decision_ran(&self, stage: Stage) -> bool {
        self.decision
            .as_ref()
            .is_some_and(|d| d.check_for_stage(stage).is_some())
    }

    /// The start and target the user set for runs on their own.
    pub fn sandbox(&self) -> Sandbox {
        self.sandbox
    }

    /// A number that changes whenever the board on screen may have changed: another game (a
    /// new selection, for another document or branch), another tick, another start or target.
    /// Unique in the process: what is worked out from the board (a race of searches on it)
    /// stands as long as the revision it was worked out at.
    pub fn board_revision(&self) -> u64 {
        self.revision
    }

    /// Greedy's virtual snake, while the decision's own events are on screen and have shown
    /// the search that found its path; else the body a certificate imagines after the move.
    pub fn ghost(&self) -> Option<Cow<'_, Snake>> {
        let replay = self.replay();
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

    /// Shows state `t` of `document` (clamped to the recording), the document this selection
    /// was made for: a tick or a few forward are played on from the state on screen (see
    /// [`crate::trace::Recording::state_from`]), any other tick is one replay from the
    /// nearest snapshot; then the decision is made again from that state.
    pub fn set_tick(&mut self, document: &Document, t: usize) {
        let t = t.min(document.ticks());
        if t == self.tick && self.decision.as_ref().is_none_or(|d| d.tick == t) {
            return;
        }
        let rec = document.recording();
        let (game, solver) = rec.state_from(self.tick, &self.game, &self.solver, t);
        self.tick = t;
        self.revision = next_revision();
        let at = DecisionTrace::decided(rec, t, game, solver);
        (self.game, self.solver) = (at.game, at.solver);
        // A run on the user's own board belongs to the tick it was asked at.
        self.own_board = false;
        self.sandbox = Sandbox::default();
        self.show_decision(at.trace);
        self.refresh_stage(CursorAt::End);
    }

    /// Makes the decision at the tick on screen again if there was none yet because the
    /// solver was still thinking about it (a solver outside snakescope) and it has answered
    /// since. Returns whether it did.
    pub fn catch_up(&mut self, document: &Document) -> bool {
        // The tick on screen has been answered once the game went past it, or ended there
        // (a solver's failure is that tick's decision).
        let answered = self.tick < document.ticks() || document.recorded_to_end();
        if self.decision.is_some() || !answered {
            return false;
        }
        self.show_decision(DecisionTrace::at(document.recording(), self.tick).trace);
        self.refresh_stage(CursorAt::End);
        self.decision.is_some()
    }

    /// Picks a stage, as the user does: the decision's own events for it if the decision ran
    /// it, else a run on its own on this board, which the user asked for by picking it.
    pub fn pick_stage(&mut self, stage: Stage) {
        // A search runs in the search board's directions where it has a form there.
        let stage = stage.in_directions(self.search_board.directions());
        self.preferred = stage;
        self.own_board = !self.decision_ran(stage);
        self.refresh_stage(CursorAt::First);
    }

    /// Prefers `stage` from now on without asking for a run of it: the decision on screen
    /// shows it if it ran it, else the check its move follows from. What a new scenario,
    /// solver or branch keeps of the stage the user was looking at.
    pub fn prefer_stage(&mut self, stage: Stage) {
        self.preferred = stage;
        self.own_board = false;
        self.refresh_stage(CursorAt::End);
    }

    /// Chooses between replaying the decision and running the stage on the user's board;
    /// returns whether that changed anything.
    pub fn set_own_board(&mut self, own: bool) -> bool {
        if own == self.own_board {
            return false;
        }
        self.own_board = own;
        self.preferred = self.stage;
        self.refresh_stage(CursorAt::First);
        true
    }

    /// Sets the start (BFS and longest path only) or the target of runs on their own, and
    /// reruns the stage there.
    pub fn set_sandbox(&mut self, sandbox: Sandbox) {
        self.sandbox = sandbox;
        self.revision = next_revision();
        self.own_board = true;
        self.preferred = self.stage;
        self.refresh_stage(CursorAt::First);
    }

    /// Opens check number `check` of the decision: its stage, replaying exactly the events that
    /// answered it, from the first. Returns whether the check ran a stage to replay.
    pub fn open_check(&mut self, check: usize) -> bool {
        let Some(range) = self
            .decision
            .as_ref()
            .and_then(|d| d.check_ranges.get(check).cloned())
        else {
            return false;
        };
        if range.is_empty() {
            return false;
        }
        self.own_board = false;
        self.set_decision_cursor(range.start + 1);
        self.preferred = self.stage;
        true
    }

    /// The events of check number `check`: where they lie among the decision's events.
    pub fn check_range(&self, check: usize) -> Option<std::ops::Range<usize>> {
        self.decision.as_ref()?.check_ranges.get(check).cloned()
    }

    /// The check the decision on screen is explained by when no stage is asked for: the
    /// one the user's stage answered, else the one the move follows from.
    pub fn focus_check(&self) -> Option<usize> {
        let d = self.decision.as_ref()?;
        d.check_for_stage(self.preferred).or_else(|| d.key_check())
    }

    /// Shows the first `n` events of the decision; the stage on screen follows the check
    /// those events answered.
    pub fn set_decision_cursor(&mut self, n: usize) {
        let tick = self.tick;
        let Some(d) = &self.decision else { return };
        let n = n.min(d.events.len());
        self.decision_cursor = n;
        let Some((check, start)) = d
            .check_at(n)
            .and_then(|l| d.check_ranges.get(l).map(|r| (l, r.start)))
        else {
            return;
        };
        let same = self
            .replay()
            .is_some_and(|r| r.origin() == ReplayOrigin::Decision { tick, check });
        if !same && let Some(replay) = d.replay_check(check, *self.game.grid()) {
            self.stage = replay.stage();
            self.replay = ReplayState::Ready(Box::new(replay));
        }
        self.own_board = false;
        if let Some(r) = self.replay.ready_mut() {
            r.set_cursor(n.saturating_sub(start));
        }
    }

    /// The events the decision timeline runs over: `(shown, total)`. A run on its own has its
    /// own events.
    pub fn event_position(&self) -> (usize, usize) {
        match (self.replay(), &self.decision) {
            (Some(r), _) if r.origin().is_own_board() => (r.cursor(), r.len()),
            (_, Some(d)) => (self.decision_cursor, d.events.len()),
            (Some(r), None) => (r.cursor(), r.len()),
            (None, None) => (0, 0),
        }
    }

    /// Shows the first `n` events on the decision timeline (of the decision, or of the run
    /// on its own).
    pub fn set_event_cursor(&mut self, n: usize) {
        match self.replay.ready_mut() {
            Some(r) if r.origin().is_own_board() => r.set_cursor(n),
            _ => self.set_decision_cursor(n),
        }
    }

    /// Moves the decision timeline by `delta` events.
    pub fn move_events(&mut self, delta: isize) {
        let (n, _) = self.event_position();
        self.set_event_cursor(n.saturating_add_signed(delta));
    }

    /// Skips ahead to the next event produced by another line of the pseudo-code: past the
    /// numbering of every cell, say, to where the search starts.
    pub fn skip_line(&mut self) {
        let line = self.replay().and_then(StageReplay::line);
        loop {
            let (before, total) = self.event_position();
            if before >= total {
                return;
            }
            self.move_events(1);
            if self.event_position().0 == before
                || self.replay().and_then(StageReplay::line) != line
            {
                return;
            }
        }
    }

    /// Shows `decision`, the one made at the tick on screen, whole.
    fn show_decision(&mut self, decision: Option<DecisionTrace>) {
        self.decision = decision;
        self.decision_cursor = self.decision.as_ref().map_or(0, |d| d.events.len());
    }

    /// Rebuilds the replay at this tick, by the one rule of what the board shows: a run on
    /// the user's own board if they asked for one; else the decision's check that the
    /// preferred stage answered, or the check the move follows from; else, when the decision
    /// ran no stage, nothing but the board and what the decision did in words.
    fn refresh_stage(&mut self, at: CursorAt) {
        if !self.own_board {
            self.replay = ReplayState::Empty;
            let Some(check) = self.focus_check() else {
                self.stage = self.preferred;
                self.replay = ReplayState::Idle;
                return;
            };
            // Whatever was replayed, the decision's check now opens afresh.
            let range = self.check_range(check).unwrap_or_default();
            let n = match at {
                CursorAt::First => range.start + 1,
                CursorAt::End => range.end,
            };
            self.set_decision_cursor(n);
            return;
        }
        self.stage = self.preferred;
        let origin = ReplayOrigin::OwnBoard {
            tick: self.tick,
            start: self.sandbox.start,
            target: self.sandbox.target,
        };
        // The user's own ends first, then the search board's; its walls for the searches.
        let grid = *self.game.grid();
        let walls = Some(self.search_board.walls_on(&grid)).filter(|w| !w.is_empty());
        let terrain = self.search_board.terrain_on(&grid);
        let ground = SearchGround {
            walls: walls.as_ref(),
            terrain: Some(&terrain),
            turn_cost: Some(self.search_board.turn_cost()),
            guide: self.search_board.guide(),
        };
        let ends = (
            self.sandbox.start.or(self.search_board.start_on(&grid)),
            self.sandbox.target.or(self.search_board.target_on(&grid)),
        );
        let run = run_stage_on(self.stage, &self.game, Some(&self.solver), ends, ground);
        self.replay = match run {
            Ok(run) => {
                let mut r = StageReplay::new(self.stage, origin, *self.game.grid(), run.events)
                    .with_note(run.note);
                if let Some(walls) = &walls {
                    r = r.with_walls(walls);
                }
                if !terrain.is_uniform() {
                    r = r.with_terrain(&terrain);
                }
                match at {
                    CursorAt::First => r.set_cursor(1),
                    CursorAt::End => r.to_end(),
                }
                ReplayState::Ready(Box::new(r))
            }
            Err(e) => ReplayState::Failed(e.to_string()),
        };
    }

    /// What the decision on screen did, in words, when it ran no stage.
    fn idle_words(&self) -> String {
        match &self.decision {
            Some(d) if d.decision.fault.is_some() => {
                let fault = d.decision.fault.as_ref().map(ToString::to_string);
                tr!(
                    "The game stops here: the solver failed {fault}",
                    fault = fault.unwrap_or_default()
                )
            }
            Some(d) => {
                let did = d.decision.checks.last().map_or_else(
                    || tr!("move {dir}", dir = d.decision.dir.way()),
                    |c| c.fact.to_string(),
                );
                tr!(
                    "The decision at tick {tick} ran no search: {did}",
                    tick = self.tick,
                    did = did
                )
            }
            None if self.game.is_over() => tr!(
                "No decision at tick {tick}: the game is over.",
                tick = self.tick
            ),
            // The game goes on, its next move not made yet: a move by hand, waited for.
            None if matches!(self.solver, AnySolver::Manual(_)) => tr!(
                "Your move at tick {tick}: the game goes on (the arrows or W/A/S/D)",
                tick = self.tick
            ),
            None => tr!(
                "The game goes on at tick {tick}; its next move is not made yet",
                tick = self.tick
            ),
        }
    }
}
