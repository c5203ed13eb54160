//! The counts a race keeps of a search, read off its events as frontier operations, the same
//! for every search: an expansion, entries joining or leaving the frontier, the path returned.
//! The table is read off the events, nothing else.

use crate::algo::search::SearchStep;
use crate::rules::Pos;
use crate::stages::StageEvent;

/// The counts of a search's first events: expansions, the largest frontier, the path.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Expansions: entries taken off the frontier to be expanded.
    pub expanded: u32,
    /// The most entries the frontier held at once (stale ones included: they take room; both
    /// queues of a search from both ends).
    pub max_frontier: u32,
    /// The path returned, if it was among the events.
    pub path: Option<Vec<Pos>>,
    /// Whether the search gave up among the events.
    pub exhausted: bool,
}

impl Tally {
    /// The counts of `events` (a search's, as its stage reports them; events of any other
    /// stage count for nothing).
    pub fn of<'a>(events: impl IntoIterator<Item = &'a StageEvent>) -> Tally {
        let mut counting = Counting::default();
        for event in events {
            counting.add(event);
        }
        counting.tally
    }
}

/// A tally kept as the events come, one at a time: what a race counts of the events it
/// does not keep.
#[derive(Clone, Debug, Default)]
pub struct Counting {
    /// The counts so far.
    pub tally: Tally,
    /// The entries the frontier holds now.
    frontier: u32,
}

impl Counting {
    /// Counts one more event.
    pub fn add(&mut self, event: &StageEvent) {
        if let Some(step) = event.search_step() {
            self.add_step(step);
        }
    }

    /// Counts one more event, read as its frontier operation.
    pub fn add_step(&mut self, step: SearchStep<'_>) {
        let tally = &mut self.tally;
        match step {
            // The frontier holds the start alone (and the target, from both ends): at the
            // search's start, and again when it starts over.
            SearchStep::Start { both_ends, .. } => self.frontier = 1 + u32::from(both_ends),
            SearchStep::Pushed { .. } => self.frontier += 1,
            SearchStep::Taken { .. } => {
                self.frontier -= 1;
                tally.expanded += 1;
            }
            SearchStep::Skipped { .. } => self.frontier -= 1,
            SearchStep::Found { path } => tally.path = Some(path.to_vec()),
            SearchStep::Exhausted => tally.exhausted = true,
            SearchStep::Refused { .. } | SearchStep::Own => {}
        }
        tally.max_frontier = tally.max_frontier.max(self.frontier);
    }
}
