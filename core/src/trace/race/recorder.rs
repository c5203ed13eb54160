//! What a race keeps of one search: its first events, up to the search's share of the race's
//! memory, and the counts of every event, kept or not.

use super::tally::{Counting, Tally};
use crate::algo::Observer;
use crate::algo::kept::MAX_TRACE_EVENTS;
use crate::stages::StageEvent;

/// The most events a race keeps, every search's together: 8 Mi, about 450 MiB with where
/// each step ends. A race of `n` searches keeps at most this divided by `n` of each (and at
/// most [`MAX_TRACE_EVENTS`], what a stage keeps of one run).
pub const MAX_RACE_EVENTS: usize = 1 << 23;

/// The most events a race of `searches` searches keeps of each.
pub fn lane_share(searches: usize) -> usize {
    (MAX_RACE_EVENTS / searches.max(1)).min(MAX_TRACE_EVENTS)
}

/// An observer that keeps a search's first `limit` events and counts them all.
#[derive(Debug)]
pub(super) struct Recorder {
    /// The events kept, in order.
    pub(super) events: Vec<StageEvent>,
    /// How many it keeps at most.
    limit: usize,
    /// The counts of every event.
    counting: Counting,
    /// How many events came.
    pub(super) total: usize,
}

impl Recorder {
    /// A recorder keeping at most `limit` events.
    pub(super) fn new(limit: usize) -> Recorder {
        Recorder {
            events: Vec::new(),
            limit,
            counting: Counting::default(),
            total: 0,
        }
    }

    /// Whether every event was kept.
    pub(super) fn is_whole(&self) -> bool {
        self.total == self.events.len()
    }

    /// The counts of every event that came.
    pub(super) fn tally(&self) -> &Tally {
        &self.counting.tally
    }
}

impl Observer<StageEvent> for Recorder {
    fn observe(&mut self, event: StageEvent) {
        self.counting.add(&event);
        self.total += 1;
        if self.events.len() < self.limit {
            self.events.push(event);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_race_s_share_of_events_shrinks_with_its_searches_but_never_past_a_stage_s() {
        assert_eq!(lane_share(2), MAX_TRACE_EVENTS);
        assert_eq!(lane_share(4), MAX_RACE_EVENTS / 4);
        assert!(lane_share(14) * 14 <= MAX_RACE_EVENTS);
    }
}
