//! What a screen reader hears of the window, read from the AccessKit tree that egui builds
//! (and the desktop hands to the system's screen reader): the board in words (the tick, the
//! head and its heading, the food and where it lies from the head, the length, the latest
//! event), told anew when a step is taken; the caption, spoken as it changes; and every
//! control named in words, in every view a class meets.

use crate::common::app::{App, harness_at, open, play_out, press, press_with};
use egui::accesskit::{Live, Role};
use egui::{Key, Modifiers};
use egui_kittest::kittest::{NodeT, Queryable};
use snakescope::app::command::Command;
use snakescope::app::command::lesson::LessonSource;
use snakescope::app::command::quiz::QuizCommand;
use snakescope::app::command::race::RaceCommand;
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::stages::Stage;

/// The board's description, as a screen reader reads it.
fn board_words(h: &App) -> String {
    h.get_by_role_and_label(Role::Image, "Board")
        .accesskit_node()
        .description()
        .unwrap_or_default()
}

#[test]
fn the_board_is_described_in_words_and_anew_after_a_step() {
    let mut h = open(Startup::default().without_autoplay());
    let words = board_words(&h);
    // The classic start: a snake of 4 on the top row heading right, head at (3, 0).
    for part in [
        "Tick 0 of ",
        "on a 8x8 board.",
        "Head at (3, 0), heading Right; length 4.",
        "Food at (",
        "from the head.",
        "Latest event: ",
    ] {
        assert!(words.contains(part), "{part:?} not in {words:?}");
    }
    // The latest event is the caption on screen.
    let caption = h.state().state().caption().expect("a caption at tick 0");
    assert!(words.ends_with(&caption), "{words:?}");
    press(&mut h, Key::ArrowRight);
    let after = board_words(&h);
    assert!(after.starts_with("Tick 1 of "), "{after}");
    let snake = h.state().state().game().snake().clone();
    let head = format!("Head at {}, heading {};", snake.head(), snake.heading());
    assert!(after.contains(&head), "{head:?} not in {after:?}");
    assert_ne!(after, words);
}

#[test]
fn the_caption_is_spoken_as_it_changes() {
    let mut h = open(Startup::default().without_autoplay());
    let caption = h.state().state().caption().expect("a caption at tick 0");
    let node = h.get_by_label(&caption);
    assert_eq!(node.accesskit_node().live(), Live::Polite);
    press_with(&mut h, Modifiers::SHIFT, Key::ArrowLeft);
    let next = h.state().state().caption().expect("a caption");
    assert_ne!(next, caption);
    assert_eq!(h.get_by_label(&next).accesskit_node().live(), Live::Polite);
}

/// Every control on screen whose name has no word in it (none, or a glyph such as "⏵"),
/// described by its role and where it is.
fn unnamed_controls(h: &App) -> Vec<String> {
    h.query_all_by(|node| egui::accessibility::is_input(node.role()))
        .filter(|node| {
            let node = node.accesskit_node();
            let label = node.label().unwrap_or_default();
            label.chars().filter(|c| c.is_alphabetic()).count() < 2
        })
        .map(|node| {
            let n = node.accesskit_node();
            format!(
                "{:?} {:?} (value {:?}, described {:?}) at {:?}",
                n.role(),
                n.label(),
                n.value(),
                n.description(),
                node.rect()
            )
        })
        .collect()
}

/// Asserts that every control on screen is named in words.
fn every_control_named(h: &App, view: &str) {
    let unnamed = unnamed_controls(h);
    assert!(
        unnamed.is_empty(),
        "{view}: {} controls without a name in words:\n{}",
        unnamed.len(),
        unnamed.join("\n")
    );
    let controls = h
        .query_all_by(|node| egui::accessibility::is_input(node.role()))
        .count();
    assert!(controls >= 5, "{view}: only {controls} controls");
}

#[test]
fn every_control_of_the_explainer_and_presenter_view_is_named() {
    let mut h = open(Startup::default().without_autoplay());
    every_control_named(&h, "the explainer");
    h.state_mut().perform(Command::PickStage(Stage::Bfs));
    play_out(&mut h);
    every_control_named(&h, "the explainer on the BFS stage");
    h.state_mut().perform(Command::Presenter(true));
    play_out(&mut h);
    every_control_named(&h, "presenter view");
}

#[test]
fn every_control_of_the_race_the_quiz_and_a_lesson_is_named() {
    let mut h = open(Startup::default().without_autoplay());
    h.state_mut()
        .perform(Command::Race(RaceCommand::Open(true)));
    play_out(&mut h);
    every_control_named(&h, "the race");
    h.state_mut()
        .perform(Command::Race(RaceCommand::Open(false)));
    h.state_mut().perform(Command::PickStage(Stage::Bfs));
    h.state_mut().perform(Command::Quiz(QuizCommand::Frontier));
    play_out(&mut h);
    every_control_named(&h, "the frontier quiz");
    let lesson = Startup {
        lesson: Some(LessonSource::BuiltIn("breadth-first-search.en.ron".into())),
        ..Startup::default().without_autoplay()
    };
    let mut h = harness_at(
        [1280.0, 800.0],
        ExplainerApp::with_settings(lesson, Settings::default()),
    );
    play_out(&mut h);
    every_control_named(&h, "a lesson");
}

#[test]
fn every_control_of_the_editor_and_the_help_is_named() {
    let mut h = open(Startup::default().without_autoplay());
    h.state_mut().perform(Command::ShowEditor);
    play_out(&mut h);
    every_control_named(&h, "the editor");
    h.state_mut().perform(Command::ShowExplainer);
    h.state_mut().perform(Command::Help(true));
    play_out(&mut h);
    every_control_named(&h, "the help");
}

/// The label of the control that has the keyboard, if one has.
fn focused(h: &App) -> Option<String> {
    h.query_by(|node| node.is_focused())
        .and_then(|node| node.accesskit_node().label())
}

#[test]
fn a_control_without_a_key_is_reached_with_tab_and_pressed_with_enter() {
    let mut h = open(Startup::default().without_autoplay());
    let mut seen = Vec::new();
    for _ in 0..80 {
        press(&mut h, Key::Tab);
        let now = focused(&h);
        if now.as_deref() == Some("Race") {
            break;
        }
        seen.extend(now);
    }
    assert_eq!(
        focused(&h).as_deref(),
        Some("Race"),
        "Tab went through {seen:?}"
    );
    press(&mut h, Key::Enter);
    assert!(
        h.state().race().is_open(),
        "Enter on the focused Race button"
    );
    // Space stays the app's (play, here to the game's end), even with a button focused.
    press(&mut h, Key::Space);
    assert!(h.state().state().tick() > 0);
}

#[test]
fn the_window_zooms_with_ctrl_plus_and_ctrl_minus() {
    let mut h = open(Startup::default().without_autoplay());
    let before = h.ctx.zoom_factor();
    press_with(&mut h, Modifiers::COMMAND, Key::Plus);
    assert!(h.ctx.zoom_factor() > before, "{}", h.ctx.zoom_factor());
    // Not a faster game: the speed stays.
    assert_eq!(
        h.state().state().settings().tick_speed,
        Settings::default().tick_speed
    );
    press_with(&mut h, Modifiers::COMMAND, Key::Minus);
    assert!((h.ctx.zoom_factor() - before).abs() < 1e-3);
}
