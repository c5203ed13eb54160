//! The searches in eight directions in the window: picked from the stage list, jump point
//! search runs round a wall, its caption says the path's exact cost, its few expansions and
//! the many cells it scanned are on the board, and A* in eight directions expands more for a
//! path of the same cost; the two race side by side, the table saying each one's exact cost.

use crate::common;

use common::app::{choose_search, click, open_at};
use egui_kittest::kittest::Queryable;
use snakescope::app::command::Command;
use snakescope::app::settings::Settings;
use snakescope::app::shell::Startup;
use snakescope::rules::Directions;
use snakescope::scenario;
use snakescope::stages::Stage;
use snakescope::trace::race::Search;

/// A field of 16x10 with a wall of the search board down column 7, the head at (1, 1) and the
/// food at (14, 8).
fn startup() -> Startup {
    let text = "Scenario(name: \"A field with a wall\", width: 16, height: 10, snake: [(1, 1)], \
                heading: Right, food: [(14, 8)], solver: Cycle, search: (walls: [(7, 0), (7, 1), \
                (7, 2), (7, 3), (7, 4), (7, 5), (7, 6)], turn_cost: 0))";
    Startup {
        scenario: scenario::load_str(text, "field.ron").unwrap(),
        origin: "field.ron".into(),
        path: None,
        error: None,
        autoplay: false,
        game: None,
        lesson: None,
        map: None,
    }
}

/// Runs `stage` on the field to its last event: the cells it expanded and scanned.
fn run_to_the_end(h: &mut common::app::App, stage: Stage) -> (u32, usize) {
    h.state_mut().perform(Command::PickStage(stage));
    h.run();
    let (at, _) = h.state().state().event_position();
    let replay = h.state().state().replay().expect("the stage on screen");
    let last = at + replay.len() - replay.cursor();
    h.state_mut().perform(Command::GoToEvent(last));
    h.run();
    let replay = h.state().state().replay().expect("the stage on screen");
    assert!(replay.at_end(), "{} of {}", replay.cursor(), replay.len());
    let frame = replay.frame();
    let scanned = frame.marks.iter().filter(|m| m.scanned).count();
    (frame.expansions, scanned)
}

#[test]
fn jump_point_search_expands_few_cells_scans_many_and_costs_what_a_star_does() {
    let mut h = open_at([1280.0, 800.0], startup(), Settings::default());
    let (expanded, scanned) = run_to_the_end(&mut h, Stage::Jps);
    assert_eq!(expanded, 6);
    assert!(scanned > 100, "{scanned} scanned");
    h.get_by_label_contains("Reached the target: the path has 14 steps and costs 16.49");
    let (astar, none) = run_to_the_end(&mut h, Stage::AStarEight);
    assert_eq!((astar, none), (30, 0));
    h.get_by_label_contains("Reached the target: the path has 14 steps and costs 16.49");
}

#[test]
fn jump_point_search_races_beside_a_star_and_the_table_says_their_exact_cost() {
    let mut h = open_at([1280.0, 800.0], startup(), Settings::default());
    click(&mut h, "Race");
    // Out go depth-first and uniform-cost search, in come the two in eight directions.
    for name in ["dfs", "dijkstra", "astar-8", "jps"] {
        choose_search(&mut h, name);
    }
    click(&mut h, "Last step");
    let race = h.state().race();
    let rows = match race.race() {
        Some(Ok(raced)) => raced.rows(),
        other => panic!("no race: {other:?}"),
    };
    let searches: Vec<Search> = rows.iter().map(|r| r.search).collect();
    assert_eq!(
        searches,
        [Search::Bfs, Search::AStar, Search::AStarEight, Search::Jps]
    );
    for row in &rows {
        h.get_by_label(&format!("Race board: {}", row.summary()));
    }
    let (astar, jps) = (&rows[2], &rows[3]);
    assert_eq!((astar.expanded, jps.expanded), (30, 6));
    assert_eq!((astar.shortest, jps.shortest), (Some(true), Some(true)));
    // Both cost 8 + 6·√2 (8 straight steps, 6 diagonal): the table says it to a hundredth,
    // and the searches in four directions pay more for more moves.
    let cost = |row: &snakescope::trace::race::RaceRow| row.cost.map(|c| c.shown());
    assert_eq!(cost(astar).as_deref(), Some("16.49"));
    assert_eq!(cost(jps), cost(astar));
    assert!(rows[0].cost > astar.cost, "{:?}", rows[0]);
    assert!(h.query_all_by_label("16.49").count() >= 2);
}

#[test]
fn eight_directions_on_the_search_board_turn_each_search_into_its_form_in_eight() {
    let mut h = open_at([1280.0, 800.0], startup(), Settings::default());
    h.state_mut().perform(Command::PickStage(Stage::AStar));
    h.run();
    tick_eight_directions(&mut h);
    // The search on screen runs in eight directions, and the scenario says so.
    assert_eq!(h.state().state().stage(), Stage::AStarEight);
    let board = h.state().state().scenario().search.clone().unwrap();
    assert_eq!(board.directions(), Directions::Eight);
    // The board's heuristic is Manhattan, which A* in eight directions runs as octile: the
    // panel says so.
    h.get_by_label_contains("runs by the octile distance instead");
    // Picked from the list, BFS runs in eight directions too.
    h.state_mut().perform(Command::PickStage(Stage::Bfs));
    h.run();
    assert_eq!(h.state().state().stage(), Stage::BfsEight);
    // The race follows: BFS, Dijkstra and A* in eight directions; the timed search, which
    // has no form in eight, in four, saying so.
    click(&mut h, "Race");
    choose_search(&mut h, "dfs");
    choose_search(&mut h, "timed");
    let race = h.state().race();
    let raced = match race.race() {
        Some(Ok(raced)) => raced.clone(),
        other => panic!("no race: {other:?}"),
    };
    let searches: Vec<Search> = raced.lanes().iter().map(|l| l.search()).collect();
    assert_eq!(
        searches,
        [
            Search::BfsEight,
            Search::DijkstraEight,
            Search::AStarEight,
            Search::Timed
        ]
    );
    let note = raced.lanes()[3]
        .note()
        .expect("the timed search says why")
        .to_owned();
    assert!(note.contains("four"), "{note}");
    h.get_by_label(&note);
    // Unticked (in the race's own controls), every search is back in four directions.
    tick_eight_directions(&mut h);
    let race = h.state().race();
    let searches: Vec<Search> = match race.race() {
        Some(Ok(raced)) => raced.lanes().iter().map(|l| l.search()).collect(),
        other => panic!("no race: {other:?}"),
    };
    assert_eq!(
        searches,
        [Search::Bfs, Search::Dijkstra, Search::AStar, Search::Timed]
    );
    assert_eq!(h.state().state().stage(), Stage::Bfs);
}

/// Clicks the "Eight directions" checkbox (the stage panel's and the race's say the same),
/// scrolled into view first: the stage panel scrolls below the list of stages.
fn tick_eight_directions(h: &mut common::app::App) {
    // The stage panel scrolls: with every stage's button above it, the checkbox may lie
    // below the window's edge.
    h.query_all_by_label("Eight directions")
        .next()
        .expect("the checkbox")
        .scroll_to_me();
    h.run();
    h.query_all_by_label("Eight directions")
        .next()
        .expect("the checkbox")
        .scroll_to_me();
    h.run();
    h.query_all_by_label("Eight directions")
        .next()
        .expect("the checkbox")
        .click();
    h.run();
}
