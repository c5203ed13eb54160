//! `check` and `handout` on lessons whose steps write their scenarios inline.

use crate::common;

use common::cli::{snakescope, stderr, stdout};

#[test]
fn check_names_each_step_whose_inline_scenario_is_broken_as_a_file_s_would_be() {
    let bad = snakescope(&["check", "tests/broken_lessons/inline_scenarios.ron"]);
    assert_eq!(bad.status.code(), Some(1));
    let err = stderr(&bad);
    let at = "tests/broken_lessons/inline_scenarios.ron: step";
    assert!(
        err.contains(&format!(
            "{at} 2: scenario (inline): snake cell 0 at (5, 1) is off the 5x4 board"
        )),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "{at} 2: scenario (inline): the first food at (4, 1) is on the snake's body"
        )),
        "{err}"
    );
    assert!(
        err.contains(&format!("{at} 3: scenario (inline): a Manual scenario")),
        "{err}"
    );
    assert!(!err.contains("step 1:"), "{err}");

    let misspelt = snakescope(&["check", "tests/broken_lessons/inline_misspelt.ron"]);
    assert_eq!(misspelt.status.code(), Some(1));
    assert!(
        stderr(&misspelt).contains("inline_misspelt.ron:10:17: unknown field `snak`"),
        "{}",
        stderr(&misspelt)
    );
}

#[test]
fn a_shipped_lesson_with_an_inline_step_checks_and_prints() {
    let ok = snakescope(&["check", "lessons/cycle-from-body.pt.ron"]);
    assert!(ok.status.success(), "{}", stderr(&ok));
    assert!(stdout(&ok).contains("10 steps, pt)"));
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-inline-handout");
    let _ = std::fs::remove_dir_all(&out);
    let made = snakescope(&[
        "handout",
        "lessons/cycle-from-body.en.ron",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(made.status.success(), "{}", stderr(&made));
    // Step 7's board is written in the lesson: a 4x4 board, its picture drawn all the same.
    let svg = std::fs::read_to_string(out.join("step-07.svg")).unwrap();
    assert!(svg.contains("<svg"), "{svg}");
    let html = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(
        html.contains("&quot;No cycle from this body (4x4)&quot; (inline) at tick 0")
            || html.contains("\"No cycle from this body (4x4)\" (inline) at tick 0"),
        "{html}"
    );
}

#[test]
fn check_fails_on_a_fact_that_does_not_hold_and_notes_a_number_left_unmarked() {
    let bad = snakescope(&["check", "tests/broken_lessons/false_facts.ron"]);
    assert_eq!(bad.status.code(), Some(1));
    let at = "tests/broken_lessons/false_facts.ron";
    assert_eq!(
        stderr(&bad).lines().next(),
        Some(
            format!(
                "{at}: step 1: the fact Path(search: \"bfs\", moves: 21) does not hold: bfs \
                 finds a path of 20 moves"
            )
            .as_str()
        ),
        "{}",
        stderr(&bad)
    );
    assert!(!stderr(&bad).contains("step 2"), "{}", stderr(&bad));
    assert!(
        stdout(&bad).contains(&format!(
            "{at}: note: step 2: the number 126 in the narration is neither a fact, written \
             {{=126}}, nor in a plain phrase"
        )),
        "{}",
        stdout(&bad)
    );
}
