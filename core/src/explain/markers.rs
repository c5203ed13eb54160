//! Markers on a game's timeline: food eaten, shortcut taken, fallback used, death; and the
//! decision that doomed a lost game.
//!
//! Meals come from the recording itself. Shortcuts and fallbacks are facts of decisions, which
//! are not stored: they are noted from each decision as the recording is made (a tick number
//! per marker, nothing per tick).

use crate::rules::Outcome;
use crate::solver::Decision;
use crate::trace::Recording;

/// What a marker marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MarkerKind {
    /// The snake has just eaten (the marker sits on the state after the meal).
    Food,
    /// The decision leaves the cycle: a shortcut, or a direct approach to the mouse.
    Shortcut,
    /// The decision carries no guarantee (a greedy fallback, a rescue).
    Fallback,
    /// The game is lost here.
    Death,
}

impl MarkerKind {
    /// A name for legends and tooltips.
    pub fn label(self) -> &'static str {
        match self {
            MarkerKind::Food => "food eaten",
            MarkerKind::Shortcut => "shortcut taken",
            MarkerKind::Fallback => "fallback used",
            MarkerKind::Death => "death",
        }
    }
}

/// A marker at a tick (a state of the game, `0..=len`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Marker {
    /// The state marked.
    pub tick: usize,
    /// What happened there.
    pub kind: MarkerKind,
}

/// The ticks whose decisions took a shortcut or fell back, noted as the game was recorded.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DecisionMarks {
    shortcuts: Vec<usize>,
    fallbacks: Vec<usize>,
}

impl DecisionMarks {
    /// Notes what the decision made at state `tick` was.
    pub fn note(&mut self, tick: usize, decision: &Decision) {
        if decision.leaves_cycle() {
            self.shortcuts.push(tick);
        }
        if decision.unsafe_fallback {
            self.fallbacks.push(tick);
        }
    }

    /// Forgets the decisions at `tick` and after.
    pub fn truncate(&mut self, tick: usize) {
        self.shortcuts.retain(|&t| t < tick);
        self.fallbacks.retain(|&t| t < tick);
    }

    /// The ticks whose decision fell back.
    pub fn fallbacks(&self) -> &[usize] {
        &self.fallbacks
    }

    /// The ticks whose decision took a shortcut.
    pub fn shortcuts(&self) -> &[usize] {
        &self.shortcuts
    }
}

/// Every marker of the recorded game, in tick order.
pub fn markers(rec: &Recording, marks: &DecisionMarks) -> Vec<Marker> {
    let mut all: Vec<Marker> = rec
        .meals()
        .map(|(t, _)| Marker {
            tick: t + 1,
            kind: MarkerKind::Food,
        })
        .chain(marks.shortcuts.iter().map(|&tick| Marker {
            tick,
            kind: MarkerKind::Shortcut,
        }))
        .chain(marks.fallbacks.iter().map(|&tick| Marker {
            tick,
            kind: MarkerKind::Fallback,
        }))
        .collect();
    if let Some(Outcome::Dead(_)) = rec.outcome() {
        all.push(Marker {
            tick: rec.len(),
            kind: MarkerKind::Death,
        });
    }
    all.sort();
    all
}

/// The first marker after `tick`, if any.
pub fn next_marker(markers: &[Marker], tick: usize) -> Option<usize> {
    markers.iter().map(|m| m.tick).find(|&t| t > tick)
}

/// The last marker before `tick`, if any.
pub fn prev_marker(markers: &[Marker], tick: usize) -> Option<usize> {
    markers.iter().rev().map(|m| m.tick).find(|&t| t < tick)
}

/// The tick of a lost game's fatal move (its last decision); `None` unless the game died.
pub fn fatal_tick(rec: &Recording) -> Option<usize> {
    if !matches!(rec.outcome(), Some(Outcome::Dead(_))) {
        return None;
    }
    rec.len().checked_sub(1)
}

/// The decision that doomed a lost game, when the solver could tell: the first of the
/// unbroken run of decisions without a guarantee that ends with the fatal move. `None` when
/// the game was not lost, or when the fatal move was one the solver believed safe.
pub fn doomed_tick(rec: &Recording, marks: &DecisionMarks) -> Option<usize> {
    let fatal = fatal_tick(rec)?;
    let unsafe_at = |t: usize| marks.fallbacks.binary_search(&t).is_ok();
    if !unsafe_at(fatal) {
        return None;
    }
    let mut first = fatal;
    while first > 0 && unsafe_at(first - 1) {
        first -= 1;
    }
    Some(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_are_found_either_side_of_a_tick() {
        let m = [
            Marker {
                tick: 3,
                kind: MarkerKind::Food,
            },
            Marker {
                tick: 9,
                kind: MarkerKind::Shortcut,
            },
        ];
        assert_eq!(next_marker(&m, 0), Some(3));
        assert_eq!(next_marker(&m, 3), Some(9));
        assert_eq!(next_marker(&m, 9), None);
        assert_eq!(prev_marker(&m, 9), Some(3));
        assert_eq!(prev_marker(&m, 3), None);
    }
}
