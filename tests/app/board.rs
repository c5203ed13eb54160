//! The board as a person uses it: hovering a cell tells what is known about it; on "your own
//! board" a click sets the target and a right-click the start; presenter mode enlarges text.

use crate::common;

use common::app::{App, board_cell, classic};
use egui::{PointerButton, Pos2};
use egui_kittest::kittest::Queryable;
use snakescope::rules::Pos;
use snakescope::session::Layer;

fn click_at(h: &mut App, pos: Pos2, button: PointerButton) {
    common::app::pointer_click(h, pos, button);
    h.run();
}

#[test]
fn hovering_a_cell_tells_what_is_known_about_it() {
    let mut h = classic();
    // The first decision's search is shown in full: (3, 2) is two steps below the head.
    let at = board_cell(&h, Pos::new(3, 2));
    h.hover_at(at);
    h.run();
    h.get_by_label("Cell (3, 2)");
    h.get_by_label("distance 2 from the start");
    h.get_by_label("parent (3, 1) (entered moving Down)");
    h.get_by_label_contains("step 2 of the path");
    // A body cell says so, and why the search refused it.
    let at = board_cell(&h, Pos::new(2, 0));
    h.hover_at(at);
    h.run();
    h.get_by_label("body cell 2 of 4 from the head");
    // The latest refusal of the cell is the one shown.
    h.get_by_label("refused: Up of (2, 1), (2, 0), is the body");
}

#[test]
fn on_your_own_board_clicks_set_the_target_and_the_start() {
    let mut h = classic();
    h.get_by_label("Your own board").click();
    h.run();
    assert!(h.state().state().own_board());
    let at = board_cell(&h, Pos::new(6, 6));
    click_at(&mut h, at, PointerButton::Primary);
    assert_eq!(h.state().state().sandbox(), (None, Some(Pos::new(6, 6))));
    h.get_by_label("Your own board: Search from (3, 0) to (6, 6); Right is tried first");
    let at = board_cell(&h, Pos::new(0, 7));
    click_at(&mut h, at, PointerButton::Secondary);
    assert_eq!(
        h.state().state().sandbox(),
        (Some(Pos::new(0, 7)), Some(Pos::new(6, 6)))
    );
    h.get_by_label("Your own board: Search from (0, 7) to (6, 6); Right is tried first");
    h.get_by_label("Reset start and target").click();
    h.run();
    h.get_by_label("Your own board: Search from (3, 0) to (3, 5); Right is tried first");
}

#[test]
fn presenter_mode_enlarges_the_text() {
    let mut h = classic();
    let body = |h: &App| h.ctx.global_style().text_styles[&egui::TextStyle::Body].size;
    let normal = body(&h);
    h.key_press(egui::Key::F5);
    h.run();
    assert!(body(&h) > normal * 1.3, "{} vs {normal}", body(&h));
    h.get_by_label("Presenter").click();
    h.run();
    assert_eq!(body(&h), normal);
}

#[test]
fn clicking_the_length_plot_jumps_to_that_tick() {
    let mut h = classic();
    let rect = h.get_by_label("Snake length over ticks").rect();
    let pos = rect.center();
    click_at(&mut h, pos, PointerButton::Primary);
    let tick = h.state().state().tick();
    let len = h.state().state().ticks();
    assert!(tick > len / 5 && tick < len * 4 / 5, "tick {tick} of {len}");
}

#[test]
fn cycle_indices_leave_the_head_s_eyes_and_the_food_uncovered() {
    // Hamilton at its first tick: the cycle's index of every cell is written on the board.
    let h = common::app::open_curated("reference-rule-dies-8x8");
    let game = h.state().state().game();
    let (head, food) = (game.snake().head(), game.food().expect("food"));
    let middles: Vec<Pos2> = [head, food].iter().map(|&p| board_cell(&h, p)).collect();
    let mut texts = 0;
    for clipped in &h.output().shapes {
        if let egui::Shape::Text(text) = &clipped.shape {
            texts += 1;
            let r = text.visual_bounding_rect();
            for m in &middles {
                assert!(
                    !r.contains(*m),
                    "{:?} is written over the middle of a cell at {m:?}",
                    text.galley.text()
                );
            }
        }
    }
    assert!(texts > 64, "the indices are written: {texts} texts");
}

#[test]
fn the_label_of_a_run_on_your_own_board_stands_outside_the_cells() {
    use snakescope::app::settings::Settings;
    use snakescope::app::shell::Startup;
    use snakescope::board::BoardGeometry;
    for size in [[800.0, 600.0], [1024.0, 768.0], [1480.0, 920.0]] {
        let startup = Startup::from_file(Some(std::path::Path::new(
            "scenarios/classic-8x8-hamilton.ron",
        )));
        let mut h = common::app::open_at(size, startup, Settings::default());
        // The longest path: at tick 0 Hamilton runs no such search, so it runs on its own.
        common::app::press(&mut h, egui::Key::Num2);
        let label = h.get_by_label_contains("not the decision at tick 0");
        let badge = label.rect();
        let board = h.state().layout().board().expect("the board is shown");
        let cells = BoardGeometry::fit(board, h.state().state().game().grid()).rect();
        assert!(
            !badge.intersects(cells.shrink(0.5)),
            "{size:?}: the label {badge:?} lies over the board {cells:?}"
        );
        let window = egui::Rect::from_min_size(Pos2::ZERO, egui::vec2(size[0], size[1]));
        assert!(window.contains_rect(badge), "{size:?}: {badge:?}");
    }
}

#[test]
fn the_expansion_order_is_a_layer_of_the_legend_off_until_ticked() {
    let mut h = classic();
    let shows = |h: &App| {
        h.state()
            .state()
            .settings()
            .overlays
            .shows(Layer::ExpansionOrder)
    };
    assert!(!shows(&h), "off by default");
    common::app::click_in_view(&mut h, "Expansion order");
    assert!(shows(&h), "ticked, it is on");
    common::app::click_in_view(&mut h, "Expansion order");
    assert!(!shows(&h));
}
