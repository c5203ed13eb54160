//! A lesson's step as a class sees it: its prepared run is the lesson's (no "your own board",
//! no tag over the board), its events play in a time that fits its narration (at most about
//! fifteen seconds by default, at the step's own pace, or at once at the end), the narration
//! waits until the board reaches what it says, and the step's layers are the board's.

use crate::common;

use common::app::{App, open, tmp};
use egui::Key;
use egui_kittest::kittest::Queryable;
use snakescope::app::command::Command;
use snakescope::app::shell::Startup;
use snakescope::lesson::pace::LONGEST_PLAY;
use snakescope::session::Layer;
use std::path::Path;

/// The seconds of the harness's frame: a step of the harness is a quarter of a second.
const FRAME: f64 = 0.25;

/// The graph-search lesson, at its first step, settled.
fn graph_search() -> App {
    open(Startup::from_file(Some(Path::new(
        "lessons/graph-search.en.ron",
    ))))
}

/// Frames until the events on screen stop playing; how many.
fn frames_until_still(h: &mut App) -> usize {
    for frames in 0..2000 {
        if !h.state().state().events_playing() {
            return frames;
        }
        h.step();
    }
    panic!("the step's events still play after 500 seconds");
}

#[test]
fn a_step_s_run_is_the_lesson_s_without_your_own_board_nor_a_tag_over_the_board() {
    for presenter in [false, true] {
        let mut h = graph_search();
        if presenter {
            h.state_mut().perform(Command::Presenter(true));
            h.run();
        }
        let state = h.state().state();
        assert!(state.own_board(), "the decision at tick 0 ran no search");
        assert!(state.is_lesson_run());
        let caption = state.caption().unwrap_or_default();
        assert!(!caption.contains("Your own board"), "{caption}");
        assert!(h.query_by_label_contains("Your own board:").is_none());
        assert!(
            h.query_by_label_contains("not the decision at tick")
                .is_none()
        );
        h.get_by_label_contains("The lesson's run on the board at tick 0");
        // The user's own run, asked for by a click on a target, is the user's again.
        h.state_mut().perform(Command::Sandbox {
            start: None,
            target: Some(snakescope::rules::Pos::new(5, 5)),
        });
        h.run();
        assert!(!h.state().state().is_lesson_run());
        h.get_by_label_contains("not the decision at tick 0");
    }
}

#[test]
fn a_long_step_plays_in_about_fifteen_seconds_and_its_narration_waits_for_the_board() {
    let mut h = graph_search();
    // Step 2 plays events 4 to 628: 625 events, 52 s at the window's pace of 12 a second.
    h.key_press(Key::PageDown);
    h.step();
    h.get_by_label_contains("step 2 of 12");
    assert!(h.state().state().events_playing());
    h.get_by_label("Watch the board: the narration follows when it reaches event 628.");
    assert!(
        h.query_by_label_contains("BFS grows in **rings**")
            .is_none()
    );
    assert!(h.query_by_label_contains("grows in rings").is_none());
    let frames = frames_until_still(&mut h);
    let seconds = (frames + 1) as f64 * FRAME;
    assert!(
        seconds <= LONGEST_PLAY + 2.0 * FRAME,
        "625 events played in {seconds} s"
    );
    assert!(
        seconds >= LONGEST_PLAY - 2.0,
        "{seconds} s: not at a crawl, not at once"
    );
    h.run();
    let replay = h.state().state().replay().expect("BFS on screen");
    assert_eq!(replay.cursor(), 628);
    h.get_by_label_contains("grows in rings");
    assert!(h.query_by_label_contains("Watch the board").is_none());
}

#[test]
fn show_it_now_puts_the_step_at_its_end_with_its_narration() {
    let mut h = graph_search();
    h.key_press(Key::PageDown);
    h.step();
    h.get_by_label("Show it now").click();
    h.step();
    h.step();
    assert_eq!(h.state().state().replay().unwrap().cursor(), 628);
    h.get_by_label_contains("grows in rings");
}

#[test]
fn a_step_sets_its_pace_or_opens_at_its_end_and_names_its_layers() {
    let dir = tmp("app_lesson_pace", "own_pace");
    let scenario = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/search-pocket-12x12.ron");
    let lesson = format!(
        r#"Lesson(
    version: 1,
    title: "Paces",
    language: "en",
    steps: [
        (
            scenario: {scenario:?},
            narration: "The board.",
        ),
        (
            scenario: {scenario:?},
            stage: "astar",
            events: (1, 40),
            pace: PerSecond(4),
            layers: [Path, Cursor, GridLines],
            narration: "Forty events at four a second.",
        ),
        (
            scenario: {scenario:?},
            stage: "astar",
            events: (1, 373),
            pace: AtEnd,
            narration: "The whole search at once.",
        ),
    ],
)"#,
        scenario = scenario.display().to_string()
    );
    let path = dir.join("paces.ron");
    std::fs::write(&path, lesson).unwrap();
    let mut h = open(Startup::from_file(Some(&path)));
    assert_eq!(h.state().error(), None);
    h.key_press(Key::PageDown);
    h.step();
    // Forty events at four a second: ten seconds.
    let frames = frames_until_still(&mut h);
    let seconds = (frames + 1) as f64 * FRAME;
    assert!((9.0..=10.5).contains(&seconds), "{seconds} s");
    // The layers the step names, and no others.
    let shown = h.state().state().shown_layers();
    for layer in Layer::ALL {
        let named = matches!(layer, Layer::Path | Layer::Cursor | Layer::GridLines);
        assert_eq!(shown.shows(layer), named, "{layer:?}");
    }
    // A layer switched on is the step's, not the settings'.
    h.state_mut()
        .perform(Command::ShowLayer(Layer::Distances, true));
    assert!(h.state().state().shown_layers().shows(Layer::Distances));
    assert!(!h.state().state().shown_layers().shows(Layer::Parents));
    // The next step opens at its end, its narration at once.
    h.key_press(Key::PageDown);
    h.step();
    assert!(!h.state().state().events_playing());
    assert_eq!(h.state().state().replay().unwrap().cursor(), 373);
    h.get_by_label_contains("The whole search at once.");
    // Without layers of its own, the board shows the settings' as its stage shows them: no
    // cycle over a search.
    let shown = h.state().state().shown_layers();
    assert!(shown.shows(Layer::Parents) && shown.shows(Layer::Distances));
    assert!(!shown.shows(Layer::Cycle) && !shown.shows(Layer::CycleIndex));
    // Back at the step that names its layers, then the lesson closed: the board's layers
    // are the user's again.
    h.key_press(Key::PageUp);
    h.step();
    assert!(!h.state().state().shown_layers().shows(Layer::Parents));
    h.get_by_label("Close lesson").click();
    h.run();
    assert!(h.state().state().shown_layers().shows(Layer::Parents));
}
