//! The command line, run as a user runs it: `check`, `handout`, `play`, `explain` and `bench`
//! here; programs outside snakescope, `diff` and `render` in the modules below.

use crate::common;

use std::path::PathBuf;

use common::cli::{snakescope, stderr, stdout};

mod diff;
mod programs;
mod render;

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
fn check_plays_every_step_of_a_lesson_and_names_the_steps_that_cannot_be_shown() {
    let ok = snakescope(&[
        "check",
        "lessons/cycle-from-body.en.ron",
        "lessons/cycle-from-body.pt.ron",
    ]);
    assert!(ok.status.success(), "{}", stderr(&ok));
    assert!(
        stdout(&ok)
            .contains("ok (lesson \"A Hamiltonian cycle from the snake's body\", 10 steps, en)")
    );
    assert!(stdout(&ok).contains("10 steps, pt)"));

    let bad = snakescope(&["check", "tests/broken_lessons/beyond_the_game.ron"]);
    assert_eq!(bad.status.code(), Some(1));
    let err = stderr(&bad);
    assert!(
        err.contains("beyond_the_game.ron: step 2: the game of"),
        "{err}"
    );
    assert!(err.contains("before tick 100000"), "{err}");
    assert!(
        err.contains("step 3: stage \"quicksort\" is not one of"),
        "{err}"
    );
    assert!(!err.contains("step 1:"), "{err}");
}

#[test]
fn handout_writes_a_page_with_every_step_s_board_and_narration() {
    let out: PathBuf = [env!("CARGO_TARGET_TMPDIR"), "handout-pt"].iter().collect();
    let _ = std::fs::remove_dir_all(&out);
    let o = snakescope(&[
        "handout",
        "lessons/cycle-from-body.pt.ron",
        "--out",
        out.to_str().unwrap(),
        "--size",
        "240",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let html = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(html.contains("<html lang=\"pt\">"));
    assert!(html.contains("<h1>Um ciclo hamiltoniano a partir do corpo da cobra</h1>"));
    assert_eq!(html.matches("<section>").count(), 10);
    // The narration's marks as HTML; a caption's arrow escaped.
    assert!(html.contains("<strong>25 escuras e 24 claras</strong>"));
    assert!(html.contains("<code>cur -&gt; next</code>"));
    // The captions speak the lesson's language too, whatever the command line's.
    assert!(
        html.contains("<p class=\"caption\">Todas as células livres estão no caminho"),
        "{html}"
    );
    for k in 1..=10 {
        let svg = std::fs::read_to_string(out.join(format!("step-{k:02}.svg"))).unwrap();
        assert!(
            svg.starts_with("<svg") || svg.starts_with("<?xml"),
            "step {k}"
        );
        assert!(html.contains(&format!("src=\"step-{k:02}.svg\"")));
    }
    let bad = snakescope(&[
        "handout",
        "tests/broken_lessons/beyond_the_game.ron",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(bad.status.code(), Some(2), "{}", stderr(&bad));
    assert!(stderr(&bad).contains("step 2:"));
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
        "quicksort",
    ]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(stderr(&unknown).contains("unknown stage \"quicksort\""));
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
        "us_per_move",
    ] {
        assert!(lines[0].get(field).is_some(), "missing {field}");
    }
    assert!(lines[0]["us_per_move"].as_f64().is_some_and(|us| us > 0.0));
    assert_eq!(lines[0]["solver"], "hamilton");
    assert_eq!(lines[0]["won"], 12);
    assert_eq!(lines[1]["games"], 12);
    let too_long = snakescope(&["bench", "--size", "4x4", "--length", "9"]);
    assert_eq!(too_long.status.code(), Some(2));
    assert!(stderr(&too_long).contains("does not fit"));
}

#[test]
fn bench_starts_from_the_centre_when_asked() {
    let run = |start: &str| {
        let o = snakescope(&[
            "bench",
            "--solver",
            "hamilton,splice",
            "--size",
            "8x8",
            "--games",
            "6",
            "--length",
            "2",
            "--start",
            start,
            "--json",
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        stdout(&o)
            .lines()
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
            .collect::<Vec<_>>()
    };
    let centre = run("centre");
    let top = run("top");
    for (c, t) in centre.iter().zip(&top) {
        // Every game from the centre start is won, and it is another start than the top row's.
        assert_eq!(c["won"], 6, "{c}");
        assert_ne!(c["mean_moves"], t["mean_moves"], "{c} {t}");
    }
    let table = snakescope(&[
        "bench", "--games", "2", "--length", "2", "--start", "center",
    ]);
    assert!(table.status.success(), "{}", stderr(&table));
    assert!(stdout(&table).contains("snake of 2 at the centre, head below"));
    let too_long = snakescope(&[
        "bench", "--size", "8x8", "--length", "5", "--start", "centre",
    ]);
    assert_eq!(too_long.status.code(), Some(2));
    assert!(stderr(&too_long).contains("does not fit above the centre of a 8x8 board (at most 4)"));
}
