//! Markers on a game's timeline: food eaten, shortcut taken, fallback used, death; and the
//! decision that doomed a lost game.
//!
//! Meals come from the recording itself. Shortcuts and fallbacks are facts of decisions, which
//! are not stored: they are noted from each decision as the recording is made (a tick number
//! per marker, nothing per tick), with the other kinds of fact breakpoints wait for
//! ([`super::facts`]).

use super::facts::FactKind;
use crate::rules::{Outcome, Stall};
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
    /// The game stalls here: it came back to a state it was in, and would loop for ever.
    Stall,
}

impl MarkerKind {
    /// A name for legends and tooltips.
    pub fn label(self) -> String {
        match self {
            MarkerKind::Food => tr!("food eaten"),
            MarkerKind::Shortcut => tr!("shortcut taken"),
            MarkerKind::Fallback => tr!("fallback used"),
            MarkerKind::Death => tr!("death"),
            MarkerKind::Stall => tr!("stalled in a loop"),
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

/// The ticks whose decisions held each kind of fact ([`FactKind::NOTED`]), noted as the game
/// was recorded: a tick number per fact, nothing per tick. The markers read the shortcuts and
/// the fallbacks; breakpoints read every kind.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DecisionMarks {
    /// For each kind of [`FactKind::NOTED`], in that order, its ticks in increasing order.
    ticks: [Vec<usize>; FactKind::NOTED.len()],
}

impl DecisionMarks {
    /// Notes what the decision made at state `tick` was. Ticks are noted in increasing order.
    pub fn note(&mut self, tick: usize, decision: &Decision) {
        for (i, kind) in FactKind::NOTED.into_iter().enumerate() {
            if kind.holds_in(decision) {
                self.ticks[i].push(tick);
            }
        }
    }

    /// Forgets the decisions at `tick` and after.
    pub fn truncate(&mut self, tick: usize) {
        for ticks in &mut self.ticks {
            let keep = ticks.partition_point(|&t| t < tick);
            ticks.truncate(keep);
        }
    }

    /// The ticks whose decision held a fact of kind `noted`, one of [`FactKind::NOTED`] (none
    /// for [`Refusal::Any`](super::facts::Refusal::Any), which is not noted on its own).
    pub fn ticks(&self, noted: FactKind) -> &[usize] {
        FactKind::NOTED
            .iter()
            .position(|&k| k == noted)
            .map_or(&[], |i| &self.ticks[i])
    }

    /// The first tick after `tick` whose decision held a fact of kind `kind` (any of the
    /// kinds it covers).
    pub fn next_after(&self, kind: FactKind, tick: usize) -> Option<usize> {
        FactKind::NOTED
            .iter()
            .zip(&self.ticks)
            .filter(|(noted, _)| kind.covers(**noted))
            .filter_map(|(_, ticks)| {
                let i = ticks.partition_point(|&t| t <= tick);
                ticks.get(i).copied()
            })
            .min()
    }

    /// Whether the decision at `tick` held a fact of kind `kind` (any of the kinds it covers).
    pub fn holds(&self, kind: FactKind, tick: usize) -> bool {
        FactKind::NOTED
            .iter()
            .zip(&self.ticks)
            .any(|(noted, ticks)| kind.covers(*noted) && ticks.binary_search(&tick).is_ok())
    }

    /// The ticks whose decision fell back.
    pub fn fallbacks(&self) -> &[usize] {
        self.ticks(FactKind::Fallback)
    }

    /// The ticks whose decision took a shortcut.
    pub fn shortcuts(&self) -> &[usize] {
        self.ticks(FactKind::Shortcut)
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
        .chain(marks.shortcuts().iter().map(|&tick| Marker {
            tick,
            kind: MarkerKind::Shortcut,
        }))
        .chain(marks.fallbacks().iter().map(|&tick| Marker {
            tick,
            kind: MarkerKind::Fallback,
        }))
        .collect();
    match rec.outcome() {
        Some(Outcome::Dead(_)) => all.push(Marker {
            tick: rec.len(),
            kind: MarkerKind::Death,
        }),
        Some(Outcome::Stalled(_)) => all.push(Marker {
            tick: rec.len(),
            kind: MarkerKind::Stall,
        }),
        _ => {}
    }
    all.sort();
    all
}

/// Where a stalled game ends and why, once it is recorded to its stall: the last tick and the
/// stall. `None` for a game that did not stall.
pub fn stall(rec: &Recording) -> Option<(usize, Stall)> {
    match rec.outcome() {
        Some(Outcome::Stalled(stall)) => Some((rec.len(), stall)),
        _ => None,
    }
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
    let unsafe_at = |t: usize| marks.holds(FactKind::NoGuarantee, t);
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
