//! What a stage shows is what the solver did: the first decision replays the solver's own
//! construction, a stage run on its own says when its answer differs from the cycle the
//! solver holds, and a construction builds its picture without the finished cycle under it.

use crate::common;
use snakescope::app::command::Command;

use common::app::{App, click, click_contains, open_curated, play_out, press};
use egui::Key;
use egui_kittest::kittest::Queryable;
use snakescope::app::quiz::Phase;
use snakescope::explain::{Condition, DecisionTrace, FactKind, ReplayOrigin};
use snakescope::solver::{HamiltonOptions, SolverKind};
use snakescope::stages::{Stage, StageEvent};

#[test]
fn the_first_decision_replays_the_solver_s_own_construction() {
    let mut h = open_curated("classic-8x8-hamilton");
    h.get_by_label("built a cycle of 64 cells from the body");
    h.get_by_label("Replay check 1: Cycle from body").click();
    // The check plays its events: one frame is enough to see where they come from.
    h.run_steps(1);
    let state = h.state().state();
    assert!(state.events_playing());
    let replay = state.replay().expect("the construction replays");
    assert_eq!(replay.stage(), Stage::Cycle);
    assert_eq!(
        replay.origin(),
        ReplayOrigin::Decision { tick: 0, check: 0 }
    );
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
    h.state_mut().perform(Command::StepEvents(0));
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
    h.get_by_label(&Stage::Bfs.title()).click();
    h.run();
    assert!(h.state().state().shown_cycle().is_some());
}

#[test]
fn a_stage_run_on_its_own_says_when_the_solver_holds_another_cycle() {
    let mut h = open_curated("classic-8x8-hamilton");
    h.state_mut().perform(Command::GoToTick(40));
    h.run();
    h.get_by_label(&Stage::Cycle.title()).click();
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

// ----- one rule for what the board shows: the decision on screen -----

/// Asserts that the board and the caption describe the decision at the tick on screen: the
/// stage on screen replays one of its checks, the caption shown is that check's event in
/// words (made again here from the recording, not read from the app), and no label says the
/// board is the user's own. Returns the check shown.
fn shows_the_decision_on_screen(h: &App) -> usize {
    let state = h.state().state();
    let tick = state.tick();
    let replay = state
        .replay()
        .expect("a stage of the decision is on screen");
    let ReplayOrigin::Decision { tick: of, check } = replay.origin() else {
        panic!("a run on the user's own board is on screen at tick {tick}");
    };
    assert_eq!(of, tick, "the check shown belongs to another tick");
    let rec = state.recording();
    let at = DecisionTrace::at(rec, tick);
    let (game, trace) = (at.game, at.trace.expect("a decision"));
    let mut again = trace
        .replay_check(check, *game.grid())
        .expect("the check ran a stage");
    again.set_cursor(replay.cursor());
    let words = again
        .caption()
        .unwrap_or_else(|| "Before the first event: step to begin.".into());
    assert!(
        h.query_all_by_label(&words).next().is_some(),
        "the caption of check {} at tick {tick} ({words:?}) is not on screen",
        check + 1
    );
    assert!(
        h.query_by_label_contains("not the decision at tick")
            .is_none(),
        "the board is labelled as the user's own"
    );
    check
}

/// Picks stage `key` (a digit) on a decision that did not run it: a run on the user's own
/// board, labelled as such on the board and in the caption.
fn ask_for_an_own_run(h: &mut App, key: Key) {
    press(h, key);
    let state = h.state().state();
    assert!(state.own_board(), "the decision ran {:?}", state.stage());
    let tick = state.tick();
    h.get_by_label(&format!("Your own board: not the decision at tick {tick}"));
    assert!(
        state.caption().unwrap().starts_with("Your own board: "),
        "{:?}",
        state.caption()
    );
}

#[test]
fn a_breakpoint_stop_shows_the_check_it_waited_for_not_an_earlier_own_board_run() {
    let mut h = open_curated("reference-rule-dies-8x8");
    ask_for_an_own_run(&mut h, Key::Num2);
    h.state_mut()
        .perform(Command::AddBreakpoint(Condition::Fact(FactKind::Shortcut)));
    press(&mut h, Key::F8);
    let state = h.state().state();
    assert_eq!(state.tick(), 5, "the first shortcut is taken at tick 5");
    let check = shows_the_decision_on_screen(&h);
    assert_eq!(
        Some(check),
        state.breakpoint_check(),
        "the check it waited for"
    );
    assert_eq!(state.stage(), Stage::Shortcut);
    // Its events played, and stopped at the end of that check.
    let d = state.decision().unwrap();
    assert_eq!(state.event_position().0, d.check_ranges[check].end);
    assert!(!state.events_playing());
}

#[test]
fn an_own_board_run_ends_when_the_tick_changes() {
    let mut h = open_curated("classic-8x8-greedy");
    ask_for_an_own_run(&mut h, Key::Num5);
    press(&mut h, Key::ArrowRight);
    assert_eq!(h.state().state().tick(), 1);
    shows_the_decision_on_screen(&h);
    // The stage the user prefers comes back where the decision ran it.
    press(&mut h, Key::Num1);
    press(&mut h, Key::CloseBracket);
    assert_eq!(h.state().state().stage(), Stage::Bfs);
    shows_the_decision_on_screen(&h);
}

#[test]
fn a_new_scenario_and_a_new_solver_show_their_own_first_decision() {
    let mut h = open_curated("classic-8x8-hamilton");
    ask_for_an_own_run(&mut h, Key::Num2);
    click(&mut h, "Examples");
    click(&mut h, "Greedy on the classic 8x8 (dies: seed 4)");
    shows_the_decision_on_screen(&h);
    ask_for_an_own_run(&mut h, Key::Num5);
    click(&mut h, "Solver");
    click(&mut h, "splice");
    assert!(h.state().state().kind().name() == "splice");
    shows_the_decision_on_screen(&h);
}

#[test]
fn a_branch_taken_over_shows_its_own_decision() {
    let mut h = open_curated("classic-8x8-hamilton");
    h.state_mut().perform(Command::GoToTick(12));
    h.run();
    ask_for_an_own_run(&mut h, Key::Num2);
    h.state_mut().perform(Command::TakeOver(SolverKind::GREEDY));
    play_out(&mut h);
    assert_eq!(h.state().state().active_branch(), 1);
    shows_the_decision_on_screen(&h);
}

#[test]
fn jumping_to_the_death_explains_the_fatal_decision() {
    let mut h = open_curated("reference-rule-dies-8x8");
    while !h.state().state().recorded_to_end() {
        h.run_steps(1);
    }
    play_out(&mut h);
    ask_for_an_own_run(&mut h, Key::Num2);
    click_contains(&mut h, "Jump to the death (tick ");
    let state = h.state().state();
    assert_eq!(Some(state.tick()), state.fatal_tick());
    shows_the_decision_on_screen(&h);
}

#[test]
fn where_two_games_part_is_explained_on_arrival() {
    let mut h = open_curated("reference-rule-dies-8x8");
    h.state_mut()
        .perform(Command::CompareWith(SolverKind::Hamilton(
            HamiltonOptions::DEFAULT,
        )));
    while h.state().state().divergence().is_none() {
        h.run_steps(1);
    }
    play_out(&mut h);
    ask_for_an_own_run(&mut h, Key::Num2);
    click(&mut h, "Where they part");
    assert_eq!(
        h.state().state().divergence(),
        Some(h.state().state().tick())
    );
    shows_the_decision_on_screen(&h);
}

#[test]
fn a_quiz_reveal_explains_the_decision_asked_about() {
    let mut h = open_curated("dead-end-pocket-6x6");
    ask_for_an_own_run(&mut h, Key::Num6);
    press(&mut h, Key::Q);
    press(&mut h, Key::N);
    press(&mut h, Key::ArrowLeft);
    press(&mut h, Key::Enter);
    let state = h.state().state();
    assert!(!state.decision_hidden());
    let check = shows_the_decision_on_screen(&h);
    let asked = match h.state().quiz().phase() {
        Phase::Revealed { question } => question.check.as_ref().map(|c| c.check),
        other => panic!("no reveal: {other:?}"),
    };
    assert_eq!(Some(check), asked, "the check the class answered");
}

#[test]
fn an_external_solver_s_game_shows_its_reported_trace() {
    let mut h = open_curated("classic-8x8-greedy");
    ask_for_an_own_run(&mut h, Key::Num5);
    click(&mut h, "Solver");
    click(&mut h, "External program…");
    h.get_by_label("Play this solver").click();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !h.state().state().recorded_to_end() {
        assert!(std::time::Instant::now() < deadline, "not recorded in time");
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    play_out(&mut h);
    assert_eq!(h.state().state().stage(), Stage::Reported);
    shows_the_decision_on_screen(&h);
}

#[test]
fn replay_check_1_stops_at_the_end_of_check_1() {
    let mut h = open_curated("classic-8x8-greedy");
    click(&mut h, "Replay check 1: Shortest path (BFS)");
    let state = h.state().state();
    let d = state.decision().unwrap();
    assert!(
        !d.check_ranges[2].is_empty(),
        "check 3 ran a stage after it"
    );
    assert_eq!(state.event_position().0, d.check_ranges[0].end);
    assert_eq!(state.stage(), Stage::Bfs);
    shows_the_decision_on_screen(&h);
}

/// The squares of the frontier's strip on screen, in order: their labels and places.
fn strip(h: &App) -> Vec<(String, egui::Rect)> {
    use egui_kittest::kittest::{NodeT, by};
    h.query_all(
        by().role(egui::accesskit::Role::ListItem)
            .label_contains(" at distance "),
    )
    .map(|n| {
        let label = n.accesskit_node().label().unwrap_or_default();
        (label, n.rect())
    })
    .collect()
}

#[test]
fn the_bfs_queue_is_a_strip_of_its_cells_front_first_grown_at_its_back_and_never_cut() {
    let size = [1024.0, 768.0];
    let mut h = common::app::open_at(
        size,
        snakescope::app::shell::Startup::default(),
        snakescope::app::settings::Settings::default(),
    );
    press(&mut h, Key::Num1);
    // The search's own events, on the decision's timeline.
    let (at, _) = h.state().state().event_position();
    let replay = h.state().state().replay().expect("the search");
    let first = at + 1 - replay.cursor();
    let last = first + replay.len() - 1;
    let mut widest = 0;
    for event in first..=last {
        h.state_mut().perform(Command::GoToEvent(event));
        h.run();
        let state = h.state().state();
        let replay = state.replay().expect("the search on screen");
        assert_eq!(replay.stage(), Stage::Bfs);
        // Every cell the frame marks as queued is on the strip, and nothing else.
        let grid = *state.game().grid();
        let queued = grid
            .all_cells()
            .filter(|&p| replay.frame().mark(p).frontier)
            .count();
        let squares = strip(&h);
        let waiting: Vec<_> = squares
            .iter()
            .filter(|(label, _)| !label.ends_with("just left"))
            .collect();
        assert_eq!(waiting.len(), queued, "event {event}: {squares:?}");
        // The front first: a queue of BFS holds its distances in order, at most one apart.
        let distances: Vec<u32> = waiting
            .iter()
            .map(|(label, _)| {
                let d = label.split(" at distance ").nth(1).unwrap();
                d.split(',').next().unwrap().trim().parse().unwrap()
            })
            .collect();
        assert!(
            distances.windows(2).all(|w| w[0] <= w[1])
                && distances
                    .last()
                    .zip(distances.first())
                    .is_none_or(|(l, f)| l - f <= 1),
            "event {event}: {distances:?}"
        );
        if let Some((label, _)) = waiting.first() {
            let alone_and_new = waiting.len() == 1 && label.ends_with("just entered");
            assert!(
                label.ends_with("the front") || alone_and_new,
                "event {event}: {label}"
            );
        }
        // Never cut: every square whole inside the window's width.
        for (label, r) in &squares {
            assert!(
                r.left() >= 0.0 && r.right() <= size[0],
                "event {event}: {label} at {r:?}"
            );
        }
        widest = widest.max(waiting.len());
    }
    assert!(widest > 8, "a queue longer than the old list's 8: {widest}");
}

#[test]
fn numbering_marks_each_cell_as_it_is_numbered_and_the_board_changes_with_it() {
    use common::pixels::{difference, harness_with_screen};
    use snakescope::app::settings::Settings;
    use snakescope::app::shell::{ExplainerApp, Startup};
    let startup = Startup::from_file(Some(std::path::Path::new(
        "scenarios/classic-8x8-hamilton.ron",
    )))
    .without_autoplay();
    let (mut h, screen) = harness_with_screen(
        [1024.0, 768.0],
        ExplainerApp::with_settings(startup, Settings::default()),
    );
    h.run();
    press(&mut h, Key::Num4);
    assert_eq!(h.state().state().stage(), Stage::Shortcut);
    // The stage's own first event, on the decision's timeline.
    let (at, _) = h.state().state().event_position();
    let own = h.state().state().replay().expect("the stage").cursor();
    let first = at + 1 - own;
    let board = h.state().layout().board().expect("the board is shown");
    let board = egui::Rect::from_min_max(board.min.round(), board.max.round());
    let numbers_shown = |h: &App| {
        h.state().state().with_board_scene(None, |scene| {
            let given = scene
                .frame
                .map_or(0, |f| f.marks.iter().filter(|m| m.number.is_some()).count());
            (given, scene.held_cycle_numbers())
        })
    };
    let mut seen = Vec::new();
    for event in [first, first + 34] {
        h.state_mut().perform(Command::GoToEvent(event));
        h.run();
        let caption = h.state().state().caption().expect("a caption");
        seen.push((caption, numbers_shown(&h), screen.pixels(&h, board).2));
    }
    // The numbers come one by one, the cycle's others kept off until given.
    let counts: Vec<_> = seen.iter().map(|(_, n, _)| *n).collect();
    assert!(counts[0].0 < counts[1].0, "{counts:?}");
    assert!(!counts[1].1, "the cycle's own numbers are off: {counts:?}");
    // Each event says something else, and the board shows it.
    for pair in seen.windows(2) {
        assert_ne!(pair[0].0, pair[1].0);
        let (_, far) = difference(&pair[0].2, &pair[1].2);
        assert!(far > 0.0005, "{:?} -> {:?}: {far}", pair[0].0, pair[1].0);
    }
}

#[test]
fn the_backtracking_cycle_s_stack_is_a_strip_bottom_first_with_its_top_on_the_right() {
    use egui_kittest::kittest::{NodeT, by};
    let size = [1024.0, 768.0];
    let mut h = common::app::open_at(
        size,
        snakescope::app::shell::Startup::default(),
        snakescope::app::settings::Settings::default(),
    );
    press(&mut h, Key::Num6);
    assert_eq!(h.state().state().stage(), Stage::Backtrack);
    let (at, _) = h.state().state().event_position();
    let replay = h.state().state().replay().expect("the search");
    let first = at + 1 - replay.cursor();
    let last = first + replay.len().min(150) - 1;
    let mut deepest = 0;
    for event in first..=last {
        h.state_mut().perform(Command::GoToEvent(event));
        h.run();
        let path = h.state().state().replay().unwrap().frame().path.clone();
        let squares: Vec<(String, egui::Rect)> = h
            .query_all(
                by().role(egui::accesskit::Role::ListItem)
                    .label_contains(" at depth "),
            )
            .map(|n| (n.accesskit_node().label().unwrap_or_default(), n.rect()))
            .collect();
        // The stack is the path so far, bottom first, each cell with its depth.
        assert_eq!(squares.len(), path.len(), "event {event}");
        for (k, ((label, r), cell)) in squares.iter().zip(&path).enumerate() {
            let expected = format!("{cell} at depth {}", k + 1);
            assert!(
                label.starts_with(&expected),
                "event {event}: {label} vs {expected}"
            );
            assert!(
                r.left() >= 0.0 && r.right() <= size[0],
                "event {event}: {r:?}"
            );
        }
        if let Some((top, _)) = squares.last() {
            assert!(
                top.ends_with("the top") || top.ends_with("just entered"),
                "event {event}: {top}"
            );
        }
        deepest = deepest.max(path.len());
    }
    assert!(deepest > 8, "a stack deeper than 8: {deepest}");
}

#[test]
fn the_longest_path_is_a_strip_from_its_start_to_its_end_as_its_pairs_are_pushed_out() {
    use egui_kittest::kittest::{NodeT, by};
    let size = [1024.0, 768.0];
    let mut h = common::app::open_at(
        size,
        snakescope::app::shell::Startup::default(),
        snakescope::app::settings::Settings::default(),
    );
    press(&mut h, Key::Num2);
    assert_eq!(h.state().state().stage(), Stage::Longest);
    let (at, _) = h.state().state().event_position();
    let replay = h.state().state().replay().expect("the search");
    let first = at + 1 - replay.cursor();
    let last = first + replay.len().min(120) - 1;
    let mut longest = 0;
    for event in first..=last {
        h.state_mut().perform(Command::GoToEvent(event));
        h.run();
        let path = h.state().state().replay().unwrap().frame().path.clone();
        let squares: Vec<String> = h
            .query_all(
                by().role(egui::accesskit::Role::ListItem)
                    .label_contains(", step "),
            )
            .map(|n| n.accesskit_node().label().unwrap_or_default())
            .collect();
        let expected: Vec<String> = path
            .iter()
            .enumerate()
            .map(|(k, cell)| format!("{cell}, step {k}"))
            .collect();
        assert_eq!(squares, expected, "event {event}");
        longest = longest.max(path.len());
    }
    assert!(longest > 8, "a path longer than 8: {longest}");
}

#[test]
fn the_splices_stage_draws_the_ring_it_builds_and_the_cycle_held_as_of_the_event() {
    use snakescope::algo::splice::SpliceEvent;
    let mut h = open_curated("splice-first-meal-8x8");
    h.get_by_label(&Stage::Splice.title()).click();
    h.run();
    let events = h
        .state()
        .state()
        .replay()
        .expect("the decision's splices")
        .events()
        .to_vec();
    let held_first = h.state().state().cycle().cloned().expect("the cycle held");
    let split = events
        .iter()
        .position(
            |e| matches!(e, StageEvent::Splice(s) if matches!(**s, SpliceEvent::Split { .. })),
        )
        .expect("a split");
    // The decision's timeline runs through every check: the splices start after the others.
    let start = {
        let state = h.state().state();
        state.event_position().0 - state.replay().unwrap().cursor()
    };
    h.state_mut().perform(Command::GoToEvent(start + split + 1));
    h.run();
    {
        let state = h.state().state();
        let frame = state.replay().unwrap().frame();
        let r = frame.reshaping.as_ref().expect("the cycle being reshaped");
        assert!(!r.split.is_empty(), "the loop split off");
        // The line to the food runs along the cycle that keeps the head, not through the loop.
        assert!(frame.path.iter().all(|c| !r.split.contains(c)));
        assert_eq!(r.held.as_ref(), Some(&held_first), "nothing kept yet");
    }
    h.state_mut()
        .perform(Command::GoToEvent(start + events.len()));
    h.run();
    let state = h.state().state();
    let r = state.replay().unwrap().frame().reshaping.clone().unwrap();
    assert!(r.split.is_empty());
    let kept = r.held.expect("the cycle kept");
    assert_ne!(kept, held_first, "the reshaped cycle is the one held now");
    assert_eq!(r.main.len(), 64);
}
