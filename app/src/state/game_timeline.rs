//! How the game timeline moves: to a tick, by steps, to markers, playing and pausing, at a
//! speed; and manual play, where the keys make the moves.

use super::*;

impl AppState {
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

    /// Shows `moment` (its tick recorded already), paused, by the one rule every front end
    /// follows ([`snakescope_core::session::moment`]): a lesson's step, a link.
    pub fn show_moment(&mut self, moment: &Moment) -> Result<Option<StageShown>, MomentError> {
        self.event_clock.pause();
        let shown = self.selection.show_moment(self.branches.active(), moment);
        if let Some(c) = &mut self.comparison {
            c.set_tick(self.selection.tick());
        }
        shown
    }

    /// Shows state `t` (clamped to the recording), and the compared game at the same tick.
    pub(super) fn show_tick(&mut self, t: usize) {
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
    pub(super) fn animate_decision(&mut self) {
        let (_, total) = self.event_position();
        if total > 0 {
            self.selection.set_event_cursor(0);
            self.event_stop = None;
            self.event_pace = None;
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

    pub(super) fn jump(&mut self, to: Option<usize>) -> bool {
        let Some(t) = to else { return false };
        self.game_clock.pause();
        self.set_tick(t);
        true
    }

    /// Space and the play button: one pause for everything. While the game or the
    /// decision's events play, both stop; while nothing plays, the game plays. Playing from
    /// the end of a finished game starts over; playing the game pauses the decision timeline
    /// (with "Animate each step", the decision's events left play first), and stops by itself
    /// at the first tick where an enabled breakpoint matches.
    pub fn toggle_play(&mut self) {
        if self.anything_plays() {
            self.hold_still();
        } else {
            self.play_game();
        }
    }

    /// Plays the game timeline (see [`AppState::toggle_play`]).
    pub fn play_game(&mut self) {
        self.game_clock.play();
        self.breakpoints.cancel();
        if self.tick() == self.ticks() && self.recorded_to_end() {
            self.set_tick(0);
        }
        let (shown, total) = self.event_position();
        if self.animates_steps() && shown < total {
            // The decision paused half way plays on before the next tick.
            self.event_stop = None;
            self.event_pace = None;
            self.event_clock.play();
        } else {
            self.event_clock.pause();
        }
    }

    /// Whether either timeline plays: what Space and the play button pause.
    pub fn anything_plays(&self) -> bool {
        self.playing() || self.events_playing()
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
    pub(super) fn manual_step(&mut self, key: Option<Dir>) -> bool {
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
}
