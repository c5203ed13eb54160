//! What a shared file may make the command line do: a lesson's programs and bots run only
//! when the user says `--allow-programs`, `check` runs and contacts nothing, a handout never
//! destroys a file it did not write, and every command stays within its limits with a clear
//! message. Each test names the case it guards against.

use crate::common;

use std::net::TcpListener;
use std::path::{Path, PathBuf};

use common::cli::{snakescope, stderr, stdout};

/// A fresh folder of this test's own in the target directory.
fn scratch(test: &str) -> PathBuf {
    let dir: PathBuf = [env!("CARGO_TARGET_TMPDIR"), "cli_trust", test]
        .iter()
        .collect();
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes a lesson of one step per scenario text in `steps`, each at `tick`, into `dir`.
fn lesson(dir: &Path, steps: &[&str], tick: u64) -> String {
    let steps: String = steps
        .iter()
        .map(|s| format!("(inline: {s}, tick: {tick}, narration: \"n\"),\n"))
        .collect();
    let path = dir.join("lesson.ron");
    std::fs::write(
        &path,
        format!("Lesson(version: 1, title: \"t\", language: \"en\", steps: [\n{steps}])"),
    )
    .unwrap();
    path.display().to_string()
}

/// A 6x6 scenario played by `solver`.
fn scenario_with(solver: &str) -> String {
    format!("Scenario(width: 6, height: 6, snake: [(1, 0), (0, 0)], solver: {solver})")
}

/// A solver that, when run, appends a line to `trace` and fails.
fn program_leaving(trace: &Path) -> String {
    format!(
        "External(command: [\"sh\", \"-c\", \"echo ran >> {}; exit 1\"])",
        trace.display()
    )
}

#[test]
fn checking_or_handing_out_a_lesson_runs_none_of_its_programs() {
    // Before: `check` and `handout` of this lesson ran `sh -c ...` each time.
    let dir = scratch("program");
    let trace = dir.join("ran.txt");
    let file = lesson(&dir, &[&scenario_with(&program_leaving(&trace))], 0);

    let checked = snakescope(&["check", &file]);
    assert_eq!(checked.status.code(), Some(0), "{}", stderr(&checked));
    let said = stdout(&checked);
    assert!(said.contains("step 1: not played: it runs sh -c"), "{said}");
    assert!(said.contains("--allow-programs"), "{said}");

    let out = dir.join("handout");
    let refused = snakescope(&["handout", &file, "--out", out.to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(2), "{}", stdout(&refused));
    assert!(
        stderr(&refused).contains("not played"),
        "{}",
        stderr(&refused)
    );
    assert!(!trace.exists(), "a program ran without being asked to");
    assert!(!out.exists(), "a refused handout wrote its folder");

    // Asked to, the handout runs it (and reports its fault).
    let allowed = snakescope(&[
        "--allow-programs",
        "handout",
        &file,
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(trace.exists(), "{}", stderr(&allowed));
    // Even asked to, `check` runs nothing: it validates.
    std::fs::remove_file(&trace).unwrap();
    let _ = snakescope(&["--allow-programs", "check", &file]);
    assert!(!trace.exists(), "check ran a program");
}

#[test]
fn checking_or_handing_out_a_lesson_sends_its_bot_nothing() {
    // Before: `check` of a lesson naming a Battlesnake bot sent it six requests.
    let bot = TcpListener::bind("127.0.0.1:0").unwrap();
    bot.set_nonblocking(true).unwrap();
    let url = format!("http://{}", bot.local_addr().unwrap());
    let dir = scratch("bot");
    let file = lesson(
        &dir,
        &[&scenario_with(&format!("Battlesnake(url: \"{url}\")"))],
        0,
    );
    let checked = snakescope(&["check", &file]);
    assert!(
        stdout(&checked).contains("a bot, not contacted"),
        "{}",
        stdout(&checked)
    );
    let out = dir.join("handout");
    let refused = snakescope(&["handout", &file, "--out", out.to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        bot.accept()
            .is_err_and(|e| e.kind() == std::io::ErrorKind::WouldBlock),
        "the bot was contacted"
    );
}

#[test]
fn a_step_s_long_deadline_and_a_program_not_here_are_named_by_check() {
    // Before: a bot step with `timeout_ms: 600000` kept check busy for ten minutes; a step
    // whose program cannot start was reported "ok".
    let dir = scratch("cannot-start");
    let file = lesson(
        &dir,
        &[
            &scenario_with("Battlesnake(url: \"http://127.0.0.1:9\", timeout_ms: 600000)"),
            &scenario_with("External(command: [\"no-such-program-here\"])"),
            &scenario_with(&program_leaving(&dir.join("ran.txt"))),
        ],
        0,
    );
    let checked = snakescope(&["check", &file]);
    assert_eq!(checked.status.code(), Some(1));
    let err = stderr(&checked);
    assert!(
        err.contains("step 1: ") && err.contains("at most 10000 ms"),
        "{err}"
    );
    assert!(
        err.contains("step 2: ") && err.contains("no-such-program-here"),
        "{err}"
    );
    // The step that would run a program is still said, though the lesson is invalid.
    assert!(
        stdout(&checked).contains("step 3: not played"),
        "{}",
        stdout(&checked)
    );
}

#[test]
fn a_lesson_step_past_any_game_s_end_is_reported_not_played_for_ever() {
    // Before: tick 10^15 of a scenario whose step limit is u64::MAX kept `check` busy past
    // any timeout.
    let dir = scratch("far");
    let file = lesson(
        &dir,
        &[
            "Scenario(width: 6, height: 6, snake: [(0, 0)], solver: Greedy, \
             step_limit: Some(18446744073709551615))",
        ],
        1_000_000_000_000_000,
    );
    let checked = snakescope(&["check", &file]);
    assert_eq!(checked.status.code(), Some(1), "{}", stdout(&checked));
    let said = format!("{}{}", stdout(&checked), stderr(&checked));
    assert!(
        said.contains("step 1") && said.contains("1000000"),
        "{said}"
    );
}

#[test]
fn a_moment_far_past_the_limit_is_refused_before_any_tick_is_played() {
    // Before: `render --tick 10^15` of a livelocked game grew to 3.35 GB and aborted.
    let dir = scratch("render-far");
    let png = dir.join("far.png");
    for command in ["render", "explain"] {
        let mut args = vec![
            command,
            "scenarios/greedy-livelock-6x6.ron",
            "--tick",
            "1000000000000000",
        ];
        if command == "render" {
            args.extend(["--out", png.to_str().unwrap()]);
        }
        let o = snakescope(&args);
        assert_eq!(o.status.code(), Some(2), "{command}: {}", stdout(&o));
        assert!(stderr(&o).contains("20000000"), "{command}: {}", stderr(&o));
    }
    assert!(!png.exists());
}

#[test]
fn a_handout_keeps_the_user_s_files_unless_forced() {
    // Before: the user's index.html and step-01.svg in --out were replaced without a word.
    let dir = scratch("keeps");
    let out = dir.join("out");
    std::fs::create_dir_all(&out).unwrap();
    let theirs = out.join("index.html");
    std::fs::write(&theirs, "my page").unwrap();
    let lesson = "lessons/shortcuts.en.ron";
    let o = snakescope(&["handout", lesson, "--out", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--force"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&theirs).unwrap(), "my page");
    assert_eq!(
        std::fs::read_dir(&out).unwrap().count(),
        1,
        "wrote beside it"
    );

    let forced = snakescope(&["handout", lesson, "--out", out.to_str().unwrap(), "--force"]);
    assert_eq!(forced.status.code(), Some(0), "{}", stderr(&forced));
    assert_ne!(std::fs::read_to_string(&theirs).unwrap(), "my page");
    // A folder it wrote is its own to write again.
    let again = snakescope(&["handout", lesson, "--out", out.to_str().unwrap()]);
    assert_eq!(again.status.code(), Some(0), "{}", stderr(&again));
}

#[test]
fn a_folder_in_the_handout_s_way_is_named_once_before_anything_is_written() {
    // Before: a folder named index.html stopped the handout after 12 pictures, its message
    // saying its cause twice.
    let dir = scratch("in-the-way");
    let out = dir.join("out");
    std::fs::create_dir_all(out.join("index.html")).unwrap();
    let o = snakescope(&[
        "handout",
        "lessons/shortcuts.en.ron",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("index.html is a folder"), "{err}");
    assert_eq!(err.matches("folder").count(), 2, "{err}");
    assert_eq!(
        std::fs::read_dir(&out).unwrap().count(),
        1,
        "wrote beside it"
    );
}

#[test]
fn a_handout_too_large_to_write_is_refused_before_any_step_is_played() {
    // Before: a lesson of thousands of 256x256 boards would have written about 80 GB.
    let dir = scratch("too-large");
    let big = "Scenario(width: 256, height: 256, snake: [(0, 0)], solver: Greedy)";
    let file = lesson(&dir, &[big; 100], 0);
    let out = dir.join("out");
    let o = snakescope(&["handout", &file, "--out", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("more than the 256 MiB"),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists());
}

#[test]
fn a_file_that_is_not_a_scenario_is_named_without_quoting_its_words() {
    // Before: a lesson naming /etc/passwd quoted its first word (`root`); a line break in a
    // step's path split its error over two lines.
    let dir = scratch("leak");
    let secret = dir.join("secret.txt");
    std::fs::write(&secret, "hunter2 is my password\n").unwrap();
    let path = dir.join("lesson.ron");
    std::fs::write(
        &path,
        format!(
            "Lesson(version: 1, title: \"t\", language: \"en\", steps: [\n\
             (scenario: \"{}\", tick: 0, narration: \"n\"),\n\
             (scenario: \"a\\nb.ron\", tick: 0, narration: \"n\"),\n])",
            secret.display()
        ),
    )
    .unwrap();
    let o = snakescope(&["check", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let said = stderr(&o);
    assert!(!said.contains("hunter2"), "{said}");
    assert!(said.contains("secret.txt is not a scenario file"), "{said}");
    let step_two: Vec<&str> = said.lines().filter(|l| l.contains("step 2")).collect();
    assert_eq!(step_two.len(), 1, "{said}");
    assert!(step_two[0].contains("line break"), "{said}");
}

#[test]
fn explain_shows_a_failing_program_s_fault_as_play_does() {
    // Before: `explain` said only "game ends at tick 0 (stopped)".
    let dir = scratch("fault");
    let path = dir.join("s.ron");
    std::fs::write(
        &path,
        scenario_with("External(command: [\"sh\", \"-c\", \"echo it broke >&2; exit 3\"])"),
    )
    .unwrap();
    let played = snakescope(&["play", path.to_str().unwrap()]);
    let explained = snakescope(&["explain", path.to_str().unwrap(), "--tick", "0"]);
    let all = |o: &std::process::Output| format!("{}{}", stdout(o), stderr(o));
    assert!(all(&played).contains("it broke"), "{}", all(&played));
    assert!(all(&explained).contains("it broke"), "{}", all(&explained));
    assert_eq!(played.status.code(), Some(1));
    assert_eq!(explained.status.code(), Some(1));
}

/// Before: `explain --tick 0` of this scenario took 7.1 GB and 17 s, and aborted under a
/// 4 GB cap. Now its trace stops being kept at 4,194,304 events and the command says so.
/// Measured (`/usr/bin/time -v`, debug build): 15.6 s of CPU (81 s of wall time on a loaded
/// machine) and 0.9 GB at the peak; ignored for its time, run with `--ignored`.
#[test]
#[ignore]
fn a_search_too_long_to_keep_is_refused_with_the_limit_never_aborted() {
    let dir = scratch("backtrack");
    let path = dir.join("s.ron");
    std::fs::write(
        &path,
        "Scenario(width: 9, height: 24, snake: [(1, 0), (0, 0)], \
         solver: Backtrack(budget: 100000000))",
    )
    .unwrap();
    let checked = snakescope(&["check", path.to_str().unwrap()]);
    assert!(stdout(&checked).contains("4194304"), "{}", stdout(&checked));
    let o = snakescope(&["explain", path.to_str().unwrap(), "--tick", "0"]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert!(
        stderr(&o).contains("more than the 4194304"),
        "{}",
        stderr(&o)
    );
}
