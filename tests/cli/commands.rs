//! The command line, run as a user runs it.

use crate::common;

use std::path::PathBuf;
use std::process::Command;

use common::cli::{snakescope, stderr, stdout};

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
    use snakescope::solver::{HamiltonOptions, SolverKind, SpliceOptions};
    let file = "scenarios/splice-first-meal-8x8.ron";
    let (tick, splice, hamilton) = first_different_move(
        file,
        SolverKind::Splice(SpliceOptions::DEFAULT),
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
    // A broken spec says what is wrong, without a panic.
    let o = snakescope(&["diff", file, "--solver", "hamilton,Hamilton(rule: Safest)"]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("Safest") && err.contains("Reference"), "{err}");
    let o = snakescope(&["diff", file, "--solver", "a,b,c"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("two solvers"), "{}", stderr(&o));
    let o = snakescope(&["diff", file, "--solver", "hamilton,manual"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("manual"), "{}", stderr(&o));
}

/// A fresh folder for one test's files.
fn out_dir(test: &str) -> PathBuf {
    let dir: PathBuf = [env!("CARGO_TARGET_TMPDIR"), "cli", test].iter().collect();
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The number of events the BFS stage has at `tick` of the classic greedy game, as
/// `explain` counts them.
fn bfs_events(tick: &str) -> usize {
    let o = snakescope(&[
        "explain",
        "scenarios/classic-8x8-greedy.ron",
        "--tick",
        tick,
        "--stage",
        "bfs",
        "--frames",
        "last",
    ]);
    let text = stdout(&o);
    let line = text
        .lines()
        .find(|l| l.starts_with("Stage bfs"))
        .unwrap_or_else(|| panic!("{text}"));
    line.split(", ")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn render_draws_the_board_as_png_svg_and_an_animated_gif() {
    let dir = out_dir("render");
    let png_path = dir.join("board.png");
    let o = snakescope(&[
        "render",
        "scenarios/classic-8x8-greedy.ron",
        "--tick",
        "3",
        "--stage",
        "bfs",
        "--out",
        png_path.to_str().unwrap(),
        "--size",
        "300",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("Shortest path (BFS) at tick 3"),
        "{}",
        stdout(&o)
    );
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&png_path).unwrap(),
    ));
    let info = decoder.read_info().unwrap();
    assert_eq!((info.info().width, info.info().height), (300, 300));

    let svg_path = dir.join("board.svg");
    let o = snakescope(&[
        "render",
        "scenarios/classic-8x8-greedy.ron",
        "--tick",
        "3",
        "--out",
        svg_path.to_str().unwrap(),
        "--legend",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="800""#));
    assert!(svg.contains(">head</text>"), "the legend is drawn");

    let gif_path = dir.join("stage.gif");
    let o = snakescope(&[
        "render",
        "scenarios/classic-8x8-greedy.ron",
        "--tick",
        "3",
        "--stage",
        "bfs",
        "--all-events",
        "--out",
        gif_path.to_str().unwrap(),
        "--size",
        "160",
        "--fps",
        "10",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options
        .read_info(std::fs::File::open(&gif_path).unwrap())
        .unwrap();
    // (pixels a frame draws, pixels it leaves as the frame before showed them)
    let mut drawn = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        assert_eq!(frame.delay, 10, "a tenth of a second each");
        let opaque = frame.buffer.chunks_exact(4).filter(|p| p[3] > 0).count();
        drawn.push(opaque);
    }
    assert_eq!(drawn.len(), bfs_events("3"));
    // The first frame is whole; each later one draws only what changed (a cell or two and
    // the caption) over the frame before, which keeps a long animation small.
    let whole = drawn[0];
    let later: usize = drawn[1..].iter().sum();
    assert!(
        later * 10 < whole * (drawn.len() - 1),
        "later frames draw {later} pixels, {} whole frames would draw {}",
        drawn.len() - 1,
        whole * (drawn.len() - 1)
    );
}

#[test]
fn render_says_what_is_wrong_with_its_arguments_and_writes_nothing() {
    let dir = out_dir("render-bad");
    let out = |name: &str| dir.join(name).display().to_string();
    let not_a_folder = dir.join("a-file");
    std::fs::write(&not_a_folder, "x").unwrap();
    let unwritable = not_a_folder.join("board.png").display().to_string();
    let cases: [(Vec<String>, &str); 7] = [
        (
            vec!["--size".into(), "10".into(), "--out".into(), out("a.png")],
            "64 to 4096 pixels wide, not 10",
        ),
        (
            vec![
                "--stage".into(),
                "quicksort".into(),
                "--out".into(),
                out("a.png"),
            ],
            "unknown stage \"quicksort\"",
        ),
        (
            vec![
                "--stage".into(),
                "bfs".into(),
                "--event".into(),
                "9999".into(),
                "--out".into(),
                out("a.png"),
            ],
            "--event must be 1 to",
        ),
        (
            vec!["--out".into(), out("a.jpg")],
            "must end in .png, .svg or .gif",
        ),
        (
            vec![
                "--stage".into(),
                "bfs".into(),
                "--all-events".into(),
                "--out".into(),
                out("a.png"),
            ],
            "write it to a .gif file",
        ),
        (
            vec![
                "--tick".into(),
                "100000".into(),
                "--out".into(),
                out("a.png"),
            ],
            "tick 100000 is past the game's end: Won",
        ),
        (vec!["--out".into(), unwritable.clone()], "Not a directory"),
    ];
    for (args, says) in cases {
        let mut all = vec!["render", "scenarios/classic-8x8-greedy.ron"];
        all.extend(args.iter().map(String::as_str));
        let o = snakescope(&all);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
        assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
    }
    let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(left.len(), 1, "nothing but the file put there: {left:?}");
}

/// Whether `program` runs here. The renderers below are installed by CI
/// (`SNAKESCOPE_REQUIRE_RENDERERS=1` makes their absence a failure); a developer without them
/// is told so and the comparison is left out.
fn renderer_present(program: &str) -> bool {
    let found = Command::new(program).arg("--version").output().is_ok();
    if !found {
        assert!(
            std::env::var_os("SNAKESCOPE_REQUIRE_RENDERERS").is_none(),
            "{program} is needed (apt-get install librsvg2-bin imagemagick)"
        );
        eprintln!("{program} is not installed: the SVG comparison is left out");
    }
    found
}

#[test]
fn an_svg_draws_the_same_board_in_librsvg_and_imagemagick() {
    if !renderer_present("rsvg-convert") || !renderer_present("convert") {
        return;
    }
    let dir = out_dir("svg-renderers");
    let svg = dir.join("board.svg");
    let o = snakescope(&[
        "render",
        "scenarios/classic-8x8-greedy.ron",
        "--tick",
        "3",
        "--stage",
        "bfs",
        "--size",
        "320",
        "--out",
        svg.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let (by_rsvg, by_magick) = (dir.join("rsvg.png"), dir.join("magick.png"));
    let rsvg = Command::new("rsvg-convert")
        .args([svg.to_str().unwrap(), "-o", by_rsvg.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(rsvg.status.success(), "{}", stderr(&rsvg));
    let magick = Command::new("convert")
        .args([svg.to_str().unwrap(), by_magick.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(magick.status.success(), "{}", stderr(&magick));
    let read = |path: &PathBuf| {
        let mut decoder =
            png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
        // Either tool may write a palette or 16 bits a channel: read eight-bit colour.
        decoder.set_transformations(png::Transformations::normalize_to_color8());
        let mut reader = decoder.read_info().unwrap();
        let mut out = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut out).unwrap();
        let channels = info.color_type.samples();
        assert!(channels >= 3, "{path:?} is in colour");
        let width = info.width as usize;
        move |x: f32, y: f32| -> [u8; 3] {
            let at = (y as usize * width + x as usize) * channels;
            [out[at], out[at + 1], out[at + 2]]
        }
    };
    let (a, b) = (read(&by_rsvg), read(&by_magick));
    // The board as the app lays it out in a 320-pixel picture.
    let grid = snakescope::rules::Grid::new(8, 8).unwrap();
    let area = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(320.0, 320.0));
    let geo = snakescope::board::BoardGeometry::fit(area, &grid);
    let near = |p: [u8; 3], c: [u8; 3]| p.iter().zip(c).all(|(x, y)| x.abs_diff(y) <= 12);
    let colour = |c: egui::Color32| [c.r(), c.g(), c.b()];
    use snakescope::board::palette;
    use snakescope::rules::Pos;
    // Tick 3 of the classic game: the head at (4, 2) heading down, food at (4, 4), the
    // search's cells tinted around them (a lower corner of each cell: no number, no eye).
    let cell =
        |p: Pos| geo.cell_rect(p).left_bottom() + egui::vec2(geo.cell * 0.2, -geo.cell * 0.2);
    let head = cell(Pos::new(4, 2));
    // The food's disc below the distance written over its middle (its digits are centred
    // there and reach about 0.15 of a cell down).
    let food = geo.center(Pos::new(4, 4)) + egui::vec2(0.0, geo.cell * 0.25);
    let body = cell(Pos::new(4, 1));
    for (name, sample) in [("librsvg", &a), ("ImageMagick", &b)] {
        assert!(
            near(sample(head.x, head.y), colour(palette::HEAD)),
            "{name}: the head"
        );
        assert!(
            near(sample(body.x, body.y), colour(palette::BODY)),
            "{name}: the body"
        );
        assert!(
            near(sample(food.x, food.y), colour(palette::FOOD)),
            "{name}: the food"
        );
    }
    // And the two agree cell by cell, the search's tints included (within what their
    // anti-aliasing of an edge nearby may differ by; two tints differ by more).
    let close = |p: [u8; 3], c: [u8; 3]| p.iter().zip(c).all(|(x, y)| x.abs_diff(y) <= 24);
    for y in 0..8 {
        for x in 0..8 {
            // The path's cells are framed by strokes that reach the corner sampled.
            if x == 4 && y >= 3 {
                continue;
            }
            let p = cell(Pos::new(x, y));
            assert!(
                close(a(p.x, p.y), b(p.x, p.y)),
                "cell ({x}, {y}): {:?} vs {:?}",
                a(p.x, p.y),
                b(p.x, p.y)
            );
        }
    }
}
