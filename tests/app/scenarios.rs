//! Scenarios in the app, driven as a person would: the browser, Open and Save with the file
//! dialogs answered by the test, drag and drop, the board editor and its live problems,
//! "save this moment", the jump to a death, and nothing lost (broken files, failed saves,
//! unsaved edits through a prompt and through a restart).

use crate::common;

use common::app::{
    App, Memory, click_contains, click_in_view as click, harness, open_with_dialogs,
    press_with as press, problem_text, status, tick_label,
};
use egui::{Key, Modifiers, Pos2};
use egui_kittest::kittest::{NodeT, Queryable};
use snakescope::app::files::View;
use snakescope::app::files::dialogs::{Asked, ScriptedDialogs};
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::board::BoardGeometry;
use snakescope::rules::{Grid, Pos};
use snakescope::scenario::{self, Scenario};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The app at the window's default size, still, with dialogs the test answers.
fn launch(startup: Startup) -> (App, ScriptedDialogs) {
    open_with_dialogs(startup)
}

/// The classic default scenario.
fn classic() -> (App, ScriptedDialogs) {
    launch(Startup::default())
}

/// A fresh folder for one test's files.
fn tmp(test: &str) -> PathBuf {
    common::app::tmp("app_scenarios", test)
}

/// Where cell `(x, y)` is on the editor's board.
fn cell(h: &App, x: u16, y: u16) -> Pos2 {
    let rect = h.get_by_label("Editor board").rect();
    let s = h.state().editor().expect("the editor is open").scenario();
    let grid = Grid::new(s.width, s.height).unwrap();
    BoardGeometry::fit(rect, &grid).center(Pos::new(x, y))
}

fn click_cell(h: &mut App, x: u16, y: u16) {
    let p = cell(h, x, y);
    h.hover_at(p);
    h.drag_at(p);
    h.drop_at(p);
    h.run();
}

/// Drags across the editor's board through `cells`.
fn drag_cells(h: &mut App, cells: &[(u16, u16)]) {
    let first = cell(h, cells[0].0, cells[0].1);
    h.hover_at(first);
    h.run();
    h.drag_at(first);
    h.run();
    for &(x, y) in &cells[1..] {
        let p = cell(h, x, y);
        h.hover_at(p);
        h.run();
    }
    let (x, y) = *cells.last().unwrap();
    let last = cell(h, x, y);
    h.drop_at(last);
    h.run();
}

/// Opens the editor on the scenario on screen.
fn open_editor(h: &mut App) {
    click(h, "Editor");
    assert_eq!(h.state().view(), View::Edit);
}

fn draft(h: &App) -> Scenario {
    h.state().editor().unwrap().scenario().clone()
}

/// A file the window got dropped on it.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

fn drop_file(h: &mut App, path: &Path) {
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(path.to_owned())));
    h.run();
}

fn curated(file: &str) -> Scenario {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios")
        .join(file);
    scenario::load(&path).unwrap()
}

// ----- the browser -----

#[test]
fn the_browser_lists_the_whole_collection() {
    let (h, _) = classic();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let s = scenario::load(&entry.unwrap().path()).unwrap();
        assert!(
            h.query_by_label(&s.name).is_some(),
            "{} is not in the browser",
            s.name
        );
        n += 1;
    }
    assert!(n >= 15);
}

#[test]
fn clicking_a_name_in_the_browser_loads_it() {
    let (mut h, _) = classic();
    assert!(status(&h).starts_with("greedy on 8x8 · length 4 · head (3, 0)"));
    click(&mut h, "Dead-end pocket (6x6)");
    assert!(
        status(&h).starts_with("greedy on 6x6 · length 10 · head (1, 0) heading Up · food (5, 0)"),
        "{}",
        status(&h)
    );
    assert_eq!(
        h.state().state().scenario(),
        &curated("dead-end-pocket-6x6.ron")
    );
    h.get_by_label("scenarios/dead-end-pocket-6x6.ron");
    assert_eq!(
        tick_label(&h),
        format!("Tick 0 of {}", h.state().state().ticks())
    );
    // Another one replaces it.
    click(&mut h, "Odd board, 7x7, greedy");
    assert!(status(&h).starts_with("greedy on 7x7"), "{}", status(&h));
}

#[test]
fn a_game_that_dies_offers_to_jump_to_the_death() {
    let (mut h, _) = classic();
    assert!(
        h.query_by_label_contains("Jump to the death (tick ")
            .is_none()
    );
    click(&mut h, "Greedy wraps the border and shuts itself out (8x8)");
    let ticks = h.state().state().ticks();
    let fatal = ticks - 1;
    assert_eq!(h.state().death_notice(), Some(fatal));
    h.get_by_label(&format!("Jump to the death (tick {fatal})"));
    assert_eq!(tick_label(&h), format!("Tick 0 of {ticks}"));
    click_contains(&mut h, "Jump to the death (tick ");
    assert_eq!(tick_label(&h), format!("Tick {fatal} of {ticks}"));
    // The decision on screen is the one that moved into the wall.
    let game = h.state().state().game().clone();
    let dir = h.state().state().decision().unwrap().decision.dir;
    assert!(!game.judge(dir).is_safe(), "{dir} at tick {fatal} is safe");
    assert!(
        h.query_by_label_contains("Jump to the death (tick ")
            .is_none()
    );
    // A game that wins offers nothing.
    click(&mut h, "Dead-end pocket (6x6)");
    assert_eq!(h.state().death_notice(), None);
}

// ----- the editor -----

#[test]
fn editing_a_cell_shows_the_live_problem_in_check_s_words() {
    let (mut h, _) = classic();
    open_editor(&mut h);
    h.get_by_label("No problems: the scenario is ready to play and to save.");
    click(&mut h, "Food");
    // Food on the snake's neck.
    click_cell(&mut h, 2, 0);
    let expected = Scenario {
        food: vec![(2, 0)],
        ..h.state().state().scenario().clone()
    }
    .validate();
    assert_eq!(expected.len(), 1);
    let words = expected[0].to_string();
    assert_eq!(
        words,
        "the first food at (2, 0) is on the snake's body (snake cell 1); the first food must \
         be on a free cell"
    );
    h.get_by_label(&words);
    h.get_by_label("1 problem (as snakescope check says it):");
    assert_eq!(h.state().editor().unwrap().problems(), expected.as_slice());
    assert!(h.state().editor().unwrap().is_dirty());
    h.get_by_label("Editor*");
    // Play and Save wait until the problem is fixed.
    assert!(h.get_by_label("Play").accesskit_node().is_disabled());
    // A second click takes the food out again: no problem left.
    click_cell(&mut h, 2, 0);
    assert!(h.query_by_label(&words).is_none());
    h.get_by_label("No problems: the scenario is ready to play and to save.");
    assert!(!h.get_by_label("Play").accesskit_node().is_disabled());
}

#[test]
fn shrinking_the_board_puts_problems_on_the_cells_at_fault() {
    let (mut h, _) = classic();
    open_editor(&mut h);
    h.get_by_label("Width").set_value_accesskit(3.0);
    h.run();
    let s = draft(&h);
    assert_eq!((s.width, s.height), (3, 8));
    let problems = h.state().editor().unwrap().problems().to_vec();
    assert_eq!(problems[0].cell, Some((3, 0)));
    h.get_by_label(&problems[0].to_string());
    assert!(
        problems[0]
            .to_string()
            .starts_with("snake cell 0 at (3, 0) is off the 3x8 board")
    );
    click(&mut h, "Drop the cells off the board");
    assert_eq!(draft(&h).snake, Vec::<(i64, i64)>::new());
    h.get_by_label("the snake has no cells; list at least one, head first");
}

#[test]
fn dragging_draws_the_snake_from_head_to_tail_and_play_starts_it() {
    let (mut h, _) = classic();
    open_editor(&mut h);
    drag_cells(&mut h, &[(5, 5), (5, 4), (5, 3), (4, 3), (3, 3), (2, 3)]);
    assert_eq!(
        draft(&h).snake,
        vec![(5, 5), (5, 4), (5, 3), (4, 3), (3, 3), (2, 3)]
    );
    h.get_by_label("No problems: the scenario is ready to play and to save.");
    click(&mut h, "Food");
    click_cell(&mut h, 0, 7);
    click_cell(&mut h, 7, 0);
    assert_eq!(draft(&h).food, vec![(0, 7), (7, 0)]);
    click(&mut h, "Play");
    assert_eq!(h.state().view(), View::Explain);
    assert!(
        status(&h).starts_with("greedy on 8x8 · length 6 · head (5, 5) heading Down · food (0, 7)"),
        "{}",
        status(&h)
    );
    // The draft stays in the editor, with its edits.
    assert!(h.state().editor().unwrap().is_dirty());
    click(&mut h, "Editor*");
    assert_eq!(draft(&h).food, vec![(0, 7), (7, 0)]);
}

#[test]
fn a_search_board_is_clicked_and_painted_in_the_editor_and_the_race_runs_on_it() {
    let (mut h, _) = classic();
    open_editor(&mut h);
    click(&mut h, "Search start");
    click_cell(&mut h, 0, 7);
    click(&mut h, "Search target");
    click_cell(&mut h, 7, 7);
    click(&mut h, "Search walls");
    drag_cells(&mut h, &[(4, 3), (4, 4), (4, 5), (4, 6), (4, 7)]);
    let board = draft(&h).search.expect("a search board");
    assert_eq!((board.from, board.to), (Some((0, 7)), Some((7, 7))));
    assert_eq!(board.walls, vec![(4, 3), (4, 4), (4, 5), (4, 6), (4, 7)]);
    h.get_by_label("No problems: the scenario is ready to play and to save.");
    // A wall painted on the snake is a problem, in check's words, until rubbed out.
    click_cell(&mut h, 2, 0);
    assert!(
        h.state()
            .editor()
            .unwrap()
            .problems()
            .iter()
            .any(|p| p.cell == Some((2, 0))),
        "a wall on the body is a problem"
    );
    click_cell(&mut h, 2, 0);
    h.get_by_label("No problems: the scenario is ready to play and to save.");
    // The game plays as before: the walls are the searches' alone.
    click(&mut h, "Play");
    assert_eq!(h.state().view(), View::Explain);
    assert!(status(&h).starts_with("greedy on 8x8"), "{}", status(&h));
    // The race runs from (0, 7) to (7, 7) around the wall: BFS's path goes over it.
    click(&mut h, "Race");
    click(&mut h, "Last step");
    let summary = h
        .query_all_by_label_contains("Race board: Shortest path (BFS):")
        .next()
        .expect("BFS's board")
        .accesskit_node()
        .label()
        .unwrap_or_default();
    // Straight along the bottom row would be 7 moves; around the wall's top at (4, 2) it is
    // 9 moves up and over, then 8 down and across.
    assert!(summary.contains("path 17, shortest"), "{summary:?}");
}

#[test]
fn save_then_load_back_gives_the_same_scenario() {
    let dir = tmp("save_then_load_back");
    let path = dir.join("mine.ron");
    let (mut h, dialogs) = classic();
    open_editor(&mut h);
    drag_cells(&mut h, &[(1, 1), (1, 2), (2, 2)]);
    click(&mut h, "Food");
    click_cell(&mut h, 6, 6);
    let edited = draft(&h);
    dialogs.answer(Some(path.clone()));
    press(&mut h, Modifiers::COMMAND, Key::S);
    assert_eq!(
        dialogs.asked(),
        [Asked::Save("greedy-on-the-classic-8x8-wins.ron".into())]
    );
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    let saved = format!("Saved to {}", path.display());
    assert!(h.query_all_by_label_contains(&saved).next().is_some());
    assert!(!h.state().editor().unwrap().is_dirty());
    h.get_by_label("Editor");
    // On disk: the same scenario, in the file format.
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text, edited.to_ron_string());
    assert_eq!(scenario::load(&path).unwrap(), edited);
    // A second Ctrl+S saves to the same file without asking.
    click_cell(&mut h, 6, 6);
    press(&mut h, Modifiers::COMMAND, Key::S);
    assert_eq!(dialogs.asked().len(), 1);
    assert!(scenario::load(&path).unwrap().food.is_empty());
    click_cell(&mut h, 6, 6);
    press(&mut h, Modifiers::COMMAND, Key::S);
    assert_eq!(dialogs.asked().len(), 1);
    // Ctrl+Shift+S asks again (here: cancelled, nothing changes).
    press(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    assert_eq!(dialogs.asked().len(), 2);
    assert_eq!(scenario::load(&path).unwrap(), edited);

    // Loaded back into the explainer with Ctrl+O: the very same scenario plays.
    click(&mut h, "Explainer");
    dialogs.answer(Some(path.clone()));
    press(&mut h, Modifiers::COMMAND, Key::O);
    assert_eq!(dialogs.asked()[2], Asked::Open);
    assert_eq!(h.state().state().scenario(), &edited);
    assert_eq!(h.state().state().origin(), path.display().to_string());
    assert!(status(&h).contains("head (1, 1)"), "{}", status(&h));
    // It is the first recent file, listed in the browser.
    assert_eq!(
        h.state().recent().paths().first(),
        Some(&std::path::absolute(&path).unwrap())
    );
    h.get_by_label("Recent files");
}

#[test]
fn the_scenario_on_screen_saves_as_a_file_too() {
    let dir = tmp("scenario_on_screen");
    let path = dir.join("copy.ron");
    let (mut h, dialogs) = classic();
    click(&mut h, "Dead-end pocket (6x6)");
    dialogs.answer(Some(path.clone()));
    click(&mut h, "Save as…");
    assert_eq!(
        dialogs.asked(),
        [Asked::Save("dead-end-pocket-6x6.ron".into())]
    );
    assert_eq!(
        scenario::load(&path).unwrap(),
        curated("dead-end-pocket-6x6.ron")
    );
}

#[test]
fn shortcuts_are_ignored_while_typing_a_name() {
    let (mut h, dialogs) = classic();
    open_editor(&mut h);
    h.get_by_label("Name").click();
    h.run();
    h.get_by_label("Name").type_text("Mine");
    h.run();
    press(&mut h, Modifiers::COMMAND, Key::S);
    press(&mut h, Modifiers::COMMAND, Key::O);
    assert_eq!(dialogs.asked(), []);
    assert_eq!(draft(&h).name, "Mine");
}

// ----- nothing lost -----

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
    assert!(problem_text(&h).contains("scenario files are RON files ending in .ron"));
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

// ----- save this moment -----

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
