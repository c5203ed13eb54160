//! The command line against hostile input: out-of-range numbers, odd files, empty lists.
//! Each test names the failure it guards against.

use crate::common;

use std::path::PathBuf;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use common::cli::{snakescope, stderr, stdout};

/// A file under this test's own folder in the target directory.
fn scratch(test: &str, name: &str) -> PathBuf {
    let dir: PathBuf = [env!("CARGO_TARGET_TMPDIR"), "cli_limits", test]
        .iter()
        .collect();
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// Writes a scenario with `solver` on a `width` x `height` board and a snake of one cell.
fn scenario(test: &str, width: u32, height: u32, solver: &str) -> String {
    let path = scratch(test, "s.ron");
    std::fs::write(
        &path,
        format!(
            "Scenario(version: 1, width: {width}, height: {height}, snake: [(0, 0)], \
             heading: Some(Down), seed: 1, solver: {solver})"
        ),
    )
    .unwrap();
    path.display().to_string()
}

#[test]
fn bench_games_out_of_range_is_refused_at_once_without_allocating() {
    // Before: u64::MAX panicked with "capacity overflow", 10^9 aborted allocating 40 GB,
    // 0 printed NaN.
    for games in ["18446744073709551615", "1000000000", "0"] {
        let started = Instant::now();
        let o = snakescope(&["bench", "--games", games, "--size", "4x4"]);
        assert_eq!(o.status.code(), Some(2), "--games {games}: {}", stderr(&o));
        assert!(stderr(&o).contains("--games"), "{}", stderr(&o));
        assert!(stderr(&o).contains("1..=1000000"), "{}", stderr(&o));
        assert!(!stdout(&o).contains("NaN"));
        assert!(started.elapsed() < Duration::from_secs(5));
    }
}

#[test]
fn bench_with_no_solver_is_an_error() {
    // Before: `--solver ''` ran nothing and exited 0.
    for list in ["", " , "] {
        let o = snakescope(&["bench", "--solver", list, "--games", "2"]);
        assert_eq!(o.status.code(), Some(2), "{list:?}: {}", stdout(&o));
        assert!(stderr(&o).contains("names no solver"), "{}", stderr(&o));
    }
}

#[test]
fn bench_runs_on_the_threads_asked_for_and_checks_their_number() {
    let o = snakescope(&[
        "bench",
        "--solver",
        "cycle",
        "--size",
        "4x4",
        "--games",
        "5",
        "--threads",
        "1",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(v["games"], 5);
    assert_eq!(v["won"], 5);
    for bad in ["0", "257", "two"] {
        let o = snakescope(&["bench", "--threads", bad, "--games", "1"]);
        assert_eq!(o.status.code(), Some(2), "--threads {bad}");
        assert!(stderr(&o).contains("--threads"), "{}", stderr(&o));
    }
}

#[test]
fn bench_plays_greedy_with_each_search_under_its_own_name() {
    let o = snakescope(&[
        "bench",
        "--solver",
        "greedy,Greedy(search: Dfs),Greedy(search: AStar),Greedy(search: Timed),Greedy(search: Bfs)",
        "--size",
        "6x6",
        "--games",
        "3",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let rows: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let names: Vec<String> = rows.iter().map(|r| r["solver"].to_string()).collect();
    assert_eq!(
        names,
        [
            "\"greedy\"",
            "\"greedy (search Dfs)\"",
            "\"greedy (search AStar)\"",
            "\"greedy (search Timed)\"",
            // BFS is the default: the same solver as the first row, by the same name.
            "\"greedy\""
        ]
    );
    for row in &rows {
        assert_eq!(row["games"], 3, "{row}");
    }
    // The default named twice plays the same games.
    assert_eq!(rows[0]["mean_moves"], rows[4]["mean_moves"]);
    let o = snakescope(&[
        "bench",
        "--solver",
        "Greedy(search: Sideways)",
        "--games",
        "1",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("Sideways"), "{}", stderr(&o));
}

#[test]
fn bench_names_a_solver_by_the_options_that_differ_from_its_default() {
    // Before: both rows read "hamilton" and "backtrack", so the reference rule's deaths
    // showed under the safe solver's name.
    let o = snakescope(&[
        "bench",
        "--solver",
        "hamilton,Hamilton(rule: Reference),Backtrack(check: Article),backtrack,splice,\
         Splice(plan: First)",
        "--size",
        "4x4",
        "--games",
        "2",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let names: Vec<String> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["solver"].to_string())
        .collect();
    assert_eq!(
        names,
        [
            "\"hamilton\"",
            "\"hamilton (reference rule)\"",
            "\"backtrack (article check)\"",
            "\"backtrack\"",
            "\"splice\"",
            "\"splice (first plan)\""
        ]
    );
}

#[test]
fn a_tail_margin_or_budget_out_of_range_is_refused_with_the_range() {
    // Before: a margin of u64::MAX passed `check`, and `play` panicked ("attempt to add with
    // overflow") in a debug build and played as margin 0 in a release one.
    let file = scenario(
        "margin",
        8,
        8,
        "Hamilton(rule: Reference, tail_margin: 18446744073709551615)",
    );
    for command in ["check", "play"] {
        let o = snakescope(&[command, &file]);
        assert_ne!(o.status.code(), Some(0), "{command}");
        assert!(
            stderr(&o)
                .contains("tail_margin 18446744073709551615 is out of range: from 0 to 65536"),
            "{command}: {}",
            stderr(&o)
        );
    }
    let file = scenario(
        "margin",
        8,
        8,
        "Hamilton(rule: Reference, tail_margin: 65536)",
    );
    let o = snakescope(&["play", &file, "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let file = scenario("budget", 8, 8, "Backtrack(budget: 100000001)");
    let o = snakescope(&["check", &file]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("from 1 to 100000000 steps"),
        "{}",
        stderr(&o)
    );
    let o = snakescope(&[
        "bench",
        "--solver",
        "Hamilton(rule: Reference, tail_margin: 70000)",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("out of range"), "{}", stderr(&o));
}

#[test]
fn check_refuses_a_backtrack_file_that_play_cannot_start_and_says_why() {
    // Before: `check` said "ok" and `play` exited 2 ("gave up after 2000000 steps").
    for (width, height, solver) in [
        (3, 20, "Backtrack"),
        (4, 4, "Backtrack(budget: 15)"),
        (4, 4, "Backtrack(budget: 15, check: Article)"),
    ] {
        let file = scenario("backtrack", width, height, solver);
        let check = snakescope(&["check", &file]);
        let play = snakescope(&["play", &file]);
        assert_eq!(check.status.code(), Some(1), "{solver} on {width}x{height}");
        assert_eq!(play.status.code(), Some(2), "{solver} on {width}x{height}");
        assert!(
            stderr(&check)
                .contains("the Backtrack solver cannot start: the backtracking search gave up"),
            "{}",
            stderr(&check)
        );
    }
    // What check accepts, play starts.
    let file = scenario("backtrack", 4, 4, "Backtrack(budget: 1000)");
    assert!(snakescope(&["check", &file]).status.success());
    assert!(snakescope(&["play", &file]).status.success());
}

/// Runs snakescope and kills it if it has not finished within `limit`; `None` if it had to.
fn within(args: &[&str], limit: Duration) -> Option<Output> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_snakescope"))
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while started.elapsed() < limit {
        if child.try_wait().unwrap().is_some() {
            return Some(child.wait_with_output().unwrap());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    None
}

#[cfg(unix)]
#[test]
fn devices_pipes_and_huge_files_are_refused_before_they_are_read() {
    // Before: `play /dev/zero` grew past 11 GB, `check` on a named pipe waited forever, and a
    // 3 GB sparse file was read whole before "limited to 1 MiB".
    let fifo = scratch("odd_files", "pipe.ron");
    let _ = std::fs::remove_file(&fifo);
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let sparse = scratch("odd_files", "sparse.ron");
    std::fs::File::create(&sparse)
        .unwrap()
        .set_len(3 << 30)
        .unwrap();
    let fifo = fifo.display().to_string();
    let sparse = sparse.display().to_string();
    for (args, words) in [
        (vec!["play", "/dev/zero"], "/dev/zero is a device"),
        (vec!["explain", "/dev/zero"], "/dev/zero is a device"),
        (vec!["check", &fifo], "pipe.ron is a named pipe, not a file"),
        (vec!["play", &fifo], "pipe.ron is a named pipe, not a file"),
        (vec!["play", &sparse], "scenario files are limited to 1 MiB"),
        (
            vec!["check", &sparse],
            "scenario files are limited to 1 MiB",
        ),
    ] {
        let o = within(&args, Duration::from_secs(10))
            .unwrap_or_else(|| panic!("{args:?} still ran after 10 s"));
        assert_ne!(o.status.code(), Some(0), "{args:?}");
        assert!(stderr(&o).contains(words), "{args:?}: {}", stderr(&o));
    }
    std::fs::remove_file(&sparse).unwrap();
}

/// A bot on a local port that answers `GET /` and fails every `POST /start` with a 500.
fn bot_failing_start() -> String {
    use std::io::{BufRead, BufReader, Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut first = String::new();
            let _ = reader.read_line(&mut first);
            let mut length = 0;
            loop {
                let mut line = String::new();
                if reader.read_line(&mut line).unwrap_or(0) == 0 || line.trim().is_empty() {
                    break;
                }
                if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                    length = v.trim().parse().unwrap_or(0);
                }
            }
            let _ = reader.by_ref().take(length).read_to_end(&mut Vec::new());
            let (status, body) = if first.starts_with("GET") {
                ("200 OK", "{\"apiversion\": \"1\"}")
            } else {
                ("500 Internal Server Error", "{}")
            };
            let _ = write!(
                stream,
                "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\
                 Connection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    url
}

#[test]
fn a_bot_that_fails_at_start_is_told_it_failed_at_start_and_not_about_standard_error() {
    // Before: "it was sent: POST /move ..." and "it wrote nothing to its standard error".
    let solver = format!("battlesnake:{}", bot_failing_start());
    let o = snakescope(&[
        "play",
        "scenarios/classic-8x8-greedy.ron",
        "--solver",
        &solver,
    ]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("it was sent: POST /start {"), "{err}");
    assert!(!err.contains("POST /move"), "{err}");
    assert!(!err.contains("standard error"), "{err}");
}

#[test]
fn a_saved_game_that_does_not_parse_is_named_as_file_line_column() {
    // Before: "FILE: 1:12: ..." with a space between the file and its line.
    let path = scratch("saved_game", "broken.game.ron");
    let saved = scratch("saved_game", "good.game.ron");
    let o = snakescope(&[
        "play",
        "scenarios/classic-8x8-greedy.ron",
        "--save-game",
        saved.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&saved).unwrap();
    let broken = text.replacen("version: 1", "version: 99999999999999999999999", 1);
    assert_ne!(broken, text);
    std::fs::write(&path, broken).unwrap();
    let o = snakescope(&["play", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    let shown = path.display().to_string();
    let line_col = err
        .strip_prefix(&format!("snakescope: {shown}:"))
        .unwrap_or_else(|| panic!("{err}"));
    let mut parts = line_col.splitn(3, ':');
    assert!(parts.next().unwrap().parse::<usize>().is_ok(), "{err}");
    assert!(parts.next().unwrap().parse::<usize>().is_ok(), "{err}");
}

#[test]
fn explain_check_out_of_range_or_without_a_stage_is_an_error() {
    // Before: `--check 0` and `--check 999999` passed silently without --stage.
    let file = "scenarios/classic-8x8-greedy.ron";
    for args in [
        vec!["explain", file, "--check", "0", "--stage", "bfs"],
        vec!["explain", file, "--check", "0"],
        vec!["explain", file, "--check", "999999"],
    ] {
        let o = snakescope(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stdout(&o));
        assert!(stderr(&o).contains("--check"), "{args:?}: {}", stderr(&o));
    }
    let o = snakescope(&["explain", file, "--check", "999999", "--stage", "bfs"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("there is no check 999999"),
        "{}",
        stderr(&o)
    );
}

/// Whether process `pid` is gone (or a zombie nobody waits for).
#[cfg(target_os = "linux")]
fn gone(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat
            .rsplit(')')
            .next()
            .is_some_and(|rest| rest.trim_start().starts_with('Z')),
    }
}

#[cfg(target_os = "linux")]
#[test]
fn sigterm_and_sigint_end_the_program_and_what_it_started() {
    // Before: the program (and its children) kept running after snakescope was stopped.
    for signal in ["TERM", "INT"] {
        let pid_file = scratch("signals", &format!("{signal}.pid"));
        let _ = std::fs::remove_file(&pid_file);
        let solver = format!(
            "External(command: [\"sh\", \"-c\", \"sleep 120 & echo $! > {}; sleep 120\"], \
             timeout_ms: 60000)",
            pid_file.display()
        );
        let mut child = Command::new(env!("CARGO_BIN_EXE_snakescope"))
            .args([
                "play",
                "scenarios/classic-8x8-greedy.ron",
                "--solver",
                &solver,
            ])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let started = Instant::now();
        let grandchild: u32 = loop {
            if let Some(pid) = std::fs::read_to_string(&pid_file)
                .ok()
                .and_then(|t| t.trim().parse().ok())
            {
                break pid;
            }
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "the program did not start"
            );
            std::thread::sleep(Duration::from_millis(20));
        };
        let sent = Command::new("kill")
            .args([&format!("-{signal}"), &child.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
        let status = child.wait().unwrap();
        assert!(!status.success());
        let waited = Instant::now();
        while !gone(grandchild) && waited.elapsed() < Duration::from_secs(3) {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(
            gone(grandchild),
            "SIG{signal}: {grandchild} outlived snakescope"
        );
    }
}

#[test]
fn a_program_s_large_answers_are_bounded_in_memory_and_a_saved_game_opens() {
    // Before: every answer was kept whole: 100 answers of 0.9 MB made a 90 MB game file that
    // snakescope then refused to open ("game files are limited to 64 MiB").
    let scenario = scratch("big_answers", "cycle.ron");
    std::fs::write(
        &scenario,
        "Scenario(version: 1, width: 8, height: 8, snake: [(0, 0)], heading: Some(Down), \
         seed: 1, step_limit: 100, solver: External(command: [\"python3\", \
         \"tests/programs/big_traces.py\"], timeout_ms: 20000))",
    )
    .unwrap();
    let saved = scratch("big_answers", "cycle.game.ron");
    let o = snakescope(&[
        "play",
        scenario.to_str().unwrap(),
        "--json",
        "--save-game",
        saved.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(v["outcome"], "step_limit", "{v}");
    let bytes = std::fs::metadata(&saved).unwrap().len();
    assert!(bytes < 20 << 20, "the saved game is {bytes} bytes");
    // It opens, the last decision with its trace whole, the first with its move alone.
    let last = snakescope(&["explain", saved.to_str().unwrap(), "--tick", "99"]);
    assert!(last.status.success(), "{}", stderr(&last));
    assert!(
        !stdout(&last).contains("trace dropped"),
        "{}",
        stdout(&last)
    );
    let first = snakescope(&["explain", saved.to_str().unwrap(), "--tick", "0"]);
    assert!(first.status.success(), "{}", stderr(&first));
    assert!(
        stdout(&first).contains("trace dropped"),
        "{}",
        stdout(&first)
    );
}

#[test]
fn bench_length_and_step_limit_are_checked_by_the_parser_with_their_range() {
    for (flag, value, range) in [
        ("--length", "0", "1..=256"),
        ("--length", "300", "1..=256"),
        ("--step-limit", "0", "1.."),
    ] {
        let o = snakescope(&["bench", flag, value, "--games", "1"]);
        assert_eq!(o.status.code(), Some(2), "{flag} {value}");
        let err = stderr(&o);
        assert!(
            err.contains(flag) && err.contains(range),
            "{flag} {value}: {err}"
        );
    }
}

#[test]
#[ignore = "plays 67 million moves: half a minute in a debug build"]
fn a_game_too_large_to_open_again_is_not_saved() {
    // Before: `--save-game` wrote any game; a file over 64 MiB then would not open. The check
    // itself is tested with a small limit in the core and in `play`; this plays a real one.
    let path = scratch("too_large", "s.ron");
    std::fs::write(
        &path,
        "Scenario(version: 1, width: 256, height: 256, snake: [(0, 0)], heading: Some(Down), \
         seed: 1, step_limit: 67200000, solver: Cycle)",
    )
    .unwrap();
    let saved = scratch("too_large", "s.game.ron");
    let _ = std::fs::remove_file(&saved);
    let o = snakescope(&[
        "play",
        path.to_str().unwrap(),
        "--save-game",
        saved.to_str().unwrap(),
    ]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains(&format!(
            "cannot save {}: the game would be",
            saved.display()
        )),
        "{err}"
    );
    assert!(
        err.contains("over the 64 MiB game files are limited to"),
        "{err}"
    );
    assert!(err.contains("nothing was written"), "{err}");
    assert!(!saved.exists());
    let left = std::fs::read_dir(saved.parent().unwrap()).unwrap().count();
    assert_eq!(left, 1, "only the scenario: no temporary file is left");
}
