//! The playback clock both timelines share: playing or paused, and the time gathered towards
//! the next step at the timeline's speed. The game timeline counts its steps in ticks, the
//! decision timeline in events; the clock only counts.

/// A playback clock: [`Clock::advance`] turns elapsed seconds into whole steps while it plays.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Clock {
    playing: bool,
    /// Steps gathered but not yet taken, always less than one.
    gathered: f64,
}

impl Clock {
    /// Whether the clock plays.
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// Starts playing, from a whole step: the first step comes one step's time from now.
    pub fn play(&mut self) {
        self.playing = true;
        self.gathered = 0.0;
    }

    /// Stops playing.
    pub fn pause(&mut self) {
        self.playing = false;
    }

    /// Plays if paused, pauses if playing; returns whether it plays now.
    pub fn toggle(&mut self) -> bool {
        if self.playing {
            self.pause();
        } else {
            self.play();
        }
        self.playing
    }

    /// Moves the clock on by `dt` seconds at `speed` steps a second and returns the whole
    /// steps now due (none while paused); the fraction left over waits for the next call.
    pub fn advance(&mut self, dt: f64, speed: f64) -> usize {
        if !self.playing {
            return 0;
        }
        self.gathered += dt * speed;
        let steps = self.gathered.floor();
        self.gathered -= steps;
        steps as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_playing_clock_yields_whole_steps_and_keeps_the_fraction() {
        let mut c = Clock::default();
        assert_eq!(c.advance(1.0, 4.0), 0, "a paused clock yields nothing");
        c.play();
        assert_eq!(c.advance(0.25, 4.0), 1);
        assert_eq!(c.advance(0.1, 4.0), 0);
        assert_eq!(c.advance(0.2, 4.0), 1, "0.4 + 0.8 steps make one, 0.2 left");
        assert_eq!(c.advance(1.0, 12.0), 12);
        assert!(!c.toggle());
        assert_eq!(c.advance(1.0, 4.0), 0);
        assert!(c.toggle());
        assert_eq!(
            c.advance(0.2, 4.0),
            0,
            "playing again starts from a whole step"
        );
    }
}
