//! Large runs the command line keeps bounded: a race's animation on the largest board, a
//! lesson of thousands of steps. Each takes seconds in a release build, minutes in a debug
//! one, so each is ignored and run by hand with its measured figure in its comment:
//! `cargo test --release --test cli -- --ignored a_race_gif a_lesson_of_many`.

use crate::common;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use common::cli::{snakescope, stderr, stdout};

/// A file under this test's own folder in the target directory.
fn scratch(test: &str, name: &str) -> PathBuf {
    let dir: PathBuf = [env!("CARGO_TARGET_TMPDIR"), "cli_long_runs", test]
        .iter()
        .collect();
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
#[ignore = "races two searches on 256x256 and draws a 2048 px GIF: 17 s in a release build"]
fn a_race_gif_of_a_large_board_draws_a_bounded_number_of_frames() {
    // Before: 242 frames of two 256x256 boards at 2048 px ran past 600 s at 439 MB (a
    // depth-first search's frontier folded in quadratic time, and every frame drawn). Now:
    // 124 frames in 16.8 s at 372 MB (release, `race ... --searches bfs,dfs --out r.gif
    // --size 2048`); all seven searches but iddfs, 36 frames in 12.2 s at 548 MB.
    let s = scratch("race_gif", "s.ron");
    std::fs::write(
        &s,
        "Scenario(version: 1, width: 256, height: 256, snake: [(0, 0)], heading: Some(Down), \
         seed: 1, solver: Hamilton)",
    )
    .unwrap();
    let s = s.display().to_string();
    let out = scratch("race_gif", "r.gif");
    let started = Instant::now();
    let o = snakescope(&[
        "race",
        &s,
        "--searches",
        "bfs,dfs",
        "--out",
        out.to_str().unwrap(),
        "--size",
        "2048",
    ]);
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(started.elapsed() < Duration::from_secs(60), "{err}");
    let frames: usize = err
        .split(" frames:")
        .next()
        .and_then(|s| s.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no frame count in {err}"));
    assert!(frames < 240, "{err}");
    assert!(err.contains("steps shown evenly spread"), "{err}");
    assert!(std::fs::read(&out).unwrap().starts_with(b"GIF89a"));
}

#[test]
#[ignore = "checks a lesson of 17,770 steps: 5 s in a release build"]
fn a_lesson_of_many_steps_is_checked_and_its_too_large_handout_refused_in_seconds() {
    // Before: a 1 MiB lesson of 17,770 steps timed out. Now (release): `check` says it is
    // valid in 5.3 s at 12 MB; `handout` refuses it in 4.6 s ("this handout would write about
    // 431 MiB, more than the 256 MiB a handout may write").
    let dir = scratch("many_steps", "");
    std::fs::write(
        dir.join("s.ron"),
        "Scenario(version: 1, width: 8, height: 8, snake: [(3, 0), (2, 0), (1, 0), (0, 0)], \
         seed: 1, solver: Greedy)",
    )
    .unwrap();
    let steps: String = (0..17_770)
        .map(|i| format!("(scenario:\"s.ron\",narration:\"S{i}\"),\n"))
        .collect();
    let lesson = dir.join("long.en.ron");
    std::fs::write(
        &lesson,
        format!("Lesson(version:1,title:\"Long\",language:\"en\",steps:[\n{steps}])\n"),
    )
    .unwrap();
    let started = Instant::now();
    let o = snakescope(&["check", lesson.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("17770 steps"), "{}", stdout(&o));
    let out = dir.join("handout");
    let _ = std::fs::remove_dir_all(&out);
    let o = snakescope(&[
        "handout",
        lesson.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("more than the 256 MiB a handout may write"),
        "{err}"
    );
    assert!(!out.exists(), "a refused handout leaves nothing behind");
    assert!(started.elapsed() < Duration::from_secs(60));
}
