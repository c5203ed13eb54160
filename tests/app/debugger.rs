//! The debugger, driven as a person would: breakpoints set on the board or in the panel, F8
//! and play stopping where they match, a comparison with another solver, and games taken
//! over as branches that leave the original as it was. Where each stops is checked against
//! the recording itself, decision by decision.

use crate::common;
use snakescope::app::command::Command;
use snakescope::app::layout::SidePanel;

use common::app::{App, board_cell, click, click_in_view, open_at, press, tick_label};
use egui::{Event, Key, Modifiers, PointerButton};
use egui_kittest::kittest::Queryable;
use snakescope::algo::Ignore;
use snakescope::algo::shortcut::ShortcutVerdict;
use snakescope::app::settings::Settings;
use snakescope::app::shell::Startup;
use snakescope::explain::{Breakpoint, Condition, FactKind, Refusal};
use snakescope::rules::{Dir, Pos};
use snakescope::scenario::{self, Scenario};
use snakescope::solver::{Fact, HamiltonOptions, SolverKind};
use snakescope::trace::Recording;
use std::path::Path;

/// The settings of these tests: the debugger beside the board with "Why this move?", and
/// nothing else to share their columns.
fn settings() -> Settings {
    Settings {
        show_debugger: true,
        show_browser: false,
        show_stage_panel: false,
        ..Settings::default()
    }
}

/// The curated scenario `scenarios/NAME.ron`, with the debugger open, settled.
fn curated(name: &str) -> App {
    let startup = Startup::from_file(Some(Path::new(&format!("scenarios/{name}.ron"))));
    assert_eq!(startup.error, None);
    let mut h = open_at(common::app::WINDOW, startup, settings());
    record_to_end(&mut h);
    h
}

/// Lets the app record the game on screen to its end.
fn record_to_end(h: &mut App) {
    while !h.state().state().recorded_to_end() {
        h.run_steps(1);
    }
    h.run();
}

/// The ticks (states) whose decision, made again from the recording, passes `test`.
fn ticks_where(
    rec: &Recording,
    test: impl Fn(&snakescope::solver::Decision) -> bool,
) -> Vec<usize> {
    (0..rec.len())
        .filter(|&t| rec.decision_at(t, &mut Ignore).is_some_and(|d| test(&d)))
        .collect()
}

/// Clicks cell `p` of the board with Ctrl held.
fn ctrl_click_cell(h: &mut App, p: Pos) {
    let at = board_cell(h, p);
    h.event(Event::ModifiersChanged(Modifiers::COMMAND));
    h.hover_at(at);
    for pressed in [true, false] {
        h.event(Event::PointerButton {
            pos: at,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::COMMAND,
        });
    }
    h.event(Event::ModifiersChanged(Modifiers::default()));
    h.run();
}

#[test]
fn a_breakpoint_on_a_fact_stops_where_every_decision_made_again_says_it_first_holds() {
    let mut h = curated("reference-rule-dies-8x8");
    let past_food = ticks_where(h.state().state().recording(), |d| {
        d.checks.iter().any(|c| {
            matches!(
                c.fact,
                Fact::ShortcutRule {
                    verdict: ShortcutVerdict::PastFood,
                    ..
                }
            )
        })
    });
    assert!(past_food.len() >= 2, "{past_food:?}");
    h.state_mut()
        .perform(Command::AddBreakpoint(Condition::Fact(FactKind::Refused(
            Refusal::PastFood,
        ))));
    h.run();
    let len = h.state().state().ticks();
    press(&mut h, Key::F8);
    assert_eq!(tick_label(&h), format!("Tick {} of {len}", past_food[0]));
    // "Why this move?" says which breakpoint stopped here and marks the check it waited for.
    h.get_by_label("Stopped at breakpoint 1: shortcut refused: jumps past the food");
    h.get_by_label("The breakpoint stopped at this check.");
    let check = h.state().state().breakpoint_check().unwrap();
    let decision = &h.state().state().decision().unwrap().decision;
    assert!(matches!(
        decision.checks[check].fact,
        Fact::ShortcutRule {
            verdict: ShortcutVerdict::PastFood,
            ..
        }
    ));
    // F8 again: the next one.
    press(&mut h, Key::F8);
    assert_eq!(tick_label(&h), format!("Tick {} of {len}", past_food[1]));
    // The timeline's dots are every one of them.
    assert_eq!(h.state().state().breakpoint_dots(), past_food.as_slice());
}

#[test]
fn f8_finds_the_first_time_greedy_falls_back_to_the_longest_path_to_its_tail() {
    let mut h = curated("classic-8x8-greedy");
    record_to_end(&mut h);
    let to_tail = ticks_where(h.state().state().recording(), |d| {
        d.checks
            .iter()
            .any(|c| matches!(c.fact, Fact::TailReachable { steps: Some(_), .. }))
    });
    assert!(!to_tail.is_empty(), "greedy follows its tail in this game");
    h.state_mut()
        .perform(Command::AddBreakpoint(Condition::Fact(FactKind::Fallback)));
    h.run();
    let len = h.state().state().ticks();
    press(&mut h, Key::F8);
    assert_eq!(tick_label(&h), format!("Tick {} of {len}", to_tail[0]));
    h.get_by_label("Stopped at breakpoint 1: fallback used");
    let check = h.state().state().breakpoint_check().unwrap();
    let decision = &h.state().state().decision().unwrap().decision;
    assert!(matches!(
        decision.checks[check].fact,
        Fact::TailReachable { steps: Some(_), .. }
    ));
}

#[test]
fn play_stops_at_the_first_meal_and_goes_on_past_it() {
    let mut h = curated("classic-8x8-greedy");
    let meals: Vec<usize> = h
        .state()
        .state()
        .recording()
        .meals()
        .map(|(t, _)| t + 1)
        .collect();
    h.state_mut()
        .perform(Command::AddBreakpoint(Condition::FoodEaten));
    h.state_mut().perform(Command::TickSpeed(1000.0));
    press(&mut h, Key::Space);
    h.run_steps(8);
    let state = h.state().state();
    assert!(!state.playing(), "a breakpoint pauses the game");
    assert_eq!(state.tick(), meals[0]);
    assert_eq!(
        state.breakpoint_stop(),
        Some((0, Breakpoint::new(Condition::FoodEaten)))
    );
    h.get_by_label(&format!(
        "Stopped at tick {} by breakpoint 1: food eaten",
        meals[0]
    ));
    // Play again: on to the next meal, not stuck on this one.
    press(&mut h, Key::Space);
    h.run_steps(8);
    assert_eq!(h.state().state().tick(), meals[1]);
    assert!(!h.state().state().playing());
}

#[test]
fn ctrl_click_on_a_cell_stops_f8_where_the_head_first_enters_it() {
    let mut h = curated("classic-8x8-greedy");
    let rec = h.state().state().recording().clone();
    let cell = Pos::new(6, 5);
    let first = (1..=rec.len())
        .find(|&t| rec.game_at(t).snake().head() == cell)
        .expect("the head gets there");
    ctrl_click_cell(&mut h, cell);
    assert_eq!(
        h.state().state().breakpoints(),
        [Breakpoint::new(Condition::HeadEnters(6, 5))]
    );
    h.get_by_label("1. head enters (6, 5)");
    press(&mut h, Key::F8);
    assert_eq!(h.state().state().tick(), first);
    assert_eq!(h.state().state().game().snake().head(), cell);
    // Ctrl+click again takes it away.
    ctrl_click_cell(&mut h, cell);
    assert!(h.state().state().breakpoints().is_empty());
}

#[test]
fn a_switched_off_breakpoint_is_passed_by_and_both_are_saved_with_the_scenario() {
    let dir = common::app::tmp("app_debugger", "saved");
    let path = dir.join("with-breakpoints.ron");
    let mut h = curated("classic-8x8-greedy");
    let meal = h.state().state().recording().meals().next().unwrap().0 + 1;
    let app = h.state_mut();
    app.perform(Command::AddBreakpoint(Condition::FoodEaten));
    app.perform(Command::AddBreakpoint(Condition::Tick(meal as u64 + 3)));
    h.run();
    // The checkbox switches the first off: F8 passes the meal by.
    click_in_view(&mut h, "1. food eaten");
    assert!(!h.state().state().breakpoints()[0].enabled);
    press(&mut h, Key::F8);
    assert_eq!(h.state().state().tick(), meal + 3);
    // Saved, and read back the same.
    let dialogs = snakescope::app::files::dialogs::ScriptedDialogs::default();
    h.state_mut().set_dialogs(dialogs.clone());
    dialogs.answer(Some(path.clone()));
    click(&mut h, "Save as…");
    let saved = scenario::load(&path).unwrap();
    assert_eq!(saved.breakpoints, h.state().state().breakpoints());
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("Breakpoint(when: FoodEaten, enabled: false)"),
        "{text}"
    );
}

#[test]
fn with_nothing_switched_on_f8_says_so_and_a_finished_search_says_where_it_looked() {
    let mut h = curated("classic-8x8-greedy");
    press(&mut h, Key::F8);
    assert_eq!(h.state().state().tick(), 0);
    assert!(
        h.state()
            .state()
            .breakpoint_note()
            .unwrap()
            .contains("No breakpoint is switched on")
    );
    h.state_mut()
        .perform(Command::AddBreakpoint(Condition::Fact(FactKind::Rescue)));
    press(&mut h, Key::F8);
    let len = h.state().state().ticks();
    let note = format!("No breakpoint matches after tick 0: the game ends at tick {len}.");
    assert_eq!(h.state().state().breakpoint_note(), Some(note.as_str()));
    // In the panel, and in a word beside the game timeline.
    h.get_by_label(&note);
    h.get_by_label("no breakpoint found");
}

#[test]
fn comparing_two_rules_finds_where_they_part_and_shows_both_games_at_one_tick() {
    let mut h = curated("reference-rule-dies-8x8");
    let reference = h.state().state().recording().clone();
    let certified = {
        let s = Scenario {
            solver: SolverKind::Hamilton(HamiltonOptions::DEFAULT),
            ..h.state().state().scenario().clone()
        };
        let game = s.start().unwrap();
        let solver = snakescope::solver::AnySolver::new(s.solver, &game).unwrap();
        Recording::play_out(game, solver)
    };
    let part = (0..reference.len().min(certified.len()))
        .find(|&t| reference.move_at(t) != certified.move_at(t))
        .unwrap();
    h.state_mut()
        .perform(Command::CompareWith(SolverKind::Hamilton(
            HamiltonOptions::DEFAULT,
        )));
    while h.state().state().divergence().is_none() {
        h.run_steps(1);
    }
    h.run();
    assert_eq!(h.state().state().divergence(), Some(part));
    h.get_by_label("Compared board");
    h.get_by_label("Compared game timeline");
    h.get_by_label(&format!("The games part at tick {part}."));
    click(&mut h, "Where they part");
    assert_eq!(h.state().state().tick(), part);
    // Both chains, and the moves they end in differ.
    let own = h.state().state().decision().unwrap().decision.dir;
    let other = h
        .state()
        .state()
        .comparison()
        .unwrap()
        .selection()
        .decision()
        .unwrap()
        .decision
        .dir;
    assert_eq!(Some(own), reference.move_at(part));
    assert_eq!(Some(other), certified.move_at(part));
    assert_ne!(own, other);
    h.get_by_label("Compared: Hamilton");
    h.get_by_label(&format!("-> move {own}"));
    h.get_by_label(&format!("-> move {other}"));
    // One tick cursor: a step moves both.
    press(&mut h, Key::ArrowRight);
    let c = h.state().state().comparison().unwrap();
    assert_eq!(c.selection().tick(), part + 1);
    assert_eq!(
        c.selection().game().snake(),
        &certified.game_at(part + 1).snake().clone()
    );
    // The length plot holds both games.
    h.get_by_label("Snake length over ticks, and the compared game's");
}

#[test]
fn a_solver_typed_to_compare_with_is_read_as_files_write_it_and_a_bad_one_says_why() {
    let mut h = curated("classic-8x8-hamilton");
    click_in_view(&mut h, "Compare with");
    click(&mut h, "Another, typed below");
    let field = h.get_by_label("Solver to compare with, typed");
    field.focus();
    field.type_text("Hamilton(rule: Safest)");
    h.run();
    click_in_view(&mut h, "Compare");
    assert!(h.state().state().comparison().is_none());
    h.get_by_label_contains("`Safest`");
    // Corrected, it compares.
    h.get_by_label("Solver to compare with, typed").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label("Solver to compare with, typed")
        .type_text("Hamilton(rule: Reference)");
    h.run();
    click_in_view(&mut h, "Compare");
    let label = h.state().state().comparison().map(|c| c.label().to_owned());
    assert_eq!(label.as_deref(), Some("Hamilton(rule: Reference)"));
}

#[test]
fn a_step_costs_at_most_one_replay_of_the_game_on_screen_while_debugging() {
    let mut h = curated("classic-8x8-hamilton");
    let app = h.state_mut();
    app.perform(Command::AddBreakpoint(Condition::FoodEaten));
    app.perform(Command::CompareWith(SolverKind::GREEDY));
    app.perform(Command::GoToTick(100));
    h.run();
    // Forward, the game plays on from the tick on screen; back, one replay.
    for (key, replays) in [
        (Key::ArrowRight, 0),
        (Key::ArrowRight, 0),
        (Key::ArrowLeft, 1),
    ] {
        let before = h.state().state().recording().replays();
        press(&mut h, key);
        assert_eq!(
            h.state().state().recording().replays(),
            before + replays,
            "{key:?}"
        );
    }
}

#[test]
fn a_branch_taken_over_by_hand_leaves_the_original_as_it_was() {
    let mut h = curated("classic-8x8-hamilton");
    let original = h.state().state().recording().clone();
    let outcome = h.state().state().outcome_text();
    h.state_mut().perform(Command::GoToTick(50));
    h.run();
    click_in_view(&mut h, "Take over here");
    let state = h.state().state();
    assert_eq!(state.branches().len(), 2);
    assert_eq!(state.active_branch(), 1);
    assert!(state.is_manual());
    assert_eq!((state.tick(), state.ticks()), (50, 50));
    // The screen says the game goes on and waits for a move, not that it is over.
    let caption = state.caption().expect("a caption");
    assert!(caption.contains("Your move at tick 50"), "{caption}");
    // Steer by hand: each key is a step while paused.
    let heading = state.game().snake().heading();
    let turn = match heading {
        Dir::Up | Dir::Down => [Dir::Left, Dir::Right],
        Dir::Left | Dir::Right => [Dir::Up, Dir::Down],
    };
    let safe = turn
        .into_iter()
        .find(|&d| state.game().judge(d).is_safe())
        .expect("a turn is safe");
    let key = match safe {
        Dir::Up => Key::W,
        Dir::Down => Key::S,
        Dir::Left => Key::A,
        Dir::Right => Key::D,
    };
    press(&mut h, key);
    let branch_move = h.state().state().recording().move_at(50);
    assert_eq!(branch_move, Some(safe));
    let caption = h.state().state().caption().expect("a caption");
    assert!(caption.contains("Your move at tick 51"), "{caption}");
    assert_ne!(
        branch_move,
        original.move_at(50),
        "the branch went its own way"
    );
    // The ticks before the take-over are the original's, decisions included.
    let branch = h.state().state().recording();
    for t in [0, 20, 49] {
        assert_eq!(branch.move_at(t), original.move_at(t));
        assert_eq!(
            branch.decision_at(t, &mut Ignore),
            original.decision_at(t, &mut Ignore)
        );
    }
    h.get_by_label("By hand from tick 50");
    // Back to the original: the same moves and the same outcome as before.
    click_in_view(&mut h, "Back to the original");
    let state = h.state().state();
    assert_eq!(state.active_branch(), 0);
    assert_eq!(state.tick(), 50, "back where it was left");
    let now = state.recording();
    assert_eq!(now.len(), original.len());
    assert!((0..original.len()).all(|t| now.move_at(t) == original.move_at(t)));
    assert_eq!(state.outcome_text(), outcome);
    assert!(!state.is_manual());
    // And the branch is still there, where it was left.
    click_in_view(&mut h, "By hand from tick 50");
    assert_eq!(h.state().state().tick(), 51);
    assert_eq!(h.state().state().recording().move_at(50), Some(safe));
}

#[test]
fn save_this_moment_on_a_branch_saves_the_branch_s_board() {
    let mut h = curated("classic-8x8-hamilton");
    h.state_mut().perform(Command::GoToTick(30));
    h.state_mut().perform(Command::TakeOver(SolverKind::GREEDY));
    h.run();
    for _ in 0..5 {
        press(&mut h, Key::ArrowRight);
    }
    let state = h.state().state();
    assert_eq!(state.tick(), 35);
    assert_eq!(state.kind_on_screen(), SolverKind::GREEDY);
    let game = state.game().clone();
    click(&mut h, "Save this moment…");
    click(&mut h, "Open in the editor");
    let editor = h.state().editor().unwrap();
    let cells: Vec<(i64, i64)> = game
        .snake()
        .cells()
        .map(|p| (i64::from(p.x), i64::from(p.y)))
        .collect();
    assert_eq!(editor.scenario().snake, cells);
    assert_eq!(editor.scenario().solver, SolverKind::GREEDY);
}

#[test]
fn a_branch_saved_as_a_game_opens_again_with_its_own_moves() {
    let dir = common::app::tmp("app_debugger", "branch-game");
    let path = dir.join("branch.game.ron");
    let mut h = curated("classic-8x8-hamilton");
    h.state_mut().perform(Command::GoToTick(20));
    h.state_mut().perform(Command::TakeOver(SolverKind::GREEDY));
    record_to_end(&mut h);
    let branch = h.state().state().recording().clone();
    let dialogs = snakescope::app::files::dialogs::ScriptedDialogs::default();
    h.state_mut().set_dialogs(dialogs.clone());
    dialogs.answer(Some(path.clone()));
    click(&mut h, "Export");
    click(&mut h, "Save the game…");
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    let saved = scenario::load_game(&path).unwrap();
    let replayed = saved.replay(&path.display().to_string()).unwrap();
    assert_eq!(replayed.len(), branch.len());
    assert!((0..branch.len()).all(|t| replayed.move_at(t) == branch.move_at(t)));
    assert_eq!(replayed.outcome(), branch.outcome());
}

#[test]
fn a_solver_that_cannot_take_over_says_why_and_nothing_changes() {
    // A body the cycle solver finds no cycle for, once the snake has grown a little.
    let mut h = curated("classic-8x8-greedy");
    let rec = h.state().state().recording().clone();
    let stuck = (0..rec.len()).find(|&t| {
        let game = rec.game_at(t);
        snakescope::solver::AnySolver::new(SolverKind::Cycle, &game).is_err()
    });
    let Some(t) = stuck else {
        panic!("some body of this game has no cycle")
    };
    h.state_mut()
        .perform(Command::ShowPanel(SidePanel::Debugger, true));
    h.state_mut().perform(Command::GoToTick(t));
    h.state_mut().perform(Command::TakeOver(SolverKind::Cycle));
    h.run();
    // The panel says why, where its button is.
    h.get_by_label_contains(&format!("The cycle solver cannot take over at tick {t}"));
    assert_eq!(h.state().state().branches().len(), 1);
    assert_eq!(h.state().state().tick(), t);
}

#[test]
fn a_branch_taken_over_does_not_show_the_original_game_s_death_notice() {
    let mut h = curated("reference-rule-dies-8x8");
    h.get_by_label_contains("Jump to the death (tick ");
    h.state_mut().perform(Command::GoToTick(3));
    h.run();
    h.state_mut()
        .perform(Command::TakeOver(SolverKind::Hamilton(
            HamiltonOptions::DEFAULT,
        )));
    common::app::play_out(&mut h);
    assert!(
        h.query_by_label_contains("Jump to the death (tick ")
            .is_none()
    );
    // Back on the original, its notice is there again.
    h.state_mut().perform(Command::SwitchBranch(0));
    common::app::play_out(&mut h);
    h.get_by_label_contains("Jump to the death (tick ");
}

#[test]
fn a_stalled_game_offers_a_jump_to_where_its_loop_begins() {
    // Greedy follows its tail round a loop of 34 moves and never eats: the game stalls.
    let mut h = curated("greedy-livelock-6x6");
    let (last, stall) = h.state().state().stall().expect("the game stalls");
    let snakescope::rules::Stall::Loop { period } = stall else {
        panic!("greedy's state is compared: {stall:?}")
    };
    assert_eq!(period, 34);
    let from = last - period as usize;
    // Where the loop begins, the board is as it is at the end.
    let rec = h.state().state().recording().clone();
    assert_eq!(rec.game_at(from).snake(), rec.game_at(last).snake());
    common::app::click_contains(&mut h, &format!("Jump to the loop (tick {from})"));
    assert_eq!(h.state().state().tick(), from);
    assert!(h.query_by_label_contains("Jump to the loop").is_none());
}
