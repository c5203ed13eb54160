//! The decision timeline and the stages: which stage is shown, on the decision's board or
//! the user's, which check, and the events played.

use super::*;
use snakescope_core::algo::search::Guide;
use snakescope_core::rules::Directions;

impl AppState {
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

    /// Explains the decision on screen from its first event: opens check number `check` (else the
    /// check the move follows from, [`DecisionTrace::key_check`]) and plays its events,
    /// stopping at the end of that check. What a breakpoint's stop, a jump to a death or to
    /// where two games part, and a quiz's reveal do on arrival. Returns whether there were
    /// events to play.
    pub fn explain_decision(&mut self, check: Option<usize>) -> bool {
        let check = check
            .filter(|&l| self.selection.check_range(l).is_some_and(|r| !r.is_empty()))
            .or_else(|| self.decision().and_then(DecisionTrace::key_check));
        match check {
            Some(check) => {
                self.open_check(check);
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

    /// How A* and best-first are guided in runs on their own and in the race.
    pub fn guide(&self) -> Guide {
        self.selection.guide()
    }

    /// Guides A* and best-first by `guide` on the scenario's search board (every branch's:
    /// they share the scenario), and runs the stage on screen on its own with it.
    pub fn set_guide(&mut self, guide: Guide) {
        self.event_clock.pause();
        for document in self.branches.documents_mut() {
            document.set_guide(guide);
        }
        self.selection.set_guide(guide);
    }

    /// How the searches of the scenario's search board move: four directions, or eight.
    pub fn directions(&self) -> Directions {
        self.selection.directions()
    }

    /// Lets the searches of the scenario's search board move in `directions` (every branch's:
    /// they share the scenario), and runs the search on screen on its own in its form there.
    pub fn set_directions(&mut self, directions: Directions) {
        self.event_clock.pause();
        for document in self.branches.documents_mut() {
            document.set_directions(directions);
        }
        self.selection.set_directions(directions);
    }

    /// Opens check number `check` of the decision: its stage, replaying exactly the events that
    /// answered it, from the first, playing to the last of them.
    pub fn open_check(&mut self, check: usize) {
        if self.selection.open_check(check) {
            self.event_stop = self.selection.check_range(check).map(|r| r.end);
            self.event_pace = None;
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

    /// Shows the first `n` events of the stage on screen (counted in the stage's own events),
    /// the decision timeline paused there.
    pub fn set_stage_cursor(&mut self, n: usize) {
        let Some(replay) = self.replay() else {
            return;
        };
        let shown = replay.cursor();
        let n = n.min(replay.len());
        let (at, _) = self.event_position();
        self.event_clock.pause();
        self.set_event_cursor((at + n).saturating_sub(shown));
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
            self.event_pace = None;
            self.game_clock.pause();
            let (n, total) = self.event_position();
            if n == total {
                self.set_event_cursor(0);
            }
        }
    }

    /// Plays the events of the stage on screen up to its `last` (counted in the stage's own
    /// events, from 1) at `pace` events a second (the settings' pace when `None`), from the
    /// event shown now, and stops there: a lesson step's moment played, so that the board
    /// reaches what its narration says. Returns whether there was anything to play.
    pub fn play_stage_events_to(&mut self, last: usize, pace: Option<f64>) -> bool {
        let Some(replay) = self.replay() else {
            return false;
        };
        let last = last.min(replay.len());
        let shown = replay.cursor();
        if last <= shown {
            return false;
        }
        let (at, _) = self.event_position();
        self.event_stop = Some(at + (last - shown));
        self.event_pace = pace;
        self.event_clock.play();
        self.game_clock.pause();
        true
    }

    /// The events the stage on screen has left to play up to its `last` (counted from 1).
    pub fn stage_events_left(&self, last: usize) -> usize {
        self.replay()
            .map_or(0, |r| last.min(r.len()).saturating_sub(r.cursor()))
    }

    /// Starts the decision timeline playing from the first event shown now.
    pub fn play_events(&mut self) {
        self.event_stop = None;
        self.event_pace = None;
        self.event_clock.play();
        self.game_clock.pause();
    }
}
