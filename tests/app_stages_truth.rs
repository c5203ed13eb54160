//! What a stage shows is what the solver did: the first decision replays the solver's own
//! construction, a stage run on its own says when its answer differs from the cycle the
//! solver holds, and a construction builds its picture without the finished cycle under it.

mod common;

use common::app::open_curated;
use egui_kittest::kittest::Queryable;
use snakescope::algo::{Stage, StageEvent};
use snakescope::explain::ReplayOrigin;

#[test]
fn the_first_decision_replays_the_solver_s_own_construction() {
    let mut h = open_curated("classic-8x8-hamilton");
    h.get_by_label("built a cycle of 64 cells from the body");
    h.get_by_label("Replay check 1: Cycle from body").click();
    // The link plays its events: one frame is enough to see where they come from.
    h.run_steps(1);
    let state = h.state().state();
    assert!(state.events_playing());
    let replay = state.replay().expect("the construction replays");
    assert_eq!(replay.stage(), Stage::Cycle);
    assert_eq!(replay.origin(), ReplayOrigin::Decision { tick: 0, link: 0 });
    assert!(
        replay
            .events()
            .iter()
            .all(|e| matches!(e, StageEvent::Cycle(_)))
    );
    // The construction replayed is the solver's: it closes the very cycle the solver holds.
    let closed = replay.events().iter().find_map(|e| match e {
        StageEvent::Cycle(snakescope::algo::body_cycle::CycleEvent::Closed { order }) => {
            Some(order.clone())
        }
        _ => None,
    });
    assert_eq!(closed.as_deref(), Some(state.cycle().unwrap().order()));
}

#[test]
fn while_a_cycle_is_built_the_cycle_the_solver_holds_is_hidden_unless_asked_for() {
    let mut h = open_curated("classic-8x8-hamilton");
    assert!(h.state().state().shown_cycle().is_some(), "shown at first");
    h.get_by_label("Replay check 1: Cycle from body").click();
    h.run_steps(1);
    h.state_mut().state_mut().step_events(0);
    h.run();
    assert!(h.state().state().shown_cycle().is_none());
    h.get_by_label("Also draw the cycle the solver holds")
        .click();
    h.run();
    assert!(h.state().state().shown_cycle().is_some());
    h.get_by_label("Also draw the cycle the solver holds")
        .click();
    h.run();
    // Any other stage shows it again.
    h.get_by_label(Stage::Bfs.title()).click();
    h.run();
    assert!(h.state().state().shown_cycle().is_some());
}

#[test]
fn a_stage_run_on_its_own_says_when_the_solver_holds_another_cycle() {
    let mut h = open_curated("classic-8x8-hamilton");
    h.state_mut().state_mut().set_tick(40);
    h.run();
    h.get_by_label(Stage::Cycle.title()).click();
    h.run();
    let state = h.state().state();
    let replay = state.replay().expect("the stage runs on its own");
    assert!(matches!(
        replay.origin(),
        ReplayOrigin::OwnBoard { tick: 40, .. }
    ));
    let note = replay.note().expect("a note on what the solver holds");
    assert!(note.contains("the solver follows"), "{note}");
    let note = note.to_string();
    h.get_by_label(&note);
}

#[test]
fn key_8_opens_the_certificate_of_a_certified_shortcut() {
    let mut h = open_curated("shortcut-in-order-8x8");
    h.get_by_label_contains("certified: a cycle built from the body");
    h.key_press(egui::Key::Num8);
    h.run();
    let state = h.state().state();
    assert_eq!(state.stage(), Stage::Certificate);
    let replay = state.replay().expect("the decision ran it");
    assert!(matches!(
        replay.origin(),
        ReplayOrigin::Decision { tick: 0, .. }
    ));
    // The imagined body is drawn as a ghost: the frame carries it.
    assert_eq!(
        replay.frame().imagined.first(),
        Some(&snakescope::rules::Pos::new(4, 3))
    );
}
