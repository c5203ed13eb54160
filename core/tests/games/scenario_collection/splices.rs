//! The collection's splice boards: splices and straight cuts bringing the food closer, the
//! forced step, the refusals and their reasons, and the fastest path that shuts cells off.

use super::{facts, hamilton, load, start, with_solver};
use snakescope_core::algo::Ignore;
use snakescope_core::algo::splice::{Reshape, SpliceEvent, StepOrder};
use snakescope_core::rules::{Dir, Outcome, Pos};
use snakescope_core::scenario::Scenario;
use snakescope_core::solver::{Decision, DecisionEvent, Fact, SolverKind, play_out};
use snakescope_core::stages::StageEvent;

// More: the splice solver.

/// The splice events of the first decision of `s`, and the decision.
fn first_splices(s: &Scenario) -> (Decision, Vec<SpliceEvent>) {
    let (game, mut solver) = start(s);
    let mut events: Vec<DecisionEvent> = Vec::new();
    let d = solver.decide(&game, &mut events);
    let splices = events
        .into_iter()
        .filter_map(|e| match e.event {
            StageEvent::Splice(s) => Some(*s),
            _ => None,
        })
        .collect();
    (d, splices)
}

/// The 2x2 squares the events show tried: what a decision's `Reshape` counts.
fn squares_tried(events: &[SpliceEvent]) -> u32 {
    events
        .iter()
        .filter(|e| matches!(e, SpliceEvent::Square { .. }))
        .count() as u32
}

/// The cells of each loop the events show split off, in order.
fn loop_sizes(events: &[SpliceEvent]) -> Vec<usize> {
    events
        .iter()
        .filter_map(|e| match e {
            SpliceEvent::Split { cells } => Some(cells.len()),
            _ => None,
        })
        .collect()
}

/// Moves to fill the board with `kind` from `s`.
fn moves_with(s: &Scenario, kind: SolverKind) -> u64 {
    let (mut game, mut solver) = start(&with_solver(s, kind));
    let summary = play_out(&mut game, &mut solver);
    assert_eq!(summary.outcome, Outcome::Won, "{kind}");
    summary.moves
}

#[test]
fn splices_bring_the_first_food_from_39_moves_to_7_and_beat_hamilton() {
    let s = load("splice-first-meal-8x8");
    let (d, events) = first_splices(&s);
    assert!(facts(&d).contains(&Fact::Spliced(Reshape::Shorter {
        squares: squares_tried(&events),
        before: 39,
        after: 7,
        fastest: 7
    })));
    let squares: Vec<bool> = events
        .iter()
        .filter_map(|e| match e {
            SpliceEvent::Square { fits, .. } => Some(*fits),
            _ => None,
        })
        .collect();
    assert_eq!(
        squares,
        [true, false, true, false, true],
        "a dead end backed out of, then another path"
    );
    let loops = loop_sizes(&events);
    assert_eq!(loops, [54, 56, 12]);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, SpliceEvent::Merge { .. }))
            .count(),
        3
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, SpliceEvent::Undone { .. }))
    );
    assert!(
        matches!(events.last(), Some(SpliceEvent::KeptShorter { before: 39, after: 7, way, .. }) if way.len() == 8)
    );
    assert_eq!(d.dir, Dir::Right);
    assert_eq!(
        (
            moves_with(&s, crate::common::splice_first()),
            moves_with(&s, hamilton())
        ),
        (425, 711)
    );
}

#[test]
fn the_default_planner_forces_the_step_that_does_not_fit_in_two_splices() {
    let s = load("splice-two-splices-8x8");
    let (d, events) = first_splices(&s);
    assert!(facts(&d).contains(&Fact::Spliced(Reshape::Shorter {
        squares: squares_tried(&events),
        before: 39,
        after: 7,
        fastest: 7
    })));
    let at = events
        .iter()
        .position(|e| matches!(e, SpliceEvent::TwoSplices { .. }))
        .expect("a step forced in two splices");
    assert_eq!(
        events[at],
        SpliceEvent::TwoSplices {
            from: Pos::new(4, 2),
            to: Pos::new(4, 3),
            first: [Pos::new(5, 3), Pos::new(4, 3)],
        }
    );
    assert!(matches!(
        events[at - 1],
        SpliceEvent::Square { fits: false, .. }
    ));
    let loops = loop_sizes(&events);
    assert_eq!(loops, [54, 8, 2]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, SpliceEvent::Undone { .. })),
        "no backing out"
    );
    assert_eq!(
        (
            moves_with(&s, crate::common::splice()),
            moves_with(&s, hamilton())
        ),
        (517, 711)
    );
}

#[test]
fn every_splice_is_refused_for_a_reason_then_one_fits() {
    let s = load("splice-refused-8x8");
    let (d, events) = first_splices(&s);
    // Every cut is refused with its loops clear of the body at the fastest arrival; tried again
    // late, clear only of the body still there at its own arrival, one is kept.
    assert!(facts(&d).contains(&Fact::Spliced(Reshape::Shorter {
        before: 16,
        after: 12,
        fastest: 2,
        squares: squares_tried(&events),
    })));
    let late = events
        .iter()
        .position(|e| matches!(e, SpliceEvent::LateCuts { .. }))
        .expect("a late pass");
    assert_eq!(events[late], SpliceEvent::LateCuts { tries: 4 });
    let (before, after) = events.split_at(late);
    assert!(before.contains(&SpliceEvent::LoopHoldsBody {
        cell: Pos::new(3, 3)
    }));
    assert!(before.contains(&SpliceEvent::NoMerge { size: 54 }));
    assert!(
        before
            .iter()
            .any(|e| matches!(e, SpliceEvent::Square { fits: false, .. }))
    );
    assert!(!before.iter().any(|e| matches!(
        e,
        SpliceEvent::Checked { .. } | SpliceEvent::KeptShorter { .. }
    )));
    // The loop of 54 that found no square now joins, and so does one of 10.
    assert_eq!(loop_sizes(after), [56, 54, 10]);
    assert!(after.contains(&SpliceEvent::Checked {
        along: 12,
        safe: true
    }));
    assert_eq!(d.dir, Dir::Left);
    // One move later the tail has moved on and a splice fits.
    let (mut game, mut solver) = start(&s);
    let d = solver.decide(&game, &mut Ignore);
    game.step(d.dir);
    let mut next: Vec<DecisionEvent> = Vec::new();
    let d = solver.decide(&game, &mut next);
    let next: Vec<SpliceEvent> = next
        .into_iter()
        .filter_map(|e| match e.event {
            StageEvent::Splice(s) => Some(*s),
            _ => None,
        })
        .collect();
    assert!(facts(&d).contains(&Fact::Spliced(Reshape::Shorter {
        before: 11,
        after: 5,
        fastest: 5,
        squares: squares_tried(&next),
    })));
    assert_eq!(
        (
            moves_with(&s, crate::common::splice()),
            moves_with(&s, hamilton())
        ),
        (349, 557)
    );
}

#[test]
fn a_fastest_path_that_shuts_off_107_cells_loses_to_the_cuts_25_moves() {
    let s = load("splice-pockets-16x16");
    let (d, events) = first_splices(&s);
    assert!(facts(&d).contains(&Fact::Spliced(Reshape::Shorter {
        before: 105,
        after: 25,
        fastest: 21,
        squares: squares_tried(&events),
    })));
    let pockets: Vec<(u32, u32, usize)> = events
        .iter()
        .filter_map(|e| match e {
            SpliceEvent::Pockets {
                way,
                moves,
                cost,
                cells,
                ..
            } => {
                assert_eq!(way.len() as u32, moves + 1);
                Some((*moves, *cost, cells.len()))
            }
            _ => None,
        })
        .collect();
    // The fastest path first, then one in each other order of steps (none leaves fewer
    // pockets here), then the cuts' way.
    assert_eq!(
        pockets,
        [
            (21, 55, 107),
            (21, 55, 111),
            (21, 55, 107),
            (21, 55, 107),
            (25, 0, 0)
        ]
    );
    let orders: Vec<StepOrder> = events
        .iter()
        .filter_map(|e| match e {
            SpliceEvent::OtherPath { order, .. } => Some(*order),
            _ => None,
        })
        .collect();
    assert_eq!(orders, StepOrder::OTHERS);
    assert!(events.contains(&SpliceEvent::Weighed {
        fastest: [21, 55],
        cuts: [25, 0],
        cuts_win: true,
    }));
    assert!(
        matches!(events.last(), Some(SpliceEvent::KeptShorter { before: 105, after: 25, way, .. }) if way.len() == 26)
    );
    // The planner as first written weighs nothing and keeps the fastest path.
    let current = with_solver(&s, crate::common::splice_first());
    let (d, events) = first_splices(&current);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, SpliceEvent::Pockets { .. } | SpliceEvent::Weighed { .. }))
    );
    assert!(facts(&d).contains(&Fact::Spliced(Reshape::Shorter {
        before: 105,
        after: 21,
        fastest: 21,
        squares: squares_tried(&events),
    })));
    assert_eq!(
        (
            moves_with(&s, crate::common::splice()),
            moves_with(&s, crate::common::splice_first())
        ),
        (4702, 4572)
    );
}

#[test]
fn straight_cuts_take_the_food_from_39_moves_to_5() {
    let s = load("splice-box-cut-8x8");
    let (d, events) = first_splices(&s);
    assert!(facts(&d).contains(&Fact::Spliced(Reshape::Shorter {
        before: 39,
        after: 5,
        fastest: 5,
        squares: squares_tried(&events),
    })));
    let cuts: Vec<(Pos, Pos)> = events
        .iter()
        .filter_map(|e| match e {
            SpliceEvent::Cut { line, .. } => Some((line[0], *line.last().unwrap())),
            _ => None,
        })
        .collect();
    assert!(cuts.contains(&(Pos::new(5, 2), Pos::new(3, 2))));
    assert!(cuts.contains(&(Pos::new(5, 2), Pos::new(5, 5))));
    assert!(events.contains(&SpliceEvent::Checked {
        along: 11,
        safe: true
    }));
    assert_eq!(
        (
            moves_with(&s, crate::common::splice_first()),
            moves_with(&s, crate::common::splice()),
            moves_with(&s, hamilton())
        ),
        (434, 412, 509)
    );
}
