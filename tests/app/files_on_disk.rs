//! Files as they are on disk: a lesson opened with Open... is listed in Recent files as a
//! lesson and plays again from there; a recent file opened again is read again, and the
//! window says when it changed since it was listed; a typed absolute path replaces the
//! folder the field was prefilled with; while a file's program waits for the user's answer,
//! the window says it waits, not that the program failed.

use crate::common;

use common::app::{App, click, open_with_dialogs, tmp};
use egui::{Key, Modifiers};
use egui_kittest::kittest::{NodeT, Queryable};
use snakescope::app::files::dialogs::ScriptedDialogs;
use snakescope::app::shell::Startup;
use snakescope::scenario;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// The default scenario, still, with dialogs the test answers.
fn classic() -> (App, ScriptedDialogs) {
    open_with_dialogs(Startup::default().without_autoplay())
}

/// The repository's file `name`, from the root.
fn repository(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(name)
}

/// Clicks the browser's entry titled `title` (its name's button), then lets the app settle.
fn click_entry(h: &mut App, title: &str) {
    h.get_by_label(title).click();
    common::app::play_out(h);
}

#[test]
fn a_lesson_opened_with_open_is_listed_as_a_lesson_and_plays_again_from_recent_files() {
    let (mut h, dialogs) = classic();
    let lesson = repository("lessons/graph-search.en.ron");
    dialogs.answer(Some(lesson.clone()));
    click(&mut h, "Open…");
    assert!(h.state().lesson().is_some(), "{:?}", h.state().error());
    click(&mut h, "Close lesson");
    assert!(h.state().lesson().is_none());
    // Listed as what it is: a lesson, with its title, its steps and its language.
    let title = "Searching a graph: BFS, DFS, Dijkstra, greedy best-first, A* and the bidirectional search (lesson)";
    h.get_by_label(title);
    h.get_by_label("lesson · 12 steps · en");
    assert!(
        h.query_by_label_contains("cannot be opened").is_none(),
        "a lesson is no broken scenario"
    );
    click_entry(&mut h, title);
    assert!(h.state().lesson().is_some(), "{:?}", h.state().error());
    assert_eq!(h.state().lesson().unwrap().index(), 0);
}

#[test]
fn a_recent_file_is_read_again_when_opened_and_the_window_says_it_changed() {
    let dir = tmp("app_files_on_disk", "changed");
    let path = dir.join("mine.ron");
    let first = std::fs::read_to_string(repository("scenarios/dead-end-pocket-6x6.ron")).unwrap();
    let first = first.replace("name: \"", "name: \"Mine, first: ");
    std::fs::write(&path, &first).unwrap();
    let (mut h, dialogs) = classic();
    dialogs.answer(Some(path.clone()));
    click(&mut h, "Open…");
    let listed = h
        .get_by_label_contains("Mine, first: ")
        .accesskit_node()
        .label();
    let listed = listed.unwrap_or_default().to_string();
    // Another scenario on screen; then the file changes on disk.
    click(&mut h, "Odd board, 7x7, greedy");
    let second = first.replace("Mine, first: ", "Mine, second: ");
    std::fs::write(&path, &second).unwrap();
    let later = SystemTime::now() + Duration::from_secs(5);
    std::fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_modified(later)
        .unwrap();
    // Opened from the list as it was listed: read again, as it is now.
    click_entry(&mut h, &listed);
    assert_eq!(
        h.state().state().scenario(),
        &scenario::load(&path).unwrap()
    );
    assert!(
        h.state()
            .state()
            .scenario()
            .name
            .starts_with("Mine, second: ")
    );
    let status = h.state().status().unwrap_or_default().to_owned();
    assert!(
        status.contains("has changed since it was listed"),
        "{status}"
    );
    // The list reads it again too.
    h.get_by_label_contains("Mine, second: ");
}

#[test]
fn an_absolute_path_typed_after_the_prefilled_folder_opens_that_file() {
    let (mut h, dialogs) = classic();
    dialogs.fail("no file dialog is available");
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    let field = h.get_by_label("File path");
    let prefilled = field.value().unwrap_or_default();
    assert!(!prefilled.is_empty(), "prefilled with a folder");
    // Typed at the end of the folder, as one types without selecting it first.
    let target = repository("scenarios/odd-board-7x7-greedy.ron");
    field.type_text(&target.display().to_string());
    h.run();
    h.key_press(Key::Enter);
    common::app::play_out(&mut h);
    assert!(h.query_by_label("File path").is_none());
    assert_eq!(h.state().error(), None);
    assert_eq!(h.state().state().origin(), target.display().to_string());
}

#[test]
fn while_a_file_s_program_waits_for_the_user_s_answer_the_window_says_it_waits() {
    let text = "Scenario(name: \"Shared\", width: 6, height: 6, snake: [(1, 0), (0, 0)], \
                solver: External(command: [\"python3\", \"-c\", \"print('never asked')\"]))";
    let startup = Startup {
        scenario: scenario::load_str(text, "shared.ron").unwrap(),
        origin: "shared.ron".into(),
        path: None,
        error: None,
        autoplay: false,
        game: None,
        lesson: None,
        map: None,
    };
    let mut h = common::app::open(startup);
    for _ in 0..20 {
        h.step();
    }
    h.get_by_label_contains("shared.ron wants to run a program");
    let caption = h.state().state().caption().unwrap_or_default();
    assert!(caption.starts_with("Waiting for your answer"), "{caption}");
    assert!(h.query_all_by_label(&caption).count() >= 1, "shown");
    let failures: Vec<String> = h
        .query_all_by_label_contains("the solver failed")
        .map(|n| format!("{:?}", n.accesskit_node().value()))
        .collect();
    assert!(
        failures.is_empty(),
        "no failure before the answer: {failures:?}"
    );
    assert!(h.query_by_label_contains("not run").is_none());
    // Once the user says no, the game says the program was not run.
    h.get_by_label("Don't run").click();
    h.run();
    let caption = h.state().state().caption().unwrap_or_default();
    assert!(caption.contains("not run"), "{caption}");
}
