//! The quiz's marks on the board, as a class at the back of a room sees them: each mark in
//! its own cell's square of the board as the painter placed it (in the window and in
//! presenter view, at two sizes, with the label of a run on the user's own board taking a
//! line), the cell chosen with the arrows marked apart, the keys of a priority queue on the
//! cells waiting, and after a wrong answer the reason whole.

use crate::common;

use common::app::{App, board_cell, board_geometry, open_at, play_out};
use common::pixels::harness_with_screen;
use egui::{PointerButton, Pos2, Rect};
use egui_kittest::kittest::{NodeT, Queryable};
use snakescope::app::command::Command;
use snakescope::app::command::quiz::QuizCommand;
use snakescope::app::quiz::Phase;
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::explain::FrontierQuestion;
use snakescope::rules::Pos;
use snakescope::stages::Stage;
use std::path::Path;

/// The searches' pocket on 12x12 at `size`, in presenter view if `presenter`, with `stage`
/// run on the board on its own (the scenario's cycle solver runs no search) and the frontier
/// quiz asking.
fn frontier_quiz(size: [f32; 2], presenter: bool, stage: Stage) -> App {
    let startup = Startup::from_file(Some(Path::new("scenarios/search-pocket-12x12.ron")));
    assert_eq!(startup.error, None);
    let settings = Settings {
        presenter,
        ..Settings::default()
    };
    let h = open_at(size, startup, settings);
    ask_frontier(h, stage)
}

/// `h` with `stage` picked and the frontier quiz asking.
fn ask_frontier(mut h: App, stage: Stage) -> App {
    h.state_mut().perform(Command::PickStage(stage));
    h.run();
    h.state_mut().perform(Command::Quiz(QuizCommand::Frontier));
    h.run();
    h
}

/// The frontier question open now.
fn question(h: &App) -> FrontierQuestion {
    match h.state().quiz().phase() {
        Phase::Frontier { question, .. } => question.clone(),
        other => panic!("no frontier question open: {other:?}"),
    }
}

/// The quiz's mark on `cell`: its words and where it is.
fn mark(h: &App, cell: Pos) -> (String, Rect) {
    let part = format!("Quiz: {cell} ");
    let node = h.get_by_label_contains(&part);
    let ak = node.accesskit_node();
    let words = ak
        .label()
        .or_else(|| ak.value())
        .unwrap_or_default()
        .to_string();
    (words, node.rect())
}

/// Whether two rectangles are the same to a hundredth of a point.
fn same(a: Rect, b: Rect) -> bool {
    (a.min - b.min).length() < 0.01 && (a.max - b.max).length() < 0.01
}

/// Whether the pixel of `rgba` (`width` wide) at `at` is the board's wall, in any of the
/// board's looks.
fn is_wall(rgba: &[u8], width: usize, at: Pos2) -> bool {
    let i = 4 * (at.y as usize * width + at.x as usize);
    let pixel = &rgba[i..i + 3];
    snakescope::board::palette::BoardPalette::ALL
        .iter()
        .any(|(_, p)| {
            let [r, g, b, _] = p.wall.to_array();
            pixel
                .iter()
                .zip([r, g, b])
                .all(|(&x, y)| x.abs_diff(y) <= 8)
        })
}

#[test]
fn each_quiz_mark_is_its_own_cell_s_square_in_the_window_and_in_presenter_view() {
    for size in [[800.0, 600.0], [1280.0, 800.0]] {
        for presenter in [false, true] {
            let settings = Settings {
                presenter,
                ..Settings::default()
            };
            let startup = Startup::from_file(Some(Path::new("scenarios/search-pocket-12x12.ron")));
            let app = ExplainerApp::with_settings(startup.without_autoplay(), settings);
            let (mut h, screen) = harness_with_screen(size, app);
            h.run();
            let h = ask_frontier(h, Stage::AStar);
            let geo = board_geometry(&h);
            let board = h.get_by_label("Board").rect();
            assert!(
                board.contains_rect(geo.rect()),
                "{size:?} presenter {presenter}: the cells {:?} outside the board {board:?}",
                geo.rect()
            );
            // The painter drew the board's wall round exactly these cells.
            let window = Rect::from_min_size(Pos2::ZERO, egui::vec2(size[0], size[1]));
            let (width, _, rgba) = screen.pixels(&h, window);
            let cells = geo.rect();
            for at in [
                egui::pos2(cells.left() - 1.0, cells.center().y),
                egui::pos2(cells.right() + 0.5, cells.center().y),
                egui::pos2(cells.center().x, cells.top() - 1.0),
                egui::pos2(cells.center().x, cells.bottom() + 0.5),
            ] {
                assert!(
                    is_wall(&rgba, width, at),
                    "{size:?} presenter {presenter}: no wall at {at:?} round {cells:?}"
                );
            }
            let q = question(&h);
            assert!(q.choices.len() >= 2, "{q:?}");
            for &cell in &q.choices {
                let (words, at) = mark(&h, cell);
                assert!(
                    same(at, geo.cell_rect(cell)),
                    "{size:?} presenter {presenter}: {words} at {at:?}, its cell at {:?}",
                    geo.cell_rect(cell)
                );
            }
        }
    }
}

#[test]
fn the_cell_chosen_with_the_arrows_is_marked_apart_and_the_arrows_do_not_give_the_answer() {
    let mut h = frontier_quiz([1280.0, 800.0], true, Stage::AStar);
    let q = question(&h);
    h.key_press(egui::Key::ArrowRight);
    h.run();
    // The first press reaches the waiting cell first in reading order, not the answer.
    let first = *q.choices.iter().min_by_key(|p| (p.y, p.x)).unwrap();
    let (words, _) = mark(&h, first);
    assert!(words.contains("chosen"), "{words}");
    h.get_by_label(&format!("Confirm {first} (Enter)"));
    let chosen = h.query_all_by_label_contains(" chosen").count();
    assert_eq!(chosen, 1, "one cell chosen");
    for &cell in q.choices.iter().filter(|&&c| c != first) {
        let (words, _) = mark(&h, cell);
        assert!(words.contains("on offer"), "{words}");
    }
}

#[test]
fn a_priority_queue_s_keys_are_on_the_waiting_cells_while_the_question_is_open() {
    let h = frontier_quiz([1280.0, 800.0], false, Stage::AStar);
    let q = question(&h);
    let replay = h.state().state().replay().expect("A* on screen");
    let frontier = &replay.frame().frontiers[0];
    for &cell in &q.choices {
        let key = frontier
            .entries()
            .filter(|e| e.cell == cell && !e.stale)
            .map(|e| e.key)
            .min_by_key(|k| k.shown_number())
            .unwrap();
        let snakescope::stages::FrontierKey::Priority {
            priority,
            g: Some(g),
            h: Some(h_),
            ..
        } = key
        else {
            panic!("A*'s key {key:?}");
        };
        let (words, _) = mark(&h, cell);
        assert!(
            words.ends_with(&format!("key {priority} = {g} + {h_}")),
            "{words}"
        );
    }
    // The answer is a cell whose key is the smallest on offer.
    let smallest = q
        .choices
        .iter()
        .map(|&c| mark(&h, c).0)
        .map(|w| {
            let key = w.rsplit("key ").next().unwrap();
            key.split(' ').next().unwrap().parse::<u32>().unwrap()
        })
        .min()
        .unwrap();
    let (answer, _) = mark(&h, q.answer);
    assert!(
        answer.contains(&format!("key {smallest} ")),
        "{answer}: the smallest key on offer is {smallest}"
    );
}

/// Clicks the window at `pos`.
fn click_at(h: &mut App, pos: Pos2) {
    common::app::pointer_click(h, pos, PointerButton::Primary);
    h.run_steps(3);
}

#[test]
fn after_a_wrong_answer_the_reason_shows_whole_and_the_marks_sit_on_their_cells() {
    for size in [[800.0, 600.0], [1280.0, 800.0]] {
        for presenter in [false, true] {
            let mut h = frontier_quiz(size, presenter, Stage::AStar);
            let q = question(&h);
            let wrong = *q.choices.iter().find(|&&c| c != q.answer).unwrap();
            let at = board_cell(&h, wrong);
            click_at(&mut h, at);
            play_out(&mut h);
            let reason = q.reason();
            let verdict = format!(
                "Not quite: you said {wrong}. {} leaves the frontier next.",
                q.answer
            );
            let words = format!("{verdict} {reason}");
            let node = h.get_by_label(&words);
            let room = node.rect();
            let window = Rect::from_min_size(Pos2::ZERO, egui::vec2(size[0], size[1]));
            assert!(window.contains_rect(room), "{size:?}: {room:?}");
            // Laid out in the smallest type the line uses, wrapped in its room, it fits it:
            // no word is cut.
            let body = h.ctx.global_style().text_styles[&egui::TextStyle::Body].size;
            let first = if presenter { 28.0 } else { body * 1.3 };
            let galley = h.ctx.fonts_mut(|f| {
                f.layout(
                    words.clone(),
                    egui::FontId::proportional(first * 0.75),
                    egui::Color32::WHITE,
                    room.width(),
                )
            });
            assert!(
                galley.size().y <= room.height() + 0.5,
                "{size:?} presenter {presenter}: {words:?} needs {:?}, has {:?}",
                galley.size(),
                room.size()
            );
            let geo = board_geometry(&h);
            for cell in [q.answer, wrong] {
                let (words, at) = mark(&h, cell);
                assert!(same(at, geo.cell_rect(cell)), "{words} at {at:?}");
            }
        }
    }
}
