//! A straight cut refused from the cycle held is not tried again while nothing it depended on
//! has changed: the planner that remembers answers every plan as one that forgot.

use super::splice_play::{plan_once, play_splice};
use snakescope_core::algo::Ignore;
use snakescope_core::algo::ring::Ring;
use snakescope_core::algo::splice::{Reshape, SpliceEvent, SplicePlan};
use snakescope_core::rules::{Outcome, Pos};

/// Every cell's successor on `ring`, `w` x `h`.
fn successors(ring: &Ring, (w, h): (u16, u16)) -> Vec<Pos> {
    (0..h)
        .flat_map(|y| (0..w).map(move |x| Pos::new(x, y)))
        .map(|p| ring.next(p))
        .collect()
}

/// Plays a `size` game with `plan`, no one watching; before every plan, a copy of the planner
/// (which keeps what it planned between moves but starts with empty tables, so it remembers
/// no refused cut) plans on a copy of the ring, watched. Both must answer alike, squares
/// tried included, and leave the same ring. The outcome, the cuts the planner skipped, and
/// the cuts the copies tried.
fn play_both(size: (u16, u16), seed: u64, plan: SplicePlan) -> (Option<Outcome>, u64, usize) {
    let mut tried = 0;
    let mut skipped = 0;
    let mut events: Vec<SpliceEvent> = Vec::new();
    let (outcome, _) = play_splice(
        size,
        [(5, 5), (5, 4)],
        seed,
        plan,
        |splicer, ring, game, food| {
            let mut forgetful = splicer.clone();
            let mut copy = ring.clone();
            events.clear();
            let alone: Reshape = plan_once(&mut forgetful, &mut copy, game, food, &mut events);
            let remembering = plan_once(splicer, ring, game, food, &mut Ignore);
            assert_eq!(remembering, alone, "move {}", game.moves());
            assert_eq!(successors(ring, size), successors(&copy, size));
            assert_eq!(
                forgetful.cuts_known_to_fail(),
                0,
                "a plan watched is shown whole"
            );
            tried += events
                .iter()
                .filter(|e| matches!(e, SpliceEvent::Cut { .. }))
                .count();
            skipped = splicer.cuts_known_to_fail();
        },
    );
    (outcome, skipped, tried)
}

#[test]
fn a_cut_refused_from_the_cycle_held_is_skipped_and_the_plans_are_the_same() {
    for plan in SplicePlan::ALL {
        let (outcome, skipped, tried) = play_both((12, 12), 3, plan);
        assert_eq!(outcome, Some(Outcome::Won), "{plan:?}");
        assert!(skipped > 0, "{plan:?}: no cut skipped ({tried} tried)");
        assert!(tried > 0, "{plan:?}: no cut tried");
    }
}
