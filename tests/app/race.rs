//! The race view, driven as a teacher would: "Race" in the menu bar puts two to four searches
//! side by side on the board on screen, the event keys and buttons step them in lockstep, the
//! table under them counts what each has done, and the pictures for slides are written where
//! the dialog says. Every figure shown is checked against the core's race run on its own.

use crate::common;

use common::app::{App, choose_search, click, click_contains, press_with};
use egui::{Key, Modifiers};
use egui_kittest::kittest::{NodeT, Queryable};
use snakescope::app::files::dialogs::ScriptedDialogs;
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::rules::CellSet;
use snakescope::trace::race::{Race, RaceBoard, Search, race};
use std::path::Path;

/// The open 20x20 board at its first tick, still, with dialogs the test answers, and the
/// race view open.
fn racing() -> (App, ScriptedDialogs) {
    racing_on(Startup::from_file(Some(Path::new(
        "scenarios/open-20x20.ron",
    ))))
}

/// `startup`'s game at its first tick, recorded to its end, with dialogs the test answers,
/// and the race view open.
fn racing_on(startup: Startup) -> (App, ScriptedDialogs) {
    assert_eq!(startup.error, None);
    let mut app = ExplainerApp::with_settings(startup.without_autoplay(), Settings::default());
    let dialogs = ScriptedDialogs::default();
    app.set_dialogs(dialogs.clone());
    let mut h = common::app::harness_at(common::app::WINDOW, app);
    // The game records to its end first, so the window settles.
    while !h.state().state().recorded_to_end() {
        h.run_steps(1);
    }
    h.run();
    click(&mut h, "Race");
    (h, dialogs)
}

/// The race of `searches` on the game on screen, run by the core alone.
fn expected(h: &App, searches: &[Search]) -> Race {
    let game = h.state().state().game();
    let walls = CellSet::new(game.grid().cells());
    let board = RaceBoard::new(game, None, None, walls).unwrap();
    race(&board, searches).unwrap()
}

#[test]
fn the_race_shows_four_searches_stepping_together_with_the_core_s_counts() {
    let (mut h, _) = racing();
    let searches = [Search::Bfs, Search::Dfs, Search::Dijkstra, Search::AStar];
    let truth = expected(&h, &searches);
    let last = truth.steps() - 1;
    h.get_by_label(&format!("step 0 of {last}"));
    for row in truth.rows_at(0) {
        h.get_by_label(&format!("Race board: {}", row.summary()));
    }
    // Three expansions on with the event keys, one back with the button.
    for _ in 0..3 {
        press_with(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    }
    click(&mut h, "Step back");
    h.get_by_label(&format!("step 2 of {last}"));
    for row in truth.rows_at(2) {
        h.get_by_label(&format!("Race board: {}", row.summary()));
    }
    // To the end: each board's heading is its search's whole row.
    click(&mut h, "Last step");
    h.get_by_label(&format!("step {last} of {last}"));
    for row in truth.rows() {
        h.get_by_label(&format!("Race board: {}", row.summary()));
    }
    let astar = truth.rows()[3].clone();
    let bfs = truth.rows()[0].clone();
    assert!(astar.expanded < bfs.expanded, "{astar:?} {bfs:?}");
    assert_eq!(astar.path_length, bfs.path_length);
}

#[test]
fn a_race_keeps_two_to_four_searches_and_runs_again_when_they_change() {
    let (mut h, _) = racing();
    // Four are raced: a fifth cannot be added.
    click_contains(&mut h, "Searches (4)");
    assert!(h.get_by_label("timed").accesskit_node().is_disabled());
    choose_search(&mut h, "dfs");
    choose_search(&mut h, "dijkstra");
    choose_search(&mut h, "timed");
    let truth = expected(&h, &[Search::Bfs, Search::AStar, Search::Timed]);
    for row in truth.rows_at(0) {
        h.get_by_label(&format!("Race board: {}", row.summary()));
    }
    click(&mut h, "Last step");
    for row in truth.rows() {
        h.get_by_label(&format!("Race board: {}", row.summary()));
    }
    click(&mut h, "Close the race");
    assert!(h.query_by_label("Close the race").is_none());
    h.get_by_label("Board");
}

#[test]
fn the_race_plays_to_its_end_and_stops() {
    let (mut h, _) = racing();
    let truth = expected(
        &h,
        &[Search::Bfs, Search::Dfs, Search::Dijkstra, Search::AStar],
    );
    let last = truth.steps() - 1;
    click(&mut h, "Play the race");
    // Playing asks for frames until the end; then the view is still.
    h.get_by_label(&format!("step {last} of {last}"));
    h.get_by_label("Play the race");
}

#[test]
fn the_race_s_pictures_go_where_the_dialog_says() {
    // The classic 8x8 board: a short race, so its animation is quick to make.
    let (mut h, dialogs) = racing_on(Startup::default());
    let dir = common::app::tmp("app_race", "pictures");
    let png = dir.join("race.png");
    dialogs.answer(Some(png.clone()));
    click(&mut h, "Picture (PNG)");
    let bytes = std::fs::read(&png).expect("the PNG is written");
    assert_eq!(&bytes[1..4], b"PNG");
    let gif = dir.join("race.gif");
    dialogs.answer(Some(gif.clone()));
    click(&mut h, "Animation (GIF)");
    // The animation renders on a thread of its own; the window follows it to its end.
    for _ in 0..600 {
        if h.state().status().is_some_and(|s| s.contains("race.gif")) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
        h.run();
    }
    let status = h.state().status().unwrap_or_default().to_owned();
    assert!(status.contains("Exported"), "{status}");
    assert!(status.contains("race.gif"), "{status}");
    let bytes = std::fs::read(&gif).expect("the GIF is written");
    assert_eq!(&bytes[..6], b"GIF89a");
}
