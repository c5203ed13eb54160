//! A graph search's own numbers on the board: the numbers the caption speaks of are the ones
//! painted in the cell it names (A*'s f in the middle, g and h in the top corners), at the
//! window's sizes and in presenter view; no two numbers of a cell overlap or leave it; and a
//! cell too small for the corners shows f alone.

use crate::common;

use common::app::{App, board_geometry, harness_at, open_at};
use egui::Rect;
use egui_kittest::kittest::Queryable;
use snakescope::app::command::Command;
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::board::BoardGeometry;
use snakescope::rules::Pos;
use snakescope::session::Layer;
use snakescope::stages::Stage;
use std::path::Path;

/// The pocket board of the graph-search lesson, at `size`, in presenter view or not, its A*
/// stage run at tick 0.
fn astar_on_the_pocket(size: [f32; 2], presenter: bool) -> App {
    let startup = Startup::from_file(Some(Path::new("scenarios/search-pocket-12x12.ron")));
    let settings = Settings {
        presenter,
        ..Settings::default()
    };
    let mut h = open_at(size, startup, settings);
    h.state_mut().perform(Command::PickStage(Stage::AStar));
    h.run();
    h
}

/// The numbers painted on the board, each with the rectangle of its glyphs.
fn painted_numbers(h: &App) -> Vec<(u32, Rect)> {
    h.output()
        .shapes
        .iter()
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Text(t) => Some((t.galley.text().parse().ok()?, t.visual_bounding_rect())),
            _ => None,
        })
        .collect()
}

/// The numbers painted in cell `p`: those whose glyphs' centre lies in it.
fn in_cell(numbers: &[(u32, Rect)], geo: &BoardGeometry, p: Pos) -> Vec<(u32, Rect)> {
    let cell = geo.cell_rect(p);
    numbers
        .iter()
        .filter(|(_, r)| cell.contains(r.center()))
        .copied()
        .collect()
}

/// Where in the frame's shapes the last ring round the cell `r` is drawn, and the first of
/// the numbers in it.
fn ring_and_numbers_order(h: &App, r: Rect) -> (Option<usize>, Option<usize>) {
    let shapes = &h.output().shapes;
    let ring = shapes.iter().rposition(|c| match &c.shape {
        egui::Shape::Rect(rect) => {
            rect.stroke.width > 0.0 && (rect.rect.center() - r.center()).length() < 1.0
        }
        _ => false,
    });
    let digits = shapes.iter().position(|c| match &c.shape {
        egui::Shape::Text(t) => r.contains(t.visual_bounding_rect().center()),
        _ => false,
    });
    (ring, digits)
}

/// What a caption "Popped (x, y): f = F (g = G, h = H), ..." says: the cell, f, g and h.
fn popped(caption: &str) -> Option<(Pos, u32, u32, u32)> {
    let rest = &caption[caption.find("Popped (")? + "Popped (".len()..];
    let (x, rest) = rest.split_once(", ")?;
    let (y, rest) = rest.split_once(')')?;
    let after = |name: &str| -> Option<u32> {
        let s = &rest[rest.find(name)? + name.len()..];
        let digits: String = s.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    };
    let cell = Pos::new(x.parse().ok()?, y.parse().ok()?);
    Some((cell, after("f = ")?, after("g = ")?, after("h = ")?))
}

/// The first event at or after `from` (of the run shown, counted as `GoToEvent` counts)
/// whose caption is a pop, and what it says.
fn next_pop(h: &mut App, from: usize, last: usize) -> Option<(usize, String)> {
    for event in from..=last {
        h.state_mut().perform(Command::GoToEvent(event));
        let caption = h.state().state().caption()?;
        if popped(&caption).is_some() {
            return Some((event, caption));
        }
    }
    None
}

/// The events of the run on screen, counted as `GoToEvent` counts: its first and its last.
fn event_range(h: &App) -> (usize, usize) {
    let (at, _) = h.state().state().event_position();
    let replay = h.state().state().replay().expect("the search on screen");
    let first = at + 1 - replay.cursor();
    (first, first + replay.len() - 1)
}

#[test]
fn the_numbers_the_caption_speaks_of_are_painted_in_its_cell() {
    for (size, presenter) in [
        ([1024.0, 768.0], false),
        ([1920.0, 1080.0], false),
        ([800.0, 600.0], true),
        ([1024.0, 768.0], true),
    ] {
        let mut h = astar_on_the_pocket(size, presenter);
        let (first, last) = event_range(&h);
        let mut checked = 0;
        let mut from = first + (last - first) / 5;
        while checked < 3 {
            let (event, caption) = next_pop(&mut h, from, last).expect("a pop after it");
            h.run();
            let at = format!("{size:?} presenter {presenter}, event {event}: {caption:?}");
            assert!(h.query_by_label(&caption).is_some(), "{at}: not on screen");
            let (cell, f, g, hh) = popped(&caption).unwrap();
            let geo = board_geometry(&h);
            let numbers = in_cell(&painted_numbers(&h), &geo, cell);
            let r = geo.cell_rect(cell);
            let middle = numbers
                .iter()
                .find(|(_, n)| (n.center() - r.center()).length() < r.width() * 0.15);
            assert_eq!(
                middle.map(|m| m.0),
                Some(f),
                "{at}: f in the middle {numbers:?}"
            );
            let corner = |left: bool| {
                numbers.iter().find(|(_, n)| {
                    n.center().y < r.top() + r.height() * 0.35
                        && (n.center().x < r.center().x) == left
                })
            };
            assert_eq!(corner(true).map(|c| c.0), Some(g), "{at}: g {numbers:?}");
            assert_eq!(corner(false).map(|c| c.0), Some(hh), "{at}: h {numbers:?}");
            // The ring round the cell being expanded lies under its numbers, not over them.
            let (ring, digits) = ring_and_numbers_order(&h, r);
            assert!(ring.is_some(), "{at}: the cell popped is ringed");
            assert!(
                ring < digits,
                "{at}: ring {ring:?}, numbers from {digits:?}"
            );
            checked += 1;
            from = event + (last - first) / 5;
        }
    }
}

#[test]
fn no_two_numbers_of_a_cell_overlap_or_leave_it_at_any_size() {
    for (size, presenter) in [
        ([800.0, 600.0], false),
        ([1024.0, 768.0], false),
        ([1920.0, 1080.0], false),
        ([800.0, 600.0], true),
        ([1920.0, 1080.0], true),
    ] {
        let mut h = astar_on_the_pocket(size, presenter);
        h.state_mut()
            .perform(Command::ShowLayer(Layer::ExpansionOrder, true));
        let (_, last) = event_range(&h);
        h.state_mut().perform(Command::GoToEvent(last));
        h.run();
        let geo = board_geometry(&h);
        let numbers = painted_numbers(&h);
        let grid = *h.state().state().game().grid();
        let mut written = 0;
        for p in grid.all_cells() {
            let mine = in_cell(&numbers, &geo, p);
            written += mine.len();
            let cell = geo.cell_rect(p).expand(0.5);
            for (k, (a, ra)) in mine.iter().enumerate() {
                assert!(
                    cell.contains_rect(*ra),
                    "{size:?} {presenter}: {a} leaves {p}"
                );
                for (b, rb) in &mine[k + 1..] {
                    assert!(
                        !ra.intersects(*rb),
                        "{size:?} {presenter}: {a} and {b} overlap in {p}"
                    );
                }
            }
        }
        // Every cell the search reached has its number: 75 expanded, more queued.
        assert!(written >= 75, "{size:?} {presenter}: {written} numbers");
    }
}

#[test]
fn a_cell_too_small_for_the_corners_shows_f_alone() {
    // The open 20x20 board at 800x600: cells of about 19 points, room for f but not for
    // corners beside it.
    let startup = Startup::from_file(Some(Path::new("scenarios/open-20x20.ron")));
    let app = ExplainerApp::with_settings(startup.without_autoplay(), Settings::default());
    let mut h = harness_at([800.0, 600.0], app);
    // The game records on while the first frames are drawn.
    common::app::play_out(&mut h);
    h.state_mut().perform(Command::PickStage(Stage::AStar));
    h.run();
    let (_, last) = event_range(&h);
    h.state_mut().perform(Command::GoToEvent(last));
    h.run();
    let geo = board_geometry(&h);
    let frame = h.state().state().replay().unwrap().frame().clone();
    let numbers = painted_numbers(&h);
    let grid = *h.state().state().game().grid();
    let mut alone = 0;
    for p in grid.all_cells() {
        let Some(f) = frame.mark(p).f() else { continue };
        if p == h.state().state().game().snake().head() {
            continue;
        }
        let mine = in_cell(&numbers, &geo, p);
        let shown: Vec<u32> = mine.iter().map(|m| m.0).collect();
        assert_eq!(shown, [f], "{p}: cells of {} points", geo.cell);
        alone += 1;
    }
    assert!(alone > 10, "f alone in {alone} cells, {} points", geo.cell);
}

#[test]
fn hovering_a_cell_tells_all_its_numbers_even_those_too_small_to_draw() {
    let mut h = astar_on_the_pocket([1024.0, 768.0], false);
    let (first, last) = event_range(&h);
    let (_, caption) = next_pop(&mut h, first + 40, last).expect("a pop");
    h.run();
    let (cell, f, g, hh) = popped(&caption).unwrap();
    let order = h.state().state().replay().unwrap().frame().mark(cell).order;
    let order = order.expect("a cell popped has its order");
    h.hover_at(board_geometry(&h).center(cell));
    h.run();
    h.get_by_label(&format!("f = {f} (g = {g}, h = {hh})"));
    h.get_by_label(&format!("expansion order {order}"));
}

#[test]
fn the_search_s_numbers_follow_the_stage_and_switch_off_in_the_legend() {
    const TOGGLE: &str = "The search's numbers (distance, g, h, f)";
    let mut h = astar_on_the_pocket(common::app::WINDOW, false);
    let (_, last) = event_range(&h);
    h.state_mut().perform(Command::GoToEvent(last));
    h.run();
    let on_board = |h: &App| {
        let board = board_geometry(h).rect();
        let numbers = painted_numbers(h);
        numbers
            .iter()
            .filter(|(_, r)| board.contains(r.center()))
            .count()
    };
    let shown = |h: &App| h.state().state().shown_layers().shows(Layer::SearchNumbers);
    // A graph search shows them, on by default: every cell it reached, but the head.
    assert!(shown(&h));
    assert!(on_board(&h) >= 75, "{} numbers", on_board(&h));
    // The cycle's stage has none to show, and leaves the layer out.
    h.state_mut().perform(Command::PickStage(Stage::Cycle));
    h.run();
    assert!(
        !shown(&h),
        "the cycle's stage leaves the search's numbers out"
    );
    h.state_mut().perform(Command::PickStage(Stage::AStar));
    h.run();
    h.state_mut().perform(Command::GoToEvent(last));
    h.run();
    assert!(shown(&h));
    // Switched off in the legend, no number is left on the board.
    common::app::click_in_view(&mut h, TOGGLE);
    assert!(!shown(&h));
    assert_eq!(on_board(&h), 0);
    common::app::click_in_view(&mut h, TOGGLE);
    assert!(shown(&h) && on_board(&h) >= 75);
}
