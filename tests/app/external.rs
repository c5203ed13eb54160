//! A solver outside snakescope in the app, used as a solver author would: picked from the
//! solver menu, played while the window stays responsive, stepped back into, its own trace
//! replayed as a stage; its failure shown with what it was sent and its last words; its game
//! saved and opened again, at the same tick, without the program.

use crate::common;
use snakescope::app::command::Command;

use common::app::{App, WINDOW, click, harness_at, open_with_dialogs, status, tick_label};
use egui::Key;
use egui_kittest::kittest::Queryable;
use snakescope::app::files::dialogs::ScriptedDialogs;
use snakescope::app::settings::Settings;
use snakescope::app::shell::{ExplainerApp, Startup};
use snakescope::scenario::Scenario;
use snakescope::stages::Stage;
use std::time::{Duration, Instant};

/// A scenario on the classic 8x8 board played by `solver`.
fn scenario(solver: &str) -> Scenario {
    let text = format!(
        "Scenario(name: \"Your solver\", width: 8, height: 8, snake: [(3, 0), (2, 0), (1, 0), \
         (0, 0)], food: [(4, 4)], seed: 1, solver: {solver})"
    );
    Scenario::from_ron_str(&text, "yours.ron").unwrap()
}

const BFS: &str = r#"External(command: ["python3", "examples/solvers/bfs.py"], timeout_ms: 5000)"#;

fn startup(s: Scenario) -> Startup {
    // The program each test names is allowed, as "Run" allows it (the prompt is tested on
    // its own, below).
    if let snakescope::solver::SolverKind::External(spec) = s.solver {
        snakescope::solver::external::permit(spec);
    }
    Startup {
        scenario: s,
        origin: "yours.ron".into(),
        path: None,
        error: None,
        autoplay: false,
        game: None,
        lesson: None,
        map: None,
    }
}

/// The app on `startup` with dialogs the test answers, its first frame drawn (a program's
/// game records while frames go on: see [`until_recorded`]).
fn launch(startup: Startup) -> (App, ScriptedDialogs) {
    let mut app = ExplainerApp::with_settings(startup, Settings::default());
    let dialogs = ScriptedDialogs::default();
    app.set_dialogs(dialogs.clone());
    let mut h = harness_at(WINDOW, app);
    h.step();
    (h, dialogs)
}

/// Runs frames until the game is recorded to its end (the program answers on its own thread;
/// the window records what it has answered).
fn until_recorded(h: &mut App) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !h.state().state().recorded_to_end() {
        assert!(
            Instant::now() < deadline,
            "the game was not recorded in time"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    // Let what opened with the game (its first decision's replay) play out.
    h.run_steps(40);
}

#[test]
fn a_program_plays_and_its_trace_replays_as_a_stage() {
    let (mut h, _) = launch(startup(scenario(BFS)));
    until_recorded(&mut h);
    let ticks = h.state().state().ticks();
    assert!(ticks > 10, "{ticks} ticks");
    // The name the program gave itself is the solver's name on screen.
    assert!(status(&h).starts_with("bfs.py on 8x8"), "{}", status(&h));
    // Step back into a decision: its chain is the program's checks.
    h.key_press(Key::End);
    h.run();
    for _ in 0..(ticks - 3) {
        h.key_press(Key::ArrowLeft);
    }
    h.run();
    assert_eq!(tick_label(&h), format!("Tick 3 of {ticks}"));
    assert!(h.query_by_label_contains("path to the food: ").is_some());
    h.get_by_label_contains("the solver says: the food is");
    // Open the check, and pause its replay on its first step.
    h.get_by_label("Replay check 2: Reported trace").click();
    h.step();
    h.state_mut().perform(Command::StepEvents(0));
    h.run();
    assert_eq!(h.state().state().stage(), Stage::Reported);
    let replay = h
        .state()
        .state()
        .replay()
        .expect("the check's steps replay");
    assert!(replay.len() > 2, "{} events", replay.len());
    assert_eq!(replay.cursor(), 1);
    // The step's caption is on screen, as the program wrote it.
    h.key_press_modifiers(egui::Modifiers::SHIFT, Key::ArrowRight);
    h.run();
    let caption = h.state().state().replay().unwrap().caption().unwrap();
    assert!(caption.starts_with("expand ("), "{caption}");
    assert!(
        h.query_by_label(&caption).is_some(),
        "{caption} is not shown"
    );
}

#[test]
fn a_crash_stops_the_game_and_shows_what_it_was_sent_and_its_last_words() {
    let crash = r#"External(command: ["python3", "-c", "import sys; sys.stderr.write('Traceback: oops\\n'); sys.exit(2)"])"#;
    let (mut h, _) = launch(startup(scenario(crash)));
    until_recorded(&mut h);
    assert_eq!(h.state().state().ticks(), 0);
    h.get_by_label_contains("Stopped at tick 0: the solver failed: the program ended");
    let why = h.get_by_label_contains("The game stops here. The solver failed at tick 0");
    let text = format!("{why:?}");
    assert!(text.contains("it was sent: {"), "{text}");
    assert!(text.contains("Traceback: oops"), "{text}");
}

#[test]
fn a_saved_game_opens_again_at_its_tick_with_the_same_trace_and_no_program() {
    let dir = common::app::tmp("app_external", "saved");
    let path = dir.join("yours.game.ron");
    let (mut h, dialogs) = launch(startup(scenario(BFS)));
    until_recorded(&mut h);
    h.state_mut().perform(Command::GoToTick(5));
    h.run();
    let why_before = h.state().state().decision().unwrap().decision.clone();
    dialogs.answer(Some(path.clone()));
    click(&mut h, "Export");
    click(&mut h, "Save the game…");
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    assert!(std::fs::read_to_string(&path).unwrap().starts_with("Game("));

    // Opened again (the program is not run: a command that does not exist would fail).
    let text = std::fs::read_to_string(&path).unwrap();
    let renamed = text.replace("examples/solvers/bfs.py", "no/such/program.py");
    std::fs::write(&path, renamed).unwrap();
    let again = Startup::from_file(Some(&path));
    assert_eq!(again.error, None);
    let (mut h, dialogs) = launch(again);
    h.run();
    assert_eq!(h.state().state().tick(), 5);
    assert_eq!(h.state().state().decision().unwrap().decision, why_before);
    assert!(h.state().state().recorded_to_end());
    assert!(h.query_by_label_contains("path to the food: ").is_some());

    // Opened from the Open dialog too, after another scenario: the same tick and chain.
    click(&mut h, "Examples");
    click(&mut h, "Classic 8x8, Hamilton");
    assert_ne!(h.state().state().decision().unwrap().decision, why_before);
    dialogs.answer(Some(path.clone()));
    click(&mut h, "Open…");
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    assert_eq!(h.state().state().tick(), 5);
    assert_eq!(h.state().state().decision().unwrap().decision, why_before);
    assert!(
        h.state()
            .catalog()
            .recent
            .iter()
            .any(|e| e.title().ends_with("(saved game)") && e.loaded.is_ok())
    );
}

#[test]
fn the_solver_menu_plays_a_program_typed_in_and_remembers_it() {
    let (mut h, _) = open_with_dialogs(Startup::default());
    click(&mut h, "Solver");
    click(&mut h, "External program…");
    // The prompt offers the example solver to start with, by a path that works from any
    // folder.
    let example = format!(
        "python3 {}/examples/solvers/bfs.py",
        env!("CARGO_MANIFEST_DIR")
    );
    assert!(h.query_all_by_value(&example).next().is_some());
    // The program answers on its own thread while the window keeps drawing (a spinner says
    // it waits): step frames rather than wait for the window to settle.
    h.get_by_label("Play this solver").click();
    until_recorded(&mut h);
    assert!(status(&h).starts_with("bfs.py on 8x8"), "{}", status(&h));
    assert_eq!(
        h.state().state().settings().recent_solvers,
        [format!("external:{example}")]
    );
}

#[test]
fn a_battlesnake_bot_plays_and_its_shout_is_the_decision_s_caption() {
    let (mut bot, url) = common::start_example_bot();
    let s = scenario(&format!("Battlesnake(url: {url:?}, timeout_ms: 2000)"));
    let (mut h, _) = launch(startup(s));
    until_recorded(&mut h);
    let _ = bot.kill();
    let _ = bot.wait();
    let ticks = h.state().state().ticks();
    assert!(ticks > 5, "{ticks} ticks");
    assert!(h.state().state().document().recording().fault().is_none());
    assert!(
        status(&h).starts_with(&format!("Battlesnake bot at {url} on 8x8")),
        "{}",
        status(&h)
    );
    // Back into the third decision: the bot's shout is its caption, in "Why this move?".
    h.state_mut().perform(Command::GoToTick(2));
    h.run();
    assert_eq!(tick_label(&h), format!("Tick 2 of {ticks}"));
    h.get_by_label_contains("the solver says: ");
    assert!(h.query_by_label_contains("from the food").is_some());
}

#[test]
fn every_fault_shows_its_message_in_the_app() {
    let faults = [
        ("crash", "the program ended"),
        ("hang", "no answer within 300 ms"),
        ("garbage", "its answer is not one: not JSON"),
        ("long", "a line longer than 1048576 bytes"),
        ("unknown", "is not a move"),
        ("reverse", "back onto its own neck"),
        ("offboard", "(99, 0) is off the 8x8 board"),
    ];
    for (fault, words) in faults {
        // Only the hanging program waits out its deadline: the others have time to answer
        // on a loaded machine.
        let timeout = if fault == "hang" { 300 } else { 5000 };
        let solver = format!(
            r#"External(command: ["python3", "tests/solvers/faulty.py", "{fault}"], timeout_ms: {timeout})"#
        );
        let (mut h, _) = launch(startup(scenario(&solver)));
        until_recorded(&mut h);
        assert_eq!(h.state().state().ticks(), 1, "{fault}");
        // The outcome under the chain says the game stopped, and why.
        h.get_by_label_contains("Stopped at tick 1: the solver failed: ");
        assert!(
            h.query_by_label_contains(words).is_some(),
            "{fault}: {words}"
        );
        // At the tick it failed, "Why" shows everything: what it was sent, its last words.
        h.state_mut().perform(Command::GoToTick(1));
        h.run_steps(4);
        let why = h.get_by_label_contains("The game stops here. The solver failed at tick 1");
        let shown = format!("{why:?}");
        assert!(shown.contains(words), "{fault}: {shown}");
        assert!(shown.contains("it was sent: {"), "{fault}: {shown}");
        // The caption above the board says it too, not only "Why this move?".
        let caption = h.state().state().caption().unwrap_or_default();
        assert!(
            caption.starts_with("The game stops here: the solver failed at tick 1"),
            "{fault}: {caption}"
        );
        assert!(h.query_all_by_label(&caption).next().is_some(), "{fault}");
    }
}

#[test]
fn a_file_s_program_runs_only_once_the_user_says_run_and_the_answer_is_remembered() {
    let marker = std::env::temp_dir().join(format!("snakescope-trust-{}", std::process::id()));
    let _ = std::fs::remove_file(&marker);
    // A program of its own (no other test allows it), which leaves a file when it runs.
    let script = format!(
        "import sys, json\nopen({:?}, 'w').write('ran')\nfor line in sys.stdin:\n    m = json.loads(line)\n    if m['type'] == 'state': print(json.dumps({{'move': 'down'}}), flush=True)\n",
        marker.display().to_string()
    );
    let solver = format!("External(command: [\"python3\", \"-c\", {script:?}])");
    let s = scenario(&solver);
    let asked = Startup {
        scenario: s.clone(),
        origin: "shared.ron".into(),
        path: None,
        error: None,
        autoplay: false,
        game: None,
        lesson: None,
        map: None,
    };
    let (mut h, _) = launch(asked.clone());
    // The prompt names the file and the command exactly; nothing ran.
    h.get_by_label_contains("shared.ron wants to run a program");
    let snakescope::solver::SolverKind::External(spec) = s.solver else {
        unreachable!()
    };
    assert!(
        h.query_by_label(&spec.label()).is_some(),
        "the command is shown"
    );
    until_recorded(&mut h);
    assert_eq!(h.state().state().ticks(), 0);
    assert!(!marker.exists(), "the program ran before the user said so");
    h.get_by_label("Don't run").click();
    h.step();
    h.step();
    assert!(
        h.query_by_label_contains("wants to run a program")
            .is_none()
    );
    assert!(!marker.exists());
    // Opened again, it asks again; "Run" runs it and remembers these contents.
    let (mut h, _) = launch(asked);
    h.get_by_label("Run").click();
    h.step();
    until_recorded(&mut h);
    assert!(marker.exists(), "the program ran once allowed");
    assert!(h.state().state().ticks() > 0);
    let key = snakescope::app::shell::trust::contents_key(&s);
    assert!(h.state().state().settings().trusted_files.contains(&key));
    let _ = std::fs::remove_file(&marker);
}
