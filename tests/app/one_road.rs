//! One road for state: the editor, the settings and the legend read what they show and send
//! commands, carried out in one place at the frame's end. A click on their widgets, found by
//! label, and the same command sent from outside change what is shown alike.

use crate::common;

use common::app::{App, classic, click, click_in_view};
use egui::Pos2;
use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};
use snakescope::app::command::Command;
use snakescope::app::command::editor::Edit;
use snakescope::app::files::View;
use snakescope::board::BoardGeometry;
use snakescope::rules::{Grid, Pos};
use snakescope::session::Layer;

/// Where cell `(x, y)` is on the editor's board.
fn cell(h: &App, x: u16, y: u16) -> Pos2 {
    let rect = h.get_by_label("Editor board").rect();
    let s = h.state().editor().expect("the editor is open").scenario();
    let grid = Grid::new(s.width, s.height).unwrap();
    BoardGeometry::fit(rect, &grid).center(Pos::new(x, y))
}

/// Whether the checkbox labelled `label` is ticked.
fn ticked(h: &App, label: &str) -> bool {
    let node = h.get_by_label(label);
    node.accesskit_node().toggled() == Some(egui::accesskit::Toggled::True)
}

#[test]
fn the_editor_s_clicks_are_edits_carried_out_and_shown() {
    let mut h = classic();
    click(&mut h, "Editor");
    assert_eq!(h.state().view(), View::Edit);
    click_in_view(&mut h, "New board");
    click_in_view(&mut h, "Food");
    assert!(
        h.query_by_label("none: all food comes from the seed")
            .is_some()
    );
    // A click on a cell with the food tool: the script lists it.
    let p = cell(&h, 6, 2);
    h.hover_at(p);
    h.drag_at(p);
    h.drop_at(p);
    h.run();
    h.get_by_label("1. (6, 2)");
    assert!(h.state().editor().unwrap().is_dirty());
    // The same edit sent as a command is shown the same way.
    h.state_mut()
        .perform(Command::Edit(Edit::ToggleFood((3, 5))));
    h.run();
    h.get_by_label("2. (3, 5)");
    // Its "x" takes the first out, and "Clear food" the rest.
    h.query_all_by_role_and_label(Role::Button, "x")
        .next()
        .expect("a food's x")
        .click();
    h.run();
    assert!(h.query_by_label("1. (6, 2)").is_none());
    h.get_by_label("1. (3, 5)");
    click_in_view(&mut h, "Clear food");
    h.get_by_label("none: all food comes from the seed");
    assert!(h.state().editor().unwrap().scenario().food.is_empty());
}

#[test]
fn a_legend_toggle_and_its_command_change_the_board_s_layers_alike() {
    let mut h = classic();
    assert!(ticked(&h, "Parent arrows"));
    click_in_view(&mut h, "Parent arrows");
    assert!(!ticked(&h, "Parent arrows"));
    assert!(!h.state().state().shown_layers().shows(Layer::Parents));
    assert!(!h.state().state().settings().overlays.shows(Layer::Parents));
    h.state_mut()
        .perform(Command::ShowLayer(Layer::Parents, true));
    h.run();
    assert!(ticked(&h, "Parent arrows"));
    assert!(h.state().state().still().overlays.shows(Layer::Parents));
}

#[test]
fn a_setting_clicked_is_kept_and_shown_ticked() {
    let mut h = classic();
    click(&mut h, "Settings");
    assert!(!ticked(&h, "Animate each step"));
    click(&mut h, "Animate each step");
    assert!(h.state().state().settings().animate_steps);
    if h.query_by_label("Animate each step").is_none() {
        click(&mut h, "Settings");
    }
    assert!(ticked(&h, "Animate each step"));
    h.state_mut().perform(Command::AnimateSteps(false));
    h.run();
    assert!(!ticked(&h, "Animate each step"));
}
