//! A search board's terrain and A*'s guide in the window, as a class meets them: the mud and
//! water are on the board whatever the stage on screen (a cycle's, none, the quiz's), the race
//! on mud shows in its table what the command line's race says BFS and Dijkstra pay, and the
//! stage panel's heuristic, weight and tie-break change what A* does, on the stages they
//! guide alone.

use crate::common;

use common::app::{App, board_geometry, click};
use common::cli::{snakescope, stderr, stdout};
use common::pixels::harness_with_screen;
use egui::{Pos2, Rect};
use egui_kittest::kittest::{NodeT, Queryable};
use snakescope::algo::search::{Guide, Heuristic, TieBreak};
use snakescope::app::command::Command;
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::board::palette::BoardPalette;
use snakescope::rules::{Ground, Pos};
use snakescope::stages::Stage;
use snakescope::trace::race::{RaceBoard, Search, race};
use std::path::PathBuf;

/// A band of mud and water across the middle of an 8x5 board, between the searches' ends,
/// played by `solver`.
fn mud_text(solver: &str) -> String {
    format!(
        "Scenario(version: 1, width: 8, height: 5, snake: [(0, 4)], heading: Up, \
         food: [(7, 4)], solver: {solver}, search: (from: (0, 2), to: (7, 2), terrain: \
         [((2, 1), Mud), ((2, 2), Water), ((2, 3), Mud), ((3, 2), Water), ((4, 2), Water), \
         ((5, 2), Mud)]))"
    )
}

/// The mud scenario played by `solver`, written to a file of its own for `test`.
fn mud_file(test: &str, solver: &str) -> PathBuf {
    let path = common::app::tmp("app_terrain", test).join("mud.ron");
    std::fs::write(&path, mud_text(solver)).unwrap();
    path
}

/// The window on the scenario in `path`, at its first tick, still, recorded to its end.
fn opened(path: &std::path::Path) -> App {
    let startup = Startup::from_file(Some(path));
    assert_eq!(startup.error, None);
    let mut h = common::app::open_at(common::app::WINDOW, startup, Settings::default());
    while !h.state().state().recorded_to_end() {
        h.run_steps(1);
    }
    h.run();
    h
}

#[test]
fn terrain_is_drawn_with_no_search_stage_on_screen_in_every_look() {
    let path = mud_file("drawn", "Hamilton");
    let mud = [Pos::new(2, 1), Pos::new(2, 3), Pos::new(5, 2)];
    let water = [Pos::new(2, 2), Pos::new(3, 2), Pos::new(4, 2)];
    for (look, pal) in BoardPalette::ALL {
        let startup = Startup::from_file(Some(&path));
        assert_eq!(startup.error, None);
        let settings = Settings {
            board_theme: Some(look.theme),
            board_colours: look.colours,
            ..Settings::default()
        };
        let app = ExplainerApp::with_settings(startup.without_autoplay(), settings);
        let (mut h, screen) = harness_with_screen([1024.0, 768.0], app);
        h.run();
        let views: [(&str, Option<Command>); 2] = [
            ("the cycle's stage", None),
            ("the quiz's question", Some(Command::ToggleQuiz)),
        ];
        for (view, command) in views {
            let view = format!("{look:?}, {view}");
            if let Some(command) = command {
                h.state_mut().perform(command);
                h.run();
            }
            let state = h.state().state();
            assert!(
                state.replay().is_none_or(|r| !r.stage().is_search()),
                "{view}: no search on screen"
            );
            let still = state.still();
            assert_eq!(still.search_terrain.len(), 6, "{view}");
            for cell in mud {
                assert!(
                    still.search_terrain.contains(&(cell, Ground::Mud)),
                    "{view}"
                );
            }
            // Painted: the ground's colour of this look in a corner of each cell (clear of
            // its dots or waves and of any line through the cell's middle).
            let geo = board_geometry(&h);
            let window = Rect::from_min_size(Pos2::ZERO, egui::vec2(1024.0, 768.0));
            let (width, _, rgba) = screen.pixels(&h, window);
            let cells = mud.iter().map(|&c| (c, pal.mud));
            for (cell, colour) in cells.chain(water.iter().map(|&c| (c, pal.water))) {
                let r = geo.cell_rect(cell);
                let at = r.left_top() + egui::Vec2::splat(r.width() * 0.1);
                let i = 4 * (at.y as usize * width + at.x as usize);
                let [cr, cg, cb, _] = colour.to_array();
                let shown = &rgba[i..i + 3];
                let near = shown
                    .iter()
                    .zip([cr, cg, cb])
                    .all(|(&x, y)| x.abs_diff(y) <= 8);
                assert!(
                    near,
                    "{view}: {cell} at {at:?} is {shown:?}, not {colour:?}"
                );
            }
        }
    }
}

/// What a node says: its label, else its value (a label's text is its value).
fn words_of(node: &egui_kittest::kittest::AccessKitNode<'_>) -> String {
    let label = node.label().unwrap_or_default();
    if label.is_empty() {
        node.value().unwrap_or_default()
    } else {
        label
    }
}

/// The words of the race table's row for `search`: its name, then its cells left to right.
fn table_row(h: &App, search: Search) -> Vec<String> {
    let names = [search.title(), search.cli_name().to_owned()];
    for name in &names {
        for node in h.query_all_by_label(name) {
            let at = node.rect();
            let mut cells: Vec<(f32, String)> = h
                .query_all_by_label_contains("")
                .filter(|n| {
                    let r = n.rect();
                    r.left() > at.left() && (r.center().y - at.center().y).abs() < 1.0
                })
                .map(|n| (n.rect().left(), words_of(&n.accesskit_node())))
                .collect();
            cells.sort_by(|a, b| a.0.total_cmp(&b.0));
            if cells.len() >= 5 && cells[0].1.parse::<u32>().is_ok() {
                return cells.into_iter().map(|(_, words)| words).collect();
            }
        }
    }
    panic!("no row of the race's table for {search:?}");
}

#[test]
fn the_race_on_mud_shows_what_bfs_and_dijkstra_pay_as_the_command_line_says() {
    let path = mud_file("race", "Greedy");
    let mut h = opened(&path);
    click(&mut h, "Race");
    click(&mut h, "Last step");
    let file = path.to_string_lossy();
    let o = snakescope(&["race", &file, "--searches", "bfs,dijkstra", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let rows: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    let cost_of = |name: &str| {
        let row = rows
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["search"] == name)
            .unwrap_or_else(|| panic!("no {name} in {rows}"));
        row["cost"].as_u64().expect("a cost")
    };
    let (bfs, dijkstra) = (table_row(&h, Search::Bfs), table_row(&h, Search::Dijkstra));
    // The cells: expanded, largest frontier, path length, cost, shortest.
    assert_eq!(bfs[3], cost_of("bfs").to_string(), "{bfs:?}");
    assert_eq!(dijkstra[3], cost_of("dijkstra").to_string(), "{dijkstra:?}");
    // BFS walks through the water, Dijkstra round it: it pays more, for fewer moves.
    let (bfs_cost, dijkstra_cost) = (cost_of("bfs"), cost_of("dijkstra"));
    assert!(bfs_cost > dijkstra_cost, "{bfs:?} {dijkstra:?}");
    assert!(bfs[2].parse::<u32>().unwrap() < dijkstra[2].parse::<u32>().unwrap());
    assert_eq!((bfs[4].as_str(), dijkstra[4].as_str()), ("no", "yes"));
}

/// The stage panel's "event n of len" of the stage on screen: its events' count.
fn events(h: &App) -> usize {
    let len = h.state().state().replay().expect("a stage on screen").len();
    let shown = h.state().state().replay().unwrap().cursor();
    h.get_by_label(&format!("event {shown} of {len}"));
    len
}

#[test]
fn the_stage_panel_s_heuristic_changes_what_a_star_does_and_the_race_follows() {
    let path = mud_file("guide", "Greedy");
    let mut h = opened(&path);
    h.state_mut().perform(Command::PickStage(Stage::AStar));
    h.run();
    assert_eq!(h.state().state().stage(), Stage::AStar);
    let manhattan = events(&h);
    // With h = 0, A* is uniform-cost search: it expands more, so it has more events.
    click(&mut h, "Zero");
    let state = h.state().state();
    assert_eq!(state.guide().heuristic, Heuristic::Zero);
    assert_eq!(
        state.scenario().search.as_ref().and_then(|b| b.heuristic),
        Some(Heuristic::Zero),
        "the open scenario's search board is guided so"
    );
    assert!(state.own_board(), "A* runs on its own with the new guide");
    let zero = events(&h);
    assert!(
        zero > manhattan,
        "zero: {zero} events, Manhattan: {manhattan}"
    );
    // The race uses the same guide: its A* expands as uniform-cost search does.
    click(&mut h, "Race");
    click(&mut h, "Last step");
    h.get_by_label("A* guided by zero, weight 1, ties to the larger-g");
    let shown = |h: &App| {
        let lanes = h.state().race().lanes();
        let lane = lanes.iter().find(|l| l.row().search == Search::AStar);
        lane.expect("A* is raced").row().expanded
    };
    let truth = |h: &App, heuristic| {
        let state = h.state().state();
        let game = state.game();
        let board = state.scenario().search.clone().unwrap();
        let guide = Guide {
            heuristic,
            ..board.guide()
        };
        let grid = *game.grid();
        let raced = RaceBoard::new(
            game,
            board.start_on(&grid),
            board.target_on(&grid),
            board.walls_on(&grid),
        )
        .unwrap()
        .with_terrain(board.terrain_on(&grid))
        .with_guide(guide);
        let rows = race(&raced, &[Search::AStar, Search::Dijkstra])
            .unwrap()
            .rows();
        rows[0].expanded
    };
    assert_eq!(shown(&h), truth(&h, Heuristic::Zero));
    assert_ne!(truth(&h, Heuristic::Zero), truth(&h, Heuristic::Manhattan));
    click(&mut h, "Close the race");
    // The weight, from its slider, in quarters.
    let slider = h
        .query_all_by_label("Weight w")
        .find(|n| n.accesskit_node().numeric_value().is_some())
        .expect("the weight's slider");
    slider.set_value_accesskit(2.5);
    h.run();
    let weight = h.state().state().guide().weight;
    assert_eq!(weight.hundredths(), 250);
    let board = h.state().state().scenario().search.clone().unwrap();
    assert_eq!(board.weight, Some(weight));
    // The tie-break is A*'s alone, and best-first's heuristic is its own choice.
    click(&mut h, "smaller g first");
    assert_eq!(h.state().state().guide().ties, TieBreak::SmallerG);
    h.state_mut().perform(Command::PickStage(Stage::BestFirst));
    h.run();
    assert!(!h.get_by_label("Zero").accesskit_node().is_disabled());
    assert!(
        h.get_by_label("smaller g first")
            .accesskit_node()
            .is_disabled()
    );
    h.state_mut().perform(Command::PickStage(Stage::Dijkstra));
    h.run();
    assert!(h.get_by_label("Zero").accesskit_node().is_disabled());
}
