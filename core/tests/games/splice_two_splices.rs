//! On a fastest path the wide planner forces an edge whose square does not fit in two splices:
//! first the edge that makes the square fit, then the edge itself.

use super::splice_play::play_planned;
use snakescope_core::algo::splice::{SpliceEvent, SplicePlan};
use snakescope_core::rules::Outcome;

/// Plays a 12x12 game with `plan`, and counts the two-splice attempts, and those whose two
/// squares both fitted and were joined, as the events tell it.
fn two_splices(plan: SplicePlan) -> (usize, usize) {
    let (mut tried, mut done) = (0, 0);
    let (outcome, _) = play_planned((12, 12), [(6, 6), (6, 5)], 3, plan, |events| {
        for (i, e) in events.iter().enumerate() {
            let SpliceEvent::TwoSplices { from, to, first } = e else {
                continue;
            };
            tried += 1;
            // The square before it did not fit.
            assert!(
                matches!(events[i - 1], SpliceEvent::Square { from: f, to: t, fits: false, .. } if f == *from && t == *to)
            );
            let next = &events[i + 1..];
            let square = |e: &SpliceEvent, a, b| matches!(e, SpliceEvent::Square { from: f, to: t, fits: true, .. } if *f == a && *t == b);
            if next.len() >= 6
                && square(&next[0], first[0], first[1])
                && matches!(next[1], SpliceEvent::Split { .. })
                && matches!(next[2], SpliceEvent::Merge { .. })
                && square(&next[3], *from, *to)
                && matches!(next[4], SpliceEvent::Split { .. })
                && matches!(next[5], SpliceEvent::Merge { .. })
            {
                done += 1;
            }
        }
    });
    assert_eq!(outcome, Some(Outcome::Won));
    (tried, done)
}

#[test]
fn the_wide_planner_forces_a_square_that_does_not_fit_in_two_splices() {
    let (tried, done) = two_splices(SplicePlan::Wide);
    assert!(done > 0, "{tried} tried, none done");
    assert!(
        done < tried,
        "some first squares or joins do not fit either"
    );
    // The planner as first written forces by one square only.
    assert_eq!(two_splices(SplicePlan::First), (0, 0));
}
