//! "Predict the move", played as a class would: a wrong guess by a click on the board, a
//! right one with the keyboard alone, the running score, and the summary whose missed
//! decisions are one click from their tick; the answer hidden while the question is open;
//! and a teacher preparing a quiz in the editor.

use crate::common;

use common::app::{App, board_cell, click, open_curated, press, tmp};
use egui::{Key, Modifiers, PointerButton, Pos2};
use egui_kittest::kittest::{NodeT, Queryable};
use snakescope::app::command::Command;
use snakescope::app::files::dialogs::ScriptedDialogs;
use snakescope::app::quiz::{Phase, Question};
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::rules::{Dir, Pos};
use snakescope::scenario;
use std::path::Path;

/// The dead-end pocket, whose quiz asks at ticks 0, 10 and 21.
fn pocket() -> App {
    open_curated("dead-end-pocket-6x6")
}

/// Clicks cell `p` of the board, then lets the app settle.
fn click_cell(h: &mut App, p: Pos) {
    let pos = board_cell(h, p);
    click_at(h, pos);
}

/// Clicks the window at `pos`, then runs a few frames (a reveal plays the decision's events
/// for a while: the app does not settle).
fn click_at(h: &mut App, pos: Pos2) {
    common::app::pointer_click(h, pos, PointerButton::Primary);
    h.run_steps(3);
}

/// Clicks the widget labelled `label`, then runs a few frames.
fn click_playing(h: &mut App, label: &str) {
    h.get_by_label(label).click();
    h.run_steps(3);
}

/// Presses `key`, then runs a few frames.
fn press_playing(h: &mut App, key: Key) {
    h.key_press(key);
    h.run_steps(3);
}

/// The question open now.
fn question(h: &App) -> Question {
    match h.state().quiz().phase() {
        Phase::Asking { question, .. } => question.clone(),
        other => panic!("no question open: {other:?}"),
    }
}

/// Frames until the game has played on to the next question.
fn play_on_to_the_question(h: &mut App) {
    for _ in 0..60 {
        if h.state().quiz().is_asking() {
            return;
        }
        h.step();
    }
    panic!("no question came: {:?}", h.state().quiz().phase());
}

#[test]
fn a_quiz_round_scores_a_miss_and_a_hit_and_sums_them_up() {
    let mut h = pocket();
    click(&mut h, "Quiz");
    // Tick 0: the head at (1, 0) may go Left or Right; most guess Right, to the food.
    let q = question(&h);
    assert_eq!(q.tick, 0);
    assert_eq!(
        q.choices,
        [(Dir::Right, Pos::new(2, 0)), (Dir::Left, Pos::new(0, 0))]
    );
    h.get_by_label("Check 1: Is there a path from the head to the food?");
    // The board does not take a guess before the check is answered.
    click_cell(&mut h, Pos::new(2, 0));
    assert!(h.state().quiz().is_asking());
    click(&mut h, "No (N)");
    h.get_by_label("Where will the head move?");
    click_cell(&mut h, Pos::new(2, 0));
    h.get_by_label("Not quite: you said Right. The head moves Left.");
    h.get_by_label_contains("Score 0 of 1.");
    h.get_by_label_contains("Is there a path from the head to the food? You said no (wrong)");
    // The reveal replays the decision's chain of checks on the decision timeline.
    let state = h.state().state();
    assert!(!state.decision_hidden());
    assert!(state.events_playing());
    assert!(state.event_position().0 < state.event_position().1);

    // On to tick 10, with the keyboard alone.
    press_playing(&mut h, Key::Enter);
    play_on_to_the_question(&mut h);
    let q = question(&h);
    assert_eq!(q.tick, 10);
    assert_eq!(h.state().state().tick(), 10);
    press(&mut h, Key::Y);
    // A wall is no choice: Right stays unchosen; Up is chosen, then confirmed.
    press(&mut h, Key::ArrowRight);
    assert!(h.query_by_label_contains("Confirm").is_none());
    press(&mut h, Key::ArrowUp);
    h.get_by_label("Confirm Up (Enter)");
    press_playing(&mut h, Key::Enter);
    h.get_by_label("Right! The head moves Up.");
    h.get_by_label_contains("Score 1 of 2.");
    assert_eq!(h.state().quiz().score(), (1, 2));

    click_playing(&mut h, "End quiz");
    h.get_by_label("1 of 2 moves predicted");
    h.get_by_label("1 of 2 checks answered right.");
    h.get_by_label("Tick 0: you said Right, the head moved Left.");
    assert!(
        h.query_by_label("Go to tick 10").is_none(),
        "a hit is no miss"
    );
    press_playing(&mut h, Key::End);
    click(&mut h, "Go to tick 0");
    assert_eq!(h.state().state().tick(), 0);
    h.get_by_label("Why Left?");
    click(&mut h, "Close");
    assert_eq!(*h.state().quiz().phase(), Phase::Off);
}

#[test]
fn while_a_question_is_open_the_answer_is_nowhere_on_screen() {
    let mut h = pocket();
    press(&mut h, Key::Q);
    assert!(h.state().quiz().is_asking());
    let state = h.state().state();
    assert!(state.decision_hidden());
    assert_eq!(state.caption(), None);
    assert!(state.still().frame.is_none(), "no stage on the board");
    assert_eq!(
        state.event_position(),
        (0, 0),
        "the decision timeline shows no checks"
    );
    assert!(h.query_by_label("Why Left?").is_none());
    assert_eq!(
        h.query_all_by_label_contains("The quiz asks about this decision")
            .count(),
        2,
        "in the why and the stage panels"
    );
    // The timelines would move to the answer: their buttons are off, their keys choose cells.
    assert!(h.get_by_label("Step").accesskit_node().is_disabled());
    press(&mut h, Key::Space);
    press(&mut h, Key::ArrowRight);
    assert_eq!(h.state().state().tick(), 0);
    assert!(!h.state().state().playing());
    // Q again ends the quiz; with nothing answered there is no summary.
    press(&mut h, Key::Q);
    assert_eq!(*h.state().quiz().phase(), Phase::Off);
    h.get_by_label("Why Left?");
}

#[test]
fn without_quiz_ticks_every_decision_is_asked_in_turn() {
    let mut h = common::app::classic();
    click(&mut h, "Quiz");
    assert_eq!(question(&h).tick, 0);
    // Skip the check: the move is asked at once.
    h.get_by_label("Ask a check of the decision first").click();
    h.run();
    h.get_by_label("Where will the head move?");
    let answer = question(&h).answer;
    let cell = question(&h).cell(answer).unwrap();
    click_cell(&mut h, cell);
    assert_eq!(h.state().quiz().score(), (1, 1));
    click_playing(&mut h, "Next question (Enter)");
    play_on_to_the_question(&mut h);
    assert_eq!(question(&h).tick, 1);
}

#[test]
fn a_teacher_sets_the_quiz_ticks_in_the_editor_and_saves_them() {
    let dir = tmp("app_quiz", "editor");
    let path = dir.join("quiz.ron");
    let mut app =
        ExplainerApp::with_settings(Startup::default().without_autoplay(), Settings::default());
    let dialogs = ScriptedDialogs::default();
    app.set_dialogs(dialogs.clone());
    let mut h = common::app::harness(app);
    click(&mut h, "Editor");
    h.get_by_label("Quiz ticks").click();
    h.run();
    h.get_by_label("Quiz ticks").type_text("10, 3");
    h.run();
    assert_eq!(h.state().editor().unwrap().scenario().quiz, [10, 3]);
    // In check's words, under the field and in the list of the draft's problems.
    let says = "quiz tick 1 is 3, but quiz tick 0 before it is 10";
    assert!(h.query_all_by_label_contains(says).count() >= 1);
    h.get_by_label("Quiz ticks").type_text("x");
    h.run();
    h.get_by_label_contains("\"3x\" is not a tick");
    // Select the field's text and type the ticks anew.
    press_with_command(&mut h, Key::A);
    h.get_by_label("Quiz ticks").type_text("3, 10, 27");
    h.run();
    assert_eq!(h.state().editor().unwrap().scenario().quiz, [3, 10, 27]);
    assert!(h.state().editor().unwrap().problems().is_empty());
    dialogs.answer(Some(path.clone()));
    click(&mut h, "Save as…");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("quiz: [3, 10, 27],"), "{text}");
    assert_eq!(scenario::load(Path::new(&path)).unwrap().quiz, [3, 10, 27]);
}

fn press_with_command(h: &mut App, key: Key) {
    h.key_press_modifiers(Modifiers::COMMAND, key);
    h.run();
}

#[test]
fn an_animation_cannot_give_the_answer_away_while_the_quiz_asks() {
    let startup = Startup::from_file(Some(Path::new("scenarios/dead-end-pocket-6x6.ron")));
    let (mut h, dialogs) = common::app::open_with_dialogs(startup);
    press(&mut h, Key::Q);
    assert!(h.state().quiz().is_asking());
    click(&mut h, "Export");
    click(&mut h, "Animation as GIF…");
    click(&mut h, "Save picture…");
    let problem = h.state().error().unwrap_or_default().to_owned();
    assert!(problem.contains("the quiz hides the decision"), "{problem}");
    assert!(dialogs.asked().is_empty(), "no file was asked for");
}

#[test]
fn at_800x600_the_quiz_question_shows_whole() {
    for size in [[800.0, 600.0], [1024.0, 768.0]] {
        let startup = Startup::from_file(Some(Path::new("scenarios/dead-end-pocket-6x6.ron")));
        let mut h = common::app::open_at(size, startup, Settings::default());
        h.key_press(Key::Q);
        h.run();
        let asked = match h.state().quiz().phase() {
            Phase::Asking { question, .. } => question.check.clone().expect("a check asked"),
            other => panic!("no question open: {other:?}"),
        };
        let words = format!("Check {}: {}", asked.check + 1, asked.text);
        let node = h.get_by_label(&words);
        let room = node.rect();
        let window = egui::Rect::from_min_size(Pos2::ZERO, egui::vec2(size[0], size[1]));
        assert!(window.contains_rect(room), "{size:?}: {room:?}");
        // The question laid out in the smallest type the line uses, wrapped in its room,
        // fits it: no word is cut.
        let body = h.ctx.global_style().text_styles[&egui::TextStyle::Body].size;
        let smallest = body * 1.3 * 0.75;
        let galley = h.ctx.fonts_mut(|f| {
            f.layout(
                words.clone(),
                egui::FontId::proportional(smallest),
                egui::Color32::WHITE,
                room.width(),
            )
        });
        assert!(
            galley.size().y <= room.height() + 0.5 && galley.size().x <= room.width() + 0.5,
            "{size:?}: {words:?} needs {:?}, has {:?}",
            galley.size(),
            room.size()
        );
        // The answer's buttons are on screen.
        for label in ["Yes (Y)", "No (N)"] {
            let r = h.get_by_label(label).rect();
            assert!(window.contains_rect(r), "{size:?}: {label} at {r:?}");
        }
    }
}

/// The frontier question open now.
fn frontier_question(h: &App) -> snakescope::explain::FrontierQuestion {
    match h.state().quiz().phase() {
        Phase::Frontier { question, .. } => question.clone(),
        other => panic!("no frontier question open: {other:?}"),
    }
}

#[test]
fn the_frontier_quiz_asks_which_cell_leaves_bfs_s_queue_and_shows_the_expansion() {
    let mut h = common::app::classic();
    h.state_mut()
        .perform(Command::PickStage(snakescope::stages::Stage::Bfs));
    h.run();
    common::app::scroll_and_click(&mut h, "Frontier quiz");
    h.get_by_label("Which cell leaves the frontier next?");
    let q = frontier_question(&h);
    assert!(q.choices.len() >= 2, "{q:?}");
    // The stage stands just before the expansion asked about, the answer still waiting.
    let replay = h.state().state().replay().expect("BFS on screen").clone();
    assert_eq!(replay.cursor(), q.at);
    let queue = &replay.frame().frontiers[0];
    assert_eq!(queue.front().map(|e| e.cell), Some(q.answer));
    assert!(!replay.frame().mark(q.answer).expanded);
    // The stage panel's strip lists the queue in the order it leaves: hidden while asked.
    assert!(h.state().state().frontier_order_hidden());
    h.get_by_label_contains("its order shows once the class has answered");

    // A wrong cell, clicked on the board.
    let wrong = *q.choices.iter().find(|&&c| c != q.answer).unwrap();
    click_cell(&mut h, wrong);
    h.get_by_label_contains(&format!(
        "Not quite: you said {wrong}. {} leaves the frontier next.",
        q.answer
    ));
    h.get_by_label_contains("was at the front of the queue");
    h.get_by_label_contains("a queue lets out the entry that came in first.");
    h.get_by_label_contains("Score 0 of 1.");
    // The reveal plays the expansion: the answer is taken off and expanded.
    common::app::play_out(&mut h);
    let replay = h.state().state().replay().unwrap();
    assert_eq!(replay.cursor(), q.answered_at);
    assert!(replay.frame().mark(q.answer).expanded);
    assert!(!h.state().state().frontier_order_hidden());

    // The next question, answered right with the keyboard alone: the queue's front is the
    // first waiting cell to leave; the arrows step through the cells row by row.
    press_playing(&mut h, Key::Enter);
    let next = frontier_question(&h);
    assert!(next.at >= q.answered_at, "{next:?}");
    assert_eq!(next.choices[0], next.answer);
    let mut reading = next.choices.clone();
    reading.sort_by_key(|p| (p.y, p.x));
    let steps = reading.iter().position(|&c| c == next.answer).unwrap() + 1;
    for _ in 0..steps {
        press(&mut h, Key::ArrowRight);
    }
    h.get_by_label(&format!("Confirm {} (Enter)", next.answer));
    press_playing(&mut h, Key::Enter);
    h.get_by_label_contains(&format!("Right! {} leaves the frontier next.", next.answer));
    assert_eq!(h.state().quiz().frontier_score(), (1, 2));

    click_playing(&mut h, "End quiz");
    h.get_by_label("1 of 2 frontier cells predicted");
}

#[test]
fn the_frontier_quiz_says_why_a_stack_lets_out_its_top() {
    let mut h = common::app::classic();
    h.state_mut()
        .perform(Command::PickStage(snakescope::stages::Stage::Dfs));
    h.run();
    common::app::scroll_and_click(&mut h, "Frontier quiz");
    let q = frontier_question(&h);
    let wrong = *q.choices.iter().find(|&&c| c != q.answer).unwrap();
    click_cell(&mut h, wrong);
    h.get_by_label_contains("was on top of the stack");
}
