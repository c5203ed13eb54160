//! What a race keeps of one search: the events that change its board, up to the search's
//! share of the race's memory, and the counts of every event, kept or not.
//!
//! A race shows a search a step at a time, each step one expansion and all it did, never one
//! event of a step on its own. A refusal changes nothing on the board: it marks the neighbour
//! refused until the next event clears the mark. So the race counts refusals without keeping
//! them, and each step ends on the last event that changed the board. Most of a search's
//! events on an open map are refusals (a neighbour seen already, or a wall): breadth-first
//! search in eight directions corner to corner on a 512x512 map reports about 1.8 M events,
//! of which the race keeps about 0.4 M.

use super::tally::{Counting, Tally};
use crate::algo::Observer;
use crate::algo::kept::MAX_TRACE_EVENTS;
use crate::algo::search::SearchStep;
use crate::stages::StageEvent;

/// The most events a race keeps, every search's together: 8 Mi, about 450 MiB with where
/// each step ends. A race of `n` searches keeps at most this divided by `n` of each (and at
/// most [`MAX_TRACE_EVENTS`], what a stage keeps of one run).
pub const MAX_RACE_EVENTS: usize = 1 << 23;

/// The most events a race of `searches` searches keeps of each.
pub fn lane_share(searches: usize) -> usize {
    (MAX_RACE_EVENTS / searches.max(1)).min(MAX_TRACE_EVENTS)
}

/// An observer that keeps a search's events but its refusals, its first `limit` of them, and
/// counts every event.
#[derive(Debug)]
pub(super) struct Recorder {
    /// The events kept, in order.
    pub(super) events: Vec<StageEvent>,
    /// How many it keeps at most.
    limit: usize,
    /// Whether an event it would have kept came past its limit.
    cut: bool,
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
            cut: false,
            counting: Counting::default(),
            total: 0,
        }
    }

    /// Whether every event that changes the board was kept (none came past the limit).
    pub(super) fn is_whole(&self) -> bool {
        !self.cut
    }

    /// The counts of every event that came.
    pub(super) fn tally(&self) -> &Tally {
        &self.counting.tally
    }
}

impl Observer<StageEvent> for Recorder {
    fn observe(&mut self, event: StageEvent) {
        self.total += 1;
        let refusal = match event.search_step() {
            Some(step) => {
                let refusal = matches!(step, SearchStep::Refused { .. });
                self.counting.add_step(step);
                refusal
            }
            None => false,
        };
        if refusal {
            return;
        }
        if self.events.len() < self.limit {
            self.events.push(event);
        } else {
            self.cut = true;
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
