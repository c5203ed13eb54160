//! Record inputs, recompute detail: a decision recomputed from a recording is the decision the
//! solver made live, events and all.

use crate::common::classic;
use snakescope_core::rules::TailRule;
use snakescope_core::solver::{AnySolver, DecisionEvent, SolverKind};
use snakescope_core::trace::Recording;

#[test]
fn recomputed_traces_equal_live_traces_for_every_solver() {
    for (kind, seed) in [
        (SolverKind::GREEDY, 11),
        (crate::common::hamilton(), 12),
        (crate::common::backtrack(), 13),
        (SolverKind::Cycle, 14),
        (crate::common::splice(), 15),
    ] {
        let game = classic(8, 8, 4, seed, TailRule::Blocks);
        let solver = AnySolver::new(kind, &game).unwrap();
        let mut live = Recording::new(game, solver);
        let mut traces = Vec::new();
        loop {
            let mut events: Vec<DecisionEvent> = Vec::new();
            let Some(decision) = live.advance(&mut events) else {
                break;
            };
            traces.push((decision, events));
        }
        assert!(traces.len() > 100, "{kind}: {} ticks", traces.len());
        for (t, (decision, events)) in traces.iter().enumerate() {
            let mut again: Vec<DecisionEvent> = Vec::new();
            let recomputed = live.decision_at(t, &mut again).unwrap();
            assert_eq!(&recomputed, decision, "{kind} tick {t}");
            assert_eq!(&again, events, "{kind} tick {t}");
        }
    }
}

#[test]
fn rewinding_to_any_tick_gives_the_state_played_then() {
    let game = classic(10, 10, 4, 21, TailRule::Blocks);
    let solver = AnySolver::new(crate::common::hamilton(), &game).unwrap();
    let mut rec = Recording::new(game.clone(), solver);
    let mut states = vec![game];
    while rec.advance(&mut snakescope_core::algo::Ignore).is_some() {
        states.push(rec.latest().clone());
    }
    for t in (0..states.len()).rev().step_by(7) {
        let g = rec.game_at(t);
        assert_eq!(g.snake(), states[t].snake(), "tick {t}");
        assert_eq!(g.food(), states[t].food(), "tick {t}");
        assert_eq!(g.moves(), t as u64);
    }
}

#[test]
fn a_stage_event_stays_small_so_that_keeping_a_search_s_events_costs_little() {
    // Every kept event is as large as the largest kind of any stage: a reported step and a
    // splice plan's event are boxed so that a search's event is not their size. At 104 bytes
    // a 256x256 breadth-first search kept its events 30 times slower than it ran unwatched;
    // at 48, 6 times (`race --time`, docs/benchmarks.md).
    use snakescope_core::stages::StageEvent;
    assert!(
        std::mem::size_of::<StageEvent>() <= 48,
        "StageEvent is {} bytes",
        std::mem::size_of::<StageEvent>()
    );
    assert!(std::mem::size_of::<DecisionEvent>() <= 56);
}
