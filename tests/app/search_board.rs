//! A scenario's search board (its start, its target, its walls for the graph searches alone)
//! is on the board in every view of it: the decision's own stage, a search run on the board,
//! a quiz's question; and a search stage shows its own numbers, not the cycle's.

use crate::common;

use common::app::board_geometry;
use common::pixels::harness_with_screen;
use egui::{Pos2, Rect};
use snakescope::app::command::Command;
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::board::palette::BoardPalette;
use snakescope::rules::Pos;
use snakescope::scenario;
use snakescope::session::Layer;
use snakescope::stages::Stage;

/// A cycle on 8x8 with a search board: a start, a target and three walls.
fn scenario() -> scenario::Scenario {
    let text = "Scenario(name: \"Walls\", width: 8, height: 8, snake: [(1, 0), (0, 0)], \
                food: [(7, 7)], solver: Cycle, search: (from: (1, 4), to: (6, 4), \
                walls: [(4, 3), (4, 4), (4, 5)]))";
    scenario::load_str(text, "walls.ron").unwrap()
}

fn startup() -> Startup {
    Startup {
        scenario: scenario(),
        origin: "walls.ron".into(),
        path: None,
        error: None,
        autoplay: false,
        game: None,
        lesson: None,
        map: None,
    }
}

#[test]
fn the_search_board_is_drawn_in_every_view_of_its_scenario() {
    let walls = [Pos::new(4, 3), Pos::new(4, 4), Pos::new(4, 5)];
    let ends = (Some(Pos::new(1, 4)), Some(Pos::new(6, 4)));
    let app = ExplainerApp::with_settings(startup(), Settings::default());
    let (mut h, screen) = harness_with_screen([1024.0, 768.0], app);
    h.run();
    let views: [(&str, Option<Command>); 3] = [
        ("the decision's stage", None),
        (
            "A* run on the board",
            Some(Command::PickStage(Stage::AStar)),
        ),
        ("the quiz's question", Some(Command::ToggleQuiz)),
    ];
    for (view, command) in views {
        if let Some(command) = command {
            h.state_mut().perform(command);
            h.run();
        }
        let still = h.state().state().still();
        assert_eq!(still.search_walls, walls, "{view}");
        assert_eq!(still.sandbox, ends, "{view}");
        // Painted: the wall's colour in each wall's cell, in a corner (clear of its cross and
        // of any line through the cell's middle).
        let geo = board_geometry(&h);
        let window = Rect::from_min_size(Pos2::ZERO, egui::vec2(1024.0, 768.0));
        let (width, _, rgba) = screen.pixels(&h, window);
        for wall in walls {
            let r = geo.cell_rect(wall);
            let at = r.left_top() + egui::Vec2::splat(r.width() * 0.1);
            let i = 4 * (at.y as usize * width + at.x as usize);
            let is_wall = BoardPalette::ALL.iter().any(|(_, p)| {
                let [cr, cg, cb, _] = p.wall.to_array();
                rgba[i..i + 3]
                    .iter()
                    .zip([cr, cg, cb])
                    .all(|(&x, y)| x.abs_diff(y) <= 8)
            });
            assert!(is_wall, "{view}: {wall} at {at:?} is {:?}", &rgba[i..i + 3]);
        }
    }
}

#[test]
fn a_search_stage_shows_its_own_numbers_and_the_cycle_stage_the_cycle_s() {
    let mut h = common::app::open(startup());
    // The decision's own stage builds the cycle: its line and numbers are what it speaks of.
    let shown = h.state().state().shown_layers();
    assert!(shown.shows(Layer::Cycle) && shown.shows(Layer::CycleIndex));
    h.state_mut().perform(Command::PickStage(Stage::Dijkstra));
    h.run();
    let state = h.state().state();
    let shown = state.shown_layers();
    assert!(!shown.shows(Layer::Cycle) && !shown.shows(Layer::CycleIndex));
    let still = state.still();
    assert!(still.cycle.is_none(), "no cycle drawn over a search");
    // Asked for, it is drawn all the same.
    h.state_mut()
        .perform(Command::ShowLayer(Layer::CycleIndex, true));
    h.run();
    assert!(h.state().state().shown_layers().shows(Layer::CycleIndex));
    assert!(h.state().state().still().cycle.is_some());
}
