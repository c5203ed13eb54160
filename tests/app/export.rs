//! The "Export" menu, driven as a person would with the file dialogs answered by the test: the
//! ticks as CSV, the decision on screen as text, the typed path when there is no dialog, and a
//! failed export that says why and writes nothing.

use crate::common;

use common::app::{App, click, open_with_dialogs, problem_text};
use egui::Key;
use egui_kittest::kittest::{NodeT, Queryable};
use snakescope::app::command::files::ExportKind;
use snakescope::app::files::dialogs::{Asked, ScriptedDialogs};
use snakescope::app::shell::Startup;
use std::path::PathBuf;

const HEADER: &str = "tick,move,ate,length,head_x,head_y,food_x,food_y,outcome";

/// The classic default scenario, still, with dialogs the test answers.
fn classic() -> (App, ScriptedDialogs) {
    open_with_dialogs(Startup::default())
}

/// A fresh folder for one test's files.
fn tmp(test: &str) -> PathBuf {
    common::app::tmp("app_export", test)
}

/// Opens the Export menu and clicks `item`.
fn export(h: &mut App, item: &str) {
    click(h, "Export");
    click(h, item);
}

#[test]
fn exporting_the_ticks_writes_a_csv_row_per_tick() {
    let dir = tmp("ticks");
    let path = dir.join("ticks.csv");
    let (mut h, dialogs) = classic();
    let ticks = h.state().state().ticks();
    assert!(ticks > 0);
    dialogs.answer(Some(path.clone()));
    export(&mut h, "Ticks as CSV…");
    assert_eq!(
        dialogs.asked(),
        [Asked::Export(
            ExportKind::Ticks,
            "greedy-on-the-classic-8x8-wins-ticks.csv".into()
        )]
    );
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.lines().count(), ticks + 2);
    assert_eq!(text.lines().next(), Some(HEADER));
    let message = format!("Exported {ticks} ticks to {}", path.display());
    assert_eq!(h.state().status(), Some(message.as_str()));
    assert!(h.query_all_by_label_contains(&message).next().is_some());
}

#[test]
fn exporting_the_decision_writes_why_and_the_move() {
    let dir = tmp("decision");
    let path = dir.join("decision.txt");
    let (mut h, dialogs) = classic();
    h.key_press(Key::ArrowRight);
    h.run();
    h.key_press(Key::ArrowRight);
    h.run();
    let tick = h.state().state().tick();
    assert_eq!(tick, 2);
    dialogs.answer(Some(path.clone()));
    export(&mut h, "This decision as text…");
    assert_eq!(
        dialogs.asked(),
        [Asked::Export(
            ExportKind::Decision,
            "greedy-on-the-classic-8x8-wins-tick-2.txt".into()
        )]
    );
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("Why"), "{text}");
    assert!(text.contains("-> move"), "{text}");
    let message = format!("Exported the decision at tick 2 to {}", path.display());
    assert_eq!(h.state().status(), Some(message.as_str()));
}

#[test]
fn there_is_no_decision_to_export_at_the_end_of_a_finished_game() {
    let (mut h, dialogs) = classic();
    h.key_press(Key::End);
    h.run();
    assert!(h.state().state().recorded_to_end());
    assert!(h.state().state().decision().is_none());
    click(&mut h, "Export");
    // The ticks still export.
    assert!(
        !h.get_by_label("Ticks as CSV…")
            .accesskit_node()
            .is_disabled()
    );
    let item = h.get_by_label("This decision as text…");
    assert!(item.accesskit_node().is_disabled());
    item.click();
    h.run();
    assert!(dialogs.asked().is_empty());
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
}

#[test]
fn a_failed_export_says_why_and_writes_nothing() {
    let dir = tmp("failed");
    let not_a_folder = dir.join("a-file");
    std::fs::write(&not_a_folder, "a regular file").unwrap();
    let target = not_a_folder.join("ticks.csv");
    let (mut h, dialogs) = classic();
    dialogs.answer(Some(target.clone()));
    export(&mut h, "Ticks as CSV…");
    let text = problem_text(&h);
    assert!(text.starts_with("Could not export "), "{text}");
    assert!(text.contains(&target.display().to_string()), "{text}");
    assert!(text.contains("Not a directory"), "{text}");
    assert!(h.state().status().is_none());
    assert!(!target.exists());
    assert_eq!(
        std::fs::read_to_string(&not_a_folder).unwrap(),
        "a regular file"
    );
    let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(left.len(), 1, "{left:?}");
}

#[test]
fn without_a_dialog_the_export_path_is_typed() {
    let dir = tmp("typed");
    let (mut h, dialogs) = classic();
    h.state_mut().set_scenario_folder(Some(dir.clone()));
    h.run();
    dialogs.fail("no file dialog is available");
    export(&mut h, "Ticks as CSV…");
    h.get_by_label_contains("No file dialog is available: type the path instead.");
    click(&mut h, "Save to this file");
    let path = dir.join("greedy-on-the-classic-8x8-wins-ticks.csv");
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.lines().next(), Some(HEADER));
    let ticks = h.state().state().ticks();
    assert_eq!(text.lines().count(), ticks + 2);
    assert!(
        h.state()
            .status()
            .is_some_and(|s| s.starts_with(&format!("Exported {ticks} ticks to "))),
        "{:?}",
        h.state().status()
    );
}

#[test]
fn in_presenter_view_the_message_of_an_export_shows_whole() {
    let dir = tmp("presenter_message");
    let path = dir.join("a-rather-long-name-for-the-ticks-of-this-game.csv");
    let mut app = snakescope::app::shell::ExplainerApp::with_settings(
        Startup::default().without_autoplay(),
        snakescope::app::settings::Settings {
            presenter: true,
            ..Default::default()
        },
    );
    let dialogs = ScriptedDialogs::default();
    app.set_dialogs(dialogs.clone());
    let mut h = common::app::harness_at([1024.0, 768.0], app);
    h.run();
    dialogs.answer(Some(path.clone()));
    export(&mut h, "Ticks as CSV…");
    let message = h.state().status().expect("a message").to_owned();
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1024.0, 768.0));
    let whole = h
        .query_all_by_label(&message)
        .find(|n| window.contains_rect(n.rect()))
        .expect("the whole message on screen");
    assert!(whole.rect().width() > 40.0);
}
