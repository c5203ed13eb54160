//! The command path: keys, buttons and tests ask for a change with one `Command`, carried out in
//! one place (`ExplainerApp::perform`), which refuses there what the screen does not allow.

use crate::common;

use common::app::{classic, play_out, press};
use egui::Key;
use egui_kittest::kittest::Queryable;
use snakescope::app::command::Command;
use snakescope::app::files::View;
use snakescope::stages::Stage;
use snakescope::words::{Language, for_this_thread};
use snakescope_core::tr;

#[test]
fn a_key_a_button_and_a_command_each_step_the_game_one_tick() {
    let mut h = classic();
    assert_eq!(h.state().state().tick(), 0);
    press(&mut h, Key::ArrowRight);
    assert_eq!(h.state().state().tick(), 1);
    h.get_by_label("Step").click();
    play_out(&mut h);
    assert_eq!(h.state().state().tick(), 2);
    h.state_mut().perform(Command::StepTicks(1));
    assert_eq!(h.state().state().tick(), 3);
}

#[test]
fn while_the_quiz_asks_no_command_moves_the_game_to_its_answer() {
    let mut h = classic();
    h.state_mut().perform(Command::ToggleQuiz);
    play_out(&mut h);
    assert!(h.state().quiz().is_asking());
    let tick = h.state().state().tick();
    for command in [
        Command::StepTicks(1),
        Command::End,
        Command::GoToTick(tick + 5),
        Command::GoToDecision(tick + 2),
        Command::NextMarker,
        Command::TogglePlay,
        Command::RunToBreakpoint,
    ] {
        h.state_mut().perform(command.clone());
        assert_eq!(h.state().state().tick(), tick, "{command:?} moved the game");
        assert!(!h.state().state().playing(), "{command:?} played the game");
    }
    h.state_mut().perform(Command::PickStage(Stage::Bfs));
    assert!(
        h.state().state().decision_hidden(),
        "a stage shows the answer"
    );
    // Ending the quiz is allowed, and then the game moves again.
    h.state_mut().perform(Command::ToggleQuiz);
    assert!(!h.state().quiz().is_running());
    h.state_mut().perform(Command::StepTicks(1));
    assert_eq!(h.state().state().tick(), tick + 1);
}

#[test]
fn the_editor_on_screen_refuses_the_game_s_commands_but_not_the_view_s() {
    let mut h = classic();
    h.state_mut().perform(Command::ShowEditor);
    play_out(&mut h);
    assert_eq!(h.state().view(), View::Edit);
    h.state_mut().perform(Command::GoToTick(5));
    h.state_mut().perform(Command::ToggleQuiz);
    assert_eq!(h.state().state().tick(), 0);
    assert!(!h.state().quiz().is_running());
    // Presenter view and the help are the window's, not the game's.
    h.state_mut().perform(Command::Presenter(true));
    assert!(h.state().state().settings().presenter);
    h.state_mut().perform(Command::Help(true));
    assert!(h.state().help_open());
    h.state_mut().perform(Command::Help(false));
    h.state_mut().perform(Command::Presenter(false));
    h.state_mut().perform(Command::ShowExplainer);
    assert_eq!(h.state().view(), View::Explain);
    h.state_mut().perform(Command::GoToTick(5));
    assert_eq!(h.state().state().tick(), 5);
}

#[test]
fn a_language_chosen_in_settings_speaks_in_the_text_built_before_it_too() {
    let _english = for_this_thread(Language::English);
    let mut h = classic();
    let english = h.state().catalog().examples[0].title().to_owned();
    assert_eq!(english, "Greedy on the classic 8x8 (wins)");
    let portuguese = {
        let _pt = for_this_thread(Language::Portuguese);
        tr!("Greedy on the classic 8x8 (wins)")
    };
    assert_ne!(portuguese, english);
    let mut settings = h.state().state().settings().clone();
    settings.language = Some(Language::Portuguese);
    h.state_mut().perform(Command::Settings(Box::new(settings)));
    assert_eq!(h.state().catalog().examples[0].title(), portuguese);
    play_out(&mut h);
    // The menu bar names the example open; the Examples menu lists it again, in Portuguese too.
    assert_eq!(h.query_all_by_label(&portuguese).count(), 1);
    h.get_by_label(&tr!("Examples")).click();
    play_out(&mut h);
    assert_eq!(h.query_all_by_label(&portuguese).count(), 2);
}

#[test]
fn picking_portuguese_in_the_settings_menu_speaks_it_once_the_settings_are_taken() {
    let _english = for_this_thread(Language::English);
    let mut h = classic();
    h.get_by_label("Settings").click();
    play_out(&mut h);
    h.get_by_label("Português").click();
    play_out(&mut h);
    assert_eq!(
        h.state().state().settings().language,
        Some(Language::Portuguese)
    );
    let examples = {
        let _pt = for_this_thread(Language::Portuguese);
        tr!("Examples")
    };
    assert_ne!(examples, "Examples");
    h.get_by_label(&examples);
}

#[test]
fn space_pauses_the_game_and_the_decision_s_events_together() {
    let mut h = classic();
    h.state_mut().perform(Command::AnimateSteps(true));
    h.key_press(Key::Space);
    // Into the game's play, until a decision's events are playing.
    for _ in 0..200 {
        if h.state().state().events_playing() {
            break;
        }
        h.step();
    }
    let state = h.state().state();
    assert!(state.events_playing(), "no decision's events played");
    let (shown, total) = state.event_position();
    assert!(shown < total, "{shown} of {total}");
    h.get_by_label("Pause");
    // One press stops everything: the game and the events, and nothing moves after.
    h.key_press(Key::Space);
    h.step();
    let state = h.state().state();
    assert!(!state.playing() && !state.events_playing());
    let still = (state.tick(), state.event_position());
    for _ in 0..20 {
        h.step();
    }
    let state = h.state().state();
    assert_eq!((state.tick(), state.event_position()), still);
    h.get_by_label("Play");
    // And the next press plays on from there: the decision's events first.
    h.key_press(Key::Space);
    h.run_steps(3);
    let state = h.state().state();
    assert!(state.events_playing());
    assert_eq!(state.tick(), still.0);
    assert!(state.event_position().0 > still.1.0);
}
