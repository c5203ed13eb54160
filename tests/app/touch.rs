//! On a touch screen: every control a finger can hit (at least 44 points high and wide) on a
//! phone's 360x640 screen, the phone's layout holding (the board as wide as the screen, the
//! step buttons on it), and a tap on a cell showing what hovering shows with a mouse.

use crate::common::app::{App, board_cell, harness_at, play_out};
use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::app::touch::{self, TARGET};
use snakescope::rules::Pos;

/// The classic start on a phone of `size`, used by touch, settled.
fn phone(size: [f32; 2]) -> App {
    let app =
        ExplainerApp::with_settings(Startup::default().without_autoplay(), Settings::default());
    let mut h = harness_at(size, app);
    touch::set_touch(&h.ctx, true);
    play_out(&mut h);
    // The panels take their new heights a frame late.
    for _ in 0..4 {
        h.step();
    }
    h
}

#[test]
fn on_a_phone_every_control_on_screen_is_a_fingertip_wide_and_the_layout_holds() {
    let size = [360.0, 640.0];
    let mut h = phone(size);
    let window = Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(size[0], size[1]));
    let small: Vec<String> = h
        .query_all_by(|node| egui::accessibility::is_input(node.role()))
        .filter(|node| node.accesskit_node().role() != Role::Splitter)
        .filter(|node| window.intersects(node.rect()))
        .filter(|node| {
            let r = node.rect();
            r.height() < TARGET - 0.5 || r.width() < TARGET - 0.5
        })
        .map(|node| {
            format!(
                "{:?} {:?} {:?}",
                node.accesskit_node().role(),
                node.accesskit_node().label(),
                node.rect()
            )
        })
        .collect();
    assert!(
        small.is_empty(),
        "controls under {TARGET} points:\n{}",
        small.join("\n")
    );
    for label in ["Step", "Event step", "Menu"] {
        let widget = h.get_by_label(label);
        assert!(
            window.contains_rect(widget.rect()),
            "{label} at {:?}",
            widget.rect()
        );
    }
    let board = h.get_by_label("Board").rect();
    assert!(board.width() >= size[0] * 0.9, "{board:?}");
    // The menu's rows too.
    h.get_by_label("Menu").click();
    play_out(&mut h);
    let row = h.get_by_label("Open…").rect();
    assert!(row.height() >= TARGET - 0.5, "{row:?}");
}

#[test]
fn a_tap_on_a_cell_shows_what_hovering_shows() {
    let mut h = phone([1000.0, 900.0]);
    assert!(h.query_by_label_contains("Tap a cell to see").is_some());
    let head = Pos::new(3, 0);
    let at = board_cell(&h, head);
    h.remove_cursor();
    h.event(egui::Event::PointerMoved(at));
    h.event(egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.event(egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    h.event(egui::Event::PointerGone);
    play_out(&mut h);
    h.get_by_label("Cell (3, 0)");
    // Tapped again, it goes.
    h.event(egui::Event::PointerMoved(at));
    h.event(egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.event(egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    h.event(egui::Event::PointerGone);
    play_out(&mut h);
    assert!(h.query_by_label("Cell (3, 0)").is_none());
}

#[test]
#[ignore = "a picture for a person to look at: SNAKESCOPE_SHOT=path"]
fn shot_of_the_phone() {
    let Ok(path) = std::env::var("SNAKESCOPE_SHOT") else {
        return;
    };
    let size = [360.0, 640.0];
    let app =
        ExplainerApp::with_settings(Startup::default().without_autoplay(), Settings::default());
    let (mut h, screen) = crate::common::pixels::harness_with_screen(size, app);
    touch::set_touch(&h.ctx, std::env::var("SNAKESCOPE_SHOT_MOUSE").is_err());
    play_out(&mut h);
    for _ in 0..4 {
        h.step();
    }
    let whole = Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(size[0], size[1]));
    let (w, hh, px) = screen.pixels(&h, whole);
    std::fs::write(
        path,
        snakescope::picture::encode::png_bytes(w, hh, &px).unwrap(),
    )
    .unwrap();
}
