//! Nothing lost: broken files, dropped files, failed saves, drafts with problems, unsaved edits
//! through a prompt and a restart, and the recent files.

use crate::common;

use super::{classic, click_cell, curated, draft, drop_file, launch, open_editor, tmp};
use common::app::{
    Memory, click_in_view as click, harness, press_with as press, problem_text, status,
};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use snakescope::app::files::View;
use snakescope::app::files::dialogs::Asked;
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::scenario::{self};
use std::path::Path;

#[test]
fn a_broken_file_shows_where_and_leaves_the_board_as_it_was() {
    let broken = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/broken/syntax_error.ron");
    let expected = scenario::load(&broken).unwrap_err().to_string();
    let place = format!("{}:", broken.display());
    assert!(expected.starts_with(&place), "{expected}");
    let (mut h, dialogs) = classic();
    click(&mut h, "Dead-end pocket (6x6)");
    let before = status(&h);
    let shown = h.state().state().scenario().clone();

    // Through the Open dialog.
    dialogs.answer(Some(broken.clone()));
    press(&mut h, Modifiers::COMMAND, Key::O);
    let text = problem_text(&h);
    assert!(text.contains(&expected), "{text}");
    let position = text.lines().nth(1).unwrap();
    let (line, rest) = position[place.len()..].split_once(':').unwrap();
    let (col, _) = rest.split_once(':').unwrap();
    assert!(
        line.parse::<u32>().is_ok() && col.parse::<u32>().is_ok(),
        "{position}"
    );
    assert_eq!(status(&h), before);
    assert_eq!(h.state().state().scenario(), &shown);
    click(&mut h, "Dismiss");
    assert!(h.state().error().is_none());

    // Dropped on the window.
    drop_file(&mut h, &broken);
    assert!(problem_text(&h).contains(&expected));
    assert_eq!(status(&h), before);
    click(&mut h, "Dismiss");

    // Into the editor: the draft stays as it was.
    open_editor(&mut h);
    let draft_before = draft(&h);
    drop_file(&mut h, &broken);
    assert!(problem_text(&h).contains(&expected));
    assert_eq!(draft(&h), draft_before);

    // A file that is not a scenario at all is refused by its name.
    click(&mut h, "Dismiss");
    drop_file(
        &mut h,
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("Cargo.toml")
            .as_path(),
    );
    assert!(problem_text(&h).contains(
        "scenario files are RON files ending in .ron, and maps Moving AI maps ending in .map"
    ));
}

#[test]
fn a_dropped_scenario_opens() {
    let dir = tmp("dropped");
    let path = dir.join("pocket.ron");
    std::fs::write(&path, curated("dead-end-pocket-6x6.ron").to_ron_string()).unwrap();
    let (mut h, _) = classic();
    drop_file(&mut h, &path);
    assert!(status(&h).starts_with("greedy on 6x6"), "{}", status(&h));
    assert_eq!(h.state().state().origin(), path.display().to_string());
}

#[test]
fn a_failed_save_says_why_and_keeps_the_edit() {
    let dir = tmp("failed_save");
    let not_a_folder = dir.join("a-file");
    std::fs::write(&not_a_folder, "a regular file").unwrap();
    let target = not_a_folder.join("mine.ron");
    let (mut h, dialogs) = classic();
    open_editor(&mut h);
    click(&mut h, "Food");
    click_cell(&mut h, 6, 6);
    let edited = draft(&h);
    dialogs.answer(Some(target.clone()));
    click(&mut h, "Save as…");
    let text = problem_text(&h);
    assert!(text.starts_with("Could not save the draft:"), "{text}");
    assert!(text.contains(&target.display().to_string()), "{text}");
    assert!(text.contains("Not a directory"), "{text}");
    assert!(text.contains("The draft and its edits are kept in the editor."));
    assert_eq!(draft(&h), edited);
    assert!(h.state().editor().unwrap().is_dirty());
    assert!(h.state().editor().unwrap().path().is_none());
    assert!(!target.exists());
    assert_eq!(
        std::fs::read_to_string(&not_a_folder).unwrap(),
        "a regular file"
    );
}

#[test]
fn a_draft_with_problems_is_not_saved_and_is_kept() {
    let (mut h, dialogs) = classic();
    open_editor(&mut h);
    click(&mut h, "Food");
    click_cell(&mut h, 2, 0);
    press(&mut h, Modifiers::COMMAND, Key::S);
    assert_eq!(dialogs.asked(), []);
    assert!(problem_text(&h).contains("it has 1 problem"));
    assert_eq!(draft(&h).food, vec![(2, 0)]);
}

#[test]
fn unsaved_edits_are_not_discarded_without_asking() {
    let (mut h, dialogs) = classic();
    open_editor(&mut h);
    click(&mut h, "Food");
    click_cell(&mut h, 6, 6);
    let edited = draft(&h);

    // Loading another scenario into the editor asks first; "Keep editing" keeps the draft.
    click(&mut h, "Classic 8x8, Hamilton");
    h.get_by_label("Unsaved edits");
    h.get_by_label_contains("Loading scenarios/classic-8x8-hamilton.ron replaces the draft.");
    click(&mut h, "Keep editing");
    assert!(h.query_by_label("Unsaved edits").is_none());
    assert_eq!(draft(&h), edited);
    assert!(h.state().editor().unwrap().is_dirty());

    // "Discard edits" goes on.
    click(&mut h, "Classic 8x8, Hamilton");
    click(&mut h, "Discard edits");
    assert_eq!(draft(&h), curated("classic-8x8-hamilton.ron"));
    assert!(!h.state().editor().unwrap().is_dirty());

    // Closing the editor asks too; "Save first…" saves, then closes.
    click_cell(&mut h, 6, 6);
    let edited = draft(&h);
    click(&mut h, "Close editor");
    h.get_by_label("Closing the editor discards the draft.");
    click(&mut h, "Keep editing");
    assert_eq!(h.state().view(), View::Edit);
    let path = tmp("unsaved_edits").join("kept.ron");
    dialogs.answer(Some(path.clone()));
    click(&mut h, "Close editor");
    click(&mut h, "Save first…");
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    assert_eq!(
        dialogs.asked(),
        [Asked::Save("classic-8x8-hamilton.ron".into())]
    );
    assert_eq!(scenario::load(&path).unwrap(), edited);
    assert_eq!(h.state().view(), View::Explain);
    assert!(h.state().editor().is_none());

    // A clean draft closes without a word.
    open_editor(&mut h);
    click(&mut h, "Close editor");
    assert!(h.query_by_label("Unsaved edits").is_none());
    assert!(h.state().editor().is_none());

    // "New board" on unsaved edits asks as well.
    open_editor(&mut h);
    click_cell(&mut h, 6, 6);
    click(&mut h, "New board");
    h.get_by_label("A new board replaces the draft.");
    click(&mut h, "Discard edits");
    assert_eq!(draft(&h).name, "New board");
}

#[test]
fn unsaved_edits_survive_a_restart() {
    let (mut h, _) = classic();
    open_editor(&mut h);
    click(&mut h, "Food");
    click_cell(&mut h, 6, 6);
    let edited = draft(&h);
    let mut storage = Memory::default();
    h.state().persist(&mut storage);
    drop(h);

    let app = ExplainerApp::restore(Startup::default().without_autoplay(), Some(&storage));
    let h = harness(app);
    assert_eq!(h.state().view(), View::Edit);
    let editor = h.state().editor().unwrap();
    assert_eq!(editor.scenario(), &edited);
    assert!(editor.is_dirty());
    h.get_by_label("unsaved edits");
    h.get_by_label("Editor*");

    // A file given on the command line opens in the explainer; the draft waits in the editor.
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/dead-end-pocket-6x6.ron");
    let app = ExplainerApp::restore(Startup::from_file(Some(&file)), Some(&storage));
    let h = harness(app);
    assert_eq!(h.state().view(), View::Explain);
    assert!(status(&h).starts_with("greedy on 6x6"));
    assert_eq!(h.state().editor().unwrap().scenario(), &edited);
}

#[test]
fn recent_files_are_kept_most_recent_first_and_missing_ones_pruned() {
    let dir = tmp("recent");
    let a = dir.join("a.ron");
    let b = dir.join("b.ron");
    for p in [&a, &b] {
        std::fs::write(p, curated("dead-end-pocket-6x6.ron").to_ron_string()).unwrap();
    }
    let (mut h, dialogs) = classic();
    for p in [&a, &b] {
        dialogs.answer(Some(p.clone()));
        press(&mut h, Modifiers::COMMAND, Key::O);
    }
    assert_eq!(h.state().recent().paths(), [b.clone(), a.clone()]);
    let mut storage = Memory::default();
    h.state().persist(&mut storage);
    std::fs::remove_file(&b).unwrap();
    let h = harness(ExplainerApp::restore(
        Startup::default().without_autoplay(),
        Some(&storage),
    ));
    assert_eq!(h.state().recent().paths(), std::slice::from_ref(&a));
    h.get_by_label("Recent files");
    h.get_by_label(&a.display().to_string());
}

#[test]
fn a_recent_file_deleted_while_running_is_marked_and_forgotten_on_click() {
    let dir = tmp("recent_missing");
    let a = dir.join("gone.ron");
    std::fs::write(&a, curated("odd-board-7x7-greedy.ron").to_ron_string()).unwrap();
    let (mut h, dialogs) = classic();
    dialogs.answer(Some(a.clone()));
    press(&mut h, Modifiers::COMMAND, Key::O);
    std::fs::remove_file(&a).unwrap();
    click(&mut h, "Rescan");
    h.get_by_label("missing: the file is gone");
    let before = status(&h);
    click(&mut h, "gone.ron");
    assert!(problem_text(&h).contains("cannot read"));
    assert_eq!(status(&h), before);
    assert!(h.state().recent().paths().is_empty());
}

#[test]
fn the_command_line_file_opens_and_joins_the_recent_files() {
    let file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/greedy-wraps-the-border-8x8.ron");
    let (h, _) = launch(Startup::from_file(Some(&file)));
    assert_eq!(h.state().state().origin(), file.display().to_string());
    assert_eq!(h.state().recent().paths(), std::slice::from_ref(&file));
    // It dies: the jump is offered at once.
    h.get_by_label_contains("Jump to the death (tick ");
}
