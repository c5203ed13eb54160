//! A Moving AI map opened in the window: it opens into the race on the whole map, in eight
//! directions, between the ends of its largest region; a click on a board moves the target
//! and a right-click the start, a closed cell is refused with its reason, a broken map says
//! its line, and closing the map races on the game's board again.

use crate::common;

use common::app::{App, click, open_with_dialogs, tmp};
use egui::{PointerButton, Pos2};
use egui_kittest::kittest::{NodeT, Queryable};
use snakescope::app::shell::Startup;
use snakescope::picture::board::BoardGeometry;
use snakescope::rules::Pos;
use snakescope::trace::race::{Race, Search};
use std::path::PathBuf;

/// A map of 8x5 with a wall shaped like a C and a tree, as the benchmarks write one: from
/// (0, 0) to (7, 4) the cheapest path costs 5 + 2·√2 (9.83).
const MAP: &str =
    "type octile\nheight 5\nwidth 8\nmap\n........\n..@@@...\n..@.....\n..@..T..\n........\n";

/// `text` written to a map file of the test's own.
fn map_file(test: &str, text: &str) -> PathBuf {
    let path = tmp("app_map_race", test).join("small.map");
    std::fs::write(&path, text).unwrap();
    path
}

/// The window with the map opened through Open….
fn opened(test: &str) -> App {
    let (mut h, dialogs) = open_with_dialogs(Startup::default());
    dialogs.answer(Some(map_file(test, MAP)));
    click(&mut h, "Open…");
    assert_eq!(h.state().error(), None);
    h
}

/// The race on screen.
fn raced(h: &App) -> std::sync::Arc<Race> {
    match h.state().race().race() {
        Some(Ok(race)) => race.clone(),
        other => panic!("no race: {other:?}"),
    }
}

/// Clicks (or right-clicks) the cell `cell` of the race's first board.
fn click_cell(h: &mut App, cell: Pos, button: PointerButton) {
    let board = h
        .query_all_by_label_contains("Race board: ")
        .next()
        .expect("a board")
        .accesskit_node()
        .raw_bounds()
        .expect("the board has bounds");
    let rect = egui::Rect::from_min_max(
        Pos2::new(board.x0 as f32, board.y0 as f32),
        Pos2::new(board.x1 as f32, board.y1 as f32),
    );
    let grid = *raced(h).board().grid();
    let pos = BoardGeometry::fit(rect, &grid).center(cell);
    common::app::pointer_click(h, pos, button);
    h.run();
}

#[test]
fn a_map_opens_into_a_race_in_eight_directions_between_its_own_ends() {
    let mut h = opened("opens");
    assert!(h.state().race().is_open());
    h.get_by_label_contains("small.map: a 8x5 map, 34 open cells, from (0, 0) to (7, 4)");
    h.get_by_label_contains("recorded: ");
    click(&mut h, "Last step");
    let race = raced(&h);
    assert!(race.board().is_map());
    let rows = race.rows();
    let searches: Vec<Search> = rows.iter().map(|r| r.search).collect();
    assert_eq!(
        searches,
        [
            Search::BfsEight,
            Search::DfsEight,
            Search::DijkstraEight,
            Search::AStarEight
        ]
    );
    // The table says the cheapest cost for Dijkstra and A*.
    let cost = |k: usize| rows[k].cost.map(|c| c.shown());
    assert_eq!(cost(2).as_deref(), Some("9.83"));
    assert_eq!(cost(3).as_deref(), Some("9.83"));
    assert!(h.query_all_by_label("9.83").count() >= 2);
}

#[test]
fn a_click_moves_the_target_a_right_click_the_start_and_a_closed_cell_is_refused() {
    let mut h = opened("ends");
    click_cell(&mut h, Pos::new(3, 2), PointerButton::Primary);
    h.get_by_label_contains("from (0, 0) to (3, 2)");
    click_cell(&mut h, Pos::new(7, 0), PointerButton::Secondary);
    h.get_by_label_contains("from (7, 0) to (3, 2)");
    assert_eq!(raced(&h).board().start(), Pos::new(7, 0));
    // The tree is no place to start.
    click_cell(&mut h, Pos::new(5, 3), PointerButton::Secondary);
    let problem = h.state().error().unwrap_or_default().to_owned();
    assert!(problem.contains("(5, 3) is closed on the map"), "{problem}");
    assert_eq!(raced(&h).board().start(), Pos::new(7, 0));
}

#[test]
fn closing_the_map_races_on_the_game_s_board_again() {
    let mut h = opened("close");
    click(&mut h, "Close the map");
    let race = raced(&h);
    assert!(!race.board().is_map());
    assert_eq!(race.board().grid().width(), 8);
    assert!(h.query_by_label_contains("small.map").is_none());
}

#[test]
fn a_broken_map_says_its_line_and_leaves_the_window_as_it_was() {
    let (mut h, dialogs) = open_with_dialogs(Startup::default());
    let broken = "type octile\nheight 2\nwidth 3\nmap\n...\n..\n";
    dialogs.answer(Some(map_file("broken", broken)));
    click(&mut h, "Open…");
    let problem = h.state().error().unwrap_or_default().to_owned();
    assert!(
        problem.contains("small.map") && problem.contains("line 6"),
        "{problem}"
    );
    assert!(!h.state().race().is_open());
}
