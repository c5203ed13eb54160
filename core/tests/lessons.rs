//! Lessons: every shipped lesson opens every step at a valid moment, and a lesson that cannot
//! be shown says which step and why.

use snakescope_core::lesson::{Lesson, LessonError, LessonStep, Question, is_lesson_text};
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[test]
fn every_shipped_lesson_opens_every_step_at_a_valid_moment() {
    let folder = repo().join("lessons");
    let mut seen = 0;
    let mut languages = Vec::new();
    for entry in std::fs::read_dir(&folder).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ron") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(is_lesson_text(&text), "{}", path.display());
        let lesson = Lesson::load(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            lesson.steps.len() >= 8,
            "{}: a lesson has 8 steps or more",
            path.display()
        );
        let problems = lesson.validate(&folder);
        assert!(problems.is_empty(), "{}: {problems:?}", path.display());
        languages.push(lesson.language);
        seen += 1;
    }
    assert!(seen >= 2);
    assert!(languages.iter().any(|l| l == "en") && languages.iter().any(|l| l == "pt"));
}

/// A lesson of one step at `step` (the inside of a step's parentheses), read from the
/// repository's lessons folder.
fn one_step(step: &str) -> Vec<String> {
    let text = format!(
        "Lesson(version: 1, title: \"T\", language: \"en\", steps: [({step}, narration: \"N\")])"
    );
    let lesson = Lesson::from_ron_str(&text, "test.ron").unwrap_or_else(|e| panic!("{e}"));
    lesson
        .validate(&repo().join("lessons"))
        .iter()
        .map(|p| p.to_string())
        .collect()
}

#[test]
fn a_step_that_cannot_be_shown_is_named_with_the_reason() {
    let odd = "scenario: \"../scenarios/odd-board-7x7-greedy.ron\"";
    assert_eq!(
        one_step(&format!("{odd}, stage: \"cycle\", events: (1, 1)")),
        Vec::<String>::new()
    );
    let cases = [
        (
            format!("{odd}, stage: \"cycles\""),
            "step 1: stage \"cycles\" is not one of bfs, longest, cycle",
        ),
        (
            format!("{odd}, stage: \"cycle\", events: (1, 2)"),
            "step 1: the cycle stage at tick 0 has 1 events",
        ),
        (
            format!("{odd}, stage: \"cycle\", events: (0, 1)"),
            "events must run from 1",
        ),
        (
            format!("{odd}, events: (1, 1)"),
            "events are played in a stage: name the stage too",
        ),
        (format!("{odd}, tick: 100000"), "ends at tick"),
        (
            format!("{odd}, question: Check(99)"),
            "Check(99) must be 1 to",
        ),
        (
            "scenario: \"missing.ron\"".to_string(),
            "step 1: scenario missing.ron:",
        ),
        // Greedy runs the longest path twice here: on the virtual snake (check 3, one event)
        // and on the real one (check 4, 141 events). A step opens the first.
        (
            "scenario: \"../scenarios/dead-end-pocket-6x6.ron\", stage: \"longest\", \
             events: (1, 141)"
                .to_string(),
            "step 1: the longest stage at tick 0 has 1 events (as check 3 ran it)",
        ),
    ];
    for (step, words) in cases {
        let problems = one_step(&step);
        assert_eq!(problems.len(), 1, "{step}: {problems:?}");
        assert!(problems[0].contains(words), "{step}: {}", problems[0]);
    }
    let ok = one_step(&format!("{odd}, question: NextMove"));
    assert!(ok.is_empty(), "{ok:?}");
    let _ = Question::NextMove;
}

#[test]
fn a_broken_lesson_file_says_where() {
    let err = Lesson::from_ron_str("Lesson(version: 1, title: \"T\",\n  lang: \"en\")", "x.ron")
        .unwrap_err();
    assert!(matches!(err, LessonError::Parse(_)));
    assert!(err.to_string().starts_with("x.ron:2:"), "{err}");
    let err = Lesson::from_ron_str(
        "Lesson(version: 2, title: \"T\", language: \"en\", steps: [])",
        "x.ron",
    )
    .unwrap_err();
    assert!(
        err.to_string()
            .contains("lesson version 2 is not understood"),
        "{err}"
    );
    let lesson = Lesson::from_ron_str(
        "Lesson(version: 1, title: \" \", language: \"fr\", steps: [])",
        "x",
    )
    .unwrap();
    let problems: Vec<String> = lesson
        .validate(Path::new("."))
        .iter()
        .map(|p| p.to_string())
        .collect();
    assert_eq!(
        problems,
        [
            "the lesson has no title",
            "language \"fr\" is not one of en, pt",
            "the lesson has no steps"
        ]
    );
}

/// A step's scenario, tick, stage, events and question.
type Moment<'a> = (
    &'a str,
    u64,
    Option<&'a str>,
    Option<(usize, usize)>,
    Option<Question>,
);

/// What a step shows, without its words: the moment a translation must keep.
fn moment(step: &LessonStep) -> Moment<'_> {
    (
        &step.scenario,
        step.tick,
        step.stage.as_deref(),
        step.events,
        step.question,
    )
}

#[test]
fn shipped_lessons_come_in_pairs_of_english_and_portuguese_with_the_same_moments() {
    let folder = repo().join("lessons");
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ron"))
        .collect();
    names.sort();
    let mut pairs = 0;
    for name in &names {
        let Some(stem) = name.strip_suffix(".en.ron") else {
            let stem = name.strip_suffix(".pt.ron");
            assert!(
                stem.is_some_and(|s| names.contains(&format!("{s}.en.ron"))),
                "{name}: every lesson is NAME.en.ron with its NAME.pt.ron"
            );
            continue;
        };
        let en = Lesson::load(&folder.join(name)).unwrap_or_else(|e| panic!("{e}"));
        let pt_name = format!("{stem}.pt.ron");
        let pt = Lesson::load(&folder.join(&pt_name))
            .unwrap_or_else(|e| panic!("{name} has no Portuguese version: {e}"));
        assert_eq!(
            (en.language.as_str(), pt.language.as_str()),
            ("en", "pt"),
            "{stem}"
        );
        assert_eq!(
            en.steps.len(),
            pt.steps.len(),
            "{name} and {pt_name}: not the same number of steps"
        );
        for (k, (a, b)) in en.steps.iter().zip(&pt.steps).enumerate() {
            assert_eq!(
                moment(a),
                moment(b),
                "{name} and {pt_name}: step {} shows different moments",
                k + 1
            );
            assert_ne!(
                a.narration,
                b.narration,
                "{pt_name}: step {} is not translated",
                k + 1
            );
        }
        assert_ne!(en.title, pt.title, "{pt_name}: the title is not translated");
        pairs += 1;
    }
    assert!(
        pairs >= 6,
        "{pairs} pairs of lessons shipped, at least 6 expected"
    );
}
