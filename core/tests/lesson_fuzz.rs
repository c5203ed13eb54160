//! Fuzz-style properties over lessons, the files teachers share and send to students: a
//! shipped lesson mutated byte by byte and token by token, and steps made of hostile paths,
//! huge ticks, programs and bots. Reading and checking any of them ends, with problems of one
//! line each, and a step that would run a program or reach a bot is never played. A fixed
//! number of cases each, so CI runs them in bounded time with `cargo test`.

#[path = "common/messages.rs"]
mod messages;

use proptest::prelude::*;
use snakescope_core::lesson::{Lesson, MAX_STEP_TICK, ProblemKind, StepProblem};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// What the secret files a hostile step names hold: never to be shown.
const SECRET: &str = "TOKEN_s3cr3t";

/// Files a hostile step may name that are no scenario: a secret of the user's, one shaped as
/// RON, one that is not UTF-8, a saved game's head and a lesson's; made once, in a folder of
/// their own.
fn hostile_files() -> &'static [String] {
    static FILES: OnceLock<Vec<String>> = OnceLock::new();
    FILES.get_or_init(|| {
        let dir =
            std::env::temp_dir().join(format!("snakescope-lesson-fuzz-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let files: [(&str, &[u8]); 5] = [
            ("secret.env", b"TOKEN_s3cr3t=hunter2\n"),
            ("shaped.ron", b"(width: 8, tail: TOKEN_s3cr3t)"),
            ("latin1.ron", b"Scenario(name: \"TOKEN_s3cr3t \xe9\")"),
            ("game.ron", b"Game(version: 1, scenario: TOKEN_s3cr3t)"),
            ("lesson.ron", b"Lesson(title: TOKEN_s3cr3t)"),
        ];
        files
            .iter()
            .map(|(name, text)| {
                let path = dir.join(name);
                std::fs::write(&path, text).unwrap();
                path.display().to_string()
            })
            .collect()
    })
}

/// A shipped lesson, the seed of the mutations.
const SHIPPED: &str = include_str!("../../lessons/snake-twist.en.ron");

/// Tokens a mutation inserts: numbers at and past every limit, words a lesson knows in the
/// wrong place, quotes and brackets that break the text.
const TOKENS: &[&str] = &[
    "18446744073709551615",
    "1000001",
    "-1",
    "1e400",
    "\"",
    "(",
    ")",
    "[",
    "]",
    ",",
    "tick: 99999999999,",
    "stage: \"timed\",",
    "events: (0, 4294967295),",
    "question: Check(0),",
    "question: NextMove,",
    "inline: Scenario(width: 256, height: 256, snake: [(0, 0)]),",
    "scenario: \"/dev/zero\",",
    "solver: External(command: [\"sh\", \"-c\", \"touch /tmp/snakescope-fuzz-ran\"]),",
    "solver: Battlesnake(url: \"http://127.0.0.1:9\"),",
    "\u{0}",
    "\u{202e}",
];

/// The lessons' own folder, where their scenarios are.
fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../lessons")
}

/// Every problem is one line in words a user can act on, never quoting a file that is no
/// scenario, and a step not played says why.
fn well_said(problems: &[StepProblem]) -> Result<(), TestCaseError> {
    for p in problems {
        let line = p.to_string();
        prop_assert!(!line.contains('\n'), "{line:?}");
        prop_assert!(
            !line.contains(SECRET) && !line.contains("hunter2"),
            "{line}"
        );
        if let Err(why) = messages::clean(&line) {
            prop_assert!(false, "{why}");
        }
        if p.kind == ProblemKind::NotRun {
            prop_assert!(line.contains("not played"), "{line}");
        }
    }
    Ok(())
}

/// One edit of a text: a byte range deleted, a token inserted, or a character replaced.
#[derive(Clone, Debug)]
enum Edit {
    Delete(usize, usize),
    Insert(usize, usize),
    Replace(usize, char),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), 1usize..40).prop_map(|(at, n)| Edit::Delete(at, n)),
        (any::<usize>(), 0..TOKENS.len()).prop_map(|(at, k)| Edit::Insert(at, k)),
        (any::<usize>(), any::<char>()).prop_map(|(at, c)| Edit::Replace(at, c)),
    ]
}

/// `text` with `edits` applied, each at a character boundary.
fn mutated(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let at = |i: usize| if chars.is_empty() { 0 } else { i % chars.len() };
        match *e {
            Edit::Delete(i, n) => {
                let from = at(i);
                let to = (from + n).min(chars.len());
                chars.drain(from..to);
            }
            Edit::Insert(i, k) => {
                let from = at(i);
                chars.splice(from..from, TOKENS[k].chars());
            }
            Edit::Replace(i, c) => {
                if !chars.is_empty() {
                    let i = at(i);
                    chars[i] = c;
                }
            }
        }
    }
    chars.into_iter().collect()
}

/// A step's scenario: a path (hostile or real) or a scenario written in the step.
fn scenario_part() -> impl Strategy<Value = String> {
    let paths = prop_oneof![
        Just("/dev/zero".to_owned()),
        Just("/etc/passwd".to_owned()),
        Just("/proc/self/environ".to_owned()),
        Just("/tmp".to_owned()),
        Just("a\\nb.ron".to_owned()),
        Just("../../../../../../etc/shadow".to_owned()),
        Just("x".repeat(5000)),
        Just(String::new()),
        Just("../scenarios/classic-8x8-greedy.ron".to_owned()),
        Just("../scenarios/greedy-livelock-6x6.ron".to_owned()),
        prop::sample::select(hostile_files().to_vec()),
    ]
    .prop_map(|p| format!("scenario: \"{p}\""));
    let solvers = prop_oneof![
        Just("Greedy".to_owned()),
        Just("Backtrack(budget: 100000000)".to_owned()),
        Just("External(command: [\"sh\", \"-c\", \"touch /tmp/snakescope-fuzz-ran\"])".to_owned()),
        Just("External(command: [\"no-such-program-here\"], timeout_ms: 600000)".to_owned()),
        Just("Battlesnake(url: \"http://127.0.0.1:9\")".to_owned()),
        Just("Battlesnake(url: \"http://127.0.0.1:9\", timeout_ms: 600000)".to_owned()),
    ];
    let limits = prop_oneof![
        Just("None".to_owned()),
        Just("Some(18446744073709551615)".to_owned()),
        Just("Some(3)".to_owned()),
    ];
    let inline = (solvers, limits).prop_map(|(solver, limit)| {
        format!(
            "inline: Scenario(width: 6, height: 6, snake: [(1, 0), (0, 0)], solver: {solver}, \
             step_limit: {limit})"
        )
    });
    prop_oneof![paths, inline]
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 64,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn a_mutated_lesson_is_read_and_checked_to_an_end(edits in prop::collection::vec(edit(), 1..6)) {
        let text = mutated(SHIPPED, &edits);
        if let Ok(lesson) = Lesson::from_ron_str(&text, "fuzz.ron") {
            well_said(&lesson.validate(&folder()))?;
        }
    }

    #[test]
    fn a_hostile_step_is_refused_or_not_played_never_run(
        scenario in scenario_part(),
        tick in prop_oneof![
            Just(0u64),
            Just(1u64),
            Just(MAX_STEP_TICK),
            Just(MAX_STEP_TICK + 1),
            Just(1_000_000_000_000_000u64),
            Just(u64::MAX),
        ],
        stage in prop_oneof![
            Just(""),
            Just("stage: \"timed\", "),
            Just("stage: \"backtrack\", "),
            Just("stage: \"nothing\", "),
        ],
    ) {
        let text = format!(
            "Lesson(version: 1, title: \"t\", language: \"en\", steps: [\n\
             ({scenario}, tick: {tick}, {stage}narration: \"n\"),\n])"
        );
        // Well formed by construction: it reads, and what it says is checked.
        let lesson = Lesson::from_ron_str(&text, "fuzz.ron");
        prop_assert!(lesson.is_ok(), "{text}: {:?}", lesson.err().map(|e| e.to_string()));
        let lesson = lesson.expect("just seen");
        let problems = lesson.validate(&folder());
        well_said(&problems)?;
        if tick > MAX_STEP_TICK {
            prop_assert!(!problems.is_empty(), "tick {tick} accepted");
        }
        let runs_something = scenario.contains("External") || scenario.contains("Battlesnake");
        if runs_something && tick <= MAX_STEP_TICK && !scenario.contains("600000") {
            // A program not on this machine cannot start: the step is invalid; any other is
            // not played.
            let kind = if scenario.contains("no-such-program-here") {
                ProblemKind::Invalid
            } else {
                ProblemKind::NotRun
            };
            prop_assert!(
                problems.iter().any(|p| p.kind == kind),
                "{scenario}: {problems:?}"
            );
        }
        // The core itself has no way to run anything; nothing ran.
        prop_assert!(!Path::new("/tmp/snakescope-fuzz-ran").exists());
    }
}
