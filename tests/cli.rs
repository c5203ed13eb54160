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
    let mut frames = 0;
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        assert_eq!(frame.delay, 10, "a tenth of a second each");
        frames += 1;
    }
    assert_eq!(frames, bfs_events("3"));
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
            vec!["--stage".into(), "dfs".into(), "--out".into(), out("a.png")],
            "unknown stage \"dfs\"",
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
            "the game ends at tick",
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
