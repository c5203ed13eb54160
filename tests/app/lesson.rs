//! A lesson played as a teacher would: opened from the command line, its steps gone through
//! with PageDown and PageUp (a presentation clicker's keys) and the buttons, each step's
//! moment on screen with its narration; a lesson that cannot be shown says which step.

use crate::common;
use snakescope::app::command::Command;

use common::app::{click, click_contains, open, press, problem_text};
use egui::Key;
use egui_kittest::kittest::Queryable;
use snakescope::app::shell::Startup;
use snakescope::lesson::Lesson;
use snakescope::stages::Stage;
use std::path::Path;

#[test]
fn a_lesson_opens_at_its_first_step_and_the_clicker_keys_go_through_it() {
    let mut h = open(Startup::from_file(Some(Path::new(
        "lessons/cycle-from-body.en.ron",
    ))));
    h.get_by_label_contains("A Hamiltonian cycle from the snake's body: step 1 of 10");
    h.get_by_label_contains("(a closed tour through every cell) can never die");
    assert!(
        h.state()
            .state()
            .origin()
            .ends_with("odd-board-7x7-greedy.ron")
    );
    assert_eq!(h.state().state().preferred_stage(), Stage::Cycle);

    press(&mut h, Key::PageDown);
    h.get_by_label_contains("step 2 of 10");
    assert!(
        h.state()
            .state()
            .origin()
            .ends_with("classic-8x8-hamilton.ron")
    );
    assert_eq!(h.state().state().tick(), 0);

    click(&mut h, "Next step");
    h.get_by_label_contains("step 3 of 10");
    // Its question is asked above the narration.
    h.get_by_label_contains("where does the snake go next?");

    press(&mut h, Key::PageUp);
    press(&mut h, Key::PageUp);
    press(&mut h, Key::PageUp);
    h.get_by_label_contains("step 1 of 10");

    // Away from the step and back with one click.
    press(&mut h, Key::End);
    assert_ne!(h.state().state().tick(), 0);
    click(&mut h, "Back to this step");
    assert_eq!(h.state().state().tick(), 0);
    // The step list jumps.
    click(&mut h, "Go to step");
    click_contains(&mut h, "6. Sometimes the cells left out");
    h.get_by_label_contains("step 6 of 10");
    assert!(
        h.state()
            .state()
            .origin()
            .ends_with("repair-splices-cells-in-6x6.ron")
    );

    click(&mut h, "Close lesson");
    assert!(h.query_by_label_contains("step 6 of 10").is_none());
    // The moment stays on screen.
    assert!(
        h.state()
            .state()
            .origin()
            .ends_with("repair-splices-cells-in-6x6.ron")
    );
}

#[test]
fn a_lesson_with_a_step_that_cannot_be_shown_says_which() {
    let h = open(Startup::from_file(Some(Path::new(
        "tests/broken_lessons/beyond_the_game.ron",
    ))));
    let text = problem_text(&h);
    assert!(text.contains("step 2: the game of"), "{text}");
    assert!(text.contains("step 3: stage \"quicksort\""), "{text}");
    assert!(h.query_by_label_contains("step 1 of").is_none());
}

/// Every step of every lesson in `lessons/`, gone through with PageDown as a class would see
/// it: no error, the step's scenario at its tick, and its stage on screen at the step's first
/// event with every event up to its last there to play (when a decision runs a stage twice,
/// the first of those checks).
#[test]
fn every_step_of_every_shipped_lesson_opens_its_moment_on_screen() {
    let mut files: Vec<_> = std::fs::read_dir("lessons")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    assert!(files.len() >= 12, "{files:?}");
    for path in files {
        let lesson = Lesson::load(&path).unwrap_or_else(|e| panic!("{e}"));
        let mut h = common::app::launch(Startup::from_file(Some(&path)));
        common::app::play_out(&mut h);
        for (k, step) in lesson.steps.iter().enumerate() {
            let at = format!("{}, step {}", path.display(), k + 1);
            assert_eq!(h.state().error(), None, "{at}");
            let state = h.state().state();
            // A scenario file by its name; a scenario written inline by the lesson's step.
            match step.scenario.as_deref() {
                Some(file) => assert!(
                    Path::new(state.origin()).ends_with(Path::new(file).file_name().unwrap()),
                    "{at}: {} on screen",
                    state.origin()
                ),
                None => assert_eq!(state.origin(), at, "{at}"),
            }
            assert_eq!(state.tick() as u64, step.tick, "{at}");
            if let (Some(stage), Some((first, last))) = (&step.stage, step.events) {
                let replay = state
                    .replay()
                    .unwrap_or_else(|| panic!("{at}: no stage on screen"));
                assert_eq!(replay.stage().cli_name(), stage, "{at}");
                // The step has played its events to its last; a question waits for its
                // answer at the first.
                let shown = if step.question.is_some() { first } else { last };
                assert_eq!(replay.cursor(), shown, "{at}");
                assert!(
                    last <= replay.len(),
                    "{at}: the stage on screen has {} events, the step plays to event {last}",
                    replay.len()
                );
            }
            press(&mut h, Key::PageDown);
        }
    }
}

#[test]
fn the_moment_on_screen_is_added_to_a_lesson_as_its_next_step_which_then_opens() {
    use common::app::{open_with_dialogs, press_with, tmp};
    use egui::Modifiers;
    let dir = tmp("app_lesson", "add_step");
    let lesson = dir.join("prepared.en.ron");
    let scenario = std::fs::canonicalize("scenarios/classic-8x8-greedy.ron").unwrap();
    let (mut h, dialogs) =
        open_with_dialogs(Startup::from_file(Some(&scenario)).without_autoplay());
    for _ in 0..3 {
        press(&mut h, Key::ArrowRight);
    }
    h.state_mut().perform(Command::PickStage(Stage::Bfs));
    h.run();
    for _ in 0..4 {
        press_with(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    }
    let (shown, _) = h.state().state().event_position();
    assert!(shown > 0);

    // A file that does not exist yet starts a lesson.
    dialogs.answer(Some(lesson.clone()));
    click(&mut h, "Export");
    click(&mut h, "Add this moment to a lesson…");
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    let status = h.state().status().unwrap().to_owned();
    assert!(status.starts_with("Added step 1 to"), "{status}");
    let written = Lesson::load(&lesson).unwrap();
    assert_eq!(written.language, "en");
    let step = &written.steps[0];
    // Named from the lesson's folder: the step's path leads to the scenario's file.
    let file = step
        .scenario
        .as_deref()
        .expect("a moment is added as its file");
    assert!(!Path::new(file).is_absolute(), "{file}");
    assert_eq!(std::fs::canonicalize(dir.join(file)).unwrap(), scenario);
    assert_eq!((step.tick, step.stage.as_deref()), (3, Some("bfs")));
    assert_eq!(step.events, Some((1, shown)));

    // The next moment is the next step, and the lesson opens at both.
    press(&mut h, Key::ArrowRight);
    dialogs.answer(Some(lesson.clone()));
    click(&mut h, "Export");
    click(&mut h, "Add this moment to a lesson…");
    let written = Lesson::load(&lesson).unwrap();
    assert_eq!(written.steps.len(), 2);
    assert_eq!(written.steps[1].tick, 4);
    assert_eq!(written.validate(&dir), Vec::new());

    // A file that is not a lesson is left as it was.
    let notes = dir.join("notes.ron");
    std::fs::write(&notes, "Scenario(width: 4)").unwrap();
    dialogs.answer(Some(notes.clone()));
    click(&mut h, "Export");
    click(&mut h, "Add this moment to a lesson…");
    assert!(
        problem_text(&h).contains("it is not a lesson"),
        "{}",
        problem_text(&h)
    );
    assert_eq!(
        std::fs::read_to_string(&notes).unwrap(),
        "Scenario(width: 4)"
    );
}

#[test]
fn a_lesson_built_in_opens_from_the_examples_lessons_menu_with_the_collection_s_scenarios() {
    let mut h = common::app::classic();
    click(&mut h, "Examples");
    click(&mut h, "Lessons");
    click(
        &mut h,
        "Busca em largura: o caminho mais curto até a comida (pt)",
    );
    assert!(h.state().error().is_none(), "{:?}", h.state().error());
    // The lesson speaks its own language, in an English window too.
    h.get_by_label_contains(": passo 1 de");
    // Its scenarios come from the collection built in, not from files.
    assert!(
        h.state().state().origin().starts_with("scenarios/"),
        "{}",
        h.state().state().origin()
    );
    press(&mut h, Key::PageDown);
    h.get_by_label_contains(": passo 2 de");
}

#[test]
fn a_step_with_a_question_asks_before_it_tells() {
    let mut h = open(Startup::from_file(Some(Path::new(
        "lessons/cycle-from-body.en.ron",
    ))));
    press(&mut h, Key::PageDown);
    press(&mut h, Key::PageDown);
    h.get_by_label_contains("step 3 of 10");
    h.get_by_label_contains("where does the snake go next?");
    let told = "pushes each step of the path sideways";
    assert!(
        h.query_by_label_contains(told).is_none(),
        "told before asked"
    );
    click(&mut h, "Show the answer");
    h.get_by_label_contains(told);
    // Each visit asks again.
    press(&mut h, Key::PageUp);
    press(&mut h, Key::PageDown);
    assert!(h.query_by_label_contains(told).is_none());
}
