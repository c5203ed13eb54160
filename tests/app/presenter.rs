//! Presenter view as a teacher uses it: F5 (or the Presenter button) gives the board the
//! window's height with the caption above it, one strip of controls drives both timelines,
//! the side panels come back one key each (the keys the help lists), and the view is still
//! there after a restart.

use crate::common;

use common::app::{App, Memory, classic, harness_at, press};
use egui::Key;
use egui_kittest::kittest::Queryable;
use snakescope::app::layout::SidePanel;
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};

const PROJECTOR: [f32; 2] = [1024.0, 768.0];

/// The classic scenario on a 1024x768 projector, settled.
fn projector(settings: Settings) -> App {
    let app = ExplainerApp::with_settings(Startup::default().without_autoplay(), settings);
    let mut h = harness_at(PROJECTOR, app);
    h.run();
    h
}

/// The panels beside the board, column by column.
fn panels(h: &App) -> Vec<SidePanel> {
    h.state()
        .layout()
        .columns()
        .iter()
        .flat_map(|c| c.panels.clone())
        .collect()
}

#[test]
fn f5_and_the_presenter_button_switch_the_view() {
    let mut h = projector(Settings::default());
    assert!(h.state().layout().caption_points().is_none());
    assert!(!panels(&h).is_empty());
    press(&mut h, Key::F5);
    assert!(h.state().state().settings().presenter);
    assert!(h.state().layout().caption_points().is_some());
    assert!(panels(&h).is_empty(), "{:?}", panels(&h));
    // The usual timelines give way to the strip: one "Play" for the game, one for events.
    assert_eq!(h.query_all_by_label("Play").count(), 1);
    h.get_by_label("Play events");
    assert!(h.query_by_label("First event").is_none());
    h.get_by_label("Presenter").click();
    h.run();
    assert!(!h.state().state().settings().presenter);
    assert!(h.state().layout().caption_points().is_none());
    h.get_by_label("First event");
}

#[test]
fn each_side_panel_comes_back_with_its_own_key() {
    let mut h = projector(Settings {
        presenter: true,
        ..Settings::default()
    });
    assert!(panels(&h).is_empty());
    press(&mut h, Key::F6);
    assert_eq!(panels(&h), [SidePanel::Why]);
    h.get_by_label("Why Down?");
    press(&mut h, Key::F7);
    press(&mut h, Key::F9);
    let mut shown = panels(&h);
    shown.sort_by_key(|p| p.title());
    assert_eq!(
        shown,
        [SidePanel::Browser, SidePanel::Stage, SidePanel::Why]
    );
    for key in [Key::F6, Key::F7, Key::F9] {
        press(&mut h, key);
    }
    assert!(panels(&h).is_empty());
    // Recalling panels in presenter view leaves the usual view's panels as they were.
    press(&mut h, Key::F5);
    let s = h.state().state().settings();
    assert!(s.show_why_panel && s.show_stage_panel && s.show_browser);
}

#[test]
fn the_help_lists_the_keys_that_recall_the_panels() {
    let mut h = classic();
    press(&mut h, Key::Questionmark);
    for (key, words) in [
        ("F5", "Presenter view"),
        ("F6", "\"Why this move?\""),
        ("F7", "the stage panel"),
        ("F9", "the scenario browser"),
        ("Q", "Start the quiz"),
    ] {
        h.get_by_label(key);
        h.get_by_label_contains(words);
    }
}

#[test]
fn the_strip_drives_both_timelines() {
    let mut h = projector(Settings {
        presenter: true,
        ..Settings::default()
    });
    let len = h.state().state().ticks();
    h.get_by_label("Step").click();
    h.run();
    assert_eq!(h.state().state().tick(), 1);
    h.get_by_label("Go to tick");
    let (shown, _) = h.state().state().event_position();
    assert!(shown > 1, "a new tick shows its stage whole");
    h.get_by_label("Event back").click();
    h.run();
    assert_eq!(h.state().state().event_position().0, shown - 1);
    h.get_by_label("Event step").click();
    h.run();
    assert_eq!(h.state().state().event_position().0, shown);
    h.get_by_label("Back").click();
    h.run();
    assert_eq!(h.state().state().tick(), 0);
    assert!(len > 1);
}

#[test]
fn presenter_view_is_still_there_after_a_restart() {
    let mut h = projector(Settings::default());
    press(&mut h, Key::F5);
    press(&mut h, Key::F6);
    let mut storage = Memory::default();
    h.state().persist(&mut storage);
    let app = ExplainerApp::restore(Startup::default().without_autoplay(), Some(&storage));
    let mut h = harness_at(PROJECTOR, app);
    h.run();
    assert!(h.state().state().settings().presenter);
    assert!(h.state().layout().caption_points().is_some());
    assert_eq!(panels(&h), [SidePanel::Why]);
}

#[test]
fn a_recalled_why_panel_wraps_its_words_inside_its_column() {
    let mut h = projector(Settings {
        presenter: true,
        ..Settings::default()
    });
    press(&mut h, Key::F6);
    let column = h
        .state()
        .layout()
        .columns()
        .iter()
        .find(|c| c.panels.contains(&SidePanel::Why))
        .expect("the why column")
        .rect;
    for label in [
        "Replay check 1: Shortest path (BFS)",
        "Replay check 3: Longest path",
    ] {
        let r = h.get_by_label(label).rect();
        assert!(
            r.right() <= column.right() + 0.5,
            "{label:?} at {r:?} runs past its column {column:?}"
        );
    }
}

#[test]
fn a_recalled_stage_panel_does_not_repeat_the_pseudo_code() {
    let mut h = projector(Settings {
        presenter: true,
        ..Settings::default()
    });
    let line = "while queue is not empty:";
    // The line is not the one at work: it stands only in the listings of the pseudo-code.
    let listed = |h: &App| h.query_all_by_label_contains(line).count();
    assert_eq!(listed(&h), 1, "beside the board");
    press(&mut h, Key::F7);
    assert!(panels(&h).contains(&SidePanel::Stage));
    h.get_by_label("What the stage knows");
    assert_eq!(
        listed(&h),
        1,
        "the stage panel leaves the pseudo-code to the board's side"
    );
}
