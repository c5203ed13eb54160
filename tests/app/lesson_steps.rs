//! A lesson's steps on screen: a scenario written inside a step plays as a file's would, and
//! a step that asks a question keeps the board's answer hidden until it is shown.

use crate::common;

use common::app::{click, open, press, problem_text, tmp};
use egui::Key;
use egui_kittest::kittest::Queryable;
use snakescope::app::shell::Startup;
use snakescope::app::state::AppState;
use snakescope::stages::Stage;
use snakescope::words::{Language, for_this_thread};
use std::path::Path;

/// A lesson of three steps: a scenario written inline, a scenario file, and inline again
/// with a question.
fn inline_lesson(dir: &Path) -> std::path::PathBuf {
    let file = std::fs::canonicalize("scenarios/classic-8x8-greedy.ron").unwrap();
    let text = format!(
        r#"Lesson(
    version: 1,
    title: "Inline",
    language: "en",
    steps: [
        (
            inline: Scenario(
                name: "Corridor",
                width: 5, height: 4,
                snake: [(2, 1), (1, 1)],
                food: [(4, 1)],
            ),
            stage: "bfs",
            events: (2, 3),
            narration: "A board written in the step.",
        ),
        (
            scenario: "{file}",
            tick: 2,
            narration: "A file.",
        ),
        (
            inline: Scenario(width: 6, height: 3, snake: [(1, 1)], food: [(4, 1)]),
            tick: 1,
            stage: "bfs",
            narration: "Straight on, again.",
            question: NextMove,
        ),
    ],
)
"#,
        file = file.display()
    );
    let path = dir.join("inline.en.ron");
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_step_s_inline_scenario_plays_as_a_file_s_and_the_lesson_goes_on_and_back() {
    let dir = tmp("app_lesson_steps", "inline");
    let lesson = inline_lesson(&dir);
    let mut h = common::app::launch(Startup::from_file(Some(&lesson)));
    common::app::play_out(&mut h);
    assert_eq!(h.state().error(), None);
    h.get_by_label_contains("Inline: step 1 of 3");
    let state = h.state().state();
    // The game is the step's own: its board, named by the lesson and the step.
    assert_eq!(state.origin(), format!("{}, step 1", lesson.display()));
    assert_eq!(
        (state.game().grid().width(), state.game().grid().height()),
        (5, 4)
    );
    let replay = state.replay().expect("the step's stage on screen");
    // Played from its first event, 2, to its last.
    assert_eq!((replay.stage(), replay.cursor()), (Stage::Bfs, 3));

    press(&mut h, Key::PageDown);
    assert!(
        h.state()
            .state()
            .origin()
            .ends_with("classic-8x8-greedy.ron")
    );
    assert_eq!(h.state().state().tick(), 2);

    press(&mut h, Key::PageDown);
    h.get_by_label_contains("step 3 of 3");
    let state = h.state().state();
    assert_eq!(state.origin(), format!("{}, step 3", lesson.display()));
    assert_eq!((state.game().grid().width(), state.tick()), (6, 1));

    press(&mut h, Key::PageUp);
    press(&mut h, Key::PageUp);
    assert_eq!(h.state().state().game().grid().width(), 5);
    assert_eq!(h.state().error(), None);
}

#[test]
fn a_lesson_whose_inline_scenario_is_broken_is_refused_naming_the_step() {
    let h = open(Startup::from_file(Some(Path::new(
        "tests/broken_lessons/inline_scenarios.ron",
    ))));
    let text = problem_text(&h);
    assert!(
        text.contains("step 2: scenario (inline): snake cell 0 at (5, 1) is off the 5x4 board"),
        "{text}"
    );
    assert!(
        text.contains("step 2: scenario (inline): the first food at (4, 1) is on the snake"),
        "{text}"
    );
    assert!(
        text.contains("step 3: scenario (inline): a Manual"),
        "{text}"
    );
    assert!(!text.contains("step 1:"), "{text}");
    assert!(h.query_by_label_contains("step 1 of").is_none());
}

/// What the board is painted with: whether a stage's frame (its path, parents, distances,
/// cursor) and a virtual snake are in the scene.
fn board_shows(state: &AppState) -> (bool, bool) {
    state.with_board_scene(None, |scene| (scene.frame.is_some(), scene.ghost.is_some()))
}

#[test]
fn a_question_hides_the_decision_on_the_board_until_the_answer_is_shown() {
    // why-greedy-dies: step 3 asks the next move over the shortest path found (the BFS),
    // step 4 whether check 3 passes, over the virtual snake's search for its tail.
    let mut h = common::app::launch(Startup::from_file(Some(Path::new(
        "lessons/why-greedy-dies.en.ron",
    ))));
    common::app::play_out(&mut h);
    // Step 1 asks nothing: its stage is on the board at once, played to the step's end.
    assert!(!h.state().state().decision_hidden());
    assert!(board_shows(h.state().state()).0);

    press(&mut h, Key::PageDown);
    press(&mut h, Key::PageDown);
    h.get_by_label_contains("step 3 of");
    h.get_by_label_contains("where does the snake go next?");
    let state = h.state().state();
    assert!(state.decision_hidden());
    // Neither the path found nor anything of the decision: no frame, no caption, no events.
    assert_eq!(board_shows(state), (false, false));
    assert_eq!(state.caption(), None);
    assert_eq!(state.event_position(), (0, 0));

    click(&mut h, "Show the answer");
    let state = h.state().state();
    assert!(!state.decision_hidden());
    assert!(board_shows(state).0);
    assert!(state.caption().is_some());
    // The answer shown, the step plays its events, 1 to 38, to its last.
    assert_eq!(
        state.replay().map(|r| (r.stage(), r.cursor())),
        Some((Stage::Bfs, 38))
    );

    // Check 3's step: the virtual snake and its search stay hidden until the answer.
    press(&mut h, Key::PageDown);
    h.get_by_label_contains("does check 3 of this decision pass?");
    assert_eq!(board_shows(h.state().state()), (false, false));
    // Stepping away and back to the step asks again, still hidden.
    press(&mut h, Key::End);
    assert!(!h.state().state().decision_hidden());
    click(&mut h, "Back to this step");
    assert!(h.state().state().decision_hidden());
    click(&mut h, "Show the answer");
    assert_eq!(board_shows(h.state().state()), (true, true));
    assert_eq!(h.state().error(), None);
}

#[test]
fn a_lesson_built_in_plays_its_inline_step_as_a_page_does() {
    use snakescope::app::command::lesson::LessonSource;
    let startup = Startup {
        lesson: Some(LessonSource::BuiltIn("cycle-from-body.en.ron".into())),
        ..Startup::default().without_autoplay()
    };
    let mut h = open(startup);
    for _ in 0..6 {
        press(&mut h, Key::PageDown);
    }
    h.get_by_label_contains("step 7 of 10");
    assert_eq!(h.state().error(), None);
    let state = h.state().state();
    // Step 7's board is written in the lesson: no file of the collection names it.
    assert_eq!(state.origin(), "lessons/cycle-from-body.en.ron, step 7");
    assert_eq!(
        (state.game().grid().width(), state.game().grid().height()),
        (4, 4)
    );
    assert_eq!(state.replay().map(|r| r.stage()), Some(Stage::Cycle));
    press(&mut h, Key::PageDown);
    assert!(h.state().state().origin().starts_with("scenarios/"));
}

#[test]
fn a_portuguese_lesson_in_an_english_window_speaks_portuguese_in_all_it_shows() {
    let _english = for_this_thread(Language::English);
    let mut h = open(Startup::from_file(Some(Path::new(
        "lessons/breadth-first-search.pt.ron",
    ))));
    assert_eq!(h.state().error(), None);
    h.get_by_label_contains(": passo 1 de 13");
    h.get_by_label("Próximo passo");
    h.get_by_label("Fechar lição");
    assert!(h.query_by_label("Next step").is_none());
    assert!(h.query_by_label_contains("step 1 of").is_none());
    // Step 4 asks before it tells: the question and its button in the lesson's language.
    for _ in 0..3 {
        press(&mut h, Key::PageDown);
    }
    h.get_by_label_contains(": passo 4 de 13");
    h.get_by_label("Antes de continuar: para onde vai a cobra a seguir?");
    assert!(h.query_by_label_contains("Before going on").is_none());
    click(&mut h, "Mostrar a resposta");
    // The caption of the stage on the board, and its pseudo-code, are the lesson's too.
    let (portuguese, english) = {
        let state = h.state().state();
        let pt = {
            let _pt = for_this_thread(Language::Portuguese);
            (state.caption().expect("a caption"), Stage::Bfs.pseudocode())
        };
        (pt, (state.caption().unwrap(), Stage::Bfs.pseudocode()))
    };
    assert_ne!(portuguese.0, english.0);
    assert!(
        h.query_all_by_label_contains(&portuguese.0)
            .next()
            .is_some()
    );
    assert!(h.query_all_by_label_contains(&english.0).next().is_none());
    let line = portuguese.1[2].trim();
    assert!(
        h.query_all_by_label_contains(line).next().is_some(),
        "the pseudo-code line {line:?}"
    );
    assert!(
        h.query_all_by_label_contains(english.1[2].trim())
            .next()
            .is_none()
    );
    // The rest of the window speaks the window's language.
    h.get_by_label("Settings");
    // Closed, the lesson takes its language with it.
    click(&mut h, "Fechar lição");
    assert!(h.query_all_by_label_contains(&english.0).next().is_some());
}

#[test]
fn a_lesson_step_plays_its_events_and_ends_at_its_last() {
    // breadth-first-search: step 2 is events 2 to 6 of the first search, step 3 events 7
    // to 36.
    let mut h = open(Startup::from_file(Some(Path::new(
        "lessons/breadth-first-search.en.ron",
    ))));
    // Two events a second: the step is seen playing.
    h.state_mut()
        .perform(snakescope::app::command::Command::EventSpeed(2.0));
    h.key_press(Key::PageDown);
    h.run_steps(2);
    let state = h.state().state();
    let replay = state.replay().expect("the step's stage");
    assert!(
        (2..6).contains(&replay.cursor()),
        "the step opens at its first event and plays on: {}",
        replay.cursor()
    );
    assert!(state.events_playing());
    common::app::play_out(&mut h);
    let state = h.state().state();
    assert_eq!(state.replay().map(|r| r.cursor()), Some(6));
    assert!(!state.events_playing(), "the step stops at its last event");
    press(&mut h, Key::PageDown);
    assert_eq!(h.state().state().replay().map(|r| r.cursor()), Some(36));
    // Back a step: shown at its end, at once.
    h.key_press(Key::PageUp);
    h.run_steps(1);
    let state = h.state().state();
    assert_eq!(state.replay().map(|r| r.cursor()), Some(6));
    assert!(!state.events_playing());
}
