//! The command line, run as a user runs it.

use std::path::PathBuf;
use std::process::{Command, Output};

fn snakescope(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_snakescope"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn check_passes_the_collection_and_names_the_place_of_a_broken_file() {
    let mut files: Vec<String> = std::fs::read_dir("scenarios")
        .unwrap()
        .map(|e| e.unwrap().path().display().to_string())
        .collect();
    files.sort();
    let mut args = vec!["check"];
    args.extend(files.iter().map(String::as_str));
    let ok = snakescope(&args);
    assert!(ok.status.success(), "{}", stderr(&ok));
    assert_eq!(stdout(&ok).lines().count(), files.len());

    let bad = snakescope(&[
        "check",
        "scenarios/classic-8x8-greedy.ron",
        "tests/broken/syntax_error.ron",
    ]);
    assert_eq!(bad.status.code(), Some(1));
    let err = stderr(&bad);
    assert!(err.contains("tests/broken/syntax_error.ron:"), "{err}");
    assert!(err.contains("1 of 2 file(s) invalid"), "{err}");
}

#[test]
fn play_reports_the_outcome_as_json_and_exports_every_tick() {
    let out: PathBuf = [env!("CARGO_TARGET_TMPDIR"), "cli-pocket.csv"]
        .iter()
        .collect();
    let o = snakescope(&[
        "play",
        "scenarios/dead-end-pocket-6x6.ron",
        "--json",
        "--csv",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(v["outcome"], "won");
    assert_eq!(v["cause"], serde_json::Value::Null);
    assert_eq!(v["length"], 36);
    let moves = v["moves"].as_u64().unwrap() as usize;
    let csv = std::fs::read_to_string(&out).unwrap();
    assert_eq!(csv.lines().count(), moves + 2);
    assert!(csv.lines().last().unwrap().ends_with(",won"));
}

#[test]
fn explain_prints_the_chain_and_the_frames() {
    let o = snakescope(&[
        "explain",
        "scenarios/classic-8x8-greedy.ron",
        "--tick",
        "3",
        "--stage",
        "bfs",
        "--frames",
        "last",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("Why Down?"), "{text}");
    assert!(
        text.contains("1. shortest path to food found with 2 steps"),
        "{text}"
    );
    assert!(text.contains("Dequeued (4, 2) at distance 0"), "{text}");
    let unknown = snakescope(&[
        "explain",
        "scenarios/classic-8x8-greedy.ron",
        "--stage",
        "dfs",
    ]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(stderr(&unknown).contains("unknown stage \"dfs\""));
}

#[test]
fn bench_prints_one_json_object_per_solver() {
    let o = snakescope(&[
        "bench",
        "--solver",
        "hamilton,greedy",
        "--size",
        "6x6",
        "--games",
        "12",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    for field in [
        "solver",
        "width",
        "height",
        "games",
        "won",
        "dead",
        "step_limit",
        "mean_moves",
        "median_moves",
        "mean_length",
        "ms_per_game",
    ] {
        assert!(lines[0].get(field).is_some(), "missing {field}");
    }
    assert_eq!(lines[0]["solver"], "hamilton");
    assert_eq!(lines[0]["won"], 12);
    assert_eq!(lines[1]["games"], 12);
    let too_long = snakescope(&["bench", "--size", "4x4", "--length", "9"]);
    assert_eq!(too_long.status.code(), Some(2));
    assert!(stderr(&too_long).contains("does not fit"));
}

/// The first state where two games of `file` move differently, found by playing both to
/// their end and comparing move by move.
fn first_different_move(
    file: &str,
    a: snakescope::solver::SolverKind,
    b: snakescope::solver::SolverKind,
) -> (usize, String, String) {
    use snakescope::solver::AnySolver;
    use snakescope::trace::Recording;
    let scenario = snakescope::scenario::load(std::path::Path::new(file)).unwrap();
    let play = |kind| {
        let game = scenario.start().unwrap();
        let solver = AnySolver::new(kind, &game).unwrap();
        Recording::play_out(game, solver)
    };
    let (ra, rb) = (play(a), play(b));
    let t = (0..ra.len().min(rb.len()))
        .find(|&t| ra.move_at(t) != rb.move_at(t))
        .expect("the two play differently");
    let words = |r: &Recording| r.move_at(t).unwrap().to_string();
    (t, words(&ra), words(&rb))
}

#[test]
fn diff_names_the_tick_where_two_solvers_part_and_both_moves_and_chains() {
    use snakescope::solver::{HamiltonOptions, SolverKind};
    let file = "scenarios/reference-rule-dies-8x8.ron";
    let (tick, certified, reference) = first_different_move(
        file,
        SolverKind::Hamilton(HamiltonOptions::DEFAULT),
        SolverKind::Hamilton(HamiltonOptions::REFERENCE),
    );
    let o = snakescope(&[
        "diff",
        file,
        "--solver",
        "hamilton,Hamilton(rule: Reference)",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains(&format!(
            "hamilton and Hamilton(rule: Reference) part at tick {tick} "
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!("  hamilton moves {certified}\n")),
        "{text}"
    );
    assert!(
        text.contains(&format!("  Hamilton(rule: Reference) moves {reference}\n")),
        "{text}"
    );
    // Both chains, each as `explain` prints one.
    assert!(text.contains(&format!("Why {certified}?")), "{text}");
    assert!(text.contains(&format!("Why {reference}?")), "{text}");
    assert!(text.contains("  1. "), "{text}");
    // One solver named: compared with the scenario's own (the reference rule here).
    let o = snakescope(&["diff", file, "--solver", "hamilton"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains(&format!(
            "Hamilton(rule: Reference) and hamilton part at tick {tick} "
        )),
        "{}",
        stdout(&o)
    );
}

#[test]
fn diff_of_a_splice_scenario_against_hamilton_and_bad_solvers_say_why() {
    use snakescope::solver::{HamiltonOptions, SolverKind};
    let file = "scenarios/splice-first-meal-8x8.ron";
    let (tick, splice, hamilton) = first_different_move(
        file,
        SolverKind::Splice,
        SolverKind::Hamilton(HamiltonOptions::DEFAULT),
    );
    let o = snakescope(&["diff", file, "--solver", "splice,hamilton"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains(&format!("part at tick {tick} ")), "{text}");
    assert!(text.contains(&format!("splice moves {splice}")), "{text}");
    assert!(
        text.contains(&format!("hamilton moves {hamilton}")),
        "{text}"
    );
    // The same solver twice plays the same game.
    let o = snakescope(&["diff", file, "--solver", "cycle,Cycle"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("play the same game"), "{}", stdout(&o));
    // A broken spec says where, without a panic.
    let o = snakescope(&["diff", file, "--solver", "hamilton,Hamilton(rule: Safest)"]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("--solver:1:") && err.contains("Safest"),
        "{err}"
    );
    let o = snakescope(&["diff", file, "--solver", "a,b,c"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("two solvers"), "{}", stderr(&o));
    let o = snakescope(&["diff", file, "--solver", "hamilton,manual"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("manual"), "{}", stderr(&o));
}
