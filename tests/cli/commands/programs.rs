//! Programs outside snakescope as solvers: they play, bench and explain like a built-in solver,
//! every way they fail stops the game with what happened, saved games reopen without them, and
//! bench starts one per worker.

use crate::common;

use std::path::PathBuf;

use common::cli::{snakescope, stderr, stdout};

/// The example solver outside snakescope, as `--solver` names it.
const BFS_PY: &str = "external:python3 examples/solvers/bfs.py";

#[test]
fn a_program_outside_plays_benches_and_explains_like_a_built_in_solver() {
    let o = snakescope(&[
        "play",
        "scenarios/classic-8x8-greedy.ron",
        "--solver",
        BFS_PY,
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(v["outcome"], "dead");
    assert!(v["moves"].as_u64().unwrap() > 20, "{v}");
    assert_eq!(v["fault"], serde_json::Value::Null);

    let o = snakescope(&[
        "bench",
        "--solver",
        &format!("greedy,{BFS_PY}"),
        "--games",
        "6",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let table = stdout(&o);
    assert!(table.contains("python3 examples/solvers/bfs.py"), "{table}");
    assert!(!table.contains("stopped because"), "{table}");

    let o = snakescope(&[
        "explain",
        "scenarios/classic-8x8-greedy.ron",
        "--solver",
        BFS_PY,
        "--tick",
        "2",
        "--stage",
        "reported",
        "--check",
        "2",
        "--frames",
        "last",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("2. path to the food: 3 steps, first move down  [stage reported]"),
        "{text}"
    );
    assert!(
        text.contains("the food (4, 4) is reached: follow the parents back"),
        "{text}"
    );
}

#[test]
fn a_failing_program_stops_the_game_with_what_it_was_sent_and_its_last_words() {
    // The command is split on spaces outside quotes, as a shell would.
    let crash =
        r#"external:python3 -c "import sys; sys.stderr.write('Traceback: oops\n'); sys.exit(2)""#;
    let o = snakescope(&[
        "play",
        "scenarios/classic-8x8-greedy.ron",
        "--solver",
        crash,
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("the solver failed at tick 0: the program ended"),
        "{err}"
    );
    assert!(
        err.contains("it was sent: {\"type\":\"state\",\"tick\":0"),
        "{err}"
    );
    assert!(err.contains("    Traceback: oops"), "{err}");
    assert!(
        stdout(&o).contains("stopped after 0 moves"),
        "{}",
        stdout(&o)
    );

    let o = snakescope(&[
        "bench",
        "--solver",
        "external:/no/such/solver",
        "--games",
        "2",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let table = stdout(&o);
    assert!(
        table.contains("2 of 2 games stopped because the solver failed; the first at tick 0: could not start `/no/such/solver`"),
        "{table}"
    );
}

#[test]
fn a_saved_game_reopens_at_its_tick_with_the_same_trace_and_no_program() {
    let saved: PathBuf = [env!("CARGO_TARGET_TMPDIR"), "cli-bfs.game.ron"]
        .iter()
        .collect();
    let saved = saved.to_str().unwrap();
    let o = snakescope(&[
        "play",
        "scenarios/classic-8x8-greedy.ron",
        "--solver",
        BFS_PY,
        "--save-game",
        saved,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let explained = |file: &str, solver: Option<&str>| {
        let mut args = vec![
            "explain", file, "--tick", "5", "--stage", "reported", "--frames", "last",
        ];
        if let Some(s) = solver {
            args.extend(["--solver", s]);
        }
        let o = snakescope(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        // The first line names the file; the rest must be the same.
        stdout(&o).lines().skip(1).collect::<Vec<_>>().join("\n")
    };
    let live = explained("scenarios/classic-8x8-greedy.ron", Some(BFS_PY));
    let replayed = explained(saved, None);
    assert_eq!(replayed, live);
    assert!(replayed.contains("Reported trace"), "{replayed}");
    // Played again from the file: the same outcome, and no program was needed for it.
    let o = snakescope(&["play", saved, "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(v["outcome"], "dead");
}

#[test]
fn a_battlesnake_bot_plays_a_game_and_explains_its_shout() {
    let (mut bot, url) = common::start_example_bot();
    let solver = format!("battlesnake:{url}");
    let o = snakescope(&[
        "play",
        "scenarios/classic-8x8-greedy.ron",
        "--solver",
        &solver,
        "--json",
    ]);
    let explained = snakescope(&[
        "explain",
        "scenarios/classic-8x8-greedy.ron",
        "--solver",
        &solver,
        "--tick",
        "2",
    ]);
    let _ = bot.kill();
    let _ = bot.wait();
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert!(v["moves"].as_u64().unwrap() > 5, "{v}");
    assert_eq!(v["fault"], serde_json::Value::Null);
    assert!(explained.status.success(), "{}", stderr(&explained));
    let text = stdout(&explained);
    assert!(text.contains("1. the solver says: "), "{text}");
    assert!(text.contains("from the food"), "{text}");
}

/// Every way a program can fail, as `tests/solvers/faulty.py` fails on its second board, and
/// the words that say so.
const FAULTS: [(&str, &str); 7] = [
    ("crash", "the program ended"),
    ("hang", "no answer within"),
    ("garbage", "its answer is not one: not JSON"),
    ("long", "a line longer than 1048576 bytes"),
    ("unknown", "move: \"north\" is not a move"),
    ("reverse", "it answered \"up\", back onto its own neck"),
    (
        "offboard",
        "trace[0].marks[0].cell: (99, 0) is off the 8x8 board",
    ),
];

#[test]
fn every_fault_stops_the_game_at_its_tick_and_says_what_happened() {
    for (fault, words) in FAULTS {
        let solver = format!("external:python3 tests/solvers/faulty.py {fault}");
        let o = snakescope(&[
            "play",
            "scenarios/classic-8x8-greedy.ron",
            "--solver",
            &solver,
        ]);
        assert_eq!(o.status.code(), Some(1), "{fault}: {}", stderr(&o));
        let err = stderr(&o);
        assert!(
            err.contains("the solver failed at tick 1: "),
            "{fault}: {err}"
        );
        assert!(err.contains(words), "{fault}: {err}");
        assert!(
            err.contains("it was sent: {\"type\":\"state\",\"tick\":1"),
            "{fault}: {err}"
        );
        assert!(
            stdout(&o).contains("stopped after 1 moves"),
            "{fault}: {}",
            stdout(&o)
        );
    }
    let o = snakescope(&[
        "play",
        "scenarios/classic-8x8-greedy.ron",
        "--solver",
        "external:python3 tests/solvers/faulty.py crash",
    ]);
    assert!(
        stderr(&o).contains("    ValueError: oops"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn bench_starts_a_program_once_per_worker_not_once_per_game() {
    let log: PathBuf = [env!("CARGO_TARGET_TMPDIR"), "cli-pids.txt"]
        .iter()
        .collect();
    let _ = std::fs::remove_file(&log);
    let solver = format!(
        "external:python3 tests/solvers/pid_writer.py {}",
        log.display()
    );
    let o = snakescope(&["bench", "--solver", &solver, "--games", "12"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let pids: std::collections::HashSet<String> = std::fs::read_to_string(&log)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    assert!(
        !pids.is_empty() && pids.len() <= workers.min(12),
        "{} programs started for 12 games on {workers} workers",
        pids.len()
    );
}
