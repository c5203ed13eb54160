//! The keyboard map: every shortcut does what the help overlay says, and none fires while a
//! text field has focus.

use crate::common;
use snakescope::app::command::Command;

use common::app::{App, classic, press, tick_label};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use snakescope::stages::Stage;

#[test]
fn arrows_home_end_and_brackets_move_the_game() {
    let mut h = classic();
    let len = h.state().state().ticks();
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::ArrowRight);
    assert_eq!(tick_label(&h), format!("Tick 2 of {len}"));
    press(&mut h, Key::ArrowLeft);
    assert_eq!(tick_label(&h), format!("Tick 1 of {len}"));
    press(&mut h, Key::End);
    assert_eq!(tick_label(&h), format!("Tick {len} of {len}"));
    press(&mut h, Key::Home);
    assert_eq!(tick_label(&h), format!("Tick 0 of {len}"));
    // ] goes to the next meal (the state just after it), [ back to the one before.
    let meals: Vec<usize> = h
        .state()
        .state()
        .recording()
        .meals()
        .map(|(t, _)| t + 1)
        .collect();
    press(&mut h, Key::CloseBracket);
    assert_eq!(tick_label(&h), format!("Tick {} of {len}", meals[0]));
    assert_eq!(h.state().state().game().snake().len(), 5);
    press(&mut h, Key::CloseBracket);
    assert_eq!(tick_label(&h), format!("Tick {} of {len}", meals[1]));
    assert_eq!(h.state().state().game().snake().len(), 6);
    press(&mut h, Key::OpenBracket);
    assert_eq!(tick_label(&h), format!("Tick {} of {len}", meals[0]));
    // No marker before the first: [ stays.
    press(&mut h, Key::OpenBracket);
    assert_eq!(tick_label(&h), format!("Tick {} of {len}", meals[0]));
}

#[test]
fn space_plays_and_pauses() {
    let mut h = classic();
    h.key_press(Key::Space);
    h.step();
    assert!(h.state().state().playing());
    assert!(h.query_by_label("Pause").is_some());
    // Four ticks a second, a quarter of a second per test frame.
    h.run_steps(4);
    let tick = h.state().state().tick();
    assert!(tick >= 3, "tick {tick}");
    h.key_press(Key::Space);
    h.step();
    assert!(!h.state().state().playing());
    h.run();
    assert!(h.query_by_label("Play").is_some());
    let len = h.state().state().ticks();
    assert_eq!(
        tick_label(&h),
        format!("Tick {} of {len}", h.state().state().tick())
    );
}

#[test]
fn shift_arrows_step_inside_the_decision() {
    let mut h = classic();
    let (n, total) = h.state().state().event_position();
    assert!(total > 0);
    h.key_press_modifiers(Modifiers::SHIFT, Key::ArrowLeft);
    h.run();
    assert_eq!(h.state().state().event_position().0, n - 1);
    assert!(
        h.query_by_label(&format!("event {} of {total}", n - 1))
            .is_some()
            || h.state().state().replay().is_some()
    );
    h.key_press_modifiers(Modifiers::SHIFT, Key::ArrowRight);
    h.run();
    assert_eq!(h.state().state().event_position().0, n);
    // The game's tick did not move.
    assert_eq!(h.state().state().tick(), 0);
}

#[test]
fn plus_and_minus_change_the_speed() {
    let mut h = classic();
    let speed = h.state().state().settings().tick_speed;
    press(&mut h, Key::Plus);
    assert_eq!(h.state().state().settings().tick_speed, speed * 2.0);
    press(&mut h, Key::Minus);
    press(&mut h, Key::Minus);
    assert_eq!(h.state().state().settings().tick_speed, speed / 2.0);
}

#[test]
fn question_mark_opens_and_closes_the_help() {
    let mut h = classic();
    assert!(h.query_by_label("Keyboard").is_none());
    press(&mut h, Key::Questionmark);
    assert!(h.state().help_open());
    h.get_by_label("Keyboard");
    h.get_by_label("One event forward inside the decision");
    // While the help is open, other keys do nothing.
    press(&mut h, Key::ArrowRight);
    assert_eq!(h.state().state().tick(), 0);
    press(&mut h, Key::Questionmark);
    assert!(!h.state().help_open());
    assert!(h.query_by_label("Keyboard").is_none());
}

#[test]
fn digits_pick_stages() {
    let mut h = classic();
    press(&mut h, Key::Num2);
    assert_eq!(h.state().state().stage(), Stage::Longest);
    h.get_by_label("> path <- shortest path(start, target); if none: return none");
    press(&mut h, Key::Num6);
    assert_eq!(h.state().state().stage(), Stage::Backtrack);
    h.get_by_label("> path <- [corner]");
}

#[test]
fn shortcuts_are_ignored_while_typing_a_tick() {
    let mut h = classic();
    let len = h.state().state().ticks();
    h.get_by_label("Go to tick").click();
    h.run();
    assert!(h.ctx.text_edit_focused(), "the counter is being edited");
    // Typing digits and arrows edits the field, not the game.
    h.key_press(Key::ArrowRight);
    h.key_press(Key::Space);
    h.run();
    assert_eq!(h.state().state().tick(), 0);
    assert!(!h.state().state().playing());
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.event(egui::Event::Text("17".into()));
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(tick_label(&h), format!("Tick 17 of {len}"));
}

#[test]
fn an_arrow_key_costs_at_most_one_replay_of_the_game_frames_and_all() {
    let mut h = classic();
    let replays = |h: &App| h.state().state().recording().replays();
    let before = replays(&h);
    // Forward, the game plays on from the tick on screen; back, one replay.
    press(&mut h, Key::ArrowRight);
    assert_eq!(replays(&h), before);
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::ArrowLeft);
    assert_eq!(replays(&h), before + 1);
    // Frames without a step replay nothing: the plots, the markers and the outcome are read
    // from the recording as it is.
    h.run_steps(3);
    assert_eq!(replays(&h), before + 1);
}

#[test]
fn every_press_counts_in_its_order_however_many_arrive_in_one_frame() {
    let mut h = classic();
    let len = h.state().state().ticks();
    // Five presses of Right in one frame: five ticks on (a slow frame gathers presses).
    for _ in 0..5 {
        h.key_press(Key::ArrowRight);
    }
    h.run();
    assert_eq!(tick_label(&h), format!("Tick 5 of {len}"));
    // In the order pressed: End then Left is the tick before the last; Left then End, the last.
    h.key_press(Key::End);
    h.key_press(Key::ArrowLeft);
    h.run();
    assert_eq!(h.state().state().tick(), len - 1);
    h.key_press(Key::ArrowLeft);
    h.key_press(Key::End);
    h.run();
    assert_eq!(h.state().state().tick(), len);
    // Back and forth in one frame: three back, one forward, two back from tick 10.
    h.state_mut().perform(Command::GoToTick(10));
    for key in [
        Key::ArrowLeft,
        Key::ArrowLeft,
        Key::ArrowLeft,
        Key::ArrowRight,
    ] {
        h.key_press(key);
    }
    h.key_press(Key::ArrowLeft);
    h.key_press(Key::ArrowLeft);
    h.run();
    assert_eq!(h.state().state().tick(), 6);
    // Events too: four Shift+Right presses in one frame show four events.
    assert!(h.state().state().event_position().1 > 4);
    h.state_mut().perform(Command::GoToEvent(0));
    for _ in 0..4 {
        h.key_press_modifiers(Modifiers::SHIFT, Key::ArrowRight);
    }
    h.run();
    assert_eq!(h.state().state().event_position().0, 4);
}

#[test]
fn p_plays_and_pauses_the_decision_s_events() {
    let mut h = classic();
    let (before, total) = h.state().state().event_position();
    assert!(
        before < total,
        "the tick opens on its first check: {before} of {total}"
    );
    h.key_press(Key::P);
    h.run_steps(3);
    let (shown, _) = h.state().state().event_position();
    assert!(h.state().state().events_playing());
    assert!(shown > before, "the events play on: {before} -> {shown}");
    h.key_press(Key::P);
    h.run_steps(1);
    assert!(!h.state().state().events_playing());
    let paused = h.state().state().event_position();
    h.run_steps(5);
    assert_eq!(h.state().state().event_position(), paused);
}

#[test]
fn with_animate_each_step_right_plays_the_next_decision_s_events() {
    let mut h = classic();
    common::app::click(&mut h, "Settings");
    common::app::click(&mut h, "Animate each step");
    assert!(h.state().state().settings().animate_steps);
    h.key_press(Key::Escape);
    h.run();
    h.key_press(Key::ArrowRight);
    h.run_steps(2);
    let state = h.state().state();
    assert_eq!(state.tick(), 1);
    assert!(state.events_playing());
    let (shown, total) = state.event_position();
    assert!(shown < total, "{shown} of {total}");
    common::app::play_out(&mut h);
    let (shown, total) = h.state().state().event_position();
    assert_eq!(shown, total);
    assert_eq!(h.state().state().tick(), 1, "a step moves one tick");
}

#[test]
fn with_animate_each_step_play_shows_each_decision_whole_before_the_next_tick() {
    let mut h = classic();
    h.state_mut().perform(Command::AnimateSteps(true));
    h.state_mut().perform(Command::EventSpeed(200.0));
    h.key_press(Key::Space);
    let mut last = (0, h.state().state().event_position());
    let mut ticks_seen = 0;
    for _ in 0..400 {
        h.step();
        let state = h.state().state();
        let now = (state.tick(), state.event_position());
        // The tick the game starts from was on screen before the play; the others are shown
        // whole, each in its turn.
        if now.0 != last.0 && last.0 > 0 {
            assert_eq!(now.0, last.0 + 1, "one tick at a time");
            let (shown, total) = last.1;
            assert_eq!(
                shown, total,
                "tick {} moved on before its events ended",
                last.0
            );
            ticks_seen += 1;
        }
        last = now;
    }
    assert!(ticks_seen >= 3, "the game played on: {ticks_seen} ticks");
}

#[test]
fn the_help_lists_the_events_key_and_the_animate_setting() {
    let mut h = classic();
    press(&mut h, Key::Questionmark);
    h.get_by_label("Play / pause the events of the decision on screen");
    h.get_by_label_contains("with \"Animate each step\", each decision's events play");
    h.get_by_label("Close help");
}

#[test]
fn every_stage_of_the_list_is_reached_by_a_key() {
    let mut h = classic();
    // The digits pick the first ten stages, in the list's order.
    for (i, key) in [Key::Num1, Key::Num2, Key::Num3].into_iter().enumerate() {
        press(&mut h, key);
        assert_eq!(h.state().state().stage(), Stage::ALL[i]);
    }
    // The next stage key goes through the whole list, round to where it started.
    press(&mut h, Key::Num1);
    for i in 1..=Stage::ALL.len() {
        press(&mut h, Key::Period);
        assert_eq!(
            h.state().state().stage(),
            Stage::ALL[i % Stage::ALL.len()],
            "after {i} presses"
        );
    }
    press(&mut h, Key::Comma);
    assert_eq!(h.state().state().stage(), *Stage::ALL.last().unwrap());
}
