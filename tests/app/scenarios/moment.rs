//! "Save this moment": a moment of a game saved as a scenario or opened as an unsaved draft,
//! typing the path without a file dialog, and a game whose solver was switched.

use crate::common;

use super::{classic, curated, launch, open_editor, tmp};
use common::app::{
    click_contains, click_in_view as click, press_with as press, status, tick_label,
};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use snakescope::app::files::View;
use snakescope::app::files::dialogs::Asked;
use snakescope::app::shell::Startup;
use snakescope::scenario::{self, Scenario};
use std::path::Path;

#[test]
fn a_moment_of_a_game_saves_as_a_scenario_in_two_clicks() {
    let dir = tmp("moment");
    let path = dir.join("moment.ron");
    let (mut h, dialogs) = classic();
    for _ in 0..9 {
        click(&mut h, "Step");
    }
    let game = h.state().state().game().clone();
    assert_eq!(
        tick_label(&h),
        format!("Tick 9 of {}", h.state().state().ticks())
    );
    dialogs.answer(Some(path.clone()));
    click(&mut h, "Save this moment…");
    h.get_by_label_contains("The board at tick 9 as a new scenario");
    click(&mut h, "Save…");
    assert_eq!(
        dialogs.asked(),
        [Asked::Save(
            "greedy-on-the-classic-8x8-wins-tick-9.ron".into()
        )]
    );
    assert!(
        h.query_by_label("Save this moment").is_none(),
        "the prompt closes"
    );
    let saved = scenario::load(&path).unwrap();
    assert_eq!(saved.name, "Greedy on the classic 8x8 (wins), tick 9");
    assert!(saved.description.starts_with("The moment at tick 9 of"));
    let expected = Scenario::from_game(
        &game,
        h.state().state().kind(),
        saved.name.clone(),
        saved.description.clone(),
        h.state().state().scenario().seed,
    );
    assert_eq!(saved, expected);
    // It starts where the game was.
    let again = saved.start().unwrap();
    assert_eq!(
        again.snake().cells().collect::<Vec<_>>(),
        game.snake().cells().collect::<Vec<_>>()
    );
    assert_eq!(again.food(), game.food());
}

#[test]
fn a_moment_opens_in_the_editor_as_an_unsaved_draft() {
    let (mut h, _) = classic();
    click(&mut h, "Greedy wraps the border and shuts itself out (8x8)");
    click_contains(&mut h, "Jump to the death (tick ");
    let game = h.state().state().game().clone();
    click(&mut h, "Save this moment…");
    click(&mut h, "Open in the editor");
    assert_eq!(h.state().view(), View::Edit);
    let editor = h.state().editor().unwrap();
    assert!(editor.is_dirty(), "a moment exists nowhere else yet");
    let cells: Vec<(i64, i64)> = game
        .snake()
        .cells()
        .map(|p| (i64::from(p.x), i64::from(p.y)))
        .collect();
    assert_eq!(editor.scenario().snake, cells);
}

#[test]
fn without_a_file_dialog_the_path_can_be_typed() {
    let dir = tmp("typed_path");
    let path = dir.join("typed.ron");
    let (mut h, dialogs) = classic();
    click(&mut h, "Dead-end pocket (6x6)");

    // Save As with no dialog: the path is asked as text, prefilled, and the save goes on.
    dialogs.fail("no file dialog is available");
    click(&mut h, "Save as…");
    h.get_by_label("No file dialog is available: type the path instead.");
    let field = h.get_by_label("File path");
    assert!(field.is_focused());
    let prefilled = field.value().unwrap_or_default();
    assert!(
        prefilled.ends_with("/dead-end-pocket-6x6.ron"),
        "{prefilled}"
    );
    press(&mut h, Modifiers::COMMAND, Key::A);
    h.get_by_label("File path")
        .type_text(&path.display().to_string());
    h.run();
    click(&mut h, "Save to this file");
    assert!(h.query_by_label("File path").is_none());
    assert_eq!(
        scenario::load(&path).unwrap(),
        curated("dead-end-pocket-6x6.ron")
    );

    // Open likewise, confirmed with Enter.
    click(&mut h, "Odd board, 7x7, greedy");
    dialogs.fail("no file dialog is available");
    press(&mut h, Modifiers::COMMAND, Key::O);
    press(&mut h, Modifiers::COMMAND, Key::A);
    h.get_by_label("File path")
        .type_text(&path.display().to_string());
    press(&mut h, Modifiers::NONE, Key::Enter);
    assert!(h.query_by_label("File path").is_none());
    assert!(status(&h).starts_with("greedy on 6x6"), "{}", status(&h));
    assert_eq!(h.state().state().origin(), path.display().to_string());
}

#[test]
fn a_game_whose_solver_was_switched_edits_as_unsaved() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/classic-8x8-greedy.ron");
    let (mut h, _) = launch(Startup::from_file(Some(&file)));
    open_editor(&mut h);
    assert!(
        !h.state().editor().unwrap().is_dirty(),
        "the same as its file"
    );
    click(&mut h, "Close editor");
    h.get_by_label("Solver").click();
    h.run();
    h.get_by_label("hamilton").click();
    h.run();
    open_editor(&mut h);
    let editor = h.state().editor().unwrap();
    assert!(editor.is_dirty(), "the file says greedy");
    assert_eq!(editor.scenario().solver.name(), "hamilton");
}
