//! Solvers outside snakescope, played for real: the example program and bot from
//! `examples/solvers/`, and programs that fail in every way the protocol names. Each fault
//! stops the game at its tick with a message that says what happened, what the program was
//! sent and what it last wrote to its standard error.

use snakescope_core::algo::Ignore;
use snakescope_core::rules::{Dir, FoodSource, Game, Grid, Outcome, Pos, Snake, TailRule};
use snakescope_core::solver::external::{ExternalSolver, ExternalSpec};
use snakescope_core::solver::{AnySolver, Fact, SolverKind, play_out};
use snakescope_core::stages::{Stage, StageEvent};
use snakescope_core::trace::Recording;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

fn example(name: &str) -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    root.join("examples/solvers")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// Programs and bots reached for real, every one of them allowed to run (the rule of what may
/// run is tested on its own, below).
fn reach_all() {
    snakescope_external::install();
    snakescope_core::solver::external::permit_all();
}

fn program(command: &[&str], timeout_ms: u64) -> SolverKind {
    reach_all();
    SolverKind::External(
        ExternalSpec::Program {
            command: command.iter().map(|s| s.to_string()).collect(),
            timeout_ms,
        }
        .intern(),
    )
}

/// A program written in Python on the spot.
fn python(script: &str, timeout_ms: u64) -> SolverKind {
    program(&["python3", "-c", script], timeout_ms)
}

fn game(width: i64, height: i64) -> Game {
    let grid = Grid::new(width, height).unwrap();
    let snake = Snake::new(
        &grid,
        &[Pos::new(2, 0), Pos::new(1, 0), Pos::new(0, 0)],
        None,
    )
    .unwrap();
    Game::new(
        grid,
        snake,
        FoodSource::new(vec![Pos::new(2, 3)], 5),
        TailRule::Blocks,
        None,
    )
}

/// Plays `kind` on a fresh 6x6 game and returns the recording.
fn record(kind: SolverKind) -> Recording {
    let g = game(6, 6);
    let solver = AnySolver::new(kind, &g).unwrap();
    Recording::play_out(g, solver)
}

/// Answers `{"move":"down"}` to the first state, then runs `then` (Python) on the next.
fn answers_once_then(then: &str) -> String {
    format!(
        "import sys, json\n\
         n = 0\n\
         for line in sys.stdin:\n\
         \x20   m = json.loads(line)\n\
         \x20   if m['type'] != 'state': continue\n\
         \x20   n += 1\n\
         \x20   if n == 1:\n\
         \x20       print(json.dumps({{'move': 'down'}}), flush=True)\n\
         \x20   else:\n\
         \x20       {then}\n"
    )
}

#[test]
fn the_example_program_plays_a_whole_game_with_its_trace() {
    let rec = record(program(&["python3", &example("bfs.py")], 5_000));
    assert!(rec.fault().is_none(), "{:?}", rec.fault());
    assert_ne!(rec.outcome(), Some(Outcome::Stopped));
    assert!(rec.len() > 20, "{} moves", rec.len());
    // The first decision, recomputed: its checks are the program's, its steps replay in the
    // reported stage, filed under the check they lead to.
    let mut events = Vec::new();
    let d = rec.decision_at(0, &mut events).unwrap();
    let names: Vec<String> = d
        .checks
        .iter()
        .filter_map(|c| match &c.fact {
            Fact::Reported(r) => Some(r.name.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(names, ["path to the food", "first move"]);
    assert!(matches!(&d.checks[0].fact, Fact::Said(s) if s.starts_with("the food is")));
    assert!(
        events
            .iter()
            .all(|e| matches!(e.event, StageEvent::Reported(_)))
    );
    assert!(events.iter().any(|e| e.check == 1) && events.iter().any(|e| e.check == 2));
    assert_eq!(d.checks[1].stage, Some(Stage::Reported));
}

#[test]
fn rewinding_reads_the_answers_back_and_never_asks_again() {
    let rec = record(program(&["python3", &example("bfs.py")], 5_000));
    let AnySolver::External(solver) = rec.latest_solver() else {
        panic!("an external solver")
    };
    let asked = solver.log().answers.len();
    assert_eq!(asked, rec.len(), "one answer per tick");
    for t in [0, rec.len() / 2, rec.len() - 1] {
        let d = rec.decision_at(t, &mut Ignore).unwrap();
        assert_eq!(Some(d.dir), rec.move_at(t));
    }
    let AnySolver::External(solver) = rec.latest_solver() else {
        unreachable!()
    };
    assert_eq!(solver.log().answers.len(), asked, "no tick was asked twice");
}

#[test]
fn a_saved_log_replays_without_the_program() {
    let rec = record(program(&["python3", &example("bfs.py")], 5_000));
    let AnySolver::External(live) = rec.latest_solver() else {
        unreachable!()
    };
    let replaying = ExternalSolver::replaying(live.spec(), live.log());
    let again = Recording::play_out(game(6, 6), AnySolver::External(replaying));
    assert_eq!(again.len(), rec.len());
    assert_eq!(again.outcome(), rec.outcome());
    for t in 0..rec.len() {
        assert_eq!(again.move_at(t), rec.move_at(t));
    }
}

/// The fault that stopped `kind`'s game on a 6x6 board.
fn fault_of(kind: SolverKind) -> (u64, String) {
    let rec = record(kind);
    assert_eq!(rec.outcome(), Some(Outcome::Stopped));
    let f = rec.fault().expect("a fault stopped the game").clone();
    // The last state's decision is the failed one, in "Why this move?".
    let d = rec.decision_at(rec.len(), &mut Ignore).unwrap();
    assert!(matches!(&d.checks[0].fact, Fact::Failed { .. }));
    (f.tick, f.to_string())
}

#[test]
fn a_program_that_cannot_start_stops_the_game_at_tick_0() {
    let (tick, message) = fault_of(program(&["/no/such/solver"], 500));
    assert_eq!(tick, 0);
    assert!(
        message.starts_with("at tick 0: could not start `/no/such/solver`"),
        "{message}"
    );
}

#[test]
fn a_crash_is_reported_with_its_last_words() {
    let script = answers_once_then("sys.stderr.write('Traceback: boom\\n'); sys.exit(3)");
    let (tick, message) = fault_of(python(&script, 2_000));
    assert_eq!(tick, 1);
    assert!(message.contains("the program ended"), "{message}");
    assert!(
        message.contains("it was sent: {\"type\":\"state\",\"tick\":1"),
        "{message}"
    );
    assert!(message.contains("    Traceback: boom"), "{message}");
}

#[test]
fn silence_past_the_deadline_is_a_timeout() {
    let script = answers_once_then("import time; time.sleep(30)");
    let (tick, message) = fault_of(python(&script, 300));
    assert_eq!(tick, 1);
    assert!(message.contains("no answer within 300 ms"), "{message}");
}

#[test]
fn garbage_an_over_long_line_and_an_unknown_move_are_named() {
    let (_, message) = fault_of(python(
        &answers_once_then("print('hello', flush=True)"),
        2_000,
    ));
    assert!(
        message.contains("its answer is not one: not JSON"),
        "{message}"
    );
    let (_, message) = fault_of(python(
        &answers_once_then("print('x' * (1 << 21), flush=True)"),
        5_000,
    ));
    assert!(
        message.contains("a line longer than 1048576 bytes"),
        "{message}"
    );
    let (_, message) = fault_of(python(
        &answers_once_then("print(json.dumps({'move': 'north'}), flush=True)"),
        2_000,
    ));
    assert!(
        message.contains("move: \"north\" is not a move"),
        "{message}"
    );
}

#[test]
fn a_reversal_and_a_mark_off_the_board_stop_the_game() {
    // The snake heads right; "left" runs back onto its neck.
    let (tick, message) = fault_of(python(
        &answers_once_then("print(json.dumps({'move': 'up'}), flush=True)"),
        2_000,
    ));
    assert_eq!(tick, 1);
    assert!(
        message.contains("it answered \"up\", back onto its own neck"),
        "{message}"
    );
    let (_, message) = fault_of(python(
        &answers_once_then(
            "print(json.dumps({'move': 'down', 'trace': [{'marks': [{'cell': [6, 0], 'class': 'note'}]}]}), flush=True)",
        ),
        2_000,
    ));
    assert!(
        message.contains("trace[0].marks[0].cell: (6, 0) is off the 6x6 board"),
        "{message}"
    );
}

#[test]
fn a_worker_plays_ahead_and_the_recording_never_waits() {
    let g = game(6, 6);
    let kind = program(&["python3", &example("bfs.py")], 5_000);
    let AnySolver::External(solver) = AnySolver::new(kind, &g).unwrap() else {
        unreachable!()
    };
    solver.play_ahead(g.clone());
    let mut rec = Recording::new(g, AnySolver::External(solver.clone()));
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while rec.outcome().is_none() && std::time::Instant::now() < deadline {
        if solver.answered(rec.len() as u64) {
            rec.advance(&mut Ignore);
        } else {
            std::thread::sleep(Duration::from_millis(5));
        }
    }
    assert!(rec.outcome().is_some());
    assert!(rec.fault().is_none(), "{:?}", rec.fault());
    // The worker says goodbye to the program after its last answer, then stops thinking.
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while solver.thinking() && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(
        !solver.thinking(),
        "the worker still thinks after the game ended"
    );
}

#[test]
fn a_battlesnake_bot_plays_through_its_http_api() {
    let mut server = Command::new("python3")
        .args([example("battlesnake.py").as_str(), "0"])
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    let mut first = String::new();
    BufReader::new(server.stderr.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let url = first
        .trim()
        .strip_prefix("listening on ")
        .expect(&first)
        .to_string();
    reach_all();
    let kind = SolverKind::External(
        ExternalSpec::Battlesnake {
            url,
            timeout_ms: 2_000,
        }
        .intern(),
    );
    let mut g = game(6, 6);
    let mut solver = AnySolver::new(kind, &g).unwrap();
    let first = solver.decide(&g, &mut Ignore);
    // The bot's shout is the decision's caption; it heads for the food at (2, 3).
    assert_eq!(first.dir, Dir::Down);
    assert!(matches!(&first.checks[0].fact, Fact::Said(s) if s.contains("from the food")));
    let summary = play_out(&mut g, &mut solver);
    let _ = server.kill();
    let _ = server.wait();
    assert!(summary.fault.is_none(), "{:?}", summary.fault);
    assert!(summary.moves > 5);
}

#[test]
fn a_bot_that_is_not_there_is_a_refused_connection() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    drop(listener);
    reach_all();
    let (tick, message) = fault_of(SolverKind::External(
        ExternalSpec::Battlesnake {
            url: url.clone(),
            timeout_ms: 1_000,
        }
        .intern(),
    ));
    assert_eq!(tick, 0);
    assert!(
        message.contains(&format!("could not reach {url}/")),
        "{message}"
    );
}

/// Whether a process whose command line holds `marker` is running.
fn running(marker: &str) -> bool {
    std::fs::read_dir("/proc").unwrap().flatten().any(|entry| {
        std::fs::read(entry.path().join("cmdline"))
            .map(|c| String::from_utf8_lossy(&c).contains(marker))
            .unwrap_or(false)
    })
}

#[test]
fn closing_the_game_ends_the_program() {
    // A program that answers once, then thinks forever; its marker names it in /proc.
    let marker = format!("closing-test-{}", std::process::id());
    let script = format!(
        "{}\n# {marker}",
        answers_once_then("import time; time.sleep(600)")
    );
    let kind = python(&script, 300);
    let g = game(6, 6);
    let AnySolver::External(solver) = AnySolver::new(kind, &g).unwrap() else {
        unreachable!()
    };
    solver.play_ahead(g.clone());
    let rec = Recording::new(g, AnySolver::External(solver.clone()));
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    while !running(&marker) {
        assert!(
            std::time::Instant::now() < deadline,
            "the program never started"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    // The window closes the game: every copy of the solver goes.
    drop(rec);
    drop(solver);
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    while running(&marker) {
        assert!(
            std::time::Instant::now() < deadline,
            "the program still runs after the game was closed"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}
