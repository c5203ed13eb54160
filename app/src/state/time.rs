//! Time passing: playback moves on, the recording grows, the events of a decision play.

use super::*;

impl AppState {
    // ----- time -----

    /// Moves playback on by `dt` seconds and records a little more of the game. Returns
    /// whether anything is still moving (so another frame is wanted soon).
    pub fn advance_time(&mut self, dt: f64) -> bool {
        if self.branches.active().is_recording() && !self.records_apart {
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
            let pace = self.event_pace.unwrap_or(self.settings.event_speed);
            let events = self.event_clock.advance(dt, pace);
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
            || self.branches.active().is_recording() && !self.records_apart
    }

    /// Recording ahead goes on apart from the frames (`true`: a page records in slices
    /// between them, [`AppState::record_slice`]) or in them (`false`, the window's way): a
    /// frame then neither records nor asks for the next because the game is recording, so
    /// that a game recording ahead leaves the screen still.
    pub fn record_apart(&mut self, apart: bool) {
        self.records_apart = apart;
    }

    /// Whether recording ahead happens apart from the frames.
    pub fn records_apart(&self) -> bool {
        self.records_apart
    }

    /// Whether the game on screen is still being recorded ahead (not to its end, not held
    /// at its limit, not played by hand).
    pub fn is_recording(&self) -> bool {
        self.branches.active().is_recording()
    }

    /// Records the game on screen further for at most `budget`, apart from any frame: what a
    /// page does between frames. Returns whether the screen should be drawn again because
    /// of it: the decision at the tick on screen came in, or the game ended.
    pub fn record_slice(&mut self, budget: Duration) -> bool {
        if !self.branches.active().is_recording() {
            return false;
        }
        self.branches.active_mut().record_ahead(budget);
        let caught_up = self.selection.catch_up(self.branches.active());
        caught_up || self.recorded_to_end()
    }

    /// Stops recording ahead where it is, as if it had reached its limit: the timeline
    /// offers to record further.
    pub fn hold_recording(&mut self) {
        self.branches.active_mut().hold_recording();
    }

    /// Whether the game plays with "Animate each step": a recorded game playing, whose ticks
    /// wait for their decision's events.
    pub(super) fn animates_steps(&self) -> bool {
        self.settings.animate_steps && self.game_clock.is_playing() && !self.is_manual()
    }

    /// The game timeline plays on by `n` ticks: recorded ones, or in manual play new ones.
    pub(super) fn play_ticks(&mut self, n: usize) {
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
