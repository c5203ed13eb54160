//! The hostile corpus: each case a hostile user tried (a marker that is a device, a game that
//! cannot make progress, a lesson that names a secret file, a negative number, ...), run as
//! they ran it, under a 4 GB memory cap and a 60 s timeout: a clear message or a bounded run,
//! never an abort, and never a message with Rust's debug text, a type's name or a path of the
//! machine the program was built on. The long cases are `#[ignore]`d, with the figure measured
//! in their comment.

#[path = "../../core/tests/common/messages.rs"]
mod messages;

pub use messages::clean;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How a capped run ended.
pub struct Capped {
    /// The exit code (none if killed by a signal).
    pub code: Option<i32>,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
    /// How long it took.
    pub took: Duration,
}

/// The 4 GB of address space a run may take (`ulimit -v`, in KiB).
const MEMORY_KIB: u64 = 4 * 1024 * 1024;

/// The longest a run may take.
const TIMEOUT: Duration = Duration::from_secs(60);

/// Runs `snakescope` with `args` from the repository's root, in English, under the memory cap
/// and the timeout (killed past it, which fails the test), with `env` set and the variables
/// in `unset` removed.
pub fn capped_with(args: &[&str], env: &[(&str, &str)], unset: &[&str]) -> Capped {
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(format!("ulimit -v {MEMORY_KIB}; exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_snakescope"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("LC_MESSAGES", "C")
        .env_remove("LC_ALL")
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for name in unset {
        command.env_remove(name);
    }
    let started = Instant::now();
    let mut child = command.spawn().expect("the binary runs");
    let mut out = child.stdout.take().expect("piped");
    let mut err = child.stderr.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = out.read_to_end(&mut text);
        text
    });
    let err_reader = std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = err.read_to_end(&mut text);
        text
    });
    let status = loop {
        if let Some(status) = child.try_wait().expect("waits") {
            break status;
        }
        if started.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            panic!("snakescope {args:?} ran past {TIMEOUT:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let took = started.elapsed();
    let stdout = String::from_utf8_lossy(&reader.join().unwrap()).into_owned();
    let stderr = String::from_utf8_lossy(&err_reader.join().unwrap()).into_owned();
    assert!(
        status.code().is_some(),
        "snakescope {args:?} was killed ({status}): {stderr}"
    );
    assert!(
        !stderr.contains("panicked") && !stderr.contains("memory allocation"),
        "snakescope {args:?}: {stderr}"
    );
    Capped {
        code: status.code(),
        stdout,
        stderr,
        took,
    }
}

/// [`capped_with`] with nothing else set.
pub fn capped(args: &[&str]) -> Capped {
    capped_with(args, &[], &[])
}

/// A fresh folder of this test's own in the target directory.
pub fn scratch(test: &str) -> PathBuf {
    let dir: PathBuf = [env!("CARGO_TARGET_TMPDIR"), "cli_hostile", test]
        .iter()
        .collect();
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A lesson of one step per scenario file in `files` (paths as the lesson writes them), at
/// `tick`, with `stage`, written to `dir/lesson.ron`.
fn lesson_of(dir: &Path, files: &[&str], tick: u64, stage: Option<&str>) -> String {
    let stage = stage.map_or(String::new(), |s| format!("stage: \"{s}\", "));
    let steps: String = files
        .iter()
        .map(|f| format!("(scenario: \"{f}\", tick: {tick}, {stage}narration: \"n\"),\n"))
        .collect();
    let path = dir.join("lesson.ron");
    std::fs::write(
        &path,
        format!("Lesson(version: 1, title: \"t\", language: \"en\", steps: [\n{steps}])"),
    )
    .unwrap();
    path.display().to_string()
}

/// A scenario on a `side` x `side` board with a snake of four on the top row, `solver`.
fn board(dir: &Path, name: &str, side: u32, solver: &str) -> String {
    let path = dir.join(name);
    std::fs::write(
        &path,
        format!(
            "Scenario(width: {side}, height: {side}, snake: [(3, 0), (2, 0), (1, 0), (0, 0)], \
             seed: 1, solver: {solver})"
        ),
    )
    .unwrap();
    path.display().to_string()
}

fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success());
}

// 1. The handout's marker.

#[test]
fn a_marker_that_is_a_device_a_pipe_or_a_sparse_giant_is_refused_at_once() {
    // Before: /dev/zero climbed to the memory cap, a FIFO hung, 3 GB aborted (exit 134).
    let lesson = "lessons/graph-search.en.ron";
    for (case, make) in [("zero", 0), ("fifo", 1), ("sparse", 2)] {
        let dir = scratch(&format!("marker-{case}"));
        let out = dir.join("o");
        std::fs::create_dir_all(&out).unwrap();
        let marker = out.join(".snakescope-handout");
        match make {
            0 => std::os::unix::fs::symlink("/dev/zero", &marker).unwrap(),
            1 => mkfifo(&marker),
            _ => std::fs::File::create(&marker)
                .unwrap()
                .set_len(3 << 30)
                .unwrap(),
        }
        let run = capped(&["handout", lesson, "--out", out.to_str().unwrap()]);
        assert_eq!(run.code, Some(2), "{case}: {}", run.stderr);
        assert!(run.took < Duration::from_secs(30), "{case}: {:?}", run.took);
        assert!(
            run.stderr.contains("that no handout wrote"),
            "{case}: {}",
            run.stderr
        );
        clean(&run.stderr).unwrap();
        let left: Vec<_> = std::fs::read_dir(&out).unwrap().collect();
        assert_eq!(left.len(), 1, "{case}: nothing written beside the marker");
    }
}

#[test]
fn a_forged_marker_never_lets_a_handout_replace_the_user_s_file() {
    // Before: a marker listing `index.html` let the handout replace the user's page.
    let dir = scratch("forged");
    let out = dir.join("o");
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(out.join("index.html"), "my own page").unwrap();
    for marker in ["index.html\n", "index.html 11 0000000000000000\n"] {
        std::fs::write(out.join(".snakescope-handout"), marker).unwrap();
        let run = capped(&[
            "handout",
            "lessons/graph-search.en.ron",
            "--out",
            out.to_str().unwrap(),
        ]);
        assert_eq!(run.code, Some(2), "{marker:?}: {}", run.stderr);
        clean(&run.stderr).unwrap();
        assert_eq!(
            std::fs::read_to_string(out.join("index.html")).unwrap(),
            "my own page"
        );
    }
}

#[test]
fn a_system_folder_a_link_to_nothing_and_a_folder_of_someone_else_s_are_refused() {
    let dir = scratch("folders");
    let lesson = "lessons/graph-search.en.ron";
    let run = capped(&["handout", lesson, "--out", "/etc", "--force"]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("is a system folder"), "{}", run.stderr);
    let link = dir.join("gone");
    std::os::unix::fs::symlink(dir.join("nowhere"), &link).unwrap();
    let run = capped(&["handout", lesson, "--out", link.to_str().unwrap()]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.contains("which does not exist"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("File exists"), "{}", run.stderr);
    let theirs = dir.join("theirs");
    std::fs::create_dir_all(&theirs).unwrap();
    std::fs::write(theirs.join("notes.txt"), "mine").unwrap();
    let run = capped(&["handout", lesson, "--out", theirs.to_str().unwrap()]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("holds no handout"), "{}", run.stderr);
    clean(&run.stderr).unwrap();
    assert_eq!(std::fs::read_dir(&theirs).unwrap().count(), 1);
}

// 2. Games that cannot make progress.

#[test]
fn a_game_that_cannot_make_progress_stops_with_its_outcome_said() {
    // Before: depth-first greedy on 16x16 ran to the step limit (65,536 moves) at length 4.
    let dir = scratch("stall");
    let file = board(&dir, "dfs.ron", 16, "Greedy(search: Dfs)");
    let run = capped(&["play", &file, "--json"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let v: serde_json::Value = serde_json::from_str(run.stdout.trim()).unwrap();
    assert_eq!(v["outcome"], "stalled", "{v}");
    assert!(v["period"].as_u64().is_some_and(|p| p > 0), "{v}");
    assert!(v["moves"].as_u64().unwrap() < 2_000, "{v}");
    let run = capped(&["play", &file]);
    assert!(
        run.stdout.contains("stalled (in a loop of"),
        "{}",
        run.stdout
    );
    let run = capped(&["--lang", "pt", "play", &file]);
    assert!(run.stdout.contains("travado"), "{}", run.stdout);
    let run = capped(&[
        "bench",
        "--solver",
        "Greedy(search: Dfs)",
        "--size",
        "12x12",
        "--games",
        "4",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(run.stdout.trim()).unwrap();
    assert_eq!(
        (v["stalled"].as_u64(), v["step_limit"].as_u64()),
        (Some(4), Some(0))
    );
    let run = capped(&["explain", &file, "--tick", "100000"]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("Stalled after"), "{}", run.stderr);
    clean(&run.stderr).unwrap();
}

#[test]
fn depth_first_greedy_on_64x64_ends_in_under_a_minute() {
    // Before: 16.7 M moves, about 80 minutes. After (2026-11-28, a loaded 2-core machine):
    // stalled after 571 moves, a loop of 252; release build 0.37 s (0.11 s of CPU), debug
    // build 7.1 s (3.3 s of CPU). On 256x256: 2,107 moves, a loop of 1,020, release 22 s
    // (8.2 s of CPU), where the step limit was 4.3e9 moves.
    let dir = scratch("stall-64");
    let file = board(&dir, "dfs.ron", 64, "Greedy(search: Dfs)");
    let run = capped(&["play", &file, "--json"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let v: serde_json::Value = serde_json::from_str(run.stdout.trim()).unwrap();
    assert_eq!(v["outcome"], "stalled", "{v}");
    assert!(run.took < TIMEOUT, "{:?}", run.took);
}

#[test]
fn check_warns_of_a_solver_too_slow_for_its_board() {
    // Before: `check` said nothing of a game that could run for hours.
    let dir = scratch("slow");
    for solver in ["Greedy(search: Dfs)", "Greedy(search: Timed)"] {
        let file = board(&dir, "slow.ron", 64, solver);
        let run = capped(&["check", &file]);
        assert_eq!(run.code, Some(0), "{solver}: {}", run.stderr);
        assert!(
            run.stdout.contains("a move on this board"),
            "{solver}: {}",
            run.stdout
        );
    }
    let quick = board(&dir, "quick.ron", 8, "Greedy");
    let run = capped(&["check", &quick]);
    assert!(!run.stdout.contains("warning"), "{}", run.stdout);
}

// 3. Estimates that hold.

#[test]
fn a_handout_too_large_for_its_stage_marks_is_refused_before_drawing_and_leaves_nothing() {
    // Before: 30 steps of 256x256 with the timed stage were estimated at 3.69 MB a step,
    // wrote 14.6 MB a step, stopped at 256 MiB after 40 s and left 251 MiB behind. The same
    // case in fewer steps drawn larger: each step is checked first, its stage run, and 30 of
    // them took 5 s of CPU in a debug build, past 60 s of the clock on a loaded machine.
    let dir = scratch("estimate");
    board(&dir, "big.ron", 256, "Greedy");
    let steps = vec!["big.ron"; 8];
    let lesson = lesson_of(&dir, &steps, 0, Some("timed"));
    let out = dir.join("out");
    let out_arg = out.to_str().unwrap();
    let run = capped(&["handout", &lesson, "--out", out_arg, "--size", "4096"]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(run.stderr.contains("would write about"), "{}", run.stderr);
    assert!(!out.exists(), "nothing left behind");
}

#[test]
fn a_lesson_naming_one_broken_scenario_a_thousand_times_is_refused_quickly() {
    // Before: `handout` parsed the 730 KB scenario once per step for its estimate (50 s).
    let dir = scratch("thousand");
    let walls: String = (0..60_000).map(|_| "(1, 1), ").collect();
    std::fs::write(
        dir.join("walls.ron"),
        format!(
            "Scenario(width: 8, height: 8, snake: [(1, 0), (0, 0)], \
             search: SearchBoard(walls: [{walls}]))"
        ),
    )
    .unwrap();
    let steps = vec!["walls.ron"; 1000];
    let lesson = lesson_of(&dir, &steps, 0, None);
    let out = dir.join("out");
    for command in ["check", "handout"] {
        let mut args = vec![command, &lesson];
        let out = out.to_str().unwrap();
        if command == "handout" {
            args.extend(["--out", out]);
        }
        let run = capped(&args);
        assert!(matches!(run.code, Some(1 | 2)), "{command}: {}", run.stderr);
        assert!(
            run.took < Duration::from_secs(20),
            "{command}: {:?}",
            run.took
        );
        let lines = run.stderr.lines().count();
        assert!(lines <= 52, "{command}: {lines} lines");
        assert!(
            run.stderr.contains("more problem(s), not listed"),
            "{}",
            run.stderr
        );
    }
    assert!(!out.exists());
}

#[test]
fn a_race_s_gif_says_the_frames_it_writes() {
    // Before: "a frame a step (65544 steps)" for a GIF of 242 frames.
    let dir = scratch("race-gif");
    let gif = dir.join("r.gif");
    let run = capped(&[
        "race",
        "scenarios/open-20x20.ron",
        "--searches",
        "bfs,dfs",
        "--out",
        gif.to_str().unwrap(),
        "--size",
        "200",
    ]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let decoder = gif::DecodeOptions::new();
    let mut reader = decoder
        .read_info(std::fs::File::open(&gif).unwrap())
        .unwrap();
    let mut frames = 0;
    while reader.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    assert!(
        run.stderr.contains(&format!(", {frames} frames")),
        "{frames} frames: {}",
        run.stderr
    );
}

// 4. Options as files are.

#[test]
fn race_ends_are_held_to_the_search_board_s_rules() {
    // Before: a target in the snake's neck was raced ("path 1, shortest yes"); a start on a
    // wall and a start that is the target too.
    let dir = scratch("race-ends");
    let file = dir.join("walls.ron");
    std::fs::write(
        &file,
        "Scenario(width: 8, height: 8, snake: [(3, 0), (2, 0), (1, 0)], food: [(6, 6)], \
         search: SearchBoard(walls: [(4, 4)]))",
    )
    .unwrap();
    let file = file.to_str().unwrap();
    for (from, to, said) in [
        ("3,0", "2,0", "is on the snake's body (snake cell 1)"),
        ("4,4", "7,7", "is where the search starts"),
        ("5,5", "5,5", "the search starts and ends at (5, 5)"),
        ("-1,0", "7,7", "is off the 8x8 board"),
    ] {
        let run = capped(&[
            "race",
            file,
            "--searches",
            "bfs,dfs",
            "--from",
            from,
            "--to",
            to,
        ]);
        assert_eq!(run.code, Some(2), "{from} {to}: {}", run.stdout);
        assert!(run.stderr.contains(said), "{from} {to}: {}", run.stderr);
        clean(&run.stderr).unwrap();
    }
}

// 5. Messages a user can act on.

#[test]
fn hostile_files_get_messages_a_user_can_act_on() {
    let dir = scratch("messages");
    let write = |name: &str, text: &[u8]| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    let quantum = write(
        "quantum.ron",
        b"Scenario(width: 8, height: 8, snake: [(1, 0), (0, 0)], solver: Greedy(search: Quantum))",
    );
    let colour = write(
        "colour.ron",
        b"Scenario(width: 8, height: 8, snake: [(1, 0), (0, 0)], search: SearchBoard(colour: 1))",
    );
    write("secret.env", b"TOKEN_s3cr3t=hunter2\nwhatever: 1\n");
    write("shaped.ron", b"(width: 8, tail: TOKEN_s3cr3t)");
    let lesson_secret = lesson_of(&dir, &["secret.env", "shaped.ron"], 0, None);
    let latin1 = write(
        "latin1.ron",
        b"Lesson(version: 1, title: \"Li\xe7\xe3o\", language: \"pt\", steps: [])",
    );
    let saved = dir.join("saved.game.ron");
    let played = capped(&[
        "play",
        "scenarios/classic-8x8-greedy.ron",
        "--save-game",
        saved.to_str().unwrap(),
    ]);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let saved = saved.to_str().unwrap();
    says_what_to_do(&["check", &quantum], "is not a search");
    says_what_to_do(
        &["check", &colour],
        "unknown field `colour` in `SearchBoard(...)`",
    );
    says_what_to_do(&["check", &lesson_secret], "is not a scenario file");
    says_what_to_do(&["check", &latin1], "lesson files are UTF-8");
    says_what_to_do(&["check", saved], "ok (saved game");
    says_what_to_do(
        &["diff", saved, "--solver", "hamilton"],
        "is a saved game, not a scenario",
    );
}

#[test]
fn hostile_options_get_messages_a_user_can_act_on() {
    let open = "scenarios/open-20x20.ron";
    says_what_to_do(
        &["play", open, "--solver", "Greedy(search: Quantum)"],
        "is not a search",
    );
    says_what_to_do(
        &["race", open, "--searches", "bfs,dfs", "--solver", "manual"],
        "manual play needs a keyboard",
    );
    says_what_to_do(
        &["race", open, "--searches", "bfs,dfs", "--from", "-1,0"],
        "is off the 20x20 board",
    );
    says_what_to_do(
        &["render", open, "--tick", "-1", "--out", "x.png"],
        "invalid value '-1'",
    );
    says_what_to_do(
        &["play", "lessons/graph-search.en.ron"],
        "is a lesson, not a scenario",
    );
}

/// Runs the command line with `args` and checks that what it prints says `said`, shows no
/// secret of a file it read, suggests no `-- -1`, and holds no panic or debug dump.
fn says_what_to_do(args: &[&str], said: &str) {
    let run = capped(args);
    let all = format!("{}{}", run.stdout, run.stderr);
    assert!(all.contains(said), "{args:?}: {all}");
    assert!(
        !all.contains("hunter2") && !all.contains("TOKEN_s3cr3t"),
        "{args:?}: {all}"
    );
    assert!(!all.contains("use '-- -1'"), "{args:?}: {all}");
    clean(&run.stderr)
        .map_err(|e| format!("{args:?}: {e}"))
        .unwrap();
}

#[test]
fn the_window_without_a_display_says_what_to_do() {
    // Before: "os error at .../.cargo/registry/src/.../winit-0.30.13/...", and a list of
    // commands that left out render, handout and race.
    let run = capped_with(&[], &[], &["DISPLAY", "WAYLAND_DISPLAY"]);
    assert_eq!(run.code, Some(2));
    if run.stderr.contains("this build has no window") {
        return;
    }
    assert!(run.stderr.contains("no display"), "{}", run.stderr);
    for command in ["bench", "check", "render", "handout", "race"] {
        assert!(run.stderr.contains(command), "{}", run.stderr);
    }
    clean(&run.stderr).unwrap();
}

#[test]
fn the_cleanliness_check_finds_debug_text_and_spares_the_file_format() {
    assert!(clean("the food differs: the file has Some((2, 3))").is_err());
    assert!(clean("Unexpected variant named `Quantum` in enum `SearchName`").is_err());
    assert!(clean("os error at /root/.cargo/registry/src/x/winit/src/lib.rs:1:2").is_err());
    assert!(clean("expected `None`, `Some(...)` or a value here").is_ok());
    assert!(clean("`Quantum` is not a search; write one of `Bfs` or `Dfs`").is_ok());
}
