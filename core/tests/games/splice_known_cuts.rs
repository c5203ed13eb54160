//! A straight cut refused from the cycle held is not tried again while nothing it depended on
//! has changed: the planner that remembers plays every plan as one that forgot.

use super::splice_play::{plan_once, play_splice};
use snakescope_core::algo::Ignore;
use snakescope_core::algo::ring::Ring;
use snakescope_core::algo::splice::{Reshape, SpliceEvent, SplicePlan};
use snakescope_core::rules::{Outcome, Pos};

/// What a plan did, with the squares it tried left out (a planner that skips refused cuts tries
/// fewer squares).
fn without_squares(r: Reshape) -> Reshape {
    match r {
        Reshape::Shorter {
            before,
            after,
            fastest,
            ..
        } => Reshape::Shorter {
            before,
            after,
            fastest,
            squares: 0,
        },
        Reshape::NoneShorter { along, fastest, .. } => Reshape::NoneShorter {
            along,
            fastest,
            squares: 0,
        },
        Reshape::Weighed {
            along,
            fastest,
            pockets,
            ..
        } => Reshape::Weighed {
            along,
            fastest,
            pockets,
            squares: 0,
        },
        other => other,
    }
}

/// Every cell's successor on `ring`, `w` x `h`.
fn successors(ring: &Ring, (w, h): (u16, u16)) -> Vec<Pos> {
    (0..h)
        .flat_map(|y| (0..w).map(move |x| Pos::new(x, y)))
        .map(|p| ring.next(p))
        .collect()
}

/// Plays a `size` game with `plan`; before every plan, a copy of the planner (which keeps what
/// it planned between moves but starts with empty tables, so it remembers no refused cut)
/// plans on a copy of the ring. Both must answer alike and leave the same ring. The outcome,
/// the cuts skipped as known to fail, and the cuts tried.
fn play_both(size: (u16, u16), seed: u64, plan: SplicePlan) -> (Option<Outcome>, usize, usize) {
    let (mut skipped, mut tried) = (0, 0);
    let mut events = Vec::new();
    let (outcome, _) = play_splice(
        size,
        [(5, 5), (5, 4)],
        seed,
        plan,
        |splicer, ring, game, food| {
            let mut forgetful = splicer.clone();
            let mut copy = ring.clone();
            let alone = plan_once(&mut forgetful, &mut copy, game, food, &mut Ignore);
            events.clear();
            let remembering = plan_once(splicer, ring, game, food, &mut events);
            assert_eq!(
                without_squares(remembering),
                without_squares(alone),
                "move {}",
                game.moves()
            );
            assert_eq!(successors(ring, size), successors(&copy, size));
            for e in &events {
                match e {
                    SpliceEvent::CutKnown { line, saves } => {
                        assert!(line.len() >= 2 && *saves > 0);
                        skipped += 1;
                    }
                    SpliceEvent::Cut { .. } => tried += 1,
                    _ => {}
                }
            }
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
