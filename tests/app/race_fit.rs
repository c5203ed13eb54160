//! The race on screens of every size, as a class sees it: at 800x600, 1280x800, 1920x1080
//! and a phone's 390x844, in the window and in presenter view, nothing of the race is cut
//! (each board, its heading and every cell of the table lie in the window, above the controls
//! under them, apart from each other), and in presenter view the boards fill the height. The
//! race is run where commands are carried out, once for each board, however many frames show
//! it.

use crate::common;

use common::app::{App, open_at};
use egui::{Pos2, Rect};
use egui_kittest::kittest::Queryable;
use snakescope::app::command::Command;
use snakescope::app::command::race::RaceCommand;
use snakescope::app::settings::Settings;
use snakescope::app::shell::Startup;
use snakescope::stages::Stage;
use std::path::Path;

/// The window sizes a race is looked at in.
const SIZES: [[f32; 2]; 4] = [
    [800.0, 600.0],
    [1280.0, 800.0],
    [1920.0, 1080.0],
    [390.0, 844.0],
];

/// The searches' pocket on 12x12 at `size`, in presenter view if `presenter`, with the race
/// of its four default searches on screen.
fn racing(size: [f32; 2], presenter: bool) -> App {
    let startup = Startup::from_file(Some(Path::new("scenarios/search-pocket-12x12.ron")));
    assert_eq!(startup.error, None);
    let settings = Settings {
        presenter,
        ..Settings::default()
    };
    let mut h = open_at(size, startup, settings);
    h.state_mut()
        .perform(Command::Race(RaceCommand::Open(true)));
    h.run();
    h
}

/// The rectangles of every node labelled `label`, but for those in the panels beside.
fn rects_of(h: &App, label: &str) -> Vec<Rect> {
    let columns: Vec<Rect> = h
        .state()
        .layout()
        .columns()
        .iter()
        .map(|c| c.rect)
        .collect();
    h.query_all_by_label(label)
        .map(|n| n.rect())
        .filter(|r| !columns.iter().any(|c| c.intersects(*r)))
        .collect()
}

/// Where the controls under the race begin: the top of the strip of timelines.
fn controls_top(h: &App) -> f32 {
    ["Play", "Play events"]
        .iter()
        .flat_map(|label| rects_of(h, label))
        .map(|r| r.top())
        .fold(f32::MAX, f32::min)
}

/// The race's parts on screen: each board, each heading, each cell of the table.
struct Parts {
    boards: Vec<Rect>,
    headings: Vec<Rect>,
    table: Vec<Rect>,
}

fn parts(h: &App) -> Parts {
    let room = h.state().race();
    let lanes = room.lanes();
    assert_eq!(lanes.len(), 4, "four searches raced");
    let boards = lanes
        .iter()
        .map(|l| {
            h.get_by_label(&format!("Race board: {}", l.row().summary()))
                .rect()
        })
        .collect();
    let headings = lanes
        .iter()
        .map(|l| h.get_by_label(&l.row().summary()).rect())
        .collect();
    let mut table = Vec::new();
    for heading in snakescope::trace::race::RaceRow::headings() {
        table.extend(rects_of(h, &heading));
    }
    for lane in lanes {
        let search = lane.row().search;
        let named: Vec<Rect> = [search.title(), search.cli_name().to_owned()]
            .iter()
            .flat_map(|name| rects_of(h, name))
            .collect();
        assert!(
            !named.is_empty(),
            "{search:?} has a row in the table: {:?} {:?}",
            h.query_all_by_label(&search.title())
                .map(|n| n.rect())
                .collect::<Vec<_>>(),
            h.state().layout().columns()
        );
        table.extend(named);
    }
    Parts {
        boards,
        headings,
        table,
    }
}

/// Whether `a` and `b` overlap by more than a hair.
fn overlap(a: Rect, b: Rect) -> bool {
    a.shrink(0.5).intersects(b.shrink(0.5))
}

#[test]
fn nothing_of_the_race_is_cut_at_any_size_in_the_window_or_in_presenter_view() {
    for size in SIZES {
        for presenter in [false, true] {
            let h = racing(size, presenter);
            let what = format!("{size:?} presenter {presenter}");
            let window = Rect::from_min_size(Pos2::ZERO, egui::vec2(size[0], size[1]));
            let bottom = controls_top(&h);
            let parts = parts(&h);
            let all: Vec<Rect> = [&parts.boards, &parts.headings, &parts.table]
                .into_iter()
                .flatten()
                .copied()
                .collect();
            for r in &all {
                assert!(
                    window.contains_rect(*r) && r.bottom() <= bottom + 0.5,
                    "{what}: {r:?} outside the window or under the controls at {bottom}"
                );
            }
            // The boards, their headings and the table stand apart.
            for (i, a) in parts.boards.iter().chain(&parts.headings).enumerate() {
                for b in parts.boards.iter().chain(&parts.headings).skip(i + 1) {
                    assert!(!overlap(*a, *b), "{what}: {a:?} over {b:?}");
                }
                for t in &parts.table {
                    assert!(!overlap(*a, *t), "{what}: {a:?} over the table's {t:?}");
                }
            }
            // Each heading sits over its board.
            for (heading, board) in parts.headings.iter().zip(&parts.boards) {
                assert!(heading.bottom() <= board.top() + 0.5, "{what}");
                assert!(
                    heading.left() <= board.center().x && board.center().x <= heading.right(),
                    "{what}: {heading:?} is not over {board:?}"
                );
            }
        }
    }
}

#[test]
fn in_presenter_view_the_boards_fill_the_height_or_on_a_phone_the_width() {
    for size in SIZES {
        let h = racing(size, true);
        let boards = parts(&h).boards;
        let top = boards.iter().map(|r| r.top()).fold(f32::MAX, f32::min);
        let bottom = boards.iter().map(|r| r.bottom()).fold(f32::MIN, f32::max);
        let left = boards.iter().map(|r| r.left()).fold(f32::MAX, f32::min);
        let right = boards.iter().map(|r| r.right()).fold(f32::MIN, f32::max);
        let upright = size[1] > size[0];
        if upright {
            // Two boards side by side across a phone's width are as large as its width
            // allows four square boards to be; stacked one above the other they would be
            // smaller.
            assert!(
                right - left >= 0.95 * size[0],
                "{size:?}: the boards span {} of {} points across",
                right - left,
                size[0]
            );
        } else {
            assert!(
                bottom - top >= 0.6 * size[1],
                "{size:?}: the boards span {} of {} points",
                bottom - top,
                size[1]
            );
        }
    }
}

#[test]
fn the_race_is_run_once_per_board_and_again_when_the_board_changes() {
    let mut h = racing([1280.0, 800.0], false);
    assert_eq!(h.state().race().runs(), 1);
    // Frames, steps of the race and another stage leave the board as it was.
    for _ in 0..5 {
        h.run();
    }
    h.state_mut().perform(Command::Race(RaceCommand::Step(3)));
    h.state_mut().perform(Command::PickStage(Stage::Dfs));
    h.run();
    assert_eq!(h.state().race().runs(), 1);
    assert_eq!(h.state().race().step(), 3);
    // Another tick is another board: the race runs again, from its first step.
    h.state_mut().perform(Command::StepTicks(1));
    h.run();
    assert_eq!(h.state().race().runs(), 2);
    assert_eq!(h.state().race().step(), 0);
    // So is another target.
    h.state_mut().perform(Command::Sandbox {
        start: None,
        target: Some(snakescope::rules::Pos::new(10, 10)),
    });
    h.run();
    assert_eq!(h.state().race().runs(), 3);
    let board = h.state().race().race().unwrap().as_ref().unwrap().board();
    assert_eq!(board.target(), snakescope::rules::Pos::new(10, 10));
}
