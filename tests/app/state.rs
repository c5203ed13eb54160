//! The app's state without a window: the decision at the tick on screen, its checks, the
//! markers, and manual play's branching.

use crate::common;

use common::app::recorded as open;
use snakescope::algo::Ignore;
use snakescope::explain::MarkerKind;
use snakescope::explain::ReplayOrigin;
use snakescope::rules::Dir;
use snakescope::scenario::Scenario;
use snakescope::solver::{DecisionEvent, HamiltonOptions, SolverKind};
use snakescope::stages::Stage;

#[test]
fn a_link_replays_exactly_the_events_that_answered_it() {
    let mut s = open(Scenario::default());
    s.set_tick(7);
    let mut events: Vec<DecisionEvent> = Vec::new();
    let decision = s.recording().decision_at(7, &mut events).unwrap();
    let d = s.decision().unwrap();
    assert_eq!(d.decision, decision);
    for check in 0..decision.checks.len() {
        let expected: Vec<_> = events
            .iter()
            .filter(|e| e.check == check)
            .map(|e| e.event.clone())
            .collect();
        if expected.is_empty() {
            continue;
        }
        s.open_check(check);
        let r = s.replay().unwrap();
        assert_eq!(r.origin(), ReplayOrigin::Decision { tick: 7, check });
        assert_eq!(r.events(), &expected[..]);
        assert_eq!(r.cursor(), 1);
        assert!(s.events_playing());
    }
}

#[test]
fn the_decision_cursor_carries_the_stage_across_links() {
    let mut s = open(Scenario::default());
    let d = s.decision().unwrap().clone();
    let bfs = d.check_ranges[0].clone();
    let longest = d.check_ranges[2].clone();
    s.set_decision_cursor(bfs.end - 1);
    assert_eq!(s.stage(), Stage::Bfs);
    s.step_events(1);
    assert_eq!(s.stage(), Stage::Bfs);
    assert!(s.replay().unwrap().at_end());
    s.step_events(1);
    assert_eq!(s.stage(), Stage::Longest);
    assert_eq!(s.replay().unwrap().cursor(), 1);
    assert_eq!(s.event_position(), (longest.start + 1, d.events.len()));
    s.step_events(-1);
    assert_eq!(s.stage(), Stage::Bfs);
}

#[test]
fn every_tick_shows_what_the_recording_says() {
    let mut s = open(Scenario::default());
    for t in [0, 100, 64, 63, 65, 453, 454, 1] {
        s.set_tick(t);
        let g = s.recording().game_at(t);
        assert_eq!(s.game().snake(), g.snake(), "tick {t}");
        assert_eq!(s.game().food(), g.food(), "tick {t}");
        let expected = s.recording().decision_at(t, &mut Ignore);
        assert_eq!(
            s.decision().map(|d| d.decision.clone()),
            expected,
            "tick {t}"
        );
    }
}

#[test]
fn hamilton_games_mark_their_shortcuts() {
    let s = open(Scenario {
        solver: SolverKind::Hamilton(HamiltonOptions::default()),
        ..Scenario::default()
    });
    let markers = s.markers();
    let shortcuts: Vec<usize> = markers
        .iter()
        .filter(|m| m.kind == MarkerKind::Shortcut)
        .map(|m| m.tick)
        .collect();
    assert!(!shortcuts.is_empty());
    for t in shortcuts.into_iter().take(20) {
        let d = s.recording().decision_at(t, &mut Ignore).unwrap();
        assert!(
            d.summary().contains("shortcut in order") && d.summary().contains("certified"),
            "{t}: {}",
            d.summary()
        );
    }
    assert_eq!(
        markers
            .iter()
            .filter(|m| m.kind == MarkerKind::Food)
            .count(),
        s.recording().meals().count()
    );
}

#[test]
fn the_doomed_decision_starts_the_last_run_without_guarantee() {
    let s = open(Scenario {
        seed: 4,
        ..Scenario::default()
    });
    let doomed = s.doomed_tick().expect("greedy fell back before dying");
    let fatal = s.ticks() - 1;
    for t in doomed..=fatal {
        assert!(
            s.recording()
                .decision_at(t, &mut Ignore)
                .unwrap()
                .unsafe_fallback
        );
    }
    if doomed > 0 {
        assert!(
            !s.recording()
                .decision_at(doomed - 1, &mut Ignore)
                .unwrap()
                .unsafe_fallback
        );
    }
    assert!(
        s.markers()
            .iter()
            .any(|m| m.kind == MarkerKind::Death && m.tick == s.ticks())
    );
    // A won game has nothing that doomed it.
    assert_eq!(open(Scenario::default()).doomed_tick(), None);
}

#[test]
fn manual_play_branches_from_a_rewound_tick() {
    let mut s = open(Scenario {
        solver: SolverKind::Manual,
        ..Scenario::default()
    });
    for d in [Dir::Down, Dir::Down, Dir::Down, Dir::Right] {
        assert!(s.steer(d));
    }
    assert_eq!(s.ticks(), 4);
    assert!(!s.steer(Dir::Left), "reversal ignored");
    s.set_tick(2);
    assert!(s.steer(Dir::Left));
    assert_eq!(s.ticks(), 3, "the ticks after 2 were replaced");
    assert_eq!(s.recording().move_at(2), Some(Dir::Left));
    assert_eq!(s.tick(), 3);
}

#[test]
fn a_step_forward_plays_on_from_the_tick_on_screen_and_a_step_back_replays_once() {
    let mut s = open(Scenario {
        solver: SolverKind::Hamilton(HamiltonOptions::default()),
        ..Scenario::default()
    });
    // Between the snapshots at 64 and 128: forward from here needs no snapshot.
    s.set_tick(100);
    for delta in [1, 1, -1, -1, 7] {
        let before = s.recording().replays();
        s.step_ticks(delta);
        let replays = if delta > 0 { 0 } else { 1 };
        assert_eq!(
            s.recording().replays(),
            before + replays,
            "a step of {delta}"
        );
        let t = s.tick();
        assert_eq!(
            s.decision().map(|d| d.decision.clone()),
            s.recording().decision_at(t, &mut Ignore),
            "tick {t}"
        );
    }
    // Showing the tick already on screen replays nothing.
    let before = s.recording().replays();
    s.set_tick(s.tick());
    assert_eq!(s.recording().replays(), before);
}
