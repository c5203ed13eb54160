//! The wide planner weighs a forced fastest path against the straight cuts when the path
//! leaves pockets beside the food: each way counted as twice its moves plus what its pockets
//! are expected to add to the next meal, the smaller kept. Before it weighs, it forces a fastest
//! path in other orders of steps and weighs the one that leaves fewest pockets.

use super::splice_play::{plan_once, play_splice};
use snakescope_core::algo::splice::{Reshape, SpliceEvent, SplicePlan, StepOrder};

/// The weight of pockets from which the wide planner weighs a fastest path against the cuts.
const POCKET_WEIGH: u32 = SplicePlan::Wide.tuning().pocket_weigh;
use snakescope_core::rules::Outcome;

/// One weighing as the events told it, and what the plan then held.
struct Weighing {
    fastest: [u32; 2],
    cuts: [u32; 2],
    cuts_win: bool,
    /// The moves to the food along the ring after the plan, and before it.
    held: u32,
    along: u32,
}

#[test]
fn a_fastest_path_with_pockets_is_weighed_against_the_cuts_and_the_lighter_way_is_held() {
    let mut weighings = Vec::new();
    let mut unweighed = 0;
    let mut lighter = 0;
    let mut events = Vec::new();
    let (outcome, _) = play_splice(
        (16, 16),
        [(8, 7), (8, 6)],
        5,
        SplicePlan::Wide,
        |splicer, ring, game, food| {
            events.clear();
            let result = plan_once(splicer, ring, game, food, &mut events);
            let held = ring.distance(game.snake().head(), food);
            let pockets: Vec<(u32, u32)> = events
                .iter()
                .filter_map(|e| match e {
                    SpliceEvent::Pockets { moves, cost, .. } => Some((*moves, *cost)),
                    _ => None,
                })
                .collect();
            let weighed = events.iter().find_map(|e| match e {
                SpliceEvent::Weighed {
                    fastest,
                    cuts,
                    cuts_win,
                } => Some((*fastest, *cuts, *cuts_win)),
                _ => None,
            });
            let Some((fastest, cuts, cuts_win)) = weighed else {
                // A fastest path counted and not weighed left pockets lighter than the bar,
                // and was held.
                if let Some(&(moves, cost)) = pockets.first() {
                    assert!(cost < POCKET_WEIGH, "{pockets:?}");
                    assert_eq!(held, moves);
                    unweighed += 1;
                }
                return;
            };
            // The fastest path forced first was counted first, leaving pockets worth weighing;
            // then a fastest path in other orders of steps while the lightest so far still
            // was, each as fast; the cuts' way last. The lightest fastest path is weighed.
            let (&first, rest) = pockets.split_first().expect("the fastest path counted");
            let (&last, others) = rest.split_last().expect("the cuts' way counted");
            assert_eq!(last, (cuts[0], cuts[1]));
            assert!(first.1 >= POCKET_WEIGH);
            assert!(others.len() <= StepOrder::OTHERS.len());
            let mut lightest = first.1;
            for &(moves, cost) in others {
                assert!(
                    lightest >= POCKET_WEIGH,
                    "searched again only while worth it"
                );
                assert_eq!(moves, first.0, "another fastest path");
                lightest = lightest.min(cost);
            }
            assert_eq!(fastest, [first.0, lightest]);
            if lightest < first.1 {
                lighter += 1;
            }
            let along = match result {
                Reshape::Shorter { before, .. } => before,
                Reshape::Weighed { along, .. } => along,
                other => panic!("a weighing ends in a plan kept or not: {other:?}"),
            };
            weighings.push(Weighing {
                fastest,
                cuts,
                cuts_win,
                held,
                along,
            });
        },
    );
    assert_eq!(outcome, Some(Outcome::Won));
    assert!(
        unweighed > 0,
        "most fastest paths leave no pockets to weigh"
    );
    for w in &weighings {
        let weight = |[moves, pockets]: [u32; 2]| 2 * moves + pockets;
        assert_eq!(w.cuts_win, weight(w.cuts) < weight(w.fastest));
        let kept = if w.cuts_win { w.cuts[0] } else { w.fastest[0] };
        assert_eq!(w.held, kept, "the ring holds the way chosen");
        assert!(w.held <= w.along);
    }
    // Another order of steps found a lighter fastest path at some weighings.
    assert!(lighter > 0, "no other fastest path left fewer pockets");
    // The cuts win some weighings and lose others.
    assert!(weighings.iter().any(|w| w.cuts_win));
    assert!(weighings.iter().any(|w| !w.cuts_win));
}
