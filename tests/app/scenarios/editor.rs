//! The board editor: live problems in check's words, shrinking the board, drawing the snake by
//! dragging, painting a search board, saving and loading back, and shortcuts while typing.

use crate::common;

use super::{classic, click_cell, curated, draft, drag_cells, open_editor, tmp};
use common::app::{click_in_view as click, press_with as press, status};
use egui::{Key, Modifiers};
use egui_kittest::kittest::{NodeT, Queryable};
use snakescope::app::files::View;
use snakescope::app::files::dialogs::Asked;
use snakescope::rules::Ground;
use snakescope::scenario::{self, Scenario};

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

#[test]
fn mud_painted_by_dragging_is_saved_and_read_back_and_rubbed_out_with_plain_ground() {
    let dir = tmp("mud_painted");
    let path = dir.join("mud.ron");
    let (mut h, dialogs) = classic();
    open_editor(&mut h);
    click(&mut h, "Search walls");
    click_cell(&mut h, 4, 5);
    click(&mut h, "Mud (costs 3)");
    drag_cells(&mut h, &[(4, 3), (4, 4), (4, 5), (4, 6)]);
    click(&mut h, "Water (costs 5)");
    click_cell(&mut h, 6, 6);
    let board = draft(&h).search.expect("a search board");
    let mud = |x, y| ((x, y), Ground::Mud);
    // The mud painted over the wall at (4, 5) replaced it: a cell has one thing on it.
    assert_eq!(
        board.terrain,
        [
            mud(4, 3),
            mud(4, 4),
            mud(4, 5),
            mud(4, 6),
            ((6, 6), Ground::Water)
        ]
    );
    assert_eq!(board.walls, Vec::<(i64, i64)>::new());
    h.get_by_label("No problems: the scenario is ready to play and to save.");
    // Saved, and read back from the file: the same terrain.
    dialogs.answer(Some(path.clone()));
    press(&mut h, Modifiers::COMMAND, Key::S);
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("((4, 3), Mud)"), "{text}");
    let read = scenario::load(&path).unwrap();
    assert_eq!(
        read.search.as_ref().map(|b| &b.terrain),
        Some(&board.terrain)
    );
    // Plain ground rubs it out again, by the same drag.
    click(&mut h, "Plain ground (rubs out)");
    drag_cells(&mut h, &[(4, 3), (4, 4)]);
    let board = draft(&h).search.expect("a search board");
    assert_eq!(
        board.terrain,
        [mud(4, 5), mud(4, 6), ((6, 6), Ground::Water)]
    );
    assert!(h.state().editor().unwrap().is_dirty());
}
