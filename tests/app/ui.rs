//! The app driven as a person would: clicks and keys, with assertions on what is shown.

use crate::common;
use snakescope::app::command::Command;

use common::app::{App, classic, launch, open, status, tick_label};
use egui_kittest::kittest::Queryable;
use snakescope::app::shell::Startup;
use snakescope::scenario::Scenario;
use snakescope::solver::SolverKind;
use snakescope::stages::Stage;

/// The caption of the stage event on screen, as shown under the board.
fn caption(h: &App) -> String {
    let expected = h.state().state().caption().expect("a caption");
    assert!(
        h.query_by_label(&expected).is_some(),
        "caption {expected:?} is not shown"
    );
    expected
}

#[test]
fn the_app_opens_on_the_default_scenario() {
    let h = classic();
    let len = h.state().state().ticks();
    assert_eq!(tick_label(&h), format!("Tick 0 of {len}"));
    assert!(status(&h).starts_with("greedy on 8x8 · length 4 · head (3, 0) heading Right"));
    // The first decision's chain of checks, with the events of each check.
    assert!(h.query_by_label("Why Down?").is_some());
    assert!(
        h.query_by_label("shortest path to food found with 5 steps, first move Down")
            .is_some()
    );
    h.get_by_label("Replay check 1: Shortest path (BFS)");
    h.get_by_label("Replay check 3: Longest path");
    // The outcome is stated plainly.
    assert!(
        h.query_by_label_contains("Won: the snake fills the board after")
            .is_some()
    );
    caption(&h);
}

#[test]
fn the_default_start_animates_the_first_search() {
    let mut h = launch(Startup::default());
    h.run_steps(1);
    let state = h.state().state();
    assert_eq!(state.stage(), Stage::Bfs);
    assert!(state.events_playing(), "the search should be playing");
    let (before, total) = state.event_position();
    assert!(
        before > 0 && before < total,
        "mid-animation: {before} of {total}"
    );
    let first = caption(&h);
    h.run_steps(4);
    let (after, _) = h.state().state().event_position();
    assert!(after > before, "the animation moves: {before} -> {after}");
    assert_ne!(caption(&h), first);
}

#[test]
fn clicking_step_advances_the_tick_label() {
    let mut h = classic();
    let len = h.state().state().ticks();
    h.get_by_label("Step").click();
    h.run();
    assert_eq!(tick_label(&h), format!("Tick 1 of {len}"));
    h.get_by_label("Step").click();
    h.run();
    assert_eq!(tick_label(&h), format!("Tick 2 of {len}"));
    // The first move was Down: the head is now two cells lower.
    assert!(
        status(&h).contains("head (3, 2) heading Down"),
        "{}",
        status(&h)
    );
}

#[test]
fn stepping_back_returns_the_same_board() {
    let mut h = classic();
    for _ in 0..5 {
        h.get_by_label("Step").click();
        h.run();
    }
    let shown = status(&h);
    let snake = h.state().state().game().snake().clone();
    let why = h.state().state().decision().map(|d| d.decision.summary());
    h.get_by_label("Step").click();
    h.run();
    assert_ne!(status(&h), shown);
    h.get_by_label("Back").click();
    h.run();
    assert_eq!(status(&h), shown);
    assert_eq!(h.state().state().game().snake(), &snake);
    assert_eq!(
        h.state().state().decision().map(|d| d.decision.summary()),
        why
    );
    // Far jumps come back identically too (rewind replays from snapshots).
    h.get_by_label("End").click();
    h.run();
    for _ in 0..5 {
        h.get_by_label("Home").click();
        h.run();
    }
    for _ in 0..5 {
        h.get_by_label("Step").click();
        h.run();
    }
    assert_eq!(status(&h), shown);
}

#[test]
fn each_stage_can_be_picked_and_stepped_and_shows_a_caption() {
    let mut h = classic();
    // A reported trace exists only where a solver outside snakescope reported one.
    for stage in Stage::ALL.into_iter().filter(|&s| s != Stage::Reported) {
        h.get_by_label(&stage.title()).click();
        h.run();
        assert_eq!(h.state().state().stage(), stage);
        let replay = h.state().state().replay().expect("the stage runs here");
        assert_eq!(replay.stage(), stage);
        let total = replay.len();
        assert!(total > 1, "{stage:?} has events");
        assert!(
            h.query_by_label(&format!("event 1 of {total}")).is_some(),
            "{stage:?} opens on its first event"
        );
        let first = caption(&h);
        h.get_by_label("Event step").click();
        h.run();
        assert!(
            h.query_by_label(&format!("event 2 of {total}")).is_some(),
            "{stage:?} steps"
        );
        let second = caption(&h);
        assert!(!second.is_empty());
        // Stepping back shows the first caption again.
        h.get_by_label("Event back").click();
        h.run();
        assert_eq!(caption(&h), first, "{stage:?}");
        // The line of pseudo-code that produced the event is marked.
        let line = h.state().state().replay().unwrap().line().unwrap();
        let code = &stage.pseudocode()[line];
        assert!(
            h.query_by_label(&format!("> {code}")).is_some(),
            "{stage:?}: line {line} is highlighted"
        );
    }
}

#[test]
fn a_link_in_the_why_panel_replays_its_stage() {
    let mut h = classic();
    h.get_by_label("Replay check 3: Longest path").click();
    // The click's frame sends the command, carried out at the frame's end: the replay starts
    // from its first event, playing.
    h.run_steps(1);
    let state = h.state().state();
    assert_eq!(state.stage(), Stage::Longest);
    assert!(state.events_playing());
    let replay = state.replay().unwrap();
    let total = replay.len();
    assert_eq!(replay.cursor(), 1, "the check's first event");
    assert!(
        state
            .caption()
            .unwrap()
            .starts_with("Start from the shortest path, ")
    );
    // The next frame shows it.
    h.run_steps(1);
    assert!(
        h.query_by_label_contains(&format!(" of {total}")).is_some(),
        "the event counter counts the check's events"
    );
    assert!(
        h.query_by_label_contains("Events of check 3 of the decision at tick 0")
            .is_some()
    );
}

#[test]
fn the_decision_that_doomed_a_lost_game_is_one_click_away() {
    let scenario = Scenario {
        seed: 4,
        ..Scenario::default()
    };
    let mut h = open(Startup {
        scenario,
        origin: "seed 4".into(),
        path: None,
        error: None,
        autoplay: false,
        game: None,
        lesson: None,
        map: None,
    });
    assert!(h.query_by_label_contains("Died against the wall").is_some());
    let doomed = h.state().state().doomed_tick().expect("greedy knew");
    h.get_by_label("Go to the decision that doomed it").click();
    h.run();
    assert!(tick_label(&h).starts_with(&format!("Tick {doomed} of")));
    assert!(
        h.query_by_label("No guarantee: the solver knows this move may lose the game.")
            .is_some()
    );
    h.get_by_label("Show the fatal move").click();
    h.run();
    let len = h.state().state().ticks();
    assert_eq!(tick_label(&h), format!("Tick {} of {len}", len - 1));
}

#[test]
fn a_file_that_fails_to_load_is_shown_in_the_app() {
    let h = open(
        Startup::from_file(Some(std::path::Path::new("/no/such/dir/scenario.ron")))
            .without_autoplay(),
    );
    assert!(
        h.query_by_label_contains("Could not open /no/such/dir/scenario.ron")
            .is_some()
    );
    // The app still opens, on the default scenario.
    assert!(tick_label(&h).starts_with("Tick 0 of"));
}

#[test]
fn manual_play_moves_the_snake() {
    let mut h = open(
        Startup {
            scenario: Scenario {
                solver: SolverKind::Manual,
                ..Scenario::default()
            },
            origin: "manual".into(),
            path: None,
            error: None,
            autoplay: false,
            game: None,
            lesson: None,
            map: None,
        }
        .without_autoplay(),
    );
    assert!(status(&h).contains("head (3, 0) heading Right"));
    // Paused: each key moves one step.
    h.key_press(egui::Key::D);
    h.run();
    assert!(
        status(&h).contains("head (4, 0) heading Right"),
        "{}",
        status(&h)
    );
    h.key_press(egui::Key::S);
    h.run();
    assert!(
        status(&h).contains("head (4, 1) heading Down"),
        "{}",
        status(&h)
    );
    h.key_press(egui::Key::ArrowDown);
    h.run();
    assert!(
        status(&h).contains("head (4, 2) heading Down"),
        "{}",
        status(&h)
    );
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    assert!(
        status(&h).contains("head (3, 2) heading Left"),
        "{}",
        status(&h)
    );
    // Reversing onto the neck is ignored.
    h.key_press(egui::Key::D);
    h.run();
    assert!(
        status(&h).contains("head (3, 2) heading Left"),
        "{}",
        status(&h)
    );
    h.key_press(egui::Key::W);
    h.run();
    assert!(
        status(&h).contains("head (3, 1) heading Up"),
        "{}",
        status(&h)
    );
    assert_eq!(tick_label(&h), "Tick 5 of 5");
    h.key_press(egui::Key::A);
    h.run();
    assert!(
        status(&h).contains("head (2, 1) heading Left"),
        "{}",
        status(&h)
    );
    // Playing at one tick a second: a key steers the next tick, Space pauses.
    h.state_mut().perform(Command::TickSpeed(1.0));
    h.key_press(egui::Key::Space);
    h.step();
    assert!(h.state().state().playing());
    h.key_press(egui::Key::S);
    h.run_steps(4);
    h.key_press(egui::Key::Space);
    h.step();
    assert!(!h.state().state().playing());
    h.run();
    // The snake turned down from (2, 1) and went on down while playing.
    let game = h.state().state().game();
    let (head, ticks) = (game.snake().head(), h.state().state().ticks());
    assert!(head.x == 2 && head.y >= 2, "{head}");
    assert!(status(&h).contains("heading Down"), "{}", status(&h));
    assert_eq!(ticks, 5 + usize::from(head.y));
    assert_eq!(tick_label(&h), format!("Tick {ticks} of {ticks}"));
    assert!(!game.is_over());
}

#[test]
fn next_line_skips_a_run_of_like_events() {
    let mut h = classic();
    h.get_by_label("Numbered search").click();
    h.run();
    h.get_by_label("> number the cycle 1..cells starting at the tail");
    // The numbering takes one event per cell; "Next line" skips to the search.
    h.get_by_label("Next line").click();
    h.run();
    let replay = h.state().state().replay().unwrap();
    assert_eq!(replay.cursor(), 64 + 1, "after the 64 numbers");
    // The classic greedy decision runs no numbered search: the stage runs on the user's own
    // board, and the caption says so.
    assert_eq!(caption(&h), "Your own board: Expand (3, 0), number 4");
    h.get_by_label("> while queue is not empty: cell <- pop front");
}

#[test]
fn f1_opens_the_help_as_question_mark_does_and_closes_it() {
    let mut h = common::app::classic();
    assert!(!h.state().help_open());
    common::app::press(&mut h, egui::Key::F1);
    assert!(h.state().help_open());
    h.get_by_label("Close help");
    common::app::press(&mut h, egui::Key::F1);
    assert!(!h.state().help_open());
}

/// The repaint the window's last frame asked for: none at all is `Duration::MAX`.
fn repaint_delay(h: &App) -> std::time::Duration {
    h.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay
}

/// A window where nothing moves (nothing plays, no key, no pointer) asks for no frame, not
/// even a later one: it draws again only when something happens. Playing asks at once.
#[test]
fn a_still_window_asks_for_no_frame_until_something_moves() {
    let mut h = classic();
    h.remove_cursor();
    h.run();
    for _ in 0..3 {
        h.step();
        assert_eq!(repaint_delay(&h), std::time::Duration::MAX);
    }
    h.state_mut().perform(Command::TogglePlay);
    h.step();
    assert_eq!(repaint_delay(&h), std::time::Duration::ZERO, "playing");
}
