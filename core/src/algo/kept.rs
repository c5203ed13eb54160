//! How many events snakescope keeps of one decision or one run of a stage. A search under a
//! large budget (a backtracking tour of 100 million steps) reports an event per step, and
//! keeping them all would take gigabytes; a trace past [`MAX_TRACE_EVENTS`] keeps its first
//! events and says it was cut, so that whatever shows it (the window, `explain`, `render`,
//! lessons and handouts) says so plainly instead of running out of memory.

use super::observer::Observer;

/// The most events kept of one decision, or of one stage run on its own: 4 Mi, at most about
/// 230 MB (a decision's event is 56 bytes at most, a test holds it so). Twice the events of the backtracking search's default budget.
pub const MAX_TRACE_EVENTS: usize = 1 << 22;

/// An observer that keeps events, at most [`MAX_TRACE_EVENTS`] of them, and counts the rest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept<E> {
    /// The events kept, in order.
    pub events: Vec<E>,
    /// How many more came after the limit.
    pub dropped: usize,
}

impl<E> Default for Kept<E> {
    fn default() -> Self {
        Kept {
            events: Vec::new(),
            dropped: 0,
        }
    }
}

impl<E> Kept<E> {
    /// Whether every event was kept.
    pub fn is_whole(&self) -> bool {
        self.dropped == 0
    }

    /// How many events came in all.
    pub fn total(&self) -> usize {
        self.events.len() + self.dropped
    }
}

impl<E> Observer<E> for Kept<E> {
    fn observe(&mut self, event: E) {
        if self.events.len() < MAX_TRACE_EVENTS {
            self.events.push(event);
        } else {
            self.dropped += 1;
        }
    }
}

/// What a trace cut at [`MAX_TRACE_EVENTS`] says, for every front end: how many events came
/// and what to do.
pub fn cut_words(total: usize) -> String {
    tr!(
        "this decision reported {total} events, more than the {limit} snakescope keeps of one \
         decision (a search under a large budget reports an event per step: a smaller budget \
         shows it whole)",
        total = total,
        limit = MAX_TRACE_EVENTS
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_past_the_limit_are_counted_not_kept() {
        let mut kept = Kept::default();
        for i in 0..MAX_TRACE_EVENTS + 5 {
            kept.observe(i as u32);
        }
        assert_eq!(kept.events.len(), MAX_TRACE_EVENTS);
        assert_eq!((kept.dropped, kept.total()), (5, MAX_TRACE_EVENTS + 5));
        assert!(!kept.is_whole());
        assert_eq!(kept.events.last(), Some(&(MAX_TRACE_EVENTS as u32 - 1)));
    }
}
