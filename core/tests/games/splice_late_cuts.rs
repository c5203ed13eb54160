//! When a pass keeps no straight cut, the wide planner tries the cuts that would save most once
//! more, each loop kept clear only of the body still there at the cut's own arrival.

use super::splice_play::play_planned;
use snakescope_core::algo::splice::{SpliceEvent, SplicePlan};
use snakescope_core::rules::Outcome;

/// Plays a 16x16 game with `plan`, and counts the late passes, and the late cuts kept (a cut
/// of a late pass whose check is not followed by an undo), as the events tell it.
fn late_cuts(plan: SplicePlan) -> (usize, usize) {
    let (mut passes, mut kept) = (0, 0);
    let (outcome, _) = play_planned((16, 16), [(8, 7), (8, 6)], 5, plan, |events| {
        for (i, e) in events.iter().enumerate() {
            let SpliceEvent::LateCuts { tries } = e else {
                continue;
            };
            passes += 1;
            assert!(
                (1..=SplicePlan::Wide.tuning().late_tries as u32).contains(tries),
                "{tries}"
            );
            // A late pass comes only after a pass from the fastest arrival that kept
            // nothing.
            let start = events[..i]
                .iter()
                .rposition(|e| matches!(e, SpliceEvent::Cuts { .. } | SpliceEvent::LateCuts { .. }))
                .expect("a pass before");
            assert!(matches!(events[start], SpliceEvent::Cuts { .. }));
            assert!(!kept_in(events, start + 1, i), "the pass before kept a cut");
            let pass = events[i + 1..]
                .iter()
                .position(|e| {
                    matches!(
                        e,
                        SpliceEvent::Cuts { .. }
                            | SpliceEvent::LateCuts { .. }
                            | SpliceEvent::KeptShorter { .. }
                    )
                })
                .map_or(events.len(), |k| i + 1 + k);
            let tried = events[i + 1..pass]
                .iter()
                .filter(|e| matches!(e, SpliceEvent::Cut { .. }))
                .count();
            assert!(
                tried <= *tries as usize,
                "{tried} lines tried, {tries} allowed"
            );
            if kept_in(events, i + 1, pass) {
                kept += 1;
            }
        }
    });
    assert_eq!(outcome, Some(Outcome::Won));
    (passes, kept)
}

/// Whether a cut tried among `events[from..to]` was kept: its check passed and nothing was
/// undone after it.
fn kept_in(events: &[SpliceEvent], from: usize, to: usize) -> bool {
    (from..to).any(|j| {
        matches!(events[j], SpliceEvent::Checked { safe: true, .. })
            && !matches!(events.get(j + 1), Some(SpliceEvent::Undone { .. }))
    })
}

#[test]
fn the_wide_planner_tries_the_best_cuts_again_at_their_own_arrival_and_keeps_some() {
    let (passes, kept) = late_cuts(SplicePlan::Wide);
    assert!(kept > 0, "{passes} late passes, no cut kept");
    assert!(kept < passes, "some late passes keep nothing either");
    // The planner as first written keeps every loop clear of the body at the fastest arrival.
    assert_eq!(late_cuts(SplicePlan::First), (0, 0));
}
