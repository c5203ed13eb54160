//! How a lesson's step plays its events when it comes on screen: in a time that fits what
//! the teacher says there. A step may set its pace, or open at its end; by default its events
//! play at the window's pace when they take at most [`LONGEST_PLAY`] seconds so, and faster
//! when there are more, so that no step keeps a class waiting for a minute.

use serde::{Deserialize, Serialize};

/// The longest a step's events play by default, in seconds: about what a sentence or two of
/// narration takes.
pub const LONGEST_PLAY: f64 = 15.0;

/// The fastest pace a step may set, in events a second: beyond it the board is a blur.
pub const FASTEST: f64 = 1000.0;

/// The longest a step may ask its events to play, in seconds.
pub const SLOWEST: f64 = 600.0;

/// How a step's events play.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Pace {
    /// This many events a second.
    PerSecond(f64),
    /// In this many seconds, however many events.
    Seconds(f64),
    /// Not played: the step opens at its last event, its narration with it.
    AtEnd,
}

impl Pace {
    /// What is wrong with the pace, if anything: a rate or a time that is not a positive
    /// number within bounds.
    pub fn problem(&self) -> Option<String> {
        match *self {
            Pace::PerSecond(n) if !(n.is_finite() && n > 0.0 && n <= FASTEST) => Some(tr!(
                "pace PerSecond({n}) must be more than 0 and at most {most} events a second",
                n = n,
                most = FASTEST
            )),
            Pace::Seconds(s) if !(s.is_finite() && s > 0.0 && s <= SLOWEST) => Some(tr!(
                "pace Seconds({s}) must be more than 0 and at most {most} seconds",
                s = s,
                most = SLOWEST
            )),
            _ => None,
        }
    }
}

/// The pace, in events a second, at which `events` events play: the step's own `pace` if it
/// sets one (`None` for [`Pace::AtEnd`]: not played), else the window's `usual` pace, or
/// faster where that would take longer than [`LONGEST_PLAY`].
pub fn events_per_second(pace: Option<Pace>, events: usize, usual: f64) -> Option<f64> {
    let events = events as f64;
    match pace {
        Some(Pace::AtEnd) => None,
        Some(Pace::PerSecond(n)) => Some(n),
        Some(Pace::Seconds(s)) => Some((events / s).max(f64::MIN_POSITIVE)),
        None => Some(usual.max(events / LONGEST_PLAY)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_step_plays_faster_and_a_short_one_at_the_window_s_pace() {
        // 625 events at 12 a second would take 52 s: they play in 15.
        let fast = events_per_second(None, 625, 12.0).unwrap();
        assert!((625.0 / fast - LONGEST_PLAY).abs() < 1e-9, "{fast}");
        assert_eq!(events_per_second(None, 3, 12.0), Some(12.0));
        assert_eq!(
            events_per_second(Some(Pace::PerSecond(4.0)), 625, 12.0),
            Some(4.0)
        );
        assert_eq!(
            events_per_second(Some(Pace::Seconds(5.0)), 100, 12.0),
            Some(20.0)
        );
        assert_eq!(events_per_second(Some(Pace::AtEnd), 100, 12.0), None);
    }

    #[test]
    fn a_pace_out_of_bounds_is_a_problem() {
        assert!(Pace::PerSecond(0.0).problem().is_some());
        assert!(Pace::PerSecond(f64::NAN).problem().is_some());
        assert!(Pace::Seconds(-1.0).problem().is_some());
        assert!(Pace::Seconds(SLOWEST + 1.0).problem().is_some());
        assert!(Pace::Seconds(8.0).problem().is_none());
        assert!(Pace::AtEnd.problem().is_none());
    }
}
