//! Lessons: every shipped lesson opens every step at a valid moment, and a lesson that cannot
//! be shown says which step and why.

use snakescope_core::lesson::{
    Lesson, LessonError, LessonStep, ProblemKind, Question, ScenarioSource, StepFact,
    is_lesson_text,
};
use snakescope_core::scenario::Scenario;
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
    one_step_saying(step, "N")
}

/// [`one_step`] with its narration.
fn one_step_saying(step: &str, narration: &str) -> Vec<String> {
    let text = format!(
        "Lesson(version: 1, title: \"T\", language: \"en\", steps: [({step}, narration: \
         {narration:?})])"
    );
    let lesson = Lesson::from_ron_str(&text, "test.ron").unwrap_or_else(|e| panic!("{e}"));
    lesson
        .validate(&repo().join("lessons"))
        .iter()
        .map(|p| p.to_string())
        .collect()
}

#[test]
fn a_search_the_decision_runs_itself_over_a_search_board_is_a_note_not_a_problem() {
    // Greedy runs BFS in its own decision, on the game's board: a step showing that run
    // cannot show the walls painted for the searches, and its author is told so.
    let step = |solver: &str, search: &str| {
        let text = format!(
            "Lesson(version: 1, title: \"T\", language: \"en\", steps: [(inline: \
             Scenario(width: 6, height: 6, snake: [(0, 0)], heading: Right, food: [(5, 0)], \
             solver: {solver}{search}), stage: \"bfs\", narration: \"N\")])"
        );
        Lesson::from_ron_str(&text, "test.ron")
            .unwrap_or_else(|e| panic!("{e}"))
            .validate(&repo().join("lessons"))
    };
    let walls = ", search: (walls: [(2, 0), (2, 1)])";
    let said = step("Greedy", walls);
    assert_eq!(said.len(), 1, "{said:?}");
    assert_eq!((said[0].kind, said[0].step), (ProblemKind::Note, Some(1)));
    assert!(
        said[0].message.contains("runs bfs itself"),
        "{}",
        said[0].message
    );
    // Nothing to say without a search board, or when the stage runs on the search board.
    assert_eq!(step("Greedy", ""), Vec::new());
    assert_eq!(step("Cycle", walls), Vec::new());
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
            "step 1: cannot read ",
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

/// A step's scenario (file, or inline), tick, stage, events, question and facts.
type Moment<'a> = (
    (Option<String>, Option<Scenario>),
    u64,
    Option<&'a str>,
    Option<(usize, usize)>,
    Option<Question>,
    &'a [StepFact],
);

/// What a step shows and states, without its words: the moment and the facts a translation
/// must keep (a scenario written in the step may have its name and description translated).
fn moment(step: &LessonStep) -> Moment<'_> {
    let inline = step.inline.as_deref().map(|s| Scenario {
        name: String::new(),
        description: String::new(),
        ..s.clone()
    });
    (
        (step.scenario.clone(), inline),
        step.tick,
        step.stage.as_deref(),
        step.events,
        step.question,
        &step.facts,
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

/// A step's scenario written inline: the fields of a scenario file.
const INLINE: &str = "inline: Scenario(\n    name: \"Corridor\",\n    width: 5, height: 4,\n    \
                      snake: [(2, 1), (1, 1)],\n    food: [(4, 1)],\n)";

#[test]
fn a_step_s_scenario_written_inline_opens_as_a_file_s_would() {
    assert_eq!(
        one_step(&format!("{INLINE}, stage: \"bfs\", events: (1, 2)")),
        Vec::<String>::new()
    );
    // Its game is played as the file's: tick 2 is reached, tick 100000 is not.
    assert_eq!(
        one_step(&format!("{INLINE}, tick: 2")),
        Vec::<String>::new()
    );
    let late = one_step(&format!("{INLINE}, tick: 100000"));
    assert!(
        late.len() == 1 && late[0].starts_with("step 1: the game of \"Corridor\" (inline) ends"),
        "{late:?}"
    );
    // Written back, it reads the same; a path stays a path.
    let text = format!(
        "Lesson(version: 1, title: \"T\", language: \"en\", steps: [({INLINE}, narration: \
         \"N\"), (scenario: \"../scenarios/classic-8x8-greedy.ron\", narration: \"M\")])"
    );
    let lesson = Lesson::from_ron_str(&text, "t.ron").unwrap();
    let Ok(ScenarioSource::Inline(scenario)) = lesson.steps[0].source() else {
        panic!("{:?}", lesson.steps[0])
    };
    assert_eq!((scenario.width, scenario.snake.len()), (5, 2));
    assert_eq!(
        lesson.steps[1].source().ok(),
        Some(ScenarioSource::File("../scenarios/classic-8x8-greedy.ron"))
    );
    let written = lesson.to_ron_string();
    assert!(written.contains("inline: Scenario("), "{written}");
    assert!(
        written.contains("scenario: \"../scenarios/classic-8x8-greedy.ron\""),
        "{written}"
    );
    assert_eq!(Lesson::from_ron_str(&written, "w.ron").unwrap(), lesson);
}

#[test]
fn a_broken_inline_scenario_gets_a_scenario_file_s_messages_with_its_step() {
    let body = "width: 5, height: 4, snake: [(5, 1), (4, 1)], food: [(4, 1)]";
    // What a scenario file with these fields is told, line by line.
    let as_file: Vec<String> = Scenario::from_ron_str(&format!("Scenario({body})"), "f.ron")
        .unwrap()
        .validate()
        .iter()
        .map(|p| p.message.clone())
        .collect();
    assert!(as_file.len() >= 2, "{as_file:?}");
    let problems = one_step(&format!("inline: Scenario({body})"));
    assert_eq!(problems.len(), as_file.len(), "{problems:?}");
    for (problem, message) in problems.iter().zip(&as_file) {
        assert_eq!(problem, &format!("step 1: scenario (inline): {message}"));
    }
    // A Manual scenario is refused as a file's is.
    let manual = one_step("inline: Scenario(width: 5, height: 4, snake: [(2, 1)], solver: Manual)");
    assert_eq!(
        manual,
        ["step 1: scenario (inline): a Manual scenario has no moves of its own to show"]
    );
}

#[test]
fn a_misspelt_inline_scenario_is_located_in_the_lesson_file() {
    let path = repo().join("tests/broken_lessons/inline_misspelt.ron");
    let err = Lesson::load(&path).unwrap_err();
    assert!(matches!(err, LessonError::Parse(_)), "{err}");
    let text = err.to_string();
    // Line 10 is `snak: [...]`, inside the step's scenario.
    assert!(text.contains("inline_misspelt.ron:10:"), "{text}");
    assert!(
        text.contains("unknown field `snak`; a scenario's fields are"),
        "{text}"
    );
    // A step's own field misspelt is not taken for a scenario's (nor a solver's option).
    let err = Lesson::from_ron_str(
        "Lesson(version: 1, title: \"T\", language: \"en\", steps: [(scenario: \"a.ron\", \
         narratoin: \"N\")])",
        "s.ron",
    )
    .unwrap_err();
    assert!(
        err.to_string()
            .contains("unknown field `narratoin`; the fields here are `scenario`"),
        "{err}"
    );
}

#[test]
fn a_step_names_exactly_one_scenario_a_file_or_one_written_inline() {
    let none = one_step("tick: 0");
    assert_eq!(
        none,
        [
            "step 1: the step names no scenario: write `scenario: \"FILE\"` or `inline: \
          Scenario(...)`"
        ]
    );
    let both = one_step(&format!(
        "scenario: \"../scenarios/classic-8x8-greedy.ron\", {INLINE}"
    ));
    assert_eq!(
        both,
        ["step 1: the step names both a scenario file and an inline scenario: keep one"]
    );
}

#[test]
fn a_lesson_file_with_broken_inline_scenarios_names_each_step() {
    let path = repo().join("tests/broken_lessons/inline_scenarios.ron");
    let lesson = Lesson::load(&path).unwrap_or_else(|e| panic!("{e}"));
    let problems = lesson.validate(path.parent().unwrap());
    let steps: Vec<Option<usize>> = problems.iter().map(|p| p.step).collect();
    assert!(!steps.contains(&Some(1)), "{problems:?}");
    assert!(
        steps.iter().filter(|s| **s == Some(2)).count() >= 2,
        "{problems:?}"
    );
    assert!(steps.contains(&Some(3)), "{problems:?}");
    assert!(problems.iter().all(|p| p.to_string().starts_with("step ")));
}

#[test]
fn the_guide_s_lesson_example_reads_and_every_step_opens() {
    let page = std::fs::read_to_string(repo().join("docs/guide/lessons.md")).unwrap();
    let section = &page[page.find("\n## An example").expect("an example's section")..];
    let start = section.find("```ron\n").expect("a RON example") + "```ron\n".len();
    let example = &section[start..start + section[start..].find("```").unwrap()];
    let lesson =
        Lesson::from_ron_str(example, "docs/guide/lessons.md").unwrap_or_else(|e| panic!("{e}"));
    assert!(lesson.steps.iter().any(|s| s.inline.is_some()), "{example}");
    assert!(
        lesson.steps.iter().any(|s| !s.facts.is_empty()),
        "{example}"
    );
    assert_eq!(lesson.unmarked_numbers(), []);
    let problems = lesson.validate(&repo().join("lessons"));
    assert!(problems.is_empty(), "{problems:?}");
}

#[test]
fn the_facts_a_step_states_are_verified_by_what_the_program_computes() {
    let pocket = "scenario: \"../scenarios/search-pocket-12x12.ron\", stage: \"bfs\"";
    let holds = "facts: [Path(search: \"bfs\", moves: 20, shortest: true), Path(search: \
                 \"dfs\", moves: 36, shortest: false), Expanded(search: \"astar\", cells: 75), \
                 Frontier(search: \"dfs\", cells: 43), Cost(search: \"dijkstra\", cost: 23), \
                 Path(moves: 20), Expanded(cells: 126), Events(628), Caption(event: 628, \
                 says: [20]), Length(2), Tick(0), Move(Right)]";
    assert_eq!(
        one_step_saying(
            &format!("{pocket}, {holds}"),
            "**{=20}** moves, {=126} cells"
        ),
        Vec::<String>::new()
    );
    let cases = [
        (
            "Path(search: \"bfs\", moves: 21)",
            "step 1: the fact Path(search: \"bfs\", moves: 21) does not hold: bfs finds a path \
             of 20 moves",
        ),
        (
            "Path(search: \"dfs\", moves: 36, shortest: true)",
            "does not hold: its path is not the shortest",
        ),
        (
            "Expanded(search: \"astar\", cells: 74)",
            "does not hold: astar expands 75 cells",
        ),
        (
            "Frontier(search: \"dfs\", cells: 16)",
            "does not hold: dfs's frontier holds at most 43",
        ),
        (
            "Cost(search: \"dijkstra\", cost: 20)",
            "does not hold: dijkstra's path costs 23",
        ),
        (
            "NoPath(search: \"bfs\")",
            "does not hold: bfs finds a path of 20 moves",
        ),
        (
            "Path(search: \"bfs-ish\", moves: 20)",
            "the search \"bfs-ish\" is not one of bfs, dfs",
        ),
        ("Path(moves: 19)", "the stage shows a path of 20 moves"),
        ("Events(600)", "the stage has 628 events"),
        ("Caption(event: 628, says: [19])", "without 19"),
        ("Length(3)", "the snake is 2 long"),
        ("Tick(1)", "the step shows tick 0"),
        ("Move(Left)", "the solver moves Right"),
        ("Won(moves: 10)", "the game ends"),
    ];
    for (fact, words) in cases {
        let problems = one_step(&format!("{pocket}, facts: [{fact}]"));
        assert_eq!(problems.len(), 1, "{fact}: {problems:?}");
        assert!(problems[0].contains(words), "{fact}: {}", problems[0]);
    }
    // A number marked as a fact that no fact states is refused before anything is played.
    let unbacked = one_step_saying(
        &format!("{pocket}, facts: [Path(search: \"bfs\", moves: 20)]"),
        "{=21} moves",
    );
    assert_eq!(
        unbacked,
        ["step 1: the narration marks {=21} as a fact, but no fact of the step states 21"]
    );
}

#[test]
fn how_a_game_ends_is_verified_by_playing_it() {
    let greedy = "scenario: \"../scenarios/dead-end-pocket-6x6.ron\", tick: 13";
    assert_eq!(
        one_step(&format!("{greedy}, facts: [Won(moves: 147)]")),
        Vec::<String>::new()
    );
    let lost = one_step(&format!("{greedy}, facts: [Died(moves: 147)]"));
    assert_eq!(
        lost,
        ["step 1: the fact Died(moves: 147) does not hold: the game ends: Won(moves: 147)"]
    );
}
/// Every shipped lesson, with its path.
fn shipped() -> Vec<(PathBuf, Lesson)> {
    let folder = repo().join("lessons");
    let mut all: Vec<(PathBuf, Lesson)> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .map(|p| {
            let lesson = Lesson::load(&p).unwrap_or_else(|e| panic!("{e}"));
            (p, lesson)
        })
        .collect();
    all.sort_by(|a, b| a.0.cmp(&b.0));
    all
}

#[test]
fn every_number_of_a_shipped_narration_is_a_fact_or_plain() {
    let mut report = Vec::new();
    for (path, lesson) in shipped() {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        for (step, why) in lesson.unmarked_numbers() {
            report.push(format!("{name}: step {step}: {why}"));
        }
    }
    assert!(
        report.is_empty(),
        "{} numbers of the shipped lessons are neither facts nor plain:\n{}",
        report.len(),
        report.join("\n")
    );
}

/// `fact` changed so that it no longer says what the program computes: its number one more,
/// a move turned back, no path made a path.
fn altered(fact: &StepFact) -> StepFact {
    let mut f = fact.clone();
    match &mut f {
        StepFact::Path { moves: n, .. }
        | StepFact::Expanded { cells: n, .. }
        | StepFact::Frontier { cells: n, .. }
        | StepFact::Cycle { cells: n }
        | StepFact::Cost { cost: n, .. } => *n += 1,
        StepFact::NoPath { search } => {
            f = StepFact::Path {
                search: search.clone(),
                moves: 1,
                shortest: None,
            }
        }
        StepFact::Events(n) | StepFact::Length(n) => *n += 1,
        StepFact::Caption { says, .. } | StepFact::Check { says, .. } => says.push(1_000_000),
        StepFact::Move(d) => *d = d.opposite(),
        StepFact::Tick(t) => *t += 1,
        StepFact::Won { moves } | StepFact::Died { moves, .. } => *moves += 1,
        StepFact::StepLimit { moves, .. } | StepFact::Stalled { moves, .. } => *moves += 1,
    }
    f
}

#[test]
fn a_number_that_moves_makes_check_fail_on_the_lesson_that_states_it() {
    // As if an algorithm changed so that each stated number moved: every fact of every
    // shipped English lesson, altered, fails `check` on its step, naming the fact.
    let folder = repo().join("lessons");
    let mut checked = 0;
    let mut report = Vec::new();
    for (path, lesson) in shipped() {
        if lesson.language != "en" {
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        for (k, step) in lesson.steps.iter().enumerate() {
            for (i, fact) in step.facts.iter().enumerate() {
                let mut one = Lesson::new("T", "en");
                let mut changed = step.clone();
                changed.facts = vec![altered(fact)];
                changed.narration = "N".to_owned();
                changed.plain.clear();
                one.steps.push(changed.clone());
                let problems = one.validate(&folder);
                let wanted = format!("the fact {} does not hold", changed.facts[0]);
                if !problems.iter().any(|p| p.message.starts_with(&wanted)) {
                    report.push(format!(
                        "{name}: step {}: fact {} ({fact}) altered to {} still holds: {problems:?}",
                        k + 1,
                        i + 1,
                        changed.facts[0]
                    ));
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 100, "only {checked} facts stated");
    assert!(report.is_empty(), "{}", report.join("\n"));
}
